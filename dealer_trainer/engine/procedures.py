"""Table procedures: button and blinds, showdown order, announcements, rake, tournament duties.

Long because it is the engine's one source for procedures.md Part A (P.4-P.8): one function
per procedure, each with its rule and venue switch, sharing the seat arithmetic and
:data:`CITATIONS`; it could split by topic (positions, showdown, tournament duties) once the
speed work on it ends.

The rulebook is ``procedures.md`` (Part A topics P.4-P.8; the option switches of P.9
are settings of the venue profile, :mod:`dealer_trainer.engine.options`). Each
function takes a described situation and returns a frozen result: the numbers or
seats that answer it, the steps the dealer takes, what he says, the rule cited by
book, edition and number, and the venue switch that decided it (``None`` when every
book read gives the same answer).

Seats are table seats numbered 1..``seats`` clockwise, as a card room numbers them
(not PHH players). "Left of" means clockwise from.

Procedures PR-02 (dead button, the big blind busts):

>>> p = next_positions(9, occupied=[1, 3, 4, 5, 6, 7, 8, 9], button=9, small_blind=1, big_blind=2)
>>> p.button, p.small_blind, p.big_blind, p.first_to_act
(1, None, 3, 4)
>>> p.announcement
'No small blind this hand. Big blind seat 3.'
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Final

from dealer_trainer.engine.cards import RANK_NAMES, Card, Suit
from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.options import (
    STANDARD,
    AllinFaceUp,
    ButtonMovement,
    ChipRacePoolRounding,
    MissedBlindReturn,
    MixedGameBalanceMover,
    ShowRequestRight,
    VenueProfile,
)

__all__ = [
    "CITATIONS",
    "Arrival",
    "BalanceMove",
    "ChipRace",
    "ClockEvent",
    "ColourUp",
    "EarlyMuck",
    "FaceUp",
    "FaceUpRuling",
    "FoundChips",
    "HandForHandBusts",
    "LevelRuling",
    "MissedBlindChoice",
    "MustMove",
    "Positions",
    "PostedBets",
    "PotCountAnswer",
    "ProcedureError",
    "Rake",
    "RequestRole",
    "ShowOrder",
    "ShowRequest",
    "allin_show_order",
    "arrival",
    "balance_move",
    "chip_race",
    "chips_raced",
    "colour_up",
    "count_allin_for",
    "dealt_in_without_posting",
    "early_muck",
    "exchange_found_chips",
    "face_up",
    "first_to_show",
    "forced_bets",
    "frozen_button",
    "halt_short_table",
    "hand_for_hand_busts",
    "hand_for_hand_clock",
    "level_for_next_hand",
    "missed_blind_choices",
    "mixed_game_mover",
    "must_move",
    "new_player_choices",
    "next_hand_positions",
    "next_positions",
    "odd_chips",
    "pot_award_order",
    "pot_count_request",
    "rake",
    "seat_card_order",
    "show_one_show_all",
    "show_request",
    "stud_announcement",
    "tabled_claim",
    "wrong_seat",
]


class ProcedureError(ValueError):
    """A situation that cannot be ruled on (a seat off the table, too few players); the
    message says what was wrong."""


CITATIONS: Final[dict[str, str]] = {
    "dead_button": "Poker TDA Rules 2024, Rule 32; WSOP 2026 Tournament Rules, Rule 85; "
    "WSOP 2026 Live Action Rules, Rule 155",
    "moving_button": "Robert's Rules of Poker v11, Button and Blind Use 2(a)",
    "heads_up": "Poker TDA Rules 2024, Rule 34-B; WSOP 2026 Tournament Rules, Rule 87; "
    "WSOP 2026 Live Action Rules, Rule 157",
    "bba": "Poker TDA Rules 2024, RP-11 and Rule 34-B",
    "missed_blinds": "WSOP 2026 Live Action Rules, Rules 160, 22, 165; Robert's Rules of "
    "Poker v11 (missed-blind posting, secondary copy)",
    "owes_blinds": "WSOP 2026 Live Action Rules, Rule 161",
    "buy_button": "WSOP 2026 Live Action Rules, Rules 158, 104-a",
    "frozen_button": "Poker TDA Rules 2024, Rule 11-B; WSOP 2026 Tournament Rules, Rule 67-b",
    "show_order": "Poker TDA Rules 2024, Rule 17-A; WSOP 2026 Tournament Rules, Rule 72; "
    "WSOP 2026 Live Action Rules, Rule 149; Robert's Rules of Poker v11, Showdown 7",
    "face_up": "Poker TDA Rules 2024, Rule 16 and Addendum Rule 16; WSOP 2026 Tournament "
    "Rules, Rule 70",
    "show_in_order": "WSOP 2026 Live Action Rules, Rules 149, 153; Robert's Rules of Poker "
    "v11, Showdown 7",
    "hand_for_hand_allin": "Poker TDA Rules 2024, RP-8-F; WSOP 2026 Tournament Rules, 126-g",
    "pots_order": "Poker TDA Rules 2024, Addendum Rule 16 Ex. 2-3; WSOP 2026 Live Action "
    "Rules, Rule 153",
    "show_request_paid": "Poker TDA Rules 2024, Rule 18; WSOP 2026 Tournament Rules, Rule 72",
    "show_request_any": "Robert's Rules of Poker v11, Showdown 5",
    "show_request_collusion": "WSOP 2026 Live Action Rules, Rules 14, 147",
    "tabling": "Poker TDA Rules 2024, Rules 13-A/B/C, 14, 15-B, 19; WSOP 2026 Tournament "
    "Rules, Rules 71, 75; WSOP 2026 Live Action Rules, Rule 172",
    "pot_count": "Poker TDA Rules 2024, Rule 54-A and RP-21; WSOP 2026 Tournament Rules, "
    "Rule 101 and Section VIII",
    "allin_count": "Poker TDA Rules 2024, RP-12, Rules 60, 49; WSOP 2026 Tournament Rules, "
    "Rules 62, 101, 104",
    "stud_announce": "WSOP 2026 Live Action Rules, Rule 229; WSOP 2026 Tournament Rules "
    "(seven-card games)",
    "show_one_show_all": "WSOP 2026 Live Action Rules, Rule 148; Robert's Rules of Poker "
    "v11, Showdown 6",
    "rake": "WSOP 2026 Live Action Rules, Rule 31; no-flop-no-drop: house practice "
    "(procedures P.8, secondary)",
    "must_move": "WSOP 2026 Live Action Rules, Rules 101, 103, 63, 106",
    "late_entry": "Poker TDA Rules 2024, Rules 8-A, 10-A; WSOP 2026 Tournament Rules, Rules 14, 66",
    "wrong_seat": "Poker TDA Rules 2024, Rule 7; WSOP 2026 Tournament Rules, Rule 65",
    "balance": "Poker TDA Rules 2024, Rule 11-A; WSOP 2026 Tournament Rules, Rule 67-a",
    "balance_mixed_bb": "Poker TDA Rules 2024, Rule 11-B",
    "balance_mixed_draw": "WSOP 2026 Tournament Rules, Rule 67-b-i",
    "halt": "Poker TDA Rules 2024, Rule 11-D and Addendum Rule 11-D; WSOP 2026 Tournament "
    "Rules, Rule 67",
    "break_table": "Poker TDA Rules 2024, Rules 10-A, 10-B and Addendum Rule 10; WSOP 2026 "
    "Tournament Rules, Rule 66",
    "chip_race": "Poker TDA Rules 2024, Rule 24-A; WSOP 2026 Tournament Rules, Rule 77-a; "
    "race-card mechanics: procedures P.7 (secondary); suit order WSOP 2026 Live Action "
    "Rules, Rule 150",
    "found_chips": "Poker TDA Rules 2024, Rule 24-C; WSOP 2026 Tournament Rules, Rule 77-c",
    "hand_for_hand": "Poker TDA Rules 2024, RP-8-A; WSOP 2026 Tournament Rules, 126-b, 126-c",
    "hand_for_hand_clock": "Poker TDA Rules 2024, RP-8-C, RP-8-D; WSOP 2026 Tournament "
    "Rules, 126-c, 126-e",
    "new_level": "Poker TDA Rules 2024, Rule 23; WSOP 2026 Tournament Rules, Rule 79",
}
"""Every rule this module cites, by book, edition and number."""


def _seat_check(seats: int, *named: int | None) -> None:
    if seats < 2:
        raise ProcedureError(f"a table has at least 2 seats, not {seats}")
    for s in named:
        if s is not None and not 1 <= s <= seats:
            raise ProcedureError(f"seat {s} is not on a table of {seats} seats")


def _left_of(seat: int, seats: int, among: Collection[int]) -> int:
    """The first seat of ``among`` clockwise after ``seat``."""
    for k in range(1, seats + 1):
        s = (seat - 1 + k) % seats + 1
        if s in among:
            return s
    raise ProcedureError("no player left at the table")


def _between(seat: int, start: int, end: int, seats: int) -> bool:
    """``seat`` lies strictly after ``start`` and strictly before ``end``, clockwise."""
    k = (seat - start) % seats
    return 0 < k < (end - start) % seats


# --- Button and blinds (P.4) -----------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Positions:
    """Where the button and the blinds go on the next hand."""

    button: int
    """The button's seat (under a dead button it may be an empty seat)."""
    small_blind: int | None
    """The seat that posts the small blind; None: no small blind this hand."""
    big_blind: int
    first_to_act: int
    """The first player to act before the flop."""
    last_to_act: int
    """The player who acts last after the flop (on the button, or the nearest before it)."""
    heads_up: bool
    rule: str
    option: str | None
    steps: tuple[str, ...]
    announcement: str


