"""What a ruling reads about the hand and how a draft becomes a :class:`Ruling`.

Asks nothing by itself. :class:`_Ctx` gathers what a ruling on one player reads at one point of
the hand (his bet, stack, the bet faced, the call, the minimum and maximum raise from
:class:`~dealer_trainer.engine.state.HandState`, the venue switches read); :class:`_Draft` is a
ruling before its accounting: what it counts as, its total and its reasons.

Rules exercised: the checks that make an action rulable (someone to act, no bring-in due, a
seat with chips, chips that are whole and no more than his stack; TDA R53 for another seat),
and the accounting every ruling obeys (``pushed == to - in_front - must_add + returned``).

How the answer is found: :func:`_finish` runs a deciding function, then reruns it with every
other value of each venue switch it read (:data:`_SWITCH_ENUMS`) to name the switch that
decided it; :func:`_ruling` does the accounting and joins the reasons' sentences and citations
from :mod:`~dealer_trainer.engine.rulings.reasons`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any, Final

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    FiftyPctBase,
    MultiChipRule,
    PlOverbetCorrectionWindow,
    RaiseMethod,
    VenueProfile,
    VerbalChipConflict,
)
from dealer_trainer.engine.rulings.reasons import CITATIONS, MESSAGES
from dealer_trainer.engine.rulings.values import PlayerAction, RuledAs, Ruling, RulingError, SayWhen
from dealer_trainer.engine.state import HandState

_SWITCH_ENUMS: Final[dict[str, type[StrEnum]]] = {
    "raise_method": RaiseMethod,
    "verbal_chip_conflict": VerbalChipConflict,
    "fifty_pct_base": FiftyPctBase,
    "multi_chip_rule": MultiChipRule,
    "pl_overbet_correction_window": PlOverbetCorrectionWindow,
}
"""The venue switches a ruling may read, so the one that decided it can be named."""

_SWITCH_VALUES: Final[dict[str, tuple[StrEnum, ...]]] = {
    name: tuple(enum) for name, enum in _SWITCH_ENUMS.items()
}
"""Each switch's values in its enum's order, listed once (iterating an enum class runs a
generator through its metaclass each time)."""


# Enum members read in every ruling, as module names: on Python 3.11 ``RuledAs.FOLD`` goes
# through the enum metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_FOLD, _BET, _RAISE, _ALL_IN = RuledAs.FOLD, RuledAs.BET, RuledAs.RAISE, RuledAs.ALL_IN
_FIXED_LIMIT = Structure.FIXED_LIMIT
_BEFORE, _BETWEEN = SayWhen.BEFORE, SayWhen.BETWEEN
_NOT_A_BET: Final = (RuledAs.CALL, RuledAs.CHECK, RuledAs.FOLD)
"""What a draft can be that no cap cuts."""
_CAP_REASONS: Final = {
    Structure.POT_LIMIT: "over_pot",
    Structure.SPREAD_LIMIT: "over_spread",
    Structure.FIXED_LIMIT: "limit_size",
}
"""Why a bet or raise was cut to the structure's maximum, by structure."""


# --- Context --------------------------------------------------------------------------------


@dataclass
class _Draft:
    """A ruling before the accounting: what it counts as and why."""

    kind: RuledAs
    to: int
    notes: list[tuple[str, dict[str, Any]]]
    binding: bool = True
    at_least: bool = False
    choices: tuple[RuledAs, ...] = ()
    ignored: int = 0
    """Chips pushed in motions that do not count (a string bet): they go back."""

    def key(self) -> tuple[object, ...]:
        return (self.kind, self.to, self.binding, self.at_least, self.choices)

    def before(self, reason: str, **values: Any) -> _Draft:
        self.notes.insert(0, (reason, values))
        return self

    def then(self, reason: str, **values: Any) -> _Draft:
        self.notes.append((reason, values))
        return self


