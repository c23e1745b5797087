"""Exports: answers as CSV, an exam's review as CSV, and the checksummed result file.

A **result file** is what a trainee hands in after an exam: one JSON file per attempt,
carrying the attempt's id and a checksum. The checksum is the SHA-256 of the file's
canonical form (the JSON object without its ``checksum`` key, keys sorted, no spaces,
UTF-8), written ``sha256:<hex>``. On import, :func:`read_result_file` recomputes it and
re-scores the review, so a file changed after export is refused. The checksum detects
edits made by hand or by a spreadsheet; it is not a signature (the trainer has no secret
to sign with), so someone who edits the file *and* recomputes the checksum is caught only
if the scores no longer add up.

>>> canonical_json({"b": 1, "a": "é"})
b'{"a":"\\xc3\\xa9","b":1}'
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Final, TextIO

from dealer_trainer import appinfo
from dealer_trainer.quiz.history import AnswerRecord

from . import csvsafe
from .exams import (
    DealScore,
    ExamResult,
    ExamSettings,
    ReviewedAnswer,
    ReviewStatus,
    SkillScore,
    judge_deal,
    tally,
)
from .files import atomic_write_bytes

__all__ = [
    "ANSWER_COLUMNS",
    "RESULT_FORMAT",
    "RESULT_FORMAT_VERSION",
    "REVIEW_COLUMNS",
    "ResultFile",
    "ResultFileError",
    "ResultProblem",
    "canonical_json",
    "checksum_of",
    "dump_result",
    "parse_result",
    "read_result_file",
    "result_document",
    "write_answers_csv",
    "write_result_file",
    "write_review_csv",
]

RESULT_FORMAT: Final = "dealer-trainer-exam-result"
RESULT_FORMAT_VERSION: Final = 1

ANSWER_COLUMNS: Final = (
    "trainee",
    "answered_at",
    "question_id",
    "kind",
    "skill",
    "variant",
    "answer",
    "correct",
    "mistake",
    "millis",
    "exam_id",
)
"""The answers CSV: one row per graded answer; ``correct`` is 1 or 0."""

REVIEW_COLUMNS: Final = (
    "attempt_id",
    "trainee",
    "pack_id",
    "number",
    "question_id",
    "kind",
    "skill",
    "variant",
    "status",
    "correct",
    "answer",
    "mistake",
    "millis",
    "answered_at",
)
"""An exam's review CSV: one row per question; ``correct`` is 1 only when it counted."""


def _time(when: datetime | None) -> str:
    return "" if when is None else when.astimezone(UTC).isoformat(timespec="milliseconds")


def write_answers_csv(records: Iterable[AnswerRecord], out: TextIO) -> int:
    """Write one CSV row per graded answer (with a header); returns the number of rows."""
    writer = csvsafe.writer(out)  # no cell is read as a formula (issue 17)
    writer.writerow(ANSWER_COLUMNS)
    n = 0
    for r in records:
        writer.writerow(
            [
                r.trainee,
                _time(r.answered_at),
                r.question_id,
                r.kind,
                r.skill,
                r.variant,
                r.answer,
                int(r.correct),
                r.mistake or "",
                r.millis,
                r.exam_id or "",
            ]
        )
        n += 1
    return n


def write_review_csv(result: ExamResult, out: TextIO) -> None:
    """Write an exam's review: one row per question, unanswered and late ones included."""
    writer = csvsafe.writer(out)  # no cell is read as a formula (issue 17)
    writer.writerow(REVIEW_COLUMNS)
    for item in result.review:
        writer.writerow(
            [
                result.attempt_id,
                result.trainee,
                result.exam.pack_id,
                item.number,
                item.question_id,
                item.kind,
                item.skill,
                item.variant,
                item.status.value,
                int(item.counted_right),
                item.answer if item.answer is not None else "",
                item.mistake or "",
                "" if item.millis is None else item.millis,
                _time(item.answered_at),
            ]
        )


# -- the result file ----------------------------------------------------------------


