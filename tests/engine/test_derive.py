"""Derivations (engine/derive.py): the numbers of an explanation, and they give the key.

Corpus vectors first (A.5 pot-limit, A.2 minimum raise, A.12 side pots, B.4 fixed-limit
all-ins: FL-03, FL-04, FL-05, FL-07), then random legal play: at every decision, each
derivation's result is the engine's own answer and its steps add up.
"""

from __future__ import annotations

import dataclasses
import inspect
import random

import pytest

from dealer_trainer.engine.cards import Card, Suit, parse_cards
from dealer_trainer.engine.derive import (
    PotLayer,
    SidePots,
    limit_raise,
    min_raise,
    pot_limit_max,
    side_pots,
)
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.limit_allins import ShortAllin
from dealer_trainer.engine.options import BUILTIN_PROFILES, STANDARD, TDA_2024, WSOP_2026_CASH
from dealer_trainer.engine.pots import Pot, PotSplit, Uncalled, build_pots

from .tables import play, table, to_flop

DEEP = 100_000


# ------------------------------------------------------------------ pot-limit


def test_pl06_big_blind_facing_a_raise_own_chips_left_out_of_the_shortcut():
    # corpus PL-07 / A.17-3: 1/2, p3 raises to 7, folds to p2: pot 10, call 5, raise 15 -> 22
    hand = table([DEEP] * 5, game="PO", blinds=(1, 2))
    play(hand, "p3 cbr 7", "p4 f", "p5 f", "p1 f")
    d = pot_limit_max(hand)
    assert (d.actual_pot, d.pot, d.call, d.pot_after_call, d.raise_by, d.total) == (
        10, 10, 5, 15, 15, 22,
    )  # fmt: skip
    assert d.result == hand.max_raise_to() == 22 and d.options == ()


def test_pl14_small_blind_counted_as_big_names_its_option():
    # corpus PL-14: WSOP cash counts the 5 small blind as 10 until the big blind acts:
    # 10 + 10 = 20, call 10 -> 30, raise 30 -> 40
    hand = table([DEEP] * 6, game="PO", blinds=(5, 10), profile=WSOP_2026_CASH)
    d = pot_limit_max(hand)
    assert (d.actual_pot, d.sb_as_bb, d.pot, d.call, d.total, d.result) == (15, 5, 20, 10, 40, 40)
    assert d.options == ("PL_PREFLOP_SB_VALUE=sb_counted_as_bb",)


def test_pl16_short_big_blind_counted_in_full():
    # corpus PL-16 (TDA R54-B): the big blind all-in for 100 of 200 counts as 200: 700
    hand = table([DEEP, 100, DEEP, DEEP], game="PO", blinds=(100, 200))
    d = pot_limit_max(hand)
    assert (d.actual_pot, d.full_blinds, d.pot, d.call, d.total) == (200, 100, 300, 200, 700)
    assert d.options == ("PL_PREFLOP_IRREGULAR_BLIND=assume_full_blinds",)


def test_pl_maximum_after_the_blinds_fold_counts_actual_chips():
    # issue 13, class 3 (wsop-2026-cash seed 71282): the derivation shows no blind adjustment
    stacks = [DEEP, DEEP, DEEP, 1013, 67, DEEP, DEEP]
    hand = table(stacks, structure=Structure.POT_LIMIT, blinds=(5, 10), profile=WSOP_2026_CASH)
    play(hand, "p3 cbr 30", "p4 cc", "p5 cbr 67", "p6 cc", "p7 cc", "p1 f", "p2 f", "p3 cc")
    d = pot_limit_max(hand)
    assert (d.pot, d.sb_as_bb, d.call, d.pot_after_call, d.total, d.result) == (
        313, 0, 37, 350, 417, 417,
    )  # fmt: skip


def test_pot_limit_max_refuses_other_structures():
    with pytest.raises(ValueError, match="only in pot-limit"):
        pot_limit_max(table([DEEP] * 3, blinds=(50, 100)))


# ------------------------------------------------------------------ minimum raise


def test_nl_minimum_raise_is_largest_raise_plus_current_bet():
    # corpus A.2 / text 1 example 1: 100/200, a raise to 600 (+400); the next minimum is 1,000
    hand = table([DEEP] * 4, blinds=(100, 200))
    play(hand, "p3 cbr 600")
    m = min_raise(hand)
    assert (m.current_bet, m.largest_raise, m.full_minimum, m.result) == (600, 400, 1000, 1000)


def test_minimum_raise_all_in_for_less():
    hand = table([DEEP, DEEP, DEEP, 700], blinds=(100, 200))
    play(hand, "p3 cbr 600")
    m = min_raise(hand)
    assert (m.full_minimum, m.all_in_total, m.result) == (1000, 700, 700)


# ------------------------------------------------------------------ side pots


