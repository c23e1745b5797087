"""The hand's story as an explanation tells it: raise history, bet units, pots, the house's take.

This module owns one job: the quiz explains each answer step by step, and every number of
those steps that is not itself a key (the raises of the round and which were full, the bet
units of a limit round, the chips in the middle, the rake and jackpot drop, whether the hand
ended on its first round) is read here, from the hand as the engine played it, so no rule is
applied twice. How a keyed number is made (pot-limit maximum, minimum raise, side pots) is
:mod:`dealer_trainer.engine.derive`'s; :func:`pot_layers` lists its side pots for the steps.
Each function names the rule it follows.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(50, 100)), (5000, 5000, 5000)))
>>> hand.raise_to(300); hand.raise_to(800)
>>> raises, level, inc = raise_history(hand, hand.moves, (50, 100, 0))
>>> [(r.move.to, r.before, r.full) for r in raises], level, inc
([(300, 100, True), (800, 300, True)], 800, 500)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from dealer_trainer.engine.derive import PotLayer, side_pots
from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.engine.options import VenueProfile
from dealer_trainer.engine.pots import PotSplit
from dealer_trainer.engine.showdown import house_take
from dealer_trainer.engine.state import ActionKind, HandState, Move

__all__ = [
    "RaiseStep",
    "bet_units",
    "first_round",
    "house_split",
    "middle",
    "pot_layers",
    "raise_history",
    "rake_parts",
    "rake_percent",
]

_AGGRESSIVE = frozenset({ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE})


def bet_units(hand: HandState) -> tuple[int, int]:
    """Fixed limit: (this round's bet, the other bet): small bet, then big, or the reverse
    (text 2: the small bet on the early rounds, the big bet on the later ones)."""
    street = min(hand.street, len(hand.game.streets) - 1)
    st = hand.stakes
    if hand.game.streets[street].big_bet:
        return st.big_bet, st.small_bet
    return st.small_bet, st.big_bet


def middle(hand: HandState) -> int:
    """The chips in the middle, this round's bets in front left out."""
    return hand.pot_total() - sum(hand.bets)


@dataclass(frozen=True, slots=True)
class RaiseStep:
    """One bet or raise of the round: the level before it, and whether it was a full raise."""

    move: Move
    before: int
    full: bool


def raise_history(
    hand: HandState,
    moves: Sequence[Move],
    nominal: Sequence[int],
    upto: int | None = None,
) -> tuple[list[RaiseStep], int, int]:
    """The round's bets and raises as the engine counts them: (raises, level, increment).

    ``moves`` are the round's moves, ``nominal`` the blinds as posted (the first round
    starts at the largest). Big-bet and spread games: a raise is full when it adds at
    least the largest full raise so far (corpus A.2; text 2, 2.1); a smaller all-in leaves
    the increment. ``upto``: only the round's first ``upto`` moves."""
    st = hand.stakes
    street = min(hand.street, len(hand.game.streets) - 1)
    spread = hand.structure is Structure.SPREAD_LIMIT and st.spread is not None
    if street == 0 and hand.game.forced is ForcedBets.BLINDS:
        level = max(nominal, default=0)
        inc = max(level, st.spread[0] if spread and st.spread is not None else st.min_bet)
    else:
        level = 0
        if spread and st.spread is not None:
            inc = st.spread[0]
        else:
            inc = st.min_bet or max(st.blinds, default=0) or st.small_bet or 1
    raises: list[RaiseStep] = []
    for m in moves[:upto]:
        if m.kind not in _AGGRESSIVE or m.to <= level:
            continue
        full = m.to >= level + inc or not m.all_in
        if full:
            inc = max(inc, m.to - level)
        raises.append(RaiseStep(m, level, full))
        level = m.to
    return raises, level, inc


def pot_layers(hand: HandState) -> tuple[list[PotLayer], tuple[int, int] | None]:
    """The pots layer by layer (corpus A.12; text 2, side pots), as
    :func:`~dealer_trainer.engine.derive.side_pots` makes them from the engine's pots: each
    all-in level cuts a layer, every player contributing up to it (``PotLayer.terms``); and the
    uncalled chips (player, amount) returned to the top contributor, if any."""
    split = side_pots(hand)
    return list(split.pots), split.uncalled


def house_split(hand: HandState, split: PotSplit | None = None) -> tuple[int, int, int, int]:
    """A finished hand's pots as the house takes from them: (pots total, rake, jackpot drop,
    chips pushed to the winners), by :func:`~dealer_trainer.engine.showdown.house_take`.
    ``split``: the hand's ``pots()`` when the caller has them already (built again if not)."""
    if split is None:
        split = hand.pots()
    total = 0
    for pot in split.pots:  # a loop: no generator made for the pot or two
        total += pot.amount
    rake, jackpot = house_take(hand, total)
    return total, rake, jackpot, total - rake - jackpot


def first_round(hand: HandState) -> bool:
    """Whether the hand ended on its first betting round ("no flop, no drop")."""
    # from the last move back: a move after the first round is found at once (a loop: no
    # generator made for the one move it mostly reads)
    for m in reversed(hand.moves):
        if m.street > 0:
            return False
    return len(hand.in_hand()) == 1 or (not hand.board and hand.street == 0)


def rake_percent(profile: VenueProfile, total: int, unit: int) -> tuple[Decimal, int]:
    """The rake's percentage of ``total`` exactly, and rounded down to the smallest chip."""
    exact = Decimal(total * profile.rake_percent) / 100
    return exact, int(exact) // unit * unit


def rake_parts(
    profile: VenueProfile,
    total: int,
    unit: int,
    first: bool,
    *,
    cap: bool = True,
    no_flop: bool = True,
    round_up: bool = False,
    jackpot: bool = True,
    percent: tuple[Decimal, int] | None = None,
) -> tuple[int, int]:
    """(rake, jackpot drop) as :func:`~dealer_trainer.engine.showdown.house_take` takes them,
    with a part switched off or rounded the wrong way to name a dealer's mistake.

    ``percent``: ``rake_percent(profile, total, unit)`` when the caller has it already (the
    same three values: a question works out one pot's take several ways), so that the
    percentage is not worked out in decimals again."""
    if no_flop and profile.rake_no_flop_no_drop and first:
        return 0, 0
    rake = 0
    if profile.rake_percent and total >= profile.rake_min_pot:
        exact, chips = rake_percent(profile, total, unit) if percent is None else percent
        if round_up and chips < exact:
            chips += unit
        rake = chips
        if cap and profile.rake_cap:
            rake = min(rake, profile.rake_cap)
    if profile.rake_drop and total >= profile.rake_drop_threshold:
        rake += profile.rake_drop
    jp = 0
    if jackpot and profile.jackpot_drop and total >= profile.jackpot_min_pot:
        jp = profile.jackpot_drop
    rake = min(rake, total)
    return rake, min(jp, total - rake)
