"""``dealer-trainer pack``: instructor packs: check one, list the samples, start a new one.

The work is :func:`dealer_trainer.quiz.drill.run_command` (its arguments are added by
:func:`dealer_trainer.quiz.drill.add_quiz_parsers`); this module runs it with the sample packs
that ship with the trainer.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from dealer_trainer.cli.common import sample_packs_dir


def run_pack(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``dealer-trainer pack ...``; returns the exit status."""
    from dealer_trainer.quiz.drill import run_command

    return run_command(args, out=out, samples=sample_packs_dir())
