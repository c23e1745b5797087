"""Read and write poker hands in the Poker Hand History (PHH) format.

Long because the PHH format is one contract kept in one file: the typed values, the checks
of a hand's form, the reader and the writer share the field tables and must round-trip
(``loads(dumps(hand)) == hand``); each part is under its own ruled heading below.

PHH (Kim 2023, arXiv:2312.11753, the ``uoftcprg/phh-std`` specification) is TOML:
one hand per ``.phh`` file, or several hands per ``.phhs`` file, each hand a table
(``[1]``, ``[2]``, ...). This module turns that text into frozen, typed values
(:class:`HandHistory`, :class:`PhhAction`) for the hand-state code to replay, and
writes them back. It checks the *form* of a hand (fields, types, lengths, action
syntax, player numbers); whether the actions are legal is the hand state's job.

Amounts are exact integers. The file is read with decimals kept as
:class:`~decimal.Decimal`, never as floats, and every game amount is multiplied by
one scale, :attr:`HandHistory.unit` = 10**d, where d is the largest number of
decimal places any game amount needs (``1259450.25`` needs 2, ``9950.0`` needs 0).
``finishing_stacks`` use the same unit but may stay fractional (a split pot's odd
chip recorded as two half chips), so they are :class:`~fractions.Fraction`.

>>> hand = loads('''
... variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [200, 150.5]
... actions = ["d dh p1 AhKh", "d dh p2 ????", "p2 cbr 6  # opens", "p1 cc"]
... ''')
>>> hand.unit, hand.starting_stacks, hand.blinds_or_straddles
(10, (2000, 1505), (10, 20))
>>> raise_ = hand.actions[2]
>>> raise_.actor, raise_.kind, raise_.amount, raise_.comment
(2, <PhhActionKind.COMPLETE_BET_OR_RAISE_TO: 'cbr'>, 60, 'opens')
>>> loads(dumps(hand)) == hand
True

Actions
-------
Each string in ``actions`` is one of (``N`` is a player number, 1-based)::

    d dh pN CARDS     deal hole cards to player N (``??`` = a card nobody saw)
    d db CARDS        deal board cards
    pN pb             post the bring-in (stud)
    pN cbr AMOUNT     complete, bet or raise TO the amount (this street's total)
    pN cc             check or call
    pN f              fold
    pN sd [CARDS]     stand pat (no cards) or discard the cards (draw games)
    pN sm [CARDS|-]   show the cards; ``-`` shows the hole cards already dealt;
                      no argument mucks
    # COMMENTARY      a no-op; any action may end with ``# commentary``

Words are separated by any whitespace. Empty strings and lone commentaries are
no-ops: they are not in :attr:`HandHistory.actions` (they are kept in
:attr:`HandHistory.comments`), and :attr:`PhhAction.index` is always the position
in the file's ``actions`` array, so messages point at the right line.

User-defined fields
-------------------
PHH lets a file carry extra fields whose names start with an underscore. Dealer
Trainer defines the following; every amount in them is in the same chips as the
rest of the hand (and scaled by the same unit). A known field with a bad value is an
error; unknown underscore fields are kept as they are and written back.

``_structure``
    The betting structure, overriding the one the variant code implies: one of
    ``"no_limit"``, ``"pot_limit"``, ``"fixed_limit"``, ``"spread_limit"``. For
    example pot-limit hold'em is ``variant = "NT"`` with
    ``_structure = "pot_limit"``. The bet-size fields follow the structure in
    force: no-limit and pot-limit need ``min_bet``; fixed-limit needs
    ``small_bet`` and ``big_bet``; spread-limit needs ``_spread``. A bet-size
    field the structure does not use is an error.
``_spread``
    ``[low, high]``: in a spread-limit game every bet or raise is of any amount
    from ``low`` to ``high`` (``0 < low <= high``). Required when
    ``_structure = "spread_limit"``, and not allowed otherwise.
``_profile``
    The name of the venue profile (house rules) to replay the hand under, a
    non-empty string such as ``"wsop-2023"``. The reader does not check that such
    a profile exists.
``_dead_blinds``
    One amount per player (zeros allowed): dead money the player posts before the
    deal on top of ``blinds_or_straddles``, e.g. a returning player who missed the
    small blind. Dead money goes into the pot and does not count toward the
    player's bet on the first round.
``_chip_unit``
    The smallest chip in play, a positive amount. Pot-limit maxima and split pots
    are rounded to it; what cannot be split is the odd chip.

Example::

    variant = "NT"
    _structure = "pot_limit"
    _chip_unit = 25
    _dead_blinds = [0, 0, 0, 50, 0, 0]
    _profile = "home-game"
"""

from __future__ import annotations

import datetime
import re
import tomllib
from collections.abc import Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from os import PathLike
from pathlib import Path
from types import MappingProxyType
from typing import Final, NoReturn, cast

from dealer_trainer.engine import toml_subset
from dealer_trainer.engine.amounts import MAX_AMOUNT as LARGEST_AMOUNT
from dealer_trainer.engine.amounts import toml_decimal, toml_failure
from dealer_trainer.engine.cards import RANK_CHARS, SUIT_CHARS, Card, CardError, parse_cards
from dealer_trainer.engine.games import GAMES, Structure

__all__ = [
    "VARIANTS",
    "BettingStructure",
    "HandHistory",
    "PhhAction",
    "PhhActionKind",
    "PhhError",
    "VariantInfo",
    "dumps",
    "dumps_many",
    "format_action",
    "load",
    "loads",
    "loads_many",
    "parse_action",
]


class PhhError(ValueError):
    """A PHH file or hand that cannot be read or written.

    The message names the file and hand (``location``, e.g. ``hands/x.phhs#2``), the
    field or action (``where``, e.g. ``actions[7] 'p9 cbr 100'``) and the reason.

    >>> str(PhhError("there is no player p9 (6 players)",
    ...              location="x.phh#1", where="actions[7] 'p9 cbr 100'"))
    "x.phh#1: actions[7] 'p9 cbr 100': there is no player p9 (6 players)"
    """

    def __init__(
        self, reason: str, *, location: str | None = None, where: str | None = None
    ) -> None:
        self.reason = reason
        """Why the input is wrong."""
        self.location = location
        """``path#k`` (or ``hand #k`` for text without a path), or the path alone."""
        self.where = where
        """The field (``antes[2]``) or action (``actions[7] 'p1 f'``) at fault."""
        super().__init__(": ".join(p for p in (location, where, reason) if p))

    def located(self, location: str) -> PhhError:
        """This error with ``location`` filled in if it had none."""
        if self.location is not None:
            return self
        return PhhError(self.reason, location=location, where=self.where)


BettingStructure = Structure
"""How much a player may bet or raise (the value is the ``_structure`` string).

The engine's :class:`~dealer_trainer.engine.games.Structure`, under the name this
module has always used."""


class PhhActionKind(StrEnum):
    """The action codes of the PHH grammar (a ``StrEnum``: ``kind == "cbr"`` works)."""

    DEAL_HOLE = "dh"
    """``d dh pN CARDS``: the dealer deals hole cards (down or up) to player N."""
    DEAL_BOARD = "db"
    """``d db CARDS``: the dealer deals community cards."""
    FOLD = "f"
    """``pN f``: player N folds."""
    CHECK_OR_CALL = "cc"
    """``pN cc``: player N checks, or calls the largest bet."""
    COMPLETE_BET_OR_RAISE_TO = "cbr"
    """``pN cbr X``: player N completes, bets or raises to X (the street total)."""
    POST_BRING_IN = "pb"
    """``pN pb``: player N posts the bring-in (stud)."""
    STAND_PAT_OR_DISCARD = "sd"
    """``pN sd [CARDS]``: player N stands pat (no cards) or discards CARDS."""
    SHOW_OR_MUCK = "sm"
    """``pN sm [CARDS|-]``: player N shows CARDS (``-``: the dealt hole cards) or mucks."""


