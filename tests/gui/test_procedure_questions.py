"""Procedure and irregularity questions in the window: asked on an empty table, graded."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.questions import from_quiz, grade
from dealer_trainer.gui.table_view import TableView
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds_procedures import PROCEDURE_KINDS


@pytest.mark.parametrize("kind", PROCEDURE_KINDS)
def test_a_procedure_question_is_shown_and_graded(qtbot: QtBot, kind: str) -> None:
    q = Generator(11, Settings(kinds=(kind,))).question(2)
    asked = from_quiz(q)
    assert asked.kind == kind
    if kind in ("show_first", "next_blinds", "chip_race"):  # the table its words describe
        assert len(asked.table.seats) == dict(q.params)["seat_count"]
    else:  # a described table the prompt alone holds
        assert asked.table.seats == ()
    assert len(asked.labels) == len(q.answer)
    table = TableView()
    qtbot.addWidget(table)
    table.show_snapshot(asked.table)
    right = grade(asked, list(asked.answer_lines))
    assert right.correct
    if q.traps:
        wrong = grade(asked, [p.text() for p in q.traps[0].answer])
        assert not wrong.correct


@pytest.mark.parametrize("kind", ["next_blinds", "balance_move", "show_first"])
def test_a_seat_box_takes_seat_3_as_the_dealer_says_it(
    qtbot: QtBot, tmp_path: object, kind: str
) -> None:
    """A box that asks for a seat says so ("seat number", not "amount") and reads "seat 3"
    and "p3" as 3: it was refused as "not one amount"."""
    from pathlib import Path

    from .helpers import make_window

    window = make_window(qtbot, Path(str(tmp_path)))
    asked = from_quiz(Generator(1, Settings(kinds=(kind,))).question(0))
    window.controller.show(asked)
    panel = window.panel
    seat_rows = [k for k, label in enumerate(asked.labels) if "seat" in label]
    assert seat_rows
    for k, (box, answer) in enumerate(zip(panel.boxes, asked.answer_lines, strict=True)):
        if k in seat_rows:
            assert box.placeholderText() == "seat number"
            typed = f"Seat {answer}" if k % 2 == 0 else f"p{answer}"
        else:
            typed = answer
        qtbot.keyClicks(box, typed)
        assert box.text() == typed, "the box accepts what was typed"
    assert panel.lines() == list(asked.answer_lines)
    with qtbot.waitSignal(window.controller.graded, timeout=5000) as graded:
        qtbot.keyClick(panel.boxes[-1], Qt.Key.Key_Return)
    assert graded.args[0].correct
