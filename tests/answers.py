"""Right and wrong answers to a quiz question, typed as a trainee types them."""

from __future__ import annotations

import re

from dealer_trainer.quiz.grading import AnswerRefused, grade_text
from dealer_trainer.quiz.model import Question

_NUMBER = re.compile(r"\d+")


def right_lines(q: Question) -> list[str]:
    """The keyed answer in the drill's syntax, one line per part."""
    lines = list(q.answer_lines())
    assert grade_text(q, lines).correct, f"{q.id}: its own key is graded wrong"
    return lines


def wrong_lines(q: Question) -> list[str]:
    """An answer the grader reads and marks wrong: a trap's, else one number moved by 1."""
    candidates = [[p.text() for p in trap.answer] for trap in q.traps]
    right = list(q.answer_lines())
    for k, line in enumerate(right):
        for m in reversed(list(_NUMBER.finditer(line))):
            for step in (1, -1):
                moved = line[: m.start()] + str(int(m.group()) + step) + line[m.end() :]
                candidates.append([*right[:k], moved, *right[k + 1 :]])
    if q.form.choices:
        for choice in q.form.choices:
            candidates.append([f"{choice.letter} {line}" for line in right][:1])
            candidates.append([choice.letter])
    for lines in candidates:
        if len(lines) != len(right):
            continue
        try:
            if not grade_text(q, lines).correct:
                return lines
        except AnswerRefused:
            continue
    raise AssertionError(f"{q.id}: no wrong answer found among {candidates}")
