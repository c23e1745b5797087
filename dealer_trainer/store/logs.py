"""The app's log file in the data folder: where unexpected errors are written with their traceback.

The window sends every unexpected error here as well as to its error dialog, so a trainee's
report can be matched with the full record (``logs/dealer-trainer.log`` in the data folder,
kept to a few files of 1 MB). Handlers that recover from an error (show the whole prompt
instead of a trimmed one, say) write it here too, so nothing is swallowed unseen.

>>> from pathlib import Path
>>> log_file(Path("/data")).as_posix()
'/data/logs/dealer-trainer.log'
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path
from typing import Final

__all__ = ["LOGGER", "LOG_FILE", "log_file", "log_unexpected", "setup_logging"]

LOG_FILE: Final = "dealer-trainer.log"
LOG_FOLDER: Final = "logs"
LOGGER: Final = "dealer_trainer"
"""The package's logger; modules log to ``logging.getLogger(__name__)`` beneath it."""

MAX_BYTES: Final = 1_000_000
BACKUPS: Final = 3
FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_file(data_dir: Path) -> Path:
    """Where the log is kept under the data folder ``data_dir``."""
    return data_dir / LOG_FOLDER / LOG_FILE


def _ours(handler: logging.Handler) -> bool:
    return getattr(handler, "dealer_trainer_log", False) is True


def setup_logging(path: Path) -> Path:
    """Log the package's warnings and errors to ``path`` (made if missing); returns ``path``.

    Calling it again with another path moves the log there (one log file at a time).
    Raises :class:`OSError` when the folder cannot be made or the file opened; the caller
    says so (the app goes on without a log file).
    """
    logger = logging.getLogger(LOGGER)
    for handler in [h for h in logger.handlers if _ours(h)]:
        if Path(getattr(handler, "baseFilename", "")) == path.resolve():
            return path
        logger.removeHandler(handler)
        handler.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
    )
    handler.dealer_trainer_log = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.WARNING)
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > logging.WARNING:
        logger.setLevel(logging.WARNING)
    return path


def log_unexpected(details: str) -> None:
    """Write an unexpected error's report (traceback included) to the log."""
    logging.getLogger(LOGGER).error("unexpected error\n%s", details)
