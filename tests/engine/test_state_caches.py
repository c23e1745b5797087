"""The answers ``HandState`` caches between changes (why a player may not raise, his largest
raise, the fixed-limit targets) are forgotten whenever the state changes.

Each check asks a hand its questions, changes it, and compares every answer with those of
the same hand replayed afresh from its record (which has nothing cached).
"""

from __future__ import annotations

from dataclasses import fields

import pytest

from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.engine.options import STANDARD, PlPotRounding
from dealer_trainer.engine.state import HandSetup, HandState, Stakes, _pad, _padded


def _answers(hand: HandState) -> list[object]:
    """Every per-player answer a cache could hold, for every player."""
    out: list[object] = []
    for i in range(hand.n):
        out += [
            hand.raise_blocked(i),
            hand.can_raise(i),
            hand.min_raise_to(i),
            hand.max_raise_to(i),
        ]
    return out


def _same_as_fresh(hand: HandState) -> None:
    fresh = HandState.replayed(hand.setup, hand.record)
    fresh.profile = hand.profile
    assert _answers(hand) == _answers(fresh)


def test_pot_limit_maximum_follows_each_call() -> None:
    # p4's pot-limit maximum grows with every chip put in before he acts
    hand = HandState(
        HandSetup(
            GAMES["NT"],
            Stakes(blinds=(50, 100)),
            (10_000,) * 4,
            structure=Structure.POT_LIMIT,
        )
    )
    assert hand.max_raise_to(3) == 100 + 150 + 100  # asked before p3 acts: cached
    hand.check_or_call()  # p3 calls 100
    assert hand.max_raise_to(3) == 100 + 250 + 100
    _same_as_fresh(hand)
    hand.raise_to(450)  # p4 raises the pot
    assert hand.max_raise_to(0) == 450 + 700 + 400  # the small blind faces 400 more
    _same_as_fresh(hand)


def test_answers_follow_a_profile_swap() -> None:
    hand = HandState(
        HandSetup(
            GAMES["NT"],
            Stakes(blinds=(50, 100), chip_unit=25),
            (10_000,) * 3,
            structure=Structure.POT_LIMIT,
        )
    )
    hand.raise_to(310)  # p3 to 310: the pot 460, the small blind faces 260
    before = hand.max_raise_to()
    assert before == 310 + 460 + 260
    hand.profile = STANDARD.with_options(pl_pot_rounding=PlPotRounding.ROUND_UP_TO_UNIT.value)
    assert hand.max_raise_to() == 1_050  # 1_030 rounded up to the 25 chip
    _same_as_fresh(hand)


@pytest.mark.parametrize(
    "variant, structure, stakes",
    [
        ("NT", Structure.NO_LIMIT, Stakes(blinds=(50, 100))),
        ("NT", Structure.POT_LIMIT, Stakes(blinds=(50, 100))),
        ("NT", Structure.FIXED_LIMIT, Stakes(blinds=(50, 100), small_bet=100, big_bet=200)),
    ],
)
def test_every_answer_matches_a_fresh_replay_after_each_action(
    variant: str, structure: Structure, stakes: Stakes
) -> None:
    # short stacks, so that all-ins, short raises and closed betting come up
    hand = HandState(HandSetup(GAMES[variant], stakes, (700, 260, 1_500, 420), structure))
    actions = 0
    while hand.actor is not None and actions < 40:
        _answers(hand)  # fill every cache, then change the state
        a = hand.actor
        if hand.can_raise(a) and actions % 3 != 2:
            top = hand.max_raise_to(a)
            assert top is not None
            hand.raise_to(top if actions % 2 else hand.min_raise_to(a) or top)
        else:
            hand.check_or_call()
        actions += 1
        _same_as_fresh(hand)
    assert actions >= 4


def test_padding_keeps_every_other_field() -> None:
    # _pad builds the padded stakes field by field: a field it forgot would reset to its default
    stakes = Stakes(
        antes=(5,),
        blinds=(10, 20),
        bring_in=3,
        small_bet=20,
        big_bet=40,
        min_bet=20,
        spread=(20, 100),
        dead_blinds=(0, 10),
        chip_unit=5,
        blind_count=3,
        antes_live=False,
    )
    padded = _pad(stakes, 4)
    assert (padded.antes, padded.blinds, padded.dead_blinds) == (
        (5, 0, 0, 0),
        (10, 20, 0, 0),
        (0, 10, 0, 0),
    )
    for f in fields(Stakes):
        if f.name not in ("antes", "blinds", "dead_blinds"):
            assert getattr(padded, f.name) == getattr(stakes, f.name), f.name
        assert getattr(padded, f.name) != getattr(Stakes(), f.name), f.name  # not a default


def test_padding_cache_is_by_identity_and_per_table_size() -> None:
    """One Stakes value is padded once per table size; an equal but distinct value, or a
    value made after the first was dropped (its id may be reused), gets its own padding."""
    stakes = Stakes(antes=(5,), blinds=(10, 20))
    four, six = _padded(stakes, 4), _padded(stakes, 6)
    assert _padded(stakes, 4) is four and _padded(stakes, 6) is six
    assert four.blinds == (10, 20, 0, 0) and len(six.blinds) == 6
    other = Stakes(antes=(5, 5), blinds=(10, 20))
    assert _padded(other, 4).antes == (5, 5, 0, 0)
    for ante in range(1, 40):  # fresh values, dropped at once: ids get reused
        assert _padded(Stakes(antes=(ante,), blinds=(10, 20)), 3).antes == (ante, 0, 0)


def test_the_generator_shares_one_stakes_value_between_hands_alike() -> None:
    from dealer_trainer.quiz.generator import Generator, Settings

    gen = Generator(5, Settings(kinds=("pot_count",), variants=("NT",)))
    seen: dict[Stakes, Stakes] = {}
    for i in range(40):
        q = gen.question(i)
        assert q.situation is not None
        st = q.situation.hand().setup.stakes
        assert seen.setdefault(st, st) is st
