"""Private kernels and lookup tables behind :mod:`dealer_trainer.engine.evaluate`.

Nothing here checks its input: :mod:`~dealer_trainer.engine.evaluate` validates
the cards first. Every table is a dictionary that fills itself on first use
(:class:`LazyTable`), so importing costs nothing and a warm table answers in one
dictionary look-up.

**Card keys.** A hand is reduced to the sum of one integer per card:

* bits 0-30 hold the rank multiset: a card of rank ``r`` adds ``5 ** (r - 2)``.
  No rank appears more than four times, so every multiset of cards has its own
  sum (base-5 digits);
* bits 31-46 hold four 4-bit suit counters, clubs lowest. Adding 3 to every
  counter sets a counter's top bit exactly when that suit has five or more cards,
  which finds a flush in one addition and one mask (up to seven cards);
* bits 47-98 hold one bit per card. A repeated card carries into the next bit,
  so the sum has fewer set bits than there are cards: a duplicate check for free.

**Scores.** A hand's strength in one game is an ``int``, larger is better:
``strength << 20`` followed by up to five ranks of 4 bits each, in the order a
dealer compares them (pair rank before kickers, and so on).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import IntEnum
from itertools import combinations
from typing import Final, Generic, TypeVar

from dealer_trainer.engine.cards import Card

_K = TypeVar("_K")
_V = TypeVar("_V")


class LazyTable(dict[_K, _V], Generic[_K, _V]):
    """A dictionary that computes a missing value with ``fill`` and keeps it."""

    __slots__ = ("_fill",)

    def __init__(self, fill: Callable[[_K], _V]) -> None:
        super().__init__()
        self._fill = fill

    def __missing__(self, key: _K) -> _V:
        value = self._fill(key)
        self[key] = value
        return value


class Category(IntEnum):
    """What a five-card hand is made of, in standard high-hand order (weakest first).

    The value is the category's strength in standard high poker; other games
    order the categories differently (see :data:`SHORT_DECK_STRENGTH`).
    """

    HIGH_CARD = 1
    """No pair, no straight, no flush: the highest card plays."""
    PAIR = 2
    """Two cards of one rank."""
    TWO_PAIR = 3
    """Two cards of one rank and two of another."""
    THREE_OF_A_KIND = 4
    """Three cards of one rank ("trips" or "a set")."""
    STRAIGHT = 5
    """Five ranks in a row, suits mixed (A-2-3-4-5 is the lowest in standard poker)."""
    FLUSH = 6
    """Five cards of one suit."""
    FULL_HOUSE = 7
    """Three of a kind and a pair; the three of a kind is compared first."""
    FOUR_OF_A_KIND = 8
    """Four cards of one rank ("quads")."""
    STRAIGHT_FLUSH = 9
    """A straight in one suit; the ace-high one is the royal flush."""


# ---------------------------------------------------------------- card keys
SUIT_SHIFT: Final = 31
CARD_SHIFT: Final = 47
RANK_MASK: Final = (1 << SUIT_SHIFT) - 1
FLUSH_PROBE: Final = 0x3333 << SUIT_SHIFT
"""Added to a key: a suit counter of 5 or more then has its top bit set."""
FLUSH_TEST: Final = 0x8888 << SUIT_SHIFT
SHORT_DECK_LOW_RANKS: Final = 5**4
"""A rank sum with any deuce..five in it is not a multiple of this."""

RANK_KEY: Final[tuple[int, ...]] = (0, 0, *(5 ** (rank - 2) for rank in range(2, 15)))
"""Indexed by rank 2..14: the rank's base-5 digit weight (ace high)."""

LOW_RANK_KEY: Final[tuple[int, ...]] = (0, 0, *(5 ** (rank - 1) for rank in range(2, 14)), 1)
"""Indexed by rank 2..14: the base-5 weight of the rank counted ace low (ace = 1)."""

LOW8_BIT: Final[tuple[int, ...]] = (0, 0, *(1 << r if r <= 8 else 0 for r in range(2, 14)), 2)
"""Indexed by rank 2..14: ``1 << low rank`` for eight and below (ace = bit 1), else 0."""

SUIT_NIBBLE: Final[tuple[int, ...]] = (1, 1 << 4, 1 << 8, 1 << 12)


