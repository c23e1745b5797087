"""The hands behind next_blinds: the eliminated seat loses his whole stack at the showdown.

The hand is dealt so that the engine reads the eliminated player's cards as the losing
ones before it is played (:func:`dealer_trainer.engine.showdown.scoop`), and played once.
These tests replay each question's record through the engine and settle it: the seat the
prompt names ends with nothing, everyone else keeps chips, under every built-in profile.
"""

from __future__ import annotations

import re

import pytest

from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.engine.showdown import settle
from dealer_trainer.quiz.generator import Generator, Settings


@pytest.mark.parametrize("name", sorted(BUILTIN_PROFILES))
def test_the_eliminated_seat_loses_his_whole_stack_at_the_showdown(name: str) -> None:
    gen = Generator(41, Settings(kinds=("next_blinds",), profile=BUILTIN_PROFILES[name]))
    eliminated = 0
    for n in range(40):
        q = gen.question(n)
        assert q.situation is not None
        hand = q.situation.hand()  # the record replayed: every action checked
        assert hand.finished
        final = settle(hand).stacks
        seats = dict(q.params)["seats"]
        assert isinstance(seats, tuple)
        gone = re.search(r"Seat (\d+) is eliminated on this hand", q.prompt)
        if gone is None:  # nobody is eliminated: everyone keeps chips
            assert all(s > 0 for s in final), q.id
            continue
        eliminated += 1
        x = seats.index(int(gone[1]))
        assert final[x] == 0, q.id
        assert all(s > 0 for i, s in enumerate(final) if i != x), q.id
        assert len(hand.in_hand()) == 2 and x in hand.in_hand()  # lost at a showdown
    assert eliminated >= 20
