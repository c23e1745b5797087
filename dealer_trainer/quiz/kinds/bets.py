"""Pot and call amounts, the minimum raise, and the pot-limit maximum (kinds ``pot_count``,
``to_call``, ``min_raise``, ``pot_limit_max``).

Asks: how much is in the pot; how much a player must put in to call; the least he may raise
to; the most he may raise to in pot limit. Rules: source text 2, 2.27-2.28, 2.10 and 2.45
(the pot and the call), text 1, 1 and text 2, 2.4 (a raise at least the largest bet or raise
of the round), text 2, 2.9-2.11 (call first, then raise the whole pot); the venue's
``PL_POT_ROUNDING`` where it applies. Answers: the engine's ``HandState.pot_total`` /
``engine.explain.middle``, ``to_call``, ``min_raise_to`` and ``max_raise_to``; the steps
replay ``engine.explain.raise_history`` and the pot's layers so their numbers add up to it.
"""

from __future__ import annotations

from dealer_trainer.engine.explain import RaiseStep, middle, raise_history
from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.engine.options import PlPotRounding
from dealer_trainer.engine.state import ActionKind, Move
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import (
    AGGRESSIVE,
    Ctx,
    Posed,
    add_step,
    amount_form,
    amounts,
    cite,
    option_text,
    sum_text,
)
from dealer_trainer.quiz.model import Answer, Step, money

# Enum members read per question, as module names: a member read through its class goes
# through EnumType's attribute hook, about four times dearer than a global.
_NO_LIMIT, _POT_LIMIT = Structure.NO_LIMIT, Structure.POT_LIMIT
_BLINDS = ForcedBets.BLINDS
_CALL = ActionKind.CALL
_ROUND_UP_TO_UNIT = PlPotRounding.ROUND_UP_TO_UNIT
_VERBS = {
    ActionKind.BET: "bet",
    ActionKind.RAISE: "raise to",
    ActionKind.COMPLETE: "completion to",
    ActionKind.BRING_IN: "bring-in of",
    _CALL: "all-in call of",
}
"""How the bet to match was made, in words (one table, not one per question)."""

# ----------------------------------------------------------------- 1 pot count


