"""Errors surface: a slot that raises reaches the error dialog and the log file, never silence."""

from __future__ import annotations

import ast
import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from dealer_trainer.gui import errors
from dealer_trainer.store.logs import LOGGER, log_file, setup_logging

from ..conftest import UserDirs


@pytest.fixture
def reports(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The error dialog's seam: what it would have shown, without blocking the test."""
    shown: list[str] = []
    monkeypatch.setattr(
        errors.ErrorDialog,
        "report",
        classmethod(lambda cls, parent, details: shown.append(details)),
    )
    return shown


@pytest.fixture
def hook(user_dirs: UserDirs) -> object:
    """The app's hook installed as the window installs it; the previous one put back after."""
    previous = errors.install_excepthook(lambda: None)
    yield previous
    sys.excepthook = previous
    for handler in list(logging.getLogger(LOGGER).handlers):
        logging.getLogger(LOGGER).removeHandler(handler)
        handler.close()


@pytest.mark.qt_no_exception_capture  # the app's own hook must see it, not pytest-qt's
def test_a_slot_that_raises_shows_the_error_dialog_and_logs_the_traceback(
    qtbot: QtBot, reports: list[str], hook: object, user_dirs: UserDirs
) -> None:
    def broken_slot() -> None:
        raise RuntimeError("boom in a slot")

    button = QPushButton("Deal")
    qtbot.addWidget(button)
    button.clicked.connect(broken_slot)
    button.click()  # Qt calls the slot; its exception goes to sys.excepthook

    qtbot.waitUntil(lambda: len(reports) == 1, timeout=2000)
    assert "RuntimeError: boom in a slot" in reports[0]
    assert "Traceback (most recent call last)" in reports[0]
    assert "broken_slot" in reports[0]
    log = log_file(user_dirs.data)
    text = log.read_text(encoding="utf-8")
    assert "ERROR dealer_trainer: unexpected error" in text
    assert "RuntimeError: boom in a slot" in text and "broken_slot" in text


def test_report_unexpected_gives_a_caught_error_the_same_dialog_and_log_entry(
    reports: list[str], hook: object, user_dirs: UserDirs
) -> None:
    try:
        {}["missing"]
    except KeyError as exc:
        errors.report_unexpected(None, exc)
    assert len(reports) == 1 and "KeyError: 'missing'" in reports[0]
    assert "KeyError: 'missing'" in log_file(user_dirs.data).read_text(encoding="utf-8")


def test_the_dialog_copies_the_whole_report(qtbot: QtBot) -> None:
    dialog = errors.ErrorDialog("Dealer Trainer 0.1.0\nTraceback ...\nRuntimeError: boom")
    qtbot.addWidget(dialog)
    assert dialog.copy_button.text() == "&Copy report"
    dialog.copy_button.click()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text().endswith("RuntimeError: boom")


def test_an_unwritable_log_folder_is_said_and_the_app_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    with pytest.raises(OSError):
        setup_logging(log_file(blocker))
    previous = errors.install_excepthook(lambda: None, log_path=log_file(blocker))
    sys.excepthook = previous
    assert "cannot write the log file" in capsys.readouterr().err


REPORTING_CALLS = frozenset(
    {"exception", "error", "warning", "report", "report_unexpected", "emit", "append", "previous"}
)
"""What a broad handler may do with what it caught besides re-raising: log it (``exception``,
``error``, ``warning``), show it (``report``, a ``problem`` signal's ``emit``), record it in a
report (``append``) or hand it to Python's own hook (``previous``)."""


def _broad(handler: ast.ExceptHandler) -> bool:
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(n, ast.Name) and n.id in {"Exception", "BaseException"} for n in names)


def _reports(handler: ast.ExceptHandler) -> bool:
    for node in ast.walk(ast.Module(body=handler.body, type_ignores=[])):
        if isinstance(node, ast.Raise):
            return True
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in REPORTING_CALLS:
                return True
    return False


def test_no_broad_handler_in_the_package_stays_silent() -> None:
    """Every ``except Exception`` re-raises, logs, reports or records what it caught."""
    package = Path(__file__).resolve().parents[2] / "dealer_trainer"
    broad: list[str] = []
    silent: list[str] = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler) and _broad(node):
                where = f"{path.relative_to(package.parent)}:{node.lineno}"
                broad.append(where)
                if not _reports(node):
                    silent.append(where)
    assert broad, "the walk found no broad handler at all: is it reading the package?"
    assert silent == []


def test_the_handler_check_tells_silence_from_a_report() -> None:
    (quiet,) = [n for n in ast.walk(ast.parse(SILENT)) if isinstance(n, ast.ExceptHandler)]
    (loud,) = [n for n in ast.walk(ast.parse(LOGGED)) if isinstance(n, ast.ExceptHandler)]
    assert _broad(quiet) and not _reports(quiet)
    assert _broad(loud) and _reports(loud)


SILENT = "try:\n    f()\nexcept Exception:\n    pass\n"
LOGGED = "try:\n    f()\nexcept (ValueError, Exception):\n    log.exception('f')\n"


def test_asking_an_unknown_kind_names_the_known_ones(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.quiz.ids import IdError, Kind

    from .helpers import make_window

    window = make_window(qtbot, tmp_path)
    with pytest.raises(IdError, match="known kinds: 1 pot_count"):
        window.controller.ask_kind("pots")
    asked = window.controller.ask_kind("2")  # by number, as on the command line
    assert asked.kind == Kind.TO_CALL


def test_a_bug_in_trimming_the_prompt_is_logged_and_the_whole_prompt_shown(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from dealer_trainer.gui import questions
    from dealer_trainer.quiz import narrate
    from dealer_trainer.quiz.generator import Generator, Settings

    q = Generator(3, Settings(kinds=("to_call",))).question(0)
    assert q.situation is not None

    def broken(*_args: object) -> str:
        raise RuntimeError("narration bug")

    monkeypatch.setattr(narrate, "street_story", broken)
    with caplog.at_level(logging.ERROR, logger="dealer_trainer"):
        text = questions._question_text(q, q.situation.hand())
    assert text == questions.seat_words(q.prompt.strip())  # nothing trimmed
    (logged,) = [r for r in caplog.records if r.name == "dealer_trainer.gui.questions"]
    assert q.id in logged.getMessage() and logged.exc_info is not None
    assert "narration bug" in str(logged.exc_info[1])


def test_an_unknown_mode_is_refused_naming_the_modes(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.gui.controller import Mode

    from .helpers import make_window

    c = make_window(qtbot, tmp_path).controller
    with pytest.raises(ValueError, match="unknown mode 'quiz': one of practice, drill, replay"):
        c.set_mode("quiz")
    c.set_mode("drill")
    assert c.mode is Mode.DRILL


def test_an_error_before_the_log_is_started_still_reaches_the_log(
    reports: list[str], user_dirs: UserDirs
) -> None:
    """The window starts the log once painted; an error before that starts it itself."""
    logger = logging.getLogger(LOGGER)
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()
    previous = errors.install_excepthook(lambda: None, log_now=False)
    try:
        assert not log_file(user_dirs.data).exists(), "the log waits for the first paint"
        try:
            raise ValueError("before the first paint")
        except ValueError as exc:
            errors.report_unexpected(None, exc)
        text = log_file(user_dirs.data).read_text(encoding="utf-8")
        assert "ValueError: before the first paint" in text
    finally:
        sys.excepthook = previous
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
            handler.close()
