"""The fixed-limit "may he raise?" question at the cap over an all-in player says whom the
heads-up rule counts (LIMIT_HEADS_UP_PLAYERS, issue 13, doubtful ruling 2a), keyed by the
engine under either value."""

from __future__ import annotations

from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.options import RROP_11, STANDARD, VenueProfile
from dealer_trainer.engine.state import HandSetup, HandState, Stakes
from dealer_trainer.quiz.kinds import Ctx, limit_bet
from dealer_trainer.quiz.narrate import Forced


def _ask(profile: VenueProfile, short: int = 15) -> tuple[HandState, Ctx]:
    """Limit hold'em 10/20: p1 calls all-in for 15, p2 and p3 raise on to 40 (the cap)."""
    setup = HandSetup(
        GAMES["FT"],
        Stakes(blinds=(5, 10, 0), small_bet=10, big_bet=20),
        (short, 1_000, 1_000),
        profile=profile,
    )
    hand = HandState(setup)
    forced = Forced.at_start(hand)
    hand.raise_to(20, 2)
    hand.check_or_call(0)
    hand.raise_to(30, 1)
    hand.raise_to(40, 2)
    return hand, Ctx(hand, forced)


def test_the_default_keeps_the_cap_and_says_why() -> None:
    hand, ctx = _ask(STANDARD)
    posed = limit_bet(ctx)
    assert posed is not None
    assert [p.letter for p in posed.answer] == ["b"]  # capped: call or fold
    steps = [s.text for s in posed.working]
    assert any("p1 all-in still contests the pot" in t and "the cap stands" in t for t in steps)
    assert "LIMIT_HEADS_UP_PLAYERS = contesting_the_pot" in posed.option
    assert not hand.can_raise(1)  # the key is the engine's


def test_robert_s_rules_lift_the_cap_and_say_why() -> None:
    hand, ctx = _ask(RROP_11)
    posed = limit_bet(ctx)
    assert posed is not None
    assert [(p.letter, p.amount) for p in posed.answer] == [("a", 50)]
    assert hand.min_raise_to(1) == 50
    steps = [s.text for s in posed.working]
    assert any("only two players who are not all-in are left (p1 all-in" in t for t in steps)
    assert "LIMIT_HEADS_UP_PLAYERS = not_all_in" in posed.option


def test_without_an_all_in_player_the_option_is_not_named() -> None:
    # p1 deep: he folds instead, and the two left are heads-up under either value
    setup = HandSetup(
        GAMES["FT"],
        Stakes(blinds=(5, 10, 0), small_bet=10, big_bet=20),
        (1_000,) * 3,
        profile=STANDARD,
    )
    hand = HandState(setup)
    forced = Forced.at_start(hand)
    hand.raise_to(20, 2)
    hand.fold(0)
    hand.raise_to(30, 1)
    hand.raise_to(40, 2)
    posed = limit_bet(Ctx(hand, forced))
    assert posed is not None
    assert [(p.letter, p.amount) for p in posed.answer] == [("a", 50)]
    assert "LIMIT_HEADS_UP_PLAYERS" not in posed.option
    assert any("only two players are contesting the pot" in s.text for s in posed.working)
