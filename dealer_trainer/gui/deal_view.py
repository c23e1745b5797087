"""Deal a hand: the window where the trainee does the dealer's duties in order (issue 19).

The trainee picks the game, a cash game or a tournament level, how often something goes
wrong (0, 10 or 25% of hands) and whether each duty is graded at once or at the end of the
hand. The table shows what a dealer sees when each duty comes; the trainee answers with
real widgets (a choice or boxes for seats and chips). At the end a session report gives the
accuracy per duty and the pace in hands an hour his own decision times allow, against the
card-room target for the game. Everything goes through the controller's deal session
(gui/deal_session.py); the numbers all come from quiz/deal.py and the engine.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui.choice_line import ChoiceLine
from dealer_trainer.gui.deal_session import (
    DUTIES,
    DUTY_TITLES,
    PACE_TARGETS,
    VARIANTS,
    DealSettings,
    DutyResult,
    FormKind,
    PlannedDuty,
    Report,
    Scene,
)
from dealer_trainer.gui.snapshot import CardView, PotView, SeatView, TableSnapshot
from dealer_trainer.gui.table_view import TableView
from dealer_trainer.gui.window_fit import install_wheel_guard

if TYPE_CHECKING:
    from dealer_trainer.gui.controller import Controller, DealSection, DutyResult

__all__ = ["DealTable", "DealWindow", "report_html", "scene_snapshot"]

# --- the words of this window, in one place ----------------------------------------------
RATES: tuple[tuple[str, int], ...] = (
    ("No irregularities", 0),
    ("Irregularities in 10% of hands", 10),
    ("In 25% of hands", 25),
)
TEXT: dict[str, str] = {
    "title": "Deal a hand",
    "cash": "Cash game (rake; players leave and sit down)",
    "tournament": "Tournament level (no rake)",
    "at_once": "Grade each duty at once",
    "at_end": "Grade at the end of each hand",
    "start": "&Start dealing",
    "submit": "&Done",
    "next": "&Next duty",
    "next_hand": "&Next hand",
    "report": "See the &session report",
    "stop": "S&top and see the report",
    "right": "Right.",
    "waiting": "Choose the game and press Start dealing.",
}


BOARD_STREETS = {0: "", 3: "Flop", 4: "Turn", 5: "River"}
"""The street a board of this many cards shows (a game without a board names none)."""


def scene_snapshot(scene: Scene | None) -> TableSnapshot:
    """The duty's table as the main window's table draws it (seats 1..n, empty ones too)."""
    if scene is None:
        return TableSnapshot(title=TEXT["waiting"], street="", seats=(), pots=())
    by_number = {v.seat: v for v in scene.seats}
    count = max([*by_number, *scene.empty, 2])
    seats = []
    for number in range(1, count + 1):
        v = by_number.get(number)
        label = f"Seat {number}"
        if v is None:
            seats.append(SeatView(number - 1, label, None, 0, 0, False, False, False, empty=True))
            continue
        # a folded hand is in the muck: his place stays empty, as on the main table
        shown = () if v.folded else v.cards
        cards = tuple(CardView(None, False) if c == "??" else CardView(c, True) for c in shown)
        all_in = v.stack == 0 and not v.folded and bool(v.cards)
        seats.append(
            SeatView(
                number - 1, label, None, v.stack, v.in_front, v.folded, False, all_in, cards=cards
            )
        )
    pots = (PotView("Pot", scene.pot or 0, ()),) if scene.pot is None or scene.pot else ()
    amounts = tuple(
        [v.stack for v in scene.seats] + [v.in_front for v in scene.seats] + [scene.pot or 0]
    )
    return TableSnapshot(
        title=f"{VARIANTS[scene.variant].title} \u00b7 hand {scene.hand}",
        street=BOARD_STREETS.get(len(scene.board), ""),
        seats=tuple(seats),
        pots=pots,
        board=tuple(CardView(c, True) for c in scene.board),
        button=None if scene.button is None else scene.button - 1,
        hide_pot_amounts=scene.pot is None,
        amounts=amounts,
    )


class DealTable(TableView):
    """The deal-a-hand table: the main window's felt, seats, chips and cards, drawn from
    the duty's scene. Chips do not slide here: the duty asks before anything moves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene_shown: Scene | None = None
        self.animate = False
        self.setMinimumSize(520, 360)
        self.setAccessibleName("Table")
        self.show_snapshot(scene_snapshot(None))

    def set_scene(self, scene: Scene | None) -> None:
        self.scene_shown = scene
        self.show_snapshot(scene_snapshot(scene))

    def describe(self) -> str:
        """The table in words (screen readers, tests)."""
        return self.accessibleDescription()