_DEALER_KINDS: Final = frozenset({PhhActionKind.DEAL_HOLE, PhhActionKind.DEAL_BOARD})


@dataclass(frozen=True, slots=True)
class VariantInfo:
    """What the reader needs to know about a PHH variant code."""

    code: str
    """The PHH code, e.g. ``FO/8``."""
    name: str
    """The game's name for messages."""
    structure: BettingStructure
    """The betting structure the code implies (``_structure`` may override it)."""
    stud: bool
    """True for stud games: a ``bring_in`` and no ``blinds_or_straddles``."""
    short_deck: bool = False
    """True when the deck has no deuces to fives (36 cards, 6 through ace)."""
    extension: bool = False
    """Dealer Trainer's own code for a game the PHH specification has no code for (the
    README's PHH section lists them): a standard reader reports an unknown variant."""


_PHH_NAMES: Final[tuple[tuple[str, str], ...]] = (
    ("FT", "fixed-limit Texas hold'em"),
    ("NT", "no-limit Texas hold'em"),
    ("NS", "no-limit short-deck hold'em"),
    ("PO", "pot-limit Omaha hold'em"),
    ("FO/8", "fixed-limit Omaha hold'em hi-lo eight or better"),
    ("F7S", "fixed-limit seven card stud"),
    ("F7S/8", "fixed-limit seven card stud hi-lo eight or better"),
    ("FR", "fixed-limit razz"),
    ("N2L1D", "no-limit deuce-to-seven lowball single draw"),
    ("F2L3D", "fixed-limit deuce-to-seven lowball triple draw"),
    ("FB", "fixed-limit badugi"),
    ("PO5", "five-card pot-limit Omaha"),
    ("PO5/8", "Big O, five-card pot-limit Omaha hi-lo eight or better"),
    ("FAL3D", "fixed-limit ace-to-five lowball triple draw"),
    ("N5CD", "no-limit five-card draw"),
    ("FB/A5", "Badacey, fixed-limit badugi and ace-to-five triple draw"),
    ("FB/27", "Badeucey, fixed-limit badugi and deuce-to-seven triple draw"),
)
"""Each variant code with its name for messages: the PHH specification's codes in its order,
then Dealer Trainer's extension codes (issue 18)."""


def _variant(code: str, name: str) -> VariantInfo:
    """The reader's view of a game: its structure, stud, deck and origin come from
    :data:`dealer_trainer.engine.games.GAMES`, the one table of variants."""
    game = GAMES[code]
    return VariantInfo(
        code, name, game.structure, game.stud, short_deck=game.short_deck, extension=game.extension
    )


VARIANTS: Final[Mapping[str, VariantInfo]] = MappingProxyType(
    {code: _variant(code, name) for code, name in _PHH_NAMES}
)
"""The variant codes of the PHH specification, in its order, then Dealer Trainer's
extension codes (:attr:`VariantInfo.extension`)."""

MAX_DECIMALS: Final = 12
"""The most decimal places an amount may have (the unit is at most 10**12)."""

MAX_AMOUNT: Final = Decimal(10) ** 18
"""Amounts (as written in the file) must be below this."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PhhAction:
    """One entry of a hand's ``actions``, as read (legality is the hand state's job).

    >>> action = parse_action("p3 cbr 12.5", index=4, unit=10)
    >>> action.actor, action.kind, action.amount
    (3, <PhhActionKind.COMPLETE_BET_OR_RAISE_TO: 'cbr'>, 125)
    >>> parse_action("d dh p2 ??Kd").cards
    (None, Card.parse('Kd'))
    """

    index: int
    """Position in the file's ``actions`` array (0-based), counting no-ops."""
    actor: int | None
    """Player number N of ``pN`` (1-based); None for the dealer (``d``)."""
    kind: PhhActionKind
    """What was done."""
    amount: int | None = None
    """For ``cbr``: the amount completed, bet or raised TO, scaled by the hand's unit."""
    cards: tuple[Card | None, ...] = ()
    """Cards dealt (``dh``, ``db``), discarded (``sd``) or shown (``sm``); None = ``??``."""
    target: int | None = None
    """For ``d dh pN``: the player N dealt to."""
    shows_dealt: bool = False
    """``pN sm -``: shows the hole cards already dealt to N (``cards`` is empty)."""
    comment: str | None = None
    """The commentary after ``#`` (stripped), or None when there is no ``#``."""
    text: str = field(default="", compare=False, repr=False)
    """The action as written, without its commentary (empty if built in code)."""

    def __post_init__(self) -> None:
        def fail(reason: str) -> NoReturn:
            where = f"actions[{self.index}]" + (f" {self.text!r}" if self.text else "")
            raise PhhError(reason, where=where)

        if self.index < 0:
            fail("the index must not be negative")
        if not isinstance(self.kind, PhhActionKind):
            fail(f"unknown action kind {self.kind!r}")
        if self.kind in _DEALER_KINDS:
            if self.actor is not None:
                fail(f"'{self.kind}' is a dealer action: the actor must be None (d)")
            if not self.cards:
                fail(f"'d {self.kind}' needs the cards dealt")
            if self.kind == PhhActionKind.DEAL_HOLE:
                if self.target is None:
                    fail("'d dh' needs the player dealt to, as in 'd dh p1 AhKh'")
                if self.target < 1:
                    fail(f"there is no player p{self.target}: players are numbered from p1")
            elif self.target is not None:
                fail("'d db' deals to the board, not to a player")
        else:
            if self.actor is None:
                fail(f"'{self.kind}' is a player action: it needs an actor pN")
            if self.actor < 1:
                fail(f"there is no player p{self.actor}: players are numbered from p1")
            if self.target is not None:
                fail("only 'd dh' has a target player")
        if self.kind == PhhActionKind.COMPLETE_BET_OR_RAISE_TO:
            if self.amount is None:
                fail("'cbr' needs the amount to complete, bet or raise to, as in 'p1 cbr 300'")
            if self.amount <= 0:
                fail("the amount to complete, bet or raise to must be positive")
        elif self.amount is not None:
            fail(f"'{self.kind}' takes no amount")
        if (
            self.kind
            in (PhhActionKind.FOLD, PhhActionKind.CHECK_OR_CALL, PhhActionKind.POST_BRING_IN)
            and self.cards
        ):
            fail(f"'{self.kind}' takes no cards")
        if self.shows_dealt and (self.kind != PhhActionKind.SHOW_OR_MUCK or self.cards):
            fail("'-' (the dealt hole cards) is only for showing: 'pN sm -'")
        if self.comment is not None and self.comment != self.comment.strip():
            fail("a commentary must not start or end with whitespace")

    @property
    def is_muck(self) -> bool:
        """True for ``pN sm`` without cards: the player mucks."""
        return self.kind == PhhActionKind.SHOW_OR_MUCK and not self.cards and not self.shows_dealt


