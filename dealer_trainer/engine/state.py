"""The hand state: one mutable object that changes only by applying actions.

Long because the hand state is one mutable object: every question it answers (who acts, the
call, the smallest and largest raise, the pots) reads the same fields, and each action's
ask, check and do faces must stay beside each other; splitting it would spread one invariant
over files.

Everything a dealer must know at a point of the hand is a question to the
state: who acts, how much to call, whether he may check, the smallest and
largest legal raise, why he may not raise, the pot and the side pots. Each
action has three faces (ask, check, do): :meth:`HandState.can_raise`,
:meth:`HandState.verify_raise_to` and :meth:`HandState.raise_to`.

Corpus NL-01 (TDA Rule 43, example 1), replayed:

>>> from dealer_trainer.engine.games import GAMES
>>> hand = HandState(HandSetup(GAMES["NT"], stakes=Stakes(blinds=(100, 200)),
...                            starting_stacks=(20_000,) * 4))
>>> for _ in range(4):
...     hand.check_or_call()
>>> hand.street_name
'flop'
>>> hand.raise_to(600); hand.raise_to(1_600); hand.raise_to(3_600)
>>> hand.actor, hand.to_call(), hand.min_raise_to()
(3, 3600, 5600)
>>> hand.raise_to(5_000)
Traceback (most recent call last):
...
dealer_trainer.engine.state.IllegalActionError: p4 cannot raise to 5000: the minimum raise is to 5600 (largest raise this street: 2000)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from dealer_trainer.engine.cards import Card, run_text
from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.engine.games import ForcedBets, Game, Structure
from dealer_trainer.engine.options import (
    STANDARD,
    BbaPriority,
    LimitHeadsUpPlayers,
    LimitHeadsUpUncapped,
    LimitRaiseAfterHalfBetAllin,
    LimitRaiseCap,
    LimitReopenThreshold,
    PlPotRounding,
    PlPreflopIrregularBlind,
    PlPreflopSbValue,
    ShortAllinAggregation,
    SpreadReopenRule,
    Straddle,
    Stud4thOpenPairOption,
    StudTieFirstToAct,
    VenueProfile,
)
from dealer_trainer.engine.pots import PotSplit, build_pots

__all__ = [
    "ActionKind",
    "Deal",
    "Discard",
    "HandSetup",
    "HandState",
    "IllegalActionError",
    "LimitStep",
    "Move",
    "RaiseBlock",
    "Record",
    "SetupError",
    "Show",
    "Stakes",
]


class IllegalActionError(ValueError):
    """An action the rules do not allow, explained for a dealer."""


class SetupError(ValueError):
    """Stakes, stacks or forced bets that do not make a hand."""


class RaiseBlock(StrEnum):
    """Why the player to act may not raise."""

    CAP_REACHED = "cap_reached"
    """Fixed or spread limit: the bet and the allowed raises have been made (text 2, fixed-limit)."""
    NOT_REOPENED = "not_reopened"
    """He already acted and no full raise has come since (text 2, 6.1; corpus A.4)."""
    NO_OPPONENT_TO_RAISE = "no_opponent_to_raise"
    """No other player still in the hand has chips beyond the current bet (all-in, or able
    to call no more than it): nobody could call any part of a raise."""
    CANNOT_COVER_CALL = "cannot_cover_call"
    """His chips do not cover the call: he may only call all-in or fold."""


class ActionKind(StrEnum):
    """What a player did, in a dealer's words."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    COMPLETE = "complete"
    """Stud: bring the bet up from the bring-in to the small bet (text 2, 5.2)."""
    BRING_IN = "bring_in"

    def __repr__(self) -> str:  # pastes back: ActionKind.FOLD
        return f"ActionKind.{self.name}"


# The enum members read at every action, as module names: reading a member through its
# class goes through EnumType's attribute hook, about four times dearer than a global.
_FOLD, _CHECK, _CALL, _BRING_IN = (
    ActionKind.FOLD,
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BRING_IN,
)
_BET, _RAISE, _COMPLETE = ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE
_FIXED_LIMIT, _SPREAD_LIMIT, _POT_LIMIT = (
    Structure.FIXED_LIMIT,
    Structure.SPREAD_LIMIT,
    Structure.POT_LIMIT,
)
_BLINDS = ForcedBets.BLINDS
_CANNOT_COVER_CALL = RaiseBlock.CANNOT_COVER_CALL
_NO_OPPONENT_TO_RAISE = RaiseBlock.NO_OPPONENT_TO_RAISE
_NOT_REOPENED, _CAP_REACHED = RaiseBlock.NOT_REOPENED, RaiseBlock.CAP_REACHED
_INDIVIDUAL = ShortAllinAggregation.INDIVIDUAL
# the venue options read at every action (or every street), as module names for the same
# reason
_OPEN_PAIR_ALLOWED = Stud4thOpenPairOption.ALLOWED
_LIMIT_HALF_BET = LimitReopenThreshold.HALF_BET
_SPREAD_HALF_BET = SpreadReopenRule.HALF_BET
_EVENT_HEADS_UP = LimitHeadsUpUncapped.ONLY_WHEN_EVENT_HEADS_UP
_ROUND_BEGAN_HEADS_UP = LimitHeadsUpUncapped.ONLY_IF_ROUND_BEGAN_HEADS_UP
_NOT_ALL_IN = LimitHeadsUpPlayers.NOT_ALL_IN
_ROUND_UP_TO_UNIT = PlPotRounding.ROUND_UP_TO_UNIT
_SB_COUNTED_AS_BB = PlPreflopSbValue.SB_COUNTED_AS_BB
_ASSUME_FULL_BLINDS = PlPreflopIrregularBlind.ASSUME_FULL_BLINDS
_NEXT_BET_LEVEL = LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL
_TIE_BY_POSITION = StudTieFirstToAct.POSITION
_PHH_CODES = {_FOLD: "f", _CHECK: "cc", _CALL: "cc", _BRING_IN: "pb"}
"""A move's PHH code by its kind (a bet, raise or completion is ``cbr`` and its total)."""
_TAGGED = 24
"""Players the texts below are made for, more than any table seats (a later player's text
is written out when asked)."""
_PHH_TEXTS = {
    kind: tuple(f"p{i + 1} {code}" for i in range(_TAGGED)) for kind, code in _PHH_CODES.items()
}
"""A fold, check, call or bring-in's whole PHH text by kind and player (``p2 cc``): looked up,
as writing a player's number into a string costs several times more."""
_DEAL_PREFIXES = tuple(f"d dh p{i + 1} " for i in range(_TAGGED))
"""The start of a deal's PHH text by player (``d dh p2 ``)."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Move:
    """One betting action, as it happened."""

    player: int
    kind: ActionKind
    to: int
    """The player's total for the street after the action."""
    added: int
    all_in: bool
    street: int

    def phh(self) -> str:
        """The action in PHH notation (``p1 cbr 600``)."""
        player = self.player
        texts = _PHH_TEXTS.get(self.kind)
        if texts is None:  # a bet, raise or completion
            return f"p{player + 1} cbr {self.to}"
        if 0 <= player < _TAGGED:
            return texts[player]
        return f"p{player + 1} {_PHH_CODES[self.kind]}"


_new_move: Final[Callable[[int, ActionKind, int, int, bool, int], Move]] = record_maker(Move)
"""``Move(player, kind, to, added, all_in, street)``, made as engine/frozen.py's record_maker makes
it (the same value, about half the cost): one per action."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Deal:
    """Cards dealt: to a player's hand (``player``), or to the board (``player`` None).
    An unseen card is None."""

    cards: tuple[Card | None, ...]
    player: int | None = None

    def phh(self) -> str:
        """The deal in PHH notation (``d dh p1 AhKh``, ``d db 2c7d9h``)."""
        player = self.player
        if player is None:
            return "d db " + run_text(self.cards)
        if 0 <= player < _TAGGED:
            return _DEAL_PREFIXES[player] + run_text(self.cards)
        return f"d dh p{player + 1} {run_text(self.cards)}"


_new_deal: Final[Callable[[tuple[Card | None, ...], int | None], Deal]] = record_maker(Deal)
"""``Deal(cards, player)``, made as engine/frozen.py's record_maker makes it (the same value, about
half the cost): one per board deal and per deal of cards seen."""


@fast_init  # a frozen value made per discard or show: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Discard:
    """Draw games: the cards a player discards (none: he stands pat)."""

    player: int
    cards: tuple[Card | None, ...]

    def phh(self) -> str:
        """The discard in PHH notation (``p1 sd 2c3d``, ``p1 sd`` standing pat)."""
        return f"p{self.player + 1} sd {run_text(self.cards)}".rstrip()


@fast_init  # a frozen value made per discard or show: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Show:
    """At the showdown: the cards a player shows, or None when he mucks."""

    player: int
    cards: tuple[Card | None, ...] | None

    def phh(self) -> str:
        """The showdown in PHH notation (``p1 sm AhKh``, ``p1 sm -`` mucking)."""
        if self.cards is None:
            return f"p{self.player + 1} sm -"
        return f"p{self.player + 1} sm {run_text(self.cards)}".rstrip()


Record = Move | Deal | Discard | Show
"""One entry of a hand's record: a betting action, a deal, a discard or a show."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class LimitStep:
    """Fixed limit: one bet, raise or completion of a street and how it counted."""

    player: int
    to: int
    """His total for the street."""
    before: int
    """The bet he faced (the current bet before it)."""
    full_before: int
    """The last full (or counted) bet level before it."""
    unit: int
    """The bet size then (text 2, 3.2)."""
    how: str
    """``full``: a full bet or raise; ``capped_by_reach``: all-in covering everyone, counted
    as full; ``counted``: a short all-in of at least half a bet (LIMIT_REOPEN_THRESHOLD),
    counted as a full one; ``not_counted``: a short all-in that is not a bet or raise."""
    full_after: int
    """The full bet level after it: the next raise is to this plus one bet."""


