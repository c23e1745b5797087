"""The app starts as a user starts it: identity, icon, --exit-after-show and --self-test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer import appinfo
from tests.conftest import shared_required

from .conftest_env import app_env


def _run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dealer_trainer", *args],
        env=app_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def test_exit_after_show_exits_zero(tmp_path: Path) -> None:
    result = _run("--exit-after-show", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "config" / "settings.json").is_file(), "the window's geometry was saved"


@pytest.mark.skipif(
    os.environ.get("DEALER_TRAINER_QUICK") == "1" and not shared_required(),
    reason="DEALER_TRAINER_QUICK=1: a developer's quick run (runs under CI regardless)",
)
def test_self_test_plays_every_kind_and_exits_zero(tmp_path: Path) -> None:
    result = _run("--self-test", tmp_path=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "FAIL" not in result.stdout


def test_the_window_carries_the_apps_identity(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from dealer_trainer.gui.resources import app_icon

    from .helpers import make_window

    window = make_window(qtbot, tmp_path)
    assert window.windowTitle() == appinfo.NAME
    icon = app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(32, 32).isNull()
    app = QApplication.instance()
    assert app is not None
    from dealer_trainer.app import make_application

    assert make_application() is app  # the factory returns the one application, never a second


def test_the_window_icon_is_the_svg_rendered_at_each_size(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The window's icon comes from committed PNGs (start-up skips the SVG plugin): each size
    # is there, and each PNG is still the SVG drawn at that size (re-run
    # scripts/icon_pngs.py when the SVG changes).
    import importlib.util

    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImage

    from dealer_trainer.gui import resources
    from dealer_trainer.gui.resources import ICON_PNG, ICON_SIZES, app_icon, read_bytes

    every_size = [QSize(n, n) for n in ICON_SIZES]
    icon = app_icon()
    assert sorted(icon.availableSizes(), key=QSize.width) == every_size
    assert icon.pixmap(32, 32).size() == QSize(32, 32)
    with monkeypatch.context() as patch:  # a zipped install: the PNGs read as bytes
        patch.setattr(resources, "resource_file", lambda name: None)
        assert sorted(app_icon().availableSizes(), key=QSize.width) == every_size
    path = Path(__file__).resolve().parents[2] / "scripts" / "icon_pngs.py"
    spec = importlib.util.spec_from_file_location("icon_pngs", path)
    assert spec is not None and spec.loader is not None
    icon_pngs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(icon_pngs)
    for size, fresh in icon_pngs.render().items():
        images = []
        for data in (fresh, read_bytes(ICON_PNG.format(size=size))):
            image = QImage.fromData(data, "PNG").convertToFormat(QImage.Format.Format_ARGB32)
            images.append(bytes(image.constBits()))  # type: ignore[call-overload]
        assert len(images[0]) == len(images[1]) == size * size * 4
        # a different Qt may antialias an edge a little differently: allow small steps
        assert max(abs(a - b) for a, b in zip(*images, strict=True)) <= 16, size


def test_the_application_factory_sets_the_apps_identity(tmp_path: Path) -> None:
    # The test run's application is pytest-qt's, so the factory's identity is read in a child
    # process that builds the application the way the app does.
    script = (
        "from dealer_trainer.app import make_application\n"
        "a = make_application([])\n"
        "print(a.applicationName(), a.applicationVersion(), a.organizationName(),"
        " a.organizationDomain(), a.desktopFileName(), sep='|')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        env=app_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().split("|") == [
        appinfo.NAME,
        appinfo.VERSION,
        appinfo.ORGANIZATION,
        appinfo.ORGANIZATION_DOMAIN,
        appinfo.DESKTOP_FILE,
    ]


FIRST_PAINT = """
import sys
from dealer_trainer.app import make_application
from dealer_trainer.gui import main_window
from dealer_trainer.gui.action_panel import DEALING
seen = []
original = main_window.MainWindow.after_first_paint
def keep(self, callback):
    if self not in seen:
        seen.append(self)
    original(self, callback)
