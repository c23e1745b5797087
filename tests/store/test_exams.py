"""Exams: time allowed with extra time, late and unanswered questions, pass marks."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from datetime import timedelta

import pytest

from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import (
    OVERALL,
    ExamAttempt,
    ExamQuestion,
    ExamResult,
    ExamSettings,
    ReviewStatus,
    SkillScore,
    allowed_millis,
    meets,
    score_exam,
)

from .helpers import T0, answer

# A school's level-1 exam: pots 95%, side pots 100%, overall 80%, ten minutes.
QUESTIONS = (
    *(ExamQuestion(f"pack:level-1:{n}", "pot", "pot_count") for n in range(1, 21)),
    *(ExamQuestion(f"pack:level-1:{n}", "side_pots", "side_pots") for n in range(21, 24)),
    *(ExamQuestion(f"pack:level-1:{n}", "betting", "to_call") for n in range(24, 31)),
)
LEVEL_1 = ExamSettings(
    pack_id="school:level-1",
    title="Level 1",
    time_limit_s=600,
    pass_marks={"pot": 95, "side_pots": 100},
    overall_pass_mark=80,
    extra_time_percent={"Ana": 25, "ben": 50},
    questions=QUESTIONS,
)


@pytest.fixture
def store() -> Iterator[Store]:
    with Store.in_memory(clock=lambda: T0) as s:
        yield s


def sit(
    store: Store,
    trainee: str,
    wrong: Collection[int] = (),
    *,
    every_s: float = 10,
    skip: Collection[int] = (),
    finish_after_s: float | None = None,
    exam: ExamSettings = LEVEL_1,
) -> ExamAttempt:
    """Answer the exam's questions in order, one every ``every_s`` seconds."""
    attempt = store.start_exam(trainee, exam, now=T0)
    for n, q in enumerate(exam.questions, start=1):
        if n in skip:
            continue
        store.record(
            answer(
                trainee,
                n,
                kind=q.kind,
                skill=q.skill,
                question_id=q.question_id,
                correct=n not in wrong,
                mistake="missed_a_bet" if n in wrong else None,
                given="wrong" if n in wrong else "right",
                millis=int(every_s * 1000),
                at=T0 + timedelta(seconds=every_s * n),
                exam_id=attempt.id,
            )
        )
    end = T0 + timedelta(seconds=finish_after_s or every_s * len(exam.questions) + 1)
    return store.finish_exam(attempt.id, now=end)


def result_of(store: Store, attempt: ExamAttempt) -> ExamResult:
    return score_exam(attempt, store.all_answers(exam_id=attempt.id))


def test_extra_time_is_a_percentage_of_the_limit_for_named_trainees() -> None:
    assert allowed_millis(LEVEL_1, "Ana") == 750_000
    assert allowed_millis(LEVEL_1, " ANA ") == 750_000  # names in any case
    assert allowed_millis(LEVEL_1, "Ben") == 900_000
    assert allowed_millis(LEVEL_1, "carla") == 600_000
    untimed = ExamSettings("p", "Untimed", time_limit_s=None)
    assert allowed_millis(untimed, "ana") is None


def test_the_attempt_records_the_time_allowed_and_its_deadline(store: Store) -> None:
    attempt = store.start_exam("ana", LEVEL_1, now=T0)
    assert attempt.allowed_millis == 750_000
    assert attempt.deadline == T0 + timedelta(minutes=12, seconds=30)
    assert attempt.remaining_millis(T0 + timedelta(minutes=12)) == 30_000
    assert attempt.remaining_millis(T0 + timedelta(hours=1)) == 0
    assert attempt.finished_at is None
    assert store.exam_attempt(attempt.id) == attempt
    assert store.exam_attempts(trainee="ANA") == [attempt]


def test_all_right_passes_every_skill_and_overall(store: Store) -> None:
    result = result_of(store, sit(store, "carla"))
    assert result.passed
    assert result.overall == SkillScore(OVERALL, 30, 30, 80, True)
    assert result.skill("pot") == SkillScore("pot", 20, 20, 95, True)
    assert result.skill("side_pots") == SkillScore("side_pots", 3, 3, 100, True)
    assert result.skill("betting") == SkillScore("betting", 7, 7, None, None)  # no pass mark
    assert [r.number for r in result.review] == list(range(1, 31))
    assert result.time_used_millis == 301_000
    assert not result.over_time


def test_one_side_pot_wrong_fails_the_exam_though_overall_is_high(store: Store) -> None:
    result = result_of(store, sit(store, "carla", wrong={22}))
    assert result.overall.right == 29 and result.overall.passed
    assert result.skill("side_pots").passed is False
    assert not result.passed
    wrong = result.review[21]
    assert (wrong.status, wrong.answer, wrong.mistake) == (
        ReviewStatus.WRONG,
        "wrong",
        "missed_a_bet",
    )


