"""Hand evaluation: the orderings and edge cases a dealer must get right, the words
called out, and the errors raised for impossible hands.

Exhaustive category counts are in ``test_evaluate_counts.py``; random hands
checked against a slow reference in ``test_evaluate_properties.py``.
"""

from __future__ import annotations

from itertools import pairwise

import pytest

from dealer_trainer.engine import evaluate as evaluate_module
from dealer_trainer.engine.cards import Card, parse_cards
from dealer_trainer.engine.evaluate import (
    PHRASES,
    Category,
    Hand,
    HandError,
    Ranking,
    evaluate_badugi,
    evaluate_deuce_seven,
    evaluate_high,
    evaluate_low8,
    evaluate_omaha,
    evaluate_omaha_low8,
    evaluate_razz,
    evaluate_short_deck,
    showing_hand_high,
    showing_hand_low,
)

C = Category


def cards(text: str) -> list[Card]:
    return [card for card in parse_cards(text) if card is not None]


def shown(hand: Hand) -> str:
    return " ".join(map(str, hand.cards))


def ascending(*hands: Hand) -> None:
    """Each hand beats the one before it, and the order survives sorting."""
    for weaker, stronger in pairwise(hands):
        assert weaker < stronger, (weaker.name, stronger.name)
        assert stronger > weaker
        assert weaker != stronger
    assert sorted(reversed(hands)) == list(hands)


# ---------------------------------------------------------------- standard high
def test_every_high_category_in_order() -> None:
    hands = [
        evaluate_high("AcKdQh9s7c"),
        evaluate_high("2c2d3h4s5c"),
        evaluate_high("3c3d2h2s4c"),
        evaluate_high("2c2d2h3s4c"),
        evaluate_high("Ac2d3h4s5c"),  # the wheel: the lowest straight still beats trips
        evaluate_high("2c3c4c5c7c"),
        evaluate_high("2c2d2h3s3c"),
        evaluate_high("2c2d2h2s3c"),
        evaluate_high("Ac2c3c4c5c"),  # the steel wheel: the lowest straight flush
    ]
    assert [hand.category for hand in hands] == list(Category)
    assert [hand.key[0] for hand in hands] == [c.value for c in Category]
    ascending(*hands)


def test_wheel_is_the_lowest_straight() -> None:
    wheel = evaluate_high("5d4c3h2sAd")
    assert wheel.name == "straight, five high"
    assert wheel.key == (C.STRAIGHT, 5)
    assert shown(wheel) == "5d 4c 3h 2s Ad"
    ascending(
        evaluate_high("AcKdQhJs9c"),
        evaluate_high("KcKdKhAs2c"),
        wheel,
        evaluate_high("6d5c4h3s2d"),
        evaluate_high("AhKdQcJsTh"),
    )


def test_straights_do_not_wrap_around_the_ace() -> None:
    assert evaluate_high("QhKdAc2s3h").category is C.HIGH_CARD
    assert evaluate_high("KhAd2c3s4h").category is C.HIGH_CARD


def test_steel_wheel_and_royal_flush() -> None:
    steel = evaluate_high("As2s3s4s5s")
    assert steel.name == "straight flush, five high"
    assert shown(steel) == "5s 4s 3s 2s As"
    royal = evaluate_high("AhKhQhJhTh2c2d")
    assert royal.name == "royal flush"
    assert royal.key == (C.STRAIGHT_FLUSH, 14)
    assert shown(royal) == "Ah Kh Qh Jh Th"
    ascending(evaluate_high("AcAdAhAsKc"), steel, evaluate_high("6s2s3s4s5s"), royal)


