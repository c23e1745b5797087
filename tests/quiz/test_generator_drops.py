"""A hand the generator cannot use is dropped early, and that never changes the question kept.

Kinds asked of the player to act (``generator._ASKED_OF_THE_ACTOR``) drop a hand as soon as it
ends instead of dealing it out and posing it once more; that is only right if their posers
ask nothing of a finished hand.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.options import STANDARD
from dealer_trainer.quiz import generator
from dealer_trainer.quiz.generator import Generator, Settings, compatible_variants
from dealer_trainer.quiz.kinds import POSERS, Ctx
from dealer_trainer.quiz.prng import Prng

ACTOR_KINDS = sorted(generator._ASKED_OF_THE_ACTOR)


@pytest.mark.parametrize("kind", ACTOR_KINDS)
def test_a_finished_hand_asks_nothing_of_these_kinds(kind: str) -> None:
    finished = 0
    for vid in compatible_variants(kind):
        for seed in range(6):
            sim = generator._Sim(vid, kind, 1 + seed % 5, STANDARD, Prng(seed), seed % 2)
            hand = sim.hand
            for _ in range(200):
                if hand.finished:
                    break
                if hand.actor is None:
                    sim.catch_up()
                    if hand.actor is None:
                        break
                    continue
                sim.act()
            if hand.finished:
                sim.catch_up()
                finished += 1
                assert POSERS[kind](Ctx(hand, sim.forced, seed % 2)) is None
    assert finished >= 6


@pytest.mark.parametrize("kind", ACTOR_KINDS)
def test_dropping_early_keeps_the_same_questions(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    early = [repr(q) for q in Generator(31, Settings(kinds=(kind,))).questions(12)]
    monkeypatch.setattr(generator, "_ASKED_OF_THE_ACTOR", frozenset())
    played_out = [repr(q) for q in Generator(31, Settings(kinds=(kind,))).questions(12)]
    assert early == played_out
