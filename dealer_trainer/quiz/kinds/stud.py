"""Seven-card stud and razz: who brings it in or acts first, and the amounts (kinds
``stud_order``, ``stud_amounts``).

Asks: who brings it in on third street or acts first on a later street (the showing cards
decide); the least a player may complete or raise to facing the bring-in or a short all-in.
Rules: source text 2, 2.29-2.30 (the bring-in), 2.20 and corpus A.7 (first to act on the
board), 2.35-2.37 (short all-ins in stud); the venue's ``STUD_TIE_FIRST_TO_ACT``. Answers:
the engine's ``HandState.actor`` (cards ranked by ``engine.evaluate``), ``min_raise_to`` and
``engine.limit_allins.short_allins``.
"""

from __future__ import annotations

from typing import cast

from dealer_trainer.engine import evaluate as ev
from dealer_trainer.engine.cards import Card, card_text
from dealer_trainer.engine.explain import bet_units
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.limit_allins import short_allins
from dealer_trainer.engine.options import StudTieFirstToAct
from dealer_trainer.engine.state import ActionKind, HandState
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import (
    AGGRESSIVE,
    Ctx,
    Posed,
    amount_form,
    amounts,
    cite,
    option_text,
)
from dealer_trainer.quiz.kinds.limit import _other_half_bet_raise, _short_allin_steps
from dealer_trainer.quiz.model import Answer, AnswerForm, FormKind, Part, Step, money
from dealer_trainer.quiz.narrate import players_text

# Enum members read per question, as module names: a member read through its class goes
# through EnumType's attribute hook, about four times dearer than a global.
_FIXED_LIMIT = Structure.FIXED_LIMIT
_BRING_IN = ActionKind.BRING_IN
_HIGH_CARD_BY_SUIT = StudTieFirstToAct.HIGH_CARD_BY_SUIT
_PLAYER_FORM = AnswerForm(FormKind.PLAYER, ("player",))  # frozen: made once

# ----------------------------------------------------------------- 10 stud order


def _showing(hand: HandState, ups: list[Card]) -> ev.Hand:
    """The showing hand of a player's upcards (the last four)."""
    if hand.game.low_bring_in:
        return ev.showing_hand_low(ups[-4:])
    return ev.showing_hand_high(ups[-4:])


