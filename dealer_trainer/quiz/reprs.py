"""The names the reprs of hands, their records, questions and answers are written with.

Each of them pastes back: ``eval(repr(x), dict(NAMES)) == x`` for a question, an answer,
a hand's setup and every entry of its record; a hand in progress is written as the
call that makes it again, ``HandState.replayed(HandSetup(...), [...])`` (it has no
equality: compare its record, stacks and pots). A game of the table is written
``GAMES['NT']``, a venue profile ``BUILTIN_PROFILES['standard']`` (with
``.with_options(...)`` for the switches that differ), a card ``Card.parse('Ah')``.

>>> from dealer_trainer.quiz.generator import Generator, Settings
>>> q = Generator(7, Settings(kinds=("to_call",))).question(0)
>>> eval(repr(q), dict(NAMES)) == q
True
"""

from __future__ import annotations

from decimal import Decimal
from types import MappingProxyType
from typing import Final

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.games import GAMES, Evaluation, ForcedBets, Game, Street, Structure
from dealer_trainer.engine.options import BUILTIN_PROFILES, VenueProfile
from dealer_trainer.engine.rulings import PlayerAction, SayWhen
from dealer_trainer.engine.state import (
    ActionKind,
    Deal,
    Discard,
    HandSetup,
    HandState,
    Move,
    Show,
    Stakes,
)
from dealer_trainer.quiz.model import (
    AnswerForm,
    ChipPile,
    Choice,
    FormKind,
    Part,
    Question,
    Situation,
    Step,
    Trap,
)

__all__ = ["NAMES"]

NAMES: Final = MappingProxyType(
    {
        value.__name__: value
        for value in (
            ActionKind,
            AnswerForm,
            Card,
            ChipPile,
            Choice,
            Deal,
            Decimal,
            Discard,
            Evaluation,
            ForcedBets,
            FormKind,
            Game,
            HandSetup,
            HandState,
            Move,
            Part,
            PlayerAction,
            Question,
            SayWhen,
            Show,
            Situation,
            Stakes,
            Step,
            Street,
            Structure,
            Trap,
            VenueProfile,
        )
    }
    | {"GAMES": GAMES, "BUILTIN_PROFILES": BUILTIN_PROFILES}
)
"""Every name those reprs use, by the name they use."""
