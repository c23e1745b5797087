"""The stud order question reads upcards by numbers, not by Card's comparison methods.

``stud_order`` finds an unknown upcard with ``all(ups)`` (a card is always true) rather than
``None in ups``, and the highest upcard's ``(rank, suit)`` as the largest pair of numbers
rather than ``max(ups)``: both must read every dealt run of upcards as the exact way does.
"""

from __future__ import annotations

import random

from dealer_trainer.engine.cards import Card, Suit

DECK = [Card(rank, suit) for rank in range(2, 15) for suit in Suit]


def test_unknown_upcards_found_as_none_in_finds_them() -> None:
    rng = random.Random(11)
    for _ in range(3000):
        ups: list[Card | None] = list(rng.sample(DECK, rng.randint(1, 4)))
        if rng.random() < 0.4:
            ups[rng.randrange(len(ups))] = None
        assert (not all(ups)) == (None in ups)


def test_highest_upcard_by_numbers_is_the_cards_own_order() -> None:
    rng = random.Random(12)
    for _ in range(3000):
        ups = rng.sample(DECK, rng.randint(1, 4))
        high = max(ups)
        assert max([(c.rank, int(c.suit)) for c in ups]) == (high.rank, int(high.suit))
        assert max([(c.rank, c.suit) for c in ups]) == (high.rank, high.suit)