def stud_order(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or not hand.game.stud:
        return None
    if (hand.street == 0 and not hand.bring_in_due) or (hand.street > 0 and ctx.now):
        return None
    players = hand.in_hand()
    # each player's upcards, read once: every one dealt face up (none unknown)
    upcards: dict[int, list[Card]] = {}
    for i in players:
        ups = hand.upcards(i)
        # a card is always true and None false: all() finds an unknown card without calling
        # Card.__eq__ (Python code) on every card, as ``None in ups`` does
        if not ups or not all(ups):
            return None
        upcards[i] = cast("list[Card]", ups)
    razz = hand.game.low_bring_in
    steps: list[Step] = []
    candidates: list[tuple[str, Answer | None]] = []
    options: list[str] = []
    if ctx.street == 0:
        if not hand.bring_in_due:
            return None
        cards = {i: ups[0] for i, ups in upcards.items()}
        steps.append(
            Step("door cards: " + ", ".join(f"p{i + 1} {card_text(c)}" for i, c in cards.items()))
        )
        if razz:
            pick = max(cards, key=lambda i: (cards[i].low_rank, cards[i].suit))
            steps.append(
                Step(f"razz: the highest card brings it in (aces low): {card_text(cards[pick])}")
            )
            lowest = min(cards, key=lambda i: (cards[i].low_rank, cards[i].suit))
            candidates.append(("lowest_card_in_razz", (Part(player=lowest),)))
            reversed_pick = max(cards, key=lambda i: (cards[i].low_rank, -cards[i].suit))
        else:
            pick = min(cards, key=lambda i: (cards[i].rank, cards[i].suit))
            steps.append(Step(f"the lowest card brings it in: {card_text(cards[pick])}"))
            highest = max(cards, key=lambda i: (cards[i].rank, cards[i].suit))
            candidates.append(("highest_card_brings_in", (Part(player=highest),)))
            reversed_pick = min(cards, key=lambda i: (cards[i].rank, -cards[i].suit))
        ties = [i for i in cards if cards[i].rank == cards[pick].rank]
        if len(ties) > 1:
            steps.append(
                Step(
                    "a tie in rank is broken by suit: clubs, diamonds, hearts, spades "
                    "from lowest (text 2, 5.3(a))"
                )
            )
            candidates.append(("suit_order_reversed", (Part(player=reversed_pick),)))
        if pick != a:
            steps.append(
                Step(
                    f"p{pick + 1} is all-in on the ante, so the next player, p{a + 1}, must "
                    "bring it in (corpus ST-07)"
                )
            )
        question = "Who brings it in?"
        tags = ["T2-29", "T2-30", "A.7", "ST-01"] + (["ST-02"] if razz else [])
    else:
        if ctx.now:
            return None
        shows = {i: _showing(hand, upcards[i]) for i in players if hand.stacks[i] > 0}
        if len(shows) < 2:
            return None
        all_in = [i for i in players if hand.stacks[i] == 0]
        if all_in:
            are, act = ("is", "acts") if len(all_in) == 1 else ("are", "act")
            steps.append(Step(f"{players_text(all_in)} {are} all-in and {act} no more"))
        steps.append(Step("showing: " + ", ".join(f"p{i + 1} {h.name}" for i, h in shows.items())))
        best = max(shows.values())
        tied = [i for i, h in shows.items() if h == best]
        word = "lowest" if razz else "best"
        steps.append(Step(f"the {word} showing hand acts first: {best.name}"))
        if len(tied) > 1:
            options.append("stud_tie_first_to_act")
            steps.append(
                Step(
                    f"{players_text(tied)} tie; "
                    + (
                        "the highest card by suit decides"
                        if hand.profile.stud_tie_first_to_act is _HIGH_CARD_BY_SUIT
                        else "the player nearest the dealer's left acts first"
                    )
                )
            )
            by_position = min(tied)  # nearest the dealer's left: the lowest seat

            def best_card(i: int) -> tuple[int, int]:
                ups = upcards[i]
                if razz:  # the lowest of the highest cards by (rank, suit), aces low
                    top = max((c.low_rank, int(c.suit)) for c in ups)
                    return (-top[0], -top[1])
                # the highest card's (rank, suit): as max(ups) orders cards, by numbers
                # rather than Card's comparison methods (Python code)
                return max([(c.rank, int(c.suit)) for c in ups])

            by_suit = max(tied, key=best_card)
            suit_rule = hand.profile.stud_tie_first_to_act is _HIGH_CARD_BY_SUIT
            other_pick = by_position if suit_rule else by_suit
            candidates.append(("other_tie_rule", (Part(player=other_pick),)))

        def top_card(i: int) -> tuple[int, int]:
            ups = upcards[i]
            if razz:
                low = min(ups, key=lambda c: (c.low_rank, c.suit))
                return (-low.low_rank, -low.suit)
            return max([(c.rank, c.suit) for c in ups])  # the highest card, as in best_card

        candidates.append(("highest_card_not_best_hand", (Part(player=max(shows, key=top_card)),)))
        # the bring-in, the first of the hand's (third street's) moves that is one
        bring = next((m.player for m in hand.moves if m.kind is _BRING_IN), None)
        if bring is not None and bring in shows:
            candidates.append(("bring_in_acts_first", (Part(player=bring),)))
        question = f"Who acts first on {hand.game.streets[ctx.street].name}?"
        tags = ["T2-20", "A.7", "ST-10"]
    answer = (Part(player=a),)
    steps.append(Step(f"p{a + 1} {'brings it in' if ctx.street == 0 else 'acts first'}"))
    lines = [*ctx.intro(), ctx.upcards_line()]
    if ctx.street > 0:
        lines.append(
            f"{hand.game.streets[ctx.street].name[0].upper()}"
            f"{hand.game.streets[ctx.street].name[1:]} has just been dealt."
        )
    return Posed(
        prompt=ctx.prompt(lines, question + " (answer with his seat number)"),
        form=_PLAYER_FORM,
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-29", "T2-30") if ctx.street == 0 else cite("T2-20") + "; corpus A.7",
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=len(players),
        points=(len(players) >= 4)
        + (len(players) >= 6)
        + (ctx.street >= 1)
        + (ctx.street >= 3)
        + bool(options)
        + (hand.game.low_bring_in or hand.game.hi_lo)
        + any(c[0] == "suit_order_reversed" for c in candidates),
    )


# ----------------------------------------------------------------- 11 stud amounts


def stud_amounts(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure is not _FIXED_LIMIT or hand.bring_in_due:
        return None
    level = hand.level
    facing_bring_in = hand.game.stud and ctx.street == 0 and hand.full_level == 0 and level > 0
    allin_now = any(m.all_in and m.kind in AGGRESSIVE for m in ctx.now)
    if not (facing_bring_in or allin_now):
        return None  # the usual moment: nothing to complete, no short all-in to count
    if not hand.can_raise(a):
        return None
    low = hand.min_raise_to(a)
    if low is None or low >= hand.bets[a] + hand.stacks[a]:
        return None
    st = hand.stakes
    unit, other_bet = bet_units(ctx.hand)
    if low != hand.full_level + unit or low != hand.max_raise_to(a):
        return None  # stud's open-pair big bet: two sizes, not one
    shorts = short_allins(hand)  # read last, once the moment is askable
    if not (facing_bring_in or shorts):
        return None
    steps: list[Step] = []
    candidates: list[tuple[str, Answer | None]] = []
    options: list[str] = []
    if facing_bring_in and not shorts:
        bi = st.bring_in
        steps.append(
            Step(
                f"third street: the bring-in is {money(bi)}; completing makes it the "
                f"small bet, {money(st.small_bet)} in all (text 2, paragraph 29)"
            )
        )
        steps.append(
            Step(f"complete to {money(bi)} + {money(low - bi)} = {money(low)}", (bi, low - bi), low)
        )
        candidates += [
            ("completion_added_to_bring_in", amounts(bi + st.small_bet)),
            ("big_bet_on_small_round", amounts(st.big_bet)),
            ("doubled_total", amounts(2 * level)),
        ]
        question = f"p{a + 1} wants to complete. To how much?"
        tags = ["T2-29", "A.7", "ST-04"]
    elif shorts:
        last = shorts[-1]
        m_to = last.to
        base = last.full_after
        half = last.counted
        if base + unit != low:  # pragma: no cover - read from the engine
            raise RuntimeError(
                f"the raise's working {base} + {unit} differs from the engine's {low}"
            )
        steps += _short_allin_steps(hand, shorts)
        options.append("limit_reopen_threshold")
        if any(s.counted for s in shorts):
            options.append("limit_raise_after_half_bet_allin")
        steps.append(
            Step(
                f"the least he may make it: {money(base)} + {money(unit)} = {money(low)}",
                (base, unit),
                low,
            )
        )
        if other_bet != unit:
            wrong_unit = (
                "big_bet_on_small_round" if unit == st.small_bet else "small_bet_on_big_round"
            )
            candidates.append((wrong_unit, amounts(base + other_bet)))
        if not half:
            candidates.append(("short_allin_as_full_raise", amounts(m_to + unit)))
        else:
            other = _other_half_bet_raise(ctx, a)
            if other is not None:
                candidates.append(("other_half_bet_rule", amounts(other)))
        candidates.append(("doubled_total", amounts(2 * level)))
        question = (
            f"What is the least p{a + 1} may complete or raise to (his total for this round)?"
        )
        tags = [
            "T2-35",
            "T2-36" if half else "T2-37",
            "A.6",
            "FL-04" if half else "FL-03" if last.full_before == 0 else "FL-07",
        ]
    else:
        return None
    return Posed(
        prompt=ctx.prompt([*ctx.intro(), *ctx.current_story(), ctx.actor_line()], question),
        form=amount_form("complete or raise to"),
        answer=amounts(low),
        working=tuple(steps),
        rule=cite("T2-29") if facing_bring_in and not shorts else cite("T2-35", "T2-36", "T2-37"),
        tags=tuple(tags),
        traps=mistakes.traps(amounts(low), candidates),
        option=option_text(hand.profile, *options),
        actions=len(ctx.now),
        points=(len(hand.in_hand()) >= 4)
        + bool(shorts)
        + bool(options)
        + (ctx.street >= 2)
        + (len(ctx.now) >= (4 if shorts else 2)),
    )
