"""The main window: the table, the action panel, the menus; and :func:`run_main_window`.

The window subscribes to the :class:`~dealer_trainer.gui.controller.Controller`'s
signals and forwards what the trainee does to it. Every action is in a menu with its
shortcut shown; dialogs are asked through their ``ask()`` class methods.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias, TypeVar

# start-up: imported before Qt, gc_pause pauses the garbage collector while Qt and the
# window's modules load (resumed at the end of this module); the controller loads its
# Qt-free modules before Qt (see the top of controller.py)
from dealer_trainer.gui import gc_pause
from dealer_trainer.gui.controller import MODE_TITLES, Controller, Prefs

# isort: split
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSplitter, QWidget

from dealer_trainer import appinfo
from dealer_trainer.gui.action_panel import ActionPanel
from dealer_trainer.gui.errors import ProblemDialog, install_excepthook, start_log
from dealer_trainer.gui.resources import app_icon
from dealer_trainer.gui.table_view import TableView
from dealer_trainer.gui.window_fit import (
    close_on_escape,
    fit_to_screen,
    keep_on_screen,
)

if TYPE_CHECKING:  # windows loaded when first asked for; the quiz with the first question;
    # the actions' classes with the actions, once the window is painted (menus_after_paint)
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent

    from dealer_trainer.gui.controller import SessionStats
    from dealer_trainer.gui.deal_view import DealWindow
    from dealer_trainer.gui.exam import ExamWindow
    from dealer_trainer.gui.instructor import InstructorWindow
    from dealer_trainer.gui.progress_view import ProgressWindow
    from dealer_trainer.gui.questions import Asked, Graded, ReplayPosition
    from dealer_trainer.gui.replay_end import HandEnd
    from dealer_trainer.gui.rulebook import RulebookWindow
    from dealer_trainer.gui.snapshot import TableSnapshot

__all__ = ["MainWindow", "run_main_window"]

Shortcut: TypeAlias = "str | QKeySequence.StandardKey"
"""A menu action's key: a key sequence's text (``"Ctrl+E"``) or a platform's standard key."""
W = TypeVar("W", bound=QWidget)

PUSH_DELAY_MS = 1200
"""How long a replayed hand's showdown stays before the pots are pushed."""


