"""``dealer-trainer deal``: the deal-a-hand mode in the terminal.

The session is :func:`dealer_trainer.quiz.deal.run_deal` (its arguments are added by
:func:`dealer_trainer.quiz.deal.add_deal_parser`); a bad deal file or answer stream is a
:class:`~dealer_trainer.cli.common.CliError` (exit status 2).
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from dealer_trainer.cli.common import CliError


def run_deal_command(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``dealer-trainer deal``, answers read from standard input; returns the exit status."""
    from dealer_trainer.quiz.deal import DealError, run_deal

    try:
        return run_deal(args, sys.stdin, out)
    except DealError as exc:
        raise CliError(str(exc)) from None