def _result_html(r: DutyResult) -> str:
    title = html.escape(DUTY_TITLES.get(r.duty, r.duty))
    if r.grade is None:
        return f"<p><b>{title}</b>: not read: {html.escape(r.refused)}</p>"
    lines = r.grade.summary().splitlines()
    head = TEXT["right"] if r.correct else html.escape(lines[0])
    colour = "#1e8449" if r.correct else "#c0392b"
    rest = "<br>".join(html.escape(x) for x in lines[1:])
    return f"<p><b>{title}</b>: <span style='color:{colour}'><b>{head}</b></span><br>{rest}</p>"


def _hands(n: int) -> str:
    return f"{n} hand" + ("" if n == 1 else "s")


def report_html(report: Report) -> str:
    """The session report: accuracy per duty, pace against the game's target and its source."""
    rows = []
    total_right = total = 0
    acc = report.accuracy()
    for duty, (right, asked) in sorted(acc.items(), key=lambda kv: DUTIES.index(kv[0])):
        total_right += right
        total += asked
        rows.append(
            f"<tr><td>{html.escape(DUTY_TITLES.get(duty, duty))}</td>"
            f"<td align='right'>{right} of {asked}</td>"
            f"<td align='right'>{100 * right // asked}%</td></tr>"
        )
    low, high, source = PACE_TARGETS[report.family]
    pace = report.pace()
    if pace is None:
        pace_text = "No duty was timed."
    else:
        verdict = (
            "below the target"
            if pace < low
            else "within the target"
            if pace <= high
            else "above the target"
        )
        pace_text = (
            f"Your decisions allow <b>{pace} hands an hour</b>: {verdict} of {low}-{high} "
            f"hands an hour.<br><small>Target: {html.escape(source)}. Only your own decision "
            "times count: shuffling, pitching and pushing chips take more.</small>"
        )
    overall = f"{100 * total_right // total}%" if total else "-"
    return (
        f"<h2>Session report</h2><p>{_hands(report.hands)} dealt; chips conserved in "
        f"{_hands(report.chips_checked)}. Overall: <b>{total_right} of {total}</b> ({overall}).</p>"
        "<table cellspacing='0' cellpadding='4' border='1'>"
        "<tr><th align='left'>Duty</th><th>Right</th><th>Accuracy</th></tr>"
        + "".join(rows)
        + f"</table><h3>Pace</h3><p>{pace_text}</p>"
    )


