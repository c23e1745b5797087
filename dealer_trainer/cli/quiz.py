"""``dealer-trainer quiz``: the quiz's terminal drill, recording to the progress database.

The drill itself (asking, reading answers, grading) is :mod:`dealer_trainer.quiz.drill`, and
its arguments are added by :func:`dealer_trainer.quiz.drill.add_quiz_parsers`; this module
records each graded answer in the store (:class:`RecordingHistory`), names the trainee, and
with ``--pack`` runs the drill as an exam attempt started and finished in the store. A trip
through a drill goes cli -> quiz -> (history) -> store, never store -> quiz.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from dealer_trainer import appinfo
from dealer_trainer.cli.common import EXIT_OK, EXIT_USAGE, open_store

if TYPE_CHECKING:
    from dealer_trainer.quiz.history import AnswerRecord
    from dealer_trainer.store.db import Store


class RecordingHistory:
    """The drill's history: the store, and memory when the store cannot take an answer.

    An answer the store refuses (the disk is full, another program holds the file too
    long) is kept in memory for the rest of the session and the trainee is told once per
    kind of problem, on ``err``; the drill goes on.
    """

    def __init__(self, store: Store, err: TextIO) -> None:
        from dealer_trainer.quiz.history import MemoryHistory

        self.store = store
        self._err = err
        self._unsaved = MemoryHistory()
        self._told: set[str] = set()

    def record(self, rec: AnswerRecord) -> None:
        from dealer_trainer.store.notices import StoreError

        try:
            self.store.record(rec)
        except StoreError as exc:
            self._unsaved.record(rec)
            if exc.notice.code not in self._told:
                self._told.add(exc.notice.code)
                print(f"{appinfo.EXECUTABLE}: {exc.notice.message}", file=self._err)

    def answers(
        self,
        trainee: str,
        *,
        kind: str | None = None,
        skill: str | None = None,
        limit: int | None = None,
    ) -> Sequence[AnswerRecord]:
        found = [
            *self.store.answers(trainee, kind=kind, skill=skill),
            *self._unsaved.answers(trainee, kind=kind, skill=skill),
        ]
        found.sort(key=lambda r: r.answered_at)
        return found[-limit:] if limit else found


def default_trainee() -> str:
    """The trainee the terminal records under when none is named: the window's last one.

    The window remembers the last trainee in the settings file; without one, both use
    :data:`~dealer_trainer.quiz.drill.DEFAULT_TRAINEE`.
    """
    from dealer_trainer.quiz.drill import DEFAULT_TRAINEE
    from dealer_trainer.store.settings import load_settings

    settings, _notices = load_settings()  # the window tells of a damaged file
    return (settings.last_trainee or "").strip() or DEFAULT_TRAINEE


def run_drill(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    """``dealer-trainer quiz``: the quiz's terminal drill, recording to the progress database.

    Each graded answer is committed before the drill shows the grade, so an interrupted
    or killed drill keeps every answer it graded. With ``--pack`` the drill is an exam
    attempt recorded exactly as the window records one: started in the store with the
    pack's settings, every answer tagged with the attempt's id, finished when every
    question is answered or the time runs out, and left unfinished (abandoned) when the
    input ends first. ``results list`` shows it and ``results export`` writes its result
    file and sheet.
    """
    from dealer_trainer.quiz.drill import run_command
    from dealer_trainer.store.db import check_name
    from dealer_trainer.store.notices import StoreError

    err = err or sys.stderr
    trainee = getattr(args, "trainee", None)
    if trainee is not None:
        try:
            check_name(trainee)
        except ValueError as exc:
            print(f"{appinfo.EXECUTABLE}: quiz: --trainee: {exc}", file=err)
            return EXIT_USAGE
    if not trainee:
        args.trainee = default_trainee()
    try:
        store = open_store(getattr(args, "data_dir", None), err)
    except StoreError as exc:
        print(f"{appinfo.EXECUTABLE}: quiz: {exc}", file=err)
        return EXIT_USAGE
    with store:
        history = RecordingHistory(store, err)
        if not getattr(args, "pack", None):
            return run_command(args, out=out, err=err, history=history)
        return _run_exam(args, store, history, out, err)


def _run_exam(
    args: argparse.Namespace, store: Store, history: RecordingHistory, out: TextIO, err: TextIO
) -> int:
    from dealer_trainer.quiz.drill import DrillOutcome, run_command
    from dealer_trainer.quiz.packs import PackError, load_pack
    from dealer_trainer.store.exams import exam_settings
    from dealer_trainer.store.notices import StoreError

    try:
        pack = load_pack(args.pack)
    except PackError as exc:
        print(f"{appinfo.EXECUTABLE}: quiz: {exc}", file=err)
        return EXIT_USAGE
    try:
        attempt = store.start_exam(args.trainee, exam_settings(pack))
    except StoreError as exc:
        print(f"{appinfo.EXECUTABLE}: quiz: the exam could not begin: {exc}", file=err)
        return EXIT_USAGE
    outcome = DrillOutcome()
    ended = []  # when the questions ended: a pack's deal sessions come after (issue 19)
    outcome.on_questions_end = lambda: ended.append(store.now())
    status = run_command(
        args, out=out, err=err, history=history, exam_id=attempt.id, outcome=outcome
    )
    if status != EXIT_OK:
        return status
    if outcome.completed or outcome.timed_out:
        now = ended[0] if ended else store.now()
        if outcome.timed_out and attempt.deadline is not None:
            now = min(now, attempt.deadline)  # a late check does not put the exam over time
        try:
            store.finish_exam(attempt.id, now=now)
        except StoreError as exc:
            print(f"{appinfo.EXECUTABLE}: quiz: the exam's end could not be saved: {exc}", file=err)
            return EXIT_USAGE
        from dealer_trainer.store.exams import attempt_records, score_exam
        from dealer_trainer.store.report import verdict_lines

        attempt = store.exam_attempt(attempt.id)
        result = score_exam(attempt, attempt_records(store, attempt))
        out.write("\n".join(verdict_lines(result)) + "\n")  # questions and deal sessions
        out.write(
            f"Exam attempt {attempt.id} recorded for {args.trainee}. Its result file: "
            f"{appinfo.EXECUTABLE} results export --format json --attempt {attempt.id} -o FILE\n"
        )
    else:
        out.write(
            f"Exam attempt {attempt.id} recorded for {args.trainee} as abandoned "
            f"({outcome.answered} of {len(attempt.exam.questions)} answered).\n"
        )
    return EXIT_OK