_new_limit_step: Final[Callable[[int, int, int, int, int, str, int], LimitStep]] = record_maker(
    LimitStep
)
"""``LimitStep(...)``, made as engine/frozen.py's record_maker makes it: one per fixed-limit bet."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Stakes:
    """Forced bets and bet sizes, in the game's smallest unit.

    ``blinds`` are given per player in PHH order: p1 the small blind, p2 the big
    blind, then straddles (heads-up, p1 is the big blind and p2 the small blind
    on the button). ``blind_count`` says how many leading entries are blinds
    (3 in a 1-2-5 game); larger entries after them are straddles, smaller or
    equal ones are live posts by a player making up a missed blind.
    """

    antes: tuple[int, ...] = ()
    blinds: tuple[int, ...] = ()
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    min_bet: int = 0
    spread: tuple[int, int] | None = None
    dead_blinds: tuple[int, ...] = ()
    chip_unit: int = 1
    blind_count: int = 2
    antes_live: bool = True
    """Shared antes are matched level by level, so a player all-in for part of the
    ante wins only that much from each opponent (corpus A.12; PHH
    ``ante_trimming_status = true``). False: they are dead money in the main pot."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class HandSetup:
    """Everything fixed before the first card: game, structure, stakes, stacks, venue."""

    game: Game
    stakes: Stakes
    starting_stacks: tuple[int, ...]
    structure: Structure | None = None
    """None: the structure of the game's variant code."""
    profile: VenueProfile = STANDARD
    names: tuple[str, ...] | None = None

    @property
    def betting(self) -> Structure:
        """The betting structure in force."""
        return self.structure or self.game.structure


@dataclass(slots=True)
class _Seat:
    hole: list[Card | None] = field(default_factory=list)


