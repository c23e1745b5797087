"""Complete sessions driven through the real widgets: practice, drill, replay, profiles."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_trainer.gui import errors, main_window, session_dialog
from dealer_trainer.gui.questions import SessionConfig

from .helpers import HOLDEM_PHH, make_window, type_answer


def test_practice_session_answers_right_and_wrong_then_next(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    with qtbot.waitSignal(c.questionReady, timeout=5000):
        c.start()
    right = 0
    for k in range(6):
        asked = c.current
        assert asked is not None and window.panel.asked is asked
        assert window.panel.question.text()
        wrong = k % 3 == 2 and asked.form in ("amount", "amounts")
        lines = list(asked.answer_lines)
        if wrong:
            lines[0] = str(int(lines[0].split()[0]) + 7)
        with qtbot.waitSignal(c.graded, timeout=5000) as blocker:
            type_answer(qtbot, window, lines)
        result = blocker.args[0]
        assert result.correct is not wrong
        right += result.correct
        text = window.panel.feedback.toPlainText()
        assert ("Right." in text) is not wrong
        assert "The answer:" in text
        assert window.panel.next_button.isEnabled()
        assert window.next_action.isEnabled()
        with qtbot.waitSignal(c.questionReady, timeout=5000):
            qtbot.keyClick(window, Qt.Key.Key_N)
    assert c.stats.answered == 6
    assert c.stats.right == right
    assert window.score_label.text().startswith(f"{right} of 6 right")
    assert len(c.history.kept) == 6


def test_an_unreadable_answer_is_refused_not_counted(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.new_session(SessionConfig(kinds=("to_call",)))
    while c.current is None or c.current.form != "amount":
        c.next_question()
    box = window.panel.boxes[0]
    qtbot.keyClicks(box, "16.5")
    with qtbot.waitSignal(c.answerRefused, timeout=2000):
        qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.panel.refusal.isVisible()
    assert "not a whole" in window.panel.refusal.text()
    assert c.stats.answered == 0
    assert window.panel.submit_button.isEnabled()


def test_space_deals_the_next_question_after_the_feedback(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    asked = c.current
    assert asked is not None
    with qtbot.waitSignal(c.graded, timeout=5000):
        type_answer(qtbot, window, asked.answer_lines)
    with qtbot.waitSignal(c.questionReady, timeout=5000):
        qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_Space)
    assert c.current is not asked


def test_speed_drill_counts_down_and_rates_each_answer(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    window.mode_actions["drill"].trigger()
    assert c.mode == "drill"
    assert window.panel.drill_bar.isVisible()
    with qtbot.waitSignal(c.drillTick, timeout=2000) as tick:
        pass
    remaining, target = tick.args
    assert 0 < remaining <= target
    for streak in range(1, 4):
        asked = c.current
        assert asked is not None
        with qtbot.waitSignal(c.graded, timeout=5000) as blocker:
            type_answer(qtbot, window, asked.answer_lines)
        result = blocker.args[0]
        assert result.speed in ("fast", "on_time", "slow")
        assert window.panel.streak_label.text() == f"Streak {streak}"
        assert window.panel.speed_label.text() in ("Fast", "On time", "Slow")
        assert "against a target of" in window.panel.feedback.toPlainText()
        with qtbot.waitSignal(c.questionReady, timeout=5000):
            qtbot.keyClick(window, Qt.Key.Key_N)
    assert c.stats.best_streak == 3
    window.mode_actions["practice"].trigger()
    assert not window.panel.drill_bar.isVisible()


def test_hand_replay_steps_through_the_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(HOLDEM_PHH, encoding="utf-8")
    monkeypatch.setattr(
        main_window.HandFileDialog, "ask", classmethod(lambda cls, parent: str(path))
    )
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    with qtbot.waitSignal(c.questionReady, timeout=5000):
        window.open_action.trigger()
    assert c.mode == "replay"
    assert window.mode_actions["replay"].isChecked()
    seen: list[str] = []
    for _ in range(20):
        asked = c.current
        assert asked is not None
        if not asked.id.startswith("phh:"):
            break
        seen.append(asked.kind)
        assert window.panel.replay_label.isVisible()
        assert "hand.phh: hand 1 of 1" in window.panel.replay_label.text()
        with qtbot.waitSignal(c.graded, timeout=5000):
            type_answer(qtbot, window, asked.answer_lines)
        assert "In the hand:" in window.panel.feedback.toPlainText()
        with qtbot.waitSignal(c.questionReady, timeout=5000):
            qtbot.keyClick(window, Qt.Key.Key_N)
    assert c.mode == "practice", "the replay ends and practice goes on"
    assert seen[0] == "min_raise"  # Seat 3 opens for 600 in no-limit
    assert "to_call" in seen
    assert len(seen) == 9


def test_a_bad_hand_file_names_the_file_and_the_app_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "broken.phh"
    bad.write_text('variant = "NT"\nstarting_stacks = [100, 100]\nactions = ["p1 xx"]\n')
    problems: list[tuple[str, str]] = []
    monkeypatch.setattr(
        errors.ProblemDialog,
        "show_problem",
        classmethod(lambda cls, parent, title, message: problems.append((title, message))),
    )
    monkeypatch.setattr(
        main_window.HandFileDialog, "ask", classmethod(lambda cls, parent: str(bad))
    )
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    before = c.current
    window.open_action.trigger()
    assert len(problems) == 1
    title, message = problems[0]
    assert "broken.phh" in message
    assert "Cannot" in title
    assert c.mode == "practice" and c.current is before
    # and the trainee can still answer
    assert before is not None
    with qtbot.waitSignal(c.graded, timeout=5000):
        type_answer(qtbot, window, before.answer_lines)

    missing = tmp_path / "missing.phh"
    monkeypatch.setattr(main_window.HandFileDialog, "ask", classmethod(lambda cls, p: str(missing)))
    window.open_action.trigger()
    assert "missing.phh" in problems[-1][1] and "cannot read" in problems[-1][1]


def test_an_unexpected_error_shows_copyable_details_and_keeps_the_answers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    reports: list[str] = []
    monkeypatch.setattr(
        errors.ErrorDialog,
        "report",
        classmethod(lambda cls, parent, details: reports.append(details)),
    )
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    asked = c.current
    assert asked is not None
    with qtbot.waitSignal(c.graded, timeout=5000):
        type_answer(qtbot, window, asked.answer_lines)
    previous = errors.install_excepthook(lambda: window)
    try:
        try:
            raise RuntimeError("boom in a slot")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = previous
    assert len(reports) == 1
    assert "RuntimeError: boom in a slot" in reports[0]
    assert "Dealer Trainer" in reports[0]
    assert len(c.history.kept) == 1 and c.history.kept[0].correct

    dialog = errors.ErrorDialog("details to copy")
    qtbot.addWidget(dialog)
    dialog.copy_button.click()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == "details to copy"


def test_profile_editing_saves_a_user_profile_the_session_uses(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.engine.options import get_profile, load_profile

    config_dir = tmp_path / "config"
    dialog = session_dialog.SessionDialog(SessionConfig(), config_dir)
    qtbot.addWidget(dialog)
    dialog.profile.setCurrentIndex(dialog.profile.findData("wsop-2026-cash"))

    def edit(cls: object, parent: object, profile: object, folder: Path | None) -> Path | None:
        editor = session_dialog.ProfileDialog(profile, folder, parent)  # type: ignore[arg-type]
        qtbot.addWidget(editor)
        # every switch is shown, with what its value means
        assert set(editor.switches) == set(get_profile("standard").switches())
        assert all(m.text() for m in editor.meanings.values())
        editor.name.clear()
        qtbot.keyClicks(editor.name, "our-room")
        cap = editor.switches["limit_raise_cap"]
        cap.setCurrentIndex(cap.findData("rrop_by_rounds"))
        assert "two betting rounds" in editor.meanings["limit_raise_cap"].text()
        qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
        return editor.saved_path

    monkeypatch.setattr(session_dialog.ProfileDialog, "ask", classmethod(edit))
    qtbot.mouseClick(dialog.edit_profile, Qt.MouseButton.LeftButton)
    saved = config_dir / "profiles" / "our-room.toml"
    assert saved.is_file()
    profile = load_profile(saved)
    assert profile.limit_raise_cap.value == "rrop_by_rounds"
    assert profile.pl_pot_rounding.value == "round_up_to_unit"  # kept from WSOP cash
    assert dialog.profile.currentData() == str(saved)
    config = dialog.config()
    assert config.profile == str(saved)

    monkeypatch.setattr(
        session_dialog.SessionDialog,
        "ask",
        classmethod(lambda cls, parent, cfg, folder=None: config),
    )
    window = make_window(qtbot, tmp_path)
    window.controller.start()
    with qtbot.waitSignal(window.controller.questionReady, timeout=5000):
        window.new_action.trigger()
    assert window.controller.config.profile == str(saved)
    assert window.controller.settings.settings.venue_profile == str(saved)


def test_a_built_in_profile_cannot_be_overwritten(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.engine.options import get_profile

    editor = session_dialog.ProfileDialog(get_profile("standard"), tmp_path)
    qtbot.addWidget(editor)
    editor.name.setText("standard")
    editor.save()
    assert editor.saved_path is None
    assert "built-in" in editor.error.text()


def test_the_profile_editor_shows_every_setting_by_its_title(qtbot: QtBot, tmp_path: Path) -> None:
    """An instructor reads titles, never a profile file's ids ("rake_drop_threshold")."""
    import re

    from PySide6.QtWidgets import QFormLayout, QLabel

    from dealer_trainer.engine.options import get_profile

    editor = session_dialog.ProfileDialog(get_profile("wsop-2026-cash"), tmp_path)
    qtbot.addWidget(editor)
    form = next(
        lay for lay in editor.findChildren(QFormLayout) if lay.rowCount() > len(editor.switches)
    )
    labels = []
    for row in range(form.rowCount()):
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        assert item is not None and isinstance(item.widget(), QLabel), f"row {row} has no label"
        labels.append(item.widget().text())
    assert len(labels) == len(editor.switches) + len(editor.settings)
    for text in labels:
        assert not re.search(r"[a-z]+_[a-z_]+", text), f"an id shown as a label: {text!r}"
    assert "Most rake from one hand:" in labels
    assert "No flop, no drop:" in labels