def pot_count(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    if hand.pot_total() == 0 or (hand.finished and hand.pots().uncalled is not None):
        return None
    in_front = sum(hand.bets)
    # a finished hand has no round in progress: every chip is in the pot (its street
    # is past the last, so "this round's bets" would name no round)
    include = ctx.mode == 0 or in_front == 0 or hand.street == 0 or hand.finished
    ledger = ctx.ledger
    answer = hand.pot_total() if include else middle(ctx.hand)
    working: list[Step] = []
    parts: list[int] = []
    dead = [d for d in ledger.dead if d]
    if dead:
        step = add_step("antes and dead money", dead)
        working.append(step)
        parts.append(sum(dead))
    if include:
        last = hand.street
    else:
        # Leave out the round whose bets are still in front: the latest street anyone put
        # chips in. It is not always the hand's street: after a draw game's last round the
        # hand has moved on to the showdown while the bets are still in front.
        last = max((s for s, row in enumerate(ledger.streets) if any(row)), default=0) - 1
    for s in range(min(last, len(ledger.streets) - 1) + 1):
        terms = [a for a in ledger.streets[s] if a]
        if not terms:
            continue
        name = hand.game.streets[s].name
        if s == hand.street:
            name = f"this round's bets in front ({name})"
        working.append(add_step(name, terms))
        parts.append(sum(terms))
    if len(parts) > 1:
        working.append(add_step("pot", parts))
    if sum(parts) != answer:  # pragma: no cover - the ledger always matches the engine
        raise RuntimeError(f"the pot's working adds to {sum(parts)}, the engine's pot is {answer}")
    folded_chips = sum(
        sum(ledger.streets[s][i] for s in range(min(last, len(ledger.streets) - 1) + 1))
        for i in range(hand.n)
        if hand.folded[i]
    )
    doubled = 0
    if last >= 0:
        for i in range(hand.n):
            blind = ctx.forced.blinds[i]
            if blind and ledger.streets[0][i] > blind:
                doubled += blind
    candidates: list[tuple[str, Answer | None]] = [
        ("forgot_antes", amounts(answer - sum(dead)) if dead else None),
        ("forgot_folded_chips", amounts(answer - folded_chips) if folded_chips else None),
        ("blind_counted_twice", amounts(answer + doubled) if doubled else None),
    ]
    if include and in_front and hand.street > 0:
        candidates.append(("left_out_bets_in_front", amounts(answer - in_front)))
    if not include:
        candidates.append(("counted_bets_in_front", amounts(answer + in_front)))
    if include:
        question = (
            "Count the pot: how much is in it in all, the bets in front of the players included?"
        )
    else:
        question = (
            "How much is in the middle, not counting this round's bets in front of the players?"
        )
    terms_count = sum(1 for s in ledger.streets for a in s if a) + len(dead)
    return Posed(
        prompt=ctx.prompt([*ctx.intro(), *ctx.full_story()], question),
        form=amount_form("pot"),
        answer=amounts(answer),
        working=tuple(working),
        rule=cite("T2-27", "T2-28", "T2-10", "T2-45"),
        tags=("T2-27", "T2-28", "T2-10", "T2-45", "A.5", "A.12"),
        traps=mistakes.traps(amounts(answer), candidates),
        actions=terms_count,
        ask="pot" if include else "middle",
        points=ctx.points() + (not include) + (terms_count >= 8),
    )


# ----------------------------------------------------------------- 2 to call


def _level_source(ctx: Ctx) -> tuple[str, int]:
    """Who made the bet to match, in words, and the level before it."""
    hand = ctx.hand
    level = hand.level
    prev = 0
    source = ""
    running = max(ctx.forced.nominal) if ctx.street == 0 and not hand.game.stud else 0
    for m in ctx.now:
        if m.to > running:
            if m.to == level and not source:
                prev = running
                verb = _VERBS.get(m.kind, "bet")
                source = f"p{m.player + 1}'s {verb} {money(m.to)}"
            running = m.to
    if not source:
        source = (
            f"the big blind of {money(level)}"
            if ctx.street == 0 and level == ctx.big_blind()
            else f"the forced bet of {money(level)}"
        )
    return source, prev


def to_call(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.bring_in_due:
        return None
    answer = hand.to_call(a)
    if answer <= 0:
        return None
    level, mine, stack = hand.level, hand.bets[a], hand.stacks[a]
    source, prev = _level_source(ctx)
    working = [Step(f"the bet to match is {source}")]
    blind_only = (
        ctx.street == 0
        and mine
        and mine == ctx.forced.blinds[a]
        and not any(m.player == a for m in ctx.now)
    )
    short_blind = [
        i
        for i in range(hand.n)
        if ctx.street == 0 and 0 < ctx.forced.blinds[i] < ctx.forced.nominal[i]
    ]
    if (
        short_blind
        and level == max(ctx.forced.nominal)
        and not any(m.kind in AGGRESSIVE for m in ctx.now)
    ):
        i = short_blind[0]
        working.append(
            Step(
                f"p{i + 1} posted only {money(ctx.forced.blinds[i])}, but a short blind does not "
                f"shrink the game: the bet is still {money(level)}"
            )
        )
    full = level - mine
    if mine:
        what = "his blind" if blind_only else "his earlier bet"
        working.append(Step(f"p{a + 1} already has {money(mine)} in front ({what})"))
        working.append(
            Step(f"{money(level)} - {money(mine)} = {money(full)}", (level, -mine), full)
        )
    else:
        working.append(Step(f"he has nothing in front: he calls {money(full)}", (full,), full))
    if full > stack:
        working.append(
            Step(
                f"but he has only {money(stack)} behind: he calls all-in for {money(stack)}",
                (stack,),
                stack,
            )
        )
    ante = ctx.forced.dead[a] if ctx.street == 0 else 0
    candidates: list[tuple[str, Answer | None]] = [
        ("forgot_own_blind" if blind_only else "forgot_own_bet", amounts(level) if mine else None),
        ("ante_counted_live", amounts(answer - ante) if ante else None),
        ("answered_raise_size", amounts(level - prev) if prev else None),
        ("ignored_stack", amounts(full) if full > stack else None),
    ]
    if short_blind and level == max(ctx.forced.nominal):
        short = ctx.forced.blinds[short_blind[0]]
        candidates.append(("matched_short_blind", amounts(short - mine)))
    tags = ["T2-27", "T2-28", "A.2", "A.14b"]
    if full > stack:
        tags.append("T2-46")
    if short_blind:
        tags.append("NL-13")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"How much more must p{a + 1} put in to call?",
        ),
        form=amount_form("to call"),
        answer=amounts(answer),
        working=tuple(working),
        rule=cite("T2-27", "T2-28") + "; the call is the bet less the chips already in front",
        tags=tuple(tags),
        traps=mistakes.traps(amounts(answer), candidates),
        actions=len(ctx.now),
        points=ctx.points() + bool(mine) + (full > stack) - 1,
    )