def test_pot_mark_is_95_percent_exactly(store: Store) -> None:
    one_wrong = result_of(store, sit(store, "carla", wrong={1}))
    assert one_wrong.skill("pot") == SkillScore("pot", 20, 19, 95, True)  # 95% meets 95%
    two_wrong = result_of(store, sit(store, "dan", wrong={1, 2}))
    assert two_wrong.skill("pot").passed is False  # 90%
    assert not two_wrong.passed


def test_overall_mark_fails_on_its_own(store: Store) -> None:
    # Betting has no pass mark: 7 wrong there leave every marked skill passed, but 23/30 < 80%.
    result = result_of(store, sit(store, "carla", wrong=set(range(24, 31))))
    assert result.skill("pot").passed and result.skill("side_pots").passed
    assert result.overall == SkillScore(OVERALL, 30, 23, 80, False)
    assert not result.passed


def test_answers_after_the_time_allowed_count_as_wrong(store: Store) -> None:
    # One answer a minute: carla (10 min) is late from question 11 on; ben has 15 min.
    carla = result_of(store, sit(store, "carla", every_s=60))
    late = [r.number for r in carla.review if r.status is ReviewStatus.LATE]
    assert late == list(range(11, 31))
    assert carla.overall.right == 10
    assert carla.over_time
    assert not carla.passed
    assert carla.review[10].answer == "right"  # still shown in the review

    ben = result_of(store, sit(store, "ben", every_s=60))
    assert [r.number for r in ben.review if r.status is ReviewStatus.LATE] == list(range(16, 31))


def test_extra_time_makes_the_difference(store: Store) -> None:
    # One answer every 24 s, the last at 12 min, two wrong. Ana (+25%: 12.5 min) is in time;
    # carla (10 min) answered 26-30 late: 23/30 right is below the 80% overall mark.
    ana = result_of(store, sit(store, "Ana", wrong={1, 24}, every_s=24))
    carla = result_of(store, sit(store, "carla", wrong={1, 24}, every_s=24))
    assert ana.allowed_millis == 750_000
    assert ana.passed and not ana.over_time
    assert ana.overall.right == 28
    assert carla.allowed_millis == 600_000
    assert carla.over_time
    assert carla.overall.right == 23
    assert [r.number for r in carla.review if r.status is ReviewStatus.LATE] == [26, 27, 28, 29, 30]
    assert not carla.passed


def test_an_answer_exactly_at_the_deadline_counts(store: Store) -> None:
    exam = ExamSettings("p", "One", 60, {}, 100, questions=(ExamQuestion("q1", "pot"),))
    attempt = store.start_exam("ana", exam, now=T0)
    store.record(
        answer(question_id="q1", skill="pot", at=T0 + timedelta(seconds=60), exam_id=attempt.id)
    )
    assert score_exam(attempt, store.all_answers(exam_id=attempt.id)).passed
    # ... and one a millisecond later is late and does not count
    late = store.start_exam("ben", exam, now=T0)
    store.record(
        answer(
            "ben",
            question_id="q1",
            skill="pot",
            at=T0 + timedelta(seconds=60, milliseconds=1),
            exam_id=late.id,
        )
    )
    assert not score_exam(late, store.all_answers(exam_id=late.id)).passed


def test_unanswered_questions_count_as_wrong(store: Store) -> None:
    result = result_of(store, sit(store, "carla", skip={5, 21}))
    five = result.review[4]
    assert (five.status, five.answer, five.question_id) == (
        ReviewStatus.UNANSWERED,
        None,
        "pack:level-1:5",
    )
    assert result.skill("pot") == SkillScore("pot", 20, 19, 95, True)
    assert result.skill("side_pots").passed is False
    assert not result.passed


def test_an_unfinished_attempt_is_timed_to_its_last_answer(store: Store) -> None:
    attempt = store.start_exam("carla", LEVEL_1, now=T0)
    for n in (1, 2):
        q = QUESTIONS[n - 1]
        store.record(
            answer("carla", n, question_id=q.question_id, skill=q.skill, exam_id=attempt.id)
        )
    result = score_exam(store.exam_attempt(attempt.id), store.all_answers(exam_id=attempt.id))
    assert result.finished_at is None
    assert result.time_used_millis == 20_000
    assert sum(r.status is ReviewStatus.UNANSWERED for r in result.review) == 28