class _Ctx:
    """Everything a ruling reads about one player at one point of the hand."""

    def __init__(
        self,
        hand: HandState,
        action: PlayerAction,
        profile: VenueProfile,
        unit: int,
    ) -> None:
        self.hand = hand
        self.action = action
        self.profile = profile
        self.unit = unit
        self.read: dict[str, StrEnum] = {}
        i = action.seat if action.seat is not None else hand.actor
        assert i is not None
        self.i = i
        self.p = hand.label(i)
        self.bet = hand.bets[i]
        self.stack = hand.stacks[i]
        self.prior = action.in_front
        self.front = sum(action.in_front) if action.in_front else self.bet
        self.behind = self.stack - (self.front - self.bet)
        self.all_in_to = self.bet + self.stack
        self.level = hand.level
        self.facing = hand.level > self.bet
        self.call_to = max(self.bet, min(self.level, self.all_in_to))
        self.block = hand.raise_blocked(i)
        self.min_to = hand.min_raise_to(i)
        self.max_to = hand.max_raise_to(i)
        self.structure = hand.structure

    def switch(self, name: str) -> Any:
        """Read a venue switch, remembering it so the deciding one can be named."""
        value: StrEnum = getattr(self.profile, name)
        self.read[name] = value
        return value

    def with_profile(self, profile: VenueProfile) -> _Ctx:
        other = object.__new__(_Ctx)  # copy.copy's result, without its generic protocol
        other.__dict__.update(self.__dict__)
        other.profile = profile
        other.read = {}
        return other

    def money(self, amount: int) -> str:
        return _money(amount, self.unit)

    # Kinds of aggressive action.
    def aggressive(self, to: int) -> RuledAs:
        if to >= self.all_in_to:
            return _ALL_IN
        if self.level == 0 or self._completing():
            return _BET
        return _RAISE

    def verb(self) -> str:
        if self._completing():
            return MESSAGES["word_complete"]
        return MESSAGES["word_bet"] if self.level == 0 else MESSAGES["word_raise"]

    def _completing(self) -> bool:
        hand = self.hand
        return hand.game.stud and hand.street == 0 and hand.full_level == 0 and hand.level > 0

    def clamp(self, x: int) -> int:
        """The legal total for a bet or raise of ``x`` (at least the minimum)."""
        assert self.min_to is not None and self.max_to is not None
        if self.structure is _FIXED_LIMIT:
            return self.max_to if x >= self.max_to else self.min_to
        return max(self.min_to, min(x, self.max_to))

    def cap_note(self, draft: _Draft, x: int, *, put_out: bool, keep: bool = False) -> _Draft:
        """Say why a bet or raise of ``x`` was cut to the structure's maximum.

        The sentence replaces the draft's last one (which named the uncut amount)
        unless ``keep``.
        """
        if x <= draft.to or draft.kind in _NOT_A_BET:
            return draft
        key = _CAP_REASONS.get(self.structure)
        if key is None:
            return draft
        note = (key, _amounts(self, x, draft.to, put_out=put_out))
        if keep:
            draft.notes.append(note)
        else:
            draft.notes[-1] = note
        return draft


def _money(amount: int, unit: int) -> str:
    if unit == 1:
        return f"{amount:,}"
    value = (Decimal(amount) / Decimal(unit)).normalize()
    return format(value, ",f")


def _limit_unit(hand: HandState) -> int:
    """The bet that half-a-bet is measured on: stud fourth street with an open pair
    counts the big bet once one is in (corpus ST-08, FL-17)."""
    return hand.limit_unit


