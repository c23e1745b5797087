"""Replaying PHH hand histories in the hand state, and writing a hand back.

>>> from dealer_trainer.engine import phh
>>> history = phh.loads('''
... variant = "NT"
... antes = [0, 0, 0]
... blinds_or_straddles = [50, 100, 0]
... min_bet = 100
... starting_stacks = [1000, 1000, 1000]
... actions = ["p3 cbr 300", "p1 f", "p2 cc"]
... ''')
>>> hand = replay(history)
>>> hand.street_name, hand.pot_total()
('flop', 650)
>>> again = replay(phh.loads(phh.dumps(to_history(hand))))
>>> again.street_name, again.pot_total(), again.stacks == hand.stacks
('flop', 650, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from decimal import Decimal
from enum import StrEnum

from dealer_trainer.engine import phh
from dealer_trainer.engine.games import Structure, get_game
from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    HOUSE_AMOUNTS,
    HOUSE_SETTINGS,
    STANDARD,
    SWITCH_NAMES,
    ProfileError,
    VenueProfile,
)
from dealer_trainer.engine.phh import HandHistory, PhhAction, PhhActionKind, PhhError
from dealer_trainer.engine.state import HandSetup, HandState, IllegalActionError, Stakes

__all__ = [
    "BETTING_KINDS",
    "ReplayError",
    "action_error",
    "apply_action",
    "house_of",
    "replay",
    "setup_from_history",
    "steps",
    "to_history",
]

BETTING_KINDS = frozenset(
    {
        PhhActionKind.FOLD,
        PhhActionKind.CHECK_OR_CALL,
        PhhActionKind.COMPLETE_BET_OR_RAISE_TO,
        PhhActionKind.POST_BRING_IN,
    }
)
"""The actions that are decisions of the player to act (``f``, ``cc``, ``cbr``, ``pb``)."""


class ReplayError(ValueError):
    """A hand that cannot be replayed: the message names the hand, the action and why."""


def setup_from_history(history: HandHistory, profile: VenueProfile = STANDARD) -> HandSetup:
    """The fixed part of a hand (game, stakes, stacks) as the engine sees it.

    A ``_house`` field (the venue options of this hand that differ from the profile:
    a room's own rules, the rake and jackpot the house took) changes those of
    ``profile``.
    """
    game = get_game(history.variant)
    if "_house" in history.user_fields:
        profile = _with_house(history, profile, history.user_fields["_house"])
    blind_count = history.user_fields.get("_blind_count", 2)
    if not isinstance(blind_count, int) or isinstance(blind_count, bool) or blind_count < 1:
        raise ReplayError(f"{history.source or 'hand'}: _blind_count must be a positive integer")
    stakes = Stakes(
        antes=history.antes,
        blinds=history.blinds_or_straddles or (0,) * history.player_count,
        bring_in=history.bring_in or 0,
        small_bet=history.small_bet or 0,
        big_bet=history.big_bet or 0,
        min_bet=history.min_bet or 0,
        spread=history.spread,
        dead_blinds=history.dead_blinds or (0,) * history.player_count,
        chip_unit=history.chip_unit or 1,
        blind_count=blind_count,
        antes_live=history.ante_trimming_status,
    )
    structure = history.structure
    return HandSetup(
        game,
        stakes=stakes,
        starting_stacks=history.starting_stacks,
        structure=structure if structure is not game.structure else None,
        profile=profile,
        names=history.players,
    )


def _with_house(history: HandHistory, profile: VenueProfile, house: object) -> VenueProfile:
    where = f"{history.source or 'hand'}: _house"
    if not isinstance(house, Mapping):
        raise ReplayError(f"{where} must be a table such as {{ rake_percent = 10, rake_cap = 5 }}")
    changes: dict[str, object] = {}
    for key, value in house.items():
        if key not in _HOUSE_KEYS:
            raise ReplayError(
                f"{where}: {key!r} is not a venue option; use one of {', '.join(_HOUSE_KEYS)}"
            )
        if (
            key in HOUSE_AMOUNTS
            and isinstance(value, int | Decimal)
            and not isinstance(value, bool)
        ):
            scaled = Decimal(value) * history.unit  # amounts are written like the others
            if scaled != scaled.to_integral_value():
                raise ReplayError(f"{where}: {key} = {value} is finer than the hand's amounts")
            value = int(scaled)
        changes[key] = value
    try:
        return profile.with_options(**changes)
    except ProfileError as exc:
        raise ReplayError(f"{where}: {exc}") from None


_HOUSE_KEYS: tuple[str, ...] = (*SWITCH_NAMES, *HOUSE_SETTINGS)
"""What a ``_house`` field may set: every venue option, rake and jackpot included."""


def house_of(profile: VenueProfile) -> dict[str, object]:
    """The venue options of ``profile`` that differ from the built-in profile of the same
    name (Standard for any other name): what a ``_house`` field must say. Switches are
    written as their values' names."""
    base = BUILTIN_PROFILES.get(profile.name, STANDARD)
    out: dict[str, object] = {}
    for key in _HOUSE_KEYS:
        value = getattr(profile, key)
        if value == getattr(base, key):
            continue
        if isinstance(value, StrEnum):
            value = value.value
        elif isinstance(value, Decimal) and value == value.to_integral_value():
            value = int(value)  # a whole percentage is written 10, not 10.0
        out[key] = value
    return out


def apply_action(hand: HandState, action: PhhAction) -> None:
    """Apply one PHH action to the hand state."""
    kind = action.kind
    if kind is PhhActionKind.DEAL_HOLE:
        assert action.target is not None
        _check_player(hand, action.target)
        hand.verify_deal_hole(action.target - 1, action.cards)
        hand.deal_hole(action.target - 1, action.cards)
        return
    if kind is PhhActionKind.DEAL_BOARD:
        hand.verify_deal_board(action.cards)
        hand.deal_board(action.cards)
        return
    assert action.actor is not None
    _check_player(hand, action.actor)
    i = action.actor - 1
    if kind is PhhActionKind.FOLD:
        hand.fold(i)
    elif kind is PhhActionKind.CHECK_OR_CALL:
        hand.check_or_call(i)
    elif kind is PhhActionKind.COMPLETE_BET_OR_RAISE_TO:
        assert action.amount is not None
        hand.raise_to(action.amount, i)
    elif kind is PhhActionKind.POST_BRING_IN:
        hand.post_bring_in(i)
    elif kind is PhhActionKind.STAND_PAT_OR_DISCARD:
        hand.discard(i, action.cards)
    elif action.is_muck:
        hand.show(i, None)
    else:
        shown = action.cards if action.cards else tuple(hand.hole[i])
        hand.verify_show(i, shown)
        hand.show(i, shown)


def _check_player(hand: HandState, number: int) -> None:
    if not 1 <= number <= hand.n:
        raise IllegalActionError(f"there is no player p{number} ({hand.n} players)")


def steps(
    history: HandHistory, profile: VenueProfile = STANDARD
) -> Iterator[tuple[int, PhhAction | None, HandState]]:
    """Replay a hand step by step.

    Yields ``(applied, next_action, hand)`` before each action (``applied`` actions
    done so far) and once at the end with ``next_action`` None. The same state
    object is yielded each time: read it before asking for the next step.
    """
    hand = _new_state(history, profile)
    for k, action in enumerate(history.actions):
        yield k, action, hand
        try:
            apply_action(hand, action)
        except (IllegalActionError, ValueError) as exc:
            raise _error(history, action, str(exc)) from None
    yield len(history.actions), None, hand


def _new_state(history: HandHistory, profile: VenueProfile) -> HandState:
    try:
        return HandState(setup_from_history(history, profile))
    except ValueError as exc:
        raise ReplayError(f"{history.source or 'hand'}: {exc}") from None


def _error(history: HandHistory, action: PhhAction, reason: str) -> ReplayError:
    return ReplayError(action_error(history, action, reason))


def action_error(history: HandHistory, action: PhhAction | None, reason: str) -> str:
    """The one-line error ``solve`` prints (README): ``FILE#K: actions[N] 'TEXT': REASON``;
    ``FILE#K: before any action: REASON`` when no action was applied."""
    source = history.source or "hand"
    if action is None:
        return f"{source}: before any action: {reason}"
    text = history.action_text(action).split("#")[0].strip()
    return f"{source}: actions[{action.index}] {text!r}: {reason}"


def replay(
    history: HandHistory,
    profile: VenueProfile = STANDARD,
    *,
    until: int | None = None,
    on_step: Callable[[int, PhhAction | None, HandState], None] | None = None,
) -> HandState:
    """Replay the first ``until`` actions (all by default) and return the state."""
    hand: HandState | None = None
    for k, action, hand in steps(history, profile):
        if on_step is not None:
            on_step(k, action, hand)
        if until is not None and k >= until:
            break
    assert hand is not None
    return hand


def to_history(hand: HandState, base: HandHistory | None = None) -> HandHistory:
    """The hand so far as a PHH :class:`HandHistory` (fields of ``base`` kept)."""
    setup, stakes = hand.setup, hand.stakes
    unit = base.unit if base is not None else 1
    actions = []
    for k, text in enumerate(hand.log):
        action = phh.parse_action(text, index=k, unit=1)
        if action is None:  # pragma: no cover - the log never holds no-ops
            continue
        actions.append(action)
    stud = setup.game.stud
    fixed = hand.structure in (Structure.FIXED_LIMIT,) or stud
    override = None
    if hand.structure is not setup.game.structure:
        override = hand.structure
    fields = {
        "variant": setup.game.code,
        "starting_stacks": setup.starting_stacks,
        "antes": stakes.antes,
        "blinds_or_straddles": () if stud else stakes.blinds,
        "bring_in": stakes.bring_in if stud else None,
        "small_bet": stakes.small_bet if fixed else None,
        "big_bet": stakes.big_bet if fixed else None,
        "min_bet": stakes.min_bet
        if hand.structure in (Structure.NO_LIMIT, Structure.POT_LIMIT)
        else None,
        "ante_trimming_status": stakes.antes_live,
        "actions": tuple(actions),
        "unit": unit,
        "structure_override": override,
        "spread": stakes.spread,
        "dead_blinds": stakes.dead_blinds if any(stakes.dead_blinds) else None,
        "chip_unit": stakes.chip_unit if stakes.chip_unit != 1 else None,
        "players": setup.names,
    }
    if base is None:
        user: dict[str, object] = {}
        if stakes.blind_count != 2:
            user["_blind_count"] = stakes.blind_count
        house = house_of(hand.profile)
        if house:
            user["_house"] = house
        try:
            return HandHistory(**fields, user_fields=user)  # type: ignore[arg-type]
        except PhhError as exc:
            raise ReplayError(f"cannot write the hand as PHH: {exc}") from None
    return replace(base, **fields)  # type: ignore[arg-type]
