"""Light, dark or the system's theme, and the text size.

``system`` leaves the colours to the desktop (Qt follows its light or dark setting);
``light`` and ``dark`` ask Qt for that colour scheme and, where the platform ignores
the request, set a Fusion palette of that scheme.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QStyleOption, QWidget

__all__ = [
    "TEXT_PAIRS",
    "THEMES",
    "IndicatorStyle",
    "apply_font_size",
    "apply_theme",
    "contrast_ratio",
    "is_dark",
]

THEMES = {"system": "Follow the system", "light": "Light", "dark": "Dark"}


class _Defaults(TypedDict, total=False):
    """The system's look, kept when a theme or text size is first set, to go back to."""

    palette: QPalette
    style: str
    font: QFont


_DEFAULT: _Defaults = {}


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
        (QPalette.ColorRole.Highlight, QColor("#2f6aa5")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.PlaceholderText, QColor("#8a8f95")),
    ):
        p.setColor(role, colour)
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7a7f85"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#7a7f85"))
    return p


TEXT_PAIRS = (
    ("label", QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    ("text box", QPalette.ColorRole.Text, QPalette.ColorRole.Base),
    ("list row", QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
    ("button", QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
    ("selection", QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    ("tooltip", QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    ("link", QPalette.ColorRole.Link, QPalette.ColorRole.Base),
    ("placeholder", QPalette.ColorRole.PlaceholderText, QPalette.ColorRole.Base),
)
"""Every control's text colour and the background it is drawn on (WCAG AA: 4.5:1)."""


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class IndicatorStyle(QProxyStyle):
    """Fusion, with check boxes and radio buttons outlined in the text colour.

    Fusion outlines them in a shade of the window's colour, which on a dark window all
    but disappears; the text colour stands out on either theme.
    """

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        kinds = (
            QStyle.PrimitiveElement.PE_IndicatorCheckBox,
            QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        )
        if element not in kinds:
            super().drawPrimitive(element, option, painter, widget)
            return

        palette = option.palette
        on = bool(option.state & QStyle.StateFlag.State_On)
        partial = bool(option.state & QStyle.StateFlag.State_NoChange)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
        ink = palette.color(group, QPalette.ColorRole.Text)
        fill = palette.color(group, QPalette.ColorRole.Base)
        rect = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(ink, 1.6))
        painter.setBrush(fill)
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(rect)
            if on:
                painter.setPen(QPen(ink, 0))
                painter.setBrush(ink)
                dot = rect.width() * 0.28
                painter.drawEllipse(rect.adjusted(dot, dot, -dot, -dot))
        else:
            painter.drawRoundedRect(rect, 2, 2)
            if on or partial:
                mark = rect.adjusted(3, 3, -3, -3)
                painter.setPen(QPen(ink, 2.0))
                mid = mark.center()
                if partial:
                    painter.drawLine(QPointF(mark.left(), mid.y()), QPointF(mark.right(), mid.y()))
                else:
                    foot = QPointF(mid.x() - 1, mark.bottom())
                    painter.drawLine(QPointF(mark.left(), mid.y()), foot)
                    painter.drawLine(foot, QPointF(mark.right(), mark.top()))
        painter.restore()


def _fusion(app: QApplication) -> None:
    style = IndicatorStyle(QStyleFactory.create("Fusion"))
    app.setStyle(style)


def _light_palette(app: QApplication) -> QPalette:
    """Fusion's light palette, with the grey placeholder text dark enough to read."""
    p = QPalette(app.style().standardPalette())
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#5f6368"))
    p.setColor(QPalette.ColorRole.Link, QColor("#1a56a6"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#1f5fbf"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    return p


def apply_theme(app: QApplication, theme: str) -> None:
    """Set the colour scheme for the whole app."""
    if "palette" not in _DEFAULT:
        _DEFAULT["palette"] = QPalette(app.palette())
        _DEFAULT["style"] = app.style().name()
    hints = QGuiApplication.styleHints()
    if theme == "dark":
        hints.setColorScheme(Qt.ColorScheme.Dark)
        _fusion(app)
        app.setPalette(_dark_palette())
    elif theme == "light":
        hints.setColorScheme(Qt.ColorScheme.Light)
        _fusion(app)
        app.setPalette(_light_palette(app))
    else:
        hints.unsetColorScheme()
        if app.style().name() != _DEFAULT["style"]:
            app.setStyle(_DEFAULT["style"])
        app.setPalette(_DEFAULT["palette"])


def is_dark(app: QApplication) -> bool:
    """Whether the window's colours are dark now."""
    return bool(app.palette().color(QPalette.ColorRole.Window).lightness() < 128)


def apply_font_size(app: QApplication, size: int | None) -> None:
    """Set the text size (points), or go back to the system's (``None``)."""
    if "font" not in _DEFAULT:
        _DEFAULT["font"] = QFont(app.font())
    font = QFont(_DEFAULT["font"])
    if size:
        font.setPointSize(size)
    app.setFont(font)