@dataclass(frozen=True, kw_only=True)
class HandHistory:
    """One hand, as recorded in PHH. Every amount is scaled by :attr:`unit`.

    Constructing one checks the same rules as reading one (lengths, required
    fields, player numbers), so a :class:`HandHistory` always writes valid PHH.
    """

    variant: str
    """The PHH variant code, a key of :data:`VARIANTS`."""
    starting_stacks: tuple[int, ...]
    """Per player, positive. Their number is the number of players."""
    antes: tuple[int, ...]
    """Per player (a uniform ante written as one number is spread to all players)."""
    blinds_or_straddles: tuple[int, ...] = ()
    """Per player, zeros allowed; empty for stud games."""
    bring_in: int | None = None
    """Stud only."""
    small_bet: int | None = None
    """Fixed-limit: the bet on the early streets."""
    big_bet: int | None = None
    """Fixed-limit: the bet on the later streets."""
    min_bet: int | None = None
    """No-limit and pot-limit: the smallest bet."""
    ante_trimming_status: bool = False
    """What a player who cannot pay the full ante may win (spec default false).

    True: the player can win from each opponent only as much ante as they paid
    themselves. False: they can win all the antes. Only matters for uniform antes
    when someone is shorter than the ante."""
    actions: tuple[PhhAction, ...] = ()
    """The actions in order (no-ops left out), indexes strictly increasing."""
    unit: int = 1
    """The scale: each amount here = the amount written in the file * unit (a power of 10)."""
    finishing_stacks: tuple[Fraction, ...] | None = None
    """Per player, scaled by :attr:`unit`; may be fractional (half chips)."""
    players: tuple[str, ...] | None = None
    """Per player, their names."""
    structure_override: BettingStructure | None = None
    """The ``_structure`` user field; :attr:`structure` is the structure in force."""
    spread: tuple[int, int] | None = None
    """The ``_spread`` user field: ``(low, high)``, scaled."""
    profile: str | None = None
    """The ``_profile`` user field: a venue profile name."""
    dead_blinds: tuple[int, ...] | None = None
    """The ``_dead_blinds`` user field: per player, scaled."""
    chip_unit: int | None = None
    """The ``_chip_unit`` user field: the smallest chip in play, scaled."""
    user_fields: Mapping[str, object] = field(default_factory=dict)
    """Other fields whose names start with ``_``, as read (lists become tuples)."""
    other_fields: Mapping[str, object] = field(default_factory=dict)
    """Every other field (author, event, hand, year, currency, ...), kept for writing."""
    comments: tuple[tuple[int, str], ...] = ()
    """No-op entries of ``actions`` written as ``# commentary``: (index, commentary)."""
    source: str | None = field(default=None, compare=False)
    """``path#k`` when read from a file (k = 1-based hand number in the file)."""

    def __post_init__(self) -> None:
        _freeze_fields(self)
        _Checker(self).check()

    @property
    def player_count(self) -> int:
        """The number of players dealt in."""
        return len(self.starting_stacks)

    @property
    def info(self) -> VariantInfo:
        """The variant's description."""
        return VARIANTS[self.variant]

    @property
    def structure(self) -> BettingStructure:
        """The betting structure in force: ``_structure`` if given, else the variant's."""
        return self.structure_override or VARIANTS[self.variant].structure

    def amount_text(self, amount: int | Fraction) -> str:
        """An amount as written in the file (unscaled, exact).

        >>> HandHistory(variant="FT", starting_stacks=(100, 100), antes=(0, 0),
        ...             blinds_or_straddles=(1, 2), small_bet=2, big_bet=4,
        ...             unit=100).amount_text(125050)
        '1250.5'
        """
        text = _format_fraction(Fraction(amount) / self.unit)
        if text is None:  # pragma: no cover - a power of 10 always divides exactly
            raise PhhError(f"{amount} cannot be written exactly")
        return text

    def action_text(self, action: PhhAction) -> str:
        """The action in PHH notation (canonical form, commentary included)."""
        return format_action(action, self.unit)


# --------------------------------------------------------------------------- checks


_RESERVED: Final = frozenset(
    {
        "variant",
        "antes",
        "blinds_or_straddles",
        "bring_in",
        "small_bet",
        "big_bet",
        "min_bet",
        "starting_stacks",
        "actions",
        "ante_trimming_status",
        "players",
        "finishing_stacks",
    }
)
_KNOWN_USER: Final = ("_structure", "_spread", "_profile", "_dead_blinds", "_chip_unit")

# Optional fields of the specification, in its order, with their TOML types.
_STR, _INT, _STR_OR_INT, _TIME, _INTS, _NUMBERS, _NUMBER = (
    "a string",
    "an integer",
    "a string or an integer",
    "a date or time",
    "an array of integers, one per player",
    "an array of numbers, one per player",
    "a number",
)
_OPTIONAL: Final[Mapping[str, str]] = MappingProxyType(
    {
        "author": _STR,
        "event": _STR,
        "url": _STR,
        "venue": _STR,
        "address": _STR,
        "city": _STR,
        "region": _STR,
        "postal_code": _STR,
        "country": _STR,
        "time": _TIME,
        "time_zone": _STR,
        "time_zone_abbreviation": _STR,
        "day": _INT,
        "month": _INT,
        "year": _INT,
        "hand": _STR_OR_INT,
        "level": _INT,
        "seats": _INTS,
        "seat_count": _INT,
        "table": _STR_OR_INT,
        "players": "",
        "finishing_stacks": "",
        "winnings": _NUMBERS,
        "currency": _STR,
        "currency_symbol": _STR,
        "time_limit": _NUMBER,
        "time_banks": _NUMBERS,
    }
)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> bool:
    return _is_int(value) or isinstance(value, Decimal)


def _freeze(value: object) -> object:
    """Lists become tuples and tables read-only mappings, so a hand stays unchanged."""
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, Mapping):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    return value


def _freeze_fields(hand: HandHistory) -> None:
    def put(name: str, value: object) -> None:
        object.__setattr__(hand, name, value)

    for name in ("starting_stacks", "antes", "blinds_or_straddles", "actions", "comments"):
        put(name, tuple(getattr(hand, name)))
    for name in ("players", "dead_blinds", "spread"):
        value = getattr(hand, name)
        if value is not None:
            put(name, tuple(value))
    if hand.finishing_stacks is not None:
        put("finishing_stacks", tuple(Fraction(v) for v in hand.finishing_stacks))
    if hand.structure_override is not None and not isinstance(
        hand.structure_override, BettingStructure
    ):
        with suppress(ValueError):  # an unknown value is reported by the checker
            put("structure_override", BettingStructure(hand.structure_override))
    put("user_fields", _freeze(hand.user_fields))
    put("other_fields", _freeze(hand.other_fields))