def test_finishing_twice_keeps_the_first_finish(store: Store) -> None:
    attempt = store.start_exam("carla", LEVEL_1, now=T0)
    store.finish_exam(attempt.id, now=T0 + timedelta(minutes=5))
    again = store.finish_exam(attempt.id, now=T0 + timedelta(minutes=9))
    assert again.finished_at == T0 + timedelta(minutes=5)


def test_a_repeated_answer_counts_once_and_other_attempts_are_ignored(store: Store) -> None:
    exam = ExamSettings("p", "Two", None, {"pot": 50}, 50)  # drawn from a seed: no list
    attempt = store.start_exam("ana", exam, now=T0)
    other = store.start_exam("ana", exam, now=T0)
    store.record(answer(n=1, skill="pot", correct=False, exam_id=attempt.id))
    store.record(answer(n=2, skill="pot", question_id="seed:7:1", exam_id=attempt.id))
    store.record(answer(n=3, skill="pot", exam_id=other.id))
    store.record(answer(n=4, skill="pot"))  # practice, not the exam
    result = score_exam(attempt, store.all_answers(trainee="ana"))
    assert [(r.question_id, r.status) for r in result.review] == [("seed:7:1", ReviewStatus.WRONG)]
    assert not result.passed
    assert result.allowed_millis is None and not result.over_time


def test_a_skill_with_a_pass_mark_but_no_question_fails_as_in_the_pack_score(
    store: Store,
) -> None:
    exam = ExamSettings("p", "Pots", 600, {"pot": 50, "stud": 100}, 50)
    attempt = store.start_exam("ana", exam, now=T0)
    store.record(answer(skill="pot", exam_id=attempt.id))
    result = score_exam(attempt, store.all_answers(exam_id=attempt.id))
    assert result.skill("stud") == SkillScore("stud", 0, 0, 100, False)
    assert not result.passed


def test_an_exam_with_no_question_at_all_is_not_passed(store: Store) -> None:
    exam = ExamSettings("p", "Empty", 600, {}, 0)
    attempt = store.start_exam("ana", exam, now=T0)
    assert not score_exam(attempt, []).passed


def test_marks_are_compared_exactly() -> None:
    assert meets(95, 100, 95) and meets(19, 20, 95.0) and not meets(94, 100, 95)
    assert meets(1, 3, 33.3) and not meets(1, 3, 33.34)
    assert meets(0, 0, 0) and not meets(0, 1, 0.001)


def test_exam_settings_round_trip_through_json() -> None:
    assert ExamSettings.from_json(LEVEL_1.to_json()) == LEVEL_1
    with pytest.raises(TypeError):
        ExamSettings.from_json({**LEVEL_1.to_json(), "overall_pass_mark": "80"})


PACK = """
[pack]
id = "week-3"
title = "Week 3: calls and pots"
author = "Dana Lee"

[pass_marks]
overall = 80
betting = 75

[exam]
time_limit_minutes = 12
questions = ["pots/2", "calls/1", "pots/1"]

[[generate]]
id = "calls"
seed = 2026
count = 2
kinds = ["to_call"]

[[generate]]
id = "pots"
seed = 7
count = 2
kinds = ["pot_count"]
"""


def test_a_quiz_pack_gives_the_exam_settings(store: Store) -> None:
    from dealer_trainer.quiz.packs import loads_pack
    from dealer_trainer.store.exams import exam_settings

    pack = loads_pack(PACK)
    exam = exam_settings(pack, extra_time_percent={"Ana": 25})
    assert exam.pack_id == "week-3"
    assert exam.title == "Week 3: calls and pots"
    assert exam.time_limit_s == 720
    assert exam.pass_marks == {"betting": 75}
    assert exam.overall_pass_mark == 80
    assert [(q.question_id, q.skill, q.kind) for q in exam.questions] == [
        ("pack:week-3:pots/2", "pot", "pot_count"),
        ("pack:week-3:calls/1", "betting", "to_call"),
        ("pack:week-3:pots/1", "pot", "pot_count"),
    ]
    assert allowed_millis(exam, "ana") == 900_000
    assert exam_settings(pack).extra_time_percent == {}

    # Scored like the quiz's own pack score: the same answers, the same verdict.
    attempt = store.start_exam("ana", exam, now=T0)
    for n, (q, correct) in enumerate(zip(pack.questions(), [True, False, True], strict=True)):
        store.record(
            answer("ana", n + 1, question_id=q.id, kind=q.kind, skill=q.skill,
                   correct=correct, exam_id=attempt.id)
        )  # fmt: skip
    records = store.all_answers(exam_id=attempt.id)
    result = score_exam(attempt, records)
    assert (result.skill("betting").passed, result.overall.passed) == (False, False)
    assert result.passed is pack.score(records).passed is False
