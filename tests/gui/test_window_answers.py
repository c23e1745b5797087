"""The window reads answers with the quiz's one reader (issue 17): same input, same verdict."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui import questions
from dealer_trainer.gui.questions import AnswerError, from_quiz, grade
from dealer_trainer.quiz.answers import AnswerRefused, parse_amount
from dealer_trainer.quiz.generator import Generator
from tests.quiz.test_answers import READ, REFUSED

AMOUNT_QUESTION = Generator(7).question(0)


@pytest.mark.parametrize("text", [t for t, _ in READ] + [t for t, _ in REFUSED if t])
def test_the_window_and_the_terminal_read_an_amount_alike(text: str) -> None:
    asked = from_quiz(AMOUNT_QUESTION)
    assert asked.form == "amount"
    try:
        expected: int | None = parse_amount(text)
    except AnswerRefused as exc:
        with pytest.raises(AnswerError) as refused:
            grade(asked, [text], 1_000)
        assert str(refused.value) == str(exc)
        return
    graded = grade(asked, [text], 1_000)
    assert graded.correct == (expected == AMOUNT_QUESTION.answer[0].amount)


def test_a_superscript_or_circled_digit_does_not_stop_the_window() -> None:
    """Issue 17: the window's own reader crashed on ``²`` and ``①``; now it says why."""
    asked = from_quiz(AMOUNT_QUESTION)
    for text in ("²", "①"):
        with pytest.raises(AnswerError, match="digits 0 to 9"):
            grade(asked, [text], 1_000)


def test_the_window_has_no_reader_or_dealer_of_its_own() -> None:
    for name in ("parse_amount", "parse_player", "parse_line", "EngineSource", "engine_question"):
        assert not hasattr(questions, name), name


def test_a_trainee_name_with_a_tab_is_refused_and_the_window_goes_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from dealer_trainer.gui.controller import Controller, HistoryAdapter, SettingsAdapter

    controller = Controller(SettingsAdapter(tmp_path / "settings.json"), HistoryAdapter())
    controller.set_trainee("Ana")
    with qtbot.waitSignal(controller.status, timeout=2000) as said:
        controller.set_trainee("=1+1\tcalc")
    assert said.args == [
        "Still recording for Ana: a trainee's name cannot hold control characters "
        "(tabs, line breaks, U+0009): use letters, digits, spaces and punctuation"
    ]
    assert controller.trainee == "Ana"
    controller.close()