class _Checker:
    """Checks a HandHistory's invariants; errors carry the hand's source."""

    def __init__(self, hand: HandHistory) -> None:
        self.hand = hand

    def fail(self, where: str | None, reason: str) -> NoReturn:
        raise PhhError(reason, location=self.hand.source, where=where)

    def show(self, amount: int) -> str:
        return _format_fraction(Fraction(amount, self.hand.unit)) or str(amount)

    def check(self) -> None:
        hand = self.hand
        if not isinstance(hand.variant, str) or hand.variant not in VARIANTS:
            self.fail(
                "variant",
                f"unknown variant code {hand.variant!r}; known codes: {', '.join(VARIANTS)}",
            )
        unit = hand.unit
        while _is_int(unit) and unit >= 10 and unit % 10 == 0:
            unit //= 10
        if not _is_int(hand.unit) or unit != 1:
            self.fail("unit", f"the unit must be a power of 10, not {hand.unit!r}")
        self.check_amounts()
        self.check_bet_sizes()
        self.check_user_fields()
        self.check_other_fields()
        self.check_actions()

    def check_amount(self, where: str, value: object, *, positive: bool = False) -> None:
        if not _is_int(value):
            self.fail(where, f"expected a whole number of units, not {value!r}")
        assert isinstance(value, int)
        if value < 0:
            self.fail(where, f"{self.show(value)} is negative")
        if positive and value == 0:
            self.fail(where, "must be positive, not 0")

    def check_per_player(
        self, name: str, values: tuple[object, ...], *, positive: bool = False
    ) -> None:
        n = self.hand.player_count
        if len(values) != n:
            self.fail(
                name,
                f"{len(values)} values for {n} players (starting_stacks has {n}); "
                "give one value per player",
            )
        least = 1 if positive else 0
        for i, value in enumerate(values):
            if type(value) is not int or value < least:  # the message is made only then
                self.check_amount(f"{name}[{i}]", value, positive=positive)

    def check_amounts(self) -> None:
        hand = self.hand
        n = hand.player_count
        if n < 2:
            self.fail("starting_stacks", f"a hand needs at least 2 players, not {n}")
        for i, value in enumerate(hand.starting_stacks):
            if type(value) is not int or value < 1:  # the message is made only then
                self.check_amount(f"starting_stacks[{i}]", value, positive=True)
        self.check_per_player("antes", hand.antes)
        info = hand.info
        if info.stud:
            if hand.blinds_or_straddles:
                self.fail(
                    "blinds_or_straddles",
                    f"{info.code} ({info.name}) is a stud game: it has a bring_in, not blinds",
                )
            if hand.bring_in is None:
                self.fail("bring_in", f"missing; {info.code} ({info.name}) needs a bring_in amount")
            self.check_amount("bring_in", hand.bring_in, positive=True)
        else:
            if not hand.blinds_or_straddles:
                self.fail(
                    "blinds_or_straddles",
                    f"missing; {info.code} ({info.name}) needs one blind or straddle per "
                    "player (zeros allowed), e.g. [1, 2, 0]",
                )
            self.check_per_player("blinds_or_straddles", hand.blinds_or_straddles)
            if hand.bring_in is not None:
                self.fail(
                    "bring_in",
                    f"{info.code} ({info.name}) has blinds; a bring_in is for stud games only",
                )
        if not isinstance(hand.ante_trimming_status, bool):
            self.fail("ante_trimming_status", "expected true or false")
        if hand.finishing_stacks is not None:
            if len(hand.finishing_stacks) != n:
                self.fail(
                    "finishing_stacks",
                    f"{len(hand.finishing_stacks)} values for {n} players "
                    f"(starting_stacks has {n}); give one value per player",
                )
            for i, stack in enumerate(hand.finishing_stacks):
                if stack < 0:
                    self.fail(f"finishing_stacks[{i}]", f"{stack / hand.unit} is negative")
        if hand.players is not None:
            if len(hand.players) != n:
                self.fail(
                    "players",
                    f"{len(hand.players)} names for {n} players (starting_stacks has {n})",
                )
            for i, name in enumerate(hand.players):
                if not isinstance(name, str):
                    self.fail(f"players[{i}]", f"expected a string, not {name!r}")

    def check_bet_sizes(self) -> None:
        hand = self.hand
        structure = hand.structure_override
        if structure is not None and not isinstance(structure, BettingStructure):
            self.fail(
                "_structure",
                f"unknown structure {structure!r}; expected one of "
                + ", ".join(s.value for s in BettingStructure),
            )
        structure = hand.structure
        info = hand.info
        what = f"{info.code} ({info.name})"
        if structure is not info.structure:
            what = f"{info.code} with _structure = {structure.value!r}"
        needed: tuple[str, ...]
        if structure in (BettingStructure.NO_LIMIT, BettingStructure.POT_LIMIT):
            needed = ("min_bet",)
        elif structure is BettingStructure.FIXED_LIMIT:
            needed = ("small_bet", "big_bet")
        else:
            needed = ()
        for name in ("small_bet", "big_bet", "min_bet"):
            value = getattr(hand, name)
            if name in needed:
                if value is None:
                    self.fail(name, f"missing; {what} needs {' and '.join(needed)}")
                self.check_amount(name, value, positive=True)
            elif value is not None:
                uses = " and ".join(needed) if needed else "_spread"
                self.fail(name, f"not used by {what}, which uses {uses}; remove it")
        if structure is BettingStructure.SPREAD_LIMIT and hand.spread is None:
            self.fail("_spread", f"missing; {what} needs _spread = [low, high]")

    def check_user_fields(self) -> None:
        hand = self.hand
        if hand.spread is not None:
            if hand.structure is not BettingStructure.SPREAD_LIMIT:
                self.fail("_spread", 'only used with _structure = "spread_limit"')
            if len(hand.spread) != 2:
                self.fail("_spread", "expected [low, high]")
            for i, value in enumerate(hand.spread):
                self.check_amount(f"_spread[{i}]", value, positive=True)
            low, high = hand.spread
            if low > high:
                self.fail("_spread", f"low {self.show(low)} is above high {self.show(high)}")
        if hand.profile is not None and (not isinstance(hand.profile, str) or not hand.profile):
            self.fail("_profile", f"expected the name of a venue profile, not {hand.profile!r}")
        if hand.dead_blinds is not None:
            self.check_per_player("_dead_blinds", hand.dead_blinds)
        if hand.chip_unit is not None:
            self.check_amount("_chip_unit", hand.chip_unit, positive=True)
        for key in hand.user_fields:
            if not isinstance(key, str) or not key.startswith("_"):
                self.fail(None, f"user field {key!r}: user-defined names start with '_'")
            if key in _KNOWN_USER:
                self.fail(key, "give it as its own attribute, not in user_fields")

    def check_other_fields(self) -> None:
        n = self.hand.player_count
        for key, value in self.hand.other_fields.items():
            if not isinstance(key, str) or key.startswith("_") or key in _RESERVED:
                self.fail(None, f"{key!r} cannot be kept in other_fields")
            kind = _OPTIONAL.get(key)
            if kind is None:
                continue
            if kind == _STR:
                ok = isinstance(value, str)
            elif kind == _INT:
                ok = _is_int(value)
            elif kind == _STR_OR_INT:
                ok = isinstance(value, str) or _is_int(value)
            elif kind == _TIME:
                ok = isinstance(value, datetime.date | datetime.time)
            elif kind == _NUMBER:
                ok = _is_number(value)
            else:
                test = _is_int if kind == _INTS else _is_number
                ok = isinstance(value, tuple) and len(value) == n and all(test(v) for v in value)
            if not ok:
                self.fail(key, f"expected {kind}, not {_describe(value)}")

    def check_actions(self) -> None:
        hand = self.hand
        n = hand.player_count
        taken: set[int] = set()
        last = -1
        short_deck = hand.info.short_deck

        def where(action: PhhAction) -> str:  # made only for a message
            text = action.text or format_action(action, hand.unit)
            return f"actions[{action.index}] {text!r}"

        for action in hand.actions:
            if type(action) is not PhhAction and not isinstance(action, PhhAction):
                self.fail("actions", f"expected PhhAction values, not {action!r}")
            index = action.index
            if index <= last:
                self.fail(where(action), f"indexes must increase (the one before is {last})")
            last = index
            taken.add(index)
            for who in (action.actor, action.target):
                if who is not None and who > n:
                    self.fail(where(action), f"there is no player p{who} ({n} players)")
            if short_deck:
                for card in action.cards:
                    if card is not None and card.rank < 6:
                        self.fail(
                            where(action),
                            f"{card} is not in the short deck (6 through ace) of {hand.variant}",
                        )
        for index, comment in hand.comments:
            if index < 0 or index in taken:
                self.fail(f"actions[{index}]", "a commentary clashes with an action")
            if comment != comment.strip():
                self.fail(f"actions[{index}]", "a commentary must not start or end with spaces")


