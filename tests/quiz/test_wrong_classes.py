"""Regression tests for the quiz-side wrong classes of issue 13, each from the rulebook.

Counts before the fix (same seeds as below):

- class 6, hi-lo odd chip cited wrongly: 450 of 2,000 hi-lo showdown questions (FO/8 and
  F7S/8, seeds 0-99, ten each) had an odd chip between the halves; all 450 explained it
  as "an odd chip goes to the first winner". Now none.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.showdown import settle
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.model import Question


def _questions(kind: str, variant: str, seeds: range, per_seed: int) -> list[Question]:
    out: list[Question] = []
    for seed in seeds:
        gen = Generator(seed, Settings(kinds=(kind,), variants=(variant,)))
        out.extend(gen.question(n) for n in range(per_seed))
    return out


# ---------------------------------------------------------------- class 6: hi-lo odd chip


@pytest.mark.parametrize("variant", ["FO/8", "F7S/8"])
def test_hi_lo_odd_chip_goes_to_the_high_half_and_says_so(variant: str) -> None:
    """Corpus A.12: "high-low: high half gets the odd chip"."""
    seen = 0
    for q in _questions("showdown", variant, range(30), 10):
        assert q.situation is not None
        for award in settle(q.situation.hand()).awards:
            high = sum(s.amount for s in award.shares if s.half == "high")
            low = sum(s.amount for s in award.shares if s.half == "low")
            if not (high and low) or high == low:
                continue
            seen += 1
            unit = q.situation.setup.stakes.chip_unit
            assert high == low + unit, (q.id, high, low)
            text = q.explanation()
            assert "the high half takes the odd chip (corpus A.12)" in text, q.id
            assert f"high half {high:,} and low half {low:,}" in text, q.id
    assert seen >= 10


def test_a_hi_lo_half_split_between_two_names_its_own_odd_chip_rule() -> None:
    """Within a half, ties split again, the odd chip of that half by position (A.12)."""
    found = 0
    for q in _questions("showdown", "FO/8", range(60), 10):
        for step in q.working:
            if step.text.startswith(("high half", "low half")) and len(step.terms) > 1:
                found += 1
                assert "an odd chip goes to the first winner left of the button" in step.text
                assert step.adds_up()
    assert found >= 3
