"""Hand rankings of the mixed games (issue 18): ace-to-five and deuce-to-seven lowball,
badugi (also from five cards, for Badacey and Badeucey), five-card Omaha high and
eight-or-better.

The 5-card class counts are exhaustive: every one of the 2,598,960 hands is counted
through one hand of its class (see test_evaluate_counts), and the expected numbers
follow from the rules alone:

* ace-to-five: straights and flushes do not count, so every hand of five different
  ranks is a "no pair" low: C(13,5) x 4^5 = 1,317,888; the paired classes are the
  high-poker counts.
* deuce-to-seven: aces are high only, so A-2-3-4-5 is not a straight: 9 straights
  per suit pattern instead of 10 (straights 9 x 1,020 = 9,180, straight flushes
  9 x 4 = 36), and the 1,020 + 4 wheels become ace-high no-pair hands and flushes.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import pytest

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.evaluate import (
    Category,
    HandError,
    evaluate_ace_to_five,
    evaluate_badugi,
    evaluate_badugi_five,
    evaluate_deuce_seven,
    evaluate_omaha,
    evaluate_omaha_low8,
    evaluate_razz,
)
from tests.engine.test_evaluate_counts import STANDARD_RANKS, count_categories, rank_multisets

C = Category
DECK = [Card(rank, suit) for rank in range(2, 15) for suit in Suit]


def test_ace_to_five_five_card_class_counts() -> None:
    found, _, hands = count_categories(STANDARD_RANKS, 5, evaluate_ace_to_five)
    assert hands == 2_598_960
    assert found == {
        C.HIGH_CARD: comb(13, 5) * 4**5,  # 1,317,888: straights and flushes are lows
        C.PAIR: 1_098_240,
        C.TWO_PAIR: 123_552,
        C.THREE_OF_A_KIND: 54_912,
        C.FULL_HOUSE: 3_744,
        C.FOUR_OF_A_KIND: 624,
    }


def test_deuce_to_seven_five_card_class_counts() -> None:
    found, _, hands = count_categories(STANDARD_RANKS, 5, evaluate_deuce_seven)
    assert hands == 2_598_960
    assert found == {
        C.STRAIGHT_FLUSH: 36,
        C.FOUR_OF_A_KIND: 624,
        C.FULL_HOUSE: 3_744,
        C.FLUSH: 5_108 + 4,
        C.STRAIGHT: 9_180,
        C.THREE_OF_A_KIND: 54_912,
        C.TWO_PAIR: 123_552,
        C.PAIR: 1_098_240,
        C.HIGH_CARD: 1_302_540 + 1_020,
    }


def test_ace_to_five_has_one_value_per_rank_multiset() -> None:
    # Suits never matter: 6,175 rank multisets of five cards, 6,175 different lows.
    keys = set()
    for counts in rank_multisets(list(STANDARD_RANKS), 5):
        cards = [Card(rank, Suit(k)) for rank, n in counts.items() for k in range(n)]
        keys.add(evaluate_ace_to_five(cards).key)
    assert len(keys) == 6_175


def test_ace_to_five_published_order() -> None:
    # The Asian Poker Tour's A-5 handbook lists these from weakest to the nuts.
    weakest_first = [
        "2c2d7h6s5c",
        "KcJd8h7s4c",
        "Tc7d5h4s3c",
        "8c4d3h2sAc",
        "7c6d5h4s2c",
        "7c6d5h2sAc",
        "7c5d4h3s2c",
        "6c5d4h3s2c",
        "6c4d3h2sAc",
        "5c4d3h2sAc",
    ]
    hands = [evaluate_ace_to_five(h) for h in weakest_first]
    assert hands == sorted(hands)
    assert len(set(hands)) == len(hands)
    assert hands[-1].name == "five-four low"
    # a suited wheel is still the best: flushes and straights don't count
    assert evaluate_ace_to_five("5h4h3h2hAh") == hands[-1]
    # it is razz's ranking: the hands compare with razz hands
    assert evaluate_ace_to_five("8c6d4h2sAs") == evaluate_razz("8c6d4h2sAsKdKc")


def test_deuce_to_seven_against_ace_to_five() -> None:
    # The same cards rank differently in the two lowball games.
    wheel = "5c4d3h2sAc"
    assert evaluate_ace_to_five(wheel).name == "five-four low"
    assert evaluate_deuce_seven(wheel).name == "ace-five low"
    assert evaluate_deuce_seven("7c5d4h3s2c") > evaluate_deuce_seven(wheel)
    assert evaluate_deuce_seven("8c6d5h4s2d") > evaluate_deuce_seven("8c6d5h4s3c")
    assert evaluate_deuce_seven("6c5d4h3s2c").category is C.STRAIGHT


def test_five_card_counts_are_checked() -> None:
    with pytest.raises(HandError, match="5 cards"):
        evaluate_ace_to_five("5c4d3h2s")
    with pytest.raises(HandError, match="5 cards"):
        evaluate_badugi_five("Kc7c4d3h")
    with pytest.raises(HandError, match="more than once"):
        evaluate_badugi_five("Kc7c4d3h3h")


# ---------------------------------------------------------------- badugi
def test_badugi_four_card_counts_are_exhaustive() -> None:
    sizes: Counter[int] = Counter()
    values = set()
    for four in combinations(DECK, 4):
        hand = evaluate_badugi(four)
        sizes[hand.key[0]] += 1
        values.add(hand.key)
    assert sum(sizes.values()) == comb(52, 4) == 270_725
    # four ranks, four suits, matched in 4! ways
    assert sizes[4] == comb(13, 4) * 24 == 17_160
    # one card plays only when all four share a suit or all four share a rank
    assert sizes[1] == comb(13, 4) * 4 + 13 == 2_873
    assert sizes[2] + sizes[3] == 270_725 - 17_160 - 2_873
    # every set of 1 to 4 different ranks is a different badugi
    assert len(values) == comb(13, 4) + comb(13, 3) + comb(13, 2) + 13 == 1_092


def test_badugi_published_order() -> None:
    # Any four-card badugi beats any three-card hand; then the highest card, ace low.
    weakest_first = [
        "Kc Kd Kh Ks",  # one card
        "2c 3c 4c 5d",  # two cards play: 5d and 2c
        "Ac 2c 3d 4h",  # three cards play: 4h, 3d and Ac
        "Kc Qd Jh Ts",  # the worst badugi
        "8c 5d 3h 2s",
        "7c 6d 5h 4s",
        "7c 4d 3h 2s",
        "4c 3d 2h As",  # the best badugi
    ]
    hands = [evaluate_badugi(h.replace(" ", "")) for h in weakest_first]
    assert [h.key[0] for h in hands] == [1, 2, 3, 4, 4, 4, 4, 4]
    assert hands == sorted(hands)
    assert hands[-1].name == "four-card badugi, four high"


def test_badugi_of_five_plays_the_best_four() -> None:
    # Badacey/Badeucey: the badugi half uses four of the five cards.
    hand = evaluate_badugi_five("Kc7c4d3h2s")
    assert hand == evaluate_badugi("7c4d3h2s")
    assert sorted(map(str, hand.cards)) == ["2s", "3h", "4d", "7c"]
    # a five-card hand that holds two badugis plays the lower one
    assert evaluate_badugi_five("8c7c4d3h2s") == evaluate_badugi("7c4d3h2s")
    # a pair and a suit repeated: only three cards play
    assert evaluate_badugi_five("3c3d3h2h2s").key[0] == 2
    assert repr(hand) == "evaluate_badugi_five('Kc7c4d3h2s')"


# ---------------------------------------------------------------- five-card Omaha
def test_five_card_omaha_uses_exactly_two_hole_cards() -> None:
    board = "Ah9h5h2c2d"
    # four hearts in the hand, but only two may play with three board hearts
    assert evaluate_omaha("KhQhJhThTs", board).name == "flush, ace high"
    # one heart: no flush, even with five hole cards
    assert evaluate_omaha("KhQsJsTsTc", board).name == "two pair, tens and deuces"
    # four of a kind in the hand: only a pair of them plays
    assert evaluate_omaha("7c7d7h7s3c", "Ks8d6h2c4d").name == "a pair of sevens"
    # the straight needs two hole cards: 4-3 from the hand with 5-6-7 (A-2 unused)
    assert evaluate_omaha("4c3dAhKs2s", "5h6c7dJhQc").name == "straight, seven high"


def test_big_o_low_uses_exactly_two_hole_cards() -> None:
    # Big O: eight-or-better low from two of five hole cards and three of the board.
    assert evaluate_omaha_low8("As2dKcKdQh", "3h4s8c9dTd").name == "eight-four low"
    assert evaluate_omaha_low8("As2d3c4d5h", "6h7sKcQdJd") is None  # two low board cards
    assert evaluate_omaha_low8("AsKdKcQhJh", "2h3s4c5d6d") is None  # one low hole card
    # with five hole cards, the best two: 2-3 with A-4-5 makes the wheel
    wheel = evaluate_omaha_low8("8s7d3c2hKd", "Ac4h5dQsJs")
    assert wheel is not None and wheel.name == "five-four low"
    # counterfeited: A-2 with the board's 2-5-7 is no low (the deuce is paired)
    assert evaluate_omaha_low8("As2dKcKdQh", "2h5s7c9dTd") is None
    # a third low card in the hand rescues it: A-3 with 2-5-7
    low = evaluate_omaha_low8("As2d3cKdQh", "2h5s7c9dTd")
    assert low is not None and low.name == "seven-five low"


# ---------------------------------------------------------------- PokerKit as an oracle
def _pairs(seed: int, hole: int, board: int, count: int) -> list[tuple[str, str, str]]:
    """Random pairs of hands (and a board they share) from one deck, seeded."""
    import random

    rng = random.Random(seed)
    deck = [str(card) for card in DECK]
    out = []
    for _ in range(count):
        cards = rng.sample(deck, 2 * hole + board)
        a, b, shared = cards[:hole], cards[hole : 2 * hole], cards[2 * hole :]
        out.append(("".join(a), "".join(b), "".join(shared)))
    return out


def _same_order(ours: tuple[object, object], theirs: tuple[object, object]) -> bool:
    a, b = ours
    x, y = theirs
    return (a > b) == (x > y) and (a == b) == (x == y)  # type: ignore[operator]


def test_five_card_omaha_orders_hands_as_pokerkit() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    for a, b, board in _pairs(18, 5, 5, 120):
        ours = (evaluate_omaha(a, board), evaluate_omaha(b, board))
        theirs = (
            pokerkit.OmahaHoldemHand.from_game(a, board),
            pokerkit.OmahaHoldemHand.from_game(b, board),
        )
        assert _same_order(ours, theirs), (a, b, board)


def test_big_o_low_qualifies_and_orders_as_pokerkit() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    lows = 0
    for a, b, board in _pairs(8, 5, 5, 200):
        hands = []
        for hole in (a, b):
            ours = evaluate_omaha_low8(hole, board)
            try:
                theirs = pokerkit.OmahaEightOrBetterLowHand.from_game(hole, board)
            except ValueError:
                theirs = None
            assert (ours is None) == (theirs is None), (hole, board)
            hands.append((ours, theirs))
        if all(ours is not None for ours, _ in hands):
            lows += 1
            assert _same_order((hands[0][0], hands[1][0]), (hands[0][1], hands[1][1]))
    assert lows >= 30


def test_ace_to_five_and_badugi_order_as_pokerkit() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    for a, b, _ in _pairs(5, 5, 0, 400):
        ours = (evaluate_ace_to_five(a), evaluate_ace_to_five(b))
        theirs = (
            pokerkit.RegularLowHand.from_game(a),
            pokerkit.RegularLowHand.from_game(b),
        )
        assert _same_order(ours, theirs), (a, b)
        # the badugi half of Badacey: the best badugi among the five cards
        ours = (evaluate_badugi_five(a), evaluate_badugi_five(b))
        theirs = (pokerkit.BadugiHand.from_game(a), pokerkit.BadugiHand.from_game(b))
        assert _same_order(ours, theirs), (a, b)


def test_badeucey_badugi_with_aces_high_orders_as_pokerkit() -> None:
    # BADEUCEY_ACES = high: the ace is the highest card of the badugi as well
    pokerkit = pytest.importorskip("pokerkit")
    assert evaluate_badugi_five("Kc2d3h4s4c", aces_high=True) > evaluate_badugi_five(
        "Ac2d3h4s4c", aces_high=True
    )
    for a, b, _ in _pairs(27, 5, 0, 300):
        ours = (evaluate_badugi_five(a, aces_high=True), evaluate_badugi_five(b, aces_high=True))
        theirs = (
            pokerkit.StandardBadugiHand.from_game(a),
            pokerkit.StandardBadugiHand.from_game(b),
        )
        assert _same_order(ours, theirs), (a, b)
        hand = ours[0]
        assert repr(hand) == f"evaluate_badugi_five({a!r}, aces_high=True)"
        assert len(hand.cards) == hand.key[0]