def test_best_five_of_seven() -> None:
    # A six-card run plays its top five.
    assert evaluate_high("4c5d6h7s8c9dKh").key == (C.STRAIGHT, 9)
    # Two trips make a full house: the higher trips, the other trips' pair.
    assert evaluate_high("KcKdKh7c7d7sAh").name == "full house, kings full of sevens"
    # Three pairs: the best two, and the third pair's card can be the kicker.
    assert evaluate_high("AcAdKcKdQcQs2h").key == (C.TWO_PAIR, 14, 13, 12)
    # Six suited cards: the best five.
    assert evaluate_high("Ah9h7h5h3h2hKd").key == (C.FLUSH, 14, 9, 7, 5, 3)
    # Quads take the best kicker among the other three cards.
    assert evaluate_high("9c9d9h9s2cKd5h").key == (C.FOUR_OF_A_KIND, 9, 13)
    # A flush and a straight: the flush.
    assert evaluate_high("9h8h7h6c5h2hTs").key == (C.FLUSH, 9, 8, 7, 5, 2)
    # A straight flush hidden inside a longer flush and a higher straight.
    assert evaluate_high("5h6h7h8h9hTcAh").key == (C.STRAIGHT_FLUSH, 9)
    assert evaluate_high("2c3d4h5sAc6d").key == (C.STRAIGHT, 6)


def test_kickers_decide_within_a_category() -> None:
    ascending(
        evaluate_high("AcAd9h5s2c"),
        evaluate_high("AhAsTh5d2d"),
        evaluate_high("AhAsTh5d3d"),
    )
    ascending(
        evaluate_high("KcKd7h7s2c"),
        evaluate_high("KhKs7c7d3d"),
        evaluate_high("KhKs8c8d2d"),
        evaluate_high("AhAs2c2d3d"),
    )
    ascending(
        evaluate_high("2c2d2h3s3c"),
        evaluate_high("2c2d2hAsAc"),
        evaluate_high("3c3d3h2s2c"),
    )
    # Suits never break a tie: the pot is split.
    assert evaluate_high("AcKdQh9s7c") == evaluate_high("AsKhQd9c7s")
    assert evaluate_high("Ac2c3c4c5c") == evaluate_high("Ad2d3d4d5d")
    assert hash(evaluate_high("AcKdQh9s7c")) == hash(evaluate_high("AsKhQd9c7s"))


def test_board_plays() -> None:
    board = "AhKhQhJhTh"
    assert evaluate_high("2c3d" + board) == evaluate_high("9s9c" + board)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("AcKdQh9s7c", "ace high"),
        ("6c6d9h3s2c", "a pair of sixes"),
        ("2c2dAh3s4c", "a pair of deuces"),
        ("KcKd7h7s2c", "two pair, kings and sevens"),
        ("QcQdQh3s2c", "three of a kind, queens"),
        ("5c6d7h8s9c", "straight, nine high"),
        ("Ac2d3h4s5c", "straight, five high"),
        ("AhJh8h4h3h", "flush, ace high"),
        ("JcJdJh4s4c", "full house, jacks full of fours"),
        ("TcTdThTs4c", "four of a kind, tens"),
        ("9h8h7h6h5h", "straight flush, nine high"),
        ("AsKsQsJsTs", "royal flush"),
    ],
)
def test_high_names(text: str, name: str) -> None:
    hand = evaluate_high(text)
    assert hand.name == name
    assert str(hand) == name


def test_every_category_has_words() -> None:
    assert {category.name.lower() for category in Category} <= PHRASES.keys()


def test_cards_are_read_sets_first() -> None:
    assert shown(evaluate_high("4c9dJcJdJs4h2s")) == "Js Jd Jc 4h 4c"
    assert shown(evaluate_high("Kc7dKd7s2hAc3c")) == "Kd Kc 7s 7d Ac"
    assert shown(evaluate_high("9h2hJh4hAh")) == "Ah Jh 9h 4h 2h"


# ---------------------------------------------------------------- short deck
def test_short_deck_lowest_straight_is_ace_to_nine() -> None:
    low = evaluate_short_deck("Ah6c7d8s9h")
    assert low.name == "straight, nine high"
    assert low.key[1] == 9
    assert shown(low) == "9h 8s 7d 6c Ah"
    ascending(evaluate_short_deck("AhKcQdJs9h"), low, evaluate_short_deck("Tc6d7h8s9c"))
    # The standard deck has no such straight: it is ace high.
    assert evaluate_high("Ah6c7d8s9h").category is C.HIGH_CARD
    steel = evaluate_short_deck("As6s7s8s9s")
    assert steel.name == "straight flush, nine high"
    ascending(evaluate_short_deck("AcAdAhAsKc"), steel, evaluate_short_deck("Ts6s7s8s9s"))