def canonical_json(data: Mapping[str, Any]) -> bytes:
    """The one byte string a JSON object is checksummed as."""
    return json.dumps(
        data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode("utf-8")


def checksum_of(document: Mapping[str, Any]) -> str:
    """``sha256:<hex>`` of the document without its ``checksum`` key."""
    body = {k: v for k, v in document.items() if k != "checksum"}
    return "sha256:" + hashlib.sha256(canonical_json(body)).hexdigest()


def _score_json(s: SkillScore) -> dict[str, Any]:
    return {
        "skill": s.skill,
        "asked": s.asked,
        "right": s.right,
        "pass_mark": s.pass_mark,
        "passed": s.passed,
    }


def _deal_json(d: DealScore) -> dict[str, Any]:
    return {
        "id": d.id,
        "hands": d.hands,
        "duties": [_score_json(s) for s in d.duties],
        "accuracy": _score_json(d.accuracy),
        "answered": d.answered,
        "millis": d.millis,
        "pace": d.pace,
        "pace_mark": d.pace_mark,
        "pace_passed": d.pace_passed,
        "passed": d.passed,
        "failed": list(d.failed),
    }


def _iso(when: datetime | None) -> str | None:
    return None if when is None else when.astimezone(UTC).isoformat(timespec="microseconds")


def result_document(result: ExamResult, *, exported_at: datetime) -> dict[str, Any]:
    """The result file's content as a dict, checksum included."""
    document: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "format_version": RESULT_FORMAT_VERSION,
        "app_version": appinfo.VERSION,
        "exported_at": _iso(exported_at),
        "attempt_id": result.attempt_id,
        "trainee": result.trainee,
        "exam": result.exam.to_json(),
        "started_at": _iso(result.started_at),
        "finished_at": _iso(result.finished_at),
        "allowed_millis": result.allowed_millis,
        "time_used_millis": result.time_used_millis,
        "passed": result.passed,
        "overall": _score_json(result.overall),
        "skills": [_score_json(s) for s in result.skills],
        "review": [
            {
                "number": r.number,
                "question_id": r.question_id,
                "kind": r.kind,
                "skill": r.skill,
                "variant": r.variant,
                "status": r.status.value,
                "answer": r.answer,
                "mistake": r.mistake,
                "millis": r.millis,
                "answered_at": _iso(r.answered_at),
            }
            for r in result.review
        ],
    }
    if result.deals:  # issue 19: the pack's deal-a-hand sessions
        document["deals"] = [_deal_json(d) for d in result.deals]
    document["checksum"] = checksum_of(document)
    return document


