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


@pytest.mark.parametrize("kind", sorted(generator._SPENT))
def test_a_spent_hand_asks_its_question_no_more(kind: str) -> None:
    # generator._SPENT[kind], once true after an action, stays true, and no player to act
    # after it is asked the question (the stop is never rolled, or the poser answers None)
    test = generator._SPENT[kind]
    last_street = generator._LAST_STREET.get(kind, 99)
    spent_hands = asked_before = 0
    for vid in compatible_variants(kind):
        for seed in range(60):
            sim = generator._Sim(vid, kind, 1 + seed % 5, STANDARD, Prng(seed), seed % 2)
            hand = sim.hand
            spent = False
            for _ in range(200):
                if hand.finished:
                    break
                if hand.actor is None:
                    sim.catch_up()
                    if hand.actor is None:
                        break
                    continue
                ctx = Ctx(hand, sim.forced, seed % 2)
                asked = hand.street <= last_street and generator._worth_asking(kind, ctx)
                posed = POSERS[kind](ctx) if asked else None
                if spent:
                    assert posed is None
                else:
                    asked_before += posed is not None
                sim.act()
                if not hand.finished:
                    now = test(hand, sim.forced)
                    assert now or not spent  # once spent, spent to the end
                    spent_hands += now and not spent
                    spent = now
                if hand.street > sim.dealt_street or hand.finished:
                    sim.catch_up()
    assert spent_hands >= 20 and asked_before >= 50


@pytest.mark.parametrize("kind", sorted(generator._SPENT))
def test_dropping_spent_hands_keeps_the_same_questions(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(kinds=(kind,))
    early = [repr(q) for q in Generator(17, settings).questions(40)]
    monkeypatch.setattr(generator, "_SPENT", {})
    played_out = [repr(q) for q in Generator(17, settings).questions(40)]
    assert early == played_out


@pytest.mark.parametrize(
    "kind",
    sorted(set(generator.POSERS) - {"chip_count", "showdown", "rake"}),
)
def test_kinds_tested_without_a_context(kind: str) -> None:
    # _build rolls the stop before making a context for these kinds: _worth_asking_hand
    # must answer as _worth_asking does
    seen = [0, 0]
    for vid in compatible_variants(kind)[:4]:
        for seed in range(8):
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
                ctx = Ctx(hand, sim.forced, seed % 2)
                alone = generator._worth_asking_hand(kind, hand, sim.forced, seed % 2)
                assert generator._all_in_now(hand) == any(m.all_in for m in ctx.now)
                assert generator._worth_asking(kind, ctx) == alone
                seen[alone] += 1
                sim.act()
                if hand.street > sim.dealt_street or hand.finished:
                    sim.catch_up()
    assert seen[True] >= 20
    # the kinds it tests (the others are always worth asking)
    if kind in (
        "pot_count",
        "side_pots",
        "stud_order",
        "to_call",
        "min_raise",
        "limit_bet",
        "blinds",
    ):
        assert seen[False] >= 20
