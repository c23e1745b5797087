"""The draw-stub question (issue 18): "p4 wants 3 cards; 2 remain in the stub".

Checked against the rule itself, not the code that poses it: the stub runs out
exactly when a player wants more cards than it holds (Robert's Rules of Poker v11,
Lowball); then he gets what is left and the rest from a new stub. The stub count
the question states must be what a deck of 52 leaves after every card dealt in the
recorded hand and one burn per draw (WSOP 2026 tournament rules, draw games).
"""

from __future__ import annotations

import re

import pytest

from dealer_trainer.quiz.generator import GenerationError, Generator, Settings
from dealer_trainer.quiz.grading import grade
from dealer_trainer.quiz.kinds_draw import CHOICES
from dealer_trainer.quiz.model import Part, Question

WANTS = re.compile(r"p(\d+) throws (\d+) cards? and wants \2; (\d+) cards? remains? in the stub")
BURNED = re.compile(r"\((\d+) burned so far this hand\)")


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    out: list[Question] = []
    for seed in range(10):
        out += Generator(seed, Settings(kinds=("draw_stub",))).questions(20)
    return out


def _numbers(q: Question) -> tuple[int, int, int, int]:
    wants = WANTS.search(q.prompt)
    burned = BURNED.search(q.prompt)
    assert wants and burned, q.prompt
    player, wanted, left = (int(x) for x in wants.groups())
    return player, wanted, left, int(burned.group(1))


DEAL_ALL, NEW_STUB, OWN_DISCARDS, BURNS, SHORT, MISDEAL = range(6)
"""The choices by their place in ``CHOICES``."""


def _letters(q: Question) -> dict[int, str]:
    """Each of the six procedures (by its place in ``CHOICES``) and its letter in ``q``."""
    by_text = {c.text: c.letter for c in q.form.choices}
    assert sorted(by_text.values()) == list("abcdef")
    return {k: by_text[c.text] for k, c in enumerate(CHOICES)}


def test_the_choices_are_dealt_in_many_orders(questions: list[Question]) -> None:
    orders = {tuple(c.text for c in q.form.choices) for q in questions}
    assert len(orders) > len(questions) // 2
    keys = {q.answer[0].letter for q in questions}
    assert keys == set("abcdef")


def test_the_key_follows_the_rule(questions: list[Question]) -> None:
    runs_out = 0
    for q in questions:
        player, wanted, left, _ = _numbers(q)
        assert q.situation is not None and q.situation.seat == player - 1
        letter = _letters(q)
        if wanted > left:
            assert q.answer == (Part(letter=letter[NEW_STUB], amount=wanted - left),)
            runs_out += 1
        else:
            assert q.answer == (Part(letter=letter[DEAL_ALL]),)
    # mostly the hard case, sometimes the plain one
    assert 100 <= runs_out < len(questions)


def test_the_stub_count_is_what_the_deck_leaves(questions: list[Question]) -> None:
    for q in questions:
        _, _, left, burned = _numbers(q)
        assert q.situation is not None
        dealt = sum(
            len(action.split()[-1]) // 2
            for action in q.situation.actions
            if action.startswith("d dh ")
        )
        assert left == 52 - dealt - burned, q.prompt


def test_every_wrong_choice_is_a_named_dealer_mistake(questions: list[Question]) -> None:
    for q in questions:
        letters = {t.answer[0].letter for t in q.traps}
        letter = _letters(q)
        # the four wrong procedures are always traps, whatever letters they have
        assert {letter[k] for k in (OWN_DISCARDS, BURNS, SHORT, MISDEAL)} <= letters
        for trap in q.traps:
            result = grade(q, trap.answer)
            assert not result.correct and result.mistake is not None
        assert grade(q, q.answer).correct


def test_the_explanation_never_reshuffles_the_burns_or_his_own_discards(
    questions: list[Question],
) -> None:
    for q in questions:
        player, wanted, left, _ = _numbers(q)
        text = " ".join(step.text for step in q.working)
        if wanted > left:
            assert f"without the burn cards and without p{player}'s own discards" in text
            assert f"deal p{player} his other {wanted - left} from the new stub" in text
        else:
            assert "new stub" not in text


def test_only_draw_games_ask_it() -> None:
    with pytest.raises(GenerationError, match="no variant"):
        Generator(1, Settings(kinds=("draw_stub",), variants=("NT", "PO5/8")))
    q = Generator(1, Settings(kinds=("draw_stub",), variants=("FB/A5",))).question(0)
    assert q.variant == "FB/A5" and "Badacey" in q.prompt


def test_the_forced_bets_told_are_those_of_the_setup(questions: list[Question]) -> None:
    # the poser reads the forced bets from its own hand before anyone acts; a fresh hand of
    # the same setup (what a question's context reads by default) must tell the same
    from dealer_trainer.engine.state import HandState
    from dealer_trainer.quiz.kinds import Ctx

    for q in questions:
        assert q.situation is not None
        intro = Ctx(HandState(q.situation.setup)).intro()
        assert q.prompt.startswith("\n".join(intro) + "\n"), (intro, q.prompt)


def test_a_deal_dropped_early_would_have_asked_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shortcut that gives up on a deal once the stub cannot run out in time changes no
    question: with it turned off, every deal poses the same question, or none."""
    from dealer_trainer.quiz import kinds_draw
    from dealer_trainer.quiz.ids import VARIANTS
    from dealer_trainer.quiz.prng import Prng

    vids = [vid for vid in VARIANTS if kinds_draw.draw_game(vid)]
    deals = [(vid, k) for vid in vids for k in range(60)]
    quick = [kinds_draw.pose_draw_stub(vid, Prng(11).derive(k), qid="x") for vid, k in deals]
    monkeypatch.setattr(kinds_draw, "_most_drawn", lambda *_: 10**6)  # never gives up early
    full = [kinds_draw.pose_draw_stub(vid, Prng(11).derive(k), qid="x") for vid, k in deals]
    assert quick == full
    assert sum(q is None for q in full) > 10  # deals that ask nothing were among them
