"""Progress: accuracy and time per skill and kind, day by day; weakest skills; streaks.

Pure functions over graded answers (:class:`~dealer_trainer.quiz.history.AnswerRecord`),
so they work on the :class:`~dealer_trainer.store.db.Store` and on a
:class:`~dealer_trainer.quiz.history.MemoryHistory` alike. The GUI draws the charts from
these plain values; :func:`progress` gathers everything the progress view shows.

Days are calendar days where the trainee is (the computer's time zone unless ``tz`` is
given). Practice time is the time spent answering: the sum of the answers' times.

>>> from datetime import UTC, datetime
>>> from dealer_trainer.quiz.history import AnswerRecord
>>> def rec(n, skill, correct, millis):
...     return AnswerRecord("ana", f"seed:1:{n}", "k", skill, "NT", "1", correct, None,
...                         millis, datetime(2026, 1, n, 12, tzinfo=UTC))
>>> answers = [rec(1, "pot", True, 3000), rec(2, "pot", False, 5000), rec(3, "chips", True, 1000)]
>>> [(s.key, s.answered, s.right, s.median_millis) for s in by_skill(answers)]
[('chips', 1, 1, 1000), ('pot', 2, 1, 4000)]
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo
from typing import Literal

from dealer_trainer.quiz.history import AnswerRecord, History

__all__ = [
    "DayStat",
    "Progress",
    "Stat",
    "Streaks",
    "by_kind",
    "by_skill",
    "per_day",
    "practice_millis",
    "progress",
    "streaks",
    "weakest_skills",
]

GroupBy = Literal["skill", "kind"]


@dataclass(frozen=True, slots=True)
class Stat:
    """Right answers and time taken for one skill or kind (or everything: key ``""``)."""

    key: str
    answered: int
    right: int
    median_millis: int | None
    """The median time taken, in milliseconds (``None`` if nothing was answered)."""
    total_millis: int

    @property
    def accuracy(self) -> float | None:
        """Right answers as a fraction, 0.0 to 1.0 (``None`` if nothing was answered)."""
        return None if self.answered == 0 else self.right / self.answered


@dataclass(frozen=True, slots=True)
class DayStat:
    """One day's answers, for one skill or kind, or all of them (``key`` ``""``)."""

    day: date
    key: str
    answered: int
    right: int
    median_millis: int | None

    @property
    def accuracy(self) -> float | None:
        return None if self.answered == 0 else self.right / self.answered


@dataclass(frozen=True, slots=True)
class Streaks:
    """Practice days in a row and right answers in a row."""

    current_days: int
    """Days in a row with practice, up to today (a streak lasts until a whole day is missed)."""
    best_days: int
    current_right: int
    """Right answers in a row, ending with the latest answer."""
    best_right: int
    last_day: date | None
    """The last day with practice."""


def _stat(key: str, records: Sequence[AnswerRecord]) -> Stat:
    times = [r.millis for r in records]
    return Stat(
        key=key,
        answered=len(records),
        right=sum(r.correct for r in records),
        median_millis=round(statistics.median(times)) if times else None,
        total_millis=sum(times),
    )


def _grouped(
    records: Iterable[AnswerRecord], key: Callable[[AnswerRecord], str]
) -> dict[str, list[AnswerRecord]]:
    groups: dict[str, list[AnswerRecord]] = defaultdict(list)
    for r in records:
        groups[key(r)].append(r)
    return groups


def by_skill(records: Iterable[AnswerRecord]) -> list[Stat]:
    """Accuracy and median time per skill, by skill id."""
    groups = _grouped(records, lambda r: r.skill)
    return [_stat(k, groups[k]) for k in sorted(groups)]


def by_kind(records: Iterable[AnswerRecord]) -> list[Stat]:
    """Accuracy and median time per question kind, by kind id."""
    groups = _grouped(records, lambda r: r.kind)
    return [_stat(k, groups[k]) for k in sorted(groups)]


def _day(r: AnswerRecord, tz: tzinfo | None) -> date:
    return r.answered_at.astimezone(tz).date()


