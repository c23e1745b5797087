"""One bounded reader for every number from outside the app (issue 17)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.amounts import (
    MAX_AMOUNT,
    InputError,
    bounded_int,
    read_int,
    read_toml,
)
from dealer_trainer.engine.chips import ChipError, parse_chip_value
from dealer_trainer.engine.options import ProfileError, load_profile, profile_from_toml

HUGE = "9" * 4301


def test_the_largest_amount_is_a_thousand_trillion() -> None:
    assert MAX_AMOUNT == 10**15
    assert bounded_int(MAX_AMOUNT, "x") == MAX_AMOUNT
    assert bounded_int(Decimal("1600"), "x") == 1600


@pytest.mark.parametrize(
    ("value", "why"),
    [
        (MAX_AMOUNT + 1, "starting_stacks[1]: 1000000000000001 is too large"),
        (-1, "starting_stacks[1]: -1 is negative"),
        (True, "starting_stacks[1]: expected a whole number, not True"),
        (Decimal("1.5"), "starting_stacks[1]: expected a whole number, not 1.5"),
        (Decimal("1e400"), "starting_stacks[1]: 1E+400 is too large"),
        ("600", "starting_stacks[1]: expected a whole number, not '600'"),
    ],
)
def test_bounded_int_names_the_field(value: object, why: str) -> None:
    with pytest.raises(InputError) as refused:
        bounded_int(value, "starting_stacks[1]")
    assert str(refused.value).startswith(why)


def test_read_int_refuses_long_text_before_converting_it() -> None:
    assert read_int("1_000", "--chips") == 1000
    with pytest.raises(InputError, match=r"^--chips: 9999.*\(4,301 characters\) is too large"):
        read_int(HUGE, "--chips")
    with pytest.raises(InputError, match="expected a whole number"):
        read_int("²", "--chips")


def test_read_toml_names_the_line_of_a_4301_digit_number() -> None:
    with pytest.raises(InputError) as refused:
        read_toml(f"a = 1\nb = [1, {HUGE}]\n", "f.toml")
    assert str(refused.value) == (
        "f.toml: line 2: a number 4,301 digits long is far too large "
        "(amounts are at most 1,000,000,000,000,000)"
    )


def test_read_toml_reports_nesting_too_deep_to_read() -> None:
    with pytest.raises(InputError, match=r"^f\.toml: arrays or tables nested too deep"):
        read_toml("a = " + "[" * 100_000, "f.toml")


def test_read_toml_reports_a_nul_byte_with_its_line() -> None:
    with pytest.raises(InputError, match=r"^f.toml: line 2: not valid TOML"):
        read_toml('a = 1\nb = "x\x00"\n', "f.toml")


def test_a_hand_with_a_4301_digit_stack_is_a_phh_error() -> None:
    text = (
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        f"starting_stacks = [200, {HUGE}]\nactions = []\n"
    )
    with pytest.raises(phh.PhhError) as refused:
        phh.loads(text, source="x.phh")
    assert str(refused.value).startswith("x.phh: line 5: a number 4,301 digits long")


def test_a_hand_nested_too_deep_is_a_phh_error() -> None:
    with pytest.raises(phh.PhhError, match="nested too deep"):
        phh.loads("actions = " + "[" * 100_000, source="x.phh")


def test_a_profile_rake_cap_of_4301_digits_is_a_profile_error() -> None:
    with pytest.raises(ProfileError, match=r"^p.toml: line 1: a number 4,301 digits long"):
        profile_from_toml(f"rake_cap = {HUGE}\n", where="p.toml")


def test_a_profile_amount_beyond_the_largest_is_refused_by_name() -> None:
    with pytest.raises(ProfileError, match=r"^p.toml: rake_cap: 1000000000000001 is too large"):
        profile_from_toml(f"rake_cap = {MAX_AMOUNT + 1}\n", where="p.toml")
    assert profile_from_toml(f"rake_cap = {MAX_AMOUNT}\n").rake_cap == MAX_AMOUNT


def test_a_profile_file_that_is_not_utf8_is_a_profile_error(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    path.write_bytes(b"rake_cap = 5\n\xff\xfe")
    with pytest.raises(ProfileError, match="not a UTF-8 text file"):
        load_profile(path)


def test_a_chip_of_4301_digits_is_a_chip_error() -> None:
    with pytest.raises(ChipError, match="a chip of 4,301 digits is not a chip value"):
        parse_chip_value(HUGE)


def test_a_hand_amount_beyond_the_largest_names_its_field() -> None:
    text = (
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        f"starting_stacks = [200, {MAX_AMOUNT + 1}]\nactions = []\n"
    )
    with pytest.raises(phh.PhhError) as refused:
        phh.loads(text, source="x.phh")
    assert str(refused.value) == (
        "x.phh#1: starting_stacks[1]: 1000000000000001 is too large "
        "(amounts are at most 1,000,000,000,000,000)"
    )
    assert phh.loads(text.replace(str(MAX_AMOUNT + 1), str(MAX_AMOUNT))).starting_stacks[1] == (
        MAX_AMOUNT
    )


def test_an_exponent_too_large_for_a_decimal_is_a_profile_error() -> None:
    """Found by the deep fuzz run: Decimal raised InvalidOperation, which is no ValueError."""
    with pytest.raises(ProfileError, match=r"^p\.toml: the number 1e9999.* is out of range"):
        profile_from_toml("name = 1e" + "9" * 30 + "\n", where="p.toml")


def test_a_player_of_4301_digits_in_an_action_is_a_phh_error() -> None:
    """Found by the deep fuzz run: ``p`` + 4,301 digits reached int() in the action reader."""
    text = (
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        f'starting_stacks = [200, 200]\nactions = ["p{HUGE} f"]\n'
    )
    with pytest.raises(phh.PhhError, match=r"cannot read actor 'p9999"):
        phh.loads(text, source="x.phh")


def test_a_bet_of_4301_digits_in_an_action_is_a_phh_error() -> None:
    """Found by the deep fuzz run after the fast PHH reader came in: a whole amount was
    converted with int(), which refuses 4,301 digits with a ValueError."""
    text = (
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        f'starting_stacks = [200, 200]\nactions = ["d dh p1 AhKh", "d dh p2 QsQd", "p1 cbr {HUGE}"]\n'
    )
    with pytest.raises(phh.PhhError, match=r"actions\[2\].*too large"):
        phh.loads(text, source="x.phh")


@pytest.mark.parametrize("stack", ["1e9995110000", "1.5e99999", "1" + "0" * 40 + ".5"])
def test_a_stack_with_a_huge_exponent_is_a_phh_error(stack: str) -> None:
    """Found by the deep fuzz run: the fast PHH reader gave such a number to the amount check
    as a Decimal, and abs() overflowed before it was compared with the largest amount."""
    text = (
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        f"starting_stacks = [200, {stack}]\nactions = []\n"
    )
    with pytest.raises(phh.PhhError, match=r"starting_stacks\[1\].*too large"):
        phh.loads(text, source="x.phh")
