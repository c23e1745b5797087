"""The terminal drill: ``dealer-trainer quiz`` and ``dealer-trainer pack check``.

The drill asks questions, reads one line per answer part, grades, explains, and
records every graded answer through a :class:`~dealer_trainer.quiz.history.History`.
It needs no display, and works piped: end of input ends the drill cleanly with a
summary.

Answer lines:

- an amount: ``1600``, ``1,600``, ``$1,600``, ``1.600``;
- side pots: one line per pot, main pot first, as ``amount players``: ``1250 2 3 4 5``;
- a showdown: one line per pot, each winner and what he receives: ``p4 1075 p6 1050``;
- a choice: the letter, then the amount if the choice asks for one: ``a 800``;
- a player: ``p3``.

A line that cannot be read is refused with a message and asked again; it is not
counted as wrong.

>>> import io
>>> out = io.StringIO()
>>> code = run_command(
...     parse(["quiz", "--kind", "to_call", "--seed", "1", "--count", "1"]),
...     stdin=io.StringIO("1\\n"),
...     out=out,
... )
>>> code, "Summary: 0 of 1 right" in out.getvalue() or "Summary: 1 of 1 right" in out.getvalue()
(0, True)
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, TextIO

from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.quiz.adaptive import Practice
from dealer_trainer.quiz.generator import GENERATED_KINDS, GenerationError, Generator, Settings
from dealer_trainer.quiz.grading import AnswerRefused, Grade, grade, parse_part, record_of
from dealer_trainer.quiz.history import DEFAULT_TRAINEE, UTC, History, MemoryHistory, datetime
from dealer_trainer.quiz.ids import KINDS, SKILLS, STRUCTURES, VARIANTS, IdError, kind_id
from dealer_trainer.quiz.model import FormKind, Part, Question, Speed
from dealer_trainer.quiz.packs import Pack, PackError, check_pack, load_pack

__all__ = [
    "DEFAULT_TRAINEE",
    "DrillOutcome",
    "add_quiz_parsers",
    "parse",
    "run_command",
    "run_pack_check",
    "run_quiz",
]


EXIT_OK = 0
EXIT_PROBLEMS = 1
"""``pack check`` found problems."""
EXIT_USAGE = 2
"""A bad argument or an unreadable file."""


class DrillError(Exception):
    """An expected error: printed as one line, exit status 2."""


@dataclass
class DrillOutcome:
    """How a drill ended, for the store to record an exam attempt as the window does."""

    asked: int = 0
    answered: int = 0
    completed: bool = False
    """Every question was answered (an exam is then finished)."""
    timed_out: bool = False
    """The time allowed ran out (an exam is then finished as it stands)."""
    on_questions_end: Callable[[], None] | None = None
    """Called when the questions end, before a pack's deal sessions: the store takes the
    exam's finishing time then, so the sessions' own time is not the exam's (issue 19)."""


def _list(values: Sequence[str] | None) -> list[str]:
    """``--kind a,b --kind c`` as ``[a, b, c]``."""
    out: list[str] = []
    for v in values or ():
        out += [x.strip() for x in v.split(",") if x.strip()]
    return out


