"""Fixed limit: the bet or raise of the round and the cap, and whether a player may raise after
short all-ins (kinds ``limit_bet``, ``may_raise``).

Asks: what a bet or raise is in this round (small or big bet, capped or not) and, facing an
all-in for less than a full raise, whether the action is reopened. Rules: source text 2,
2.18, 2.22-2.23 (fixed-limit amounts and the cap), 2.32-2.34 (incomplete raises); the venue
options ``LIMIT_HEADS_UP_PLAYERS``, ``LIMIT_REOPEN_THRESHOLD``,
``LIMIT_RAISE_AFTER_HALF_BET_ALLIN``, ``SHORT_ALLIN_AGGREGATION`` and the spread games'
reopen rule. Answers: the engine's ``min_raise_to`` / ``max_raise_to``, ``can_raise`` and
``engine.limit_allins.short_allins`` (how each short all-in was counted).
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_trainer.engine.explain import bet_units, raise_history
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.limit_allins import (
    ShortAllin,
    other_half_bet_raise_to,
    short_allins,
)
from dealer_trainer.engine.options import (
    LimitHeadsUpPlayers,
    LimitRaiseAfterHalfBetAllin,
    LimitReopenThreshold,
    ShortAllinAggregation,
)
from dealer_trainer.engine.state import ActionKind, HandState, RaiseBlock
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import AGGRESSIVE, Ctx, Posed, cite, option_text
from dealer_trainer.quiz.model import Answer, AnswerForm, Choice, FormKind, Part, Step, money

# Enum members read per question, as module names: a member read through its class goes
# through EnumType's attribute hook, about four times dearer than a global.
_NO_LIMIT, _POT_LIMIT = Structure.NO_LIMIT, Structure.POT_LIMIT
_FIXED_LIMIT, _SPREAD_LIMIT = Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT
_CAP_REACHED, _NOT_REOPENED = RaiseBlock.CAP_REACHED, RaiseBlock.NOT_REOPENED
_NOT_ALL_IN = LimitHeadsUpPlayers.NOT_ALL_IN
_CONTESTING_THE_POT = LimitHeadsUpPlayers.CONTESTING_THE_POT
_NEXT_BET_LEVEL = LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL
_ALLIN_PLUS_ONE_BET = LimitRaiseAfterHalfBetAllin.ALLIN_PLUS_ONE_BET
_FULL_BET = LimitReopenThreshold.FULL_BET
_INDIVIDUAL = ShortAllinAggregation.INDIVIDUAL
_ALLIN_KINDS = (*AGGRESSIVE, ActionKind.CALL)
"""The moves whose all-in may re-open the betting or not (``may_raise`` counts them)."""

# ----------------------------------------------------------------- 5 limit bet / cap

_LIMIT_CHOICES = (
    Choice("a", "He may bet or raise", "the total he may bet or raise to"),
    Choice("b", "The betting is capped: he may only call or fold"),
)
_LIMIT_FORM = AnswerForm(FormKind.CHOICE, ("choice",), _LIMIT_CHOICES)  # frozen: made once


def _limit_alternative(ctx: Ctx) -> HandState | None:
    other = (
        _ALLIN_PLUS_ONE_BET
        if ctx.profile.limit_raise_after_half_bet_allin is _NEXT_BET_LEVEL
        else _NEXT_BET_LEVEL
    )
    return ctx.alternative(limit_raise_after_half_bet_allin=other.value)


def _other_half_bet_raise(ctx: Ctx, a: int) -> int | None:
    """The least raise of player ``a`` (the actor, who may raise) under the other
    ``LIMIT_RAISE_AFTER_HALF_BET_ALLIN``: ``min_raise_to`` of the hand replayed under it,
    None when the replay fails, another player is to act or he may not raise there.

    Most often the replayed hand differs from this one in its full level alone
    (:func:`~dealer_trainer.engine.limit_allins.other_half_bet_raise_to`): then the
    same player is to act, he may raise there as here (nothing that decides it reads the
    full level), and the least raise moves with the level; the replay is made otherwise."""
    least = other_half_bet_raise_to(ctx.hand, a)
    if least is not None:
        return least
    alt = _limit_alternative(ctx)
    if alt is None or alt.actor != a or not alt.can_raise(a):
        return None
    return alt.min_raise_to(a)


def _heads_up_players_step(ctx: Ctx) -> Step | None:
    """At the cap with a player all-in still in the pot: the step saying whom the heads-up
    rule counts (LIMIT_HEADS_UP_PLAYERS), when the other value would rule the cap otherwise."""
    hand, a = ctx.hand, ctx.actor
    mine = ctx.profile.limit_heads_up_players
    other = _NOT_ALL_IN if mine is _CONTESTING_THE_POT else _CONTESTING_THE_POT
    alt = ctx.alternative(limit_heads_up_players=other.value)
    if a is None or alt is None or alt.actor != a:
        return None
    capped = hand.raise_blocked(a) is _CAP_REACHED
    if (alt.raise_blocked(a) is _CAP_REACHED) is capped:
        return None
    all_in = ", ".join(f"p{i + 1}" for i in hand.in_hand() if hand.stacks[i] == 0)
    rule = option_text(hand.profile, "limit_heads_up_players")
    if capped:
        return Step(
            f"{all_in} all-in still contests the pot, so more than two players contest it: "
            f"the cap stands (text 2; {rule})"
        )
    return Step(
        f"only two players who are not all-in are left ({all_in} all-in does not count), so "
        f"the cap does not apply (Robert's Rules of Poker v11, Betting and Raising 3; {rule})"
    )


def _short_allin_steps(hand: HandState, shorts: Sequence[ShortAllin]) -> list[Step]:
    """Each short all-in of the round as the engine counted it, written out in order: what it
    adds to the last full bet, whether that is half a bet, and what the next raise builds on."""
    prof = hand.profile
    full_rule = prof.limit_reopen_threshold is _FULL_BET
    threshold = "all" if full_rule else "half"
    reopen = option_text(prof, "limit_reopen_threshold")  # the same for every all-in
    steps: list[Step] = []
    for s in shorts:
        who = f"p{s.player + 1}'s all-in to {money(s.to)}"
        if s.full_before:
            where = f"the last full bet or raise, {money(s.full_before)}"
        elif hand.game.stud and hand.street == 0:
            where = "no full bet yet (the bring-in is not one: the completion is the bet)"
        else:
            where = "no bet before it"
        steps.append(
            Step(
                f"{who} is {money(s.added)} over {where}: "
                + (
                    f"at least {threshold} of the {money(s.unit)} bet, so it counts as a full "
                    f"bet or raise (text 2, paragraph 35; {reopen})"
                    if s.counted
                    else f"less than {threshold} of the {money(s.unit)} bet, so it is not a full "
                    f"bet or raise (text 2, paragraph 35; {reopen})"
                ),
                (s.full_before, s.added),
                s.to,
            )
        )
        if s.counted:
            rule = option_text(prof, "limit_raise_after_half_bet_allin")
            if prof.limit_raise_after_half_bet_allin is _NEXT_BET_LEVEL:
                steps.append(
                    Step(
                        f"it is treated as a full bet or raise to {money(s.full_after)}: the "
                        f"next raise builds on {money(s.full_after)} (text 2, 6.2(a); {rule})"
                    )
                )
            else:
                steps.append(
                    Step(
                        f"the next raise is one full bet over the all-in: it builds on "
                        f"{money(s.full_after)} (corpus FL-04, FL-05; {rule})"
                    )
                )
        elif s.full_before == 0:
            steps.append(
                Step(
                    "the next player may call it or complete it to a full bet; completing is "
                    "not a raise (text 2, 6.2(b); corpus FL-03)"
                )
            )
        else:
            steps.append(
                Step(
                    f"it is not a raise: the bet is still counted at {money(s.full_after)}, and "
                    "the next raise completes it to a full raise over that (corpus FL-07)"
                )
            )
    return steps


def limit_bet(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure is not _FIXED_LIMIT or hand.bring_in_due:
        return None
    block = hand.raise_blocked(a)
    if block not in (None, _CAP_REACHED):
        return None
    unit, other_bet = bet_units(ctx.hand)
    level = hand.level
    cap = hand.cap() or 4
    name = hand.game.streets[ctx.street].name
    size = "big" if hand.game.streets[ctx.street].big_bet else "small"
    if hand.limit_unit != unit:  # stud fourth street: an open pair, and a big bet made
        unit, other_bet = hand.limit_unit, unit
        steps = [
            Step(
                f"{name} with an open pair showing: a big bet is in, so every bet and raise "
                f"is the big bet, {money(unit)} (text 2, 3.2(b))"
            )
        ]
    else:
        steps = [Step(f"{name}: the {size} bet, {money(unit)}")]
    counted = hand.raise_count
    steps.append(
        Step(
            f"bets and raises so far this round: {counted}; the cap is one bet and "
            f"{cap - 1} raises ({option_text(hand.profile, 'limit_raise_cap')})"
        )
    )
    options = ["limit_raise_cap"]
    shorts = short_allins(hand)
    if block is None:
        low, high = hand.min_raise_to(a), hand.max_raise_to(a)
        if low is None or high is None or low != high or low >= hand.bets[a] + hand.stacks[a]:
            return None
        if low != hand.full_level + unit:
            return None  # stud's open-pair big bet: two sizes, not one
        answer: Answer = (Part(letter="a", amount=low),)
        if counted >= cap:
            options.append("limit_heads_up_uncapped")
            players = _heads_up_players_step(ctx)
            if players is not None:
                options.append("limit_heads_up_players")
                steps.append(players)
            else:
                steps.append(
                    Step(
                        f"only two players are contesting the pot, so the cap does not apply "
                        f"({option_text(hand.profile, 'limit_heads_up_uncapped')})"
                    )
                )
        base = hand.full_level
        if shorts:
            if shorts[-1].full_after != base:  # pragma: no cover - read from the engine
                raise RuntimeError(
                    f"the short all-ins' working ends at {shorts[-1].full_after}, "
                    f"the engine's base is {base}"
                )
            steps += _short_allin_steps(hand, shorts)
            options.append("limit_reopen_threshold")
            if any(s.counted for s in shorts):
                options.append("limit_raise_after_half_bet_allin")
        steps.append(Step(f"next: {money(base)} + {money(unit)} = {money(low)}", (base, unit), low))
        candidates: list[tuple[str, Answer | None]] = [
            (
                "big_bet_on_small_round" if size == "small" else "small_bet_on_big_round",
                (Part(letter="a", amount=base + other_bet),) if other_bet != unit else None,
            ),
            ("doubled_total", (Part(letter="a", amount=2 * level),) if level else None),
            ("false_cap", (Part(letter="b"),)),
        ]
        if any(s.counted for s in shorts):
            # the other LIMIT_RAISE_AFTER_HALF_BET_ALLIN only acts on a short all-in counted
            # as a raise this round: with none, its replay gives this answer (no trap)
            other = _other_half_bet_raise(ctx, a)
            if other is not None:
                candidates.append(("other_half_bet_rule", (Part(letter="a", amount=other),)))
    else:
        answer = (Part(letter="b"),)
        if shorts:  # a short all-in counted as a raise is one of the raises that cap it
            steps += _short_allin_steps(hand, shorts)
            options.append("limit_reopen_threshold")
        players = _heads_up_players_step(ctx)
        if players is not None:
            options.append("limit_heads_up_players")
            steps.append(players)
        steps.append(Step("the cap is reached: he may only call or fold"))
        candidates = [("missed_cap", (Part(letter="a", amount=hand.full_level + unit),))]
    tags = ["T2-17", "T2-18", "T2-22", "A.6"]
    if hand.game.stud:
        tags.append("T2-20")
    elif any(s.draw for s in hand.game.streets):
        tags.append("T2-21")
    else:
        tags.append("T2-19")
    if counted >= cap:
        tags.append("T2-23")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"What may p{a + 1} do?\n"
            + "\n".join(
                f"  {c.letter}) {c.text}" + (f" (give {c.amount})" if c.amount else "")
                for c in _LIMIT_CHOICES
            ),
        ),
        form=_LIMIT_FORM,
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-18", "T2-22", "T2-23"),
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=sum(1 for m in ctx.now if m.kind in AGGRESSIVE),
        points=ctx.points()
        + (counted >= 2)
        + (counted >= cap - 1)
        + bool(shorts)
        + (counted >= cap)
        - 1,
    )


# ----------------------------------------------------------------- 6 may raise

_RAISE_CHOICES = (
    Choice("a", "Yes: he may fold, call or raise"),
    Choice("b", "No: he may only call or fold"),
)
_RAISE_FORM = AnswerForm(FormKind.CHOICE, ("choice",), _RAISE_CHOICES)  # frozen: made once


def may_raise(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.bring_in_due or hand.to_call(a) <= 0:
        return None
    block = hand.raise_blocked(a)
    if block not in (None, _NOT_REOPENED):
        return None
    yes = block is None
    acted = hand.acted[a]
    level = hand.level
    steps: list[Step] = []
    options: list[str] = []
    allins = [m for m in ctx.now if m.all_in and m.kind in _ALLIN_KINDS]
    if acted is None:
        steps.append(
            Step(
                f"p{a + 1} has not acted on this round yet: he may fold, call or raise in full "
                "(text 2, 6.1(a))"
            )
        )
        candidates: list[tuple[str, Answer | None]] = [("missed_not_acted", (Part(letter="b"),))]
    else:
        facing = level - acted
        # the size of a full raise when he acted: what the raises since then are held against
        last_acted = _last_action_index(hand, a)
        full = _increment_after(ctx, last_acted)
        steps.append(
            Step(
                f"he last acted when the bet was {money(acted)}; it is now {money(level)}: "
                f"he faces {money(facing)} more",
                (level, -acted),
                facing,
            )
        )
        s = hand.structure
        if hand.profile.short_allin_aggregation is _INDIVIDUAL and s in (_NO_LIMIT, _POT_LIMIT):
            options.append("short_allin_aggregation")
            steps.append(
                Step(
                    "only a single full raise re-opens the betting here (short all-ins do not "
                    "add up)" + (": there was one since he acted" if yes else ": none came")
                )
            )
        elif s is _FIXED_LIMIT:
            unit = bet_units(ctx.hand)[0]
            options.append("limit_reopen_threshold")
            rule = hand.profile.limit_reopen_threshold.value
            need = unit if rule == "full_bet" else unit / 2
            need_text = money(unit) if rule == "full_bet" else f"half a bet ({need:g})"
            steps.append(
                Step(
                    f"in fixed limit {need_text} re-opens: {money(facing)} is "
                    + ("enough" if yes else "not enough")
                )
            )
        elif s is _SPREAD_LIMIT:
            options.append("spread_reopen_rule")
            steps.append(
                Step(
                    f"a full raise is {money(full)} "
                    f"({option_text(hand.profile, 'spread_reopen_rule')}): {money(facing)} is "
                    + ("enough" if yes else "not enough")
                )
            )
        else:
            options.append("short_allin_aggregation")
            steps.append(
                Step(
                    f"a full raise is {money(full)}: {money(facing)} is "
                    + (
                        "at least a full raise, so the betting is re-opened"
                        if yes
                        else "less than a full raise, so it is not re-opened"
                    )
                )
            )
        if yes:
            several = sum(1 for m in allins if hand.moves.index(m) > last_acted) > 1
            candidates = [
                ("missed_cumulative" if several else "missed_full_raise", (Part(letter="b"),))
            ]
        else:
            candidates = [("short_allin_as_full_raise", (Part(letter="a"),))]
    steps.append(Step("he may raise" if yes else "he may only call or fold"))
    answer = (Part(letter="a" if yes else "b"),)
    tags = ["T2-32", "T2-33", "T2-34", "A.4"]
    if hand.structure is _FIXED_LIMIT:
        tags.append("T2-35")
    if ctx.street == 0 and acted is None and hand.bets[a]:
        tags.append("T2-27")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"May p{a + 1} raise?\n" + "\n".join(f"  {c.letter}) {c.text}" for c in _RAISE_CHOICES),
        ),
        form=_RAISE_FORM,
        answer=answer,
        working=tuple(steps),
        # fixed limit re-opens by its own half-bet rule, not no-limit's full raise
        rule=cite("T2-35", "T2-36")
        if hand.structure is _FIXED_LIMIT
        else cite("T2-32", "T2-33", "T2-34"),
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=len(ctx.now),
        points=(len(hand.in_hand()) >= 4)
        + (ctx.street >= 1)
        + (len(allins) >= 2)
        + (hand.structure is not _NO_LIMIT)
        + (acted is not None)
        + (len(ctx.now) >= 5),
    )


def _increment_after(ctx: Ctx, k: int) -> int:
    """The size of a full raise right after ``hand.moves[k]`` (this street), as
    :func:`~dealer_trainer.engine.explain.raise_history` counts it: the increment a later raise is held against."""
    first = len(ctx.hand.moves) - len(ctx.now)
    return raise_history(ctx.hand, ctx.now, ctx.forced.nominal, upto=k - first + 1)[2]


def _last_action_index(hand: HandState, player: int) -> int:
    for k in range(len(hand.moves) - 1, -1, -1):
        m = hand.moves[k]
        if m.player == player and m.street == hand.street:
            return k
    return -1