def next_positions(
    seats: int,
    occupied: Collection[int],
    button: int,
    small_blind: int,
    big_blind: int,
    profile: VenueProfile = STANDARD,
) -> Positions:
    """Button and blinds for the next hand, given the last hand's and who is still seated.

    ``occupied`` are the seats with a player for the next hand; ``small_blind`` is the
    last hand's small-blind position: the seat, empty or not, between its button and big
    blind where the small blind was or would have been posted.
    """
    _seat_check(seats, button, small_blind, big_blind, *occupied)
    players = frozenset(occupied)
    if len(players) < 2:
        raise ProcedureError("a hand needs at least two players")
    if len(players) == 2:
        bb = _left_of(big_blind, seats, players)
        (btn,) = players - {bb}
        return Positions(
            btn,
            btn,
            bb,
            btn,
            btn,
            True,
            CITATIONS["heads_up"],
            None,
            (
                f"The big blind moves on to seat {bb}, the next player due for it: nobody "
                "has the big blind twice in a row.",
                f"Seat {btn} has the button, posts the small blind, gets the last card, "
                "acts first before the flop and last after it.",
            ),
            f"Heads-up. Button and small blind seat {btn}; big blind seat {bb}.",
        )
    option = f"BUTTON_MOVEMENT={profile.button_movement.value}"
    if profile.button_movement is ButtonMovement.MOVING_BUTTON:
        btn = _left_of(button, seats, players)
        sb: int | None = _left_of(btn, seats, players)
        bb = _left_of(sb or btn, seats, players)
        steps: tuple[str, ...] = (
            f"The button moves to the next player, seat {btn}.",
            f"The blinds follow it: small blind seat {sb}, big blind seat {bb}.",
        )
        rule = CITATIONS["moving_button"]
    else:
        bb = _left_of(big_blind, seats, players)
        sb = big_blind if big_blind in players else None
        btn = small_blind
        steps = (
            f"The big blind goes first, to the player due for it: seat {bb}.",
            (
                f"The small blind is the last big blind, seat {sb}."
                if sb is not None
                else f"The small blind's seat, {big_blind}, is empty: no small blind this hand."
            ),
            f"The button goes behind it, on seat {btn}"
            + (" (an empty seat: a dead button)." if btn not in players else "."),
        )
        rule = CITATIONS["dead_button"]
    first = _left_of(bb, seats, players)
    # last to act after the flop: the button, or the nearest player before an empty button
    last = next(
        (btn - 1 - k) % seats + 1 for k in range(seats) if (btn - 1 - k) % seats + 1 in players
    )
    said = "" if sb is not None else "No small blind this hand. "
    return Positions(
        btn,
        sb,
        bb,
        first,
        last,
        False,
        rule,
        option,
        steps,
        f"{said}Big blind seat {bb}."
        if sb is None
        else f"Small blind seat {sb}, big blind seat {bb}.",
    )


