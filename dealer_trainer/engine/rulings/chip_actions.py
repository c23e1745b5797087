"""Chips pushed without words: what a silent push in one motion counts as.

Asks: a player puts chips out without saying anything; is it a check, a call, a bet, a raise
(to how much) or all in?

Rules exercised: a single oversized chip is a call (text 2, single oversized chip; TDA R46-C-1);
multiple chips: every chip needed for the call makes a call, otherwise the 50% standard decides
a raise (text 2, multiple chips; TDA R45, R45-A; venue options MULTI_CHIP_RULE,
FIFTY_PCT_BASE); last chips not all needed (TDA R45-B-2, corpus CH-10); prior chips in front
that cover the call (TDA R46-C-2, corpus CH-13); fixed limit: half a bet or more is a full raise
(corpus FL-17; text 2, fixed-limit); short raises and betting not re-opened (text 2, short
raises; TDA R41-B, corpus RO-08); the structure's maximum caps a push (text 2, pot-limit and
spread limit; corpus PL-21).

How the answer is found: :func:`_push` compares the chips' value with the call, the minimum and
maximum raise that :class:`~dealer_trainer.engine.rulings.context._Ctx` read from the hand state,
and returns a draft with its reasons; nothing is counted here but the chips pushed.
"""

from __future__ import annotations

from typing import Any, Final

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    FiftyPctBase,
    MultiChipRule,
)
from dealer_trainer.engine.rulings.context import _amounts, _Ctx, _Draft, _limit_unit
from dealer_trainer.engine.rulings.reasons import MESSAGES
from dealer_trainer.engine.rulings.values import RuledAs
from dealer_trainer.engine.state import ActionKind, RaiseBlock

# --- Chips ----------------------------------------------------------------------------------


# Enum members read by every ruling on chips, as module names: on Python 3.11 ``RuledAs.CALL``
# goes through the enum metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_CHECK, _CALL = RuledAs.CHECK, RuledAs.CALL
_SAME_DENOMINATION_IS_CALL = MultiChipRule.SAME_DENOMINATION_IS_CALL
_FIXED_LIMIT, _LAST_FULL_INCREMENT = Structure.FIXED_LIMIT, FiftyPctBase.LAST_FULL_INCREMENT


def _push(ctx: _Ctx, chips: tuple[int, ...]) -> _Draft:
    """A silent push of ``chips`` in one motion."""
    value = sum(chips)
    x = ctx.front + value
    if not ctx.facing:
        if ctx.level == 0:
            return _opening(ctx, chips, x)
        if len(chips) == 1:
            # The big blind's option: a silent overchip is a call, which here is a check.
            return _Draft(_CHECK, ctx.bet, [("oversized_option", {})])
        return _beyond_call(ctx, x, put_out=True)
    if ctx.prior and ctx.front >= ctx.level:
        # TDA R46-C-2, situation 4: prior chips cover the call: one bet of everything.
        every = (*ctx.prior, *chips)
        left = sum(every) - min(every)
        if left < ctx.level:
            return _call(
                ctx,
                "every_chip_needed",
                chip=ctx.money(min(every)),
                left=ctx.money(left),
                need=ctx.money(ctx.level),
            ).before("prior_cover", x=ctx.money(x))
        return _not_every_chip(ctx, x).before("prior_cover", x=ctx.money(x))
    need = ctx.level - ctx.front
    if value < need:
        return _short(ctx, x)
    if len(chips) == 1:
        if ctx.prior:
            return _call(ctx, "prior_overchip")
        if value > need:
            return _call(ctx, "oversized_call")
        return _call(ctx, "call_chips")
    if len(set(chips)) == 1 and ctx.switch("multi_chip_rule") is _SAME_DENOMINATION_IS_CALL:
        return _call(ctx, "same_denomination")
    smallest = min(chips)
    if value - smallest < need:
        if value == ctx.behind:
            return _call(ctx, "last_chips_call")
        if value == need:
            return _call(ctx, "call_chips")
        return _call(
            ctx,
            "every_chip_needed",
            chip=ctx.money(smallest),
            left=ctx.money(value - smallest),
            need=ctx.money(need),
        )
    return _not_every_chip(ctx, x)