def test_sp_layers_with_a_folded_player_and_an_uncalled_bet():
    # p1 all-in 300; p2 folds after putting 500 in; p3 bets 2,000 over p4's call of 1,200
    hand = table([300, DEEP, DEEP, 1200], blinds=(50, 100))
    play(hand, "p3 cbr 500", "p4 cc", "p1 cc", "p2 cc")
    play(hand, "p2 cbr 700", "p3 cbr 2000", "p4 cc", "p2 f")
    layers = side_pots(hand)
    assert [(p.low, p.high, p.amount, p.eligible) for p in layers.pots] == [
        (0, 300, 1200, (0, 2, 3)),
        (300, 1200, 2700, (2, 3)),
    ]
    assert layers.pots[1].contributions == ((1, 900), (2, 900), (3, 900))
    assert layers.uncalled == (2, 1300)
    assert [(p.amount, p.eligible) for p in hand.pots().pots] == [
        (p.amount, p.eligible) for p in layers.pots
    ]


def test_side_pots_reads_the_split_it_is_given():
    # the poser passes the split it already has; the layers are made from it, not rebuilt
    hand = table([300, DEEP, DEEP, 1200], blinds=(50, 100))
    play(hand, "p3 cbr 500", "p4 cc", "p1 cc", "p2 cc")
    play(hand, "p2 cbr 700", "p3 cbr 2000", "p4 cc", "p2 f")
    split = hand.pots()
    assert side_pots(hand, split) == side_pots(hand)
    other = table([100, 100], blinds=(50, 100))
    play(other, "p2 cc")
    assert [p.amount for p in side_pots(hand, other.pots()).pots] == [200]


# ------------------------------------------------------------------ fixed-limit all-ins


def _flop_10_20(stacks, profile=STANDARD):
    hand = to_flop(
        table(stacks, game="FT", blinds=(5, 10), small_bet=10, big_bet=20, profile=profile)
    )
    assert hand.street_name == "flop"
    return hand


def test_fl03_all_in_opening_bet_under_half_may_be_completed():
    hand = _flop_10_20([14, DEEP, DEEP])
    play(hand, "p1 cbr 4")  # p1 opens all-in for 4 (10 went in pre-flop); p2 to act
    d = limit_raise(hand)
    assert (d.to_call, d.raise_to, d.completes) == (4, 10, True)
    (step,) = d.steps
    assert step.step.how == "not_counted"
    assert "less than half" in step.rule and "text 2, 6.2(b)" in step.rule
    assert "FL-03" in step.rule and step.option == "LIMIT_REOPEN_THRESHOLD=half_bet"


@pytest.mark.parametrize(
    ("profile", "raise_to", "option"),
    [
        (STANDARD, 20, "next_bet_level"),  # text 2, 6.2(a): "raise to 20"
        (TDA_2024, 16, "allin_plus_one_bet"),  # corpus FL-04: 6 + 10
    ],
)
def test_fl04_all_in_of_half_a_bet_or_more(profile, raise_to, option):
    hand = _flop_10_20([16, DEEP, DEEP], profile)
    play(hand, "p1 cbr 6")
    d = limit_raise(hand)
    assert (d.to_call, d.raise_to, d.completes) == (6, raise_to, False)
    (step,) = d.steps
    assert step.step.how == "counted" and "at least half" in step.rule
    assert step.option.endswith(f"LIMIT_RAISE_AFTER_HALF_BET_ALLIN={option}")
    assert str(raise_to) in step.rule


def test_fl07_short_all_in_raise_completed_to_twenty_not_twenty_three():
    # 10/20 pre-flop: Adam calls 10, Bonnie all-in 13 (+3): Charlie may complete to 20
    hand = table([DEEP, DEEP, DEEP, 13, DEEP], game="FT", blinds=(5, 10), small_bet=10, big_bet=20)
    play(hand, "p3 cc", "p4 cbr 13")
    d = limit_raise(hand)
    assert (d.to_call, d.raise_to, d.completes) == (13, 20, True)
    assert d.steps[-1].step.how == "not_counted" and "FL-07" in d.steps[-1].rule


# ------------------------------------------------------------------ random play


GAMES = [
    ("NT", None, dict(blinds=(50, 100))),
    ("PO", None, dict(blinds=(5, 10))),
    ("NT", Structure.POT_LIMIT, dict(blinds=(5, 10))),
    ("FT", None, dict(blinds=(5, 10), small_bet=10, big_bet=20)),
    ("F7S", None, dict(antes=(3,) * 6, bring_in=5, small_bet=15, big_bet=30)),
]


