"""Grading typed answers, with a worked explanation.

Typed answers are read by :mod:`dealer_trainer.quiz.answers` (its docstring gives the one
grammar for amounts and players; its names are re-exported here): ``1,600``, ``1.600``,
``$1 600``, ``1.6k`` are 1600; ``1.5``, ``-5``, ``²`` are refused with a message and not
counted wrong.

>>> parse_amount("1.600,00")
1600
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.quiz.answers import (
    AnswerRefused,
    parse_amount,
    parse_part,
    parse_player,
    parse_response,
)
from dealer_trainer.quiz.history import UTC, AnswerRecord
from dealer_trainer.quiz.mistakes import Mistake, diagnose
from dealer_trainer.quiz.model import Answer, FormKind, Part, Question, Speed, Step, money
from dealer_trainer.quiz.plain import plain_words, said_option
from dealer_trainer.quiz.speed import rate

__all__ = [
    "AnswerRefused",
    "Grade",
    "PartGrade",
    "grade",
    "grade_text",
    "parse_amount",
    "parse_part",
    "parse_player",
    "parse_response",
    "record_of",
    "said_part",
]


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PartGrade:
    """One line of the answer, graded on its own."""

    label: str
    given: Part
    expected: Part
    correct: bool
    note: str = ""
    """What was right or wrong in a several-field line ("amount right, players wrong")."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Grade:
    """A graded answer: right or wrong part by part, the worked answer, the rule."""

    question_id: str
    correct: bool
    parts: tuple[PartGrade, ...]
    expected: Answer
    expected_text: str
    """The correct answer as a dealer says it."""
    explanation: tuple[Step, ...]
    explanation_text: str
    rule: str
    option: str
    """The venue option(s) in force, by title ("" when none applies)."""
    mistake: Mistake | None
    """The typical mistake recognised in a wrong answer, if any."""
    millis: int | None
    target_ms: int
    speed: Speed | None

    def summary(self) -> str:
        """Two or three lines for a terminal or a status bar."""
        expected = self.expected_text
        ending = "" if expected.endswith((".", "?", "!")) else "."  # a choice's words end so
        head = "Right." if self.correct else f"Wrong. The answer: {expected}{ending}"
        lines = [head]
        if self.mistake is not None:
            lines.append(f"Mistake: {self.mistake.name}. {self.mistake.hint}")
        lines.append(f"Working: {self.explanation_text}.")
        lines.append(
            f"Rule: {self.rule}." + (f" Venue option: {self.option}." if self.option else "")
        )
        if self.speed is not None and self.millis is not None:
            lines.append(
                f"Time: {self.millis / 1000:.1f} s against a target of {self.target_ms / 1000:.0f} s "
                f"({self.speed.value.replace('_', ' ')})."
            )
        return "\n".join(lines)


_new_part_grade = record_maker(PartGrade)
"""A :class:`PartGrade` from all its fields, in order (engine/frozen.py ``record_maker``):
as ``PartGrade(...)``, without its __init__, one a line graded."""

_new_grade = record_maker(Grade)
"""A :class:`Grade` from all its fields, in order, as ``Grade(...)``: one a grade."""


def _note(given: Part, expected: Part) -> str:
    if expected.players and given.amount is not None:
        amount_ok = given.amount == expected.amount
        players_ok = given.players == expected.players
        if amount_ok != players_ok:
            return "amount right, players wrong" if amount_ok else "players right, amount wrong"
    if expected.letter is not None and given.letter == expected.letter and given != expected:
        return "right choice, wrong amount"
    return ""


def grade(question: Question, given: Answer, millis: int | None = None) -> Grade:
    """Grade a parsed answer part by part."""
    # one loop grades each part and notes whether all are right (no comprehension's frame,
    # no second pass over the grades)
    graded: list[PartGrade] = []
    correct = True
    for label, g, e in zip(question.form.labels, given, question.answer, strict=True):
        if g == e:
            graded.append(_new_part_grade(label, g, e, True, ""))
        else:
            correct = False
            graded.append(_new_part_grade(label, g, e, False, _note(g, e)))
    parts = tuple(graded)
    mistake = None if correct else diagnose(question.traps, given)
    if mistake is not None:  # its name and hint in plain words, as the question's own
        name, hint = plain_words(mistake.name), plain_words(mistake.hint)
        if name != mistake.name or hint != mistake.hint:
            mistake = replace(mistake, name=name, hint=hint)
    speed = None if millis is None else rate(millis, question.target_ms)
    # every field in its order (_new_grade: a Grade made without its __init__)
    return _new_grade(
        question.id,  # question_id
        correct,
        parts,
        question.answer,  # expected
        "; ".join([_said(question, p, k) for k, p in enumerate(question.answer)]),  # its text
        question.working,  # explanation
        question.explanation(),  # explanation_text
        plain_words(question.rule),
        said_option(question.option),
        mistake,
        millis,
        question.target_ms,
        speed,
    )


def said_part(question: Question, part: Part, k: int) -> str:
    """Part ``k`` of an answer as a dealer says it (``main pot: 1,250 for p2, p3``)."""
    return _said(question, part, k)


# The forms as module names: on Python 3.11 ``FormKind.CHOICE`` goes through the enum
# metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_CHOICE, _AMOUNT, _PLAYER = FormKind.CHOICE, FormKind.AMOUNT, FormKind.PLAYER


def _said(question: Question, part: Part, k: int) -> str:
    label = question.form.labels[k]
    kind = question.form.kind
    if kind is _CHOICE and part.letter is not None:
        choice = question.form.choice(part.letter)
        text = f"({part.letter}) {choice.text if choice else ''}"
        if part.amount is not None:
            text += f", {money(part.amount)}"
        return text
    if kind is _AMOUNT or kind is _PLAYER:
        return part.said()
    return f"{label}: {part.said()}"


def grade_text(question: Question, lines: Sequence[str], millis: int | None = None) -> Grade:
    """Read and grade typed lines; :class:`AnswerRefused` if they cannot be read."""
    return grade(question, parse_response(question, lines), millis)


def record_of(
    question: Question,
    result: Grade,
    *,
    trainee: str,
    answer: str,
    answered_at: datetime | None = None,
    exam_id: str | None = None,
) -> AnswerRecord:
    """The history record of a graded answer."""
    return AnswerRecord(
        trainee=trainee,
        question_id=question.id,
        kind=question.kind,
        skill=question.skill,
        variant=question.variant,
        answer=answer,
        correct=result.correct,
        mistake=None if result.mistake is None else result.mistake.id,
        millis=result.millis or 0,
        answered_at=answered_at or datetime.now(UTC),
        exam_id=exam_id,
    )
