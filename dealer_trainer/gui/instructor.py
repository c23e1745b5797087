"""The instructor's window: import result files, the class table, every question's figures.

Each import is checked by :func:`dealer_trainer.store.instructor.import_result_files`;
what became of each file (imported, already imported, the same attempt twice, edited
after export) is listed in the window, with the problems in a message as well. The class
table is trainee by skill with pass/fail; the question table says how many got each
question right and the most common mistake. Both export as CSV.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui.controller import (
    StoreError,
    class_table,
    import_result_files,
    kind_title,
    mistake_title,
    question_stats,
    skill_title,
    write_class_csv,
    write_question_csv,
)
from dealer_trainer.gui.errors import ProblemDialog

if TYPE_CHECKING:
    from dealer_trainer.gui.controller import Controller, ImportOutcome, SkillScore, Store

__all__ = ["InstructorWindow", "ResultFilesDialog"]

_STATUS_WORDS = {
    "imported": "Imported",
    "duplicate": "Already imported",
    "same-attempt": "Already imported (same attempt)",
    "conflict": "REFUSED: same attempt, different answers",
    "refused": "REFUSED",
}


class ResultFilesDialog:
    """Choosing result files to import (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget | None) -> list[str]:
        paths, _ = QFileDialog.getOpenFileNames(
            parent,
            "Import result files",
            str(Path.home()),
            "Result files (*.json);;All files (*)",
        )
        return list(paths)


class CsvSaveDialog:
    """Where to save a CSV export (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(
            parent, title, str(Path.home() / suggested), "CSV (*.csv)"
        )
        return path or None


def _table(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


def _cell(score: SkillScore | None) -> str:
    if score is None or score.asked == 0:
        return ""
    verdict = {True: " pass", False: " FAIL", None: ""}[score.passed]
    return f"{score.right}/{score.asked}{verdict}"


class InstructorWindow(QWidget):
    """Import, class table, question table, CSV exports."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.outcomes: list[ImportOutcome] = []
        self.setWindowTitle("Instructor: class results")
        self.setObjectName("InstructorWindow")
        self.resize(1000, 640)

        self.import_button = QPushButton("&Import result files\u2026")
        self.import_button.clicked.connect(self.import_files)
        self.class_csv_button = QPushButton("Export &class table as CSV\u2026")
        self.class_csv_button.clicked.connect(self.export_class_csv)
        self.question_csv_button = QPushButton("Export &questions as CSV\u2026")
        self.question_csv_button.clicked.connect(self.export_question_csv)
        buttons = QHBoxLayout()
        for b in (self.import_button, self.class_csv_button, self.question_csv_button):
            buttons.addWidget(b)
        buttons.addStretch(1)

        self.class_table = _table(["Trainee"])
        self.question_table = _table(
            ["Question", "Skill", "Asked", "Right", "Not answered", "Most common mistake"]
        )
        self.tabs = QTabWidget()
        self.tabs.addTab(self.class_table, "Class (trainee \u00d7 skill)")
        self.tabs.addTab(self.question_table, "Questions")

        self.log = QListWidget()
        self.log.setAccessibleName("Import report")
        self.log.setMaximumHeight(140)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName("Import summary")

        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(QLabel("<b>Imports</b>"))
        layout.addWidget(self.status_label)
        layout.addWidget(self.log)
        self.refresh()

    def _store(self) -> Store:
        return self.controller.history.store()

    def import_files(self) -> list[ImportOutcome]:
        """Ask for result files and import them; every file's fate is listed."""
        paths = ResultFilesDialog.ask(self)
        if not paths:
            return []
        try:
            outcomes = import_result_files(self._store(), [Path(p) for p in paths])
        except StoreError as exc:
            ProblemDialog.show_problem(self, "The results could not be imported", str(exc))
            return []
        self.outcomes += outcomes
        for o in outcomes:
            item = QListWidgetItem(f"{_STATUS_WORDS.get(o.status.value, o.status)}: {o.message}")
            if not o.ok:
                item.setForeground(QBrush(QColor("#c0392b")))
            self.log.addItem(item)
        self.log.scrollToBottom()
        counts: dict[str, int] = {}
        for o in outcomes:
            counts[o.status.value] = counts.get(o.status.value, 0) + 1
        imported = counts.get("imported", 0)
        again = counts.get("duplicate", 0) + counts.get("same-attempt", 0)
        refused = counts.get("refused", 0) + counts.get("conflict", 0)
        summary = f"{imported} imported"
        if again:
            summary += f", {again} already imported (skipped)"
        if refused:
            summary += f", {refused} refused (edited or not a result file: see below)"
        self.status_label.setText(summary + ".")
        self.refresh()
        return outcomes

    def refresh(self) -> None:
        """Lay the class and question tables out again from the store."""
        try:
            table = class_table(self._store())
            stats = question_stats(self._store())
        except StoreError as exc:
            self.status_label.setText(str(exc))
            return
        headers = ["Trainee", "Exam", *(skill_title(s) for s in table.skills)]
        headers += ["Overall", "Passed"]
        self.class_table.setColumnCount(len(headers))
        self.class_table.setHorizontalHeaderLabels(headers)
        self.class_table.setRowCount(len(table.rows))
        for r, row in enumerate(table.rows):
            cells = [row.trainee, row.title, *(_cell(row.skills.get(s)) for s in table.skills)]
            cells += [_cell(row.overall), "yes" if row.passed else "NO"]
            for c, text in enumerate(cells):
                self.class_table.setItem(r, c, QTableWidgetItem(text))
        self.question_table.setRowCount(len(stats))
        for r, s in enumerate(stats):
            mistake = (
                f"{mistake_title(s.common_mistake)} ({s.common_mistake_count})"
                if s.common_mistake
                else ""
            )
            cells = [
                f"{kind_title(s.kind)} ({s.question_id})",
                skill_title(s.skill),
                str(s.asked),
                str(s.right),
                str(s.unanswered),
                mistake,
            ]
            for c, text in enumerate(cells):
                self.question_table.setItem(r, c, QTableWidgetItem(text))

    def _export(self, title: str, suggested: str, write: Callable[[TextIO], object]) -> str | None:
        path = CsvSaveDialog.ask(self, title, suggested)
        if not path:
            return None
        try:
            with open(path, "w", encoding="utf-8", newline="") as out:
                write(out)
        except OSError as exc:
            ProblemDialog.show_problem(
                self, "The CSV file could not be saved", f"{path}\n\n{exc.strerror or exc}"
            )
            return None
        self.status_label.setText(f"Saved {path}")
        return path

    def export_class_csv(self) -> str | None:
        return self._export(
            "Export the class table",
            "class-results.csv",
            lambda out: write_class_csv(class_table(self._store()), out),
        )

    def export_question_csv(self) -> str | None:
        return self._export(
            "Export the questions",
            "question-results.csv",
            lambda out: write_question_csv(question_stats(self._store()), out),
        )
