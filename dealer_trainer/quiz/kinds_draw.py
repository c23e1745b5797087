"""Draw games: the stub running out (issue 18, question kind ``draw_stub``).

"p4 wants 3 cards; 2 remain in the stub: what do you do?" The hand is dealt for
real, card by card, through the engine's draw procedure
(:mod:`dealer_trainer.engine.draw`): the burn before each draw, each player's
discards in turn, the stub and the muck. The key and every step of the
explanation come from the engine's :func:`~dealer_trainer.engine.draw.replace_cards`;
the wrong choices are mistakes dealers make at the table: shuffling the player's
own discards or the burn cards back in, dealing the burn card, leaving the player
short, calling a misdeal.

>>> from dealer_trainer.quiz.prng import Prng
>>> q = None
>>> k = 0
>>> while q is None:
...     q = pose_draw_stub("F2L3D", Prng(7).derive(k), qid="x")
...     k += 1
>>> q.kind, q.form.kind.value, q.answer[0].letter in "abcdef"
('draw_stub', 'choice', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.draw import (
    DRAW_RULE,
    Stub,
    burn,
    draw_from_stub,
    draw_order,
    replace_cards,
)
from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.engine.state import HandSetup, HandState, Stakes
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.kinds import Ctx, question_from
from dealer_trainer.quiz.kinds.base import new_posed
from dealer_trainer.quiz.model import (
    AnswerForm,
    Choice,
    FormKind,
    Part,
    Question,
    Situation,
    new_part,
    new_step,
)
from dealer_trainer.quiz.narrate import Forced
from dealer_trainer.quiz.prng import Prng

__all__ = ["CHOICES", "draw_game", "pose_draw_stub"]

CHOICES: Final = (
    Choice("a", "Deal him all his cards from the stub"),
    Choice(
        "b",
        "Deal him what is left of the stub; shuffle the discards of the players who drew "
        "before him (not the burn cards, not his own discards), have them cut, and deal the "
        "rest from this new stub",
        "how many cards he gets from the new stub",
    ),
    Choice(
        "c",
        "Shuffle every discard, his own included, with the burn cards into a new stub and "
        "deal him his cards from it",
    ),
    Choice("d", "Deal him what is left of the stub and the burn cards for the rest"),
    Choice("e", "Deal him only what is left of the stub: he plays with fewer cards"),
    Choice("f", "Call a misdeal: the hand is dealt again"),
)
"""What the dealer can do, in a fixed order; a question deals them out in an order of its own
(:func:`_lettered`), so the key is not always the same letter."""

_DEAL_ALL, _NEW_STUB, _OWN_DISCARDS, _BURNS, _SHORT, _MISDEAL = range(len(CHOICES))
"""Each choice by its place in :data:`CHOICES`."""


def _lettered(rng: Prng) -> _Lettered:
    """The choices in a random order, lettered a, b, c... in that order, and each choice's
    letter by its place in :data:`CHOICES`: a trainee who learns that "b" is usually
    right has learnt nothing about the stub. With them, the form and the question's words
    that list them (see :data:`_LETTERED`)."""
    order = list(range(len(CHOICES)))
    rng.shuffle(order)
    key = tuple(order)
    lettered = _LETTERED.get(key)
    if lettered is None:
        letters = "abcdef"
        choices = tuple(
            Choice(letter, CHOICES[k].text, CHOICES[k].amount)
            for letter, k in zip(letters, order, strict=True)
        )
        lettered = _LETTERED[key] = (
            choices,
            {k: letter for letter, k in zip(letters, order, strict=True)},
            AnswerForm(FormKind.CHOICE, ("procedure",), choices),
            "What do you do?\n" + "\n".join(f"  {c.letter}) {c.text}" for c in choices),
        )
    return lettered


_Lettered = tuple[tuple[Choice, ...], dict[int, str], AnswerForm, str]
"""The choices in one order, each choice's letter by its place in :data:`CHOICES`, the
answer form of those choices and the question listing them."""

_LETTERED: dict[tuple[int, ...], _Lettered] = {}
"""What :func:`_lettered` makes of each order of the choices (at most 720 orders): all of it
depends on the order alone, and all of it is frozen but the letters, which nobody changes;
so a question dealt in an order seen before shares them (and its form is read in plain
words once: quiz.plain ``plain_form`` remembers a form with choices by identity)."""


_WORDS: Final = {1: "first", 2: "second", 3: "third"}

_LEVELS: Final = {
    Structure.FIXED_LIMIT: ((5, 10, 10, 20), (10, 20, 20, 40), (15, 30, 30, 60), (25, 50, 50, 100)),
    Structure.NO_LIMIT: ((25, 50, 0, 0), (50, 100, 0, 0), (100, 200, 0, 0)),
    Structure.POT_LIMIT: ((5, 10, 0, 0), (25, 50, 0, 0), (50, 100, 0, 0)),
}
"""(small blind, big blind, small bet, big bet) as card rooms post them."""

_DECK: Final = tuple(Card(rank, suit) for rank in range(2, 15) for suit in Suit)


_STRUCTURES: Final = {s.value: s for s in Structure}
"""Each structure by its value: the member ``Structure(value)`` returns, without the enum
call (a hand a question)."""


def draw_game(vid: str) -> bool:
    """Whether the variant is a draw game (the kind is asked only there)."""
    return any(street.draw for street in GAMES[VARIANTS[vid].code].streets)


def _setup(vid: str, rng: Prng, profile: VenueProfile) -> HandSetup:
    info = VARIANTS[vid]
    game = GAMES[info.code]
    structure = _STRUCTURES[info.structure]
    sb, bb, small, big = rng.choice(_LEVELS[structure])
    cards = len(game.streets[0].hole)
    # enough players for the stub to run out: at least 40 of the 52 cards out by the end
    n = rng.between(7 if cards == 4 else 6, 8)
    min_bet = 0 if structure is Structure.FIXED_LIMIT else bb
    # one Stakes value per level and table size (as the generator shares its own): the hand
    # pads it and works its table out through caches keyed on its identity (engine/state.py
    # _padded, _table), and the intro is told once per stakes value (kinds.base Ctx.intro)
    key = (sb, bb, small, big, min_bet, n)
    stakes = _STAKES.get(key)
    if stakes is None:
        stakes = _STAKES[key] = Stakes(
            blinds=(sb, bb) + (0,) * (n - 2),
            small_bet=small,
            big_bet=big,
            min_bet=min_bet,
        )
    return HandSetup(game, stakes, (bb * rng.between(60, 150),) * n, structure, profile)


_STAKES: dict[tuple[int, int, int, int, int, int], Stakes] = {}
"""The stakes of each level and table size :func:`_setup` deals (a frozen value, the same for
every hand at that level and size): a few levels of :data:`_LEVELS` by three table sizes."""


_PLACES: Final = {size: tuple(range(size)) for size in range(1, 8)}
"""The places of a player's cards, for each number of cards he holds (made once)."""

