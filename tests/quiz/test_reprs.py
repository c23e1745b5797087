"""Reprs a test can paste back (issue 14): hands, their records, questions, answers.

``eval(repr(x), dict(NAMES))`` gives ``x`` again for a question, its answer, a hand's
setup, every entry of a hand's record, a game and a venue profile; a hand in progress
is written as the call that deals and plays it again (``HandState.replayed``).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.options import BUILTIN_PROFILES, STANDARD, Straddle
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.reprs import NAMES


def _pasted(text: str) -> object:
    return eval(text, dict(NAMES))  # the test's own repr, pasted back


def _questions(kind: str, count: int = 8) -> list[Question]:
    gen = Generator(1414, Settings(kinds=(kind,)))
    return [gen.question(n) for n in range(count)]


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_a_question_and_its_answers_paste_back(kind: str) -> None:
    for q in _questions(kind):
        back = _pasted(repr(q))
        assert back == q
        assert isinstance(back, Question) and back.answer == q.answer
        assert _pasted(repr(q.answer)) == q.answer
        for trap in q.traps:
            assert _pasted(repr(trap.answer)) == trap.answer


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_a_hand_pastes_back_as_the_call_that_plays_it_again(kind: str) -> None:
    for q in _questions(kind, 4):
        if q.situation is None:
            continue
        hand = q.situation.hand()
        text = repr(hand)
        assert text.startswith("HandState.replayed(HandSetup(")
        again = _pasted(text)
        assert isinstance(again, HandState)
        assert repr(again) == text
        assert _pasted(repr(hand.setup)) == hand.setup
        assert again.record == hand.record and again.log == hand.log
        assert again.stacks == hand.stacks and again.pots() == hand.pots()
        assert again.actor == hand.actor
        for entry in hand.record:
            assert _pasted(repr(entry)) == entry


def test_games_and_profiles_are_written_by_their_names() -> None:
    for code, game in GAMES.items():
        assert repr(game) == f"GAMES[{code!r}]"
        assert _pasted(repr(game)) is game
    for name, profile in BUILTIN_PROFILES.items():
        assert repr(profile) == f"BUILTIN_PROFILES[{name!r}]"
        assert _pasted(repr(profile)) == profile


def test_a_changed_profile_names_only_the_switches_that_differ() -> None:
    other = next(s for s in Straddle if s is not STANDARD.straddle)
    changed = STANDARD.with_options(straddle=other.value, rake_percent=Decimal("5"))
    text = repr(changed)
    assert text == (
        f"BUILTIN_PROFILES['standard'].with_options(straddle={other.value!r}, "
        "rake_percent=Decimal('5'))"
    )
    assert _pasted(text) == changed
