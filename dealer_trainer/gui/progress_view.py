"""The progress window: accuracy and median time per skill, day by day, from the store.

It reads :func:`dealer_trainer.store.progress.progress` for the controller's trainee and
redraws when the controller grades an answer or the trainee changes. The charts are
:class:`~dealer_trainer.gui.charts.LineChart`; what they plot is :func:`chart_series`,
a plain function tested without Qt painting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui.charts import LineChart
from dealer_trainer.gui.controller import progress_report, skill_title
from dealer_trainer.gui.window_fit import install_wheel_guard

if TYPE_CHECKING:
    from dealer_trainer.gui.controller import Controller, Progress, Stat

__all__ = ["ProgressWindow", "chart_series", "duration_text"]

ALL_SKILLS = ""
"""The skill selector's key for every skill together."""


def duration_text(millis: int) -> str:
    """``1 h 05 min``, ``4 min 10 s`` or ``12 s``.

    >>> duration_text(3_900_000), duration_text(250_000), duration_text(12_400)
    ('1 h 05 min', '4 min 10 s', '12 s')
    """
    seconds = round(millis / 1000)
    hours, rest = divmod(seconds, 3600)
    mins, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {mins:02d} min"
    if mins:
        return f"{mins} min {secs:02d} s"
    return f"{secs} s"


def chart_series(
    report: Progress, skill: str = ALL_SKILLS
) -> tuple[list[float], list[float], list[float], list[str]]:
    """Day numbers, accuracy (%), median time (s) and day labels for one skill (or all)."""
    days = report.days if skill == ALL_SKILLS else [d for d in report.skill_days if d.key == skill]
    xs = [float(d.day.toordinal()) for d in days]
    accuracy = [100.0 * d.right / d.answered for d in days]
    seconds = [(d.median_millis or 0) / 1000 for d in days]
    labels = [d.day.strftime("%d %b") for d in days]
    return xs, accuracy, seconds, labels


def _percent(stat: Stat) -> str:
    return "-" if stat.accuracy is None else f"{100 * stat.accuracy:.0f}%"


def _seconds(stat: Stat) -> str:
    return "-" if stat.median_millis is None else f"{stat.median_millis / 1000:.1f} s"


class ProgressWindow(QWidget):
    """Charts, the per-skill table, weakest skills, streaks and practice time."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install_wheel_guard()  # its boxes take the wheel only when clicked into
        self.controller = controller
        self.report: Progress | None = None
        self.setWindowTitle("Progress")
        self.setObjectName("ProgressWindow")
        self.resize(900, 680)

        self.heading = QLabel()
        self.heading.setObjectName("progressHeading")
        self.skill_box = QComboBox()
        self.skill_box.setAccessibleName("Skill shown in the charts")
        self.skill_box.currentIndexChanged.connect(self._draw_charts)
        self.accuracy_chart = LineChart("Accuracy (% right), day by day")
        self.time_chart = LineChart("Median time (seconds), day by day")

        self.summary = QFormLayout()
        self.total_label = QLabel()
        self.practice_label = QLabel()
        self.streak_label = QLabel()
        self.weakest_label = QLabel()
        self.weakest_label.setWordWrap(True)
        self.summary.addRow("Answered:", self.total_label)
        self.summary.addRow("Practice time:", self.practice_label)
        self.summary.addRow("Streaks:", self.streak_label)
        self.summary.addRow("Practise next:", self.weakest_label)

        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(["Skill", "Answered", "Right", "Median time"])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(QLabel("Chart:"))
        top.addWidget(self.skill_box)
        charts = QHBoxLayout()
        charts.addWidget(self.accuracy_chart)
        charts.addWidget(self.time_chart)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(charts, 3)
        layout.addLayout(self.summary)
        layout.addWidget(self.table, 2)

        controller.graded.connect(self._changed)
        controller.traineeChanged.connect(self._changed)
        self.refresh()

    def _changed(self, *_args: object) -> None:
        if self.isVisible():  # a hidden window is refreshed when it is shown again
            self.refresh()

    def refresh(self, *_args: object) -> None:
        """Read the trainee's history again and redraw everything."""
        trainee = self.controller.trainee
        self.report = r = progress_report(self.controller.history, trainee)
        self.heading.setText(f"<b>{trainee}</b>: {r.overall.answered} answers")
        self.total_label.setText(
            f"{r.overall.answered} answered, {r.overall.right} right ({_percent(r.overall)}), "
            f"median {_seconds(r.overall)}"
        )
        self.practice_label.setText(duration_text(r.practice_millis))
        s = r.streaks
        self.streak_label.setText(
            f"{s.current_days} day(s) in a row (best {s.best_days}); "
            f"{s.current_right} right in a row (best {s.best_right})"
        )
        self.weakest_label.setText(
            ", ".join(f"{skill_title(w.key)} ({_percent(w)})" for w in r.weakest)
            or "not judged yet: answer at least 5 questions of a skill"
        )
        self.table.setRowCount(len(r.skills))
        for row, stat in enumerate(r.skills):
            cells = (skill_title(stat.key), str(stat.answered), _percent(stat), _seconds(stat))
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        chosen = self.skill_box.currentData()
        self.skill_box.blockSignals(True)
        self.skill_box.clear()
        self.skill_box.addItem("All skills", ALL_SKILLS)
        for stat in r.skills:
            self.skill_box.addItem(skill_title(stat.key), stat.key)
        index = self.skill_box.findData(chosen) if chosen is not None else 0
        self.skill_box.setCurrentIndex(max(0, index))
        self.skill_box.blockSignals(False)
        self._draw_charts()

    def _draw_charts(self, *_args: object) -> None:
        if self.report is None:
            return
        skill = self.skill_box.currentData() or ALL_SKILLS
        xs, accuracy, seconds, labels = chart_series(self.report, skill)
        self.accuracy_chart.set_data(xs, accuracy, labels, y_max=100, y_format=lambda v: f"{v:g}%")
        self.time_chart.set_data(xs, seconds, labels, y_format=lambda v: f"{v:g}s")
