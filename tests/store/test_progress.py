"""Progress queries: per skill and kind, per day, weakest skills, streaks, practice time."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from dealer_trainer.quiz.history import AnswerRecord, MemoryHistory
from dealer_trainer.store.db import Store
from dealer_trainer.store.progress import (
    DayStat,
    Stat,
    Streaks,
    by_kind,
    by_skill,
    per_day,
    practice_millis,
    progress,
    streaks,
    weakest_skills,
)

from .helpers import T0, answer

NEW_YORK_WINTER = timezone(timedelta(hours=-5))


def on(day: int, hour: int = 12, *, correct: bool) -> AnswerRecord:
    return answer(at=datetime(2026, 3, day, hour, tzinfo=UTC), correct=correct)


def test_accuracy_and_median_time_per_skill_and_kind() -> None:
    records = [
        answer(n=1, skill="pot", kind="pot_count", millis=1000),
        answer(n=2, skill="pot", kind="pot_count", millis=3000, correct=False),
        answer(n=3, skill="pot", kind="pot_count", millis=8000),
        answer(n=4, skill="betting", kind="to_call", millis=2000),
        answer(n=5, skill="betting", kind="min_raise", millis=5000, correct=False),
    ]
    assert by_skill(records) == [
        Stat("betting", 2, 1, 3500, 7000),
        Stat("pot", 3, 2, 3000, 12000),
    ]
    assert [(s.key, s.answered, s.accuracy) for s in by_kind(records)] == [
        ("min_raise", 1, 0.0),
        ("pot_count", 3, 2 / 3),
        ("to_call", 1, 1.0),
    ]
    assert by_skill([]) == []
    assert Stat("x", 0, 0, None, 0).accuracy is None


def test_per_day_buckets_follow_the_trainees_time_zone() -> None:
    records = [
        answer(n=1, at=datetime(2026, 3, 2, 3, 0, tzinfo=UTC), skill="pot"),  # 1 March in NY
        answer(n=2, at=datetime(2026, 3, 2, 13, 0, tzinfo=UTC), skill="pot", correct=False),
        answer(n=3, at=datetime(2026, 3, 2, 14, 0, tzinfo=UTC), skill="chips", millis=4000),
    ]
    assert per_day(records, tz=UTC) == [DayStat(date(2026, 3, 2), "", 3, 2, 2000)]
    assert per_day(records, tz=NEW_YORK_WINTER) == [
        DayStat(date(2026, 3, 1), "", 1, 1, 2000),
        DayStat(date(2026, 3, 2), "", 2, 1, 3000),
    ]
    assert per_day(records, by="skill", tz=UTC) == [
        DayStat(date(2026, 3, 2), "chips", 1, 1, 4000),
        DayStat(date(2026, 3, 2), "pot", 2, 1, 2000),
    ]


def test_weakest_skills_lowest_accuracy_first_then_slowest() -> None:
    records = []
    n = 0
    for skill, right, millis in [("pot", 5, 1000), ("side_pots", 2, 1000), ("chips", 5, 9000),
                                 ("betting", 2, 4000), ("stud", 0, 1000)]:  # fmt: skip
        for k in range(5 if skill != "stud" else 3):
            n += 1
            records.append(answer(n=n, skill=skill, correct=k < right, millis=millis))
    weakest = weakest_skills(records, count=3, min_answers=5)
    # stud has too few answers to judge; side_pots and betting tie on 40%: slower first.
    assert [s.key for s in weakest] == ["betting", "side_pots", "chips"]


def test_weakest_skills_judge_recent_answers() -> None:
    old_mistakes = [answer(n=n, skill="pot", correct=False) for n in range(1, 51)]
    recent_right = [answer(n=n, skill="pot") for n in range(51, 101)]
    other = [answer(n=n, skill="chips", correct=n % 2 == 0) for n in range(101, 111)]
    weakest = weakest_skills(old_mistakes + recent_right + other, count=2, recent=50)
    assert [(s.key, s.accuracy) for s in weakest] == [("chips", 0.5), ("pot", 1.0)]


def test_streaks_of_days_and_of_right_answers() -> None:
    records = [
        on(1, correct=True),
        on(2, correct=True),
        on(2, 13, correct=True),
        on(3, correct=False),
        # 4 March missed
        on(5, correct=True),
        on(6, correct=True),
    ]
    assert streaks(records, today=date(2026, 3, 6), tz=UTC) == Streaks(2, 3, 2, 3, date(2026, 3, 6))
    # Not yet practised today: yesterday's streak still stands; a whole day missed ends it.
    assert streaks(records, today=date(2026, 3, 7), tz=UTC).current_days == 2
    assert streaks(records, today=date(2026, 3, 8), tz=UTC).current_days == 0
    assert streaks([], today=date(2026, 3, 8), tz=UTC) == Streaks(0, 0, 0, 0, None)


def test_practice_time_is_the_time_spent_answering() -> None:
    assert practice_millis([answer(n=1, millis=1500), answer(n=2, millis=2500)]) == 4000


@pytest.mark.parametrize("history_type", ["memory", "store"])
def test_progress_gathers_everything_for_one_trainee(history_type: str) -> None:
    history = MemoryHistory() if history_type == "memory" else Store.in_memory()
    for n in range(1, 7):
        history.record(answer(n=n, skill="pot", correct=n != 3, millis=1000 * n))
    history.record(answer("ben", 7))
    history.record(answer(n=8, skill="chips", exam_id="exam-1"))
    p = progress(history, "ana", today=T0.date(), tz=UTC)
    assert p.overall.answered == 7
    assert [s.key for s in p.skills] == ["chips", "pot"]
    assert p.days == (DayStat(T0.date(), "", 7, 6, 3000),)
    assert [d.key for d in p.skill_days] == ["chips", "pot"]
    assert [s.key for s in p.weakest] == ["pot"]
    assert p.streaks.current_days == 1
    assert p.streaks.current_right == 4  # answers 4, 5, 6 and 8
    assert p.practice_millis == 21000 + 2000
    practice_only = progress(history, "ana", include_exams=False, today=T0.date(), tz=UTC)
    assert practice_only.overall.answered == 6
    later = progress(history, "ana", since=T0 + timedelta(seconds=45), tz=UTC)
    assert later.overall.answered == 3  # answers 5, 6 and 8
