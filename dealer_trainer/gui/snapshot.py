"""What the table shows, as plain data: no Qt here, so it can be tested on its own.

:func:`snapshot` turns a hand state at one moment into a :class:`TableSnapshot`: the
seats with their names, stacks, bets, cards and markers, the pots in the middle, the
board. :func:`chip_columns` says how an amount is drawn in chips (largest first, the
dealer's breakdown), and :func:`story` tells the hand so far in a dealer's words.
The scene (:mod:`dealer_trainer.gui.table_view`) only draws what these give.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (20_000,) * 4))
>>> hand.raise_to(600)
>>> snap = snapshot(hand)
>>> [(s.label, s.bet, s.markers) for s in snap.seats]
[('Seat 1', 100, ('SB',)), ('Seat 2', 200, ('BB',)), ('Seat 3', 600, ()), ('Seat 4', 0, ())]
>>> snap.button, snap.seats[3].actor
(3, True)
>>> [(c.value, c.count) for c in chip_columns(1_600)]
[(1000, 1), (500, 1), (100, 1)]
>>> story_lines(hand)[-1]
'Seat 3 raises to 600'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from dealer_trainer.engine.chips import CHIP_SETS, DEFAULT_CHIP_SET, breakdown
from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.engine.games import game_title as engine_game_title
from dealer_trainer.engine.pots import build_pots
from dealer_trainer.engine.state import ActionKind
from dealer_trainer.engine.state import HandState as _State

if TYPE_CHECKING:  # types only; the table view loads this module after the window shows
    from dealer_trainer.engine.chips import ChipSet
    from dealer_trainer.engine.state import HandState, Move

__all__ = [
    "CardView",
    "ChipColumn",
    "PotView",
    "SeatView",
    "StoryLine",
    "TableSnapshot",
    "chip_columns",
    "pick_chip_set",
    "seat_words",
    "snapshot",
    "story",
    "story_lines",
]

SUIT_GLYPHS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
"""Suit letters and their symbols."""


@dataclass(frozen=True, slots=True)
class ChipColumn:
    """One column of chips of one denomination."""

    value: int
    count: int
    rgb: str
    stripes: int
    label: str
    colour_name: str

    @property
    def total(self) -> int:
        return self.value * self.count


@dataclass(frozen=True, slots=True)
class CardView:
    """A card as the table shows it; ``text`` is ``None`` for a card nobody has seen."""

    text: str | None
    face_up: bool

    @property
    def rank(self) -> str:
        return "" if self.text is None else self.text[0].replace("T", "10")

    @property
    def suit(self) -> str:
        return "" if self.text is None else self.text[1]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One player's seat."""

    index: int
    """0-based (PHH ``p1`` is 0)."""
    label: str
    """``Seat 3``."""
    name: str | None
    stack: int
    bet: int
    """Chips in front of him on this street."""
    folded: bool
    actor: bool
    all_in: bool
    markers: tuple[str, ...] = ()
    """``SB``, ``BB``, ``STR`` (straddle), ``POST``, ``BI`` (bring-in), ``DEAD``."""
    cards: tuple[CardView, ...] = ()
    draws: tuple[int, ...] = ()
    """Draw games: how many cards he took at each draw so far (0: stood pat)."""
    shown_order: int | None = None
    """At the showdown: 1 for the first hand turned face up, 2 for the next..."""
    empty: bool = False
    """Nobody sits here (a player has left the table): the plate says so, no chips, no cards."""
    note: str = ""
    """What the plate says under the seat instead of the stack (a described table: "no
    other chips")."""