def _not_every_chip(ctx: _Ctx, x: int) -> _Draft:
    """Facing a bet, not every chip was needed for the call (TDA R45-B)."""
    if x >= ctx.all_in_to:
        return _all_in(ctx, "last_chips_all_in")
    return _beyond_call(ctx, x, put_out=True)


def _call(ctx: _Ctx, reason: str, **values: Any) -> _Draft:
    to = ctx.call_to
    if to >= ctx.all_in_to and to < ctx.level:
        return _Draft(_CALL, to, [("call_all_in_for_less", {"to": ctx.money(to)})])
    return _Draft(_CALL, to, [(reason, {"to": ctx.money(to), **values})])


def _check_or_call(ctx: _Ctx, reason: str, **values: Any) -> _Draft:
    """A call, or a check when nothing is owed; ``{what}`` in the reason names which."""
    if ctx.facing:
        what = MESSAGES["what_call"].format(to=ctx.money(ctx.call_to))
        return _call(ctx, reason, what=what, **values)
    what = MESSAGES["what_check"]
    return _Draft(_CHECK, ctx.bet, [(reason, {"to": ctx.money(ctx.bet), "what": what, **values})])


def _blocked(ctx: _Ctx, reason: str = "cannot_raise") -> _Draft:
    why = (
        {
            RaiseBlock.NOT_REOPENED: MESSAGES["block_not_reopened"],
            RaiseBlock.CAP_REACHED: MESSAGES["block_cap_reached"],
            RaiseBlock.NO_OPPONENT_TO_RAISE: MESSAGES["block_no_opponent"],
            RaiseBlock.CANNOT_COVER_CALL: MESSAGES["block_cannot_cover"],
        }[ctx.block]
        if ctx.block is not None
        else ""
    )
    return _check_or_call(ctx, reason, why=why)


def _short(ctx: _Ctx, x: int) -> _Draft:
    """Facing a bet, less than the call: all in for less, or an undercall (TDA R51-B)."""
    if x >= ctx.all_in_to:
        return _call(ctx, "call_chips")
    hand = ctx.hand
    if ctx.action.counted is not None:
        return _call(ctx, "accepted_action", told=ctx.money(ctx.action.counted))
    heads_up = len(hand.in_hand()) == 2
    opening = not any(
        m.street == hand.street and m.kind in (ActionKind.RAISE, ActionKind.COMPLETE)
        for m in hand.moves
    )
    if heads_up or opening:
        facing = MESSAGES["undercall_facing_heads_up" if heads_up else "undercall_facing_opening"]
        return _call(ctx, "undercall_mandatory", facing=facing)
    draft = _call(ctx, "undercall_discretion", x=ctx.money(x - ctx.front))
    draft.binding = False
    draft.choices = (RuledAs.CALL, RuledAs.FOLD)
    return draft


def _opening(ctx: _Ctx, chips: tuple[int, ...], x: int) -> _Draft:
    """A silent push with no bet on the street."""
    if ctx.block is not None or ctx.min_to is None:
        return _blocked(ctx)
    if x >= ctx.min_to:
        to = ctx.clamp(x)
        kind = ctx.aggressive(to)
        if len(chips) == 1:
            if to < x:
                limit = "pot" if ctx.structure is Structure.POT_LIMIT else "limit"
                return _Draft(
                    kind, to, [("oversized_bet_capped", {"to": ctx.money(to), "limit": limit})]
                )
            return _Draft(kind, to, [("oversized_bet", {"to": ctx.money(to)})])
        draft = _Draft(kind, to, [("chips_bet", _amounts(ctx, x, to, put_out=True))])
        return ctx.cap_note(draft, x, put_out=True)
    return _under_minimum(ctx, x, put_out=True)


def _under_minimum(ctx: _Ctx, x: int, *, put_out: bool) -> _Draft:
    assert ctx.min_to is not None
    if x >= ctx.all_in_to:
        return _Draft(
            ctx.aggressive(ctx.all_in_to),
            ctx.all_in_to,
            [("short_all_in", _amounts(ctx, x, ctx.all_in_to, put_out=put_out))],
        )
    to = ctx.min_to
    values = _amounts(ctx, x, to, put_out=put_out)
    key, values["how"] = _all_in_short_of_minimum(ctx, "under_minimum")
    return _Draft(ctx.aggressive(to), to, [(key, values)])


