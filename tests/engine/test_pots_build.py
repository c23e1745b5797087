"""``build_pots`` finds the largest other contribution in one C call (``engine.pots``).

It used to walk every player but the top contributor in a Python loop; this test builds
the pots of many contributions, random and from dealt hands, both ways and compares.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from dealer_trainer.engine.pots import Pot, PotSplit, Uncalled, build_pots
from dealer_trainer.quiz.generator import Generator, Settings


def _plain_build_pots(live: Sequence[int], dead: Sequence[int], folded: Sequence[bool]) -> PotSplit:
    """The working build_pots replaced: every step a plain loop."""
    n = len(live)
    contenders = [i for i in range(n) if not folded[i]]
    dead_total = sum(dead)
    if not contenders:
        return PotSplit((Pot(sum(live) + dead_total, ()),), None)
    amounts = list(live)
    top = contenders[0]
    for i in contenders:
        if amounts[i] > amounts[top]:
            top = i
    others = 0
    for i in range(n):
        if i != top and amounts[i] > others:
            others = amounts[i]
    uncalled = None
    if amounts[top] > others:
        uncalled = Uncalled(top, amounts[top] - others)
        amounts[top] = others
    levels = sorted({amounts[i] for i in contenders})
    pots: list[Pot] = []
    previous = 0
    for k, level in enumerate(levels):
        last = k == len(levels) - 1
        chips = dead_total if k == 0 else 0
        for amount in amounts:
            upper = amount if last or amount < level else level
            if upper > previous:
                chips += upper - previous
        if chips:
            pots.append(Pot(chips, tuple(i for i in contenders if amounts[i] >= level)))
        previous = level
    if not pots:
        pots.append(Pot(0, tuple(contenders)))
    return PotSplit(tuple(pots), uncalled)


def test_random_contributions_build_the_same_pots() -> None:
    rng = random.Random(2026)
    uncalled = side = 0
    for _ in range(5000):
        n = rng.randint(2, 10)
        live = [
            rng.choice((0, 0, 25, 100, 250, 400, 400, 1000, rng.randint(0, 5000))) for _ in range(n)
        ]
        dead = [rng.choice((0, 0, 0, 25, 50)) for _ in range(n)]
        folded = [rng.random() < 0.35 for _ in range(n)]
        got = build_pots(live, dead, folded)
        assert got == _plain_build_pots(live, dead, folded)
        uncalled += got.uncalled is not None
        side += len(got.pots) > 1
    assert uncalled > 100 and side > 100


def test_dealt_hands_build_the_same_pots() -> None:
    seen = 0
    for kind in ("side_pots", "rake"):
        gen = Generator(11, Settings(kinds=(kind,)))
        for n in range(150):
            situation = gen.question(n).situation
            assert situation is not None
            hand = situation.hand()
            assert hand.pots() == _plain_build_pots(hand.live, hand.dead, hand.folded)
            seen += 1
    assert seen == 300
