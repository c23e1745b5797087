"""One answer of a multiple-choice question: a radio button and its words, wrapped.

A radio button draws its text on one line, so a long ruling ("Deal him what is left of the
stub; shuffle the discards of the players who have drawn...") was cut off at the panel's
edge. Here the button is only its round indicator and ``a) words`` is a label beside it
that wraps at the panel's width; a click on the words picks the answer as a click on the
button does.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QLabel, QRadioButton, QWidget

from dealer_trainer.gui.compat import Qt

__all__ = ["ChoiceLine"]


class ChoiceLine(QWidget):
    """``a) words`` with the words wrapped; :attr:`button` is the radio button."""

    def __init__(self, letter: str, words: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.button = QRadioButton()
        self.button.setProperty("letter", letter)
        self.button.setAccessibleName(f"Answer {letter}: {words}")
        self.label = QLabel(f"{letter}) {words}")
        self.label.setWordWrap(True)
        self.label.setBuddy(self.button)
        self.label.installEventFilter(self)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def text(self) -> str:
        """The answer as the trainee reads it: ``a) words``."""
        return self.label.text()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the words picks this answer."""
        if (
            watched is self.label
            and event.type() == QEvent.Type.MouseButtonRelease
            and self.button.isEnabled()
        ):
            self.button.setFocus(Qt.FocusReason.MouseFocusReason)
            self.button.click()
            return True
        return super().eventFilter(watched, event)
