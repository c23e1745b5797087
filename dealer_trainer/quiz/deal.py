"""Deal whole hands: the trainee does the dealer's duties in order (``dealer-trainer deal``).

Long because a deal session is one loop over a hand's duties in the order a dealer does
them, and each duty's question needs that loop's table and hand state (the tournament
duties' wording is already apart, in :mod:`dealer_trainer.quiz.deal_tournament`).

The app seats players and plays them with a simple realistic strategy through the
engine (:class:`~dealer_trainer.engine.state.HandState`); at each duty it poses a
question built from the engine's answer and grades the trainee's line at once:

- ``deck_check``: at a deck change (the first hand and every :data:`DECK_CHANGE` hands), the
  new deck spread by suit: complete, or which card is missing or there twice;
- ``blinds``: where the button and blinds are for this hand (flop and draw games), with
  seats emptied by a busted cash player who leaves and a new player who waits for the big
  blind;
- ``pot``: the pot after each betting round that put chips in;
- ``who_acts``: once a hand, after a player acts, which seat acts now;
- ``announce``: once a hand, after a bet or raise that is not all-in, the words the dealer
  says (the bet, or the total of the raise; never the pot: procedures.md P.6), where the
  venue profile asks dealers to announce bets (``ANNOUNCE_BETS``, the app's own option);
- ``accept_action``: once a hand, the app shows a player's action and the trainee accepts
  it or stops it: in turn, it stands; at the irregularity rate, a player behind folds out
  of turn, and the engine's ruling (binding, TDA R53-A) is the key; he folds when his turn
  comes;
- ``show_first``: who tables first at a showdown without an all-in;
- ``award``: what the biggest winner receives in all;
- ``muck``: after the push, which hands go in the muck (every beaten hand, no winner);
- ``rake``: what the house takes (cash games with a rake);
- ``irregularity``: at the chosen rate, a table irregularity to rule on (a misdeal, an
  exposed or boxed card, a board error);
- ``player_ruling``: at the same rate, a player's irregular action (an oversized chip, several
  chips, a string raise, words and chips that disagree) ruled by the engine's floor rulings,
  and the hand goes on with the action as ruled;
- ``side_pots``: the pots and who may win each, when an all-in makes a side pot;
- a tournament level (``cash=False``, :mod:`dealer_trainer.quiz.deal_tournament`): the
  blinds rise every ten hands; ``forced_bets`` (the big-blind ante), ``colour_up`` at the
  level change that removes a chip, ``hand_for_hand`` near the money (the last third of the
  session) and ``balance`` when a short table takes a player from this one.

Chips are conserved: every hand's final stacks plus the rake equal its starting stacks.
A session reports accuracy per duty and the pace in hands per hour that the trainee's
own decision times allow, against the card-room targets of :data:`PACE_TARGETS`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Final, TextIO

from dealer_trainer.engine import procedures as pr
from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.chips import ChipSet, get_chip_set
from dealer_trainer.engine.deck_check import check_deck, full_deck
from dealer_trainer.engine.explain import middle as chips_in_middle
from dealer_trainer.engine.games import GAMES, ForcedBets, Structure
from dealer_trainer.engine.options import STANDARD, AnnounceBets, VenueProfile
from dealer_trainer.engine.rulings import PlayerAction, rule_action
from dealer_trainer.engine.showdown import settle, show_order
from dealer_trainer.engine.state import HandSetup, HandState, Stakes
from dealer_trainer.quiz import deal_tournament as tour
from dealer_trainer.quiz.floor import invent_push, invent_words, pose_ruling
from dealer_trainer.quiz.grading import AnswerRefused, Grade, grade_text
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.kinds import POSERS, Ctx, Posed, question_from
from dealer_trainer.quiz.kinds_procedures import ask_choice, ask_numbers, pose
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.narrate import Forced
from dealer_trainer.quiz.prng import Prng

__all__ = [
    "DECK_CHANGE",
    "DUTIES",
    "DUTY_TITLES",
    "PACE_TARGETS",
    "DealError",
    "DealSettings",
    "DutyResult",
    "PlannedDuty",
    "Report",
    "Scene",
    "SceneSeat",
    "add_deal_parser",
    "deal",
    "grade_duty",
    "pace_target",
    "plan",
    "run_deal",
]


class DealError(ValueError):
    """Settings a session cannot be dealt with; the message says which."""


DUTIES: Final = (
    "deck_check",
    "colour_up",
    "chip_race",
    "blinds",
    "forced_bets",
    "irregularity",
    "player_ruling",
    "who_acts",
    "accept_action",
    "announce",
    "pot",
    "side_pots",
    "show_first",
    "award",
    "muck",
    "rake",
    "hand_for_hand",
    "balance",
)
"""Every duty, in the order they come in a hand."""

DUTY_TITLES: Final[dict[str, str]] = {
    "deck_check": "Check the new deck",
    "colour_up": "Colour up the chips",
    "chip_race": "Race off the odd chips",
    "blinds": "Button and blinds",
    "forced_bets": "Big-blind ante",
    "irregularity": "Rule on an irregularity",
    "player_ruling": "Rule on a player's action",
    "who_acts": "Name who acts",
    "accept_action": "Accept or stop the action",
    "announce": "Announce the bet",
    "pot": "Count the pot",
    "side_pots": "Build the side pots",
    "show_first": "Showdown order",
    "award": "Push the pot",
    "muck": "Muck the losing hands",
    "rake": "Take the rake",
    "hand_for_hand": "Hand-for-hand places",
    "balance": "Balance the tables",
}
"""Each duty as the window and the session report name it."""

DECK_CHANGE: Final = 10
"""A new deck comes in on the first hand and every this many hands (on the dealer push)."""

PACE_TARGETS: Final[dict[str, tuple[int, int, str]]] = {
    "flop": (
        30,
        40,
        "hold'em and other flop games: 30-40 hands an hour (card-room practice; "
        "a good tournament dealer 40-50)",
    ),
    "omaha": (25, 30, "Omaha: 25-30 hands an hour (card-room practice)"),
    "stud": (25, 30, "stud: 25-30 hands an hour (card-room practice)"),
    "draw": (
        25,
        30,
        "draw games: the app's estimate, not a sourced target: no text read gives a pace for "
        "draw games, so they are taken as stud and Omaha, 25-30",
    ),
}
"""Per family of games: (low, high, where the figure comes from). Hold'em, Omaha and stud
are the card-room figures of issue 19; the draw games' figure is the app's own estimate (a
search of card-room pages on hands per hour, triple draw and mixed games found none), and
the session report says so."""


@dataclass(frozen=True, slots=True)
class DealSettings:
    variant: str = "NT"
    players: int = 6
    hands: int = 10
    seed: int = 1
    irregularity_rate: int = 0
    """Percent of hands (0, 10 or 25) with an irregularity to rule on."""
    profile: VenueProfile = STANDARD
    cash: bool = True

    def checked(self) -> DealSettings:
        if self.variant not in VARIANTS:
            raise DealError(f"unknown variant {self.variant!r}; known: {', '.join(VARIANTS)}")
        if not 2 <= self.players <= 9:
            raise DealError(f"players must be 2 to 9, not {self.players}")
        if self.hands < 1:
            raise DealError(f"hands must be at least 1, not {self.hands}")
        if self.irregularity_rate not in (0, 10, 25):
            raise DealError(f"irregularity rate must be 0, 10 or 25, not {self.irregularity_rate}")
        return self


@dataclass(frozen=True, slots=True)
class DutyResult:
    hand: int
    duty: str
    question: Question
    given: tuple[str, ...]
    grade: Grade | None
    """None when the line could not be read (counted wrong)."""
    refused: str = ""
    millis: int = 0

    @property
    def correct(self) -> bool:
        return self.grade is not None and self.grade.correct


def grade_duty(
    hand: int, duty: str, q: Question, lines: list[str] | tuple[str, ...], millis: int
) -> DutyResult:
    """Grade the trainee's lines for one duty: the same grading as the quiz's."""
    try:
        g: Grade | None = grade_text(q, list(lines), millis)
        refused = ""
    except AnswerRefused as exc:
        g, refused = None, str(exc)
    return DutyResult(hand, duty, q, tuple(lines), g, refused, millis)


@dataclass(frozen=True, slots=True)
class SceneSeat:
    """One seat of a :class:`Scene`: what the dealer sees there when a duty comes."""

    seat: int
    stack: int
    in_front: int
    """This round's chips in front of him."""
    folded: bool
    cards: tuple[str, ...]
    """His cards as the table sees them: "??" face down, face up as "Ah"."""