_MOST_THROWN: Final = 3
"""The most cards a player whose draw is told (not asked) throws."""


def _most_drawn(place: int, players: int, rounds_after: int) -> int:
    """The most cards that can leave the stub from the draw of the player at ``place`` in
    the draw order (0-based) on, before the last player of the last draw has drawn: at most
    :data:`_MOST_THROWN` for him and each player after him, then a burn and as many for every
    player in each of the ``rounds_after`` draws still to come (nobody folds)."""
    return _MOST_THROWN * (players - place - 1) + rounds_after * (1 + _MOST_THROWN * players)


def _check_around(hand: HandState) -> None:
    """Everyone calls or checks: the betting round ends (the draw is what is asked)."""
    street = hand.street
    while hand.actor is not None and hand.street == street and not hand.finished:
        hand.check_or_call()


def pose_draw_stub(
    vid: str,
    rng: Prng,
    *,
    qid: str,
    profile: VenueProfile = STANDARD,
) -> Question | None:
    """A draw-stub question in variant ``vid``, or None when this deal does not make one."""
    game = GAMES[VARIANTS[vid].code]
    setup = _setup(vid, rng, profile)
    n = len(setup.starting_stacks)
    size = len(game.streets[0].hole)
    deck = list(_DECK)
    rng.shuffle(deck)
    draws = [k for k, street in enumerate(game.streets) if street.draw]
    want_run_out = rng.chance(80)
    # the first draw's first player meets a stub of what the deal left, less the burn
    first_left = len(deck) - n * size - 1
    if want_run_out and first_left - _most_drawn(0, n, len(draws) - 1) >= size:
        return None  # as the check below would say there, before any betting is played
    hand = HandState(setup)
    # the forced bets read now, before anyone acts (as the generator's hands do): the
    # question's context would otherwise set up a second hand to read them
    forced = Forced.at_start(hand)
    holes = [deck[k * size : (k + 1) * size] for k in range(n)]
    hand.deal_holes((i, [None] * size) for i in range(n))
    stub = Stub(tuple(deck[n * size :]))
    told: list[str] = []
    for round_no, street in enumerate(draws, start=1):
        _check_around(hand)
        if hand.finished or hand.street != street:
            return None
        stub, _ = burn(stub)
        told = []
        order = draw_order(hand)
        for place, i in enumerate(order):
            left = len(stub.cards)
            last_round = round_no == len(draws)
            if (
                want_run_out
                and left - _most_drawn(place, len(order), len(draws) - round_no) >= size
            ):
                # the stub cannot fall below his cards before the last player has drawn:
                # no question comes of this deal (each attempt has its own generator)
                return None
            ask = (want_run_out and left < size) or (
                not want_run_out and left >= 1 and (last_round or rng.chance(15))
            )
            if ask:
                if want_run_out:
                    wanted = rng.between(left + 1, size) if left + 1 <= size else size
                else:
                    wanted = rng.between(1, min(left, size))
                thrown = tuple(holes[i][:wanted])
                lettered = _lettered(rng)
                return _question(
                    vid, hand, forced, i, round_no, stub, thrown, told, lettered, qid=qid
                )
            k = min(rng.between(0, _MOST_THROWN), left)
            # the cards he throws, by their places in his hand: the shuffle draws the same
            # numbers for the places as for his cards (it reads only how many), and the
            # cards, dealt from one deck, are all different
            places = list(_PLACES[size])
            rng.shuffle(places)
            if not k:  # he stands pat: nothing dealt, the stub as it was
                hand.discard(i, [])
                told.append(f"p{i + 1} stood pat")
                continue
            held = holes[i]
            out = places[:k]
            thrown = tuple([held[j] for j in out])
            stub, dealt = draw_from_stub(stub, i, thrown)  # what replace_cards deals
            holes[i] = [c for j, c in enumerate(held) if j not in out] + list(dealt)
            hand.discard(i, [None] * k)
            hand.deal_hole(i, [None] * k)
            told.append(f"p{i + 1} drew {k}")
    return None


