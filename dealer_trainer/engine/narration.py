"""A hand told in a dealer's words, and the ledger of who put what in on each street.

The one narration of a hand: the quiz's prompts and explanations use it (through
:mod:`dealer_trainer.quiz.narrate`, which re-exports it), and so may the window. It
lives in the engine because what it says is rule-bearing: who posted which blind, what
is dead money, what each player has in on each street.

The prompt of a question describes the situation the way a dealer sees it: the
game and stakes, the forced bets, each street's action, the board and the player
to act. The :class:`Ledger` says how many chips each player put in on each street,
so explanations can add them up.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(50, 100)), (5000, 5000, 5000)))
>>> forced = Forced.at_start(hand)
>>> hand.raise_to(300); hand.check_or_call(); hand.fold()
>>> ledger = Ledger.of(hand, forced)
>>> ledger.streets[0]
[300, 100, 300]
>>> street_story(hand, 0)
'Pre-flop: p3 raises to 300, p1 calls 300, p2 folds.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from dealer_trainer.engine.cards import _TEXT as _CARD_TEXT
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.games import ForcedBets, Street, Structure
from dealer_trainer.engine.state import ActionKind, HandSetup, HandState, Move


def money(amount: int) -> str:
    """An amount as a dealer writes it: ``1,600``."""
    if amount.__class__ is int:  # whole chips, as the engine keeps them: see AMOUNT_TEXTS
        return AMOUNT_TEXTS[amount]
    return f"{amount:,}"


__all__ = [
    "AMOUNT_TEXTS",
    "Forced",
    "Ledger",
    "board_text",
    "cards_text",
    "forced_story",
    "money",
    "move_text",
    "moves_texts",
    "players_text",
    "stakes_text",
    "street_story",
    "streets_story",
]


def players_text(players: Sequence[int]) -> str:
    """``p2, p3 and p5``.

    Written once per set of players and remembered (a question names the players of each
    pot, the same few sets again and again; a tuple of a few small ints hashes at once):
    the text depends on nothing but the numbers, in their order."""
    key = tuple(players)  # a tuple is its own tuple: no copy
    text = _PLAYERS_TEXTS.get(key)
    if text is None:
        if len(_PLAYERS_TEXTS) >= 4096:  # at most the subsets of ten seats: never reached
            _PLAYERS_TEXTS.clear()
        text = _PLAYERS_TEXTS[key] = _players_text(key)
    return text


def _players_text(players: tuple[int, ...]) -> str:
    """:func:`players_text`, written out."""
    names = [f"p{p + 1}" for p in players]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


_PLAYERS_TEXTS: dict[tuple[int, ...], str] = {}
"""What :func:`players_text` wrote, by the players."""


def cards_text(cards: Sequence[Card | None]) -> str:
    """``Ah Kd 7c`` (an unseen card is ``??``).

    Each card's text read from the table :func:`~dealer_trainer.engine.cards.card_text`
    reads, inline: a question tells a few dozen cards, and a call per card cost more than
    the rest of the telling."""
    return " ".join(["??" if c is None else _CARD_TEXT[4 * c.rank + c.suit] for c in cards])


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Forced:
    """What the forced bets put in before anyone acted, per player."""

    blinds: tuple[int, ...]
    """Blinds, straddles and live posts: chips in front that count toward a call."""
    dead: tuple[int, ...]
    """Antes, big-blind antes and dead blinds: in the pot, not in anyone's bet."""
    nominal: tuple[int, ...]
    """The blinds as posted in seat order (heads-up reversed), before stacks limit them."""

    @classmethod
    def at_start(cls, hand: HandState) -> Forced:
        """Read from a hand that nobody has acted in yet."""
        n = hand.n
        nominal = list(hand.stakes.blinds)
        if n == 2 and hand.game.forced is ForcedBets.BLINDS:
            nominal.reverse()
        bets = tuple(hand.bets)
        dead = tuple([live + d - b for live, d, b in zip(hand.live, hand.dead, bets, strict=True)])
        return cls(bets, dead, tuple(nominal))

    @classmethod
    def of_setup(cls, setup: HandSetup) -> Forced:
        """The forced bets of a hand set up this way."""
        return _forced_of_setup(setup)