def next_hand_positions(
    seats: Sequence[int],
    final_stacks: Sequence[int],
    *,
    seat_count: int | None = None,
    profile: VenueProfile = STANDARD,
) -> Positions:
    """The next hand's button and blinds after a blind game recorded in PHH order.

    PHH lists players from the small blind: p1 small blind, p2 big blind, the last
    player on the button (heads-up: p1 big blind, p2 button and small blind). ``seats``
    are their table seats (PHH ``seats``); a player whose final stack is 0 is out.
    """
    n = len(seats)
    if n < 2 or len(final_stacks) != n:
        raise ProcedureError("give one seat and one final stack per player, at least two")
    if len(set(seats)) != n:
        raise ProcedureError(f"two players in one seat: {list(seats)}")
    table = seat_count if seat_count is not None else max(seats)
    if n == 2:
        big_blind, button = seats[0], seats[1]
        small_blind = button
    else:
        small_blind, big_blind, button = seats[0], seats[1], seats[-1]
    left = [s for s, stack in zip(seats, final_stacks, strict=True) if stack > 0]
    return next_positions(table, left, button, small_blind, big_blind, profile)


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PostedBets:
    """What each seat posts before the cards are dealt, and the pot it makes."""

    posts: tuple[tuple[int, int, int], ...]
    """``(seat, live blind, dead ante)`` per poster, in posting order."""
    pot: int
    rule: str
    announcement: str

    def posted_by(self, seat: int) -> int:
        """What ``seat`` puts in before the deal, blind and ante together (0 if nothing)."""
        return sum(live + dead for s, live, dead in self.posts if s == seat)


def forced_bets(positions: Positions, small: int, big: int, bba: int = 0) -> PostedBets:
    """The blinds and the big-blind ante (big blind first, never reduced) for the hand.

    TO-15: heads-up at 1,000/2,000 with a 2,000 big-blind ante makes a 5,000 pot.
    """
    if small < 0 or big <= 0 or bba < 0:
        raise ProcedureError("blinds and antes are whole amounts, the big blind above 0")
    posts: list[tuple[int, int, int]] = []
    if positions.small_blind is not None:
        posts.append((positions.small_blind, small, 0))
    posts.append((positions.big_blind, big, bba))
    pot = sum(live + dead for _, live, dead in posts)
    rule = CITATIONS["bba"] if bba else CITATIONS["dead_button"]
    said = f"Big blind {big:,}" + (f" and ante {bba:,}" if bba else "")
    if positions.small_blind is not None:
        said = f"Small blind {small:,}. " + said
    return PostedBets(tuple(posts), pot, rule, said + ".")


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class MissedBlindChoice:
    """One way back into the game for a player who missed blinds."""

    name: str
    """``post``, ``wait`` or ``straddle``."""
    live: int
    dead: int
    pot_before_action: int
    """The pot with the normal blinds and his posts, before anyone acts (0 when he waits)."""
    dealt_in_now: bool
    description: str


def missed_blind_choices(
    small: int, big: int, *, missed_small: bool, missed_big: bool, profile: VenueProfile = STANDARD
) -> tuple[tuple[MissedBlindChoice, ...], str, str]:
    """(choices, rule, option) for a cash player returning with missed blinds (PR-04).

    Posting: an amount equal to the big blind is live, the small blind dead (to the middle).
    """
    if not (missed_small or missed_big):
        raise ProcedureError("the player has not missed a blind")
    live = big if missed_big else 0
    dead = small if missed_small else 0
    if not missed_big:  # only the small blind missed: it is posted dead
        live = 0
    blinds = small + big
    choices = [
        MissedBlindChoice(
            "post",
            live,
            dead,
            blinds + live + dead,
            True,
            # the option comes with a live big blind only: a dead small blind buys no option
            f"Post {live:,} live and {dead:,} dead (to the middle); dealt in now, with the "
            "option when the action comes back unraised."
            if live
            else f"Post the {dead:,} small blind dead (to the middle); dealt in now, with "
            "nothing live: he acts in turn like any player who has not bet.",
        ),
        MissedBlindChoice("wait", 0, 0, 0, False, "Wait for the big blind to reach him."),
    ]
    if profile.missed_blind_return is MissedBlindReturn.POST_WAIT_OR_STRADDLE:
        choices.append(
            MissedBlindChoice(
                "straddle",
                2 * big,
                0,
                blinds + 2 * big,
                True,
                f"Come back under the gun as the live straddle of {2 * big:,}.",
            )
        )
    return (
        tuple(choices),
        CITATIONS["missed_blinds"],
        f"MISSED_BLIND_RETURN={profile.missed_blind_return.value}",
    )


