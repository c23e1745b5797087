"""Chip sets, dealer breakdowns and chip-list parsing."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from dealer_trainer.engine.chips import (
    CHIP_SETS,
    DEFAULT_CHIP_SET,
    ChipError,
    ChipSet,
    Denomination,
    breakdown,
    expand,
    get_chip_set,
    parse_chip_value,
    parse_chips,
    total,
)

ALL_SETS = tuple(CHIP_SETS.values())


def fewest_chips(amount: int, values: tuple[int, ...]) -> int:
    """Fewest chips for ``amount`` by dynamic programming (independent of the greedy)."""
    unit = values[0]
    steps = [v // unit for v in values]
    n = amount // unit
    best = [0] + [n + 1] * n
    for x in range(1, n + 1):
        best[x] = 1 + min(best[x - s] for s in steps if s <= x)
    return best[n]


def chip(value: int, rgb: str | None = None, stripes: int | None = None) -> Denomination:
    return Denomination(
        value,
        "colour",
        rgb if rgb is not None else f"#{value % 0xFFFFFF:06x}",
        stripes if stripes is not None else value,
        f"'{value}' printed",
    )


# --- the built-in sets ------------------------------------------------------------------


def test_registry_keys_are_ids() -> None:
    assert set(CHIP_SETS) == {"cash", "tournament", "low-stakes"}
    for key, chip_set in CHIP_SETS.items():
        assert chip_set.id == key


def test_default_is_casino_cash() -> None:
    assert DEFAULT_CHIP_SET is get_chip_set("cash")
    assert DEFAULT_CHIP_SET.values == (1, 5, 25, 100, 500, 1000, 5000)


def test_common_us_colours() -> None:
    cash = get_chip_set("cash")
    names = {d.value: d.colour_name for d in cash.denominations}
    assert names[1] == "white"
    assert names[5] == "red"
    assert names[25] == "green"
    assert names[100] == "black"
    assert names[500] == "purple"
    tournament = get_chip_set("tournament")
    assert tournament.values == (25, 100, 500, 1000, 5000, 25_000, 100_000)
    assert get_chip_set("low-stakes").values == (1, 2, 5, 25, 100)


@pytest.mark.parametrize("chip_set", ALL_SETS, ids=lambda s: s.id)
def test_every_chip_can_be_told_without_colour(chip_set: ChipSet) -> None:
    stripes = [d.stripes for d in chip_set.denominations]
    assert len(set(stripes)) == len(stripes)
    assert stripes == sorted(stripes)
    for d in chip_set.denominations:
        assert re.fullmatch(r"#[0-9a-f]{6}", d.rgb)
        assert f"'{d.label}'" in d.marking
        assert str(d.stripes) in d.marking


def test_same_value_same_marking_across_sets() -> None:
    # Colours may differ (a 5,000 is brown in cash, orange in tournaments); stripes never do.
    stripes: dict[int, int] = {}
    for chip_set in ALL_SETS:
        for d in chip_set.denominations:
            assert stripes.setdefault(d.value, d.stripes) == d.stripes


def test_labels() -> None:
    tournament = get_chip_set("tournament")
    assert [d.label for d in tournament.denominations] == [
        "25",
        "100",
        "500",
        "1K",
        "5K",
        "25K",
        "100K",
    ]


def test_unknown_set_names_it_and_lists_known() -> None:
    with pytest.raises(ChipError, match=r"'euro'.*cash, low-stakes, tournament"):
        get_chip_set("euro")


@pytest.mark.parametrize("chip_set", ALL_SETS, ids=lambda s: s.id)
def test_builtin_repr_round_trips(chip_set: ChipSet) -> None:
    assert repr(chip_set) == f"get_chip_set({chip_set.id!r})"
    assert eval(repr(chip_set)) == chip_set


def test_custom_repr_round_trips() -> None:
    custom = ChipSet("home", "Home game", (chip(1), chip(10), chip(50)))
    assert eval(repr(custom)) == custom


def test_denomination_lookup() -> None:
    assert get_chip_set("tournament").denomination(500).colour_name == "purple"
    with pytest.raises(ChipError, match="no 1 chip"):
        get_chip_set("tournament").denomination(1)


# --- breakdown ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "set_id", "expected"),
    [
        (1_600, "cash", ((1000, 1), (500, 1), (100, 1))),
        (8_000, "cash", ((5000, 1), (1000, 3))),
        (17, "cash", ((5, 3), (1, 2))),
        (1_050, "tournament", ((1000, 1), (25, 2))),
        (325, "tournament", ((100, 3), (25, 1))),
        (
            131_525,
            "tournament",
            ((100_000, 1), (25_000, 1), (5000, 1), (1000, 1), (500, 1), (25, 1)),
        ),
        (9, "low-stakes", ((5, 1), (2, 2))),
        (0, "cash", ()),
    ],
)
def test_breakdown_examples(
    amount: int, set_id: str, expected: tuple[tuple[int, int], ...]
) -> None:
    assert breakdown(amount, get_chip_set(set_id)) == expected


def test_breakdown_default_set() -> None:
    assert breakdown(30) == ((25, 1), (5, 1))


def test_breakdown_not_a_multiple_names_the_nearest_amounts() -> None:
    with pytest.raises(ChipError) as info:
        breakdown(1_040, get_chip_set("tournament"))
    message = str(info.value)
    assert "1,040" in message
    assert "smallest chip is 25" in message
    assert "1,025" in message
    assert "1,050" in message


def test_breakdown_below_smallest_chip() -> None:
    with pytest.raises(ChipError, match=r"cannot make 10 .* smallest chip is 25$"):
        breakdown(10, get_chip_set("tournament"))


def test_breakdown_negative() -> None:
    with pytest.raises(ChipError, match="never negative"):
        breakdown(-5)


@pytest.mark.parametrize("bad", [2.5, 100.0, True, "100"])
def test_breakdown_refuses_non_int(bad: object) -> None:
    with pytest.raises(TypeError, match="whole number"):
        breakdown(bad)  # type: ignore[arg-type]


@given(st.sampled_from(ALL_SETS), st.integers(min_value=0, max_value=10_000_000))
def test_breakdown_sums_to_amount_with_set_chips(chip_set: ChipSet, n: int) -> None:
    amount = n * chip_set.smallest
    counts = breakdown(amount, chip_set)
    assert total(expand(counts)) == amount
    assert sum(value * count for value, count in counts) == amount
    values = [value for value, _ in counts]
    assert all(value in chip_set.values for value in values)
    assert values == sorted(set(values), reverse=True)
    assert all(count > 0 for _, count in counts)
    # Largest chip first: no count could be exchanged for a larger chip.
    for value, count in counts:
        larger = [v for v in chip_set.values if v > value]
        if larger:
            assert value * count < larger[0]


@given(st.sampled_from(ALL_SETS), st.integers(min_value=0, max_value=3_000))
def test_breakdown_uses_fewest_chips(chip_set: ChipSet, n: int) -> None:
    amount = n * chip_set.smallest
    counts = breakdown(amount, chip_set)
    assert sum(count for _, count in counts) == fewest_chips(amount, chip_set.values)


@given(st.sampled_from(ALL_SETS), st.integers(min_value=1, max_value=10_000_000))
def test_breakdown_rejects_what_cannot_be_made(chip_set: ChipSet, amount: int) -> None:
    assume(amount % chip_set.smallest)
    assert not chip_set.can_make(amount)
    with pytest.raises(ChipError, match=f"cannot make {amount:,} with {chip_set.name} chips"):
        breakdown(amount, chip_set)


# --- building a chip set ------------------------------------------------------------------


@given(
    st.integers(min_value=1, max_value=25),
    st.lists(st.integers(min_value=2, max_value=60), min_size=1, max_size=4, unique=True),
)
def test_accepted_sets_always_give_fewest_chips(unit: int, multiples: list[int]) -> None:
    values = (1, *sorted(multiples))
    try:
        chip_set = ChipSet("custom", "Custom", tuple(chip(v * unit) for v in values))
    except ChipError as error:
        # Refused only when largest-first really is beaten somewhere.
        match = re.search(r"for ([\d,]+) \((\d+) chips instead of (\d+)\)", str(error))
        assert match is not None, str(error)
        amount = int(match[1].replace(",", ""))
        assert fewest_chips(amount, tuple(v * unit for v in values)) == int(match[3])
        assert int(match[3]) < int(match[2])
        return
    for n in range(0, 2 * values[-1] + 1):
        amount = n * unit
        counts = breakdown(amount, chip_set)
        assert total(expand(counts)) == amount
        assert sum(c for _, c in counts) == fewest_chips(amount, chip_set.values)


def test_set_where_largest_first_is_not_fewest_is_refused() -> None:
    with pytest.raises(ChipError, match=r"fewest chips for 6 \(3 chips instead of 2\)"):
        ChipSet("odd", "Odd", (chip(1), chip(3), chip(4)))


@given(st.lists(st.integers(min_value=2, max_value=40), min_size=2, max_size=5, unique=True))
def test_a_refused_set_names_the_smallest_amount_largest_first_gets_wrong(
    multiples: list[int],
) -> None:
    # Every amount below the one named is made with the fewest chips largest-first, and the
    # one named is not: checked by counting every amount up to the two largest chips, where
    # any such amount must lie (Kozen and Zaks, 1994), without the engine's shortcut.
    values = (1, *sorted(multiples))

    def largest_first(amount: int) -> int:
        count = 0
        for value in reversed(values):
            count += amount // value
            amount %= value
        return count

    bad = next(
        (
            n
            for n in range(1, values[-1] + values[-2])
            if largest_first(n) != fewest_chips(n, values)
        ),
        None,
    )
    if bad is None:
        assert ChipSet("custom", "Custom", tuple(chip(v) for v in values)).values == values
        return
    with pytest.raises(
        ChipError,
        match=rf"fewest chips for {bad:,} \({largest_first(bad)} chips "
        rf"instead of {fewest_chips(bad, values)}\)",
    ):
        ChipSet("custom", "Custom", tuple(chip(v) for v in values))


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ((), "has no chips"),
        ((5, 1), "smallest to largest"),
        ((5, 5), "smallest to largest"),
        ((2, 5), "multiple of the smallest chip"),
    ],
)
def test_bad_sets_are_refused(values: tuple[int, ...], message: str) -> None:
    with pytest.raises(ChipError, match=message):
        ChipSet("bad", "Bad", tuple(chip(v) for v in values))


def test_shared_colour_or_stripes_refused() -> None:
    with pytest.raises(ChipError, match="colour"):
        ChipSet("bad", "Bad", (chip(1, rgb="#000000"), chip(5, rgb="#000000")))
    with pytest.raises(ChipError, match="stripes"):
        ChipSet("bad", "Bad", (chip(1, stripes=2), chip(5, stripes=2)))


@pytest.mark.parametrize("set_id", ["", "Cash", "two words", "-x", "a_b"])
def test_bad_set_id(set_id: str) -> None:
    with pytest.raises(ChipError, match="chip set id"):
        ChipSet(set_id, "Name", (chip(1),))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"value": 0}, "above 0"),
        ({"value": -5}, "above 0"),
        ({"rgb": "blue"}, "hex colour"),
        ({"rgb": "#12345"}, "hex colour"),
        ({"colour_name": " "}, "colour_name must not be empty"),
        ({"marking": ""}, "marking must not be empty"),
        ({"stripes": -1}, "stripes"),
    ],
)
def test_bad_denomination(kwargs: dict[str, object], message: str) -> None:
    fields: dict[str, object] = {
        "value": 5,
        "colour_name": "red",
        "rgb": "#c8102e",
        "stripes": 3,
        "marking": "'5' printed",
    }
    fields.update(kwargs)
    with pytest.raises(ChipError, match=message):
        Denomination(**fields)  # type: ignore[arg-type]


# --- chip lists -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("500,500", (500, 500)),
        ("1000, 25", (1000, 25)),
        (" 25 ,25,  100 ", (25, 25, 100)),
        ("5000", (5000,)),
    ],
)
def test_parse_chips(text: str, expected: tuple[int, ...]) -> None:
    assert parse_chips(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no chips given"),
        ("   ", "no chips given"),
        ("500,,500", "chip 2 of '500,,500' is empty"),
        ("500,", "chip 2 of '500,' is empty"),
        ("500, abc", "'abc' in '500, abc' is not a chip value"),
        ("500 500", "'500 500' in '500 500' is not a chip value"),
        ("-25", "'-25' in '-25' is not a chip value"),
        ("2.5", "'2.5' in '2.5' is not a chip value"),
        ("1k", "'1k'"),
        ("0", "a chip is worth more than 0"),
        ("1,000", "'000' in '1,000' is not a chip value: .*'1000', not '1,000'"),
        ("1,025", "'025' in '1,025'"),
    ],
)
def test_parse_chips_names_the_bad_part(text: str, message: str) -> None:
    with pytest.raises(ChipError, match=message):
        parse_chips(text)


def test_parse_chips_against_a_set() -> None:
    tournament = get_chip_set("tournament")
    assert parse_chips("1000,500,25", tournament) == (1000, 500, 25)
    with pytest.raises(ChipError, match=r"'5' in '500,5': Tournament chips have no 5 chip"):
        parse_chips("500,5", tournament)


def test_parse_chip_value() -> None:
    assert parse_chip_value("25") == 25
    with pytest.raises(ChipError, match="'x'"):
        parse_chip_value("x")


@given(st.lists(st.integers(min_value=1, max_value=10**9), min_size=1, max_size=20), st.data())
def test_parse_chips_round_trip(chips: list[int], data: st.DataObject) -> None:
    separators = data.draw(
        st.lists(
            st.sampled_from([",", ", ", " ,", " , "]),
            min_size=len(chips) - 1,
            max_size=len(chips) - 1,
        )
    )
    text = str(chips[0]) + "".join(
        sep + str(c) for sep, c in zip(separators, chips[1:], strict=True)
    )
    assert parse_chips(text) == tuple(chips)
    assert total(parse_chips(text)) == sum(chips)


def test_total_and_expand() -> None:
    assert total(()) == 0
    assert total([500, 500, 25]) == 1025
    assert expand([(1000, 2), (25, 3)]) == (1000, 1000, 25, 25, 25)
    with pytest.raises(TypeError):
        total([2.5])  # type: ignore[list-item]


@pytest.mark.parametrize("chip_set", ALL_SETS, ids=lambda s: s.id)
def test_values_read_once_are_the_denominations_values(chip_set: ChipSet) -> None:
    """``values`` is stored when the set is made: the denominations' values, smallest first;
    it is not compared, hashed or shown (the denominations are)."""
    assert chip_set.values == tuple(d.value for d in chip_set.denominations)
    again = ChipSet(chip_set.id, chip_set.name, chip_set.denominations)
    assert again == chip_set and hash(again) == hash(chip_set)
    assert again.values == chip_set.values
    assert "values" not in repr(ChipSet("home", chip_set.name, chip_set.denominations))