@lru_cache(maxsize=512)
def _forced_of_setup(setup: HandSetup) -> Forced:
    return Forced.at_start(HandState(setup))


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Ledger:
    """Chips put in per street and player; ``dead`` are antes and dead money."""

    dead: tuple[int, ...]
    streets: tuple[list[int], ...]
    """``streets[s][i]``: player ``i``'s total on street ``s`` (blinds included on the first)."""

    @classmethod
    def of(cls, hand: HandState, forced: Forced) -> Ledger:
        """The ledger of the hand so far."""
        moves = hand.moves
        last = hand.street
        if moves and moves[-1].street > last:  # moves come street by street: the last is latest
            last = moves[-1].street
        last = min(last, len(hand.game.streets) - 1)
        streets = tuple([[0] * hand.n for _ in range(last + 1)])
        streets[0][:] = forced.blinds
        for m in hand.moves:
            streets[m.street][m.player] = m.to
        return cls(forced.dead, streets)

    def total(self) -> int:
        """Every chip put in (uncalled chips included)."""
        return sum(self.dead) + sum(sum(s) for s in self.streets)

    def player_total(self, i: int) -> int:
        """What player ``i`` put in over the whole hand."""
        return self.dead[i] + sum(s[i] for s in self.streets)


# The enum members as module names: on Python 3.11 ``Structure.FIXED_LIMIT`` goes through
# the enum metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_FIXED_LIMIT, _SPREAD_LIMIT = Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT
_BLINDS = ForcedBets.BLINDS


def stakes_text(hand: HandState) -> str:
    """The stakes as a dealer names them: ``blinds 50/100, ante 25`` (the structure is in
    the game's title).

    Not remembered here: the quiz tells it once per game, stakes and forced bets
    (``quiz.kinds.base.Ctx.intro``), and a remembered text would be keyed on the stakes'
    eleven fields, a hash dearer than most of the telling. Amounts are written as
    :func:`money` writes them, inline."""
    st = hand.stakes
    structure = hand.structure
    parts: list[str] = []
    if structure is _FIXED_LIMIT:
        parts.append(f"{st.small_bet:,}/{st.big_bet:,}")
    elif structure is _SPREAD_LIMIT and st.spread is not None:
        parts.append(f"spread {st.spread[0]:,}-{st.spread[1]:,}")
    game = hand.game
    if game.forced is _BLINDS:
        lead = [b for b in st.blinds[: st.blind_count] if b > 0]
        if lead:
            lead.sort()
            parts.append("blinds " + "/".join([f"{b:,}" for b in lead]))
    if game.stud:
        parts.append(f"bring-in {st.bring_in:,}")
    antes = st.antes
    payers = [a for a in antes if a > 0]
    if payers:
        if len(payers) == 1 and (hand.n > 2 or game.forced is _BLINDS):
            parts.append(f"big-blind ante {payers[0]:,}")
        elif len(payers) == hand.n and payers.count(payers[0]) == len(payers):
            parts.append(f"ante {payers[0]:,}")
        else:
            parts.append("antes " + ", ".join([f"{a:,}" for a in antes]))
    if st.chip_unit > 1:
        parts.append(f"smallest chip {st.chip_unit:,}")
    return ", ".join(parts)


