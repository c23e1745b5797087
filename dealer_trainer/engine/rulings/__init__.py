"""Floor rulings: what the chips a player pushed and the words he said count as.

Players rarely say "raise to 600" and put exactly 600 out. They push a pile of
chips, drop one big chip, say "raise" and go back to their stack, call out of turn.
:func:`rule` takes the hand state at that point and what the player did, and returns
a frozen :class:`Ruling`: what it counts as, his total for the street, what he must
add or gets back, whether it binds, the rule and the venue option that decided it,
and a sentence the dealer can say at the table (rulebook text 2: verbal declarations,
string bets, single oversized chip, multiple chips, short raises, conditional
statements, acting out of turn, chips in the pot stay, table stakes; corpus A.3,
A.10, A.11, A.13).

What the player did:

- ``chips``: the forward motions, in order, each a tuple of chip denominations
  (``((500, 500),)`` is one motion of two 500 chips).
- ``say``: the words, read by :mod:`dealer_trainer.engine.speech`, and ``say_when``:
  :attr:`SayWhen.BEFORE` the chips (the default), :attr:`SayWhen.AFTER` them, or
  :attr:`SayWhen.BETWEEN` the first motion and the rest.
- ``seat``: the player (0-based); default the player to act. Another seat acts out
  of turn (TDA R53).
- ``in_front``: the chips already in front of him from an earlier bet this street,
  not pulled in (TDA R46, corpus CH-13, CH-14). Default: his bet, denominations
  unknown.

Accounting. *In front before* is the value of the chips in front of him before he
acts: ``sum(in_front)`` if given (it may exceed his bet when change is owed on a
big chip, TDA R46 situation 4), else his bet for the street (``hand.bets[seat]``).
For every ruling: ``pushed == to - in_front_before - must_add + returned``, where
``pushed`` is the value of every chip he pushed, in all motions. ``must_add`` and
``returned`` are both above 0 only when a motion does not count (a string bet): it
comes back, and he completes what the first motion stands for. ``to -
hand.bets[seat]`` never exceeds his stack.

The package, one module per family, each saying what it asks, which rules it exercises and
how its answer is found:

- :mod:`.actions`: :func:`rule` and :func:`rule_action`, chips and words together;
- :mod:`.chip_actions`: chips pushed without words; :mod:`.verbal`: words said and
  conditional statements;
- :mod:`.out_of_turn`: :func:`when_turn_comes`; :mod:`.pot_count`: pot-limit count errors;
  :mod:`.table_stakes`: add-ons, chips in transit, a new player's buy-in;
- :mod:`.values`: what goes in and comes out; :mod:`.reasons`: every reason, its sentence
  and its rule; :mod:`.context`: what a ruling reads and the accounting that finishes it.

Corpus NL-03 (TDA R43 example 3): A bets 300 on the turn; B silently pushes two
500 chips.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (10_000,) * 3))
>>> for _ in range(3):
...     hand.check_or_call()
>>> hand.raise_to(300)
>>> r = rule(hand, chips=[(500, 500)])
>>> r.ruled_as, r.to, r.must_add, r.returned
(<RuledAs.RAISE: 'raise'>, 1000, 0, 0)
>>> r.rule
'text 2, multiple chips; TDA R45'
>>> rule(hand, chips=[(1000,)]).explanation
'p2 calls 300: a single oversized chip put in without first declaring a raise is a call; 700 change.'
"""

from __future__ import annotations

from dealer_trainer.engine.rulings.actions import rule, rule_action
from dealer_trainer.engine.rulings.out_of_turn import when_turn_comes
from dealer_trainer.engine.rulings.pot_count import rule_pot_count_error
from dealer_trainer.engine.rulings.reasons import (
    CITATIONS,
    MESSAGES,
    PHRASES,
    REASONS,
    Reason,
    ReasonRecord,
)
from dealer_trainer.engine.rulings.table_stakes import (
    rule_add_on,
    rule_chips_in_transit,
    rule_new_player,
)
from dealer_trainer.engine.rulings.values import (
    OutOfTurnResult,
    PlayerAction,
    RuledAs,
    Ruling,
    RulingError,
    SayWhen,
    StakesRuling,
)

__all__ = [
    "CITATIONS",
    "MESSAGES",
    "PHRASES",
    "REASONS",
    "OutOfTurnResult",
    "PlayerAction",
    "Reason",
    "ReasonRecord",
    "RuledAs",
    "Ruling",
    "RulingError",
    "SayWhen",
    "StakesRuling",
    "rule",
    "rule_action",
    "rule_add_on",
    "rule_chips_in_transit",
    "rule_new_player",
    "rule_pot_count_error",
    "when_turn_comes",
]
