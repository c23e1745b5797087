"""Random hands against a slow, obviously-correct reference written separately.

The reference classifies exactly five cards the way a rulebook describes it
(sort, count ranks, look for a run and a single suit) and takes the best five by
trying every combination the game allows. The evaluator under test uses rank-sum
tables, suit counters and bit masks instead; the two must agree on every hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.evaluate import (
    Category,
    Hand,
    _name,
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
DECK = [Card(rank, suit) for rank in range(2, 15) for suit in Suit]
SHORT_DECK = [card for card in DECK if card.rank >= 6]
LOW_HEAVY = [card for card in DECK if card.low_rank <= 9 or card.rank == 13]
"""Mostly low cards, so that lows, counterfeits and paired lows are common."""

Reference = tuple[Category, tuple[int, ...]]

STANDARD_ORDER = list(Category)
SHORT_ORDER = [
    C.HIGH_CARD,
    C.PAIR,
    C.TWO_PAIR,
    C.STRAIGHT,
    C.THREE_OF_A_KIND,
    C.FULL_HOUSE,
    C.FLUSH,
    C.FOUR_OF_A_KIND,
    C.STRAIGHT_FLUSH,
]
SHORT_STRAIGHT_OVER_TRIPS_ORDER = [
    C.HIGH_CARD,
    C.PAIR,
    C.TWO_PAIR,
    C.THREE_OF_A_KIND,
    C.STRAIGHT,
    C.FULL_HOUSE,
    C.FLUSH,
    C.FOUR_OF_A_KIND,
    C.STRAIGHT_FLUSH,
]

SHAPES = {
    (1, 1, 1, 1, 1): C.HIGH_CARD,
    (2, 1, 1, 1): C.PAIR,
    (2, 2, 1): C.TWO_PAIR,
    (3, 1, 1): C.THREE_OF_A_KIND,
    (3, 2): C.FULL_HOUSE,
    (4, 1): C.FOUR_OF_A_KIND,
}


def grouped(ranks: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(counts, highest first) and the ranks ordered by count, then rank."""
    distinct = set(ranks)
    order = sorted(distinct, key=lambda rank: (ranks.count(rank), rank), reverse=True)
    shape = tuple(sorted((ranks.count(rank) for rank in distinct), reverse=True))
    return shape, tuple(order)


def reference_five(cards: Sequence[Card], low_straight: frozenset[int] | None) -> Reference:
    """One five-card high hand. ``low_straight``: the extra, ace-low run (or none)."""
    assert len(cards) == 5
    ranks = sorted((card.rank for card in cards), reverse=True)
    shape, order = grouped(ranks)
    is_flush = len({card.suit for card in cards}) == 1
    top = 0
    if len(set(ranks)) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif set(ranks) == low_straight:
            top = sorted(ranks)[-2]  # the card under the ace
    if top and is_flush:
        return C.STRAIGHT_FLUSH, (top,)
    if is_flush:
        return C.FLUSH, tuple(ranks)
    if top:
        return C.STRAIGHT, (top,)
    return SHAPES[shape], order


WHEEL = frozenset({14, 2, 3, 4, 5})
SHORT_WHEEL = frozenset({14, 6, 7, 8, 9})


def best(
    fives: list[tuple[Card, ...]], low_straight: frozenset[int] | None, order: list[Category]
) -> Reference:
    def strength(five: tuple[Card, ...]) -> tuple[int, tuple[int, ...]]:
        category, ranks = reference_five(five, low_straight)
        return order.index(category), ranks

    category, ranks = reference_five(max(fives, key=strength), low_straight)
    return category, ranks


def as_reference(hand: Hand) -> Reference:
    assert hand.category is not None
    return hand.category, tuple(abs(part) for part in hand.key[1:])


def ace_to_five(cards: Sequence[Card]) -> Reference:
    """Five cards as an ace-to-five low: ace low, no straights, no flushes (lower is better)."""
    shape, order = grouped([card.low_rank for card in cards])
    return SHAPES[shape], order


def low_sort_key(reference: Reference) -> tuple[int, tuple[int, ...]]:
    return STANDARD_ORDER.index(reference[0]), reference[1]


def hands(deck: list[Card], sizes: tuple[int, int]) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(deck), min_size=sizes[0], max_size=sizes[1], unique=True)


def omaha_deals(deck: list[Card] = DECK) -> st.SearchStrategy[tuple[list[Card], list[Card]]]:
    return st.tuples(st.integers(4, 6), hands(deck, (9, 11))).map(
        lambda deal: (deal[1][: deal[0]], deal[1][deal[0] : deal[0] + 5])
    )


def check_cards(hand: Hand, evaluate: Callable[[Sequence[Card]], Hand | None]) -> None:
    """The cards that play are real cards of the hand and make the same hand alone."""
    played = hand.cards
    assert len(played) == 5
    assert len(set(played)) == 5
    assert set(played) <= set(hand.source) | set(hand.board)
    if hand.board:
        assert len(set(played) & set(hand.source)) == 2
    assert evaluate(played) == hand


SETTINGS = settings(max_examples=200, deadline=None)


