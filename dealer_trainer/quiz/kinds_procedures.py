"""Question kinds for procedures and irregularities (procedures.md; issue 19).

Long because it poses every procedure kind (button and blinds, showdown order,
irregularities, the chip race and colour-up, balancing, announcements) with one set of
helpers (:func:`ask_choice`, :func:`ask_numbers`, :func:`pose`) that give every such
question the same form, keys and named mistakes.

These questions are not asked about a dealt hand but about a described table: where the
button and blinds go, what a returning player posts, who shows first, what to do about
an irregularity, the chip race, the colour-up, who moves to balance tables, and what the
dealer announces. Every key comes from :mod:`dealer_trainer.engine.procedures` or
:mod:`dealer_trainer.engine.irregularities`; every wrong answer a question recognises is
a named mistake (:data:`dealer_trainer.quiz.mistakes.MISTAKES`), computed from the same
engine call with one rule broken, or the engine's answer under the other venue value.

>>> from dealer_trainer.quiz.prng import Prng
>>> posed = pose("next_blinds", "NT", Prng(3))
>>> posed is not None and len(posed.answer) == 3
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from operator import attrgetter
from typing import Any, Final

from dealer_trainer.engine import irregularities as irr
from dealer_trainer.engine import procedures as pr
from dealer_trainer.engine.cards import RANK_NAMES, Card, Suit, card_text
from dealer_trainer.engine.games import GAMES, ForcedBets, Structure, game_title
from dealer_trainer.engine.irregularities import Act, Irregularity, Remedy
from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.kinds import Posed
from dealer_trainer.quiz.model import (
    Answer,
    AnswerForm,
    ChipPile,
    Choice,
    FormKind,
    Part,
    Step,
    Trap,
    money,
)
from dealer_trainer.quiz.prng import Prng
from dealer_trainer.quiz.procedure_hands import HandPosed, eliminated_hand, river_hand

__all__ = [
    "PROCEDURE_KINDS",
    "REMEDY_MISTAKES",
    "REMEDY_TEXT",
    "ask_choice",
    "ask_numbers",
    "kind_fits",
    "pose",
    "reletter",
]

PROCEDURE_KINDS: Final = (
    "next_blinds",
    "missed_blind_post",
    "show_first",
    "irregularity",
    "chip_race",
    "colour_up",
    "balance_move",
    "announcement",
)
"""The kinds of this module, in the order of :data:`dealer_trainer.quiz.ids.KINDS`."""

_BLIND_KINDS: Final = frozenset({"next_blinds", "missed_blind_post", "show_first", "balance_move"})


def kind_fits(kind: str, vid: str) -> bool:
    """Whether a kind of this module can be asked in a variant: button, blinds, the show
    order and balancing need a game with blinds; the rest fit every game."""
    game = GAMES[VARIANTS[vid].code]
    if kind in _BLIND_KINDS:
        return game.forced is ForcedBets.BLINDS
    return True


# --- phrases --------------------------------------------------------------------------------

REMEDY_TEXT: Final[dict[Remedy, str]] = {
    Remedy.MISDEAL: "Misdeal: gather every card, reshuffle and re-deal the same hand.",
    Remedy.PLAY_ON: "No misdeal: the hand is played out as dealt.",
    Remedy.DEAD_HAND: "That player's hand is dead; the hand goes on.",
    Remedy.REPLACE_AND_BURN: "Finish the deal, give him the top card, and use the exposed "
    "card as the first burn.",
    Remedy.CARD_PLAYS: "The card plays; no replacement.",
    Remedy.BOXED_SET_ASIDE: "Set the boxed card aside and use the next card.",
    Remedy.VOID_RETURN_ALL: "The hand is void: every chip goes back to whoever put it in.",
    Remedy.EXTRA_CARD_IS_BURN: "Put the extra card back on the stub as the first burn.",
    Remedy.UPCARD_THIRD_DOWN: "The exposed card becomes his upcard; deal his third card face down.",
    Remedy.REPLACE_FACE_DOWN: "Take the exposed card out and deal him a replacement face down.",
    Remedy.KEEP_WITH_ALLIN_OPTION: "The card stays up; he may declare all-in for the pot as "
    "it stands.",
    Remedy.RESHUFFLE_REDEAL_NO_BURN: "Burn stays; the card goes back into the stub, reshuffle "
    "the stub, deal it again after the betting without another burn.",
    Remedy.SET_ASIDE_PREMATURE: "Set the card aside; burn and turn the next card; shuffle it "
    "back in for the river.",
    Remedy.RANDOM_BURN_FROM_FOUR: "Floor scrambles the four; one at random is the turn's "
    "burn, the other three are the flop.",
    Remedy.RESHUFFLE_FLOP: "Put the flop cards back into the stub, reshuffle and deal a new flop.",
    Remedy.SCRAMBLE_PICK_BURN: "Scramble the three; one at random is the burn; the next card "
    "completes the flop.",
    Remedy.CARD_STANDS: "The card stands; carry on with the next street.",
    Remedy.DEAL_IN_LATE: "Deal him his cards from the top of the stub and go on.",
}
"""Each remedy as a choice of answer, in a dealer's words."""

REMEDY_MISTAKES: Final[dict[Remedy, str]] = {
    Remedy.MISDEAL: "misdeal_called_wrongly",
    Remedy.PLAY_ON: "played_through_a_misdeal",
    Remedy.DEAD_HAND: "killed_a_hand_wrongly",
    Remedy.REPLACE_AND_BURN: "replaced_a_card_that_plays",
    Remedy.CARD_PLAYS: "let_a_dealer_error_stand",
    Remedy.BOXED_SET_ASIDE: "treated_as_a_scrap_of_paper",
    Remedy.VOID_RETURN_ALL: "voided_a_live_hand",
    Remedy.EXTRA_CARD_IS_BURN: "used_a_card_as_burn_wrongly",
    Remedy.UPCARD_THIRD_DOWN: "stud_upcard_rule_misapplied",
    Remedy.REPLACE_FACE_DOWN: "stud_upcard_rule_misapplied",
    Remedy.KEEP_WITH_ALLIN_OPTION: "stud_upcard_rule_misapplied",
    Remedy.RESHUFFLE_REDEAL_NO_BURN: "board_card_procedure_mixed_up",
    Remedy.SET_ASIDE_PREMATURE: "board_card_procedure_mixed_up",
    Remedy.RANDOM_BURN_FROM_FOUR: "board_card_procedure_mixed_up",
    Remedy.RESHUFFLE_FLOP: "board_card_procedure_mixed_up",
    Remedy.SCRAMBLE_PICK_BURN: "board_card_procedure_mixed_up",
    Remedy.CARD_STANDS: "let_a_dealer_error_stand",
    Remedy.DEAL_IN_LATE: "dealt_a_skipped_seat_in_late",
}
"""The named mistake of choosing each remedy where it is wrong."""

