"""``house_take`` returns (0, 0) at once for a house that posts no rake, drop or jackpot
drop, without looking through the moves for "no flop, no drop". These tests compare it with
the rake's own working (``engine.explain.rake_parts``) on many dealt hands, with and without
a rake, and check that a settlement then loses no chip.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.explain import first_round, rake_parts
from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.engine.showdown import house_take, settle
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.generator import RAKE_HOUSES, Generator, Settings


def _hands(kind: str, count: int) -> list[HandState]:
    out: list[HandState] = []
    for seed in (3, 2026):
        gen = Generator(seed, Settings(kinds=(kind,)))
        for n in range(count):
            situation = gen.question(n).situation
            assert situation is not None
            out.append(situation.hand())
    return out


@pytest.mark.parametrize("no_flop_no_drop", [True, False])
def test_no_rake_takes_nothing_as_the_full_working_says(no_flop_no_drop: bool) -> None:
    profile = STANDARD.with_options(rake_no_flop_no_drop=no_flop_no_drop)
    hands = _hands("showdown", 300) + _hands("rake", 200)
    for hand in hands:
        hand.profile = profile
        total = sum(p.amount for p in hand.pots().pots)
        full = rake_parts(profile, total, hand.stakes.chip_unit, first_round(hand))
        assert house_take(hand, total) == full == (0, 0)
        result = settle(hand)
        assert (result.rake, result.jackpot) == (0, 0)
        assert sum(result.stacks) == sum(hand.setup.starting_stacks)


@pytest.mark.parametrize("house", range(len(RAKE_HOUSES)))
def test_a_rake_is_taken_as_the_full_working_says(house: int) -> None:
    profile: VenueProfile = STANDARD.with_options(**RAKE_HOUSES[house])
    taken = 0
    for hand in _hands("rake", 150):
        hand.profile = profile
        total = sum(p.amount for p in hand.pots().pots)
        full = rake_parts(profile, total, hand.stakes.chip_unit, first_round(hand))
        assert house_take(hand, total) == full
        taken += sum(full) > 0
    assert taken  # the house took something from some of these pots
