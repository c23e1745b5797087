"""The quiz's records made by ``engine.frozen.record_maker`` (without their ``__init__``):
these tests compare them with those their classes make, on dealt questions of every hand
kind."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import FrozenInstanceError

import pytest

from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds import posing
from dealer_trainer.quiz.model import Question, new_question


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
