"""The first hour: the welcome on first start only, Show answer and Skip recorded as such,
the speed drill moving on by itself with counters that agree, session setup (count,
adaptive, seed), and a replay played to the end of the hand (showdown and push)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.controller import ANSWER_SHOWN, SKIPPED
from dealer_trainer.gui.session import SessionConfig
from dealer_trainer.gui.welcome import Welcome, WelcomeDialog

from .helpers import make_window, type_answer


def test_the_welcome_comes_on_first_start_only(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[int] = []

    def ask(cls: type, parent: object) -> Welcome:
        asked.append(1)
        return Welcome("Sam", "school")

    monkeypatch.setattr(WelcomeDialog, "ask", classmethod(ask))
    window = make_window(qtbot, tmp_path)
    assert window.needs_welcome()
    window.first_start()
    assert asked == [1]
    c = window.controller
    assert c.trainee == "Sam"
    assert c.config.count == 10 and set(c.config.kinds) == {"pot_count", "to_call", "min_raise"}
    assert c.current is not None and c.current.kind in c.config.kinds
    assert c.settings.settings.extra["gui_welcome"] == {"goal": "school"}
    window.close()
    again = make_window(qtbot, tmp_path)  # the same settings file: the second start
    assert not again.needs_welcome()
    again.first_start()
    assert asked == [1]
    assert again.controller.trainee == "Sam" and again.controller.config.count == 10


def test_the_welcome_dialog_needs_a_name_and_offers_three_goals(qtbot: QtBot) -> None:
    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    assert set(dialog.goal_buttons) == {"school", "self_study", "onboarding"}
    assert not dialog.start.isEnabled()
    qtbot.keyClicks(dialog.name, "Kim")
    assert dialog.start.isEnabled()
    dialog.goal_buttons["onboarding"].setChecked(True)
    assert dialog.welcome() == Welcome("Kim", "onboarding")
    assert "medium to hard" in dialog.plan.text()


def test_show_answer_counts_as_wrong_and_skip_is_recorded_as_skipped(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.new_session(SessionConfig(kinds=("to_call",), seed=11))
    first = c.current
    assert first is not None
    qtbot.mouseClick(window.panel.show_answer_button, qtbot_button())
    assert c.answered and c.last is not None and not c.last.correct
    assert "answer" in window.panel.feedback.toPlainText().lower()
    assert c.last.expected, "the answer and its working are shown"
    assert c.stats.answered == 1 and c.stats.right == 0 and c.stats.shown == 1
    qtbot.mouseClick(window.panel.next_button, qtbot_button())
    second = c.current
    assert second is not None and second.id != first.id
    qtbot.mouseClick(window.panel.skip_button, qtbot_button())
    assert c.current is not None and c.current.id != second.id, "skip deals the next one"
    assert c.stats.skipped == 1 and c.stats.answered == 1
    records = c.history.kept
    assert [(r.question_id, r.correct, r.mistake) for r in records] == [
        (first.id, False, ANSWER_SHOWN),
        (second.id, False, SKIPPED),
    ]


def qtbot_button() -> object:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_the_speed_drill_moves_on_by_itself_and_its_counters_agree(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.drill_pause_ms = 50
    c.new_session(SessionConfig(kinds=("to_call",), seed=5))
    c.set_mode("drill")
    seen = []
    for k in range(3):
        asked = c.current
        assert asked is not None
        seen.append(asked.id)
        lines = asked.answer_lines if k != 1 else ("1",)
        type_answer(qtbot, window, lines)
        qtbot.waitUntil(lambda a=asked: c.current is not a, timeout=3000)
    assert len(set(seen)) == 3
    assert c.stats.answered == 3 and c.stats.right == 2
    assert window.score_label.text() == "2 of 3 right"
    assert window.panel.streak_label.text() == f"Streak {c.stats.streak}" == "Streak 1"


def test_session_setup_sets_count_adaptive_and_seed(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.gui.session_dialog import SessionDialog

    dialog = SessionDialog(SessionConfig(count=5, adaptive=False, seed=42))
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 5 and not dialog.adaptive.isChecked()
    assert dialog.seed.text() == "42"
    dialog.count.setValue(2)
    dialog.seed.setText("2026")
    dialog.adaptive.setChecked(True)
    config = dialog.config()
    assert (config.count, config.seed, config.adaptive) == (2, 2026, True)
    assert SessionConfig.from_dict(config.as_dict()) == config
    dialog.seed.setText("twelve")
    dialog._accept()
    assert "seed must be a whole number" in dialog.error.text()

    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.new_session(SessionConfig(kinds=("to_call",), seed=2026, count=2, adaptive=False))
    ids = []
    for _ in range(2):
        assert c.current is not None
        ids.append(c.current.id)
        type_answer(qtbot, window, c.current.answer_lines)
        window._next()
    assert c.current is None, "two questions, then the session is over"
    assert "Session finished" in window.panel.title.text()
    again = make_window(qtbot, tmp_path / "again")
    again.controller.new_session(SessionConfig(kinds=("to_call",), seed=2026, adaptive=False))
    assert again.controller.current is not None and again.controller.current.id == ids[0]


def test_a_replay_plays_to_the_showdown_and_the_push(
    qtbot: QtBot, tmp_path: Path, shared_dir: Path
) -> None:
    path = shared_dir / "phh" / "historical" / "dwan-ivey-2009.phh"
    window = make_window(qtbot, tmp_path)
    c = window.controller
    assert c.open_hand_history(path)
    for _ in range(200):
        if c.current is None:
            break
        type_answer(qtbot, window, c.current.answer_lines)
        window._next()
    assert c.current is None and c.mode == "replay"
    assert window.panel.title.text() == "Hand over"
    words = window.panel.feedback.toPlainText()
    assert "to Seat" in words
    table = window.table
    assert table.snapshot is not None and table.snapshot.street == "Showdown"
    shown = [i for i in table.items_of("card") if i.data(1) is not None and i.data(5)]
    assert len(shown) >= 4, "both hands face up"
    qtbot.waitUntil(lambda: table.snapshot.street == "Pot pushed", timeout=3000)
    assert not table.items_of("pot-label"), "the pots are pushed"
    window._next()
    assert c.mode == "practice" and c.current is not None


def test_chips_slide_to_the_winner_briefly_and_never_in_exams_or_reduced_motion(
    qtbot: QtBot, shared_dir: Path
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.engine.phh import load
    from dealer_trainer.engine.replay import replay
    from dealer_trainer.gui.replay_end import hand_end
    from dealer_trainer.gui.table_view import ANIMATION_MS, TableView

    assert ANIMATION_MS <= 250
    (history,) = load(shared_dir / "phh" / "historical" / "dwan-ivey-2009.phh")[:1]
    end = hand_end(replay(history))
    assert end.winners
    effect = Qt.UIEffect.UI_General
    was = QApplication.isEffectEnabled(effect)
    try:
        QApplication.setEffectEnabled(effect, True)
        table = TableView()
        qtbot.addWidget(table)
        table.show()
        table.show_snapshot(end.showdown)
        table.push_to(list(end.winners), end.pushed)
        assert table.animation is not None
        assert table.animation.duration() == ANIMATION_MS
        assert table.snapshot is end.showdown, "the chips are on their way"
        qtbot.waitUntil(lambda: table.snapshot is end.pushed, timeout=ANIMATION_MS + 1000)
        QApplication.setEffectEnabled(effect, False)  # the desktop asks for reduced motion
        table.show_snapshot(end.showdown)
        table.push_to(list(end.winners), end.pushed)
        assert table.snapshot is end.pushed, "no animation: pushed at once"
    finally:
        QApplication.setEffectEnabled(effect, was)