def dealt_in_without_posting(*, looked: bool, acted: bool) -> tuple[bool, str, str]:
    """(hand live, explanation, rule): a player owing blinds dealt in by mistake (PR-05)."""
    if acted:
        return (
            True,
            "He has acted and put chips in: the hand plays, and he posts what he owes on the "
            "next deal.",
            CITATIONS["owes_blinds"],
        )
    if looked:
        return (
            False,
            "He looked at his cards before posting and has not acted: his hand is dead.",
            CITATIONS["owes_blinds"],
        )
    return (
        True,
        "He has not looked: he posts what he owes now and plays.",
        CITATIONS["owes_blinds"],
    )


def new_player_choices(small: int, big: int) -> tuple[tuple[MissedBlindChoice, ...], str]:
    """A new cash player in the seat between the button and the small blind (PR-06)."""
    return (
        (
            MissedBlindChoice(
                "buy_button",
                big,
                small,
                small + big + big + small,
                True,
                f"Buy the button: post {big:,} live and {small:,} dead, play now; the button "
                "comes to him on the next hand.",
            ),
            MissedBlindChoice(
                "post_big_blind",
                big,
                0,
                small + big + big,
                True,
                f"Post {big:,} only and play now; on the next hand the button skips him and "
                "goes to the player who just posted the small blind.",
            ),
        ),
        CITATIONS["buy_button"],
    )


def frozen_button(seats: int, occupied: Collection[int], last_flop_button: int) -> int:
    """The button's seat during the stud rounds of a mixed game and for the next flop game:
    where it would be for the next flop-game hand (PR-07, TDA R11-B)."""
    _seat_check(seats, last_flop_button, *occupied)
    return _left_of(last_flop_button, seats, frozenset(occupied))


# --- Showdown (P.5) --------------------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class ShowOrder:
    """Who must table first at a showdown without an all-in."""

    first: int
    reason: str
    rule: str
    announcement: str


def first_to_show(
    seats: int,
    in_hand: Collection[int],
    *,
    button: int | None = None,
    last_aggressor: int | None = None,
    first_to_act: int | None = None,
) -> ShowOrder:
    """The player who tables first: the last to bet or raise on the final round; with no
    bet, the first to act on it (first left of the button in flop games; pass
    ``first_to_act`` for stud, where the board decides)."""
    _seat_check(seats, button, last_aggressor, first_to_act, *in_hand)
    players = frozenset(in_hand)
    if len(players) < 2:
        raise ProcedureError("a showdown needs at least two hands")
    if last_aggressor is not None:
        if last_aggressor not in players:
            raise ProcedureError(f"seat {last_aggressor} bet last but is not in the hand")
        return ShowOrder(
            last_aggressor,
            "the last player to bet or raise on the final round",
            CITATIONS["show_order"],
            f"Seat {last_aggressor}, you were the last aggressor: please show.",
        )
    if first_to_act is None:
        if button is None:
            raise ProcedureError("give the button, or the first to act (stud)")
        first_to_act = _left_of(button, seats, players)
    return ShowOrder(
        first_to_act,
        "no bet on the final round: the first player to act on it",
        CITATIONS["show_order"],
        f"Seat {first_to_act}, please show first.",
    )


class FaceUp(StrEnum):
    """When the hands of an all-in showdown are turned up."""

    NOW = "now"
    """All hands face up now, then the rest of the board is dealt (TDA R16)."""
    NOT_YET = "not_yet"
    """Betting is still possible: cards stay down."""
    AT_SHOWDOWN = "at_showdown"
    """Shown at the showdown in order, side-pot players first (WSOP cash 149)."""
    WAIT_FOR_FLOOR = "wait_for_floor"
    """Hand-for-hand: cards stay face down and nothing is dealt until the floor says so."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class FaceUpRuling:
    when: FaceUp
    rule: str
    option: str | None
    announcement: str


def face_up(
    profile: VenueProfile = STANDARD,
    *,
    betting_possible: bool,
    hand_for_hand: bool = False,
) -> FaceUpRuling:
    """With a player all-in, whether the hands are turned up now (P.5, TO-13, PR-10)."""
    option = f"ALLIN_FACE_UP={profile.allin_face_up.value}"
    if hand_for_hand:
        return FaceUpRuling(
            FaceUp.WAIT_FOR_FLOOR,
            CITATIONS["hand_for_hand_allin"],
            None,
            "Hand for hand: cards stay face down; I wait for the floor.",
        )
    if profile.allin_face_up is AllinFaceUp.AT_SHOWDOWN_IN_ORDER:
        return FaceUpRuling(
            FaceUp.AT_SHOWDOWN,
            CITATIONS["show_in_order"],
            option,
            "Cards are shown at the showdown.",
        )
    if betting_possible:
        return FaceUpRuling(
            FaceUp.NOT_YET, CITATIONS["face_up"], option, "Betting is still open: cards stay down."
        )
    return FaceUpRuling(FaceUp.NOW, CITATIONS["face_up"], option, "All hands face up, please.")


def allin_show_order(deepest_pot: Mapping[int, int]) -> tuple[int, ...]:
    """Show order at an all-in showdown shown in order (WSOP cash 149): players in the
    latest side pots before a player all-in for an earlier pot only. ``deepest_pot``
    maps each seat to the last pot it can win (0 main, 1 first side pot...)."""
    return tuple(sorted(deepest_pot, key=lambda s: (-deepest_pot[s], s)))


def pot_award_order(side_pots: int) -> tuple[str, ...]:
    """Pots in the order they are awarded: the last side pot formed first, the main pot last."""
    if side_pots < 0:
        raise ProcedureError("the number of side pots cannot be negative")
    return (*tuple(f"side pot {k}" for k in range(side_pots, 0, -1)), "main pot")


class RequestRole(StrEnum):
    """Who asks to see a called hand."""

    CALLER_HOLDING_CARDS = "caller_holding_cards"
    """Called the last bet and tabled or still holds his cards."""
    FOLDED_PLAYER = "folded_player"
    """Dealt in but holds no cards now."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class ShowRequest:
    shown: bool
    needs_floor: bool
    requested_hand_dead: bool
    explanation: str
    rule: str
    option: str | None


