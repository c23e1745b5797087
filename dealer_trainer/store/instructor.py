"""The instructor's side: import result files, the class table, per-question statistics.

Each trainee hands in one result file per exam. :func:`import_result_files` checks every
file (:func:`~dealer_trainer.store.results.read_result_file`) and keeps it in the store,
refusing a file that was changed after export and noticing a file imported twice (the
same bytes, or the same attempt exported again). :func:`class_table` lays the latest
attempt of each trainee out by skill, with pass/fail; :func:`question_stats` counts, per
question, how many got it right and the most common mistake. Both export as CSV.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Final, TextIO

from . import csvsafe
from .db import ImportedResult, Store
from .exams import ExamResult, ReviewStatus, SkillScore
from .results import ResultFileError, ResultProblem, parse_result, read_result_file

__all__ = [
    "ClassRow",
    "ClassTable",
    "ImportOutcome",
    "ImportStatus",
    "QuestionStat",
    "class_table",
    "import_result_files",
    "imported_results",
    "question_stats",
    "write_class_csv",
    "write_question_csv",
]


class ImportStatus(StrEnum):
    """What became of one file."""

    IMPORTED = "imported"
    DUPLICATE = "duplicate"
    """This very file (same checksum) was imported before: nothing changed."""
    SAME_ATTEMPT = "same-attempt"
    """The attempt was imported before from another export with the same answers."""
    CONFLICT = "conflict"
    """The attempt was imported before with different answers: one file was tampered with."""
    REFUSED = "refused"
    """Not a result file, changed after export, or unreadable (``problem`` says which)."""


@dataclass(frozen=True, slots=True)
class ImportOutcome:
    """One line of the import report."""

    path: Path
    status: ImportStatus
    message: str
    attempt_id: str | None = None
    trainee: str | None = None
    problem: ResultProblem | None = None

    @property
    def ok(self) -> bool:
        """Imported now or before, without a doubt about the file."""
        return self.status in (
            ImportStatus.IMPORTED,
            ImportStatus.DUPLICATE,
            ImportStatus.SAME_ATTEMPT,
        )


def _comparable(document: dict[str, object]) -> dict[str, object]:
    """What must agree between two exports of one attempt (not when they were exported)."""
    return {
        k: v for k, v in document.items() if k not in ("checksum", "exported_at", "app_version")
    }


def import_result_files(
    store: Store, paths: Iterable[Path], *, now: datetime | None = None
) -> list[ImportOutcome]:
    """Import each file in turn; every outcome is reported, none raises.

    Store errors (a locked or read-only database) do raise, as
    :class:`~dealer_trainer.store.notices.StoreError`.
    """
    outcomes = []
    for path in paths:
        try:
            checked = read_result_file(path)
        except ResultFileError as exc:
            outcomes.append(
                ImportOutcome(path, ImportStatus.REFUSED, str(exc), problem=exc.problem)
            )
            continue
        result = checked.result
        who = f"{result.trainee}, {result.exam.title}"
        if store.imported(checksum=checked.checksum):
            outcomes.append(
                ImportOutcome(
                    path,
                    ImportStatus.DUPLICATE,
                    f"{path.name} ({who}) was already imported: skipped",
                    result.attempt_id,
                    result.trainee,
                )
            )
            continue
        earlier = store.imported(attempt_id=result.attempt_id)
        if earlier:
            first = earlier[0]
            same = _comparable(first.document) == _comparable(checked.document)
            status = ImportStatus.SAME_ATTEMPT if same else ImportStatus.CONFLICT
            message = (
                f"{path.name} ({who}) is the same exam attempt as {first.source}, "
                "already imported: skipped"
                if same
                else f"{path.name} ({who}) is the same exam attempt as {first.source} but "
                "with different answers or scores: one of the two files was tampered with. "
                f"The first one imported ({first.source}) is kept"
            )
            outcomes.append(ImportOutcome(path, status, message, result.attempt_id, result.trainee))
            continue
        try:
            store.add_imported(
                ImportedResult(
                    checksum=checked.checksum,
                    attempt_id=result.attempt_id,
                    trainee=result.trainee,
                    pack_id=result.exam.pack_id,
                    source=path.name,
                    imported_at=now or store.now(),
                    document=checked.document,
                )
            )
        except sqlite3.IntegrityError:  # pragma: no cover - checked just above
            outcomes.append(
                ImportOutcome(path, ImportStatus.DUPLICATE, f"{path.name} was already imported")
            )
            continue
        verdict = "passed" if result.passed else "did not pass"
        outcomes.append(
            ImportOutcome(
                path,
                ImportStatus.IMPORTED,
                f"{path.name}: {result.trainee} {verdict} {result.exam.title}",
                result.attempt_id,
                result.trainee,
            )
        )
    return outcomes


def imported_results(store: Store, *, pack_id: str | None = None) -> list[ExamResult]:
    """Every imported attempt (re-checked), in import order."""
    results = []
    for row in store.imported():
        if pack_id is not None and row.pack_id != pack_id:
            continue
        checked = parse_result(_canonical_file(row), source=row.source)
        results.append(checked.result)
    return results


def _canonical_file(row: ImportedResult) -> bytes:
    return json.dumps(row.document, ensure_ascii=False).encode("utf-8")


def _latest_per_trainee(results: Sequence[ExamResult]) -> list[ExamResult]:
    latest: dict[tuple[str, str], ExamResult] = {}
    for r in results:
        key = (r.trainee.strip().casefold(), r.exam.pack_id)
        held = latest.get(key)
        if held is None or r.started_at > held.started_at:
            latest[key] = r
    return sorted(latest.values(), key=lambda r: (r.exam.pack_id, r.trainee.casefold()))


@dataclass(frozen=True, slots=True)
class ClassRow:
    """One trainee's latest attempt at one exam."""

    trainee: str
    pack_id: str
    title: str
    attempt_id: str
    started_at: datetime
    skills: dict[str, SkillScore]
    overall: SkillScore
    passed: bool


