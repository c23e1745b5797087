"""Who counts for heads-up in fixed limit when a player is all-in (issue 13, doubtful ruling 2a).

Source text 2 lifts the cap "when only two players are contesting the pot (heads-up)": a
player all-in for less still contests the (main) pot, so two players raising over him are
three contesting it and stay capped. Robert's Rules of Poker v11 (Betting and Raising 3-4)
caps only "a pot involving three or more players who are not all-in": there the two with
chips behind are heads-up and raise without limit. Rooms differ, so it is the venue option
LIMIT_HEADS_UP_PLAYERS: ``contesting_the_pot`` (the default, text 2) or ``not_all_in``
(the rrop-11 profile).
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    RROP_11,
    STANDARD,
    LimitHeadsUpPlayers,
    VenueProfile,
)
from dealer_trainer.engine.state import HandSetup, HandState, RaiseBlock, Stakes


def _capped_over_an_allin(profile: VenueProfile, short: int = 15) -> HandState:
    """Limit hold'em 10/20, three players: p1 (small blind) calls all-in for less, p2 and p3
    raise on to the fourth bet (bet and three raises); p2 to act."""
    setup = HandSetup(
        GAMES["FT"],
        Stakes(blinds=(5, 10, 0), small_bet=10, big_bet=20),
        (short, 1_000, 1_000),
        profile=profile,
    )
    hand = HandState(setup)
    hand.raise_to(20, 2)  # p3 raises (the big blind is the bet)
    hand.check_or_call(0)  # p1 calls all-in for 15
    assert hand.stacks[0] == 0
    hand.raise_to(30, 1)  # p2 re-raises
    hand.raise_to(40, 2)  # p3: the fourth bet, the cap of bet + 3 raises
    assert hand.raise_count == 4 and hand.actor == 1
    return hand


def test_the_default_counts_the_all_in_player_as_contesting_the_pot() -> None:
    assert STANDARD.limit_heads_up_players is LimitHeadsUpPlayers.CONTESTING_THE_POT
    hand = _capped_over_an_allin(STANDARD)
    assert hand.raise_blocked(1) is RaiseBlock.CAP_REACHED
    assert not hand.can_raise(1)


def test_rrop_counts_only_players_not_all_in() -> None:
    assert RROP_11.limit_heads_up_players is LimitHeadsUpPlayers.NOT_ALL_IN
    hand = _capped_over_an_allin(RROP_11)
    assert hand.raise_blocked(1) is None
    assert hand.min_raise_to(1) == 50  # one more small bet over 40, and on without limit
    hand.raise_to(50, 1)
    hand.raise_to(60, 2)
    assert hand.can_raise(1) and hand.min_raise_to(1) == 70


@pytest.mark.parametrize("name", list(BUILTIN_PROFILES))
def test_with_nobody_all_in_both_values_lift_the_cap_heads_up(name: str) -> None:
    """Two players, nobody all-in: heads-up under either value (the option changes nothing)."""
    results = set()
    for value in LimitHeadsUpPlayers:
        profile = BUILTIN_PROFILES[name].with_options(limit_heads_up_players=value.value)
        setup = HandSetup(
            GAMES["FT"],
            Stakes(blinds=(5, 10), small_bet=10, big_bet=20),
            (1_000, 1_000),
            profile=profile,
        )
        hand = HandState(setup)
        for to in (20, 30, 40):
            hand.raise_to(to, hand.actor)
        assert hand.raise_count == 4
        results.add(hand.can_raise(hand.actor))
    assert len(results) == 1


def test_a_round_that_began_three_handed_with_an_all_in_player_is_not_heads_up() -> None:
    """ONLY_IF_ROUND_BEGAN_HEADS_UP (WSOP cash) counts the same way: with the all-in player
    counted (the default) the flop begins three-handed and stays capped."""
    for value, lifted in (("contesting_the_pot", False), ("not_all_in", True)):
        profile = STANDARD.with_options(
            limit_heads_up_uncapped="only_if_round_began_heads_up", limit_heads_up_players=value
        )
        hand = _capped_over_an_allin(profile)
        hand.check_or_call(1)  # p2 calls 40: the flop
        assert hand.street == 1
        actor = hand.actor
        assert actor is not None
        for _ in range(4):  # bet and three raises between p2 and p3
            hand.raise_to(hand.level + 10, hand.actor)
        assert hand.raise_count == 4
        assert hand.can_raise(hand.actor) is lifted, value
