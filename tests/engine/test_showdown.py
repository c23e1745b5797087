"""Showdown: awarding pots, split pots and odd chips, hi-lo halves, rake (issue 3)."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.options import STANDARD
from dealer_trainer.engine.showdown import (
    ShowdownError,
    house_take,
    may_muck,
    settle,
    show_order,
    split_amount,
)

from .tables import deal_stud, play, table, to_flop

DEEP = 100_000


def deal(hand, *holes, board=""):
    for i, cards in enumerate(holes):
        if cards:
            hand.deal_hole(i, parse_cards(cards))
    if board:
        hand.deal_board(parse_cards(board))
    return hand


def _sp08(holes, board="2c7d9hJs3d", chip_unit=1):
    # corpus P1 (button) = p6, P2 = p1, P3 = p2, P4 = p3, P5 = p4, P6 = p5
    hand = table(
        [3000, 2500, 400, 1500, 900, 10_000],
        blinds=(100, 200),
        antes=(25,) * 6,
        chip_unit=chip_unit,
    )
    deal(hand, *holes, board=board)
    play(hand, "p3 cbr 375", "p4 cbr 1475", "p5 cc", "p6 cc", "p1 f", "p2 cc")
    play(hand, "p2 cbr 1000", "p6 cc")
    assert hand.finished
    return settle(hand)


def test_sp08c_each_pot_to_its_best_eligible_hand():
    #          P2(p1)  P3(p2)  P4(p3)  P5(p4)  P6(p5)  P1(p6)
    holes = ("4c5c", "3c3h", "JhJd", "7c7h", "9c9d", "AhKd")
    result = _sp08(holes)
    won = {s.player: 0 for a in result.awards for s in a.shares}
    for award in result.awards:
        for share in award.shares:
            won[share.player] += share.amount
    # P4 2,125; P6 2,000; P5 1,800; P3 2,000; P1 0
    assert won == {2: 2125, 4: 2000, 3: 1800, 1: 2000}
    assert [a.shares[0].hand for a in result.awards] == [
        "three of a kind, jacks",
        "three of a kind, nines",
        "three of a kind, sevens",
        "three of a kind, threes",
    ]
    assert sum(result.final_stacks) == 3000 + 2500 + 400 + 1500 + 900 + 10_000


def test_sp11_odd_chip_to_first_winner_left_of_the_button():
    holes = ("2h6c", "5h5s", "KhKs", "QhQs", "KdKc", "4h4s")
    result = _sp08(holes, chip_unit=25)
    main = result.awards[0]
    assert main.amount == 2125
    assert [(s.player, s.amount) for s in main.shares] == [(2, 1075), (4, 1050)]
    assert [a.shares[0].player for a in result.awards[1:]] == [4, 3, 1]


def test_split_amount_in_chip_units():
    assert split_amount(2125, [2, 4], unit=25) == [1075, 1050]
    assert split_amount(100, [0, 1, 2], unit=5) == [35, 35, 30]
    assert split_amount(7, [0, 1]) == [4, 3]


def _hilo(holes, board, chips=1):
    hand = table(
        [DEEP] * len(holes),
        game="FO/8",
        blinds=(1, 2),
        small_bet=2,
        big_bet=4,
        chip_unit=chips,
    )
    deal(hand, *holes, board=board)
    while not hand.finished:
        hand.check_or_call()
    return settle(hand)


def test_hilo_split_when_a_low_qualifies():
    # p1 makes the nut low A-2-3-4-5 (wheel: also a straight); p2 makes a flush
    result = _hilo(("Ac2dKsQs", "JhTh9h8c", "KcKdQcQd"), board="3h4h5c7hJd")
    shares = [(s.player, s.amount, s.half) for s in result.awards[0].shares]
    assert shares == [(1, 3, "high"), (0, 3, "low")]


def test_hilo_scoop_when_no_low_qualifies():
    result = _hilo(("AcKdKsQs", "JhTh9h8c"), board="9c9dJsQhKh")
    assert [(s.player, s.amount, s.half) for s in result.awards[0].shares] == [(0, 4, None)]


def test_hilo_odd_chip_to_the_high_half():
    hand = table([DEEP] * 3, game="FO/8", blinds=(1, 2), small_bet=2, big_bet=4)
    deal(hand, "KcKdQcQd", "Ac2dKsQs", "JhTh9h8c", board="3h4h5c7hJd")
    play(hand, "p3 cc", "p1 f", "p2 cc")
    while not hand.finished:
        hand.check_or_call()
    shares = settle(hand).awards[0].shares
    # pot 5: the flush takes the high half with the odd chip, the wheel the low half
    assert [(s.player, s.amount, s.half) for s in shares] == [(2, 3, "high"), (1, 2, "low")]
    assert shares[0].hand == "flush, jack high"


def test_pot_won_when_everyone_else_folds():
    hand = table([DEEP] * 3, blinds=(50, 100))
    play(hand, "p3 cbr 300", "p1 f", "p2 f")
    result = settle(hand)
    assert [(s.player, s.amount, s.hand) for s in result.awards[0].shares] == [(2, 250, None)]
    assert result.returned == (2, 200)
    assert result.final_stacks == (DEEP - 50, DEEP - 100, DEEP + 150)


def test_mucked_hand_is_dead():
    hand = to_flop(table([DEEP] * 2, blinds=(50, 100)))
    deal(hand, "AhAs", "7c2d", board="KdQd3c")
    while not hand.finished:
        hand.check_or_call()
    hand.show(0, None)  # p1 mucks the best hand
    result = settle(hand)
    assert result.awards[0].shares[0].player == 1


def test_unseen_cards_cannot_be_read():
    hand = to_flop(table([DEEP] * 2, blinds=(50, 100)))
    deal(hand, "????", "7c2d", board="KdQd3c")
    while not hand.finished:
        hand.check_or_call()
    with pytest.raises(ShowdownError, match="p1's hand"):
        settle(hand)


def test_stud_odd_chip_by_high_card_suit():
    hand = table([DEEP] * 3, game="F7S", antes=(1, 1, 1), bring_in=1, small_bet=2, big_bet=4)
    deal_stud(hand, "2c3c5c", "2d3d5d", "KsKhAc")
    play(hand, "p1 pb", "p2 cc", "p3 f")
    for ups in (("6d", "6h"), ("7h", "7s"), ("8s", "8c"), ("9c", "9d")):
        deal_stud(hand, *ups)
        while hand.actor is not None:
            hand.check_or_call()
    assert hand.finished and hand.pot_total() == 5
    shares = settle(hand).awards[0].shares
    # both hold a nine-high straight; the 9d outranks the 9c, so p2 gets the odd chip
    assert [(s.player, s.amount) for s in shares] == [(1, 3), (0, 2)]
    assert shares[0].hand == "straight, nine high"


def test_show_order_last_aggressor_then_clockwise():
    hand = to_flop(table([DEEP] * 3, blinds=(50, 100)))
    play(hand, "p1 cc", "p2 cc", "p3 cc", "p1 cc", "p2 cc", "p3 cc")
    play(hand, "p1 cc", "p2 cbr 200", "p3 cc", "p1 cc")
    assert hand.finished and show_order(hand) == [1, 2, 0]


def test_show_order_no_bet_first_left_of_button():
    hand = to_flop(table([DEEP] * 3, blinds=(50, 100)))
    while not hand.finished:
        hand.check_or_call()
    assert show_order(hand) == [0, 1, 2]


# ----------------------------------------------------------------------- rake


def _finished(profile, *, preflop_only=False):
    hand = table([DEEP] * 3, blinds=(50, 100), profile=profile)
    if preflop_only:
        play(hand, "p3 cbr 300", "p1 f", "p2 f")
    else:
        deal(hand, "AhAs", "7c2d", "8c8d", board="KdQd3c4s5h")
        while not hand.finished:
            hand.check_or_call()
    return hand


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        ({"rake_percent": "10"}, (30, 0)),
        ({"rake_percent": "10", "rake_cap": 20}, (20, 0)),
        ({"rake_percent": "5.5"}, (16, 0)),
        ({"rake_percent": "10", "rake_min_pot": 301}, (0, 0)),
        ({"rake_drop": 5, "rake_drop_threshold": 300}, (5, 0)),
        ({"rake_drop": 5, "rake_drop_threshold": 301}, (0, 0)),
        ({"jackpot_drop": 2, "jackpot_min_pot": 200}, (0, 2)),
        ({"rake_percent": "10", "jackpot_drop": 2}, (30, 2)),
    ],
)
def test_rake_settings(settings, expected):
    hand = _finished(STANDARD.with_options(**settings))
    assert house_take(hand, hand.pot_total()) == expected
    result = settle(hand)
    assert (result.rake, result.jackpot) == expected
    assert sum(result.final_stacks) == 3 * DEEP - sum(expected)
    assert result.awards[0].rake == sum(expected)


@pytest.mark.parametrize(("no_flop_no_drop", "rake"), [(True, 0), (False, 25)])
def test_no_flop_no_drop(no_flop_no_drop, rake):
    profile = STANDARD.with_options(rake_percent="10", rake_no_flop_no_drop=no_flop_no_drop)
    hand = _finished(profile, preflop_only=True)
    result = settle(hand)
    assert result.rake == rake  # pot 250 after the uncalled 200 goes back
    assert result.final_stacks[2] == DEEP + 150 - rake


def test_rake_is_rounded_down_to_the_smallest_chip():
    profile = STANDARD.with_options(rake_percent="10")
    hand = table([DEEP] * 3, blinds=(50, 100), profile=profile, chip_unit=25)
    deal(hand, "AhAs", "7c2d", "8c8d", board="KdQd3c4s5h")
    while not hand.finished:
        hand.check_or_call()
    assert house_take(hand, 300) == (25, 0)


def test_side_pots_are_pushed_before_the_main_pot():
    holes = ("4c5c", "3c3h", "JhJd", "7c7h", "9c9d", "AhKd")
    assert _sp08(holes).push_order == (3, 2, 1, 0)


def test_fouled_hand_is_dead():
    hand = to_flop(table([DEEP] * 2, blinds=(50, 100)))
    deal(hand, "AhAsKs", "7c2d", board="KdQd3c")  # p1 holds three cards in hold'em
    while not hand.finished:
        hand.check_or_call()
    result = settle(hand)
    assert [(s.player, s.amount) for s in result.awards[0].shares] == [(1, 200)]


def test_who_may_muck():
    hand = to_flop(table([DEEP] * 3, blinds=(50, 100)))
    play(hand, "p1 cc", "p2 cc", "p3 cc", "p1 cc", "p2 cc", "p3 cc")
    play(hand, "p1 cc", "p2 cbr 200", "p3 cc", "p1 cc")
    assert show_order(hand) == [1, 2, 0]
    assert not may_muck(hand, 1)  # the last bettor shows first
    assert may_muck(hand, 2) and may_muck(hand, 0)


def test_all_in_hands_are_tabled():
    hand = table([DEEP, 500, DEEP], blinds=(50, 100))
    play(hand, "p3 cbr 500", "p1 f", "p2 cc")
    assert hand.finished
    assert not may_muck(hand, 2) and not may_muck(hand, 1)
