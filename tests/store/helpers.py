"""Small builders for the store's tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from dealer_trainer.quiz.history import AnswerRecord

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
"""A Monday morning, UTC: the tests' clock starts here."""


def answer(
    trainee: str = "ana",
    n: int = 1,
    *,
    kind: str = "to_call",
    skill: str = "betting",
    variant: str = "NT",
    given: str = "600",
    correct: bool = True,
    mistake: str | None = None,
    millis: int = 2000,
    at: datetime | None = None,
    exam_id: str | None = None,
    question_id: str | None = None,
) -> AnswerRecord:
    """The ``n``-th graded answer of a session (one every ten seconds from :data:`T0`)."""
    return AnswerRecord(
        trainee=trainee,
        question_id=question_id or f"seed:7:{n}",
        kind=kind,
        skill=skill,
        variant=variant,
        answer=given,
        correct=correct,
        mistake=mistake,
        millis=millis,
        answered_at=at or T0 + timedelta(seconds=10 * n),
        exam_id=exam_id,
    )
