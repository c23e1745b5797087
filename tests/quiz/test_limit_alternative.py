"""``limit_bet`` and ``stud_amounts`` want the least raise under the other
LIMIT_RAISE_AFTER_HALF_BET_ALLIN only when a short all-in of the round counted as a raise,
and read it from the round's steps when the replay would differ in the full level alone.

The skip is safe only if, with no counted short all-in this round, the replay could never
give a different least raise (so its trap would be the answer, and dropped). Checked here at
every point of every fixed-limit hand the quiz deals, under every built-in profile, by doing
the replay the quiz now skips.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.limit_allins import other_half_bet_full_level, short_allins
from dealer_trainer.engine.options import BUILTIN_PROFILES, LimitReopenThreshold
from dealer_trainer.engine.state import HandState, Move
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds.base import Ctx
from dealer_trainer.quiz.kinds.limit import _limit_alternative, _other_half_bet_raise


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


@pytest.mark.parametrize("profile", list(BUILTIN_PROFILES))
def test_the_other_half_bet_rule_read_from_the_steps_is_the_replay(profile: str) -> None:
    """``_other_half_bet_raise`` reads the other rule's least raise from the round's steps
    when the replayed hand would differ in its full level alone: at every point of every
    fixed-limit hand dealt here where the actor may raise, it gives what the replay gives."""
    settings = Settings(
        kinds=("stud_amounts", "limit_bet", "may_raise"), profile=BUILTIN_PROFILES[profile]
    )
    read = 0
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
                if a is None or not again.can_raise(a):
                    continue
                ctx = Ctx(again)
                alt = _limit_alternative(ctx)
                replayed = None
                if alt is not None and alt.actor == a and alt.can_raise(a):
                    replayed = alt.min_raise_to(a)
                assert _other_half_bet_raise(ctx, a) == replayed, (q.id, entry)
                read += other_half_bet_full_level(again) is not None
    if BUILTIN_PROFILES[profile].limit_reopen_threshold is LimitReopenThreshold.HALF_BET:
        assert read > 0  # the steps were read, not only the replay made
