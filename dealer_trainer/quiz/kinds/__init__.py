"""Posing a question of each kind in a hand: the prompt, the answer, the worked steps.

A *poser* looks at a hand state at the moment of the question and returns a
:class:`Posed` (or ``None`` when the question would be undefined there: no
"maximum raise" when nobody may raise, no side-pot question with one pot). The
answer always comes from the engine (:mod:`dealer_trainer.engine.state`,
:mod:`~dealer_trainer.engine.showdown`); the poser adds the explanation a dealer
would give, step by step, whose numbers add up to that answer, and the typical
wrong answers it can name.

:func:`pose` turns any hand state into a question; the generator, instructor
packs and the corpus tests all go through it.

Corpus PL-06 (the big blind facing a raise in pot-limit Omaha):

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["PO"], Stakes(blinds=(1, 2)), (500,) * 5))
>>> hand.raise_to(7); hand.check_or_call(); hand.fold(); hand.fold()
>>> q = pose("pot_limit_max", hand, qid="example:1")
>>> q.answer[0].amount, q.explanation()
(29, 'pot 17 in front (1 + 2 + 7 + 7); call 5 makes 22; raise 22; total 7 + 22 = 29')
>>> [(t.mistake, t.answer[0].amount) for t in q.traps][:2]
[('shortcut_with_own_chips', 31), ('forgot_call', 24)]

The kinds live one module (or small family) each, every module opening with what it asks,
the rules it exercises and how its answer is found:

- :mod:`.base` -- :class:`Posed`, :class:`Ctx` and the step and citation helpers;
- :mod:`.bets` -- pot count, amount to call, minimum raise, pot-limit maximum;
- :mod:`.limit` -- fixed-limit bet and cap, may he raise after short all-ins;
- :mod:`.pots` -- side pots;
- :mod:`.stud` -- stud order (bring-in, first to act) and stud amounts;
- :mod:`.showdowns` -- who wins each pot and how much;
- :mod:`.stakes` -- spread-limit range and the blinds;
- :mod:`.house` -- rake and drop;
- :mod:`.chips` -- chip count;
- :mod:`.posing` -- the registry (:data:`POSERS`) and :func:`pose`, :func:`question_from`.

Every public name is re-exported here: import from ``dealer_trainer.quiz.kinds``.
"""

from __future__ import annotations

from dealer_trainer.quiz.kinds.base import (
    AGGRESSIVE,
    Ctx,
    Posed,
    add_step,
    amount_form,
    amounts,
    cite,
    grouped_sum_text,
    option_text,
    sum_text,
    variant_of,
)
from dealer_trainer.quiz.kinds.bets import min_raise, pot_count, pot_limit_max, to_call
from dealer_trainer.quiz.kinds.chips import pose_chip_count
from dealer_trainer.quiz.kinds.house import house_rules_text, rake
from dealer_trainer.quiz.kinds.limit import limit_bet, may_raise
from dealer_trainer.quiz.kinds.posing import (
    KIND_ASKS,
    POSERS,
    difficulty_of,
    pose,
    pose_pile,
    question_from,
    structure_tags,
)
from dealer_trainer.quiz.kinds.pots import side_pots
from dealer_trainer.quiz.kinds.showdowns import showdown, showdown_options
from dealer_trainer.quiz.kinds.stakes import blinds, spread_range
from dealer_trainer.quiz.kinds.stud import stud_amounts, stud_order

__all__ = [
    "AGGRESSIVE",
    "KIND_ASKS",
    "POSERS",
    "Ctx",
    "Posed",
    "add_step",
    "amount_form",
    "amounts",
    "blinds",
    "cite",
    "difficulty_of",
    "grouped_sum_text",
    "house_rules_text",
    "limit_bet",
    "may_raise",
    "min_raise",
    "option_text",
    "pose",
    "pose_chip_count",
    "pose_pile",
    "pot_count",
    "pot_limit_max",
    "question_from",
    "rake",
    "showdown",
    "showdown_options",
    "side_pots",
    "spread_range",
    "structure_tags",
    "stud_amounts",
    "stud_order",
    "sum_text",
    "to_call",
    "variant_of",
]