@dataclass(frozen=True, slots=True)
class ClassTable:
    """Trainee by skill, with pass/fail: the instructor's view and its CSV."""

    skills: tuple[str, ...]
    """Every skill any row has, sorted: the columns."""
    rows: tuple[ClassRow, ...]
    """By exam, then trainee."""


def class_table(store: Store, *, pack_id: str | None = None) -> ClassTable:
    """The class table from the imported results (each trainee's latest attempt)."""
    chosen = _latest_per_trainee(imported_results(store, pack_id=pack_id))
    rows = tuple(
        ClassRow(
            trainee=r.trainee,
            pack_id=r.exam.pack_id,
            title=r.exam.title,
            attempt_id=r.attempt_id,
            started_at=r.started_at,
            skills={s.skill: s for s in r.skills},
            overall=r.overall,
            passed=r.passed,
        )
        for r in chosen
    )
    skills = tuple(sorted({s for row in rows for s in row.skills}))
    return ClassTable(skills, rows)


def _cell(score: SkillScore | None) -> tuple[str, str]:
    if score is None or score.asked == 0:
        return "", ""
    verdict = {True: "pass", False: "fail", None: ""}[score.passed]
    return f"{score.right}/{score.asked}", verdict


def write_class_csv(table: ClassTable, out: TextIO) -> None:
    """The class table as CSV: per skill a ``right/asked`` column and a pass/fail column."""
    writer = csvsafe.writer(out)  # no cell is read as a formula (issue 17)
    header = ["trainee", "pack_id", "exam", "attempt_id", "started_at"]
    for skill in table.skills:
        header += [skill, f"{skill} result"]
    header += ["overall", "overall result", "passed"]
    writer.writerow(header)
    for row in table.rows:
        line = [row.trainee, row.pack_id, row.title, row.attempt_id, row.started_at.isoformat()]
        for skill in table.skills:
            line += _cell(row.skills.get(skill))
        line += [*_cell(row.overall), "yes" if row.passed else "no"]
        writer.writerow(line)


@dataclass(frozen=True, slots=True)
class QuestionStat:
    """How one question went across the class."""

    pack_id: str
    question_id: str
    kind: str
    skill: str
    asked: int
    right: int
    unanswered: int
    """Never answered, or answered after the time allowed."""
    common_mistake: str | None
    """The mistake named most often (ties: alphabetical), ``None`` if none was named."""
    common_mistake_count: int


def question_stats(store: Store, *, pack_id: str | None = None) -> list[QuestionStat]:
    """Per question (each trainee's latest attempt): right answers and the usual mistake."""
    asked: Counter[tuple[str, str]] = Counter()
    right: Counter[tuple[str, str]] = Counter()
    missing: Counter[tuple[str, str]] = Counter()
    mistakes: dict[tuple[str, str], Counter[str]] = {}
    about: dict[tuple[str, str], tuple[str, str]] = {}
    for result in _latest_per_trainee(imported_results(store, pack_id=pack_id)):
        for item in result.review:
            key = (result.exam.pack_id, item.question_id)
            about.setdefault(key, (item.kind, item.skill))
            asked[key] += 1
            right[key] += item.counted_right
            missing[key] += item.status in (ReviewStatus.UNANSWERED, ReviewStatus.LATE)
            if item.status is ReviewStatus.WRONG and item.mistake:
                mistakes.setdefault(key, Counter())[item.mistake] += 1
    stats = []
    for key in sorted(asked, key=_question_order):
        counts = mistakes.get(key)
        common = min(counts.items(), key=lambda kv: (-kv[1], kv[0])) if counts else None
        stats.append(
            QuestionStat(
                pack_id=key[0],
                question_id=key[1],
                kind=about[key][0],
                skill=about[key][1],
                asked=asked[key],
                right=right[key],
                unanswered=missing[key],
                common_mistake=common[0] if common else None,
                common_mistake_count=common[1] if common else 0,
            )
        )
    return stats


def _question_order(key: tuple[str, str]) -> tuple[str, tuple[tuple[int, str], ...]]:
    """``pack:x:2`` before ``pack:x:10``."""
    parts = tuple((int(p), "") if p.isdigit() else (-1, p) for p in key[1].split(":"))
    return key[0], parts


QUESTION_COLUMNS: Final = (
    "pack_id",
    "question_id",
    "kind",
    "skill",
    "asked",
    "right",
    "unanswered",
    "most_common_mistake",
    "mistake_count",
)


def write_question_csv(stats: Iterable[QuestionStat], out: TextIO) -> None:
    """The per-question statistics as CSV."""
    writer = csvsafe.writer(out)  # no cell is read as a formula (issue 17)
    writer.writerow(QUESTION_COLUMNS)
    for s in stats:
        writer.writerow(
            [
                s.pack_id,
                s.question_id,
                s.kind,
                s.skill,
                s.asked,
                s.right,
                s.unanswered,
                s.common_mistake or "",
                s.common_mistake_count,
            ]
        )