class DealWindow(QWidget):
    """The deal-a-hand mode: settings, the table, the duty on hand, the session report."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        install_wheel_guard()  # its boxes take the wheel only when clicked into
        self.controller = controller
        self.session = controller.deal_session()
        self.setWindowTitle(TEXT["title"])
        self.step: PlannedDuty | None = None
        self.section: DealSection | None = None
        """The pack's ``[[deal]]`` session being sat (quiz/deal_pack.py), or None."""
        self.judged: tuple[bool, tuple[str, ...]] | None = None
        """A pack session's verdict once its report is in: passed, and each mark missed."""
        self.choice_buttons: list[QRadioButton] = []
        self.amount_boxes: list[QLineEdit] = []
        self._build()
        s = self.session
        s.stepReady.connect(self._on_step)
        s.graded.connect(self._on_graded)
        s.handGraded.connect(self._on_hand_graded)
        s.finished.connect(self._on_report)
        s.problem.connect(self._on_problem)

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.variant_box = QComboBox()
        for vid, info in VARIANTS.items():
            self.variant_box.addItem(info.title, vid)
        self.variant_box.setAccessibleName("Game")
        self.context_box = QComboBox()
        self.context_box.addItem(TEXT["cash"], True)
        self.context_box.addItem(TEXT["tournament"], False)
        self.context_box.setAccessibleName("Cash game or tournament")
        self.rate_box = QComboBox()
        for text, rate in RATES:
            self.rate_box.addItem(text, rate)
        self.rate_box.setAccessibleName("Irregularities")
        self.grading_box = QComboBox()
        self.grading_box.addItem(TEXT["at_once"], False)
        self.grading_box.addItem(TEXT["at_end"], True)
        self.grading_box.setAccessibleName("Grading")
        self.hands_box = QSpinBox()
        self.hands_box.setRange(1, 200)
        self.hands_box.setValue(10)
        self.hands_box.setSuffix(" hands")
        self.players_box = QSpinBox()
        self.players_box.setRange(3, 9)
        self.players_box.setValue(6)
        self.players_box.setSuffix(" players")
        self.start_button = QPushButton(TEXT["start"])
        self.start_button.clicked.connect(self.start)
        for w in (
            self.variant_box,
            self.context_box,
            self.rate_box,
            self.grading_box,
            self.hands_box,
            self.players_box,
        ):
            bar.addWidget(w)
        bar.addWidget(self.start_button)
        outer.addLayout(bar)

        self.pages = QStackedWidget()
        play = QWidget()
        row = QHBoxLayout(play)
        self.canvas = DealTable()
        row.addWidget(self.canvas, 3)
        side = QVBoxLayout()
        self.hand_label = QLabel()
        self.duty_label = QLabel()
        f = self.duty_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.duty_label.setFont(f)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer_group = QGroupBox("Your answer")
        self.answer_layout = QFormLayout(self.answer_group)
        self.submit_button = QPushButton(TEXT["submit"])
        self.submit_button.clicked.connect(self.submit)
        self.feedback = QTextBrowser()
        self.feedback.setOpenLinks(False)
        self.next_button = QPushButton(TEXT["next"])
        self.next_button.clicked.connect(self.session.next)
        self.next_button.setEnabled(False)
        self.stop_button = QPushButton(TEXT["stop"])
        self.stop_button.clicked.connect(self.session.stop)
        self.done_list = QListWidget()
        self.done_list.setAccessibleName("Duties done this hand")
        self.done_list.setMaximumHeight(110)
        for part in (self.hand_label, self.duty_label, self.prompt, self.answer_group):
            side.addWidget(part)
        buttons = QHBoxLayout()
        buttons.addWidget(self.submit_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.stop_button)
        side.addLayout(buttons)
        side.addWidget(self.feedback, 1)
        side.addWidget(self.done_list)
        row.addLayout(side, 2)
        self.pages.addWidget(play)
        self.report_view = QTextBrowser()
        self.pages.addWidget(self.report_view)
        outer.addWidget(self.pages, 1)
        self._idle()

    def _idle(self) -> None:
        self.submit_button.setEnabled(False)
        self.stop_button.setEnabled(False)
        self.duty_label.setText("")
        self.prompt.setText(TEXT["waiting"])

    # ------------------------------------------------------------ actions
    def start_section(
        self, section: DealSection, record: Callable[[DutyResult], None] | None = None
    ) -> None:
        """Sit a pack's ``[[deal]]`` session: its settings fixed (the choices locked), each
        graded duty given to ``record``, the report judged against its pass marks."""
        self.section, self.judged = section, None
        s = section.settings
        self.variant_box.setCurrentIndex(self.variant_box.findData(s.variant))
        self.context_box.setCurrentIndex(self.context_box.findData(s.cash))
        self.rate_box.setCurrentIndex(self.rate_box.findData(s.irregularity_rate))
        self.hands_box.setValue(s.hands)
        self.players_box.setValue(s.players)
        for w in (
            self.variant_box,
            self.context_box,
            self.rate_box,
            self.hands_box,
            self.players_box,
            self.start_button,
        ):
            w.setEnabled(False)
        self.setWindowTitle(f"{TEXT['title']}: {section.id}")
        if record is not None:
            self.session.record = record
        self.pages.setCurrentIndex(0)
        self.feedback.clear()
        self.done_list.clear()
        self.session.start(s, at_end=bool(self.grading_box.currentData()))

    def settings(self) -> DealSettings:
        return DealSettings(
            variant=str(self.variant_box.currentData()),
            players=self.players_box.value(),
            hands=self.hands_box.value(),
            seed=self.controller.seed or int(time.time()),
            irregularity_rate=int(self.rate_box.currentData()),
            cash=bool(self.context_box.currentData()),
        )

    def start(self) -> None:
        self.pages.setCurrentIndex(0)
        self.feedback.clear()
        self.done_list.clear()
        self.session.start(self.settings(), at_end=bool(self.grading_box.currentData()))

    def lines(self) -> list[str]:
        """The answer the widgets hold, in the quiz's answer-line syntax."""
        if self.choice_buttons:
            chosen = [b for b in self.choice_buttons if b.isChecked()]
            if not chosen:
                return [""]
            amount = self.amount_boxes[0].text().strip() if self.amount_boxes else ""
            return [f"{chosen[0].property('letter')} {amount}".strip()]
        return [box.text().strip() for box in self.amount_boxes]

    def submit(self) -> None:
        self.session.submit(self.lines())

    # ------------------------------------------------------------ session -> view
    def _clear_answer(self) -> None:
        # taken out and deleted later: the box whose Enter submitted may still be in its
        # own key event when the next duty is shown
        while self.answer_layout.rowCount():
            row = self.answer_layout.takeRow(0)
            for item in (row.labelItem, row.fieldItem):
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.hide()
                    widget.setParent(None)
                    widget.deleteLater()
        self.choice_buttons, self.amount_boxes = [], []

    def _on_step(self, step: PlannedDuty) -> None:
        new_hand = self.step is None or self.step.hand != step.hand
        self.step = step
        if new_hand:
            self.done_list.clear()
        q = step.question
        self.hand_label.setText(f"Hand {step.hand} of {self.hands_box.value()}")
        self.duty_label.setText(DUTY_TITLES.get(step.duty, step.duty))
        self.prompt.setText(q.prompt)
        self.canvas.set_scene(step.scene)
        self._clear_answer()
        if q.form.kind is FormKind.CHOICE:
            group = QButtonGroup(self.answer_group)
            for c in q.form.choices:
                line = ChoiceLine(c.letter, c.text)
                b = line.button
                b.setObjectName(f"choice_{c.letter}")
                group.addButton(b)
                self.answer_layout.addRow(line)
                self.choice_buttons.append(b)
            if any(c.amount for c in q.form.choices):  # a ruling that states his total
                box = QLineEdit()
                box.setAccessibleName("Amount")
                box.setPlaceholderText("his total, if the choice asks for one")
                box.returnPressed.connect(self.submit)
                self.answer_layout.addRow("Amount", box)
                self.amount_boxes.append(box)
        else:
            for label in q.form.labels:
                box = QLineEdit()
                box.setAccessibleName(label)
                box.setObjectName("amount_" + label.replace(" ", "_"))
                box.returnPressed.connect(self.submit)
                self.answer_layout.addRow(label.capitalize(), box)
                self.amount_boxes.append(box)
            self.amount_boxes[0].setFocus()
        self.submit_button.setEnabled(True)
        self.stop_button.setEnabled(True)
        self.next_button.setEnabled(False)
        if not self.session.at_end:
            self.feedback.clear()

    def _mark(self, r: DutyResult) -> None:
        sign = "\u2713" if r.correct else "\u2717"
        self.done_list.addItem(f"{sign} {DUTY_TITLES.get(r.duty, r.duty)}")

    def _on_graded(self, r: DutyResult) -> None:
        self._mark(r)
        self.feedback.setHtml(_result_html(r))
        self._after_grading()

    def _on_hand_graded(self, results: list[DutyResult]) -> None:
        self.done_list.clear()
        for r in results:
            self._mark(r)
        self.feedback.setHtml(
            f"<h3>Hand {results[0].hand}</h3>" + "".join(_result_html(r) for r in results)
        )
        self._after_grading()

    def _after_grading(self) -> None:
        self.submit_button.setEnabled(False)
        last = self.session.index >= len(self.session.steps) - (0 if self.session.at_end else 1)
        self.next_button.setText(TEXT["report"] if last else TEXT["next"])
        self.next_button.setEnabled(True)
        self.next_button.setFocus()

    def _on_report(self, report: Report) -> None:
        verdict = ""
        if self.section is not None:
            passed, why = self.judged = self.section.judge(report)
            verdict = (
                f"<h2>{html.escape(self.section.id)}: {'passed' if passed else 'not passed'}</h2>"
            )
            verdict += "".join(f"<p>{html.escape(w)}</p>" for w in why)
        self.report_view.setHtml(verdict + report_html(report))
        self.pages.setCurrentIndex(1)
        self.submit_button.setEnabled(False)
        self.next_button.setEnabled(False)
        self.stop_button.setEnabled(False)

    def _on_problem(self, message: str) -> None:
        self.feedback.setPlainText(message)
