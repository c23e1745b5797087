"""Starting the desktop app: one application factory, a testable ``run_app``.

The GUI lives in ``dealer_trainer.gui``; this module only builds the
``QApplication`` with the app's identity and runs the main window.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from dealer_trainer import appinfo

if TYPE_CHECKING:  # Qt is loaded when the window is asked for, not by the command line
    from PySide6.QtWidgets import QApplication

NO_DISPLAY = (
    "{exe}: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): "
    "run it on the desktop, over SSH with 'ssh -X', or without a window with "
    "QT_QPA_PLATFORM=offscreen {exe} --self-test"
)
"""The one line said when there is no screen to draw on (exit status 2)."""

EXIT_NO_DISPLAY = 2


def no_display(environ: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """Whether Qt would find no screen: a Linux or BSD session without X11 or Wayland.

    ``QT_QPA_PLATFORM`` names a platform (``offscreen``, ``vnc``...) that needs none.
    """
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin")):
        return False
    return not any(env.get(key) for key in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def make_application(argv: Sequence[str] | None = None) -> QApplication:
    """The one ``QApplication`` of the process, with the app's identity set once."""
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.gui.compat import guard_none_refcount

    guard_none_refcount()  # PySide6 6.12 on Python 3.11: see dealer_trainer/gui/compat.py
    existing = QApplication.instance()
    if existing is not None:
        if not isinstance(existing, QApplication):
            raise RuntimeError(
                "make_application: a Qt application without windows (QCoreApplication) "
                "is already running; the window needs a QApplication"
            )
        return existing
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName(appinfo.NAME)
    app.setApplicationDisplayName(appinfo.NAME)
    app.setApplicationVersion(appinfo.VERSION)
    app.setOrganizationName(appinfo.ORGANIZATION)
    app.setOrganizationDomain(appinfo.ORGANIZATION_DOMAIN)
    app.setDesktopFileName(appinfo.DESKTOP_FILE)
    return app


def run_app(
    *, self_test: bool = False, exit_after_show: bool = False, trainee: str | None = None
) -> int:
    """Open the main window and run the event loop; returns the exit status.

    ``trainee``: record the window's answers under this name (``--trainee``).
    """
    if no_display():
        print(NO_DISPLAY.format(exe=appinfo.EXECUTABLE), file=sys.stderr)
        return EXIT_NO_DISPLAY
    # start-up: the window's module before Qt: it pauses the garbage collector while Qt
    # loads, and loads its Qt-free modules first (gui/main_window.py, gui/controller.py).
    # Not contextlib.suppress: PySide6 reads the source of each module named after it loads
    try:  # noqa: SIM105
        import dealer_trainer.gui.main_window  # noqa: F401
    except ImportError:
        pass  # the same error comes again just below, where it is said
    try:
        app = make_application()
    except ImportError as exc:
        print(
            f"{appinfo.EXECUTABLE}: the window needs Qt for Python (PySide6-Essentials), "
            f"which could not be loaded: {exc}. Install the app with "
            "'pip install dealer-trainer' or see README.md.",
            file=sys.stderr,
        )
        return 1
    try:
        from dealer_trainer.gui.main_window import run_main_window
    except ImportError:  # the table view is not built yet: a plain window
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QLabel, QMainWindow

        window = QMainWindow()
        window.setWindowTitle(appinfo.NAME)
        window.setCentralWidget(QLabel("Dealer Trainer"))
        window.resize(800, 560)
        window.show()
        if self_test:
            print("self-test: the trainer's table is not built yet", file=sys.stderr)
            return 1
        if exit_after_show:
            QTimer.singleShot(0, app.quit)
        return int(app.exec())
    return int(
        run_main_window(app, self_test=self_test, exit_after_show=exit_after_show, trainee=trainee)
    )
