"""The one controller: the window's widgets talk to it, and it talks to the quiz and the store.

Long because it is the one controller every widget talks to (the session, its settings and
history adapters) and, at its end, the one gateway of small functions through which the
windows reach the quiz and the store.

Widgets call its slots with what the trainee did (:meth:`Controller.submit`,
:meth:`Controller.next_question`, :meth:`Controller.open_hand_history`...) and subscribe
to its signals to redraw. It holds the session (mode, questions, streak, timer) and is
the only GUI object that imports the quiz (through :mod:`dealer_trainer.gui.questions`)
and the store (:class:`SettingsAdapter`, :class:`HistoryAdapter`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict, Unpack

# start-up: the Qt-free modules before Qt. PySide6 reads the source of every module that an
# import statement names after it is loaded (to see whether it uses PySide6): these, and
# what they import (json, base64, re, os...), are not read when loaded first; the main
# window's module imports this one before Qt for the same reason
from dealer_trainer import appinfo
from dealer_trainer.gui.session import SessionConfig
from dealer_trainer.store.paths import app_dirs
from dealer_trainer.store.settings import load_settings, save_settings

# isort: split
from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:  # the quiz side is loaded with the first question, after the window shows
    from collections.abc import Iterable, Mapping, Sequence
    from datetime import datetime
    from types import TracebackType
    from typing import TextIO

    from dealer_trainer.gui.deal_session import DealSession
    from dealer_trainer.gui.questions import Asked, Graded, PracticeSource, ReplaySession
    from dealer_trainer.gui.replay_end import HandEnd

    # the types the windows name are re-exported (``X as X``): widgets reach the quiz and
    # the store only through this module (tests/test_architecture.py)
    from dealer_trainer.quiz.deal import DutyResult as DutyResult
    from dealer_trainer.quiz.deal_pack import DealSection as DealSection
    from dealer_trainer.quiz.grading import Grade
    from dealer_trainer.quiz.history import AnswerRecord as AnswerRecord
    from dealer_trainer.quiz.history import History
    from dealer_trainer.quiz.ids import Kind
    from dealer_trainer.quiz.model import Question
    from dealer_trainer.quiz.pack_files import SamplePack as SamplePack
    from dealer_trainer.quiz.packs import Pack as Pack
    from dealer_trainer.store.db import Store as Store
    from dealer_trainer.store.exams import ExamAttempt as ExamAttempt
    from dealer_trainer.store.exams import ExamResult as ExamResult
    from dealer_trainer.store.exams import ExamSettings
    from dealer_trainer.store.exams import SkillScore as SkillScore
    from dealer_trainer.store.instructor import ClassTable, QuestionStat
    from dealer_trainer.store.instructor import ImportOutcome as ImportOutcome
    from dealer_trainer.store.notices import StoreError as StoreError
    from dealer_trainer.store.progress import Progress as Progress
    from dealer_trainer.store.progress import Stat as Stat
    from dealer_trainer.store.report import ExamReport as ExamReport

__all__ = [
    "MODES",
    "CannotUse",
    "Controller",
    "HistoryAdapter",
    "Mode",
    "Prefs",
    "SessionStats",
    "SettingsAdapter",
    "StoreError",
]


class Mode(StrEnum):
    """What the window is doing; the values are the names the menus and signals use."""

    PRACTICE = "practice"
    """Questions one after another, no clock shown; adaptive from the trainee's history."""
    DRILL = "drill"
    """The same questions against the clock: each answer is rated against its target time."""
    REPLAY = "replay"
    """A real hand file, step by step, with a question before each betting action."""


