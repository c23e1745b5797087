"""Session setup (variants, structures, kinds, difficulty, venue profile) and the profile editor.

The profile editor shows every option switch of a venue profile with what each value
means (the engine's own documentation of the switch), and saves a user profile as a
TOML file in the config folder's ``profiles`` folder.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.engine import options
from dealer_trainer.engine.option_titles import HOUSE_SETTING_TITLES, OPTION_TITLES
from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    ProfileError,
    get_profile,
    load_profile,
    profile_from_mapping,
    profile_from_toml,
    profile_to_toml,
)
from dealer_trainer.gui.controller import session_problem, variant_choices
from dealer_trainer.gui.questions import SessionConfig, generated_kinds, kind_titles
from dealer_trainer.gui.window_fit import install_wheel_guard

if TYPE_CHECKING:
    from dealer_trainer.engine.options import VenueProfile

__all__ = [
    "ProfileDialog",
    "SessionDialog",
    "option_docs",
    "profile_choices",
    "save_user_profile",
    "user_profiles_dir",
]

STRUCTURE_TITLES = {
    "no_limit": "No-limit",
    "pot_limit": "Pot-limit",
    "fixed_limit": "Fixed limit",
    "spread_limit": "Spread limit",
}
DIFFICULTY_TITLES = {1: "1 (easiest)", 2: "2", 3: "3", 4: "4", 5: "5 (hardest)"}
PROFILE_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def option_docs() -> dict[str, tuple[str, dict[str, str]]]:
    """For each switch of a venue profile: its title, and what each value means with the
    rule it comes from, from the engine's table of titles (no source code is read, so a
    frozen build shows the same).

    >>> what, values = option_docs()["limit_raise_cap"]
    >>> what, values["bet_plus_3"]
    ('Raise cap in fixed limit', 'One bet and three raises (Source text 2: "the usual cap").')
    """

    out: dict[str, tuple[str, dict[str, str]]] = {}
    for name in options.STANDARD.switches():
        title, values = OPTION_TITLES[name]
        out[name] = (
            title,
            {
                value: _sentence(said) + (f" ({source})." if source else ".")
                for value, (said, source) in values.items()
            },
        )
    return out


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def user_profiles_dir(config_dir: Path) -> Path:
    """Where user profiles are kept: ``profiles`` in the config folder."""
    return config_dir / "profiles"


def profile_choices(config_dir: Path | None) -> list[tuple[str, str]]:
    """``(value, title)`` for every built-in profile and every user profile file."""

    out = [(name, p.title) for name, p in BUILTIN_PROFILES.items()]
    if config_dir is not None:
        folder = user_profiles_dir(config_dir)
        if folder.is_dir():
            for path in sorted(folder.glob("*.toml")):
                try:
                    title = load_profile(path).title
                except ProfileError:
                    title = f"{path.stem} (cannot be read)"
                out.append((str(path), f"{title} (your profile)"))
    return out


def save_user_profile(profile: VenueProfile, config_dir: Path) -> Path:
    """Write ``profile`` as ``profiles/<name>.toml`` atomically; returns the path."""

    if not PROFILE_NAME.match(profile.name):
        raise ValueError(
            f"the profile's name {profile.name!r} must be lower-case letters, digits and '-'"
        )
    if profile.name in BUILTIN_PROFILES:
        raise ValueError(f"{profile.name!r} is a built-in profile: give yours another name")
    text = profile_to_toml(profile)
    profile_from_toml(text)  # never write a file that does not read back
    folder = user_profiles_dir(config_dir)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{profile.name}.toml"
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".profile-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _checklist(name: str, items: list[tuple[str, str]], checked: set[str]) -> QListWidget:
    widget = QListWidget()
    widget.setAccessibleName(name)
    for key, title in items:
        item = QListWidgetItem(title)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if key in checked else Qt.CheckState.Unchecked)
        widget.addItem(item)
    # wide enough for its longest title beside a vertical scroll bar: a title cut off
    # ("Bring-in, completion, half-bet all-ins") sent the trainee scrolling sideways
    scroll_bar = widget.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    widget.setMinimumWidth(widget.sizeHintForColumn(0) + 2 * widget.frameWidth() + scroll_bar + 8)
    return widget


def _checked(widget: QListWidget) -> tuple[str, ...]:
    out = []
    for k in range(widget.count()):
        item = widget.item(k)
        if item.checkState() == Qt.CheckState.Checked:
            out.append(str(item.data(Qt.ItemDataRole.UserRole)))
    return tuple(out)


class SessionDialog(QDialog):
    """What a practice session asks: nothing ticked in a list means all of it."""

    def __init__(
        self, config: SessionConfig, config_dir: Path | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        install_wheel_guard()  # its boxes take the wheel only when clicked into
        self.setWindowTitle("New session")
        self.setAccessibleName("New session")
        self.config_dir = config_dir
        layout = QVBoxLayout(self)
        note = QLabel("Tick what to practise; a list with nothing ticked means all of it.")
        note.setWordWrap(True)
        layout.addWidget(note)
        grid = QGridLayout()
        layout.addLayout(grid)

        titles = kind_titles()
        self.kinds = _checklist(
            "Question kinds", [(k, titles.get(k, k)) for k in generated_kinds()], set(config.kinds)
        )
        grid.addWidget(self._boxed("Question &kinds", self.kinds), 0, 0, 2, 1)
        self.variants = _checklist("Variants", _variants(), set(config.variants))
        grid.addWidget(self._boxed("&Variants", self.variants), 0, 1, 2, 1)
        self.structures = _checklist(
            "Betting structures", list(STRUCTURE_TITLES.items()), set(config.structures)
        )
        self.structures.setMaximumHeight(110)
        grid.addWidget(self._boxed("&Structures", self.structures), 0, 2)
        self.difficulties = _checklist(
            "Difficulty",
            [(str(d), t) for d, t in DIFFICULTY_TITLES.items()],
            {str(d) for d in config.difficulties},
        )
        self.difficulties.setMaximumHeight(130)
        grid.addWidget(self._boxed("&Difficulty", self.difficulties), 1, 2)

        row = QHBoxLayout()
        label = QLabel("Venue &profile:")
        self.profile = QComboBox()
        self.profile.setAccessibleName("Venue profile")
        label.setBuddy(self.profile)
        self._fill_profiles(config.profile)
        self.edit_profile = QPushButton("View and &edit\u2026")
        self.edit_profile.setAccessibleName("View and edit the venue profile")
        self.edit_profile.clicked.connect(self._edit_profile)
        row.addWidget(label)
        row.addWidget(self.profile, 1)
        row.addWidget(self.edit_profile)
        layout.addLayout(row)

        pace = QHBoxLayout()
        count_label = QLabel("&Questions:")
        self.count = QSpinBox()
        self.count.setAccessibleName("Number of questions (0: until you stop)")
        self.count.setRange(0, 500)
        self.count.setSpecialValueText("until I stop")
        self.count.setValue(config.count)
        count_label.setBuddy(self.count)
        self.adaptive = QCheckBox("&Adaptive: ask more of what I get wrong")
        self.adaptive.setAccessibleName("Adaptive practice")
        self.adaptive.setChecked(config.adaptive)
        seed_label = QLabel("S&eed:")
        self.seed = QLineEdit("" if config.seed is None else str(config.seed))
        self.seed.setAccessibleName("Seed (the same seed deals the same questions)")
        self.seed.setPlaceholderText("new questions")
        self.seed.setMaximumWidth(140)
        seed_label.setBuddy(self.seed)
        pace.addWidget(count_label)
        pace.addWidget(self.count)
        pace.addSpacing(16)
        pace.addWidget(self.adaptive)
        pace.addStretch(1)
        pace.addWidget(seed_label)
        pace.addWidget(self.seed)
        layout.addLayout(pace)

        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b;")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Start")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(860, 520)

    @staticmethod
    def _boxed(title: str, widget: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        inner.addWidget(widget)
        return box

    def _fill_profiles(self, selected: str) -> None:
        self.profile.clear()
        for value, title in profile_choices(self.config_dir):
            self.profile.addItem(title, value)
        index = self.profile.findData(selected)
        if index < 0 and selected:
            self.profile.addItem(Path(selected).name, selected)
            index = self.profile.count() - 1
        self.profile.setCurrentIndex(max(0, index))

    def _edit_profile(self) -> None:
        try:
            profile = get_profile(str(self.profile.currentData()))
        except ProfileError as exc:
            self._show_error(str(exc))
            return
        saved = ProfileDialog.ask(self, profile, self.config_dir)
        if saved is not None:
            self._fill_profiles(str(saved))

    def _show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()

    def config(self) -> SessionConfig:
        difficulties = tuple(int(d) for d in _checked(self.difficulties)) or (1, 2, 3, 4, 5)
        return SessionConfig(
            kinds=_checked(self.kinds),
            variants=_checked(self.variants),
            structures=_checked(self.structures),
            difficulties=difficulties,
            profile=str(self.profile.currentData() or "standard"),
            seed=self.seed_value(),
            count=self.count.value(),
            adaptive=self.adaptive.isChecked(),
        )

    def seed_value(self) -> int | None:
        """The seed typed, or None for new questions each time (ValueError if not a number)."""
        text = self.seed.text().strip()
        if not text:
            return None
        if not text.isdigit() or len(text) > 12:
            raise ValueError(
                f"the seed must be a whole number of up to 12 digits, like 2026, not {text!r}"
            )
        return int(text)

    def _accept(self) -> None:
        try:
            config = self.config()
        except ValueError as exc:
            self._show_error(str(exc))
            return
        problem = check_config(config)
        if problem:
            self._show_error(problem)
            return
        self.accept()

    @classmethod
    def ask(
        cls, parent: QWidget | None, config: SessionConfig, config_dir: Path | None = None
    ) -> SessionConfig | None:
        """The new session's choices, or None if cancelled (tests replace this)."""
        dialog = cls(config, config_dir, parent)
        return dialog.config() if dialog.exec() == QDialog.DialogCode.Accepted else None