# --------------------------------------------------------------------------- reading


_MAX_WHOLE: Final = int(MAX_AMOUNT)
_PLAYER = re.compile(r"p([0-9]{1,4})")  # bounded: p + 4,301 digits is no player (issue 17)
_AMOUNT = re.compile(r"[0-9]+(?:\.[0-9]+)?")


@dataclass(frozen=True, slots=True)
class _RawAction:
    """An action as parsed, its amount not yet scaled."""

    index: int
    text: str
    actor: int | None
    kind: PhhActionKind
    amount: int | Decimal | None
    cards: tuple[Card | None, ...]
    target: int | None
    shows_dealt: bool
    comment: str | None

    def scaled(self, decimals: int) -> PhhAction:
        amount = None if self.amount is None else _scale(self.amount, decimals)
        return PhhAction(
            index=self.index,
            text=self.text,
            actor=self.actor,
            kind=self.kind,
            amount=amount,
            cards=self.cards,
            target=self.target,
            shows_dealt=self.shows_dealt,
            comment=self.comment,
        )


_PLAIN_ACTION: Final = re.compile(
    r"d dh p([1-9][0-9]{0,3}) ([0-9A-Za-z?]+)"
    r"|d db ([0-9A-Za-z?]+)"
    r"|p([1-9][0-9]{0,3}) (f|cc|pb)"
    r"|p([1-9][0-9]{0,3}) cbr ([0-9]{1,18})"
    r"|p([1-9][0-9]{0,3}) (sm|sd)(?: ([0-9A-Za-z?]+))?"
)
"""The usual forms of an action, written canonically: one space between words, no
commentary, players from p1, whole amounts, no ``-``. Anything else takes the general
path, which reads every form and words every error."""

_KIND_OF_CODE: Final[dict[str, PhhActionKind]] = {k.value: k for k in PhhActionKind}
_CARD_OF: Final[dict[str, Card | None]] = {
    text: parse_cards(text)[0] for text in ("??", *(r + s for r in RANK_CHARS for s in SUIT_CHARS))
}
"""The canonical two characters of each card (and ``??``), as ``parse_cards`` reads them."""


def _plain_cards(word: str) -> tuple[Card | None, ...]:
    """``parse_cards(word)``, quicker for canonical cards (``AhKh``, ``????``)."""
    size = len(word)
    with suppress(KeyError):
        if size == 4:  # hold'em hole cards
            return (_CARD_OF[word[:2]], _CARD_OF[word[2:]])
        if size == 2:
            return (_CARD_OF[word],)
        if not size % 2:
            return tuple([_CARD_OF[word[i : i + 2]] for i in range(0, size, 2)])
    return parse_cards(word)


_ACTION_FIELDS: Final = frozenset(
    ("index", "actor", "kind", "amount", "cards", "target", "shows_dealt", "comment", "text")
)
_SET: Final = object.__setattr__
_TRUSTED: Final = frozenset(f.name for f in fields(PhhAction)) == _ACTION_FIELDS


def _made_action(
    index: int,
    text: str,
    actor: int | None,
    kind: PhhActionKind,
    cards: tuple[Card | None, ...] = (),
    target: int | None = None,
    amount: int | None = None,
) -> PhhAction:
    """``PhhAction(...)`` for fields ``_plain_action`` has made sure pass its checks,
    without running them a second time (a third of the time of reading an action).
    Should ``PhhAction`` gain a field, this falls back to the checked constructor."""
    if not _TRUSTED:
        return PhhAction(
            index=index,
            text=text,
            actor=actor,
            kind=kind,
            cards=cards,
            target=target,
            amount=amount,
        )
    action: PhhAction = object.__new__(PhhAction)
    _SET(action, "index", index)
    _SET(action, "actor", actor)
    _SET(action, "kind", kind)
    _SET(action, "amount", amount)
    _SET(action, "cards", cards)
    _SET(action, "target", target)
    _SET(action, "shows_dealt", False)
    _SET(action, "comment", None)
    _SET(action, "text", text)
    return action


def _plain_action(match: re.Match[str], entry: str, index: int) -> PhhAction | None:
    """The action ``_PLAIN_ACTION`` matched (a ``cbr`` amount as written, not scaled); None
    to let the general path read (and report) it: cards that cannot be read, an amount
    too large or not positive. What this returns cannot fail ``PhhAction``'s checks."""
    target, hole, board, actor, simple, bettor, amount, shower, code, shown = match.groups()
    if simple is not None:  # f, cc, pb: the most common
        return _made_action(index, entry, int(actor), _KIND_OF_CODE[simple])
    if bettor is not None:
        whole = int(amount)
        if not 0 < whole < _MAX_WHOLE:
            return None
        kind = PhhActionKind.COMPLETE_BET_OR_RAISE_TO
        return _made_action(index, entry, int(bettor), kind, amount=whole)
    try:
        if hole is not None:
            cards = _plain_cards(hole)
            return _made_action(index, entry, None, PhhActionKind.DEAL_HOLE, cards, int(target))
        if board is not None:
            return _made_action(index, entry, None, PhhActionKind.DEAL_BOARD, _plain_cards(board))
        cards = () if shown is None else _plain_cards(shown)
    except CardError:
        return None
    return _made_action(index, entry, int(shower), _KIND_OF_CODE[code], cards)


