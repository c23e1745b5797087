"""fast_init (engine/frozen.py): the same values as a dataclass's own __init__, only faster."""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError, InitVar, dataclass, field, fields, replace

import pytest

from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.engine.state import ActionKind, Deal, Move, Stakes
from dealer_trainer.quiz.model import Part, Question, Step


@dataclass(frozen=True, slots=True)
class _Plain:
    seat: int
    amount: int = 0
    marks: tuple[str, ...] = field(default_factory=tuple)
    note: str = field(default="", kw_only=True)


@fast_init
@dataclass(frozen=True, slots=True)
class _Fast:
    seat: int
    amount: int = 0
    marks: tuple[str, ...] = field(default_factory=tuple)
    note: str = field(default="", kw_only=True)


CALLS: list[tuple[tuple[object, ...], dict[str, object]]] = [
    ((3,), {}),
    ((3, 600), {}),
    ((3, 600, ("a",)), {"note": "all-in"}),
    ((), {"seat": 1, "marks": ("x", "y")}),
]


@pytest.mark.parametrize(("args", "kwargs"), CALLS)
def test_same_fields_as_the_dataclass_init(
    args: tuple[object, ...], kwargs: dict[str, object]
) -> None:
    plain, fast = _Plain(*args, **kwargs), _Fast(*args, **kwargs)  # type: ignore[arg-type]
    assert [getattr(fast, f.name) for f in fields(fast)] == [
        getattr(plain, f.name) for f in fields(plain)
    ]
    assert repr(fast).replace("_Fast", "_Plain") == repr(plain)


def test_same_signature_and_errors_as_the_dataclass_init() -> None:
    assert str(inspect.signature(_Fast)) == str(inspect.signature(_Plain))
    with pytest.raises(TypeError, match="seat"):
        _Fast()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        _Fast(1, note="x", colour="red")  # type: ignore[call-arg]


def test_a_default_factory_makes_a_new_value_each_time() -> None:
    @fast_init
    @dataclass(frozen=True, slots=True)
    class Pile:
        chips: list[int] = field(default_factory=list)

    a, b = Pile(), Pile()
    assert a.chips == [] and a.chips is not b.chips


def test_still_frozen_equal_and_hashable() -> None:
    move = Move(1, ActionKind.RAISE, 600, 600, False, 0)
    with pytest.raises(FrozenInstanceError):
        move.to = 700  # type: ignore[misc]
    same = Move(player=1, kind=ActionKind.RAISE, to=600, added=600, all_in=False, street=0)
    assert move == same and hash(move) == hash(same)
    assert replace(move, to=700).to == 700
    assert Deal((None, None), 2) == Deal(cards=(None, None), player=2)
    assert Deal((None,)).player is None  # the default


def test_post_init_runs() -> None:
    seen: list[int] = []

    @fast_init
    @dataclass(frozen=True, slots=True)
    class Checked:
        amount: int

        def __post_init__(self) -> None:
            seen.append(self.amount)

    Checked(5)
    assert seen == [5]


def test_refuses_what_it_cannot_copy() -> None:
    @dataclass(slots=True)
    class Mutable:
        amount: int

    @dataclass(frozen=True)
    class NoSlots:
        amount: int

    @dataclass(frozen=True, slots=True)
    class Hidden:
        amount: int
        total: int = field(init=False, default=0)

    @dataclass(frozen=True, slots=True)
    class WithInitVar:
        amount: int
        scale: InitVar[int] = 1

    for cls in (Mutable, NoSlots, Hidden, WithInitVar):
        with pytest.raises(TypeError, match=cls.__name__):
            fast_init(cls)


def test_the_quiz_and_engine_values_use_it() -> None:
    for cls in (Move, Deal, Stakes, Part, Step, Question):
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
        assert list(inspect.signature(cls).parameters) == [f.name for f in fields(cls)]
    assert Stakes(blinds=(1, 2)).chip_unit == 1 and Stakes().blind_count == 2
    assert Part(1600).amount == 1600 and Part(players=(1, 2)).amount is None


def test_a_subclass_sets_its_bases_fields_too() -> None:
    # a subclass's inherited fields live in its base's slots: fast_init sets them there
    @dataclass(frozen=True, slots=True)
    class Base:
        seat: int
        marks: tuple[str, ...] = field(default_factory=tuple)

    @dataclass(frozen=True, slots=True)
    class PlainMore(Base):
        extra: str = "x"

    @fast_init
    @dataclass(frozen=True, slots=True)
    class FastMore(Base):
        extra: str = "x"

    for args in ((3,), (3, ("a",)), (3, ("a",), "y")):
        plain, fast = PlainMore(*args), FastMore(*args)
        assert [getattr(fast, f.name) for f in fields(fast)] == [
            getattr(plain, f.name) for f in fields(plain)
        ]
    assert FastMore(2, (), "y") == FastMore(seat=2, extra="y") and FastMore(2).extra == "x"
    assert str(inspect.signature(FastMore)) == str(inspect.signature(PlainMore))
    assert FastMore.__init__.__qualname__.endswith("FastMore.__init__")


def test_record_maker_makes_the_same_value_as_the_class() -> None:
    from dealer_trainer.engine.state import _new_move

    kinds = list(ActionKind)
    for k in range(60):
        fields_in_order = (k % 9, kinds[k % len(kinds)], 100 * k, 7 * k, k % 3 == 0, k % 4)
        made, plain = _new_move(*fields_in_order), Move(*fields_in_order)
        assert type(made) is Move
        assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
        assert [getattr(made, f.name) for f in fields(Move)] == list(fields_in_order)
        with pytest.raises(FrozenInstanceError):
            made.to = 1  # type: ignore[misc]


def test_record_maker_deals_and_limit_steps_are_the_classes_own() -> None:
    from dealer_trainer.engine.cards import parse_cards
    from dealer_trainer.engine.state import LimitStep, _new_deal, _new_limit_step

    cards = tuple(parse_cards("AhKd7c"))
    for player in (None, 0, 3):
        for dealt in (cards, cards[:1], (None, cards[0])):
            made, plain = _new_deal(dealt, player), Deal(dealt, player)
            assert type(made) is Deal and made == plain and repr(made) == repr(plain)
            assert made.phh() == plain.phh() and hash(made) == hash(plain)
    for how in ("full", "counted", "not_counted"):
        args = (2, 400, 200, 200, 200, how, 400)
        made_step, plain_step = _new_limit_step(*args), LimitStep(*args)
        assert type(made_step) is LimitStep and made_step == plain_step
        assert repr(made_step) == repr(plain_step)


def test_record_maker_refuses_what_it_cannot_make() -> None:
    @dataclass(frozen=True, slots=True)
    class Checked:
        amount: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True, slots=True)
    class Base:
        seat: int

    @dataclass(frozen=True, slots=True)
    class More(Base):
        extra: str

    @dataclass(slots=True)
    class Mutable:
        amount: int

    # kw-only fields, a __post_init__, a base's slots, nothing frozen
    for cls in (_Fast, Checked, More, Mutable):
        with pytest.raises(TypeError, match=cls.__name__):
            record_maker(cls)


def test_the_engine_makes_its_moves_with_record_maker() -> None:
    from dealer_trainer.engine.games import GAMES
    from dealer_trainer.engine.state import HandSetup, HandState

    hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(1, 2)), (200, 200, 200)))
    hand.raise_to(6)
    hand.check_or_call()
    hand.fold()
    assert [type(m) for m in hand.moves] == [Move] * 3
    assert hand.moves[0] == Move(2, ActionKind.RAISE, 6, 6, False, 0)
