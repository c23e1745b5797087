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
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
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
from dealer_trainer.gui.window_fit import install_wheel_guard

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from dealer_trainer.gui.controller import Controller, DealSection, DutyResult

__all__ = ["DealWindow", "TableCanvas", "report_html"]

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
    "hidden_pot": "pot: ?",
    "empty": "empty",
    "waiting": "Choose the game and press Start dealing.",
}


class TableCanvas(QWidget):
    """The felt, the seats with their stacks and chips in front, the board and the pot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene | None = None
        self.setMinimumSize(520, 360)
        self.setAccessibleName("Table")

    def set_scene(self, scene: Scene | None) -> None:
        self.scene = scene
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The table in words (screen readers, tests)."""
        sc = self.scene
        if sc is None:
            return ""
        parts = [f"Hand {sc.hand}"]
        if sc.button is not None:
            parts.append(f"button seat {sc.button}")
        if sc.board:
            parts.append("board " + " ".join(sc.board))
        parts.append(TEXT["hidden_pot"] if sc.pot is None else f"pot {sc.pot:,}")
        for v in sc.seats:
            state = "folded" if v.folded else " ".join(v.cards) or "no cards yet"
            parts.append(f"seat {v.seat}: {v.stack:,} behind, {v.in_front:,} in front, {state}")
        return "; ".join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        felt = QRectF(w * 0.12, h * 0.16, w * 0.76, h * 0.62)
        p.setPen(QPen(QColor("#5b3a1e"), 14))
        p.setBrush(QBrush(QColor("#1f6b3a")))
        p.drawRoundedRect(felt, felt.height() / 2, felt.height() / 2)
        sc = self.scene
        if sc is None:
            p.setPen(QColor("white"))
            p.drawText(felt, Qt.AlignmentFlag.AlignCenter, TEXT["waiting"])
            return
        seats = self._seat_count(sc)
        centre = felt.center()
        rx, ry = w * 0.44, h * 0.40
        small = QFont(self.font())
        small.setPointSizeF(max(7.5, self.font().pointSizeF() * 0.9))
        for k in range(1, seats + 1):
            angle = math.pi / 2 + 2 * math.pi * (k - 1) / seats
            pos = QPointF(centre.x() - rx * math.cos(angle), centre.y() + ry * math.sin(angle))
            self._seat(p, sc, k, pos, small, centre)
        # board and pot
        p.setFont(self.font())
        card_w, card_h = 34.0, 46.0
        x0 = centre.x() - (len(sc.board) * (card_w + 6)) / 2
        for i, c in enumerate(sc.board):
            self._card(
                p, QRectF(x0 + i * (card_w + 6), centre.y() - card_h / 2 - 8, card_w, card_h), c
            )
        p.setPen(QColor("white"))
        pot = TEXT["hidden_pot"] if sc.pot is None else f"pot: {sc.pot:,}"
        p.drawText(
            QRectF(centre.x() - 100, centre.y() + card_h / 2 - 2, 200, 22),
            Qt.AlignmentFlag.AlignCenter,
            pot,
        )
        p.drawText(
            QRectF(felt.left(), felt.top() + 6, felt.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            f"{VARIANTS[sc.variant].title} - hand {sc.hand}",
        )

    @staticmethod
    def _seat_count(sc: Scene) -> int:
        return max([v.seat for v in sc.seats] + list(sc.empty) + [2])

    def _seat(
        self, p: QPainter, sc: Scene, k: int, pos: QPointF, font: QFont, centre: QPointF
    ) -> None:
        view = next((v for v in sc.seats if v.seat == k), None)
        box = QRectF(pos.x() - 62, pos.y() - 30, 124, 60)
        p.setFont(font)
        p.setPen(QPen(QColor("#d9d9d9"), 1.5))
        p.setBrush(QColor("#2b2b2b") if view and not view.folded else QColor("#6d6d6d"))
        p.drawRoundedRect(box, 8, 8)
        p.setPen(QColor("white"))
        top = QRectF(box.left(), box.top() + 2, box.width(), 18)
        if view is None:
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, f"Seat {k}")
            p.drawText(box.adjusted(0, 20, 0, 0), Qt.AlignmentFlag.AlignHCenter, TEXT["empty"])
        else:
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, f"Seat {k}   {view.stack:,}")
            if view.folded:
                p.drawText(box.adjusted(0, 22, 0, 0), Qt.AlignmentFlag.AlignHCenter, "folded")
            else:
                n = len(view.cards)
                cw = min(20.0, 110.0 / max(n, 1))
                x = box.center().x() - n * cw / 2
                for i, c in enumerate(view.cards):
                    self._card(p, QRectF(x + i * cw, box.top() + 22, cw - 2, 30), c)
            if view.in_front:
                chip = QPointF(
                    pos.x() + (centre.x() - pos.x()) * 0.42, pos.y() + (centre.y() - pos.y()) * 0.42
                )
                p.setBrush(QColor("#c0392b"))
                p.setPen(QPen(QColor("white"), 2, Qt.PenStyle.DashLine))
                p.drawEllipse(chip, 9, 9)
                p.setPen(QColor("white"))
                p.drawText(
                    QRectF(chip.x() + 11, chip.y() - 9, 60, 18),
                    Qt.AlignmentFlag.AlignLeft,
                    f"{view.in_front:,}",
                )
        if sc.button == k:
            d = QPointF(box.right() - 4, box.top() + 4)
            p.setBrush(QColor("white"))
            p.setPen(QPen(QColor("black"), 1))
            p.drawEllipse(d, 10, 10)
            p.drawText(QRectF(d.x() - 10, d.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, "D")

    @staticmethod
    def _card(p: QPainter, rect: QRectF, text: str) -> None:
        down = text == "??"
        p.setPen(QPen(QColor("#333333"), 1))
        p.setBrush(QColor("#3b5fa8") if down else QColor("white"))
        p.drawRoundedRect(rect, 3, 3)
        if down:
            return
        red = text[-1] in "hd"
        p.setPen(QColor("#c0392b") if red else QColor("black"))
        suit = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}.get(text[-1], text[-1])
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text[:-1].replace("T", "10") + suit)


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
        self.canvas = TableCanvas()
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