@dataclass(frozen=True, slots=True)
class Scene:
    """The table when a duty comes: what a dealer sees."""

    hand: int
    variant: str
    button: int | None
    seats: tuple[SceneSeat, ...]
    board: tuple[str, ...]
    pot: int | None
    """Chips already pulled into the middle; None when the duty asks for a pot's size."""
    empty: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PlannedDuty:
    """One duty of a planned session: the question and the table it is asked at."""

    hand: int
    duty: str
    question: Question
    scene: Scene | None


@dataclass
class Report:
    results: list[DutyResult] = field(default_factory=list)
    hands: int = 0
    chips_checked: int = 0
    family: str = "flop"

    def accuracy(self) -> dict[str, tuple[int, int]]:
        """Per duty: (right, asked)."""
        out: dict[str, tuple[int, int]] = {}
        for r in self.results:
            right, asked = out.get(r.duty, (0, 0))
            out[r.duty] = (right + r.correct, asked + 1)
        return out

    def pace(self) -> int | None:
        """Hands per hour the trainee's decision times allow (None without times)."""
        total = sum(r.millis for r in self.results)
        if not total or not self.hands:
            return None
        return 3_600_000 * self.hands // total

    def lines(self) -> list[str]:
        out = [f"session: {self.hands} hands, chips conserved in {self.chips_checked}"]
        for duty, (right, asked) in self.accuracy().items():
            out.append(f"duty {duty}: {right}/{asked} right")
        pace = self.pace()
        low, high, why = PACE_TARGETS[self.family]
        if pace is not None:
            out.append(f"pace: {pace} hands an hour; target {low}-{high} ({why})")
        return out


def pace_target(vid: str) -> tuple[int, int, str]:
    """The card-room pace for the game of variant ``vid``: (low, high, where it comes from)."""
    return PACE_TARGETS[_family(vid)]


def _family(vid: str) -> str:
    game = GAMES[VARIANTS[vid].code]
    if game.stud:
        return "stud"
    if game.code.startswith(("PO", "FO")):
        return "omaha"
    if any(s.board for s in game.streets):
        return "flop"
    return "draw"


_BLINDS: Final[dict[str, Stakes]] = {
    "no_limit": Stakes(blinds=(1, 2), min_bet=2),
    "pot_limit": Stakes(blinds=(1, 2), min_bet=2),
    "spread_limit": Stakes(blinds=(1, 2), spread=(2, 10)),
    "fixed_limit": Stakes(blinds=(2, 4), small_bet=4, big_bet=8),
}
_RAKE: Final = {"rake_percent": "10", "rake_cap": 5}


