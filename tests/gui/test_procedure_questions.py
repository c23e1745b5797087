"""Procedure and irregularity questions in the window: asked on an empty table, graded."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.questions import from_quiz, grade
from dealer_trainer.gui.table_view import TableView
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds_procedures import PROCEDURE_KINDS


@pytest.mark.parametrize("kind", PROCEDURE_KINDS)
def test_a_procedure_question_is_shown_and_graded(qtbot: QtBot, kind: str) -> None:
    q = Generator(11, Settings(kinds=(kind,))).question(2)
    asked = from_quiz(q)
    assert asked.kind == kind and asked.table.seats == ()
    assert len(asked.labels) == len(q.answer)
    table = TableView()
    qtbot.addWidget(table)
    table.show_snapshot(asked.table)
    right = grade(asked, list(asked.answer_lines))
    assert right.correct
    if q.traps:
        wrong = grade(asked, [p.text() for p in q.traps[0].answer])
        assert not wrong.correct
