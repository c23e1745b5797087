"""Which chips the table draws: a set that follows the stakes, coloured up so nothing overflows.

A card room plays a 1/2 game with white, blue and red chips, a 10/20 game with casino
cash chips, a 2,000/4,000 tournament level with tournament chips, and a final table
with stacks of millions in big plaques. :func:`choose_chip_set` picks that way from the
big blind (``"stakes"``), or honours the set chosen in Preferences when it can make every
amount; either way a set whose chips would overflow a pile is passed over for one with
bigger chips, as a dealer colours up a pot. Counting stays exact: every amount is drawn
as its breakdown (:func:`dealer_trainer.engine.chips.breakdown`) in the chosen set.

>>> choose_chip_set("stakes", [300, 10_000], big_blind=2).id
'low-stakes'
>>> choose_chip_set("stakes", [600, 2_000], big_blind=20).id
'cash'
>>> choose_chip_set("stakes", [12_000, 400_000], big_blind=4_000).id
'tournament'
>>> choose_chip_set("stakes", [27_550_000, 600_000], big_blind=600_000).id
'high-roller'
>>> choose_chip_set("tournament", [2_000], big_blind=20).id
'tournament'
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_trainer.engine.chips import (
    DEFAULT_CHIP_SET,
    HIGH_ROLLER,
    HIGH_STAKES,
    TABLE_CHIP_SETS,
    ChipSet,
    breakdown,
)

__all__ = [
    "BY_STAKES",
    "HIGH_ROLLER",
    "HIGH_STAKES",
    "RACK",
    "chip_set_choices",
    "choose_chip_set",
    "columns_needed",
    "display_sets",
]

BY_STAKES = "stakes"
"""The Preferences choice that lets the stakes pick the chip set."""

RACK = 20
"""Chips in a full column, as in a chip rack's tube."""

MAX_COLUMNS = 6
"""Columns a pile may have before the table colours it up."""

STAKES_ORDER = ("low-stakes", "cash", "tournament", "high-roller", "high-stakes")
"""The sets from the smallest chips to the biggest."""


def display_sets() -> dict[str, ChipSet]:
    """Every set the table can draw with: the engine's sets and the late-stage plaques
    (:data:`dealer_trainer.engine.chips.TABLE_CHIP_SETS`)."""
    return dict(TABLE_CHIP_SETS)


def chip_set_choices() -> dict[str, str]:
    """Preferences' chip-set choices: id to title."""
    out = {BY_STAKES: "Follow the stakes (small cash, casino cash, tournament)"}
    for cid, s in display_sets().items():
        out[cid] = f"{s.name} ({', '.join(d.label for d in s.denominations)})"
    return out


def columns_needed(amount: int, chip_set: ChipSet, per_column: int = RACK) -> int:
    """Columns of ``per_column`` chips that ``amount`` takes in ``chip_set`` (fewest chips)."""
    return sum(-(-count // per_column) for _, count in breakdown(amount, chip_set))


def _fits(chip_set: ChipSet, amounts: Sequence[int]) -> bool:
    return all(chip_set.can_make(a) for a in amounts) and all(
        columns_needed(a, chip_set) <= MAX_COLUMNS for a in amounts
    )


def _stakes_start(big_blind: int) -> int:
    """Where in :data:`STAKES_ORDER` the stakes start: 1/2 and 2/5 small cash, up to
    100/200 casino cash, bigger blinds tournament chips."""
    if big_blind <= 5:
        return 0
    if big_blind <= 200:
        return 1
    return 2


def choose_chip_set(preferred: str, amounts: Sequence[int], *, big_blind: int = 0) -> ChipSet:
    """The set to draw ``amounts`` with (see the module's text)."""
    sets = display_sets()
    amounts = [a for a in amounts if a > 0]
    chosen = sets.get(preferred)
    if chosen is not None and _fits(chosen, amounts):
        return chosen
    start = _stakes_start(big_blind)
    order = [sets[i] for i in STAKES_ORDER[start:]] + [sets[i] for i in STAKES_ORDER[:start]]
    order.sort(key=lambda s: s.id == HIGH_STAKES.id)  # the set of last resort comes last
    for chip_set in order:
        if _fits(chip_set, amounts):
            return chip_set
    makers = [s for s in order if all(s.can_make(a) for a in amounts)]
    if not makers:
        return DEFAULT_CHIP_SET
    return min(makers, key=lambda s: max((columns_needed(a, s) for a in amounts), default=0))
