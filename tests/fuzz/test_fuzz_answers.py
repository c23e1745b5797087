"""Fuzzing the one answer reader, in the terminal's and the window's grading (issue 17).

Any typed text is either read (an amount from 0 to the largest amount, a player of the
hand) or refused with :class:`AnswerRefused` (the window's :class:`AnswerError`) and a
one-line message; nothing else is ever raised, and a refused answer is never graded.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.engine import speech
from dealer_trainer.engine.amounts import MAX_AMOUNT
from dealer_trainer.gui.questions import AnswerError, Graded, from_quiz, grade
from dealer_trainer.quiz.answers import AnswerRefused, parse_amount, parse_player, parse_response
from dealer_trainer.quiz.generator import Generator
from tests.fuzz.budget import NASTY, fuzz, one_line

FORM_QUESTIONS = {"amount": 0, "choice": 1, "amounts": 7, "pots": 8, "player": 32, "shares": 37}
"""A question of each answer form, by its number in ``Generator(7)``."""

QUESTIONS = [Generator(7).question(n) for n in FORM_QUESTIONS.values()]

TYPED = st.one_of(
    st.text(max_size=40),
    st.text(alphabet="0123456789,. $€k-'²①٣５", max_size=25),
    st.from_regex(r"[$€£¥₹]?[0-9]{1,7}([.,][0-9]{1,3})?k?[$€£¥₹]?", fullmatch=True),
    st.sampled_from(NASTY),
)
"""What a trainee might type: anything, number-like text, and inputs known to be hostile."""


@fuzz(600)
@given(TYPED)
def test_an_amount_is_read_in_range_or_refused_in_one_line(text: str) -> None:
    try:
        value = parse_amount(text)
    except AnswerRefused as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert 0 <= value <= MAX_AMOUNT


@fuzz(400)
@given(TYPED, st.integers(2, 10))
def test_a_player_is_one_of_the_hand_or_refused(text: str, players: int) -> None:
    try:
        player = parse_player(text, players)
    except AnswerRefused as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert 0 <= player < players


@fuzz(400)
@given(st.sampled_from(QUESTIONS), st.lists(TYPED, min_size=1, max_size=4))
def test_every_answer_form_reads_or_refuses(question: object, lines: list[str]) -> None:
    try:
        answer = parse_response(question, lines)  # type: ignore[arg-type]
    except AnswerRefused as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert len(answer) == len(lines)


@fuzz(300)
@given(st.sampled_from(QUESTIONS), st.lists(TYPED, min_size=1, max_size=4))
def test_the_window_grades_or_says_what_was_expected(question: object, lines: list[str]) -> None:
    asked = from_quiz(question)
    try:
        graded = grade(asked, lines, 1_000)
    except AnswerError as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert isinstance(graded, Graded)
    assert len(graded.parts) == len(lines)


@fuzz(400)
@given(TYPED)
def test_a_spoken_amount_is_read_or_refused_and_agrees_with_the_typed_reader(text: str) -> None:
    try:
        spoken = speech.parse_amount(text)
    except speech.SpeechError as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert 0 <= spoken <= MAX_AMOUNT
    if text.strip().isascii() and text.strip().isdigit():
        assert parse_amount(text) == spoken  # plain digits mean the same to both readers