MODES = tuple(m.value for m in Mode)
MODE_TITLES: dict[str, str] = {
    Mode.PRACTICE: "Practice",
    Mode.DRILL: "Speed drill",
    Mode.REPLAY: "Hand replay",
}
DRILL_PAUSE_MS = 1500
ANSWER_SHOWN, SKIPPED = "answer-shown", "skipped"
"""What the progress file records as the mistake of an answer shown on request, or skipped."""
SHOWN_WORDS, SKIPPED_WORDS = "(answer shown)", "(skipped)"
DEFAULT_TRAINEE = "Trainee"
"""Who answers when nobody was named: ``dealer_trainer.quiz.history.DEFAULT_TRAINEE``, the
same words (tests/gui/test_app_start.py checks), kept here so that opening the window does
not load the quiz's history module (its answer record, a dataclass, is made with the first
answer)."""


@dataclass(frozen=True)
class Prefs:
    """What the Preferences dialog sets."""

    chip_set: str = "stakes"
    """``stakes`` (the chips follow the stakes) or a chip set's id."""
    theme: str = "system"
    """``system`` (follow the desktop), ``light`` or ``dark``."""
    font_size: int | None = None
    """Point size of the window's text; ``None`` follows the system."""


@dataclass
class SessionStats:
    """This session's count."""

    answered: int = 0
    right: int = 0
    streak: int = 0
    best_streak: int = 0
    speeds: dict[str, int] = field(default_factory=dict)
    skipped: int = 0
    shown: int = 0
    """Answers shown on request (counted in ``answered`` as wrong)."""


class SettingsChanges(TypedDict, total=False):
    """The store's settings fields :meth:`SettingsAdapter.save` may change."""

    chip_set: str
    venue_profile: str
    theme: str
    font_size: int | None
    window_geometry: bytes | None
    window_state: bytes | None
    last_trainee: str | None


class SettingsAdapter:
    """Preferences, the session's choices and the window's geometry, kept between runs.

    Backed by the store's settings file (``dealer_trainer.store.settings``): one JSON file
    in the config folder, written atomically.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.notices: list[str] = []
        self.chosen_trainee: str | None = None
        """The trainee named this run (``--trainee``, File > Switch trainee)."""

        self.settings, notices = load_settings(path)
        self.notices.extend(str(n) for n in notices)

    def save(
        self,
        *,
        gui_session: Mapping[str, object] | None = None,
        gui_welcome: Mapping[str, str] | None = None,
        **changes: Unpack[SettingsChanges],
    ) -> None:
        """Change settings and write the file. The window's own keys go in its ``extra``
        table: ``gui_session`` the last session's choices, ``gui_welcome`` the first
        start's welcome (shown once)."""
        extra = dict(self.settings.extra)
        for key, value in (("gui_session", gui_session), ("gui_welcome", gui_welcome)):
            if value is not None:
                extra[key] = value
        self.settings = replace(self.settings, **changes, extra=extra)
        # start-up: loaded when first called, not to open the window
        from dealer_trainer.store.notices import StoreError

        try:
            save_settings(self.settings, self.path)
        except StoreError as exc:
            self.notices.append(str(exc))

    @property
    def prefs(self) -> Prefs:
        s = self.settings
        return Prefs(s.chip_set, s.theme, s.font_size)

    @property
    def session(self) -> SessionConfig:
        config = SessionConfig.from_dict(self.settings.extra.get("gui_session"))
        return replace(config, profile=self.settings.venue_profile or config.profile)

    @property
    def trainee(self) -> str:
        return self.chosen_trainee or self.settings.last_trainee or DEFAULT_TRAINEE

    def set_trainee(self, name: str) -> None:
        """Record under ``name`` from now on, and remember it for the next run."""
        self.chosen_trainee = name.strip()
        self.save(last_trainee=self.chosen_trainee)

    def config_dir(self) -> Path:
        return self.path.parent if self.path else app_dirs().config


