"""Rake and drop (kind ``rake``).

Asks: what the house takes from a pot and what the winner is pushed. Rules: the venue's
posted rake and drop (WSOP 2026 Live Action Rules 31: corpus PR-20; an uncalled bet is
returned before the pot is raked: SP-10), written out by ``house_rules_text``. Answer: the
engine's ``engine.explain.rake_parts`` / ``rake_percent`` / ``house_split`` on the pot the
engine built; no rake arithmetic here. Amounts are written as ``money()`` writes them
(``1,600``), looked up inline in each text (``_MONEY[amount]``: engine.narration AMOUNT_TEXTS,
each amount's text written once): a dozen a question.
"""

from __future__ import annotations

from dealer_trainer.engine.explain import first_round, house_split, rake_parts, rake_percent
from dealer_trainer.engine.narration import AMOUNT_TEXTS as _MONEY
from dealer_trainer.engine.options import VenueProfile
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import Ctx, Posed, amounts, cite, new_posed
from dealer_trainer.quiz.model import Answer, AnswerForm, FormKind, Step, new_step
from dealer_trainer.quiz.narrate import players_text

# ----------------------------------------------------------------- 17 rake


def house_rules_text(profile: VenueProfile, unit: int) -> str:
    """The house's rake and drop in words."""
    words: list[str] = []
    if profile.rake_percent:
        text = f"rake {profile.rake_percent}% of the pot, rounded down to the {_MONEY[unit]} chip"
        if profile.rake_cap:
            text += f", at most {_MONEY[profile.rake_cap]}"
        if profile.rake_min_pot:
            text += f", from pots of {_MONEY[profile.rake_min_pot]} or more"
        words.append(text)
    if profile.rake_drop:
        words.append(
            f"a drop of {_MONEY[profile.rake_drop]} from pots of {_MONEY[profile.rake_drop_threshold]} or more"
        )
    if profile.jackpot_drop:
        words.append(
            f"jackpot drop {_MONEY[profile.jackpot_drop]} from pots of "
            f"{_MONEY[profile.jackpot_min_pot]} or more"
        )
    if profile.rake_no_flop_no_drop:
        words.append("no flop, no drop (nothing is taken from a hand that ends on its first round)")
    return "; ".join(words)


def _ended_early(hand: HandState) -> str:
    """How a hand that ended on its first betting round is said in its game."""
    if hand.game.stud:
        return "the hand ended on third street, its first betting round"
    if any(street.draw for street in hand.game.streets):
        return "the hand ended before the first draw"
    return "the hand ended before the flop"


_RAKE_FORM = AnswerForm(FormKind.AMOUNTS, ("house takes", "pushed"))
"""The rake's answer form: a frozen value the same for every question, made once."""

_RAKE_RULE = "the venue's posted rake and drop; " + cite("PR-20")
"""The rake's rule (WSOP cash 31, PR-20), the same for every question."""

_RAKE_RULE_UNCALLED = "the venue's posted rake and drop; " + cite("PR-20", "SP-10")
"""The rake's rule when a bet nobody called is returned before the pot is raked (SP-10)."""