def check_config(config: SessionConfig) -> str:
    """Why no question could be dealt with these choices ("" if some can)."""
    return session_problem(config)


def _variants() -> list[tuple[str, str]]:
    return variant_choices()


class ProfileDialog(QDialog):
    """Every option of a venue profile, what each value means, and saving it as yours."""

    def __init__(
        self, profile: VenueProfile, config_dir: Path | None, parent: QWidget | None = None
    ):
        super().__init__(parent)
        install_wheel_guard()  # its boxes take the wheel only when clicked into
        self.setWindowTitle(f"Venue profile: {profile.title}")
        self.setAccessibleName("Venue profile")
        self.config_dir = config_dir
        self.base = profile
        self.saved_path: Path | None = None
        layout = QVBoxLayout(self)
        head = QFormLayout()
        builtin = profile.name in BUILTIN_PROFILES
        self.name = QLineEdit(f"my-{profile.name}" if builtin else profile.name)
        self.name.setAccessibleName("Profile name (file name)")
        self.title = QLineEdit(f"{profile.title} (mine)" if builtin else profile.title)
        self.title.setAccessibleName("Profile title")
        self.description = QLineEdit(profile.description)
        self.description.setAccessibleName("Profile description")
        head.addRow("&Name:", self.name)
        head.addRow("&Title:", self.title)
        head.addRow("&Description:", self.description)
        layout.addLayout(head)
        if builtin:
            note = QLabel(
                f"{profile.title} is built in. Change what your card room does differently "
                "and save it under a name of your own."
            )
            note.setWordWrap(True)
            layout.addWidget(note)

        inner = QWidget()
        form = QFormLayout(inner)
        self.switches: dict[str, QComboBox] = {}
        self.meanings: dict[str, QLabel] = {}
        docs = option_docs()
        for name, value in profile.switches().items():
            what, values = docs.get(name, (name, {}))
            combo = QComboBox()
            combo.setAccessibleName(name.upper())
            for member in type(value):
                combo.addItem(OPTION_TITLES[name][1][member.value][0], member.value)
                combo.setItemData(
                    combo.count() - 1, values.get(member.value, ""), Qt.ItemDataRole.ToolTipRole
                )
            combo.setCurrentIndex(combo.findData(value.value))
            combo.setToolTip(what)
            meaning = QLabel(values.get(value.value, ""))
            meaning.setWordWrap(True)
            meaning.setAccessibleName(f"{name.upper()} meaning")
            combo.currentIndexChanged.connect(
                lambda _i, n=name, c=combo, m=meaning: m.setText(
                    option_docs().get(n, ("", {}))[1].get(str(c.currentData()), "")
                )
            )
            box = QWidget()
            col = QVBoxLayout(box)
            col.setContentsMargins(0, 0, 0, 6)
            col.addWidget(combo)
            col.addWidget(meaning)
            label = QLabel(f"{what}:")
            label.setWordWrap(True)
            label.setToolTip(f"In a profile file: {name} = {value.value}")
            label.setBuddy(combo)
            form.addRow(label, box)
            self.switches[name] = combo
            self.meanings[name] = meaning
        self.settings: dict[str, QWidget] = {}
        for name in (
            "rake_cap",
            "rake_min_pot",
            "rake_drop",
            "rake_drop_threshold",
            "jackpot_drop",
            "jackpot_min_pot",
        ):
            spin = QSpinBox()
            spin.setRange(0, 10_000_000)
            spin.setValue(int(getattr(profile, name)))
            spin.setAccessibleName(name)
            self._house_row(form, name, spin)
            self.settings[name] = spin
        percent = QLineEdit(str(profile.rake_percent))
        percent.setAccessibleName("rake_percent")
        self._house_row(form, "rake_percent", percent)
        self.settings["rake_percent"] = percent
        nfnd = QCheckBox(HOUSE_SETTING_TITLES["rake_no_flop_no_drop"][1])
        nfnd.setChecked(bool(profile.rake_no_flop_no_drop))
        nfnd.setAccessibleName("rake_no_flop_no_drop")
        self._house_row(form, "rake_no_flop_no_drop", nfnd)
        self.settings["rake_no_flop_no_drop"] = nfnd
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        layout.addWidget(scroll, 1)

        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b;")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close
        )
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setText("&Save as my profile")
        self.save_button.setEnabled(config_dir is not None)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 640)

    @staticmethod
    def _house_row(form: QFormLayout, name: str, field: QWidget) -> None:
        """A rake or drop setting by its title, its help line beside it as a tooltip."""
        title, help_text = HOUSE_SETTING_TITLES[name]
        label = QLabel(f"{title}:")
        label.setWordWrap(True)
        label.setToolTip(f"{help_text} (in a profile file: {name})")
        label.setBuddy(field)
        field.setToolTip(help_text)
        form.addRow(label, field)

    def profile(self) -> VenueProfile:
        """The profile as edited (``ProfileError`` if a value is not accepted)."""
        values: dict[str, object] = {
            "name": self.name.text().strip(),
            "title": self.title.text().strip() or self.name.text().strip(),
            "description": self.description.text().strip(),
        }
        for name, combo in self.switches.items():
            values[name] = str(combo.currentData())
        for name, widget in self.settings.items():
            if isinstance(widget, QSpinBox):
                values[name] = widget.value()
            elif isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QLineEdit):
                values[name] = widget.text().strip() or "0"

        return profile_from_mapping(values, where="this profile")

    def save(self) -> None:
        if self.config_dir is None:
            return
        try:
            self.saved_path = save_user_profile(self.profile(), self.config_dir)
        except (ProfileError, ValueError, OSError) as exc:
            self.error.setText(f"Not saved: {exc}")
            self.error.show()
            return
        self.accept()

    @classmethod
    def ask(
        cls, parent: QWidget | None, profile: VenueProfile, config_dir: Path | None
    ) -> Path | None:
        """Show the profile; the path of the profile saved, or None (tests replace this)."""
        dialog = cls(profile, config_dir, parent)
        dialog.exec()
        return dialog.saved_path
