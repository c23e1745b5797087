"""Replay every shared PHH hand, answering at every decision point; compare with PokerKit.

A decision point is the moment before a betting action (``f``, ``cc``, ``cbr``,
``pb``). At each one the engine is asked what a dealer must know: the player
to act, the amount to call, whether he may check or raise, the minimum and
maximum raise, the pot and the side pots. Where PokerKit is installed, the same
hands are replayed in PokerKit in the same run, asking it the same questions,
and the ratio of the two rates is printed. Target: at least 5x PokerKit.

    python benchmarks/bench_replay.py [--rounds N] [--phh DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dealer_trainer.engine import phh  # noqa: E402
from dealer_trainer.engine.replay import BETTING_KINDS, steps  # noqa: E402

BETTING_CODES = {" f", " cc", " cbr", " pb"}


def ours(histories: list[phh.HandHistory]) -> int:
    """Replay each hand, answering at every decision point."""
    points = 0
    for history in histories:
        for _, action, hand in steps(history):
            if action is None or action.kind not in BETTING_KINDS or hand.actor is None:
                continue
            hand.to_call()
            hand.can_check()
            hand.raise_blocked()
            hand.min_raise_to()
            hand.max_raise_to()
            hand.pot_total()
            hand.pots()
            points += 1
    return points


def theirs(histories: list[object]) -> int:
    """The same in PokerKit: replay, answer."""
    points = 0
    for history in histories:
        for state, action in history.state_actions:
            if action is None or not any(code in action for code in BETTING_CODES):
                continue
            if state.actor_index is None:
                continue
            state.checking_or_calling_amount  # noqa: B018
            state.can_check_or_call()
            state.can_complete_bet_or_raise_to()
            state.min_completion_betting_or_raising_to_amount  # noqa: B018
            state.max_completion_betting_or_raising_to_amount  # noqa: B018
            state.total_pot_amount  # noqa: B018
            list(state.pots)
            points += 1
    return points


def _timed(fn, arg, rounds: int) -> tuple[int, float]:
    best = float("inf")
    points = 0
    for _ in range(rounds):
        start = time.perf_counter()
        points = fn(arg)
        best = min(best, time.perf_counter() - start)
    return points, best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="best of N runs (default 3)")
    parser.add_argument("--phh", type=Path, default=ROOT.parent / "shared" / "phh")
    args = parser.parse_args()
    files = sorted(args.phh.rglob("*.phh"))
    if not files:
        sys.exit(f"no .phh files under {args.phh}")
    texts = [f.read_text(encoding="utf-8") for f in files]
    _, read_ours = _timed(lambda ts: [phh.loads(t) for t in ts], texts, args.rounds)
    histories = [phh.loads(t) for t in texts]
    points, seconds = _timed(ours, histories, args.rounds)
    rate = points / seconds
    print(f"hands: {len(texts)}   decision points: {points}")
    print("replaying and answering (the hands already read):")
    print(f"dealer-trainer: {rate:>10,.0f} decision points/s ({seconds * 1000:.0f} ms)")
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        print("pokerkit:       not installed (pip install pokerkit to compare)")
        return
    from pokerkit import HandHistory

    same, mine = [], []
    for text, history in zip(texts, histories, strict=True):
        try:
            theirs([HandHistory.loads(text)])
        except Exception:  # PokerKit cannot replay a few hands
            continue
        same.append(text)
        mine.append(history)
    their_histories = [HandHistory.loads(t) for t in same]
    if len(same) != len(texts):
        print(f"pokerkit replays {len(same)} of the {len(texts)} hands; both on those:")
        points, seconds = _timed(ours, mine, args.rounds)
        rate = points / seconds
        print(f"dealer-trainer: {rate:>10,.0f} decision points/s ({seconds * 1000:.0f} ms)")
    their_points, their_seconds = _timed(theirs, their_histories, args.rounds)
    their_rate = their_points / their_seconds
    print(f"pokerkit:       {their_rate:>10,.0f} decision points/s ({their_seconds * 1000:.0f} ms)")
    print(f"ratio:          {rate / their_rate:>10.1f}x (target: at least 5x)")
    _, read_theirs = _timed(lambda ts: [HandHistory.loads(t) for t in ts], same, args.rounds)
    print("reading the hand files (best of the rounds; bench_phh_read.py gives the median):")
    print(f"dealer-trainer: {read_ours * 1000:>7.0f} ms for {len(texts)} hands")
    print(f"pokerkit:       {read_theirs * 1000:>7.0f} ms for {len(same)} hands")
    if len(same) == len(texts):
        print(f"ratio:          {read_ours / read_theirs:>10.2f}x (target: at most 1.0x)")


if __name__ == "__main__":
    main()
