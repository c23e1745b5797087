"""Fixed limit: how the engine counted this round's short all-ins, for an explanation.

An all-in for less than a full bet or raise counts as one when it adds at least half
a bet to the last full bet (text 2, 6.1; ``LIMIT_REOPEN_THRESHOLD``); the next raise
then builds on the next bet level or on the all-in (``LIMIT_RAISE_AFTER_HALF_BET_ALLIN``,
corpus FL-04, FL-05). Less than half is not a bet or raise at all: the next player
completes it (text 2, 6.2(b); corpus FL-03, FL-07). In stud the bring-in is not a full
bet: an all-in over it is measured from nothing, against the completion.

:func:`short_allins` does not apply these rules itself: it reads how
:class:`~dealer_trainer.engine.state.HandState` counted each bet and raise of the round
as it applied it (``limit_steps``): before and after each all-in, the level the engine
counts as the last full bet. So an explanation written from it states the engine's own
derivation, step by step.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["FT"], Stakes(small_bet=10, big_bet=20, blinds=(5, 10)),
...                  (500, 500, 500, 16)))
>>> hand.check_or_call(); hand.raise_to(16)
>>> [(a.player, a.to, a.full_before, a.added, a.counted, a.full_after) for a in short_allins(hand)]
[(3, 16, 10, 6, True, 20)]
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import LimitRaiseAfterHalfBetAllin
from dealer_trainer.engine.state import ActionKind, Deal, HandState, Move

__all__ = [
    "ShortAllin",
    "bet_unit",
    "other_half_bet_full_level",
    "other_half_bet_raise_to",
    "short_allins",
]

_AGGRESSIVE = frozenset({ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE})
_NEXT_BET_LEVEL = LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL
_MISCOUNTED = "the round's bets and raises differ from the engine's count of them"


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class ShortAllin:
    """One all-in of this round for less than a full bet or raise, as the engine took it."""

    player: int
    to: int
    """His total for the round."""
    full_before: int
    """The last full bet or raise of the round before it (0: none yet; a bring-in is not one)."""
    added: int
    """What it adds to that full bet: ``to - full_before``."""
    unit: int
    """The round's bet."""
    counted: bool
    """At least half a bet (the venue's threshold): it counts as a full bet or raise."""
    full_after: int
    """The level the next full raise builds on after it."""


def bet_unit(hand: HandState) -> int:
    """Fixed limit: the bet of the round in play (the small bet or the big bet)."""
    street = min(hand.street, len(hand.game.streets) - 1)
    st = hand.stakes
    return st.big_bet if hand.game.streets[street].big_bet else st.small_bet


def short_allins(hand: HandState) -> list[ShortAllin]:
    """The round's short all-ins since its last full bet or raise, in order (fixed limit).

    Empty in other structures, and when the last bet or raise of the round was full.
    Read from the engine's own count of the round's bets and raises
    (``HandState.limit_steps``, one for each bet, raise or completion of the street, made
    as it was applied): the level before and after each all-in and whether it counted."""
    if hand.structure is not Structure.FIXED_LIMIT:
        return []
    street = hand.street
    record = hand.moves
    k = len(record)
    while k and record[k - 1].street == street:  # moves come street by street: this round's
        k -= 1  # are the last ones, so the earlier rounds are not read at all
    moves = [m for m in record[k:] if m.kind in _AGGRESSIVE]
    if not any(m.all_in for m in moves):
        return []  # no all-in bet or raise this round
    steps = hand.limit_steps
    if len(steps) != len(moves):  # pragma: no cover - the engine appends one step per bet or raise
        raise RuntimeError(_MISCOUNTED)
    unit = bet_unit(hand)
    out: list[ShortAllin] = []
    for step, m in zip(steps, moves, strict=True):
        if step.player != m.player or step.to != m.to:  # pragma: no cover - as above
            raise RuntimeError(_MISCOUNTED)  # checked in the same pass as the count is read
        before = step.full_before
        if not (m.all_in and m.to < before + unit):
            out = []  # a full bet or raise: the count starts again
            continue
        out.append(
            ShortAllin(
                player=m.player,
                to=m.to,
                full_before=before,
                added=m.to - before,
                unit=unit,
                counted=step.how != "not_counted",
                full_after=step.full_after,
            )
        )
    return out


def other_half_bet_full_level(hand: HandState) -> int | None:
    """Fixed limit: the level the next full raise would build on under the other
    ``LIMIT_RAISE_AFTER_HALF_BET_ALLIN``, read from this round's steps; None when it cannot
    be read so (the caller replays the hand under the other value instead).

    The switch is read at one point only: when a short all-in counts as a raise, the new
    full level is one bet over the last full one (``next_bet_level``) or the all-in itself
    (``allin_plus_one_bet``). Before the first such all-in the hand is played the same
    under either value. After it only the full level differs, and only until the next bet
    or raise of that round (which the level would decide the legality and count of) or the
    round's end (which sets it to 0). So when this round's only counted short all-in is its
    last bet or raise, and no earlier round had an all-in bet or raise followed by another
    bet or raise, the hand replayed under the other value is this one with only the full
    level changed: the one given here. Otherwise None. A record with a discard or a show
    (not only betting and deals) is None too: the replay without the cards may fail there.
    """
    steps = hand.limit_steps
    if hand.structure is not Structure.FIXED_LIMIT or not steps:
        return None
    last = steps[-1]
    if last.how != "counted" or any(s.how == "counted" for s in steps[:-1]):
        return None
    street = hand.street
    allin_street = -1  # the earlier round of the last all-in bet or raise seen
    for entry in hand.record:
        kind = type(entry)
        if kind is Deal:
            continue
        if kind is not Move:
            return None
        assert isinstance(entry, Move)  # for mypy: the type was just checked
        if entry.street == street:
            continue
        if entry.kind in _AGGRESSIVE:
            if allin_street == entry.street:
                return None  # a bet or raise after an all-in that may have counted
            if entry.all_in:
                allin_street = entry.street
    if hand.profile.limit_raise_after_half_bet_allin is _NEXT_BET_LEVEL:
        return last.to  # the other value builds on the all-in
    return last.full_before + last.unit


def other_half_bet_raise_to(hand: HandState, i: int) -> int | None:
    """The least raise of player ``i`` (to act, and free to raise) under the other
    ``LIMIT_RAISE_AFTER_HALF_BET_ALLIN``, when :func:`other_half_bet_full_level` reads the
    other level (None otherwise): the same player acts there and may raise (nothing that
    decides it reads the full level), and the smallest full raise, the level plus a bet
    (or stud's small bet) whatever the level, moves with the level."""
    level = other_half_bet_full_level(hand)
    if level is None:
        return None
    return min(level + hand.full_raise_to() - hand.full_level, hand.bets[i] + hand.stacks[i])
