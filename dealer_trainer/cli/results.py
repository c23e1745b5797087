"""``dealer-trainer results list|export|import``: progress and exam results, headless.

- ``results list`` shows the exam attempts kept on this computer; ``--trainees`` the
  trainees and their practice; ``--class`` the class table of imported result files;
  ``--questions`` how each imported question went. ``--format text|csv|json``.
- ``results export --format csv`` writes one row per graded answer (``--trainee``,
  ``--attempt`` to narrow); ``--format json`` writes the checksummed result file of one
  finished exam attempt (``--attempt ID``, or the ``--trainee``'s latest).
- ``results import FILE...`` checks and imports trainees' result files for the class
  table; a file changed after export, or not a result file, is refused (exit status 2)
  and the others are still imported; a file imported before is reported and skipped.

``--data-dir DIR`` uses another data folder (a USB stick, a test). The database's notices
(a damaged file moved aside, a read-only file) go to standard error.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from dealer_trainer import appinfo
from dealer_trainer.cli.common import EXIT_OK, EXIT_USAGE, add_store_arguments, open_store
from dealer_trainer.store import csvsafe

if TYPE_CHECKING:
    from dealer_trainer.store.db import Store


class _Fail(Exception):
    """An expected failure: one line on standard error, exit status 2."""


def add_results_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``results`` and its actions to the ``dealer-trainer`` command line."""
    p = sub.add_parser(
        "results",
        help="list, export and import progress and exam results",
        description="List, export and import the progress and exam results kept on this "
        "computer, and import trainees' result files into an instructor's class table.",
    )
    actions = p.add_subparsers(dest="results_action", metavar="ACTION", required=True)

    ls = actions.add_parser(
        "list",
        help="exam attempts, trainees, or imported results",
        description="Print the exam attempts kept here (default), the trainees, or the "
        "imported results as a class table or per question.",
    )
    what = ls.add_mutually_exclusive_group()
    what.add_argument("--trainees", action="store_true", help="trainees and their practice")
    what.add_argument(
        "--class",
        dest="class_table",
        action="store_true",
        help="imported results: trainee by skill, pass or fail",
    )
    what.add_argument(
        "--questions",
        action="store_true",
        help="imported results: per question, how many got it right, the usual mistake",
    )
    ls.add_argument("--trainee", metavar="NAME", help="only this trainee")
    ls.add_argument("--pack", metavar="ID", help="only this exam pack (imported results)")
    ls.add_argument("--format", choices=("text", "csv", "json"), default="text")
    add_store_arguments(ls)

    ex = actions.add_parser(
        "export",
        help="graded answers as CSV, an exam's result file as JSON, or its sheet as PDF",
        description="--format csv (default): one row per graded answer. --format json: "
        "the result file of one finished exam attempt, with its id and checksum, to hand "
        "to an instructor. --format pdf: the exam sheet to print and sign (the same sheet "
        "the window saves), with -o FILE.",
    )
    ex.add_argument("--format", choices=("csv", "json", "pdf"), default="csv")
    ex.add_argument(
        "--paper",
        choices=("a4", "letter"),
        help="the PDF's paper (default: from this computer's locale)",
    )
    ex.add_argument("--trainee", metavar="NAME", help="only this trainee's answers")
    ex.add_argument("--attempt", metavar="ID", help="only this exam attempt")
    ex.add_argument(
        "-o", "--output", metavar="FILE", help="write to FILE (default: standard output)"
    )
    add_store_arguments(ex)

    im = actions.add_parser(
        "import",
        help="import trainees' result files into the class table",
        description="Check and import result files. Edited files are refused (exit status "
        "2); files imported before are reported and skipped.",
    )
    im.add_argument("files", nargs="+", metavar="FILE", help="a result file (.json)")
    im.add_argument("--format", choices=("text", "json"), default="text")
    add_store_arguments(im)


