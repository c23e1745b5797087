"""The high-hand score of a rank multiset, checked against scoring every category.

``high_rank_score`` fills the tables behind ``evaluate_high``, ``evaluate_short_deck``,
the Omaha evaluators and ``evaluate_deuce_seven`` (the ace only high) as hands are dealt; it
is written out for speed. Here it is compared, for every multiset of 5 to 7 ranks a deck can
deal, with the plain reading: list each category the ranks can make with its best ranks
(quads and the best kicker, the full house with the highest trips and the highest other
pair, ...) and keep the strongest in the game's order (standard; short deck: trips over a
straight, a flush over a full house). The Omaha evaluators' table of five-card multisets is
made whole at its first look-up, category by category (``five_card_scores``): it must score
every multiset as ``high_rank_score`` does.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from dealer_trainer.engine.evaluate import evaluate_high, evaluate_omaha, evaluate_short_deck
from dealer_trainer.engine.evaluate_tables import (
    ACE_HIGH_STRAIGHTS,
    HIGH_FIVES,
    RANK_KEY,
    SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH,
    SHORT_DECK_STRAIGHTS,
    SHORT_DECK_STRENGTH,
    STANDARD_STRAIGHTS,
    STANDARD_STRENGTH,
    Category,
    FiveCardTable,
    Straights,
    Strengths,
    five_card_scores,
    high_rank_score,
    pack,
    straight_top,
)


def _every_category(ranks: tuple[int, ...], straights: Straights, strength: Strengths) -> int:
    counts = {r: ranks.count(r) for r in set(ranks)}
    present = sorted(counts, reverse=True)
    with_at_least = {k: [r for r in present if counts[r] >= k] for k in (2, 3, 4)}

    def others(*used: int) -> list[int]:
        return [r for r in present if r not in used]

    made: list[tuple[Category, list[int]]] = []
    if with_at_least[4]:
        q = with_at_least[4][0]
        made.append((Category.FOUR_OF_A_KIND, [q, others(q)[0]]))
    trips, pairs = with_at_least[3], with_at_least[2]
    if trips and len(pairs) >= 2:
        made.append((Category.FULL_HOUSE, [trips[0], next(p for p in pairs if p != trips[0])]))
    mask = sum(1 << r for r in present)
    if straight_top(mask, straights):
        made.append((Category.STRAIGHT, [straight_top(mask, straights)]))
    if trips and len(others(trips[0])) >= 2:
        made.append((Category.THREE_OF_A_KIND, [trips[0], *others(trips[0])[:2]]))
    if len(pairs) >= 2 and others(pairs[0], pairs[1]):
        made.append((Category.TWO_PAIR, [pairs[0], pairs[1], others(pairs[0], pairs[1])[0]]))
    if pairs and len(others(pairs[0])) >= 3:
        made.append((Category.PAIR, [pairs[0], *others(pairs[0])[:3]]))
    if len(present) >= 5:
        made.append((Category.HIGH_CARD, present[:5]))
    return max(pack(strength[category], best) for category, best in made)


def _multisets(low: int) -> list[tuple[int, ...]]:
    out = []
    for size in (5, 6, 7):
        for ranks in combinations_with_replacement(range(low, 15), size):
            if all(ranks.count(r) <= 4 for r in set(ranks)):
                out.append(ranks)
    return out


@pytest.mark.parametrize(
    ("low", "straights", "strength"),
    [
        (2, STANDARD_STRAIGHTS, STANDARD_STRENGTH),
        (6, SHORT_DECK_STRAIGHTS, SHORT_DECK_STRENGTH),
        (6, SHORT_DECK_STRAIGHTS, SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH),
        (2, ACE_HIGH_STRAIGHTS, STANDARD_STRENGTH),
    ],
    ids=["standard", "short_deck", "short_deck_straight_over_trips", "deuce_to_seven"],
)
def test_every_rank_multiset_scores_as_its_best_category(
    low: int, straights: Straights, strength: Strengths
) -> None:
    multisets = _multisets(low)
    assert len(multisets) > (70_000 if low == 2 else 4_000)
    for ranks in multisets:
        rank_sum = sum(RANK_KEY[r] for r in ranks)
        assert high_rank_score(rank_sum, straights, strength) == _every_category(
            ranks, straights, strength
        ), ranks


def test_the_named_hands_a_dealer_calls() -> None:
    assert evaluate_high("AhAdAcAsKd7c2h").name == "four of a kind, aces"
    assert evaluate_high("KhKdKc7s7d7c2h").name == "full house, kings full of sevens"
    assert evaluate_high("9c8d7h6s5c2d2h").name == "straight, nine high"
    assert evaluate_high("QcQdJhJs5c5d2h").name == "two pair, queens and jacks"
    # short deck: three of a kind beats a straight (unless the house says otherwise)
    trips = evaluate_short_deck("9c9d9hKsQd", trips_beat_straight=True)
    straight = evaluate_short_deck("Tc9d8h7s6d", trips_beat_straight=True)
    assert trips > straight


@pytest.mark.parametrize(
    ("straights", "strength"),
    [
        (STANDARD_STRAIGHTS, STANDARD_STRENGTH),
        (SHORT_DECK_STRAIGHTS, SHORT_DECK_STRENGTH),
        (SHORT_DECK_STRAIGHTS, SHORT_DECK_STRAIGHT_OVER_TRIPS_STRENGTH),
        (ACE_HIGH_STRAIGHTS, STANDARD_STRENGTH),
    ],
    ids=["standard", "short_deck", "short_deck_straight_over_trips", "deuce_to_seven"],
)
def test_the_five_card_table_scores_as_high_rank_score(
    straights: Straights, strength: Strengths
) -> None:
    # made category by category, it must hold every five-card multiset, each scored alike
    scores = five_card_scores(straights, strength)
    expected = {}
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if ranks[0] != ranks[4]:
            rank_sum = sum(RANK_KEY[r] for r in ranks)
            expected[rank_sum] = high_rank_score(rank_sum, straights, strength)
    assert len(expected) == 6_175
    assert scores == expected


def test_the_omaha_table_fills_whole_at_its_first_look_up() -> None:
    table = FiveCardTable(STANDARD_STRAIGHTS, STANDARD_STRENGTH)
    wheel = sum(RANK_KEY[r] for r in (14, 5, 4, 3, 2))
    assert table[wheel] == pack(STANDARD_STRENGTH[Category.STRAIGHT], [5])
    assert len(table) == 6_175
    assert table == five_card_scores(STANDARD_STRAIGHTS, STANDARD_STRENGTH)
    six_cards = wheel + RANK_KEY[9]
    with pytest.raises(KeyError):
        table[six_cards]  # not five cards: a caller's mistake, never a silent fill
    assert len(table) == 6_175
    # the evaluators' own table gives the Omaha hands their scores
    assert evaluate_omaha("As5d9cKh", "2h3c4sJdQd").name == "straight, five high"
    assert HIGH_FIVES[wheel] == table[wheel]
