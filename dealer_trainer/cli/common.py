"""What every command of the command line shares: exit statuses, the expected error, the
progress database and the sample packs.

A :class:`CliError` is printed as one line on standard error with exit status 2
(:data:`EXIT_USAGE`). :func:`open_store` opens the progress database for a command and prints
its notices; ``--data-dir`` (:func:`add_store_arguments`) points it at another folder.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from dealer_trainer import appinfo

if TYPE_CHECKING:
    from dealer_trainer.store.db import Store


EXIT_OK = 0

EXIT_USAGE = 2
"""Bad input: a file that cannot be read, an illegal action, a bad argument."""


class CliError(Exception):
    """An expected error: printed as one line, exit status 2."""


LOCK_TIMEOUT = 5.0
"""Seconds to wait for a database another program holds before giving up."""


def add_store_arguments(parser: argparse.ArgumentParser) -> None:
    """``--data-dir``, for every command that reads or writes the progress database."""
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="keep progress in DIR instead of the user data folder (also $DEALER_TRAINER_DATA_DIR)",
    )


def open_store(data_dir: str | None, err: TextIO) -> Store:
    """Open the store for a command, printing its notices to ``err``.

    Raises :class:`~dealer_trainer.store.notices.StoreError` when the database is locked.
    """
    from dealer_trainer.store.db import Store

    store = Store.open(data_dir, timeout=LOCK_TIMEOUT)
    for notice in store.notices:
        print(f"{appinfo.EXECUTABLE}: {notice.message}", file=err)
    return store


def sample_packs_dir() -> Path | None:
    """The folder of the sample packs that ship with the trainer (``resources/packs``)."""
    from dealer_trainer.resource_files import resource_dir

    folder = resource_dir()
    return None if folder is None else folder / "packs"
