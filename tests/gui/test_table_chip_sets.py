"""The late-stage chip sets the table draws with live in the engine beside the others (issue 14).

A final table's stacks run to millions (high-roller plaques); a high-stakes pot in cents needs
every chip from 1 up to 5,000,000 plaques (high-stakes). Both are built like the engine's other
sets, so a value keeps its stripe count and marking in every set, and the table's chip rack
only chooses among them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dealer_trainer.engine.chips import (
    CHIP_SETS,
    HIGH_ROLLER,
    HIGH_STAKES,
    TABLE_CHIP_SETS,
    ChipSet,
    breakdown,
    get_chip_set,
)
from dealer_trainer.gui import chip_rack

LATE = (HIGH_ROLLER, HIGH_STAKES)


def test_the_table_sets_are_the_engine_sets_and_the_plaques() -> None:
    assert list(TABLE_CHIP_SETS) == [*CHIP_SETS, "high-roller", "high-stakes"]
    assert all(TABLE_CHIP_SETS[s.id] is s for s in LATE)
    assert chip_rack.display_sets() == TABLE_CHIP_SETS
    assert chip_rack.HIGH_ROLLER is HIGH_ROLLER and chip_rack.HIGH_STAKES is HIGH_STAKES


def test_the_chip_rack_defines_no_chips_of_its_own() -> None:
    tree = ast.parse(Path(chip_rack.__file__).read_text(encoding="utf-8"))
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not calls & {"ChipSet", "Denomination", "_chip"}
    assert not [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_chip"]


def test_a_value_has_one_stripe_count_and_marking_in_every_set() -> None:
    seen: dict[int, tuple[int, str]] = {}
    for chip_set in TABLE_CHIP_SETS.values():
        for d in chip_set.denominations:
            assert seen.setdefault(d.value, (d.stripes, d.marking)) == (d.stripes, d.marking)
    assert seen[1_000_000] == (12, "'1M' printed on the face; 12 edge stripes")
    assert seen[1] == (1, "'1' printed on the face; 1 edge stripe")


@pytest.mark.parametrize("chip_set", LATE, ids=lambda s: s.id)
def test_stripes_grow_with_the_value(chip_set: ChipSet) -> None:
    stripes = [d.stripes for d in chip_set.denominations]
    assert stripes == sorted(set(stripes))
    assert list(chip_set.values) == sorted(chip_set.values)


def test_a_final_table_stack_in_plaques() -> None:
    # 27,550,000: five 5M plaques, two 1M, one 500K, two 25K (fewest chips, largest first).
    assert breakdown(27_550_000, HIGH_ROLLER) == (
        (5_000_000, 5),
        (1_000_000, 2),
        (500_000, 1),
        (25_000, 2),
    )
    assert not HIGH_ROLLER.can_make(500)  # no chip under 1,000 in the late stages


def test_a_high_stakes_pot_in_cents_is_made_to_the_cent() -> None:
    assert breakdown(1_234_506, HIGH_STAKES) == (
        (1_000_000, 1),
        (100_000, 2),
        (25_000, 1),
        (5_000, 1),
        (1_000, 4),
        (500, 1),
        (5, 1),
        (1, 1),
    )


def test_the_plaques_are_not_a_set_questions_are_counted_in() -> None:
    assert set(CHIP_SETS) == {"cash", "tournament", "low-stakes"}
    with pytest.raises(ValueError, match="unknown chip set 'high-roller'"):
        get_chip_set("high-roller")