def _check(hand):
    i = hand.actor
    if hand.can_raise():
        m = min_raise(hand)
        assert m.result == hand.min_raise_to() == min(m.full_minimum, m.all_in_total)
        if hand.structure is Structure.POT_LIMIT:
            d = pot_limit_max(hand)
            assert d.pot == d.actual_pot + d.full_blinds + d.sb_as_bb
            assert d.pot_after_call == d.pot + d.call and d.total == d.current_bet + d.raise_by
            assert (
                d.result
                == hand.max_raise_to()
                == min(max(d.rounded, m.full_minimum), d.all_in_total)
            )
        if hand.structure is Structure.FIXED_LIMIT:
            f = limit_raise(hand)
            assert f.raise_to == hand.min_raise_to()
            if hand.min_raise_to() < hand.bets[i] + hand.stacks[i]:
                assert f.raise_to == f.full_level + f.unit
    layers = side_pots(hand)
    split = hand.pots()
    assert [(p.amount, p.eligible) for p in layers.pots] == [
        (p.amount, p.eligible) for p in split.pots
    ]
    assert side_pots(hand, split) == layers  # the split passed in: the same layers
    for layer in layers.pots:
        assert sum(c for _, c in layer.contributions) + layer.dead == layer.amount


@pytest.mark.parametrize("seed", range(40))
def test_derivations_agree_with_the_engine_over_random_play(seed):
    rng = random.Random(seed)
    code, structure, stakes = GAMES[seed % len(GAMES)]
    n = rng.randint(2, 6)
    stacks = [rng.choice([300, 800, 1500, 4000, 10_000]) for _ in range(n)]
    if "antes" in stakes:
        stakes = {**stakes, "antes": (3,) * n}
    profile = rng.choice(sorted(BUILTIN_PROFILES.values(), key=lambda p: p.name))
    hand = table(stacks, game=code, structure=structure, profile=profile, **stakes)
    deck = [Card(r, s) for r in range(2, 15) for s in Suit]
    rng.shuffle(deck)
    checked = 0
    for _ in range(200):
        if hand.finished:
            break
        if hand.actor is None:
            if hand.game.stud and hand.street < 5:
                need = len(hand.game.streets[hand.street].hole)
                for j in hand.in_hand():
                    hand.deal_hole(j, [deck.pop() for _ in range(need)])
                continue
            break
        _check(hand)
        checked += 1
        roll = rng.random()
        if hand.bring_in_due:
            hand.post_bring_in()
        elif hand.can_raise() and roll < 0.35:
            lo, hi = hand.min_raise_to(), hand.max_raise_to()
            sizes = (
                [lo, hi] if hand.structure is Structure.FIXED_LIMIT else [lo, hi, (lo + hi) // 2]
            )
            hand.raise_to(rng.choice(sizes))
        elif roll < 0.45 and not hand.can_check():
            hand.fold()
        else:
            hand.check_or_call()
    assert checked > 0
    _check_end = side_pots(hand)
    assert (
        sum(p.amount for p in _check_end.pots)
        + (_check_end.uncalled[1] if _check_end.uncalled else 0)
        == hand.pot_total()
    )


def test_half_bet_all_in_completion_over_a_stud_bring_in():
    # 15/30, bring-in 5: p3 completes all-in to 9, at least half of 15, so it counts as a
    # full completion; under text 2, 6.2(a) the next raise is to 30
    hand = table(
        [1000, 1000, 12, 1000], game="F7S", antes=(3,) * 4, bring_in=5, small_bet=15, big_bet=30
    )
    for i, cards in enumerate(("????2c", "????Kd", "????9h", "????Qs")):
        hand.deal_hole(i, parse_cards(cards))
    play(hand, "p1 pb", "p2 cc", "p3 cbr 9")
    d = limit_raise(hand)
    assert (d.to_call, d.raise_to, d.completes) == (9, 30, False)
    (step,) = d.steps
    assert step.rule == (
        "p3's all-in to 9: 9 is at least half of the 15 bet; it is treated as a full "
        "completion to 15, so the next raise is to 30 (text 2, 6.2(a))"
    )


def test_the_pot_records_are_made_with_fast_init() -> None:
    # made for every pot read and every side-pot question: engine/frozen.py's __init__
    # (it sets each slot through a ``_set_<field>`` of its own), the dataclass's values
    for cls in (Pot, PotSplit, Uncalled, PotLayer, SidePots, ShortAllin):
        names = [f.name for f in dataclasses.fields(cls)]
        assert f"_set_{names[0]}" in cls.__init__.__globals__, cls
        assert list(inspect.signature(cls).parameters) == names
    split = build_pots([100, 250, 400, 400], [0, 0, 0, 0], [False] * 4)
    assert split == PotSplit((Pot(400, (0, 1, 2, 3)), Pot(450, (1, 2, 3)), Pot(300, (2, 3))), None)
    assert build_pots([100, 300], [0, 0], [False, False]).uncalled == Uncalled(1, 200)
    with pytest.raises(dataclasses.FrozenInstanceError):
        split.pots[0].amount = 0  # type: ignore[misc]