class HandState:
    """A hand in progress. Players are numbered from 0 (PHH ``p1``)."""

    # Slots, not an instance dict: a hand has more fields (50) than CPython shares between
    # instances' dicts (30), so each hand's dict was built field by field, resized as it
    # grew, and every field read took the slower look-up of such a dict. A hand is made for
    # every question and read at every action; each field is documented where __init__ or
    # _reset_street sets it.
    __slots__ = (
        "_acted_seq",
        "_bb",
        "_began_heads_up",
        "_big_made",
        "_blind_posted",
        "_block",
        "_block_seat",
        "_bring_in_seat",
        "_cap",
        "_capped_multiway",
        "_dealt_on_street",
        "_first_preflop",
        "_full_seq",
        "_log",
        "_nominal",
        "_open_increment",
        "_pot",
        "_profile",
        "_seats_from",
        "_targets",
        "_top",
        "_top_seat",
        "acted",
        "actor",
        "actor_unseen",
        "aggressive",
        "bets",
        "board",
        "bring_in_due",
        "dead",
        "finished",
        "folded",
        "full_level",
        "game",
        "hole",
        "increment",
        "last_aggressor",
        "level",
        "limit_steps",
        "live",
        "moves",
        "mucked",
        "n",
        "raise_count",
        "record",
        "setup",
        "shown",
        "stacks",
        "stakes",
        "street",
        "structure",
    )

    def __init__(self, setup: HandSetup) -> None:
        self.setup = setup
        self.game = game = setup.game
        self.structure = structure = setup.betting
        self._block_seat = -1
        """The player whose :meth:`raise_blocked` answer ``_block`` holds (-1: nobody). It is
        asked several times per action (can_raise, min_raise_to, max_raise_to,
        verify_raise_to), nearly always of the actor, so one answer is kept, not one per
        player: :meth:`_changed` forgets it whenever chips move, a player acts, a street
        begins or the profile changes."""
        self._block: RaiseBlock | None = None
        self._top_seat = -1
        """The player whose :meth:`max_raise_to` answer ``_top`` holds (-1: nobody), asked
        before a raise and again by its check (a pot-limit maximum counts the pot):
        forgotten with ``_block_seat``."""
        self._top = 0
        n = len(setup.starting_stacks)
        if n < 2:
            raise SetupError("a hand needs at least two players")
        if min(setup.starting_stacks) < 0:
            raise SetupError("a starting stack cannot be negative")
        self.n = n
        # the stakes checked, the limits and the forced bets to post, worked out once per
        # table (see _Table)
        table = _table(setup.stakes, n, game, structure, setup.profile)
        self._profile = setup.profile  # what the profile setter does, from the table
        self._cap = table.cap
        self.stakes = table.stakes
        self.stacks = list(setup.starting_stacks)
        self.live = [0] * n
        """Chips each player put in that can be matched: shared antes, blinds, bets."""
        self.dead = [0] * n
        """Dead money: a single-payer (big-blind) ante, dead blinds."""
        self.folded = [False] * n
        self.hole: list[list[Card | None]] = [[] for _ in range(n)]
        self.board: list[Card | None] = []
        self.shown: dict[int, tuple[Card | None, ...]] = {}
        self.mucked: set[int] = set()
        self.moves: list[Move] = []
        """The betting actions, in order."""
        self.record: list[Record] = []
        """Everything that happened in the hand since the forced bets, in order, typed:
        the one record of the hand (:attr:`log` writes it in PHH)."""
        self._log: tuple[str, ...] = ()
        self.street = 0
        self.finished = False
        """No more betting is possible in this hand."""
        self._seats_from = table.seats_from
        self._open_increment = table.open_increment  # each street opens with it
        self._blind_posted = [0] * n
        """The blind each player posted, as far as his stack went (pot-limit counts)."""
        self.bring_in_due = False
        """Stud third street: the bring-in has not been posted yet (read by the quiz before
        every action: a plain attribute, not a property)."""
        self._bring_in_seat: int | None = None
        self.actor_unseen = False
        """Stud: who acts first depends on upcards nobody saw (a replayed record decides)."""
        self._reset_street()  # sets bets, level, increment and the other street fields
        self._post_forced(table)
        self.actor: int | None = None
        """The player to act (0-based), or None when nobody is to act."""
        self._update_actor(first=True)

    @classmethod
    def replayed(cls, setup: HandSetup, record: Iterable[Record]) -> HandState:
        """The hand of ``setup`` with ``record`` applied, each entry checked as it is
        applied (:meth:`__repr__` writes a hand as this call)."""
        hand = cls(setup)
        for entry in record:
            hand.apply(entry)
        return hand

    def apply(self, entry: Record) -> None:
        """Apply one entry of a record (see :attr:`record`) to the hand."""
        if isinstance(entry, Move):
            kind, i = entry.kind, entry.player
            if kind is _FOLD:
                self.fold(i)
            elif kind is _CHECK or kind is _CALL:
                self.check_or_call(i)
            elif kind is _BRING_IN:
                self.post_bring_in(i)
            else:
                self.raise_to(entry.to, i)
        elif isinstance(entry, Deal):
            if entry.player is None:
                self.verify_deal_board(entry.cards)
                self.deal_board(entry.cards)
            else:
                if not 0 <= entry.player < self.n:
                    raise IllegalActionError(f"there is no player p{entry.player + 1}")
                self.verify_deal_hole(entry.player, entry.cards)
                self.deal_hole(entry.player, entry.cards)
        elif isinstance(entry, Discard):
            self.discard(entry.player, entry.cards)
        elif entry.cards is None:
            self.show(entry.player, None)
        else:  # as a record read from PHH: no cards named shows the hand held
            shown = entry.cards or tuple(self.hole[entry.player])
            self.verify_show(entry.player, shown)
            self.show(entry.player, shown)

    @property
    def log(self) -> tuple[str, ...]:
        """The hand's record in PHH notation (``d dh p1 AhKh``, ``p2 cbr 600``), written
        from :attr:`record` when asked."""
        done = self._log
        record = self.record
        if len(done) != len(record):
            done = self._log = done + tuple([entry.phh() for entry in record[len(done) :]])
        return done

    def __repr__(self) -> str:
        """A call that makes the same hand: ``HandState.replayed(HandSetup(...), [...])``."""
        return f"HandState.replayed({self.setup!r}, {self.record!r})"

    @property
    def profile(self) -> VenueProfile:
        """The venue profile in force (a ruling may swap it for a moment); the methods here
        read ``_profile``, the same object, without a property call."""
        return self._profile

    @profile.setter
    def profile(self, profile: VenueProfile) -> None:
        self._profile = profile
        self._cap = _limit_cap(self.structure, profile, self.game)
        self._changed()

    def _changed(self) -> None:
        """Forget the answers cached for the state as it was (see ``_block_seat``)."""
        self._block_seat = self._top_seat = -1
        self._targets: tuple[int, ...] | None = None
        """Cache of :meth:`_limit_raise_targets`, asked several times per fixed-limit raise."""

    # ----------------------------------------------------------------- setup

    def _post_forced(self, table: _Table) -> None:
        """Post the table's forced bets, each as far as the player's stack goes, and take
        the street's opening level and sizes from it (the blinds set them)."""
        stacks, live, dead, bets, posted = (
            self.stacks,
            self.live,
            self.dead,
            self.bets,
            self._blind_posted,
        )
        pot = 0
        for i, amount, how in table.posts:
            stack = stacks[i]
            paid = amount if amount < stack else stack  # min(), without a builtin call
            stacks[i] = stack - paid
            pot += paid
            if how == _DEAD:
                dead[i] += paid
            else:
                live[i] += paid
                if how == _BLIND:
                    bets[i] += paid
                    posted[i] = paid
        self._pot = pot
        """Every chip in ``live`` and ``dead``, added as it goes in (:meth:`pot_total`): the
        forced bets here, then each payment (``check_or_call``, ``_pay``), the only places
        that put chips in either."""
        self.level = table.level
        self.increment = table.increment
        self.full_level = table.full_level
        self.raise_count = table.raise_count
        self._bb = table.bb
        self._first_preflop = table.first_preflop
        self._nominal = table.nominal
        """The blinds as posted in seat order (heads-up reversed), before stacks limit them."""

    def _reset_street(self) -> None:
        self._changed()
        n = self.n
        self.bets = [0] * n
        """This street's chips in front of each player, counting toward a call."""
        self.level = 0
        """The amount every player must match on this street."""
        self.increment = self._open_increment
        """No-limit, pot-limit, spread: the last full bet or raise increment (corpus A.2)."""
        self.full_level = 0
        """Fixed limit: the total of the last full (or counted) bet or raise."""
        self.raise_count = 0
        """Fixed and spread limit: bets and raises counted toward the cap."""
        self.aggressive = 0
        """Bets, raises and completions made on this street, full or short (the moves of
        those kinds since the street began: :meth:`raise_to` makes every one of them and
        counts it here, so that a policy reading it at every action need not walk the
        record). Once the last round is over, the last street's count."""
        self.acted: list[int | None] = [None] * n
        self._acted_seq = [0] * n
        self._full_seq = 0
        self._big_made = False
        self._capped_multiway = False
        # read only where a cap applies (_heads_up_uncapped, by _capped): the structure,
        # never changed, decides whether one does, whatever the profile
        self._began_heads_up = self._cap is not None and self._heads_up_count() <= 2
        self.last_aggressor: int | None = None
        self._dealt_on_street = [0] * n
        self.limit_steps: list[LimitStep] = []
        """Fixed limit: how each bet or raise of this street counted (engine/derive.py)."""

    # -------------------------------------------------------------- queries

    @property
    def street_name(self) -> str:
        """The street a dealer would name, or "showdown" after the last round."""
        if self.street >= len(self.game.streets):
            return "showdown"
        return self.game.streets[self.street].name

    def label(self, i: int) -> str:
        """How messages name player ``i``: ``p1``, ``p2``... (PHH numbering)."""
        return f"p{i + 1}"

    def _active_count(self) -> int:
        """Players still in the hand with chips behind."""
        count = 0
        for stack, out in zip(self.stacks, self.folded, strict=True):  # a loop: no generator
            if stack > 0 and not out:
                count += 1
        return count

    def in_hand(self) -> list[int]:
        """Players who have not folded."""
        return [i for i, out in enumerate(self.folded) if not out]

    @property
    def limit_unit(self) -> int:
        """Fixed limit: the size of a bet or raise now (text 2, 3.2).

        The small bet on the small-bet streets, the big bet on the others; on stud fourth
        street with an open pair, the big bet once a big bet or raise is in (corpus
        ST-08: all later raises are big), so half of it decides a push (FL-17).
        """
        return self._unit()

    def _unit(self) -> int:
        """Fixed limit: the bet size of this street (text 2, 3.2)."""
        streets = self.game.streets
        big = streets[min(self.street, len(streets) - 1)].big_bet
        if self._big_made:
            big = True  # stud 4th street: once the big bet is in, raises are big
        return self.stakes.big_bet if big else self.stakes.small_bet

    def _open_pair_option(self) -> bool:
        """Stud high, 4th street, an open pair showing (text 2, 3.2(b))."""
        if not (
            self.game.open_pair_big_bet
            and self.street == 1
            and self.structure is _FIXED_LIMIT
            and self._profile.stud_4th_open_pair_option is _OPEN_PAIR_ALLOWED
        ):
            return False
        for i in self.in_hand():
            ups = [c.rank for c in self.upcards(i) if c is not None]
            if len(ups) != len(set(ups)):
                return True
        return False

    def upcards(self, i: int) -> list[Card | None]:
        """Player ``i``'s face-up cards (stud)."""
        if not self.game.stud:
            return []
        return self.hole[i][2:6]  # the 3rd to 6th cards dealt are dealt face up

    def to_call(self, i: int | None = None) -> int:
        """Chips player ``i`` (default: the actor) must add to call, at most his stack."""
        if i is None:
            i = self._who(i)
        owed = self.level - self.bets[i]
        if owed <= 0:
            return 0
        stack = self.stacks[i]
        return owed if owed < stack else stack

    def _who(self, i: int | None) -> int:
        if i is None:
            if self.actor is None:
                raise IllegalActionError("nobody is to act")
            return self.actor
        return i

    def can_check(self, i: int | None = None) -> bool:
        """Whether the player may check: nothing to call, and no bring-in due."""
        if i is None:
            i = self._who(i)
        return not self.bring_in_due and self.level - self.bets[i] <= 0

    def raise_blocked(self, i: int | None = None) -> RaiseBlock | None:
        """Why the player may not bet or raise, or None if he may."""
        if i is None:
            i = self._who(i)
        if i == self._block_seat:
            return self._block
        block = self._block = self._raise_blocked(i)
        self._block_seat = i
        return block

    def _raise_blocked(self, i: int) -> RaiseBlock | None:
        stacks = self.stacks
        if stacks[i] <= self.level - self.bets[i]:
            return _CANNOT_COVER_CALL
        folded, bets, level = self.folded, self.bets, self.level
        # round the table from the next seat (a loop, not any(): asked at every action): the
        # round ends on him, whose chips go beyond the bet (tested above), so it stops on
        # him at the latest, and stopping there means nobody else has
        for j in self._seats_from[(i + 1) % self.n]:
            if not folded[j] and bets[j] + stacks[j] > level:
                break
        if j == i:
            # nobody else has a chip beyond the current bet: no one could call any part
            # of a raise (README, solve: no_opponent_to_raise)
            return _NO_OPPONENT_TO_RAISE
        if self.acted[i] is not None and not self._reopened(i):
            return _NOT_REOPENED
        if self._cap is not None and self._capped():  # _cap: no call when nothing caps
            return _CAP_REACHED
        return None

    def can_raise(self, i: int | None = None) -> bool:
        """Whether the player may bet, raise or complete."""
        if i is None:
            i = self._who(i)
        if i == self._block_seat:
            return self._block is None
        block = self._block = self._raise_blocked(i)
        self._block_seat = i
        return block is None

    def _reopened(self, i: int) -> bool:
        acted = self.acted[i]
        assert acted is not None
        facing = self.level - acted
        if self._profile.short_allin_aggregation is _INDIVIDUAL:
            return self._full_seq > self._acted_seq[i]
        if self.structure is _FIXED_LIMIT:
            unit = self._unit()
            if self._profile.limit_reopen_threshold is _LIMIT_HALF_BET:
                return 2 * facing >= unit
            return facing >= unit
        if self.structure is _SPREAD_LIMIT:
            if self._profile.spread_reopen_rule is _SPREAD_HALF_BET:
                return 2 * facing >= self.increment
            return facing >= self.increment
        return facing >= self.increment

    def cap(self) -> int | None:
        """Fixed and spread limit: how many bets and raises a round allows."""
        return self._cap

    def _capped(self) -> bool:
        cap = self._cap
        if cap is None or self.raise_count < cap:
            return False
        return not self._heads_up_uncapped()

    def _heads_up_uncapped(self) -> bool:
        rule = self._profile.limit_heads_up_uncapped
        if rule is _EVENT_HEADS_UP:
            return self.n == 2
        if rule is _ROUND_BEGAN_HEADS_UP:
            return self._began_heads_up
        return self._heads_up_count() <= 2 and not self._capped_multiway

    def _heads_up_count(self) -> int:
        """Players counted for a heads-up round (LIMIT_HEADS_UP_PLAYERS): every player still
        in the hand (text 2), or only those with chips behind (RRoP)."""
        if self._profile.limit_heads_up_players is _NOT_ALL_IN:
            return self._active_count()
        return self.n - sum(self.folded)

    def _limit_raise_targets(self) -> tuple[int, ...]:
        """Fixed limit: the totals a full bet or raise may go to."""
        targets = self._targets
        if targets is None:
            if self._open_pair_option() and not self._big_made:
                targets = (
                    self.full_level + self.stakes.small_bet,
                    self.full_level + self.stakes.big_bet,
                )
            else:
                targets = (self.full_level + self._unit(),)
            self._targets = targets
        return targets

    def _full_min_to(self) -> int:
        """The smallest full bet or raise, before the stack limit."""
        if self.structure is _FIXED_LIMIT:
            return self._limit_raise_targets()[0]
        return self.level + self.increment

    def _rule_max_to(self, i: int) -> int:
        """The largest bet or raise the structure allows, before the stack limit."""
        s = self.structure
        if s is _FIXED_LIMIT:
            return self._limit_raise_targets()[-1]
        if s is _SPREAD_LIMIT:
            assert self.stakes.spread is not None
            return self.level + self.stakes.spread[1]
        if s is _POT_LIMIT:
            call = self.level - self.bets[i]
            top = self.level + self.pot_limit_count() + call
            if self._profile.pl_pot_rounding is _ROUND_UP_TO_UNIT:
                unit = self.stakes.chip_unit
                top = -(-top // unit) * unit
            return top
        return self.bets[i] + self.stacks[i]

    def pot_limit_count(self) -> int:
        """The pot a pot-limit dealer counts, before the caller's call (corpus A.5).

        Pre-flop the venue options may count short or small blinds as full
        (``PL_PREFLOP_IRREGULAR_BLIND``, ``PL_PREFLOP_SB_VALUE``).
        """
        actual, full_blinds, sb_as_bb = self.pot_limit_parts()
        return actual + full_blinds + sb_as_bb

    def pot_limit_parts(self) -> tuple[int, int, int]:
        """The pot-limit count in parts: (the chips in the middle, what
        PL_PREFLOP_IRREGULAR_BLIND adds for a short blind counted in full, what
        PL_PREFLOP_SB_VALUE adds for smaller blinds counted as big blinds)."""
        actual = self.pot_total()
        if self.street != 0 or self.game.forced is not _BLINDS:
            return actual, 0, 0
        prof = self._profile
        big = self._nominal[self._bb] if self._bb >= 0 else 0
        as_big = (
            prof.pl_preflop_sb_value is _SB_COUNTED_AS_BB
            and self._bb >= 0
            and not self._big_blind_has_acted()
        )
        full_blinds = sb_as_bb = 0
        assume_full = prof.pl_preflop_irregular_blind is _ASSUME_FULL_BLINDS
        bets = self.bets
        # each player's posted blind (n of them) and its nominal amount, as range(n) read
        # them: a pot-limit raise before the flop asks this
        posts = zip(self._blind_posted, self._nominal, strict=False)
        for j, (posted, nominal) in enumerate(posts):
            if nominal == 0 or bets[j] != posted:
                continue
            counted = posted
            if assume_full and posted < nominal:
                counted = nominal
                full_blinds += nominal - posted
            if as_big and nominal < big:
                sb_as_bb += big - counted
        if as_big:
            for amount in self.stakes.dead_blinds:
                if 0 < amount < big:
                    sb_as_bb += big - amount
        return actual, full_blinds, sb_as_bb

    def _big_blind_has_acted(self) -> bool:
        """Whether the big blind has acted this hand: checked, called, raised or folded.

        PL_PREFLOP_SB_VALUE = sb_counted_as_bb counts a smaller blind as a big blind only
        until the big blind has acted (corpus A.5; RRoP PL 5, WSOP cash 191); a fold is
        an action, so after the big blind folds the actual chips count.
        """
        bb = self._bb
        return bb >= 0 and (self.acted[bb] is not None or self.folded[bb])

    def full_raise_to(self) -> int:
        """The smallest full bet or raise now, before any stack limit (an all-in below it is
        a short all-in)."""
        return self._full_min_to()

    def min_raise_to(self, i: int | None = None) -> int | None:
        """The smallest total the player may bet or raise to, or None if he may not.

        When his whole stack is less than a full raise, it is his all-in total.
        """
        if i is None:
            i = self._who(i)
        if (self._block if i == self._block_seat else self.raise_blocked(i)) is not None:
            return None  # can_raise(i), written out
        full = self._full_min_to()
        all_in = self.bets[i] + self.stacks[i]
        return full if full < all_in else all_in

    def max_raise_to(self, i: int | None = None) -> int | None:
        """The largest total the player may bet or raise to, or None if he may not."""
        if i is None:
            i = self._who(i)
        if i == self._top_seat:  # kept only for a player who may raise
            return self._top
        if (self._block if i == self._block_seat else self.raise_blocked(i)) is not None:
            return None  # can_raise(i), written out
        all_in = self.bets[i] + self.stacks[i]
        top = self._top = min(max(self._rule_max_to(i), self._full_min_to()), all_in)
        self._top_seat = i
        return top

    def pot_total(self) -> int:
        """Every chip in the middle, this street's bets included: ``sum(live) + sum(dead)``,
        kept as the chips go in (asked at most actions: tests/quiz/test_generator_play.py
        compares the two after every action of many hands)."""
        return self._pot

    def pots(self) -> PotSplit:
        """Main and side pots with their eligible players, and any uncalled bet."""
        return build_pots(self.live, self.dead, self.folded)

    # -------------------------------------------------------------- actions

    def _require_actor(self, i: int | None, what: str, amount: int | None = None) -> int:
        """The player to act, checked against ``i`` (``what`` he would do, and ``amount``
        its total if any: put into words only for an error)."""
        # who acts first may depend on cards nobody saw: then the record says who it was
        if (
            self.actor is None
            and self.actor_unseen
            and i is not None
            and not self.finished
            and (self.bring_in_due or self._needs_action(i))
        ):
            self.actor = i
            self.actor_unseen = False
            if self.bring_in_due:
                self._bring_in_seat = i
        if self.finished or self.actor is None:
            who = self.label(i) if i is not None else "nobody"
            raise IllegalActionError(
                f"{who} cannot {_doing(what, amount)}: no player is to act now"
            )
        if i is not None and i != self.actor:
            raise IllegalActionError(
                f"{self.label(i)} cannot {_doing(what, amount)}: "
                f"it is {self.label(self.actor)}'s turn"
            )
        return self.actor

    def verify_fold(self, i: int | None = None) -> None:
        """Raise an error if the player may not fold now."""
        self._fold_checked(i)

    def _fold_checked(self, i: int | None) -> int:
        """:meth:`verify_fold`, returning the player who folds."""
        i = self._require_actor(i, "fold")
        if self.bring_in_due and i == self._bring_in_seat:
            raise IllegalActionError(
                f"{self.label(i)} cannot fold: the bring-in is forced (text 2, 5.2)"
            )
        return i

    def fold(self, i: int | None = None) -> None:
        """Fold; his chips stay in the pot."""
        if i is None or i != self.actor or self.finished or self.bring_in_due:
            i = self._fold_checked(i)  # the actor named, with no bring-in due, needs no check
        self.folded[i] = True
        self._record_and_pass(i, _FOLD, self.bets[i], 0)

    def verify_check_or_call(self, i: int | None = None) -> None:
        """Raise an error if the player may neither check nor call."""
        self._call_checked(i)

    def _call_checked(self, i: int | None) -> int:
        """:meth:`verify_check_or_call`, returning the player who checks or calls."""
        i = self._require_actor(i, "check or call")
        if self.bring_in_due:
            raise IllegalActionError(
                f"{self.label(i)} cannot check: the bring-in of {self.stakes.bring_in} is due "
                "(text 2, 5.2)"
            )
        return i

    def check_or_call(self, i: int | None = None) -> None:
        """Check, or call (all-in for less when his stack is short)."""
        if i is None or i != self.actor or self.finished or self.bring_in_due:
            i = self._call_checked(i)  # the actor named, with no bring-in due, needs no check
        # to_call(i) and _pay(i, amount), written out: the commonest action
        level, bets, stacks = self.level, self.bets, self.stacks
        owed, stack = level - bets[i], stacks[i]
        if owed > 0 and stack > 0:
            amount = owed if owed < stack else stack
            stacks[i] = stack - amount
            bets[i] += amount
            self.live[i] += amount
            self._pot += amount
            kind = _CALL
        else:
            amount = 0
            kind = _CHECK
        self.acted[i] = level
        self._acted_seq[i] = self._full_seq
        self._record_and_pass(i, kind, bets[i], amount)

    def verify_bring_in(self, i: int | None = None) -> None:
        """Raise an error if the player may not post the bring-in now."""
        self._bring_in_checked(i)

    def _bring_in_checked(self, i: int | None) -> int:
        """:meth:`verify_bring_in`, returning the player who brings it in."""
        i = self._require_actor(i, "bring it in")
        if not self.bring_in_due:
            raise IllegalActionError(f"{self.label(i)} cannot bring it in: no bring-in is due")
        return i

    def post_bring_in(self, i: int | None = None) -> None:
        """Stud: post the bring-in (all-in for less if short; the others owe the full one)."""
        i = self._bring_in_checked(i)
        added = self._pay(i, self.stakes.bring_in)
        self.bring_in_due = False
        self.level = self.stakes.bring_in
        self.acted[i] = self.level
        self._acted_seq[i] = self._full_seq
        self._record_and_pass(i, _BRING_IN, self.bets[i], added)

    def verify_raise_to(self, amount: int, i: int | None = None) -> None:
        """Raise an error naming the rule if the player may not bet or raise to ``amount``."""
        self._raise_checked(amount, i)

    def _raise_checked(self, amount: int, i: int | None) -> tuple[int, int]:
        """:meth:`verify_raise_to`, returning the player who raises and the smallest full
        raise (which :meth:`raise_to` needs too). The words of an error are made only
        when one is raised."""
        if i is None or i != self.actor or self.finished:
            who = self._require_actor(i, "raise to", amount)
        else:
            who = i  # the actor named: _require_actor would return him
        block = self._block if who == self._block_seat else self.raise_blocked(who)
        if block is not None:
            name, verb = self.label(who), self._verb()
            raise IllegalActionError(f"{name} cannot {verb}: {self._block_reason(who, block)}")
        if self.game.openers:  # five-card draw: jackpots (issue 18)
            from dealer_trainer.engine.draw import openers_problem

            problem = openers_problem(self, who)
            if problem is not None:
                raise IllegalActionError(problem)
        all_in = self.bets[who] + self.stacks[who]
        if amount > all_in:
            name, verb = self.label(who), self._verb()
            raise IllegalActionError(
                f"{name} cannot {verb} to {amount}: he has only {all_in} in all for this street "
                "(table stakes)"
            )
        if amount <= self.level:
            name, verb = self.label(who), self._verb()
            raise IllegalActionError(
                f"{name} cannot {verb} to {amount}: the bet to call is already {self.level}"
            )
        full_min = self._full_min_to()
        if amount < full_min and amount != all_in and not self._covers_every_opponent(who, amount):
            name, verb = self.label(who), self._verb()
            raise IllegalActionError(
                f"{name} cannot {verb} to {amount}: {self._minimum_phrase(verb, full_min)}"
            )
        top = self.max_raise_to(who)
        assert top is not None
        if amount > top:
            name, verb = self.label(who), self._verb()
            raise IllegalActionError(
                f"{name} cannot {verb} to {amount}: {self._maximum_phrase(verb, who, top)}"
            )
        if (
            self.structure is _FIXED_LIMIT
            and amount != all_in
            and amount not in self._limit_raise_targets()
            and not self._covers_every_opponent(who, amount)
        ):
            name, verb = self.label(who), self._verb()
            allowed = " or ".join(str(t) for t in self._limit_raise_targets())
            raise IllegalActionError(
                f"{name} cannot {verb} to {amount}: in fixed limit the {verb} is to {allowed}"
            )
        return who, full_min

    def _verb(self) -> str:
        """How an error names a bet or raise now: ``bet`` with nothing to call, else ``raise``."""
        return "bet" if self.level == 0 else "raise"

    def _covers_every_opponent(self, i: int, amount: int) -> bool:
        """A short raise that already puts every opponent all-in (PHH day 5 hand 85).

        The chips a full raise would add beyond that could never be called and
        would come straight back, so the engine accepts it as the full raise.
        """
        reach = max(
            (self.bets[j] + self.stacks[j] for j in range(self.n) if j != i and not self.folded[j]),
            default=0,
        )
        return amount > self.level and amount >= reach

    def _minimum_phrase(self, verb: str, full_min: int) -> str:
        if self.structure is _FIXED_LIMIT:
            return f"the {verb} in fixed limit is to {full_min}"
        if verb == "bet":
            return f"the minimum bet is {full_min}"
        return f"the minimum raise is to {full_min} (largest raise this street: {self.increment})"

    def _maximum_phrase(self, verb: str, i: int, top: int) -> str:
        if self.structure is _POT_LIMIT:
            call = self.level - self.bets[i]
            pot = self.pot_limit_count() + call
            return f"the pot-limit maximum is {top} (pot {pot} after his call of {call})"
        if self.structure is _SPREAD_LIMIT:
            assert self.stakes.spread is not None
            return f"the spread allows at most {self.stakes.spread[1]} more, to {top}"
        return f"the maximum is {top}"

    def _block_reason(self, i: int, block: RaiseBlock) -> str:
        if block is _CANNOT_COVER_CALL:
            return f"his {self.stacks[i]} does not cover the call of {self.level - self.bets[i]}"
        if block is _NO_OPPONENT_TO_RAISE:
            return "no other player in the hand has chips beyond the current bet to call a raise"
        if block is _NOT_REOPENED:
            acted = self.acted[i]
            assert acted is not None
            return (
                f"the betting was not re-opened to him (he faces {self.level - acted} more "
                f"since he acted, less than a full raise) (text 2, 6.1)"
            )
        return f"the betting is capped ({self.raise_count - 1} raises made)"

    def raise_to(self, amount: int, i: int | None = None) -> None:
        """Bet, raise or complete to ``amount`` (the player's total for the street)."""
        who, full_min = self._raise_checked(amount, i)
        previous_level = self.level
        verb = _BET if previous_level == 0 or self.bring_in_due else _RAISE
        if self.game.stud and self.street == 0 and self.full_level == 0:
            verb = _COMPLETE
        added = self._pay(who, amount - self.bets[who])
        self.bring_in_due = False
        capped_by_reach = amount < full_min and self._covers_every_opponent(who, amount)
        if self.structure is _FIXED_LIMIT:
            full_before, unit = self.full_level, self._unit()
            how = self._apply_limit_raise(amount, full_min, capped_by_reach)
            self.limit_steps.append(
                _new_limit_step(
                    who, amount, previous_level, full_before, unit, how, self.full_level
                )
            )
        else:
            increment = amount - previous_level
            if amount >= full_min or capped_by_reach:
                if increment > self.increment:
                    self.increment = increment
                self.full_level = amount
                self.raise_count += 1
                self._full_seq += 1
        self.level = amount  # above the level: _raise_checked refused any other amount
        self.acted[who] = amount
        self._acted_seq[who] = self._full_seq
        self.last_aggressor = who
        self.aggressive += 1
        cap = self._cap
        if cap is not None and self.raise_count >= cap and self._heads_up_count() >= 3:
            self._capped_multiway = True
        self._record_and_pass(who, verb, amount, added)

    def _apply_limit_raise(self, amount: int, full_min: int, capped_by_reach: bool) -> str:
        """Count a fixed-limit bet or raise; returns how it counted (a LimitStep.how)."""
        targets = self._limit_raise_targets()
        if amount >= full_min or capped_by_reach:
            if len(targets) == 2 and amount >= targets[1]:
                self._big_made = True
            self.full_level = max(amount, full_min) if capped_by_reach else amount
            self.raise_count += 1
            self._full_seq += 1
            return "capped_by_reach" if amount < full_min else "full"
        # An all-in for less than a full bet or raise (text 2, fixed-limit all-in rule).
        unit = self._unit()
        extra = amount - self.full_level
        if self._profile.limit_reopen_threshold is _LIMIT_HALF_BET:
            counted = 2 * extra >= unit
        else:
            counted = extra >= unit
        if counted:
            self.raise_count += 1
            self._full_seq += 1
            if self._profile.limit_raise_after_half_bet_allin is _NEXT_BET_LEVEL:
                self.full_level += unit
            else:
                self.full_level = amount
            return "counted"
        return "not_counted"

    def _pay(self, i: int, amount: int) -> int:
        # every caller ends with _record_and_pass, which forgets the answers cached for the
        # state before it; until then only the fixed-limit targets are read, which no
        # payment changes
        stack = self.stacks[i]
        paid = amount if amount < stack else stack  # min(), without a builtin call
        self.stacks[i] = stack - paid
        self.bets[i] += paid
        self.live[i] += paid
        self._pot += paid
        return paid

    def _record_and_pass(self, i: int, kind: ActionKind, to: int, added: int) -> None:
        """Record player ``i``'s action and pass the turn (every action ends here, after
        changing the state; one call instead of two at each action)."""
        # what _changed does, written out
        self._block_seat = self._top_seat = -1
        self._targets = None
        move = _new_move(i, kind, to, added, self.stacks[i] == 0, self.street)
        self.moves.append(move)
        self.record.append(move)
        # the turn passes: the hand is won, the next player acts, or the round is over. Only
        # a fold can leave one player in (fold() alone marks a player folded, and a hand
        # with one player left is over before anyone else acts)
        if kind is _FOLD and self.folded.count(False) == 1:
            self.finished = True
            self.actor = None
            return
        nxt = self._next_needing(i + 1)
        if nxt is not None:
            self.actor = nxt
            return
        self._end_round()

    # ------------------------------------------------------------- dealing

    def deal_hole(self, i: int, cards: Sequence[Card | None]) -> None:
        """Deal cards to player ``i`` (stud: up or down by the street's pattern)."""
        self.deal_holes(((i, cards),))

    def deal_holes(self, deals: Iterable[tuple[int, Sequence[Card | None]]]) -> None:
        """Deal cards to several players in turn: the same as :meth:`deal_hole` for each."""
        self._changed()  # upcards can change the stud bet sizes (an open pair)
        hole, dealt, record, n = self.hole, self._dealt_on_street, self.record, self.n
        for i, cards in deals:
            if not 0 <= i < n:
                raise IllegalActionError(f"there is no player p{i + 1}")
            hole[i].extend(cards)
            k = len(cards)
            dealt[i] += k
            if not any(cards):  # cards nobody saw, the usual deal: one shared record
                deal = _UNSEEN_DEALS.get((i, k))
                if deal is None:
                    deal = _UNSEEN_DEALS[(i, k)] = Deal((None,) * k, i)
                record.append(deal)
            else:
                record.append(_new_deal(tuple(cards), i))
        if self.actor is None and not self.finished:
            if self.game.stud and not self._street_dealt():
                self.actor_unseen = False  # what _update_actor does until every card is out
            else:
                self._update_actor(first=True)

    def deal_unseen(self, players: Iterable[int], k: int) -> None:
        """Deal ``k`` cards nobody sees to each of ``players`` in turn, the usual deal: the
        same state and record as :meth:`deal_holes` of ``(i, (None,) * k)`` for each player
        (the shared records of ``_UNSEEN_DEALS``), without testing each deal's cards."""
        self._changed()  # as deal_holes
        hole, dealt, record, n = self.hole, self._dealt_on_street, self.record, self.n
        unseen = (None,) * k
        deals = _UNSEEN_ROUNDS.get((k, n)) or _unseen_round(k, n)
        for i in players:
            if not 0 <= i < n:
                raise IllegalActionError(f"there is no player p{i + 1}")
            hole[i].extend(unseen)
            dealt[i] += k
            record.append(deals[i])
        if self.actor is None and not self.finished:
            if self.game.stud and not self._street_dealt():
                self.actor_unseen = False  # what _update_actor does until every card is out
            else:
                self._update_actor(first=True)

    def verify_deal_board(self, cards: Sequence[Card | None]) -> None:
        """Raise an error if these community cards cannot be dealt now.

        Each deal is the next street's cards, in their number (the flop three, the turn
        one), once the betting before it is over; when no more betting is possible
        (players all-in) the rest of the board may come in one deal. No card may be out
        twice.
        """
        streets = self.game.streets
        total = sum(st.board for st in streets)
        if total == 0:
            raise IllegalActionError(f"{self.game.name} has no community cards")
        have, count = len(self.board), len(cards)
        if count == 0:
            raise IllegalActionError("a board deal needs at least one card")
        starts = [sum(x.board for x in streets[:j]) for j in range(len(streets))]
        nxt = [j for j, x in enumerate(streets) if x.board and starts[j] == have]
        if not nxt:
            raise IllegalActionError(
                f"all {total} community cards are already out; {run_text(cards)} cannot be dealt"
            )
        k = nxt[0]
        st = streets[k]
        name = st.name
        if count != st.board:
            bounds = {sum(x.board for x in streets[: j + 1]) for j in range(k, len(streets))}
            if not (self.finished and have + count in bounds):
                raise IllegalActionError(
                    f"the {name} is {_number(st.board)} card{'s' if st.board > 1 else ''}, "
                    f"not {_number(count)}"
                )
        if not self.finished and self.street < k:
            who = (
                f"{self.label(self.actor)} is still to act"
                if self.actor is not None
                else "the betting is not over"
            )
            raise IllegalActionError(
                f"the {name} cannot be dealt yet: {who} on the {self.street_name}"
            )
        self._verify_new_cards(cards, None)

    def _verify_new_cards(self, cards: Sequence[Card | None], i: int | None) -> None:
        """No card may be dealt twice: not on the board, not in anyone's hand."""
        known = [c for c in cards if c is not None]
        for k, card in enumerate(known):
            if card in known[:k]:
                raise IllegalActionError(f"{card} is dealt twice in one deal")
            if card in self.board:
                raise IllegalActionError(f"{card} is dealt twice: it is already on the board")
            for j in range(self.n):
                if card in self.hole[j] or (j != i and card in self.shown.get(j, ())):
                    whose = "his own hand" if j == i else f"{self.label(j)}'s hand"
                    raise IllegalActionError(f"{card} is dealt twice: it is already in {whose}")

    def verify_deal_hole(self, i: int, cards: Sequence[Card | None]) -> None:
        """Raise an error if these cards cannot be dealt to player ``i``: a card already out."""
        if not 0 <= i < self.n:
            raise IllegalActionError(f"there is no player p{i + 1}")
        self._verify_new_cards(cards, i)

    def verify_show(self, i: int, cards: Sequence[Card | None]) -> None:
        """Raise an error if player ``i`` cannot show these cards: one is on the board or
        in another player's hand."""
        known = [c for c in cards if c is not None]
        for k, card in enumerate(known):
            if card in known[:k]:
                raise IllegalActionError(f"{self.label(i)} cannot show {card} twice")
            if card in self.board:
                raise IllegalActionError(f"{self.label(i)} cannot show {card}: it is on the board")
            for j in range(self.n):
                if j != i and (card in self.hole[j] or card in self.shown.get(j, ())):
                    raise IllegalActionError(
                        f"{self.label(i)} cannot show {card}: it is in {self.label(j)}'s hand"
                    )

    def deal_board(self, cards: Sequence[Card | None]) -> None:
        """Deal community cards (:meth:`verify_deal_board` checks a record's deal)."""
        self.board.extend(cards)
        self.record.append(_new_deal(tuple(cards), None))

    def discard(self, i: int, cards: Sequence[Card | None]) -> None:
        """Draw games: discard these cards (none: stand pat)."""
        if self.folded[i]:
            raise IllegalActionError(f"{self.label(i)} cannot draw: he has folded")
        for card in cards:
            if card is not None and card in self.hole[i]:
                self.hole[i].remove(card)
            elif self.hole[i]:
                # unseen cards: drop an unknown one, or the oldest
                idx = self.hole[i].index(None) if None in self.hole[i] else 0
                self.hole[i].pop(idx)
        self.record.append(Discard(i, tuple(cards)))

    def show(self, i: int, cards: Sequence[Card | None] | None) -> None:
        """Show cards at showdown, or muck (``None``)."""
        if cards is None:
            self.mucked.add(i)
            self.record.append(Show(i, None))
        else:
            self.shown[i] = tuple(cards)
            self.record.append(Show(i, tuple(cards)))

    # ------------------------------------------------------------ progress

    def _needs_action(self, i: int) -> bool:
        if self.folded[i] or self.stacks[i] == 0:
            return False
        if self.bets[i] < self.level:
            return True
        if self.acted[i] is not None:
            return False
        return any(j != i and not self.folded[j] and self.stacks[j] > 0 for j in range(self.n))

    def _next_needing(self, start: int) -> int | None:
        # _needs_action for each player from ``start`` round the table, written out
        n, folded, stacks, bets, acted, level = (
            self.n,
            self.folded,
            self.stacks,
            self.bets,
            self.acted,
            self.level,
        )
        with_chips = -1  # players in the hand with chips behind, counted when first needed
        for j in self._seats_from[start % n]:
            if folded[j] or stacks[j] == 0:
                continue
            if bets[j] < level:
                return j
            if acted[j] is None:
                if with_chips < 0:  # counted up to two: all the test below needs
                    with_chips = 0
                    for x in range(n):
                        if not folded[x] and stacks[x] > 0:
                            with_chips += 1
                            if with_chips > 1:
                                break
                if with_chips > 1:  # j is one of them: another could answer a bet
                    return j
        return None

    def _end_round(self) -> None:
        self.actor = None
        while True:
            self.street += 1
            if self.street >= len(self.game.streets):
                self.finished = True
                return
            self._reset_street()
            if self._active_count() >= 2:
                self._update_actor(first=True)
                return
            # nobody can bet: the remaining cards are dealt without betting

    def _update_actor(self, first: bool) -> None:
        self.actor_unseen = False
        if self.finished or self.street >= len(self.game.streets):
            self.actor = None
            return
        if self.game.stud:
            if not self._street_dealt():
                self.actor = None
                return
            if self.street == 0:
                self.actor = self._stud_bring_in_actor()
            else:
                self.actor = self._stud_first_actor()
        elif self.street == 0 and self.game.forced is _BLINDS:
            self.actor = self._next_needing(self._first_preflop)
        else:
            self.actor = self._next_needing(0)
        if self.actor is None and not self.actor_unseen:
            # nobody can act on this round (everyone all-in): on to the next one
            self.bring_in_due = False
            self._end_round()

    def _street_dealt(self) -> bool:
        """Stud: every player still in has this street's cards."""
        need = len(self.game.streets[self.street].hole)
        folded = self.folded
        for i, dealt in enumerate(self._dealt_on_street):
            if dealt < need and not folded[i]:
                return False
        return True

    def bring_in_player(self) -> int | None:
        """Stud: who must bring it in, from the door cards (text 2, 5.3), or None if unknown."""
        doors = []
        for i in self.in_hand():
            ups = self.upcards(i)
            if not ups or ups[0] is None:
                return None
            doors.append((i, ups[0]))
        if self.game.low_bring_in:
            # razz: the highest card brings in, aces low; ties: the higher suit
            return max(doors, key=lambda d: (d[1].low_rank, d[1].suit))[0]
        # stud and stud/8: the lowest card, ace high; ties: the lower suit
        return min(doors, key=lambda d: (d[1].rank, d[1].suit))[0]

    def _stud_bring_in_actor(self) -> int | None:
        seat = self.bring_in_player()
        self._bring_in_seat = seat
        self.bring_in_due = True
        if seat is None:
            self.actor_unseen = True
            return None
        if self.stacks[seat] > 0:
            return seat
        # all-in for the ante: the next player must bring it in (corpus ST-07)
        self._bring_in_seat = self._next_needing(seat + 1)
        return self._bring_in_seat

    def _stud_first_actor(self) -> int | None:
        candidates = [i for i in self.in_hand() if self.stacks[i] > 0]
        if not candidates:
            return None
        if any(c is None for i in candidates for c in self.upcards(i)):
            self.actor_unseen = True
            return None
        first = self.best_showing(candidates)
        if first is None:
            return None
        return first if self._needs_action(first) else self._next_needing(first)

    def best_showing(self, players: Sequence[int], upto: int = 4) -> int | None:
        """Stud: whose board is best among ``players`` (the first ``upto`` upcards).

        The best showing hand acts first from fourth street on, and shows first when
        the last round was checked (corpus A.7): the highest in stud and stud/8, the
        lowest in razz. Identical boards follow STUD_TIE_FIRST_TO_ACT: ``position``,
        the player dealt first (nearest the dealer's left, RRoP stud 1); or
        ``high_card_by_suit`` (TDA 2024 RP-10-D), the board holding the highest card by
        suit, the ace low in razz (in razz tied boards hold the same ranks, so the suit
        of the highest rank decides: 4h beats 4c). None if no player shows a card.
        """
        from dealer_trainer.engine.evaluate import showing_hand_high, showing_hand_low

        keyed = []
        for i in players:
            cards = [c for c in self.upcards(i) if c is not None][:upto]
            if not cards:
                continue
            if self.game.low_bring_in:
                strength = showing_hand_low(cards)
            else:
                strength = showing_hand_high(cards)
            keyed.append((strength, i, cards))
        if not keyed:
            return None
        best = max(k[0] for k in keyed)
        tied = [k for k in keyed if k[0] == best]
        if len(tied) == 1 or self._profile.stud_tie_first_to_act is _TIE_BY_POSITION:
            return tied[0][1]
        if self.game.low_bring_in:
            return max(tied, key=lambda k: max((c.low_rank, c.suit) for c in k[2]))[1]
        return max(tied, key=lambda k: max(k[2]))[1]


_SEATS_FROM: dict[int, tuple[tuple[int, ...], ...]] = {}
"""Seat orders round a table of ``n``, by ``n`` (see :func:`_seats_from`)."""


def _seats_from(n: int) -> tuple[tuple[int, ...], ...]:
    """The seats of a table of ``n`` round from each seat: ``_seats_from(4)[2]`` is
    ``(2, 3, 0, 1)`` (made once per table size: a loop over it takes no ``% n`` per seat)."""
    orders = _SEATS_FROM.get(n)
    if orders is None:
        orders = _SEATS_FROM[n] = tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
    return orders


_UNSEEN_DEALS: dict[tuple[int, int], Deal] = {}
"""The record of ``k`` unseen cards dealt to player ``i``, by ``(i, k)``: records are frozen
values, so every hand shares these (a few dozen at most)."""

_UNSEEN_ROUNDS: dict[tuple[int, int], tuple[Deal, ...]] = {}
"""The records of :data:`_UNSEEN_DEALS` for ``k`` cards to each of ``n`` players, by ``(k, n)``,
indexed by player: a round of unseen cards reads each player's record by his number."""


def _unseen_round(k: int, n: int) -> tuple[Deal, ...]:
    """The :data:`_UNSEEN_ROUNDS` entry for ``k`` cards and ``n`` players, made once."""
    deals = []
    for i in range(n):
        deal = _UNSEEN_DEALS.get((i, k))
        if deal is None:
            deal = _UNSEEN_DEALS[(i, k)] = Deal((None,) * k, i)
        deals.append(deal)
    made = _UNSEEN_ROUNDS[(k, n)] = tuple(deals)
    return made


_DEAD, _LIVE, _BLIND = 0, 1, 2
"""How a forced bet is posted (a :attr:`_Table.posts` entry): dead money; a live ante, matched
level by level but not a bet; a blind or straddle, live and a bet toward the call."""


class _Table:
    """What a hand's stakes, limits and forced bets are at one table, worked out once.

    A table is a stakes value, a number of players, a structure, a venue profile and, of the
    game, only its forced bets, whether its first street is played at the big bet and its
    number of streets (the key of ``_TABLES``: read nothing else of the game here). Nothing
    here reads the stacks: the forced bets are listed in the order they are posted,
    at their full amounts, and each hand pays them from its own stacks
    (:meth:`HandState._post_forced`), so every hand dealt at the table shares this (the quiz
    generator deals many at one table). Stakes that do not make a hand raise
    :class:`SetupError` here, and no table is kept for them.
    """

    __slots__ = (
        "bb",
        "cap",
        "first_preflop",
        "full_level",
        "given",
        "increment",
        "level",
        "nominal",
        "open_increment",
        "posts",
        "profile",
        "raise_count",
        "seats_from",
        "stakes",
    )

    def __init__(
        self, stakes: Stakes, n: int, game: Game, structure: Structure, profile: VenueProfile
    ) -> None:
        self.given, self.profile = stakes, profile  # as keyed (see _table)
        # padded through its own cache: one padded value per stakes value and table size,
        # whatever the game or profile (the quiz keys its intros on the padded value)
        self.stakes = stakes = _padded(stakes, n)
        _check_stakes(stakes, n, game, structure)
        self.seats_from = _seats_from(n)
        self.open_increment = _opening_increment(stakes, structure)
        self.cap = _limit_cap(structure, profile, game)
        self.posts: list[tuple[int, int, int]] = []
        """The forced bets in the order they are posted: (player, amount, how: _DEAD,
        _LIVE or _BLIND)."""
        # the street's opening, unless the blinds set it (_plan_blinds)
        self.level = self.full_level = self.raise_count = 0
        self.increment = self.open_increment
        self.bb = -1
        """The big blind's seat (-1: none)."""
        self.first_preflop = 0
        """Who acts first before the flop: the seat after the last forced bet."""
        self.nominal: tuple[int, ...] = (0,) * n
        """The blinds as posted in seat order (heads-up reversed)."""
        self._plan_forced(n, game, structure, profile)

    def _plan_forced(self, n: int, game: Game, structure: Structure, profile: VenueProfile) -> None:
        st, post = self.stakes, self.posts.append
        antes = list(st.antes)
        if n == 2 and game.forced is _BLINDS:
            antes.reverse()  # heads-up, PHH lists antes like blinds: [small, big]
        payers = [i for i in range(n) if antes[i] > 0] if any(antes) else []  # often no antes
        bba = payers[0] if len(payers) == 1 else None
        for i in payers:
            if i != bba:
                post((i, antes[i], _LIVE if st.antes_live else _DEAD))
        if game.forced is _BLINDS:
            self._plan_blinds(n, game, structure, profile, bba, antes)
        elif bba is not None:
            post((bba, antes[bba], _DEAD))
        if any(st.dead_blinds):  # usually none: then no loop over the table
            for i, amount in enumerate(st.dead_blinds):
                if amount:
                    post((i, amount, _DEAD))

    def _plan_blinds(
        self,
        n: int,
        game: Game,
        structure: Structure,
        profile: VenueProfile,
        bba: int | None,
        antes: Sequence[int],
    ) -> None:
        st, post = self.stakes, self.posts.append
        blinds = list(st.blinds)
        if n == 2:
            blinds.reverse()  # heads-up: the button (p2) posts the small blind
        lead = [i for i in range(min(st.blind_count, n)) if blinds[i] > 0]
        if lead:
            # the big blind: the largest of the blinds, the later seat on a tie
            bb = lead[0]
            for i in lead:  # seats in order: ">=" keeps the later seat on a tie
                if blinds[i] >= blinds[bb]:
                    bb = i
            self.bb = last_forced = bb
        elif blinds[n - 1] > 0:
            # no small or big blind, only a button blind (short-deck ante games)
            self.bb = last_forced = n - 1
        else:
            self.bb, last_forced = -1, min(st.blind_count, n) - 1
        self.nominal = tuple(blinds)
        big = blinds[self.bb] if self.bb >= 0 else 0
        # straddles: the seats after the blinds and the big blind (none heads-up)
        for i in range(max(st.blind_count, self.bb + 1), n if n > 2 else 0):
            if blinds[i] == 0:
                continue
            if blinds[i] > big and i == last_forced + 1:
                kind = "straddle"
            elif blinds[i] > big and i == n - 1 and n >= 4:
                kind = "button straddle"
            elif blinds[i] <= big:
                continue  # a live post by a player making up a missed blind
            else:
                raise SetupError(
                    f"p{i + 1} posts {blinds[i]}, more than the big blind, but is not "
                    "under the gun or on the button: not a straddle this engine knows"
                )
            allowed = profile.straddle
            if allowed is Straddle.NONE or (
                kind == "button straddle"
                and (allowed is not Straddle.UTG_OR_BUTTON or structure is _FIXED_LIMIT)
            ):
                raise SetupError(
                    f"p{i + 1} posts a {kind} of {blinds[i]}, which the "
                    f"{profile.title} profile does not allow (STRADDLE = {allowed.value})"
                )
            big = blinds[i]
            last_forced = i if kind == "straddle" else -1
        for i, blind in enumerate(blinds):
            if blind == 0:
                continue
            if i == bba:
                ante = antes[i]
                if profile.bba_priority is BbaPriority.ANTE_FIRST:
                    post((i, ante, _DEAD))
                    post((i, blind, _BLIND))
                else:
                    post((i, blind, _BLIND))
                    post((i, ante, _DEAD))
            else:
                post((i, blind, _BLIND))
        if bba is not None and blinds[bba] == 0:
            post((bba, antes[bba], _DEAD))
        self.level = level = max(blinds)
        self.first_preflop = (last_forced + 1) % n
        if structure is _FIXED_LIMIT:
            # the bet size of the first street (HandState._unit, before any big bet)
            unit = st.big_bet if game.streets[0].big_bet else st.small_bet
            if level >= unit:
                self.full_level, self.raise_count = level, 1
        elif structure is _SPREAD_LIMIT:
            assert st.spread is not None
            self.increment = max(level, st.spread[0])
            if level:
                self.full_level, self.raise_count = level, 1
        else:
            self.increment = max(level, st.min_bet)


_TABLES: dict[tuple[int, int, int, int, int, bool, int], _Table] = {}
"""Tables already worked out (kept small), by the identities of their stakes, structure and
profile, their number of players, and the three things a table reads of its game: its forced
bets (an enum member), whether the first street is played at the big bet, and its number of
streets. Not by the game itself: games alike in these (hold'em, omaha and the draw games
played with blinds) share one table, so a new game at a known stakes value works nothing out
again. Keyed on identity, not on the values' hashes (the stakes alone have 11 fields, a
profile dozens): callers that make many hands share these values (the quiz generator does),
and a value made again only works its table out again."""


def _table(
    stakes: Stakes, n: int, game: Game, structure: Structure, profile: VenueProfile
) -> _Table:
    """The table of a hand (see :class:`_Table`), worked out once."""
    streets = game.streets
    key = (
        id(stakes),
        n,
        id(structure),
        id(profile),
        id(game.forced),
        streets[0].big_bet,
        len(streets),
    )
    table = _TABLES.get(key)
    # the entry holds the stakes and profile, so their ids cannot be reused while it is
    # kept (the structure and forced bets are enum members, never collected)
    if table is None or table.given is not stakes or table.profile is not profile:
        if len(_TABLES) > 512:
            _TABLES.clear()
        table = _TABLES[key] = _Table(stakes, n, game, structure, profile)
    return table


_PADDED: dict[tuple[int, int], tuple[Stakes, Stakes]] = {}
"""Stakes already padded, by the stakes' identity and the number of players: the stakes
and their padded copy (kept small). Keyed on identity, not the 11 fields' hash: callers
that make many hands share one Stakes value (the quiz generator does)."""


def _padded(stakes: Stakes, n: int) -> Stakes:
    """Per-player amounts given for the first players only are padded with zeros."""

    if len(stakes.antes) == len(stakes.blinds) == len(stakes.dead_blinds) == n:
        return stakes
    key = (id(stakes), n)
    done = _PADDED.get(key)
    # the entry holds the stakes, so their id cannot be reused while it is kept
    if done is None or done[0] is not stakes:
        if len(_PADDED) > 512:
            _PADDED.clear()
        done = _PADDED[key] = (stakes, _pad(stakes, n))
    return done[1]


def _pad(stakes: Stakes, n: int) -> Stakes:

    def pad(values: tuple[int, ...]) -> tuple[int, ...]:
        return values + (0,) * (n - len(values)) if len(values) < n else values

    st = stakes  # field by field, in their order: dataclasses.replace is four times dearer
    return Stakes(
        pad(st.antes),
        pad(st.blinds),
        st.bring_in,
        st.small_bet,
        st.big_bet,
        st.min_bet,
        st.spread,
        pad(st.dead_blinds),
        st.chip_unit,
        st.blind_count,
        st.antes_live,
    )


def _check_stakes(st: Stakes, n: int, game: Game, s: Structure) -> None:
    """Raise :class:`SetupError` if the (padded) stakes do not make a hand."""
    for name, values in (
        ("antes", st.antes),
        ("blinds", st.blinds),
        ("dead_blinds", st.dead_blinds),
    ):
        if len(values) != n:
            raise SetupError(f"{name} lists {len(values)} amounts for {n} players")
        if min(values) < 0:
            raise SetupError(f"{name} cannot be negative")
    if s is _FIXED_LIMIT and (st.small_bet <= 0 or st.big_bet <= 0):
        raise SetupError("fixed limit needs a small bet and a big bet")
    if s is _SPREAD_LIMIT and (st.spread is None or not 0 < st.spread[0] <= st.spread[1]):
        raise SetupError("spread limit needs a range low-high with 0 < low <= high")
    if game.forced is ForcedBets.BRING_IN and st.bring_in <= 0:
        raise SetupError("a stud game needs a bring-in")
    if st.chip_unit <= 0:
        raise SetupError("the chip unit must be positive")


def _opening_increment(st: Stakes, structure: Structure) -> int:
    """No-limit, pot-limit, spread: the increment each street opens with."""
    if structure is _SPREAD_LIMIT:
        assert st.spread is not None
        return st.spread[0]
    if structure is _FIXED_LIMIT:
        return 0
    return st.min_bet or max(st.blinds, default=0) or st.small_bet or 1


def _limit_cap(structure: Structure, profile: VenueProfile, game: Game) -> int | None:
    """Fixed and spread limit: how many bets and raises a round allows (None: no cap)."""
    if structure not in (_FIXED_LIMIT, _SPREAD_LIMIT):
        return None
    rule = profile.limit_raise_cap
    if rule is LimitRaiseCap.BET_PLUS_4:
        return 5
    if rule is LimitRaiseCap.RROP_BY_ROUNDS and game.betting_rounds <= 2:
        return 5
    return 4


def _doing(what: str, amount: int | None) -> str:
    """``raise to 600``: an action for a message, with its amount if it has one."""
    return what if amount is None else f"{what} {amount}"


def _number(n: int) -> str:
    return ("one", "two", "three", "four", "five")[n - 1] if 1 <= n <= 5 else str(n)