# ----------------------------------------------------------------- 3 minimum raise


def _increment_steps(ctx: Ctx, raises: list[RaiseStep], inc: int) -> list[Step]:
    hand = ctx.hand
    source = [r for r in raises if r.full and r.move.to - r.before == inc]
    steps: list[Step] = []
    if source:
        r = source[0]
        verb = "bet" if r.before == 0 else f"raised from {money(r.before)} to {money(r.move.to)}"
        if r.before == 0:
            steps.append(
                Step(
                    f"the largest full bet or raise this round is p{r.move.player + 1}'s bet of "
                    f"{money(inc)}"
                )
            )
        else:
            steps.append(
                Step(
                    f"the largest full raise this round: p{r.move.player + 1} {verb}, "
                    f"{money(r.move.to)} - {money(r.before)} = {money(inc)}",
                    (r.move.to, -r.before),
                    inc,
                )
            )
    elif ctx.street == 0 and hand.game.forced is _BLINDS:
        bb = ctx.big_blind()
        straddle = max(ctx.forced.nominal)
        if straddle > bb:
            steps.append(
                Step(
                    f"no raise yet: the straddle of {money(straddle)} is the big blind now, "
                    f"so a raise adds at least {money(inc)}"
                )
            )
        else:
            steps.append(Step(f"no raise yet: a raise adds at least the big blind, {money(inc)}"))
    else:
        steps.append(Step(f"no full bet or raise yet: the minimum is {money(inc)}"))
    for r in raises:
        if not r.full:
            added = r.move.to - r.before
            steps.append(
                Step(
                    f"p{r.move.player + 1}'s all-in to {money(r.move.to)} added only "
                    f"{money(added)}, less than a full raise: the raise size stays {money(inc)}"
                )
            )
    return steps


def _called_after(now: list[Move], move: Move) -> bool:
    """Whether a move of ``now`` placed after ``move`` (by ``list.index``, the first equal
    move) is a call. Only a move after the first equal to ``move`` can be placed after it,
    so only those are looked at, and only a call's place is looked up."""
    k = now.index(move)
    return any(m.kind is _CALL and now.index(m) > k for m in now[k + 1 :])


def min_raise(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure not in (_NO_LIMIT, _POT_LIMIT):
        return None
    if hand.bring_in_due or not hand.can_raise(a) or hand.level <= 0:
        return None
    answer = hand.min_raise_to(a)
    level, inc = hand.level, hand.increment
    if answer is None or answer != level + inc:
        return None
    raises, scan_level, scan_inc = raise_history(ctx.hand, ctx.now, ctx.forced.nominal)
    if (scan_level, scan_inc) != (level, inc):  # pragma: no cover - a record the scan misreads
        steps = [Step(f"the bet is {money(level)}; the largest raise this round is {money(inc)}")]
    else:
        steps = [Step(f"the bet is {money(level)}"), *_increment_steps(ctx, raises, inc)]
    steps.append(
        Step(
            f"minimum raise-to {money(level)} + {money(inc)} = {money(answer)}",
            (level, inc),
            answer,
        )
    )
    shorts = [r for r in raises if not r.full]
    last_short = raises[-1] if raises and not raises[-1].full else None
    bb = ctx.big_blind()
    candidates: list[tuple[str, Answer | None]] = [
        ("doubled_total", amounts(2 * level)),
        (
            "short_allin_as_full_raise",
            amounts(level + (level - last_short.before)) if last_short else None,
        ),
        (
            "measured_from_bet_before_allin",
            amounts(shorts[0].before + inc) if shorts else None,
        ),
        ("big_blind_as_increment", amounts(level + bb) if bb and bb != inc else None),
        ("raise_by_not_to", amounts(inc)),
    ]
    tags = ["T1-1", "T1-2", "T2-04", "A.2"]
    if ctx.street == 0:
        tags.append("T2-03")
    if shorts:
        tags += ["T1-4", "NL-02", "NL-07"]
    if len(raises) >= 3:
        tags.append("T1-6")
    full = [r for r in raises if r.full and r.before]
    calls_after = bool(raises) and _called_after(ctx.now, raises[-1].move)
    if len(full) == 1 and not shorts:
        # one raise over the bet: the next raise adds at least as much (text 2, 1.3(a));
        # calls after it do not change that (text 1, example 4-B)
        tags.append("T2-05")
        if calls_after:
            tags.append("T1-7")
    if len(full) >= 2 and not shorts:
        # a re-raise: the increment is the largest raise so far (text 2, 1.3(b); text 1, ex. 1)
        tags += ["T2-06", "T1-3"]
    if {"T2-05", "T2-06"} & set(tags) and ctx.hand.structure is _NO_LIMIT:
        tags.append("NL-06")  # the same two raises in the corpus's no-limit example
    parts = amounts(answer)
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"p{a + 1} wants to raise. What is the least he may raise to (his total for this round)?",
        ),
        form=amount_form("minimum raise-to"),
        answer=parts,
        working=tuple(steps),
        rule=cite("T1-1", "T2-04") + " (the largest bet or raise of the round, not the total)",
        tags=tuple(tags),
        traps=mistakes.traps(parts, candidates),
        actions=len(ctx.now),
        points=ctx.points() + bool(shorts) + (len(raises) >= 3) - 1,
    )


