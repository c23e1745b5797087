"""The engine's answer to a question asked about a hand: what ``solve`` prints for ``_question``.

A quiz question is a hand (a PHH record) and *what is asked* about it at its last
action. This module names every such ask and computes its answer from the
engine's public queries alone (:class:`~dealer_trainer.engine.state.HandState`,
:func:`~dealer_trainer.engine.showdown.settle`,
:func:`~dealer_trainer.engine.showdown.house_take` and the floor rulings of
:mod:`~dealer_trainer.engine.rulings`). ``dealer-trainer solve`` prints it for a
hand that carries a ``_question`` field, so anyone can check a question's key.

Answers are written in the drill's answer syntax, one line per part, players
numbered as in PHH (``p1`` is 1):

- an amount: ``"1250"``; several amounts: one line each;
- a pot: the amount, then the players eligible (``"1250 2 3 4"``);
- a pot's award: each winner and what he receives (``"p2 600 p4 600"``);
- a player: ``"p3"``;
- a choice: its letter, then the amount it asks for (``"a 40"``, ``"b"``).

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["PO"], Stakes(blinds=(1, 2)), (500,) * 5))
>>> hand.raise_to(7); hand.check_or_call(); hand.fold(); hand.fold()
>>> answer(hand, "max_raise_to")
('29',)
>>> answer(hand, "pot"), answer(hand, "to_call")
(('17',), ('5',))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from dealer_trainer.engine.draw import DrawError, StubRuling, rule_stub
from dealer_trainer.engine.procedures import ProcedureError, next_hand_positions
from dealer_trainer.engine.rulings import (
    PlayerAction,
    RuledAs,
    SayWhen,
    rule_action,
    rule_add_on,
    rule_chips_in_transit,
    rule_pot_count_error,
    when_turn_comes,
)
from dealer_trainer.engine.showdown import house_take, settle, show_order
from dealer_trainer.engine.state import HandState, RaiseBlock

__all__ = [
    "ASKS",
    "RULING_LETTERS",
    "AskError",
    "answer",
    "player_action",
]


class AskError(ValueError):
    """A question that cannot be answered in this hand; the message says why."""


RULING_LETTERS: Mapping[RuledAs, str] = {
    RuledAs.CALL: "a",
    RuledAs.BET: "b",
    RuledAs.RAISE: "b",
    RuledAs.ALL_IN: "c",
    RuledAs.CHECK: "d",
    RuledAs.FOLD: "e",
}
"""A ruling's letter in the quiz's choices: (a) call, (b) bet or raise to an amount,
(c) all in, (d) check, (e) fold."""

Params = Mapping[str, object]


def _actor(hand: HandState) -> int:
    a = hand.actor
    if a is None:
        raise AskError("nobody is to act at this point of the hand")
    return a


def _amount(value: int | None, what: str) -> str:
    if value is None:
        raise AskError(f"the engine has no {what} here")
    return str(value)


def _int(params: Params, name: str) -> int:
    value = params.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise AskError(f"{name}: expected a whole number of chips, not {value!r}")
    return value


def _bool(params: Params, name: str) -> bool:
    value = params.get(name)
    if not isinstance(value, bool):
        raise AskError(f"{name}: expected true or false, not {value!r}")
    return value


def _str(params: Params, name: str) -> str:
    value = params.get(name)
    if not isinstance(value, str):
        raise AskError(f"{name}: expected a text, not {value!r}")
    return value


def _ints(value: object, name: str) -> tuple[int, ...]:
    if not isinstance(value, list | tuple) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise AskError(f"{name}: expected a list of whole numbers, not {value!r}")
    return tuple(value)


def player_action(params: Params) -> PlayerAction:
    """The player's action a ruling question is about, from its parameters
    (``motions``, ``words``, ``when``, ``seat`` 1-based, ``in_front``, ``counted``)."""
    motions_raw = params.get("motions", ())
    if not isinstance(motions_raw, list | tuple):
        raise AskError(f"motions: expected a list of chip lists, not {motions_raw!r}")
    motions = tuple(_ints(m, "motions") for m in motions_raw)
    words = params.get("words")
    if words is not None and not isinstance(words, str):
        raise AskError(f"words: expected a text, not {words!r}")
    try:
        when = SayWhen(str(params.get("when", SayWhen.BEFORE.value)))
    except ValueError:
        raise AskError(
            f"when: expected before, after or between, not {params.get('when')!r}"
        ) from None
    seat = params.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or seat < 1):
        raise AskError(f"seat: expected a player number (1 for p1), not {seat!r}")
    counted = params.get("counted")
    if counted is not None and (not isinstance(counted, int) or isinstance(counted, bool)):
        raise AskError(f"counted: expected a whole number of chips, not {counted!r}")
    return PlayerAction(
        motions=motions,
        words=words,
        when=when,
        seat=None if seat is None else seat - 1,
        in_front=_ints(params.get("in_front", ()), "in_front"),
        counted=counted,
    )


def _replayed(hand: HandState, upto: int) -> HandState:
    """The same hand with only its first ``upto`` record entries applied."""
    if not 0 <= upto <= len(hand.record):
        raise AskError(f"before: expected 0 to {len(hand.record)} actions, not {upto}")
    return HandState.replayed(hand.setup, hand.record[:upto])


# ------------------------------------------------------------------ asks


def _pot(hand: HandState, params: Params) -> tuple[str, ...]:
    return (str(hand.pot_total()),)


def _middle(hand: HandState, params: Params) -> tuple[str, ...]:
    return (str(hand.pot_total() - sum(hand.bets)),)


def _to_call(hand: HandState, params: Params) -> tuple[str, ...]:
    return (str(hand.to_call(_actor(hand))),)


def _min_raise_to(hand: HandState, params: Params) -> tuple[str, ...]:
    return (_amount(hand.min_raise_to(_actor(hand)), "minimum raise"),)


def _max_raise_to(hand: HandState, params: Params) -> tuple[str, ...]:
    return (_amount(hand.max_raise_to(_actor(hand)), "maximum raise"),)


def _raise_range(hand: HandState, params: Params) -> tuple[str, ...]:
    a = _actor(hand)
    return (
        _amount(hand.min_raise_to(a), "minimum raise"),
        _amount(hand.max_raise_to(a), "maximum raise"),
    )


def _call_and_min_raise(hand: HandState, params: Params) -> tuple[str, ...]:
    a = _actor(hand)
    return (str(hand.to_call(a)), _amount(hand.min_raise_to(a), "minimum raise"))


def _limit_bet(hand: HandState, params: Params) -> tuple[str, ...]:
    a = _actor(hand)
    block = hand.raise_blocked(a)
    if block is RaiseBlock.CAP_REACHED:
        return ("b",)
    if block is not None:
        raise AskError(f"p{a + 1} may not raise here: {block.value}")
    return (f"a {_amount(hand.min_raise_to(a), 'next bet')}",)


def _may_raise(hand: HandState, params: Params) -> tuple[str, ...]:
    return ("a" if hand.raise_blocked(_actor(hand)) is None else "b",)


def _pots(hand: HandState, params: Params) -> tuple[str, ...]:
    return tuple(
        " ".join([str(p.amount), *(str(i + 1) for i in p.eligible)]) for p in hand.pots().pots
    )


def _first_to_act(hand: HandState, params: Params) -> tuple[str, ...]:
    return (f"p{_actor(hand) + 1}",)


def _shares(hand: HandState, params: Params) -> tuple[str, ...]:
    lines = []
    for award in settle(hand).awards:
        got: dict[int, int] = {}
        for share in award.shares:
            got[share.player] = got.get(share.player, 0) + share.amount
        lines.append(" ".join(f"p{p + 1} {x}" for p, x in sorted(got.items()) if x))
    return tuple(lines)


def _house(hand: HandState, params: Params) -> tuple[str, ...]:
    total = sum(p.amount for p in hand.pots().pots)
    rake, jackpot = house_take(hand, total)
    return (str(rake + jackpot), str(total - rake - jackpot))


def _ruling(hand: HandState, params: Params) -> tuple[str, ...]:
    ruling = rule_action(hand, player_action(params))
    letter = RULING_LETTERS[ruling.ruled_as]
    return (f"b {ruling.to}" if letter == "b" else letter,)


def _add_on(hand: HandState, params: Params) -> tuple[str, ...]:
    ruling = rule_add_on(
        _int(params, "stack"),
        _int(params, "wanted"),
        _int(params, "max_buy_in"),
        during_hand=_bool(params, "during_hand"),
    )
    return (str(ruling.amount or 0),)


def _in_play(hand: HandState, params: Params) -> tuple[str, ...]:
    ruling = rule_chips_in_transit(
        _int(params, "on_table"),
        _int(params, "in_transit"),
        announced=_bool(params, "announced"),
        profile=hand.profile,
    )
    return (str(ruling.amount or 0),)


def _conditional(hand: HandState, params: Params) -> tuple[str, ...]:
    ruling = rule_action(hand, PlayerAction(words=_str(params, "words")))
    return ("a" if ruling.binding else "b",)


def _out_of_turn(hand: HandState, params: Params) -> tuple[str, ...]:
    before = _replayed(hand, _int(params, "before"))
    seat = _int(params, "seat")
    oot = rule_action(before, PlayerAction(words=_str(params, "words"), seat=seat - 1))
    return ("a" if when_turn_comes(oot, hand).stands else "b",)


def _miscount(hand: HandState, params: Params) -> tuple[str, ...]:
    later = params.get("later", ())
    if not isinstance(later, list | tuple) or not all(isinstance(w, str) for w in later):
        raise AskError(f"later: expected a list of actions in words, not {later!r}")
    ruling = rule_pot_count_error(
        hand,
        _int(params, "bet_to"),
        later=tuple(str(w) for w in later),
        next_card_dealt=_bool(params, "next_card_dealt"),
    )
    return (str(ruling.to),)


def _stub_ruling(hand: HandState, params: Params) -> StubRuling:
    try:
        return rule_stub(hand, _int(params, "player") - 1, _int(params, "wants"))
    except DrawError as exc:
        raise AskError(str(exc)) from None


def _draw_stub(hand: HandState, params: Params) -> tuple[str, ...]:
    key, _, count = _stub_ruling(hand, params).answer.partition(" ")
    # a question deals its six choices in an order of its own: "letters" gives the letter
    # each has there, in the order of the plain ones (a: all from the stub, b: a new stub)
    letters = params.get("letters", "abcdef")
    if not isinstance(letters, str) or sorted(letters) != list("abcdef"):
        raise AskError(f"letters: expected the six letters a to f in some order, not {letters!r}")
    mapped = letters["ab".index(key)]
    return (f"{mapped} {count}" if count else mapped,)


def _seats(hand: HandState, params: Params) -> tuple[int, ...]:
    seats = _ints(params.get("seats"), "seats")
    if len(seats) != hand.n:
        raise AskError(f"seats: expected one seat for each of the {hand.n} players, not {seats}")
    return seats


def _show_first(hand: HandState, params: Params) -> tuple[str, ...]:
    seats = _seats(hand, params)
    if not hand.finished or len(hand.in_hand()) < 2:
        raise AskError("the hand has not reached a showdown")
    return (str(seats[show_order(hand)[0]]),)


def _next_blinds(hand: HandState, params: Params) -> tuple[str, ...]:
    seats = _seats(hand, params)
    if not hand.finished:
        raise AskError("the hand is not over")
    stacks = settle(hand).stacks
    if stacks is None:
        raise AskError("cards nobody saw decide a pot: the stacks after it are not known")
    try:
        p = next_hand_positions(
            seats, stacks, seat_count=_int(params, "seat_count"), profile=hand.profile
        )
    except ProcedureError as exc:
        raise AskError(str(exc)) from None
    return (str(p.button), str(p.small_blind or 0), str(p.big_blind))


ASKS: Mapping[str, tuple[str, Callable[[HandState, Params], tuple[str, ...]]]] = {
    "pot": ("every chip in the middle, this round's bets included", _pot),
    "middle": ("the chips in the middle, this round's bets in front left out", _middle),
    "to_call": ("what the player to act must add to call", _to_call),
    "min_raise_to": ("the smallest total he may bet, raise or complete to", _min_raise_to),
    "max_raise_to": ("the largest total he may bet or raise to", _max_raise_to),
    "raise_range": ("the smallest and the largest total he may raise to", _raise_range),
    "call_and_min_raise": (
        "what he must add to call, and his minimum raise-to",
        _call_and_min_raise,
    ),
    "limit_bet": ("fixed limit: (a) the total of his bet or raise, or (b) capped", _limit_bet),
    "may_raise": ("(a) he may raise, or (b) he may only call or fold", _may_raise),
    "pots": ("each pot, main pot first, and the players eligible for it", _pots),
    "first_to_act": ("stud: the player who must act (bring-in or first to act)", _first_to_act),
    "shares": ("each pot, main pot first: each winner and the chips he receives", _shares),
    "house": ("what the house takes (rake and jackpot drop), and what is pushed", _house),
    "ruling": (
        "what the player's chips and words count as: (a) call, (b) bet or raise to, "
        "(c) all in, (d) check, (e) fold (params: motions, words, when, seat, in_front)",
        _ruling,
    ),
    "add_on": ("how much he may add (params: stack, wanted, max_buy_in, during_hand)", _add_on),
    "in_play": (
        "how much plays for him with chips in transit (params: on_table, in_transit, announced)",
        _in_play,
    ),
    "conditional": (
        "(a) his conditional statement binds, or (b) not (params: words)",
        _conditional,
    ),
    "out_of_turn": (
        "(a) his out-of-turn action stands now, or (b) not (params: seat, words, and "
        "before: the actions applied when he spoke)",
        _out_of_turn,
    ),
    "miscount": (
        "pot-limit: his bet after a pot bet on a wrong count "
        "(params: bet_to, later, next_card_dealt)",
        _miscount,
    ),
    "draw_stub": (
        "draw games: (a) deal all his cards from the stub, or (b) what is left of it and "
        "the rest, how many, from a new stub of the earlier discards (params: player, wants; "
        "letters: the question's letter for each of its six choices a to f, when it deals "
        "them in another order)",
        _draw_stub,
    ),
    "show_first": (
        "the seat that must show first at the showdown (params: seats, the table seat of "
        "each player, p1 first; seat_count, the table's seats, for a reader that draws it)",
        _show_first,
    ),
    "next_blinds": (
        "the next hand's button, small blind (0: none) and big blind seats, as "
        "solve --next-hand gives them (params: seats, seat_count)",
        _next_blinds,
    ),
}
"""Every ask: what it asks, and how the engine answers it."""


def answer(hand: HandState, ask: str, params: Params | None = None) -> tuple[str, ...]:
    """The engine's answer to ``ask`` in ``hand`` as it stands, in the drill's syntax."""
    if ask not in ASKS:
        raise AskError(f"unknown question {ask!r}; known: {', '.join(ASKS)}")
    return ASKS[ask][1](hand, params or {})


def solve_question(hand: HandState, field: object) -> dict[str, object]:
    """What ``solve`` prints for a hand's ``_question`` field: the engine's answer beside
    the key the file carries, and whether they agree.

    ``field`` is the field as read (``kind``, ``ask``, ``key``, optional ``params``);
    a field without an ``ask`` or with a bad one is an :class:`AskError`."""
    if not isinstance(field, Mapping):
        raise AskError(f"_question: expected a table, not {field!r}")
    ask = field.get("ask")
    if not isinstance(ask, str):
        raise AskError(f"_question: ask: expected the name of a question, not {ask!r}")
    params = field.get("params", {})
    if not isinstance(params, Mapping):
        raise AskError(f"_question: params: expected a table, not {params!r}")
    key = field.get("key", ())
    if not isinstance(key, list | tuple) or not all(isinstance(k, str) for k in key):
        raise AskError(f"_question: key: expected a list of answer lines, not {key!r}")
    try:
        lines = answer(hand, ask, params)
    except AskError as exc:
        raise AskError(f"_question: {exc}") from None
    out: dict[str, object] = {}
    if isinstance(field.get("kind"), str):
        out["kind"] = field["kind"]
    out["ask"] = ask
    out["answer"] = list(lines)
    out["key"] = list(key)
    out["agrees"] = list(lines) == list(key)
    if ask == "draw_stub":  # the procedure behind the letter: what goes into the new stub
        out["stub"] = _stub_ruling(hand, params).as_dict()
    return out