def _draw_words(hand: HandState, round_no: int) -> str:
    """The draw as the table names it: "draw" in a single-draw game, else "third draw"."""
    if sum(1 for street in hand.game.streets if street.draw) == 1:
        return "draw"
    return f"{_WORDS.get(round_no, 'next')} draw"


def _question(
    vid: str,
    hand: HandState,
    forced: Forced,
    i: int,
    round_no: int,
    stub: Stub,
    thrown: Sequence[Card],
    told: Sequence[str],
    lettered: _Lettered,
    *,
    qid: str,
) -> Question:
    done = replace_cards(stub, i, thrown)
    wanted, left = len(thrown), len(stub.cards)
    p = i + 1
    runs_out = bool(done.reshuffled) or left < wanted
    from_new = len(done.from_new_stub)
    _, letter, form, question = lettered  # this question's order: each choice's letter in it
    new_stub = letter[_NEW_STUB]
    # the Parts, Steps and Posed made with their fields in order, without keywords (a class
    # called with keywords gets them in a dict, built and then read back)
    answer = (
        (new_part(from_new, (), new_stub),)
        if runs_out
        else (new_part(None, (), letter[_DEAL_ALL]),)
    )
    steps = [new_step(text) for text in done.steps]
    if runs_out:
        steps.insert(
            0,
            new_step(
                f"p{p} wants {wanted} and the stub holds {left}: {from_new} must come from a "
                "new stub",
                (wanted, -left),
                from_new,
            ),
        )
    candidates: list[tuple[str, tuple[Part, ...] | None]] = [
        ("stub_own_discards_reshuffled", (new_part(None, (), letter[_OWN_DISCARDS]),)),
        ("stub_burn_card_dealt", (new_part(None, (), letter[_BURNS]),)),
        ("stub_short_hand", (new_part(None, (), letter[_SHORT]),)),
        ("stub_misdeal", (new_part(None, (), letter[_MISDEAL]),)),
    ]
    if not runs_out:
        candidates.append(("stub_reshuffled_too_soon", (new_part(0, (), new_stub),)))
    ctx = Ctx(hand, forced)
    muck = len(stub.discards)
    lines = [
        *ctx.intro(),
        "Everyone has stayed in and every betting round was checked or called around.",
        f"The {_draw_words(hand, round_no)}. The dealer has burned a card "
        f"({len(stub.burns)} burned so far this hand). "
        + (", ".join(told) + ". " if told else "")
        + f"The muck holds {muck} discards of the players who have drawn.",
        f"p{p} throws {wanted} card{'s' if wanted != 1 else ''} and wants {wanted}; "
        f"{left} card{'s' if left != 1 else ''} remain{'s' if left == 1 else ''} in the stub.",
    ]
    if runs_out:
        question += f"\n(For {new_stub}, also give how many cards he gets from the new stub.)"
    posed = new_posed(
        ctx.prompt(lines, question),  # prompt
        form,
        answer,
        tuple(steps),  # working
        DRAW_RULE,  # rule
        ("P.3",),  # tags: procedures P.3, a reshuffle takes in stub cards, never the burns
        mistakes.traps(answer, candidates),  # traps
        "",  # option
        len(told) + 1,  # actions
        runs_out + (left == 0) + (muck > 15) + (len(told) >= 4),  # points
    )
    situation = Situation(hand.setup, tuple(hand.log), i)
    return question_from(
        "draw_stub",
        posed,
        qid=qid,
        variant=vid,
        # the structure's text read as its _value_, what .value returns through the enum's
        # property at about five times the cost
        structure=hand.structure._value_,
        profile=hand.profile.name,
        situation=situation,
        ask="draw_stub",
        params=(
            ("player", p),
            ("wants", wanted),
            ("letters", "".join(letter[k] for k in range(len(CHOICES)))),
        ),
    )
