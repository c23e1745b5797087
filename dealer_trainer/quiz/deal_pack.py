"""``[[deal]]`` tables of an instructor pack: deal-a-hand sessions with pass marks (issue 19).

A pack may hold any number of these next to its questions::

    [[deal]]
    id = "holdem-shift"          # letters, digits, - and _
    variant = "NT"               # a variant id (default NT)
    hands = 20                   # 1-200 (default 10)
    players = 6                  # 3-9 (default 6)
    seed = 7                     # the same hands for every trainee (default 1)
    irregularities = 10          # percent of hands: 0, 10 or 25 (default 0)
    context = "cash"             # "cash" (rake, seats that come and go) or "tournament"
    accuracy = 90                # pass mark: percent of duties right, overall
    pace = 30                    # pass mark: hands an hour the decision times allow
    duties = { pot = 100, blinds = 90 }   # pass marks per duty (optional)

:func:`read_deal_tables` reads them with the pack reader's own checks, so ``pack check``
names every problem with its line; :meth:`DealSection.judge` holds a finished session's
report against the marks.
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, TextIO

from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.quiz.deal import (
    DUTIES,
    DUTY_TITLES,
    DealError,
    DealSettings,
    Report,
    deal,
    plan,
)
from dealer_trainer.quiz.grading import AnswerRefused, grade_text, record_of
from dealer_trainer.quiz.history import History
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.model import Question

__all__ = [
    "DealSection",
    "deal_exam_id",
    "judge_counts",
    "read_deal_tables",
    "run_pack_deals",
    "session_duties",
]

_KEYS: Final = {
    "id",
    "variant",
    "hands",
    "players",
    "seed",
    "irregularities",
    "context",
    "accuracy",
    "pace",
    "duties",
}
_ID: Final = re.compile(r"^[A-Za-z0-9_-]+$")


@dataclass(frozen=True, slots=True)
class DealSection:
    """``[[deal]]``: a deal-a-hand session and its pass marks."""

    id: str
    settings: DealSettings
    accuracy: int | None = None
    """Percent of all duties right needed to pass."""
    pace: int | None = None
    """Hands an hour the trainee's decision times must allow."""
    duties: Mapping[str, int] = field(default_factory=dict)
    """Percent right needed per duty."""

    def judge(self, report: Report) -> tuple[bool, tuple[str, ...]]:
        """Did the session pass? And each mark not reached, in words."""
        return judge_counts(
            report.accuracy(),
            report.pace(),
            accuracy_mark=self.accuracy,
            pace_mark=self.pace,
            duty_marks=self.duties,
        )


def judge_counts(
    acc: Mapping[str, tuple[int, int]],
    pace: int | None,
    *,
    accuracy_mark: int | None,
    pace_mark: int | None,
    duty_marks: Mapping[str, int],
) -> tuple[bool, tuple[str, ...]]:
    """The pass marks of a deal session held against its counts: ``acc`` is (right, asked)
    per duty, ``pace`` the hands an hour the decision times allow (None: not timed). A mark
    is met at the percentage exactly (90 of 100 meets 90%); a duty with a mark but never
    asked does not fail; no duty asked at all fails an accuracy mark. The one judge of the
    live session (:meth:`DealSection.judge`) and of the stored exam attempt
    (``store/exams.py``). Returns (passed, each mark not reached in words)."""
    failed: list[str] = []
    right = sum(r for r, _ in acc.values())
    asked = sum(n for _, n in acc.values())
    if accuracy_mark is not None and (not asked or right * 100 < accuracy_mark * asked):
        failed.append(f"accuracy: {right}/{asked}, needs {accuracy_mark}%")
    for duty, mark in duty_marks.items():
        r, n = acc.get(duty, (0, 0))
        if n and r * 100 < mark * n:
            failed.append(f"{DUTY_TITLES[duty]}: {r}/{n}, needs {mark}%")
    if pace_mark is not None and (pace is None or pace < pace_mark):
        got = "not timed" if pace is None else f"{pace} hands an hour"
        failed.append(f"pace: {got}, needs {pace_mark}")
    return not failed, tuple(failed)


@functools.lru_cache(maxsize=32)
def session_duties(settings: DealSettings) -> tuple[tuple[str, str], ...]:
    """Every duty of a session, in order, as (question id, duty): the session is the same
    for every trainee (the players' play does not depend on the answers), so an attempt's
    recorded answers are matched to their duties by question id, and a duty never answered
    is known. :class:`DealError` on settings that cannot be dealt."""
    steps, _ = plan(settings)
    out = tuple((step.question.id, step.duty) for step in steps)
    if len({qid for qid, _ in out}) != len(out):
        raise DealError(f"two duties of the session share a question id ({settings})")
    return out


def read_deal_tables(
    reader: Any, data: Mapping[str, Any], ids: set[str], profile: VenueProfile = STANDARD
) -> list[DealSection]:
    """Every ``[[deal]]`` table of a pack, checked with the pack reader (``quiz/packs.py``'s
    ``_Reader``: its problems carry the line); the ids share the pack's other section ids.
    The sessions are dealt under the pack's venue profile (its house rules included)."""
    out: list[DealSection] = []
    for index, table in enumerate(reader.tables(data, "deal")):
        section = _read(reader, table, index, profile)
        if section is not None:
            reader.unique(section.id, ids, "deal", index)
            out.append(section)
    return out