@dataclass(frozen=True, slots=True)
class PotView:
    """A pot in the middle."""

    name: str
    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """Everything the table draws at one moment."""

    title: str
    street: str
    seats: tuple[SeatView, ...]
    pots: tuple[PotView, ...]
    board: tuple[CardView, ...] = ()
    button: int | None = None
    pile: tuple[tuple[int, int], ...] = ()
    """A pile of chips to count, ``(value, count)`` pairs (chip-count questions)."""
    pile_chip_set: str | None = None
    hide_pot_amounts: bool = False
    """A question about the pot: its amount is not printed until the answer is given."""
    pushed: tuple[tuple[int, int], ...] = ()
    """Chips a player has just pushed out (a chip-action ruling), ``(value, count)`` pairs."""
    pushed_seat: int | None = None
    amounts: tuple[int, ...] = field(default=())
    """Every amount drawn in chips, to choose a chip set that can make them all."""
    big_blind: int = 0
    """The stakes' big blind (or small bet, or bring-in): the chip set follows it."""
    label_pots: bool = True
    """Name each pile ("Main pot", "Side pot 1"); off where the question is the split."""
    showdown: bool = False
    """The hands are being turned face up."""
    chip_set: str | None = None
    """The set the table's chips are drawn in, where the question says (a tournament's
    chip race); else the preferred set or the one the stakes call for."""
    winning: tuple[tuple[int, str, tuple[str, ...]], ...] = ()
    """At a showdown: for each pot's winner (and each half of a hi-lo pot), ``(seat, half,
    cards)``: half "high", "low" (badugi games "badugi") or "" for a whole pot, and the
    winning hand's cards as the engine's evaluator read them. Outlined on request."""


def pick_chip_set(preferred: str, amounts: Sequence[int]) -> ChipSet:
    """The preferred chip set if it can make every amount, else one that can.

    >>> pick_chip_set("tournament", [1_000, 75]).id, pick_chip_set("tournament", [1, 5]).id
    ('tournament', 'cash')
    """

    order = [CHIP_SETS.get(preferred, DEFAULT_CHIP_SET), DEFAULT_CHIP_SET, *CHIP_SETS.values()]
    for chip_set in order:
        if all(chip_set.can_make(a) for a in amounts):
            return chip_set
    return DEFAULT_CHIP_SET


def chip_columns(amount: int, chip_set: ChipSet | None = None) -> tuple[ChipColumn, ...]:
    """``amount`` in chips the way a dealer makes it: largest first, fewest chips."""

    chip_set = chip_set or DEFAULT_CHIP_SET
    return columns_of(breakdown(amount, chip_set), chip_set)


def columns_of(counts: Sequence[tuple[int, int]], chip_set: ChipSet) -> tuple[ChipColumn, ...]:
    """Columns for given ``(value, count)`` pairs (a pictured pile)."""
    out = []
    for value, count in counts:
        d = chip_set.denomination(value)
        out.append(ChipColumn(value, count, d.rgb, d.stripes, d.label, d.colour_name))
    return tuple(out)


def _card(card: object, face_up: bool) -> CardView:
    return CardView(None if card is None else str(card), face_up and card is not None)


def _markers(hand: HandState) -> list[list[str]]:
    """Blind, straddle and post markers from the hand's forced bets."""

    n = hand.n
    marks: list[list[str]] = [[] for _ in range(n)]
    st = hand.stakes
    if hand.game.forced is ForcedBets.BLINDS:
        blinds = list(st.blinds)
        if n == 2:
            blinds.reverse()
        lead = [i for i in range(min(st.blind_count, n)) if blinds[i] > 0]
        big = max((blinds[i] for i in lead), default=0)
        bb = max(lead, key=lambda i: (blinds[i], i)) if lead else None
        for i in range(n):
            if blinds[i] <= 0:
                continue
            if i == bb:
                marks[i].append("BB")
            elif i in lead:
                marks[i].append("SB")
            elif blinds[i] > big:
                marks[i].append("STR")
            else:
                marks[i].append("POST")
    for i, amount in enumerate(st.dead_blinds):
        if amount:
            marks[i].append("DEAD")
    for m in hand.moves:
        if m.kind is ActionKind.BRING_IN:
            marks[m.player].append("BI")
    return marks


def _button(hand: HandState) -> int | None:
    """The dealer button: the last player in PHH order (heads-up: the small blind, p2)."""
    if hand.game.stud:
        return None
    return hand.n - 1


def _hole_views(hand: HandState, i: int, tabled: bool = False) -> tuple[CardView, ...]:
    cards = hand.hole[i]
    if hand.folded[i]:
        return ()
    shown = hand.shown.get(i)
    if shown is not None:
        return tuple(_card(c, True) for c in shown)
    if tabled:
        return tuple(_card(c, True) for c in cards)
    if hand.game.stud:
        return tuple(_card(c, 2 <= k <= 5) for k, c in enumerate(cards))
    return tuple(CardView(None, False) for _ in cards)