@pytest.mark.parametrize("trips_beat_straight", [True, False])
def test_short_deck_flush_beats_full_house(trips_beat_straight: bool) -> None:
    flush = evaluate_short_deck("6h7h8hThQh", trips_beat_straight)
    full = evaluate_short_deck("AcAdAsKcKd", trips_beat_straight)
    assert flush > full
    assert flush.category is C.FLUSH
    assert full.category is C.FULL_HOUSE
    assert evaluate_short_deck("AcAdAsAhKd", trips_beat_straight) > flush


def test_short_deck_trips_against_straight() -> None:
    trips, straight = "6c6d6hAsKc", "AhKcQdJsTh"
    assert evaluate_short_deck(trips) > evaluate_short_deck(straight)
    assert evaluate_short_deck(trips, trips_beat_straight=False) < evaluate_short_deck(
        straight, trips_beat_straight=False
    )
    # Seven cards holding both: the option decides which hand plays.
    both = "9c9d9s8h7c6dTh"
    assert evaluate_short_deck(both).name == "three of a kind, nines"
    assert evaluate_short_deck(both, trips_beat_straight=False).name == "straight, ten high"
    # Two pair stays below both, a full house above both.
    for option in (True, False):
        ascending(
            evaluate_short_deck("AcAdKhKs6c", option),
            min(evaluate_short_deck(trips, option), evaluate_short_deck(straight, option)),
            max(evaluate_short_deck(trips, option), evaluate_short_deck(straight, option)),
            evaluate_short_deck("6c6d6h7s7c", option),
        )


def test_short_deck_rankings_do_not_mix() -> None:
    default = evaluate_short_deck("AhKcQdJsTh")
    other = evaluate_short_deck("AhKcQdJsTh", trips_beat_straight=False)
    assert default.ranking is Ranking.SHORT_DECK
    assert other.ranking is Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS
    assert default != other
    with pytest.raises(TypeError, match="cannot compare"):
        _ = default < other
    with pytest.raises(TypeError):
        _ = evaluate_high("AhKcQdJsTh") < default


def test_short_deck_refuses_low_cards() -> None:
    with pytest.raises(
        HandError, match=r"2c is not in the short deck \(sixes to aces, 36 cards\): Ah2c3d4s5h"
    ):
        evaluate_short_deck("Ah2c3d4s5h")


# ---------------------------------------------------------------- Omaha
def test_omaha_four_suited_hole_cards_need_three_suited_board_cards() -> None:
    hand = evaluate_omaha("KhQhJhTh", "2h7c8d3s4c")
    assert hand.category is C.HIGH_CARD
    assert hand.name == "king high"
    # Hold'em would read a flush here; Omaha needs two of the hand's hearts.
    assert evaluate_high("Kh2c" + "Ah9h5h3h7c").category is C.FLUSH
    assert evaluate_omaha("Kh2c3d4s", "Ah9h5h3h7c").category is not C.FLUSH
    assert evaluate_omaha("KhQh3d4s", "Ah9h5h7cTd").name == "flush, ace high"


def test_omaha_board_hands_do_not_play() -> None:
    # Board quads: only three of them play.
    assert evaluate_omaha("AhAd4c3c", "2c2d2s2hKc").name == "full house, deuces full of aces"
    # Board straight: the hand must use two hole cards.
    assert evaluate_omaha("AhAdKcKs", "5c6d7h8s9c").name == "a pair of aces"
    # Board flush: two hole cards of the suit are needed.
    assert evaluate_omaha("AhKdQsJc", "2c5c7c9cTc").category is not C.FLUSH
    # One hole card to a straight is not enough.
    assert evaluate_omaha("Tc2d2h3s", "6c7d8h9sKc").name == "a pair of deuces"
    assert evaluate_omaha("Tc9d2h3s", "6c7d8hKsQc").name == "straight, ten high"


def test_omaha_cards_use_two_from_the_hand() -> None:
    hole, board = "AhKhQsJs", "Th9h2h2c2d"
    hand = evaluate_omaha(hole, board)
    assert hand.name == "flush, ace high"
    assert shown(hand) == "Ah Kh Th 9h 2h"
    played = set(hand.cards)
    assert len(played & set(cards(hole))) == 2
    assert len(played & set(cards(board))) == 3