main_window.MainWindow.after_first_paint = keep
code = main_window.run_main_window(make_application(), exit_after_show=True)
window = seen[0]
panel = window.panel
buttons = (panel.submit_button, panel.next_button, panel.show_answer_button, panel.skip_button)
print("painted", window.painted, "code", code)
print("title", panel.title.text() == DEALING)
print("enabled", any(b.isEnabled() for b in buttons), window.submit_action.isEnabled())
window.controller.start()
print("asked", panel.title.text() != DEALING, panel.submit_button.isEnabled())
"""


def test_the_first_paint_says_the_first_hand_is_being_dealt(tmp_path: Path) -> None:
    """The window opens before its first question is made: its panel says so, with no
    button to press, until the question takes its place (in a process of its own, as
    the app runs: its event loop quits after the first paint)."""
    result = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT],
        env=app_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "painted True code 0" in lines, result.stdout
    assert "title True" in lines, "the panel says the first hand is being dealt"
    assert "enabled False False" in lines, "nothing to press before the first question"
    assert "asked True True" in lines, "the first question takes the message's place"


BEFORE_FIRST_PAINT = """
import sys
import PySide6.QtGui as QtGui
import PySide6.QtWidgets as QtWidgets
from dealer_trainer.app import make_application
from dealer_trainer.gui import main_window
seen = {}
lazy = "QProgressDialog" not in vars(QtWidgets)  # PySide6 builds a class when first used
filter_ = main_window.MainWindow.eventFilter
def look(window):
    seen["window"] = window
    seen["menus"] = [m.title() for m in (window.file_menu, window.mode_menu, window.help_menu)]
    seen["actions"] = len(window.actions())
    seen["citations"] = "dealer_trainer.engine.citations" in sys.modules
    seen["classes"] = [
        name
        for module, names in (
            (QtGui, ("QAction", "QActionGroup", "QKeySequence", "QPainterPath")),
            (QtWidgets, ("QComboBox", "QAbstractSpinBox", "QGraphicsPathItem")),
        )
        for name in names
        if lazy and name in vars(module)
    ]
def stamped(self, watched, event):
    if not self.painted and event.type() == event.Type.Paint:
        try:
            look(self)
        except Exception as exc:  # still quit after the first paint (exit_after_show)
            print("could not look:", repr(exc))
    return filter_(self, watched, event)
main_window.MainWindow.eventFilter = stamped
code = main_window.run_main_window(make_application(), exit_after_show=True)
window = seen["window"]
print("at first paint", seen["menus"], seen["actions"], seen["citations"], seen["classes"])
print("after", code, len(window.file_menu.actions()) > 4, window.mode_actions["practice"].isChecked(),
      window.submit_action.isEnabled(), window.next_action.isEnabled())
"""


def test_the_window_shows_before_what_its_first_paint_does_not_need(tmp_path: Path) -> None:
    """Start-up (issue 14): at the first paint the menu bar has its menus, but their actions
    (and the action and key sequence classes), the plain-words code of the questions, the
    combo and spin box classes and the paths of a dealt hand are not loaded yet; once
    painted, every menu is filled, the mode checked, and nothing to submit while the first
    hand is dealt."""
    result = subprocess.run(
        [sys.executable, "-c", BEFORE_FIRST_PAINT],
        env=app_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "at first paint ['&File', '&Mode', '&Help'] 0 False []" in lines, result.stdout
    assert "after 0 True True False False" in lines, result.stdout


def test_the_controllers_default_trainee_is_the_quizs() -> None:
    # the controller keeps its own copy so that opening the window does not load the quiz's
    # history module; the two must stay the same words
    from dealer_trainer.gui import controller
    from dealer_trainer.quiz import history

    assert controller.DEFAULT_TRAINEE == history.DEFAULT_TRAINEE
    assert controller.AnswerRecord is history.AnswerRecord  # the lazy re-export