def card_index(rank: int, suit: int) -> int:
    """0..51: the card's position in a deck sorted by rank, then suit."""
    return (rank - 2) * 4 + suit


def _card_key(rank: int, suit: int) -> int:
    if rank < 2:
        return 0
    return (
        RANK_KEY[rank]
        + (1 << (SUIT_SHIFT + 4 * suit))
        + (1 << (CARD_SHIFT + card_index(rank, suit)))
    )


CARD_KEY: Final[tuple[int, ...]] = tuple(
    _card_key(rank, suit) for rank in range(15) for suit in range(4)
)
"""Indexed by ``rank * 4 + suit``: the card's key (see the module docstring)."""


def rank_counts(rank_sum: int, low: int, high: int) -> list[int]:
    """Decode a base-5 rank sum into counts indexed ``low``..``high`` (index 0 unused)."""
    counts = [0] * (high + 1)
    for rank in range(low, high + 1):
        rank_sum, counts[rank] = divmod(rank_sum, 5)
    return counts


# ---------------------------------------------------------------- scores
def pack(strength: int, ranks: Iterable[int]) -> int:
    """A score: ``strength`` then up to five 4-bit ranks, most significant first."""
    score = strength
    size = 0
    for rank in ranks:
        score = (score << 4) | rank
        size += 1
    return score << (4 * (5 - size))


