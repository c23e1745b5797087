"""The end of a hand: who shows first, rake, and pushing every pot to its winners.

Corpus SP-11: the 2,125 main pot of SP-08 split between two players; the odd
25 chip goes to the first winner clockwise from the button.

>>> split_amount(2125, [3, 5], unit=25)
[1075, 1050]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Final

from dealer_trainer.engine import evaluate as ev
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.engine.games import Evaluation, Game
from dealer_trainer.engine.options import (
    BadeuceyAces,
    BadugiSplitOddChip,
    ShortDeckTripsVsStraight,
    StudHiLoQualifier,
    StudOddChipCards,
    VenueProfile,
)
from dealer_trainer.engine.state import HandState

__all__ = [
    "PotAward",
    "Settlement",
    "Share",
    "ShowdownError",
    "house_take",
    "may_muck",
    "odd_chip_cards",
    "read_hand",
    "scoop",
    "settle",
    "show_order",
    "split_amount",
]


class ShowdownError(ValueError):
    """A showdown that cannot be settled (cards nobody saw, a hand not over)."""


@fast_init  # a frozen value made per pot and winner: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Share:
    """What one winner receives from one pot."""

    player: int
    amount: int
    hand: str | None
    """The hand's name as a dealer calls it; None when he won without a showdown."""
    half: str | None = None
    """Hi-lo: "high" or "low" (Badacey, Badeucey: "badugi" or "low"); None for a whole pot."""


@fast_init  # a frozen value made per pot and winner: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PotAward:
    """One pot: its chips, what the house took, and who receives what."""

    index: int
    """0 for the main pot, 1 for the first side pot, ..."""
    amount: int
    eligible: tuple[int, ...]
    rake: int
    shares: tuple[Share, ...]
    decided: bool = True
    """False when cards nobody saw decide this pot (``settle(..., unseen=True)``): no shares."""


@fast_init  # a frozen value made per pot and winner: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Settlement:
    """Every pot pushed, the uncalled bet returned, and each player's final stack."""

    awards: tuple[PotAward, ...]
    """Main pot first; a dealer pushes them in the reverse order (side pots first)."""
    returned: tuple[int, int] | None
    """(player, chips) of an uncalled bet given back."""
    rake: int
    jackpot: int
    final_stacks: tuple[int, ...] | None
    """None when some pot is not decided (cards nobody saw)."""

    @property
    def stacks(self) -> tuple[int, ...]:
        """The final stacks of a hand whose every pot is decided.

        Raises :class:`ShowdownError` when unseen cards leave a pot undecided (only
        ``settle(..., unseen=True)`` can give such a settlement).
        """
        if self.final_stacks is None:
            raise ShowdownError("the final stacks are not known: unseen cards decide a pot")
        return self.final_stacks

    @property
    def push_order(self) -> tuple[int, ...]:
        """The order a dealer pushes the pots: side pots first, the main pot last."""
        return tuple(a.index for a in reversed(self.awards))

    def as_dict(self) -> dict[str, Any]:
        """Plain data for ``solve`` (players numbered from 1)."""
        return {
            "awards": [
                {
                    "index": a.index,
                    "amount": a.amount,
                    "rake": a.rake,
                    "eligible": [i + 1 for i in a.eligible],
                    "winners": [
                        {
                            "player": s.player + 1,
                            "receives": s.amount,
                            "hand": s.hand,
                            **({"half": s.half} if s.half else {}),
                        }
                        for s in a.shares
                    ]
                    if a.decided
                    else None,
                }
                for a in self.awards
            ],
            "returned": None
            if self.returned is None
            else {"player": self.returned[0] + 1, "amount": self.returned[1]},
            "push_order": list(self.push_order),
            "rake": self.rake,
            "jackpot": self.jackpot,
            "final_stacks": None if self.final_stacks is None else list(self.final_stacks),
        }