class HistoryAdapter:
    """Where graded answers go: the progress database, opened when the first answer comes.

    If it cannot be opened or written, answers are kept in memory for this session and
    the trainee is told once.
    """

    def __init__(self, store: Store | None = None) -> None:
        self._store = store
        self.kept: list[AnswerRecord] = []
        """Every record of this session, whatever happened to the database."""
        self.notices: list[str] = []

    def store(self) -> Store:
        """The progress database (``dealer_trainer.store.db.Store``), opened if need be."""
        return self._open()

    def _open(self) -> Store:
        if self._store is None:
            # start-up: loaded when first called, not to open the window
            from dealer_trainer.store.db import Store
            from dealer_trainer.store.notices import StoreError

            try:
                self._store = Store.open()
            except StoreError as exc:
                self.notices.append(str(exc))
                self._store = Store.in_memory()
            self.notices.extend(str(n) for n in self._store.notices)
        return self._store

    def answers(
        self,
        trainee: str,
        *,
        kind: Kind | str | None = None,
        skill: str | None = None,
        limit: int | None = None,
    ) -> Sequence[AnswerRecord]:
        """The trainee's answers, oldest first (the quiz's ``History.answers``)."""

        # start-up: loaded when first called, not to open the window
        from dealer_trainer.store.notices import StoreError

        try:
            return self._open().answers(trainee, kind=kind, skill=skill, limit=limit)
        except StoreError as exc:
            self.notices.append(str(exc))
        found = [
            r
            for r in self.kept
            if r.trainee == trainee
            and (kind is None or r.kind == kind)
            and (skill is None or r.skill == skill)
        ]
        return found[-limit:] if limit else found

    def record(self, rec: AnswerRecord) -> None:
        self.kept.append(rec)

        # start-up: loaded when first called, not to open the window
        from dealer_trainer.store.notices import StoreError

        try:
            self._open().record(rec)
        except StoreError as exc:
            self.notices.append(str(exc))

    def close(self) -> None:
        if self._store is not None:
            self._store.close()


