"""A window that fits and behaves: no widget outside its parent at 1366x768 and 1920x1080
in both themes, F11, Esc, the wheel guard, the text size everywhere, on-screen windows,
and WCAG AA contrast for every control's text and indicator in both themes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QPalette, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.main_window import MainWindow
from dealer_trainer.gui.theme import (
    TEXT_PAIRS,
    apply_font_size,
    apply_theme,
    contrast_ratio,
)
from dealer_trainer.gui.window_fit import fit_to_screen, install_wheel_guard, keep_on_screen

from .helpers import make_window


@pytest.fixture
def app() -> Iterator[QApplication]:
    instance = QApplication.instance()
    assert isinstance(instance, QApplication)
    yield instance
    apply_theme(instance, "system")
    apply_font_size(instance, None)


def _outside(widget: QWidget) -> list[str]:
    """Visible descendants that stick out of their parent."""
    bad = []
    for child in widget.findChildren(QWidget):
        parent = child.parentWidget()
        if parent is None or not child.isVisible() or child.isWindow() or not parent.isVisible():
            continue
        area = parent.parentWidget()
        if isinstance(area, QScrollArea) and parent is area.viewport():
            continue  # what a scroll area scrolls may be taller than its view

        inner = QRect(QPoint(0, 0), parent.size()).adjusted(-1, -1, 1, 1)
        if not inner.contains(child.geometry()):
            name = child.accessibleName() or child.objectName() or type(child).__name__
            bad.append(f"{name} {child.geometry().getRect()} in {parent.size().toTuple()}")
    return bad


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("size", [(1366, 768 - 40 - 32), (1920, 1080 - 48 - 32)])
def test_the_window_fits_without_anything_sticking_out(
    qtbot: QtBot, tmp_path: Path, app: QApplication, theme: str, size: tuple[int, int]
) -> None:
    apply_theme(app, theme)
    window = make_window(qtbot, tmp_path)
    window.controller.start()
    window.resize(*size)
    qtbot.wait(30)
    assert window.size().toTuple() == size, "the window can be as small as a laptop's screen"
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1]
    assert not _outside(window), _outside(window)
    # the table takes the room its cards need, the panel keeps a readable width
    assert window.panel.width() >= 360
    assert window.table.width() > window.panel.width()


# The tallest questions the generator makes: a showdown with up to six pots and the
# seven shown hands in its words, a ruling with six long choices (draw_stub), a chip race.
TALL_KINDS = ("showdown", "draw_stub", "chip_race", "verbal", "side_pots", "rake")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_question_makes_the_window_taller_than_a_laptop_screen(
    qtbot: QtBot, tmp_path: Path, app: QApplication, theme: str
) -> None:
    """At 1366x768 less the task bar and title, every question fits: the window keeps its
    size, each choice shows all its words, and each answer box can be scrolled to."""
    from dealer_trainer.gui.questions import PracticeSource, SessionConfig

    apply_theme(app, theme)
    window = make_window(qtbot, tmp_path)
    window.controller.start()
    size = (1366, 768 - 40 - 32)
    scroll = window.panel.asked_scroll
    tallest = 0
    for kind in TALL_KINDS:
        source = PracticeSource(SessionConfig(kinds=(kind,)), 1)
        for n in range(8):
            source.n = n
            window.controller.show(source.next())
            window.resize(*size)
            qtbot.wait(5)
            assert window.size().toTuple() == size, f"{kind} #{n} makes the window taller"
            assert window.minimumSizeHint().height() <= size[1], (kind, n)
            assert not _outside(window), (kind, n, _outside(window))
            tallest = max(tallest, scroll.widget().height())
            for line in window.panel.answer_area.findChildren(QLabel):
                if line.wordWrap() and line.isVisible():
                    # a choice's words wrap inside the panel, none cut off at its edge
                    assert line.geometry().right() <= window.panel.answer_area.width(), line.text()
                    assert line.heightForWidth(line.width()) <= line.height() + 1, line.text()
            for box in window.panel.boxes:
                scroll.ensureWidgetVisible(box)
                assert not box.visibleRegion().isEmpty(), f"{kind} #{n}: {box.accessibleName()}"
    # the check above was exercised: some question was taller than the room it had
    assert tallest > scroll.viewport().height()


def test_the_window_opens_sized_to_the_screen() -> None:
    window = QWidget()
    size = fit_to_screen(window, QRect(0, 0, 1366, 728))
    assert size.width() <= 1366 and size.height() <= 728 - 32
    assert size.height() >= 690
    window.deleteLater()
    big = QWidget()
    size = fit_to_screen(big, QRect(0, 0, 1920, 1040))
    assert size.width() > 1600 and size.height() > 900
    big.deleteLater()


def test_a_window_off_every_screen_is_brought_back(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(400, 300)
    window.move(-6000, -6000)
    window.show()
    assert keep_on_screen(window)
    screen = QApplication.primaryScreen()
    assert screen is not None
    assert screen.availableGeometry().intersects(window.frameGeometry())
    assert not keep_on_screen(window), "a window on the screen stays where it is"


def test_f11_toggles_full_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert "F11" in [k.toString() for k in window.fullscreen_action.shortcuts()]
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)


@pytest.mark.parametrize("which", ["show_progress", "show_rulebook"])
def test_esc_closes_secondary_windows(qtbot: QtBot, tmp_path: Path, which: str) -> None:
    window = make_window(qtbot, tmp_path)
    other = getattr(window, which)()
    qtbot.waitExposed(other)
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow, timeout=2000)
    qtbot.keyClick(other, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not other.isVisible(), timeout=2000)
    assert window.isVisible()


def _wheel(widget: QWidget) -> None:
    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_never_changes_an_unfocused_box(qtbot: QtBot, tmp_path: Path) -> None:
    make_window(qtbot, tmp_path)
    install_wheel_guard()  # as every window with a combo or spin box does
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    combo = QComboBox()
    combo.addItems(["standard", "strict", "home game"])
    spin = QSpinBox()
    spin.setRange(0, 100)
    spin.setValue(50)
    other = QCheckBox("focus here")
    for w in (combo, spin, other):
        layout.addWidget(w)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    other.setFocus()
    _wheel(combo)
    _wheel(spin)
    assert combo.currentIndex() == 0 and spin.value() == 50
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=2000)
    _wheel(spin)
    assert spin.value() == 49, "a box the trainee is in still takes the wheel"


@pytest.fixture
def no_wheel_guard(app: QApplication) -> Iterator[None]:
    """The application without the wheel guard, as a fresh start has it (restored after)."""
    from dealer_trainer.gui import window_fit

    guard = window_fit._GUARD.pop("guard", None)
    if guard is not None:
        app.removeEventFilter(guard)
    yield
    if guard is not None and "guard" not in window_fit._GUARD:
        window_fit._GUARD["guard"] = guard
        app.installEventFilter(guard)


def test_the_main_window_opens_without_the_wheel_guard(
    qtbot: QtBot, tmp_path: Path, no_wheel_guard: None
) -> None:
    """The main window has no combo or spin box, and a filter on the application would see
    every event of the start (the first of an unbound class loads every Qt class)."""
    from dealer_trainer.gui import window_fit

    window = make_window(qtbot, tmp_path)
    assert not window.findChildren(QComboBox) and not window.findChildren(QSpinBox)
    assert "guard" not in window_fit._GUARD


def _preferences(window: MainWindow) -> QWidget:
    from dealer_trainer.gui.controller import Prefs
    from dealer_trainer.gui.preferences import PreferencesDialog

    return PreferencesDialog(Prefs(), window)


def _session(window: MainWindow) -> QWidget:
    from dealer_trainer.gui.session_dialog import SessionDialog

    return SessionDialog(window.controller.config, None, window)


def _progress(window: MainWindow) -> QWidget:
    from dealer_trainer.gui.progress_view import ProgressWindow

    return ProgressWindow(window.controller)


def _deal(window: MainWindow) -> QWidget:
    from dealer_trainer.gui.deal_view import DealWindow

    return DealWindow(window.controller)


@pytest.mark.parametrize("build", [_preferences, _session, _progress, _deal])
def test_each_window_with_a_box_guards_the_wheel(
    qtbot: QtBot, tmp_path: Path, no_wheel_guard: None, build: object
) -> None:
    window = make_window(qtbot, tmp_path)
    assert callable(build)
    other = build(window)
    assert isinstance(other, QWidget)
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    combo = next(c for c in other.findChildren(QComboBox) if c.isEnabled())
    while combo.count() < 3:  # a box with one choice so far (no history yet)
        combo.addItem(f"choice {combo.count() + 1}")
    combo.setCurrentIndex(1)
    before = combo.currentIndex()
    combo.clearFocus()
    assert not combo.hasFocus()
    _wheel(combo)
    assert combo.currentIndex() == before, f"{type(other).__name__}: the wheel changed a box"


def test_every_module_with_a_box_installs_the_guard() -> None:
    """A window or dialog that builds a combo or spin box installs the wheel guard."""
    import dealer_trainer.gui as gui

    folder = Path(gui.__file__).parent
    missing = []
    for path in sorted(folder.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        builds = any(f"{box}(" in text for box in ("QComboBox", "QSpinBox", "QDoubleSpinBox"))
        if builds and path.name != "window_fit.py" and "install_wheel_guard()" not in text:
            missing.append(path.name)
    assert not missing, f"combo or spin boxes without the wheel guard in {missing}"


def test_the_text_size_reaches_the_question_and_spin_boxes(
    qtbot: QtBot, tmp_path: Path, app: QApplication
) -> None:
    from dealer_trainer.gui.controller import Prefs
    from dealer_trainer.gui.preferences import PreferencesDialog

    window = make_window(qtbot, tmp_path)
    window.controller.start()
    window.controller.set_preferences(Prefs(font_size=18))
    qtbot.wait(20)
    assert window.panel.question.font().pointSizeF() >= 18
    assert window.panel.title.font().pointSizeF() >= 18
    dialog = PreferencesDialog(Prefs(font_size=18), window)
    qtbot.addWidget(dialog)
    dialog.show()
    for spin in dialog.findChildren(QSpinBox):
        assert spin.font().pointSize() == 18
    for box in window.panel.boxes:
        assert box.font().pointSize() == 18
    window.controller.set_preferences(Prefs(font_size=11))
    qtbot.wait(20)
    assert 11 <= window.panel.question.font().pointSizeF() < 14


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_controls_text_meets_wcag_aa(app: QApplication, theme: str) -> None:
    apply_theme(app, theme)
    palette = app.palette()
    low = {
        name: round(contrast_ratio(palette.color(fg), palette.color(bg)), 2)
        for name, fg, bg in TEXT_PAIRS
        if contrast_ratio(palette.color(fg), palette.color(bg)) < 4.5
    }
    assert not low, f"{theme}: {low}"


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_check_boxes_and_radio_buttons_stand_out_in_both_themes(
    qtbot: QtBot, app: QApplication, theme: str, kind: type[QWidget]
) -> None:
    apply_theme(app, theme)
    page = QWidget()
    qtbot.addWidget(page)
    page.setAutoFillBackground(True)
    layout = QVBoxLayout(page)
    box = kind()  # no text: every pixel that is not background is the indicator
    layout.addWidget(box)
    page.show()
    qtbot.waitExposed(page)
    background = app.palette().color(QPalette.ColorRole.Window)
    image = box.grab().toImage()
    best = max(
        contrast_ratio(QColor(image.pixel(x, y)), background)
        for x in range(image.width())
        for y in range(image.height())
    )
    assert best >= 4.5, f"{theme} {kind.__name__}: the indicator's outline is {best:.2f}:1"


def test_tab_order_follows_the_answer_boxes(qtbot: QtBot, tmp_path: Path) -> None:
    from dealer_trainer.gui.questions import PracticeSource, SessionConfig

    window: MainWindow = make_window(qtbot, tmp_path)
    source = PracticeSource(SessionConfig(kinds=("side_pots",)), 7)
    window.controller.show(source.next())
    boxes = window.panel.boxes
    assert len(boxes) >= 2
    boxes[0].setFocus()
    qtbot.waitUntil(boxes[0].hasFocus, timeout=2000)
    for box in [*boxes[1:], window.panel.submit_button]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is box, box.accessibleName()
