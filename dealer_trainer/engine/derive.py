"""Derivations: how each number a question keys is made, as the engine computes it.

This module owns one job: for a number the quiz keys from the hand state (``max_raise_to``,
``min_raise_to``, ``pots``...), a frozen record of the steps that make it, whose result is, by
construction and by test, the engine's own answer, so explanation and key cannot disagree:
the pot-limit maximum, the minimum raise, the fixed-limit raise after short all-ins, and the
side pots as layers of contribution. The story of the hand that an explanation walks through
(the raises so far, the bet units, the house's take) is :mod:`dealer_trainer.engine.explain`'s.

Pot-limit maximum (corpus A.5: call first, then raise the whole pot). Blinds 1/2, p3 raises
to 7, two folds; p2 (big blind, 2 in front) may raise to 22 (corpus PL-07):

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["PO"], Stakes(blinds=(1, 2)), (500,) * 5))
>>> hand.raise_to(7, 2); hand.fold(3); hand.fold(4); hand.fold(0)
>>> d = pot_limit_max(hand)
>>> (d.pot, d.call, d.pot_after_call, d.raise_by, d.total, d.result)
(10, 5, 15, 15, 22, 22)
>>> d.result == hand.max_raise_to()
True

Minimum raise (corpus A.2): the largest raise this street plus the current bet.

>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(50, 100)), (5000,) * 4))
>>> hand.raise_to(300, 2)
>>> m = min_raise(hand)
>>> (m.current_bet, m.largest_raise, m.full_minimum, m.result)
(300, 200, 500, 500)

Side pots as layers of contribution (corpus A.12, SP-01):

>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(10, 20)), (400, 400, 100, 250)))
>>> hand.raise_to(100, 2); hand.raise_to(250, 3); hand.raise_to(400, 0); hand.check_or_call(1)
>>> [(p.low, p.high, p.amount, p.eligible) for p in side_pots(hand).pots]
[(0, 100, 400, (0, 1, 2, 3)), (100, 250, 450, (0, 1, 3)), (250, 400, 300, (0, 1))]
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    LimitRaiseAfterHalfBetAllin,
    LimitReopenThreshold,
    PlPotRounding,
)
from dealer_trainer.engine.pots import PotSplit
from dealer_trainer.engine.state import HandState, LimitStep

__all__ = [
    "LimitAllIn",
    "LimitRaise",
    "MinRaise",
    "PotLayer",
    "PotLimitMax",
    "SidePots",
    "limit_raise",
    "min_raise",
    "pot_limit_max",
    "side_pots",
]


# ------------------------------------------------------------------ pot-limit maximum


@dataclass(frozen=True, slots=True)
class PotLimitMax:
    """The most a player may bet or raise to in pot-limit (corpus A.5, text 2).

    ``pot`` (the dealer's count before the call) + ``call`` = ``pot_after_call``; he raises
    by that much: ``total`` = ``current_bet`` + ``raise_by``. Then ``rounded`` (the venue's
    PL_POT_ROUNDING), and ``result``: at most his stack (``all_in_total``), at least a
    minimum raise.
    """

    player: int
    actual_pot: int
    """Every chip in the middle, this street's bets included."""
    full_blinds: int
    """Added pre-flop when a short blind is counted in full (PL_PREFLOP_IRREGULAR_BLIND)."""
    sb_as_bb: int
    """Added pre-flop for smaller blinds counted as big blinds until the big blind acts
    (PL_PREFLOP_SB_VALUE = sb_counted_as_bb)."""
    pot: int
    """The pot as counted: ``actual_pot + full_blinds + sb_as_bb``."""
    current_bet: int
    call: int
    pot_after_call: int
    raise_by: int
    total: int
    rounded: int
    """``total`` rounded up to the smallest chip under PL_POT_ROUNDING = round_up_to_unit."""
    all_in_total: int
    result: int
    """What ``max_raise_to`` gives: the answer."""
    options: tuple[str, ...]
    """The venue switches that changed a number ("PL_PREFLOP_SB_VALUE=sb_counted_as_bb")."""


def pot_limit_max(hand: HandState, i: int | None = None) -> PotLimitMax:
    """How the pot-limit maximum of player ``i`` (default the player to act) is made.

    Raises ``ValueError`` if the hand is not pot-limit or he may not raise.
    """
    who = _player(hand, i)
    if hand.structure is not Structure.POT_LIMIT:
        raise ValueError("a pot-limit maximum is asked only in pot-limit")
    result = hand.max_raise_to(who)
    if result is None:
        raise ValueError(f"{hand.label(who)} may not raise: {hand.raise_blocked(who)}")
    actual, full_blinds, sb_as_bb = hand.pot_limit_parts()
    pot = actual + full_blinds + sb_as_bb
    call = hand.level - hand.bets[who]
    after = pot + call
    total = hand.level + after
    prof = hand.profile
    rounded = total
    options = []
    if full_blinds:
        options.append(f"PL_PREFLOP_IRREGULAR_BLIND={prof.pl_preflop_irregular_blind.value}")
    if sb_as_bb:
        options.append(f"PL_PREFLOP_SB_VALUE={prof.pl_preflop_sb_value.value}")
    if prof.pl_pot_rounding is PlPotRounding.ROUND_UP_TO_UNIT:
        unit = hand.stakes.chip_unit
        rounded = -(-total // unit) * unit
        if rounded != total:
            options.append(f"PL_POT_ROUNDING={prof.pl_pot_rounding.value}")
    return PotLimitMax(
        player=who,
        actual_pot=actual,
        full_blinds=full_blinds,
        sb_as_bb=sb_as_bb,
        pot=pot,
        current_bet=hand.level,
        call=call,
        pot_after_call=after,
        raise_by=after,
        total=total,
        rounded=rounded,
        all_in_total=hand.bets[who] + hand.stacks[who],
        result=result,
        options=tuple(options),
    )


# ------------------------------------------------------------------ minimum raise


@dataclass(frozen=True, slots=True)
class MinRaise:
    """The least a player may bet or raise to (corpus A.2; text 2, 6.1(a)).

    No-limit, pot-limit and spread limit: ``current_bet`` + ``largest_raise`` (the largest
    full bet or raise this street; with no bet yet, the opening minimum). Fixed limit:
    ``current_bet`` is replaced by the last full bet level and ``largest_raise`` by the bet
    size (see :func:`limit_raise` for short all-ins). ``result``: his all-in total when
    that is less (``min_raise_to``).
    """

    player: int
    structure: Structure
    current_bet: int
    """The bet to match (fixed limit: the last full or counted bet level)."""
    largest_raise: int
    full_minimum: int
    all_in_total: int
    result: int


def min_raise(hand: HandState, i: int | None = None) -> MinRaise:
    """How the minimum bet or raise of player ``i`` (default the player to act) is made."""
    who = _player(hand, i)
    result = hand.min_raise_to(who)
    if result is None:
        raise ValueError(f"{hand.label(who)} may not raise: {hand.raise_blocked(who)}")
    if hand.structure is Structure.FIXED_LIMIT:
        # the last full (or counted) level plus one bet; on stud fourth street with an
        # open pair and no big bet yet, the smaller of the two raises (corpus ST-08)
        base, step = hand.full_level, hand.limit_unit
    else:
        base, step = hand.level, hand.increment
    full = base + step
    return MinRaise(
        player=who,
        structure=hand.structure,
        current_bet=base,
        largest_raise=step,
        full_minimum=full,
        all_in_total=hand.bets[who] + hand.stacks[who],
        result=result,
    )


# ------------------------------------------------------------------ side pots


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PotLayer:
    """One pot as the layer of contributions it is built from (corpus A.12).

    Every player's chips between ``low`` and ``high`` (his total for the hand, after any
    uncalled chips are returned) go in; folded players' chips stay in the layers they
    reached; the main pot also holds the dead money.
    """

    index: int
    """0 for the main pot, 1 for the first side pot, ..."""
    low: int
    high: int
    contributions: tuple[tuple[int, int], ...]
    """(player, chips he put in this layer), players in seat order."""
    dead: int
    """Dead money (a single-payer ante, dead blinds): in the main pot only."""
    amount: int
    eligible: tuple[int, ...]

    @property
    def terms(self) -> tuple[int, ...]:
        """The sum that makes ``amount``: each player's chips in the layer, in seat order,
        then the dead money (main pot only)."""
        return (*(chips for _, chips in self.contributions), *((self.dead,) if self.dead else ()))


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class SidePots:
    """Every pot as a layer, and the chips nobody matched (returned to their owner)."""

    pots: tuple[PotLayer, ...]
    uncalled: tuple[int, int] | None
    """(player, chips) returned, or None."""


def side_pots(hand: HandState, split: PotSplit | None = None) -> SidePots:
    """The pots of the hand so far, each as the layer it is built from.

    The amounts and eligible players are those of ``hand.pots()``; ``split`` is that
    value when the caller already has it (it is not built again).
    """
    if split is None:
        split = hand.pots()
    amounts = list(hand.live)
    uncalled = None
    if split.uncalled is not None:
        amounts[split.uncalled.player] -= split.uncalled.amount
        uncalled = (split.uncalled.player, split.uncalled.amount)
    dead = sum(hand.dead)
    layers = []
    low = 0
    for index, pot in enumerate(split.pots):
        last = index == len(split.pots) - 1
        high = min([amounts[i] for i in pot.eligible]) if pot.eligible else low
        if last:
            high = max([high, *amounts])
        # who has chips above ``low`` puts in up to ``high`` (none when the layer is empty);
        # a comparison, not min() twice per player: a fifth of this function's cost; lists,
        # not generators, for min() and tuple() (the same values, made faster)
        parts = (
            tuple([(i, (a if a < high else high) - low) for i, a in enumerate(amounts) if a > low])
            if high > low
            else ()
        )
        in_pot = dead if index == 0 else 0
        layers.append(PotLayer(index, low, high, parts, in_pot, pot.amount, tuple(pot.eligible)))
        low = high
    return SidePots(tuple(layers), uncalled)


# ------------------------------------------------------------------ fixed-limit all-ins


@dataclass(frozen=True, slots=True)
class LimitAllIn:
    """A fixed-limit bet or raise of this street and the rule that counted it."""

    step: LimitStep
    rule: str
    """The rule in words, with its source (text 2, 6.2(a)/(b); corpus FL-03, FL-07, A.17-2)."""
    option: str
    """The venue switch that decided it ("" when none)."""


@dataclass(frozen=True, slots=True)
class LimitRaise:
    """How the fixed-limit amounts of player ``i`` are made this street.

    ``steps``: every bet and raise of the street, how each counted (a full bet; a short
    all-in of at least half a bet, counted as full; less than half, not counted). The
    next raise (or completion) is to ``full_level`` + ``unit`` (``raise_to``), his call is
    ``to_call``; ``completes`` says the next aggressive action only completes a short bet
    (text 2, 6.2(b): "Completing is not a raise").
    """

    player: int
    unit: int
    current_bet: int
    full_level: int
    to_call: int
    raise_to: int | None
    """``min_raise_to``: the completion or raise (None when he may not raise)."""
    completes: bool
    steps: tuple[LimitAllIn, ...]


def limit_raise(hand: HandState, i: int | None = None) -> LimitRaise:
    """The fixed-limit derivation for player ``i`` (default the player to act)."""
    who = _player(hand, i)
    if hand.structure is not Structure.FIXED_LIMIT:
        raise ValueError("a fixed-limit derivation is asked only in fixed limit")
    steps = tuple(_limit_rule(hand, s) for s in hand.limit_steps)
    raise_to = hand.min_raise_to(who)
    last = hand.limit_steps[-1] if hand.limit_steps else None
    completes = last is not None and last.how == "not_counted" and hand.level > hand.full_level
    return LimitRaise(
        player=who,
        unit=hand.limit_unit,
        current_bet=hand.level,
        full_level=hand.full_level,
        to_call=hand.to_call(who),
        raise_to=raise_to,
        completes=completes,
        steps=steps,
    )


def _limit_rule(hand: HandState, step: LimitStep) -> LimitAllIn:
    prof = hand.profile
    p = hand.label(step.player)
    opening = step.before == 0 or step.full_before == 0
    what = "bet" if opening else "raise"
    if opening and hand.game.stud and hand.street == 0:
        what = "completion"  # over the bring-in (text 2, 5.2)
    extra = step.to - step.full_before
    if step.how == "full":
        return LimitAllIn(step, f"{p} makes a full {what} to {step.to} (text 2, 3.2)", "")
    if step.how == "capped_by_reach":
        return LimitAllIn(
            step,
            f"{p}'s all-in to {step.to} covers every opponent: it counts as a full {what}",
            "",
        )
    threshold = prof.limit_reopen_threshold
    size = f"{step.to}" if step.full_before == 0 else f"{extra} over {step.full_before}"
    if threshold is LimitReopenThreshold.HALF_BET:
        test = f"{size} is at least half of the {step.unit} bet"
        fail = f"{size} is less than half of the {step.unit} bet"
    else:
        test = f"{size} is a full {step.unit} bet"
        fail = f"{size} is less than a full {step.unit} bet"
    option = f"LIMIT_REOPEN_THRESHOLD={threshold.value}"
    if step.how == "not_counted":
        source = "corpus FL-03" if opening else "corpus FL-07"
        return LimitAllIn(
            step,
            f"{p}'s all-in to {step.to}: {fail}, so it is not a full {what}; the next player "
            f"may call {step.to} or complete to {step.full_after + step.unit} "
            f"(text 2, 6.2(b); {source})",
            option,
        )
    after = prof.limit_raise_after_half_bet_allin
    if after is LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL:
        how = (
            f"it is treated as a full {what} to {step.full_after}, so the next raise is to "
            f"{step.full_after + step.unit} (text 2, 6.2(a))"
        )
    else:
        how = (
            f"it counts as a full {what}, and the next raise is one bet over the all-in: "
            f"{step.to} + {step.unit} = {step.full_after + step.unit} (corpus A.6, A.17-2)"
        )
    return LimitAllIn(
        step,
        f"{p}'s all-in to {step.to}: {test}; {how}",
        f"{option}, LIMIT_RAISE_AFTER_HALF_BET_ALLIN={after.value}",
    )


def _player(hand: HandState, i: int | None) -> int:
    who = hand.actor if i is None else i
    if who is None:
        raise ValueError("nobody is to act")
    if not 0 <= who < hand.n:
        raise ValueError(f"there is no player p{who + 1}")
    return who