class Controller(QObject):
    """The session: what is asked, what was answered, and how fast."""

    questionReady = Signal(object)
    graded = Signal(object)
    answerRefused = Signal(str)
    modeChanged = Signal(str)
    sessionChanged = Signal(object)
    drillTick = Signal(int, int)
    statsChanged = Signal(object)
    replayChanged = Signal(object)
    problem = Signal(str, str)
    notice = Signal(str)
    preferencesChanged = Signal(object)
    status = Signal(str)
    traineeChanged = Signal(str)
    sessionFinished = Signal(object)
    """The session's count of questions is reached: its :class:`SessionStats`."""
    handOver = Signal(object)
    """A replayed hand's end: its showdown and push (:class:`~.replay_end.HandEnd`)."""

    def __init__(
        self,
        settings: SettingsAdapter | None = None,
        history: HistoryAdapter | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or SettingsAdapter()
        self.history = history or HistoryAdapter()
        self.prefs = self.settings.prefs
        self.config = self.settings.session
        self.mode = Mode.PRACTICE
        self.stats = SessionStats()
        self.current: Asked | None = None
        self.last: Graded | None = None
        self.answered = False
        self.replay: ReplaySession | None = None
        self._source: PracticeSource | None = None
        self._shown_at = 0.0
        self.seed: int | None = self.config.seed
        self._told = 0
        self.adaptive = self.config.adaptive
        """Practice picks questions from the trainee's history (the quiz's adaptive practice)."""
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._tick)
        self.drill_pause_ms = DRILL_PAUSE_MS
        """How long the speed drill shows its feedback before dealing the next question."""
        self.advance = QTimer(self)
        self.advance.setSingleShot(True)
        self.advance.timeout.connect(self._advance)

    # ------------------------------------------------------------ starting

    def start(self) -> None:
        """Deal the first question (after the window is shown)."""
        for message in self.settings.notices:
            self.notice.emit(message)
        self.settings.notices.clear()
        self.next_question()

    def new_session(self, config: SessionConfig) -> None:
        """Start a practice or drill session with new choices."""
        self.config = config
        self.seed = config.seed
        self.adaptive = config.adaptive
        self._source = None
        self.stats = SessionStats()
        self.settings.save(venue_profile=config.profile, gui_session=config.as_dict())
        self.sessionChanged.emit(config)
        self.statsChanged.emit(self.stats)
        if self.mode == Mode.REPLAY:
            self.set_mode(Mode.PRACTICE)
        else:
            self.next_question()

    def set_mode(self, name: Mode | str) -> None:
        """Practice, speed drill or hand replay (replay needs a hand file: see open)."""
        if name not in MODES:
            raise ValueError(f"unknown mode {name!r}: one of {', '.join(MODES)}")
        mode = Mode(name)
        if mode == Mode.REPLAY and self.replay is None:
            self.status.emit("Hand replay: open a hand history (File > Open hand history)")
            self.modeChanged.emit(self.mode)
            return
        changed = mode != self.mode
        self.mode = mode
        self.stats.streak = 0
        self.modeChanged.emit(mode)
        if mode != Mode.REPLAY:
            self.replayChanged.emit(None)
        if changed or self.current is None:
            if mode == Mode.REPLAY:
                self.next_question()
            else:
                self._source = None if self._source is None else self._source
                self.next_question()
        elif mode == Mode.DRILL and not self.answered:
            self._start_clock()

    # ------------------------------------------------------------ questions

    def _practice_source(self) -> PracticeSource:
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import make_source

        if self._source is None:
            history = self.history if self.adaptive else None
            trainee = self.settings.trainee
            try:
                self._source = make_source(self.config, self.seed, history=history, trainee=trainee)
            except (ValueError, OSError) as exc:  # bad settings or profile: say so, use defaults
                self.problem.emit("Cannot start this session", str(exc))
                self.config = SessionConfig()
                self._source = make_source(self.config, self.seed, history=history, trainee=trainee)
        return self._source

    def next_question(self) -> None:
        """Deal the next question of the session (or the replay's next moment)."""
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import ReplayFileError

        self.timer.stop()
        if self.mode == Mode.REPLAY and self.replay is not None:
            try:
                asked = self.replay.next()
            except ReplayFileError as exc:
                self.problem.emit("This hand cannot be replayed", str(exc))
                asked = None
            self.replayChanged.emit(self.replay.position())
            if asked is None:
                end = self._hand_end()
                if end is not None:  # each hand's showdown and push, before the next hand
                    self.current = None
                    self.answered = True
                    self.handOver.emit(end)
                    return
            if asked is None:
                self.status.emit(f"Replay finished: {Path(self.replay.path).name}")
                self.replay = None
                self.mode = Mode.PRACTICE
                self.modeChanged.emit(Mode.PRACTICE)
                self.replayChanged.emit(None)
                asked = self._deal()
        else:
            if self.config.count and self.stats.answered + self.stats.skipped >= self.config.count:
                self.current = None
                self.answered = True
                self.status.emit(
                    f"Session finished: {self.stats.right} of {self.stats.answered} right"
                )
                self.sessionFinished.emit(self.stats)
                return
            asked = self._deal()
        self.show(asked)
        self._flush_notices()

    def _deal(self) -> Asked:
        """The session's next question; settings that deal none are said, then the defaults."""
        try:
            asked: Asked = self._practice_source().next()
        except ValueError as exc:  # GenerationError, ProfileError: the choices ask too much
            if self.config == SessionConfig():
                raise
            self.problem.emit(
                "No question fits this session", f"{exc}\n\nThe default session is used."
            )
            self.config = SessionConfig()
            self._source = None
            asked = self._practice_source().next()
        return asked

    def ask_kind(self, kind: Kind | str) -> Asked:
        """Deal one question of ``kind`` (a :class:`Kind`, its id or number) now (the self-test
        uses this); an unknown kind raises :class:`~dealer_trainer.quiz.ids.IdError`."""
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import make_source
        from dealer_trainer.quiz.ids import Kind

        config = replace(self.config, kinds=(Kind.of(kind),), variants=(), structures=())
        asked = make_source(config, 2026).next()
        self.show(asked)
        return asked

    def show(self, asked: Asked) -> None:
        self.current = asked
        self.last = None
        self.answered = False
        self.questionReady.emit(asked)
        self._shown_at = time.monotonic()
        if self.mode == Mode.DRILL:
            self._start_clock()

    # ------------------------------------------------------------ answers

    def submit(self, lines: list[str] | tuple[str, ...]) -> Graded | None:
        """Grade what was typed; an unreadable answer is refused, not counted."""
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import AnswerError, grade, rate_speed

        if self.current is None or self.answered:
            return None
        millis = int((time.monotonic() - self._shown_at) * 1000)
        try:
            result = grade(self.current, lines, millis)
        except AnswerError as exc:
            self.answerRefused.emit(str(exc))
            return None
        self.timer.stop()
        if self.mode == Mode.DRILL:
            result = replace(result, speed=rate_speed(millis, self.current.target_ms))
        self.answered = True
        self.last = result
        self._count(result)
        self._record(result, lines)
        self.graded.emit(result)
        self._after_answer()
        return result

    def _after_answer(self) -> None:
        """The speed drill moves on by itself after a short look at the feedback."""
        if self.mode == "drill":
            self.advance.start(self.drill_pause_ms)

    def _advance(self) -> None:
        if self.mode == "drill" and self.answered:
            self.next_question()

    def show_answer(self) -> Graded | None:
        """Practice: show the answer with its explanation; it counts as a wrong answer."""
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import grade

        if self.current is None or self.answered:
            return None
        millis = int((time.monotonic() - self._shown_at) * 1000)
        self.timer.stop()
        right = grade(self.current, self.current.answer_lines, millis)
        result = replace(
            right,
            correct=False,
            parts=tuple(False for _ in right.parts),
            given=(SHOWN_WORDS,),
            mistake=None,
            mistake_id=ANSWER_SHOWN,
        )
        self.answered = True
        self.last = result
        self.stats.shown += 1
        self._count(result)
        self._record(result, [SHOWN_WORDS])
        self.graded.emit(result)
        self._after_answer()
        return result

    def skip(self) -> None:
        """Go on to the next question without answering; recorded as skipped."""
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import grade

        if self.current is None or self.answered:
            return
        millis = int((time.monotonic() - self._shown_at) * 1000)
        self.timer.stop()
        skipped = replace(
            grade(self.current, self.current.answer_lines, millis),
            correct=False,
            given=(SKIPPED_WORDS,),
            mistake_id=SKIPPED,
        )
        self.answered = True
        self.stats.skipped += 1
        self.stats.streak = 0
        self._record(skipped, [SKIPPED_WORDS])
        self.statsChanged.emit(self.stats)
        self.next_question()

    def _hand_end(self) -> HandEnd | None:
        """The replayed hand's showdown and push, or None when it cannot be told."""
        # start-up: loaded when first opened or used, not to open the window
        from dealer_trainer.gui.replay_end import hand_end

        hand = self.replay.take_end() if self.replay is not None else None
        if hand is None or not getattr(hand, "finished", False):
            return None
        return hand_end(hand)

    def _count(self, result: Graded) -> None:
        s = self.stats
        s.answered += 1
        if result.correct:
            s.right += 1
            s.streak += 1
            s.best_streak = max(s.best_streak, s.streak)
        else:
            s.streak = 0
        if result.speed:
            s.speeds[result.speed] = s.speeds.get(result.speed, 0) + 1
        self.statsChanged.emit(s)

    def _record(self, result: Graded, lines: Sequence[str]) -> None:
        # start-up: the quiz's history module loads with the first answer
        from dealer_trainer.quiz.history import AnswerRecord

        asked = result.asked
        rec = AnswerRecord(
            trainee=self.settings.trainee,
            question_id=asked.id,
            kind=asked.kind,
            skill=asked.skill,
            variant=asked.variant,
            answer=" / ".join(lines),
            correct=result.correct,
            mistake=result.mistake_id,
            millis=result.millis,
            answered_at=_now(),
        )
        self.history.record(rec)
        self._flush_notices()

    # ------------------------------------------------------------ deal a hand (issue 19)

    def deal_session(self) -> DealSession:
        """The deal-a-hand mode's session (gui/deal_session.py), made on first use; each
        duty it grades is recorded through :meth:`record_duty`."""
        if getattr(self, "_deal_session", None) is None:
            # start-up: loaded when first opened or used, not to open the window
            from dealer_trainer.gui.deal_session import DealSession

            self._deal_session = DealSession(record=self.record_duty, parent=self)
        return self._deal_session

    def record_duty(self, result: DutyResult) -> None:
        """Record a graded deal-a-hand duty as an answer of its question's kind (the
        question id, ``deal:SEED:HAND:DUTY``, says which duty of which session)."""
        # start-up: loaded when first called, not to open the window
        from dealer_trainer.quiz.history import AnswerRecord

        q = result.question
        rec = AnswerRecord(
            trainee=self.settings.trainee,
            question_id=q.id,
            kind=q.kind,
            skill=q.skill,
            variant=q.variant,
            answer=" / ".join(result.given),
            correct=result.correct,
            mistake=result.grade.mistake.id if result.grade and result.grade.mistake else None,
            millis=result.millis,
            answered_at=_now(),
        )
        self.history.record(rec)
        self._flush_notices()

    def _flush_notices(self) -> None:
        """Tell the trainee, once, what the progress database had to do."""
        while self._told < len(self.history.notices):
            self.notice.emit(self.history.notices[self._told])
            self._told += 1

    # ------------------------------------------------------------ the drill clock

    def _start_clock(self) -> None:
        self._shown_at = time.monotonic()
        self.timer.start()
        self._tick()

    def _tick(self) -> None:
        if self.current is None:
            return
        elapsed = int((time.monotonic() - self._shown_at) * 1000)
        self.drillTick.emit(self.current.target_ms - elapsed, self.current.target_ms)

    # ------------------------------------------------------------ replay

    def open_hand_history(self, path: str | Path) -> bool:
        """Step through a PHH file; a bad file is reported and the session goes on."""
        # start-up: the quiz side loads with the first question, after the first paint
        from dealer_trainer.gui.questions import ReplayFileError, ReplaySession

        try:
            session = ReplaySession(path)
        except ReplayFileError as exc:
            self.problem.emit("Cannot open this hand history", f"{exc.path}\n\n{exc.message}")
            return False
        previous = self.replay
        self.replay = session
        self.mode = Mode.REPLAY
        self.stats.streak = 0
        try:
            asked = session.next()
        except ReplayFileError as exc:
            self.replay = previous
            self.problem.emit("Cannot replay this hand history", f"{exc.path}\n\n{exc.message}")
            self.mode = Mode.PRACTICE if previous is None else Mode.REPLAY
            self.modeChanged.emit(self.mode)
            return False
        if asked is None:
            self.replay = previous
            self.problem.emit(
                "Nothing to replay",
                f"{path}\n\nThe file's hands have no betting action to ask about.",
            )
            self.mode = Mode.PRACTICE if previous is None else Mode.REPLAY
            self.modeChanged.emit(self.mode)
            return False
        self.modeChanged.emit(Mode.REPLAY)
        self.replayChanged.emit(session.position())
        self.show(asked)
        return True

    # ------------------------------------------------------------ trainee

    @property
    def trainee(self) -> str:
        """Who the answers are recorded for."""
        return self.settings.trainee

    def set_trainee(self, name: str) -> None:
        """Record under ``name`` from now on (``--trainee``, File > Switch trainee)."""
        # start-up: loaded when first called, not to open the window
        from dealer_trainer.store.db import check_name

        name = name.strip()
        if not name:
            raise ValueError("a trainee needs a name")
        try:
            check_name(name)  # control characters, too long: said, and the window goes on
        except ValueError as exc:
            self.status.emit(f"Still recording for {self.trainee}: {exc}")
            return
        if name == self.trainee and self.settings.chosen_trainee:
            return
        self.settings.set_trainee(name)
        self._source = None  # adaptive practice follows this trainee's history
        self.stats = SessionStats()
        self.statsChanged.emit(self.stats)
        self.traineeChanged.emit(name)
        self.status.emit(f"Recording answers for {name}")

    def trainee_names(self) -> list[str]:
        """Everyone who has practised on this computer."""

        # start-up: loaded when first called, not to open the window
        from dealer_trainer.store.notices import StoreError

        try:
            return [t.name for t in self.history.store().trainees()]
        except StoreError:
            return []

    # ------------------------------------------------------------ preferences

    def set_preferences(self, prefs: Prefs) -> None:
        self.prefs = prefs
        self.settings.save(chip_set=prefs.chip_set, theme=prefs.theme, font_size=prefs.font_size)
        self.preferencesChanged.emit(prefs)

    def save_window(self, geometry: bytes, state: bytes) -> None:
        self.settings.save(window_geometry=geometry, window_state=state)

    def close(self) -> None:
        self.timer.stop()
        self.history.close()