def add_quiz_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``quiz`` and ``pack`` to the ``dealer-trainer`` command line."""
    kinds = ", ".join(f"{k.number} {k.id}" for k in KINDS.values() if k.id in GENERATED_KINDS)
    q = sub.add_parser(
        "quiz",
        help="practise in the terminal: questions, grading and worked answers",
        description=(
            "Ask questions in the terminal, grade each answer and explain it. One line per "
            'answer part (side pots: one line per pot, main pot first, as "amount players"; '
            "choices: the letter, then an amount if asked). End of input ends the drill with "
            "a summary, so answers can be piped in."
        ),
        epilog=f"Kinds: {kinds}. Variants: {', '.join(VARIANTS)}.",
    )
    q.add_argument("--kind", action="append", metavar="KIND", help="kind id or number (repeatable)")
    q.add_argument("--variant", action="append", metavar="ID", help="variant id (repeatable)")
    q.add_argument(
        "--structure",
        action="append",
        metavar="ID",
        help=f"betting structure: {', '.join(STRUCTURES)} (repeatable)",
    )
    q.add_argument("--difficulty", metavar="N|LOW-HIGH", help="1 to 5, or a range such as 2-4")
    q.add_argument(
        "--profile",
        metavar="NAME",
        default="standard",
        help=f"venue profile: {', '.join(BUILTIN_PROFILES)} (default standard)",
    )
    q.add_argument("--seed", type=int, metavar="N", help="the seed (default: from the clock)")
    q.add_argument(
        "--count",
        type=int,
        default=10,
        metavar="N",
        help="questions to ask (default 10; 0: until input ends)",
    )
    q.add_argument(
        "--pack",
        metavar="FILE|ID",
        help="sit an instructor pack as an exam, recorded as the window records it "
        "(a file, or the id of a sample pack: see `pack list`)",
    )
    q.add_argument(
        "--trainee",
        metavar="NAME",
        help="whose answers these are (default: the trainee last named in the window, "
        f"else {DEFAULT_TRAINEE!r})",
    )
    q.add_argument(
        "--export",
        metavar="DIR",
        help="write each question as a PHH hand in DIR (the question in _question; "
        "`solve` on the file prints the engine's answer beside the key) instead of asking",
    )
    q.add_argument(
        "--adaptive",
        action="store_true",
        help="choose each question from the trainee's history (weak and stale skills first)",
    )
    p = sub.add_parser(
        "pack",
        help="instructor packs: check one, list the samples, start a new one",
        description="Instructor packs: TOML files of questions, time limits and pass marks "
        "(docs/packs.md describes every key).",
    )
    actions = p.add_subparsers(dest="pack_action", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check",
        help="validate a pack and report each problem with its line",
        description="Validate pack files; print each problem as FILE:LINE: message.",
    )
    check.add_argument("files", nargs="+", metavar="FILE")
    ls = actions.add_parser(
        "list",
        help="the sample packs that ship with the trainer",
        description="List the sample packs: id, questions, pass mark, time and file.",
    )
    ls.add_argument("--format", choices=("text", "json"), default="text")
    new = actions.add_parser(
        "new",
        help="write a commented starting pack to FILE",
        description="Write a complete, commented pack to FILE to edit: every key, with "
        "its default. Refuses to overwrite a file.",
    )
    new.add_argument("file", metavar="FILE")


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """Parse ``quiz``/``pack`` arguments on their own (tests and doctests)."""
    parser = argparse.ArgumentParser(prog="dealer-trainer")
    add_quiz_parsers(parser.add_subparsers(dest="command"))
    return parser.parse_args(list(argv))


def run_command(
    args: argparse.Namespace,
    *,
    stdin: TextIO | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    history: History | None = None,
    clock: Callable[[], float] = time.monotonic,
    exam_id: str | None = None,
    outcome: DrillOutcome | None = None,
    samples: Path | None = None,
) -> int:
    """Run ``quiz`` or ``pack``; returns the exit status.

    ``samples`` is the folder of the sample packs (``pack list``, ``quiz --pack ID``).
    """
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        if args.command == "pack":
            from dealer_trainer.quiz.pack_files import PackFileError, run_pack

            try:
                return run_pack(args, out, samples)
            except PackFileError as exc:
                raise DrillError(str(exc)) from None
        return run_quiz(
            args,
            stdin or sys.stdin,
            out,
            history=history,
            clock=clock,
            exam_id=exam_id,
            outcome=outcome,
        )
    except DrillError as exc:
        print(f"dealer-trainer {args.command}: {exc}", file=err)
        return EXIT_USAGE


def run_pack_check(files: Sequence[str], out: TextIO) -> int:
    """``pack check``: every problem as ``FILE:LINE: message``; status 1 if any."""
    status = EXIT_OK
    for name in files:
        problems = check_pack(name)
        if problems:
            status = EXIT_PROBLEMS
            for p in problems:
                where = f"{name}:{p.line}" if p.line else name
                out.write(f"{where}: {p.message}\n")
            continue
        pack = load_pack(name)
        out.write(
            f"{name}: ok: {pack.title!r} by {pack.author}, {len(pack.exam_items())} questions"
            + (f", pass marks {_marks(pack)}" if pack.pass_marks else "")
            + (f", {len(pack.deals)} deal-a-hand sessions" if pack.deals else "")
            + "\n"
        )
    return status


def _marks(pack: Pack) -> str:
    return ", ".join(f"{k} {v}%" for k, v in pack.pass_marks.items())


def _settings(args: argparse.Namespace) -> Settings:
    try:
        kinds = tuple(kind_id(k) for k in _list(args.kind))
    except IdError as exc:
        raise DrillError(str(exc)) from None
    difficulties: tuple[int, ...] = (1, 2, 3, 4, 5)
    if args.difficulty:
        low, _, high = args.difficulty.partition("-")
        try:
            a, b = int(low), int(high or low)
        except ValueError:
            raise DrillError(f"--difficulty {args.difficulty!r}: give 1 to 5, or 2-4") from None
        if not 1 <= a <= b <= 5:
            raise DrillError(f"--difficulty {args.difficulty!r}: give 1 to 5, or 2-4")
        difficulties = tuple(range(a, b + 1))
    if args.profile not in BUILTIN_PROFILES:
        raise DrillError(
            f"--profile {args.profile!r}: known profiles: {', '.join(BUILTIN_PROFILES)}"
        )
    settings = Settings(
        kinds,
        tuple(_list(args.variant)),
        tuple(_list(args.structure)),
        BUILTIN_PROFILES[args.profile],
        difficulties,
    )
    try:
        settings = settings.normalised()
        settings.plan()
    except GenerationError as exc:
        raise DrillError(str(exc)) from None
    return settings


@dataclass
class _Tally:
    right: int = 0
    asked: int = 0
    speeds: Counter[str] = field(default_factory=Counter)
    mistakes: Counter[str] = field(default_factory=Counter)
    skills: dict[str, list[int]] = field(default_factory=dict)

    def add(self, question: Question, result: Grade) -> None:
        self.asked += 1
        self.right += result.correct
        if result.speed is not None:
            self.speeds[result.speed.value] += 1
        if result.mistake is not None:
            self.mistakes[result.mistake.name] += 1
        row = self.skills.setdefault(question.skill, [0, 0])
        row[0] += result.correct
        row[1] += 1


def _questions(
    args: argparse.Namespace, history: History, trainee: str, seed: int
) -> tuple[Iterator[Question], int | None, Pack | None]:
    if args.pack:
        try:
            pack = load_pack(args.pack)
        except PackError as exc:
            raise DrillError(str(exc)) from None
        questions = pack.questions()
        return iter(questions), len(questions), pack
    settings = _settings(args)
    count = None if args.count == 0 else max(1, args.count)
    if args.adaptive:
        practice = Practice(history, trainee, seed=seed, settings=settings)

        def adaptive() -> Iterator[Question]:
            n = 0
            while count is None or n < count:
                yield practice.next_question()
                n += 1

        return adaptive(), count, None
    gen = Generator(seed, settings)

    def generated() -> Iterator[Question]:
        n = 0
        while count is None or n < count:
            yield gen.question(n)
            n += 1

    return generated(), count, None


_LISTED: Final = re.compile(r"^\s*a\) ", re.MULTILINE)
"""A prompt that lists its choices itself (``  a) Deal him...``)."""


def _sentence(text: str) -> str:
    """``text`` ended with one full stop (a choice's words already end with one)."""
    return text if text.endswith((".", "?", "!")) else text + "."


def _instructions(q: Question) -> str:
    kind = q.form.kind
    if kind is FormKind.POTS:
        return "(one line per pot, main pot first: amount, then the players, e.g. 1250 2 3 4)"
    if kind is FormKind.SHARES:
        return "(one line per pot, main pot first: each winner and his chips, e.g. p4 1075)"
    if kind is FormKind.CHOICE:
        return "(the letter, then the amount if it asks for one, e.g. a 800)"
    labels = q.form.labels
    if kind is FormKind.AMOUNTS and len(labels) > 1:
        # the window labels a box for each; the terminal asks for them in order
        return f"({len(labels)} lines: {', then '.join(labels)})"
    return ""


def _export(directory: str, questions: Iterator[Question], count: int | None, out: TextIO) -> int:
    """``quiz --export DIR``: write ``count`` questions as PHH hands instead of asking them."""
    from dealer_trainer.quiz.export import export

    if not count:
        raise DrillError("--export needs a --count of questions to write (1 or more)")
    chosen: list[Question] = []
    try:
        for _ in range(count):
            chosen.append(next(questions))
    except StopIteration:
        pass
    except GenerationError as exc:
        raise DrillError(str(exc)) from None
    try:
        written = export(chosen, directory)
    except OSError as exc:
        raise DrillError(f"--export {directory}: cannot write: {exc.strerror or exc}") from None
    skipped = len(chosen) - len(written)
    out.write(
        f"Wrote {len(written)} question{'s' if len(written) != 1 else ''} as PHH hands in "
        f"{directory}" + (f" ({skipped} chip counts have no hand)" if skipped else "") + ".\n"
    )
    return 0


def run_quiz(
    args: argparse.Namespace,
    stdin: TextIO,
    out: TextIO,
    *,
    history: History | None = None,
    clock: Callable[[], float] = time.monotonic,
    exam_id: str | None = None,
    outcome: DrillOutcome | None = None,
) -> int:
    """``quiz``: ask, read, grade, explain, record; a summary when done or at end of input.

    ``history`` receives every graded answer (default: kept in memory for this run;
    the answer store plugs in its own :class:`~dealer_trainer.quiz.history.History`).
    ``exam_id`` is the store's exam attempt a pack's answers belong to; ``outcome``
    is filled in with how the drill ended.
    """
    history = history if history is not None else MemoryHistory()
    outcome = outcome if outcome is not None else DrillOutcome()
    trainee = args.trainee or DEFAULT_TRAINEE
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    questions, count, pack = _questions(args, history, trainee, seed)
    if getattr(args, "export", None):
        return _export(args.export, questions, count, out)
    echo = not stdin.isatty()
    tally = _Tally()
    head = f"pack {pack.title!r}" if pack else f"seed {seed}"
    total = (
        f"{count} question{'' if count == 1 else 's'}" if count else "questions until input ends"
    )
    out.write(f"Dealer Trainer quiz: {head}, {total}. End of input stops the drill.\n")
    deadline: float | None = None
    if pack is not None and exam_id is None:
        exam_id = f"pack:{pack.id}@{datetime.now(UTC):%Y%m%dT%H%M%S}"
    if pack is not None and pack.exam is not None:
        minutes = pack.exam.time_limit_minutes
        limit_s = pack.exam.time_limit_seconds if minutes is None else minutes * 60
        if limit_s:
            extra = next(
                (
                    v
                    for k, v in pack.exam.extra_time_percent.items()
                    if k.casefold() == trainee.casefold()
                ),
                0,
            )
            allowed = limit_s * (100 + extra) / 100
            deadline = clock() + allowed
            out.write(f"Exam: {minutes_text(allowed)}.\n")
    ended = False
    n = 0
    while not ended:
        if deadline is not None and clock() >= deadline:
            out.write("\nTime is up.\n")
            outcome.timed_out = True
            break
        try:
            q = next(questions)
        except StopIteration:
            outcome.completed = True
            break
        except GenerationError as exc:
            raise DrillError(str(exc)) from None
        n += 1
        outcome.asked = n
        of = f" of {count}" if count else ""
        info = KINDS[q.kind]
        out.write(
            f"\nQuestion {n}{of}: {info.title} (difficulty {q.difficulty}, target "
            f"{q.target_ms / 1000:.0f} s) [{q.id}]\n{q.prompt}\n"
        )
        if q.form.kind is FormKind.CHOICE and not _LISTED.search(q.prompt):
            # the window shows the choices beside the question; the terminal lists them
            for choice in q.form.choices:
                out.write(f"  {choice.letter}) {choice.text}\n")
        hint = _instructions(q)
        if hint:
            out.write(hint + "\n")
        out.flush()
        shown = clock()
        parts: list[Part] = []
        typed: list[str] = []
        for label in q.form.labels:
            while True:
                out.write(f"{label}> ")
                out.flush()
                line = stdin.readline()
                if not line:
                    ended = True
                    break
                line = line.rstrip("\r\n")
                if echo:
                    out.write(line + "\n")
                try:
                    parts.append(parse_part(q, line))
                except AnswerRefused as exc:
                    out.write(f"  not read: {exc} (not counted; try again)\n")
                    continue
                typed.append(line)
                break
            if ended:
                break
        if ended:
            out.write("\n(end of input: question not answered)\n")
            break
        millis = int((clock() - shown) * 1000)
        if deadline is not None and clock() > deadline:
            out.write("\nTime is up: this answer came too late and counts as wrong.\n")
        result = grade(q, tuple(parts), millis)
        history.record(
            record_of(q, result, trainee=trainee, answer="\n".join(typed), exam_id=exam_id)
        )
        tally.add(q, result)
        outcome.answered += 1
        out.write(_result_text(result))
    if pack is None and count is not None and n == count and not ended:
        outcome.completed = True
    out.write(_summary(tally, pack, history, trainee, exam_id))
    if outcome.on_questions_end is not None:
        outcome.on_questions_end()
    if pack is not None and pack.deals and not ended and exam_id is not None:
        # the pack's deal-a-hand sessions, after its questions (issue 19)
        from dealer_trainer.quiz.deal import DealError
        from dealer_trainer.quiz.deal_pack import run_pack_deals

        try:
            run_pack_deals(
                pack.deals,
                stdin,
                out,
                history=history,
                trainee=trainee,
                exam_id=exam_id,
                clock=clock,
            )
        except DealError as exc:
            out.write(f"\n(deal session stopped: {exc})\n")
    return EXIT_OK


def minutes_text(seconds: float) -> str:
    """The time allowed in words: ``30 minutes``, ``3 min 20 s``.

    >>> minutes_text(1800), minutes_text(200), minutes_text(45)
    ('30 minutes', '3 min 20 s', '45 s')
    """
    whole = round(seconds)
    m, s = divmod(whole, 60)
    if s == 0:
        return f"{m} minutes" if m != 1 else "1 minute"
    return f"{m} min {s} s" if m else f"{s} s"


def _result_text(result: Grade) -> str:
    lines = []
    if result.correct:
        lines.append("Right.")
    else:
        wrong = [p.label for p in result.parts if not p.correct]
        lines.append(f"Wrong ({', '.join(wrong)}). The answer: {_sentence(result.expected_text)}")
        for p in result.parts:
            if p.note:
                lines.append(f"  {p.label}: {p.note}")
    if result.mistake is not None:
        lines.append(f"Mistake: {result.mistake.name}. {result.mistake.hint}")
    lines.append(f"Working: {result.explanation_text}.")
    rule = f"Rule: {result.rule}."
    if result.option:
        rule += f" Venue option: {result.option}."
    lines.append(rule)
    if result.speed is not None and result.millis is not None:
        words = {Speed.FAST: "fast", Speed.ON_TIME: "on time", Speed.SLOW: "slow"}
        lines.append(
            f"Time: {result.millis / 1000:.1f} s of {result.target_ms / 1000:.0f} s "
            f"({words[result.speed]})."
        )
    return "\n".join(lines) + "\n"


def _summary(
    tally: _Tally, pack: Pack | None, history: History, trainee: str, exam_id: str | None
) -> str:
    lines = ["", f"Summary: {tally.right} of {tally.asked} right"]
    if tally.asked:
        lines[-1] += f" ({tally.right * 100 // tally.asked}%)"
        speeds = ", ".join(
            f"{tally.speeds[k]} {k.replace('_', ' ')}" for k in ("fast", "on_time", "slow")
        )
        lines[-1] += f"; {speeds}."
        by_skill = "; ".join(
            f"{SKILLS[s].title} {r}/{t}" for s, (r, t) in sorted(tally.skills.items())
        )
        lines.append(f"By skill: {by_skill}.")
    else:
        lines[-1] += "."
    if tally.mistakes:
        lines.append(
            "Mistakes: "
            + "; ".join(f"{name} ({k})" for name, k in tally.mistakes.most_common())
            + "."
        )
    if pack is not None and pack.pass_marks:
        score = pack.score([r for r in history.answers(trainee) if r.exam_id == exam_id])
        if score.passed:
            lines.append(f"Pack {pack.title!r}: passed.")
        else:
            lines.append(f"Pack {pack.title!r}: not passed ({'; '.join(score.failed_marks)}).")
    return "\n".join(lines) + "\n"
