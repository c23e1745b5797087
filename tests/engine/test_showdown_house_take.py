"""``house_take`` returns (0, 0) at once for a house that posts no rake, drop or jackpot
drop, without looking through the moves for "no flop, no drop". These tests compare it with
the rake's own working (``engine.explain.rake_parts``) on many dealt hands, with and without
a rake, and check that a settlement then loses no chip.
"""

from __future__ import annotations

import functools

import pytest

from dealer_trainer.engine.explain import first_round, rake_parts, rake_percent
from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.engine.showdown import _ended_on_first_round, house_take, settle
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


@functools.cache
def _rake_hands() -> list[HandState]:
    """Dealt rake hands, dealt once for every house below (only read there)."""
    return _hands("rake", 80)


@pytest.mark.parametrize("house", range(len(RAKE_HOUSES)))
def test_a_percentage_worked_out_once_takes_as_worked_out_each_time(house: int) -> None:
    """``rake_parts(..., percent=...)``, the percentage the rake question works out once for
    a pot, takes what ``rake_parts`` takes working it out itself, every way it is asked."""
    profile: VenueProfile = STANDARD.with_options(**RAKE_HOUSES[house])
    ways = [
        {},
        {"cap": False},
        {"no_flop": False},
        {"round_up": True},
        {"jackpot": False},
        {"cap": False, "round_up": True},
    ]
    compared = 0
    for hand in _rake_hands():
        unit = hand.stakes.chip_unit
        first = first_round(hand)
        total = sum(p.amount for p in hand.pots().pots)
        for pot in (total, total + unit, total * 7 + 3 * unit):  # odd amounts: rounding matters
            if not (profile.rake_percent and pot >= profile.rake_min_pot):
                continue  # the take reads no percentage: nothing is given
            percent = rake_percent(profile, pot, unit)
            for way in ways:
                given = rake_parts(profile, pot, unit, first, percent=percent, **way)  # type: ignore[arg-type]
                assert given == rake_parts(profile, pot, unit, first, **way)  # type: ignore[arg-type]
                compared += 1
    assert compared >= 100 or not profile.rake_percent


def test_the_first_round_is_found_as_any_move_after_it_would_say() -> None:
    """``first_round`` and ``showdown._ended_on_first_round`` read the moves in a loop from
    the last back: as ``any(m.street > 0 ...)`` followed by the same checks."""
    ended = 0
    for hand in _hands("rake", 100) + _hands("showdown", 60):
        after = any(m.street > 0 for m in hand.moves)
        expected = not after and (len(hand.in_hand()) == 1 or (not hand.board and hand.street == 0))
        assert first_round(hand) == expected
        assert _ended_on_first_round(hand) == expected
        ended += expected
    assert ended  # some hands ended on their first round