def _require_amount(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise TypeError(MESSAGES["error_amount"].format(what=what, value=value))
    return value


def _amounts(ctx: _Ctx, x: int, to: int, *, put_out: bool) -> dict[str, Any]:
    """Sentence values for a bet of ``x`` in all (chips put out, or an amount declared)."""
    did = MESSAGES["word_put_out"] if put_out else MESSAGES["word_declared"]
    shown = ctx.money(x)
    if put_out and ctx.front:
        shown = MESSAGES["in_all"].format(added=ctx.money(x - ctx.front), x=shown)
    return {"x": shown, "to": ctx.money(to), "did": did, "word": ctx.verb()}


# --- Checks ---------------------------------------------------------------------------------


def _check_seat(hand: HandState, seat: int | None) -> int:
    """The player a ruling is about: someone with an action at this point of the hand."""
    if hand.finished or hand.actor is None:
        why = MESSAGES["error_finished"] if hand.finished else MESSAGES["error_no_actor"]
        raise RulingError(MESSAGES["error_nobody"].format(why=why))
    if hand.bring_in_due:
        raise RulingError(MESSAGES["error_nobody"].format(why=MESSAGES["error_bring_in"]))
    i = seat if seat is not None else hand.actor
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < hand.n:
        number = i + 1 if isinstance(i, int) and not isinstance(i, bool) else i
        raise RulingError(MESSAGES["error_seat"].format(number=number, n=hand.n))
    p = hand.label(i)
    if hand.folded[i]:
        raise RulingError(MESSAGES["error_folded"].format(p=p))
    if hand.stacks[i] == 0:
        raise RulingError(MESSAGES["error_all_in"].format(p=p))
    if i != hand.actor and hand.acted[i] is not None and hand.bets[i] >= hand.level:
        raise RulingError(MESSAGES["error_acted"].format(p=p))
    return i


def _check(hand: HandState, action: PlayerAction) -> None:
    i = _check_seat(hand, action.seat)
    p = hand.label(i)
    for k, motion in enumerate(action.motions, start=1):
        if not motion:
            raise RulingError(MESSAGES["error_motion_empty"].format(k=k))
    for chips in (*action.motions, action.in_front):  # every chip pushed, then those in front
        for chip in chips:
            if isinstance(chip, bool) or not isinstance(chip, int) or chip <= 0:
                raise RulingError(MESSAGES["error_chip"].format(chip=chip))
    bet, stack = hand.bets[i], hand.stacks[i]
    front = bet
    if action.in_front:
        front = sum(action.in_front)
        if bet == 0:
            raise RulingError(MESSAGES["error_prior_no_bet"].format(p=p))
        if front < bet:
            raise RulingError(
                MESSAGES["error_prior_short"].format(p=p, bet=f"{bet:,}", given=f"{front:,}")
            )
        if front - bet > stack:
            raise RulingError(MESSAGES["error_prior_over"].format(p=p, given=f"{front:,}"))
    behind = stack - (front - bet)
    if action.pushed > behind:
        raise RulingError(
            MESSAGES["error_too_many"].format(
                p=p, behind=f"{behind:,}", pushed=f"{action.pushed:,}"
            )
        )
    if action.words is None and not action.motions:
        raise RulingError(MESSAGES["error_nothing"])
    if action.counted is not None:
        _require_amount(action.counted, "the count he was told")
    if action.when is not _BEFORE:
        if action.words is None:
            raise RulingError(MESSAGES["error_when_no_words"])
        if not action.motions:
            raise RulingError(MESSAGES["error_when_no_chips"].format(when=action.when.value))
        if action.when is _BETWEEN and len(action.motions) < 2:
            raise RulingError(MESSAGES["error_between"])


# --- Finishing: accounting, explanation, the deciding option -------------------------------


def _finish(ctx: _Ctx, decide: Callable[[_Ctx], _Draft]) -> Ruling:
    draft = decide(ctx)
    option, otherwise = _deciding_option(ctx, decide, draft)
    return _ruling(ctx, draft, option, otherwise)


def _deciding_option(
    ctx: _Ctx, decide: Callable[[_Ctx], _Draft], draft: _Draft
) -> tuple[str | None, tuple[RuledAs, int] | None]:
    """The switch whose other values would change the ruling, with its value here; and
    what the first such switch's first other value rules (``Ruling.otherwise``)."""
    decided = []
    otherwise: tuple[RuledAs, int] | None = None
    for name, value in ctx.read.items():
        first: _Draft | None = None
        for other in _SWITCH_VALUES[name]:
            if other == value:
                continue
            alt = decide(ctx.with_profile(_profile_with(ctx.profile, name, other)))
            if first is None:
                first = alt
            if alt.key() != draft.key():
                decided.append(f"{name.upper()}={value.value}")
                if otherwise is None:
                    otherwise = (first.kind, first.to)
                break
    return ", ".join(decided) or None, otherwise


def _profile_with(profile: VenueProfile, name: str, value: StrEnum) -> VenueProfile:
    """``profile.with_options(name=value)``, remembered by the profile's identity: looking
    it up there hashes every field of the profile, which cost more than the ruling it is
    for. The profile is kept with its entry, so its ``id`` cannot be taken by another."""
    key = (id(profile), name, id(value))  # an enum member is one object for good
    seen = _PROFILES_WITH.get(key)
    if seen is not None and seen[0] is profile:
        return seen[1]
    made = profile.with_options(**{name: value})
    if len(_PROFILES_WITH) >= 256:  # a few profiles times a few switches: kept small
        _PROFILES_WITH.clear()
    _PROFILES_WITH[key] = (profile, made)
    return made


_PROFILES_WITH: dict[tuple[int, str, int], tuple[VenueProfile, VenueProfile]] = {}
"""Profiles made by :func:`_profile_with`: (the profile asked about, the profile made)."""


_MENTIONS_CHANGE: Final = frozenset({"oversized_call"})
"""Reasons whose sentence already says what he gets back."""


def _ruling(
    ctx: _Ctx,
    draft: _Draft,
    option: str | None,
    otherwise: tuple[RuledAs, int] | None = None,
) -> Ruling:
    action = ctx.action
    pushed = action.pushed
    counted = ctx.front + pushed - draft.ignored
    must_add = max(draft.to - counted, 0)
    returned = draft.ignored + max(counted - draft.to, 0)
    notes = list(draft.notes)
    out_of_turn = ctx.i != ctx.hand.actor
    binding = draft.binding
    binding_if_unchanged = draft.binding
    conditional = bool(notes) and notes[0][0] == "conditional"
    if out_of_turn and not conditional:
        assert ctx.hand.actor is not None
        if draft.kind is _FOLD:
            notes = [("out_of_turn_fold", {})]
        else:
            notes.insert(0, ("out_of_turn", {"actor": ctx.hand.label(ctx.hand.actor)}))
            binding = False
    if draft.kind is not _FOLD and draft.binding:
        if returned and not any(k in _MENTIONS_CHANGE for k, _ in notes):
            notes.append(("returned", {}))
        if must_add and not draft.at_least and (pushed or ctx.front):
            notes.append(("must_add", {}))
    elif draft.kind is _FOLD and pushed:
        notes.append(("chips_returned", {}))
    back, add = ctx.money(returned), ctx.money(must_add)  # said once, not once per sentence
    sentences = [
        MESSAGES[key].format(p=ctx.p, back=back, add=add, **values) for key, values in notes
    ]
    rules = [CITATIONS[key] for key, _ in notes if key in CITATIONS]
    return Ruling(
        player=ctx.i,
        ruled_as=draft.kind,
        to=draft.to,
        must_add=must_add,
        returned=returned,
        binding=binding,
        rule=_join_rules(rules),
        option=option,
        explanation=" ".join(sentences),
        in_front=ctx.front,
        pushed=pushed,
        all_in=draft.kind is not _FOLD and draft.to >= ctx.all_in_to,
        at_least=draft.at_least,
        choices=draft.choices,
        out_of_turn=out_of_turn,
        binding_if_unchanged=binding_if_unchanged,
        reasons=tuple(k for k, _ in notes),
        facing=ctx.level,
        street=ctx.hand.street,
        action=action,
        otherwise=otherwise,
    )


def _join_rules(rules: Iterable[str]) -> str:
    """Citations in order, each once; parts of a citation already given are not repeated.

    Remembered by the citations given (a few dozen runs of them recur: the result is a
    string made of them alone)."""
    key = tuple(rules)
    joined = _JOINED.get(key)
    if joined is None:
        joined = _join_rules_now(key)
        if len(_JOINED) >= 1024:  # kept small: the runs of citations that recur are few
            _JOINED.clear()
        _JOINED[key] = joined
    return joined


_JOINED: dict[tuple[str, ...], str] = {}
"""Runs of citations joined by :func:`_join_rules`."""


def _join_rules_now(rules: Iterable[str]) -> str:
    """:func:`_join_rules` without its memory."""
    seen: list[str] = []
    for citation in rules:
        for part in citation.split("; "):
            if part not in seen:
                seen.append(part)
    return "; ".join(seen)
