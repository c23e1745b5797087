"""Shared question batches: generated once per test session, since several tests read them."""

from __future__ import annotations

import pytest

from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings
from dealer_trainer.quiz.model import Question

SEEDS = range(10)
PER_SEED = 20


@pytest.fixture(scope="session")
def batches() -> dict[str, list[Question]]:
    """200 questions per generated kind: 20 from each of 10 seeds."""
    out: dict[str, list[Question]] = {}
    for kind in GENERATED_KINDS:
        questions: list[Question] = []
        for seed in SEEDS:
            gen = Generator(seed, Settings(kinds=(kind,)))
            questions.extend(gen.questions(PER_SEED))
        out[kind] = questions
    return out
