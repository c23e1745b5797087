"""The end of a replayed hand: the showdown (hands face up, in the order shown) and the push.

The engine settles the hand (:func:`dealer_trainer.engine.showdown.settle`); this module
only turns its awards into what the table draws and the words a dealer says.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from dealer_trainer.engine.showdown import ShowdownError, settle
from dealer_trainer.engine.winning_cards import winning_cards
from dealer_trainer.gui.snapshot import CardView, TableSnapshot, snapshot

if TYPE_CHECKING:
    from dealer_trainer.engine.state import HandState

__all__ = ["HandEnd", "answered_showdown", "hand_end", "winning_views"]


@dataclass(frozen=True)
class HandEnd:
    """The showdown, the table after the push, and the push in words (side pots first)."""

    showdown: TableSnapshot
    pushed: TableSnapshot
    words: tuple[str, ...]
    problem: str = ""
    """Why the pots could not be pushed (cards nobody saw), or empty."""
    winners: tuple[int, ...] = ()
    """Who receives chips, main pot's first (0-based seats)."""


def winning_views(hand: HandState) -> tuple[tuple[int, str, tuple[str, ...]], ...]:
    """Each pot's winning cards for the table (:attr:`TableSnapshot.winning`), from the
    engine's evaluator; the same winner of several pots with the same cards once."""
    seen = dict.fromkeys(
        (w.player, w.half or "", tuple(str(c) for c in w.cards)) for w in winning_cards(hand)
    )
    return tuple(seen)


def answered_showdown(table: TableSnapshot, hand: HandState) -> TableSnapshot | None:
    """A showdown question's table once it is answered: the hands that went to the
    showdown face up and the winning cards known (outlined on request); None when the
    hand did not end at a showdown. Never called before the answer is in."""
    if not hand.finished:
        return None
    winning = winning_views(hand)
    if not winning:
        return None
    seats = []
    for seat in table.seats:
        hole = hand.hole[seat.index] if seat.index < len(hand.hole) else ()
        if not seat.folded and hole and None not in hole:
            cards = tuple(CardView(str(c), True) for c in hole)
            seat = replace(seat, cards=cards)
        seats.append(seat)
    return replace(
        table,
        seats=tuple(seats),
        street="Showdown",
        showdown=True,
        hide_pot_amounts=False,
        label_pots=True,
        winning=winning,
    )


def _pot_name(index: int, count: int) -> str:
    if count == 1:
        return "The pot"
    return "The main pot" if index == 0 else f"Side pot {index}"


def hand_end(hand: HandState, names: tuple[str, ...] | None = None) -> HandEnd:
    """The end of ``hand`` (a finished hand)."""

    showdown = snapshot(hand, names=names)
    showdown = replace(
        showdown,
        street="Showdown" if hand.shown else "Hand over",
        winning=winning_views(hand),
    )
    try:
        settlement = settle(hand)
    except ShowdownError as exc:
        return HandEnd(showdown, showdown, (), str(exc))
    words = []
    count = len(settlement.awards)
    if settlement.returned is not None:
        player, amount = settlement.returned
        words.append(f"{amount:,} uncalled goes back to Seat {player + 1}")
    by_index = {a.index: a for a in settlement.awards}
    for index in settlement.push_order:
        award = by_index[index]
        for share in award.shares:
            why = f" with {share.hand}" if share.hand else ""
            half = f" ({share.half} half)" if share.half else ""
            words.append(
                f"{_pot_name(index, count)}{half}: {share.amount:,} to Seat {share.player + 1}{why}"
            )
        if award.rake:
            words.append(f"{_pot_name(index, count)}: {award.rake:,} to the house")
    seats = tuple(
        replace(seat, stack=settlement.stacks[seat.index], bet=0, actor=False)
        for seat in showdown.seats
    )
    amounts = tuple(s.stack for s in seats)
    pushed = replace(
        showdown, street="Pot pushed", seats=seats, pots=(), amounts=amounts, hide_pot_amounts=False
    )
    winners = tuple(dict.fromkeys(s.player for a in settlement.awards for s in a.shares))
    return HandEnd(showdown, pushed, tuple(words), winners=winners)
