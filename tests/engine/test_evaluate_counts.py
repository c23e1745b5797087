"""Exact hand-category counts over every 5- and 7-card hand, through our evaluator.

Instead of looping over 133 million hands, the hands are split into classes whose
members are all the same hand: a class is a rank multiset (how many cards of each
rank) plus, for flushes, the suit that holds five or more cards and which ranks it
holds. The evaluator scores one real hand of each class and the class size is
counted combinatorially, so a wrong category for any rank pattern or any suited
rank set changes a count and fails the test.

The class sizes: a multiset with ``c_r`` cards of rank ``r`` is dealt in
``prod C(4, c_r)`` ways. With at most seven cards only one suit can hold five, and
the ways for suit ``s`` to hold exactly the ranks ``S`` are
``prod_{r in S} C(3, c_r - 1) * prod_{r not in S} C(3, c_r)`` (the card of suit
``s`` is fixed, the rest come from the three other suits); times 4 suits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from math import comb, prod

import pytest

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.evaluate import Category, Hand, evaluate_high, evaluate_short_deck

C = Category
DECK = {(rank, int(suit)): Card(rank, suit) for rank in range(2, 15) for suit in Suit}


def rank_multisets(ranks: Sequence[int], size: int) -> Iterator[dict[int, int]]:
    """Every way to take ``size`` cards by rank, at most four of a rank."""
    if size == 0:
        yield {}
        return
    if not ranks:
        return
    first, rest = ranks[0], ranks[1:]
    for count in range(min(4, size), -1, -1):
        for tail in rank_multisets(rest, size - count):
            yield {first: count, **tail} if count else tail


def flush_hand(counts: dict[int, int], suited: Sequence[int], suit: int) -> list[Card]:
    """A hand whose suit ``suit`` holds exactly the ranks ``suited`` (others: other suits)."""
    others = [s for s in range(4) if s != suit]
    cards = []
    for rank, count in counts.items():
        suits = [suit, *others[: count - 1]] if rank in suited else others[:count]
        cards += [DECK[rank, s] for s in suits]
    return cards


def plain_hand(counts: dict[int, int], offset: int) -> list[Card]:
    """A hand of this multiset with no flush: suits dealt round-robin (at most 2 per suit)."""
    cards = []
    position = offset
    for rank, count in counts.items():
        for _ in range(count):
            cards.append(DECK[rank, position % 4])
            position += 1
    return cards


def count_categories(
    ranks: Sequence[int], size: int, evaluate: Callable[[list[Card]], Hand]
) -> tuple[Counter[Category], int, int]:
    """Hands of ``size`` cards from a deck of ``ranks`` x 4 suits, by category.

    Also returns how many are royal flushes (by name) and the number of hands counted.
    """
    found: Counter[Category] = Counter()
    royals = 0
    hands = 0
    for index, counts in enumerate(rank_multisets(ranks, size)):
        ways = prod(comb(4, count) for count in counts.values())
        hands += ways
        flush_ways = 0
        distinct = list(counts)
        for flush_size in range(5, len(distinct) + 1):
            for suited in combinations(distinct, flush_size):
                per_suit = prod(
                    comb(3, count - 1) if rank in suited else comb(3, count)
                    for rank, count in counts.items()
                )
                if not per_suit:
                    continue
                # Rotate the flush suit so that every suit is exercised.
                hand = evaluate(flush_hand(counts, suited, suit=index % 4))
                assert hand.category is not None
                found[hand.category] += 4 * per_suit
                flush_ways += 4 * per_suit
                royals += 4 * per_suit * (hand.name == "royal flush")
        if ways > flush_ways:
            hand = evaluate(plain_hand(counts, offset=index))
            assert hand.category is not None
            assert hand.category not in (C.FLUSH, C.STRAIGHT_FLUSH), hand
            found[hand.category] += ways - flush_ways
    return found, royals, hands


STANDARD_RANKS = range(2, 15)
SHORT_RANKS = range(6, 15)


def test_five_card_high_counts() -> None:
    found, royals, hands = count_categories(STANDARD_RANKS, 5, evaluate_high)
    assert hands == comb(52, 5) == 2_598_960
    assert found == {
        C.STRAIGHT_FLUSH: 40,
        C.FOUR_OF_A_KIND: 624,
        C.FULL_HOUSE: 3_744,
        C.FLUSH: 5_108,
        C.STRAIGHT: 10_200,
        C.THREE_OF_A_KIND: 54_912,
        C.TWO_PAIR: 123_552,
        C.PAIR: 1_098_240,
        C.HIGH_CARD: 1_302_540,
    }
    assert royals == 4


def test_seven_card_high_counts() -> None:
    found, royals, hands = count_categories(STANDARD_RANKS, 7, evaluate_high)
    assert hands == comb(52, 7) == 133_784_560
    assert found == {
        C.STRAIGHT_FLUSH: 41_584,
        C.FOUR_OF_A_KIND: 224_848,
        C.FULL_HOUSE: 3_473_184,
        C.FLUSH: 4_047_644,
        C.STRAIGHT: 6_180_020,
        C.THREE_OF_A_KIND: 6_461_620,
        C.TWO_PAIR: 31_433_400,
        C.PAIR: 58_627_800,
        C.HIGH_CARD: 23_294_460,
    }
    # A royal flush plus any two of the other 47 cards, in each suit.
    assert royals == 4 * comb(47, 2)


# Short deck (ranks 6..A, 36 cards), five cards. Closed forms, independent of the evaluator:
# six straights (A-6-7-8-9 up to T-J-Q-K-A), C(9, 5) = 126 rank sets of five.
SHORT_DECK_FIVE_CARD_COUNTS = {
    C.STRAIGHT_FLUSH: 6 * 4,
    C.FOUR_OF_A_KIND: 9 * 8 * 4,
    C.FULL_HOUSE: 9 * 4 * 8 * 6,
    C.FLUSH: 4 * 126 - 6 * 4,
    C.STRAIGHT: 6 * 4**5 - 6 * 4,
    C.THREE_OF_A_KIND: 9 * 4 * comb(8, 2) * 4**2,
    C.TWO_PAIR: comb(9, 2) * 6 * 6 * 7 * 4,
    C.PAIR: 9 * 6 * comb(8, 3) * 4**3,
    C.HIGH_CARD: (126 - 6) * (4**5 - 4),
}


@pytest.mark.parametrize("trips_beat_straight", [True, False])
def test_five_card_short_deck_counts(trips_beat_straight: bool) -> None:
    found, royals, hands = count_categories(
        SHORT_RANKS, 5, lambda cards: evaluate_short_deck(cards, trips_beat_straight)
    )
    assert hands == comb(36, 5) == 376_992 == sum(SHORT_DECK_FIVE_CARD_COUNTS.values())
    assert found == SHORT_DECK_FIVE_CARD_COUNTS
    assert found[C.STRAIGHT_FLUSH] == 24
    assert royals == 4


def test_seven_card_short_deck_counts_add_up() -> None:
    """Seven short-deck cards: no reference table, but the classes must cover the deck,
    and a flush can never be beaten by the full house it cannot hold."""
    found, _, hands = count_categories(SHORT_RANKS, 7, evaluate_short_deck)
    assert hands == comb(36, 7) == sum(found.values())
    # Straight flushes, by inclusion-exclusion over the six runs of one suit: each run
    # plus any 2 of the other 31 cards; minus two overlapping runs (5 pairs one rank
    # apart: 6 cards + 1 of 30; 4 pairs two apart: all 7 cards); plus three runs in a
    # row (4 ways, all 7 cards). The same sum for 52 cards gives the 41,584 above.
    per_suit = 6 * comb(31, 2) - (5 * 30 + 4 * 1) + 4 * 1
    assert found[C.STRAIGHT_FLUSH] == 4 * per_suit == 10_560
