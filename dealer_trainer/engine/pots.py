"""Main and side pots, derived from what each player put in (corpus A.12).

Pots are never kept beside the contributions: they are computed from them.
Each player's *live* chips (antes shared by every player, blinds, bets) are
matched level by level; *dead* money (a single-payer big-blind ante, dead
blinds) belongs to the main pot. Folded players' chips stay in the pots they
reached; folded players are not eligible. The part of the top contributor's
chips that no other player matched is not in any pot: it is returned to him.

Corpus SP-01, three all-ins and a caller:

>>> result = build_pots([100, 250, 400, 400], [0, 0, 0, 0], [False] * 4)
>>> [(p.amount, p.eligible) for p in result.pots]
[(400, (0, 1, 2, 3)), (450, (1, 2, 3)), (300, (2, 3))]
>>> result.uncalled is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dealer_trainer.engine.frozen import fast_init, record_maker

__all__ = ["Pot", "PotSplit", "Uncalled", "build_pots"]


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the players (0-based) who may win it."""

    amount: int
    eligible: tuple[int, ...]


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Uncalled:
    """Chips a player put in that nobody matched; they go back to him."""

    player: int
    amount: int


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PotSplit:
    """Every chip in the middle: the pots, main first, and any uncalled excess."""

    pots: tuple[Pot, ...]
    uncalled: Uncalled | None

    @property
    def total(self) -> int:
        """All chips in the middle, uncalled excess included."""
        extra = self.uncalled.amount if self.uncalled else 0
        return sum(p.amount for p in self.pots) + extra


# Each record made by a maker that stands in for its class call (engine/frozen.py
# record_maker: no __init__'s descriptor call per slot): a few pots each question.
_new_pot: Callable[..., Pot] = record_maker(Pot)
_new_split: Callable[..., PotSplit] = record_maker(PotSplit)
_new_uncalled: Callable[..., Uncalled] = record_maker(Uncalled)


def build_pots(live: Sequence[int], dead: Sequence[int], folded: Sequence[bool]) -> PotSplit:
    """Split the chips into pots.

    ``live[i]`` is what player ``i`` put in that can be matched (over the whole
    hand), ``dead[i]`` his dead money, ``folded[i]`` whether he folded.
    """
    n = len(live)
    contenders = [i for i in range(n) if not folded[i]]
    dead_total = sum(dead)
    if not contenders:
        return _new_split((_new_pot(sum(live) + dead_total, ()),), None)
    amounts = list(live)
    top = contenders[0]
    most = amounts[top]
    for i in contenders:
        if amounts[i] > most:
            top, most = i, amounts[i]
    # the most any other player put in (0 if none): max over the others, as a loop over
    # every player but ``top`` would find it, in one C call
    others = max(0, *amounts[:top], *amounts[top + 1 :])
    uncalled: Uncalled | None = None
    if most > others:
        uncalled = _new_uncalled(top, most - others)
        amounts[top] = others
    levels = sorted({amounts[i] for i in contenders})
    if len(levels) == 1:
        # everyone still in put in the same: one pot (the usual case)
        chips = sum(amounts) + dead_total
        return _new_split((_new_pot(chips, tuple(contenders)),), uncalled)
    pots: list[Pot] = []
    previous = 0
    for k, level in enumerate(levels):
        last = k == len(levels) - 1
        chips = dead_total if k == 0 else 0
        for amount in amounts:
            upper = amount if last or amount < level else level
            if upper > previous:
                chips += upper - previous
        if chips:
            pots.append(_new_pot(chips, tuple([i for i in contenders if amounts[i] >= level])))
        previous = level
    if not pots:
        pots.append(_new_pot(0, tuple(contenders)))
    return _new_split(tuple(pots), uncalled)