def test_omaha_other_sizes() -> None:
    # Five-card Omaha, and the flop alone (three board cards, all of them play).
    assert evaluate_omaha("AcAdKhKs2c", "Ah7c7d").name == "full house, aces full of sevens"
    assert evaluate_omaha("AcAdKhKs", "AhKc7d").name == "three of a kind, aces"
    assert evaluate_omaha("AcAdKhKsQcJd", "AhKcKd7s").name == "four of a kind, kings"
    assert evaluate_omaha("AcAdKhKs", "AhKc7d") == evaluate_omaha("AcAdKhKs", "AhKc7d5s")


def test_omaha_ranks_like_holdem() -> None:
    assert evaluate_omaha("AhAd4c3c", "2c2d2s2hKc") < evaluate_high("2c2d2s2hKc")


# ---------------------------------------------------------------- eight or better
def test_low8_qualifier() -> None:
    assert evaluate_low8("9c6d4h3sAs") is None
    assert evaluate_low8("8c6d4h3sAsKdQd") is not None
    assert evaluate_low8("AcAd2h3s4s9cKd") is None  # four low ranks only
    assert evaluate_low8("AcAd2h3s4s8cKd") is not None  # the pair's second ace doesn't matter
    assert evaluate_low8("7c7d7h3s3dAsKd") is None


def test_low8_order_and_names() -> None:
    def low(text: str) -> Hand:
        hand = evaluate_low8(text)
        assert hand is not None, text
        return hand

    wheel = low("As2s3s4s5s")  # a straight flush is still the best low
    assert wheel.name == "five-four low"
    ascending(
        low("8c7d6h5s4s"),
        low("8c7d6h5s3s"),
        low("8c6d5h3s2s"),
        low("8c6d4h3s2s"),
        low("8c6d4h3sAs"),
        low("7c6d4h3s2s"),
        low("7c5d4h3s2s"),
        low("6c4d3h2sAs"),
        wheel,
    )
    assert low("8c6d4h3sAs").name == "eight-six low"
    assert low("7c5d4h3s2s").name == "seven-five low"
    # Ace low, and a low is the same however the cards are dealt.
    assert low("As2d3c4h6s") == low("6h4s3d2cAhKdKc")
    assert shown(low("As2d3c4h6sKdKc")) == "6s 4h 3c 2d As"


def test_omaha_low8_uses_exactly_two_hole_and_three_board_cards() -> None:
    hand = evaluate_omaha_low8("As2s3s4s", "5c6d7hKcKd")
    assert hand is not None
    assert hand.name == "seven-six low"
    assert shown(hand) == "7h 6d 5c 2s As"
    # Two low board cards: no low, however many low cards are in the hand.
    assert evaluate_omaha_low8("As2s3s4s", "7c8dKhKcQd") is None
    # One low hole card: no low, even with five low cards on the board.
    assert evaluate_omaha_low8("AsKsQcJd", "2c3d4h5s6c") is None
    # Counterfeited: the board pairs both low hole cards.
    assert evaluate_omaha_low8("As2sKcKd", "Ac2d3hKhQc") is None
    # The best of the two-plus-three choices.
    best = evaluate_omaha_low8("As2s3d8c", "4c5d6hKdQc")
    assert best is not None
    assert best.name == "six-five low"
    assert shown(best) == "6h 5d 4c 2s As"


# ---------------------------------------------------------------- razz
def test_razz_ace_low_order_and_the_wheel() -> None:
    six_four = evaluate_razz("As2d3c4h6s")
    assert six_four == evaluate_razz("6h4s3d2cAh")
    assert six_four == evaluate_razz("6h4s3d2cAhKcKd")
    wheel = evaluate_razz("As2s3s4s5s")
    assert wheel.name == "five-four low"
    assert shown(wheel) == "5s 4s 3s 2s As"
    ascending(
        evaluate_razz("KcQdJhTs8c"),
        evaluate_razz("8c6d4h3s2c"),
        evaluate_razz("7c6d4h3s2c"),
        evaluate_razz("7c5d4h3s2c"),
        six_four,
        wheel,
    )
    assert evaluate_razz("8c6d4h2sAsKdKc").name == "eight-six low"
    assert evaluate_razz("KcQdJhTs9c").name == "king-queen low"