def unpack(score: int) -> tuple[int, ...]:
    """``(strength, rank, ...)`` from a score, without the zero padding."""
    ranks = [(score >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    while ranks and ranks[-1] == 0:
        ranks.pop()
    return (score >> 20, *ranks)


Straights = tuple[tuple[int, int], ...]
"""``(rank bit mask, top rank)`` of each straight, best first."""


def _run_mask(*ranks: int) -> int:
    mask = 0
    for rank in ranks:
        mask |= 1 << rank
    return mask


STANDARD_STRAIGHTS: Final[Straights] = (
    *((_run_mask(*range(top - 4, top + 1)), top) for top in range(14, 5, -1)),
    (_run_mask(14, 2, 3, 4, 5), 5),
)
"""Ace-high down to the wheel A-2-3-4-5 (five high)."""

SHORT_DECK_STRAIGHTS: Final[Straights] = (
    *((_run_mask(*range(top - 4, top + 1)), top) for top in range(14, 9, -1)),
    (_run_mask(14, 6, 7, 8, 9), 9),
)
"""Short deck (6..A): ace-high down to A-6-7-8-9 (nine high)."""

ACE_HIGH_STRAIGHTS: Final[Straights] = tuple(
    (_run_mask(*range(top - 4, top + 1)), top) for top in range(14, 5, -1)
)
"""Deuce-to-seven: the ace is only high, so A-2-3-4-5 is not a straight."""

Strengths = tuple[int, ...]
"""Indexed by :class:`Category` value: the category's strength in one game."""

STANDARD_STRENGTH: Final[Strengths] = tuple(range(10))
SHORT_DECK_STRENGTH: Final[Strengths] = (0, 1, 2, 3, 5, 4, 7, 6, 8, 9)
"""Short deck, trips above a straight and a flush above a full house."""
SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH: Final[Strengths] = (0, 1, 2, 3, 4, 5, 7, 6, 8, 9)
"""Short deck, a straight above trips (as some rooms play); a flush still beats a full house."""


def straight_top(mask: int, straights: Straights) -> int:
    """The top rank of the best straight among the ranks in ``mask``, or 0."""
    for run, top in straights:
        if mask & run == run:
            return top
    return 0


# The categories' values as plain ints: indexing a tuple with an IntEnum member goes
# through ``__index__``, which cost about a tenth of a table fill.
_QUADS: Final = int(Category.FOUR_OF_A_KIND)
_FULL_HOUSE: Final = int(Category.FULL_HOUSE)
_STRAIGHT: Final = int(Category.STRAIGHT)
_TRIPS: Final = int(Category.THREE_OF_A_KIND)
_TWO_PAIR: Final = int(Category.TWO_PAIR)
_PAIR: Final = int(Category.PAIR)
_HIGH_CARD: Final = int(Category.HIGH_CARD)


def high_rank_score(rank_sum: int, straights: Straights, strength: Strengths) -> int:
    """Best score of five cards drawn from a rank multiset of 5 to 7 cards, flushes aside.

    Each category the multiset can make is scored with its best ranks; the
    strongest category in this game wins. (Filled once per rank multiset, as hands are
    dealt: written out rather than with helper lists, a third of the time.)
    """
    # The base-5 digits are read from the deuce up with divmod, stopping after the
    # highest rank held: half the time of dividing by each rank's weight in turn.
    present: list[int] = []  # ranks held, lowest first (reversed below)
    pairs: list[int] = []  # ranks held two or more times, lowest first
    trips: list[int] = []
    quad = 0
    mask = 0
    rank = 2
    while rank_sum:
        rank_sum, count = divmod(rank_sum, 5)
        if count:
            present.append(rank)
            mask |= 1 << rank
            if count >= 2:
                pairs.append(rank)
                if count >= 3:
                    trips.append(rank)
                    if count == 4:
                        quad = rank  # at most one four of a kind in seven cards
        rank += 1
    present.reverse()  # highest first, as the scores list them
    pairs.reverse()
    best = 0
    if quad:
        kicker = present[0] if present[0] != quad else present[1]
        best = (strength[_QUADS] << 20) | quad << 16 | kicker << 12
    if trips:
        top = trips[-1]  # the highest three of a kind
        if len(pairs) >= 2:
            # The pair is the highest other rank with two or more cards (maybe a second trips).
            pair = pairs[0] if pairs[0] != top else pairs[1]
            score = (strength[_FULL_HOUSE] << 20) | top << 16 | pair << 12
            if score > best:
                best = score
        others = present.copy()
        others.remove(top)
        if len(others) >= 2:
            score = (strength[_TRIPS] << 20) | top << 16 | others[0] << 12 | others[1] << 8
            if score > best:
                best = score
    if len(pairs) >= 2:
        high, low = pairs[0], pairs[1]
        others = present.copy()
        others.remove(high)
        others.remove(low)
        if others:
            score = (strength[_TWO_PAIR] << 20) | high << 16 | low << 12 | others[0] << 8
            if score > best:
                best = score
    if pairs:
        top = pairs[0]
        others = present.copy()
        others.remove(top)
        if len(others) >= 3:
            score = (strength[_PAIR] << 20) | top << 16 | others[0] << 12 | others[1] << 8
            score |= others[2] << 4
            if score > best:
                best = score
    if len(present) >= 5:
        for run, top in straights:
            if mask & run == run:
                score = (strength[_STRAIGHT] << 20) | top << 16
                if score > best:
                    best = score
                break
        a, b, c, d, e = present[:5]
        score = (strength[_HIGH_CARD] << 20) | a << 16 | b << 12 | c << 8 | d << 4 | e
        if score > best:
            best = score
    return best


def flush_score(mask: int, straights: Straights, strength: Strengths) -> int:
    """Best score of five cards of one suit drawn from the ranks in ``mask`` (5 or more)."""
    top = straight_top(mask, straights)
    if top:
        return pack(strength[Category.STRAIGHT_FLUSH], [top])
    ranks = [rank for rank in range(14, 1, -1) if mask >> rank & 1][:5]
    return pack(strength[Category.FLUSH], ranks)


def _high_tables(
    straights: Straights, strength: Strengths
) -> tuple[LazyTable[int, int], LazyTable[int, int]]:
    return (
        LazyTable(lambda rank_sum: high_rank_score(rank_sum, straights, strength)),
        LazyTable(lambda mask: flush_score(mask, straights, strength)),
    )


HIGH_RANKS, HIGH_FLUSHES = _high_tables(STANDARD_STRAIGHTS, STANDARD_STRENGTH)
"""Standard high: rank sum -> score (no flush); suited rank mask -> score."""
SHORT_RANKS, SHORT_FLUSHES = _high_tables(SHORT_DECK_STRAIGHTS, SHORT_DECK_STRENGTH)
SHORT_ALT_RANKS, SHORT_ALT_FLUSHES = _high_tables(
    SHORT_DECK_STRAIGHTS, SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH
)
DEUCE_SEVEN_RANKS, DEUCE_SEVEN_FLUSHES = _high_tables(ACE_HIGH_STRAIGHTS, STANDARD_STRENGTH)


def five_card_scores(straights: Straights, strength: Strengths) -> dict[int, int]:
    """Every rank multiset of five cards (6,175) -> its score, flushes aside: as
    :func:`high_rank_score` scores it, made category by category from the ranks (no digits
    to read), a quarter of its cost per multiset."""
    scores: dict[int, int] = {}
    weight = RANK_KEY
    ranks = range(14, 1, -1)  # highest first, so each combination lists its ranks in order
    for a, b, c, d, e in combinations(ranks, 5):  # five different ranks
        score = (strength[_HIGH_CARD] << 20) | a << 16 | b << 12 | c << 8 | d << 4 | e
        top = straight_top(1 << a | 1 << b | 1 << c | 1 << d | 1 << e, straights)
        if top:
            score = max(score, (strength[_STRAIGHT] << 20) | top << 16)
        scores[weight[a] + weight[b] + weight[c] + weight[d] + weight[e]] = score
    for many in ranks:
        others = [rank for rank in ranks if rank != many]
        pair, trips = 2 * weight[many], 3 * weight[many]
        for a, b, c in combinations(others, 3):
            score = (strength[_PAIR] << 20) | many << 16 | a << 12 | b << 8 | c << 4
            scores[pair + weight[a] + weight[b] + weight[c]] = score
        for a, b in combinations(others, 2):
            score = (strength[_TRIPS] << 20) | many << 16 | a << 12 | b << 8
            scores[trips + weight[a] + weight[b]] = score
        for a in others:
            scores[trips + 2 * weight[a]] = (strength[_FULL_HOUSE] << 20) | many << 16 | a << 12
            scores[4 * weight[many] + weight[a]] = (strength[_QUADS] << 20) | many << 16 | a << 12
    for high, low in combinations(ranks, 2):
        two_pair = 2 * weight[high] + 2 * weight[low]
        for kicker in ranks:
            if kicker != high and kicker != low:
                score = (strength[_TWO_PAIR] << 20) | high << 16 | low << 12 | kicker << 8
                scores[two_pair + weight[kicker]] = score
    return scores


class FiveCardTable(dict[int, int]):
    """Rank sum of exactly five cards -> score (no flush), all 6,175 filled at the first look-up.

    Omaha reads up to sixty five-card rank sums per player (two hole cards and three board
    cards, every way): filled one miss at a time, as a lazy table is, a showdown question
    paid about eleven fills while the table was filling (3,403 in 300 questions). Made at
    once by :func:`five_card_scores`, the whole table costs a quarter of filling it one
    :func:`high_rank_score` at a time (about 4 ms, at the first Omaha hand read).
    """

    __slots__ = ("_straights", "_strength")

    def __init__(self, straights: Straights, strength: Strengths) -> None:
        super().__init__()
        self._straights = straights
        self._strength = strength

    def __missing__(self, rank_sum: int) -> int:
        if self:  # already filled: not the rank sum of five cards
            raise KeyError(rank_sum)
        self.update(five_card_scores(self._straights, self._strength))
        return self[rank_sum]


HIGH_FIVES: Final = FiveCardTable(STANDARD_STRAIGHTS, STANDARD_STRENGTH)
"""Standard high, rank sum of five cards -> score (no flush): the Omaha hands' table."""

HIGH_KEYS: Final[LazyTable[int, tuple[int, ...]]] = LazyTable(unpack)
"""Score -> key tuple for the high games (larger is better)."""
HIGH_RANK_KEYS: Final[LazyTable[int, tuple[int, ...]]] = LazyTable(
    lambda rank_sum: HIGH_KEYS[HIGH_RANKS[rank_sum]]
)
"""Standard high, rank sum -> key tuple, in one look-up (no flush)."""


def _negated(score: int) -> tuple[int, ...]:
    return tuple(-part for part in unpack(score))


DEUCE_SEVEN_KEYS: Final[LazyTable[int, tuple[int, ...]]] = LazyTable(_negated)
"""Score of a hand as a high hand (ace high, no wheel) -> deuce-to-seven key."""


def score_high(
    cards: Sequence[Card], total: int, ranks: dict[int, int], flushes: dict[int, int]
) -> int:
    """Score of the best five of ``cards`` (5 to 7), given the sum of their card keys."""
    if (total + FLUSH_PROBE) & FLUSH_TEST:
        suit_counts = total >> SUIT_SHIFT
        suit = 0
        while suit < 3 and (suit_counts >> (4 * suit)) & 15 < 5:
            suit += 1
        mask = 0
        for card in cards:
            if card.suit == suit:
                mask |= 1 << card.rank
        return flushes[mask]
    return ranks[total & RANK_MASK]


def score_omaha(
    hole: Sequence[Card],
    board: Sequence[Card],
    hole_total: int,
    board_total: int,
    ranks: dict[int, int],
    flushes: dict[int, int],
) -> int:
    """Best score using exactly two of ``hole`` and exactly three of ``board``.

    ``hole_total`` and ``board_total`` are the sums of their card keys. Without
    suits, the hand is the best of the rank multisets "two hole ranks plus three
    board ranks" (each distinct sum looked up once); a flush needs three board
    cards and two hole cards of one suit.
    """
    hole_keys = [RANK_KEY[card.rank] for card in hole]
    board_keys = [RANK_KEY[card.rank] for card in board]
    if len(hole_keys) == 4:  # the usual deal, spelt out: twice as fast as combinations()
        a, b, c, d = hole_keys
        pair_sums = {a + b, a + c, a + d, b + c, b + d, c + d}
    else:
        pair_sums = set(map(sum, combinations(hole_keys, 2)))
    if len(board_keys) == 5:
        a, b, c, d, e = board_keys
        ab, cd = a + b, c + d
        triple_sums = {
            ab + c, ab + d, ab + e, a + cd, a + c + e, a + d + e, b + cd, b + c + e, b + d + e, cd + e
        }  # fmt: skip
    else:
        triple_sums = set(map(sum, combinations(board_keys, 3)))
    best = max(map(ranks.__getitem__, [p + t for p in pair_sums for t in triple_sums]))
    board_suits = board_total >> SUIT_SHIFT
    # A counter of 3 or more gets its top bit when 5 is added (boards hold at most 5 cards).
    if (board_suits + 0x5555) & 0x8888:
        hole_suits = hole_total >> SUIT_SHIFT
        for suit in range(4):
            if (board_suits >> (4 * suit)) & 15 < 3 or (hole_suits >> (4 * suit)) & 15 < 2:
                continue
            hole_bits = [1 << card.rank for card in hole if card.suit == suit]
            board_bits = [1 << card.rank for card in board if card.suit == suit]
            hole_masks = [a | b for a, b in combinations(hole_bits, 2)]
            for a, b, c in combinations(board_bits, 3):
                triple = a | b | c
                for pair in hole_masks:
                    score = flushes[pair | triple]
                    if score > best:
                        best = score
    return best


# ---------------------------------------------------------------- ace-to-five lows
def low_key_of_five(ranks: Sequence[int]) -> tuple[int, ...]:
    """Ace-to-five key of five ace-low ranks: straights and flushes ignored, larger is better.

    ``(-category, -rank, ...)`` with the ranks grouped as a dealer compares them
    (pairs before kickers, highest first): the high-hand order, turned round.
    """
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    category = _SHAPE_CATEGORY[tuple(shape)]
    return (-category, *(-rank for rank in groups))


_SHAPE_CATEGORY: Final[dict[tuple[int, ...], Category]] = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
    # Partial hands (stud upcards): fewer than five cards.
    (1,): Category.HIGH_CARD,
    (1, 1): Category.HIGH_CARD,
    (1, 1, 1): Category.HIGH_CARD,
    (1, 1, 1, 1): Category.HIGH_CARD,
    (2,): Category.PAIR,
    (2, 1): Category.PAIR,
    (2, 1, 1): Category.PAIR,
    (2, 2): Category.TWO_PAIR,
    (3,): Category.THREE_OF_A_KIND,
    (3, 1): Category.THREE_OF_A_KIND,
    (4,): Category.FOUR_OF_A_KIND,
}


def _razz_fill(rank_sum: int) -> tuple[int, ...]:
    counts = rank_counts(rank_sum, 1, 13)
    distinct = [rank for rank in range(1, 14) if counts[rank]]
    if len(distinct) >= 5:
        # No pair beats every pair, and among unpaired fives the lowest ranks are best:
        # the five lowest different ranks, compared from the highest down.
        return (-Category.HIGH_CARD, *(-rank for rank in reversed(distinct[:5])))
    ranks = [rank for rank in range(1, 14) for _ in range(counts[rank])]
    return max(low_key_of_five(five) for five in set(combinations(ranks, 5)))


RAZZ_KEYS: Final[LazyTable[int, tuple[int, ...]]] = LazyTable(_razz_fill)
"""Ace-low rank sum of 5 to 7 cards -> best ace-to-five key."""


def _low8_fill(mask: int) -> tuple[int, ...] | None:
    if mask.bit_count() < 5:
        return None
    while mask.bit_count() > 5:
        mask &= ~(1 << (mask.bit_length() - 1))
    return (-Category.HIGH_CARD, *(-rank for rank in range(8, 0, -1) if mask >> rank & 1))


LOW8_KEYS: Final[LazyTable[int, tuple[int, ...] | None]] = LazyTable(_low8_fill)
"""Mask of the distinct low ranks 8 and under (bit 1 = ace) -> best eight-or-better key."""


def low8_omaha_mask(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Best low mask from exactly two hole cards and three board cards, or 0 for none.

    With five distinct ranks, the numerically smallest mask is the best low:
    comparing masks compares the highest rank first, then the next.
    """
    hole_bits = {LOW8_BIT[card.rank] for card in hole}
    hole_bits.discard(0)
    board_bits = {LOW8_BIT[card.rank] for card in board}
    board_bits.discard(0)
    if len(hole_bits) < 2 or len(board_bits) < 3:
        return 0
    best = 0
    for a, b in combinations(hole_bits, 2):
        pair = a | b
        for c, d, e in combinations(board_bits, 3):
            mask = pair | c | d | e
            if mask.bit_count() == 5 and (best == 0 or mask < best):
                best = mask
    return best


# ---------------------------------------------------------------- stud boards
def _showing_high_fill(rank_sum: int) -> tuple[int, ...]:
    counts = rank_counts(rank_sum, 2, 14)
    groups = sorted(
        (rank for rank in range(2, 15) if counts[rank]),
        key=lambda rank: (counts[rank], rank),
        reverse=True,
    )
    shape = tuple(sorted((counts[rank] for rank in groups), reverse=True))
    return (_SHAPE_CATEGORY[shape], *groups)


SHOWING_HIGH_KEYS: Final[LazyTable[int, tuple[int, ...]]] = LazyTable(_showing_high_fill)
"""Rank sum of 1 to 4 upcards -> high key (pairs count, straights and flushes do not)."""


def _showing_low_fill(rank_sum: int) -> tuple[int, ...]:
    counts = rank_counts(rank_sum, 1, 13)
    return low_key_of_five([rank for rank in range(1, 14) for _ in range(counts[rank])])


SHOWING_LOW_KEYS: Final[LazyTable[int, tuple[int, ...]]] = LazyTable(_showing_low_fill)
"""Ace-low rank sum of 1 to 4 upcards -> razz key."""


# ---------------------------------------------------------------- badugi
def badugi_best(
    cards: Sequence[Card], aces_high: bool = False
) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The best badugi among ``cards``: its key and its cards.

    Key ``(size, -highest, -next, ...)``: more cards win, then the lower
    highest card, then the next (ace low; with ``aces_high``, as in Badeucey
    where rooms play it so, the ace is the highest card).
    """
    best_key: tuple[int, ...] = ()
    best_cards: tuple[Card, ...] = ()
    for size in range(len(cards), 0, -1):
        for subset in combinations(cards, size):
            if len({card.suit for card in subset}) < size:
                continue
            if len({card.rank for card in subset}) < size:
                continue
            key = (size, *sorted(-(card.rank if aces_high else card.low_rank) for card in subset))
            if key > best_key:
                best_key, best_cards = key, subset
        if best_key:
            break
    return best_key, best_cards
