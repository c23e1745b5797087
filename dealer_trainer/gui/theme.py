"""Light, dark or the system's theme, and the text size.

``system`` leaves the colours to the desktop (Qt follows its light or dark setting);
``light`` and ``dark`` ask Qt for that colour scheme and, where the platform ignores
the request, set a Fusion palette of that scheme.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

__all__ = ["THEMES", "apply_font_size", "apply_theme", "is_dark"]

THEMES = {"system": "Follow the system", "light": "Light", "dark": "Dark"}

_DEFAULT: dict[str, Any] = {}


def _dark_palette() -> QPalette:
    p = QPalette()
    base, text, window = QColor("#1e2124"), QColor("#e6e6e6"), QColor("#2a2d31")
    for role, colour in (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, QColor("#26292d")),
        (QPalette.ColorRole.ToolTipBase, QColor("#33373c")),
        (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, QColor("#33373c")),
        (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor("#ff6b6b")),
        (QPalette.ColorRole.Link, QColor("#6fb7e8")),
        (QPalette.ColorRole.Highlight, QColor("#3d7ab8")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.PlaceholderText, QColor("#8a8f95")),
    ):
        p.setColor(role, colour)
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7a7f85"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#7a7f85"))
    return p


def apply_theme(app: Any, theme: str) -> None:
    """Set the colour scheme for the whole app."""
    if "palette" not in _DEFAULT:
        _DEFAULT["palette"] = QPalette(app.palette())
        _DEFAULT["style"] = app.style().name()
    hints = QGuiApplication.styleHints()
    if theme == "dark":
        hints.setColorScheme(Qt.ColorScheme.Dark)
        app.setStyle("Fusion")
        app.setPalette(_dark_palette())
    elif theme == "light":
        hints.setColorScheme(Qt.ColorScheme.Light)
        app.setStyle("Fusion")
        app.setPalette(app.style().standardPalette())
    else:
        hints.unsetColorScheme()
        if app.style().name() != _DEFAULT["style"]:
            app.setStyle(_DEFAULT["style"])
        app.setPalette(_DEFAULT["palette"])


def is_dark(app: Any) -> bool:
    """Whether the window's colours are dark now."""
    return bool(app.palette().color(QPalette.ColorRole.Window).lightness() < 128)


def apply_font_size(app: Any, size: int | None) -> None:
    """Set the text size (points), or go back to the system's (``None``)."""
    if "font" not in _DEFAULT:
        _DEFAULT["font"] = QFont(app.font())
    font = QFont(_DEFAULT["font"])
    if size:
        font.setPointSize(size)
    app.setFont(font)