def run_results(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    """Run ``dealer-trainer results ...``; returns the exit status."""
    err = err or sys.stderr
    from dealer_trainer.store.notices import StoreError

    try:
        store = open_store(args.data_dir, err)
        try:
            if args.results_action == "list":
                return _list(store, args, out)
            if args.results_action == "export":
                return _export(store, args, out)
            return _import(store, args, out, err)
        finally:
            store.close()
    except (_Fail, StoreError) as exc:
        print(f"{appinfo.EXECUTABLE}: results {args.results_action}: {exc}", file=err)
        return EXIT_USAGE


# -- list ---------------------------------------------------------------------------


def _emit(rows: list[dict[str, Any]], columns: Sequence[str], fmt: str, out: TextIO) -> None:
    if fmt == "json":
        json.dump(rows, out, indent=2, ensure_ascii=False)
        out.write("\n")
    elif fmt == "csv":
        writer = csvsafe.DictWriter(out, columns, extrasaction="ignore")  # no formulas
        writer.writeheader()
        writer.writerows(rows)
    else:
        _text_table(rows, columns, out)


def _text_table(rows: list[dict[str, Any]], columns: Sequence[str], out: TextIO) -> None:
    def shown(value: object) -> str:
        if value is None:
            return "-"
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)

    cells = [[shown(r.get(c)) for c in columns] for r in rows]
    widths = [max([len(c), *(len(line[i]) for line in cells)]) for i, c in enumerate(columns)]
    for line in [list(columns), *cells]:
        out.write("  ".join(v.ljust(w) for v, w in zip(line, widths, strict=True)).rstrip())
        out.write("\n")


