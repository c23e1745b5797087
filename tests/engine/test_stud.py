"""Stud: bring-in, completion, who acts first, street sizes (corpus B.5, text 2 3.2(b), 5.3)."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.options import STANDARD, TDA_2024, WSOP_2026_CASH
from dealer_trainer.engine.state import IllegalActionError, RaiseBlock

from .tables import deal_stud, play, table

DEEP = 100_000


def stud(n, *, game="F7S", profile=STANDARD, stacks=None, ante=1, bring_in=5, small=15, big=30):
    return table(
        stacks or [DEEP] * n,
        game=game,
        antes=(ante,) * n,
        bring_in=bring_in,
        small_bet=small,
        big_bet=big,
        profile=profile,
    )


def doors(hand, *cards):
    """Third street: two unseen down cards and the given door card for each player."""
    return deal_stud(hand, *(f"????{c}" for c in cards))


def test_st01_lowest_card_by_suit_brings_in():
    hand = doors(stud(7), "3d", "9s", "2h", "Td", "Jc", "2c", "Ks")
    assert hand.bring_in_player() == 5
    assert hand.actor == 5 and hand.bring_in_due and not hand.can_check()


def test_t2_5_3a_suit_order_clubs_diamonds_hearts_spades():
    hand = doors(stud(4), "4s", "4h", "4d", "4c")
    assert hand.bring_in_player() == 3
    hand = doors(stud(3), "4s", "4h", "4d")
    assert hand.bring_in_player() == 2


def test_st02_razz_highest_card_brings_in():
    hand = doors(stud(8, game="FR"), "2c", "Kd", "3d", "4h", "Ks", "5s", "Qc", "9h")
    assert hand.bring_in_player() == 4


@pytest.mark.parametrize(("game", "expected"), [("F7S", 1), ("F7S/8", 1), ("FR", 1)])
def test_ace_is_high_for_the_bring_in_in_stud_and_stud8_low_in_razz(game, expected):
    # stud and stud/8: the ace counts high, so the deuce is lowest and brings in;
    # razz: the ace counts low, so the deuce is the highest card and brings in.
    hand = doors(stud(2, game=game), "Ah", "2c")
    assert hand.bring_in_player() == expected


def test_st04_bring_in_then_completion_then_three_raises():
    hand = doors(stud(4), "2c", "9d", "Td", "Jd")
    play(hand, "p1 pb")
    assert hand.actor == 1 and hand.to_call() == 5
    assert hand.min_raise_to() == hand.max_raise_to() == 15
    totals = []
    while hand.can_raise():
        totals.append(hand.min_raise_to())
        hand.raise_to(hand.min_raise_to())
    assert totals == [15, 30, 45, 60]
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


def test_st04_four_raise_cap():
    hand = doors(stud(4, profile=WSOP_2026_CASH), "2c", "9d", "Td", "Jd")
    play(hand, "p1 pb")
    totals = []
    while hand.can_raise():
        totals.append(hand.min_raise_to())
        hand.raise_to(hand.min_raise_to())
    assert totals == [15, 30, 45, 60, 75]


def test_st05_bring_in_may_open_for_a_full_bet():
    hand = doors(stud(4), "2c", "9d", "Td", "Jd")
    assert hand.min_raise_to() == 15
    play(hand, "p1 cbr 15")
    assert [hand.min_raise_to()] == [30]
    play(hand, "p2 cbr 30", "p3 cbr 45", "p4 cbr 60")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


def test_bring_in_is_forced():
    hand = doors(stud(3), "2c", "9d", "Td")
    with pytest.raises(IllegalActionError, match="bring-in"):
        hand.check_or_call()
    with pytest.raises(IllegalActionError, match="forced"):
        hand.fold()


def test_everyone_calls_the_bring_in_and_the_round_ends():
    hand = doors(stud(3), "2c", "9d", "Td")
    play(hand, "p1 pb", "p2 cc", "p3 cc")
    assert hand.street_name == "fourth street"
    assert hand.actor is None  # fourth street's cards are not dealt yet


def test_st07_low_card_all_in_for_the_ante():
    hand = doors(stud(4, stacks=[1, DEEP, DEEP, DEEP]), "2c", "9d", "Td", "Jd")
    assert hand.stacks[0] == 0
    assert hand.actor == 1 and hand.bring_in_due and not hand.can_check()
    play(hand, "p2 pb")
    assert hand.actor == 2 and hand.to_call() == 5


def _fourth(hand, *ups):
    return deal_stud(hand, *ups)


def test_best_showing_hand_acts_first_on_fourth_street():
    hand = doors(stud(3), "2c", "9d", "Kd")
    play(hand, "p1 pb", "p2 cc", "p3 cc")
    _fourth(hand, "3c", "9h", "Ac")
    assert hand.actor == 1  # the open pair of nines
    assert hand.can_check()


def test_razz_lowest_board_acts_first():
    hand = doors(stud(3, game="FR"), "Kc", "4d", "7d")
    play(hand, "p1 pb", "p2 cc", "p3 cc")
    _fourth(hand, "Qc", "4h", "2s")
    assert hand.actor == 2  # 7-2 is the lowest; 4-4 is a pair


@pytest.mark.parametrize(("profile", "first"), [(WSOP_2026_CASH, 1), (TDA_2024, 5)])
def test_st10_tie_on_board(profile, first):
    cards = ["2c", "Kh", "5d", "6d", "8c", "Ks", "9h"]
    hand = doors(stud(7, profile=profile), *cards)
    play(hand, "p1 pb", *(f"p{k} cc" for k in range(2, 8)))
    fourth = ["3c", "7d", "4h", "Jd", "Tc", "7c", "Qh"]
    _fourth(hand, *fourth)
    # seats 2 and 6 both show K-7; everyone else is lower
    assert hand.actor == first


def test_st08_open_pair_on_fourth_allows_the_big_bet():
    hand = doors(stud(3, small=5, big=10, bring_in=2), "2c", "9d", "Kd")
    play(hand, "p1 pb", "p2 cc", "p3 cc")
    _fourth(hand, "3c", "9h", "Ac")
    assert hand.min_raise_to() == 5 and hand.max_raise_to() == 10
    play(hand, "p2 cbr 5")
    assert hand.min_raise_to() == 10 and hand.max_raise_to() == 15
    with pytest.raises(IllegalActionError, match="10 or 15"):
        hand.raise_to(12)
    play(hand, "p3 cbr 15")
    assert hand.min_raise_to() == hand.max_raise_to() == 25


@pytest.mark.parametrize(
    "profile", [TDA_2024, STANDARD.with_options(stud_4th_open_pair_option="not_allowed")]
)
def test_st08_no_open_pair_option_in_tournaments(profile):
    hand = doors(stud(3, small=5, big=10, bring_in=2, profile=profile), "2c", "9d", "Kd")
    play(hand, "p1 pb", "p2 cc", "p3 cc")
    _fourth(hand, "3c", "9h", "Ac")
    assert hand.min_raise_to() == hand.max_raise_to() == 5


@pytest.mark.parametrize("game", ["FR", "F7S/8"])
def test_no_open_pair_option_in_razz_or_stud8(game):
    hand = doors(stud(3, game=game, small=5, big=10, bring_in=2), "Kc", "9d", "Qd")
    play(hand, f"p{hand.actor + 1} pb")
    while hand.street == 0:
        hand.check_or_call()
    _fourth(hand, "3c", "9h", "Ac")
    assert hand.min_raise_to() == hand.max_raise_to() == 5


def test_st11_t2_3_2b_street_sizes():
    hand = doors(stud(3, small=5, big=10, bring_in=2), "2c", "9d", "Kd")
    assert hand.min_raise_to() == 5  # completion
    play(hand, "p1 pb")
    assert hand.to_call() == 2
    play(hand, "p2 cc", "p3 cc")
    units = []
    for ups in (("3c", "8h", "Ac"), ("4c", "7h", "Qc"), ("5d", "6h", "Jc"), ("??", "??", "??")):
        _fourth(hand, *ups)
        units.append(hand.min_raise_to())
        while hand.actor is not None and hand.street < 5:
            start = hand.street
            hand.check_or_call()
            if hand.street != start:
                break
    assert units == [5, 10, 10, 10]