def show_request(
    role: RequestRole,
    profile: VenueProfile = STANDARD,
    *,
    collusion_suspected: bool = False,
    requester_is_winner: bool = False,
) -> ShowRequest:
    """Whether a hand pushed to the muck after a call must be shown (PR-11, SHOW_REQUEST_RIGHT)."""
    right = profile.show_request_right
    option = f"SHOW_REQUEST_RIGHT={right.value}"
    if right is ShowRequestRight.COLLUSION_ONLY:
        ok = collusion_suspected
        return ShowRequest(
            ok,
            ok,
            False,
            "Only when collusion is suspected, and then with a floor person present."
            if not ok
            else "Collusion suspected: the hand is shown with a floor person present.",
            CITATIONS["show_request_collusion"],
            option,
        )
    if right is ShowRequestRight.ANY_DEALT_IN_PLAYER:
        return ShowRequest(
            True,
            False,
            not requester_is_winner,
            "Anyone dealt in may ask to see a called hand (a privilege that can be withdrawn)"
            + (
                "; asked by someone other than the winner, the hand is dead."
                if not requester_is_winner
                else "."
            ),
            CITATIONS["show_request_any"],
            option,
        )
    ok = role is RequestRole.CALLER_HOLDING_CARDS
    return ShowRequest(
        ok,
        False,
        False,
        "A caller who tabled or holds his cards may have the last aggressor's hand tabled."
        if ok
        else "He holds no cards, so he has no right to see a hand.",
        CITATIONS["show_request_paid"],
        option,
    )


def tabled_claim(*, tabled: bool, identifiable: bool) -> tuple[bool, str]:
    """(has a claim to the pot, rule): a properly tabled hand keeps its claim even if the
    dealer kills it by mistake; an untabled hand claims only while it is identifiable and
    retrievable (PR-13, PR-14; TDA R13, R14, R19)."""
    return tabled or identifiable, CITATIONS["tabling"]


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class EarlyMuck:
    """A bettor who discards before the end of the action (TDA R15-B)."""

    returned: int
    """His bet that nobody called, given back to him."""
    out_of_hand: bool
    winner_must_show: bool
    steps: tuple[str, ...]
    rule: str


def early_muck(*, uncalled_bet: int, identifiable: bool) -> EarlyMuck:
    """A player bets and throws his cards away before the others act (PR-15)."""
    if uncalled_bet < 0:
        raise ProcedureError("a bet cannot be negative")
    if identifiable:
        return EarlyMuck(
            0,
            False,
            True,
            ("Hold the muck and call the floor.", "His cards can be identified: they are live."),
            CITATIONS["tabling"],
        )
    return EarlyMuck(
        uncalled_bet,
        True,
        False,
        (
            "Hold the muck and call the floor.",
            "His cards cannot be identified: he is out of the hand.",
            f"His uncalled {uncalled_bet:,} goes back to him.",
            "The last live hand wins the pot without showing.",
        ),
        CITATIONS["tabling"],
    )


# --- Announcements (P.6) ---------------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PotCountAnswer:
    """What the dealer answers to "how much is the pot?"."""

    amount: int | None
    """The pot-size bet (pot-limit), or None when no count is given."""
    spread: bool
    """He may spread the pot so the player can count it."""
    announcement: str
    rule: str


def pot_count_request(
    structure: str, *, pot: int, facing: int = 0, in_front: int = 0, bets_in_front: int = 0
) -> PotCountAnswer:
    """The dealer's answer to a pot request from the player facing action (PR-16).

    ``pot`` is the middle before this street's bets; ``bets_in_front`` every bet of this
    street (the one faced included); ``facing`` the bet he faces and ``in_front`` his own.
    Pot-limit: the current pot-size bet, a bet of the pot or a raise *to* the call plus
    the pot after the call.
    """
    if min(pot, facing, in_front, bets_in_front) < 0:
        raise ProcedureError("amounts cannot be negative")
    if structure != "pot_limit":
        return PotCountAnswer(
            None,
            True,
            "I don't count the pot in this game; I can spread it for you.",
            CITATIONS["pot_count"],
        )
    if facing == 0:
        return PotCountAnswer(pot, False, f"Pot is {pot:,}.", CITATIONS["pot_count"])
    call = facing - in_front
    to = facing + pot + bets_in_front + call
    return PotCountAnswer(to, False, f"Pot is a raise to {to:,}.", CITATIONS["pot_count"])