def _parse_raw_action(entry: str, index: int) -> PhhAction | _RawAction | tuple[int, str] | None:
    """One ``actions`` entry: an action (a ``cbr`` amount as written, not yet scaled by the
    hand's unit), a lone commentary ``(index, text)``, or None."""
    plain = _PLAIN_ACTION.fullmatch(entry)
    if plain is not None and (raw := _plain_action(plain, entry, index)) is not None:
        return raw
    body, hash_, after = entry.partition("#")
    comment = after.strip() if hash_ else None
    text = body.strip()
    where = f"actions[{index}] {text!r}"

    def fail(reason: str) -> NoReturn:
        raise PhhError(reason, where=where)

    def cards_of(word: str) -> tuple[Card | None, ...]:
        try:
            return parse_cards(word)
        except CardError as error:
            fail(str(error))

    words = text.split()
    if not words:
        return None if comment is None else (index, comment)
    actor_word, rest = words[0], words[1:]
    if not rest:
        fail(f"{actor_word!r} does nothing: expected an action after the actor")
    code = rest[0]
    args = rest[1:]
    actor: int | None = None
    target: int | None = None
    amount: int | Decimal | None = None
    cards: tuple[Card | None, ...] = ()
    shows_dealt = False
    if actor_word == "d":
        if code == "db":
            if len(args) != 1:
                fail("expected 'd db CARDS', e.g. 'd db Jc3d5c'")
            cards = cards_of(args[0])
        elif code == "dh":
            if len(args) != 2:
                fail("expected 'd dh pN CARDS', e.g. 'd dh p1 AhKh'")
            match = _PLAYER.fullmatch(args[0])
            if match is None:
                fail(f"expected a player such as p1 to deal to, not {args[0]!r}")
            target = int(match.group(1))
            cards = cards_of(args[1])
        else:
            fail(f"the dealer deals hole cards (dh) or board cards (db); {code!r} is neither")
        kind = PhhActionKind(code)
    else:
        match = _PLAYER.fullmatch(actor_word)
        if match is None:
            fail(f"cannot read actor {actor_word!r}: expected d (the dealer) or p1, p2, ...")
        actor = int(match.group(1))
        if code not in ("f", "cc", "cbr", "pb", "sd", "sm"):
            fail(
                f"unknown action {code!r}; a player can f (fold), cc (check/call), "
                "cbr (complete/bet/raise to), pb (post bring-in), sd (stand pat/discard), "
                "sm (show/muck)"
            )
        kind = PhhActionKind(code)
        if kind == PhhActionKind.COMPLETE_BET_OR_RAISE_TO:
            if len(args) != 1:
                fail("expected 'pN cbr AMOUNT', e.g. 'p1 cbr 300'")
            if _AMOUNT.fullmatch(args[0]) is None:
                fail(f"{args[0]!r} is not an amount: expected a number such as 300 or 12.5")
            if len(args[0].partition(".")[0]) > len(str(int(MAX_AMOUNT))):  # before int()
                fail(f"an amount {len(args[0]):,} characters long is too large")
            amount = Decimal(args[0]) if "." in args[0] else int(args[0])
            if amount >= MAX_AMOUNT:
                fail(f"{args[0]} is too large")
        elif kind in (PhhActionKind.STAND_PAT_OR_DISCARD, PhhActionKind.SHOW_OR_MUCK):
            if len(args) > 1:
                fail(f"expected 'pN {code}' or 'pN {code} CARDS'")
            if args and args[0] == "-":
                if kind == PhhActionKind.STAND_PAT_OR_DISCARD:
                    fail("'-' stands for the dealt hole cards only when showing (sm)")
                shows_dealt = True
            elif args:
                cards = cards_of(args[0])
        elif args:
            fail(f"'{code}' takes nothing after it: expected 'p{actor} {code}'")
    return _RawAction(index, text, actor, kind, amount, cards, target, shows_dealt, comment)


def parse_action(text: str, *, index: int = 0, unit: int = 1) -> PhhAction | None:
    """Read one action string; None for a no-op (empty or commentary only).

    ``unit`` is the hand's scale: ``cbr`` amounts are multiplied by it.

    >>> parse_action("p2 sm -").shows_dealt
    True
    >>> parse_action("  # burn card exposed") is None
    True
    """
    decimals = len(str(unit)) - 1
    if not _is_int(unit) or unit < 1 or unit != 10**decimals:
        raise PhhError(f"the unit must be a power of 10, not {unit!r}")
    raw = _parse_raw_action(text, index)
    if isinstance(raw, PhhAction):
        return raw if raw.amount is None or unit == 1 else replace(raw, amount=raw.amount * unit)
    if not isinstance(raw, _RawAction):
        return None
    if raw.amount is not None and _decimals_needed(raw.amount) > decimals:
        raise PhhError(
            f"{raw.amount} has more decimal places than the unit {unit} allows",
            where=f"actions[{index}] {raw.text!r}",
        )
    return raw.scaled(decimals)


def _scaled_action(action: PhhAction | _RawAction, decimals: int) -> PhhAction:
    """The action with its amount scaled by the hand's unit 10**decimals."""
    if isinstance(action, _RawAction):
        return action.scaled(decimals)
    if action.amount is None or not decimals:
        return action
    return replace(action, amount=_scale(action.amount, decimals))


def _decimal_parts(value: Decimal) -> tuple[int, int]:
    """``value`` = mantissa * 10**exponent, with no trailing zeros when exponent < 0."""
    sign, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    mantissa = int("".join(map(str, digits)) or "0")
    while exponent < 0 and mantissa % 10 == 0:
        mantissa //= 10
        exponent += 1
    return (-mantissa if sign else mantissa), exponent


def _decimals_needed(value: int | Decimal) -> int:
    if isinstance(value, int):  # most amounts are whole: no decimal arithmetic for them
        return 0
    return max(0, -_decimal_parts(value)[1])


def _scale(value: int | Decimal, decimals: int) -> int:
    if isinstance(value, int):
        whole: int = 10**decimals
        return value * whole
    mantissa, exponent = _decimal_parts(value)
    assert exponent + decimals >= 0
    factor: int = 10 ** (exponent + decimals)
    return mantissa * factor


def _describe(value: object) -> str:
    """A value's TOML type, for messages."""
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, Decimal):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, list | tuple):
        return "an array"
    if isinstance(value, Mapping):
        return "a table"
    if isinstance(value, datetime.date | datetime.time):
        return "a date or time"
    return f"a {type(value).__name__}"