@SETTINGS
@given(hands(DECK, (5, 7)))
def test_high_matches_reference(cards: list[Card]) -> None:
    hand = evaluate_high(cards)
    assert as_reference(hand) == best(list(combinations(cards, 5)), WHEEL, STANDARD_ORDER)
    check_cards(hand, evaluate_high)


@SETTINGS
@given(hands(DECK, (7, 7)), hands(DECK, (7, 7)))
def test_high_comparisons_match_reference(first: list[Card], second: list[Card]) -> None:
    def strength(cards: list[Card]) -> tuple[int, tuple[int, ...]]:
        category, ranks = best(list(combinations(cards, 5)), WHEEL, STANDARD_ORDER)
        return STANDARD_ORDER.index(category), ranks

    ours = (
        evaluate_high(first) > evaluate_high(second),
        evaluate_high(first) == evaluate_high(second),
    )
    theirs = (strength(first) > strength(second), strength(first) == strength(second))
    assert ours == theirs


@SETTINGS
@given(hands(SHORT_DECK, (5, 7)), st.booleans())
def test_short_deck_matches_reference(cards: list[Card], trips_beat_straight: bool) -> None:
    order = SHORT_ORDER if trips_beat_straight else SHORT_STRAIGHT_OVER_TRIPS_ORDER
    hand = evaluate_short_deck(cards, trips_beat_straight)
    assert as_reference(hand) == best(list(combinations(cards, 5)), SHORT_WHEEL, order)
    assert order.index(hand.category) + 1 == hand.key[0]  # type: ignore[arg-type]
    check_cards(hand, lambda five: evaluate_short_deck(five, trips_beat_straight))


@SETTINGS
@given(omaha_deals())
def test_omaha_matches_reference(deal: tuple[list[Card], list[Card]]) -> None:
    hole, board = deal
    fives = [two + three for two in combinations(hole, 2) for three in combinations(board, 3)]
    hand = evaluate_omaha(hole, board)
    assert as_reference(hand) == best(fives, WHEEL, STANDARD_ORDER)
    check_cards(hand, evaluate_high)


def reference_low8(fives: list[tuple[Card, ...]]) -> tuple[int, ...] | None:
    lows = []
    for five in fives:
        ranks = sorted({card.low_rank for card in five}, reverse=True)
        if len(ranks) == 5 and ranks[0] <= 8:
            lows.append(tuple(ranks))
    return min(lows, default=None)


@SETTINGS
@given(st.one_of(omaha_deals(), omaha_deals(LOW_HEAVY)))
def test_omaha_low8_matches_reference(deal: tuple[list[Card], list[Card]]) -> None:
    hole, board = deal
    fives = [two + three for two in combinations(hole, 2) for three in combinations(board, 3)]
    hand = evaluate_omaha_low8(hole, board)
    expected = reference_low8(fives)
    if expected is None:
        assert hand is None
    else:
        assert hand is not None
        assert tuple(-part for part in hand.key[1:]) == expected
        check_cards(hand, evaluate_low8)


@SETTINGS
@given(st.one_of(hands(DECK, (5, 7)), hands(LOW_HEAVY, (5, 7))))
def test_low8_matches_reference(cards: list[Card]) -> None:
    hand = evaluate_low8(cards)
    expected = reference_low8(list(combinations(cards, 5)))
    if expected is None:
        assert hand is None
    else:
        assert hand is not None
        assert tuple(-part for part in hand.key[1:]) == expected
        check_cards(hand, evaluate_low8)


@SETTINGS
@given(st.one_of(hands(DECK, (5, 7)), hands(LOW_HEAVY[:20], (5, 7))))
def test_razz_matches_reference(cards: list[Card]) -> None:
    hand = evaluate_razz(cards)
    expected = min((ace_to_five(five) for five in combinations(cards, 5)), key=low_sort_key)
    assert as_reference(hand) == expected
    check_cards(hand, evaluate_razz)


@SETTINGS
@given(hands(DECK, (5, 5)), hands(DECK, (5, 5)))
def test_deuce_seven_is_high_poker_turned_round(first: list[Card], second: list[Card]) -> None:
    def high(cards: list[Card]) -> tuple[int, tuple[int, ...]]:
        category, ranks = reference_five(cards, low_straight=None)  # no wheel: aces are high
        return STANDARD_ORDER.index(category), ranks

    ours, theirs = evaluate_deuce_seven(first), evaluate_deuce_seven(second)
    assert (ours > theirs) == (high(first) < high(second))
    assert (ours == theirs) == (high(first) == high(second))
    assert as_reference(ours) == reference_five(first, low_straight=None)


SEVEN_FIVE = evaluate_deuce_seven("7c5d4h3s2s")


@SETTINGS
@given(hands(DECK, (5, 5)))
def test_nothing_beats_seven_five_in_deuce_seven(cards: list[Card]) -> None:
    assert evaluate_deuce_seven(cards) <= SEVEN_FIVE


@SETTINGS
@given(hands(DECK, (5, 7)))
def test_nothing_beats_the_wheel_in_razz(cards: list[Card]) -> None:
    assert evaluate_razz(cards) <= evaluate_razz("As2d3c4h5s")


