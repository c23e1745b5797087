"""Playing cards: ranks, suits and the two-character notation ``Ah``, ``Tc``.

Ranks are integers 2..14 (ace high); games that count the ace low convert
where they evaluate. Suits are ordered clubs < diamonds < hearts < spades,
the order a dealer uses to break a tie for the stud bring-in (text 2, 5.3(a)).

>>> Card.parse("Ah")
Card.parse('Ah')
>>> [str(c) for c in parse_cards("Ts9s")]
['Ts', '9s']
>>> Card.parse("2c") < Card.parse("2d") < Card.parse("3c")
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

__all__ = [
    "RANK_CHARS",
    "RANK_NAMES",
    "SUIT_CHARS",
    "Card",
    "CardError",
    "Suit",
    "card_text",
    "parse_cards",
    "run_text",
]

RANK_CHARS = "23456789TJQKA"
"""Rank characters from deuce (2) to ace (14)."""

SUIT_CHARS = "cdhs"
"""Suit characters from lowest (clubs) to highest (spades)."""

RANK_NAMES = {
    2: "deuce",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "queen",
    13: "king",
    14: "ace",
}
"""The word a dealer says for each rank (singular)."""


class CardError(ValueError):
    """A card or a run of cards that cannot be read."""


class Suit(IntEnum):
    """Suits in bring-in order, lowest first (text 2, 5.3(a))."""

    CLUBS = 0
    """Clubs: the lowest suit."""
    DIAMONDS = 1
    """Diamonds."""
    HEARTS = 2
    """Hearts."""
    SPADES = 3
    """Spades: the highest suit."""

    @property
    def char(self) -> str:
        """The suit's letter: ``c``, ``d``, ``h`` or ``s``."""
        return SUIT_CHARS[self.value]


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. Ordered by rank, then by suit (ace high)."""

    rank: int
    """2..14, ace = 14."""
    suit: Suit

    def __post_init__(self) -> None:
        if not 2 <= self.rank <= 14:
            raise CardError(f"rank must be 2..14, not {self.rank}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card such as ``Ah`` or ``tc`` (the rank letter may be lower case)."""
        if len(text) != 2:
            raise CardError(f"a card is two characters, like 'Ah': {text!r}")
        rank_char, suit_char = text[0].upper(), text[1].lower()
        if rank_char not in RANK_CHARS:
            raise CardError(f"unknown rank {text[0]!r} in card {text!r}")
        if suit_char not in SUIT_CHARS:
            raise CardError(f"unknown suit {text[1]!r} in card {text!r}")
        return cls(RANK_CHARS.index(rank_char) + 2, Suit(SUIT_CHARS.index(suit_char)))

    @property
    def rank_char(self) -> str:
        """The rank's character, ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return RANK_CHARS[self.rank - 2]

    @property
    def low_rank(self) -> int:
        """The rank with the ace counted low (ace = 1), as in razz and lowball."""
        return 1 if self.rank == 14 else self.rank

    def __str__(self) -> str:
        return self.rank_char + self.suit.char

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_BY_TEXT: dict[str, Card] = {
    r + c: Card(RANK_CHARS.index(r) + 2, Suit(SUIT_CHARS.index(c)))
    for r in RANK_CHARS
    for c in SUIT_CHARS
}
"""The 52 cards by their canonical text, so reading a hand history builds no new cards."""

_TEXT: list[str] = [""] * (15 * 4)
"""Each card's text at ``4 * rank + suit`` (an index is quicker than hashing the card)."""
for _text, _card in _BY_TEXT.items():
    _TEXT[4 * _card.rank + _card.suit] = _text
del _text, _card


def card_text(card: Card | None) -> str:
    """A card's two characters, ``??`` for an unseen one (fast: no string building).

    >>> card_text(Card.parse("Td")), card_text(None)
    ('Td', '??')
    """
    return "??" if card is None else _TEXT[4 * card.rank + card.suit]


def run_text(cards: Sequence[Card | None]) -> str:
    """A run of cards as :func:`parse_cards` reads it, ``??`` for an unseen card.

    >>> run_text((Card.parse("Ah"), None, Card.parse("7c"))), run_text((None, None))
    ('Ah??7c', '????')
    """
    # unseen cards, the usual deal, are written at once; a card is always true, so any()
    # finds a seen one without Card.__eq__ (count(None) calls it)
    if cards and cards[0] is None and not any(cards):
        return "??" * len(cards)
    text = ""
    for card in cards:  # a loop: for the few cards of a deal, cheaper than join() and map()
        text += "??" if card is None else _TEXT[4 * card.rank + card.suit]
    return text


_CARD_RUN = re.compile(r"^(?:[2-9TJQKAtjqka][cdhsCDHS]|\?\?)*$")


def parse_cards(text: str) -> tuple[Card | None, ...]:
    """Read a run of cards such as ``AhKs`` or ``????7c``.

    ``??`` stands for a card that was dealt but not seen; it reads as ``None``.

    >>> parse_cards("??Kd")
    (None, Card.parse('Kd'))
    """
    text = text.strip()
    pairs = [text[i : i + 2] for i in range(0, len(text), 2)]
    known = _BY_TEXT
    if len(text) % 2 == 0 and all(p in known or p == "??" for p in pairs):
        return tuple(known.get(p) for p in pairs)
    if not _CARD_RUN.match(text):
        raise CardError(f"cannot read cards {text!r}: expected pairs like 'Ah' or '??'")
    return tuple(None if p == "??" else Card.parse(p) for p in pairs)