# Each record made by a maker that stands in for its class call (engine/frozen.py
# record_maker: no __init__'s descriptor call per slot): a few each settled hand.
_new_share: Callable[..., Share] = record_maker(Share)
_new_award: Callable[..., PotAward] = record_maker(PotAward)
_new_settlement: Callable[..., Settlement] = record_maker(Settlement)


def show_order(hand: HandState) -> list[int]:
    """Who turns his cards over first at the showdown, then the others in order.

    The last player to bet or raise on the final round shows first; with no bet,
    the first player left of the button; in stud, the best board (issue 3).
    """
    players = [i for i in hand.in_hand() if i not in hand.mucked]
    if not players:
        return []
    first = hand.last_aggressor
    if first is None or first not in players:
        first = _best_board(hand, players) if hand.game.stud else players[0]
    k = players.index(first)
    return players[k:] + players[:k]


def may_muck(hand: HandState, i: int) -> bool:
    """Whether player ``i`` may muck at the showdown instead of showing.

    The first player to show must show. Once a player is all-in and the betting
    is over, every hand is turned face up (TDA R16). Anyone else may muck a
    beaten hand, which kills it.
    """
    order = show_order(hand)
    if i not in order or order[0] == i:
        return False
    return not any(hand.stacks[j] == 0 for j in order)


def _best_board(hand: HandState, players: list[int]) -> int:
    best = hand.best_showing(players)
    return players[0] if best is None else best


def split_amount(amount: int, winners: Sequence[int], unit: int = 1) -> list[int]:
    """Split a pot between winners in chips of ``unit``; odd chips go to the first listed."""
    if not winners:
        raise ShowdownError("a pot needs at least one winner")
    chips, rest = divmod(amount, unit)
    each, odd = divmod(chips, len(winners))
    shares = [each * unit] * len(winners)
    for k in range(odd):
        shares[k] += unit
    shares[0] += rest  # less than the smallest chip: cannot be split at all
    return shares


def house_take(hand: HandState, total: int) -> tuple[int, int]:
    """(rake, jackpot drop) the venue profile takes from a hand whose pots total ``total``."""
    prof = hand.profile
    if not (prof.rake_percent or prof.rake_drop or prof.jackpot_drop):
        # a house that posts no rake, drop or jackpot drop takes nothing: every take below
        # is 0 then, so the moves need not be looked through for "no flop, no drop"
        return 0, 0
    unit = hand.stakes.chip_unit
    if prof.rake_no_flop_no_drop and _ended_on_first_round(hand):
        return 0, 0
    rake = 0
    if prof.rake_percent and total >= prof.rake_min_pot:
        rake = int(total * prof.rake_percent / 100) // unit * unit
        if prof.rake_cap:
            rake = min(rake, prof.rake_cap)
    if prof.rake_drop and total >= prof.rake_drop_threshold:
        rake += prof.rake_drop
    jackpot = 0
    if prof.jackpot_drop and total >= prof.jackpot_min_pot:
        jackpot = prof.jackpot_drop
    rake = min(rake, total)
    return rake, min(jackpot, total - rake)


def _ended_on_first_round(hand: HandState) -> bool:
    # from the last move back: a move after the first round is found at once (a loop: no
    # generator made for the one move it mostly reads)
    for m in reversed(hand.moves):
        if m.street > 0:
            return False
    return len(hand.in_hand()) == 1 or (not hand.board and hand.street == 0)


