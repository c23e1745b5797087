"""The one answer grammar (issue 17): each hostile or ambiguous input decided on purpose.

The quiz's docstring in ``dealer_trainer/quiz/answers.py`` and the README's quiz section
give the grammar; these tests hold every case the issue lists to it, in the terminal's
reader and in the window's grading alike.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine import speech
from dealer_trainer.quiz import answers, grading
from dealer_trainer.quiz.answers import AnswerRefused, parse_amount, parse_part, parse_player
from dealer_trainer.quiz.generator import Generator

READ = [
    ("1600", 1600),
    ("1,600", 1600),
    ("1.600", 1600),
    ("1 600", 1600),
    ("$1,600", 1600),
    ("₹5", 5),  # a currency sign before ...
    ("1¥", 1),  # ... or after
    ("15k", 15_000),  # thousands, as dealers say them
    ("1.6k", 1_600),
    ("1.600,00", 1600),  # a decimal part of zeros, European style
    ("1,600.00", 1600),
    ("1000000000000000", 10**15),  # the largest amount
]

REFUSED = [
    ("²", "digits 0 to 9"),  # a superscript two is not the digit 2
    ("①", "digits 0 to 9"),
    ("٣", "digits 0 to 9"),  # an Arabic-Indic three: only the digits 0-9 are amounts
    ("５００", "digits 0 to 9"),  # full-width digits
    ("16 00", "not one amount"),  # groups after the first have three digits
    ("1 1 1 1", "not one amount"),
    ("2.", "not a whole amount"),
    ("1.5", "not a whole amount"),
    ("-5", "never negative"),
    ("1000000000000001", "too large"),
    ("9" * 4301, "too large"),
    ("", "no amount given"),
    ("call", "not an amount"),
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_amounts_the_grammar_reads(text: str, value: int) -> None:
    assert parse_amount(text) == value


@pytest.mark.parametrize(("text", "why"), REFUSED)
def test_amounts_the_grammar_refuses_say_what_was_expected(text: str, why: str) -> None:
    with pytest.raises(AnswerRefused) as refused:
        parse_amount(text)
    message = str(refused.value)
    assert why in message
    assert "\n" not in message and len(message) < 250  # one line, even for 4,301 digits


@pytest.mark.parametrize(
    ("text", "players", "player"),
    [("p13", 13, 12), ("13", 13, 12), ("2.", 6, 1), ("2,", 6, 1), ("seat 3", 6, 2), ("P3", 6, 2)],
)
def test_players_the_grammar_reads(text: str, players: int, player: int) -> None:
    assert parse_player(text, players) == player


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("p13", "there is no player p13 (players p1 to p10)"),
        ("²", "is not a player"),
        ("p0", "there is no player p0"),
        ("٣", "is not a player"),
        ("p", "is not a player"),
    ],
)
def test_players_the_grammar_refuses(text: str, why: str) -> None:
    with pytest.raises(AnswerRefused, match=rf"{why.replace('(', '.').replace(')', '.')}"):
        parse_player(text, 10)


def test_seat_words_are_players_in_every_form() -> None:
    q = Generator(7).question(8)  # a side-pots question: pot lines name players
    assert q.form.kind.value == "pots"
    assert parse_part(q, "1250 seat 2 seat 3") == parse_part(q, "1250 p2 p3")


def test_grading_reads_with_the_one_reader() -> None:
    """The terminal's grading module re-exports the one reader; it has no copy of its own."""
    assert grading.parse_amount is answers.parse_amount
    assert grading.parse_player is answers.parse_player
    assert grading.AnswerRefused is answers.AnswerRefused


@pytest.mark.parametrize("text", ["-5", "- 5", "-five", "raise -500"])
def test_a_spoken_negative_amount_is_refused(text: str) -> None:
    with pytest.raises(speech.SpeechError, match="negative"):
        speech.parse_amount(text)


def test_a_spoken_hyphen_still_joins_number_words() -> None:
    assert speech.parse_amount("twenty-five") == 25
    assert speech.parse_amount("one hundred twenty-five") == 125