def seated_snapshot(snap: TableSnapshot, seats: Sequence[int], seat_count: int) -> TableSnapshot:
    """``snap`` with each player moved to his table seat (``seats[i]`` for player ``i``,
    numbered from 1) at a table of ``seat_count`` seats, the seats nobody holds empty."""
    placed = {}
    for view in snap.seats:
        number = seats[view.index]
        placed[number] = replace(view, index=number - 1, label=f"Seat {number}")
    table = tuple(
        placed.get(n) or SeatView(n - 1, f"Seat {n}", None, 0, 0, False, False, False, empty=True)
        for n in range(1, max(seat_count, *seats) + 1)
    )
    button = None if snap.button is None else seats[snap.button] - 1
    # the words name no board card: an unknown board is not drawn face down
    board = tuple(card for card in snap.board if card.face_up)
    return replace(snap, seats=table, button=button, board=board)


def drawing_street(hand: HandState) -> str:
    """The street's label while its draw is being dealt ("The third draw"), where the hand
    already names the betting round after it ("after the third draw")."""
    name = hand.street_name
    drawing = name.removeprefix("after ")
    return drawing[0].upper() + drawing[1:]


def snapshot(
    hand: HandState,
    *,
    actor: int | None = None,
    hide_pot_amounts: bool = False,
    merge_pots: bool = False,
    names: Sequence[str] | None = None,
    tabled: bool = False,
) -> TableSnapshot:
    """What the table shows for ``hand`` now.

    The middle holds the chips pulled in on earlier streets, split into main and side
    pots; this street's bets stay in front of the players. ``merge_pots`` draws the
    pots as one pile (a side-pot question must not give away the split: piles built
    pot by pot would count out its answer);
    ``actor`` highlights another seat than the player to act; ``tabled`` turns every
    live hand face up (a showdown question names each hand shown: the table shows them).
    """

    n = hand.n
    marks = _markers(hand)
    who = hand.actor if actor is None else actor
    names = names if names is not None else hand.setup.names
    seats = []
    for i in range(n):
        seats.append(
            SeatView(
                index=i,
                label=f"Seat {i + 1}",
                name=names[i] if names and i < len(names) and names[i] else None,
                stack=hand.stacks[i],
                bet=hand.bets[i],
                folded=hand.folded[i],
                actor=who == i and not hand.finished,
                all_in=hand.stacks[i] == 0 and not hand.folded[i],
                markers=tuple(marks[i]),
                cards=_hole_views(hand, i, tabled),
            )
        )
    draws = _draws(hand)
    order = {player: k + 1 for k, player in enumerate(hand.shown)}
    seats = [
        replace(seat, draws=draws[seat.index], shown_order=order.get(seat.index)) for seat in seats
    ]
    collected = [hand.live[i] - hand.bets[i] for i in range(n)]
    middle = sum(collected) + sum(hand.dead)
    pots: list[PotView] = []
    if middle:
        split = build_pots(collected, hand.dead, hand.folded)
        returned = split.uncalled.amount if split.uncalled else 0
        if len(split.pots) == 1 or merge_pots:
            eligible = tuple(hand.in_hand())
            pots.append(PotView("Pot", middle - returned, eligible))
        else:
            for k, pot in enumerate(split.pots):
                name = "Main pot" if k == 0 else f"Side pot {k}"
                pots.append(PotView(name, pot.amount, pot.eligible))
        if returned and split.uncalled is not None:
            pots.append(PotView(f"Back to Seat {split.uncalled.player + 1}", returned, ()))
    board = tuple(_card(c, True) for c in hand.board)
    street = hand.street_name
    title = f"{game_title(hand)} \u00b7 {stakes_words(hand)}"
    amounts = tuple([s.bet for s in seats] + [s.stack for s in seats] + [p.amount for p in pots])
    return TableSnapshot(
        title=title,
        street=street[0].upper() + street[1:],
        seats=tuple(seats),
        pots=tuple(pots),
        board=board,
        button=_button(hand),
        hide_pot_amounts=hide_pot_amounts,
        amounts=amounts,
        big_blind=_big_blind(hand),
        label_pots=not merge_pots,
        showdown=bool(hand.shown) or tabled,
    )


