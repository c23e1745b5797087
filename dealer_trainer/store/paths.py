"""Where the trainer keeps its files: platformdirs, wrapped once.

Every other module asks this one. The folders are, first match wins:

- **data** (the progress database): the ``--data-dir`` given on the command line, else
  ``$DEALER_TRAINER_DATA_DIR``, else the platform's user data folder for
  ``dealer-trainer`` (``~/.local/share/dealer-trainer`` on Linux);
- **config** (settings): ``$DEALER_TRAINER_CONFIG_DIR``, else the data folder when
  ``--data-dir`` or ``$DEALER_TRAINER_DATA_DIR`` named one (a USB stick keeps everything
  in one folder), else the platform's user config folder (``~/.config/dealer-trainer``
  on Linux).

Nothing is created here: :func:`ensure_dir` does that when a file is about to be written.

>>> dirs = app_dirs(data_dir="/media/usb/trainer")
>>> dirs.data.as_posix(), dirs.database.name
('/media/usb/trainer', 'progress.sqlite3')
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # platformdirs is loaded when a folder is not named by the environment
    from datetime import datetime

    import platformdirs

__all__ = [
    "APP_DIR_NAME",
    "CONFIG_DIR_ENV",
    "DATABASE_FILE",
    "DATA_DIR_ENV",
    "SETTINGS_FILE",
    "AppDirs",
    "app_dirs",
    "dated_sibling",
    "ensure_dir",
]

APP_DIR_NAME: Final = "dealer-trainer"
"""The folder name under the platform's user folders."""

DATA_DIR_ENV: Final = "DEALER_TRAINER_DATA_DIR"
CONFIG_DIR_ENV: Final = "DEALER_TRAINER_CONFIG_DIR"

DATABASE_FILE: Final = "progress.sqlite3"
SETTINGS_FILE: Final = "settings.json"


@dataclass(frozen=True, slots=True)
class AppDirs:
    """The app's folders and the files in them."""

    data: Path
    config: Path

    @property
    def database(self) -> Path:
        """The progress database (``progress.sqlite3`` in the data folder)."""
        return self.data / DATABASE_FILE

    @property
    def settings(self) -> Path:
        """The settings file (``settings.json`` in the config folder)."""
        return self.config / SETTINGS_FILE


def _platform() -> platformdirs.PlatformDirs:
    import platformdirs  # some 10 ms: only when a folder is not named by the environment

    # appauthor=False: no "Dealer Trainer/dealer-trainer" double folder on Windows.
    return platformdirs.PlatformDirs(appname=APP_DIR_NAME, appauthor=False)


def _from_env(name: str) -> Path | None:
    value = os.environ.get(name, "").strip()
    return Path(value).expanduser() if value else None


def app_dirs(
    data_dir: str | os.PathLike[str] | None = None,
    config_dir: str | os.PathLike[str] | None = None,
) -> AppDirs:
    """The folders to use; ``data_dir`` is the ``--data-dir`` option, if given."""
    data = Path(data_dir).expanduser() if data_dir else _from_env(DATA_DIR_ENV)
    config = Path(config_dir).expanduser() if config_dir else _from_env(CONFIG_DIR_ENV)
    config = config or data or Path(_platform().user_config_dir)
    data = data or Path(_platform().user_data_dir)
    return AppDirs(data=data, config=config)


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its parents) if missing; returns it."""
    path.mkdir(parents=True, exist_ok=True)
    return path


def dated_sibling(path: Path, label: str, when: datetime) -> Path:
    """A free name beside ``path`` that says what it is and when it was put there.

    ``progress.sqlite3`` -> ``progress.corrupt-20261130-0405.sqlite3`` (then ``-2``,
    ``-3``... if that name is taken).

    >>> from datetime import datetime
    >>> dated_sibling(Path("/x/progress.sqlite3"), "corrupt", datetime(2026, 11, 30, 4, 5)).name
    'progress.corrupt-20261130-0405.sqlite3'
    """
    stem = f"{path.stem}.{label}-{when:%Y%m%d-%H%M}"
    candidate = path.with_name(f"{stem}{path.suffix}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}-{n}{path.suffix}")
        n += 1
    return candidate
