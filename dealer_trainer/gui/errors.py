"""Errors the trainee sees: expected problems as plain messages, bugs as copyable reports.

An expected problem (a hand file that cannot be read) is a :class:`ProblemDialog`: it
names the file and the problem, and the app goes on. Anything else reaching
``sys.excepthook`` is a bug: :class:`ErrorDialog` shows what happened with the details
to copy into a report ("Copy report"), the details go to the log file in the data folder
(:mod:`dealer_trainer.store.logs`), and the session goes on (every graded answer is
already saved). Both dialogs expose a class method (``show_problem``, ``report``) that
tests replace. Code that catches an unexpected error itself calls :func:`report_unexpected`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from dealer_trainer.store.paths import app_dirs

if TYPE_CHECKING:  # start-up: pathlib is read by PySide6's import hook if named after Qt
    from pathlib import Path
    from types import TracebackType

    from PySide6.QtWidgets import QMessageBox, QWidget

    from dealer_trainer.gui.error_dialog import ErrorDialog as ErrorDialog

# The window installs the hook before it first shows; the dialogs' own Qt classes are
# imported (and so built, with their enums) only when there is something to show.

__all__ = [
    "ErrorDialog",
    "ProblemDialog",
    "install_excepthook",
    "report_unexpected",
    "start_log",
]


class ProblemDialog:
    """A plain message for an expected problem."""

    shown: ClassVar[list[QMessageBox]] = []
    """Message boxes kept alive while they are open."""

    @classmethod
    def show_problem(cls, parent: QWidget | None, title: str, message: str) -> None:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, parent
        )
        box.setAccessibleName(title)
        box.setTextInteractionFlags(box.textInteractionFlags())
        box.finished.connect(lambda _r: cls.shown.remove(box) if box in cls.shown else None)
        cls.shown.append(box)
        box.open()


_LOG: dict[str, Path | None] = {}
"""The log file the hook was given (``path``, None for the data folder's), once started."""


def start_log(path: Path | None = None) -> None:
    """Log to ``path`` (default: the log file in the data folder); say so if it cannot.

    The window starts it once it has been painted (:func:`run_main_window`), and an error
    reported before that starts it first: the logging module's file handlers (with
    sockets, pickling and queues) are a fifth of the start-up's own imports.
    """
    # start-up: store.logs imports logging.handlers, loaded once the window is on screen
    from dealer_trainer.store.logs import log_file, setup_logging

    if path is None:
        path = _LOG.get("path")
    target = path if path is not None else log_file(app_dirs().data)
    _LOG["path"] = path
    try:
        setup_logging(target)
    except OSError as exc:
        print(f"Dealer Trainer: cannot write the log file {target}: {exc}", file=sys.stderr)


def _report(parent: QWidget | None, details: str) -> None:
    """Log the details, print them, and show them in the error dialog."""
    from dealer_trainer.store.logs import log_unexpected  # start-up: see start_log

    start_log()  # at once if an error comes before the window's first paint
    log_unexpected(details)
    print(details, file=sys.stderr)
    # start-up: the dialog's module (and QDialog's class) loads with the first error
    from dealer_trainer.gui.error_dialog import ErrorDialog

    ErrorDialog.report(parent, details)


def report_unexpected(parent: QWidget | None, exc: BaseException) -> None:
    """For code that catches an unexpected error and goes on: the same dialog and log entry
    as an error reaching the hook."""
    # start-up: PySide6's import hook reads a module's source when it is first named after Qt
    from dealer_trainer.gui.controller import excepthook_text

    _report(parent, excepthook_text(type(exc), exc, exc.__traceback__))


def install_excepthook(
    parent: Callable[[], QWidget | None], log_path: Path | None = None, *, log_now: bool = True
) -> Callable[..., None]:
    """Route unexpected exceptions to :class:`ErrorDialog` and the log file (``log_path``,
    by default ``logs/dealer-trainer.log`` in the data folder); returns the previous hook.

    ``log_now=False``: the caller starts the log later with :func:`start_log` (the window,
    once painted); an error reported before then starts it."""
    _LOG["path"] = log_path
    if log_now:
        start_log(log_path)
    previous = sys.excepthook

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        # start-up: PySide6's import hook reads a module's source when first named after Qt
        from dealer_trainer.gui.controller import excepthook_text

        details = excepthook_text(exc_type, exc, tb)
        try:
            _report(parent(), details)
        except Exception as failure:  # the dialog itself failed: Python's own report of both
            previous(exc_type, exc, tb)
            previous(type(failure), failure, failure.__traceback__)

    sys.excepthook = hook
    return previous


def __getattr__(name: str) -> object:
    """``ErrorDialog`` (from :mod:`dealer_trainer.gui.error_dialog`) when first asked for."""
    if name == "ErrorDialog":
        # start-up: loaded with the first error, not to open the window
        from dealer_trainer.gui.error_dialog import ErrorDialog

        return ErrorDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