def _big_blind(hand: HandState) -> int:
    st = hand.stakes
    blinds = [b for b in st.blinds[: st.blind_count] if b]
    return max(blinds) if blinds else (st.small_bet or st.bring_in)


def _draws(hand: HandState) -> list[tuple[int, ...]]:
    """Cards taken at each draw, per player, read from the hand's log (``p2 sd 7c2d``)."""
    out: list[list[int]] = [[] for _ in range(hand.n)]
    for line in hand.log:
        parts = line.split()
        if len(parts) >= 2 and parts[1] == "sd" and parts[0][1:].isdigit():
            cards = parts[2] if len(parts) > 2 else ""
            player = int(parts[0][1:]) - 1
            if 0 <= player < hand.n:
                out[player].append(len(cards) // 2)
    return [tuple(d) for d in out]


def pile_snapshot(counts: Sequence[tuple[int, int]], chip_set_id: str, title: str) -> TableSnapshot:
    """An empty table with a pile of chips to count in the middle."""
    return TableSnapshot(
        title=title,
        street="",
        seats=(),
        pots=(),
        pile=tuple(counts),
        pile_chip_set=chip_set_id,
        hide_pot_amounts=True,
    )


def race_snapshot(
    race: Sequence[tuple[int, int, Sequence[str]]],
    chip: int,
    no_other_chips: int,
    seat_count: int,
    title: str,
) -> TableSnapshot:
    """A chip race as the dealer lays it out: each racing seat's leftover ``chip`` chips in
    front of it (``(seat, count, race cards)``, seats numbered from 1), its race cards face
    up beside them, and every other seat with none; the plates say who has other chips."""
    racing = {seat: (count, cards) for seat, count, cards in race}
    seats = []
    for n in range(1, max(seat_count, *racing) + 1):
        count, cards = racing.get(n, (0, ()))
        note = f"no {chip:,}s left"
        if count:
            note = "no other chips" if n == no_other_chips else "has other chips"
        seats.append(
            SeatView(
                n - 1,
                f"Seat {n}",
                None,
                0,
                count * chip,
                False,
                False,
                False,
                cards=tuple(CardView(text, True) for text in cards),
                note=note,
            )
        )
    return TableSnapshot(
        title=title,
        street="",
        seats=tuple(seats),
        pots=(),
        amounts=tuple(count * chip for count, _ in racing.values()),
        chip_set="tournament",
    )


def game_title(hand: HandState) -> str:
    """The game's name with the structure in force: ``Pot-limit Texas hold'em``."""
    return engine_game_title(hand.game, hand.structure)


def stakes_words(hand: HandState) -> str:
    """``blinds 100/200``, ``20/40, bring-in 5, ante 5``, ``spread 2-10``."""

    st = hand.stakes
    parts = []
    if hand.structure in (Structure.FIXED_LIMIT,) and st.small_bet:
        parts.append(f"{st.small_bet:,}/{st.big_bet:,}")
    if hand.structure is Structure.SPREAD_LIMIT and st.spread:
        parts.append(f"spread {st.spread[0]:,}-{st.spread[1]:,}")
    if hand.game.forced is ForcedBets.BLINDS:
        blinds = sorted({b for b in st.blinds[: st.blind_count] if b})
        if blinds:
            parts.append("blinds " + "/".join(f"{b:,}" for b in blinds))
    else:
        parts.append(f"bring-in {st.bring_in:,}")
    antes = [a for a in st.antes if a]
    if antes:
        # one player antes for the table in a blind game: the big blind (big-blind ante)
        bba = len(antes) == 1 and hand.game.forced is ForcedBets.BLINDS and hand.n > 1
        parts.append(f"{'big-blind ante' if bba else 'ante'} {max(antes):,}")
    return ", ".join(parts)


# ------------------------------------------------------------------ the story


@dataclass(frozen=True, slots=True)
class StoryLine:
    """One line of the hand so far: ``street`` headers, ``post``s and ``move``s."""

    kind: str
    text: str


def _move_words(m: Move) -> str:
    who = f"Seat {m.player + 1}"
    kind = m.kind
    if kind is ActionKind.FOLD:
        return f"{who} folds"
    if kind is ActionKind.CHECK:
        return f"{who} checks"
    if kind is ActionKind.CALL:
        return f"{who} calls all-in for {m.to:,}" if m.all_in else f"{who} calls {m.to:,}"
    if kind is ActionKind.BRING_IN:
        return f"{who} brings it in for {m.to:,}" + (" (all-in)" if m.all_in else "")
    if kind is ActionKind.COMPLETE:
        return f"{who} completes to {m.to:,}" + (" (all-in)" if m.all_in else "")
    if kind is ActionKind.BET:
        return f"{who} bets all-in {m.to:,}" if m.all_in else f"{who} bets {m.to:,}"
    return f"{who} raises all-in to {m.to:,}" if m.all_in else f"{who} raises to {m.to:,}"


def _cards_words(cards: Sequence[object]) -> str:
    out = []
    for c in cards:
        text = "??" if c is None else str(c)
        out.append(text[0].replace("T", "10") + SUIT_GLYPHS.get(text[1], text[1]))
    return " ".join(out)


def story(hand: HandState) -> tuple[StoryLine, ...]:
    """The hand so far in a dealer's words: forced bets, then each street's action."""

    lines = [StoryLine("info", f"{game_title(hand)}, {stakes_words(hand)}, {hand.n} players")]
    start = _State(hand.setup)
    n = hand.n
    marks = _markers(hand)
    antes = [start.live[i] + start.dead[i] - start.bets[i] for i in range(n)]
    if any(antes):
        if len(set(a for a in antes if a)) == 1 and all(antes):
            lines.append(StoryLine("post", f"Everyone antes {antes[0]:,}"))
        else:
            payers = [i for i, a in enumerate(antes) if a]
            for i in payers:
                a = antes[i]
                if len(payers) == 1 and "BB" in marks[i]:
                    text = f"Seat {i + 1} posts the big-blind ante {a:,}"
                else:
                    text = f"Seat {i + 1} posts {a:,} dead"
                lines.append(StoryLine("post", text))
    words = {"SB": "the small blind", "BB": "the big blind", "STR": "a straddle", "POST": ""}
    for i in range(n):
        if start.bets[i]:
            what = next((words[m] for m in marks[i] if m in words), "")
            amount = f"{start.bets[i]:,}"
            text = f"Seat {i + 1} posts {what} {amount}" if what else f"Seat {i + 1} posts {amount}"
            lines.append(StoryLine("post", text))
    streets = hand.game.streets
    last = max([hand.street if not hand.finished else 0, *(m.street for m in hand.moves)])
    last = min(last, len(streets) - 1)
    dealt = 0
    for s in range(last + 1):
        street = streets[s]
        label = street.name[0].upper() + street.name[1:]
        cards = hand.board[dealt : dealt + street.board]
        dealt += street.board
        if cards:
            label += f": {_cards_words(cards)}"
        lines.append(StoryLine("street", label))
        for m in hand.moves:
            if m.street == s:
                lines.append(StoryLine("move", _move_words(m)))
    if hand.finished and len(hand.board) > dealt:
        lines.append(StoryLine("street", f"Board: {_cards_words(hand.board)}"))
    return tuple(lines)


def story_lines(hand: HandState) -> list[str]:
    """:func:`story` as plain text lines."""
    return [line.text for line in story(hand)]


_PLAYER = re.compile(r"(?<![\w/])([pP])(\d{1,2})\b")


def seat_words(text: str) -> str:
    """The quiz's ``p3`` as the table names it: ``Seat 3`` (``seat 3`` inside a sentence).

    >>> seat_words("P1 posts 50; p3 raises to 600 (e.g. p3)")
    'Seat 1 posts 50; seat 3 raises to 600 (e.g. seat 3)'
    """

    def sub(m: re.Match[str]) -> str:
        start = m.start()
        before = text[:start].rstrip()
        capital = m.group(1) == "P" or not before or before[-1] in ".:\n"
        capital = capital and not before.endswith(("e.g.", "i.e."))
        return ("Seat " if capital else "seat ") + m.group(2)

    return _PLAYER.sub(sub, text)
