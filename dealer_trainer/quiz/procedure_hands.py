"""The hands behind the procedure questions that are hand states (issue 18, issue 13's export).

``show_first`` ("who must show first?") and ``next_blinds`` ("where do the button and the
blinds go?") describe a table, but each is the state of a hand: the river played as the
prompt tells it, or a hand in which a player is eliminated. This module plays that hand
through the engine (:class:`~dealer_trainer.engine.state.HandState`) so the question can
leave the app as PHH (``seats`` and ``seat_count`` say where the players sit) and
``dealer-trainer solve`` can answer it from the hand: the showdown order
(:func:`~dealer_trainer.engine.showdown.show_order`) and ``--next-hand``
(:func:`~dealer_trainer.engine.procedures.next_hand_positions` on the settled stacks).
The key still comes from :mod:`dealer_trainer.engine.procedures` on the described table;
the export check finds the two equal.

PHH numbers players from the first seat left of the button (p1), the button last; a
table of seats is turned into that order here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.games import GAMES, Game, Structure
from dealer_trainer.engine.options import VenueProfile
from dealer_trainer.engine.showdown import scoop
from dealer_trainer.engine.state import HandSetup, HandState, Stakes
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.kinds import Posed
from dealer_trainer.quiz.model import ChipPile, Situation
from dealer_trainer.quiz.prng import Prng

__all__ = ["HandPosed", "TableHandError", "eliminated_hand", "phh_order", "river_hand"]


class TableHandError(ValueError):
    """The described table cannot be played as a hand (a bug in the caller: says what)."""


@fast_init  # a frozen value made per question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class HandPosed(Posed):
    """A procedure question with the hand it describes, what its ask needs, and the chips
    its table shows (a colour-up's chips to exchange)."""

    situation: Situation | None = None
    params: tuple[tuple[str, object], ...] = ()
    pile: ChipPile | None = None


_LEVELS: Final = {
    Structure.FIXED_LIMIT: ((10, 20, 20, 40, 5), (25, 50, 50, 100, 25), (50, 100, 100, 200, 25)),
    Structure.NO_LIMIT: ((100, 200, 0, 0, 100), (200, 400, 0, 0, 100), (500, 1000, 0, 0, 100)),
    Structure.POT_LIMIT: ((50, 100, 0, 0, 25), (100, 200, 0, 0, 100), (200, 400, 0, 0, 100)),
    Structure.SPREAD_LIMIT: ((1, 2, 1, 5, 1), (1, 2, 2, 10, 1), (2, 5, 5, 20, 1)),
}
"""(small blind, big blind, small bet, big bet, smallest chip in play) as a room posts them;
spread limit: (small blind, big blind, smallest bet, largest bet, chip)."""


_STRUCTURES: Final = {s.value: s for s in Structure}
"""Each structure by its value: the member ``Structure(value)`` returns, without the enum
call (a hand a question)."""


def phh_order(seat_count: int, button: int, seats: Sequence[int]) -> list[int]:
    """The seats in PHH order: first left of the button first, the button's side last."""
    return sorted(seats, key=lambda s: (s - button - 1) % seat_count)


def _setup(vid: str, n: int, rng: Prng, profile: VenueProfile, stacks: Sequence[int]) -> HandSetup:
    info = VARIANTS[vid]
    game = GAMES[info.code]
    structure = _STRUCTURES[info.structure]
    sb, bb, small, big, chip = rng.choice(_LEVELS[structure])
    spread = structure is Structure.SPREAD_LIMIT
    stakes = Stakes(
        blinds=(sb, bb) + (0,) * (n - 2),
        small_bet=0 if spread else small,
        big_bet=0 if spread else big,
        min_bet=0 if structure is Structure.FIXED_LIMIT or spread else bb,
        spread=(small, big) if spread else None,
        chip_unit=chip,
    )
    return HandSetup(game, stakes, tuple(s * bb for s in stacks), structure, profile)


def _deal(game: Game, rng: Prng, count: int) -> list[Card]:
    """``count`` cards dealt from a shuffled deck: only the cards a hand deals are drawn,
    each one uniformly from those left."""
    deck = list(_DECKS[game.short_deck])
    below = rng.below
    return [deck.pop(below(len(deck))) for _ in range(count)]


_DECKS: Final = {
    short: tuple(Card(rank, suit) for rank in range(6 if short else 2, 15) for suit in Suit)
    for short in (False, True)
}
"""The 52-card deck and the 36-card short deck, in order (made once: cards do not change)."""


def _unseen(k: int) -> list[Card | None]:
    return [None] * k


def _play(
    hand: HandState,
    decide: Callable[[HandState, int], None],
    holes: Callable[[int, int], list[Card | None]] = lambda i, k: _unseen(k),
    cards: Callable[[int], list[Card | None]] = _unseen,
) -> None:
    """Deal and bet to the end: ``decide`` acts for the player to act, ``holes(i, k)`` deals
    player i his k cards, ``cards(k)`` k board cards; at a draw everyone stands pat."""
    streets = hand.game.streets
    last = len(streets) - 1
    size = len(streets[0].hole)
    hand.deal_holes([(i, holes(i, size)) for i in range(hand.n)])
    dealt = 0

    def catch_up() -> None:
        nonlocal dealt
        target = min(hand.street, last)
        if hand.finished and len(hand.in_hand()) >= 2:
            target = last
        while dealt < target:
            dealt += 1
            spec = streets[dealt]
            if spec.draw:
                for i in hand.in_hand():
                    hand.discard(i, [])
            if spec.board:
                hand.deal_board(cards(spec.board))

    while not hand.finished and hand.actor is not None:
        decide(hand, hand.actor)
        if hand.street != dealt or hand.finished:  # else nothing is to be dealt yet
            catch_up()
    catch_up()


def river_hand(
    vid: str,
    rng: Prng,
    profile: VenueProfile,
    *,
    seat_count: int,
    button: int,
    players: Sequence[int],
    river: Sequence[tuple[int, str]],
) -> tuple[Situation, list[int]]:
    """A hand whose ``players`` (seats) check and call to the last betting round, which goes
    as ``river`` tells it (``(seat, "checks" | "bets" | "raises" | "calls")``, in turn);
    nobody tables his cards. The button's seat, and a third seat when only two play, are
    dealt in and fold before the flop. Returns the hand and the seats in PHH order."""
    dealt = set(players) | {button}
    if len(dealt) < 3:
        dealt.add(next(s for s in range(1, seat_count + 1) if s not in dealt))
    seats = phh_order(seat_count, button, sorted(dealt))
    live = {seats.index(s) for s in players}
    setup = _setup(vid, len(seats), rng, profile, [rng.between(40, 120)] * len(seats))
    hand = HandState(setup)
    last = len(hand.game.streets) - 1
    to_do = list(river)

    def decide(h: HandState, a: int) -> None:
        if a not in live:
            h.fold(a)
            return
        if h.street < last:
            h.check_or_call(a)
            return
        if not to_do:
            raise TableHandError(f"seat {seats[a]} is to act after the last described action")
        seat, verb = to_do.pop(0)
        if seat != seats[a]:
            raise TableHandError(f"seat {seat} {verb} out of turn: seat {seats[a]} is to act")
        if verb in ("bets", "raises"):
            to = h.min_raise_to(a)
            if to is None:
                raise TableHandError(f"seat {seat} cannot {verb.removesuffix('s')} here")
            h.raise_to(to, a)
        elif verb in ("checks", "calls"):
            h.check_or_call(a)
        else:
            raise TableHandError(f"unknown action {verb!r}")

    _play(hand, decide)
    if to_do:
        raise TableHandError(f"the hand ended before {to_do[0][0]} {to_do[0][1]}")
    return Situation(setup, tuple(hand.log), None), seats


def eliminated_hand(
    vid: str,
    rng: Prng,
    profile: VenueProfile,
    *,
    seat_count: int,
    button: int,
    occupied: Sequence[int],
    busted: int | None,
) -> tuple[Situation, list[int]] | None:
    """A tournament hand at this table in which ``busted`` (a seat, or None: nobody) bets
    and raises all he may until he is all in (before the flop, but for fixed limit), is
    called by one player with more chips, and loses everything at the showdown; the others
    fold. None when no deal of 50 makes him lose the whole pot
    (a tie, a split)."""
    seats = phh_order(seat_count, button, occupied)
    n = len(seats)
    if busted is None:
        stacks = [rng.between(20, 80) for _ in seats]
        setup = _setup(vid, n, rng, profile, stacks)
        hand = HandState(setup)
        _play(hand, lambda h, a: h.fold(a))
        return Situation(setup, tuple(hand.log), None), seats
    x = seats.index(busted)
    caller = rng.choice([i for i in range(n) if i != x])
    stacks = [rng.between(25, 80) for _ in seats]
    # short enough to be all in within the hand when each raise is one bet (fixed limit)
    fixed = _STRUCTURES[VARIANTS[vid].structure] is Structure.FIXED_LIMIT
    stacks[x] = rng.between(2, 4) if fixed else rng.between(2, 8)
    setup = _setup(vid, n, rng, profile, stacks)
    lost = _busting(setup, x, caller, rng)
    return None if lost is None else (Situation(setup, lost.log, None), seats)


def _busting(setup: HandSetup, x: int, caller: int, rng: Prng) -> HandState | None:
    """Deal until the engine reads one of the first two hands dealt as the winner of the
    whole pot (:func:`~dealer_trainer.engine.showdown.scoop`; a tie or a split: deal again,
    50 deals at most), give x the other, and play the all-in hand once; the hand when x is
    all in at the showdown, so loses all his chips, else None (the betting does not depend
    on the cards in these games: no deal would do)."""
    game = setup.game
    size = len(game.streets[0].hole)
    board = sum(street.board for street in game.streets)
    for _attempt in range(50):
        deck = _deal(game, rng, 2 * size + board)
        first, second, rest = deck[:size], deck[size : 2 * size], deck[2 * size :]
        winner = scoop(game, setup.profile, (first, second), rest)
        if winner is not None:
            losing, winning = (second, first) if winner == 0 else (first, second)
            return _all_in(setup, x, caller, {x: losing, caller: winning}, rest)
    return None


def _all_in(
    setup: HandSetup, x: int, caller: int, known: dict[int, list[Card]], rest: list[Card]
) -> HandState | None:
    """Play the all-in hand: x and the caller hold ``known``, the board comes from ``rest``;
    the hand when x is all in at the showdown, else None."""
    hand = HandState(setup)

    def decide(h: HandState, a: int) -> None:
        # the others only fold: the most a player may raise to is asked of x alone
        top = h.max_raise_to(a) if a == x else None
        if top is not None:
            h.raise_to(top, a)  # all in, or (fixed limit) the most he may, every time
        elif a in (x, caller):
            h.check_or_call(a)
        else:
            h.fold(a)

    def holes(i: int, k: int) -> list[Card | None]:
        return list(known[i]) if i in known else _unseen(k)

    def cards(k: int) -> list[Card | None]:
        out: list[Card | None] = list(rest[:k])
        del rest[:k]
        return out

    _play(hand, decide, holes, cards)
    if not hand.finished or len(hand.in_hand()) < 2 or hand.stacks[x] != 0:
        return None
    for i in sorted(hand.in_hand()):
        hand.show(i, known[i])
    return hand
