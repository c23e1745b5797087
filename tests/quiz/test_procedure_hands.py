"""The hands behind show_first and next_blinds, played when their record is first read.

The prompt of these two kinds describes a table; the hand is there to leave the app as
PHH. Its set-up is made with the question, its record (``Situation.actions``) when first
read. These tests check that the record read later is the hand the prompt describes (the
eliminated seat loses his whole stack at the showdown; the river goes as told), that it
is the same hand whoever reads it and in whatever order, and that it equals, hashes,
prints and copies as the plain Situation of the same hand.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import re

import pytest

from dealer_trainer.engine.options import STANDARD
from dealer_trainer.engine.showdown import settle
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.model import Question, Situation
from dealer_trainer.quiz.prng import Prng
from dealer_trainer.quiz.procedure_hands import PlayedLater, TableHandError, river_hand


def _questions(kind: str, count: int, seed: int = 5) -> list[Question]:
    return Generator(seed, Settings(kinds=(kind,))).questions(count)


def _seats(q: Question) -> list[int]:
    return list(dict(q.params)["seats"])  # type: ignore[call-overload]


def test_the_record_is_played_only_when_read() -> None:
    q = _questions("next_blinds", 1)[0]
    sit = q.situation
    assert isinstance(sit, PlayedLater)
    assert sit._actions is None  # made with the question: only the set-up
    assert len(sit.setup.starting_stacks) == len(_seats(q))
    actions = sit.actions
    assert actions and sit._actions is actions and sit.actions is actions  # played once


def test_the_eliminated_seat_loses_his_whole_stack_at_the_showdown() -> None:
    checked = 0
    for q in _questions("next_blinds", 40):
        m = re.search(r"Seat (\d+) is eliminated on this hand", q.prompt)
        assert q.situation is not None
        hand = q.situation.hand()
        final = settle(hand).stacks
        assert final is not None
        if m is None:  # nobody is eliminated: everyone keeps chips
            assert all(s > 0 for s in final)
            continue
        x = _seats(q).index(int(m[1]))
        assert final[x] == 0, q.prompt
        assert sum(1 for s in final if s == 0) == 1  # only he is out
        checked += 1
    assert checked >= 10


def test_the_river_goes_as_the_prompt_tells_it() -> None:
    for q in _questions("show_first", 30):
        m = re.search(r"River: (.*)\. Nobody", q.prompt)
        assert m and q.situation is not None
        # "seat 3 checks", "seat 1 bet": the verb without its s is the engine's move
        told = [(int(s), v.removesuffix("s")) for s, v in re.findall(r"seat (\d+) (\w+)", m[1])]
        hand = q.situation.hand()
        seats = _seats(q)
        last = max(mv.street for mv in hand.moves)
        played = [(seats[mv.player], mv.kind.value) for mv in hand.moves if mv.street == last]
        assert played == told, q.prompt


def test_the_same_seed_gives_the_same_record_whatever_is_read_first() -> None:
    first = _questions("next_blinds", 12, seed=9)
    again = _questions("next_blinds", 12, seed=9)
    # read the second list backwards: each hand has its own generator
    records = [q.situation.actions for q in reversed(again) if q.situation is not None]
    assert [q.situation.actions for q in first if q.situation is not None] == records[::-1]


def test_it_equals_hashes_prints_and_copies_as_the_plain_situation() -> None:
    q = _questions("show_first", 1)[0]
    sit = q.situation
    assert isinstance(sit, PlayedLater)
    plain = Situation(sit.setup, sit.actions, sit.seat)
    assert sit == plain and plain == sit and hash(sit) == hash(plain)
    assert repr(sit) == repr(plain) and repr(sit).startswith("Situation(")
    for made in (copy.deepcopy(sit), pickle.loads(pickle.dumps(sit))):
        assert type(made) is Situation and made == plain
    moved = dataclasses.replace(sit, seat=0)
    assert moved.seat == 0 and moved.actions == sit.actions and moved != sit
    assert sit.to_phh() == plain.to_phh()


def test_it_needs_the_record_or_the_way_to_play_it() -> None:
    setup = _questions("show_first", 1)[0].situation
    assert setup is not None
    with pytest.raises(TypeError, match="either the record"):
        PlayedLater(setup.setup)
    with pytest.raises(TypeError, match="either the record"):
        PlayedLater(setup.setup, (), play=lambda: ())


def test_a_river_that_cannot_be_played_is_an_error_when_read() -> None:
    sit, _ = river_hand(
        "NT",
        Prng(1),
        STANDARD,
        seat_count=6,
        button=1,
        players=[2, 3],
        river=[(3, "checks"), (2, "checks")],  # seat 2 acts first on the river
    )
    with pytest.raises(TableHandError, match="out of turn"):
        _ = sit.actions