def test_session_setup_filters_kinds_and_variants(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = session_dialog.SessionDialog(SessionConfig(), tmp_path)
    qtbot.addWidget(dialog)
    for widget, key in ((dialog.kinds, "side_pots"), (dialog.variants, "PO")):
        for k in range(widget.count()):
            item = widget.item(k)
            if item.data(Qt.ItemDataRole.UserRole) == key:
                item.setCheckState(Qt.CheckState.Checked)
    config = dialog.config()
    assert config.kinds == ("side_pots",) and config.variants == ("PO",)
    window = make_window(qtbot, tmp_path)
    window.controller.new_session(config)
    for _ in range(3):
        asked = window.controller.current
        assert asked is not None and asked.kind == "side_pots" and asked.variant == "PO"
        assert len(window.panel.boxes) == 2 * len(asked.labels)
        window.controller.next_question()


def test_preferences_change_the_chip_set_theme_and_text_size(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.gui import preferences
    from dealer_trainer.gui.controller import Prefs

    window = make_window(qtbot, tmp_path)
    window.controller.start()
    app = QApplication.instance()
    assert app is not None
    size = app.font().pointSize()
    chosen = Prefs(chip_set="tournament", theme="dark", font_size=size + 3)
    monkeypatch.setattr(
        preferences.PreferencesDialog, "ask", classmethod(lambda cls, parent, prefs: chosen)
    )
    try:
        window.prefs_action.trigger()
        assert window.table.chip_set_id == "tournament"
        assert app.font().pointSize() == size + 3
        from dealer_trainer.gui.theme import is_dark

        assert is_dark(app)
        settings = window.controller.settings
        reread = type(settings)(settings.path)
        assert reread.prefs == chosen
    finally:
        window.controller.set_preferences(Prefs())
    assert app.font().pointSize() == size


def test_window_geometry_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(790, 520)
    window.close()
    again = make_window(qtbot, tmp_path)
    assert (again.width(), again.height()) == (790, 520)


def test_every_menu_action_has_a_shortcut_shown_and_controls_have_names(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    window.controller.start()
    for action in window.menuBar().actions():
        for item in action.menu().actions():
            if item.isSeparator() or item.text().startswith("&About"):
                continue
            assert not item.shortcut().isEmpty() or "\t" in item.text(), item.text()
    from PySide6.QtWidgets import QAbstractButton, QLineEdit

    for widget in window.findChildren(QLineEdit) + window.findChildren(QAbstractButton):
        if widget.isVisible() and widget.objectName() != "qt_spinbox_lineedit":
            assert widget.accessibleName() or widget.text(), widget


def test_the_self_test_passes_through_the_widgets(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.gui.selftest import run_self_test

    window = make_window(qtbot, tmp_path)
    ok, report = run_self_test(window)
    assert ok, report
    from dealer_trainer.quiz.generator import GENERATED_KINDS

    n = len(GENERATED_KINDS)
    assert report.endswith(f"self-test passed: {n} of {n} kinds")
    assert [line.split()[1] for line in report.splitlines()[:-1]] == [
        f"{k}:" for k in GENERATED_KINDS
    ]


def test_practice_follows_the_trainees_history(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.quiz import adaptive  # a missing quiz fails, never skips

    assert adaptive.__name__ == "dealer_trainer.quiz.adaptive"
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    source = c._source
    assert source is not None and source.practice is not None, "adaptive practice is used"
    ids = []
    for _ in range(4):
        asked = c.current
        assert asked is not None
        ids.append(asked.id)
        with qtbot.waitSignal(c.graded, timeout=5000):
            type_answer(qtbot, window, asked.answer_lines)
        c.next_question()
    assert len(set(ids)) == 4
    assert len(c.history.answers(c.settings.trainee)) == 4


def test_a_ruling_is_answered_from_the_keyboard_alone(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    for kind in ("may_raise", "chip_action"):
        asked = c.ask_kind(kind)
        if asked.form != "choice":
            continue
        letter, _, amount = asked.answer_lines[0].partition(" ")
        first = window.panel.choice_buttons[0]
        first.setFocus()
        # the answer's letter picks it, Enter submits
        qtbot.keyClick(first, letter)
        chosen = next(b for b in window.panel.choice_buttons if b.property("letter") == letter)
        assert chosen.isChecked()
        if amount:
            assert window.panel.amount_box is not None and window.panel.amount_box.hasFocus()
            qtbot.keyClicks(window.panel.amount_box, amount)
        with qtbot.waitSignal(c.graded, timeout=3000) as blocker:
            qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
        assert blocker.args[0].correct


def test_a_damaged_progress_file_is_moved_aside_and_the_trainee_told(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui.controller import Controller, HistoryAdapter, SettingsAdapter
    from dealer_trainer.gui.main_window import MainWindow
    from dealer_trainer.store.paths import app_dirs

    database = app_dirs().database
    database.parent.mkdir(parents=True, exist_ok=True)
    database.write_bytes(b"this is not a database" * 100)
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(
        errors.ProblemDialog,
        "show_problem",
        classmethod(lambda cls, parent, title, message: told.append((title, message))),
    )
    controller = Controller(SettingsAdapter(tmp_path / "settings.json"), HistoryAdapter())
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    controller.start()
    asked = controller.current
    assert asked is not None
    with qtbot.waitSignal(controller.graded, timeout=5000):
        type_answer(qtbot, window, asked.answer_lines)
    assert len(told) == 1 and "damaged" in told[0][1]
    assert controller.history.answers(controller.settings.trainee)[-1].question_id == asked.id
    controller.close()


@pytest.mark.parametrize(
    ("remaining_ms", "target_ms", "words"),
    [
        (6_500, 6_500, "6.5 s left of a 6.5 s target"),  # once "7 s left of a 6 s target"
        (6_000, 6_000, "6 s left of a 6 s target"),
        (4_321, 6_000, "4.4 s left of a 6 s target"),  # rounded up: the tick has not come
        (1, 6_000, "0.1 s left of a 6 s target"),
        (0, 6_000, "time's up"),
        (-250, 6_000, "time's up"),
    ],
)
def test_the_drill_countdown_never_shows_more_left_than_the_target(
    qtbot: QtBot, tmp_path: Path, remaining_ms: int, target_ms: int, words: str
) -> None:
    window = make_window(qtbot, tmp_path)
    bar = window.panel.countdown
    window.panel.set_countdown(remaining_ms, target_ms)
    assert bar.format() == words
    assert 0 <= bar.value() <= bar.maximum() == target_ms // 100


def test_a_question_without_a_hand_names_no_game_and_no_hand_so_far(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A colour-up is asked without a hand: the title names no game (it named one the
    question did not mention) and the empty "hand so far" list is put away."""
    from dealer_trainer.gui.questions import variant_title

    window = make_window(qtbot, tmp_path)
    panel = window.panel
    asked = window.controller.ask_kind("colour_up")
    assert not asked.story
    assert variant_title(asked.variant) not in panel.title.text()
    assert panel.title.text().startswith(asked.title)
    assert panel.history.isHidden() and panel.history_heading.isHidden()
    dealt = window.controller.ask_kind("pot_count")
    assert dealt.story
    assert variant_title(dealt.variant) in panel.title.text()
    assert not panel.history.isHidden() and panel.history.count() == len(dealt.story)


def test_the_session_lists_show_every_title_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """No title in the session's lists is cut off at the list's edge (the longest kind's
    title was, with a sideways scroll bar under it)."""
    dialog = session_dialog.SessionDialog(SessionConfig(), tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for widget in (dialog.kinds, dialog.variants, dialog.structures, dialog.difficulties):
        widest = widget.sizeHintForColumn(0)
        assert widest > 0
        assert widget.viewport().width() >= widest, (widget.accessibleName(), widest)
        assert not widget.horizontalScrollBar().isVisible(), widget.accessibleName()