_LETTERS: Final = "abcd"


def _seat_word(seat: int) -> str:
    return f"seat {seat}"


def _card_name(card: Card) -> str:
    return f"{RANK_NAMES[card.rank]} of {Suit(card.suit).name.lower()}"


_DECK: Final = tuple(Card(r, s) for r in range(2, 15) for s in Suit)
"""The 52 cards, deuces first (made once: a card does not change)."""


_SHORT_DECK: Final = tuple(c for c in _DECK if c.rank >= 6)
"""The 36 cards of short-deck hold'em: the deuces to fives taken out."""


def _deck(short: bool = False) -> list[Card]:
    return list(_SHORT_DECK if short else _DECK)


def _traps(correct: Answer, candidates: Sequence[tuple[str, Answer | None]]) -> tuple[Trap, ...]:
    return mistakes.traps(correct, candidates)


_SMALL_PARTS: Final = tuple(Part(amount=v) for v in range(64))
"""The parts of the amounts 0 to 63 (seats, counts, chips raced), made once: a part is a
frozen value, and one equal to it stands in for it anywhere."""


def _amounts(*values: int) -> Answer:
    small = _SMALL_PARTS
    return tuple([small[v] if 0 <= v < 64 else Part(amount=v) for v in values])


# --- next_blinds ----------------------------------------------------------------------------


def _table(rng: Prng) -> tuple[int, list[int]]:
    seats = rng.choice((6, 8, 9, 9, 10))
    occupied = list(range(1, seats + 1))
    for _ in range(rng.below(3)):
        if len(occupied) > 4:
            occupied.remove(rng.choice(occupied))
    return seats, occupied


def _after(seat: int, seats: int, among: Sequence[int]) -> int:
    for k in range(1, seats + 1):
        s = (seat - 1 + k) % seats + 1
        if s in among:
            return s
    raise ValueError("no player")


def _positions_answer(p: pr.Positions) -> Answer:
    return _amounts(p.button, p.small_blind or 0, p.big_blind)


