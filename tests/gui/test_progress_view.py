"""The progress window: chart geometry (no painting), and the window on a store with answers."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.charts import chart_geometry, nice_max
from dealer_trainer.gui.progress_view import ProgressWindow, chart_series, duration_text
from dealer_trainer.quiz.history import AnswerRecord

from .helpers import make_window

DAY0 = datetime(2026, 3, 2, 12, tzinfo=UTC)


def _rec(n: int, skill: str, correct: bool, *, day: int, millis: int = 2000) -> AnswerRecord:
    return AnswerRecord(
        "Ana",
        f"seed:9:{n}",
        "to_call",
        skill,
        "NT",
        "600",
        correct,
        None if correct else "called_full",
        millis,
        DAY0 + timedelta(days=day, minutes=n),
    )


def test_geometry_places_values_on_their_scale() -> None:
    g = chart_geometry(
        [0, 1, 2, 4],
        [100, 50, 0, 75],
        ["a", "b", "c", "d"],
        240,
        120,
        y_max=100,
        margins=(20, 10, 20, 10),
    )
    left, top, w, h = g.plot
    assert (left, top, w, h) == (20, 10, 200, 100)
    xs = [p[0] for p in g.points]
    ys = [p[1] for p in g.points]
    assert xs == [20, 70, 120, 220]  # by day number: the gap at day 3 shows
    assert ys == [10, 60, 110, 35]  # 100% at the top, 0 at the bottom
    assert [label for _, label in g.y_ticks] == ["0", "25", "50", "75", "100"]
    assert g.y_ticks[0][0] == 110 and g.y_ticks[-1][0] == 10
    assert [label for _, label in g.x_labels] == ["a", "b", "c", "d"]


def test_geometry_scales_time_to_a_round_top_and_thins_labels() -> None:
    values = [3.2, 7.9, 5.0] * 4
    g = chart_geometry(range(12), values, [str(k) for k in range(12)], 300, 200, max_labels=4)
    assert g.y_max == nice_max(7.9) == 10
    assert [label for _, label in g.x_labels] == ["0", "4", "7", "11"]
    one = chart_geometry([5], [1.0], ["x"], 100, 100, margins=(0, 0, 0, 0))
    assert one.points == ((50, 0),)  # a single day is centred, at the top of a 0-1 scale
    empty = chart_geometry([], [], [], 100, 100)
    assert empty.points == () and empty.x_labels == ()
    with pytest.raises(ValueError):
        chart_geometry([1], [], [], 10, 10)


def test_duration_text() -> None:
    assert duration_text(0) == "0 s"
    assert duration_text(61_000) == "1 min 01 s"


def test_progress_window_shows_the_trainees_history(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    store = c.history.store()
    n = 0
    for day in range(3):  # side pots: 1 of 3 right each day; betting: always right
        for k in range(3):
            n += 1
            store.record(_rec(n, "side_pots", k == 0, day=day, millis=4000 + 1000 * day))
            n += 1
            store.record(_rec(n, "betting", True, day=day, millis=1500))
    c.set_trainee("Ana")
    assert window.trainee_label.text() == "Trainee: Ana"
    assert "Ctrl+P" in window.progress_action.shortcut().toString()

    progress = window.show_progress()
    assert isinstance(progress, ProgressWindow)
    qtbot.addWidget(progress)
    qtbot.waitExposed(progress)
    assert "Ana" in progress.heading.text()
    assert progress.weakest_label.text().startswith(
        "Side pots"
    )  # side pots first: the weakest skill
    assert "33%" in progress.weakest_label.text()
    assert "(best 3)" in progress.streak_label.text()  # three days running
    assert progress.practice_label.text() == duration_text(
        3 * 3 * (1500) + 3 * (4000 + 5000 + 6000)
    )
    skills = {progress.table.item(r, 0).text(): r for r in range(progress.table.rowCount())}
    assert len(skills) == 2

    # the charts: one point per day, accuracy on 0-100, time on a round scale
    g = progress.accuracy_chart.geometry_now()
    assert len(g.points) == 3 and g.y_max == 100
    _left, top, _w, h = g.plot
    assert all(p[1] == pytest.approx(top + h - 2 * h / 3) for p in g.points)  # 4 of 6 a day
    # pick the side pots skill: 1 of 3 right, median 4, 5, 6 seconds
    progress.skill_box.setCurrentIndex(progress.skill_box.findData("side_pots"))
    g = progress.accuracy_chart.geometry_now()
    assert all(p[1] == pytest.approx(top + h - h / 3) for p in g.points)
    t = progress.time_chart.geometry_now()
    assert t.y_max == 10
    assert [round(p[1], 3) for p in t.points] == [
        round(t.plot[1] + t.plot[3] * (1 - s / 10), 3) for s in (4, 5, 6)
    ]
    _xs, _acc, secs, labels = chart_series(progress.report, "side_pots")
    assert secs == [4.0, 5.0, 6.0] and labels[0] == date(2026, 3, 2).strftime("%d %b")
    progress.grab()  # paints without an error

    # a new answer in the window's session redraws the open progress window
    before = progress.report.overall.answered
    asked = c.current or c.ask_kind("to_call")
    from .helpers import type_answer

    with qtbot.waitSignal(c.graded, timeout=5000):
        type_answer(qtbot, window, asked.answer_lines)
    assert progress.report.overall.answered == before + 1
