"""``build_pots`` against the plain layer-by-layer count it replaced (corpus A.12).

The engine counts each layer as ``sum(min(a, level)) - sum(min(a, previous))`` (one pass
per level); this reference walks every player through every layer, as a dealer cuts the
piles. Over random contributions, folds and dead money both must give the same pots and
the same uncalled bet.
"""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.pots import Pot, PotSplit, Uncalled, build_pots


def _reference(live: list[int], dead: list[int], folded: list[bool]) -> PotSplit:
    n = len(live)
    contenders = [i for i in range(n) if not folded[i]]
    if not contenders:
        return PotSplit((Pot(sum(live) + sum(dead), ()),), None)
    amounts = list(live)
    top = max(contenders, key=lambda i: (amounts[i], -i))
    others = max([0, *(amounts[i] for i in range(n) if i != top)])
    uncalled = None
    if amounts[top] > others:
        uncalled = Uncalled(top, amounts[top] - others)
        amounts[top] = others
    levels = sorted({amounts[i] for i in contenders})
    pots = []
    previous = 0
    for k, level in enumerate(levels):
        last = k == len(levels) - 1
        chips = sum(dead) if k == 0 else 0
        for amount in amounts:
            upper = amount if last or amount < level else level
            chips += max(upper - previous, 0)
        if chips or len(levels) == 1:
            pots.append(Pot(chips, tuple(i for i in contenders if amounts[i] >= level)))
        previous = level
    return PotSplit(tuple(pots) or (Pot(0, tuple(contenders)),), uncalled)


def test_three_all_ins_and_a_caller():
    split = build_pots([100, 250, 400, 400], [0, 0, 0, 0], [False] * 4)
    assert split == PotSplit((Pot(400, (0, 1, 2, 3)), Pot(450, (1, 2, 3)), Pot(300, (2, 3))), None)


def test_folded_chips_above_every_level_go_in_the_last_pot():
    split = build_pots([100, 300, 500], [20, 0, 0], [False, False, True])
    assert split == PotSplit((Pot(320, (0, 1)), Pot(600, (1,))), None)


@pytest.mark.parametrize("seed", range(4))
def test_build_pots_matches_the_layer_by_layer_count(seed):
    rng = random.Random(seed)
    for _ in range(2_000):
        n = rng.randint(1, 9)
        live = [rng.choice([0, 5, 20, 100, 100, rng.randint(0, 400)]) for _ in range(n)]
        dead = [rng.choice([0, 0, 0, 10]) for _ in range(n)]
        folded = [rng.random() < 0.35 for _ in range(n)]
        assert build_pots(live, dead, folded) == _reference(live, dead, folded), (
            live,
            dead,
            folded,
        )
