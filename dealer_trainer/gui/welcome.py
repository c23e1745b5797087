"""The welcome on first start: the trainee's name and goal, and a suggested first session.

Shown once, the first time the app opens on a computer (nothing in the settings says it
was shown, and nobody has been recorded yet). What it asks is kept in the settings
(``gui_welcome``: the goal) and the trainee's name becomes the one answers are recorded
under.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui.session import SessionConfig

__all__ = ["GOALS", "SUGGESTED", "Welcome", "WelcomeDialog", "suggested_session"]

GOALS = {
    "school": "Dealer school: learn the table from the start",
    "self_study": "Self-study: practise what I already deal",
    "onboarding": "Casino onboarding: this room's rules, side pots and rulings",
}
"""The trainee's goal, as the welcome offers it."""

SUGGESTED = {
    "school": SessionConfig(
        kinds=("pot_count", "to_call", "min_raise"), variants=("NT",), difficulties=(1, 2)
    ),
    "self_study": SessionConfig(difficulties=(1, 2, 3)),
    "onboarding": SessionConfig(difficulties=(2, 3, 4)),
}
"""The first session suggested for each goal: hold'em basics, everything, the harder half."""

SUGGESTED_WORDS = {
    "school": "a first session of 10 questions: counting the pot, the call and the "
    "minimum raise in no-limit hold'em, the easiest first",
    "self_study": "a session of 20 questions of every kind, easy to medium",
    "onboarding": "a session of 20 questions of every kind, medium to hard, "
    "under the standard venue profile (choose your room's in File > New session)",
}

COUNTS = {"school": 10, "self_study": 20, "onboarding": 20}


@dataclass(frozen=True)
class Welcome:
    """What the trainee said."""

    name: str
    goal: str


def suggested_session(goal: str) -> SessionConfig:
    """The first session for ``goal`` (the default session for an unknown goal)."""

    config = SUGGESTED.get(goal, SessionConfig())
    return replace(config, count=COUNTS.get(goal, 0))


class WelcomeDialog(QDialog):
    """Name and goal, then Start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Welcome to Dealer Trainer")
        self.setAccessibleName("Welcome")
        layout = QVBoxLayout(self)
        intro = QLabel(
            "Dealer Trainer deals betting situations and asks what a dealer must know: "
            "the pot, the call, the minimum and maximum raise, side pots, who wins, and "
            "the floor's rulings. Every answer is checked and explained with its rule."
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        label = QLabel("Your &name (your answers are kept under it):")
        self.name = QLineEdit()
        self.name.setAccessibleName("Your name")
        self.name.setPlaceholderText("e.g. Sam")
        label.setBuddy(self.name)
        layout.addWidget(label)
        layout.addWidget(self.name)
        layout.addWidget(QLabel("What brings you here?"))
        self.goal_group = QButtonGroup(self)
        self.goal_buttons: dict[str, QRadioButton] = {}
        for key, text in GOALS.items():
            button = QRadioButton(text)
            button.setAccessibleName(text)
            self.goal_group.addButton(button)
            self.goal_buttons[key] = button
            layout.addWidget(button)
        self.goal_buttons["school"].setChecked(True)
        self.plan = QLabel()
        self.plan.setWordWrap(True)
        self.plan.setAccessibleName("Suggested first session")
        layout.addWidget(self.plan)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start.setText("&Start my first session")
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.name.textChanged.connect(self._update)
        for button in self.goal_buttons.values():
            button.toggled.connect(self._update)
        self._update()

    def goal(self) -> str:
        return next((k for k, b in self.goal_buttons.items() if b.isChecked()), "school")

    def _update(self) -> None:
        self.plan.setText(f"We suggest {SUGGESTED_WORDS[self.goal()]}.")
        self.start.setEnabled(bool(self.name.text().strip()))

    def welcome(self) -> Welcome:
        return Welcome(self.name.text().strip(), self.goal())

    @classmethod
    def ask(cls, parent: QWidget | None) -> Welcome | None:
        """What the trainee said, or None if the welcome was closed (tests replace this)."""
        dialog = cls(parent)
        return dialog.welcome() if dialog.exec() == QDialog.DialogCode.Accepted else None
