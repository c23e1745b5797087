"""The deal-a-hand mode's session, between the controller and the deal window (issue 19).

It plans a session with :func:`dealer_trainer.quiz.deal.plan` (the app plays the players,
the engine keys every duty), hands the window one duty at a time, times the trainee from
the moment a duty is shown to his answer, grades it with the quiz's grading, and keeps the
report: accuracy per duty and the pace his own decision times allow. Graded duties are
recorded in the store as answers of their question kinds, under the trainee's name.
No widgets here: the window talks to this object through the controller.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from dealer_trainer.quiz.deal import (
    DUTIES,
    DUTY_TITLES,
    PACE_TARGETS,
    DealSettings,
    DutyResult,
    PlannedDuty,
    Report,
    Scene,
    grade_duty,
    plan,
)
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.model import FormKind

if TYPE_CHECKING:
    from dealer_trainer.gui.controller import Controller

__all__ = [
    "DUTIES",
    "DUTY_TITLES",
    "PACE_TARGETS",
    "VARIANTS",
    "DealSession",
    "DealSettings",
    "DutyResult",
    "FormKind",
    "PlannedDuty",
    "Report",
    "Scene",
]
"""The session, and what the deal window needs of the quiz: it reaches the quiz through here."""


class DealSession(QObject):
    """One deal-a-hand session: its planned duties, the trainee's results, the report."""

    stepReady = Signal(object)
    """A :class:`~dealer_trainer.quiz.deal.PlannedDuty` to do now."""
    graded = Signal(object)
    """A :class:`~dealer_trainer.quiz.deal.DutyResult` (grading at once)."""
    handGraded = Signal(object)
    """The hand's results, a list of DutyResult (grading at the end of the hand)."""
    finished = Signal(object)
    """The session's :class:`~dealer_trainer.quiz.deal.Report`."""
    problem = Signal(str)

    def __init__(
        self,
        record: Callable[[DutyResult], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.clock = clock
        self.steps: list[PlannedDuty] = []
        self.index = 0
        self.report: Report | None = None
        self.settings: DealSettings | None = None
        self.at_end = False
        """Grade at the end of each hand instead of at once."""
        self.pending: list[DutyResult] = []
        self.waiting = False
        """A graded duty or hand is on show; :meth:`next` goes on."""
        self._shown_at = 0.0

    @property
    def running(self) -> bool:
        return self.report is not None and self.index < len(self.steps)

    @property
    def current(self) -> PlannedDuty | None:
        return self.steps[self.index] if self.running else None

    def start(self, settings: DealSettings, *, at_end: bool = False) -> bool:
        """Plan the session and show its first duty; False (and ``problem``) on bad settings."""
        # start-up: loaded when first called, not to open the window
        from dealer_trainer.quiz.deal import DealError

        try:
            steps, report = plan(settings)
        except DealError as exc:
            self.problem.emit(str(exc))
            return False
        self.settings, self.steps, self.report = settings, steps, report
        self.index, self.at_end, self.pending, self.waiting = 0, at_end, [], False
        self._show()
        return True

    def _show(self) -> None:
        step = self.current
        if step is None:
            assert self.report is not None
            self.finished.emit(self.report)
            return
        self._shown_at = self.clock()
        self.stepReady.emit(step)

    def submit(self, lines: list[str] | tuple[str, ...]) -> DutyResult | None:
        """Grade the trainee's answer to the duty on show."""
        step = self.current
        if step is None or self.waiting or self.report is None:
            return None
        millis = max(0, int((self.clock() - self._shown_at) * 1000))
        result = grade_duty(step.hand, step.duty, step.question, lines, millis)
        self.report.results.append(result)
        if self.record is not None:
            self.record(result)
        if not self.at_end:
            self.waiting = True
            self.graded.emit(result)
            return result
        self.pending.append(result)
        self.index += 1
        nxt = self.current
        if nxt is None or nxt.hand != step.hand:
            self.waiting = True
            self.handGraded.emit(list(self.pending))
            self.pending = []
            return result
        self._show()
        return result

    def next(self) -> None:
        """Go on after the feedback: the next duty, or the report at the end."""
        if not self.waiting:
            return
        self.waiting = False
        if not self.at_end:
            self.index += 1
        self._show()

    def stop(self) -> Report | None:
        """End the session now (the report covers the duties done)."""
        report = self.report
        if report is not None and self.running:
            self.index = len(self.steps)
            done = {r.hand for r in report.results}
            report.hands = len(done)
            report.chips_checked = min(report.chips_checked, report.hands)
            self.finished.emit(report)
        return report

    def recorder_for(self, controller: Controller) -> None:
        """Record each graded duty through ``controller`` (its history and trainee)."""
        self.record = lambda result: controller.record_duty(result)