def count_allin_for(*, requester_facing_action: bool) -> tuple[bool, str]:
    """(counted now, rule): an all-in is counted only for the player facing the action (PR-17)."""
    return requester_facing_action, CITATIONS["allin_count"]


_PLURAL = {6: "sixes"}


def _rank_plural(rank: int) -> str:
    return _PLURAL.get(rank, RANK_NAMES[rank] + "s")


def stud_announcement(upcards: Mapping[int, Sequence[Card]], street: int) -> tuple[int, str]:
    """(seat, what the dealer says) on a stud street (stud high; PR-18, WSOP cash 229).

    3rd street: the lowest upcard brings it in, named by rank and suit (suits break ties,
    clubs lowest). Later streets: the best showing hand acts first, named by its pair or
    high card; possible straights and flushes are never announced.
    """
    if street == 3:
        seat = min(upcards, key=lambda s: upcards[s][0])
        card = upcards[seat][0]
        return seat, f"{RANK_NAMES[card.rank]} of {Suit(card.suit).name.lower()} brings it in"

    def strength(s: int) -> tuple[int, ...]:
        ranks = sorted((c.rank for c in upcards[s]), reverse=True)
        pairs = sorted({r for r in ranks if ranks.count(r) >= 2}, reverse=True)
        return (len(pairs) > 0, *(pairs or [0]), *ranks)

    seat = max(upcards, key=strength)
    ranks = sorted((c.rank for c in upcards[seat]), reverse=True)
    pairs = sorted({r for r in ranks if ranks.count(r) >= 2}, reverse=True)
    if pairs:
        return seat, f"pair of {_rank_plural(pairs[0])}, first to act"
    return seat, f"{RANK_NAMES[ranks[0]]} high, first to act"


def show_one_show_all(*, recipient_can_act_this_round: bool) -> tuple[str, str]:
    """(when the whole table sees the cards, rule): cards a cash player shows another (PR-19)."""
    if recipient_can_act_this_round:
        return "now", CITATIONS["show_one_show_all"]
    return "after_betting", CITATIONS["show_one_show_all"]


# --- Cash duties (P.8) -----------------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Rake:
    amount: int
    rule: str
    option: str | None
    steps: tuple[str, ...]


def rake(
    pot: int,
    *,
    flop_seen: bool,
    profile: VenueProfile = STANDARD,
    percent: Decimal | int | None = None,
    cap: int | None = None,
    unit: int = 1,
) -> Rake:
    """The rake from a pot: ``percent`` of it in whole ``unit`` chips, at most ``cap``;
    nothing from a hand that ended before the flop when no-flop-no-drop is on (PR-20).

    ``percent`` and ``cap`` default to the profile's ``rake_percent`` and ``rake_cap``.
    """
    if pot < 0 or unit <= 0:
        raise ProcedureError("the pot cannot be negative and the chip unit must be above 0")
    pct = Decimal(profile.rake_percent if percent is None else percent)
    top = profile.rake_cap if cap is None else cap
    option = f"NO_FLOP_NO_DROP={'on' if profile.rake_no_flop_no_drop else 'off'}"
    if not flop_seen and profile.rake_no_flop_no_drop:
        return Rake(0, CITATIONS["rake"], option, ("No flop, no drop: nothing is taken.",))
    raw = int(pot * pct / 100) // unit * unit
    amount = min(raw, top) if top else raw
    steps = [f"{pct}% of {pot:,} is {raw:,}."]
    if top and raw > top:
        steps.append(f"The cap is {top:,}: take {top:,}.")
    return Rake(amount, CITATIONS["rake"], option if not flop_seen else None, tuple(steps))


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class MustMove:
    moves_now: bool
    takes: int
    rule: str
    explanation: str


def must_move(position: str, stack: int) -> MustMove:
    """A must-move player called to the main game (PR-21): he moves at once unless he is
    in the small blind or on the button, and takes his whole stack."""
    now = position not in ("small_blind", "button")
    return MustMove(
        now,
        stack,
        CITATIONS["must_move"],
        ("He moves at once" if now else "He may play this hand first")
        + f", taking his whole stack of {stack:,}.",
    )


# --- Tournament duties (P.7) -----------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Arrival:
    """A late registrant or a player from a broken table at his new seat."""

    dealt_in: bool
    posts: str
    """What he posts on this hand ("big blind", "small blind", "nothing")."""
    rule: str
    explanation: str


def arrival(seats: int, seat: int, *, button: int, small_blind: int, big_blind: int) -> Arrival:
    """Is a new tournament player dealt in at once (TO-01, TO-06)? Yes, in any seat except
    between the small blind and the button; he never posts extra."""
    _seat_check(seats, seat, button, small_blind, big_blind)
    if _between(seat, button, small_blind, seats):
        return Arrival(
            False,
            "nothing",
            CITATIONS["late_entry"],
            "His seat is between the button and the small blind: he is dealt in once the "
            "button has passed him, without posting extra.",
        )
    posts = (
        "big blind" if seat == big_blind else "small blind" if seat == small_blind else "nothing"
    )
    return Arrival(
        True,
        posts,
        CITATIONS["late_entry"],
        f"He is dealt in at once and posts {posts if posts != 'nothing' else 'nothing extra'}.",
    )


def wrong_seat(stack: int) -> tuple[str, int, str]:
    """(what happens, chips he takes, rule): a player found in the wrong seat (TO-02)."""
    return (
        "He moves to his right seat with his current stack; hands already played stand.",
        stack,
        CITATIONS["wrong_seat"],
    )


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class BalanceMove:
    mover: int
    """The seat at the table losing a player."""
    to_seat: int | None
    """The seat he takes at the short table (None when not asked)."""
    rule: str
    option: str | None
    explanation: str


