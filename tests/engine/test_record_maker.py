"""``engine.frozen.record_maker``: a frozen, slotted dataclass made from all its fields without
its ``__init__``, filled in as a twin of the same slots and then given its class. These tests
compare what it makes with what the class makes, and check that it refuses a class it cannot
make the same way (the records of the quiz are compared on dealt questions in
tests/quiz/test_record_makers.py)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.engine.pots import Pot, PotSplit, Uncalled
from dealer_trainer.engine.showdown import PotAward, Settlement, Share, settle
from dealer_trainer.quiz.generator import Generator, Settings


@fast_init
@dataclass(frozen=True, slots=True)
class Chip:
    value: int
    colour: str = "white"
    marks: tuple[str, ...] = ()


def test_defaults_are_the_classs_defaults() -> None:
    make = record_maker(Chip)
    assert make(5) == Chip(5) and make(5).marks == () and make(5).colour == "white"
    assert make(5, "red") == Chip(5, "red")
    share = record_maker(Share)(1, 20, None)
    assert share == Share(1, 20, None) and share.half is None


def test_a_record_made_so_is_the_record_the_class_makes() -> None:
    make = record_maker(Chip)
    for values in [(5, "red", ()), (1, "white", ("a", "b")), (25, "", ("x",))]:
        made, plain = make(*values), Chip(*values)
        assert type(made) is Chip
        assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
        assert (made.value, made.colour, made.marks) == values
        with pytest.raises(FrozenInstanceError):
            made.value = 1  # type: ignore[misc]
        assert dataclasses.replace(made, colour="blue") == Chip(values[0], "blue", values[2])
        assert copy.copy(made) == plain == pickle.loads(pickle.dumps(made))
    assert make(value=5, colour="red", marks=()) == Chip(5, "red", ())
    with pytest.raises(TypeError):
        make()  # a field without a default must be given


def test_the_engines_records_are_made_the_same() -> None:
    share = record_maker(Share)(2, 1075, "a pair of aces", "high")
    assert share == Share(2, 1075, "a pair of aces", "high") and type(share) is Share
    award = record_maker(PotAward)(0, 2150, (1, 2), 0, (share,), True)
    assert award == PotAward(0, 2150, (1, 2), 0, (share,)) and repr(award) == repr(
        PotAward(0, 2150, (1, 2), 0, (share,), True)
    )
    assert record_maker(Pot)(400, (0, 1)) == Pot(400, (0, 1))


def test_a_class_it_cannot_make_the_same_way_is_refused() -> None:
    @dataclass(slots=True)
    class Loose:
        a: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclass(frozen=True, slots=True)
    class Base:
        a: int

    @dataclass(frozen=True, slots=True)
    class Derived(Base):
        b: int = 0

    @dataclass(frozen=True, slots=True, weakref_slot=True)
    class Weak:
        a: int

    @dataclass(frozen=True, slots=True)
    class Factory:
        a: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class KeywordOnly:
        a: int = field(kw_only=True)

    for cls in (Loose, Checked, NoSlots, Derived, Weak, Factory, KeywordOnly):
        with pytest.raises(TypeError):
            record_maker(cls)


def test_settled_hands_hold_the_records_their_classes_make() -> None:
    """settle() and build_pots() make their records by makers: each is of its class and
    equal to the record the class makes from its fields, on dealt showdowns."""
    gen = Generator(9, Settings(kinds=("showdown",)))
    for n in range(60):
        situation = gen.question(n).situation
        assert situation is not None
        hand = situation.hand()
        split = hand.pots()
        assert type(split) is PotSplit and split == PotSplit(split.pots, split.uncalled)
        for pot in split.pots:
            assert type(pot) is Pot and pot == Pot(pot.amount, pot.eligible)
        if split.uncalled is not None:
            u = split.uncalled
            assert type(u) is Uncalled and u == Uncalled(u.player, u.amount)
        result = settle(hand)
        assert type(result) is Settlement
        assert result == Settlement(
            result.awards, result.returned, result.rake, result.jackpot, result.final_stacks
        )
        for a in result.awards:
            assert type(a) is PotAward
            assert a == PotAward(a.index, a.amount, a.eligible, a.rake, a.shares, a.decided)
            for s in a.shares:
                assert type(s) is Share and s == Share(s.player, s.amount, s.hand, s.half)
