"""Preferences: the chip set, the theme and the text size."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QWidget,
)

from dealer_trainer.gui.chip_rack import chip_set_choices
from dealer_trainer.gui.controller import Prefs
from dealer_trainer.gui.theme import THEMES
from dealer_trainer.gui.window_fit import install_wheel_guard

__all__ = ["PreferencesDialog"]


def _chip_sets() -> dict[str, str]:
    return chip_set_choices()


class PreferencesDialog(QDialog):
    """Chip set, theme, text size."""

    def __init__(self, prefs: Prefs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install_wheel_guard()  # its boxes take the wheel only when clicked into
        self.setWindowTitle("Preferences")
        self.setAccessibleName("Preferences")
        form = QFormLayout(self)
        self.chip_set = QComboBox()
        self.chip_set.setAccessibleName("Chip set")
        for cid, title in _chip_sets().items():
            self.chip_set.addItem(title, cid)
        self.chip_set.setCurrentIndex(max(0, self.chip_set.findData(prefs.chip_set)))
        form.addRow("&Chip set:", self.chip_set)
        self.theme = QComboBox()
        self.theme.setAccessibleName("Theme")
        for key, title in THEMES.items():
            self.theme.addItem(title, key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(prefs.theme)))
        form.addRow("&Theme:", self.theme)
        self.font_size = QSpinBox()
        self.font_size.setAccessibleName("Text size in points (0 follows the system)")
        self.font_size.setRange(0, 32)
        self.font_size.setSpecialValueText("System")
        self.font_size.setSuffix(" pt")
        self.font_size.setValue(prefs.font_size or 0)
        form.addRow("Text &size:", self.font_size)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def prefs(self) -> Prefs:
        size = self.font_size.value()
        return Prefs(
            chip_set=str(self.chip_set.currentData()),
            theme=str(self.theme.currentData()),
            font_size=size if size >= 4 else None,
        )

    @classmethod
    def ask(cls, parent: QWidget | None, prefs: Prefs) -> Prefs | None:
        """The new preferences, or None if cancelled (tests replace this)."""
        dialog = cls(prefs, parent)
        return dialog.prefs() if dialog.exec() == QDialog.DialogCode.Accepted else None
