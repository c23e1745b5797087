"""Pack files an instructor starts from: the sample packs, and ``pack new``'s template.

The sample packs ship in the app's ``resources/packs/`` folder (the caller gives its
path: this layer does not look for the app's files). ``dealer-trainer pack list`` and the
window's exam chooser both list them with :func:`sample_packs`; ``dealer-trainer quiz
--pack ID`` finds one by its id with :func:`resolve_pack`.

``dealer-trainer pack new FILE`` writes :data:`TEMPLATE`: a complete pack, every key
commented with its type and default, that ``pack check`` passes as it stands.
docs/packs.md documents the same keys.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TextIO

from dealer_trainer.quiz.packs import Pack, PackError, load_pack

__all__ = [
    "TEMPLATE",
    "PackFileError",
    "SamplePack",
    "resolve_pack",
    "run_pack",
    "sample_packs",
    "write_template",
]


class PackFileError(Exception):
    """A pack file that cannot be listed or written: one line for the user."""


@dataclass(frozen=True, slots=True)
class SamplePack:
    """One sample pack as the list shows it."""

    id: str
    title: str
    description: str
    path: Path
    questions: int
    pass_mark: int | None
    """The overall pass mark in percent (``None``: the pack sets none)."""
    time_limit_s: int | None
    pack: Pack


def _limit_s(pack: Pack) -> int | None:
    if pack.exam is None:
        return None
    if pack.exam.time_limit_minutes is not None:
        return pack.exam.time_limit_minutes * 60
    return pack.exam.time_limit_seconds


def sample_packs(folder: Path | None) -> list[SamplePack]:
    """Every sample pack in ``folder`` (``*.toml``), sorted by file name.

    A sample that does not load is a broken install: :class:`PackError` says which.
    """
    if folder is None or not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob("*.toml")):
        pack = load_pack(path)
        found.append(
            SamplePack(
                id=pack.id,
                title=pack.title,
                description=pack.description,
                path=path,
                questions=len(pack.exam_items()),
                pass_mark=pack.pass_marks.get("overall"),
                time_limit_s=_limit_s(pack),
                pack=pack,
            )
        )
    return found


def resolve_pack(name: str, folder: Path | None) -> Path:
    """The pack file ``name`` names: a file, else the sample pack with that id or file stem."""
    path = Path(name)
    if path.is_file() or folder is None or path.suffix or len(path.parts) > 1:
        return path
    for candidate in sorted(folder.glob("*.toml")):
        if candidate.stem == name:
            return candidate
    for sample in sample_packs(folder):
        if sample.id == name:
            return sample.path
    return path


def _time(seconds: int | None) -> str:
    if seconds is None:
        return "untimed"
    m, s = divmod(seconds, 60)
    return f"{m} min" + (f" {s} s" if s else "")


def run_pack(args: argparse.Namespace, out: TextIO, folder: Path | None) -> int:
    """``pack check|list|new``; returns the exit status."""
    from dealer_trainer.quiz.drill import run_pack_check

    if args.pack_action == "check":
        return run_pack_check(args.files, out)
    if args.pack_action == "new":
        write_template(Path(args.file))
        out.write(
            f"{args.file}: a new pack to edit; `dealer-trainer pack check {args.file}` checks it\n"
        )
        return 0
    try:
        samples = sample_packs(folder)
    except PackError as exc:
        raise PackFileError(f"a sample pack is damaged (reinstall the trainer): {exc}") from None
    if args.format == "json":
        json.dump(
            [
                {
                    "id": s.id,
                    "title": s.title,
                    "questions": s.questions,
                    "pass_mark": s.pass_mark,
                    "time_limit_seconds": s.time_limit_s,
                    "file": str(s.path),
                }
                for s in samples
            ],
            out,
            indent=2,
            ensure_ascii=False,
        )
        out.write("\n")
        return 0
    if not samples:
        out.write("No sample packs are installed.\n")
        return 0
    for s in samples:
        mark = "no pass mark" if s.pass_mark is None else f"pass {s.pass_mark}%"
        out.write(
            f"{s.id}: {s.title} ({s.questions} questions, {mark}, {_time(s.time_limit_s)})\n"
            f"    {s.path}\n"
        )
    out.write("Sit one with: dealer-trainer quiz --pack ID\n")
    return 0


def write_template(path: Path) -> None:
    """Write :data:`TEMPLATE` to ``path``; never over an existing file."""
    try:
        with path.open("x", encoding="utf-8", newline="\n") as f:
            f.write(TEMPLATE)
    except FileExistsError:
        raise PackFileError(f"{path} already exists: choose another file name") from None
    except OSError as exc:
        raise PackFileError(f"{path}: cannot write: {exc.strerror or exc}") from None


TEMPLATE: Final = """\
# A Dealer Trainer pack: the questions of an exam, its time limit and its pass marks.
# Every key is described in docs/packs.md. Check the file after each edit with:
#     dealer-trainer pack check THIS-FILE
# Lines starting with # are comments. Text goes in "double quotes".

[pack]
id = "my-first-exam"          # required. Letters, digits, - and _. Goes into every result.
title = "My first exam"       # required. Printed at the top of the exam sheet.
author = "Your school"        # required. The school or the instructor, on the sheet.
description = "Pots and calls in no-limit hold'em."   # optional text, default "".
profile = "standard"          # optional: standard (default), tda-2024, wsop-2026-cash, rrop-11

# [house_rules]               # optional: your room's options that differ from the profile
# rake_percent = "10"         # e.g. a 10% rake...
# rake_cap = 5                # ...capped at 5 (in the hand's chips)

[pass_marks]                  # optional. Percent right needed, 0 to 100.
overall = 80                  # the whole exam
pot = 75                      # a skill: pot, betting, pot_limit, side_pots, house, ...

[exam]                        # optional: without it the pack is sat untimed, every question
time_limit_minutes = 15       # whole minutes, 1 to 1440 (or time_limit_seconds = 200)
# questions = ["drill/1", "drill/2"]   # default: every question, in file order
shuffle_seed = 1              # optional: shuffle the order with this number
# extra_time_percent = { "Ana" = 25 } # optional: extra time for named trainees
# allow_rulebook = true       # optional: the rulebook may be opened during the exam

[[generate]]                  # questions from the generator; repeat the table for more
id = "drill"                  # required. Question ids are drill/1, drill/2, ...
seed = 2026                   # required. The same seed always gives the same questions.
count = 10                    # required, 1 to 200
kinds = ["pot_count", "to_call", "min_raise"]   # default: every kind
variants = ["NT"]             # default: every variant. NT is no-limit hold'em.
# structures = ["no_limit"]   # default: every structure of the variants
difficulty = [1, 3]           # one level 1 to 5, or [lowest, highest]; default [1, 5]
# time_limit_seconds = 30     # the target time per question; default: the kind's own

# [[situation]]               # a hand of your own, as a PHH hand history
# id = "hand-1"
# kinds = ["side_pots"]       # the questions to ask about it
# file = "hands/hand1.phh"    # a file in this pack's folder, or inline: phh = '''...'''
# after = 12                  # ask after this many actions; default: the end
"""