class _Reader:
    """Reads one hand's TOML table into a HandHistory."""

    def __init__(self, table: Mapping[str, object], source: str | None, k: int) -> None:
        self.table = table
        self.source = f"{source}#{k}" if source else None
        self.location = self.source or f"hand #{k}"
        self.decimals = 0  # the most decimal places of any game amount: they fix the unit

    def fail(self, where: str | None, reason: str) -> NoReturn:
        raise PhhError(reason, location=self.location, where=where)

    def number(self, where: str, value: object, *, game: bool = True) -> int | Decimal:
        if type(value) is int:  # a whole amount, the common case: no decimal arithmetic
            if value < 0:
                self.fail(where, f"{_shown(value)} is negative")
            if value >= _MAX_WHOLE or (game and value > LARGEST_AMOUNT):
                self.fail(
                    where, f"{_shown(value)} is too large (amounts are at most {LARGEST_AMOUNT:,})"
                )
            return value
        if not _is_number(value):
            self.fail(where, f"expected a number, not {_describe(value)}")
        assert isinstance(value, int | Decimal)
        number = Decimal(value)
        if not number.is_finite():
            shown = "nan" if number.is_nan() else "inf"
            self.fail(where, f"{shown} is not a finite amount (unknown stacks are not supported)")
        if number.adjusted() > 30:  # compared before any arithmetic, which would overflow
            self.fail(
                where, f"{_shown(value)} is too large (amounts are at most {LARGEST_AMOUNT:,})"
            )
        if number < 0:
            self.fail(where, f"{_shown(value)} is negative")
        if abs(number) >= MAX_AMOUNT or (game and abs(number) > LARGEST_AMOUNT):
            self.fail(
                where, f"{_shown(value)} is too large (amounts are at most {LARGEST_AMOUNT:,})"
            )
        needed = _decimals_needed(number)
        if needed > MAX_DECIMALS:
            self.fail(where, f"{value} has more than {MAX_DECIMALS} decimal places")
        if game:
            self.decimals = max(self.decimals, needed)
        return number

    def array(self, name: str, value: object, *, game: bool = True) -> list[int | Decimal]:
        if not isinstance(value, list):
            self.fail(name, f"expected an array of numbers, one per player, not {_describe(value)}")
        top = LARGEST_AMOUNT if game else _MAX_WHOLE - 1
        if value and set(map(type, value)) == {int} and min(value) >= 0 and max(value) <= top:
            return list(value)  # whole amounts in range, the common case
        return [self.number(f"{name}[{i}]", v, game=game) for i, v in enumerate(value)]

    def optional_number(self, name: str) -> int | Decimal | None:
        value = self.table.get(name)
        return None if value is None else self.number(name, value)

    def required(self, name: str, example: str) -> object:
        if name not in self.table:
            self.fail(name, f"missing; every hand needs {name}, e.g. {example}")
        return self.table[name]

    def read(self) -> HandHistory:
        table = self.table
        variant = self.required("variant", 'variant = "NT"')
        if not isinstance(variant, str):
            self.fail("variant", f'expected a string such as "NT", not {_describe(variant)}')
        if variant not in VARIANTS:
            self.fail(
                "variant",
                f"unknown variant code {variant!r}; known codes: {', '.join(VARIANTS)}",
            )
        stacks = self.array("starting_stacks", self.required("starting_stacks", "[200, 200]"))
        raw_antes = self.required("antes", "[0, 0, 0] (one per player)")
        if isinstance(raw_antes, list):
            antes = self.array("antes", raw_antes)
        else:  # a uniform ante written as one number
            antes = [self.number("antes", raw_antes)] * len(stacks)
        blinds = (
            self.array("blinds_or_straddles", table["blinds_or_straddles"])
            if "blinds_or_straddles" in table
            else []
        )
        bets = {
            name: self.optional_number(name)
            for name in ("bring_in", "small_bet", "big_bet", "min_bet")
        }
        trimming = table.get("ante_trimming_status", False)
        if not isinstance(trimming, bool):
            self.fail("ante_trimming_status", f"expected true or false, not {_describe(trimming)}")

        entries = self.required("actions", '["d dh p1 AhKh", "d dh p2 ????", "p1 f"]')
        if not isinstance(entries, list):
            self.fail("actions", f"expected an array of strings, not {_describe(entries)}")
        raw_actions: list[PhhAction | _RawAction] = []
        all_read = True  # every action a PhhAction, its amount (if any) a whole number
        comments: list[tuple[int, str]] = []
        for i, entry in enumerate(entries):
            if not isinstance(entry, str):
                self.fail(f"actions[{i}]", f"expected a string, not {_describe(entry)}")
            plain = _PLAIN_ACTION.fullmatch(entry)  # the usual case, at once
            if plain is not None and (action := _plain_action(plain, entry, i)) is not None:
                raw_actions.append(action)
                continue
            try:
                parsed = _parse_raw_action(entry, i)
            except PhhError as error:
                raise error.located(self.location) from None
            if isinstance(parsed, PhhAction):
                raw_actions.append(parsed)
            elif isinstance(parsed, _RawAction):
                raw_actions.append(parsed)
                all_read = False
                if parsed.amount is not None and type(parsed.amount) is not int:
                    self.number(f"actions[{i}] {parsed.text!r}", parsed.amount)
            elif parsed is not None:
                comments.append(parsed)

        structure: BettingStructure | None = None
        if "_structure" in table:
            value = table["_structure"]
            if not isinstance(value, str) or value not in set(BettingStructure):
                self.fail(
                    "_structure",
                    f"unknown structure {_describe(value)}; expected one of "
                    + ", ".join(f'"{s.value}"' for s in BettingStructure),
                )
            structure = BettingStructure(value)
        spread = None
        if "_spread" in table:
            spread = self.array("_spread", table["_spread"])
            if len(spread) != 2:
                self.fail("_spread", f"expected [low, high], not {len(spread)} values")
        dead = (
            self.array("_dead_blinds", table["_dead_blinds"]) if "_dead_blinds" in table else None
        )
        chip_unit = self.optional_number("_chip_unit")
        profile = table.get("_profile")
        if profile is not None and not isinstance(profile, str):
            self.fail("_profile", f"expected the name of a venue profile, not {_describe(profile)}")

        finishing = (
            self.array("finishing_stacks", table["finishing_stacks"], game=False)
            if "finishing_stacks" in table
            else None
        )
        players = table.get("players")
        if players is not None and (
            not isinstance(players, list) or not all(isinstance(p, str) for p in players)
        ):
            self.fail("players", "expected an array of strings (names), one per player")

        decimals = self.decimals
        unit = 10**decimals

        def scaled(values: Iterable[int | Decimal]) -> tuple[int, ...]:
            if not decimals:
                return tuple(map(int, values))  # whole amounts (or a Decimal such as 9950.0)
            return tuple(_scale(v, decimals) for v in values)

        def scaled_one(value: int | Decimal | None) -> int | None:
            return None if value is None else _scale(value, decimals)

        user = {k: v for k, v in table.items() if k.startswith("_") and k not in _KNOWN_USER}
        other = {k: v for k, v in table.items() if not k.startswith("_") and k not in _RESERVED}
        try:
            return HandHistory(
                variant=variant,
                starting_stacks=scaled(stacks),
                antes=scaled(antes),
                blinds_or_straddles=scaled(blinds),
                bring_in=scaled_one(bets["bring_in"]),
                small_bet=scaled_one(bets["small_bet"]),
                big_bet=scaled_one(bets["big_bet"]),
                min_bet=scaled_one(bets["min_bet"]),
                ante_trimming_status=trimming,
                actions=cast("tuple[PhhAction, ...]", tuple(raw_actions))
                if all_read and not decimals
                else tuple(_scaled_action(a, decimals) for a in raw_actions),
                unit=unit,
                finishing_stacks=(
                    None
                    if finishing is None
                    else tuple(
                        v * unit if type(v) is int else Fraction(v) * unit  # made Fractions
                        for v in finishing
                    )
                ),
                players=None if players is None else tuple(players),
                structure_override=structure,
                spread=None
                if spread is None
                else (_scale(spread[0], decimals), _scale(spread[1], decimals)),
                profile=profile,
                dead_blinds=None if dead is None else scaled(dead),
                chip_unit=scaled_one(chip_unit),
                user_fields=user,
                other_fields=other,
                comments=tuple(comments),
                source=self.source,
            )
        except PhhError as error:
            raise error.located(self.location) from None


def _shown(value: int | Decimal) -> str:
    """A number for a message, short even when it is thousands of digits long (Python refuses
    to write an int of more than 4,300 digits)."""
    if isinstance(value, int) and value.bit_length() > 100:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
    if isinstance(value, Decimal) and value.is_finite() and abs(value.adjusted()) > 30:
        return f"a number with exponent {value.adjusted():,}"
    return f"{value}"


def _parse_toml(text: str, source: str | None) -> dict[str, object]:
    try:  # the plain TOML of PHH, fast; None: leave it to tomllib
        data = toml_subset.loads(text)
    except (ValueError, RecursionError):  # a number too long, arrays nested too deep:
        data = None  # tomllib's path words the error
    if data is not None:
        return data
    try:
        return tomllib.loads(text, parse_float=toml_decimal)
    except tomllib.TOMLDecodeError as error:
        raise PhhError(f"not valid TOML: {error}", location=source) from None
    except (ValueError, RecursionError) as error:  # a number too long, nesting too deep
        raise PhhError(toml_failure(text, error), location=source) from None


def loads(text: str, *, source: str | None = None) -> HandHistory:
    """Read one hand (a ``.phh`` file's text). ``source`` names the file in messages."""
    data = _parse_toml(text, source)
    if "variant" not in data and data and all(isinstance(v, dict) for v in data.values()):
        raise PhhError(
            "this holds hand tables ([1], [2], ...) like a .phhs file: read it with loads_many",
            location=source,
        )
    return _Reader(data, source, 1).read()


