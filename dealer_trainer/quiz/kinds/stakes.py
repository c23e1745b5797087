"""Spread limit and the blinds (kinds ``spread_range``, ``blinds``).

Asks: the least and the most a player may bet or raise in a spread-limit game; what the
player after the blinds (or a straddle) must call and the least he may raise to. Rules:
source text 2, 2.25 (spread limit), 2.27 with 2.3 or 2.31 (blinds and straddles); heads-up
blinds (corpus HU-01). Answers: the engine's ``to_call``, ``min_raise_to`` and
``max_raise_to`` for the player to act; the steps name each forced bet the hand was dealt
with (``Ctx.forced``).
"""

from __future__ import annotations

from dealer_trainer.engine.explain import raise_history
from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import AGGRESSIVE, Ctx, Posed, amounts, cite, option_text
from dealer_trainer.quiz.kinds.bets import _increment_steps
from dealer_trainer.quiz.model import Answer, AnswerForm, FormKind, Step

# Enum members as module names: on Python 3.11 ``Structure.NO_LIMIT`` goes through the enum
# metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_NO_LIMIT, _POT_LIMIT = Structure.NO_LIMIT, Structure.POT_LIMIT
_FIXED_LIMIT, _SPREAD_LIMIT, _BLINDS = (
    Structure.FIXED_LIMIT,
    Structure.SPREAD_LIMIT,
    ForcedBets.BLINDS,
)

# Amounts in the steps are written as money() writes them (f"{amount:,}"), inline.

# frozen: made once, shared by every question of the kind
_RANGE_FORM = AnswerForm(FormKind.AMOUNTS, ("smallest raise-to", "largest raise-to"))
_BLINDS_FORM = AnswerForm(FormKind.AMOUNTS, ("to call", "minimum raise-to"))

# ----------------------------------------------------------------- 14 spread range


def spread_range(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    st = hand.stakes
    if a is None or hand.structure is not _SPREAD_LIMIT or st.spread is None:
        return None
    if not hand.can_raise(a) or hand.level <= 0:
        return None
    low, high = hand.min_raise_to(a), hand.max_raise_to(a)
    level, inc = hand.level, hand.increment
    top = level + st.spread[1]
    if low is None or high is None or low != level + inc or high != top or low >= high:
        return None
    raises, scan_level, scan_inc = raise_history(ctx.hand, ctx.now, ctx.forced.nominal)
    steps = [Step(f"the bet is {level:,}")]
    if (scan_level, scan_inc) == (level, inc):
        steps += _increment_steps(ctx, raises, inc)
    steps.append(Step(f"smallest raise: {level:,} + {inc:,} = {low:,}", (level, inc), low))
    steps.append(
        Step(
            f"largest: a raise of at most {st.spread[1]:,}, the top of the spread: "
            f"{level:,} + {st.spread[1]:,} = {top:,}",
            (level, st.spread[1]),
            top,
        )
    )
    answer = amounts(low, high)
    candidates: list[tuple[str, Answer | None]] = [
        ("min_from_spread_low", amounts(level + st.spread[0], high)),
        ("max_is_spread_top", amounts(low, st.spread[1])),
        ("doubled_total", amounts(2 * level, high)),
        ("raise_by_not_to", amounts(inc, st.spread[1])),
    ]
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"p{a + 1} wants to raise. What are the smallest and the largest totals he may raise "
            "to?",
        ),
        form=_RANGE_FORM,
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-25"),
        tags=("T2-25", "T2-26", "A.8", "SL-01", "SL-02"),
        traps=mistakes.traps(answer, candidates),
        actions=len(ctx.now),
        points=ctx.points() + (len(raises) >= 2) - 1,
    )


# ----------------------------------------------------------------- 15 blinds


def blinds(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or ctx.street != 0 or hand.game.forced is not _BLINDS:
        return None
    if hand.structure is _SPREAD_LIMIT or not hand.can_raise(a):
        return None
    nominal = ctx.forced.nominal
    top = max(nominal)
    if hand.level != top or any(m.kind in AGGRESSIVE for m in ctx.now):
        return None
    low = hand.min_raise_to(a)
    if low is None or low >= hand.bets[a] + hand.stacks[a]:
        return None
    big_bet_game = hand.structure in (_POT_LIMIT, _NO_LIMIT)
    if big_bet_game and low != hand.level + hand.increment:
        return None
    bb = ctx.big_blind()
    straddle = top > bb
    short = [i for i in range(hand.n) if 0 < ctx.forced.blinds[i] < nominal[i]]
    option = hand.bets[a] == hand.level and hand.acted[a] is None and hand.bets[a] > 0
    payers = [i for i in range(hand.n) if hand.stakes.antes[i]]
    bba = len(payers) == 1 and hand.n > 2
    if not (straddle or short or option or bba):
        return None
    call = hand.to_call(a)
    mine = hand.bets[a]
    steps: list[Step] = []
    if straddle:
        steps.append(
            Step(
                f"the straddle of {top:,} is a live blind raise: it is the bet to "
                "match, and the straddler has the option (text 2, straddle)"
            )
        )
    else:
        steps.append(Step(f"the big blind of {bb:,} is the bet to match"))
    for i in short:
        steps.append(
            Step(
                f"p{i + 1} posted only {ctx.forced.blinds[i]:,}: a short blind "
                f"does not shrink the game, the bet is still {top:,}"
            )
        )
    if option:
        steps.append(
            Step(
                f"p{a + 1}'s own blind of {mine:,} is live: to call 0; he "
                "may check or raise (text 2, blinds)",
                (0,),
                0,
            )
        )
    elif mine:
        steps.append(Step(f"call: {top:,} - {mine:,} in front = {call:,}", (top, -mine), call))
    else:
        steps.append(Step(f"call {call:,}", (call,), call))
    if hand.structure is _FIXED_LIMIT:
        raise_by = low - hand.level
        steps.append(
            Step(
                f"a raise adds one bet: {hand.level:,} + {raise_by:,} = {low:,}",
                (hand.level, raise_by),
                low,
            )
        )
    else:
        steps.append(
            Step(
                f"minimum raise-to: {hand.level:,} + {hand.increment:,} = {low:,}",
                (hand.level, hand.increment),
                low,
            )
        )
    answer = amounts(call, low)
    inc = low - hand.level
    ante = ctx.forced.dead[a]
    candidates: list[tuple[str, Answer | None]] = [
        ("forgot_own_blind", amounts(top, low) if mine else None),
        ("straddle_as_raise", amounts(call, top + (top - bb)) if straddle else None),
        ("ante_counted_live", amounts(call - ante, low) if ante and call else None),
    ]
    if short and max(nominal[i] for i in short) == top:
        posted = min(ctx.forced.blinds[i] for i in short)
        candidates.append(("matched_short_blind", amounts(max(posted - mine, 0), posted + inc)))
    tags = ["T2-27", "A.9"]
    if straddle:
        tags += ["T2-31", "NL-11"]
    if short:
        tags += ["T2-03", "NL-13"]
    if option:
        tags.append("NL-14")
    if ante:
        tags.append("T2-28")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"For p{a + 1}: how much to call (0 if he may check), and the least he may raise to?",
        ),
        form=_BLINDS_FORM,
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-27", "T2-31") if straddle else cite("T2-27", "T2-03"),
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, "straddle") if straddle else "",
        actions=len(ctx.now) + sum(1 for b in ctx.forced.blinds if b),
        points=(len(hand.in_hand()) >= 5)
        + straddle
        + bool(short)
        + bool(ante)
        + (len(ctx.now) >= 3)
        + (hand.structure is not _NO_LIMIT),
    )
