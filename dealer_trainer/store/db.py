"""The progress database: every graded answer, exam attempts and imported results.

Long because the progress database is one SQLite file behind one class, :class:`Store`: its
schema, migrations, crash-safety checks and every query share one connection and one
transaction discipline.

One SQLite file, ``progress.sqlite3`` in the data folder. :class:`Store` implements the
quiz's :class:`~dealer_trainer.quiz.history.History`, so the quiz, the GUI and the
terminal drill all write to it and read from it.

**Crash safety.** Each graded answer is one transaction, committed before
:meth:`Store.record` returns. The database keeps SQLite's *rollback journal*
(``journal_mode=DELETE``) with ``synchronous=FULL``: a commit has reached the disk when it
returns, so a killed process or a power cut loses no answer that was graded, and the
database is always one self-contained file: it can be copied, e-mailed, moved aside or
opened read-only from a USB stick or a network share. WAL would allow a reader and a
writer at the same moment, which one trainee answering every few seconds does not need,
and it keeps committed answers in a ``-wal`` file beside the database until a checkpoint,
so a copy of the main file alone can miss them; WAL also does not work on network file
systems.

**Bad files never crash the app.** :meth:`Store.open`

- moves a corrupt or truncated file aside under a dated name, and so a file whose tables
  or columns are not the ones its version number promises, or whose table definitions are
  not UTF-8 text
  (``progress.corrupt-20261130-0405.sqlite3``), starts a fresh one and says so;
- opens a file it cannot write (read-only file, folder or medium) read-only: the history
  can be seen, and this session's answers are kept in memory only, which it says;
- updates a file made by an earlier version (keeping a copy) and says so;
- waits ``timeout`` seconds for a file locked by another program, then raises
  :class:`~dealer_trainer.store.notices.StoreLockedError` with a plain message.

Notices are in :attr:`Store.notices`. Writes that fail later (the disk fills, another
program holds the file too long) raise :class:`~dealer_trainer.store.notices.StoreError`
subclasses whose ``notice`` says what to tell the trainee.

>>> with Store.in_memory() as store:
...     store.record(AnswerRecord("ana", "seed:7:1", "to_call", "betting", "NT", "600",
...                  True, None, 2400, datetime(2026, 1, 1, tzinfo=UTC)))
...     [(r.trainee, r.answer, r.correct) for r in store.answers("Ana")]
[('ana', '600', True)]
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import unicodedata
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Self

from dealer_trainer.quiz.history import AnswerRecord

from .exams import ExamAttempt, ExamSettings, allowed_millis
from .notices import Notice, NoticeCode, StoreError, StoreLockedError, StoreWriteError
from .paths import app_dirs, dated_sibling, ensure_dir

__all__ = [
    "DEFAULT_TIMEOUT",
    "SCHEMA_VERSION",
    "ImportedResult",
    "Store",
    "Trainee",
    "check_name",
    "format_time",
    "parse_time",
]

SCHEMA_VERSION: Final = 2
"""The schema this version writes (``PRAGMA user_version``).

1. trainees and answers (time in seconds, ``answered_at`` in Unix seconds);
2. answers in milliseconds with ISO times and the exam attempt; exam attempts; imported
   result files; trainee names unique in any case.
"""

MAX_NAME: Final = 100
"""The longest trainee name, in characters."""

DEFAULT_TIMEOUT: Final = 5.0
"""Seconds to wait for a database another program holds."""

_COMPANIONS: Final = ("-journal", "-wal", "-shm")
"""Files SQLite keeps beside a database; they move with it."""

# Primary SQLite result codes (the low byte of sqlite_errorcode).
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _PERM, _NOTADB = (
    5,
    6,
    8,
    10,
    11,
    13,
    14,
    3,
    26,
)
_CANNOT_WRITE: Final = frozenset({_READONLY, _IOERR, _FULL, _CANTOPEN, _PERM})
_DAMAGED: Final = frozenset({_CORRUPT, _NOTADB})


def _code(exc: sqlite3.Error) -> int:
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF


class _Damaged(Exception):
    """``PRAGMA quick_check`` found damage."""


def format_time(when: datetime) -> str:
    """How times are stored: ISO 8601 in UTC, to the microsecond (sorts as text).

    >>> format_time(datetime(2026, 1, 1, 12, tzinfo=UTC))
    '2026-01-01T12:00:00.000000+00:00'
    """
    if when.tzinfo is None:
        raise ValueError(f"{when!r} has no time zone: give times in UTC")
    return when.astimezone(UTC).isoformat(timespec="microseconds")


def parse_time(text: str) -> datetime:
    """Read :func:`format_time`'s text back (a time-zone-aware ``datetime``)."""
    return datetime.fromisoformat(text)


