"""The quiz's records made by ``engine.frozen.record_maker`` (without their ``__init__``):
these tests compare them with those their classes make, on dealt questions of every hand
kind."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import FrozenInstanceError

import pytest

from dealer_trainer.quiz import grading, plain
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.grading import Grade, PartGrade, grade
from dealer_trainer.quiz.kinds import posing
from dealer_trainer.quiz.kinds.base import Posed, amounts, new_posed
from dealer_trainer.quiz.model import (
    Part,
    Question,
    Step,
    Trap,
    new_part,
    new_question,
    new_step,
    new_trap,
)


def _fields(record: object) -> list[object]:
    return [getattr(record, f.name) for f in dataclasses.fields(record)]  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", sorted(posing.POSERS))
def test_a_question_made_so_is_the_question_the_class_makes(kind: str) -> None:
    gen = Generator(3, Settings(kinds=(kind,)))
    for n in range(25):
        q = gen.question(n)
        values = _fields(q)
        made = new_question(*values)
        plain = Question(*values)  # type: ignore[arg-type]
        assert type(made) is Question
        assert made == plain == q
        assert repr(made) == repr(plain)
        assert _fields(made) == values
        assert all(a is b for a, b in zip(_fields(made), values, strict=True))
        with pytest.raises(FrozenInstanceError):
            made.prompt = "changed"  # type: ignore[misc]
        assert dataclasses.replace(made, prompt="p") == dataclasses.replace(plain, prompt="p")
        assert copy.copy(made) == plain
        assert pickle.loads(pickle.dumps(made)) == plain


@pytest.mark.parametrize("kind", ["showdown", "rake", "side_pots", "to_call"])
def test_the_posed_steps_and_grades_made_so_are_those_the_classes_make(kind: str) -> None:
    seen: list[Posed] = []
    poser = posing.POSERS[kind]

    def spy(ctx):  # type: ignore[no-untyped-def]
        posed = poser(ctx)
        if posed is not None:
            seen.append(posed)
        return posed

    posing.POSERS[kind] = spy
    try:
        gen = Generator(4, Settings(kinds=(kind,)))
        questions = [gen.question(n) for n in range(30)]
    finally:
        posing.POSERS[kind] = poser
    assert seen
    for posed in seen:
        values = _fields(posed)
        assert type(posed) is Posed
        assert new_posed(*values) == Posed(*values) == posed  # type: ignore[arg-type]
        assert repr(new_posed(*values)) == repr(posed)
        for step in posed.working:
            assert type(step) is Step
            assert new_step(*_fields(step)) == Step(*_fields(step)) == step  # type: ignore[arg-type]
        assert new_step(posed.rule) == Step(posed.rule)
        for trap in posed.traps:  # made by mistakes.traps with new_trap
            assert type(trap) is Trap and trap == Trap(trap.mistake, trap.answer)
            assert new_trap(trap.mistake, trap.answer) == trap
        # plain words' steps, in one loop, as each step's own rewrite makes them
        made = plain.plain_steps(posed.working)
        assert made == tuple([plain._plain_step(s) for s in posed.working])
        assert all(type(s) is Step for s in made)
        for part in posed.answer:
            assert new_part(*_fields(part)) == Part(*_fields(part)) == part  # type: ignore[arg-type]
            if part.amount is not None:
                assert amounts(part.amount) == (Part(part.amount),)
    for q in questions:
        for given in [q.answer, *[t.answer for t in q.traps]]:
            result = grade(q, given)
            assert type(result) is Grade and all(type(p) is PartGrade for p in result.parts)
            assert Grade(*_fields(result)) == result  # type: ignore[arg-type]
            for part in result.parts:
                assert PartGrade(*_fields(part)) == part  # type: ignore[arg-type]
                assert grading._new_part_grade(
                    part.label, part.given, part.expected, part.correct
                ) == (PartGrade(part.label, part.given, part.expected, part.correct))