def balance_move(
    seats: int,
    *,
    next_big_blind: int,
    short_table_occupied: Collection[int],
    short_table_last_big_blind: int,
) -> BalanceMove:
    """Who moves to balance tables (flop games) and where: the player who would be big
    blind next moves to the worst position at the short table, the open seat that takes
    the big blind soonest, even if he pays it twice (TO-03)."""
    _seat_check(seats, next_big_blind, short_table_last_big_blind, *short_table_occupied)
    open_seats = [s for s in range(1, seats + 1) if s not in short_table_occupied]
    if not open_seats:
        raise ProcedureError("the short table has no open seat")
    to = min(open_seats, key=lambda s: (s - short_table_last_big_blind - 1) % seats)
    return BalanceMove(
        next_big_blind,
        to,
        CITATIONS["balance"],
        None,
        f"Seat {next_big_blind}, due for the big blind next, moves to seat {to}, the worst "
        "position at the short table.",
    )


def mixed_game_mover(
    seats: int,
    occupied: Collection[int],
    *,
    frozen_button_seat: int,
    profile: VenueProfile = STANDARD,
    drawn: Mapping[int, Card] | None = None,
) -> BalanceMove:
    """Who moves during a stud round of a mixed game (TO-04, MIXED_GAME_BALANCE_MOVER)."""
    option = f"MIXED_GAME_BALANCE_MOVER={profile.mixed_game_balance_mover.value}"
    if profile.mixed_game_balance_mover is MixedGameBalanceMover.HIGH_CARD_DRAW:
        if not drawn:
            raise ProcedureError("a high-card draw needs the cards drawn")
        mover = max(drawn, key=lambda s: drawn[s])
        return BalanceMove(
            mover,
            None,
            CITATIONS["balance_mixed_draw"],
            option,
            f"Seat {mover} drew the highest card ({drawn[mover]}) and moves.",
        )
    players = frozenset(occupied)
    sb = _left_of(frozen_button_seat, seats, players)
    bb = _left_of(sb, seats, players)
    return BalanceMove(
        bb,
        None,
        CITATIONS["balance_mixed_bb"],
        option,
        f"Seat {bb} would be the big blind if this were hold'em: he moves.",
    )


def halt_short_table(*, players: int, most_elsewhere: int, blinds_affected: bool) -> bool:
    """Does a short table stop dealing (TO-05)? When it is three or more players short of
    the fullest table and its blinds are affected (TDA R11-D). Not halting is never a
    cause for a misdeal."""
    if players < 0 or most_elsewhere < 0:
        raise ProcedureError("player counts cannot be negative")
    return most_elsewhere - players >= 3 and blinds_affected


def seat_card_order(cards: Mapping[str, Card]) -> tuple[str, ...]:
    """Players of a breaking table in the order they get seat cards: highest card by suit
    first (TO-06, TDA Addendum R10)."""
    return tuple(sorted(cards, key=lambda p: cards[p], reverse=True))


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class ColourUp:
    """A player's chips of a removed denomination at a colour-up."""

    exchanged: int
    """New chips he gets for whole sets."""
    leftover: int
    """Old chips left over, to be raced."""


