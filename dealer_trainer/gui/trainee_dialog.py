"""File > Switch trainee: pick a name from those who practised here, or type a new one."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QInputDialog, QWidget

__all__ = ["TraineeDialog"]


class TraineeDialog:
    """Asking who is at the computer (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget | None, current: str, known: Sequence[str]) -> str | None:
        """The trainee's name, or ``None`` if the dialog was cancelled or left empty."""
        names = list(dict.fromkeys([current, *known]))
        name, ok = QInputDialog.getItem(
            parent,
            "Switch trainee",
            "Record answers for (choose or type a new name):",
            names,
            0,
            True,
        )
        name = name.strip()
        return name if ok and name else None
