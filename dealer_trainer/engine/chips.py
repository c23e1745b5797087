"""Chip sets: denominations, colours, and how a dealer makes an amount in chips.

Every value is an exact ``int`` in the smallest unit of the game (one dollar in
the cash sets, one tournament chip in the tournament set); floats are refused.

>>> DEFAULT_CHIP_SET.values
(1, 5, 25, 100, 500, 1000, 5000)
>>> breakdown(1_550, get_chip_set("tournament"))
((1000, 1), (500, 1), (25, 2))
>>> total(parse_chips("1000, 25, 25"))
1050
>>> breakdown(1_040, get_chip_set("tournament"))
Traceback (most recent call last):
...
dealer_trainer.engine.chips.ChipError: cannot make 1,040 with Tournament chips: the smallest chip \
is 25, so amounts go in steps of 25 (nearest: 1,025 or 1,050)
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from typing import Final, TypeAlias

__all__ = [
    "CHIP_SETS",
    "DEFAULT_CHIP_SET",
    "HIGH_ROLLER",
    "HIGH_STAKES",
    "MESSAGES",
    "TABLE_CHIP_SETS",
    "ChipCounts",
    "ChipError",
    "ChipSet",
    "Denomination",
    "breakdown",
    "expand",
    "get_chip_set",
    "parse_chip_value",
    "parse_chips",
    "total",
]

ChipCounts: TypeAlias = tuple[tuple[int, int], ...]
"""``(denomination, count)`` pairs, largest denomination first, every count > 0."""

MESSAGES: Final[dict[str, str]] = {
    # Amounts and breakdowns (read by a trainee).
    "not_int": "{what} must be a whole number in the game's smallest unit, not {value!r}",
    "negative": "cannot make {amount:,} in chips: an amount is never negative",
    "not_multiple": (
        "cannot make {amount:,} with {name} chips: the smallest chip is {smallest:,}, "
        "so amounts go in steps of {smallest:,} (nearest: {below:,} or {above:,})"
    ),
    "below_smallest": (
        "cannot make {amount:,} with {name} chips: the smallest chip is {smallest:,}"
    ),
    # Chip lists such as ``--chips 500,500``.
    "no_chips": "no chips given: list chip values separated by commas, like '500,500'",
    "empty_part": (
        "chip {position} of {text!r} is empty: list chip values separated by commas, like '500,500'"
    ),
    "bad_part": (
        "{part!r} in {text!r} is not a chip value: write each chip as a whole number "
        "without thousands separators, like '1000,25'"
    ),
    "zero_chip": "{part!r} in {text!r} is not a chip value: a chip is worth more than 0",
    "huge_chip": "a chip of {digits:,} digits is not a chip value: no chip is worth that much",
    "leading_zero": (
        "{part!r} in {text!r} is not a chip value: chips are separated by commas, so write "
        "thousands without a separator ('1000', not '1,000')"
    ),
    "not_in_set": "{part!r} in {text!r}: {name} chips have no {value:,} chip (chips: {values})",
    # Registry.
    "unknown_set": "unknown chip set {set_id!r}; known chip sets: {known}",
    # Building a chip set (read by whoever defines one).
    "bad_value": "a chip's value must be a whole number above 0, not {value!r}",
    "bad_rgb": "chip {value:,}: colour {rgb!r} is not a hex colour like '#1f5fbf'",
    "bad_text": "chip {value:,}: {field} must not be empty",
    "bad_stripes": "chip {value:,}: stripes must be a whole number of at least 0, not {stripes!r}",
    "bad_id": "chip set id {set_id!r} must be lower-case letters, digits and '-'",
    "no_name": "chip set {set_id!r} needs a name",
    "no_denominations": "chip set {set_id!r} has no chips",
    "not_ascending": (
        "chip set {set_id!r}: chips must be listed from smallest to largest, once each"
    ),
    "not_divisible": (
        "chip set {set_id!r}: every chip must be a multiple of the smallest chip "
        "({smallest:,}); {value:,} is not"
    ),
    "not_canonical": (
        "chip set {set_id!r}: taking the largest chip first does not give the fewest "
        "chips for {amount:,} ({greedy} chips instead of {best})"
    ),
    "duplicate_colour": "chip set {set_id!r}: two chips share the colour {rgb}",
    "duplicate_stripes": (
        "chip set {set_id!r}: two chips share the edge marking of {stripes} stripes"
    ),
    "no_such_chip": "{name} chips have no {value:,} chip (chips: {values})",
}
"""Every message this module shows, as ``str.format`` templates (English; translate here)."""


class ChipError(ValueError):
    """An amount that cannot be made in chips, a bad chip list or a bad chip set."""


_RGB = re.compile(r"^#[0-9a-fA-F]{6}$")
_SET_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_CHIP_VALUE = re.compile(r"^[0-9]+$")


def _require_int(value: object, what: str) -> int:
    """Return ``value`` if it is an ``int`` (not a ``bool``); raise ``TypeError`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(MESSAGES["not_int"].format(what=what, value=value))
    return value


def _grouped(value: int) -> str:
    return f"{value:,}"


@dataclass(frozen=True, slots=True)
class Denomination:
    """One chip of a set: its value, its colour, and a marking that needs no colour vision.

    ``stripes`` is the number of edge stripes the table draws on the chip; within a set
    no two chips share it, so value order can be read without telling colours apart.
    ``marking`` says in words how the chip can be told apart without colour.

    >>> chip = get_chip_set("tournament").denomination(25_000)
    >>> chip.label, chip.colour_name
    ('25K', 'grey')
    """

    value: int
    """Worth of the chip in the game's smallest unit."""
    colour_name: str
    """The colour's everyday name, as a dealer says it ("green", "black")."""
    rgb: str
    """The colour as ``#rrggbb``."""
    stripes: int
    """Edge stripes drawn on the chip (a colour-blind-safe marking)."""
    marking: str
    """How to tell the chip without colour: the printed value and the edge pattern."""

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int) or self.value <= 0:
            raise ChipError(MESSAGES["bad_value"].format(value=self.value))
        if not isinstance(self.rgb, str) or not _RGB.match(self.rgb):
            raise ChipError(MESSAGES["bad_rgb"].format(value=self.value, rgb=self.rgb))
        for field, text in (("colour_name", self.colour_name), ("marking", self.marking)):
            if not isinstance(text, str) or not text.strip():
                raise ChipError(MESSAGES["bad_text"].format(value=self.value, field=field))
        if isinstance(self.stripes, bool) or not isinstance(self.stripes, int) or self.stripes < 0:
            raise ChipError(MESSAGES["bad_stripes"].format(value=self.value, stripes=self.stripes))

    @property
    def label(self) -> str:
        """The short value printed on the chip: ``25``, ``500``, ``1K``, ``25K``, ``1M``.

        >>> [Denomination(v, "x", "#000000", 0, "x").label for v in (5, 1_000, 2_500, 1_000_000)]
        ['5', '1K', '2500', '1M']
        """
        return _label(self.value)


def _label(value: int) -> str:
    if value % 1_000_000 == 0:
        return f"{value // 1_000_000}M"
    if value % 1_000 == 0:
        return f"{value // 1_000}K"
    return str(value)


def _greedy(amount: int, values: tuple[int, ...]) -> list[tuple[int, int]]:
    """Largest chip first. ``values`` ascending; any remainder is left unmade."""
    counts: list[tuple[int, int]] = []
    for value in reversed(values):
        count, amount = divmod(amount, value)
        if count:
            counts.append((value, count))
    return counts


def _first_non_canonical(values: tuple[int, ...]) -> tuple[int, int, int] | None:
    """The smallest amount where largest-chip-first does not use the fewest chips.

    Returns ``(amount, greedy count, fewest count)`` or ``None``. ``values`` are ascending
    multiples of the first. Pearson (2005) showed that the smallest such amount, if any, is
    one of a few candidates built from the greedy change of one chip less than a larger
    chip: keep that change's chips down to some value, add one chip of that value, drop the
    smaller ones. Trying every candidate takes a handful of steps for a set of any size; the
    fewest count is then found for the one amount that fails (only when a set is refused).
    """
    if len(values) < 3:
        return None
    unit = values[0]
    steps = tuple(v // unit for v in values)  # ascending, the first is 1
    down = steps[::-1]
    smallest_bad: int | None = None
    for i in range(1, len(down)):
        change = _greedy_counts(down[i - 1] - 1, down)
        for j in range(i, len(down)):
            made = [*change[:j], change[j] + 1] + [0] * (len(down) - j - 1)
            amount = sum(c * v for c, v in zip(made, down, strict=True))
            if sum(_greedy_counts(amount, down)) > sum(made) and (
                smallest_bad is None or amount < smallest_bad
            ):
                smallest_bad = amount
    if smallest_bad is None:
        return None
    fewest = [0] * (smallest_bad + 1)
    for x in range(1, smallest_bad + 1):
        fewest[x] = 1 + min(fewest[x - s] for s in steps if s <= x)
    greedy = sum(count for _, count in _greedy(smallest_bad, steps))
    return smallest_bad * unit, greedy, fewest[smallest_bad]


def _greedy_counts(amount: int, down: tuple[int, ...]) -> list[int]:
    """How many of each chip (``down`` largest first) largest-chip-first change gives."""
    counts = []
    for value in down:
        count, amount = divmod(amount, value)
        counts.append(count)
    return counts


@dataclass(frozen=True, slots=True)
class ChipSet:
    """A named set of chips, smallest first.

    A set is accepted only if a dealer making change from the largest chip down always
    ends with the fewest chips, and every chip is a multiple of the smallest one, so
    every multiple of the smallest chip can be made.

    >>> get_chip_set("low-stakes")
    get_chip_set('low-stakes')
    >>> get_chip_set("low-stakes").values
    (1, 2, 5, 25, 100)
    """

    id: str
    """Stable key, used in settings and on the command line (``cash``)."""
    name: str
    """The name shown to a trainee ("Casino cash")."""
    denominations: tuple[Denomination, ...]
    """The chips, smallest value first."""
    values: tuple[int, ...] = dataclasses.field(init=False, repr=False, compare=False)
    """The chip values, smallest first (read from ``denominations`` once, when the set is
    made: a set does not change, and making change reads them for every amount)."""

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not _SET_ID.match(self.id):
            raise ChipError(MESSAGES["bad_id"].format(set_id=self.id))
        if not isinstance(self.name, str) or not self.name.strip():
            raise ChipError(MESSAGES["no_name"].format(set_id=self.id))
        if not self.denominations:
            raise ChipError(MESSAGES["no_denominations"].format(set_id=self.id))
        values = tuple(d.value for d in self.denominations)
        if any(a >= b for a, b in pairwise(values)):
            raise ChipError(MESSAGES["not_ascending"].format(set_id=self.id))
        smallest = values[0]
        for value in values:
            if value % smallest:
                raise ChipError(
                    MESSAGES["not_divisible"].format(set_id=self.id, smallest=smallest, value=value)
                )
        seen_rgb: set[str] = set()
        seen_stripes: set[int] = set()
        for d in self.denominations:
            if d.rgb.lower() in seen_rgb:
                raise ChipError(MESSAGES["duplicate_colour"].format(set_id=self.id, rgb=d.rgb))
            if d.stripes in seen_stripes:
                raise ChipError(
                    MESSAGES["duplicate_stripes"].format(set_id=self.id, stripes=d.stripes)
                )
            seen_rgb.add(d.rgb.lower())
            seen_stripes.add(d.stripes)
        bad = _first_non_canonical(values)
        if bad is not None:
            amount, greedy, best = bad
            raise ChipError(
                MESSAGES["not_canonical"].format(
                    set_id=self.id, amount=amount, greedy=greedy, best=best
                )
            )
        object.__setattr__(self, "values", values)  # frozen: set once, as __init__ would

    @property
    def smallest(self) -> int:
        """The smallest chip: every amount in this set is a multiple of it."""
        return self.denominations[0].value

    @property
    def largest(self) -> int:
        """The largest chip."""
        return self.denominations[-1].value

    def denomination(self, value: int) -> Denomination:
        """The chip worth ``value``; ``ChipError`` if the set has none."""
        for d in self.denominations:
            if d.value == value:
                return d
        raise ChipError(
            MESSAGES["no_such_chip"].format(
                name=self.name, value=value, values=", ".join(map(_grouped, self.values))
            )
        )

    def can_make(self, amount: int) -> bool:
        """Whether ``amount`` can be paid exactly in these chips.

        >>> DEFAULT_CHIP_SET.can_make(7), get_chip_set("tournament").can_make(60)
        (True, False)
        """
        amount = _require_int(amount, "an amount")
        return amount >= 0 and amount % self.smallest == 0

    def __repr__(self) -> str:
        if CHIP_SETS.get(self.id) == self:
            return f"get_chip_set({self.id!r})"
        return f"ChipSet(id={self.id!r}, name={self.name!r}, denominations={self.denominations!r})"


def _chip(value: int, colour_name: str, rgb: str, stripes: int) -> Denomination:
    plural = "stripe" if stripes == 1 else "stripes"
    marking = f"'{_label(value)}' printed on the face; {stripes} edge {plural}"
    return Denomination(value, colour_name, rgb, stripes, marking)


# Typical US card-room colours. Edge stripes grow with the value, so the same value
# carries the same stripe count in every built-in set.
_CASH = ChipSet(
    "cash",
    "Casino cash",
    (
        _chip(1, "white", "#f2f2ee", 1),
        _chip(5, "red", "#c8102e", 3),
        _chip(25, "green", "#1e8c3a", 4),
        _chip(100, "black", "#1a1a1a", 5),
        _chip(500, "purple", "#6a2c91", 6),
        _chip(1_000, "yellow", "#f2c500", 7),
        _chip(5_000, "brown", "#7a4b2a", 8),
    ),
)

_TOURNAMENT = ChipSet(
    "tournament",
    "Tournament",
    (
        _chip(25, "green", "#1e8c3a", 4),
        _chip(100, "black", "#1a1a1a", 5),
        _chip(500, "purple", "#6a2c91", 6),
        _chip(1_000, "yellow", "#f2c500", 7),
        _chip(5_000, "orange", "#f07f13", 8),
        _chip(25_000, "grey", "#8a8d91", 9),
        _chip(100_000, "light blue", "#6fb7e8", 10),
    ),
)

_LOW_STAKES = ChipSet(
    "low-stakes",
    "Low-stakes cash",
    (
        _chip(1, "white", "#f2f2ee", 1),
        _chip(2, "blue", "#1f5fbf", 2),
        _chip(5, "red", "#c8102e", 3),
        _chip(25, "green", "#1e8c3a", 4),
        _chip(100, "black", "#1a1a1a", 5),
    ),
)

CHIP_SETS: Final[dict[str, ChipSet]] = {s.id: s for s in (_CASH, _TOURNAMENT, _LOW_STAKES)}
"""The built-in chip sets by id."""

DEFAULT_CHIP_SET: Final[ChipSet] = _CASH
"""The set used when none is chosen: the casino cash set."""

HIGH_ROLLER: Final[ChipSet] = ChipSet(
    "high-roller",
    "Tournament, late stages",
    (
        _chip(1_000, "yellow", "#f2c500", 7),
        _chip(5_000, "orange", "#f07f13", 8),
        _chip(25_000, "grey", "#8a8d91", 9),
        _chip(100_000, "light blue", "#6fb7e8", 10),
        _chip(500_000, "pink", "#e0709b", 11),
        _chip(1_000_000, "gold", "#b8860b", 12),
        _chip(5_000_000, "dark blue", "#16307a", 13),
    ),
)
"""The big chips of a tournament's last days (a final table's stacks run to millions)."""

HIGH_STAKES: Final[ChipSet] = ChipSet(
    "high-stakes",
    "High-stakes cash, with plaques",
    (
        _chip(1, "white", "#f2f2ee", 1),
        _chip(5, "red", "#c8102e", 3),
        _chip(25, "green", "#1e8c3a", 4),
        _chip(100, "black", "#1a1a1a", 5),
        _chip(500, "purple", "#6a2c91", 6),
        *HIGH_ROLLER.denominations,
    ),
)
"""Every amount in the smallest unit, up to plaques of five million: the set of last resort
(a famous high-stakes pot in cents still fits the felt)."""

TABLE_CHIP_SETS: Final[dict[str, ChipSet]] = {
    **CHIP_SETS,
    HIGH_ROLLER.id: HIGH_ROLLER,
    HIGH_STAKES.id: HIGH_STAKES,
}
"""Every set the table can draw with, by id: :data:`CHIP_SETS` (the sets a question's amounts
are counted in, and :func:`get_chip_set` knows) and the late-stage plaques, which the table
uses only to draw stacks too big for them (see :mod:`dealer_trainer.gui.chip_rack`)."""


def get_chip_set(chip_set_id: str) -> ChipSet:
    """The built-in chip set with this id.

    >>> get_chip_set("tournament").smallest
    25
    >>> get_chip_set("euro")
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.chips.ChipError: unknown chip set 'euro'; known chip sets: cash, \
low-stakes, tournament
    """
    try:
        return CHIP_SETS[chip_set_id]
    except KeyError:
        known = ", ".join(sorted(CHIP_SETS))
        raise ChipError(MESSAGES["unknown_set"].format(set_id=chip_set_id, known=known)) from None


def breakdown(amount: int, chip_set: ChipSet = DEFAULT_CHIP_SET) -> ChipCounts:
    """Make ``amount`` the way a dealer does: largest chip first, which is the fewest chips.

    Returns ``(denomination, count)`` pairs, largest first, leaving out chips not used;
    ``0`` gives ``()``. ``ChipError`` if the amount is negative or not a multiple of the
    set's smallest chip.

    >>> breakdown(1_600)
    ((1000, 1), (500, 1), (100, 1))
    >>> breakdown(1_225, get_chip_set("tournament"))
    ((1000, 1), (100, 2), (25, 1))
    >>> breakdown(0)
    ()
    >>> breakdown(10, get_chip_set("tournament"))
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.chips.ChipError: cannot make 10 with Tournament chips: the smallest \
chip is 25
    """
    amount = _require_int(amount, "an amount")
    if amount < 0:
        raise ChipError(MESSAGES["negative"].format(amount=amount))
    smallest = chip_set.smallest
    below = amount - amount % smallest
    if below != amount:
        if below == 0:
            raise ChipError(
                MESSAGES["below_smallest"].format(
                    amount=amount, name=chip_set.name, smallest=smallest
                )
            )
        raise ChipError(
            MESSAGES["not_multiple"].format(
                amount=amount,
                name=chip_set.name,
                smallest=smallest,
                below=below,
                above=below + smallest,
            )
        )
    return tuple(_greedy(amount, chip_set.values))


def expand(counts: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """One entry per chip, in the order given.

    >>> expand(((500, 2), (25, 1)))
    (500, 500, 25)
    """
    chips: list[int] = []
    for value, count in counts:
        chips.extend([_require_int(value, "a chip value")] * _require_int(count, "a chip count"))
    return tuple(chips)


def total(chips: Iterable[int]) -> int:
    """The value of some chips.

    >>> total((500, 500, 25))
    1025
    >>> total(expand(breakdown(3_333)))
    3333
    """
    return sum(_require_int(chip, "a chip value") for chip in chips)


def parse_chip_value(part: str, text: str | None = None) -> int:
    """Read one chip value such as ``"500"``; ``text`` is the whole list, for messages.

    >>> parse_chip_value(" 1000 ")
    1000
    >>> parse_chip_value("1k")
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.chips.ChipError: '1k' in '1k' is not a chip value: write each chip as a \
whole number without thousands separators, like '1000,25'
    """
    whole = part if text is None else text
    stripped = part.strip()
    if not _CHIP_VALUE.match(stripped):
        raise ChipError(MESSAGES["bad_part"].format(part=stripped, text=whole))
    if len(stripped) > 16:  # beyond any amount (10**15): refused before int() is asked
        raise ChipError(MESSAGES["huge_chip"].format(digits=len(stripped)))
    value = int(stripped)
    if value == 0 and len(stripped) == 1:
        raise ChipError(MESSAGES["zero_chip"].format(part=stripped, text=whole))
    if stripped.startswith("0"):
        raise ChipError(MESSAGES["leading_zero"].format(part=stripped, text=whole))
    return value


def parse_chips(text: str, chip_set: ChipSet | None = None) -> tuple[int, ...]:
    """Read a chip list such as ``"500,500"`` or ``"1000, 25"`` (the CLI's ``--chips``).

    Chips are separated by commas, so thousands are written without a separator; a
    chip written with a leading zero (the ``000`` of ``1,000``) is refused for that
    reason. With ``chip_set``, every chip must be one of its denominations.

    >>> parse_chips("500,500")
    (500, 500)
    >>> parse_chips("1000, 25", get_chip_set("tournament"))
    (1000, 25)
    >>> parse_chips("500, 5OO")
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.chips.ChipError: '5OO' in '500, 5OO' is not a chip value: write each \
chip as a whole number without thousands separators, like '1000,25'
    >>> parse_chips("500,3", get_chip_set("tournament"))
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.chips.ChipError: '3' in '500,3': Tournament chips have no 3 chip \
(chips: 25, 100, 500, 1,000, 5,000, 25,000, 100,000)
    """
    if not text.strip():
        raise ChipError(MESSAGES["no_chips"])
    chips: list[int] = []
    for position, part in enumerate(text.split(","), start=1):
        if not part.strip():
            raise ChipError(MESSAGES["empty_part"].format(position=position, text=text))
        value = parse_chip_value(part, text)
        if chip_set is not None and value not in chip_set.values:
            raise ChipError(
                MESSAGES["not_in_set"].format(
                    part=part.strip(),
                    text=text,
                    name=chip_set.name,
                    value=value,
                    values=", ".join(map(_grouped, chip_set.values)),
                )
            )
        chips.append(value)
    return tuple(chips)