# ----------------------------------------------------------------- 4 pot-limit maximum


def pot_limit_max(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure is not _POT_LIMIT or hand.bring_in_due:
        return None
    if not hand.can_raise(a):
        return None
    top = hand.max_raise_to(a)
    low = hand.min_raise_to(a)
    all_in = hand.bets[a] + hand.stacks[a]
    if top is None or low is None or top >= all_in or top <= low:
        return None
    level, mine = hand.level, hand.bets[a]
    total = hand.pot_total()
    count = hand.pot_limit_count()
    call = level - mine
    after = count + call
    raw = level + after
    steps: list[Step] = []
    bets = [b for b in hand.bets if b]
    in_middle = total - sum(bets)  # explain.middle: the pot less this round's bets
    if bets and in_middle:
        steps.append(
            Step(
                f"pot {money(in_middle)} in the middle + bets {sum_text(bets)} = {money(total)}",
                (in_middle, *bets),
                total,
            )
        )
    elif bets:
        steps.append(Step(f"pot {money(total)} in front ({sum_text(bets)})", tuple(bets), total))
    else:
        steps.append(Step(f"pot {money(total)}", (total,), total))
    options: list[str] = []
    adj = count - total
    if adj:
        if hand.profile.pl_preflop_sb_value.value == "sb_counted_as_bb":
            reason = "every small blind is counted as a big blind until the big blind acts"
            options.append("pl_preflop_sb_value")
        else:
            reason = "the short blind is counted as a full blind"
            options.append("pl_preflop_irregular_blind")
        steps.append(
            Step(f"{reason}: {money(total)} + {money(adj)} = {money(count)}", (total, adj), count)
        )
    if call:
        steps.append(Step(f"call {money(call)} makes {money(after)}", (count, call), after))
    steps.append(Step(f"raise {money(after)}"))
    steps.append(Step(f"total {money(level)} + {money(after)} = {money(raw)}", (level, after), raw))
    if raw != top:
        options.append("pl_pot_rounding")
        steps.append(
            Step(
                f"rounded up to the {money(hand.stakes.chip_unit)} chip: {money(top)}",
                (raw, top - raw),
                top,
            )
        )
    antes = sum(ctx.forced.dead) if ctx.street == 0 else 0
    candidates: list[tuple[str, Answer | None]] = [
        ("shortcut_with_own_chips", amounts(top + mine) if mine else None),
        ("forgot_call", amounts(level + count) if call else None),
        ("pot_as_total", amounts(after) if level else None),
        ("forgot_bets_in_front", amounts(level + in_middle + call) if bets else None),
        ("forgot_antes", amounts(top - antes) if antes else None),
        ("other_venue_rule", amounts(top - adj) if adj else None),
    ]
    if hand.profile.pl_pot_rounding is _ROUND_UP_TO_UNIT and raw != top:
        candidates.append(("other_venue_rule", amounts(raw)))
    answer = amounts(top)
    tags = ["T2-09", "T2-10", "T2-11", "T2-12", "T2-15", "A.5"]
    if antes:
        tags.append("T2-28")
    if mine:
        tags += ["PL-06", "A.17-3"]
    if adj:
        tags.append("T2-13")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f'p{a + 1} says "pot". What is the most he may raise to (his total for this round)?'
            if level
            else f'p{a + 1} says "pot". What is the most he may bet?',
        ),
        form=amount_form("maximum"),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-09", "T2-10", "T2-11") + " (call first, then raise the whole pot)",
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=len(bets),
        points=ctx.points() + bool(mine) + bool(adj) + bool(antes) - 1,
    )