class HandFileDialog:
    """Choosing a hand history file (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget | None) -> str | None:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            parent,
            "Open hand history",
            str(Path.home()),
            "Hand histories (*.phh *.phhs);;All files (*)",
        )
        return path or None


class MainWindow(QMainWindow):
    """The trainer's window."""

    def __init__(
        self, controller: Controller | None = None, *, menus_after_paint: bool = False
    ) -> None:
        """``menus_after_paint``: the menu bar shows its titles at once, and the menus'
        actions (with their shortcuts) are made once the window has been painted, as
        :func:`run_main_window` asks: nothing can be chosen before the window is on screen,
        and the action, action group and key sequence classes (with their enums) cost a
        few milliseconds of the start-up."""
        super().__init__()
        self.controller = controller or Controller()
        self.setWindowTitle(appinfo.NAME)
        self.setObjectName("MainWindow")
        self.rulebook: RulebookWindow | None = None
        self.progress_window: ProgressWindow | None = None
        self.exam_window: ExamWindow | None = None
        self.instructor_window: InstructorWindow | None = None
        self.deal_window: DealWindow | None = None
        self.painted = False

        self.table = TableView()
        self.panel = ActionPanel()
        self.panel.setMinimumWidth(360)
        split = QSplitter()  # horizontal
        split.addWidget(self.table)
        split.addWidget(self.panel)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([720, 420])
        split.setChildrenCollapsible(False)
        self.splitter = split
        self.setCentralWidget(split)

        self.mode_label = QLabel()
        self.mode_label.setAccessibleName("Mode")
        self.score_label = QLabel("0 answered")
        self.score_label.setAccessibleName("Session score")
        self.trainee_label = QLabel()
        self.trainee_label.setAccessibleName("Trainee")
        self.statusBar().addPermanentWidget(self.trainee_label)
        self.statusBar().addPermanentWidget(self.mode_label)
        self.statusBar().addPermanentWidget(self.score_label)

        self.mode_actions: dict[str, QAction] = {}
        self._make_menus()
        self._connect()
        if menus_after_paint:
            self.after_first_paint(self._make_actions)
        else:
            self._make_actions()
        self._on_mode(self.controller.mode)
        self._on_trainee(self.controller.trainee)
        self.table.chip_set_id = self.controller.prefs.chip_set

        fit_to_screen(self)  # no wheel guard: no combo or spin box here (window_fit.py)
        self._user_split = False
        split.splitterMoved.connect(self._split_moved)
        self._restore_geometry()
        self.table.viewport().installEventFilter(self)

    # ------------------------------------------------------------ actions and menus

    def _action(
        self,
        text: str,
        slot: Callable[..., object],
        shortcuts: Shortcut | Sequence[Shortcut] = (),
        *,
        tip: str = "",
        checkable: bool = False,
    ) -> QAction:
        # start-up: a Qt class is built, with its enums, when first imported (see __init__)
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if isinstance(shortcuts, (str, QKeySequence.StandardKey)):
            shortcuts = (shortcuts,)
        keys: list[QKeySequence] = []
        for shortcut in shortcuts:  # one key twice would make it ambiguous, and dead
            for key in (
                QKeySequence.keyBindings(shortcut)
                if not isinstance(shortcut, str)
                else [QKeySequence(shortcut)]
            ):
                if key.toString() not in [k.toString() for k in keys]:
                    keys.append(key)
        if keys:
            action.setShortcuts(keys)
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_menus(self) -> None:
        """The menu bar's menus, empty (:meth:`_make_actions` fills them)."""
        bar = self.menuBar()
        self.file_menu = bar.addMenu("&File")
        self.mode_menu = bar.addMenu("&Mode")
        self.answer_menu = bar.addMenu("&Answer")
        self.view_menu = bar.addMenu("&View")
        self.help_menu = bar.addMenu("&Help")

    def _make_actions(self) -> None:
        """Every action, in its menu and on the window (for its shortcut); the Answer
        menu's actions enabled as the panel's Submit and Next buttons are."""
        # start-up: a Qt class is built, with its enums, when first imported (see __init__)
        from PySide6.QtGui import QActionGroup, QKeySequence

        c = self.controller
        file = self.file_menu
        self.new_action = self._action(
            "&New session\u2026",
            self.new_session,
            QKeySequence.StandardKey.New,
            tip="Choose variants, question kinds, difficulty and venue profile",
        )
        self.open_action = self._action(
            "&Open hand history\u2026",
            self.open_hand_history,
            QKeySequence.StandardKey.Open,
            tip="Replay a PHH hand history, answering before each action",
        )
        self.exam_action = self._action(
            "Sit an &exam\u2026",
            self.sit_exam,
            "Ctrl+E",
            tip="Sit an instructor pack as a timed exam, with its result at the end",
        )
        self.instructor_action = self._action(
            "&Instructor\u2026",
            self.show_instructor,
            "Ctrl+Shift+I",
            tip="Import trainees' result files: the class table and every question",
        )
        self.trainee_action = self._action(
            "S&witch trainee\u2026",
            self.switch_trainee,
            "Ctrl+T",
            tip="Record answers under another trainee's name",
        )
        self.quit_action = self._action("&Quit", self.close, "Ctrl+Q")
        file.addActions([self.new_action, self.open_action])
        file.addSeparator()
        file.addActions([self.exam_action, self.instructor_action, self.trainee_action])
        file.addSeparator()
        file.addAction(self.quit_action)

        mode = self.mode_menu
        self.mode_group = QActionGroup(self)
        for key, (text, shortcut) in {
            "practice": ("&Practice", "Ctrl+1"),
            "drill": ("&Speed drill", "Ctrl+2"),
            "replay": ("Hand &replay", "Ctrl+3"),
        }.items():
            action = self._action(
                text, lambda _checked=False, k=key: self._choose_mode(k), shortcut, checkable=True
            )
            self.mode_group.addAction(action)
            self.mode_actions[key] = action
            mode.addAction(action)
        mode.addSeparator()  # deal a hand (issue 19): its own window, gui/deal_view.py
        self.deal_action = self._action("&Deal a hand\u2026", self.show_deal, "Ctrl+4")
        mode.addAction(self.deal_action)

        answer = self.answer_menu
        # Enter is taken by the answer boxes; the menu shows it without a second shortcut.
        self.submit_action = self._action("&Submit answer\tEnter", self.panel._submit)
        self.next_action = self._action(
            "&Next question", self._next, ("N", "Space"), tip="Deal the next question"
        )
        self.next_action.setEnabled(self.panel.next_button.isEnabled())
        self.submit_action.setEnabled(self.panel.submit_button.isEnabled())
        self.focus_action = self._action("&Go to the answer box", self.panel.focus_answer, "Ctrl+L")
        answer.addActions([self.submit_action, self.next_action, self.focus_action])

        view = self.view_menu
        self.rulebook_action = self._action(
            "&Rulebook", self.show_rulebook, QKeySequence.StandardKey.HelpContents
        )
        self.prefs_action = self._action(
            "&Preferences\u2026", self.edit_preferences, QKeySequence.StandardKey.Preferences
        )
        if self.prefs_action.shortcut().isEmpty():
            self.prefs_action.setShortcuts([QKeySequence("Ctrl+,")])
        self.fullscreen_action = self._action(
            "&Full screen", self._toggle_full_screen, ("F11", QKeySequence.StandardKey.FullScreen)
        )
        self.counts_action = self._action(
            "Stack &counts",
            lambda checked=False: self.table.set_show_counts(bool(checked)),
            "Ctrl+Shift+C",
            tip="Print each stack's count on its seat (never shown in a counting question)",
            checkable=True,
        )
        self.counts_action.setChecked(True)
        self.winning_action = self._action(
            "&Winning cards",
            lambda checked=False: self.table.set_show_winning(bool(checked)),
            "Ctrl+Shift+W",
            tip="At a showdown, outline the cards of each pot's winner (hi-lo: high and low)",
            checkable=True,
        )
        self.progress_action = self._action(
            "&Progress", self.show_progress, "Ctrl+P", tip="Accuracy and time per skill over time"
        )
        view.addActions(
            [
                self.progress_action,
                self.rulebook_action,
                self.prefs_action,
                self.counts_action,
                self.winning_action,
                self.fullscreen_action,
            ]
        )

        self.help_menu.addAction(self.rulebook_action)
        self.about_action = self._action(f"&About {appinfo.NAME}", self.about)
        self.help_menu.addAction(self.about_action)
        if c.mode in self.mode_actions:
            self.mode_actions[c.mode].setChecked(True)

    def _connect(self) -> None:
        c = self.controller
        c.questionReady.connect(self._on_question)
        c.graded.connect(self._on_graded)
        c.answerRefused.connect(self.panel.show_refusal)
        c.modeChanged.connect(self._on_mode)
        c.drillTick.connect(self.panel.set_countdown)
        c.statsChanged.connect(self._on_stats)
        c.replayChanged.connect(self._on_replay)
        c.problem.connect(self._on_problem)
        c.notice.connect(self._on_notice)
        c.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        c.preferencesChanged.connect(self._on_prefs)
        c.traineeChanged.connect(self._on_trainee)
        self.panel.submitted.connect(c.submit)
        self.panel.nextRequested.connect(self._next)
        self.panel.showAnswerRequested.connect(c.show_answer)
        self.panel.skipRequested.connect(c.skip)
        c.handOver.connect(self._on_hand_over)
        c.sessionFinished.connect(self._on_session_finished)
        self.panel.ruleLinkActivated.connect(self.show_rulebook)
        self.table.seatClicked.connect(self._seat_clicked)

    # ------------------------------------------------------------ controller -> view

    def _on_question(self, asked: Asked) -> None:
        self.table.show_snapshot(asked.table, self.controller.prefs.chip_set)
        self.panel.show_question(asked)
        self.next_action.setEnabled(False)
        self.submit_action.setEnabled(True)

    def _on_graded(self, result: Graded) -> None:
        self.table.reveal_pots()
        self._show_answered_showdown()
        self.panel.show_feedback(result)
        self.next_action.setEnabled(True)
        self.submit_action.setEnabled(False)

    def _show_answered_showdown(self) -> None:
        """Once a question on a finished hand is answered: its hands face up, and the
        winning cards outlined when View > Winning cards is on."""
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.replay_end import answered_showdown

        asked, table = self.controller.current, self.table.snapshot
        situation = getattr(getattr(asked, "source", None), "situation", None)
        if situation is None or table is None or asked is None or asked.table is not table:
            return
        shown = answered_showdown(table, situation.hand())
        if shown is not None:
            self.table.show_snapshot(shown)

    def _on_hand_over(self, end: HandEnd) -> None:
        """A replayed hand's end: the hands face up, then the pots pushed to the winners."""
        self.table.show_snapshot(end.showdown, self.controller.prefs.chip_set)
        lines = list(end.words) or [end.problem or "The hand is over."]
        self.panel.show_message("Hand over", lines, "The showdown and the push.")
        self.next_action.setEnabled(True)
        self.submit_action.setEnabled(False)
        self._pushed: TableSnapshot | None = end.pushed
        self._winners = list(end.winners)
        QTimer.singleShot(PUSH_DELAY_MS, self._show_push)

    def _show_push(self) -> None:
        pushed = getattr(self, "_pushed", None)
        if pushed is not None and self.controller.current is None:
            self.table.push_to(list(getattr(self, "_winners", [])), pushed)
        self._pushed = None

    def _on_session_finished(self, stats: SessionStats) -> None:
        lines = [f"{stats.right} of {stats.answered} right"]
        if stats.shown:
            lines.append(f"{stats.shown} answer{'s' if stats.shown != 1 else ''} shown")
        if stats.skipped:
            lines.append(f"{stats.skipped} skipped")
        lines.append(f"Best streak: {stats.best_streak}")
        self.panel.show_message(
            "Session finished",
            lines,
            "Next starts the same session again; File > New session chooses another.",
        )
        self.next_action.setEnabled(True)
        self.submit_action.setEnabled(False)

    def _on_mode(self, mode: str) -> None:
        if mode in self.mode_actions:  # made after the first paint (menus_after_paint)
            self.mode_actions[mode].setChecked(True)
        self.panel.set_mode(mode)
        self.mode_label.setText(MODE_TITLES.get(mode, mode))

    def _on_stats(self, stats: SessionStats) -> None:
        self.panel.set_streak(stats.streak)
        text = f"{stats.right} of {stats.answered} right"
        if stats.streak > 1:
            text += f" \u00b7 streak {stats.streak}"
        self.score_label.setText(text)

    def _on_replay(self, position: ReplayPosition | None) -> None:
        if position is None:
            self.panel.set_replay("")
            return
        self.panel.set_replay(f"{Path(position.path).name}: {position.words()}")

    def _on_problem(self, title: str, message: str) -> None:
        ProblemDialog.show_problem(self, title, message)

    def _on_notice(self, message: str) -> None:
        ProblemDialog.show_problem(self, "Your progress file", message)

    def _on_trainee(self, name: str) -> None:
        self.trainee_label.setText(f"Trainee: {name}")

    def _on_prefs(self, prefs: Prefs) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.theme import apply_font_size, apply_theme

            apply_theme(app, prefs.theme)
            apply_font_size(app, prefs.font_size)
        self.table.set_chip_set(prefs.chip_set)

    # ------------------------------------------------------------ first start

    def needs_welcome(self) -> bool:
        """The first start on this computer: no welcome shown yet and nobody recorded."""
        s = self.controller.settings.settings
        return "gui_welcome" not in s.extra and not s.last_trainee

    def first_start(self) -> None:
        """Welcome a new trainee (once), then deal the first question."""

        c = self.controller
        if self.needs_welcome():
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.welcome import WelcomeDialog, suggested_session

            welcome = WelcomeDialog.ask(self)
            c.settings.save(gui_welcome={"goal": welcome.goal if welcome else ""})
            if welcome is not None:
                c.set_trainee(welcome.name)
                config = replace(suggested_session(welcome.goal), profile=c.config.profile)
                c.config = config
                c.seed, c.adaptive = config.seed, config.adaptive
                c.settings.save(gui_session=config.as_dict())
                c.sessionChanged.emit(config)
        c.start()

    # ------------------------------------------------------------ view -> controller

    def _next(self) -> None:
        c = self.controller
        if c.current is None and c.answered and c.mode != "replay" and c.config.count:
            c.new_session(c.config)  # the finished session, again
        elif c.answered:
            c.next_question()

    def _choose_mode(self, mode: str) -> None:
        if mode == "replay" and self.controller.replay is None:
            self.open_hand_history()
            self._on_mode(self.controller.mode)
            return
        self.controller.set_mode(mode)

    def _seat_clicked(self, seat: int) -> None:
        asked = self.controller.current
        if asked is not None and asked.form == "player" and self.panel.boxes:
            box = self.panel.boxes[0]
            if not box.isReadOnly():
                box.setText(str(seat + 1))
                box.setFocus()

    def new_session(self) -> None:
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.session_dialog import SessionDialog

        config = SessionDialog.ask(
            self, self.controller.config, self.controller.settings.config_dir()
        )
        if config is not None:
            self.controller.new_session(config)

    def open_hand_history(self) -> None:
        path = HandFileDialog.ask(self)
        if path:
            self.controller.open_hand_history(path)

    def show_rulebook(self, anchor: str | bool = "") -> RulebookWindow:
        rulebook = self.rulebook
        if rulebook is None:
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.rulebook import RulebookWindow

            rulebook = self.rulebook = RulebookWindow()
            rulebook.setWindowIcon(self.windowIcon())

            close_on_escape(rulebook)
        rulebook.show()

        keep_on_screen(rulebook, self)
        if QApplication.platformName() != "offscreen":  # nothing to raise without a screen
            rulebook.raise_()
            rulebook.activateWindow()
        if isinstance(anchor, str) and anchor:
            QTimer.singleShot(0, lambda: rulebook.show_anchor(anchor))
            rulebook.show_anchor(anchor)
        return rulebook

    def _show_window(self, window: W) -> W:
        window.setWindowIcon(self.windowIcon())
        if not window.property("closesOnEscape") and window is not self.exam_window:
            close_on_escape(window)
        window.show()
        keep_on_screen(window, self)
        if QApplication.platformName() != "offscreen":
            window.raise_()
            window.activateWindow()
        return window

    def show_progress(self) -> ProgressWindow:
        """View > Progress: the trainee's charts (the module is loaded when first asked)."""
        if self.progress_window is None:
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.progress_view import ProgressWindow

            self.progress_window = ProgressWindow(self.controller)
        else:
            self.progress_window.refresh()
        return self._show_window(self.progress_window)

    def sit_exam(self) -> ExamWindow | None:
        """File > Sit an exam: choose a pack file, then the exam window runs it."""
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.exam import ExamPackDialog, ExamWindow

        if self.exam_window is not None and self.exam_window.running:
            return self._show_window(self.exam_window)
        path = ExamPackDialog.ask(self)
        if not path:
            return None
        window = ExamWindow.for_pack(self.controller, path, self)
        if window is None:
            return None
        if self.exam_window is not None:
            self.exam_window.close()
        self.exam_window = window
        self._show_window(window)
        window.start()
        return window

    def show_deal(self) -> DealWindow:
        """Mode > Deal a hand: the trainee deals whole hands and does every duty in order."""
        if self.deal_window is None:
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.deal_view import DealWindow

            self.deal_window = DealWindow(self.controller)
        return self._show_window(self.deal_window)

    def show_instructor(self) -> InstructorWindow:
        """File > Instructor: import result files, the class table, per-question figures."""
        if self.instructor_window is None:
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.instructor import InstructorWindow

            self.instructor_window = InstructorWindow(self.controller)
        return self._show_window(self.instructor_window)

    def switch_trainee(self) -> None:
        """File > Switch trainee: record under another name."""
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.trainee_dialog import TraineeDialog

        name = TraineeDialog.ask(self, self.controller.trainee, self.controller.trainee_names())
        if name:
            self.controller.set_trainee(name)

    def edit_preferences(self) -> None:
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.preferences import PreferencesDialog

        prefs = PreferencesDialog.ask(self, self.controller.prefs)
        if prefs is not None:
            self.controller.set_preferences(prefs)

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def about(self) -> None:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            f"About {appinfo.NAME}",
            f"<b>{appinfo.NAME}</b> {appinfo.VERSION}<br>"
            "Practise what a poker dealer must know at once: pots, calls, raises, "
            "side pots and floor rulings, graded by a rules engine.",
        )

    # ------------------------------------------------------------ window state

    def _restore_geometry(self) -> None:
        # bytes, not a QByteArray: PySide6 converts them, and QByteArray's class (built,
        # with its enums, when first imported) is not needed to open the window
        s = self.controller.settings.settings
        if s.window_geometry:
            self.restoreGeometry(s.window_geometry)

            keep_on_screen(self)
        if s.window_state:
            self.restoreState(s.window_state)

    def _split_moved(self, _pos: int, _index: int) -> None:
        self._user_split = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Give the table the room its cards need; the panel keeps a readable width."""
        super().resizeEvent(event)
        if not self._user_split:
            width = self.splitter.width()
            panel = max(self.panel.minimumWidth(), min(560, int(width * 0.32)))
            self.splitter.setSizes([max(1, width - panel - self.splitter.handleWidth()), panel])

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.save_window(
            bytes(self.saveGeometry().data()), bytes(self.saveState().data())
        )
        self.controller.close()
        for window in (
            self.rulebook,
            self.progress_window,
            self.exam_window,
            self.instructor_window,
        ):
            if window is not None:
                window.close()
        super().closeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            QTimer.singleShot(0, self._first_paint)
        return False

    def _first_paint(self) -> None:
        for callback in getattr(self, "_after_first_paint", []):
            callback()

    def after_first_paint(self, callback: Callable[[], object]) -> None:
        """Run ``callback`` once the window has been painted (at once if it has)."""
        if self.painted:
            QTimer.singleShot(0, callback)
        else:
            self.__dict__.setdefault("_after_first_paint", []).append(callback)


def run_main_window(
    app: QApplication,
    *,
    self_test: bool = False,
    exit_after_show: bool = False,
    trainee: str | None = None,
) -> int:
    """Show the main window and run the event loop; returns the exit status.

    ``exit_after_show``: quit as soon as the window has been shown and painted once.
    ``self_test``: play one question of each kind through the widgets, then quit with
    0, or 1 and the reason on standard error. ``trainee``: record under this name.
    """

    resume_collection = gc_pause.pause()  # start-up: until the window has been painted
    controller = Controller()
    if trainee:
        controller.set_trainee(trainee)
    prefs = controller.prefs
    if prefs.theme != "system" or prefs.font_size:
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.theme import apply_font_size, apply_theme

        if prefs.theme != "system":
            apply_theme(app, prefs.theme)
        if prefs.font_size:
            apply_font_size(app, prefs.font_size)
    window = MainWindow(controller, menus_after_paint=True)
    window.panel.show_dealing()  # the first question is made once the window is painted
    app.setWindowIcon(app_icon())
    window.setWindowIcon(app.windowIcon())
    previous_hook = install_excepthook(lambda: window, log_now=False)
    window.after_first_paint(resume_collection)
    window.after_first_paint(start_log)
    status: dict[str, int] = {"code": 0}
    if exit_after_show:
        window.after_first_paint(app.quit)
    elif self_test:

        def run_test() -> None:
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.selftest import run_self_test

            ok, report = run_self_test(window)
            print(report, file=sys.stdout if ok else sys.stderr)
            status["code"] = 0 if ok else 1
            app.quit()

        window.after_first_paint(run_test)
    else:
        window.after_first_paint(window.first_start)
    window.show()
    try:
        code = int(app.exec())
    finally:
        resume_collection()  # if the loop ended before the first paint
        sys.excepthook = previous_hook
        if window.isVisible():
            window.close()
    return status["code"] or code


gc_pause.release_import_pause()  # start-up: the modules are loaded (see the imports)
