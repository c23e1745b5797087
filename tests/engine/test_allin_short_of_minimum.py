"""A push whose least legal raise is all the player's chips is ruled, and said, as an all-in
(issue 13, doubtful ruling 2c): "all in for 48, less than a full raise", never "he must make
the minimum raise, to 48" when 48 is his stack and a full raise is 50 (text 2, table stakes;
a short all-in does not re-open the betting, text 2, 6.1)."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.rulings import RuledAs, rule

from .tables import play, table


@pytest.mark.parametrize(
    ("stack", "how"), [(48, "less than a full raise"), (50, "a full raise"), (60, None)]
)
def test_half_a_raise_pushed_by_a_player_short_of_the_minimum(stack: int, how: str | None) -> None:
    # No-limit 5/10: p3 raises to 30 (a raise of 20); p4 pushes 45 without a word: the 15 over
    # the call is at least half of the 20, so it is a raise (text 2, short raises)
    hand = table([1_000, 1_000, 1_000, stack], blinds=(5, 10))
    play(hand, "p3 cbr 30")
    ruling = rule(hand, chips=[(25, 5, 5, 5, 5)])
    if how is None:  # chips for a full raise behind him: the minimum raise, to 50
        assert (ruling.ruled_as, ruling.to) == (RuledAs.RAISE, 50)
        assert "make the minimum raise, to 50" in ruling.explanation
        return
    assert hand.full_raise_to() == 50
    assert (ruling.ruled_as, ruling.to, ruling.all_in) == (RuledAs.ALL_IN, stack, True)
    assert ruling.reasons[0] == "fifty_all_in"
    assert f"he is all in for {stack}, {how}." in ruling.explanation
    assert "minimum raise" not in ruling.explanation
    assert "table stakes" in ruling.rule


def test_under_the_minimum_bet_with_less_than_a_bet_behind() -> None:
    # No-limit 5/10 on the flop: p1 has 8 left and pushes 5, under the 10 minimum bet
    hand = table([18, 1_000, 1_000], blinds=(5, 10))
    play(hand, "p3 cc", "p1 cc", "p2 cc")
    assert hand.street_name == "flop" and hand.stacks[0] == 8
    ruling = rule(hand, chips=[(5,)])
    assert (ruling.ruled_as, ruling.to, ruling.all_in) == (RuledAs.ALL_IN, 8, True)
    assert ruling.reasons[0] == "under_minimum_all_in"
    assert "he is all in for 8, less than a full bet." in ruling.explanation
    assert "must bet 8" not in ruling.explanation


def test_half_a_bet_more_in_limit_with_less_than_a_raise_behind() -> None:
    # Limit 10/20 (blinds 5/10): p3 raises to 20; p1 (28 in all) adds 20 to his 5: 25 is
    # half a bet over the 20, a raise to 30, but he has only 28 (corpus FL-17)
    hand = table([28, 1_000, 1_000], game="FT", blinds=(5, 10), small_bet=10, big_bet=20)
    play(hand, "p3 cbr 20")
    ruling = rule(hand, chips=[(5, 5, 5, 5)])
    assert (ruling.ruled_as, ruling.to, ruling.all_in) == (RuledAs.ALL_IN, 28, True)
    assert ruling.reasons[0] == "limit_half_bet_all_in"
    assert "p1 is all in for 28, less than a full raise." in ruling.explanation
    assert "complete it to 28" not in ruling.explanation
