"""What the store tells the trainee: plain messages the GUI and the command line show.

The store never crashes the app over a bad file. When it had to do something the user
should know about (move a damaged file aside, open read-only, update an old file), it
says so with a :class:`Notice`; when it cannot go on (the database is held by another
program), it raises a :class:`StoreError` whose ``notice`` says the same in plain words.

>>> n = Notice(NoticeCode.READ_ONLY, "Your answers cannot be saved.", path=None)
>>> n.level, str(n)
(<Severity.WARNING: 'warning'>, 'Your answers cannot be saved.')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

__all__ = ["Notice", "NoticeCode", "Severity", "StoreError", "StoreLockedError", "StoreWriteError"]


class Severity(StrEnum):
    """How loudly to show a notice."""

    INFO = "info"
    """Worth a line in the status bar: nothing was lost."""
    WARNING = "warning"
    """Show it in a message box: something was moved aside or cannot be saved."""
    ERROR = "error"
    """The store could not do what was asked."""


class NoticeCode(StrEnum):
    """What happened, for code that reacts (the message is for people)."""

    CORRUPT_MOVED = "corrupt-moved"
    """The database was damaged (corrupt or truncated): moved aside, a fresh one started."""
    MIGRATED = "migrated"
    """The database was made by an earlier version and was updated; a copy was kept."""
    READ_ONLY = "read-only"
    """The database can be read but not written: answers are kept for this session only."""
    NEWER_VERSION = "newer-version"
    """The database was made by a newer version of the app: opened without saving."""
    NOT_SAVED = "not-saved"
    """No database could be opened or created: answers are kept for this session only."""
    LOCKED = "locked"
    """Another program holds the database."""
    WRITE_FAILED = "write-failed"
    """An answer or result could not be written."""
    SETTINGS_CORRUPT = "settings-corrupt"
    """The settings file could not be read: moved aside, defaults used."""
    SETTINGS_NOT_SAVED = "settings-not-saved"
    """The settings could not be written."""


_LEVELS = {
    NoticeCode.MIGRATED: Severity.INFO,
    NoticeCode.LOCKED: Severity.ERROR,
    NoticeCode.WRITE_FAILED: Severity.ERROR,
}


@dataclass(frozen=True, slots=True)
class Notice:
    """One thing to tell the user."""

    code: NoticeCode
    message: str
    """A sentence or two for a dealer, naming the files involved."""
    path: Path | None = None
    """The file the user may want to find (the moved-aside copy, the read-only file)."""

    @property
    def level(self) -> Severity:
        return _LEVELS.get(self.code, Severity.WARNING)

    def __str__(self) -> str:
        return self.message


class StoreError(Exception):
    """An expected failure of the store; ``notice`` says it for the user."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.message)
        self.notice = notice


class StoreLockedError(StoreError):
    """The database stayed locked by another program for the whole timeout."""


class StoreWriteError(StoreError):
    """Writing failed (read-only file, full disk, I/O error); nothing was saved."""