def reference_badugi(cards: Sequence[Card]) -> tuple[int, tuple[int, ...]]:
    """(size, ranks highest first) of the best badugi: bigger, then lower."""
    options = []
    for mask in range(1, 16):
        chosen = [card for bit, card in enumerate(cards) if mask >> bit & 1]
        suits = {card.suit for card in chosen}
        ranks = {card.low_rank for card in chosen}
        if len(suits) == len(ranks) == len(chosen):
            options.append((-len(chosen), tuple(sorted(ranks, reverse=True))))
    size, ranks = min(options)
    return -size, ranks


@SETTINGS
@given(st.one_of(hands(DECK, (4, 4)), hands(DECK[:16], (4, 4))))
def test_badugi_matches_reference(cards: list[Card]) -> None:
    hand = evaluate_badugi(cards)
    size, ranks = reference_badugi(cards)
    assert hand.key == (size, *(-rank for rank in ranks))
    played = hand.cards
    assert len(played) == size
    assert len({card.suit for card in played}) == len({card.rank for card in played}) == size
    assert set(played) <= set(cards)


@SETTINGS
@given(hands(DECK, (4, 4)), hands(DECK, (4, 4)))
def test_badugi_comparisons_match_reference(first: list[Card], second: list[Card]) -> None:
    def strength(cards: list[Card]) -> tuple[int, tuple[int, ...]]:
        size, ranks = reference_badugi(cards)
        return size, tuple(-rank for rank in ranks)

    ours, theirs = evaluate_badugi(first), evaluate_badugi(second)
    assert (ours > theirs) == (strength(first) > strength(second))
    assert (ours == theirs) == (strength(first) == strength(second))


def rotate_suits(cards: Sequence[Card], shift: int) -> list[Card]:
    return [Card(card.rank, Suit((card.suit + shift) % 4)) for card in cards]


@SETTINGS
@given(hands(DECK, (7, 7)), st.integers(1, 3), st.randoms(use_true_random=False))
def test_suits_and_order_do_not_matter(cards: list[Card], shift: int, rng: Random) -> None:
    other = rotate_suits(cards, shift)
    rng.shuffle(other)
    assert evaluate_high(cards) == evaluate_high(other)
    assert evaluate_razz(cards) == evaluate_razz(other)
    assert evaluate_low8(cards) == evaluate_low8(other)
    assert evaluate_deuce_seven(cards[:5]) == evaluate_deuce_seven(rotate_suits(cards[:5], shift))
    assert evaluate_badugi(cards[:4]) == evaluate_badugi(rotate_suits(cards[:4], shift))
    assert showing_hand_high(cards[:4]) == showing_hand_high(rotate_suits(cards[:4], shift))
    assert showing_hand_low(cards[:4]) == showing_hand_low(rotate_suits(cards[:4], shift))


@SETTINGS
@given(hands(DECK, (1, 4)), hands(DECK, (1, 4)))
def test_showing_hands_follow_the_stud_order(first: list[Card], second: list[Card]) -> None:
    """High: more matched cards first (quads, trips, two pair, pair), then ranks.
    Low: fewer matched cards first, then the lowest ranks, ace low."""

    def high(cards: list[Card]) -> tuple[object, ...]:
        ranks = [card.rank for card in cards]
        shape, order = grouped(ranks)
        return shape, order

    def low(cards: list[Card]) -> tuple[object, ...]:
        shape, order = grouped([card.low_rank for card in cards])
        return tuple(-count for count in shape), tuple(-rank for rank in order)

    if len(first) == len(second):
        ours = showing_hand_high(first), showing_hand_high(second)
        assert (ours[0] > ours[1]) == (high(first) > high(second))
        assert (ours[0] == ours[1]) == (high(first) == high(second))
        lows = showing_hand_low(first), showing_hand_low(second)
        assert (lows[0] > lows[1]) == (low(first) > low(second))
        assert (lows[0] == lows[1]) == (low(first) == low(second))


@SETTINGS
@given(
    hands(DECK, (7, 7)),
    hands(LOW_HEAVY, (7, 7)),
    omaha_deals(),
    omaha_deals(LOW_HEAVY),
    hands(DECK, (4, 4)),
)
def test_names_read_from_the_whole_key(
    seven: list[Card],
    low_seven: list[Card],
    omaha: tuple[list[Card], list[Card]],
    low_omaha: tuple[list[Card], list[Card]],
    four: list[Card],
) -> None:
    # Hand.name caches its words on the key's first three parts: the whole key says the same
    made = [
        evaluate_high(seven),
        evaluate_razz(low_seven),
        evaluate_low8(low_seven),
        evaluate_deuce_seven(seven[:5]),
        evaluate_omaha(*omaha),
        evaluate_omaha_low8(*low_omaha),
        evaluate_badugi(four),
        showing_hand_high(seven[:4]),
        showing_hand_low(low_seven[:3]),
    ]
    for hand in made:
        if hand is not None:
            assert hand.name == _name.__wrapped__(hand.ranking, hand.key)
