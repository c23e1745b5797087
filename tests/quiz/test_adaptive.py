"""Adaptive practice: weak and stale skills come back more often; the choice is repeatable."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta

from dealer_trainer.quiz.adaptive import BOX_WEIGHTS, NEW_WEIGHT, Practice, boxes
from dealer_trainer.quiz.history import UTC, AnswerRecord, MemoryHistory, datetime
from dealer_trainer.quiz.ids import KINDS

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def rec(kind: str, correct: bool, when: datetime, trainee: str = "ana") -> AnswerRecord:
    return AnswerRecord(
        trainee, "seed:1:0", kind, KINDS[kind].skill, "NT", "x", correct, None, 3000, when
    )


def test_boxes_move_up_on_right_answers_and_back_to_one_on_wrong() -> None:
    t = NOW - timedelta(hours=5)
    records = [rec("to_call", True, t + timedelta(minutes=k)) for k in range(3)]
    assert boxes(records, ["betting"], "skill")["betting"].box == 4
    records.append(rec("min_raise", False, t + timedelta(minutes=9)))
    b = boxes(records, ["betting"], "skill")["betting"]
    assert (b.box, b.answered, b.correct) == (1, 4, 3)


def test_weights_favour_weak_new_and_overdue_skills() -> None:
    t = NOW - timedelta(days=30)
    strong = boxes(
        [rec("to_call", True, t + timedelta(seconds=k)) for k in range(6)], ["betting"], "skill"
    )["betting"]
    assert strong.box == 5
    assert strong.weight(t + timedelta(days=1)) == BOX_WEIGHTS[5]  # resting
    assert strong.weight(NOW) > BOX_WEIGHTS[5]  # a week later: due again
    weak = boxes([rec("side_pots", False, NOW)], ["side_pots"], "skill")["side_pots"]
    assert weak.weight(NOW) > strong.weight(t + timedelta(days=1))
    new = boxes([], ["chips"], "skill")["chips"]
    assert new.weight(NOW) == NEW_WEIGHT


def _history() -> MemoryHistory:
    h = MemoryHistory()
    t = NOW - timedelta(hours=2)
    for k, kind in enumerate(KINDS):
        for j in range(5):
            h.record(rec(kind, kind != "side_pots", t + timedelta(minutes=k * 5 + j)))
    return h


def test_a_weak_skill_comes_back_more_often() -> None:
    history = _history()
    counts: Counter[str] = Counter()
    for seed in range(300):
        kind, *_ = Practice(history, "ana", seed=seed).plan_next(NOW)
        counts[KINDS[kind].skill] += 1
    average = 300 / len({k.skill for k in KINDS.values()})
    assert counts["side_pots"] > 3 * average, counts


def test_difficulty_follows_the_box() -> None:
    history = _history()
    plans = [Practice(history, "ana", seed=s).plan_next(NOW) for s in range(60)]
    kinds = {kind for kind, _, _, _ in plans}
    assert "side_pots" in kinds and len(kinds) > 1, kinds  # both rules below are exercised
    for kind, difficulties, _, _ in plans:
        if kind == "side_pots":
            assert max(difficulties) <= 2
        else:
            assert min(difficulties) >= 4


def test_deterministic_given_history_seed_and_time() -> None:
    history = _history()
    a = Practice(history, "ana", seed=5).next_question(NOW)
    b = Practice(history, "ana", seed=5).next_question(NOW)
    assert a == b
    history.record(rec(a.kind, True, NOW))
    c = Practice(history, "ana", seed=5).next_question(NOW)
    assert c.id != a.id  # the history moved on, so does the question


def test_other_trainees_answers_do_not_count() -> None:
    history = _history()
    mine = Practice(history, "ana", seed=5).plan_next(NOW)
    history.record(rec("side_pots", True, NOW, trainee="bob"))
    assert Practice(history, "ana", seed=5).plan_next(NOW) == mine
