"""The rake kind leaves out a mistake that cannot change the take (``quiz.kinds.house``).

``rake`` works out "ignored the cap", "raked with no flop" and "rounded the rake up" only
when the house's rules let them differ from the answer: a candidate equal to the answer is
left out of the traps anyway. These tests deal rake hands under every house structure and
require that each candidate not worked out equals the answer, and that the traps are the
ones every candidate worked out gives.
"""

from __future__ import annotations

from dealer_trainer.engine.explain import first_round, house_split, rake_parts
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds.base import amounts
from dealer_trainer.quiz.model import Answer, Question


def _rake_questions(count: int) -> list[Question]:
    out: list[Question] = []
    for seed in (1, 2026, 77):
        gen = Generator(seed, Settings(kinds=("rake",)))
        out.extend(gen.question(n) for n in range(count))
    return out


def test_a_candidate_left_out_would_equal_the_answer() -> None:
    questions = _rake_questions(400)
    skipped = {"cap": 0, "no_flop": 0, "round_up": 0}
    for q in questions:
        assert q.situation is not None
        hand = q.situation.hand()
        prof = hand.profile
        unit = hand.stakes.chip_unit
        total, rake_, jp, _ = house_split(hand)
        first = first_round(hand)
        assert rake_parts(prof, total, unit, first) == (rake_, jp)
        if not prof.rake_cap:
            skipped["cap"] += 1
            assert rake_parts(prof, total, unit, first, cap=False) == (rake_, jp)
        if not (first and prof.rake_no_flop_no_drop):
            skipped["no_flop"] += 1
            assert rake_parts(prof, total, unit, first, no_flop=False) == (rake_, jp)
        if not (prof.rake_percent and total >= prof.rake_min_pot):
            skipped["round_up"] += 1
            assert rake_parts(prof, total, unit, first, round_up=True) == (rake_, jp)
    # every shortcut was taken on some of the hands dealt
    assert all(skipped.values()), skipped


def test_the_traps_are_those_of_every_candidate_worked_out() -> None:
    for q in _rake_questions(300):
        assert q.situation is not None
        hand = q.situation.hand()
        prof = hand.profile
        unit = hand.stakes.chip_unit
        split = hand.pots()
        total, rake_, jp, _ = house_split(hand, split)
        first = first_round(hand)
        candidates: list[tuple[str, Answer | None]] = []
        uncalled = split.uncalled
        if uncalled is not None:
            t2 = total + uncalled.amount
            r2, j2 = rake_parts(prof, t2, unit, first)
            # named for what the trainee did: raked it (the take changes) or only pushed it
            counted = "raked_uncalled_bet" if r2 + j2 != rake_ + jp else "pushed_uncalled_bet"
            candidates.append((counted, amounts(r2 + j2, t2 - r2 - j2)))
        r3, j3 = rake_parts(prof, total, unit, first, cap=False)
        candidates.append(("ignored_rake_cap", amounts(r3 + j3, total - r3 - j3)))
        if jp:
            candidates.append(("forgot_jackpot_drop", amounts(rake_, total - rake_)))
        r4, j4 = rake_parts(prof, total, unit, first, no_flop=False)
        candidates.append(("raked_no_flop", amounts(r4 + j4, total - r4 - j4)))
        r5, j5 = rake_parts(prof, total, unit, first, round_up=True)
        candidates.append(("rounded_rake_up", amounts(r5 + j5, total - r5 - j5)))
        assert q.traps == mistakes.traps(q.answer, candidates)


def test_house_split_with_the_pots_given_is_the_same() -> None:
    for q in _rake_questions(100):
        assert q.situation is not None
        hand = q.situation.hand()
        assert house_split(hand, hand.pots()) == house_split(hand)
