"""The command line: ``dealer-trainer`` and its headless commands, one module each.

With no command, :func:`main` opens the trainer's window (:mod:`dealer_trainer.app`); with one,
it runs the command and returns its exit status:

- ``solve`` (:mod:`.solve`): replay hand histories and print what a dealer must know, or rule on
  what a player did;
- ``quiz`` (:mod:`.quiz`): the terminal drill and pack exams, recorded to the progress database;
- ``pack`` (:mod:`.pack`): make and check question packs;
- ``deal`` (:mod:`.deal`): the deal-a-hand mode in the terminal;
- ``results`` (:mod:`.results`): list, export and import progress and exam results.

:mod:`.common` holds what the commands share (exit statuses, :class:`CliError`, opening the
progress database). This package sits above the layers it uses (engine, quiz, store): none of
them imports it, and it imports Qt only by starting the app. Each command's modules are
imported when that command runs, so opening the window does not pay for them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from dealer_trainer import appinfo
from dealer_trainer.cli.common import EXIT_OK, EXIT_USAGE, CliError, sample_packs_dir
from dealer_trainer.cli.solve import _solve_parser, hand_message, run_solve

__all__ = [
    "COMMANDS",
    "EXIT_OK",
    "EXIT_USAGE",
    "CliError",
    "build_parser",
    "hand_message",
    "main",
    "run_solve",
    "sample_packs_dir",
]


COMMANDS = ("solve", "results", "quiz", "pack", "deal")
"""The headless commands; with none of them, the window opens."""


def build_parser(*, commands: bool = True) -> argparse.ArgumentParser:
    """The argument parser for ``dealer-trainer``.

    ``commands=False`` leaves out the headless commands, whose parsers import the
    quiz and the store: opening the window does not pay for them.
    """
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
    parser.add_argument(
        "--trainee",
        dest="window_trainee",
        metavar="NAME",
        help="the window records answers under this trainee (several can share a computer)",
    )
    if not commands:
        parser.set_defaults(command=None)
        return parser
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _solve_parser(sub)
    from dealer_trainer.cli.common import add_store_arguments
    from dealer_trainer.cli.results import add_results_parser

    add_results_parser(sub)
    from dealer_trainer.quiz.drill import add_quiz_parsers

    add_quiz_parsers(sub)
    add_store_arguments(sub.choices["quiz"])  # the drill records to the progress database
    from dealer_trainer.quiz.deal import add_deal_parser

    add_deal_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    out = out or sys.stdout
    words = list(sys.argv[1:] if argv is None else argv)
    wants_command = any(w in COMMANDS or w in ("-h", "--help") for w in words)
    parser = build_parser(commands=wants_command)
    args = parser.parse_args(words)
    try:
        if args.command == "solve":
            return run_solve(args, out)
        if args.command == "results":
            from dealer_trainer.cli.results import run_results

            return run_results(args, out)
        if args.command == "quiz":
            from dealer_trainer.cli.quiz import run_drill

            if args.pack:
                from dealer_trainer.quiz.pack_files import resolve_pack

                args.pack = str(resolve_pack(args.pack, sample_packs_dir()))
            return run_drill(args, out)
        if args.command == "pack":
            from dealer_trainer.cli.pack import run_pack

            return run_pack(args, out)
        if args.command == "deal":
            from dealer_trainer.cli.deal import run_deal_command

            return run_deal_command(args, out)
    except CliError as exc:
        print(f"{appinfo.EXECUTABLE}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # pragma: no cover - output piped to head
        return EXIT_OK
    from dealer_trainer.app import run_app

    return run_app(
        self_test=args.self_test,
        exit_after_show=args.exit_after_show,
        trainee=args.window_trainee,
    )
