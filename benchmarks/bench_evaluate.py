"""How many hands per second the hand evaluator scores, next to treys and PokerKit.

    python benchmarks/bench_evaluate.py [--hands 20000] [--omaha-hands 2000] [--seed 2026]

Seven-card high hands are timed for our evaluator and for treys; Omaha high (four
hole cards, five board cards) for ours and for PokerKit's ``OmahaHoldemHand``.
Every evaluator scores the same seeded random deals, converted beforehand to its
own card type, so only the evaluation is timed. Each run is repeated and the best
time kept; our tables fill on first use, so a cold first pass is shown too. Where
another library is present, its verdict on each consecutive pair of hands is
checked against ours. A library that is not installed is reported as such
(``pip install treys pokerkit`` to compare).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module, metadata
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dealer_trainer.engine.cards import RANK_CHARS, SUIT_CHARS, Card
from dealer_trainer.engine.evaluate import evaluate_high, evaluate_omaha

DECK_TEXT = [rank + suit for rank in RANK_CHARS for suit in SUIT_CHARS]


@dataclass
class Result:
    """One evaluator's run over one set of deals."""

    task: str
    evaluator: str
    hands: int
    seconds: float | None = None
    """Best time of the repeats; None when the evaluator is not installed."""
    cold_seconds: float | None = None
    """First pass, tables still empty (ours only)."""
    agreement: str = ""

    @property
    def rate(self) -> float | None:
        return None if self.seconds is None else self.hands / self.seconds


def deals(count: int, size: int, seed: int) -> list[list[str]]:
    """``count`` deals of ``size`` different cards, as text such as ``'Ah'``."""
    rng = random.Random(seed)
    return [rng.sample(DECK_TEXT, size) for _ in range(count)]


def best_time(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def agreement(
    ours: Sequence[Any], theirs: Sequence[Any], theirs_better: Callable[..., bool]
) -> str:
    """How often the other library orders consecutive hands the way we do."""
    same = 0
    for i in range(len(ours) - 1):
        a, b = ours[i], ours[i + 1]
        mine = (a > b) - (a < b)
        other = theirs_better(theirs[i], theirs[i + 1])
        same += mine == other
    return f"{same:,}/{len(ours) - 1:,} pairs ordered alike"


def library(name: str) -> tuple[Any, str] | None:
    try:
        module = import_module(name)
    except ImportError:
        return None
    return module, f"{name} {metadata.version(name)}"


def bench_seven_card(count: int, seed: int, repeat: int) -> list[Result]:
    texts = deals(count, 7, seed)
    hands = [tuple(Card.parse(text) for text in deal) for deal in texts]

    def ours() -> list[Any]:
        return [evaluate_high(hand) for hand in hands]

    started = time.perf_counter()
    our_values = ours()
    mine = Result(
        "7-card high", "dealer_trainer", count, cold_seconds=time.perf_counter() - started
    )
    mine.seconds = best_time(ours, repeat)
    results = [mine]

    found = library("treys")
    if found is None:
        return [*results, Result("7-card high", "treys", count, agreement="not installed")]
    treys, label = found
    evaluator = treys.Evaluator()
    treys_hands = [[treys.Card.new(text) for text in deal] for deal in texts]

    def theirs() -> list[int]:
        return [evaluator.evaluate(hand[:2], hand[2:]) for hand in treys_hands]

    theirs()
    other = Result("7-card high", label, count, best_time(theirs, repeat))
    # treys: a smaller number is a better hand.
    other.agreement = agreement(our_values, theirs(), lambda a, b: (a < b) - (a > b))
    return [*results, other]


def bench_omaha(count: int, seed: int, repeat: int) -> list[Result]:
    texts = deals(count, 9, seed + 1)
    hands = [
        (tuple(Card.parse(t) for t in deal[:4]), tuple(Card.parse(t) for t in deal[4:]))
        for deal in texts
    ]

    def ours() -> list[Any]:
        return [evaluate_omaha(hole, board) for hole, board in hands]

    started = time.perf_counter()
    our_values = ours()
    mine = Result("Omaha high", "dealer_trainer", count, cold_seconds=time.perf_counter() - started)
    mine.seconds = best_time(ours, repeat)
    results = [mine]

    found = library("pokerkit")
    if found is None:
        return [*results, Result("Omaha high", "pokerkit", count, agreement="not installed")]
    pokerkit, label = found
    kit_hands = [
        (list(pokerkit.Card.parse("".join(deal[:4]))), list(pokerkit.Card.parse("".join(deal[4:]))))
        for deal in texts
    ]
    omaha = pokerkit.OmahaHoldemHand

    def theirs() -> list[Any]:
        return [omaha.from_game(hole, board) for hole, board in kit_hands]

    kit_values = theirs()
    other = Result("Omaha high", label, count, best_time(theirs, repeat))
    other.agreement = agreement(our_values, kit_values, lambda a, b: (a > b) - (a < b))
    return [*results, other]


def report(results: list[Result]) -> str:
    lines = [
        f"{'task':<12} {'evaluator':<20} {'hands':>7} {'hands/s':>10} {'cold hands/s':>13}"
        f" {'ours is':>11}  check",
    ]
    ours_rate: dict[str, float] = {}
    for result in results:
        if result.evaluator == "dealer_trainer" and result.rate is not None:
            ours_rate[result.task] = result.rate
    for result in results:
        rate = "-" if result.rate is None else f"{result.rate:,.0f}"
        cold = "" if result.cold_seconds is None else f"{result.hands / result.cold_seconds:,.0f}"
        if result.rate is None or result.evaluator == "dealer_trainer":
            ratio = ""
        else:
            ratio = f"{ours_rate[result.task] / result.rate:,.1f}x"
        lines.append(
            f"{result.task:<12} {result.evaluator:<20} {result.hands:>7,} {rate:>10}"
            f" {cold:>13} {ratio:>11}  {result.agreement}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="7-card deals (20,000)")
    parser.add_argument(
        "--omaha-hands", type=int, default=2_000, help="Omaha deals (2,000; PokerKit is slow)"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3, help="timed runs, best kept (3)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, seed {args.seed}, best of {args.repeat}")
    results = bench_seven_card(args.hands, args.seed, args.repeat)
    results += bench_omaha(args.omaha_hands, args.seed, args.repeat)
    print(report(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