def forced_story(hand: HandState, forced: Forced) -> str:
    """The forced bets: ``p1 posts the small blind 50, p2 the big blind 100.``

    Not remembered here, as :func:`stakes_text` (the quiz tells it once per game, stakes
    and forced bets); amounts written as :func:`money` writes them, inline."""
    st = hand.stakes
    n = hand.n
    said: list[str] = []
    if hand.game.forced is _BLINDS:
        nominal = forced.nominal
        posts = forced.blinds
        blind_count = min(st.blind_count, n)
        lead = [i for i in range(blind_count) if nominal[i] > 0]
        big = -1  # the largest lead blind, the last of equals
        for i in lead:
            if big < 0 or nominal[i] >= nominal[big]:
                big = i
        bb = nominal[big] if big >= 0 else 0
        second = sorted([nominal[j] for j in lead])[1] if len(lead) == 3 else -1
        for i in range(n):
            posted = posts[i]
            due = nominal[i]
            if due == 0:
                continue
            if i < blind_count:  # a lead blind (it posts something: due > 0)
                if i == big:
                    role = "big blind"
                elif due == second:
                    role = "second blind"
                else:
                    role = "small blind"
            elif due > bb:
                role = "straddle"
            else:
                role = "live post"
            if posted < due:
                said.append(f"p{i + 1} posts {posted:,} of the {due:,} {role} and is all-in")
            else:
                said.append(f"p{i + 1} posts the {role} {posted:,}")
    antes = st.antes
    if n == 2 and hand.game.forced is _BLINDS:
        antes = antes[::-1]  # heads-up, PHH lists antes as the blinds: by seat, as posted
    payers = [i for i in range(n) if antes[i] > 0]
    if payers:
        dead = forced.dead
        dead_blinds = st.dead_blinds
        if len(payers) == 1 and (n > 2 or hand.game.forced is _BLINDS):
            i = payers[0]
            paid = dead[i] - dead_blinds[i]
            if paid == 0:  # the big blind took every chip: he is all in, the ante unpaid
                said.append(f"p{i + 1} is all in with the big blind: nothing is left for the ante")
            elif paid < antes[i]:
                said.append(f"p{i + 1} has only {paid:,} left for the big-blind ante")
            else:
                said.append(f"p{i + 1} posts the big-blind ante {antes[i]:,} (dead)")
        else:
            first = antes[payers[0]]
            if len(payers) == n and all([antes[i] == first for i in payers]):
                said.append(f"everyone antes {first:,}")
            else:
                said.append("antes: " + ", ".join([f"p{i + 1} {antes[i]:,}" for i in payers]))
            for i in payers:
                paid = dead[i] - dead_blinds[i]
                if paid < antes[i]:
                    said.append(f"p{i + 1} antes only {paid:,} and is all-in")
    for i, amount in enumerate(st.dead_blinds):
        if amount:
            said.append(f"p{i + 1} posts {amount:,} dead")
    if not said:
        return ""
    return "Forced bets: " + "; ".join(said) + "."


# The action kinds as module names: on Python 3.11 ``ActionKind.FOLD`` goes through the
# enum metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_FOLD, _CHECK, _CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
_BRING_IN, _COMPLETE, _BET = ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.BET


class _AmountTexts(dict[int, str]):
    """Each amount's text as :func:`money` writes it (``1,600``), written at its first
    look-up and kept: a question tells a dozen or more amounts, most of them the few bets
    and raises the tables deal (a few hundred different amounts in thousands of moves), and
    ``f"{amount:,}"`` costs about six times a look-up that finds its text (the thousands
    separator's formatting). Keyed on whole chips (every amount the engine keeps is an
    ``int``); the text depends on nothing but the amount."""

    __slots__ = ()

    def __missing__(self, amount: int) -> str:
        if len(self) >= 16384:  # far more than the tables deal: never reached in practice
            self.clear()
        text = self[amount] = f"{amount:,}"
        return text


AMOUNT_TEXTS: Final[dict[int, str]] = _AmountTexts()
"""``AMOUNT_TEXTS[amount]`` is ``money(amount)``, looked up (see :class:`_AmountTexts`)."""


def move_text(m: Move) -> str:
    """One action: ``p2 raises to 1,600``, ``p4 calls all-in for 250`` (amounts written as
    :func:`money` writes them)."""
    return moves_texts((m,))[0]


