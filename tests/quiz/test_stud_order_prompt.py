"""Who acts first in stud: the prompt names no example seat. "e.g. seat 3" was the right
answer in one question of five (a trainee could guess the example)."""

from __future__ import annotations

import re

from dealer_trainer.quiz.generator import Generator, Settings


def test_the_prompt_names_no_example_seat() -> None:
    gen = Generator(2026, Settings(kinds=("stud_order",)))
    for n in range(60):
        q = gen.question(n)
        assert not re.search(r"e\.g\.,? (p|seat )\d", q.prompt), q.prompt
        assert "seat number" in q.prompt