def test_razz_pairs_count_against() -> None:
    ascending(
        evaluate_razz("2c2d2h2sAc"),  # four of a kind
        evaluate_razz("2c2d2h3s3c"),  # full house
        evaluate_razz("2c2d2h3s4c"),  # three of a kind
        evaluate_razz("3c3d2h2sAc"),  # two pair
        evaluate_razz("3c3dAh2s4c"),  # a pair of threes
        evaluate_razz("2c2d3h4s5c"),  # a pair of deuces
        evaluate_razz("AcAd2h3s4c"),  # a pair of aces, the lowest pair
        evaluate_razz("KcQdJhTs9c"),  # no pair beats any pair
    )
    assert evaluate_razz("3c3dKhKsQsJdJc").name == "a pair of threes"
    # Seven cards with three ranks: two pair, as low as possible.
    assert evaluate_razz("AcAdAh2c2d3h3s").name == "two pair, deuces and aces"
    assert evaluate_razz("AcAdAh2c2d3h3s").category is C.TWO_PAIR
    # Straights and flushes don't count.
    assert evaluate_razz("2h3h4h5h6h").name == "six-five low"


# ---------------------------------------------------------------- deuce to seven
def test_deuce_seven_ace_is_high_and_no_wheel() -> None:
    ace_five = evaluate_deuce_seven("As2d3c4h5s")
    assert ace_five.category is C.HIGH_CARD
    assert ace_five.name == "ace-five low"
    assert ace_five < evaluate_deuce_seven("Kc9d7h4s2c")
    assert ace_five > evaluate_deuce_seven("2c2d3h4s5c")  # any pair is worse
    # A-K-Q-J-T is a straight, the ace high one.
    assert evaluate_deuce_seven("AsKdQcJhTs").category is C.STRAIGHT


def test_deuce_seven_order() -> None:
    best = evaluate_deuce_seven("7c5d4h3s2s")
    assert best.name == "seven-five low"
    assert evaluate_deuce_seven("8c6d5h4s3s") < evaluate_deuce_seven("7c6d5h4s2s")
    assert evaluate_deuce_seven("8c6d5h4s3s").name == "eight-six low"
    ascending(
        evaluate_deuce_seven("7h5h4h3h2h"),  # a flush: worse than a straight
        evaluate_deuce_seven("6c5d4h3s2s"),  # a straight: worse than trips
        evaluate_deuce_seven("2c2d2h4s5c"),
        evaluate_deuce_seven("2c2d3h3s4c"),
        evaluate_deuce_seven("AcAd2h3s4c"),
        evaluate_deuce_seven("2c2d3h4s5c"),  # the best pair: deuces
        evaluate_deuce_seven("AcKdQhJs9c"),  # no pair beats any pair
        evaluate_deuce_seven("8c6d5h4s3s"),
        evaluate_deuce_seven("8c6d5h4s2s"),
        evaluate_deuce_seven("7c6d5h4s2s"),
        evaluate_deuce_seven("7c6d4h3s2s"),
        best,
    )
    assert evaluate_deuce_seven("7h5h4h3h2h").name == "flush, seven high"
    assert evaluate_deuce_seven("6c5d4h3s2s").name == "straight, six high"


# ---------------------------------------------------------------- badugi
def test_badugi_sizes_and_names() -> None:
    assert evaluate_badugi("7c4d3h2s").name == "four-card badugi, seven high"
    three = evaluate_badugi("Kc4d3h2h")  # two hearts: the 3h is dead
    assert three.name == "three-card badugi"
    assert three.key == (3, -13, -4, -2)
    assert shown(three) == "Kc 4d 2h"
    assert evaluate_badugi("Ac2c3d4d").name == "two-card badugi"
    assert shown(evaluate_badugi("Ac2c3d4d")) == "3d Ac"
    one = evaluate_badugi("Kc4c3c2c")
    assert one.name == "one-card badugi"
    assert one.key == (1, -2)


