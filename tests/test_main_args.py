"""The window opens without the command line's parser, reading the same arguments.

``python -m dealer_trainer`` with no command opens the window (``cli.build_parser``:
"With no command, the trainer's window opens."); ``__main__.window_arguments`` reads the
window's own switches itself and must read them as the parser does, leaving everything
else (commands, help, version, mistakes) to the parser.
"""

from __future__ import annotations

import pytest

from dealer_trainer.__main__ import window_arguments
from dealer_trainer.cli import build_parser


@pytest.mark.parametrize(
    "words",
    [
        [],
        ["--exit-after-show"],
        ["--self-test"],
        ["--trainee", "Dana"],
        ["--trainee=Dana Lee"],
        ["--trainee="],
        ["--self-test", "--trainee", "Kim", "--exit-after-show"],
    ],
)
def test_the_window_switches_are_read_as_the_parser_reads_them(words: list[str]) -> None:
    found = window_arguments(words)
    args = build_parser(commands=False).parse_args(words)
    assert found == {
        "self_test": args.self_test,
        "exit_after_show": args.exit_after_show,
        "trainee": args.window_trainee,
    }


@pytest.mark.parametrize(
    "words",
    [
        ["quiz"],
        ["solve", "hand.phh"],
        ["--help"],
        ["--version"],
        ["--exit"],  # an abbreviation: the parser's to accept
        ["--trainee"],  # a missing name: the parser's to word
        ["--trainee", "--self-test"],
        ["--self-test", "results"],
        ["--bogus"],
    ],
)
def test_anything_else_is_left_to_the_command_line(words: list[str]) -> None:
    assert window_arguments(words) is None