class _Table:
    """Seats, stacks, the deck and the players' strategy for a session."""

    def __init__(self, s: DealSettings) -> None:
        self.s = s
        self.rng = Prng(s.seed).derive("deal")
        self.seat_count = s.players
        self.seats = list(range(1, s.players + 1))
        """The seats with a player dealt in this hand."""
        self.start_stack = 200 if s.cash else tour.START_STACK
        self.stacks = {seat: self.start_stack for seat in self.seats}
        self.hand_no = 1
        self.button = self.seats[-1]
        self.small_blind: int | None = self.seats[0]
        """This hand's small blind (None: no small blind, its seat is empty)."""
        self.empty: dict[int, int] = {}
        """Seat left empty -> hands it stays empty before a new player sits down."""
        self.waiting: int | None = None
        """A new player's seat: he waits for the big blind before he is dealt in."""
        self.sb_position = self.seats[0]
        """Where this hand's small blind is or would be (an empty seat without one)."""
        self.positions: pr.Positions | None = None
        self.news: list[str] = []
        """What changed at the table since the last hand, as the blinds duty tells it."""
        info = VARIANTS[s.variant]
        self.game = GAMES[info.code]
        self.structure = info.structure
        self.profile = s.profile.with_options(**_RAKE) if s.cash else s.profile

    def order(self) -> list[int]:
        """Seats in PHH order: from the small blind, the button last (heads-up: p1 the big
        blind, p2 the button and small blind, which is the same clockwise order). Under a
        dead button the button's seat is empty; without a small blind the big blind is p1."""
        start = self.button if self.small_blind is None else self.small_blind - 1
        if len(self.seats) == 2:
            start = self.button
        ring = sorted(self.seats)
        after = [x for x in ring if x > start] + [x for x in ring if x <= start]
        return after

    def new_hand(self) -> tuple[HandState, list[int]]:
        order = self.order()
        stakes = _BLINDS[self.structure] if self.s.cash else self.tournament_stakes()
        if len(order) > 2 and self.small_blind is None and self.game.forced is ForcedBets.BLINDS:
            stakes = replace(stakes, blinds=stakes.blinds[1:])  # no small blind this hand
        if self.game.stud:
            stakes = Stakes(antes=(1,) * len(order), bring_in=2, small_bet=5, big_bet=10)
            if not self.s.cash:
                # a stud level on the level's big blind: bets of two and four big blinds, the
                # ante a quarter and the bring-in half a small bet, so every amount is a
                # multiple of the smallest chip in play and the colour-ups can take the rest
                big = tour.LEVELS[tour.level_of(self.hand_no) - 1][1]
                stakes = Stakes(
                    antes=(big // 2,) * len(order),
                    bring_in=big,
                    small_bet=2 * big,
                    big_bet=4 * big,
                    chip_unit=tour.chip_unit(tour.level_of(self.hand_no)),
                )
        elif not self.s.cash and self.game.forced is ForcedBets.BLINDS:
            # the big-blind ante: the big blind's position in the blinds (heads-up too)
            big = stakes.blinds[-1]
            at = len(stakes.blinds) - 1
            stakes = replace(stakes, antes=tuple(big if i == at else 0 for i in range(len(order))))
        setup = HandSetup(
            self.game,
            stakes,
            tuple(self.stacks[s] for s in order),
            structure=Structure(self.structure),
            profile=self.profile,
        )
        return HandState(setup), order

    def tournament_stakes(self) -> Stakes:
        """This level's stakes: blinds from :data:`tour.LEVELS`, bets sized on the big blind."""
        level = tour.level_of(self.hand_no)
        small, big = tour.LEVELS[level - 1]
        # a split pot is shared in the smallest chip in play; the odd chip goes by the rules
        unit = tour.chip_unit(level)
        if self.structure == "fixed_limit":
            return Stakes(blinds=(small, big), small_bet=big, big_bet=2 * big, chip_unit=unit)
        if self.structure == "spread_limit":
            return Stakes(blinds=(small, big), spread=(big, 5 * big), chip_unit=unit)
        return Stakes(blinds=(small, big), min_bet=big, chip_unit=unit)

    def deck(self) -> list[Card]:
        cards = [Card(r, s) for r in range(2, 15) for s in Suit]
        if self.game.short_deck:
            cards = [c for c in cards if c.rank >= 6]
        self.rng.shuffle(cards)
        return cards


def _bb(table: _Table, order: list[int]) -> int:
    """This hand's big blind (PHH order: p1 without a small blind, and heads-up)."""
    return order[0] if len(order) == 2 or table.small_blind is None else order[1]


def _after_hand(table: _Table, blinds_game: bool) -> None:
    """Busted players rebuy or (cash, four or more players) leave; the button moves on in
    games without blinds (in blind games :func:`_seat_changes` places it)."""
    for seat in list(table.seats):
        if table.stacks[seat]:
            continue
        if not table.s.cash:
            # out of the tournament; a player from a breaking table comes in later
            if blinds_game and len(table.seats) > 2:
                table.seats.remove(seat)
                table.empty[seat] = 2
                table.news.append(f"Seat {seat} is out of the tournament.")
            else:
                table.stacks[seat] = table.start_stack  # his seat filled at once
                table.news.append(f"Seat {seat} is out; a player from a broken table takes it.")
            continue
        leaves = blinds_game and table.s.cash and len(table.seats) > 3 and table.rng.chance(50)
        if leaves:
            table.seats.remove(seat)
            table.empty[seat] = 2
            table.news.append(f"Seat {seat} went broke and left.")
        else:
            table.stacks[seat] = table.start_stack  # a rebuy
    if blinds_game and table.s.cash and len(table.seats) > 3 and table.rng.below(100) < 8:
        seat = table.rng.choice(table.seats)
        table.seats.remove(seat)
        table.empty[seat] = 2
        table.news.append(f"Seat {seat} cashed out and left.")
    if not blinds_game:
        k = table.seats.index(table.button)
        table.button = table.seats[(k + 1) % len(table.seats)]


def _seat_changes(table: _Table, prev: tuple[int, int, int], profile: VenueProfile) -> str:
    """Seat a new player where a seat has been empty a while, place the button and blinds
    for the next hand by the engine's rule, and say what changed."""
    for seat in list(table.empty):
        table.empty[seat] -= 1
        if table.empty[seat] <= 0 and table.waiting is None:
            del table.empty[seat]
            table.waiting = seat
            table.stacks[seat] = table.start_stack
            if table.s.cash:
                table.news.append(
                    f"A new player sits down in seat {seat}; he waits for the big blind."
                )
            else:
                table.news.append(f"A player from a broken table takes seat {seat}.")
    n = table.seat_count
    p = pr.next_positions(n, table.seats, *prev, profile)
    if table.waiting is not None:
        joined = pr.next_positions(n, [*table.seats, table.waiting], *prev, profile)
        if table.s.cash:
            join = joined.big_blind == table.waiting
            said = f"The big blind has come to the new player in seat {table.waiting}."
        else:
            # a tournament player is dealt in at once, except between the button and the
            # small blind (Poker TDA Rules 2024, Rules 8-A, 10-A)
            arrival = pr.arrival(
                n,
                table.waiting,
                button=joined.button,
                small_blind=joined.small_blind or joined.button,
                big_blind=joined.big_blind,
            )
            join = arrival.dealt_in
            said = (
                f"Seat {table.waiting}: {arrival.explanation[0].lower()}{arrival.explanation[1:]}"
            )
        if join:
            table.news.append(said)
            table.seats = sorted([*table.seats, table.waiting])
            table.waiting = None
            p = joined
    table.positions = p
    table.button = p.button
    table.small_blind = p.small_blind if len(table.seats) > 2 else p.button
    table.sb_position = p.small_blind if p.small_blind is not None else prev[2]
    news = " ".join(table.news)
    table.news = []
    return news


@dataclass(frozen=True, slots=True)
class _At:
    """Where a duty is asked: the hand's number and the session, so that a duty's question
    is posed, identified and asked in one way (:meth:`put`)."""

    h: int
    ask: Callable[[int, str, Question], None]
    vid: str
    s: DealSettings

    def put(self, duty: str, kind: str, posed: Posed, tag: str) -> None:
        """Ask ``duty`` with the question of ``kind`` made of ``posed``; ``tag`` ends its id."""
        qid = f"deal:{self.s.seed}:{self.h}:{tag}"
        self.ask(self.h, duty, _q(kind, posed, self.vid, qid, self.s.profile))


_VERB: Final = {
    "fold": "folds",
    "check": "checks",
    "call": "calls",
    "bet": "bets {to:,}",
    "raise": "raises to {to:,}",
    "complete": "completes to {to:,}",
    "bring_in": "brings it in for {to:,}",
}


def _who_acts(
    hand: HandState,
    seat_of: dict[int, int],
    at: _At,
) -> bool:
    """After a player acts on this round, name the seat that acts now (once a hand)."""
    a = hand.actor
    if a is None or not hand.moves or hand.moves[-1].street != hand.street:
        return False
    last = hand.moves[-1]
    live = [i for i in hand.in_hand() if hand.stacks[i] > 0]
    after = sorted(live, key=lambda i: (i - a) % hand.n)
    skipped = after[1] if len(after) > 1 else a
    said = _VERB[last.kind.value].format(to=last.to)
    posed = ask_numbers(
        f"Seat {seat_of[last.player]} {said}. Which seat acts now?",
        ("seat",),
        (seat_of[a],),
        [
            ("named_who_just_acted", (seat_of[last.player],)),
            ("skipped_a_player", (seat_of[skipped],)),
        ],
        rule="Action moves clockwise in turn; out-of-turn action is backed up to the player "
        "whose turn it is (Poker TDA Rules 2024, Rules 53 and 58-59; corpus A.11)",
        anchor="A.11",
        steps=(f"The next player on the left still in the hand with chips: seat {seat_of[a]}.",),
    )
    at.put("who_acts", "procedure", posed, "acts")
    return True


def _announce(
    hand: HandState,
    seat_of: dict[int, int],
    at: _At,
    rng: Prng,
    before: int,
) -> bool:
    """After a bet or raise (not all-in) made on this round, what the dealer announces:
    "Bet 400" or "Raise to 1,200" (procedures.md P.6: TDA RP-12; WSOP 2026 Tournament Rules,
    101). ``before`` is the bet the player faced."""
    last = hand.moves[-1]
    kinds = {"bet": "Bet", "raise": "Raise to", "complete": "Complete to"}
    word = kinds.get(last.kind.value)
    if word is None or last.all_in or last.street != hand.street:
        return False
    right = f"{word} {last.to:,}."
    wrong = [(f"The pot is {hand.pot_total():,}.", "announced_the_pot_size")]
    if before:
        wrong.append((f"{word.split()[0]} {last.to - before:,}.", "announced_the_raise_increment"))
    posed = ask_choice(
        f"Seat {seat_of[last.player]} puts out chips: his total for this round is {last.to:,}, "
        + (f"facing a bet of {before:,}." if before else "with no bet before him.")
        + " What do you announce?",
        right,
        wrong,
        rule="Dealers announce each bet and raise as the betting goes round; the pot is not "
        "announced (Poker TDA Rules 2024, RP-12 and Rule 54-A; WSOP 2026 Tournament Rules, 101)",
        anchor="P.6",
        option=f"ANNOUNCE_BETS={at.s.profile.announce_bets.value}",
        steps=(f"His total for the round: {last.to:,}.",),
        rng=rng,
    )
    at.put("announce", "procedure", posed, "say")
    return True


def _accept_action(
    hand: HandState,
    seat_of: dict[int, int],
    at: _At,
    rng: Prng,
    oot: bool,
    shown: list[Any],
) -> bool:
    """Show a player's action: in turn (a check or call, accepted and played) or, when
    ``oot``, a fold out of turn by a player behind (stopped; it binds at his turn). Returns
    True when the shown action was played."""
    a = hand.actor
    if a is None:
        return False
    behind = [
        i
        for i in sorted(hand.in_hand(), key=lambda i: (i - a) % hand.n)
        if i != a and hand.stacks[i] > 0
    ]
    rule = "Action in turn; out-of-turn action (Poker TDA Rules 2024, Rules 53-A and 53-B)"
    # players behind who still owe an action this round: his turn will come
    owing = [i for i in behind if hand.acted[i] is None or hand.bets[i] < hand.level]
    if oot and owing:
        j = owing[0] if len(owing) == 1 else owing[1]
        ruling = rule_action(hand, PlayerAction(words="fold", seat=j))
        assert ruling.out_of_turn and ruling.binding
        posed = ask_choice(
            f"Seat {seat_of[a]} is to act. Seat {seat_of[j]} throws his cards in and says "
            '"fold". What do you do?',
            f"Stop: seat {seat_of[j]} folded out of turn and his fold is binding; the action is "
            f"on seat {seat_of[a]}.",
            [
                (
                    f"Accept it: the action moves on to the player after seat {seat_of[j]}.",
                    "accepted_out_of_turn_action",
                ),
                (
                    f"Stop him and give seat {seat_of[j]} his cards back: nothing binds out of "
                    "turn.",
                    "oot_never_binding",
                ),
            ],
            rule=ruling.rule + "; " + rule,
            anchor="A.11",
            steps=(
                f"Seat {seat_of[j]} folded out of turn: an out-of-turn fold is binding.",
                f"The action goes back to seat {seat_of[a]}.",
            ),
            rng=rng,
        )
        at.put("accept_action", "procedure", posed, "shown")
        shown[1], shown[2] = j, hand.street
        return False
    words = "call" if hand.to_call(a) else "check"
    ruling = rule_action(hand, PlayerAction(words=words))
    assert ruling.binding and not ruling.out_of_turn
    said = f"calls {hand.to_call(a):,}" if words == "call" else "checks"
    wrong_seat = seat_of[behind[0]] if behind else seat_of[a]
    posed = ask_choice(
        f"Seat {seat_of[a]} {said}. What do you do?",
        f"Accept it: seat {seat_of[a]} {said}, in turn; the action moves on.",
        [
            (
                f"Stop: the action was on seat {wrong_seat}; back it up.",
                "stopped_a_good_action",
            ),
            (f"Stop: make seat {seat_of[a]} repeat his action.", "stopped_a_good_action"),
        ],
        rule=ruling.rule + "; " + rule,
        anchor="A.11",
        steps=(f"Seat {seat_of[a]} is the player to act: his action stands.",),
        rng=rng,
    )
    at.put("accept_action", "procedure", posed, "shown")
    ruling.apply(hand)
    return True


def _muck(
    result: Any,
    shown: list[int],
    seat_of: dict[int, int],
    at: _At,
    rng: Prng,
) -> None:
    """After the push: every hand that won no pot goes in the muck, and no other."""
    winners = {sh.player for a in result.awards for sh in a.shares if sh.amount}
    losers = sorted((i for i in shown if i not in winners), key=lambda i: seat_of[i])
    if not losers or not winners:
        return

    def seats(xs: list[int]) -> str:
        names = [str(seat_of[i]) for i in sorted(xs, key=lambda i: seat_of[i])]
        word = "Seat" if len(names) == 1 else "Seats"
        return f"{word} {', '.join(names[:-1])}{' and ' if len(names) > 1 else ''}{names[-1]}"

    a_winner = min(winners, key=lambda i: seat_of[i])
    wrong = [(seats([*losers, a_winner]), "mucked_a_winning_hand")]
    if len(losers) > 1:
        wrong.append((seats(losers[:-1]), "left_a_losing_hand_out"))
    else:
        wrong.append(
            ("None: leave every hand face up until the players leave", "left_a_losing_hand_out")
        )
    posed = ask_choice(
        f"The pots are pushed (won by {seats(sorted(winners)).lower()}). Which hands go in the muck?",
        seats(losers),
        wrong,
        rule="The dealer kills cards by pushing them into the muck; he may not kill a tabled hand "
        "that won (Poker TDA Rules 2024, Rules 13-C and 14; WSOP 2026 Tournament Rules, 71)",
        anchor="P.5",
        steps=(f"Won no pot: {seats(losers).lower()}.",),
        rng=rng,
    )
    at.put("muck", "procedure", posed, "muck")


def _deck_question(table: _Table, vid: str, qid: str, profile: VenueProfile) -> Question:
    """A new deck spread face up by suit: complete, one card missing, or one there twice."""
    rng = table.rng
    short = table.game.short_deck
    cards = full_deck(short_deck=short)
    fault = rng.below(3)  # 0 complete, 1 a card missing, 2 a card there twice
    victim = rng.choice(cards)
    if fault == 1:
        cards.remove(victim)
    elif fault == 2:
        cards.insert(cards.index(victim), victim)
    check = check_deck(cards, short_deck=short)
    suits = "; ".join(
        " ".join(str(c) for c in cards if c.suit == suit)
        for suit in dict.fromkeys(c.suit for c in cards)
    )
    ranks = [c for c in full_deck(short_deck=short) if c.suit == victim.suit and c != victim]
    near = min(ranks, key=lambda c: abs(c.rank - victim.rank))
    right = check.verdict()
    if check.good:
        wrong = [
            (
                check_deck([c for c in cards if c != victim], short_deck=short).verdict(),
                "rejected_a_good_deck",
            ),
            (check_deck([victim, *cards], short_deck=short).verdict(), "rejected_a_good_deck"),
        ]
    else:
        full = full_deck(short_deck=short)
        swapped = [c for c in full if c != near] if fault == 1 else [near, *full]
        wrong = [
            (
                check_deck(full_deck(short_deck=short), short_deck=short).verdict(),
                "passed_a_bad_deck",
            ),
            (check_deck(swapped, short_deck=short).verdict(), "named_the_wrong_card"),
        ]
    posed = ask_choice(
        f"Deck change: the new deck spread face up by suit: {suits}. Count it and check it.",
        right,
        wrong,
        rule=check.rule,
        anchor="P.7",
        steps=(f"Count: {check.count} cards; a full deck has {check.expected}.",),
        rng=rng,
    )
    return _q("procedure", posed, vid, qid, profile)


def _play(
    table: _Table,
    hand: HandState,
    deck: list[Card],
    intercept: Callable[[HandState], bool] = lambda _: False,
) -> Iterator[int]:
    """Deal and play the hand; yields after each betting round that ended (its street).

    ``intercept`` may act for the player to act (a player irregularity ruled on): it
    returns True when it did."""
    rng = table.rng
    dealt = -1
    streets = hand.game.streets

    def deal_street(k: int) -> None:
        spec = streets[k]
        if spec.draw:
            for i in hand.in_hand():
                # a player draws 0-2; with the stub too short he stands pat (this simple
                # table never needs the discards reshuffled into a new stub)
                n = min(rng.below(3), len(deck) - 2 * len(hand.in_hand()))
                n = max(n, 0)
                held = hand.hole[i]
                out: list[Card | None] = list(held[:n])
                hand.discard(i, out)
                if out:
                    hand.deal_hole(i, [deck.pop() for _ in out])
        if spec.hole:
            players = hand.in_hand() if k else range(hand.n)
            hand.deal_holes([(i, [deck.pop() for _ in spec.hole]) for i in players])
        if spec.board:
            hand.deal_board([deck.pop() for _ in range(spec.board)])

    last_street = 0
    for _ in range(400):
        target = min(hand.street, len(streets) - 1)
        if hand.finished and len(hand.in_hand()) >= 2:
            target = len(streets) - 1
        while dealt < target:
            dealt += 1
            deal_street(dealt)
        if hand.street != last_street:
            yield last_street
            last_street = hand.street
        if hand.finished:
            break
        a = hand.actor
        if a is None:
            continue
        if hand.bring_in_due:
            hand.post_bring_in(a)
            continue
        if intercept(hand):
            continue
        roll = rng.below(100)
        if hand.can_check(a):
            if roll < 25 and hand.can_raise(a):
                hand.raise_to(_size(hand, a), a)
            else:
                hand.check_or_call(a)
        elif roll < 25:
            hand.fold(a)
        elif roll < 35 and hand.can_raise(a):
            hand.raise_to(_size(hand, a), a)
        else:
            hand.check_or_call(a)
    yield last_street


def _size(hand: HandState, a: int) -> int:
    """A minimum bet or raise: the simple strategy's only size."""
    low = hand.min_raise_to(a)
    assert low is not None
    return low


def _q(kind: str, posed: Posed, vid: str, qid: str, profile: VenueProfile) -> Question:
    return question_from(
        kind, posed, qid=qid, variant=vid, structure=VARIANTS[vid].structure, profile=profile.name
    )


Answerer = Callable[[str, Question], tuple[list[str], int]]
"""Given the duty and its question, the trainee's lines and the milliseconds he took."""


def _scene(
    table: _Table,
    h: int,
    hand: HandState | None,
    order: list[int],
    duty: str,
    final: tuple[int, ...] | None = None,
) -> Scene:
    """The table as the dealer sees it when ``duty`` comes; ``final``: the stacks once the
    pots are pushed (the muck and the rake come after the push)."""
    vid = table.s.variant
    empty = tuple(x for x in range(1, table.seat_count + 1) if x not in order)
    if hand is None:
        seats = tuple(SceneSeat(x, table.stacks[x], 0, False, ()) for x in order)
        return Scene(h, vid, None if table.game.stud else table.button, seats, (), 0, empty)
    reveal = duty in ("award", "muck", "side_pots")
    views = []
    for i, seat in enumerate(order):
        up = set(map(id, hand.upcards(i)))
        cards = tuple(
            str(c) if c is not None and ((reveal and not hand.folded[i]) or id(c) in up) else "??"
            for c in hand.hole[i]
        )
        if final is not None:
            views.append(SceneSeat(seat, final[i], 0, hand.folded[i], cards))
        else:
            views.append(SceneSeat(seat, hand.stacks[i], hand.bets[i], hand.folded[i], cards))
    board = tuple(str(c) for c in hand.board if c is not None)
    middle: int | None = chips_in_middle(hand)
    if final is not None:
        middle = 0
    if duty in ("pot", "side_pots", "award", "rake"):
        middle = None  # the duty asks for it: not shown before the answer
    button = None if table.game.stud else table.button
    return Scene(h, vid, button, tuple(views), board, middle, empty)


def plan(settings: DealSettings) -> tuple[list[PlannedDuty], Report]:
    """The session's duties in order, each with its table, for a window that asks them one
    at a time. The players' play does not depend on the trainee's answers, so the session
    is dealt once with the keyed answers; the report comes back with its hands counted and
    no results (the window grades the trainee's lines with :func:`grade_duty`)."""
    steps: list[PlannedDuty] = []
    scene: list[Scene | None] = [None]

    def answer(duty: str, q: Question) -> tuple[list[str], int]:
        steps.append(PlannedDuty(q_hand[0], duty, q, scene[0]))
        return list(q.answer_lines()), 0

    q_hand = [0]

    def on_scene(h: int, sc: Scene) -> None:
        q_hand[0] = h
        scene[0] = sc

    report = deal(settings, answer, on_scene=on_scene)
    report.results = []
    return steps, report


def deal(
    settings: DealSettings,
    answer: Answerer,
    emit: Callable[[str], None] = lambda _: None,
    on_scene: Callable[[int, Scene], None] | None = None,
) -> Report:
    """Deal a session, asking ``answer`` for every duty; ``emit`` gets one line per duty;
    ``on_scene`` (if given) sees the table just before each duty."""
    s = settings.checked()
    table = _Table(s)
    vid = s.variant
    report = Report(family=_family(vid))
    blinds_game = table.game.forced is ForcedBets.BLINDS
    prev: tuple[int, int, int] | None = None
    prev_sb: int | None = None
    prev_order: list[int] = []

    now: list[Any] = [None, [], None]
    """The hand being dealt (None before it starts) and its seats in PHH order."""

    def ask(hand_no: int, duty: str, q: Question) -> None:
        emit(f"hand {hand_no} {duty}: {q.prompt} [{'; '.join(q.form.labels)}]")
        if on_scene is not None:
            scene = _scene(table, hand_no, now[0], now[1] or table.order(), duty, now[2])
            on_scene(hand_no, scene)
        lines, millis = answer(duty, q)
        result = grade_duty(hand_no, duty, q, lines, millis)
        g, refused = result.grade, result.refused
        report.results.append(result)
        if g is None:
            emit(f"hand {hand_no} {duty}: not read ({refused})")
        elif g.correct:
            emit(f"hand {hand_no} {duty}: right")
        else:
            named = f"; mistake: {g.mistake.name}" if g.mistake else ""
            emit(f"hand {hand_no} {duty}: wrong, the answer is {g.expected_text}{named}")

    # hand-for-hand from the last third of a tournament session: [players left, places paid]
    h4h_from = s.hands - s.hands // 3 if s.hands >= 3 else s.hands + 1
    bubble = [0, 0]
    for h in range(1, s.hands + 1):
        now[0], now[1], now[2] = None, [], None
        table.hand_no = h
        at = _At(h, ask, vid, s)
        if h == 1 or h % DECK_CHANGE == 0:
            ask(h, "deck_check", _deck_question(table, vid, f"deal:{s.seed}:{h}:deck", s.profile))
        if not s.cash:
            _colour_up(table, at)
        news = ""
        if blinds_game and prev is not None:
            news = _seat_changes(table, prev, s.profile)
        hand, order = table.new_hand()
        seat_of = dict(enumerate(order))
        now[1] = order
        if blinds_game and prev is not None and len(prev_order) > 2:
            p = table.positions
            assert p is not None
            twice = (p.button, p.small_blind or 0, prev[2])
            at.put(
                "blinds",
                "next_blinds",
                ask_numbers(
                    f"Last hand: button seat {prev[0]}, "
                    + (f"small blind seat {prev_sb}" if prev_sb else "no small blind")
                    + f", big blind seat {prev[2]}. {news or 'Nobody left or sat down.'} Where are the "
                    "button, the small blind and the big blind now (0: no small blind)?",
                    ("button seat", "small blind seat", "big blind seat"),
                    (p.button, p.small_blind or 0, p.big_blind),
                    [
                        ("button_not_moved", (prev[0], prev_sb or 0, prev[2])),
                        ("big_blind_twice", twice),
                    ],
                    rule=p.rule,
                    anchor="P.4",
                    option=p.option or "",
                    steps=p.steps,
                ),
                "blinds",
            )
        if blinds_game:
            # the small blind's position: its seat, or the empty seat where it would be
            sb_pos = table.sb_position
            prev = (table.button, sb_pos, order[0] if len(order) == 2 else _bb(table, order))
            prev_sb = table.small_blind if len(order) > 2 else table.button
            prev_order = order
        if not s.cash and blinds_game:
            _forced_bets(table, hand, order, at)
        irregular = bool(s.irregularity_rate) and table.rng.below(100) < s.irregularity_rate
        player_irregularity = irregular and table.rng.chance(50)
        if irregular and not player_irregularity:
            posed = None
            k = 0
            while posed is None:
                posed = pose("irregularity", vid, table.rng.derive("irr", h, k), s.profile)
                k += 1
            at.put("irregularity", "irregularity", posed, "irr")
        start = sum(hand.stacks) + sum(hand.live) + sum(hand.dead)
        now[0] = hand
        deck = table.deck()
        forced = Forced.at_start(hand)
        chips = get_chip_set("cash")
        pending = [player_irregularity]
        acts = [True]
        # the announce duty only where the profile asks dealers to announce bets (ANNOUNCE_BETS)
        said = [s.profile.announce_bets is AnnounceBets.EACH_BET_AND_RAISE, -1, 0]
        """[announce duty still to come, moves seen at the last turn, the bet level then]"""
        shown = [True, -1, 0]
        """[accept duty still to come, seat bound by an out-of-turn fold (-1 none), its street]"""
        oot = bool(s.irregularity_rate) and table.rng.below(100) < s.irregularity_rate // 2

        def intercept(
            hand: HandState,
            h: int = h,
            pending: list[bool] = pending,
            acts: list[bool] = acts,
            seat_of: dict[int, int] = seat_of,
            chips: ChipSet = chips,
            forced: Forced = forced,
            shown: list[Any] = shown,
            oot: bool = oot,
            said: list[Any] = said,
            at: _At = at,
        ) -> bool:
            if (
                said[0]
                and said[1] >= 0
                and len(hand.moves) == said[1] + 1
                and _announce(hand, seat_of, at, table.rng.derive("say", h), said[2])
            ):
                said[0] = False
            said[1], said[2] = len(hand.moves), hand.level
            bound = shown[1]
            if bound >= 0 and hand.street != shown[2]:
                shown[1] = bound = -1  # the round ended before his turn came
            if bound >= 0 and hand.actor == bound:
                hand.fold(bound)  # his out-of-turn fold binds now that his turn has come
                shown[1] = -1
                return True
            if acts[0] and _who_acts(hand, seat_of, at):
                acts[0] = False
            elif not acts[0] and shown[0] and not hand.bring_in_due:
                shown[0] = False
                if _accept_action(hand, seat_of, at, table.rng, oot, shown):
                    return True
            if not pending[0] or table.rng.below(3):
                return False
            kind = table.rng.choice(("chip_action", "verbal"))
            invent = invent_push if kind == "chip_action" else invent_words
            action = invent(hand, chips, table.rng)
            if action is None:
                return False
            q = pose_ruling(kind, hand, action, qid=f"deal:{s.seed}:{h}:ruling", forced=forced)
            if q is None:
                return False
            ruling = rule_action(hand, action)
            pending[0] = False
            ask(h, "player_ruling", q)
            ruling.apply(hand)  # the hand goes on with the action as ruled
            return True

        for street in _play(table, hand, deck, intercept):
            pot = hand.pot_total()
            if pot and not hand.finished:
                name = hand.game.streets[street].name
                dead = sum(hand.dead)
                # the round's bets, and the chips of players who folded: the usual misses
                this_round = sum(m.added for m in hand.moves if m.street == street)
                folded_chips = sum(hand.live[i] for i in range(hand.n) if hand.folded[i])
                at.put(
                    "pot",
                    "pot_count",
                    ask_numbers(
                        f"The {name} betting is over. How much is in the pot?",
                        ("pot",),
                        (pot,),
                        [
                            (mid, (pot - left_out,))
                            for mid, left_out in (
                                ("forgot_antes", dead),
                                ("left_out_bets_in_front", this_round),
                                ("forgot_folded_chips", folded_chips),
                            )
                            if left_out
                        ],
                        rule="Chips in the pot: every player's contributions (text 2; corpus A.12)",
                        anchor="P.8",
                    ),
                    f"pot:{street}",
                )
        assert hand.finished
        if len(hand.pots().pots) > 1:
            posed_pots = POSERS["side_pots"](Ctx(hand, forced, 0))
            if posed_pots is not None:
                at.put("side_pots", "side_pots", posed_pots, "pots")
        shown = [i for i in hand.in_hand()]
        if len(shown) >= 2 and not any(hand.stacks[i] == 0 for i in shown):
            first = show_order(hand)[0]
            others = [seat_of[i] for i in shown if i != first]
            at.put(
                "show_first",
                "show_first",
                ask_numbers(
                    f"Showdown between seats {', '.join(str(seat_of[i]) for i in shown)}; nobody "
                    "tables. Which seat shows first?",
                    ("seat",),
                    (seat_of[first],),
                    [("last_caller_shows_first", (others[-1],))],
                    rule=pr.CITATIONS["show_order"],
                    anchor="P.5",
                ),
                "show",
            )
        result = settle(hand)
        final = result.stacks  # every card is dealt here, so every pot is decided
        gains = {i: final[i] - hand.setup.starting_stacks[i] for i in range(hand.n)}
        top = max(gains, key=lambda i: (final[i] - hand.stacks[i], -i))
        receives = final[top] - hand.stacks[top]
        if receives:
            at.put(
                "award",
                "showdown",
                ask_numbers(
                    f"Seat {seat_of[top]} wins. How much is pushed to him in all (pots and any "
                    "bet returned)?",
                    ("chips pushed",),
                    (receives,),
                    [
                        (
                            "kept_an_uncalled_bet_in_the_pot",
                            (receives - (result.returned[1] if result.returned else 0),),
                        )
                    ]
                    if result.returned and result.returned[0] == top
                    else [],
                    rule=pr.CITATIONS["pots_order"],
                    anchor="P.5",
                ),
                "award",
            )
        now[2] = final  # the pots are pushed
        if len(shown) >= 2:
            _muck(result, shown, seat_of, at, table.rng)
        if s.cash:
            total = sum(a.amount for a in result.awards)
            # "no flop": the hand ended on the first betting round, nothing more dealt (a
            # run-out after an all-in counts as a flop, in draw and stud games too)
            flop = any(m.street > 0 for m in hand.moves) or not (
                len(hand.in_hand()) == 1 or (not hand.board and hand.street == 0)
            )
            # the duty's key and the showdown module's settlement are one engine rule
            assert pr.rake(total, flop_seen=flop, profile=table.profile).amount == result.rake
            raw = total * 10 // 100
            traps: list[tuple[str, tuple[int, ...]]] = []
            if not flop and raw:
                traps.append(("raked_no_flop", (min(raw, 5),)))
            if raw > 5:
                traps.append(("ignored_rake_cap", (raw,)))
            at.put(
                "rake",
                "rake",
                ask_numbers(
                    f"The pot was {total:,}. What does the house take (10%, at most 5; no flop, "
                    "no drop)?",
                    ("rake",),
                    (result.rake,),
                    traps,
                    rule=pr.CITATIONS["rake"],
                    anchor="P.8",
                ),
                "rake",
            )
        end = sum(final) + result.rake + result.jackpot
        if end != start:
            raise AssertionError(f"hand {h}: chips not conserved ({start} -> {end})")
        report.chips_checked += 1
        for i, seat in enumerate(order):
            table.stacks[seat] = final[i]
        if not s.cash and h >= h4h_from:
            if not bubble[1]:
                bubble[0], bubble[1] = 21, 18  # three off the money
            out_here = tuple(seat for i, seat in enumerate(order) if final[i] == 0)
            _hand_for_hand(table, bubble, out_here, at)
        _after_hand(table, blinds_game)
        if not s.cash and blinds_game and prev is not None and h < h4h_from:
            _balance(table, prev, at)
        report.hands += 1
    return report


# --- a tournament level (quiz/deal_tournament.py words the questions) ------------------------


def _colour_up(table: _Table, at: _At) -> None:
    """At the level change that removes a chip: one seat exchanges his whole sets, then the
    odd chips of the removed colour in every stack at the table (the engine's stacks, held
    in the fewest chips) are raced off, and the stacks after the race are the next hand's.
    Chips are conserved in value up to the race's rounding (procedures.md P.7,
    ``CHIP_RACE_POOL_ROUNDING``) and the chip given to a player raced out."""
    change = tour.colour_up_at(at.h)
    if change is None:
        return
    old, new = change
    per = new // old
    level = tour.level_of(at.h)
    seats = sorted(
        s for s in {*table.seats, *([table.waiting] if table.waiting else [])} if table.stacks[s]
    )
    odd = {s: pr.odd_chips(table.stacks[s], old, new) for s in seats}
    # the exchange: one seat whose stack holds some whole sets of the old chip as well
    seat = table.rng.choice(seats)
    sets = table.rng.between(1, max(1, min(4, (table.stacks[seat] - odd[seat] * old) // new)))
    if odd[seat] * old + sets * new > table.stacks[seat]:
        sets = 0
    if odd[seat] + sets:
        posed = tour.pose_colour_up(level, seat, odd[seat] + sets * per, old, new)
        at.put("colour_up", "colour_up", posed, "colour")
    left = {s: n for s, n in odd.items() if n}
    if not left:
        return
    deck = full_deck()
    rng = table.rng.derive("race", at.h)
    rng.shuffle(deck)
    cards = {s: [deck.pop() for _ in range(n)] for s, n in sorted(left.items())}
    others = {s for s in left if table.stacks[s] > left[s] * old}
    posed_race, race = tour.pose_chip_race(level, old, new, left, cards, others, table.profile, rng)
    if posed_race is not None:
        at.put("chip_race", "chip_race", posed_race, "race")
    before = sum(table.stacks[s] for s in seats)
    for s, n in left.items():
        table.stacks[s] -= n * old
    for s in (*race.winners, *race.protected):
        table.stacks[s] += new
    pool = sum(left.values()) * old
    after = sum(table.stacks[s] for s in seats)
    rest = pool - race.raced * new  # what the rounding took off (or, rounded up, added)
    half_up = table.profile.chip_race_pool_rounding.value == "half_or_more_rounds_up"
    bound = -new // 2 <= rest < new // 2 if half_up else 0 <= rest < new
    if after != before - rest + len(race.protected) * new or not bound:
        raise AssertionError(f"hand {at.h}: the chip race lost chips ({before} -> {after})")
    if any(table.stacks[s] % new for s in seats):
        raise AssertionError(f"hand {at.h}: a stack still holds a {old} chip after the race")


def _forced_bets(
    table: _Table,
    hand: HandState,
    order: list[int],
    at: _At,
) -> None:
    """The big-blind ante at the first hand of each level and at every heads-up hand; the
    ante and the pot are the engine's, as the hand was set up."""
    if not (len(order) == 2 or (at.h - 1) % tour.LEVEL_HANDS == 0):
        return
    small, big = tour.LEVELS[tour.level_of(at.h) - 1]
    ante = sum(hand.dead)
    bb = _bb(table, order)
    posed = tour.pose_forced_bets(
        tour.level_of(at.h),
        bb,
        ante,
        hand.pot_total(),
        len(order),
        (small, big),
        hand.setup.starting_stacks[order.index(bb)],
        table.profile,
    )
    at.put("forced_bets", "procedure", posed, "bba")


def _hand_for_hand(
    table: _Table,
    bubble: list[int],
    out_here: tuple[int, ...],
    at: _At,
) -> None:
    """Near the money, each hand: players out here and at other tables tie for places."""
    remaining, paid = bubble
    if remaining <= paid:
        return  # in the money: hand-for-hand is over
    roll = table.rng.below(100)
    elsewhere = 2 if roll < 10 else 1 if roll < 30 else 0
    elsewhere = min(elsewhere, max(0, remaining - 1 - len(out_here)))
    if not out_here and not elsewhere:
        return
    posed = tour.pose_hand_for_hand(remaining, paid, out_here, elsewhere)
    bubble[0] = remaining - len(out_here) - elsewhere
    at.put("hand_for_hand", "procedure", posed, "h4h")


BALANCE_EVERY: Final = 12
"""In a tournament session, a short table takes a player from this one every this many hands
(when this table has five or more players and no one is on his way in)."""


def _balance(
    table: _Table,
    prev: tuple[int, int, int],
    at: _At,
) -> None:
    """The player due for the big blind next moves to the short table; his seat empties."""
    if at.h % BALANCE_EVERY or len(table.seats) < 5 or table.empty or table.waiting is not None:
        return
    n = table.seat_count
    nxt = pr.next_positions(n, table.seats, *prev, table.profile)
    posed = tour.pose_balance(n, nxt.big_blind, prev[2], prev[0], table.rng)
    at.put("balance", "balance_move", posed, "balance")
    table.seats.remove(nxt.big_blind)
    table.empty[nxt.big_blind] = 3
    table.news.append(f"Seat {nxt.big_blind} moved to another table to balance.")


# --- the terminal mode: ``dealer-trainer deal`` ----------------------------------------------


def add_deal_parser(sub: Any) -> None:
    """The ``deal`` command's arguments."""
    p = sub.add_parser(
        "deal",
        help="deal whole hands in the terminal: one line per duty, answers one line each",
        description=(
            "Deal whole hands and do the dealer's duties in order: the button and blinds, the "
            "pot after each round, who shows first, what the winner receives, the rake, and "
            "irregularities to rule on. Each duty is one line on the output; answer it with "
            "one line on the input (several numbers separated by ';'). Pipeable."
        ),
    )
    p.add_argument(
        "--variant", default="NT", help="a variant id (default NT): " + ", ".join(VARIANTS)
    )
    p.add_argument("--hands", type=int, default=10, help="hands to deal (default 10)")
    p.add_argument("--players", type=int, default=6, help="players at the table, 2-9 (default 6)")
    p.add_argument("--seed", type=int, default=1, help="the session's seed (default 1)")
    p.add_argument(
        "--irregularities",
        type=int,
        default=0,
        metavar="PERCENT",
        help="percent of hands with an irregularity to rule on: 0, 10 or 25 (default 0)",
    )
    p.add_argument(
        "--tournament",
        action="store_true",
        help="a tournament level: no rake; the big-blind ante, colour-ups, hand-for-hand and "
        "balancing",
    )
    p.add_argument("--profile", metavar="NAME|FILE", help="venue profile (default standard)")


def run_deal(args: Any, inp: TextIO, out: TextIO) -> int:
    """Run ``dealer-trainer deal``: prompts on ``out``, answers from ``inp``."""
    from dealer_trainer.engine.options import ProfileError, get_profile

    try:
        profile = get_profile(args.profile) if args.profile else STANDARD
    except ProfileError as exc:
        raise DealError(f"--profile: {exc}") from None
    settings = DealSettings(
        variant=args.variant,
        players=args.players,
        hands=args.hands,
        seed=args.seed,
        irregularity_rate=args.irregularities,
        profile=profile,
        cash=not args.tournament,
    )

    def emit(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    def answer(duty: str, q: Question) -> tuple[list[str], int]:
        for c in q.form.choices:
            emit(f"  {c.letter}) {c.text}")
        start = time.monotonic()
        line = inp.readline()
        millis = int((time.monotonic() - start) * 1000)
        if not line:
            raise DealError("the input ended before the session did")
        parts = [x.strip() for x in line.strip().split(";")]
        if len(q.form.labels) > 1 and len(parts) == 1:
            parts = line.split()
        return parts, millis

    report = deal(settings, answer, emit)
    for line in report.lines():
        emit(line)
    return 0
