"""The command line: ``dealer-trainer solve`` and the other headless commands.

Kept free of Qt: the GUI is imported only when the app is started.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from dealer_trainer import appinfo

EXIT_OK = 0
EXIT_USAGE = 2
"""Bad input: a file that cannot be read, an illegal action, a bad argument."""


class CliError(Exception):
    """An expected error: printed as one line, exit status 2."""


def _solve_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "solve",
        help="replay hand histories and print what a dealer must know, as JSON lines",
        description=(
            "Replay PHH hand histories (.phh, .phhs) and print, for each hand, one JSON "
            "object describing the situation after the recorded actions: the player to "
            "act, the amount to call, the minimum and maximum raise, the pot and side pots."
        ),
    )
    p.add_argument("paths", nargs="+", metavar="PATH", help="a .phh or .phhs file")
    p.add_argument(
        "--each",
        action="store_true",
        help="print one object before every betting action (f, cc, cbr, pb) and one at the end",
    )
    p.add_argument(
        "--profile",
        metavar="NAME|FILE",
        help="venue profile: standard, tda-2024, wsop-2026-cash, rrop-11, or a .toml file "
        "(default: the hand's _profile, else standard)",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for ``dealer-trainer``."""
    parser = argparse.ArgumentParser(
        prog=appinfo.EXECUTABLE,
        description=f"{appinfo.NAME}: practise what a poker dealer must know at once.",
        epilog="With no command, the trainer's window opens.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {appinfo.VERSION}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start the app, play one question of each kind through the window, and exit",
    )
    parser.add_argument(
        "--exit-after-show",
        action="store_true",
        help="exit as soon as the main window has been shown (start-up timing)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _solve_parser(sub)
    from dealer_trainer.store.cli import add_results_parser

    add_results_parser(sub)
    return parser


def run_solve(args: argparse.Namespace, out: TextIO) -> int:
    """``dealer-trainer solve``: print situations as JSON lines."""
    from dealer_trainer.engine import phh
    from dealer_trainer.engine.options import ProfileError, VenueProfile, get_profile
    from dealer_trainer.engine.replay import BETTING_KINDS, ReplayError, steps
    from dealer_trainer.engine.situation import situation, to_json
    from dealer_trainer.engine.state import IllegalActionError

    forced: VenueProfile | None = None
    if args.profile:
        try:
            forced = get_profile(args.profile)
        except ProfileError as exc:
            raise CliError(f"--profile: {exc}") from None
    for path in args.paths:
        try:
            hands = phh.load(path)
        except phh.PhhError as exc:
            raise CliError(str(exc)) from None
        except OSError as exc:
            raise CliError(f"{path}: cannot read: {exc.strerror or exc}") from None
        for k, history in enumerate(hands, start=1):
            source = history.source or f"{path}#{k}"
            profile = forced
            if profile is None:
                try:
                    profile = get_profile(history.profile or "standard")
                except ProfileError as exc:
                    raise CliError(f"{source}: _profile: {exc}") from None
            try:
                for applied, action, hand in steps(history, profile):
                    if action is None or (args.each and action.kind in BETTING_KINDS):
                        data = situation(hand, source=source, after=applied)
                        if action is None:
                            data.update(_end_of_hand(hand))
                        out.write(to_json(data, history.unit) + "\n")
            except (ReplayError, IllegalActionError, ValueError) as exc:
                raise CliError(str(exc)) from None
    return EXIT_OK


def _end_of_hand(hand: object) -> dict[str, object]:
    """Awards and final stacks once the hand is over (showdown module when available)."""
    from dealer_trainer.engine.state import HandState

    assert isinstance(hand, HandState)
    if not hand.finished:
        return {}
    from dealer_trainer.engine.showdown import settle

    result = settle(hand)
    return result.as_dict()


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    out = out or sys.stdout
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "solve":
            return run_solve(args, out)
        if args.command == "results":
            from dealer_trainer.store.cli import run_results

            return run_results(args, out)
    except CliError as exc:
        print(f"{appinfo.EXECUTABLE}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # pragma: no cover - output piped to head
        return EXIT_OK
    from dealer_trainer.app import run_app

    return run_app(self_test=args.self_test, exit_after_show=args.exit_after_show)
