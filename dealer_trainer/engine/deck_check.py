"""Checking a deck before it goes into play (a deck change): count it, find a fault.

A dealer taking a new deck spreads it face up by suit and counts it. A complete deck goes
into play; a deck with a card missing, or with two of one card (a fouled deck), is kept
out of play and replaced. Sources: deck changes come on the dealer push or at a level
change (Poker TDA Rules 2024, Rule 26); "dealers prepare your decks" (TDA 2024, RP-20); two
cards of the same rank and suit make a fouled deck (TDA 2024, Rule 35-E; WSOP 2026
Tournament Rules, 88-d).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from dealer_trainer.engine.cards import RANK_NAMES, Card, Suit

__all__ = ["CITATION", "DeckCheck", "card_name", "check_deck", "full_deck"]

CITATION: Final = (
    "Poker TDA Rules 2024, Rule 26 and RP-20 (deck changes, preparing the deck); "
    "Rule 35-E (two of one card: a fouled deck)"
)


def card_name(card: Card) -> str:
    """A card as a dealer says it: "seven of diamonds"."""
    return f"{RANK_NAMES[card.rank]} of {Suit(card.suit).name.lower()}"


def full_deck(*, short_deck: bool = False) -> list[Card]:
    """Every card of the deck a game uses, by suit then rank (short deck: sixes up)."""
    low = 6 if short_deck else 2
    return [Card(r, s) for s in Suit for r in range(low, 15)]


@dataclass(frozen=True, slots=True)
class DeckCheck:
    count: int
    expected: int
    missing: tuple[Card, ...]
    duplicated: tuple[Card, ...]
    rule: str

    @property
    def good(self) -> bool:
        """The deck may go into play."""
        return not self.missing and not self.duplicated

    def verdict(self) -> str:
        if self.good:
            return f"Complete: {self.count} cards. Put it in play."
        parts = [
            f"{self.count} cards"
            + (f", not {self.expected}" if self.count != self.expected else "")
        ]
        parts += [f"the {card_name(c)} is missing" for c in self.missing]
        parts += [f"the {card_name(c)} is there twice" for c in self.duplicated]
        return "; ".join(parts) + ". Keep it out of play and get a new deck."


def check_deck(cards: Sequence[Card], *, short_deck: bool = False) -> DeckCheck:
    """Count ``cards`` and name every missing and every duplicated card."""
    want = full_deck(short_deck=short_deck)
    have = Counter(cards)
    strange = [c for c in have if c not in want]
    missing = tuple(c for c in want if not have[c])
    duplicated = tuple(c for c in want if have[c] > 1) + tuple(strange)
    return DeckCheck(len(cards), len(want), missing, duplicated, CITATION)