def settle(hand: HandState, *, unseen: bool = False) -> Settlement:
    """Award every pot of a finished hand.

    A pot whose winner depends on cards nobody saw (``????`` in a record) cannot be
    awarded: an error, or with ``unseen`` a pot left undecided (``decided`` False, no
    shares, ``final_stacks`` None). A pot with one eligible player, or a hand everyone
    else folded, is awarded whatever the cards.
    """
    if not hand.finished:
        raise ShowdownError("the hand is not over: betting is still going on")
    split = hand.pots()
    final = list(hand.stacks)
    returned = None
    uncalled = split.uncalled
    if uncalled is not None:
        final[uncalled.player] += uncalled.amount
        returned = (uncalled.player, uncalled.amount)
    pots = split.pots
    total = 0
    for pot in pots:
        total += pot.amount
    rake, jackpot = house_take(hand, total)
    take_left = rake + jackpot
    mucked = hand.mucked
    in_hand = hand.in_hand()
    contenders = ([i for i in in_hand if i not in mucked] or in_hand) if mucked else in_hand
    showdown = len(contenders) > 1
    readers = _Readers(hand) if showdown else None
    undecided = False
    awards = []
    for index, pot in enumerate(pots):
        taken = min(take_left, pot.amount)
        take_left -= taken
        amount = pot.amount - taken
        if mucked:
            eligible = [i for i in pot.eligible if i in contenders] or list(pot.eligible)
        else:
            # nobody mucked: every player a pot names (build_pots names only those who did
            # not fold) is a contender, so the filter above would keep them all
            eligible = list(pot.eligible)
        decided = True
        if len(eligible) == 1 or readers is None:
            shares: tuple[Share, ...] = (_new_share(eligible[0], amount, None),)
        elif unseen and not readers.readable(eligible):
            shares, decided, undecided = (), False, True
        else:
            shares = readers.award(amount, eligible)
        for share in shares:
            final[share.player] += share.amount
        awards.append(_new_award(index, pot.amount, tuple(pot.eligible), taken, shares, decided))
    return _new_settlement(
        tuple(awards), returned, rake, jackpot, None if undecided else tuple(final)
    )


def _check_count(game: Game, hole: list[Card]) -> None:
    """A hand with more cards than the game deals (or, but in stud, fewer) is fouled."""
    dealt = _dealt(game)
    if len(hole) > dealt or (not game.stud and len(hole) != dealt):
        raise ev.HandError(f"{len(hole)} cards, where the game deals {dealt}")


def read_hand(
    game: Game, profile: VenueProfile, hole: list[Card], board: list[Card], how: Evaluation
) -> ev.Hand | None:
    """How the showdown reads a player's cards for ``how`` (one of ``game.evaluations``)
    under this venue: his hand, or None for a low that does not qualify. A hand with the
    wrong number of cards (or a card twice) is fouled: :class:`~.evaluate.HandError`."""
    _check_count(game, hole)
    return _read(profile, hole, board, how)


# Reading an enum member from its class costs about 0.25 microseconds in CPython 3.11 (see
# engine/evaluate.py): the readers below compare with these module constants instead.
_HIGH: Final = Evaluation.HIGH
_SHORT_DECK: Final = Evaluation.SHORT_DECK
_OMAHA_HIGH: Final = Evaluation.OMAHA_HIGH
_OMAHA_LOW8: Final = Evaluation.OMAHA_LOW8
_LOW8: Final = Evaluation.LOW8
_RAZZ: Final = Evaluation.RAZZ
_DEUCE_SEVEN: Final = Evaluation.DEUCE_SEVEN
_ACE_TO_FIVE: Final = Evaluation.ACE_TO_FIVE
_BADUGI_FIVE: Final = Evaluation.BADUGI_FIVE
_BADEUCEY_BADUGI: Final = Evaluation.BADEUCEY_BADUGI