def dump_result(result: ExamResult, *, exported_at: datetime) -> bytes:
    """The result file's bytes: indented JSON, UTF-8, a newline at the end."""
    document = result_document(result, exported_at=exported_at)
    return (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def write_result_file(result: ExamResult, path: Path, *, exported_at: datetime) -> None:
    """Write the result file atomically (``OSError`` if the folder cannot be written)."""
    atomic_write_bytes(path, dump_result(result, exported_at=exported_at))


class ResultProblem(StrEnum):
    """Why a result file was refused."""

    UNREADABLE = "unreadable"
    """Not a file, not UTF-8 JSON, or not an object."""
    NOT_A_RESULT = "not-a-result"
    """JSON, but not a Dealer Trainer result file."""
    NEWER_FORMAT = "newer-format"
    """Written by a newer version of the trainer."""
    EDITED = "edited"
    """The checksum does not match: the file was changed after it was exported."""
    INCONSISTENT = "inconsistent"
    """The checksum matches, but the scores do not add up from the answers."""


class ResultFileError(ValueError):
    """A result file that cannot be imported; ``problem`` says why."""

    def __init__(self, problem: ResultProblem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class ResultFile:
    """A result file that passed every check."""

    checksum: str
    result: ExamResult
    exported_at: datetime
    document: dict[str, Any]


def _parse_time(value: object) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError(f"expected a time, got {value!r}")
    when = datetime.fromisoformat(value)
    if when.tzinfo is None:
        raise ValueError(f"time without zone: {value!r}")
    return when


def _required_time(value: object) -> datetime:
    when = _parse_time(value)
    if when is None:
        raise ValueError("a required time is missing")
    return when


def _opt_int(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    return value


def _mark(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"a pass mark must be a number, got {value!r}")
    return value


def _score(data: Mapping[str, Any]) -> SkillScore:
    mark = data["pass_mark"]
    passed = data["passed"]
    if passed is not None and not isinstance(passed, bool):
        raise TypeError(f"passed must be true, false or null, got {passed!r}")
    return SkillScore(
        skill=str(data["skill"]),
        asked=int(data["asked"]),
        right=int(data["right"]),
        # Kept as written (60 stays 60, not 60.0), so a file read back dumps the same bytes.
        pass_mark=None if mark is None else _mark(mark),
        passed=passed,
    )


def _result(document: Mapping[str, Any]) -> ExamResult:
    review = tuple(
        ReviewedAnswer(
            number=int(r["number"]),
            question_id=str(r["question_id"]),
            kind=str(r["kind"]),
            skill=str(r["skill"]),
            variant=str(r["variant"]),
            status=ReviewStatus(r["status"]),
            answer=None if r["answer"] is None else str(r["answer"]),
            mistake=None if r["mistake"] is None else str(r["mistake"]),
            millis=_opt_int(r["millis"]),
            answered_at=_parse_time(r["answered_at"]),
        )
        for r in document["review"]
    )
    passed = document["passed"]
    if not isinstance(passed, bool):
        raise TypeError("passed must be true or false")
    return ExamResult(
        attempt_id=str(document["attempt_id"]),
        trainee=str(document["trainee"]),
        exam=ExamSettings.from_json(document["exam"]),
        started_at=_required_time(document["started_at"]),
        finished_at=_parse_time(document["finished_at"]),
        allowed_millis=_opt_int(document["allowed_millis"]),
        time_used_millis=int(document["time_used_millis"]),
        skills=tuple(_score(s) for s in document["skills"]),
        overall=_score(document["overall"]),
        passed=passed,
        review=review,
        deals=tuple(_deal(d) for d in document.get("deals", [])),
    )


def _deal(data: Mapping[str, Any]) -> DealScore:
    """A deal session's score as written; :func:`parse_result` checks it adds up."""
    passed, pace_passed = data["passed"], data["pace_passed"]
    if not isinstance(passed, bool) or not (pace_passed is None or isinstance(pace_passed, bool)):
        raise TypeError("a deal session's passed must be true or false")
    return DealScore(
        id=str(data["id"]),
        hands=int(data["hands"]),
        duties=tuple(_score(s) for s in data["duties"]),
        accuracy=_score(data["accuracy"]),
        answered=int(data["answered"]),
        millis=int(data["millis"]),
        pace_mark=_opt_int(data["pace_mark"]),
        pace_passed=pace_passed,
        passed=passed,
        failed=tuple(str(f) for f in data["failed"]),
    )


def _deals_add_up(result: ExamResult, document: Mapping[str, Any]) -> bool:
    """Each deal session's score re-judged from its counts against the marks the file's
    exam states, its pace as written, and one score per session of the exam."""
    marks = {m.id: m for m in result.exam.deals}
    if sorted(d.id for d in result.deals) != sorted(marks):
        return False
    for d, written in zip(result.deals, document.get("deals", []), strict=True):
        counts = {s.skill: (s.right, s.asked) for s in d.duties}
        again = judge_deal(marks[d.id], counts, d.answered, d.millis)
        if again != d or written.get("pace") != d.pace:
            return False
    return True


def parse_result(data: bytes, *, source: str = "the file") -> ResultFile:
    """Check a result file's bytes and read it; raises :class:`ResultFileError`."""
    try:
        document = json.loads(data.decode("utf-8"))
    except ValueError:
        document = None
    if not isinstance(document, dict):
        raise ResultFileError(
            ResultProblem.UNREADABLE, f"{source} is not a result file (it is not JSON text)"
        )
    if document.get("format") != RESULT_FORMAT:
        raise ResultFileError(
            ResultProblem.NOT_A_RESULT, f"{source} is JSON but not a Dealer Trainer result file"
        )
    version = document.get("format_version")
    if not isinstance(version, int) or version > RESULT_FORMAT_VERSION:
        raise ResultFileError(
            ResultProblem.NEWER_FORMAT,
            f"{source} was written by a newer version of the trainer (result format "
            f"{version!r}); update the trainer to import it",
        )
    stated = document.get("checksum")
    if not isinstance(stated, str) or stated != checksum_of(document):
        raise ResultFileError(
            ResultProblem.EDITED,
            f"{source} was changed after it was exported (its checksum does not match); "
            "ask the trainee for the file exactly as the trainer wrote it",
        )
    try:
        result = _result(document)
        exported_at = _required_time(document["exported_at"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ResultFileError(
            ResultProblem.INCONSISTENT, f"{source} is incomplete or malformed ({exc!r})"
        ) from None
    skills, overall, passed = tally(result.exam, result.review)
    passed = passed and all(d.passed for d in result.deals)
    if (skills, overall, passed) != (
        result.skills,
        result.overall,
        result.passed,
    ) or not _deals_add_up(result, document):
        raise ResultFileError(
            ResultProblem.INCONSISTENT,
            f"{source}: the scores do not add up from the answers, so the file was changed "
            "after it was exported",
        )
    return ResultFile(stated, result, exported_at, document)


def read_result_file(path: Path) -> ResultFile:
    """Read and check the result file at ``path``; raises :class:`ResultFileError`."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ResultFileError(
            ResultProblem.UNREADABLE, f"{path} cannot be read: {exc.strerror or exc}"
        ) from None
    return parse_result(data, source=str(path))
