"""How many hands per second the hand evaluator scores, next to treys and PokerKit.

    python benchmarks/bench_evaluate.py [--hands 20000] [--omaha-hands 2000] [--seed 2026]

Seven-card high hands are timed for our evaluator and for treys; Omaha high (four
hole cards, five board cards) for ours and for PokerKit's ``OmahaHoldemHand``.
Every evaluator scores the same seeded random deals, converted beforehand to its
own card type, so only the evaluation is timed. The evaluators take turns over
several runs and each keeps its best CPU time, so that a busy machine slows them
alike; our tables fill on first use, so our cold first pass is shown too. Where
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
OURS = "dealer_trainer"


@dataclass
class Result:
    """One evaluator's run over one set of deals."""

    task: str
    evaluator: str
    hands: int
    seconds: float | None = None
    """Best CPU time of the repeats; None when the evaluator is not installed."""
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


def timed(run: Callable[[], list[Any]]) -> tuple[float, list[Any]]:
    """CPU seconds of one run (so other programs on the machine count less), and its values."""
    started = time.process_time()
    values = run()
    return time.process_time() - started, values


def race(
    task: str, count: int, runners: list[tuple[str, Callable[[], list[Any]]]], repeat: int
) -> tuple[list[Result], list[list[Any]]]:
    """Run each evaluator once untimed-for-rate (ours: its cold pass), then take turns
    ``repeat`` times so that every evaluator meets the same machine load; keep each best."""
    results, values = [], []
    for label, run in runners:
        seconds, first = timed(run)
        result = Result(task, label, count)
        if label == OURS:
            result.cold_seconds = seconds
        results.append(result)
        values.append(first)
    for _ in range(repeat):
        for result, (_, run) in zip(results, runners, strict=True):
            seconds, _ = timed(run)
            result.seconds = seconds if result.seconds is None else min(result.seconds, seconds)
    return results, values


def agreement(ours: Sequence[Any], theirs: Sequence[Any], theirs_better: Callable[..., int]) -> str:
    """How often the other library orders consecutive hands the way we do."""
    same = 0
    for i in range(len(ours) - 1):
        a, b = ours[i], ours[i + 1]
        mine = (a > b) - (a < b)
        same += mine == theirs_better(theirs[i], theirs[i + 1])
    return f"{same:,}/{len(ours) - 1:,} pairs ordered alike"


def library(name: str) -> tuple[Any, str] | None:
    try:
        module = import_module(name)
    except ImportError:
        return None
    return module, f"{name} {metadata.version(name)}"


def bench_seven_card(count: int, seed: int, repeat: int) -> list[Result]:
    task = "7-card high"
    texts = deals(count, 7, seed)
    hands = [tuple(Card.parse(text) for text in deal) for deal in texts]
    runners: list[tuple[str, Callable[[], list[Any]]]] = [
        (OURS, lambda: [evaluate_high(hand) for hand in hands])
    ]
    found = library("treys")
    if found is not None:
        treys, label = found
        evaluator = treys.Evaluator()
        treys_hands = [[treys.Card.new(text) for text in deal] for deal in texts]
        runners.append(
            (label, lambda: [evaluator.evaluate(hand[:2], hand[2:]) for hand in treys_hands])
        )
    results, values = race(task, count, runners, repeat)
    if found is None:
        return [*results, Result(task, "treys", count, agreement="not installed")]
    # treys: a smaller number is a better hand.
    results[1].agreement = agreement(values[0], values[1], lambda a, b: (a < b) - (a > b))
    return results


def bench_omaha(count: int, seed: int, repeat: int) -> list[Result]:
    task = "Omaha high"
    texts = deals(count, 9, seed + 1)
    hands = [
        (tuple(Card.parse(t) for t in deal[:4]), tuple(Card.parse(t) for t in deal[4:]))
        for deal in texts
    ]
    runners: list[tuple[str, Callable[[], list[Any]]]] = [
        (OURS, lambda: [evaluate_omaha(hole, board) for hole, board in hands])
    ]
    found = library("pokerkit")
    if found is not None:
        pokerkit, label = found
        kit_hands = [
            (
                list(pokerkit.Card.parse("".join(deal[:4]))),
                list(pokerkit.Card.parse("".join(deal[4:]))),
            )
            for deal in texts
        ]
        omaha = pokerkit.OmahaHoldemHand
        runners.append((label, lambda: [omaha.from_game(hole, board) for hole, board in kit_hands]))
    results, values = race(task, count, runners, repeat)
    if found is None:
        return [*results, Result(task, "pokerkit", count, agreement="not installed")]
    results[1].agreement = agreement(values[0], values[1], lambda a, b: (a > b) - (a < b))
    return results


def report(results: list[Result]) -> str:
    lines = [
        f"{'task':<12} {'evaluator':<20} {'hands':>7} {'hands/s':>10} {'cold hands/s':>13}"
        f" {'ours is':>11}  check",
    ]
    ours_rate: dict[str, float] = {}
    for result in results:
        if result.evaluator == OURS and result.rate is not None:
            ours_rate[result.task] = result.rate
    for result in results:
        rate = "-" if result.rate is None else f"{result.rate:,.0f}"
        cold = "" if result.cold_seconds is None else f"{result.hands / result.cold_seconds:,.0f}"
        if result.rate is None or result.evaluator == OURS:
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
    parser.add_argument("--repeat", type=int, default=5, help="timed runs, best kept (5)")
    args = parser.parse_args(argv)
    print(
        f"Python {sys.version.split()[0]}, seed {args.seed}, "
        f"best CPU time of {args.repeat} runs taken in turns"
    )
    results = bench_seven_card(args.hands, args.seed, args.repeat)
    results += bench_omaha(args.omaha_hands, args.seed, args.repeat)
    print(report(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
