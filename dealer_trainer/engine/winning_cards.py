"""The cards that win each pot at a showdown, as the evaluator read them (issue 16).

A table can outline the five cards of each pot's winner on request; they are the cards
of the hand the engine's evaluator found best (:attr:`evaluate.Hand.cards`), never
worked out again by the window. In a high-low game the high and the low winner each
have their own cards, named by the half they win (badugi games: ``"badugi"``/``"low"``).

>>> from dealer_trainer.engine.replay import replay
>>> from dealer_trainer.engine import phh
>>> text = '''variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [5, 10]
... min_bet = 10
... starting_stacks = [1000, 1000]
... actions = ["d dh p1 AhAd", "d dh p2 KcKd", "p2 cc", "p1 cc", "d db 2c7s9h", "p1 cc",
...   "p2 cc", "d db Jd", "p1 cc", "p2 cc", "d db 3s", "p1 cc", "p2 cc"]
... '''
>>> hand = replay(phh.loads(text))
>>> [(w.player, w.half, " ".join(map(str, w.cards))) for w in winning_cards(hand)]
[(0, None, 'Ah Ad Jd 9h 7s')]
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.showdown import ShowdownError, _Readers, settle
from dealer_trainer.engine.state import HandState

__all__ = ["WinningCards", "winning_cards"]


@dataclass(frozen=True, slots=True)
class WinningCards:
    """One winner of one pot (or of one half of it) and the cards that win it."""

    pot: int
    """0 for the main pot, 1 for the first side pot, ..."""
    player: int
    half: str | None
    """Hi-lo: the half this hand wins ("high", "low"; badugi games "badugi", "low")."""
    cards: tuple[Card, ...]
    """The winning hand's cards as the evaluator read them (five; fewer in badugi)."""
    hand: str
    """The hand's name as a dealer calls it."""


def winning_cards(hand: HandState) -> tuple[WinningCards, ...]:
    """Every pot's winning hands at a showdown, main pot first; empty when no hand is shown
    down (every pot won without a showdown) or the cards that decide it were not seen."""
    try:
        settlement = settle(hand)
    except ShowdownError:
        return ()
    readers = _Readers(hand)
    evaluations = hand.game.evaluations
    second = hand.game.halves[1] if hand.game.hi_lo else None
    out: list[WinningCards] = []
    for award in settlement.awards:
        for share in award.shares:
            if share.hand is None:
                continue
            how = (
                evaluations[1]
                if share.half is not None and share.half == second
                else (evaluations[0])
            )
            read = readers.read(share.player, how)
            if read is None:
                continue
            out.append(
                WinningCards(award.index, share.player, share.half, tuple(read.cards), read.name)
            )
    return tuple(out)
