"""What a dealer must know at one point of a hand, as plain data.

:func:`situation` is the engine's public contract, printed by
``dealer-trainer solve``: every amount the trainee is graded on, for the player
to act. Players are numbered as in PHH (1 = ``p1``).

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(50, 100)), (1000, 1000, 150)))
>>> hand.raise_to(150, 2)
>>> s = situation(hand)
>>> s["actor"], s["to_call"], s["min_raise_to"], s["pot"]
(1, 100, 250, 300)
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from dealer_trainer.engine.state import HandState

__all__ = ["FIELDS", "situation", "to_json"]

FIELDS: dict[str, str] = {
    "hand": 'the hand: "path#k", k its number in the file (1 for a .phh file)',
    "after": "how many entries of the hand's actions have been applied",
    "street": 'the betting round: "pre-flop", "flop", "third street", ... or "showdown"',
    "actor": "the player to act (N for PHH pN), or null when nobody is to act",
    "to_call": "chips the actor must add to call, at most his stack (a call for less is all-in)",
    "can_check": "whether the actor may check",
    "can_raise": "whether the actor may bet, raise or complete",
    "min_raise_to": "the smallest total for this street he may bet or raise to (null if none)",
    "max_raise_to": "the largest total for this street he may bet or raise to (null if none)",
    "raise_blocked": (
        "why he may not raise: cap_reached, not_reopened, no_opponent_to_raise, "
        "cannot_cover_call; null if he may"
    ),
    "bring_in_due": "stud: the actor must post the bring-in (or complete)",
    "pot": "every chip in the middle, this street's bets included",
    "pots": "main pot first: amount and the players eligible to win it",
    "uncalled": "chips of one player that nobody matched (returned to him), or null",
    "stacks": "chips behind, p1 first",
    "bets": "this street's chips in front of each player, p1 first",
    "actor_unseen": "who acts first depends on cards nobody saw (the record decides)",
}
"""Every field of a situation, with its meaning (README documents them)."""


def situation(
    hand: HandState, *, source: str | None = None, after: int | None = None
) -> dict[str, Any]:
    """The situation after the actions applied so far, for the player to act."""
    split = hand.pots()
    actor = hand.actor
    out: dict[str, Any] = {}
    if source is not None:
        out["hand"] = source
    if after is not None:
        out["after"] = after
    out["street"] = hand.street_name
    out["actor"] = None if actor is None else actor + 1
    if actor is None:
        out.update(
            to_call=None,
            can_check=False,
            can_raise=False,
            min_raise_to=None,
            max_raise_to=None,
            raise_blocked=None,
            bring_in_due=False,
        )
    else:
        block = hand.raise_blocked()
        out.update(
            to_call=hand.to_call(),
            can_check=hand.can_check(),
            can_raise=block is None,
            min_raise_to=hand.min_raise_to(),
            max_raise_to=hand.max_raise_to(),
            raise_blocked=None if block is None else block.value,
            bring_in_due=hand.bring_in_due,
        )
    out["pot"] = hand.pot_total()
    out["pots"] = [
        {"amount": p.amount, "eligible": [i + 1 for i in p.eligible]} for p in split.pots
    ]
    out["uncalled"] = (
        None
        if split.uncalled is None
        else {"player": split.uncalled.player + 1, "amount": split.uncalled.amount}
    )
    out["stacks"] = list(hand.stacks)
    out["bets"] = list(hand.bets)
    if hand.actor_unseen:
        out["actor_unseen"] = True
    return out


_AMOUNT_KEYS = frozenset(
    {
        "to_call",
        "min_raise_to",
        "max_raise_to",
        "pot",
        "amount",
        "stacks",
        "bets",
        "final_stacks",
        "receives",
        "rake",
        "drop",
        "to",
        "must_add",
        "returned",
    }
)


def to_json(data: Any, unit: int = 1) -> str:
    """One line of JSON; amounts (in units of ``1/unit``) are written exactly as decimals.

    >>> to_json({"pot": 125050, "actor": 2, "stacks": [1, 2]}, unit=100)
    '{"pot": 1250.5, "actor": 2, "stacks": [0.01, 0.02]}'
    """
    return _encode(data, unit, amount=False)


def _encode(value: Any, unit: int, *, amount: bool) -> str:
    import json

    if isinstance(value, dict):
        parts = [
            f"{json.dumps(str(k))}: {_encode(v, unit, amount=k in _AMOUNT_KEYS)}"
            for k, v in value.items()
        ]
        return "{" + ", ".join(parts) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_encode(v, unit, amount=amount) for v in value) + "]"
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, int | Fraction) and amount and unit != 1:
        return _decimal_text(Fraction(value) / unit)
    if isinstance(value, Fraction):
        return _decimal_text(value)
    if isinstance(value, int):
        return str(value)
    raise TypeError(f"cannot write {value!r} as JSON")


def _decimal_text(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    text = format(exact.normalize(), "f")
    return text
