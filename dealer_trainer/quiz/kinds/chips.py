"""Chip count (kind ``chip_count``): a pile of chips, no hand.

Asks: what a pile of chips is worth. Rule: count each colour by its value (corpus A.10).
Answer: the pile's own value (each colour's value times its count), the one reviewed
product (see tests/quiz/test_no_rule_arithmetic.py); the traps are the usual miscounts.
"""

from __future__ import annotations

from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import Posed, add_step, amount_form, amounts, cite
from dealer_trainer.quiz.model import Answer, ChipPile, Step, money

# ----------------------------------------------------------------- 13 chip count


def pose_chip_count(pile: ChipPile, *, context: str = "") -> Posed:
    """A chip-count question for a pile of chips."""
    from dealer_trainer.engine.chips import get_chip_set

    chips = get_chip_set(pile.chip_set)
    counts = pile.counts
    answer_value = sum(v * c for v, c in counts)
    steps: list[Step] = []
    totals: list[int] = []
    for value, count in counts:
        d = chips.denomination(value)
        steps.append(
            Step(
                f"{count} {d.colour_name} ({d.label}) = {count} x {money(value)} = "
                f"{money(value * count)}",
                (value,) * count,
                value * count,
            )
        )
        totals.append(value * count)
    if len(totals) > 1:
        steps.append(add_step("total", totals))
    values = chips.values
    candidates: list[tuple[str, Answer | None]] = []
    if len(counts) >= 2:
        smallest = counts[-1]
        candidates.append(("forgot_a_colour", amounts(answer_value - smallest[0] * smallest[1])))
    most = max(counts, key=lambda vc: (vc[1], vc[0]))
    idx = values.index(most[0])
    other = values[idx + 1] if idx + 1 < len(values) else values[idx - 1]
    candidates.append(("swapped_colours", amounts(answer_value + (other - most[0]) * most[1])))
    candidates.append(("counted_chips_not_value", amounts(sum(c for _, c in counts))))
    described = ", ".join(
        f"{c} {chips.denomination(v).colour_name} ({chips.denomination(v).marking})"
        for v, c in counts
    )
    lines = [
        f"Chip set: {chips.name} ("
        + ", ".join(f"{d.colour_name} {d.label}" for d in chips.denominations)
        + ").",
        context or "A player pushes out a pile of chips.",
        f"The pile: {described}.",
    ]
    return Posed(
        prompt="\n".join([*lines, "How much is the pile worth?"]),
        form=amount_form("total"),
        answer=amounts(answer_value),
        working=tuple(steps),
        rule="count each colour by its value; " + cite("A.10"),
        tags=("T2-41", "T2-42", "A.10"),
        traps=mistakes.traps(amounts(answer_value), candidates),
        actions=len(counts),
        points=(len(counts) >= 3)
        + (len(counts) >= 4)
        + (sum(c for _, c in counts) >= 12)
        + (answer_value % 100 != 0),
    )
