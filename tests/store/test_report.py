"""What the exam report (the PDF the GUI draws) says."""

from __future__ import annotations

from datetime import UTC, timedelta

from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import ExamQuestion, ExamSettings, score_exam
from dealer_trainer.store.report import ReviewLine, SkillLine, exam_report

from .helpers import T0, answer

EXAM = ExamSettings(
    "school:level-1",
    "Level 1",
    time_limit_s=60,
    pass_marks={"pot": 95, "side_pots": 100},
    overall_pass_mark=80,
    extra_time_percent={"ana": 50},
    questions=(
        ExamQuestion("q1", "pot", "pot_count"),
        ExamQuestion("q2", "pot", "pot_count"),
        ExamQuestion("q3", "side_pots", "side_pots"),
        ExamQuestion("q4", "betting", "to_call"),
    ),
)


def test_the_report_says_who_what_when_and_every_question() -> None:
    with Store.in_memory() as store:
        attempt = store.start_exam("ana", EXAM, now=T0)
        for n, (qid, correct, mistake, secs) in enumerate(
            [("q1", True, None, 20), ("q2", False, "forgot_antes", 40), ("q3", True, None, 100)],
            start=1,
        ):
            q = EXAM.questions[n - 1]
            store.record(
                answer(
                    "ana",
                    n,
                    question_id=qid,
                    kind=q.kind,
                    skill=q.skill,
                    correct=correct,
                    mistake=mistake,
                    given=str(100 * n),
                    millis=2400 * n,
                    at=T0 + timedelta(seconds=secs),
                    exam_id=attempt.id,
                )
            )
        attempt = store.finish_exam(attempt.id, now=T0 + timedelta(seconds=105))
        result = score_exam(attempt, store.all_answers(exam_id=attempt.id))
    titles = {"pot": "Counting the pot", "side_pots": "Side pots", "betting": "Calls and raises"}
    report = exam_report(
        result,
        tz=UTC,
        skill_title=titles.__getitem__,
        kind_title=str.upper,
        mistake_title=lambda m: "Forgot the antes (dead money)",
    )
    assert report.title == "Level 1: exam result"
    assert report.trainee == "ana"
    assert report.verdict == "NOT PASSED"
    assert dict(report.details) == {
        "Exam": "Level 1 (school:level-1)",
        "Started": "2026-03-02 09:00",
        "Finished": "2026-03-02 09:01",
        "Time used": "1:45 of 1:30 (over time: later answers count as wrong)",
        "Time allowed": "1:00 + 50% extra time",
        "Attempt": result.attempt_id,
    }
    assert report.skills == (
        SkillLine("betting", "Calls and raises", "0/1", "0%", "-", "-"),
        SkillLine("pot", "Counting the pot", "1/2", "50%", "95%", "FAIL"),
        SkillLine("side_pots", "Side pots", "0/1", "0%", "100%", "FAIL"),
        SkillLine("overall", "Overall", "1/4", "25%", "80%", "FAIL"),
    )
    assert report.review == (
        ReviewLine("1", "q1", "POT_COUNT", "Counting the pot", "100", "right", "", "2.4 s"),
        ReviewLine("2", "q2", "POT_COUNT", "Counting the pot", "200", "wrong",
                   "Forgot the antes (dead money)", "4.8 s"),
        ReviewLine("3", "q3", "SIDE_POTS", "Side pots", "300", "too late", "", "7.2 s"),
        ReviewLine("4", "q4", "TO_CALL", "Calls and raises", "-", "not answered", "", "-"),
    )  # fmt: skip
    assert "80% overall" in report.footer


def test_an_untimed_passed_exam() -> None:
    exam = ExamSettings("p", "Quick check", None, {}, 50.5)
    with Store.in_memory() as store:
        attempt = store.start_exam("ben", exam, now=T0)
        store.record(answer("ben", exam_id=attempt.id))
        result = score_exam(attempt, store.all_answers(exam_id=attempt.id))
    report = exam_report(result, tz=UTC)
    assert report.verdict == "PASSED"
    assert dict(report.details)["Time allowed"] == "no time limit"
    assert dict(report.details)["Finished"] == "not finished"
    assert report.skills[-1].pass_mark == "50.5%"


def test_titles_default_to_the_quizs_published_names() -> None:
    with Store.in_memory() as store:
        attempt = store.start_exam("ana", EXAM, now=T0)
        store.record(
            answer("ana", 1, question_id="q1", kind="pot_count", skill="pot", correct=False,
                   mistake="forgot_antes", exam_id=attempt.id)
        )  # fmt: skip
        result = score_exam(attempt, store.all_answers(exam_id=attempt.id))
    report = exam_report(result, tz=UTC)
    first = report.review[0]
    assert (first.kind, first.skill, first.mistake) == (
        "Count the pot",
        "Counting the pot",
        "Forgot the antes (dead money)",
    )
    assert [s.title for s in report.skills] == [
        "Calls and raises",
        "Counting the pot",
        "Side pots",
        "Overall",
    ]
