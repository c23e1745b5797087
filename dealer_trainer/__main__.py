"""``python -m dealer_trainer`` and the ``dealer-trainer`` command."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

_FLAGS = {"--self-test": "self_test", "--exit-after-show": "exit_after_show"}
"""The window's switches (``dealer_trainer.cli.build_parser``), by their spelling."""


def window_arguments(words: Sequence[str]) -> dict[str, Any] | None:
    """``run_app``'s arguments when ``words`` only open the window (no words at all, the
    usual start, or the window's own ``--self-test``, ``--exit-after-show`` and
    ``--trainee NAME``); None for anything else, which the command line reads and answers
    (commands, ``--help``, ``--version``, abbreviations, mistakes). Opening the window
    this way does not load the command line's parser (a twentieth of the start-up)."""
    found: dict[str, Any] = {"self_test": False, "exit_after_show": False, "trainee": None}
    k = 0
    while k < len(words):
        word = words[k]
        if word in _FLAGS:
            found[_FLAGS[word]] = True
        elif word.startswith("--trainee="):
            found["trainee"] = word.partition("=")[2]
        elif word == "--trainee" and k + 1 < len(words) and not words[k + 1].startswith("-"):
            k += 1
            found["trainee"] = words[k]
        else:
            return None
        k += 1
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: the command line, or the app's window when no command is given."""
    words = list(sys.argv[1:] if argv is None else argv)
    window = window_arguments(words)
    if window is not None:
        from dealer_trainer.app import run_app

        return run_app(**window)
    from dealer_trainer.cli import main as cli_main

    return cli_main(words)


if __name__ == "__main__":
    sys.exit(main())
