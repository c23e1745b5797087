"""Windows that fit the screen and behave: sized to the screen, on a visible screen, closed
by Esc, and a mouse wheel that never changes a box the trainee has not clicked into.

* :func:`fit_to_screen` sizes the main window to the screen it opens on: all of a
  1366x768 laptop's screen less its taskbar, most of a 1920x1080 one.
* :func:`keep_on_screen` moves a window back onto the visible screen (a saved position
  from a monitor no longer plugged in, a dialog opened beside its parent).
* :func:`close_on_escape` makes Esc close a secondary window, as it closes a dialog.
* :class:`WheelGuard`, installed once on the application, passes a wheel turn over a combo
  box or spin box that does not have the focus on to the page, which scrolls instead.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from dealer_trainer.gui.compat import Qt

__all__ = [
    "FRAME_ALLOWANCE",
    "WheelGuard",
    "close_on_escape",
    "fit_to_screen",
    "install_wheel_guard",
    "keep_on_screen",
    "screen_area",
]

PREFERRED = QSize(1280, 800)
"""The main window's size on a screen with room to spare (before scaling up)."""
FRAME_ALLOWANCE = 32
"""Room left for the window manager's title bar, which the window's geometry excludes."""


def screen_area(widget: QWidget | None = None) -> QRect:
    """The usable part (without taskbars) of the screen ``widget`` is on, or the primary's."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 728)


def fit_to_screen(window: QWidget, area: QRect | None = None) -> QSize:
    """Size ``window`` for the screen and centre it there; returns the size chosen.

    The window takes 90% of a big screen (at least :data:`PREFERRED`) and never more
    than the screen less its taskbar and title bar, so nothing is cut off.
    """
    area = area or screen_area(window)
    width = min(area.width(), max(PREFERRED.width(), int(area.width() * 0.9)))
    height = min(area.height() - FRAME_ALLOWANCE, max(PREFERRED.height(), int(area.height() * 0.9)))
    size = QSize(max(width, window.minimumWidth()), max(height, window.minimumHeight()))
    window.resize(size)
    window.move(
        area.x() + (area.width() - size.width()) // 2,
        area.y() + max(0, (area.height() - FRAME_ALLOWANCE - size.height()) // 2),
    )
    return size


def keep_on_screen(window: QWidget, anchor: QWidget | None = None) -> bool:
    """Move ``window`` onto a visible screen if it is not on one; whether it moved.

    A window counts as on a screen when its title bar (its top 32 pixels) is in one,
    so it can still be dragged. Otherwise it is centred on ``anchor``'s screen.
    """
    frame = window.frameGeometry()
    grip = QRect(frame.x(), frame.y(), max(1, frame.width()), FRAME_ALLOWANCE)
    for screen in QGuiApplication.screens():
        overlap = screen.availableGeometry().intersected(grip)
        if overlap.width() >= min(100, grip.width()) and overlap.height() >= grip.height() // 2:
            return False
    area = screen_area(anchor)
    size = window.size().boundedTo(QSize(area.width(), area.height() - FRAME_ALLOWANCE))
    window.resize(size)
    window.move(
        area.x() + (area.width() - size.width()) // 2,
        area.y() + max(0, (area.height() - size.height()) // 2),
    )
    return True


class _EscapeCloser(QObject):
    """Closes its window on an Esc that no widget inside took (a line edit's Esc still
    clears it first where it does)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QWidget)
            and event.key() == Qt.Key.Key_Escape  # type: ignore[attr-defined]
            and not event.modifiers()  # type: ignore[attr-defined]
        ):
            watched.window().close()
            return True
        return False


def close_on_escape(window: QWidget) -> QObject:
    """Esc closes ``window`` (a secondary window: rulebook, progress, instructor)."""
    closer = _EscapeCloser(window)
    window.installEventFilter(closer)
    window.setProperty("closesOnEscape", True)
    return closer


class WheelGuard(QObject):
    """Passes the wheel over an unfocused combo box or spin box on to its parent."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # start-up: the box classes are built (with their enums) with the first window
        # that has such a box, not for the main window, which has none
        from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

        self.boxes = (QComboBox, QAbstractSpinBox)
        """The classes of the boxes guarded (kept here: the filter sees every event)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel:
            return False
        boxes = self.boxes
        box = watched
        if isinstance(box, QWidget) and not isinstance(box, boxes):
            parent = box.parentWidget()  # a spin box's line edit
            if isinstance(parent, boxes):
                box = parent
        if isinstance(box, boxes) and not box.hasFocus():
            page = box.parentWidget()
            event.ignore()
            if page is not None:
                QApplication.sendEvent(page, event)
            return True
        return False


_GUARD: dict[str, WheelGuard] = {}


def install_wheel_guard(app: QCoreApplication | None = None) -> WheelGuard:
    """Install the :class:`WheelGuard` on the application (once), by default the running one.

    Every window or dialog with a combo box or spin box calls this when it is built: an
    event filter on the application sees every event of every object, and the first event
    of an object of a class PySide does not bind (the animation timer's) loads every Qt
    class (0.1 s), so the main window, which has no such box, opens without it.
    """
    guard = _GUARD.get("guard")
    if guard is None:
        target = app if app is not None else QApplication.instance()
        if target is None:
            raise RuntimeError("install_wheel_guard: no QApplication has been created yet")
        guard = WheelGuard()
        _GUARD["guard"] = guard
        target.installEventFilter(guard)
    return guard