def _minutes(millis: int | None) -> str | None:
    if millis is None:
        return None
    seconds = round(millis / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _list(store: Store, args: argparse.Namespace, out: TextIO) -> int:
    if args.trainees:
        return _list_trainees(store, args, out)
    if args.class_table:
        return _list_class(store, args, out)
    if args.questions:
        return _list_questions(store, args, out)
    from dealer_trainer.store.exams import attempt_records, score_exam
    from dealer_trainer.store.report import deal_summary

    rows = []
    for attempt in store.exam_attempts(trainee=args.trainee):
        if args.pack and attempt.exam.pack_id != args.pack:
            continue
        result = score_exam(attempt, attempt_records(store, attempt))
        rows.append(
            {
                "attempt_id": attempt.id,
                "trainee": attempt.trainee,
                "pack_id": attempt.exam.pack_id,
                "exam": attempt.exam.title,
                "started_at": attempt.started_at.isoformat(timespec="seconds"),
                "finished": attempt.finished_at is not None,
                "status": "finished" if attempt.finished_at is not None else "abandoned",
                "right": result.overall.right,
                "asked": result.overall.asked,
                "time_used": _minutes(result.time_used_millis),
                "time_allowed": _minutes(result.allowed_millis),
                "deals": deal_summary(result),  # issue 19: each deal session's verdict
                "passed": result.passed,
            }
        )
    columns = ("attempt_id", "trainee", "pack_id", "exam", "started_at", "status", "right",
               "asked", "time_used", "time_allowed", "deals", "passed")  # fmt: skip
    _emit(rows, columns, args.format, out)
    return EXIT_OK


def _list_trainees(store: Store, args: argparse.Namespace, out: TextIO) -> int:
    from dealer_trainer.store.progress import progress

    rows = []
    for trainee in store.trainees():
        if args.trainee and trainee.name.casefold() != args.trainee.strip().casefold():
            continue
        p = progress(store, trainee.name)
        rows.append(
            {
                "trainee": trainee.name,
                "answers": p.overall.answered,
                "right": p.overall.right,
                "accuracy": None
                if p.overall.accuracy is None
                else f"{100 * p.overall.accuracy:.1f}%",
                "median_seconds": None
                if p.overall.median_millis is None
                else round(p.overall.median_millis / 1000, 1),
                "practice_time": _minutes(p.practice_millis),
                "days_in_a_row": p.streaks.current_days,
                "weakest": " ".join(s.key for s in p.weakest),
            }
        )
    columns = ("trainee", "answers", "right", "accuracy", "median_seconds", "practice_time",
               "days_in_a_row", "weakest")  # fmt: skip
    _emit(rows, columns, args.format, out)
    return EXIT_OK


def _list_class(store: Store, args: argparse.Namespace, out: TextIO) -> int:
    from dealer_trainer.store.instructor import class_table, write_class_csv

    table = class_table(store, pack_id=args.pack)
    if args.format == "csv":
        write_class_csv(table, out)
        return EXIT_OK
    rows: list[dict[str, Any]] = []
    for row in table.rows:
        line: dict[str, Any] = {"trainee": row.trainee, "pack_id": row.pack_id}
        for skill in table.skills:
            score = row.skills.get(skill)
            if score is not None and score.asked:
                verdict = {True: " pass", False: " FAIL", None: ""}[score.passed]
                line[skill] = f"{score.right}/{score.asked}{verdict}"
            else:
                line[skill] = None
        line["overall"] = f"{row.overall.right}/{row.overall.asked}"
        line["passed"] = row.passed
        if args.format == "json":
            line["attempt_id"] = row.attempt_id
        rows.append(line)
    _emit(rows, ("trainee", "pack_id", *table.skills, "overall", "passed"), args.format, out)
    return EXIT_OK


def _list_questions(store: Store, args: argparse.Namespace, out: TextIO) -> int:
    from dealer_trainer.store.instructor import question_stats, write_question_csv

    stats = question_stats(store, pack_id=args.pack)
    if args.format == "csv":
        write_question_csv(stats, out)
        return EXIT_OK
    rows = [
        {
            "pack_id": s.pack_id,
            "question_id": s.question_id,
            "skill": s.skill,
            "right": f"{s.right}/{s.asked}",
            "unanswered": s.unanswered,
            "most_common_mistake": s.common_mistake,
            "times": s.common_mistake_count or None,
        }
        for s in stats
    ]
    columns = ("pack_id", "question_id", "skill", "right", "unanswered",
               "most_common_mistake", "times")  # fmt: skip
    _emit(rows, columns, args.format, out)
    return EXIT_OK


def _write(args: argparse.Namespace, text: str, out: TextIO) -> None:
    if args.output:
        from dealer_trainer.store.files import atomic_write_text

        try:
            atomic_write_text(Path(args.output), text)
        except OSError as exc:
            raise _Fail(f"{args.output}: cannot write: {exc.strerror or exc}") from None
    else:
        out.write(text)


def _export(store: Store, args: argparse.Namespace, out: TextIO) -> int:
    if args.format == "csv":
        from dealer_trainer.store.results import write_answers_csv

        buffer = io.StringIO()
        records = store.all_answers(trainee=args.trainee, exam_id=args.attempt)
        if args.output:
            write_answers_csv(records, buffer)
            _write(args, buffer.getvalue(), out)
        else:
            write_answers_csv(records, out)  # streamed: a long history starts at once
        return EXIT_OK

    from dealer_trainer.store.exams import attempt_records, score_exam
    from dealer_trainer.store.results import dump_result

    if args.format == "pdf" and not args.output:
        raise _Fail("--format pdf writes a file: give -o FILE")
    if args.attempt:
        try:
            attempt = store.exam_attempt(args.attempt)
        except KeyError:
            raise _Fail(f"no exam attempt {args.attempt!r} here") from None
    elif args.trainee:
        finished = [a for a in store.exam_attempts(trainee=args.trainee) if a.finished_at]
        if not finished:
            raise _Fail(f"{args.trainee} has no finished exam here")
        attempt = finished[-1]
    else:
        raise _Fail(f"--format {args.format} exports one exam attempt: give --attempt or --trainee")
    result = score_exam(attempt, attempt_records(store, attempt))
    if args.format == "pdf":
        return _export_pdf(result, args)
    if attempt.finished_at is None:
        raise _Fail(f"exam attempt {attempt.id} is not finished: finish it before exporting")
    _write(args, dump_result(result, exported_at=store.now()).decode("utf-8"), out)
    return EXIT_OK


def _export_pdf(result: Any, args: argparse.Namespace) -> int:
    from dealer_trainer.store.report import exam_report
    from dealer_trainer.store.sheet import default_paper, write_sheet

    try:
        write_sheet(exam_report(result), Path(args.output), paper=args.paper or default_paper())
    except OSError as exc:
        raise _Fail(f"{args.output}: cannot write: {exc.strerror or exc}") from None
    return EXIT_OK


# -- import -------------------------------------------------------------------------


def _import(store: Store, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from dealer_trainer.store.instructor import import_result_files

    outcomes = import_result_files(store, [Path(f) for f in args.files])
    if args.format == "json":
        json.dump(
            [
                {
                    "file": str(o.path),
                    "status": o.status.value,
                    "problem": None if o.problem is None else o.problem.value,
                    "attempt_id": o.attempt_id,
                    "trainee": o.trainee,
                    "message": o.message,
                }
                for o in outcomes
            ],
            out,
            indent=2,
            ensure_ascii=False,
        )
        out.write("\n")
    else:
        for o in outcomes:
            print(f"{o.status.value}: {o.message}", file=out if o.ok else err)
    return EXIT_OK if all(o.ok for o in outcomes) else EXIT_USAGE
