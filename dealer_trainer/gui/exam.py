"""Exam mode: an instructor pack sat against the clock, with no feedback until the end.

Long because exam mode is one feature: its dialogs, the controller of an attempt
(:class:`ExamSession`), the window and the PDF report share one session's state; each part
is under its own ruled heading below.

:class:`ExamSession` is the exam's controller (a ``QObject``): it starts the attempt in
the store, grades each answer and records it at once with the attempt's id, counts the
time down (the pack's limit plus the trainee's extra time) and ends the exam when the
trainee finishes or the time runs out. :class:`ExamWindow` renders it: the table and
the answer panel during the exam (its feedback hidden), then the result with every
question reviewed, and the exports: the PDF report (:func:`write_pdf`, Qt's own PDF
writer laying out :class:`~dealer_trainer.store.report.ExamReport`), the review as CSV
and the checksummed result file for the instructor.
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui import controller as gateway
from dealer_trainer.gui.action_panel import ActionPanel
from dealer_trainer.gui.controller import (
    CannotUse,
    StoreError,
    answer_record,
    exam_report,
    exam_settings,
    load_pack,
    minutes,
    paper_for_locale,
    score_exam,
    write_result_file,
    write_review_csv,
    write_sheet,
)
from dealer_trainer.gui.controller import sample_packs as listed
from dealer_trainer.gui.errors import ProblemDialog
from dealer_trainer.gui.questions import AnswerError, from_quiz, grade
from dealer_trainer.gui.rulebook import RulebookWindow
from dealer_trainer.gui.table_view import TableView
from dealer_trainer.gui.window_fit import install_wheel_guard
from dealer_trainer.resource_files import resource_dir

if TYPE_CHECKING:  # the quiz and store types the exam passes along (no import at run time)
    from PySide6.QtGui import QCloseEvent

    from dealer_trainer.gui.controller import (
        AnswerRecord,
        Controller,
        DutyResult,
        ExamAttempt,
        ExamReport,
        ExamResult,
        HistoryAdapter,
        Pack,
        SamplePack,
    )
    from dealer_trainer.gui.deal_view import DealWindow
    from dealer_trainer.gui.questions import Asked

__all__ = [
    "ConfirmDialog",
    "ExamPackDialog",
    "ExamSession",
    "ExamWindow",
    "ExportDialog",
    "PackChooser",
    "report_html",
    "write_pdf",
]

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def sample_packs() -> list[SamplePack]:
    """The sample packs that ship with the trainer (``resources/packs``), for the chooser."""

    folder = resource_dir()
    return listed(None if folder is None else folder / "packs")


class PackChooser(QDialog):
    """Sit an exam: the sample packs listed, or a pack file of the school's own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Sit an exam")
        self.chosen: str | None = None
        self.samples = sample_packs()
        self.list = QListWidget()
        self.list.setAccessibleName("Sample packs")
        for sample in self.samples:
            mark = "" if sample.pass_mark is None else f", {sample.pass_mark}% to pass"
            item = QListWidgetItem(f"{sample.title} ({sample.questions} questions{mark})")
            item.setToolTip(sample.description)
            item.setData(Qt.ItemDataRole.UserRole, str(sample.path))
            self.list.addItem(item)
        if self.samples:
            self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept_sample())
        self.sit_button = QPushButton("&Sit this exam")
        self.sit_button.setDefault(True)
        self.sit_button.setEnabled(bool(self.samples))
        self.sit_button.clicked.connect(self.accept_sample)
        self.file_button = QPushButton("Open a pack &file\u2026")
        self.file_button.setAutoDefault(False)
        self.file_button.clicked.connect(self.choose_file)
        cancel = QPushButton("Cancel")
        cancel.setAutoDefault(False)
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.file_button)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.sit_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("The sample packs that come with the trainer:"))
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)

    def accept_sample(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = str(item.data(Qt.ItemDataRole.UserRole))
            self.accept()

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Sit an exam: choose the pack", str(Path.home()), "Packs (*.toml);;All (*)"
        )
        if path:
            self.chosen = path
            self.accept()


