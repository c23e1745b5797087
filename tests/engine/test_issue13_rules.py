"""Issue 13, engine side: keyed answers the quiz once got wrong, pinned to the rulebook.

- Stud odd chip (corpus A.12 "stud: high card by suit"; STUD_ODD_CHIP_CARDS): Poker TDA
  Rules 2024, Rule 20 looks at the five-card hand; Robert's Rules of Poker v11 ("Ties")
  looks at all the cards, the highest by suit in high games and the lowest in low games.
- Stud first to act on identical boards (corpus A.7, ST-10; TDA 2024 RP-10-D): the high
  card by suit, razz included (4h beats 4c).
- Pot-limit maximum (corpus A.5, PL_PREFLOP_SB_VALUE): the small blind counts as a big
  blind only until the big blind has acted, and a fold is an action.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    RROP_11,
    STANDARD,
    TDA_2024,
    WSOP_2026_CASH,
    StudOddChipCards,
)
from dealer_trainer.engine.rulings import rule
from dealer_trainer.engine.showdown import odd_chip_cards, settle, show_order

from .tables import play, table

DEEP = 100_000


def _stud_showdown(game, profile, streets, folder=2):
    """Three players, antes 1, bring-in 1, 2/4; the third folds on third street.

    ``streets``: per street, one card string per player (third street: two down and the
    door). Everyone else checks or calls down. The pot is 5: one odd chip.
    """
    hand = table(
        [DEEP] * 3,
        game=game,
        antes=(1, 1, 1),
        bring_in=1,
        small_bet=2,
        big_bet=4,
        profile=profile,
    )
    for cards in streets:
        for i, text in enumerate(cards):
            if text and not hand.folded[i]:
                hand.deal_hole(i, parse_cards(text))
        while hand.actor is not None:
            if hand.bring_in_due:
                hand.post_bring_in()
            elif hand.actor == folder:
                hand.fold()
            else:
                hand.check_or_call()
    assert hand.finished and hand.pot_total() == 5
    return hand


# p1: Jc 9c 3s | Td 7h 8h | As : jack-high straight (7h 8h 9c Td Jc), the ace outside it
# p2: Ts 4h 8d | 9s Th 7s | Js : jack-high straight (7s 8d 9s T Js)
ISSUE_EXAMPLE = (
    ("Jc9c3s", "Ts4h8d", "KsKhQc"),
    ("Td", "9s", ""),
    ("7h", "Th", ""),
    ("8h", "7s", ""),
    ("As", "Js", ""),
)


@pytest.mark.parametrize(
    ("profile", "odd_chip_to"),
    [
        (STANDARD, 1),  # Js in p2's straight beats Jc in p1's: TDA 2024 Rule 20
        (TDA_2024, 1),
        (RROP_11, 0),  # all cards count: p1's ace of spades is the highest card
    ],
    ids=lambda v: getattr(v, "name", str(v)),
)
def test_stud_odd_chip_five_card_hand_or_all_cards(profile, odd_chip_to):
    hand = _stud_showdown("F7S", profile, ISSUE_EXAMPLE)
    shares = settle(hand).awards[0].shares
    amounts = {s.player: s.amount for s in shares}
    assert amounts[odd_chip_to] == 3 and amounts[1 - odd_chip_to] == 2
    assert {s.hand for s in shares} == {"straight, jack high"}


def test_stud_odd_chip_five_card_hand_takes_the_set_with_the_highest_card():
    # p1: 5c 6d 7h 8s 9c 9s 2d: the nine-high straight can be made with the 9s
    # p2: 5d 6h 7s 8c 9d Kd 2h: nine-high straight with the 9d; the king plays no part
    streets = (
        ("5c6d2d", "5d6h2h", "QcQdQh"),
        ("7h", "7s", ""),
        ("8s", "8c", ""),
        ("9c", "9d", ""),
        ("9s", "Kd", ""),
    )
    five = _stud_showdown("F7S", STANDARD, streets)
    assert {s.player: s.amount for s in settle(five).awards[0].shares} == {0: 3, 1: 2}
    every = _stud_showdown("F7S", RROP_11, streets)
    assert {s.player: s.amount for s in settle(every).awards[0].shares} == {0: 2, 1: 3}


# razz: both make 7-5-4-3-2; p1's seven is the 7s, p2's deuce is the 2d
RAZZ_TIE = (
    ("7s5d4d", "7h5h4h", "KcKdAh"),
    ("3d", "3h", ""),
    ("2h", "2d", ""),
    ("Qc", "Qd", ""),
    ("Jc", "Jd", ""),
)


@pytest.mark.parametrize(
    ("cards", "odd_chip_to"),
    [
        (StudOddChipCards.FIVE_CARD_HAND, 0),  # the highest card by suit of the hand: 7s
        (StudOddChipCards.ALL_CARDS, 1),  # RRoP: the lowest card by suit in a low game: 2d
    ],
)
def test_razz_odd_chip(cards, odd_chip_to):
    profile = STANDARD.with_options(stud_odd_chip_cards=cards)
    hand = _stud_showdown("FR", profile, RAZZ_TIE)
    shares = settle(hand).awards[0].shares
    assert {s.hand for s in shares} == {"seven-five low"}
    assert {s.player: s.amount for s in shares}[odd_chip_to] == 3


def test_every_builtin_profile_names_its_stud_odd_chip_rule():
    expected = {
        "standard": "five_card_hand",
        "tda-2024": "five_card_hand",
        "wsop-2026-cash": "five_card_hand",
        "rrop-11": "all_cards",
    }
    assert {n: p.stud_odd_chip_cards.value for n, p in BUILTIN_PROFILES.items()} == expected


# ---------------------------------------------------------------- first to act on a tie


def _razz_fourth(profile, fourth):
    hand = table(
        [DEEP] * 2, game="FR", antes=(3, 3), bring_in=5, small_bet=15, big_bet=30,
        profile=profile,
    )  # fmt: skip
    hand.deal_hole(0, parse_cards("????4c"))
    hand.deal_hole(1, parse_cards("????2d"))
    play(hand, "p1 pb", "p2 cc")
    for i, card in enumerate(fourth):
        hand.deal_hole(i, parse_cards(card))
    return hand


@pytest.mark.parametrize(
    ("profile", "first"),
    [(STANDARD, 1), (TDA_2024, 1), (WSOP_2026_CASH, 0), (RROP_11, 0)],
    ids=lambda v: getattr(v, "name", str(v)),
)
def test_razz_tie_on_fourth_street_high_card_by_suit(profile, first):
    # the issue's example: p1 shows 4c 2s, p2 shows 2d 4h; the 4h beats the 4c (RP-10-D),
    # while position rooms let the player dealt first act first
    hand = _razz_fourth(profile, ("2s", "4h"))
    assert hand.street_name == "fourth street" and hand.actor == first


@pytest.mark.parametrize(("profile", "first"), [(STANDARD, 1), (WSOP_2026_CASH, 0)])
def test_stud_tie_decides_who_shows_first_after_a_checked_last_round(profile, first):
    hand = _razz_fourth(profile, ("2s", "4h"))
    for cards in (("7c", "7d"), ("8c", "8d"), ("9c", "9d")):
        while hand.actor is not None:
            hand.check_or_call()
        for i, card in enumerate(cards):
            hand.deal_hole(i, parse_cards(card))
    while hand.actor is not None:
        hand.check_or_call()
    assert hand.finished and hand.last_aggressor is None
    assert show_order(hand)[0] == first


# ---------------------------------------------------------------- pot-limit maximum


@pytest.mark.parametrize(
    ("profile", "maximum"), [(WSOP_2026_CASH, 417), (RROP_11, 417), (STANDARD, 417)]
)
def test_pl_small_blind_counts_as_actual_after_the_big_blind_folds(profile, maximum):
    # issue 13: 5/10, p3 raises to 30, p4 calls, p5 all-in 67, p6 and p7 call, both
    # blinds fold, p3 calls: p4 owes 37; pot 5 + 10 + 4 x 67 + 30 = 313, + 37 = 350,
    # so the maximum is 67 + 350 = 417 (the folded big blind has acted: corpus A.5)
    stacks = [DEEP, DEEP, DEEP, 1013, 67, DEEP, DEEP]
    hand = table(stacks, structure=Structure.POT_LIMIT, blinds=(5, 10), profile=profile)
    play(hand, "p3 cbr 30", "p4 cc", "p5 cbr 67", "p6 cc", "p7 cc", "p1 f", "p2 f", "p3 cc")
    assert hand.actor == 3 and hand.to_call() == 37
    assert hand.pot_limit_count() == 313
    assert hand.max_raise_to() == maximum


@pytest.mark.parametrize(("profile", "maximum"), [(WSOP_2026_CASH, 80), (STANDARD, 75)])
def test_pl_small_blind_still_counted_as_big_while_the_big_blind_has_not_acted(profile, maximum):
    # 5/10, p3 raises to 20, p4 to act with the big blind yet to act: actual chips
    # 5 + 10 + 20 = 35, call 20 -> 55, raise 55 -> 75; the small blind counted as 10:
    # 40, call 20 -> 60, raise 60 -> 80 (corpus A.5; RRoP PL 5, WSOP cash 191)
    hand = table([DEEP] * 5, structure=Structure.POT_LIMIT, blinds=(5, 10), profile=profile)
    play(hand, "p3 cbr 20")
    assert hand.actor == 3 and hand.max_raise_to() == maximum


# ---------------------------------------------------------------- stud open pair pushes


def _open_pair_fourth(small, big, bring_in, profile=STANDARD):
    """Stud high, three players; p2's queens are paired on fourth street."""
    hand = table(
        [DEEP] * 3,
        game="F7S",
        antes=(1, 1, 1),
        bring_in=bring_in,
        small_bet=small,
        big_bet=big,
        profile=profile,
    )
    for i, cards in enumerate(("????2c", "????Qd", "????9h")):
        hand.deal_hole(i, parse_cards(cards))
    play(hand, "p1 pb", "p2 cc", "p3 cc")
    for i, card in enumerate(("3c", "Qs", "4h")):
        hand.deal_hole(i, parse_cards(card))
    assert hand.street_name == "fourth street" and hand.actor == 1
    return hand


