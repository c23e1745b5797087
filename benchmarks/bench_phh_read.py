"""Read every shared PHH hand file with our reader and with PokerKit's, in the same run.

Each round reads all the texts (already in memory) once with ``phh.loads`` and once
with ``pokerkit.HandHistory.loads``, the order alternating from round to round so that
a burst of load on the machine falls on both. The ratio ours / PokerKit's is taken per
round; the median over the rounds is the figure, and the lowest and highest show the
noise. Target: at most 1.0 (no slower than PokerKit).

Our reader does more than PokerKit's: it reads and checks every action (PokerKit parses
actions only when the hand is replayed) and scales amounts to exact integers.

    python benchmarks/bench_phh_read.py [--rounds N] [--phh DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dealer_trainer.engine import phh  # noqa: E402

TARGET = 1.0


def _seconds(read: Callable[[str], object], texts: list[str]) -> float:
    start = time.perf_counter()
    for text in texts:
        read(text)
    return time.perf_counter() - start


def measure(texts: list[str], rounds: int) -> tuple[list[float], list[float]]:
    """Per round: (our seconds, PokerKit's seconds), the order alternating."""
    from pokerkit import HandHistory

    ours: list[float] = []
    theirs: list[float] = []
    for i in range(rounds):
        if i % 2:
            theirs.append(_seconds(HandHistory.loads, texts))
            ours.append(_seconds(phh.loads, texts))
        else:
            ours.append(_seconds(phh.loads, texts))
            theirs.append(_seconds(HandHistory.loads, texts))
    return ours, theirs


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=11, help="rounds (default 11)")
    parser.add_argument("--phh", type=Path, default=ROOT.parent / "shared" / "phh")
    args = parser.parse_args()
    files = sorted(args.phh.rglob("*.phh"))
    if not files:
        sys.exit(f"no .phh files under {args.phh}")
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        sys.exit("pokerkit is not installed (pip install pokerkit): nothing to compare with")
    texts = [f.read_text(encoding="utf-8") for f in files]
    for text, path in zip(texts, files, strict=True):  # both must read every file
        phh.loads(text, source=str(path))
    ours, theirs = measure(texts, args.rounds)
    ratios = sorted(o / t for o, t in zip(ours, theirs, strict=True))
    ratio = statistics.median(ratios)
    print(f"reading {len(texts)} hand files, {args.rounds} rounds (median; lowest-highest):")
    for name, times in (("dealer-trainer", ours), ("pokerkit", theirs)):
        ms = sorted(t * 1000 for t in times)
        print(f"{name:15} {statistics.median(ms):7.1f} ms  ({ms[0]:.1f}-{ms[-1]:.1f})")
    verdict = "met" if ratio <= TARGET else "NOT met"
    print(
        f"ratio ours/pokerkit: {ratio:.2f}x  ({ratios[0]:.2f}-{ratios[-1]:.2f})  "
        f"target <= {TARGET:.1f}x: {verdict}"
    )


if __name__ == "__main__":
    main()