class ExamPackDialog:
    """Choosing the pack to sit (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget | None) -> str | None:
        chooser = PackChooser(parent)
        if chooser.exec() != QDialog.DialogCode.Accepted:
            return None
        return chooser.chosen


class ConfirmDialog:
    """A yes-or-no question before the exam ends (tests replace :meth:`ask`).

    The safe answer, keep going, is the default: Enter or Space in the box never ends
    the exam, only a click on (or Tab to) the ending button does.
    """

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, text: str, end: str) -> bool:
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(text)
        ending = box.addButton(end, QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("&Keep going", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is ending


class ExportDialog:
    """Where to save an export (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, suggested: str, filters: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(parent, title, str(Path.home() / suggested), filters)
        return path or None


# ---------------------------------------------------------------- the report as a PDF


def report_html(report: ExamReport) -> str:
    """The exam report as HTML for ``QTextDocument``: every string of the report, escaped."""
    e = html.escape
    parts = [
        f"<h1>{e(report.title)}</h1>",
        f"<h2>{e(report.trainee)}: {e(report.verdict)}</h2>",
        "<table cellspacing='0' cellpadding='2'>",
    ]
    parts += [f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in report.details]
    parts.append("</table><h3>Scores</h3>")
    parts.append("<table border='1' cellspacing='0' cellpadding='3' width='100%'>")
    parts.append(
        "<tr><th align='left'>Skill</th><th>Right</th><th>Score</th>"
        "<th>Pass mark</th><th>Result</th></tr>"
    )
    for s in report.skills:
        parts.append(
            f"<tr><td>{e(s.title)}</td><td align='center'>{e(s.score)}</td>"
            f"<td align='center'>{e(s.percent)}</td><td align='center'>{e(s.pass_mark)}</td>"
            f"<td align='center'><b>{e(s.verdict)}</b></td></tr>"
        )
    parts.append("</table><h3>Every question</h3>")
    parts.append("<table border='1' cellspacing='0' cellpadding='2' width='100%'>")
    parts.append(
        "<tr><th>#</th><th align='left'>Question</th><th align='left'>Skill</th>"
        "<th align='left'>Answer</th><th>Result</th><th align='left'>Mistake</th>"
        "<th>Time</th></tr>"
    )
    for r in report.review:
        parts.append(
            f"<tr><td>{e(r.number)}</td><td>{e(r.kind)}<br/><small>{e(r.question_id)}</small>"
            f"</td><td>{e(r.skill)}</td><td>{e(r.answer)}</td><td>{e(r.verdict)}</td>"
            f"<td>{e(r.mistake)}</td><td>{e(r.time)}</td></tr>"
        )
    parts.append(f"</table><p><small>{e(report.footer)}</small></p>")
    return "\n".join(parts)


def locale_paper() -> str:
    """The paper this computer's locale uses: ``letter`` in the US and Canada, else ``a4``."""

    return paper_for_locale(QLocale.system().name())


def write_pdf(report: ExamReport, path: str | Path, paper: str | None = None) -> None:
    """Write the exam sheet (:mod:`dealer_trainer.store.sheet`) on A4 or US Letter.

    The window and ``results export --format pdf`` print the same sheet, laid out in
    points so the text is 9 pt and larger on paper. ``OSError`` if it cannot be written.
    """
    write_sheet(report, path, paper=paper or locale_paper())


# ---------------------------------------------------------------- the exam's controller


class ExamSession(QObject):
    """One sitting of a pack: questions, clock, answers recorded as they are given."""

    questionReady = Signal(object, int, int)
    """The question, its number (from 1) and how many there are."""
    tick = Signal(int, int)
    """Milliseconds left and allowed (only for a timed exam)."""
    refused = Signal(str)
    finished = Signal(object)
    """The :class:`~dealer_trainer.store.exams.ExamResult`."""
    problem = Signal(str, str)

    def __init__(
        self,
        history: HistoryAdapter,
        trainee: str,
        pack: Pack,
        *,
        clock: Clock = _utc_now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.trainee = trainee
        self.pack = pack
        self.settings = exam_settings(pack)
        self.clock = clock
        self.questions: list[Asked] = []
        self.index = 0
        self.attempt: ExamAttempt | None = None
        self.records: list[AnswerRecord] = []
        self.deal_records: list[AnswerRecord] = []
        """The duties of the pack's deal sessions (recorded under their own exam ids)."""
        self.result: ExamResult | None = None
        self.timed_out = False
        self.abandoned = False
        """The exam was left (its window closed) before Finish: kept unfinished."""
        self._shown_at: datetime | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.check_time)

    @property
    def running(self) -> bool:
        return self.attempt is not None and self.result is None

    @property
    def current(self) -> Asked | None:
        return self.questions[self.index] if self.index < len(self.questions) else None

    def start(self) -> bool:
        """Begin the attempt (kept in the store) and show the first question.

        A progress database that is locked or cannot be written is told to the
        trainee as a plain message, and the exam does not begin (False).
        """

        self.questions = [from_quiz(q) for q in self.pack.questions()]
        try:
            self.attempt = self.history.store().start_exam(
                self.trainee, self.settings, now=self.clock()
            )
        except StoreError as exc:
            self.problem.emit("The exam could not begin", str(exc))
            return False
        if self.attempt.allowed_millis is not None:
            self.timer.start()
        self._show()
        self.check_time()
        return True

    def _show(self) -> None:
        asked = self.current
        if asked is None:
            self.finish()
            return
        self._shown_at = self.clock()
        self.questionReady.emit(asked, self.index + 1, len(self.questions))

    def submit(self, lines: list[str] | tuple[str, ...]) -> bool:
        """Grade and record the answer, then move on: no word on whether it was right."""

        asked = self.current
        if not self.running or asked is None:
            return False
        if self.check_time():
            return False
        now = self.clock()
        millis = max(0, (now - (self._shown_at or now)) // timedelta(milliseconds=1))
        try:
            graded = grade(asked, lines, millis)
        except AnswerError as exc:
            self.refused.emit(str(exc))
            return False
        rec = answer_record(
            trainee=self.trainee,
            question_id=asked.id,
            kind=asked.kind,
            skill=asked.skill,
            variant=asked.variant,
            answer=" / ".join(lines),
            correct=graded.correct,
            mistake=graded.mistake_id,
            millis=millis,
            answered_at=now,
            exam_id=self.begun().id,
        )
        self.records.append(rec)
        self.history.record(rec)  # committed before the next question shows
        self.index += 1
        self._show()
        return True

    def check_time(self) -> bool:
        """Say how much time is left; end the exam when it has run out (True then)."""
        attempt = self.attempt
        if not self.running or attempt is None or attempt.allowed_millis is None:
            return False
        left = attempt.remaining_millis(self.clock())
        if left is None:  # a timed attempt always has a deadline
            return False
        self.tick.emit(left, attempt.allowed_millis)
        if left <= 0:
            self.timed_out = True
            self.finish()
            return True
        return False

    def begun(self) -> ExamAttempt:
        """The attempt in the store (the exam has begun: :meth:`start`)."""
        if self.attempt is None:
            raise RuntimeError("ExamSession: the exam has not begun (start() first)")
        return self.attempt

    def ended(self) -> ExamResult:
        """The scored result (the exam has ended: finished, abandoned or timed out)."""
        if self.result is None:
            raise RuntimeError("ExamSession: the exam has not ended, so it has no result yet")
        return self.result

    @property
    def unanswered(self) -> int:
        """Questions not answered yet."""
        return max(0, len(self.questions) - len(self.records))

    def abandon(self) -> ExamResult | None:
        """Leave the exam before Finish: the attempt stays unfinished in the store (the
        record of an abandoned exam), with every answer given; scored as it stands."""
        if not self.running:
            return self.result
        self.timer.stop()
        self.abandoned = True
        self.result = score_exam(self.begun(), [*self.records, *self.deal_records])
        self.finished.emit(self.result)
        return self.result

    def finish(self) -> ExamResult | None:
        """End the exam (the trainee finished, gave up, or time ran out) and score it."""
        if not self.running:
            return self.result
        self.timer.stop()
        now = self.clock()
        begun = self.begun()
        deadline = begun.deadline
        if self.timed_out and deadline is not None:
            now = min(now, deadline)  # a late tick does not put the exam over time
        try:
            attempt = self.history.store().finish_exam(begun.id, now=now)
        except StoreError as exc:
            self.problem.emit("The exam's end could not be saved", str(exc))
            attempt = replace(begun, finished_at=now)
        self.attempt = attempt
        self.result = score_exam(attempt, [*self.records, *self.deal_records])
        self.finished.emit(self.result)
        return self.result

    def rescore(self) -> ExamResult | None:
        """Score the ended attempt again with the deal sessions' duties recorded since: the
        exam passes only when its questions and every deal session meet their marks."""
        if self.attempt is None or self.running:
            return self.result
        self.result = score_exam(self.attempt, [*self.records, *self.deal_records])
        self.finished.emit(self.result)
        return self.result


# ---------------------------------------------------------------- the window


def _deals_html(report: ExamReport) -> str:
    """The deal sessions on the result page: each one's verdict, pace and marks missed."""
    parts = []
    for d in report.deals:
        failed = "".join(f"<br>Not reached: {html.escape(r)}" for r in d.failed)
        parts.append(f"<b>{html.escape(d.title)}: {d.verdict}</b><br>{html.escape(d.pace)}{failed}")
    return "<br>".join(parts)


def _table(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


def _fill(table: QTableWidget, rows: list[tuple[str, ...]]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))


class ExamWindow(QWidget):
    """The exam: questions against the clock, then the result and its exports."""

    def __init__(self, session: ExamSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install_wheel_guard()  # its boxes take the wheel only when clicked into
        self.session = session
        self.report: ExamReport | None = None
        self.setWindowTitle(f"Exam: {session.settings.title} \u2014 {session.trainee}")
        self.setObjectName("ExamWindow")
        self.resize(1100, 720)
        self._locked: list[QAction | QWidget] = []
        self._box_took_enter = False
        if parent is not None:  # its own window, kept alive by the main window
            self.setWindowFlag(Qt.WindowType.Window, True)
        # the exam takes over: no other window of the app takes input while it runs
        self.setWindowModality(Qt.WindowModality.ApplicationModal)

        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

        # the exam page
        exam_page = QWidget()
        self.progress_label = QLabel()
        self.progress_label.setAccessibleName("Question number")
        self.clock_bar = QProgressBar()
        self.clock_bar.setAccessibleName("Time left")
        self.clock_bar.setTextVisible(True)
        self.clock_bar.setVisible(session.settings.time_limit_s is not None)
        self.untimed_label = QLabel("No time limit")
        self.untimed_label.setAccessibleName("Time left")
        self.untimed_label.setVisible(session.settings.time_limit_s is None)
        self.finish_button = QPushButton("Finish exam\u2026")
        self.finish_button.setToolTip(
            "End the exam now (asks first): questions not answered count as wrong"
        )
        # never pressed by Space or Enter: out of the Tab chain, never a default button
        self.finish_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.finish_button.setAutoDefault(False)
        self.finish_button.setDefault(False)
        self.finish_button.clicked.connect(self.ask_finish)
        self.full_screen_button = QPushButton("Full screen")
        self.full_screen_button.setCheckable(True)
        self.full_screen_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.full_screen_button.setAutoDefault(False)
        self.full_screen_button.setToolTip(
            "Sit the exam on the whole screen (click again to leave)"
        )
        self.full_screen_button.toggled.connect(self.set_full_screen)
        self.rulebook: RulebookWindow | None = None
        self.rulebook_button = QPushButton("Rulebook")
        self.rulebook_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rulebook_button.setAutoDefault(False)
        self.rulebook_button.setToolTip("This exam lets you look rules up in the rulebook")
        self.rulebook_button.setVisible(self.rulebook_allowed)
        self.rulebook_button.clicked.connect(self.show_rulebook)
        top = QHBoxLayout()
        top.addWidget(self.progress_label)
        top.addWidget(self.clock_bar, 1)
        top.addWidget(self.untimed_label, 1)
        top.addWidget(self.rulebook_button)
        top.addWidget(self.full_screen_button)
        top.addWidget(self.finish_button)
        self.table = TableView()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the answer only
        self.table.animate = False  # no chip animation in an exam (issue 16)
        self.panel = ActionPanel()
        self.panel.set_exam()  # no Show answer, no Skip
        self.panel.feedback.hide()  # no feedback until the end
        self.panel.next_button.hide()
        self.panel.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.panel.setMinimumWidth(360)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(self.panel)
        split.setSizes([680, 420])
        split.setChildrenCollapsible(False)
        page = QVBoxLayout(exam_page)
        page.addLayout(top)
        page.addWidget(split, 1)
        self.pages.addWidget(exam_page)

        # the result page
        result_page = QWidget()
        self.verdict_label = QLabel()
        self.verdict_label.setAccessibleName("Exam result")
        self.details_label = QLabel()
        self.details_label.setWordWrap(True)
        self.skills_table = _table(["Skill", "Right", "Score", "Pass mark", "Result"])
        self.review_table = _table(
            ["#", "Question", "Skill", "Answer", "Result", "Mistake", "Time"]
        )
        self.paper_box = QComboBox()
        self.paper_box.setAccessibleName("Paper")
        for paper_id, paper_title in (("a4", "A4"), ("letter", "US Letter")):
            self.paper_box.addItem(paper_title, paper_id)
        self.paper_box.setCurrentIndex(self.paper_box.findData(locale_paper()))
        self.pdf_button = QPushButton("Save the exam sheet as &PDF\u2026")
        self.pdf_button.setToolTip(
            "The sheet to print and sign, with a CSV of the answers beside it"
        )
        self.pdf_button.clicked.connect(self.export_pdf)
        self.csv_button = QPushButton("Save as &CSV\u2026")
        self.csv_button.clicked.connect(self.export_csv)
        self.result_button = QPushButton("Save the &result file for the instructor\u2026")
        self.result_button.clicked.connect(self.export_result_file)
        # a pack's [[deal]] sessions, sat after its questions (issue 19; gui/deal_view.py)
        self.controller: Controller | None = None
        self.deal_windows: list[DealWindow] = []
        self.deal_button = QPushButton("&Deal the pack's hands\u2026")
        self.deal_button.setToolTip(
            "Deal the whole hands this pack holds, judged on its pass marks"
        )
        self.deal_button.clicked.connect(self.deal_next)
        self.deal_button.setVisible(bool(getattr(session.pack, "deals", ())))
        self.saved_label = QLabel()
        self.saved_label.setAccessibleName("Saved files")
        self.saved_label.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(QLabel("Paper:"))
        for b in (
            self.paper_box,
            self.pdf_button,
            self.csv_button,
            self.result_button,
            self.deal_button,
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        rp = QVBoxLayout(result_page)
        rp.addWidget(self.verdict_label)
        rp.addWidget(self.details_label)
        rp.addWidget(self.skills_table, 1)
        self.deals_label = QLabel()
        self.deals_label.setAccessibleName("Deal sessions")
        self.deals_label.setWordWrap(True)
        rp.addWidget(self.deals_label)
        rp.addWidget(QLabel("<b>Every question</b>"))
        rp.addWidget(self.review_table, 2)
        rp.addLayout(buttons)
        rp.addWidget(self.saved_label)
        self.pages.addWidget(result_page)

        session.questionReady.connect(self._on_question)
        session.tick.connect(self._on_tick)
        session.refused.connect(self.panel.show_refusal)
        session.finished.connect(self._on_finished)
        session.problem.connect(self._on_problem)
        self.panel.submitted.connect(self._submit)

    @classmethod
    def for_pack(
        cls, controller: Controller, path: str | Path, parent: QWidget | None = None
    ) -> ExamWindow | None:
        """The exam window for the pack at ``path``; a bad pack is reported (``None``)."""

        try:
            pack = load_pack(path)
        except (CannotUse, OSError) as exc:
            ProblemDialog.show_problem(parent, "Cannot sit this exam", f"{path}\n\n{exc}")
            return None
        session = ExamSession(controller.history, controller.trainee, pack)
        window = cls(session, parent)
        window.controller = controller  # the pack's deal-a-hand sessions need it (issue 19)
        return window

    @property
    def running(self) -> bool:
        return self.session.running

    def start(self) -> bool:
        """Begin the exam; False (after telling the trainee why) if it could not."""
        self._lock(True)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        if self.session.start():
            return True
        self._release()
        self.close()
        return False

    # ------------------------------------------------------------ the exam takes over

    def _lock(self, locked: bool) -> None:
        """Make the rest of the app unreachable (the main window's menus, actions, table,
        and its other windows) while the exam runs; give it back after."""
        main = self.parentWidget()
        if not locked:
            for thing in self._locked:
                thing.setEnabled(True)
            self._locked = []
            return
        if main is None:
            return

        things: list[QAction | QWidget] = [
            a for a in main.findChildren(QAction) if not self._mine(a)
        ]
        if isinstance(main, QMainWindow):
            things += [w for w in (main.centralWidget(), main.menuBar()) if w is not None]
        for thing in things:
            if thing.isEnabled():
                thing.setEnabled(False)
                self._locked.append(thing)
        for name in ("rulebook", "progress_window", "instructor_window"):
            other = getattr(main, name, None)
            if isinstance(other, QWidget) and other.isVisible():
                other.hide()

    def _mine(self, action: QAction) -> bool:
        owner = action.parent()
        while owner is not None:
            if owner is self:
                return True
            owner = owner.parent()
        return False

    def _release(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._lock(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the exam runs: a held Enter does not repeat into the next question, and
        nothing presses Finish from the keyboard."""
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) and (
            self.session.running
        ):
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                event.isAutoRepeat()  # type: ignore[attr-defined]
            ):
                return True
            if event.type() == QEvent.Type.KeyPress and key in (
                Qt.Key.Key_Return,
                Qt.Key.Key_Enter,
            ):
                if isinstance(watched, QLineEdit) and self.panel.isAncestorOf(watched):
                    # the answer box takes this Enter (it submits only the field with
                    # focus) and passes it on: the panel must not submit the next question
                    self._box_took_enter = True
                elif watched is self.panel and self._box_took_enter:
                    self._box_took_enter = False
                    return True
            if watched is self.finish_button and key in (
                Qt.Key.Key_Space,
                Qt.Key.Key_Return,
                Qt.Key.Key_Enter,
            ):
                return True
        return False

    def _submit(self, lines: list[str]) -> None:
        self.session.submit(lines)

    @property
    def rulebook_allowed(self) -> bool:
        """Whether the pack lets the trainee open the rulebook during the exam."""
        exam = getattr(self.session.pack, "exam", None)
        return bool(getattr(exam, "allow_rulebook", False))

    def show_rulebook(self) -> RulebookWindow | None:
        """The rulebook, as the exam's own window (the rest of the app stays locked)."""
        if not self.rulebook_allowed:
            return None
        if self.rulebook is None:
            self.rulebook = RulebookWindow(self)
        self.rulebook.show()
        return self.rulebook

    def set_full_screen(self, on: bool) -> None:
        """The exam on the whole screen, or back in its window."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def ask_finish(self) -> bool:
        """Finish, after saying how many questions are unanswered (True if it ended)."""
        if not self.session.running:
            return False
        left = self.session.unanswered
        if left:
            said = f"{left} question{'s are' if left != 1 else ' is'} not answered yet"
            text = f"Finish the exam now? {said}: unanswered questions count as wrong."
        else:
            text = "Finish the exam now?"
        if not ConfirmDialog.ask(self, "Finish the exam", text, "&Finish the exam"):
            return False
        self.session.finish()
        return True

    def _tab_order(self) -> None:
        """Tab goes through the answer's fields in reading order, then Submit."""
        chain = [*self.panel.choice_buttons, *self.panel.boxes, self.panel.submit_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------ session -> view

    def _on_question(self, asked: Asked, number: int, count: int) -> None:
        self.progress_label.setText(f"Question {number} of {count}")
        self.table.show_snapshot(asked.table)
        self.panel.show_question(asked)
        self.panel.refusal.hide()
        self._tab_order()
        self.panel.focus_answer()

    def _on_tick(self, left: int, allowed: int) -> None:
        self.clock_bar.setMaximum(max(1, allowed // 1000))
        self.clock_bar.setValue(max(0, (left + 999) // 1000))
        self.clock_bar.setFormat(f"{minutes(left)} left" if left > 0 else "time's up")

    def _on_problem(self, title: str, message: str) -> None:
        ProblemDialog.show_problem(self, title, message)

    def _on_finished(self, result: ExamResult) -> None:
        self._release()
        self.report = report = exam_report(result)
        why = " Time ran out." if self.session.timed_out else ""
        if self.session.abandoned:
            why = " The exam was left before Finish: it is recorded as abandoned."
        self.verdict_label.setText(f"<h2>{html.escape(report.trainee)}: {report.verdict}</h2>")
        self.details_label.setText(
            "<br>".join(f"<b>{html.escape(k)}</b>: {html.escape(v)}" for k, v in report.details)
            + html.escape(why)
        )
        _fill(
            self.skills_table,
            [(s.title, s.score, s.percent, s.pass_mark, s.verdict) for s in report.skills],
        )
        self.deals_label.setText(_deals_html(report))
        _fill(
            self.review_table,
            [
                (r.number, r.kind, r.skill, r.answer, r.verdict, r.mistake, r.time)
                for r in report.review
            ],
        )
        self.pages.setCurrentIndex(1)

    def deal_next(self) -> DealWindow | None:
        """Open the pack's next deal-a-hand session; its duties are recorded under the
        attempt (``deal_exam_id``). None when every session has been dealt."""
        # only a pack with deal sessions opens the deal window: loaded then
        from dealer_trainer.gui.deal_view import DealWindow

        deals = tuple(getattr(self.session.pack, "deals", ()))
        if self.controller is None or len(self.deal_windows) >= len(deals):
            return None
        section = deals[len(self.deal_windows)]
        attempt = self.session.attempt
        exam_id = gateway.deal_exam_id(attempt.id if attempt is not None else "exam", section)
        history, trainee = self.session.history, self.session.trainee

        def record(result: DutyResult) -> None:
            q = result.question
            graded = result.grade
            rec = gateway.answer_record(
                trainee=trainee,
                question_id=q.id,
                kind=q.kind,
                skill=q.skill,
                variant=q.variant,
                answer=" / ".join(result.given),
                correct=graded is not None and graded.correct,
                mistake=None if graded is None or graded.mistake is None else graded.mistake.id,
                millis=result.millis,
                answered_at=self.session.clock(),
                exam_id=exam_id,
            )  # an unread line is kept too: counted wrong, as the session's report counts it
            self.session.deal_records.append(rec)
            history.record(rec)

        window = DealWindow(self.controller, self)
        self.deal_windows.append(window)
        window.show()
        window.session.finished.connect(lambda _report: self.session.rescore())
        window.start_section(section, record)
        self.deal_button.setEnabled(len(self.deal_windows) < len(deals))
        return window

    # ------------------------------------------------------------ exports

    def _stem(self) -> str:
        r = self.session.ended()
        day = r.started_at.strftime("%Y%m%d")
        safe = "".join(ch if ch.isalnum() else "-" for ch in r.trainee)
        return f"{r.exam.pack_id}-{safe}-{day}"

    def _report(self) -> ExamReport:
        if self.report is None:
            raise RuntimeError("ExamWindow: no result page yet, so no exam sheet to save")
        return self.report

    def _saved(self, what: str, path: str) -> None:
        self.saved_label.setText(f"{what} saved to {path}")

    def _failed(self, what: str, path: str, exc: OSError) -> None:
        ProblemDialog.show_problem(
            self, f"The {what} could not be saved", f"{path}\n\n{exc.strerror or exc}"
        )

    def export_pdf(self) -> str | None:
        """Save the exam sheet, and the CSV of the same attempt beside it."""
        path = ExportDialog.ask(self, "Save the exam sheet", f"{self._stem()}.pdf", "PDF (*.pdf)")
        if not path:
            return None
        beside = Path(path).with_suffix(".csv")
        try:
            write_pdf(self._report(), path, self.paper_box.currentData())
            with open(beside, "w", encoding="utf-8", newline="") as out:
                write_review_csv(self.session.ended(), out)
        except OSError as exc:
            self._failed("exam sheet", path, exc)
            return None
        self._saved("Exam sheet", f"{path} (answers: {beside.name})")
        return path

    def export_csv(self) -> str | None:
        path = ExportDialog.ask(self, "Save the answers", f"{self._stem()}.csv", "CSV (*.csv)")
        if not path:
            return None
        try:
            with open(path, "w", encoding="utf-8", newline="") as out:
                write_review_csv(self.session.ended(), out)
        except OSError as exc:
            self._failed("CSV file", path, exc)
            return None
        self._saved("Answers", path)
        return path

    def export_result_file(self) -> str | None:
        path = ExportDialog.ask(
            self,
            "Save the result file",
            f"{self._stem()}.result.json",
            "Result files (*.json)",
        )
        if not path:
            return None
        try:
            write_result_file(self.session.ended(), Path(path), exported_at=self.session.clock())
        except OSError as exc:
            self._failed("result file", path, exc)
            return None
        self._saved("Result file", path)
        return path

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing a running exam (the close button, Alt+F4) asks first; left, the
        attempt is recorded as abandoned with every answer given."""
        if self.session.running:
            left = self.session.unanswered
            text = (
                f"Leave the exam? It is recorded as abandoned, with the "
                f"{len(self.session.records)} answers given; {left} question"
                f"{'s' if left != 1 else ''} not answered count as wrong."
            )
            if not ConfirmDialog.ask(self, "Leave the exam", text, "&Leave the exam"):
                event.ignore()
                return
            self.session.abandon()
        if self.rulebook is not None:
            self.rulebook.close()
        self._release()
        super().closeEvent(event)