@pytest.mark.parametrize(
    ("push", "ruled", "to"),
    [
        ((10, 1, 1, 1), "call", 10),  # 13: 3 over the big bet of 10 is less than half of 10
        ((10, 5), "raise", 20),  # 15: 5 over is half of the big bet: a raise to 20
        ((10, 10), "raise", 20),
    ],
)
def test_st08_fl17_push_over_a_big_bet_on_fourth_street(push, ruled, to):
    # corpus ST-08: once a big bet (10 at 5/10) is in, all raises are big; FL-17: half of
    # THAT bet decides whether a push is a raise
    hand = _open_pair_fourth(5, 10, 2)
    play(hand, "p2 cbr 10")
    assert hand.limit_unit == 10 and hand.min_raise_to() == 20
    ruling = rule(hand, chips=[push])
    assert (ruling.ruled_as.value, ruling.to) == (ruled, to)


def test_st08_issue_example_push_of_40_over_a_30_bet_is_a_call():
    # F7S 15/30: the open queens bet 30 (the big bet); a push of 40 in four chips is
    # 10 over the call, less than half of 30: "call 30", 10 returned
    hand = _open_pair_fourth(15, 30, 5)
    play(hand, "p2 cbr 30")
    ruling = rule(hand, chips=[(10, 10, 10, 10)])
    assert (ruling.ruled_as.value, ruling.to, ruling.returned) == ("call", 30, 10)


