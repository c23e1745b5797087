"""No choice question can be answered by its letter alone.

A trainee who sees the same letter keyed question after question learns the letter, not
the rule (limit_bet was "he may raise" in 19 of 20 questions, draw_stub "b" in 4 of 5).
For every generated kind answered with a lettered choice, the most common key letter is
keyed in at most two thirds of its questions, and at least two letters are keyed.
"""

from __future__ import annotations

from collections import Counter

import pytest

from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings
from dealer_trainer.quiz.model import FormKind

COUNT = 150


def _key_letters(kind: str, count: int) -> Counter[str]:
    """How often each letter is keyed in ``count`` questions of ``kind`` (two seeds)."""
    letters: Counter[str] = Counter()
    for seed in (3, 2026):
        gen = Generator(seed, Settings(kinds=(kind,)))
        for n in range(count // 2):
            q = gen.question(n)
            if q.form.kind is FormKind.CHOICE:
                letters[q.answer[0].letter] += 1
    return letters


CHOICE_KINDS = (
    "limit_bet",
    "may_raise",
    "chip_action",
    "verbal",
    "procedure",
    "irregularity",
    "announcement",
    "draw_stub",
)
"""The kinds answered with a lettered choice."""


def test_every_kind_answered_by_letter_is_checked() -> None:
    answered_by_letter = {kind for kind in GENERATED_KINDS if _key_letters(kind, 20)}
    assert answered_by_letter == set(CHOICE_KINDS)


@pytest.mark.parametrize("kind", CHOICE_KINDS)
def test_the_key_letter_is_not_the_answer(kind: str) -> None:
    letters = _key_letters(kind, COUNT)
    total = sum(letters.values())
    letter, most = letters.most_common(1)[0]
    assert total >= COUNT // 2, f"{kind}: only {total} of {COUNT} questions were choices"
    assert len(letters) >= 2, f"{kind}: every key is {letter!r}"
    assert most * 3 <= total * 2, f"{kind}: {letter!r} keyed in {most} of {total}: {letters}"
