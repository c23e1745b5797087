"""Adaptive practice: weak skills and skills not seen for a while come back more often.

Each skill (and each kind within it) sits in a Leitner box from 1 to 5, replayed
from the trainee's answer history, oldest first: a right answer moves it up one
box, a wrong one back to box 1. A box is due again after its interval (box 1 at
once, box 5 after a week). The next question's skill is drawn with a weight that
is larger for lower boxes, larger again when the skill is overdue, and largest
for a skill never practised; then a kind of that skill the same way. The
difficulty follows the box: box 1 asks difficulty 1-2, box 5 asks 4-5.

The choice is deterministic given the history, the seed and ``now``: the
generator is seeded from the seed and the number of answers so far.

>>> from dealer_trainer.quiz.history import MemoryHistory
>>> practice = Practice(MemoryHistory(), "ana", seed=7)
>>> q = practice.next_question(now=datetime(2026, 3, 1, tzinfo=UTC))
>>> q.id.startswith("seed:"), q.kind in KINDS
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Final

from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.history import UTC, AnswerRecord, History
from dealer_trainer.quiz.ids import KINDS
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.prng import MASK64, Prng

__all__ = ["BOX_INTERVALS", "BOX_WEIGHTS", "Box", "Practice", "boxes"]

BOX_INTERVALS: Final[dict[int, timedelta]] = {
    1: timedelta(0),
    2: timedelta(minutes=10),
    3: timedelta(days=1),
    4: timedelta(days=3),
    5: timedelta(days=7),
}
"""How long a skill rests in each box before it is due again."""

BOX_WEIGHTS: Final[dict[int, int]] = {1: 16, 2: 8, 3: 4, 4: 2, 5: 1}
"""Relative chance of asking a skill from each box (before the overdue bonus)."""

NEW_WEIGHT: Final = 20
"""The weight of a skill (or kind) never practised."""

OVERDUE_WEIGHT: Final = 8
"""Added to a skill's weight once it is due again."""

_DIFFICULTY_BY_BOX: Final[dict[int, tuple[int, ...]]] = {
    1: (1, 2),
    2: (2, 3),
    3: (2, 3, 4),
    4: (3, 4, 5),
    5: (4, 5),
}


@dataclass(frozen=True, slots=True)
class Box:
    """Where a skill or kind stands."""

    key: str
    box: int
    answered: int
    correct: int
    last_seen: datetime | None

    def due(self) -> datetime | None:
        """When it is due again (None: never practised, so due now)."""
        if self.last_seen is None:
            return None
        return self.last_seen + BOX_INTERVALS[self.box]

    def weight(self, now: datetime) -> int:
        """Its weight in the draw at ``now``."""
        if self.last_seen is None:
            return NEW_WEIGHT
        weight = BOX_WEIGHTS[self.box]
        due = self.due()
        if due is not None and now >= due:
            weight += OVERDUE_WEIGHT
        return weight


def boxes(records: Sequence[AnswerRecord], keys: Sequence[str], field: str) -> dict[str, Box]:
    """The Leitner box of each key (a skill or kind id) after these answers, oldest first."""
    state = {k: Box(k, 1, 0, 0, None) for k in keys}
    for rec in sorted(records, key=lambda r: r.answered_at):
        key = getattr(rec, field)
        if key not in state:
            continue
        b = state[key]
        box = min(5, b.box + 1) if rec.correct else 1
        state[key] = replace(
            b,
            box=box,
            answered=b.answered + 1,
            correct=b.correct + rec.correct,
            last_seen=rec.answered_at,
        )
    return state


class Practice:
    """The next question for a trainee, chosen from his history."""

    def __init__(
        self,
        history: History,
        trainee: str,
        *,
        seed: int,
        settings: Settings | None = None,
    ) -> None:
        self.history = history
        self.trainee = trainee
        self.seed = seed
        self.settings = (settings or Settings()).normalised()
        self._plan = dict(self.settings.plan())

    def weights(self, now: datetime) -> tuple[dict[str, Box], dict[str, Box]]:
        """The boxes of the skills and kinds on offer, after the trainee's answers."""
        records = list(self.history.answers(self.trainee))
        kinds = list(self._plan)
        skills = list(dict.fromkeys(KINDS[k].skill for k in kinds))
        return boxes(records, skills, "skill"), boxes(records, kinds, "kind")

    def plan_next(self, now: datetime | None = None) -> tuple[str, tuple[int, ...], int, int]:
        """What to ask next: (kind, difficulties, generator seed, question number).

        Deterministic given the history, the seed and ``now``.
        """
        now = now or datetime.now(UTC)
        n = len(self.history.answers(self.trainee))
        rng = Prng(self.seed).derive("adaptive", self.trainee, n)
        skill_boxes, kind_boxes = self.weights(now)
        skill = rng.weighted([(s, b.weight(now)) for s, b in skill_boxes.items()])
        offered = [k for k in self._plan if KINDS[k].skill == skill]
        kind = rng.weighted([(k, kind_boxes[k].weight(now)) for k in offered])
        box = min(skill_boxes[skill].box, kind_boxes[kind].box)
        wanted = tuple(d for d in _DIFFICULTY_BY_BOX[box] if d in self.settings.difficulties)
        return kind, wanted or self.settings.difficulties, rng.next_u64() & (MASK64 >> 1), n

    def next_question(self, now: datetime | None = None) -> Question:
        """The next question: deterministic given the history, the seed and ``now``.

        Its id is ``seed:<generator seed>:<n>``; with the record's kind it can be made
        again: ``Generator(seed, Settings(kinds=(kind,), ...)).question(n)``.
        """
        kind, difficulties, generator_seed, n = self.plan_next(now)
        settings = replace(self.settings, kinds=(kind,), difficulties=difficulties)
        return Generator(generator_seed, settings).question(n)
