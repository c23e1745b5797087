"""Razz: the best ace-to-five low of 5 to 7 cards, read straight from the ranks.

With five or more different ranks the best razz hand is the five lowest of them (no pair
beats any pair; straights and flushes do not count: text 2 and corpus ST-02). The table
behind ``evaluate_razz`` now takes that shortcut instead of trying every five cards; these
tests compare it with trying every five cards of thousands of dealt hands.
"""

from __future__ import annotations

import random
from itertools import combinations

from dealer_trainer.engine.cards import Card, parse_cards
from dealer_trainer.engine.evaluate import Category, evaluate_razz
from dealer_trainer.engine.evaluate_tables import low_key_of_five

_DECK = parse_cards("".join(r + s for r in "A23456789TJQK" for s in "cdhs"))


def _by_every_five(cards: list[Card]) -> tuple[int, ...]:
    return max(low_key_of_five([c.low_rank for c in five]) for five in combinations(cards, 5))


def test_the_five_lowest_different_ranks_make_the_hand() -> None:
    hand = evaluate_razz("Kc8d6h4s2cAsKd")
    assert hand.name == "eight-six low"
    assert hand.key == (-Category.HIGH_CARD, -8, -6, -4, -2, -1)
    # a pair among seven cards does not play when five different ranks are there
    assert evaluate_razz("7c7d4h3sAs2sKd").name == "seven-four low"


def test_a_pair_plays_only_when_five_different_ranks_are_missing() -> None:
    assert evaluate_razz("3c3dKhKsQsJdJc").name == "a pair of threes"
    assert evaluate_razz("AcAd2c2d3c3dKh").category is Category.PAIR


def test_the_table_agrees_with_trying_every_five_cards_of_dealt_hands() -> None:
    rng = random.Random(2026)
    unpaired = 0
    for size in (5, 6, 7) * 1000:
        cards = rng.sample(_DECK, size)
        hand = evaluate_razz(cards)
        assert hand.key == _by_every_five(cards), cards
        unpaired += hand.category is Category.HIGH_CARD
    assert 2000 < unpaired < 3000  # both branches were tried