def _all_in_short_of_minimum(ctx: _Ctx, reason: str) -> tuple[str, str]:
    """The reason to give when the least he may make it is all his chips: said as an all-in,
    below or at a full bet or raise as the engine rules it, never as "the minimum raise"."""
    assert ctx.min_to is not None
    if ctx.min_to < ctx.all_in_to:
        return reason, ""
    full = ctx.hand.full_raise_to()
    how = MESSAGES["all_in_below_full" if ctx.min_to < full else "all_in_at_full"]
    return _ALL_IN_SHORT[reason], how.format(word=ctx.verb())


_ALL_IN_SHORT: Final = {
    "fifty_raise": "fifty_all_in",
    "under_minimum": "under_minimum_all_in",
    "limit_half_bet": "limit_half_bet_all_in",
}
"""A ruling's reason, said as an all-in when the least it allows is all his chips."""


def _beyond_call(ctx: _Ctx, x: int, *, put_out: bool) -> _Draft:
    """Chips (or an amount) past the call, with no raise declared: the 50% standard."""
    if ctx.block is not None or ctx.min_to is None:
        return _blocked(ctx)
    if x >= ctx.all_in_to:
        return _all_in(ctx, "all_in")
    if x >= ctx.min_to:
        to = ctx.clamp(x)
        reason = "declared_amount"
        if put_out:
            reason = "full_amount" if ctx.facing else "chips_bet"
        draft = _Draft(ctx.aggressive(to), to, [(reason, _amounts(ctx, x, to, put_out=put_out))])
        return ctx.cap_note(draft, x, put_out=put_out)
    extra = x - ctx.level
    if ctx.structure is _FIXED_LIMIT:
        if ctx.level == 0:
            return _under_minimum(ctx, x, put_out=put_out)
        if 2 * extra >= _limit_unit(ctx.hand):
            key, how = _all_in_short_of_minimum(ctx, "limit_half_bet")
            return _Draft(
                ctx.aggressive(ctx.min_to),
                ctx.min_to,
                [(key, {"to": ctx.money(ctx.min_to), "how": how})],
            )
        return _check_or_call(ctx, "limit_call")
    if ctx.switch("fifty_pct_base") is _LAST_FULL_INCREMENT:
        base, base_name = ctx.hand.increment, MESSAGES["fifty_base_increment"]
    else:
        base, base_name = ctx.level, MESSAGES["fifty_base_total"]
    values = _amounts(ctx, x, ctx.min_to, put_out=put_out)
    values.update(extra=ctx.money(extra), base=f"{base_name} ({ctx.money(base)})")
    if 2 * extra >= base:
        key, values["how"] = _all_in_short_of_minimum(ctx, "fifty_raise")
        return _Draft(ctx.aggressive(ctx.min_to), ctx.min_to, [(key, values)])
    draft = _check_or_call(ctx, "fifty_call")
    draft.notes = [("fifty_call", {**values, **draft.notes[0][1]})]
    return draft


def _all_in(ctx: _Ctx, reason: str) -> _Draft:
    """All his chips in: a call for less, a call when he may not raise, or a bet or raise."""
    if ctx.all_in_to <= ctx.level:
        return _call(ctx, "call_chips")
    if ctx.block is not None or ctx.max_to is None:
        return _blocked(ctx, "all_in_only_call")
    to = ctx.max_to
    kind = ctx.aggressive(to)
    draft = _Draft(kind, to, [(reason, {"to": ctx.money(to)})])
    if to < ctx.all_in_to:
        key = {
            Structure.POT_LIMIT: "all_in_capped_pot",
            Structure.FIXED_LIMIT: "all_in_capped_limit",
        }.get(ctx.structure, "all_in_capped_spread")
        draft.notes = [(key, {"to": ctx.money(to), "word": ctx.verb()})]
    return draft