def test_badugi_repeated_ranks() -> None:
    hand = evaluate_badugi("Ac2d3h3s")
    assert hand.key == (3, -3, -2, -1)
    assert evaluate_badugi("5c5d5h5s").key == (1, -5)
    assert evaluate_badugi("AcAd2h2s").key == (2, -2, -1)
    # A pair and a suit clash together.
    assert evaluate_badugi("4c4d4h2c").key == (2, -4, -2)


def test_badugi_order() -> None:
    ascending(
        evaluate_badugi("KcKdKhKs"),
        evaluate_badugi("Kc2c3c4c"),  # one card: the deuce
        evaluate_badugi("Ac2c3c4c"),  # one card: the ace
        evaluate_badugi("KcQdJcTd"),  # two cards: Q-T
        evaluate_badugi("Kc4d3h2h"),  # three cards, king high
        evaluate_badugi("8c4d3h2h"),
        evaluate_badugi("Ac2d3h3s"),
        evaluate_badugi("KcQdJhTs"),  # four cards beat any three
        evaluate_badugi("8c6d2hAs"),
        evaluate_badugi("8c5d3h2s"),
        evaluate_badugi("7c6d5h4s"),
        evaluate_badugi("4cAd3h2s"),
    )
    assert evaluate_badugi("8c5d3h2s") == evaluate_badugi("2c8d5h3s")


# ---------------------------------------------------------------- stud boards
def test_showing_high() -> None:
    ascending(
        showing_hand_high("9h8h7h6h"),  # four to a straight flush counts for nothing
        showing_hand_high("Ac2d"),
        showing_hand_high("AcKd"),
        showing_hand_high("AcKdQh"),
        showing_hand_high("2c2d"),
        showing_hand_high("2c2d4h"),
        showing_hand_high("AcAd"),
        showing_hand_high("3c3d2h2s"),
        showing_hand_high("AcAdKhKs"),
        showing_hand_high("2c2d2h"),
        showing_hand_high("2c2d2hAs"),
        showing_hand_high("5c5d5h"),
        showing_hand_high("2c2d2h2s"),
    )
    assert showing_hand_high("Kh7d") == showing_hand_high("Ks7c")  # a tie for the caller
    assert showing_hand_high("AcKd") > showing_hand_high("Ks")
    assert showing_hand_high("9h8h7h6h").name == "nine high"
    assert showing_hand_high("KcKd7h").name == "a pair of kings"
    assert showing_hand_high("KcKd7h7s").name == "two pair, kings and sevens"


def test_showing_low() -> None:
    ascending(
        showing_hand_low("2c2d2h"),
        showing_hand_low("3c3d"),
        showing_hand_low("2c2d"),
        showing_hand_low("AcAd"),
        showing_hand_low("KcQd"),
        showing_hand_low("8c2d"),
        showing_hand_low("7c6d"),
        showing_hand_low("7c5d"),
        showing_hand_low("3c2d"),
        showing_hand_low("2cAd"),
    )
    assert showing_hand_low("Ks") < showing_hand_low("As")
    assert showing_hand_low("7c5d4h2s") < showing_hand_low("7c5d3hAs")
    assert showing_hand_low("6s4cAh").name == "six-four low"
    assert showing_hand_low("6s").name == "six low"
    assert showing_hand_low("3c3d").name == "a pair of threes"
    assert showing_hand_low("7h5h") == showing_hand_low("5c7d")


@pytest.mark.parametrize("function", [showing_hand_high, showing_hand_low])
def test_showing_hand_sizes(function: object) -> None:
    assert callable(function)
    with pytest.raises(HandError, match="1 to 4 upcards"):
        function("AcKdQhJs9c")
    with pytest.raises(HandError):
        function("")


# ---------------------------------------------------------------- the value
SAMPLES = [
    evaluate_high("AhKh9c9d2s"),
    evaluate_high("AhKh9c9d2s3c4d"),
    evaluate_short_deck("AhKh9c9d6s"),
    evaluate_short_deck("AhKh9c9d6s", trips_beat_straight=False),
    evaluate_omaha("AhKh9c9d", "2s3c4dJhTh"),
    evaluate_omaha_low8("Ah2h9c9d", "5s3c4dJhTh"),
    evaluate_low8("Ah2h3c4d8sKdKs"),
    evaluate_razz("Ah2h3c4d9sKdKs"),
    evaluate_deuce_seven("7h5h4c3d2s"),
    evaluate_badugi("Ah2h3c4d"),
    showing_hand_high("KhKd"),
    showing_hand_low("5h2d3c"),
]


