"""Hand evaluation for every game the trainer deals: who wins, and what the dealer says.

Long because it evaluates every game the trainer deals (high, short deck, Omaha, eight-or-
better, razz, deuce-to-seven, badugi, ace-to-five, stud's showing hands) over one
:class:`Hand` value and one set of hand names.

Every evaluator returns a :class:`Hand`: an immutable value that compares with
the other hands of its :class:`Ranking` (larger is better in every game, so the
winner is ``max(hands)`` and ``==`` is a tie), names itself in the words a
dealer calls out (:attr:`Hand.name`) and shows the cards that make it
(:attr:`Hand.cards`).

>>> board = "Kd7s7c2hKc"
>>> kings_full = evaluate_high("Ks4d" + board)
>>> aces_up = evaluate_high("AcAd" + board)
>>> kings_full.name, aces_up.name
('full house, kings full of sevens', 'two pair, aces and kings')
>>> max(kings_full, aces_up) is kings_full
True
>>> evaluate_razz("As2d3c4h6s6c6d") == evaluate_razz("6h4s3d2cAh7c7s")
True

Cards are given as a sequence of :class:`~dealer_trainer.engine.cards.Card` or,
for convenience, as text such as ``"AhKs"``. A hand with a wrong number of cards,
a card twice or a card the game does not use raises :class:`HandError`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from functools import lru_cache
from itertools import combinations
from typing import Final, TypeAlias

from dealer_trainer.engine.cards import RANK_NAMES, Card, parse_cards
from dealer_trainer.engine.evaluate_tables import (
    CARD_KEY,
    CARD_SHIFT,
    DEUCE_SEVEN_FLUSHES,
    DEUCE_SEVEN_KEYS,
    DEUCE_SEVEN_RANKS,
    FLUSH_PROBE,
    FLUSH_TEST,
    HIGH_FIVES,
    HIGH_FLUSHES,
    HIGH_KEYS,
    HIGH_RANK_KEYS,
    HIGH_RANKS,
    LOW8_BIT,
    LOW8_KEYS,
    LOW_RANK_KEY,
    RANK_KEY,
    RANK_MASK,
    RAZZ_KEYS,
    SHORT_ALT_FLUSHES,
    SHORT_ALT_RANKS,
    SHORT_DECK_LOW_RANKS,
    SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH,
    SHORT_DECK_STRENGTH,
    SHORT_FLUSHES,
    SHORT_RANKS,
    SHOWING_HIGH_KEYS,
    SHOWING_LOW_KEYS,
    STANDARD_STRENGTH,
    Category,
    Strengths,
    badugi_best,
    low8_omaha_mask,
    score_high,
    score_omaha,
)

__all__ = [
    "MESSAGES",
    "PHRASES",
    "RANK_PLURALS",
    "CardsLike",
    "Category",
    "Hand",
    "HandError",
    "Ranking",
    "evaluate_ace_to_five",
    "evaluate_badugi",
    "evaluate_badugi_five",
    "evaluate_deuce_seven",
    "evaluate_high",
    "evaluate_low8",
    "evaluate_omaha",
    "evaluate_omaha_low8",
    "evaluate_razz",
    "evaluate_short_deck",
    "showing_hand_high",
    "showing_hand_low",
]

CardsLike: TypeAlias = str | Iterable[Card]
"""Cards to evaluate: :class:`Card` objects, or text such as ``"AhKs7c"``."""

# ---------------------------------------------------------------- words
PHRASES: Final[dict[str, str]] = {
    # High-hand categories, keyed by Category name in lower case. {r1} is the first
    # rank compared, said in the singular ("king"); {p1} the same rank in the plural.
    "high_card": "{r1} high",
    "pair": "a pair of {p1}",
    "two_pair": "two pair, {p1} and {p2}",
    "three_of_a_kind": "three of a kind, {p1}",
    "straight": "straight, {r1} high",
    "flush": "flush, {r1} high",
    "full_house": "full house, {p1} full of {p2}",
    "four_of_a_kind": "four of a kind, {p1}",
    "straight_flush": "straight flush, {r1} high",
    "royal_flush": "royal flush",
    # Low hands without a pair (razz, eight-or-better, deuce-to-seven): the two highest cards.
    "low": "{r1}-{r2} low",
    "low_one_card": "{r1} low",
    # Badugi.
    "badugi_four": "four-card badugi, {r1} high",
    "badugi": "{count}-card badugi",
}
"""Everything a dealer calls out at showdown, in one place for translation."""

RANK_PLURALS: Final[dict[int, str]] = {
    2: "deuces",
    3: "threes",
    4: "fours",
    5: "fives",
    6: "sixes",
    7: "sevens",
    8: "eights",
    9: "nines",
    10: "tens",
    11: "jacks",
    12: "queens",
    13: "kings",
    14: "aces",
}
"""The plural a dealer says for each rank ("a pair of sixes")."""

_COUNT_WORDS: Final[dict[int, str]] = {1: "one", 2: "two", 3: "three", 4: "four"}

MESSAGES: Final[dict[str, str]] = {
    "count": "{game} is made from {expected}, not {count}: {cards}",
    "duplicate": "{card} is in {cards} more than once: every card of the deck is dealt once",
    "not_a_card": "{item!r} is not a card ({game})",
    "unseen": "cannot evaluate {text!r}: '??' is a card nobody has seen",
    "short_deck": "{card} is not in the short deck (sixes to aces, 36 cards): {cards}",
    "compare": "cannot compare hands ranked differently: {first} against {second}",
}
"""Error messages, written for the dealer who reads them."""


class HandError(ValueError):
    """Cards that cannot make a hand in this game: a wrong count, a repeated card,
    or a card the game does not use."""


# ---------------------------------------------------------------- values
class Ranking(StrEnum):
    """How hands of one game are compared; only hands of the same ranking compare."""

    HIGH = "high"
    """Standard high poker (hold'em, Omaha, stud): the wheel A-2-3-4-5 is the lowest straight."""
    SHORT_DECK = "short deck"
    """Short deck (6..A): a flush beats a full house, trips beat a straight, and
    A-6-7-8-9 is the lowest straight."""
    SHORT_DECK_STRAIGHT_OVER_TRIPS = "short deck, straight over trips"
    """Short deck as some rooms play it: a straight beats three of a kind."""
    LOW8 = "eight-or-better"
    """Ace-to-five low with a qualifier: five different ranks eight or lower (hi-lo games)."""
    ACE_TO_FIVE = "ace-to-five"
    """Razz: ace-to-five low, no qualifier; pairs count against, straights and flushes don't."""
    DEUCE_TO_SEVEN = "deuce-to-seven"
    """Deuce-to-seven lowball: aces high, straights and flushes count against; 7-5-4-3-2 best."""
    BADUGI = "badugi"
    """Badugi: the most cards of different suits and ranks, then the lowest (ace low)."""
    BADUGI_ACES_HIGH = "badugi, aces high"
    """The badugi half of Badeucey where the house plays the ace high in both halves."""
    SHOWING_HIGH = "showing high"
    """Stud upcards, high: quads, trips, two pair, pair, high cards (no straights or flushes)."""
    SHOWING_LOW = "showing low"
    """Razz upcards: no pair best, then the lowest highest card (ace low)."""


_HIGH_STRENGTHS: Final[dict[Ranking, Strengths]] = {
    Ranking.HIGH: STANDARD_STRENGTH,
    Ranking.SHORT_DECK: SHORT_DECK_STRENGTH,
    Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS: SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH,
}
_LOW_RANKINGS: Final = frozenset(
    {Ranking.LOW8, Ranking.ACE_TO_FIVE, Ranking.SHOWING_LOW, Ranking.BADUGI}
)

# Reading an enum member from its class costs about 0.25 microseconds in CPython 3.11,
# a tenth of a whole evaluation: the evaluators use these module constants instead.
_HIGH: Final = Ranking.HIGH
_SHORT_DECK: Final = Ranking.SHORT_DECK
_SHORT_DECK_STRAIGHT_OVER_TRIPS: Final = Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS
_LOW8: Final = Ranking.LOW8
_ACE_TO_FIVE: Final = Ranking.ACE_TO_FIVE
_DEUCE_TO_SEVEN: Final = Ranking.DEUCE_TO_SEVEN
_BADUGI: Final = Ranking.BADUGI
_SHOWING_HIGH: Final = Ranking.SHOWING_HIGH
_SHOWING_LOW: Final = Ranking.SHOWING_LOW


class Hand:
    """One player's hand in one game, as the showdown compares it.

    Hands of the same :attr:`ranking` compare by :attr:`key` alone, larger is
    better, so ``max(hands)`` wins and equal hands split the pot. Comparing hands
    of different rankings with ``<`` is a :class:`TypeError`.

    A hand is immutable: its attributes are read-only. (It is a slotted class
    rather than a frozen dataclass because the evaluators make one per hand and
    a frozen dataclass takes three times as long to build.)

    >>> hand = evaluate_high("9c8d7h6s5c2d2h")
    >>> hand.name, hand.category, hand.key
    ('straight, nine high', <Category.STRAIGHT: 5>, (5, 9))
    >>> " ".join(map(str, hand.cards))
    '9c 8d 7h 6s 5c'
    >>> hand
    evaluate_high('9c8d7h6s5c2d2h')
    """

    __slots__ = ("_board", "_key", "_ranking", "_source")

    def __init__(
        self,
        ranking: Ranking,
        key: tuple[int, ...],
        source: tuple[Card, ...],
        board: tuple[Card, ...] = (),
    ) -> None:
        self._ranking = ranking
        self._key = key
        self._source = source
        self._board = board

    @property
    def ranking(self) -> Ranking:
        """The game's way of comparing hands."""
        return self._ranking

    @property
    def key(self) -> tuple[int, ...]:
        """What is compared, larger is better.

        High games: ``(strength of the category in this game, ranks in the order
        they count)``; low games: the same with every number negated, so the
        lowest hand has the largest key; badugi: ``(number of cards, -highest
        rank, -next, ...)``.
        """
        return self._key

    @property
    def source(self) -> tuple[Card, ...]:
        """The cards the hand was made from (in Omaha, the hole cards)."""
        return self._source

    @property
    def board(self) -> tuple[Card, ...]:
        """Omaha only: the board, of which exactly three cards play; else empty."""
        return self._board

    # -- comparison (by key, within one ranking)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._ranking is other._ranking and self._key == other._key

    def __hash__(self) -> int:
        return hash((self._ranking, self._key))

    def _other_key(self, other: Hand) -> tuple[int, ...]:
        if other._ranking is not self._ranking:
            raise TypeError(MESSAGES["compare"].format(first=self._ranking, second=other._ranking))
        return other._key

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._key < self._other_key(other)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._key <= self._other_key(other)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._key > self._other_key(other)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._key >= self._other_key(other)

    # -- what a dealer sees
    @property
    def category(self) -> Category | None:
        """The hand's category (pair, flush...); ``None`` for badugi."""
        return _category(self.ranking, self.key[0])

    @property
    def name(self) -> str:
        """What the dealer calls out, e.g. ``'full house, jacks full of fours'``."""
        # A name says the category and at most two ranks (PHRASES), so hands that differ
        # only in later kickers share one cached name: most showdowns then miss no cache.
        return _name(self._ranking, self._key[:3])

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards that make the hand, in the order a dealer reads them.

        Five cards in the poker games, the badugi cards in badugi, all the upcards
        for a stud board. Where several sets of cards make the same hand, one is chosen.
        """
        if self.ranking is Ranking.BADUGI:
            chosen = badugi_best(self.source)[1]
        elif self.ranking is Ranking.BADUGI_ACES_HIGH:
            chosen = badugi_best(self.source, aces_high=True)[1]
        elif self.ranking in (Ranking.SHOWING_HIGH, Ranking.SHOWING_LOW):
            chosen = self.source
        else:
            chosen = self._five_that_play()
        return _reading_order(self.ranking, chosen, self.key)

    def _five_that_play(self) -> tuple[Card, ...]:
        evaluate = _FIVE_CARD_EVALUATORS[self.ranking]
        fives: Iterable[tuple[Card, ...]]
        if self.board:
            fives = (
                two + three
                for two in combinations(self.source, 2)
                for three in combinations(self.board, 3)
            )
        else:
            fives = combinations(self.source, 5)
        for five in fives:
            hand = evaluate(five)
            if hand is not None and hand.key == self.key:
                return five
        raise AssertionError(
            f"no five cards of {self!r} make its key {self.key}"
        )  # pragma: no cover

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        """Code that makes an equal hand: ``evaluate_high('AhKh...')``."""
        text = "".join(map(str, self.source))
        args = repr(text)
        if self.ranking is Ranking.BADUGI and len(self.source) == 5:
            return f"evaluate_badugi_five({args})"
        if self.ranking is Ranking.BADUGI_ACES_HIGH:
            return f"evaluate_badugi_five({args}, aces_high=True)"
        if self.board:
            args += f", {''.join(map(str, self.board))!r}"
        if self.ranking is Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS:
            args += ", trips_beat_straight=False"
        return f"{_FUNCTION_NAMES[self.ranking, bool(self.board)]}({args})"


def _category(ranking: Ranking, strength: int) -> Category | None:
    return _CATEGORIES.get((ranking, strength))


_CATEGORIES: Final[dict[tuple[Ranking, int], Category]] = {
    **{
        (ranking, strengths[category]): category
        for ranking, strengths in _HIGH_STRENGTHS.items()
        for category in Category
    },
    **{(Ranking.SHOWING_HIGH, category.value): category for category in Category},
    **{
        (ranking, -category.value): category
        for ranking in (
            Ranking.LOW8,
            Ranking.ACE_TO_FIVE,
            Ranking.DEUCE_TO_SEVEN,
            Ranking.SHOWING_LOW,
        )
        for category in Category
    },
}
"""``(ranking, key[0])`` -> category; badugi has none."""


def _rank_word(rank: int) -> str:
    return RANK_NAMES[14 if rank == 1 else rank]


def _rank_plural(rank: int) -> str:
    return RANK_PLURALS[14 if rank == 1 else rank]


@lru_cache(maxsize=4096)
def _name(ranking: Ranking, key: tuple[int, ...]) -> str:
    """The words of :attr:`Hand.name` for a hand's key, or its first three parts (the
    category or size, then the two ranks a name may say)."""
    if ranking is Ranking.BADUGI or ranking is Ranking.BADUGI_ACES_HIGH:
        size, highest = key[0], -key[1]
        if size == 4:
            return PHRASES["badugi_four"].format(r1=_rank_word(highest))
        return PHRASES["badugi"].format(count=_COUNT_WORDS[size])
    category = _category(ranking, key[0])
    assert category is not None
    ranks = [abs(part) for part in key[1:]]
    words = {f"r{i}": _rank_word(rank) for i, rank in enumerate(ranks, 1)}
    words |= {f"p{i}": _rank_plural(rank) for i, rank in enumerate(ranks, 1)}
    is_low = ranking not in _HIGH_STRENGTHS and ranking is not Ranking.SHOWING_HIGH
    if is_low and category is Category.HIGH_CARD:
        return PHRASES["low" if len(ranks) > 1 else "low_one_card"].format(**words)
    if category is Category.STRAIGHT_FLUSH and ranks[0] == 14 and not is_low:
        return PHRASES["royal_flush"]
    return PHRASES[category.name.lower()].format(**words)


def _reading_order(
    ranking: Ranking, cards: Sequence[Card], key: tuple[int, ...]
) -> tuple[Card, ...]:
    """Sets first (quads, trips, pairs), then the rest, highest first.

    A straight whose ace plays low reads from its top card: 5-4-3-2-A, 9-8-7-6-A.
    """
    low = ranking in _LOW_RANKINGS

    def value(card: Card) -> int:
        return card.low_rank if low else card.rank

    counts = Counter(value(card) for card in cards)
    ordered = sorted(cards, key=lambda card: (counts[value(card)], value(card), card.suit))
    ordered.reverse()
    category = _category(ranking, key[0])
    straight = category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
    if straight and ranking in _HIGH_STRENGTHS and ordered[0].rank == 14 and key[1] != 14:
        ordered.append(ordered.pop(0))
    return tuple(ordered)


# ---------------------------------------------------------------- input
def _text(cards: Iterable[Card]) -> str:
    return "".join(map(str, cards))


def _as_cards(cards: CardsLike) -> tuple[Card, ...]:
    if isinstance(cards, str):
        parsed = parse_cards(cards)
        known = tuple(card for card in parsed if card is not None)
        if len(known) != len(parsed):
            raise HandError(MESSAGES["unseen"].format(text=cards))
        return known
    return tuple(cards)


def _count_error(game: str, expected: str, cards: tuple[Card, ...]) -> HandError:
    return HandError(
        MESSAGES["count"].format(game=game, expected=expected, count=len(cards), cards=_text(cards))
    )


def _keys_total(cards: tuple[Card, ...], game: str) -> int:
    """Sum of the card keys (see evaluate_tables); raises HandError for a non-card."""
    try:
        return sum([CARD_KEY[card.rank * 4 + card.suit] for card in cards])
    except (AttributeError, TypeError, IndexError):
        item = next(item for item in cards if not isinstance(item, Card))
        raise HandError(MESSAGES["not_a_card"].format(item=item, game=game)) from None


def _card_sum(cards: tuple[Card, ...], game: str) -> int:
    """Sum of the card keys; raises HandError for a repeated card or a non-card."""
    total = _keys_total(cards, game)
    if (total >> CARD_SHIFT).bit_count() != len(cards):
        raise _duplicate_error(cards)
    return total


def _duplicate_error(cards: tuple[Card, ...]) -> HandError:
    for card, count in Counter(cards).items():
        if count > 1:
            return HandError(MESSAGES["duplicate"].format(card=card, cards=_text(cards)))
    raise AssertionError("no repeated card")  # pragma: no cover


# ---------------------------------------------------------------- evaluators
def evaluate_high(cards: CardsLike) -> Hand:
    """The best five-card high hand from 5 to 7 cards (hold'em, seven-card stud).

    >>> evaluate_high("AhKhQhJhTh").name
    'royal flush'
    >>> evaluate_high("5d4c3h2sAd9c9s").name
    'straight, five high'
    >>> evaluate_high("JcJdJs4h4c").name
    'full house, jacks full of fours'
    >>> evaluate_high("KcKd7s7h2c") > evaluate_high("KhKs6c6d2d")
    True
    """
    # The showdown's hot path: kept inline, see evaluate_tables for the card keys.
    if type(cards) is not tuple:
        cards = _as_cards(cards)
    count = len(cards)
    if not 5 <= count <= 7:
        raise _count_error("a high hand", "5 to 7 cards", cards)
    total = 0
    try:
        for card in cards:
            total += CARD_KEY[card.rank * 4 + card.suit]
    except (AttributeError, TypeError, IndexError):
        total = _card_sum(cards, "a high hand")  # raises the error that explains
    if (total >> CARD_SHIFT).bit_count() != count:
        raise _duplicate_error(cards)
    if (total + FLUSH_PROBE) & FLUSH_TEST:
        key = HIGH_KEYS[score_high(cards, total, HIGH_RANKS, HIGH_FLUSHES)]
    else:
        key = HIGH_RANK_KEYS[total & RANK_MASK]
    return Hand(_HIGH, key, cards)


def evaluate_short_deck(cards: CardsLike, trips_beat_straight: bool = True) -> Hand:
    """The best short-deck (6 to A, 36 cards) high hand from 5 to 7 cards.

    A flush beats a full house and A-6-7-8-9 is the lowest straight. With
    ``trips_beat_straight`` (the default, as in most short-deck rooms) three of a
    kind beats a straight; without it, a straight beats three of a kind.

    >>> evaluate_short_deck("Ah6c7d8s9h").name
    'straight, nine high'
    >>> evaluate_short_deck("AhKhJh9h6h") > evaluate_short_deck("KcKdKs6c6d")
    True
    >>> trips, straight = "9c9d9sAhKc", "Tc9h8d7s6c"
    >>> evaluate_short_deck(trips) > evaluate_short_deck(straight)
    True
    >>> evaluate_short_deck(trips, False) > evaluate_short_deck(straight, False)
    False
    """
    cards = _as_cards(cards)
    if not 5 <= len(cards) <= 7:
        raise _count_error("a short-deck hand", "5 to 7 cards", cards)
    total = _card_sum(cards, "a short-deck hand")
    if (total & RANK_MASK) % SHORT_DECK_LOW_RANKS:
        card = next(card for card in cards if card.rank < 6)
        raise HandError(MESSAGES["short_deck"].format(card=card, cards=_text(cards)))
    if trips_beat_straight:
        ranking, ranks, flushes = _SHORT_DECK, SHORT_RANKS, SHORT_FLUSHES
    else:
        ranking = _SHORT_DECK_STRAIGHT_OVER_TRIPS
        ranks, flushes = SHORT_ALT_RANKS, SHORT_ALT_FLUSHES
    return Hand(ranking, HIGH_KEYS[score_high(cards, total, ranks, flushes)], cards)


def _omaha_cards(hole: CardsLike, board: CardsLike) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    hole_cards, board_cards = _as_cards(hole), _as_cards(board)
    _check_omaha(hole_cards, board_cards)
    return hole_cards, board_cards


def _check_omaha(hole: tuple[Card, ...], board: tuple[Card, ...]) -> tuple[int, int]:
    """Check the counts and look for repeated cards; the key sums of hole and board."""
    if len(hole) < 4:
        raise _count_error("an Omaha hand", "4 or more hole cards", hole)
    if not 3 <= len(board) <= 5:
        raise _count_error("an Omaha board", "3 to 5 cards", board)
    hole_total = _keys_total(hole, "an Omaha hand")
    board_total = _keys_total(board, "an Omaha board")
    if ((hole_total + board_total) >> CARD_SHIFT).bit_count() != len(hole) + len(board):
        raise _duplicate_error(hole + board)
    return hole_total, board_total


def evaluate_omaha(hole: CardsLike, board: CardsLike) -> Hand:
    """The best Omaha high hand: exactly two of the (4 or more) hole cards and
    exactly three of the (3 to 5) board cards.

    >>> board = "Ah9h5h2c2d"
    >>> evaluate_omaha("KhQsJsTs", board).name  # one heart in the hand: no flush
    'a pair of deuces'
    >>> evaluate_omaha("KhQhJsTs", board).name
    'flush, ace high'
    >>> evaluate_omaha("AhAd4c3c", "2c2d2s2hKc").name  # board quads don't play
    'full house, deuces full of aces'
    """
    hole_cards = hole if type(hole) is tuple else _as_cards(hole)
    board_cards = board if type(board) is tuple else _as_cards(board)
    hole_total, board_total = _check_omaha(hole_cards, board_cards)
    score = score_omaha(hole_cards, board_cards, hole_total, board_total, HIGH_FIVES, HIGH_FLUSHES)
    return Hand(_HIGH, HIGH_KEYS[score], hole_cards, board_cards)


def evaluate_omaha_low8(hole: CardsLike, board: CardsLike) -> Hand | None:
    """The best eight-or-better low in Omaha hi-lo (exactly two hole cards and
    exactly three board cards), or ``None`` when there is no qualifying low.

    >>> evaluate_omaha_low8("As2dKcKd", "3h4s8c9dTd").name
    'eight-four low'
    >>> evaluate_omaha_low8("As2dKcKd", "3h4s9c9dTd") is None  # only two low board cards
    True
    >>> evaluate_omaha_low8("AsKdKcKh", "2h3s4c5d6d") is None  # only one low hole card
    True
    """
    hole_cards, board_cards = _omaha_cards(hole, board)
    mask = low8_omaha_mask(hole_cards, board_cards)
    if not mask:
        return None
    key = LOW8_KEYS[mask]
    assert key is not None
    return Hand(_LOW8, key, hole_cards, board_cards)


def evaluate_low8(cards: CardsLike) -> Hand | None:
    """The best eight-or-better low from 5 to 7 cards (stud hi-lo), or ``None``.

    Five different ranks, all eight or lower, ace low; straights and flushes
    do not count against a low.

    >>> evaluate_low8("8c6d4h3sAs").name
    'eight-six low'
    >>> evaluate_low8("As2s3s4s5sKdKc").name  # a wheel: the best low
    'five-four low'
    >>> evaluate_low8("9c6d4h3sAsKdQd") is None
    True
    >>> evaluate_low8("7c7d4h3sAs2sKd").name  # pairs don't play: seven, four, three, two, ace
    'seven-four low'
    """
    cards = _as_cards(cards)
    if not 5 <= len(cards) <= 7:
        raise _count_error("an eight-or-better low", "5 to 7 cards", cards)
    _card_sum(cards, "an eight-or-better low")
    mask = 0
    for card in cards:
        mask |= LOW8_BIT[card.rank]
    key = LOW8_KEYS[mask]
    return None if key is None else Hand(_LOW8, key, cards)


def evaluate_razz(cards: CardsLike) -> Hand:
    """The best razz (ace-to-five low) hand from 5 to 7 cards.

    Aces are low, straights and flushes don't count, pairs count against.

    >>> evaluate_razz("As2s3s4s5s").name  # the wheel, the best razz hand
    'five-four low'
    >>> evaluate_razz("8c6d4h2sAsKdKc").name
    'eight-six low'
    >>> evaluate_razz("3c3dKhKsQsJdJc").name
    'a pair of threes'
    >>> evaluate_razz("As2d3c4h6s") == evaluate_razz("6h4s3d2cAh")
    True
    """
    cards = _as_cards(cards)
    if not 5 <= len(cards) <= 7:
        raise _count_error("a razz hand", "5 to 7 cards", cards)
    _card_sum(cards, "a razz hand")
    rank_sum = 0
    for card in cards:
        rank_sum += LOW_RANK_KEY[card.rank]
    return Hand(_ACE_TO_FIVE, RAZZ_KEYS[rank_sum], cards)


def evaluate_deuce_seven(cards: CardsLike) -> Hand:
    """A deuce-to-seven lowball hand (single draw and triple draw): exactly 5 cards.

    Aces are always high, straights and flushes count against you, and the best
    hand is 7-5-4-3-2 in mixed suits. A-2-3-4-5 is not a straight: it is ace high.

    >>> evaluate_deuce_seven("7c5d4h3s2s").name
    'seven-five low'
    >>> evaluate_deuce_seven("As2d3c4h5s").name
    'ace-five low'
    >>> evaluate_deuce_seven("8c6d5h4s3s") > evaluate_deuce_seven("7c6d5h4s2s")
    False
    >>> evaluate_deuce_seven("7h5h4h3h2h").name
    'flush, seven high'
    """
    cards = _as_cards(cards)
    if len(cards) != 5:
        raise _count_error("a deuce-to-seven hand", "5 cards", cards)
    total = _card_sum(cards, "a deuce-to-seven hand")
    score = score_high(cards, total, DEUCE_SEVEN_RANKS, DEUCE_SEVEN_FLUSHES)
    return Hand(_DEUCE_TO_SEVEN, DEUCE_SEVEN_KEYS[score], cards)


def evaluate_badugi(cards: CardsLike) -> Hand:
    """A badugi hand: exactly 4 cards.

    The hand plays its largest set of cards of different suits and different
    ranks (aces low); more cards beat fewer, and among hands of the same size the
    lower highest card wins, then the next.

    >>> evaluate_badugi("7c4d3h2s").name
    'four-card badugi, seven high'
    >>> evaluate_badugi("Kc4d3h2h").name  # two hearts: one of them is dead
    'three-card badugi'
    >>> evaluate_badugi("Kc4d3h2s") > evaluate_badugi("Ac2d3h3s")
    True
    >>> [str(card) for card in evaluate_badugi("Ac2d3h3s").cards]
    ['3h', '2d', 'Ac']
    """
    cards = _as_cards(cards)
    if len(cards) != 4:
        raise _count_error("a badugi hand", "4 cards", cards)
    _card_sum(cards, "a badugi hand")
    return Hand(_BADUGI, badugi_best(cards)[0], cards)


def evaluate_badugi_five(cards: CardsLike, aces_high: bool = False) -> Hand:
    """The badugi half of Badacey and Badeucey: the best badugi among 5 cards.

    The hand plays the best four (or fewer) of its five cards as a badugi; it
    compares with :func:`evaluate_badugi` hands (the same ranking). With
    ``aces_high`` (Badeucey as many rooms play it: the ace is high in both halves)
    the ace is the highest card, and the hands form their own ranking.

    >>> evaluate_badugi_five("Ac2d3h4s4c", aces_high=True).name
    'four-card badugi, ace high'
    >>> evaluate_badugi_five("Ac2d3h4s4c").name
    'four-card badugi, four high'

    >>> evaluate_badugi_five("Kc7c4d3h2s").name  # the king of clubs is the fifth card
    'four-card badugi, seven high'
    >>> [str(card) for card in evaluate_badugi_five("5h4h3h2hAh").cards]
    ['Ah']
    >>> evaluate_badugi_five("6s5d4h3c2c") > evaluate_badugi("6s5d4h3c")
    True
    """
    cards = _as_cards(cards)
    if len(cards) != 5:
        raise _count_error("a badugi hand of five cards", "5 cards", cards)
    _card_sum(cards, "a badugi hand of five cards")
    if aces_high:
        return Hand(Ranking.BADUGI_ACES_HIGH, badugi_best(cards, aces_high=True)[0], cards)
    return Hand(_BADUGI, badugi_best(cards)[0], cards)


def evaluate_ace_to_five(cards: CardsLike) -> Hand:
    """An ace-to-five lowball hand (A-5 triple draw, the low half of Badacey): 5 cards.

    Aces are low, straights and flushes do not count, pairs count against; the
    wheel 5-4-3-2-A is the best hand. The ranking is razz's, so the hands compare
    with :func:`evaluate_razz` hands.

    >>> evaluate_ace_to_five("5s4s3s2sAs").name
    'five-four low'
    >>> evaluate_ace_to_five("7c5d4h3s2s") > evaluate_ace_to_five("7d6c5h2sAc")  # 5 below 6
    True
    >>> evaluate_ace_to_five("2c2d7h6s5c").name
    'a pair of deuces'
    """
    cards = _as_cards(cards)
    if len(cards) != 5:
        raise _count_error("an ace-to-five hand", "5 cards", cards)
    return evaluate_razz(cards)


def _upcards(cards: CardsLike, game: str) -> tuple[Card, ...]:
    cards = _as_cards(cards)
    if not 1 <= len(cards) <= 4:
        raise _count_error(game, "1 to 4 upcards", cards)
    _card_sum(cards, game)
    return cards


def showing_hand_high(upcards: CardsLike) -> Hand:
    """Rank 1 to 4 stud upcards for who acts first on 4th to 7th street (high).

    Four of a kind, then three of a kind, two pair, a pair, high cards; straights
    and flushes do not count on a partial board. Suits are not looked at:
    identical ranks are a tie for the caller to break.

    >>> showing_hand_high("7c7d") > showing_hand_high("AcKd")
    True
    >>> showing_hand_high("Kh7d") == showing_hand_high("Ks7c")
    True
    >>> showing_hand_high("9h8h7h6h").name
    'nine high'
    """
    cards = _upcards(upcards, "a stud board")
    total = 0
    for card in cards:
        total += RANK_KEY[card.rank]
    return Hand(_SHOWING_HIGH, SHOWING_HIGH_KEYS[total], cards)


def showing_hand_low(upcards: CardsLike) -> Hand:
    """Rank 1 to 4 razz upcards for who acts first on 4th to 7th street (lowest first).

    No pair beats any pair; then the lowest highest card, then the next; aces low.

    >>> showing_hand_low("7c5d") > showing_hand_low("8cAd")
    True
    >>> showing_hand_low("KcQd") > showing_hand_low("2c2d")
    True
    >>> showing_hand_low("6s4cAh").name
    'six-four low'
    """
    cards = _upcards(upcards, "a razz board")
    total = 0
    for card in cards:
        total += LOW_RANK_KEY[card.rank]
    return Hand(_SHOWING_LOW, SHOWING_LOW_KEYS[total], cards)


_FIVE_CARD_EVALUATORS: Final[dict[Ranking, Callable[[Sequence[Card]], Hand | None]]] = {
    Ranking.HIGH: evaluate_high,
    Ranking.SHORT_DECK: evaluate_short_deck,
    Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS: lambda cards: evaluate_short_deck(cards, False),
    Ranking.LOW8: evaluate_low8,
    Ranking.ACE_TO_FIVE: evaluate_razz,
    Ranking.DEUCE_TO_SEVEN: evaluate_deuce_seven,
}
"""How :attr:`Hand.cards` re-evaluates five cards to find the ones that play."""

_FUNCTION_NAMES: Final[dict[tuple[Ranking, bool], str]] = {
    (Ranking.HIGH, False): "evaluate_high",
    (Ranking.HIGH, True): "evaluate_omaha",
    (Ranking.SHORT_DECK, False): "evaluate_short_deck",
    (Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS, False): "evaluate_short_deck",
    (Ranking.LOW8, False): "evaluate_low8",
    (Ranking.LOW8, True): "evaluate_omaha_low8",
    (Ranking.ACE_TO_FIVE, False): "evaluate_razz",
    (Ranking.DEUCE_TO_SEVEN, False): "evaluate_deuce_seven",
    (Ranking.BADUGI, False): "evaluate_badugi",
    (Ranking.SHOWING_HIGH, False): "showing_hand_high",
    (Ranking.SHOWING_LOW, False): "showing_hand_low",
}
"""Which function made a hand, for :meth:`Hand.__repr__`."""