def _read(
    profile: VenueProfile, hole: Sequence[Card], board: Sequence[Card], how: Evaluation
) -> ev.Hand | None:
    """:func:`read_hand` once the number of cards is known to be right.

    The high and Omaha evaluators take a tuple as it is (a list they copy into a tuple
    first): they are given tuples, the same cards."""
    if how is _HIGH:
        return ev.evaluate_high((*hole, *board))
    if how is _SHORT_DECK:
        trips_first = (
            profile.short_deck_trips_vs_straight is ShortDeckTripsVsStraight.TRIPS_BEAT_STRAIGHT
        )
        return ev.evaluate_short_deck([*hole, *board], trips_first)
    if how is _OMAHA_HIGH:
        return ev.evaluate_omaha(tuple(hole), tuple(board))
    if how is _OMAHA_LOW8:
        return ev.evaluate_omaha_low8(hole, board)
    if how is _LOW8:
        if profile.stud_hi_lo_qualifier is StudHiLoQualifier.NO_QUALIFIER:
            return ev.evaluate_razz(hole)  # the best low takes half, whatever it is
        return ev.evaluate_low8(hole)
    if how is _RAZZ:
        return ev.evaluate_razz(hole)
    if how is _DEUCE_SEVEN:
        return ev.evaluate_deuce_seven(hole)
    if how is _ACE_TO_FIVE:
        return ev.evaluate_ace_to_five(hole)
    if how is _BADUGI_FIVE:
        return ev.evaluate_badugi_five(hole)
    if how is _BADEUCEY_BADUGI:
        aces_high = profile.badeucey_aces is BadeuceyAces.HIGH
        return ev.evaluate_badugi_five(hole, aces_high=aces_high)
    return ev.evaluate_badugi(hole)


def _best(read: Iterable[tuple[ev.Hand | None, int]]) -> list[int]:
    """The players whose hand is best among those read (None: fouled, or no qualifying low)."""
    # every hand here is read one way (one ranking): compare their keys directly, in one
    # pass (a larger key starts the list again; an equal one joins it, in the order read)
    top: tuple[int, ...] | None = None
    winners: list[int] = []
    for h, i in read:
        if h is None:
            continue
        key = h.key
        if top is None or key > top:
            top, winners = key, [i]
        elif key == top:
            winners.append(i)
    return winners


def scoop(
    game: Game, profile: VenueProfile, holes: Sequence[list[Card]], board: list[Card]
) -> int | None:
    """Two players' cards at a showdown (``holes``, the ``board`` shared): 0 or 1 when that
    player wins every part of a pot the two contest, as :func:`settle` awards it (the best
    high hand; in high-low games the best qualifying low takes half, and with none the high
    hand takes all), or None when they would share it. A fouled hand is an error here
    (:class:`~.evaluate.HandError`)."""

    def best(how: Evaluation) -> list[int]:
        return _best([(read_hand(game, profile, h, board, how), i) for i, h in enumerate(holes)])

    high = best(game.evaluations[0])
    if len(high) != 1:
        return None
    if game.hi_lo:
        low = best(game.evaluations[1])
        if low and low != high:
            return None
    return high[0]


_DEALT: dict[int, tuple[Game, int]] = {}
"""How many cards each game deals a player (:func:`_dealt`), by the game's id: (the game,
the count); the game is kept in the entry so that its id stays its own."""


def _dealt(game: Game) -> int:
    """How many cards a player's hand holds when every street of ``game`` is dealt: counted
    once per game (a game is frozen, its streets never change)."""
    seen = _DEALT.get(id(game))
    if seen is None or seen[0] is not game:
        if len(_DEALT) >= 256:  # one entry per game the trainer deals: never reached
            _DEALT.clear()
        seen = _DEALT[id(game)] = (game, sum(len(street.hole) for street in game.streets))
    return seen[1]


_UNREAD: Final = ev.Hand(ev.Ranking.HIGH, (), ())
"""Stands for "not read yet" in :class:`_Readers`'s cache, where None is a read."""


