"""The trainee's answer history, as the quiz sees it.

The quiz reads the history to choose what to ask next (adaptive practice) and
writes every graded answer to it. The store (``dealer_trainer.store``)
implements :class:`History` on disk; :class:`MemoryHistory` serves tests and a
first run.

>>> from datetime import UTC, datetime
>>> h = MemoryHistory()
>>> h.record(AnswerRecord(trainee="ana", question_id="seed:7:3", kind="to_call",
...          skill="betting", variant="NT", answer="600", correct=True,
...          mistake=None, millis=2400, answered_at=datetime(2026, 1, 1, tzinfo=UTC)))
>>> [r.kind for r in h.answers("ana")]
['to_call']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from datetime import UTC, datetime

__all__ = ["DEFAULT_TRAINEE", "UTC", "AnswerRecord", "History", "MemoryHistory", "datetime"]


def __getattr__(name: str) -> object:
    """``UTC`` and ``datetime``, re-exported for the quiz modules, imported when first asked.

    The window reads this module before its first paint; ``datetime`` is only needed with
    the first graded answer, so its import (a module and a C extension) waits until then.
    """
    if name in ("UTC", "datetime"):
        import datetime

        return getattr(datetime, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


DEFAULT_TRAINEE = "Trainee"
"""Whose answers they are when nobody gave a name: the same in the window and the terminal."""


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One graded answer."""

    trainee: str
    question_id: str
    """Where the question came from: ``seed:<seed>:<n>`` or ``pack:<pack id>:<item>``."""
    kind: str
    """A question-kind id (``dealer_trainer.quiz.ids``)."""
    skill: str
    """A skill id (``dealer_trainer.quiz.ids``)."""
    variant: str
    """A variant id (PHH code)."""
    answer: str
    """What the trainee typed or chose, as given."""
    correct: bool
    mistake: str | None
    """The id of the diagnosed mistake, when the answer was wrong and recognised."""
    millis: int
    """Time taken to answer, in milliseconds."""
    answered_at: datetime
    """When it was graded (timezone-aware, UTC)."""
    exam_id: str | None = None
    """The exam attempt it belongs to, if any."""


@runtime_checkable
class History(Protocol):
    """Where graded answers go and come back from."""

    def record(self, rec: AnswerRecord) -> None:
        """Keep one graded answer (committed before this returns)."""

    def answers(
        self,
        trainee: str,
        *,
        kind: str | None = None,
        skill: str | None = None,
        limit: int | None = None,
    ) -> Sequence[AnswerRecord]:
        """The trainee's answers, oldest first (the newest ``limit`` if given)."""


class MemoryHistory:
    """A history kept in memory: for tests and for a first run without a store."""

    def __init__(self) -> None:
        self._records: list[AnswerRecord] = []

    def record(self, rec: AnswerRecord) -> None:
        self._records.append(rec)

    def answers(
        self,
        trainee: str,
        *,
        kind: str | None = None,
        skill: str | None = None,
        limit: int | None = None,
    ) -> Sequence[AnswerRecord]:
        found = [
            r
            for r in self._records
            if r.trainee == trainee
            and (kind is None or r.kind == kind)
            and (skill is None or r.skill == skill)
        ]
        return found[-limit:] if limit else found