@pytest.mark.parametrize("hand", SAMPLES, ids=lambda hand: repr(hand))
def test_repr_rebuilds_the_hand(hand: Hand | None) -> None:
    assert hand is not None
    rebuilt = eval(repr(hand), vars(evaluate_module))
    assert rebuilt == hand
    assert rebuilt.ranking is hand.ranking
    assert rebuilt.source == hand.source
    assert rebuilt.board == hand.board


@pytest.mark.parametrize("hand", SAMPLES, ids=lambda hand: repr(hand))
def test_hands_are_immutable(hand: Hand | None) -> None:
    assert hand is not None
    with pytest.raises(AttributeError):
        hand.key = (9, 14)  # type: ignore[misc]
    with pytest.raises(AttributeError):
        hand.extra = 1  # type: ignore[attr-defined]


def test_hands_of_different_games_do_not_compare() -> None:
    high, razz = evaluate_high("Ah2h3c4d5s"), evaluate_razz("Ah2h3c4d5s")
    assert high != razz
    with pytest.raises(
        TypeError, match="cannot compare hands ranked differently: high against ace-to-five"
    ):
        _ = high < razz
    with pytest.raises(TypeError):
        _ = high < 3  # type: ignore[operator]
    assert high != "straight, five high"


def test_cards_can_be_card_objects_or_text() -> None:
    assert evaluate_high(cards("AhKhQhJhTh")) == evaluate_high("AhKhQhJhTh")
    assert evaluate_high(tuple(cards("AhKhQhJhTh"))) == evaluate_high("ahkhqhjhth")
    assert evaluate_high(card for card in cards("AhKhQhJhTh")).name == "royal flush"
    assert evaluate_omaha(cards("AhKhQhJh"), "Th9h2h").name == "flush, ace high"


# ---------------------------------------------------------------- errors
@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: evaluate_high("AhKhQhJh"), r"a high hand is made from 5 to 7 cards, not 4"),
        (lambda: evaluate_high("AhKhQhJhTh9h8h7h"), r"not 8"),
        (lambda: evaluate_short_deck("AhKhQhJh"), r"5 to 7 cards, not 4"),
        (lambda: evaluate_omaha("AhKhQh", "2c3c4c"), r"4 or more hole cards, not 3: AhKhQh"),
        (lambda: evaluate_omaha("AhKhQhJh", "2c3c"), r"3 to 5 cards, not 2"),
        (lambda: evaluate_omaha("AhKhQhJh", "2c3c4c5c6c7c"), r"3 to 5 cards, not 6"),
        (lambda: evaluate_omaha_low8("AhKhQh", "2c3c4c"), r"4 or more hole cards"),
        (lambda: evaluate_low8("Ah2h3h4h"), r"5 to 7 cards, not 4"),
        (lambda: evaluate_razz("Ah2h3h4h"), r"a razz hand is made from 5 to 7 cards"),
        (lambda: evaluate_deuce_seven("7c5d4h3s2s8c"), r"5 cards, not 6"),
        (lambda: evaluate_badugi("Ac2d3h"), r"4 cards, not 3"),
        (lambda: evaluate_high("AhAhKhQhJh"), r"Ah is in AhAhKhQhJh more than once"),
        (lambda: evaluate_omaha("AhKhQhJh", "Ah2c3c"), r"Ah is in AhKhQhJhAh2c3c more than once"),
        (lambda: evaluate_razz("AhAh2c3c4c"), r"more than once"),
        (lambda: evaluate_badugi("AhAh2c3d"), r"more than once"),
        (lambda: showing_hand_low("AhAh"), r"more than once"),
        (lambda: evaluate_high("AhKhQhJh??"), r"'\?\?' is a card nobody has seen"),
        (lambda: evaluate_high([*cards("AhKhQhJh"), None]), r"None is not a card"),
    ],
)
def test_errors_explain(call: object, message: str) -> None:
    assert callable(call)
    with pytest.raises(HandError, match=message):
        call()


def test_hand_error_is_a_value_error() -> None:
    assert issubclass(HandError, ValueError)