def colour_up(count: int, old: int, new: int) -> ColourUp:
    """Whole sets of the removed chips become new chips; the rest go to the race."""
    if count < 0 or old <= 0 or new <= old or new % old:
        raise ProcedureError(
            f"a colour-up needs a chip count >= 0 and a new chip a multiple of the old one "
            f"(old {old}, new {new})"
        )
    per = new // old
    return ColourUp(count // per, count % per)


def odd_chips(stack: int, old: int, new: int) -> int:
    """The chips of the removed colour ``old`` in a stack held as an amount, counted as a
    dealer stacks it, in the fewest chips: the part that is not a multiple of the ``new``
    chip is in ``old`` chips, fewer than one set; these go to the race (whole sets were
    exchanged). :class:`ProcedureError` if the stack is not a multiple of ``old``: it would
    hold a chip smaller than the one removed.

    >>> odd_chips(20_300, 100, 500), odd_chips(19_500, 500, 1_000)
    (3, 1)
    """
    if old <= 0 or new <= old or new % old:
        raise ProcedureError(
            f"a colour-up needs a new chip a multiple of the old one ({old}, {new})"
        )
    if stack < 0 or stack % old:
        raise ProcedureError(f"a stack of {stack:,} cannot be made of chips of {old:,} and up")
    return stack % new // old


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class ChipRace:
    raced: int
    """New chips raced."""
    winners: tuple[int, ...]
    """Seats that win a chip, in the order they win."""
    protected: tuple[int, ...]
    """Seats raced out of their last chips who get one chip of the lowest denomination."""
    rule: str
    option: str | None
    steps: tuple[str, ...]

    def chips_for(self, seat: int) -> int:
        """New chips a seat receives from the race."""
        return int(seat in self.winners or seat in self.protected)


def chip_race(
    leftovers: Mapping[int, int],
    cards: Mapping[int, Sequence[Card]],
    *,
    old: int,
    new: int,
    other_chips: Collection[int],
    profile: VenueProfile = STANDARD,
) -> ChipRace:
    """Race off the leftover ``old`` chips for ``new`` chips (TO-07..TO-09, TDA R24-A).

    One card per leftover chip; the highest card wins the first chip, the next highest
    of a player who has not won the next, and so on; nobody wins two; nobody is raced
    out (a player with no ``other_chips`` who wins nothing gets one new chip).
    """
    if old <= 0 or new <= old:
        raise ProcedureError("the new chip must be worth more than the removed one")
    for seat, n in leftovers.items():
        if n < 0 or len(cards.get(seat, ())) != n:
            raise ProcedureError(f"seat {seat}: one race card per leftover chip ({n})")
    total = sum(leftovers.values()) * old
    whole, rest = divmod(total, new)
    rounding = profile.chip_race_pool_rounding
    extra = rounding is ChipRacePoolRounding.HALF_OR_MORE_ROUNDS_UP and rest * 2 >= new and rest
    raced = min(whole + int(bool(extra)), sum(1 for n in leftovers.values() if n))
    option = f"CHIP_RACE_POOL_ROUNDING={rounding.value}" if rest else None
    # highest card first, by rank then suit (numbers: quicker than comparing cards)
    ordered = sorted(
        ((c.rank, int(c.suit), s) for s, cs in cards.items() for c in cs), reverse=True
    )
    winners: list[int] = []
    for _rank, _suit, seat in ordered:
        if len(winners) == raced:
            break
        if seat not in winners:
            winners.append(seat)
    protected = tuple(
        s for s in sorted(leftovers) if leftovers[s] and s not in winners and s not in other_chips
    )
    steps = (
        f"Leftovers: {total:,} in {old}s, {raced} chip(s) of {new} to race.",
        *(f"Seat {s} wins a {new} chip." for s in winners),
        *(f"Seat {s} is not raced out: he gets one {new} chip." for s in protected),
    )
    return ChipRace(raced, tuple(winners), protected, CITATIONS["chip_race"], option, steps)


def chips_raced(
    leftovers: Mapping[int, int], *, old: int, new: int, profile: VenueProfile = STANDARD
) -> int:
    """How many ``new`` chips the leftover ``old`` chips race for: :func:`chip_race`'s
    ``raced``, without the race (the count does not depend on the cards or who has other
    chips). Its pool's part-chip counts as CHIP_RACE_POOL_ROUNDING says; nobody wins two.

    >>> chips_raced({1: 3, 2: 1, 3: 1}, old=25, new=100)  # 125: a quarter chip over
    1
    >>> chips_raced({1: 3, 2: 3}, old=25, new=100)  # 150: half a chip over, rounded up
    2
    """
    total = sum(leftovers.values()) * old
    whole, rest = divmod(total, new)
    rounding = profile.chip_race_pool_rounding
    extra = rounding is ChipRacePoolRounding.HALF_OR_MORE_ROUNDS_UP and rest * 2 >= new and rest
    return min(whole + int(bool(extra)), sum(1 for n in leftovers.values() if n))


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class FoundChips:
    chips: int
    value: int
    removed: int
    rule: str


def exchange_found_chips(amount: int, smallest: int) -> FoundChips:
    """Removed chips found after the race are exchanged at equal value only; what does
    not reach the smallest chip in play is removed without compensation (TO-10)."""
    if amount < 0 or smallest <= 0:
        raise ProcedureError("amounts must be >= 0 and the smallest chip above 0")
    chips, removed = divmod(amount, smallest)
    return FoundChips(chips, chips * smallest, removed, CITATIONS["found_chips"])


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class HandForHandBusts:
    places: tuple[int, ...]
    """The places they tie for."""
    paid_places: tuple[int, ...]
    """The paid places among them, whose prizes they share equally."""
    remaining: int
    rule: str


def hand_for_hand_busts(*, remaining: int, busted: int, places_paid: int) -> HandForHandBusts:
    """Players busting on the same hand at different tables tie (TO-11, WSOP 126-b)."""
    if not 0 < busted <= remaining:
        raise ProcedureError("the number busted must be between 1 and the players remaining")
    places = tuple(range(remaining - busted + 1, remaining + 1))
    return HandForHandBusts(
        places,
        tuple(p for p in places if p <= places_paid),
        remaining - busted,
        CITATIONS["hand_for_hand"],
    )


def hand_for_hand_clock(start_seconds: int, hands: int) -> tuple[int, ...]:
    """The level clock after each hand-for-hand hand: two minutes off per hand, hand by
    hand (TO-12, TDA RP-8-C/D)."""
    if start_seconds < 0 or hands < 0:
        raise ProcedureError("clock and hands cannot be negative")
    return tuple(max(0, start_seconds - 120 * k) for k in range(1, hands + 1))


class ClockEvent(StrEnum):
    """When the level clock reached zero, relative to the next hand (TO-14)."""

    BEFORE_FIRST_RIFFLE = "before_first_riffle"
    AFTER_FIRST_RIFFLE = "after_first_riffle"
    DURING_DEALER_PUSH = "during_dealer_push"


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class LevelRuling:
    old_level_hands: int
    """Hands still dealt at the old level before the new one applies."""
    rule: str
    explanation: str


def level_for_next_hand(event: ClockEvent) -> LevelRuling:
    """A new level applies from the next hand; a hand begins at the first riffle; during a
    dealer push the incoming dealer deals one hand at the old level (TDA R23)."""
    if event is ClockEvent.BEFORE_FIRST_RIFFLE:
        return LevelRuling(0, CITATIONS["new_level"], "The next hand is at the new level.")
    if event is ClockEvent.AFTER_FIRST_RIFFLE:
        return LevelRuling(
            1,
            CITATIONS["new_level"],
            "The hand began at the first riffle: it is at the old level; the new level starts "
            "with the following hand.",
        )
    return LevelRuling(
        1,
        CITATIONS["new_level"],
        "During a dealer push the incoming dealer deals one hand at the old level.",
    )
