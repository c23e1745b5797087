"""``limit_bet`` replays a hand under the other LIMIT_RAISE_AFTER_HALF_BET_ALLIN only when a
short all-in of the round counted as a raise.

The skip is safe only if, with no counted short all-in this round, the replay could never
give a different least raise (so its trap would be the answer, and dropped). Checked here at
every point of every fixed-limit hand the quiz deals, under every built-in profile, by doing
the replay the quiz now skips.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.limit_allins import short_allins
from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.engine.state import HandState, Move
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds.base import Ctx
from dealer_trainer.quiz.kinds.limit import _limit_alternative


@pytest.mark.parametrize("profile", list(BUILTIN_PROFILES))
def test_no_counted_short_allin_means_the_other_rule_changes_nothing(profile: str) -> None:
    settings = Settings(kinds=("stud_amounts", "limit_bet"), profile=BUILTIN_PROFILES[profile])
    checked = 0
    for seed in range(25):
        gen = Generator(seed, settings)
        for n in range(8):
            q = gen.question(n)
            assert q.situation is not None
            full = q.situation.hand()
            if full.structure is not Structure.FIXED_LIMIT:
                continue
            again = HandState(full.setup)
            for entry in full.record:
                again.apply(entry)
                a = again.actor
                if not isinstance(entry, Move) or a is None or not again.can_raise(a):
                    continue
                shorts = short_allins(again)
                if not shorts or any(s.counted for s in shorts):
                    continue
                alt = _limit_alternative(Ctx(again))
                if alt is not None and alt.actor == a and alt.can_raise(a):
                    assert alt.min_raise_to(a) == again.min_raise_to(a), (q.id, entry)
                    checked += 1
    assert checked > 0  # such moments came up, so the comparison tested something