def test_st08_push_over_a_small_bet_is_measured_on_the_small_bet():
    # no big bet in yet: the small bet of 5 is the unit, so 8 (3 over, at least half of 5)
    # is a raise, to the smaller raise of 10
    hand = _open_pair_fourth(5, 10, 2)
    play(hand, "p2 cbr 5")
    assert hand.limit_unit == 5
    ruling = rule(hand, chips=[(5, 1, 1, 1)])
    assert (ruling.ruled_as.value, ruling.to) == ("raise", 10)


@pytest.mark.parametrize(
    ("cards", "low_shares"),
    [
        # the highest card by suit of each low hand: p1's 7s beats p2's 7h
        (StudOddChipCards.FIVE_CARD_HAND, {0: 2, 1: 1}),
        # RRoP: between tied low hands, the lowest card by suit of all: p2's Ad (aces low)
        (StudOddChipCards.ALL_CARDS, {0: 1, 1: 2}),
    ],
)
def test_stud_hi_lo_odd_chip_of_the_low_half(cards, low_shares):
    # pot 7: the high half takes the odd chip (4, corpus A.12); the low half of 3 is split
    # between two 7-5-4-3-A lows, and the odd chip of that split follows the option
    profile = STANDARD.with_options(stud_odd_chip_cards=cards)
    hand = table(
        [DEEP] * 4,
        game="F7S/8",
        antes=(1,) * 4,
        bring_in=1,
        small_bet=2,
        big_bet=4,
        profile=profile,
    )
    streets = (
        ("As4d3d", "Ad4s3c", "QcQdQh", "KdKsKh"),
        ("7s", "7h", "2h", ""),
        ("5d", "5c", "8h", ""),
        ("Kc", "Jc", "Ts", ""),
        ("9c", "Js", "Tc", ""),
    )
    for deal in streets:
        for i, text in enumerate(deal):
            if text and not hand.folded[i]:
                hand.deal_hole(i, parse_cards(text))
        while hand.actor is not None:
            if hand.bring_in_due:
                hand.post_bring_in()
            elif hand.actor == 3:
                hand.fold()
            else:
                hand.check_or_call()
    assert hand.finished and hand.pot_total() == 7
    shares = settle(hand).awards[0].shares
    assert [(s.player, s.amount) for s in shares if s.half == "high"] == [(2, 4)]
    assert {s.player: s.amount for s in shares if s.half == "low"} == low_shares


@pytest.mark.parametrize(("profile", "first", "card"), [(STANDARD, 1, "Js"), (RROP_11, 0, "As")])
def test_odd_chip_cards_names_the_deciding_card(profile, first, card):
    hand = _stud_showdown("F7S", profile, ISSUE_EXAMPLE)
    order = odd_chip_cards(hand, [0, 1])
    assert order[0][0] == first and str(order[0][1]) == card