_SCHEMA_V2: Final = """
CREATE TABLE trainees (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL
);
CREATE TABLE exam_attempts (
    id TEXT PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    pack_id TEXT NOT NULL,
    exam TEXT NOT NULL,
    started_at TEXT NOT NULL,
    allowed_millis INTEGER,
    finished_at TEXT
);
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    question_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    skill TEXT NOT NULL,
    variant TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    mistake TEXT,
    millis INTEGER NOT NULL,
    answered_at TEXT NOT NULL,
    exam_id TEXT
);
CREATE INDEX answers_by_trainee ON answers (trainee_id, answered_at);
CREATE INDEX answers_by_exam ON answers (exam_id) WHERE exam_id IS NOT NULL;
CREATE TABLE imported_results (
    id INTEGER PRIMARY KEY,
    checksum TEXT NOT NULL UNIQUE,
    attempt_id TEXT NOT NULL,
    trainee TEXT NOT NULL,
    pack_id TEXT NOT NULL,
    source TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    document TEXT NOT NULL
);
CREATE INDEX imported_by_attempt ON imported_results (attempt_id);
"""


def _create(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V2.split(";"):
        if statement.strip():
            conn.execute(statement)


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Version 1 kept seconds as a float and Unix times; names were unique only by case."""
    conn.execute("DROP INDEX IF EXISTS answers_by_trainee")
    conn.execute("ALTER TABLE answers RENAME TO answers_v1")
    conn.execute("ALTER TABLE trainees RENAME TO trainees_v1")
    _create(conn)
    # "Ana" and "ana" were two trainees in version 1: they become one (the first made).
    conn.execute(
        """
        INSERT INTO trainees (id, name, created_at)
        SELECT t.id, t.name, COALESCE(
            (SELECT strftime('%Y-%m-%dT%H:%M:%S.000000+00:00', MIN(a.answered_at), 'unixepoch')
             FROM answers_v1 a JOIN trainees_v1 s ON a.trainee_id = s.id
             WHERE lower(s.name) = lower(t.name)),
            strftime('%Y-%m-%dT%H:%M:%S.000000+00:00', 'now'))
        FROM trainees_v1 t
        WHERE t.id = (SELECT MIN(u.id) FROM trainees_v1 u WHERE lower(u.name) = lower(t.name))
        """
    )
    conn.execute(
        """
        INSERT INTO answers (id, trainee_id, question_id, kind, skill, variant, answer,
                             correct, mistake, millis, answered_at, exam_id)
        SELECT a.id, n.id, a.question_id, a.kind, a.skill, a.variant, a.answer,
               a.correct != 0, a.mistake, CAST(round(a.seconds * 1000) AS INTEGER),
               strftime('%Y-%m-%dT%H:%M:%S.000000+00:00', a.answered_at, 'unixepoch'), NULL
        FROM answers_v1 a
        JOIN trainees_v1 t ON a.trainee_id = t.id
        JOIN trainees n ON lower(n.name) = lower(t.name)
        ORDER BY a.id
        """
    )
    conn.execute("DROP TABLE answers_v1")
    conn.execute("DROP TABLE trainees_v1")


_MIGRATIONS: Final[dict[int, Callable[[sqlite3.Connection], None]]] = {1: _migrate_1_to_2}
"""Version n -> the step that makes version n + 1."""


def _user_version(conn: sqlite3.Connection) -> int:
    row = conn.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring ``conn`` to :data:`SCHEMA_VERSION`, one transaction per step."""
    version = _user_version(conn)
    while version < SCHEMA_VERSION:
        conn.execute("PRAGMA foreign_keys = OFF")  # tables are rebuilt; checked below
        conn.execute("BEGIN IMMEDIATE")
        try:
            if version == 0:
                _create(conn)
            else:
                _MIGRATIONS[version](conn)
            broken = conn.execute("PRAGMA foreign_key_check").fetchall()
            if broken:
                raise sqlite3.IntegrityError(f"migration from {version} broke references")
            version = SCHEMA_VERSION if version == 0 else version + 1
            conn.execute(f"PRAGMA user_version = {version:d}")
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        finally:
            conn.execute("PRAGMA foreign_keys = ON")


def _connect_rw(path: Path, timeout: float) -> sqlite3.Connection:
    """Open ``path`` for reading and writing (created if missing)."""
    return sqlite3.connect(path, timeout=timeout, isolation_level=None)


def _connect_ro(path: Path, timeout: float) -> sqlite3.Connection:
    """Open ``path`` read-only (never created, never written)."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    return sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA journal_mode = DELETE").fetchone()
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")


def _quick_check(conn: sqlite3.Connection) -> None:
    rows = conn.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise _Damaged("; ".join(str(r[0]) for r in rows[:3]))


_EXPECTED: dict[str, frozenset[str]] = {}
"""Each table of :data:`_SCHEMA_V2` and its columns (filled on first use)."""


def _expected_schema() -> dict[str, frozenset[str]]:
    if not _EXPECTED:
        mem = sqlite3.connect(":memory:")
        try:
            _create(mem)
            _EXPECTED.update(_tables(mem))
        finally:
            mem.close()
    return _EXPECTED


def _tables(conn: sqlite3.Connection) -> dict[str, frozenset[str]]:
    names = [
        str(r[0])
        for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    return {
        name: frozenset(
            str(r[1]) for r in conn.execute("SELECT * FROM pragma_table_info(?)", (name,))
        )
        for name in names
    }


def _read_tables(conn: sqlite3.Connection) -> dict[str, frozenset[str]]:
    """:func:`_tables`, decoding every table definition; text that is not UTF-8 is damage."""
    try:
        conn.execute("SELECT sql FROM sqlite_master").fetchall()
        return _tables(conn)
    except UnicodeDecodeError:
        raise _Damaged("its table definitions are not UTF-8 text") from None
    except sqlite3.OperationalError as exc:
        if "decode" not in str(exc).lower():
            raise
        raise _Damaged("its table definitions are not UTF-8 text") from None


def _check_schema(conn: sqlite3.Connection) -> None:
    """The tables and columns this version writes, exactly; else :class:`_Damaged`.

    ``user_version`` alone is not trusted: a file with the right number and the wrong
    tables would fail at the first answer saved. Schema text that is not UTF-8 is damage.
    """
    found = _read_tables(conn)
    for table, columns in _expected_schema().items():
        if table not in found:
            raise _Damaged(f"table {table} is missing")
        if found[table] != columns:
            missing = ", ".join(sorted(columns - found[table])) or "none"
            extra = ", ".join(sorted(found[table] - columns)) or "none"
            raise _Damaged(
                f"table {table} has the wrong columns (missing {missing}; extra {extra})"
            )


def _check_empty(conn: sqlite3.Connection) -> None:
    """A file without a version must hold no tables: else it is another program's database."""
    found = _read_tables(conn)
    if found:
        raise _Damaged("it holds tables but no version: it is not a progress file")


def _migrate_checked(conn: sqlite3.Connection) -> None:
    """:func:`_migrate`, then :func:`_check_schema`; a step that fails on the file is damage."""
    if _user_version(conn) == 0:
        _check_empty(conn)
    try:
        _migrate(conn)
    except sqlite3.OperationalError as exc:
        if _code(exc) != 1:  # SQLITE_ERROR: the tables are not what the version says
            raise
        raise _Damaged(f"it cannot be updated ({exc})") from None
    _check_schema(conn)


def _probe_write(conn: sqlite3.Connection) -> None:
    """Write page 1 in a transaction and roll it back: fails at once if we cannot write."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(f"PRAGMA user_version = {_user_version(conn):d}")
    finally:
        conn.execute("ROLLBACK")


@dataclass(frozen=True, slots=True)
class Trainee:
    """Someone who practises on this computer."""

    id: int
    name: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ImportedResult:
    """A result file an instructor imported (already checked)."""

    checksum: str
    attempt_id: str
    trainee: str
    pack_id: str
    source: str
    """The file name it was imported from."""
    imported_at: datetime
    document: dict[str, Any]


def _memory() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class Store:
    """The progress database. Open it with :meth:`open`; close it (or use ``with``).

    Implements :class:`~dealer_trainer.quiz.history.History`. Use from one thread.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        path: Path | None,
        saving: bool,
        notices: Sequence[Notice] = (),
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        """Wrap an open, current connection: use :meth:`open` or :meth:`in_memory`."""
        self._conn = conn
        self.path = path
        """The database file (``None`` when nothing was ever read from disk)."""
        self.saving = saving
        """Whether answers reach the disk; ``False`` means this session's are kept in memory."""
        self.notices: list[Notice] = list(notices)
        """What happened while opening: show these to the user once."""
        self._clock = clock or (lambda: datetime.now(UTC))
        self._trainee_ids: dict[str, int] = {}

    # -- opening ----------------------------------------------------------------------

    @classmethod
    def in_memory(cls, *, clock: Callable[[], datetime] | None = None) -> Store:
        """A store that keeps nothing on disk (tests; a first run without a folder)."""
        conn = _memory()
        _migrate(conn)
        return cls(conn, path=None, saving=False, clock=clock)

    @classmethod
    def open(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        path: Path | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        now: Callable[[], datetime] = datetime.now,
        clock: Callable[[], datetime] | None = None,
    ) -> Store:
        """Open (or create) the progress database; never fails over a bad file.

        ``data_dir`` is the ``--data-dir`` option (default: :func:`~.paths.app_dirs`);
        ``path`` names the file itself. ``now`` (local time) dates moved-aside files;
        ``clock`` (UTC) stamps trainees and exams. Raises
        :class:`~dealer_trainer.store.notices.StoreLockedError` only.
        """
        path = path or app_dirs(data_dir).database
        notices: list[Notice] = []
        try:
            ensure_dir(path.parent)
        except OSError as exc:
            why = f"the folder {path.parent} cannot be made ({exc.strerror or exc})"
            return cls._unsaved(path, notices, why, clock)
        for _ in range(2):  # a damaged file is moved aside once, then a fresh one is made
            conn: sqlite3.Connection | None = None
            try:
                conn = _connect_rw(path, timeout)
                _configure(conn)
                _quick_check(conn)
                _probe_write(conn)
                version = _user_version(conn)
                if version > SCHEMA_VERSION:
                    conn.close()
                    return cls._newer(path, version, notices, clock)
                backup = None
                if 0 < version < SCHEMA_VERSION:
                    backup = cls._backup_before_migration(conn, path, version, now())
                _migrate_checked(conn)
                if backup is not None:
                    notices.append(
                        Notice(
                            NoticeCode.MIGRATED,
                            "Your progress file was made by an earlier version of the trainer "
                            f"and has been updated. A copy of the old file was kept at {backup}.",
                            path=backup,
                        )
                    )
                return cls(conn, path=path, saving=True, notices=notices, clock=clock)
            except (sqlite3.Error, _Damaged, UnicodeDecodeError) as exc:
                if conn is not None:
                    conn.close()
                code = _code(exc) if isinstance(exc, sqlite3.Error) else _CORRUPT
                if code in (_BUSY, _LOCKED):
                    raise StoreLockedError(_locked_notice(path, timeout)) from None
                if code in _DAMAGED:
                    moved = cls._move_aside(path, now())
                    if moved is None:
                        why = "it is damaged and cannot be moved aside"
                        return cls._unsaved(path, notices, why, clock)
                    notices.append(
                        Notice(
                            NoticeCode.CORRUPT_MOVED,
                            f"Your progress file was damaged, so a new one was started. "
                            f"The damaged file was moved to {moved}.",
                            path=moved,
                        )
                    )
                    continue
                if code in _CANNOT_WRITE and path.exists():
                    return cls._read_only(path, timeout, notices, now, clock)
                return cls._unsaved(path, notices, f"SQLite said: {exc}", clock)
        return cls._unsaved(path, notices, "it is damaged", clock)  # pragma: no cover

    @classmethod
    def _read_only(
        cls,
        path: Path,
        timeout: float,
        notices: list[Notice],
        now: Callable[[], datetime],
        clock: Callable[[], datetime] | None,
    ) -> Store:
        """Copy a database we may not write into memory: its history shows, nothing saves."""
        try:
            ro = _connect_ro(path, timeout)
            try:
                _quick_check(ro)
                version = _user_version(ro)
                if version > SCHEMA_VERSION:
                    return cls._newer(path, version, notices, clock)
                mem = _memory()
                ro.backup(mem)
            finally:
                ro.close()
            _migrate_checked(mem)
        except (sqlite3.Error, _Damaged, UnicodeDecodeError) as exc:
            code = _code(exc) if isinstance(exc, sqlite3.Error) else _CORRUPT
            if code in (_BUSY, _LOCKED):
                raise StoreLockedError(_locked_notice(path, timeout)) from None
            reason = "it is damaged" if code in _DAMAGED else f"SQLite said: {exc}"
            return cls._unsaved(path, notices, f"it cannot be written and {reason}", clock)
        notices.append(
            Notice(
                NoticeCode.READ_ONLY,
                f"Your progress file {path} can be read but not written (is it read-only, "
                "or on a locked drive?). Your history is shown, but the answers you give "
                "now cannot be saved.",
                path=path,
            )
        )
        return cls(mem, path=path, saving=False, notices=notices, clock=clock)

    @classmethod
    def _newer(
        cls,
        path: Path,
        version: int,
        notices: list[Notice],
        clock: Callable[[], datetime] | None,
    ) -> Store:
        notices.append(
            Notice(
                NoticeCode.NEWER_VERSION,
                f"Your progress file {path} was made by a newer version of the trainer "
                f"(format {version}; this one reads up to {SCHEMA_VERSION}). It was left as "
                "it is; the answers you give now cannot be saved. Update the trainer to "
                "use it.",
                path=path,
            )
        )
        store = cls.in_memory(clock=clock)
        store.path, store.notices = path, notices
        return store

    @classmethod
    def _unsaved(
        cls,
        path: Path,
        notices: list[Notice],
        why: str,
        clock: Callable[[], datetime] | None,
    ) -> Store:
        notices.append(
            Notice(
                NoticeCode.NOT_SAVED,
                f"Your progress file {path} cannot be used: {why}. The answers you give "
                "now cannot be saved.",
                path=path,
            )
        )
        store = cls.in_memory(clock=clock)
        store.path, store.notices = path, notices
        return store

    @staticmethod
    def _move_aside(path: Path, when: datetime) -> Path | None:
        """Rename the damaged database (and SQLite's files beside it); ``None`` if we cannot."""
        aside = dated_sibling(path, "corrupt", when)
        try:
            path.replace(aside)
        except OSError:
            return None
        for suffix in _COMPANIONS:
            companion = path.with_name(path.name + suffix)
            with contextlib.suppress(OSError):
                companion.replace(aside.with_name(aside.name + suffix))
        return aside

    @staticmethod
    def _backup_before_migration(
        conn: sqlite3.Connection, path: Path, version: int, when: datetime
    ) -> Path:
        """Copy the database before changing its format; returns the copy's path."""
        backup = dated_sibling(path, f"v{version}-backup", when)
        dest = sqlite3.connect(backup)
        try:
            conn.backup(dest)
        finally:
            dest.close()
        return backup

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ----------------------------------------------------------------------

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write, committed (or rolled back) before the block's caller goes on."""
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._write_error(exc) from exc
        try:
            yield self._conn
            self._conn.execute("COMMIT")
        except BaseException as exc:
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute("ROLLBACK")
            self._trainee_ids.clear()  # a trainee added in this transaction is gone again
            if isinstance(exc, sqlite3.Error) and not isinstance(exc, sqlite3.IntegrityError):
                raise self._write_error(exc) from exc
            raise

    def _write_error(self, exc: sqlite3.Error) -> StoreError:
        where = self.path or "memory"
        if _code(exc) in (_BUSY, _LOCKED):
            return StoreLockedError(_locked_notice(where, None))
        return StoreWriteError(
            Notice(
                NoticeCode.WRITE_FAILED,
                f"Your answer could not be saved to {where} ({exc}). If the disk is full, "
                "free some space; otherwise restart the trainer.",
                path=self.path,
            )
        )

    def _trainee_id(self, conn: sqlite3.Connection, name: str) -> int:
        key = name.strip()
        cached = self._trainee_ids.get(key)
        if cached is not None:
            return cached
        conn.execute(
            "INSERT OR IGNORE INTO trainees (name, created_at) VALUES (?, ?)",
            (name.strip(), format_time(self._clock())),
        )
        row = conn.execute("SELECT id FROM trainees WHERE name = ?", (name.strip(),)).fetchone()
        self._trainee_ids[key] = int(row[0])
        return int(row[0])

    def add_trainee(self, name: str) -> Trainee:
        """The trainee called ``name`` (any case), added if new."""
        check_name(name)
        with self._transaction() as conn:
            self._trainee_id(conn, name)
        found = self.trainee(name)
        assert found is not None
        return found

    def record(self, rec: AnswerRecord) -> None:
        """Keep one graded answer, committed before this returns (``History.record``).

        Raises :class:`~.notices.StoreLockedError` or :class:`~.notices.StoreWriteError`
        when it cannot be saved; when :attr:`saving` is false it is kept in memory.
        """
        check_name(rec.trainee)
        values = (
            rec.question_id,
            rec.kind,
            rec.skill,
            rec.variant,
            rec.answer,
            int(rec.correct),
            rec.mistake,
            int(rec.millis),
            format_time(rec.answered_at),
            rec.exam_id,
        )
        with self._transaction() as conn:
            trainee_id = self._trainee_id(conn, rec.trainee)
            conn.execute(
                """INSERT INTO answers (trainee_id, question_id, kind, skill, variant, answer,
                                        correct, mistake, millis, answered_at, exam_id)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (trainee_id, *values),
            )

    # -- reading ----------------------------------------------------------------------

    def trainee(self, name: str) -> Trainee | None:
        """The trainee called ``name`` (any case), if known."""
        row = self._conn.execute(
            "SELECT id, name, created_at FROM trainees WHERE name = ?", (name.strip(),)
        ).fetchone()
        return None if row is None else Trainee(row[0], row[1], parse_time(row[2]))

    def trainees(self) -> list[Trainee]:
        """Everyone who has practised here, by name."""
        rows = self._conn.execute(
            "SELECT id, name, created_at FROM trainees ORDER BY name COLLATE NOCASE, id"
        )
        return [Trainee(r[0], r[1], parse_time(r[2])) for r in rows]

    def answers(
        self,
        trainee: str,
        *,
        kind: str | None = None,
        skill: str | None = None,
        limit: int | None = None,
    ) -> Sequence[AnswerRecord]:
        """The trainee's answers, oldest first (the newest ``limit`` if given)."""
        return self.all_answers(trainee=trainee, kind=kind, skill=skill, limit=limit)

    def all_answers(
        self,
        *,
        trainee: str | None = None,
        kind: str | None = None,
        skill: str | None = None,
        exam_id: str | None = None,
        since: datetime | None = None,
        limit: int | None = None,
    ) -> list[AnswerRecord]:
        """Answers matching every filter given, oldest first (the newest ``limit``)."""
        where, params = [], []
        for column, value in (
            ("t.name", trainee.strip() if trainee is not None else None),
            ("a.kind", kind),
            ("a.skill", skill),
            ("a.exam_id", exam_id),
        ):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if since is not None:
            where.append("a.answered_at >= ?")
            params.append(format_time(since))
        sql = (
            "SELECT t.name, a.question_id, a.kind, a.skill, a.variant, a.answer, a.correct,"
            " a.mistake, a.millis, a.answered_at, a.exam_id, a.id"
            " FROM answers a JOIN trainees t ON a.trainee_id = t.id"
        )
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY a.answered_at DESC, a.id DESC"
        if limit:
            sql += f" LIMIT {int(limit):d}"
        rows = self._conn.execute(sql, params).fetchall()
        rows.reverse()
        return [
            AnswerRecord(
                trainee=r[0],
                question_id=r[1],
                kind=r[2],
                skill=r[3],
                variant=r[4],
                answer=r[5],
                correct=bool(r[6]),
                mistake=r[7],
                millis=r[8],
                answered_at=parse_time(r[9]),
                exam_id=r[10],
            )
            for r in rows
        ]

    def schema_version(self) -> int:
        return _user_version(self._conn)

    # -- exams ------------------------------------------------------------------------

    def start_exam(
        self, trainee: str, exam: ExamSettings, *, now: datetime | None = None
    ) -> ExamAttempt:
        """Begin an attempt: its id goes into every answer (``AnswerRecord.exam_id``)."""
        check_name(trainee)
        started = now or self._clock()
        attempt_id = uuid.uuid4().hex
        allowed = allowed_millis(exam, trainee)
        with self._transaction() as conn:
            trainee_id = self._trainee_id(conn, trainee)
            conn.execute(
                """INSERT INTO exam_attempts (id, trainee_id, pack_id, exam, started_at,
                                              allowed_millis)
                   VALUES (?, ?, ?, ?, ?, ?)""",
                (
                    attempt_id,
                    trainee_id,
                    exam.pack_id,
                    json.dumps(exam.to_json(), sort_keys=True),
                    format_time(started),
                    allowed,
                ),
            )
        return self.exam_attempt(attempt_id)

    def finish_exam(self, attempt_id: str, *, now: datetime | None = None) -> ExamAttempt:
        """Mark the attempt finished (the first finish counts); returns it."""
        finished = now or self._clock()
        with self._transaction() as conn:
            conn.execute(
                "UPDATE exam_attempts SET finished_at = ? WHERE id = ? AND finished_at IS NULL",
                (format_time(finished), attempt_id),
            )
        return self.exam_attempt(attempt_id)

    def exam_attempt(self, attempt_id: str) -> ExamAttempt:
        """The stored attempt (``KeyError`` if there is none with this id)."""
        found = self.exam_attempts(attempt_id=attempt_id)
        if not found:
            raise KeyError(attempt_id)
        return found[0]

    def exam_attempts(
        self, *, trainee: str | None = None, attempt_id: str | None = None
    ) -> list[ExamAttempt]:
        """Attempts, oldest first."""
        sql = (
            "SELECT e.id, t.name, e.exam, e.started_at, e.allowed_millis, e.finished_at"
            " FROM exam_attempts e JOIN trainees t ON e.trainee_id = t.id"
        )
        where, params = [], []
        if trainee is not None:
            where.append("t.name = ?")
            params.append(trainee.strip())
        if attempt_id is not None:
            where.append("e.id = ?")
            params.append(attempt_id)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY e.started_at, e.rowid"
        return [
            ExamAttempt(
                id=r[0],
                trainee=r[1],
                exam=ExamSettings.from_json(json.loads(r[2])),
                started_at=parse_time(r[3]),
                allowed_millis=r[4],
                finished_at=None if r[5] is None else parse_time(r[5]),
            )
            for r in self._conn.execute(sql, params)
        ]

    # -- imported results (instructor) ------------------------------------------------

    def add_imported(self, result: ImportedResult) -> None:
        """Keep a checked result file (``sqlite3.IntegrityError`` if its checksum is here)."""
        with self._transaction() as conn:
            conn.execute(
                """INSERT INTO imported_results (checksum, attempt_id, trainee, pack_id,
                                                 source, imported_at, document)
                   VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (
                    result.checksum,
                    result.attempt_id,
                    result.trainee,
                    result.pack_id,
                    result.source,
                    format_time(result.imported_at),
                    json.dumps(result.document, sort_keys=True, ensure_ascii=False),
                ),
            )

    def imported(
        self, *, checksum: str | None = None, attempt_id: str | None = None
    ) -> list[ImportedResult]:
        """Imported result files, in the order they were imported."""
        sql = (
            "SELECT checksum, attempt_id, trainee, pack_id, source, imported_at, document"
            " FROM imported_results"
        )
        where, params = [], []
        if checksum is not None:
            where.append("checksum = ?")
            params.append(checksum)
        if attempt_id is not None:
            where.append("attempt_id = ?")
            params.append(attempt_id)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY id"
        return [
            ImportedResult(r[0], r[1], r[2], r[3], r[4], parse_time(r[5]), json.loads(r[6]))
            for r in self._conn.execute(sql, params)
        ]

    def now(self) -> datetime:
        """The store's clock (UTC)."""
        return self._clock()


def check_name(name: str) -> None:
    """Refuse a trainee name that is empty, too long or holds control characters (ValueError)."""
    if not name.strip():
        raise ValueError("a trainee needs a name")
    bad = sorted({c for c in name if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp")})
    if bad:
        shown = ", ".join(f"U+{ord(c):04X}" for c in bad)
        raise ValueError(
            f"a trainee's name cannot hold control characters (tabs, line breaks, {shown}): "
            "use letters, digits, spaces and punctuation"
        )
    if len(name) > MAX_NAME:
        raise ValueError(f"a trainee's name is at most {MAX_NAME} characters, not {len(name):,}")


def _locked_notice(path: Path | str, timeout: float | None) -> Notice:
    waited = f" for {timeout:g} seconds" if timeout is not None else ""
    return Notice(
        NoticeCode.LOCKED,
        f"Your progress file {path} is in use by another program (another Dealer Trainer "
        f"window, or a backup tool?). The trainer waited{waited} and gave up. Close the "
        "other program and try again.",
        path=Path(path) if isinstance(path, Path) else None,
    )