def excepthook_text(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> str:
    """The details of an unexpected error, to copy into a bug report."""
    # start-up: platform and traceback are needed only for an error report
    import platform
    import traceback

    lines = [
        f"{appinfo.NAME} {appinfo.VERSION}",
        f"Python {platform.python_version()} on {platform.platform()}",
        "",
        *traceback.format_exception(exc_type, exc, tb),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


# --- What the windows need from the quiz and the store ------------------------------------
# Widgets import neither dealer_trainer.quiz nor dealer_trainer.store (tests/
# test_architecture.py): the exam, instructor, progress and session windows call these.
# Each loads its module when first called: none is needed to open the main window, and
# loading the reports, the exams and the quiz's generator up front would slow start-up
# (benchmarks/bench_gui.py). Widgets catch ``StoreError`` by name from here; it too is
# loaded on first use (module ``__getattr__`` below: importing store.notices costs 2-7 ms).


def __getattr__(name: str) -> object:
    """``StoreError`` (from ``dealer_trainer.store.notices``) and ``AnswerRecord`` (from
    ``dealer_trainer.quiz.history``) when a widget first asks."""
    if name == "StoreError":
        # start-up: loaded when first called, not to open the window
        from dealer_trainer.store.notices import StoreError

        return StoreError
    if name == "AnswerRecord":
        # start-up: loaded when first called, not to open the window
        from dealer_trainer.quiz.history import AnswerRecord

        return AnswerRecord
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class CannotUse(Exception):
    """A file the trainee chose that the quiz cannot use (a bad pack); the message says why."""


def variant_choices() -> list[tuple[str, str]]:
    """Every game a session may deal, as (id, title), in the quiz's order."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.quiz.ids import VARIANTS

    return [(v.id, v.title) for v in VARIANTS.values()]


def session_problem(config: SessionConfig) -> str:
    """Why no question could be dealt with these choices ("" if some can)."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.engine.options import ProfileError, get_profile
    from dealer_trainer.quiz.generator import GenerationError, Settings

    try:
        profile = get_profile(config.profile)
        Settings(
            config.kinds, config.variants, config.structures, profile, config.difficulties
        ).normalised().plan()
    except (GenerationError, ProfileError) as exc:
        return str(exc)
    return ""


def skill_title(skill: str) -> str:
    """The skill's published title, else its id."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.report import skill_title as title

    return title(skill)


def kind_title(kind: str) -> str:
    """The question kind's published title, else its id."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.report import kind_title as title

    return title(kind)


def mistake_title(mistake: str) -> str:
    """The mistake's name, else its id."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.report import mistake_title as title

    return title(mistake)


def minutes(millis: int) -> str:
    """``m:ss``, as the exam clock shows time left."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.report import minutes as as_minutes

    return as_minutes(millis)


def progress_report(history: History, trainee: str) -> Progress:
    """The trainee's progress: totals, streaks, skills, weakest skills."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.progress import progress

    return progress(history, trainee)


def import_result_files(store: Store, paths: Iterable[Path]) -> list[ImportOutcome]:
    """Import trainees' result files; what became of each (StoreError if the store fails)."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.instructor import import_result_files as import_files

    return import_files(store, paths)


def class_table(store: Store) -> ClassTable:
    """Each trainee's latest imported exam, by skill."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.instructor import class_table as table

    return table(store)


def question_stats(store: Store) -> list[QuestionStat]:
    """How the class did on each exam question."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.instructor import question_stats as stats

    return stats(store)


def write_class_csv(table: ClassTable, out: TextIO) -> None:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.instructor import write_class_csv as write

    write(table, out)


def write_question_csv(stats: Iterable[QuestionStat], out: TextIO) -> None:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.instructor import write_question_csv as write

    write(stats, out)


def sample_packs(folder: Path | None) -> list[SamplePack]:
    """The sample packs in ``folder`` (``resources/packs``)."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.quiz.pack_files import sample_packs as listed

    return listed(folder)


def load_pack(path: str | Path) -> Pack:
    """The pack at ``path``; CannotUse (a bad pack) or OSError (an unreadable file)."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.quiz.packs import PackError
    from dealer_trainer.quiz.packs import load_pack as load

    try:
        return load(path)
    except PackError as exc:
        raise CannotUse(str(exc)) from exc


def exam_settings(pack: Pack) -> ExamSettings:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.exams import exam_settings as settings

    return settings(pack)


def score_exam(attempt: ExamAttempt, answers: Iterable[AnswerRecord]) -> ExamResult:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.exams import score_exam as score

    return score(attempt, answers)


def answer_record(
    *,
    trainee: str,
    question_id: str,
    kind: str,
    skill: str,
    variant: str,
    answer: str,
    correct: bool,
    mistake: str | None,
    millis: int,
    answered_at: datetime,
    exam_id: str | None = None,
) -> AnswerRecord:
    """An answer as the store records it."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.quiz.history import AnswerRecord

    return AnswerRecord(
        trainee=trainee,
        question_id=question_id,
        kind=kind,
        skill=skill,
        variant=variant,
        answer=answer,
        correct=correct,
        mistake=mistake,
        millis=millis,
        answered_at=answered_at,
        exam_id=exam_id,
    )


def _now() -> datetime:
    """When an answer is graded (timezone-aware, UTC)."""
    # start-up: datetime is loaded with the first answer, not to open the window
    from datetime import UTC, datetime

    return datetime.now(UTC)


def deal_exam_id(attempt_id: str, section: DealSection | str) -> str:
    """The exam id a pack's deal-a-hand session records its duties under."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.quiz.deal_pack import deal_exam_id as exam_id

    return exam_id(attempt_id, section)


def graded_record(
    question: Question,
    grade: Grade,
    *,
    trainee: str,
    answer: str,
    answered_at: datetime | None = None,
    exam_id: str | None = None,
) -> AnswerRecord:
    """A graded question as the store records it (``quiz.grading.record_of``)."""
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.quiz.grading import record_of

    return record_of(
        question, grade, trainee=trainee, answer=answer, answered_at=answered_at, exam_id=exam_id
    )


def exam_report(result: ExamResult) -> ExamReport:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.report import exam_report as report

    return report(result)


def paper_for_locale(name: str | None) -> str:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.sheet import paper_for_locale as paper

    return paper(name)


def write_sheet(report: ExamReport, path: str | Path, *, paper: str = "a4") -> None:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.sheet import write_sheet as write

    write(report, path, paper=paper)


def write_review_csv(result: ExamResult, out: TextIO) -> None:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.results import write_review_csv as write

    write(result, out)


def write_result_file(result: ExamResult, path: Path, *, exported_at: datetime) -> None:
    # start-up: loaded when first called, not to open the window
    from dealer_trainer.store.results import write_result_file as write

    write(result, path, exported_at=exported_at)
