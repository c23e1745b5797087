"""The dialog that shows an unexpected error (:mod:`dealer_trainer.gui.errors` reports it).

Its own module so that opening the window does not build it: ``errors`` is loaded before
the first paint (the hook is installed then) and hands this class out when first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtWidgets import QDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

__all__ = ["ErrorDialog"]


class ErrorDialog(QDialog):
    """An unexpected error: what happened, and the details to copy."""

    open_dialogs: ClassVar[list[ErrorDialog]] = []

    def __init__(self, details: str, parent: QWidget | None = None) -> None:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtWidgets import (
            QDialogButtonBox,
            QLabel,
            QPlainTextEdit,
            QPushButton,
            QVBoxLayout,
        )

        super().__init__(parent)
        self.setWindowTitle("Something went wrong")
        self.setAccessibleName("Unexpected error")
        layout = QVBoxLayout(self)
        intro = QLabel(
            "Dealer Trainer hit an error it did not expect. Your answers so far are saved, "
            "and you can go on with the session.\n\nTo report it, copy the details below "
            "into your message."
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setAccessibleName("Error details")
        self.details.setMinimumSize(560, 240)
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton("&Copy report")
        self.copy_button.setAccessibleName("Copy the error report")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def copy(self) -> None:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText(self.details.toPlainText())

    @classmethod
    def report(cls, parent: QWidget | None, details: str) -> None:
        """Show the report without blocking (tests replace this)."""
        dialog = cls(details, parent)
        cls.open_dialogs.append(dialog)
        dialog.finished.connect(lambda _r: cls.open_dialogs.remove(dialog))
        dialog.open()