def per_day(
    records: Iterable[AnswerRecord], *, by: GroupBy | None = None, tz: tzinfo | None = None
) -> list[DayStat]:
    """Day-by-day accuracy and median time (days without practice are left out).

    ``by="skill"`` or ``by="kind"`` gives one line per day and skill (or kind), in that
    order; by default one line per day. ``tz`` defaults to the computer's time zone.
    """

    def key(r: AnswerRecord) -> tuple[date, str]:
        return _day(r, tz), ("" if by is None else getattr(r, by))

    groups: dict[tuple[date, str], list[AnswerRecord]] = defaultdict(list)
    for r in records:
        groups[key(r)].append(r)
    out = []
    for day, k in sorted(groups):
        s = _stat(k, groups[day, k])
        out.append(DayStat(day, k, s.answered, s.right, s.median_millis))
    return out


def weakest_skills(
    records: Iterable[AnswerRecord], *, count: int = 3, min_answers: int = 5, recent: int = 50
) -> list[Stat]:
    """The skills to practise next: lowest accuracy first, then the slowest.

    Judged on each skill's ``recent`` latest answers, so progress shows; a skill with
    fewer than ``min_answers`` answers is not judged yet.
    """
    groups = _grouped(sorted(records, key=lambda r: r.answered_at), lambda r: r.skill)
    judged = [_stat(k, v[-recent:]) for k, v in groups.items() if len(v) >= min_answers]
    judged.sort(key=lambda s: (s.right / s.answered, -(s.median_millis or 0), s.key))
    return judged[:count]


def streaks(
    records: Iterable[AnswerRecord], *, today: date | None = None, tz: tzinfo | None = None
) -> Streaks:
    """Practice days in a row (up to ``today``) and right answers in a row."""
    ordered = sorted(records, key=lambda r: r.answered_at)
    today = today or datetime.now(tz).date()
    days = sorted({_day(r, tz) for r in ordered})
    best_days = run = 0
    previous: date | None = None
    for d in days:
        run = run + 1 if previous is not None and d - previous == timedelta(days=1) else 1
        best_days = max(best_days, run)
        previous = d
    # The run ending on the last practice day still counts today, and today if it was
    # yesterday: a streak is broken only by a whole day without practice.
    current_days = run if previous is not None and today - previous <= timedelta(days=1) else 0
    best_right = right = 0
    for r in ordered:
        right = right + 1 if r.correct else 0
        best_right = max(best_right, right)
    return Streaks(current_days, best_days, right, best_right, previous)


def practice_millis(records: Iterable[AnswerRecord]) -> int:
    """Total time spent answering, in milliseconds."""
    return sum(r.millis for r in records)


@dataclass(frozen=True, slots=True)
class Progress:
    """Everything the progress view shows for one trainee."""

    trainee: str
    overall: Stat
    skills: tuple[Stat, ...]
    kinds: tuple[Stat, ...]
    days: tuple[DayStat, ...]
    """One line per day, all skills together: the accuracy and time charts."""
    skill_days: tuple[DayStat, ...]
    """One line per day and skill: a chart per skill."""
    weakest: tuple[Stat, ...]
    streaks: Streaks
    practice_millis: int


def progress(
    history: History,
    trainee: str,
    *,
    since: datetime | None = None,
    include_exams: bool = True,
    today: date | None = None,
    tz: tzinfo | None = None,
) -> Progress:
    """The trainee's progress from ``history`` (answers from ``since`` on, if given)."""
    records = [
        r
        for r in history.answers(trainee)
        if (since is None or r.answered_at >= since) and (include_exams or r.exam_id is None)
    ]
    return Progress(
        trainee=trainee,
        overall=_stat("", records),
        skills=tuple(by_skill(records)),
        kinds=tuple(by_kind(records)),
        days=tuple(per_day(records, tz=tz)),
        skill_days=tuple(per_day(records, by="skill", tz=tz)),
        weakest=tuple(weakest_skills(records)),
        streaks=streaks(records, today=today, tz=tz),
        practice_millis=practice_millis(records),
    )