def rake(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    prof = hand.profile
    if not hand.finished or not (prof.rake_percent or prof.rake_drop or prof.jackpot_drop):
        return None
    split = hand.pots()
    total, rake_, jp, pushed = house_split(hand, split)
    unit = hand.stakes.chip_unit
    first = first_round(hand)
    # the percentage of this pot worked out once, in decimals, for every take below
    percent = (
        rake_percent(prof, total, unit)
        if prof.rake_percent and total >= prof.rake_min_pot
        else None
    )
    taken = rake_parts(prof, total, unit, first, percent=percent)
    if taken != (rake_, jp):  # pragma: no cover - the engine's
        raise RuntimeError(f"the rake's working differs from the engine's take {(rake_, jp)}")
    house = rake_ + jp  # shown as a step: rake + jackpot drop = what the house takes
    steps: list[Step] = []
    uncalled = split.uncalled
    if uncalled is not None:
        steps.append(
            new_step(
                f"p{uncalled.player + 1}'s {_MONEY[uncalled.amount]} was not called: "
                "it goes back to him before the pot is raked"
            )
        )
    steps.append(new_step(f"pot {_MONEY[total]}", (total,), total))
    if first and prof.rake_no_flop_no_drop:
        steps.append(new_step(f"{_ended_early(hand)}: no flop, no drop, rake 0", (0,), 0))
    else:
        if prof.rake_percent:
            if percent is not None:  # total >= prof.rake_min_pot
                exact, rounded = percent
                steps.append(
                    new_step(
                        f"{prof.rake_percent}% of {_MONEY[total]} is {exact.normalize():f}, "
                        f"rounded down to {_MONEY[rounded]}"
                    )
                )
                if prof.rake_cap and rounded > prof.rake_cap:
                    steps.append(new_step(f"the cap is {_MONEY[prof.rake_cap]}"))
            else:
                steps.append(new_step(f"the pot is under {_MONEY[prof.rake_min_pot]}: no rake"))
        if prof.rake_drop and total >= prof.rake_drop_threshold:
            steps.append(new_step(f"plus the drop of {_MONEY[prof.rake_drop]}"))
        if jp:
            steps.append(new_step(f"jackpot drop {_MONEY[jp]}"))
    steps.append(
        new_step(
            f"the house takes {_MONEY[rake_]} + {_MONEY[jp]} = {_MONEY[house]}", (rake_, jp), house
        )
    )
    steps.append(
        new_step(
            f"push {_MONEY[total]} - {_MONEY[house]} = {_MONEY[pushed]}", (total, -house), pushed
        )
    )
    answer = amounts(house, pushed)
    candidates: list[tuple[str, Answer | None]] = []
    if uncalled is not None:
        t2 = total + uncalled.amount
        r2, j2 = rake_parts(prof, t2, unit, first)
        # the uncalled chips counted in the pot: raked with it when that changes the take,
        # else only pushed with it (the take is the same: capped, or no flop, no drop)
        counted = "raked_uncalled_bet" if r2 + j2 != house else "pushed_uncalled_bet"
        candidates.append((counted, amounts(r2 + j2, t2 - r2 - j2)))
    # A mistake that cannot change the take here (no cap to ignore, a flop seen or no "no
    # flop, no drop", no percentage to round) gives the answer itself, which ``traps``
    # leaves out: such a candidate is not worked out at all (the same traps, in order).
    if prof.rake_cap:
        r3, j3 = rake_parts(prof, total, unit, first, cap=False, percent=percent)
        candidates.append(("ignored_rake_cap", amounts(r3 + j3, total - r3 - j3)))
    if jp:
        candidates.append(("forgot_jackpot_drop", amounts(rake_, total - rake_)))
    if first and prof.rake_no_flop_no_drop:
        r4, j4 = rake_parts(prof, total, unit, first, no_flop=False, percent=percent)
        candidates.append(("raked_no_flop", amounts(r4 + j4, total - r4 - j4)))
    if percent is not None:  # prof.rake_percent and total >= prof.rake_min_pot
        r5, j5 = rake_parts(prof, total, unit, first, round_up=True, percent=percent)
        candidates.append(("rounded_rake_up", amounts(r5 + j5, total - r5 - j5)))
    rules = house_rules_text(prof, unit)
    lines = [*ctx.intro(), f"House: {rules}.", *ctx.full_story()]
    winners = hand.in_hand()
    if len(winners) == 1:
        lines.append(f"Everyone else has folded: p{winners[0] + 1} wins.")
    else:
        lines.append(f"The hand goes to a showdown between {players_text(winners)}.")
    # the fields in their order (new_posed: a Posed made without its __init__; a class
    # called with keywords gets them in a dict, built and then read back)
    return new_posed(
        ctx.prompt(  # prompt
            lines,
            "How much does the house take (rake and drops), and how much of the pot is pushed "
            "to the winner(s)?",
        ),
        _RAKE_FORM,
        answer,
        tuple(steps),  # working
        _RAKE_RULE_UNCALLED if uncalled is not None else _RAKE_RULE,  # rule
        ("T2-38", "SP-10", "A.12"),  # tags
        mistakes.traps(answer, candidates),  # traps
        rules,  # option
        1 + bool(prof.rake_cap) + bool(jp) + (uncalled is not None),  # actions
        (uncalled is not None)  # points
        + bool(jp)
        + first
        + bool(prof.rake_min_pot)
        + bool(prof.rake_drop)
        + (len(hand.moves) >= 10),
    )