def _pose_next_blinds(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    seats, occupied = _table(rng)
    heads = rng.chance(15)
    if heads:  # three left: one busting makes the next hand heads-up
        rng.shuffle(occupied)
        occupied = sorted(occupied[:3])
    button = rng.choice(occupied)
    sb = _after(button, seats, occupied)
    bb = _after(sb, seats, occupied)
    if len(occupied) == 2:
        return None
    event = rng.choice(("sb", "bb", "button", "other", "none", "sb", "bb"))
    busted: list[int] = []
    if event == "sb":
        busted = [sb]
    elif event == "bb":
        busted = [bb]
    elif event == "button":
        busted = [button]
    elif event == "other":
        rest = [s for s in occupied if s not in (button, sb, bb)]
        if rest:
            busted = [rng.choice(rest)]
    left = [s for s in occupied if s not in busted]
    if len(left) < 2:
        return None
    key = pr.next_positions(seats, left, button, sb, bb, profile)
    played = eliminated_hand(
        vid,
        rng.derive("hand"),
        profile,
        seat_count=seats,
        button=button,
        occupied=occupied,
        busted=busted[0] if busted else None,
    )
    if played is None:  # no deal of 50 made him lose the whole pot (ties, split pots)
        return None
    hand, phh_seats = played
    other_value = (
        "moving_button" if profile.button_movement.value == "dead_button" else "dead_button"
    )
    other = pr.next_positions(
        seats, left, button, sb, bb, profile.with_options(button_movement=other_value)
    )
    correct = _positions_answer(key)
    twice = (
        _amounts(key.button, key.small_blind or 0, bb)
        if bb in left and bb != key.big_blind
        else None
    )
    skip_bb = _after(key.big_blind, seats, left)
    candidates: list[tuple[str, Answer | None]] = [
        ("other_venue_rule", _positions_answer(other)),
        ("big_blind_twice", twice),
        (
            "skipped_player_due_big_blind",
            _amounts(key.button, key.small_blind or 0, skip_bb)
            if not key.heads_up and key.small_blind is not None
            else None,
        ),
        ("button_not_moved", _amounts(button, sb if sb in left else 0, bb if bb in left else 0)),
    ]
    who = ", ".join(map(str, occupied))
    gone = f" Seat {busted[0]} is eliminated on this hand." if busted else " Nobody is eliminated."
    prompt = (
        f"Tournament, {seats}-seat table; players in seats {who}. This hand: button seat "
        f"{button}, small blind seat {sb}, big blind seat {bb}.{gone} Where are the button, the "
        "small blind and the big blind on the next hand? Give three seat numbers, 0 for no "
        "small blind."
    )
    working = (
        *(Step(s) for s in key.steps),
        Step(f"Button: seat {key.button}.", (), key.button),
        Step(
            f"Small blind: seat {key.small_blind}."
            if key.small_blind
            else "Small blind: none (0).",
            (),
            key.small_blind or 0,
        ),
        Step(f"Big blind: seat {key.big_blind}.", (), key.big_blind),
    )
    return HandPosed(
        prompt,
        AnswerForm(
            FormKind.AMOUNTS, ("button seat", "small blind seat (0: none)", "big blind seat")
        ),
        correct,
        working,
        key.rule,
        ("P.4",),
        _traps(correct, candidates),
        key.option or "",
        actions=len(busted) + 1,
        points=(1 if busted else 0)
        + (2 if key.small_blind is None or key.heads_up else 0)
        + (1 if key.button not in left else 0),
        ask="next_blinds",
        situation=hand,
        params=(("seats", tuple(phh_seats)), ("seat_count", seats)),
    )


# --- missed_blind_post ----------------------------------------------------------------------

_CASH_BLINDS: Final = ((1, 2), (1, 3), (2, 5), (5, 10), (10, 20), (25, 50))


def _pose_missed_blind_post(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    small, big = rng.choice(_CASH_BLINDS)
    missed = rng.choice(("both", "both", "small"))  # away for his big blind: he misses both
    choices, rule, option = pr.missed_blind_choices(
        small, big, missed_small=missed != "big", missed_big=missed != "small", profile=profile
    )
    post = choices[0]
    correct = _amounts(post.live, post.dead, post.pot_before_action)
    missed_words = {
        "both": "both blinds",
        "big": "the big blind",
        "small": "the small blind",
    }[missed]
    candidates: list[tuple[str, Answer | None]] = [
        ("missed_blinds_all_live", _amounts(post.live + post.dead, 0, post.pot_before_action)),
        ("dead_blind_left_out", _amounts(post.live, post.dead, post.pot_before_action - post.dead)),
        (
            "posted_only_the_big_blind",
            _amounts(big, 0, small + big + big) if missed == "both" else None,
        ),
    ]
    prompt = (
        f"Cash game, {small}/{big} blinds. A player who missed {missed_words} while away comes "
        "back and posts what he owes to be dealt in now (not under the gun straddle). How much "
        "of his post is live, how much is dead, and how much is in the pot before anyone acts "
        "(the two normal blinds included)?"
    )
    working = (
        Step(post.description),
        Step(f"Live: {money(post.live)}.", (), post.live),
        Step(f"Dead: {money(post.dead)}.", (), post.dead),
        Step(
            f"Pot: {small} + {big} + {post.live} + {post.dead} = {money(post.pot_before_action)}.",
            (small, big, post.live, post.dead),
            post.pot_before_action,
        ),
    )
    return Posed(
        prompt,
        AnswerForm(FormKind.AMOUNTS, ("live", "dead", "pot before action")),
        correct,
        working,
        rule,
        ("P.4",),
        _traps(correct, candidates),
        option if len(choices) > 2 else "",
        actions=2,
        points=1 if missed == "both" else 2,
    )


# --- show_first -----------------------------------------------------------------------------


def _pose_show_first(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    seats = rng.choice((6, 8, 9, 10))
    button = rng.between(1, seats)
    n = rng.between(2, 4)
    pool = list(range(1, seats + 1))
    rng.shuffle(pool)
    players = sorted(pool[:n])
    order = sorted(players, key=lambda s: (s - button - 1) % seats)  # river acting order
    kind = rng.choice(("checked", "bet", "raise"))
    lines: list[str] = []
    last: int | None = None
    first_bettor: int | None = None
    last_caller: int | None = None
    if kind == "checked":
        lines = [f"seat {s} checks" for s in order]
    else:
        k = rng.below(len(order))
        for s in order[:k]:
            lines.append(f"seat {s} checks")
        first_bettor = order[k]
        lines.append(f"seat {first_bettor} bets")
        last = first_bettor
        rest = order[k + 1 :] + order[:k]
        if kind == "raise" and rest:
            raiser = rest[0]
            lines.append(f"seat {raiser} raises")
            last = raiser
            callers = [s for s in rest[1:]] + [first_bettor]
        else:
            callers = rest
        for s in callers:
            lines.append(f"seat {s} calls")
            last_caller = s
    key = pr.first_to_show(seats, players, button=button, last_aggressor=last)
    river = [(int(w[1]), w[2]) for w in (line.split() for line in lines)]
    hand, phh_seats = river_hand(
        vid,
        rng.derive("hand"),
        profile,
        seat_count=seats,
        button=button,
        players=players,
        river=river,
    )
    correct = _amounts(key.first)
    left = order[0]
    candidates: list[tuple[str, Answer | None]] = [
        ("first_left_of_button_despite_bet", _amounts(left) if last is not None else None),
        ("first_bettor_not_last_raiser", _amounts(first_bettor) if first_bettor else None),
        ("last_caller_shows_first", _amounts(last_caller) if last_caller else None),
        ("button_side_shows_first", _amounts(order[-1])),
    ]
    prompt = (
        f"Cash game, {seats} seats, button seat {button}. River: {'; '.join(lines)}. Nobody "
        "tables his cards. Which seat must show first?"
    )
    working = (
        Step(f"{key.reason.capitalize()}."),
        Step(f"Seat {key.first} shows first.", (), key.first),
    )
    return HandPosed(
        prompt,
        AnswerForm(FormKind.AMOUNT, ("seat",)),
        correct,
        working,
        key.rule,
        ("P.5",),
        _traps(correct, candidates),
        "",
        actions=len(lines),
        points=(0 if kind == "checked" else 1) + (n - 2),
        ask="show_first",
        situation=hand,
        params=(("seats", tuple(phh_seats)), ("seat_count", seats)),
    )


# --- irregularity ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Scene:
    what: Irregularity
    text: str
    acts: tuple[Act, ...] = ()
    action_on_card: bool = False
    initial_deal: bool = True
    distractors: tuple[Remedy, ...] = ()
    games: str = "flop"
    """``flop`` (hold'em and Omaha), ``stud``, ``draw`` or ``any``."""
    told: bool = False
    """The scene tells the acts drawn for it (``{said}``), and they are its ``acts``."""


_ACT_WORDS: Final = {
    Act.CHECK: "checks",
    Act.BET: "bets",
    Act.RAISE: "raises",
    Act.CALL: "calls",
    Act.FOLD: "folds",
}


I = Irregularity  # noqa: E741 - short alias in the scene table


_M, _P, _D, _V = Remedy.MISDEAL, Remedy.PLAY_ON, Remedy.DEAD_HAND, Remedy.VOID_RETURN_ALL
_R, _C, _B = Remedy.REPLACE_AND_BURN, Remedy.CARD_PLAYS, Remedy.BOXED_SET_ASIDE

_SCENES: Final = (
    _Scene(
        I.FIRST_CARD_EXPOSED,
        "The dealer pitches the first card of the deal face up (the {card}).",
        distractors=(_R, _P, _C),
        # a misdeal in flop games (procedures P.1); in stud an exposed downcard is ruled by
        # STUD_EXPOSED_DOWNCARD (its own scene below), so this scene is not dealt there
        games="flop",
    ),
    _Scene(
        I.TWO_DOWNCARDS_EXPOSED,
        "During the deal the dealer exposes one player's first "
        "card and, later, another player's second card. No one has acted.",
        distractors=(_R, _P, _C),
        games="flop",
    ),
    _Scene(
        I.ONE_DOWNCARD_EXPOSED,
        "In the second round of the deal the dealer flips seat "
        "{seat}'s card face up (the {card}); he says he would like to keep it.",
        distractors=(_M, _C, _P),
        games="flop",
    ),
    _Scene(
        I.PLAYER_FLASHED,
        "Seat {seat} lifts his first card carelessly during the deal and both neighbours see it.",
        distractors=(_R, _M, _D),
        games="any",
    ),
    _Scene(
        I.SEAT_DEALT_OUT,
        "Seat {next_seat} was skipped by the deal and has no cards; before anyone notices, {said}.",
        told=True,
        # not "his hand is dead": he has no hand, so that would read as the same ruling
        distractors=(_M, _P, Remedy.DEAL_IN_LATE, Remedy.VOID_RETURN_ALL),
        games="any",
    ),
    _Scene(
        I.WRONG_NUMBER_OF_CARDS,
        "Seat {next_seat} finds he has one card too many; before that, {said}.",
        told=True,
        distractors=(_M, _P, _D),
        games="flop",
    ),
    _Scene(
        I.ONE_EXTRA_CARD,
        "After both rounds of the deal the dealer pitches one more "
        "card to the small blind; it lies apart from his two cards and no one has acted.",
        distractors=(_M, Remedy.EXTRA_CARD_IS_BURN, _D),
        games="flop",
    ),
    _Scene(
        I.BOXED_CARD,
        "During the first round of the deal the next card for seat {seat} is face up in the deck.",
        distractors=(_M, _B, _R),
        games="any",
    ),
    _Scene(
        I.SECOND_BOXED_CARD,
        "One boxed card was set aside during the deal. After the "
        "flop betting, the dealer burns and finds the next card face up in the stub.",
        acts=(Act.CALL, Act.CALL, Act.CHECK, Act.BET, Act.CALL),
        initial_deal=False,
        distractors=(_B, _V, _M),
        games="flop",
    ),
    _Scene(
        I.FOULED_DECK,
        "At the showdown both players hold the same card, the queen of "
        "spades, after betting on every street.",
        acts=(Act.RAISE, Act.CALL, Act.BET, Act.CALL),
        distractors=(_V, _P, _M),
        games="any",
    ),
    _Scene(
        I.STUD_DOWNCARD_EXPOSED,
        "The dealer turns seat {seat}'s first downcard face "
        "up (the {card}); his other cards are not dealt yet.",
        distractors=(Remedy.UPCARD_THIRD_DOWN, _M, _R),
        games="stud",
    ),
    _Scene(
        I.STUD_7TH_EXPOSED,
        "Three players on 7th street; the dealer deals the middle "
        "player's 7th card face up; betting remains.",
        distractors=(Remedy.REPLACE_FACE_DOWN, Remedy.KEEP_WITH_ALLIN_OPTION, _M),
        games="stud",
    ),
    _Scene(
        I.PREMATURE_FLOP,
        "Before the big blind acts pre-flop, the dealer burns and deals the flop.",
        distractors=(Remedy.RESHUFFLE_REDEAL_NO_BURN, _M, _P),
        games="flop",
    ),
    _Scene(
        I.PREMATURE_TURN,
        "On the flop the first player bets; before the next player "
        "acts the dealer burns and turns the {card}.",
        acts=(Act.BET,),
        distractors=(Remedy.RESHUFFLE_REDEAL_NO_BURN, Remedy.SET_ASIDE_PREMATURE, _P),
        games="flop",
    ),
    _Scene(
        I.PREMATURE_RIVER,
        "On the turn one player bets and before the other acts the "
        "dealer burns and deals the river.",
        distractors=(Remedy.RESHUFFLE_REDEAL_NO_BURN, Remedy.SET_ASIDE_PREMATURE, _M),
        games="flop",
    ),
    _Scene(
        I.FOUR_CARD_FLOP,
        "After the burn the dealer turns four cards for the flop.",
        distractors=(Remedy.RANDOM_BURN_FROM_FOUR, Remedy.RESHUFFLE_FLOP, _M),
        games="flop",
    ),
    _Scene(
        I.FLOP_NO_BURN,
        "The dealer deals the flop without burning; it is noticed before any flop action.",
        distractors=(Remedy.SCRAMBLE_PICK_BURN, Remedy.RESHUFFLE_FLOP, Remedy.CARD_STANDS),
        games="flop",
    ),
    _Scene(
        I.FLOP_NO_BURN,
        "The flop was dealt without a burn; the first player checks, "
        "then the missing burn is noticed.",
        action_on_card=True,
        distractors=(Remedy.SCRAMBLE_PICK_BURN, Remedy.RESHUFFLE_FLOP, Remedy.CARD_STANDS),
        games="flop",
    ),
)
"""Every irregularity asked, its text a template ({card}: a card's name, {seat}: a seat
from 3 to 8, {next_seat}: the seat after it, {said}: the acts told); made once, the one
asked is filled in."""

_FAMILY_SCENES: Final = {
    family: tuple(s for s in _SCENES if s.games in ("any", family))
    for family in ("flop", "stud", "draw")
}
"""The scenes that fit each family of games (as :func:`_game_family` names them)."""


def _scene(rng: Prng, family: str, short_deck: bool = False) -> _Scene:
    """A scene of a game of ``family``, filled in: the card and seats are drawn first, then
    the scene, as when every scene was written out before one was chosen.

    The card named is one of the game's deck (a short deck has no deuce to five: one dealt
    would be a misdeal of its own). A scene that tells the acts of others before a player
    finds his cards wrong has that player act after them: a player skipped by the deal
    cannot call, and the ruling turns on what the others did before it was noticed.
    """
    deck = _deck(short_deck)
    rng.shuffle(deck)
    card = _card_name(deck[0])
    seat = rng.between(3, 8)
    acts2 = rng.choice(
        ((Act.FOLD, Act.FOLD), (Act.CALL, Act.FOLD), (Act.FOLD, Act.CALL), (Act.RAISE,), ())
    )
    scene = rng.choice(_FAMILY_SCENES[family])
    if scene.told and seat + 1 <= 2 + len(acts2):  # {next_seat} would be one who acted
        seat = 2 + len(acts2)
    said = (
        "; ".join(f"seat {3 + k} {_ACT_WORDS[a]}" for k, a in enumerate(acts2))
        if acts2
        else "nobody has acted"
    )
    text = scene.text.format(card=card, seat=seat, next_seat=seat + 1, said=said)
    return _Scene(
        scene.what,
        text,
        acts2 if scene.told else scene.acts,
        scene.action_on_card,
        scene.initial_deal,
        scene.distractors,
        scene.games,
        scene.told,
    )


def _game_family(vid: str) -> str:
    game = GAMES[VARIANTS[vid].code]
    if game.stud:
        return "stud"
    if game.forced is ForcedBets.BLINDS and any(s.board for s in game.streets):
        return "flop"
    return "draw"


def _pose_irregularity(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    family = _game_family(vid)
    scene = _scene(rng, family, GAMES[VARIANTS[vid].code].short_deck)
    ruling = irr.rule_irregularity(
        scene.what,
        acts=scene.acts,
        profile=profile,
        action_on_card=scene.action_on_card,
        initial_deal=scene.initial_deal,
    )
    options = [ruling.remedy, *(d for d in scene.distractors if d is not ruling.remedy)]
    for extra in (Remedy.MISDEAL, Remedy.PLAY_ON, Remedy.DEAD_HAND, Remedy.VOID_RETURN_ALL):
        if len(options) >= 4:
            break
        if extra not in options:
            options.append(extra)
    options = options[:4]
    rng.shuffle(options)
    letters = {rem: _LETTERS[k] for k, rem in enumerate(options)}
    other = _other_profile_remedy(scene, ruling, profile)
    candidates: list[tuple[str, Answer | None]] = []
    if other is not None and other in letters and other is not ruling.remedy:
        candidates.append(("other_venue_rule", (Part(letter=letters[other]),)))
    for rem in options:
        if rem is not ruling.remedy:
            candidates.append((REMEDY_MISTAKES[rem], (Part(letter=letters[rem]),)))
    correct: Answer = (Part(letter=letters[ruling.remedy]),)
    form = AnswerForm(
        FormKind.CHOICE,
        ("ruling",),
        tuple(Choice(letters[r], REMEDY_TEXT[r]) for r in options),
    )
    working = (*(Step(s) for s in ruling.steps), Step(f'The dealer says: "{ruling.announcement}"'))
    title = VARIANTS[vid].title
    return Posed(
        f"{title}. {scene.text} What is the ruling?",
        form,
        correct,
        working,
        ruling.rule,
        (IRREGULARITY_ANCHORS[scene.what],),
        _traps(correct, candidates),
        ruling.option or "",
        actions=len(scene.acts) + 1,
        points=(1 if ruling.option else 0) + (1 if scene.acts else 0),
    )


IRREGULARITY_ANCHORS: Final[dict[Irregularity, str]] = {
    **{w: "P.1" for w in Irregularity},
    **{
        w: "P.2"
        for w in (
            I.ONE_DOWNCARD_EXPOSED,
            I.PLAYER_FLASHED,
            I.BOXED_CARD,
            I.SECOND_BOXED_CARD,
            I.STUD_DOWNCARD_EXPOSED,
            I.STUD_7TH_EXPOSED,
        )
    },
    **{
        w: "P.3"
        for w in (
            I.PREMATURE_FLOP,
            I.PREMATURE_TURN,
            I.PREMATURE_RIVER,
            I.FOUR_CARD_FLOP,
            I.FLOP_NO_BURN,
            I.DOUBLE_BURN,
        )
    },
}
"""The paragraph of the procedures (rules/procedures.md) each irregularity is asked under:
P.1 misdeals, P.2 exposed, flashed and boxed cards, P.3 board irregularities; the one table."""


def _other_profile_remedy(
    scene: _Scene, ruling: irr.IrregularityRuling, profile: VenueProfile
) -> Remedy | None:
    """The remedy under the other value of the switch that decided it, if one did."""
    if not ruling.option:
        return None
    name, value = ruling.option.split("=")
    enum_type = type(getattr(profile, name.lower()))
    for member in enum_type:
        if member.value != value:
            other = irr.rule_irregularity(
                scene.what,
                acts=scene.acts,
                profile=profile.with_options(**{name.lower(): member.value}),
                action_on_card=scene.action_on_card,
                initial_deal=scene.initial_deal,
            )
            if other.remedy is not ruling.remedy:
                return other.remedy
    return None


# --- chip_race and colour_up ----------------------------------------------------------------

_COLOUR_UPS: Final = ((25, 100), (100, 500), (500, 1000), (1000, 5000), (5, 25))


def _pose_chip_race(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    old, new = rng.choice(_COLOUR_UPS[:4])
    per = new // old
    seats = sorted(rng.between(1, 9) for _ in range(rng.between(2, 4)))
    seats = sorted(set(seats))
    if len(seats) < 2:
        return None
    leftovers = {s: rng.between(1, per - 1) for s in seats}
    total = sum(leftovers.values()) * old
    if total > 2 * new + new // 2 - 1 or total >= 3 * new:
        return None
    deck = _deck()
    rng.shuffle(deck)
    cards: dict[int, list[Card]] = {}
    k = 0
    for s in seats:
        cards[s] = deck[k : k + leftovers[s]]
        k += leftovers[s]
    only = rng.choice(seats) if rng.chance(35) else None
    other_chips = {s for s in seats if s != only}
    race = pr.chip_race(
        leftovers, cards, old=old, new=new, other_chips=other_chips, profile=profile
    )
    if race.raced > 2:
        return None

    def answer_of(r: pr.ChipRace) -> Answer:
        w = [*r.winners, 0, 0]
        return _amounts(r.raced, w[0], w[1], r.protected[0] if r.protected else 0)

    correct = answer_of(race)
    # wrong ways: a player winning twice; suits ranked the wrong way; the raced-out player
    # highest card first, by rank then suit (numbers: quicker than comparing cards)
    ordered = sorted(
        ((c.rank, int(c.suit), s) for s, cs in cards.items() for c in cs), reverse=True
    )
    twice = [s for _, _, s in ordered[: race.raced]]
    rev = sorted(
        ((c.rank, 3 - int(c.suit), s) for s, cs in cards.items() for c in cs), reverse=True
    )
    rev_w: list[int] = []
    for _r, _su, s in rev:
        if len(rev_w) == race.raced:
            break
        if s not in rev_w:
            rev_w.append(s)
    other_round = (
        "whole_chips_only"
        if profile.chip_race_pool_rounding.value == "half_or_more_rounds_up"
        else "half_or_more_rounds_up"
    )
    other_venue = profile.with_options(chip_race_pool_rounding=other_round)
    # the winners and who is kept in follow from the count alone (the same cards, the same
    # seats): where the other venue races as many chips, its answer is this one, and the race
    # is not run again (tests/engine/test_procedures.py holds both on many tables)
    if pr.chips_raced(leftovers, old=old, new=new, profile=other_venue) == race.raced:
        other_answer = correct
    else:
        other_answer = answer_of(
            pr.chip_race(
                leftovers, cards, old=old, new=new, other_chips=other_chips, profile=other_venue
            )
        )
    candidates: list[tuple[str, Answer | None]] = [
        ("other_venue_rule", other_answer),
        (
            "race_two_chips_one_player",
            _amounts(race.raced, *([*twice, 0, 0])[:2], correct[3].amount or 0),
        ),
        (
            "race_suit_order_reversed",
            _amounts(race.raced, *([*rev_w, 0, 0])[:2], correct[3].amount or 0),
        ),
        (
            "raced_a_player_out",
            _amounts(race.raced, correct[1].amount or 0, correct[2].amount or 0, 0)
            if race.protected
            else None,
        ),
    ]
    lines = "; ".join(
        f"seat {s}: {leftovers[s]} x {old} (race cards {' '.join(map(card_text, cards[s]))})"
        for s in seats
    )
    only_text = (
        f" Seat {only} has no other chips."
        if only is not None
        else " Every player has other chips."
    )
    prompt = (
        f"Tournament colour-up: the {old} chips are removed; the {new} chip is now the smallest. "
        f"Leftover {old}s and race cards: {lines}.{only_text} How many {new} chips are raced, "
        "which seat wins the first and which the second (0: none), and which seat is given a "
        "chip so he is not raced out (0: none)?"
    )
    working = (
        Step(
            f"Leftovers: {' + '.join(str(leftovers[s] * old) for s in seats)} = {money(total)}.",
            tuple(leftovers[s] * old for s in seats),
            total,
        ),
        Step(f"Chips raced: {race.raced}.", (), race.raced),
        *(Step(f"Seat {s} wins a chip.", (), s) for s in race.winners),
        *(Step(f"Seat {s} is not raced out.", (), s) for s in race.protected),
        *((Step("No second chip: 0.", (), 0),) if race.raced < 2 else ()),
        *((Step("Nobody is raced out: 0.", (), 0),) if not race.protected else ()),
    )
    return HandPosed(
        prompt,
        AnswerForm(
            FormKind.AMOUNTS,
            (
                "chips raced",
                "first chip: seat",
                "second chip: seat (0: none)",
                "kept in: seat (0: none)",
            ),
        ),
        correct,
        working,
        race.rule,
        ("P.7",),
        _traps(correct, candidates),
        race.option or "",
        actions=sum(leftovers.values()),
        points=race.raced + (1 if race.protected else 0) + (1 if race.option else 0),
        # the table as the dealer sees it: each racing seat's chips and race cards face up
        params=(
            ("race_chip", old),
            ("race", tuple((s, leftovers[s], tuple(map(card_text, cards[s]))) for s in seats)),
            ("no_other_chips", only or 0),
            ("seat_count", 9),
        ),
    )


def _colour_up_pile(value: int, count: int) -> ChipPile:
    """The player's ``count`` chips of ``value``, drawn on the table: in tournament chips
    where the set has that chip, else in the casino's cash chips (the 5 chip)."""
    return ChipPile("tournament" if value >= 25 else "cash", ((value, count),))


def _pose_colour_up(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    old, new = rng.choice(_COLOUR_UPS)
    per = new // old
    if rng.chance(30):  # removed chips found after the race
        count = rng.between(1, 3 * per - 1)
        found = pr.exchange_found_chips(count * old, new)
        correct = _amounts(found.chips, found.removed)
        candidates: list[tuple[str, Answer | None]] = [
            ("paid_for_part_of_a_chip", _amounts(found.chips + 1, 0) if found.removed else None),
            ("no_exchange_after_race", _amounts(0, count * old)),
            (
                "found_chips_counted_by_set",
                _amounts(count // per, count % per) if count % per else None,
            ),
        ]
        prompt = (
            f"After the chip race a player's {count} x {money(old)} chips ({money(count * old)}) are "
            f"found in his stack; the smallest chip now in play is {money(new)}. How many {money(new)} chips "
            "does he get, and how much is removed without compensation?"
        )
        working = (
            Step(f"{count} x {money(old)} = {money(count * old)}.", (old,) * count, count * old),
            Step(f"{money(count * old)} buys {found.chips} x {money(new)}.", (), found.chips),
            Step(
                f"{money(count * old)} - {money(found.value)} = {money(found.removed)} removed.",
                (count * old, -found.value),
                found.removed,
            ),
        )
        return HandPosed(
            prompt,
            AnswerForm(FormKind.AMOUNTS, (f"{money(new)} chips", "removed")),
            correct,
            working,
            found.rule,
            ("P.7",),
            _traps(correct, candidates),
            "",
            actions=count,
            points=2,
            pile=_colour_up_pile(old, count),
        )
    count = rng.between(1, 4 * per + per - 1)
    cu = pr.colour_up(count, old, new)
    correct = _amounts(cu.exchanged, cu.leftover)
    candidates = [
        ("rounded_up_a_part_set", _amounts(cu.exchanged + 1, 0) if cu.leftover else None),
        ("swapped_new_and_leftover", _amounts(cu.leftover, cu.exchanged)),
        ("counted_value_as_chips", _amounts(count * old // new, 0) if cu.leftover else None),
        ("exchanged_nothing", _amounts(0, count)),
    ]
    prompt = (
        f"Colour-up: the {money(old)} chips are removed and raced off; the {money(new)} chip stays. A player "
        f"has {count} chips of {money(old)}. How many {money(new)} chips does he get for whole sets, and how "
        f"many {money(old)}s are left for the race?"
    )
    working = (
        Step(f"{per} chips of {money(old)} make one {money(new)}.", (), None),
        Step(f"{count} chips: {cu.exchanged} whole sets.", (), cu.exchanged),
        Step(
            f"{count} - {cu.exchanged * per} = {cu.leftover} left for the race.",
            (count, -cu.exchanged * per),
            cu.leftover,
        ),
    )
    return HandPosed(
        prompt,
        AnswerForm(FormKind.AMOUNTS, (f"{money(new)} chips", f"{money(old)}s left")),
        correct,
        working,
        pr.CITATIONS["chip_race"],
        ("P.7",),
        _traps(correct, candidates),
        "",
        actions=count,
        points=1 if count < 2 * per else 2,
        pile=_colour_up_pile(old, count),
    )


# --- balance_move ---------------------------------------------------------------------------


def _pose_balance_move(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    seats = rng.choice((9, 10))
    last_bb_full = rng.between(1, seats)
    next_bb = last_bb_full % seats + 1
    occupied = list(range(1, seats + 1))
    for _ in range(rng.between(1, 3)):
        if len(occupied) > seats - 3:
            occupied.remove(rng.choice(occupied))
    last_bb_short = rng.choice(occupied)
    move = pr.balance_move(
        seats,
        next_big_blind=next_bb,
        short_table_occupied=occupied,
        short_table_last_big_blind=last_bb_short,
    )
    open_seats = [s for s in range(1, seats + 1) if s not in occupied]
    best = max(open_seats, key=lambda s: (s - last_bb_short - 1) % seats)
    assert move.to_seat is not None
    correct = _amounts(move.mover, move.to_seat)
    candidates: list[tuple[str, Answer | None]] = [
        ("moved_last_big_blind", _amounts(last_bb_full, move.to_seat)),
        ("gave_the_best_seat", _amounts(move.mover, best)),
        ("moved_the_button", _amounts((last_bb_full - 3) % seats + 1, move.to_seat)),
    ]
    prompt = (
        f"Tournament, hold'em, {seats}-handed. Table A is full; its last hand's big blind was "
        f"seat {last_bb_full}. Table B has open seat{'s' if len(open_seats) > 1 else ''} "
        f"{', '.join(map(str, open_seats))}; its "
        f"last hand's big blind was seat {last_bb_short}. The floor moves one player from A to "
        "B. Which seat at A moves, and which seat does he take at B?"
    )
    working = (
        Step(
            f"The player due for the big blind next at A moves: seat {move.mover}.", (), move.mover
        ),
        Step(
            f"He takes the worst position at B, the open seat that takes the big blind soonest: "
            f"seat {move.to_seat}.",
            (),
            move.to_seat,
        ),
    )
    return Posed(
        prompt,
        AnswerForm(FormKind.AMOUNTS, ("seat that moves", "seat he takes")),
        correct,
        working,
        move.rule,
        ("P.7",),
        _traps(correct, candidates),
        "",
        actions=2,
        points=len(open_seats),
    )


# --- announcement ---------------------------------------------------------------------------


def _pose_announcement(vid: str, rng: Prng, profile: VenueProfile) -> Posed | None:
    game = GAMES[VARIANTS[vid].code]
    if game.stud and VARIANTS[vid].code == "F7S":
        return _announce_stud(vid, rng)
    return _announce_pot(vid, rng)


def _announce_stud(vid: str, rng: Prng) -> Posed | None:
    deck = _deck()
    rng.shuffle(deck)
    seats = sorted({rng.between(1, 8) for _ in range(5)})
    if len(seats) < 3:
        return None
    if rng.chance(50):
        up = {s: [deck[k]] for k, s in enumerate(seats)}
        seat, said = pr.stud_announcement(up, 3)
        low = up[seat][0]
        same_rank = [c for s, cs in up.items() for c in cs if c.rank == low.rank and s != seat]
        highest = max(up, key=lambda s: up[s][0])
        wrong = {
            "bring_in_highest_card": f"{_card_name(up[highest][0])} brings it in",
            "bring_in_suit_order": (
                f"{_card_name(same_rank[0])} brings it in" if same_rank else None
            ),
            "bring_in_rank_only": f"{RANK_NAMES[low.rank]} brings it in",
        }
        street = "3rd street"
        shown = "; ".join(f"seat {s} shows {up[s][0]}" for s in seats)
    else:
        up = {s: [deck[2 * k], deck[2 * k + 1]] for k, s in enumerate(seats)}
        seat, said = pr.stud_announcement(up, 4)
        suited = [s for s in seats if up[s][0].suit == up[s][1].suit]
        top = max(up, key=lambda s: max(up[s]))
        wrong = {
            "announced_a_possible_flush": (
                f"possible flush, seat {suited[0]}, first to act" if suited else None
            ),
            "named_high_card_over_pair": (
                f"{RANK_NAMES[max(up[top]).rank]} high, first to act"
                if said.startswith("pair") and top != seat
                else None
            ),
            "named_the_low_hand_first": "low hand, first to act",
        }
        street = "4th street"
        shown = "; ".join(f"seat {s} shows {up[s][0]} {up[s][1]}" for s in seats)
    texts: list[tuple[str | None, str]] = [(None, said)] + [
        (mid, text) for mid, text in wrong.items() if text is not None and text != said
    ]
    texts = texts[:4]
    if len(texts) < 3:
        return None  # too few real mistakes to offer: deal again
    order = list(range(len(texts)))
    rng.shuffle(order)
    choices = tuple(Choice(_LETTERS[k], texts[i][1]) for k, i in enumerate(order))
    letter_of = {i: _LETTERS[k] for k, i in enumerate(order)}
    correct: Answer = (Part(letter=letter_of[0]),)
    candidates = [(texts[i][0] or "", (Part(letter=letter_of[i]),)) for i in range(1, len(texts))]
    return Posed(
        f"Seven-card stud, {street}: {shown}. What does the dealer announce?",
        AnswerForm(FormKind.CHOICE, ("announcement",), choices),
        correct,
        (
            Step(f'Seat {seat}: "{said}".'),
            Step("Possible straights and flushes are never announced."),
        ),
        pr.CITATIONS["stud_announce"],
        ("P.6",),
        _traps(correct, candidates),
        "",
        actions=len(seats),
        points=1 if street == "3rd street" else 2,
    )


def _announce_pot(vid: str, rng: Prng) -> Posed | None:
    structure = VARIANTS[vid].structure
    family = _game_family(vid)
    single = sum(st.draw for st in GAMES[VARIANTS[vid].code].streets) == 1
    when = {
        "flop": "after the flop",
        "stud": "on fifth street",
        "draw": "after the draw" if single else "after the first draw",
    }
    unit = rng.choice((25, 100))
    pot = unit * rng.between(8, 60)
    bet = unit * rng.between(2, 30) if rng.chance(60) else 0
    stakes = ""
    if structure == "fixed_limit":
        # a fixed-limit bet is the street's bet: the small bet after the flop and after the
        # first draw, the big bet on fifth street in stud (a bet of 3,000 into 1,200 at a
        # limit table cannot happen)
        small = unit * rng.choice((2, 4, 8))
        stakes = f" {money(small)}/{money(2 * small)}"
        pot = small * rng.between(3, 12)
        if bet:
            bet = 2 * small if family == "stud" else small
    ans = pr.pot_count_request(structure, pot=pot, facing=bet, bets_in_front=bet)
    said = ans.announcement
    if ans.amount is None:
        wrong: dict[str, str] = {
            "pot_count_outside_pot_limit": f"Pot is {money(pot + bet)}.",
            "counted_for_the_wrong_game": f"Pot is a raise to {money(3 * bet + pot)}."
            if bet
            else f"You can bet {money(pot)}.",
            "refused_to_spread_the_pot": "I can't help you with the pot.",
        }
    else:
        wrong = {
            "pot_without_the_call": f"Pot is a raise to {money(pot + 2 * bet)}."
            if bet
            else f"Pot is {money(pot * 2)}.",
            "pot_forgot_bets_in_front": f"Pot is a raise to {money(pot + bet)}."
            if bet
            else f"Pot is {money(pot + unit)}.",
            "pot_count_refused_in_pot_limit": pr.pot_count_request(
                "no_limit", pot=pot
            ).announcement,
        }
    texts: list[tuple[str, str]] = [("", said)]
    for mid, text in wrong.items():
        if all(text != t for _, t in texts):
            texts.append((mid, text))
    if len(texts) < 3:
        return None
    order = list(range(len(texts)))
    rng.shuffle(order)
    choices = tuple(Choice(_LETTERS[k], texts[i][1]) for k, i in enumerate(order))
    letter_of = {i: _LETTERS[k] for k, i in enumerate(order)}
    correct: Answer = (Part(letter=letter_of[0]),)
    candidates = [(texts[i][0], (Part(letter=letter_of[i]),)) for i in range(1, len(texts))]
    facing = (
        f"A player bets {money(bet)}; the next player asks for the pot."
        if bet
        else "The first player to act asks for the pot."
    )
    return Posed(
        # the game named with its structure: the answer turns on it (only pot-limit counts)
        f"{game_title(GAMES[VARIANTS[vid].code], Structure(structure))}{stakes}, "
        f"{when[family]}; the pot is {money(pot)}. {facing} "
        "What does "
        "the dealer say?",
        AnswerForm(FormKind.CHOICE, ("announcement",), choices),
        correct,
        (
            Step("Only pot-limit has a pot count, given to the player facing the action."),
            Step(f'The dealer says: "{said}"'),
        ),
        ans.rule,
        ("P.6",),
        _traps(correct, candidates),
        "",
        actions=2 if bet else 1,
        points=2 if bet else 1,
    )


_POSERS: Final[dict[str, Callable[[str, Prng, VenueProfile], Posed | None]]] = {
    "next_blinds": _pose_next_blinds,
    "missed_blind_post": _pose_missed_blind_post,
    "show_first": _pose_show_first,
    "irregularity": _pose_irregularity,
    "chip_race": _pose_chip_race,
    "colour_up": _pose_colour_up,
    "balance_move": _pose_balance_move,
    "announcement": _pose_announcement,
}


def pose(kind: str, vid: str, rng: Prng, profile: VenueProfile = STANDARD) -> Posed | None:
    """A question of ``kind`` in variant ``vid``, or None when this draw makes none (the
    caller draws again)."""
    if kind not in _POSERS:
        raise KeyError(f"{kind!r} is not a procedure kind; they are: {', '.join(PROCEDURE_KINDS)}")
    posed = _POSERS[kind](vid, rng, profile)
    if posed is None:
        return None
    # steps are joined with "; " into one explanation: no full stop inside it
    working = tuple(Step(s.text.rstrip("."), s.terms, s.result) for s in posed.working)
    return _with_working(posed, working)


_FIELDS: dict[type[Posed], tuple[Callable[[Posed], tuple[Any, ...]], int]] = {}
"""Per class of posed question: a getter of its fields in order, and where ``working`` is."""


def _with_working(posed: Posed, working: tuple[Step, ...]) -> Posed:
    """``dataclasses.replace(posed, working=working)``, about six times quicker (once a
    question): every field of ``Posed`` and ``HandPosed`` is an ``__init__`` parameter, in
    the order declared, so the fields read at once and passed in that order make the same
    value (tests/quiz/test_procedures_quiz.py compares the two)."""
    cls = type(posed)
    known = _FIELDS.get(cls)
    if known is None:
        names = tuple(f.name for f in fields(cls))
        known = _FIELDS[cls] = (attrgetter(*names), names.index("working"))
    get, at = known
    values: list[Any] = list(get(posed))
    values[at] = working
    return cls(*values)


# --- questions from a described situation (Part B examples, packs) --------------------------


def ask_choice(
    prompt: str,
    right: str,
    wrong: Sequence[tuple[str, str]],
    *,
    rule: str,
    anchor: str,
    option: str = "",
    steps: Sequence[str] = (),
    rng: Prng | None = None,
) -> Posed:
    """A choice question: ``right`` is the engine's answer in words, ``wrong`` the
    ``(text, mistake id)`` of each wrong answer offered (at most three)."""
    if not 1 <= len(wrong) <= 3:
        raise ValueError("a choice question offers one to three wrong answers")
    texts = [right, *(t for t, _ in wrong)]
    order = list(range(len(texts)))
    if rng is not None:
        rng.shuffle(order)
    letter = {i: _LETTERS[k] for k, i in enumerate(order)}
    correct: Answer = (Part(letter=letter[0]),)
    candidates = [(m, (Part(letter=letter[i + 1]),)) for i, (_, m) in enumerate(wrong)]
    return Posed(
        prompt,
        AnswerForm(
            FormKind.CHOICE,
            ("answer",),
            tuple(Choice(_LETTERS[k], texts[i]) for k, i in enumerate(order)),
        ),
        correct,
        tuple(Step(s.rstrip(".")) for s in (*steps, f"Answer: {right}")),
        rule,
        (anchor,),
        _traps(correct, candidates),
        option,
        actions=1,
        points=1 + (1 if option else 0),
    )


def ask_numbers(
    prompt: str,
    labels: Sequence[str],
    values: Sequence[int],
    wrong: Sequence[tuple[str, Sequence[int]]],
    *,
    rule: str,
    anchor: str,
    option: str = "",
    steps: Sequence[str] = (),
) -> Posed:
    """A question answered with numbers (seats, chips), one per label; ``wrong`` are the
    ``(mistake id, numbers)`` of the wrong answers it recognises."""
    if len(labels) != len(values):
        raise ValueError("one value per label")
    correct = _amounts(*values)
    working = (
        *(Step(s.rstrip(".")) for s in steps),
        *(Step(f"{label}: {money(v)}", (), v) for label, v in zip(labels, values, strict=True)),
    )
    return Posed(
        prompt,
        AnswerForm(FormKind.AMOUNTS if len(labels) > 1 else FormKind.AMOUNT, tuple(labels)),
        correct,
        working,
        rule,
        (anchor,),
        _traps(correct, [(m, _amounts(*w)) for m, w in wrong if len(w) == len(values)]),
        option,
        actions=len(values),
        points=1 + (1 if option else 0),
    )


def reletter(posed: Posed, rng: Prng) -> Posed:
    """The same choice question with its choices in a shuffled order (letters a, b, c...),
    the answer and the recognised wrong answers following them."""
    if posed.form.kind is not FormKind.CHOICE:
        return posed
    choices = list(posed.form.choices)
    order = list(range(len(choices)))
    rng.shuffle(order)
    new = {choices[i].letter: _LETTERS[k] for k, i in enumerate(order)}

    def remap(answer: Answer) -> Answer:
        return tuple(replace(p, letter=new[p.letter]) if p.letter else p for p in answer)

    form = replace(
        posed.form,
        choices=tuple(
            Choice(_LETTERS[k], choices[i].text, choices[i].amount) for k, i in enumerate(order)
        ),
    )
    return replace(
        posed,
        form=form,
        answer=remap(posed.answer),
        traps=tuple(Trap(t.mistake, remap(t.answer)) for t in posed.traps),
    )