def _read(
    reader: Any, t: Mapping[str, Any], index: int, profile: VenueProfile
) -> DealSection | None:
    where = f"[[deal]] #{index + 1}"
    bad = len(reader.problems)
    reader.unknown_keys(t, _KEYS, "deal", index)
    sid = reader.text_value(t, "deal", index, "id", True)
    if sid is not None and not _ID.match(sid):
        reader.fail(
            "deal", index, "id", f"{where} id {sid!r} must be letters, digits, - and _ only"
        )
    variant = reader.text_value(t, "deal", index, "variant", False) or "NT"
    if variant not in VARIANTS:
        reader.fail(
            "deal",
            index,
            "variant",
            f"{where} variant {variant!r} is not known; known: {', '.join(VARIANTS)}",
        )
    hands = reader.int_value(t, "deal", index, "hands", 1, 200)
    players = reader.int_value(t, "deal", index, "players", 3, 9)
    seed = reader.int_value(t, "deal", index, "seed", 0, 2**63 - 1)
    rate = reader.int_value(t, "deal", index, "irregularities", 0, 25)
    if rate is not None and rate not in (0, 10, 25):
        reader.fail(
            "deal",
            index,
            "irregularities",
            f"{where} irregularities must be 0, 10 or 25, not {rate}",
        )
    context = reader.text_value(t, "deal", index, "context", False) or "cash"
    if context not in ("cash", "tournament"):
        reader.fail(
            "deal",
            index,
            "context",
            f'{where} context must be "cash" or "tournament", not {context!r}',
        )
    accuracy = reader.int_value(t, "deal", index, "accuracy", 0, 100)
    pace = reader.int_value(t, "deal", index, "pace", 1, 200)
    duties = _duty_marks(reader, t.get("duties"), where, index)
    if accuracy is None and pace is None and not duties and len(reader.problems) == bad:
        reader.fail("deal", index, None, f"{where} sets no pass mark: add accuracy, pace or duties")
    if len(reader.problems) > bad or sid is None:
        return None
    settings = DealSettings(
        variant=variant,
        players=players or 6,
        hands=hands or 10,
        seed=1 if seed is None else seed,
        irregularity_rate=rate or 0,
        cash=context == "cash",
        profile=profile,
    )
    return DealSection(sid, settings, accuracy, pace, duties)


def _duty_marks(reader: Any, value: object, where: str, index: int) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        reader.fail("deal", index, "duties", f"{where} duties must be a table of percentages")
        return {}
    marks: dict[str, int] = {}
    for duty in value:
        if duty not in DUTIES:
            reader.fail(
                "deal",
                index,
                "duties",
                f"{where} duties: {duty!r} is not a duty; use one of: {', '.join(DUTIES)}",
            )
            continue
        mark = reader.int_value(value, "deal", index, duty, 0, 100)
        if mark is not None:
            marks[duty] = mark
    return marks


def deal_exam_id(exam_id: str, section: DealSection | str) -> str:
    """The store's exam id of a pack's deal session: the pack attempt's id and the session's
    (a :class:`DealSection` or its id), so the session's duties are kept with the attempt
    yet apart from its question score."""
    sid = section if isinstance(section, str) else section.id
    return f"{exam_id}/deal:{sid}"


def run_pack_deals(
    sections: Sequence[DealSection],
    stdin: TextIO,
    out: TextIO,
    *,
    history: History,
    trainee: str,
    exam_id: str,
    clock: Callable[[], float] = time.monotonic,
) -> list[tuple[DealSection, Report, bool, tuple[str, ...]]]:
    """Deal each ``[[deal]]`` session of a pack in the terminal (``quiz --pack``): one line
    per duty, one answer line each (a line that cannot be read is asked again); every graded
    duty is recorded in ``history`` under :func:`deal_exam_id`; each session is judged against
    its pass marks. :class:`DealError` if the input ends first."""
    echo = not stdin.isatty()
    done: list[tuple[DealSection, Report, bool, tuple[str, ...]]] = []
    for section in sections:
        sid = deal_exam_id(exam_id, section)
        s = section.settings
        out.write(
            f"\nDeal session {section.id!r}: {s.hands} hands of {s.variant}, "
            f"{'cash' if s.cash else 'tournament'}, irregularities {s.irregularity_rate}%.\n"
        )

        def answer(duty: str, q: Question, sid: str = sid) -> tuple[list[str], int]:
            for c in q.form.choices:
                out.write(f"  {c.letter}) {c.text}\n")
            start = clock()
            while True:
                out.write("> ")
                out.flush()
                line = stdin.readline()
                if not line:
                    raise DealError("the input ended before the deal session did")
                line = line.rstrip("\r\n")
                if echo:
                    out.write(line + "\n")
                parts = [x.strip() for x in line.split(";")]
                if len(q.form.labels) > 1 and len(parts) == 1:
                    parts = line.split()
                millis = int((clock() - start) * 1000)
                try:
                    result = grade_text(q, parts, millis)
                except AnswerRefused as exc:
                    out.write(f"  not read: {exc} (try again)\n")
                    continue
                history.record(record_of(q, result, trainee=trainee, answer=line, exam_id=sid))
                return parts, millis

        def emit(line: str) -> None:
            out.write(line + "\n")

        report = deal(s, answer, emit)
        for line in report.lines():
            emit(line)
        passed, why = section.judge(report)
        emit(f"Deal session {section.id!r}: {'passed' if passed else 'not passed'}.")
        for reason in why:
            emit(f"  {reason}")
        done.append((section, report, passed, why))
    return done