class _Readers:
    """Reads each contender's hand once and awards pots."""

    def __init__(self, hand: HandState) -> None:
        self.hand = hand
        self.profile = hand.profile
        """The profile in force as the hand is settled (read once: the hand's is a property)."""
        self.unit = hand.stakes.chip_unit
        self._cache: dict[tuple[int, Evaluation], ev.Hand | None] = {}
        self.fouled: set[int] = set()
        self._dealt = _dealt(hand.game)
        """How many cards a player's hand holds when every street is dealt."""
        self._board = tuple([c for c in hand.board if c is not None])
        self._board_seen = len(self._board) == len(hand.board)

    def cards(self, i: int) -> list[Card]:
        # every card known when none was dropped as unseen (``None in`` would compare each
        # card with None through Card.__eq__: a Python call per card; a card is always
        # true, so all() finds an unseen one without it, and the list is copied in C)
        hand = self.hand
        hole = hand.hole[i]
        if hole and all(hole):
            return list(hole)  # type: ignore[arg-type]  # all(): no None among them
        shown = hand.shown.get(i)
        if shown:
            known = [c for c in shown if c is not None]
            if len(known) == len(shown):
                return known
        raise ShowdownError(
            f"cannot read {hand.label(i)}'s hand at the showdown: his cards were not shown"
        )

    def readable(self, players: Sequence[int]) -> bool:
        """Whether every one of these players' hands, and the board, can be read."""
        if any(c is None for c in self.hand.board):
            return False
        for i in players:
            try:
                self.cards(i)
            except ShowdownError:
                return False
        return True

    def read(self, i: int, how: Evaluation) -> ev.Hand | None:
        key = (i, how)
        cache = self._cache
        read = cache.get(key, _UNREAD)  # one look-up (None is a read: no qualifying low)
        if read is _UNREAD:
            read = cache[key] = self._evaluate(i, how)
        return read

    def _evaluate(self, i: int, how: Evaluation) -> ev.Hand | None:
        hand = self.hand
        hole = self.cards(i)
        dealt = self._dealt
        if len(hole) > dealt or (not hand.game.stud and len(hole) != dealt):
            self.fouled.add(i)  # a hand with the wrong number of cards is dead
            return None
        board = self._board
        if not self._board_seen:
            raise ShowdownError("cannot read the hands: a board card was not seen")
        try:
            return _read(self.profile, hole, board, how)
        except ev.HandError:
            # a fouled hand (wrong number of cards, a card twice) is dead
            self.fouled.add(i)
            return None

    def best(self, eligible: list[int], how: Evaluation) -> list[int]:
        """:func:`_best` of the eligible players' hands read ``how``, each hand read as the
        pass reaches it, as :meth:`read` reads it: written out in one loop (no generator to
        resume and no call per player but for a hand not read yet)."""
        cache = self._cache
        top: tuple[int, ...] | None = None
        winners: list[int] = []
        for i in eligible:
            key = (i, how)
            h = cache.get(key, _UNREAD)  # one look-up (None is a read: no qualifying low)
            if h is _UNREAD:
                h = cache[key] = self._evaluate(i, how)
            if h is None:
                continue
            hand_key = h.key
            if top is None or hand_key > top:
                top, winners = hand_key, [i]
            elif hand_key == top:
                winners.append(i)
        return winners

    def award(self, amount: int, eligible: list[int]) -> tuple[Share, ...]:
        game = self.hand.game
        evaluations = game.evaluations
        high_how = evaluations[0]
        high = self.best(eligible, high_how)
        if not high:  # every hand fouled: the pot stays with those eligible
            high = eligible
        if len(evaluations) == 1:  # not hi-lo (Game.hi_lo, without the property call)
            return self._shares(amount, high, high_how, None)
        low_how = evaluations[1]
        low = self.best(eligible, low_how)
        if not low:
            return self._shares(amount, high, high_how, None)
        # the high half takes the odd chip (corpus A.12); in Badacey and Badeucey the
        # venue says which half stands for the high one (BADUGI_SPLIT_ODD_CHIP)
        chips = amount // self.unit
        low_half = chips // 2 * self.unit
        high_half = amount - low_half
        first, second = game.halves
        if (
            first == "badugi"
            and self.profile.badugi_split_odd_chip is BadugiSplitOddChip.FIVE_CARD_HAND
        ):
            high_half, low_half = low_half, high_half
        return self._shares(high_half, high, high_how, first) + self._shares(
            low_half, low, low_how, second
        )

    def _shares(
        self, amount: int, winners: list[int], how: Evaluation, half: str | None
    ) -> tuple[Share, ...]:
        if len(winners) == 1:
            # one winner takes it all: split_amount would give him every chip, odd or not
            only = winners[0]
            return (_new_share(only, amount, self._name(only, how), half),)
        ordered = self._odd_chip_order(winners, how)
        amounts = split_amount(amount, ordered, self.unit)
        return tuple(
            _new_share(i, a, self._name(i, how), half)
            for i, a in zip(ordered, amounts, strict=True)
        )

    def _name(self, i: int, how: Evaluation) -> str | None:
        read = self.read(i, how)
        return None if read is None else read.name

    def _odd_chip_order(self, winners: list[int], how: Evaluation) -> list[int]:
        """Board games: clockwise from the button (p1 first); stud: by ``odd_chip_card``."""
        if self.hand.game.stud and len(winners) > 1:
            return sorted(winners, key=lambda i: self.odd_chip_card(i, how), reverse=True)
        return sorted(winners)

    def odd_chip_card(self, i: int, how: Evaluation) -> tuple[int, int]:
        """Stud: how strongly player ``i``'s cards claim an odd chip (larger first)."""
        return self.odd_chip_claim(i, how)[0]

    def odd_chip_claim(self, i: int, how: Evaluation) -> tuple[tuple[int, int], Card | None]:
        """Stud: player ``i``'s claim to an odd chip (larger first) and the card that makes it.

        STUD_ODD_CHIP_CARDS = five_card_hand (Poker TDA Rules 2024, Rule 20, as the source
        texts are silent; corpus A.12 "stud: high card by suit"): the highest card by suit
        among the five cards that make the winning hand (where several sets make it, the
        set with the highest card); in razz and the low half the ace counts low.
        all_cards (Robert's Rules of Poker v11, "Ties"): all the player's cards count; the
        highest card by suit in a high hand, the lowest card by suit in a low hand.
        """
        low = how in (Evaluation.RAZZ, Evaluation.LOW8)
        cards = self.cards(i)

        def order(c: Card) -> tuple[int, int]:
            return (c.low_rank if low else c.rank, int(c.suit))

        if self.profile.stud_odd_chip_cards is StudOddChipCards.ALL_CARDS:
            if low:
                lowest = min(cards, key=order)
                rank, suit = order(lowest)
                return (-rank, -suit), lowest
            top = max(cards, key=order)
            return order(top), top
        best = self.read(i, how)
        if best is None:
            return (0, 0), None
        claims = [
            max(five, key=order)
            for five in combinations(cards, 5)
            if _same_hand(list(five), how, best)
        ] or [max(best.cards, key=order)]
        card = max(claims, key=order)
        return order(card), card


def odd_chip_cards(
    hand: HandState, winners: Sequence[int], half: str = "high"
) -> list[tuple[int, Card | None]]:
    """Stud: tied winners of a pot (or of its ``"high"`` or ``"low"`` half) in the order the
    odd chips go, each with the card that places him (STUD_ODD_CHIP_CARDS), for an
    explanation to name. Board games: clockwise from the button, no card.
    """
    if not hand.game.stud:
        return [(i, None) for i in sorted(winners)]
    readers = _Readers(hand)
    how = hand.game.evaluations[1 if half == "low" and hand.game.hi_lo else 0]
    claims = [(readers.odd_chip_claim(i, how), i) for i in winners]
    claims.sort(key=lambda c: c[0][0], reverse=True)
    return [(i, card) for (_, card), i in claims]


def _same_hand(five: list[Card], how: Evaluation, best: ev.Hand) -> bool:
    """Whether these five cards make a hand equal to ``best`` (stud games)."""
    try:
        if how is Evaluation.RAZZ:
            return ev.evaluate_razz(five) == best
        if how is Evaluation.LOW8:
            return ev.evaluate_low8(five) == best
        return ev.evaluate_high(five) == best
    except ev.HandError:
        return False