def moves_texts(moves: Iterable[Move]) -> list[str]:
    """Each move's text as :func:`move_text` writes it, in one loop (no call per move: a
    question tells a hand's every move). Amounts are looked up in :data:`AMOUNT_TEXTS`; each
    text is one f-string, the player's number in it, rather than a name made first and
    joined to the rest."""
    texts: list[str] = []
    for m in moves:
        p = m.player + 1
        kind = m.kind
        if kind is _FOLD:
            text = f"p{p} folds"
        elif kind is _CHECK:
            text = f"p{p} checks"
        else:
            to = AMOUNT_TEXTS[m.to]
            all_in = m.all_in
            if kind is _CALL:
                text = f"p{p} calls all-in for {to}" if all_in else f"p{p} calls {to}"
            elif kind is _BRING_IN:
                text = f"p{p} brings it in for {to}" + (" (all-in)" if all_in else "")
            elif kind is _COMPLETE:
                text = f"p{p} completes all-in to {to}" if all_in else f"p{p} completes to {to}"
            elif kind is _BET:
                text = f"p{p} bets all-in {to}" if all_in else f"p{p} bets {to}"
            else:
                text = f"p{p} raises all-in to {to}" if all_in else f"p{p} raises to {to}"
        texts.append(text)
    return texts


def street_label(hand: HandState, street: int) -> str:
    """``Pre-flop``, ``Flop (Ah Kd 7c)``, ``Fourth street``."""
    label, before, dealt = _street_boards(hand.game.streets)[street]
    if dealt > before:
        cards = hand.board[before:dealt]
        if len(cards) == dealt - before:
            label += f" ({cards_text(cards)})"
    return label


def _street_boards(streets: Sequence[Street]) -> tuple[tuple[str, int, int], ...]:
    """Each street's name as a label, and the slice of the board its cards take: worked out
    once per game's streets (a game's streets are fixed; they are remembered by identity,
    kept with the entry so that their ``id`` stays theirs)."""
    seen = _STREET_BOARDS.get(id(streets))
    if seen is not None and seen[0] is streets:
        return seen[1]
    worked: list[tuple[str, int, int]] = []
    dealt = 0
    for street in streets:
        name = street.name
        dealt += street.board
        worked.append((name[0].upper() + name[1:], dealt - street.board, dealt))
    if len(_STREET_BOARDS) >= 512:  # a few games: never reached in practice
        _STREET_BOARDS.clear()
    _STREET_BOARDS[id(streets)] = (streets, tuple(worked))
    return tuple(worked)


_STREET_BOARDS: dict[int, tuple[Sequence[Street], tuple[tuple[str, int, int], ...]]] = {}
"""What :func:`_street_boards` worked out, by the streets' ``id``."""


def street_story(hand: HandState, street: int, moves: Sequence[Move] | None = None) -> str:
    """One street's action in order; ``moves`` defaults to the hand's moves on it."""
    if moves is None:
        moves = [m for m in hand.moves if m.street == street]
    return streets_story(hand, [moves], street)[0]


def streets_story(
    hand: HandState, moves_by_street: Sequence[Sequence[Move]], first: int = 0
) -> list[str]:
    """:func:`street_story` of streets ``first``, ``first + 1``... in one loop, street
    ``first + k`` told with the moves ``moves_by_street[k]`` (a question tells its hand's
    every street: the streets' labels and the board read once for all of them)."""
    boards = _street_boards(hand.game.streets)
    board = hand.board
    lines: list[str] = []
    for k, moves in enumerate(moves_by_street):
        label, before, dealt = boards[first + k]
        if dealt > before:
            cards = board[before:dealt]
            if len(cards) == dealt - before:
                label += f" ({cards_text(cards)})"
        if moves:
            lines.append(f"{label}: {', '.join(moves_texts(moves))}.")
        else:
            lines.append(f"{label}: no action yet.")
    return lines


def board_text(hand: HandState) -> str:
    """``Board: Ah Kd 7c 2s.`` or ""."""
    cards = [c for c in hand.board if c is not None]
    return f"Board: {cards_text(cards)}." if cards else ""