def loads_many(text: str, *, source: str | None = None) -> list[HandHistory]:
    """Read every hand of a ``.phhs`` file's text: one TOML table per hand, in order.

    A hand's number k in messages and in :attr:`HandHistory.source` is its 1-based
    position in the file.
    """
    data = _parse_toml(text, source)
    hands = []
    for k, (key, table) in enumerate(data.items(), start=1):
        if not isinstance(table, dict):
            hint = (
                "; this looks like a single hand: read it with loads" if "variant" in data else ""
            )
            raise PhhError(
                f"{key!r} is not a hand table: a .phhs file holds one table per hand, "
                f"like [1], [2], ...{hint}",
                location=source,
            )
        hands.append(_Reader(table, source, k).read())
    return hands


def load(path: str | PathLike[str]) -> list[HandHistory]:
    """Read a ``.phhs`` file (all its hands) or any other file as one ``.phh`` hand.

    Messages name the file as ``path`` was given. ``OSError`` passes through.
    """
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as error:
        raise PhhError(
            f"not a UTF-8 text file (byte {error.start} cannot be read)", location=name
        ) from None
    if Path(path).suffix.lower() == ".phhs":
        return loads_many(text, source=name)
    return [loads(text, source=name)]


# --------------------------------------------------------------------------- writing


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES: Final = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _toml_string(text: str) -> str:
    out = []
    for char in text:
        code = ord(char)
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04X}")
        elif 0xD800 <= code <= 0xDFFF:
            raise PhhError(f"{text!r} holds a lone surrogate, which TOML cannot write")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _toml_string(key)


def _format_fraction(value: Fraction) -> str | None:
    """``value`` as an exact decimal (``'1250.5'``, ``'-3'``), or None if it has none."""
    if value.denominator == 1:
        return str(value.numerator)
    rest, decimals = value.denominator, 0
    for prime in (2, 5):
        count = 0
        while rest % prime == 0:
            rest //= prime
            count += 1
        decimals = max(decimals, count)
    if rest != 1:
        return None
    digits = abs(value.numerator) * 10**decimals // value.denominator
    whole, part = divmod(digits, 10**decimals)
    sign = "-" if value < 0 else ""
    return f"{sign}{whole}.{str(part).rjust(decimals, '0').rstrip('0')}"


def _format_decimal(value: Decimal) -> str:
    if value.is_nan():
        return "nan"
    if value.is_infinite():
        return "-inf" if value < 0 else "inf"
    text = format(value, "f")
    return text if "." in text else text + ".0"  # keep it a TOML float


def _toml_value(value: object, where: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return _format_decimal(value)
    if isinstance(value, Fraction):
        text = _format_fraction(value)
        if text is None:
            raise PhhError(f"{value} cannot be written exactly as a decimal", where=where)
        return text
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v, where) for v in value) + "]"
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = (f"{_toml_key(str(k))} = {_toml_value(v, where)}" for k, v in value.items())
        return "{ " + ", ".join(items) + " }"
    raise PhhError(
        f"cannot write {type(value).__name__} {value!r} in PHH (use int, Decimal, str, ...)",
        where=where,
    )


def _cards_text(cards: tuple[Card | None, ...]) -> str:
    return "".join("??" if card is None else str(card) for card in cards)


def format_action(action: PhhAction, unit: int = 1) -> str:
    """The action in canonical PHH notation, with its commentary if any.

    >>> format_action(parse_action("p1   cbr 12.50 # all in", unit=100), 100)
    'p1 cbr 12.5 # all in'
    """
    kind = action.kind
    if kind == PhhActionKind.DEAL_HOLE:
        text = f"d dh p{action.target} {_cards_text(action.cards)}"
    elif kind == PhhActionKind.DEAL_BOARD:
        text = f"d db {_cards_text(action.cards)}"
    else:
        text = f"p{action.actor} {kind.value}"
        if kind == PhhActionKind.COMPLETE_BET_OR_RAISE_TO and action.amount is not None:
            text += f" {_format_fraction(Fraction(action.amount, unit))}"
        elif action.shows_dealt:
            text += " -"
        elif action.cards:
            text += f" {_cards_text(action.cards)}"
    if action.comment is not None:
        text += f" # {action.comment}" if action.comment else " #"
    return text


def _hand_lines(hand: HandHistory) -> list[str]:
    lines: list[str] = []

    def put(key: str, value: object) -> None:
        lines.append(f"{_toml_key(key)} = {_toml_value(value, key)}")

    def amounts(values: Iterable[int]) -> list[Fraction]:
        return [Fraction(v, hand.unit) for v in values]

    put("variant", hand.variant)
    put("ante_trimming_status", hand.ante_trimming_status)
    put("antes", amounts(hand.antes))
    if hand.blinds_or_straddles:
        put("blinds_or_straddles", amounts(hand.blinds_or_straddles))
    for name in ("bring_in", "small_bet", "big_bet", "min_bet"):
        value = getattr(hand, name)
        if value is not None:
            put(name, Fraction(value, hand.unit))
    put("starting_stacks", amounts(hand.starting_stacks))

    entries: dict[int, str] = {i: "#" if not c else f"# {c}" for i, c in hand.comments}
    entries.update((a.index, format_action(a, hand.unit)) for a in hand.actions)
    if entries:
        lines.append("actions = [")
        lines.extend(f"  {_toml_string(entries.get(i, ''))}," for i in range(max(entries) + 1))
        lines.append("]")
    else:
        lines.append("actions = []")

    if hand.structure_override is not None:
        put("_structure", hand.structure_override.value)
    if hand.spread is not None:
        put("_spread", amounts(hand.spread))
    if hand.profile is not None:
        put("_profile", hand.profile)
    if hand.dead_blinds is not None:
        put("_dead_blinds", amounts(hand.dead_blinds))
    if hand.chip_unit is not None:
        put("_chip_unit", Fraction(hand.chip_unit, hand.unit))
    for key, value in hand.user_fields.items():
        put(key, value)

    for key in _OPTIONAL:
        if key == "players" and hand.players is not None:
            put(key, hand.players)
        elif key == "finishing_stacks" and hand.finishing_stacks is not None:
            put(key, [v / hand.unit for v in hand.finishing_stacks])
        elif key in hand.other_fields:
            put(key, hand.other_fields[key])
    for key, value in hand.other_fields.items():
        if key not in _OPTIONAL:
            put(key, value)
    return lines


def dumps(hand: HandHistory) -> str:
    """Write one hand as ``.phh`` text; :func:`loads` reads it back equal.

    Amounts are written exactly (divided by the unit). Actions are written in
    canonical form; their commentaries and lone ``# ...`` entries are kept. A hand
    built in code with a larger unit than its amounts need (say 100 when all are
    whole chips) reads back with the smallest unit that fits, as :func:`loads`
    always gives.
    """
    try:
        return "\n".join(_hand_lines(hand)) + "\n"
    except PhhError as error:
        raise error.located(hand.source or "hand") from None


def dumps_many(hands: Iterable[HandHistory]) -> str:
    """Write hands as ``.phhs`` text: tables ``[1]``, ``[2]``, ... in order."""
    parts = []
    for k, hand in enumerate(hands, start=1):
        try:
            body = "\n".join(_hand_lines(hand))
        except PhhError as error:
            raise error.located(hand.source or f"hand #{k}") from None
        parts.append(f"[{k}]\n{body}\n")
    return "\n".join(parts)
