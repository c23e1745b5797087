"""The action panel: the hand so far, the question, the answer boxes, the feedback.

It renders what the controller says and emits what the trainee does; it grades nothing.
Enter in an answer box submits (or moves on to the next empty box); after the feedback,
Next (Space or N) deals the next question.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui.compat import Qt

if TYPE_CHECKING:
    # The answer's widgets are made for the first question, after the window shows: each
    # Qt class is built (with its enums) when first imported, so these wait until then.
    from PySide6.QtCore import QEvent, QUrl
    from PySide6.QtGui import QKeyEvent, QResizeEvent
    from PySide6.QtWidgets import QButtonGroup, QLineEdit, QProgressBar, QRadioButton

    from dealer_trainer.gui.questions import Asked, ChoiceView, Graded

__all__ = ["ActionPanel"]

AMOUNT_CHARS = "[0-9$€£ .,'kK\u00a0]{0,16}"
"""What an amount box accepts (a ``QRegularExpression``): digits, separators, a currency sign."""

SEAT_CHARS = r"(?i)\s*(p|seat ?)?[0-9]{0,2}\s*"
"""What a seat-number box accepts: ``3``, ``seat 3``, ``p3``."""
SEAT_WORD = re.compile(r"(?i)^(p|seat)\s*")

SPEED_WORDS = {"fast": "Fast", "on_time": "On time", "slow": "Slow"}
TICK, CROSS = "\u2714", "\u2718"


class _Wrapped(QWidget):
    """What the scroll area holds: its least height is that of its words at its width
    (a wrapped label's own least height is worked out at a narrower width, too tall)."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        height = self.heightForWidth(self.width()) if self.width() > 0 else -1
        return QSize(hint.width(), height) if height >= 0 else hint


class _FitScroll(QScrollArea):
    """A frameless scroll area that asks for its content's height at its own width.

    Its smallest height is a few lines, so no question can make the window taller than
    the screen; where there is room it is as tall as the question and answer."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        # Set by name, through their Qt properties: the first use of one of Qt's own enums
        # (Qt.FocusPolicy...) builds the whole namespace of them, some 30 ms of start-up
        # (see TableView). Same effect as setFrameShape(NoFrame) and the setters below;
        # Tab goes to the answer boxes, never to the area (it scrolls to the box in focus).
        for name, value in (
            ("frameShape", "NoFrame"),
            ("widgetResizable", True),
            ("horizontalScrollBarPolicy", "ScrollBarAlwaysOff"),
            ("focusPolicy", "NoFocus"),
        ):
            if not self.setProperty(name, value):  # pragma: no cover - a renamed property
                raise RuntimeError(f"ActionPanel: Qt has no {name} = {value}")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setWidget(content)
        self._content = content
        self._width = 0

    def sizeHint(self) -> QSize:
        content = self._content
        hint = content.sizeHint()
        # the width without a scroll bar: where the words fit there, none is needed
        width = self.contentsRect().width() if self.isVisible() else hint.width()
        height = content.heightForWidth(max(width, 1))
        if height < 0:
            height = hint.height()
        # the scroll area shows the whole content only at its least height, which a
        # wrapped label works out at a width of its own
        return QSize(hint.width(), max(height, content.minimumSizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), 3 * self.fontMetrics().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width:
            # the words wrap anew at another width: ask for the height they now need
            self._width = event.size().width()
            self.updateGeometry()


DEALING = "Dealing the first hand\u2026"
"""The panel's title while the first question is made, just after the window opens."""


class ActionPanel(QWidget):
    """Question, answer and feedback for one question at a time."""

    submitted = Signal(list)
    nextRequested = Signal()
    showAnswerRequested = Signal()
    skipRequested = Signal()
    ruleLinkActivated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.asked: Asked | None = None
        self.boxes: list[QLineEdit] = []
        """The answer's text boxes, in answer order (pots: amount, then players)."""
        self.choice_buttons: list[QRadioButton] = []
        self.choice_group: QButtonGroup | None = None
        self.amount_box: QLineEdit | None = None
        self._rows: list[tuple[QLineEdit, QLineEdit | None]] = []
        self._seat_boxes: set[int] = set()
        """Rows whose box asks for a seat number ("button seat"): "seat 3" is read as 3."""

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)

        self.title = QLabel()
        self.title.setProperty("fontScale", 1.15)
        self.title.setProperty("fontBold", True)
        self.title.setWordWrap(True)
        self.title.setAccessibleName("Question kind")
        layout.addWidget(self.title)

        # the drill's bar is made when first shown or asked for (drill_bar), below the title
        self._drill: tuple[QWidget, QProgressBar, QLabel, QLabel] | None = None
        self._streak = 0
        self.replay_label = QLabel()
        self.replay_label.setAccessibleName("Replay position")
        self.replay_label.setWordWrap(True)
        self.replay_label.hide()
        layout.addWidget(self.replay_label)

        heading = self.history_heading = QLabel("Hand so far")
        layout.addWidget(heading)
        self.history = QListWidget()
        self.history.setAccessibleName("Hand so far")
        self.history.setAlternatingRowColors(True)
        self.history.setMinimumHeight(90)
        self.history.setWordWrap(True)
        layout.addWidget(self.history, 2)

        # The question and its answer boxes scroll together when they are taller than the
        # room left: a showdown with six pots or a ruling with six choices must not make
        # the window taller than a laptop's screen (1366x768 less its task bar).
        asked_box = _Wrapped()
        asked_layout = QVBoxLayout(asked_box)
        asked_layout.setContentsMargins(0, 0, 0, 0)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setAccessibleName("Question")
        self.question.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.question.setProperty("fontScale", 1.1)
        asked_layout.addWidget(self.question)

        self.answer_area = QFrame()
        self.answer_area.setAccessibleName("Answer")
        self.answer_layout = QGridLayout(self.answer_area)
        self.answer_layout.setContentsMargins(0, 4, 0, 4)
        asked_layout.addWidget(self.answer_area)
        asked_layout.addStretch(1)
        self.asked_scroll = _FitScroll(asked_box)
        self.asked_scroll.setAccessibleName("Question and answer")
        layout.addWidget(self.asked_scroll)

        buttons = QHBoxLayout()
        self.submit_button = QPushButton("&Submit")
        self.submit_button.setAccessibleName("Submit answer")
        self.submit_button.setToolTip("Submit the answer (Enter)")
        self.submit_button.clicked.connect(self._submit)
        self.next_button = QPushButton("&Next")
        self.next_button.setAccessibleName("Next question")
        self.next_button.setToolTip("Next question (Space or N)")
        self.next_button.clicked.connect(self.nextRequested)
        self.next_button.setEnabled(False)
        self.show_answer_button = QPushButton("Show &answer")
        self.show_answer_button.setAccessibleName("Show the answer")
        self.show_answer_button.setToolTip("Show the answer and why (counted as wrong)")
        self.show_answer_button.clicked.connect(self.showAnswerRequested)
        self.in_exam = False
        """Set by :meth:`set_exam`: the answer may not be shown nor the question skipped."""
        self.skip_button = QPushButton("S&kip")
        self.skip_button.setAccessibleName("Skip this question")
        self.skip_button.setToolTip("Go on without answering (recorded as skipped)")
        self.skip_button.clicked.connect(self.skipRequested)
        buttons.addWidget(self.submit_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.show_answer_button)
        buttons.addWidget(self.skip_button)
        layout.addLayout(buttons)

        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setAccessibleName("Answer not read")
        self.refusal.setStyleSheet("color: #c0392b;")
        self.refusal.hide()
        layout.addWidget(self.refusal)

        self.feedback = QTextBrowser()
        self.feedback.setAccessibleName("Feedback")
        self.feedback.setOpenLinks(False)
        self.feedback.setOpenExternalLinks(False)
        self.feedback.anchorClicked.connect(self._link)
        self.feedback.setMinimumHeight(120)
        layout.addWidget(self.feedback, 3)
        self._scale_fonts()

    def _drill_widgets(self) -> tuple[QWidget, QProgressBar, QLabel, QLabel]:
        """The speed drill's bar, its countdown, streak and speed labels, made on first use:
        hidden outside the drill, the bar is not needed to open the window (start-up: the
        progress bar's class is built, with its enums, when first imported)."""
        if self._drill is None:
            # start-up: a Qt class is built, with its enums, when first imported
            from PySide6.QtWidgets import QProgressBar

            bar = QWidget()
            drill = QHBoxLayout(bar)
            drill.setContentsMargins(0, 0, 0, 0)
            countdown = QProgressBar()
            countdown.setAccessibleName("Time left")
            countdown.setTextVisible(True)
            countdown.setFormat("%v s")
            streak_label = QLabel(f"Streak {self._streak}")
            streak_label.setAccessibleName("Streak")
            speed_label = QLabel("")
            speed_label.setAccessibleName("Speed of the last answer")
            drill.addWidget(countdown, 1)
            drill.addWidget(streak_label)
            drill.addWidget(speed_label)
            bar.hide()
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.title) + 1, bar)  # where it always stood
            self._drill = (bar, countdown, streak_label, speed_label)
        return self._drill

    @property
    def drill_bar(self) -> QWidget:
        """The speed drill's bar: the countdown, the streak, the last answer's speed."""
        return self._drill_widgets()[0]

    @property
    def countdown(self) -> QProgressBar:
        return self._drill_widgets()[1]

    @property
    def streak_label(self) -> QLabel:
        return self._drill_widgets()[2]

    @property
    def speed_label(self) -> QLabel:
        return self._drill_widgets()[3]

    def _scale_fonts(self) -> None:
        """The title and the question a little larger than the text size, whatever it is."""
        for label in (self.title, self.question):
            font = QFont(self.font())
            font.setPointSizeF(self.font().pointSizeF() * float(label.property("fontScale")))
            font.setBold(bool(label.property("fontBold")))
            label.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        """Follow a new text size (Preferences) in the labels drawn larger."""
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._scale_fonts()
            self.asked_scroll.updateGeometry()
        super().changeEvent(event)

    # ------------------------------------------------------------ showing

    def show_question(self, asked: Asked) -> None:
        # start-up: a Qt class is built, with its enums, when first imported; the plain
        # words (engine.citations, its patterns and the option titles) with the first question
        from PySide6.QtWidgets import QListWidgetItem

        from dealer_trainer.gui.questions import variant_title
        from dealer_trainer.gui.wording import plain_words

        self.question.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.asked = asked
        # A question with no hand dealt (a colour-up, a balancing move, a chip count) names
        # in its own words whatever game it is about: its variant is not named above it,
        # where it could contradict them, and there is no "hand so far" to show
        dealt = bool(asked.story)
        game = f" \u00b7 {variant_title(asked.variant)}" if dealt else ""
        self.title.setText(f"{asked.title}{game} \u00b7 difficulty {asked.difficulty}")
        self.history_heading.setVisible(dealt)
        self.history.setVisible(dealt)
        self.history.clear()
        for line in asked.story:
            item = QListWidgetItem(plain_words(line.text))
            if line.kind in ("street", "info"):
                font = QFont(self.history.font())
                font.setBold(True)
                item.setFont(font)
            self.history.addItem(item)
        if self.history.count():
            self.history.scrollToBottom()
        self.question.setText(plain_words(asked.question))
        self.refusal.hide()
        self.feedback.clear()
        self._build_answer(asked)
        # A widget added to a visible layout is shown only by a queued event; show the
        # new answer widgets now, so focus can go to them before the event loop turns.
        for k in range(self.answer_layout.count()):
            slot = self.answer_layout.itemAt(k)
            widget = slot.widget() if slot is not None else None
            if widget is not None:
                widget.show()
        self.asked_scroll.verticalScrollBar().setValue(0)
        self.asked_scroll.updateGeometry()
        self.submit_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.show_answer_button.setEnabled(not self.in_exam)
        self.skip_button.setEnabled(not self.in_exam)
        # Tab goes through the answer in reading order, then Submit and Next
        chain: list[QWidget] = [*self.choice_buttons[:1], *self.boxes]
        chain += [self.submit_button, self.next_button]
        if not self.in_exam:
            chain += [self.show_answer_button, self.skip_button]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.focus_answer()

    def _clear_answer(self) -> None:
        while self.answer_layout.count():
            item = self.answer_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.boxes = []
        self.choice_buttons = []
        self.choice_group = None
        self.amount_box = None
        self._rows = []
        self._seat_boxes = set()

    def _amount_box(self, name: str) -> QLineEdit:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtCore import QRegularExpression
        from PySide6.QtGui import QRegularExpressionValidator
        from PySide6.QtWidgets import QLineEdit

        box = QLineEdit()
        box.setValidator(QRegularExpressionValidator(QRegularExpression(AMOUNT_CHARS), box))
        box.setAccessibleName(name)
        box.setPlaceholderText("amount")
        box.returnPressed.connect(self._enter)
        return box

    def _text_box(self, name: str, placeholder: str) -> QLineEdit:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtWidgets import QLineEdit

        box = QLineEdit()
        box.setAccessibleName(name)
        box.setPlaceholderText(placeholder)
        box.returnPressed.connect(self._enter)
        return box

    def _build_answer(self, asked: Asked) -> None:
        # start-up: a Qt class is built, with its enums, when first imported; the plain
        # words with the first question (see show_question)
        from PySide6.QtCore import QRegularExpression
        from PySide6.QtGui import QRegularExpressionValidator
        from PySide6.QtWidgets import QButtonGroup

        from dealer_trainer.gui.choice_line import ChoiceLine
        from dealer_trainer.gui.wording import plain_words

        self._clear_answer()
        grid = self.answer_layout
        form = asked.form
        if form in ("amount", "amounts"):
            for row, label in enumerate(asked.labels):
                box = self._amount_box(label)
                if "seat" in label:
                    # a seat number, not an amount: the trainee may type "seat 3" or "3"
                    box.setValidator(
                        QRegularExpressionValidator(QRegularExpression(SEAT_CHARS), box)
                    )
                    box.setPlaceholderText("seat number")
                    self._seat_boxes.add(row)
                caption = QLabel(f"{label[0].upper()}{label[1:]}:")
                caption.setBuddy(box)
                grid.addWidget(caption, row, 0)
                grid.addWidget(box, row, 1)
                self.boxes.append(box)
                self._rows.append((box, None))
        elif form == "pots":
            for row, label in enumerate(asked.labels):
                caption = QLabel(f"{label[0].upper()}{label[1:]}:")
                amount = self._amount_box(f"{label} amount")
                players = self._text_box(f"{label} players", "seats, e.g. 2 3 5")
                caption.setBuddy(amount)
                grid.addWidget(caption, row, 0)
                grid.addWidget(amount, row, 1)
                grid.addWidget(players, row, 2)
                self.boxes.extend([amount, players])
                self._rows.append((amount, players))
        elif form == "shares":
            for row, label in enumerate(asked.labels):
                box = self._text_box(f"{label} winners", "seat and share, e.g. 4 1075 6 1050")
                caption = QLabel(f"{label[0].upper()}{label[1:]}:")
                caption.setBuddy(box)
                grid.addWidget(caption, row, 0)
                grid.addWidget(box, row, 1)
                self.boxes.append(box)
                self._rows.append((box, None))
        elif form == "player":
            box = self._text_box(asked.labels[0] if asked.labels else "seat", "seat number")
            box.setValidator(
                QRegularExpressionValidator(QRegularExpression(r"(?i)(p|seat ?)?[0-9]{0,2}"), box)
            )
            caption = QLabel("Seat:")
            caption.setBuddy(box)
            grid.addWidget(caption, 0, 0)
            grid.addWidget(box, 0, 1)
            self.boxes.append(box)
            self._rows.append((box, None))
        elif form == "choice":
            self.choice_group = QButtonGroup(self.answer_area)
            needs_amount = any(c.amount_hint for c in asked.choices)
            for row, choice in enumerate(asked.choices):
                line = ChoiceLine(choice.letter, plain_words(choice.text))
                button = line.button
                button.setToolTip(f"Press {choice.letter.upper()} to choose")
                line.label.setToolTip(button.toolTip())
                self.choice_group.addButton(button, row)
                grid.addWidget(line, row, 0, 1, 2)
                self.choice_buttons.append(button)
            if needs_amount:
                box = self._amount_box("Amount for the chosen answer")
                caption = QLabel("Amount:")
                caption.setBuddy(box)
                row = len(asked.choices)
                grid.addWidget(caption, row, 0)
                grid.addWidget(box, row, 1)
                box.setEnabled(False)
                self.amount_box = box
                self.boxes.append(box)
                self.choice_group.idToggled.connect(self._choice_toggled)

    def _choice_toggled(self, _id: int, _checked: bool) -> None:
        if self.amount_box is None or self.asked is None:
            return
        choice = self._chosen()
        needs = bool(choice and choice.amount_hint)
        self.amount_box.setEnabled(needs)
        self.amount_box.setPlaceholderText(choice.amount_hint if needs and choice else "")
        if needs:
            self.amount_box.setFocus()
            self.asked_scroll.ensureWidgetVisible(self.amount_box)

    def _chosen(self) -> ChoiceView | None:
        if self.asked is None or self.choice_group is None:
            return None
        k = self.choice_group.checkedId()
        return self.asked.choices[k] if 0 <= k < len(self.asked.choices) else None

    def focus_answer(self) -> None:
        if self.boxes and self.boxes[0].isEnabled():
            self.boxes[0].setFocus()
        elif self.choice_buttons:
            self.choice_buttons[0].setFocus()

    # ------------------------------------------------------------ answering

    def lines(self) -> list[str]:
        """What was typed, one line per answer part."""
        if self.asked is None:
            return []
        if self.asked.form == "choice":
            choice = self._chosen()
            if choice is None:
                return [""]
            if choice.amount_hint and self.amount_box is not None:
                return [f"{choice.letter} {self.amount_box.text().strip()}"]
            return [choice.letter]
        out = []
        for row, (first, second) in enumerate(self._rows):
            if second is None:
                text = first.text().strip()
                if row in self._seat_boxes:
                    text = SEAT_WORD.sub("", text)  # "seat 3", "Seat 3", "p3": 3
                out.append(text)
            else:
                amount, players = first.text().strip(), second.text().strip()
                out.append(f"{amount} {players}" if amount and players else "")
        return out

    def _enter(self) -> None:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtWidgets import QLineEdit

        sender = self.sender()
        if isinstance(sender, QLineEdit):
            # move on to the next empty box before submitting
            boxes = [b for b in self.boxes if b.isEnabled()]
            if sender in boxes:
                after = boxes[boxes.index(sender) + 1 :]
                empty = [b for b in after if not b.text().strip()]
                if empty:
                    empty[0].setFocus()
                    self.asked_scroll.ensureWidgetVisible(empty[0])
                    return
        self._submit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter submits from anywhere in the panel; a ruling's letter picks that answer."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.submit_button.isEnabled():
            self._submit()
            return
        text = event.text().lower()
        if self.choice_buttons and self.submit_button.isEnabled() and len(text) == 1:
            for button in self.choice_buttons:
                if button.property("letter") == text:
                    button.setChecked(True)
                    if not (self.amount_box is not None and self.amount_box.isEnabled()):
                        button.setFocus()
                    self.asked_scroll.ensureWidgetVisible(self.focusWidget() or button)
                    return
        super().keyPressEvent(event)

    def _submit(self) -> None:
        if self.asked is None or not self.submit_button.isEnabled():
            return
        self.submitted.emit(self.lines())

    def show_refusal(self, message: str) -> None:
        self.refusal.setText(f"Not graded: {message}")
        self.refusal.show()

    def show_feedback(self, result: Graded) -> None:
        self.refusal.hide()
        for box in self.boxes:
            box.setReadOnly(True)
        for button in self.choice_buttons:
            button.setEnabled(False)
        self.submit_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.show_answer_button.setEnabled(False)
        self.skip_button.setEnabled(False)
        self.feedback.setHtml(feedback_html(result))
        self.next_button.setFocus()
        if result.speed:
            self.speed_label.setText(SPEED_WORDS.get(result.speed, result.speed))

    def _link(self, url: QUrl) -> None:
        if url.scheme() == "rule":
            self.ruleLinkActivated.emit(url.path() or url.fragment())
        elif url.fragment():
            self.ruleLinkActivated.emit(url.fragment())

    # ------------------------------------------------------------ modes

    def show_message(self, title: str, lines: list[str] | tuple[str, ...], note: str = "") -> None:
        """A moment that asks nothing (a replayed hand's end, a finished session): Next goes on."""
        # start-up: html and its entity table load with the first feedback
        import html

        self.asked = None
        self._clear_answer()
        self.title.setText(title)
        self.question.setText(note)
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        self.feedback.setHtml(f"<p><b>{html.escape(title)}</b></p><ul>{items}</ul>")
        self.refusal.hide()
        self.submit_button.setEnabled(False)
        self.show_answer_button.setEnabled(False)
        self.skip_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()

    def show_dealing(self) -> None:
        """The window's first moment, before the first question is ready: says what is
        coming instead of an empty panel, with nothing to press yet."""
        self.asked = None
        self.title.setText(DEALING)
        self.question.setText("")
        for button in (
            self.submit_button,
            self.next_button,
            self.show_answer_button,
            self.skip_button,
        ):
            button.setEnabled(False)

    def set_exam(self) -> None:
        """An exam: no "Show answer" and no "Skip" (an exam question is answered or left
        unanswered, never shown), so neither is visible, enabled or in the Tab chain."""
        self.in_exam = True
        for button in (self.show_answer_button, self.skip_button):
            button.hide()
            button.setEnabled(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_mode(self, mode: str) -> None:
        self.show_answer_button.setVisible(mode != "drill")
        if mode == "drill" or self._drill is not None:
            self.drill_bar.setVisible(mode == "drill")
        self.replay_label.setVisible(mode == "replay")

    def set_countdown(self, remaining_ms: int, target_ms: int) -> None:
        """The drill's bar and its words, in tenths of a second (the timer ticks every 100 ms):
        a 6,500 ms target reads "6.5 s left of a 6.5 s target", never more left than the
        target (whole seconds rounded each its own way once printed "7 s left of a 6 s")."""
        tenths_target = max(1, target_ms // 100)
        tenths_left = max(0, (remaining_ms + 99) // 100)  # 0.01 s left still shows 0.1 s
        self.countdown.setMaximum(tenths_target)
        self.countdown.setValue(min(tenths_left, tenths_target))
        self.countdown.setFormat(
            f"{_seconds(min(tenths_left, tenths_target))} s left of a "
            f"{_seconds(tenths_target)} s target"
            if remaining_ms > 0
            else "time's up"
        )

    def set_streak(self, streak: int) -> None:
        self._streak = streak
        if self._drill is not None:  # else the bar shows it when made
            self.streak_label.setText(f"Streak {streak}")

    def set_replay(self, text: str) -> None:
        self.replay_label.setText(text)


def _seconds(tenths: int) -> str:
    """Tenths of a second as a dealer reads them: ``65`` is "6.5", ``60`` is "6"."""
    whole, tenth = divmod(tenths, 10)
    return f"{whole}.{tenth}" if tenth else str(whole)


def feedback_html(result: Graded) -> str:
    """The feedback as HTML: right or wrong, the answer, the working, the rule and its links."""
    # start-up: html and its entity table load with the first feedback, and the plain
    # words (engine.citations, its patterns and the option titles) with the first question
    import html

    from dealer_trainer.gui.wording import plain_words as p

    e = html.escape
    out = []
    if result.correct:
        out.append('<p style="font-size:large"><b style="color:#1e8c3a">\u2714 Right.</b></p>')
    else:
        out.append('<p style="font-size:large"><b style="color:#c0392b">\u2718 Wrong.</b></p>')
        if len(result.given) == 1:
            out.append(f"<p>Your answer: {e(result.given[0])}</p>")
        else:
            marks = "".join(
                f"<li>{TICK if ok else CROSS} {e(given)}</li>"
                for given, ok in zip(result.given, result.parts, strict=False)
            )
            out.append(f"<p>Your answer:</p><ul>{marks}</ul>")
        if result.mistake:
            out.append(
                f"<p><b>Mistake:</b> {e(p(result.mistake))}. {e(p(result.mistake_hint))}</p>"
            )
    answer = p("; ".join(result.expected))
    out.append(f"<p><b>The answer:</b> {e(answer)}</p>")
    if result.speed:
        words = SPEED_WORDS.get(result.speed, result.speed)
        out.append(
            f"<p><b>Time:</b> {result.millis / 1000:.1f} s against a target of "
            f"{result.asked.target_ms / 1000:.0f} s: {e(words.lower())}.</p>"
        )
    if result.asked.moment:
        out.append(f"<p><b>In the hand:</b> {e(p(result.asked.moment))}.</p>")
    if result.working:
        steps = "".join(f"<li>{e(p(step))}</li>" for step in result.working)
        out.append(f"<p><b>Working:</b></p><ol>{steps}</ol>")
    if result.rule:
        out.append(f"<p><b>Rule:</b> {e(p(result.rule))}.</p>")
    if result.option:
        out.append(f"<p><b>Venue option in force:</b> {e(p(result.option))}</p>")
    if result.rule_links:
        links = " \u00b7 ".join(
            f'<a href="rule:{e(anchor)}">{e(p(title))}</a>' for anchor, title in result.rule_links
        )
        out.append(f"<p><b>In the rulebook:</b> {links}</p>")
    return "\n".join(out)
