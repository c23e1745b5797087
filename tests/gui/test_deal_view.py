"""Deal a hand in the window (issue 19): real widgets through whole hands with an
irregularity, grading at once and at the end of the hand, the session report, the store."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.deal_view import DealWindow
from dealer_trainer.quiz.deal import PACE_TARGETS, DealSettings, plan
from dealer_trainer.quiz.model import FormKind

from .helpers import make_window


class Clock:
    """A clock the test moves: each duty takes the seconds the test says."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _open(qtbot: QtBot, tmp_path: Path) -> tuple[DealWindow, Clock]:
    window = make_window(qtbot, tmp_path)
    window.controller.seed = 11
    window.deal_action.trigger()  # Mode > Deal a hand
    deal = window.deal_window
    assert isinstance(deal, DealWindow) and deal.isVisible()
    qtbot.addWidget(deal)
    clock = Clock()
    deal.session.clock = clock
    return deal, clock


def _answer(qtbot: QtBot, w: DealWindow, lines: list[str]) -> None:
    """Click the choice or type into each box, then press Done (or Enter)."""
    if w.choice_buttons:
        letter, _, amount = lines[0].partition(" ")
        button = next(b for b in w.choice_buttons if b.property("letter") == letter)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(6, button.height() // 2))
        if amount:  # a choice that states his total: typed in the amount box
            assert w.amount_boxes
            qtbot.keyClicks(w.amount_boxes[0], amount)
        qtbot.mouseClick(w.submit_button, Qt.MouseButton.LeftButton)
        return
    for box, text in zip(w.amount_boxes, lines, strict=True):
        box.clear()
        qtbot.keyClicks(box, text)
    qtbot.keyClick(w.amount_boxes[-1], Qt.Key.Key_Return)


def _settings(w: DealWindow, variant: str, hands: int, rate: int, at_end: bool) -> None:
    w.variant_box.setCurrentIndex(w.variant_box.findData(variant))
    w.hands_box.setValue(hands)
    w.rate_box.setCurrentIndex(w.rate_box.findData(rate))
    w.grading_box.setCurrentIndex(w.grading_box.findData(at_end))
    w.players_box.setValue(6)


def test_a_session_with_an_irregularity_through_the_widgets(qtbot: QtBot, tmp_path: Path) -> None:
    w, clock = _open(qtbot, tmp_path)
    _settings(w, "NT", 6, 25, at_end=False)
    expected, _ = plan(w.settings())
    assert any(s.duty in ("irregularity", "player_ruling") for s in expected)
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    wrong_at = next(
        i for i, s in enumerate(expected) if s.duty in ("irregularity", "player_ruling")
    )
    for i, step in enumerate(expected):
        assert w.step is not None and w.step.question.id == step.question.id
        assert w.duty_label.text() and w.prompt.text() == step.question.prompt
        if step.duty == "pot":  # the pot is not on the table before the trainee counts it
            assert "Pot: ?" in w.canvas.describe()
        clock.now += 6.0  # six seconds a duty
        q = step.question
        lines = list(q.answer_lines())
        if i == wrong_at:  # a wrong ruling: graded wrong at once, with its explanation
            other = next(c for c in q.form.choices if c.letter != q.answer[0].letter)
            amount = f" {q.answer[0].amount or 100}" if other.amount else ""
            lines = [other.letter + amount]
        _answer(qtbot, w, lines)
        shown = w.feedback.toPlainText()
        assert ("Right." in shown) == (i != wrong_at), shown
        if i == wrong_at:
            assert "Wrong. The answer:" in shown and "Rule:" in shown
        assert w.next_button.isEnabled() and not w.submit_button.isEnabled()
        qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
    assert w.pages.currentWidget() is w.report_view
    report = w.session.report
    assert report is not None and report.hands == 6 and report.chips_checked == 6
    text = w.report_view.toPlainText()
    acc = report.accuracy()
    assert sum(a for a, _ in acc.values()) == len(expected) - 1
    # pace: 6 hands in (duties x 6 s): the report shows the trainee's own number and the target
    pace = 3_600 * 6 // (6 * len(expected))
    assert report.pace() == pace and f"{pace} hands an hour" in text
    low, high, _source = PACE_TARGETS["flop"]
    assert f"{low}-{high}" in text and "card-room practice" in text
    assert "Name who acts" in text and "Check the new deck" in text
    # every duty went to the store as an answer of its kind, under the trainee
    kept = w.controller.history.kept
    assert len(kept) == len(expected) and sum(not r.correct for r in kept) == 1
    assert all(r.question_id.startswith("deal:11:") for r in kept)


def test_grading_at_the_end_of_the_hand(qtbot: QtBot, tmp_path: Path) -> None:
    w, clock = _open(qtbot, tmp_path)
    _settings(w, "F7S", 2, 0, at_end=True)
    expected, _ = plan(w.settings())
    first_hand = [s for s in expected if s.hand == 1]
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    for k, step in enumerate(first_hand):
        assert w.step is not None and w.step.question.id == step.question.id
        assert w.feedback.toPlainText() == ""  # nothing graded during the hand
        clock.now += 4.0
        q = step.question
        lines = list(q.answer_lines())
        if step.duty == "pot" and k == next(j for j, s in enumerate(first_hand) if s.duty == "pot"):
            lines = [str(int(lines[0].replace(",", "")) + 5)]  # a miscount
        _answer(qtbot, w, lines)
    shown = w.feedback.toPlainText()
    assert "Hand 1" in shown and shown.count("Right.") == len(first_hand) - 1
    assert "Wrong. The answer:" in shown
    assert w.done_list.count() == len(first_hand)
    assert w.next_button.isEnabled()
    qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
    assert w.step is not None and w.step.hand == 2
    qtbot.mouseClick(w.stop_button, Qt.MouseButton.LeftButton)  # stop early: report so far
    assert w.pages.currentWidget() is w.report_view
    text = w.report_view.toPlainText()
    assert "1 hand dealt; chips conserved in 1 hand." in text
    assert f"{len(first_hand) - 1} of {len(first_hand)}" in text


def test_a_bad_answer_is_refused_with_a_message(qtbot: QtBot, tmp_path: Path) -> None:
    w, _ = _open(qtbot, tmp_path)
    _settings(w, "NT", 1, 0, at_end=False)
    qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    step = w.step
    assert step is not None and step.question.form.kind is FormKind.CHOICE  # the deck check
    qtbot.mouseClick(w.submit_button, Qt.MouseButton.LeftButton)  # nothing chosen
    result = w.session.report.results[-1] if w.session.report else None
    assert result is not None and not result.correct
    assert result.grade is None and "not read" in w.feedback.toPlainText()
    assert result.refused and result.refused in w.feedback.toPlainText()


def test_tournament_context_has_no_rake_duty(qtbot: QtBot, tmp_path: Path) -> None:
    w, _ = _open(qtbot, tmp_path)
    _settings(w, "NT", 3, 0, at_end=False)
    w.context_box.setCurrentIndex(w.context_box.findData(False))
    settings = w.settings()
    assert settings == DealSettings(variant="NT", players=6, hands=3, seed=11, cash=False)
    steps, _ = plan(settings)
    assert steps and not any(s.duty == "rake" for s in steps)


EXAM_PACK = """[pack]
id = "shift-exam"
title = "Shift exam"
author = "Dana Lee"

[pass_marks]
overall = 50

[[generate]]
id = "g"
seed = 4
count = 1
kinds = ["to_call"]

[[deal]]
id = "level"
variant = "NT"
hands = 3
players = 5
seed = 3
irregularities = 25
context = "tournament"
accuracy = 100
duties = { forced_bets = 100 }
"""


def test_an_exam_pack_deals_its_sessions_after_the_questions(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.gui.exam import ExamWindow

    main = make_window(qtbot, tmp_path)
    (tmp_path / "exam.toml").write_text(EXAM_PACK, encoding="utf-8")
    exam = ExamWindow.for_pack(main.controller, tmp_path / "exam.toml")
    assert exam is not None
    qtbot.addWidget(exam)
    exam.show()
    assert exam.start()
    exam.session.finish()  # the questions end; the pack's deal session comes next
    assert exam.deal_button.isVisibleTo(exam) and exam.deal_button.isEnabled()
    w = exam.deal_next()
    assert isinstance(w, DealWindow)
    qtbot.addWidget(w)
    assert not w.variant_box.isEnabled() and not w.start_button.isEnabled()  # fixed by the pack
    section = exam.session.pack.deals[0]
    expected, _ = plan(section.settings)
    clock = Clock()
    w.session.clock = clock
    assert w.step is not None and w.step.question.id == expected[0].question.id
    wrong_at = next(i for i, s in enumerate(expected) if s.duty == "forced_bets")
    for i, step in enumerate(expected):
        assert w.step is not None and w.step.question.id == step.question.id
        clock.now += 5.0
        lines = list(step.question.answer_lines())
        if i == wrong_at:  # the big-blind ante left out
            ante, pot = (int(x.replace(",", "")) for x in lines)
            lines = ["0", str(pot - ante)]
        _answer(qtbot, w, lines)
        qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
    assert w.pages.currentWidget() is w.report_view
    assert w.judged is not None and not w.judged[0]
    text = w.report_view.toPlainText()
    assert "level: not passed" in text and "Big-blind ante: 0/" in text
    # every duty recorded under the attempt, apart from its question score
    kept = [r for r in main.controller.history.kept if r.exam_id and "/deal:level" in r.exam_id]
    assert len(kept) == len(expected) and [r.mistake for r in kept if not r.correct] == [
        "left_out_the_big_blind_ante"
    ]
    assert exam.deal_next() is None and not exam.deal_button.isEnabled()  # one session only
    # the attempt is scored again with the session: it fails the exam, named on the page
    result = exam.session.result
    (deal,) = result.deals
    assert deal.id == "level" and not deal.passed and result.overall.asked == 1
    assert not result.passed
    shown = exam.deals_label.text()
    assert "Deal session &#x27;level&#x27;: 3 hands of" in shown
    assert "FAIL" in shown and "Big-blind ante: " in shown
    assert exam.report.deals[0].verdict == "FAIL" and "NOT PASSED" in exam.verdict_label.text()


def test_an_exam_session_dealt_right_passes_the_exam(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.gui.exam import ExamWindow

    main = make_window(qtbot, tmp_path)
    (tmp_path / "exam.toml").write_text(EXAM_PACK, encoding="utf-8")
    exam = ExamWindow.for_pack(main.controller, tmp_path / "exam.toml")
    assert exam is not None
    qtbot.addWidget(exam)
    exam.show()
    assert exam.start()
    question = exam.session.pack.questions()[0]
    assert exam.session.submit(list(question.answer_lines()))  # the last question: it ends
    before = exam.session.result
    assert before.overall.passed and before.deals[0].answered == 0
    assert not before.passed  # the session is not dealt yet
    w = exam.deal_next()
    qtbot.addWidget(w)
    expected, _ = plan(exam.session.pack.deals[0].settings)
    for step in expected:
        _answer(qtbot, w, list(step.question.answer_lines()))
        qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
    result = exam.session.result
    assert result.deals[0].passed and result.deals[0].answered == len(expected)
    assert result.passed and "PASSED" in exam.verdict_label.text()
    assert "NOT PASSED" not in exam.verdict_label.text()


def test_the_report_labels_the_draw_games_pace_the_apps_estimate() -> None:
    import html

    from dealer_trainer.gui.deal_view import report_html
    from dealer_trainer.quiz.deal import deal

    report = deal(
        DealSettings(variant="F2L3D", hands=3, seed=2),
        lambda d, q: (list(q.answer_lines()), 9_000),
    )
    shown = html.unescape(report_html(report))
    assert "25-30 hands an hour" in shown
    assert "Target: draw games: the app's estimate, not a sourced target" in shown


def test_the_duty_table_is_the_main_windows_table_drawn_from_the_scene() -> None:
    """What the dealer sees at a duty: every seat in its place (an empty one says so), a
    folded hand gone to the muck, hole cards face down unless shown, the button on its
    seat, and no pot amount where the duty is to count it."""
    from dealer_trainer.gui.deal_view import scene_snapshot
    from dealer_trainer.quiz.deal import Scene, SceneSeat

    scene = Scene(
        hand=3,
        variant="NT",
        button=4,
        seats=(
            SceneSeat(1, 9_800, 100, False, ("??", "??")),
            SceneSeat(2, 0, 300, False, ("Ah", "Kd")),
            SceneSeat(4, 20_000, 0, True, ("??", "??")),
        ),
        board=("7c", "8d", "9h"),
        pot=None,
        empty=(3,),
    )
    snap = scene_snapshot(scene)
    assert [s.label for s in snap.seats] == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    one, two, three, four = snap.seats
    assert [c.face_up for c in one.cards] == [False, False] and one.bet == 100
    assert [c.text for c in two.cards] == ["Ah", "Kd"] and two.all_in
    assert three.empty and not three.cards
    assert four.folded and four.cards == ()
    assert snap.button == 3  # seat 4, 0-based
    assert snap.hide_pot_amounts and [p.name for p in snap.pots] == ["Pot"]
    assert snap.street == "Flop"
    counted = scene_snapshot(Scene(3, "NT", 4, scene.seats, scene.board, pot=1_250, empty=(3,)))
    assert not counted.hide_pot_amounts and counted.pots[0].amount == 1_250
