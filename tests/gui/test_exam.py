"""Exam mode through the real widgets: no feedback during the exam, the clock, the result,
and its exports (the PDF read back as text, the CSV, the result file)."""

from __future__ import annotations

import csv
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pypdf
import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui import exam as exam_gui
from dealer_trainer.gui.exam import ExamSession, ExamWindow, report_html
from dealer_trainer.quiz.packs import load_pack
from dealer_trainer.store.results import read_result_file

from ..pdf_text import runs
from .helpers import make_window, type_answer

PACK = """
[pack]
id = "week-3"
title = "Week 3 calls"
author = "Dana Lee"

[pass_marks]
overall = 60
betting = 50

[exam]
time_limit_minutes = 10
extra_time_percent = { Ana = 50 }

[[generate]]
id = "drill"
seed = 2026
count = 3
kinds = ["to_call"]
variants = ["NT"]
difficulty = [1, 2]
"""


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def _wrong(lines: tuple[str, ...]) -> list[str]:
    return [str(int(lines[0].replace(",", "")) + 1)]


def _exam(qtbot: QtBot, tmp_path: Path, trainee: str = "Ana") -> tuple[ExamWindow, FakeClock]:
    main = make_window(qtbot, tmp_path)
    (tmp_path / "pack.toml").write_text(PACK, encoding="utf-8")
    clock = FakeClock()
    session = ExamSession(
        main.controller.history, trainee, load_pack(tmp_path / "pack.toml"), clock=clock
    )
    window = ExamWindow(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.start()
    return window, clock


def test_a_whole_exam_through_the_widgets(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, clock = _exam(qtbot, tmp_path)
    session = window.session
    store = session.history.store()
    assert session.attempt.allowed_millis == 15 * 60 * 1000  # 10 minutes + Ana's 50%
    assert window.clock_bar.isVisible() and window.clock_bar.text() == "15:00 left"
    plan = ["right", "wrong", "right"]
    for n, how in enumerate(plan, start=1):
        assert window.progress_label.text() == f"Question {n} of 3"
        asked = window.panel.asked
        assert asked is not None
        clock.advance(20)
        lines = list(asked.answer_lines) if how == "right" else _wrong(asked.answer_lines)
        type_answer(qtbot, window, lines)
        # no feedback until the end: the panel says nothing of right or wrong
        assert not window.panel.feedback.isVisible()
        assert window.panel.feedback.toPlainText() == ""
        # every answer is in the store the moment it is given, with the attempt's id
        kept = store.all_answers(exam_id=session.attempt.id)
        assert len(kept) == n and kept[-1].millis == 20_000
        if n < 3:
            assert window.pages.currentIndex() == 0
    assert window.pages.currentIndex() == 1
    result = session.result
    assert result.passed and result.overall.right == 2
    assert store.exam_attempt(session.attempt.id).finished_at == clock.now
    assert "Ana: PASSED" in window.verdict_label.text()
    rows = {
        window.skills_table.item(r, 0).text(): [
            window.skills_table.item(r, c).text() for c in range(5)
        ]
        for r in range(window.skills_table.rowCount())
    }
    assert rows["Calls and raises"] == ["Calls and raises", "2/3", "66.7%", "50%", "pass"]
    assert rows["Overall"][-1] == "pass"
    verdicts = [window.review_table.item(r, 4).text() for r in range(3)]
    assert verdicts == ["right", "wrong", "right"]

    # the exports
    saved: dict[str, str] = {}

    def fake_ask(_parent: object, _title: str, suggested: str, _filters: str) -> str:
        saved[suggested] = str(tmp_path / suggested)
        return saved[suggested]

    monkeypatch.setattr(exam_gui.ExportDialog, "ask", classmethod(lambda cls, *a: fake_ask(*a)))
    pdf = window.export_pdf()
    assert pdf is not None and Path(pdf).name == "week-3-Ana-20260302.pdf"
    text = "\n".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages)
    flat = " ".join(text.split())
    assert flat.startswith("Week 3 calls Exam result sheet - Dana Lee Trainee Ana")
    assert "Result: PASSED" in flat
    assert "Calls and raises 2/3 66.7% 50% pass" in flat
    assert "Overall 2/3 66.7% 60% pass" in flat
    assert session.attempt.id in flat
    assert min(r.size for r in runs(pdf)) >= 9  # on paper, not 0.84 pt
    # the CSV of the same attempt is saved beside the sheet
    beside = Path(pdf).with_suffix(".csv")
    with open(beside, encoding="utf-8", newline="") as f:
        assert [r["status"] for r in csv.DictReader(f)] == ["right", "wrong", "right"]

    path = window.export_csv()
    assert path is not None
    with open(path, encoding="utf-8", newline="") as f:
        rows_csv = list(csv.DictReader(f))
    assert [r["status"] for r in rows_csv] == ["right", "wrong", "right"]
    assert {r["trainee"] for r in rows_csv} == {"Ana"}
    assert {r["attempt_id"] for r in rows_csv} == {session.attempt.id}
    assert [r["correct"] for r in rows_csv] == ["1", "0", "1"]

    path = window.export_result_file()
    assert path is not None
    checked = read_result_file(Path(path))  # the checksum holds
    assert checked.result.attempt_id == session.attempt.id and checked.result.passed
    assert json.loads(Path(path).read_text(encoding="utf-8"))["checksum"].startswith("sha256:")
    assert "Result file saved" in window.saved_label.text()


def test_time_running_out_ends_the_exam(qtbot: QtBot, tmp_path: Path) -> None:
    window, clock = _exam(qtbot, tmp_path, trainee="Ben")  # no extra time for Ben
    session = window.session
    assert session.attempt.allowed_millis == 10 * 60 * 1000
    asked = window.panel.asked
    assert asked is not None
    clock.advance(30)
    type_answer(qtbot, window, list(asked.answer_lines))
    clock.advance(9 * 60)
    session.check_time()
    assert window.clock_bar.text() == "0:30 left"
    assert session.running
    clock.advance(45)  # past the limit: the exam's own timer ends it
    with qtbot.waitSignal(session.finished, timeout=3000):
        pass
    assert window.pages.currentIndex() == 1
    result = session.result
    assert session.timed_out and not result.passed
    assert [r.status.value for r in result.review] == ["right", "unanswered", "unanswered"]
    assert result.finished_at == session.attempt.deadline  # not over time
    assert "Ben: NOT PASSED" in window.verdict_label.text()
    assert "Time ran out" in window.details_label.text()
    verdicts = {
        window.skills_table.item(r, 0).text(): window.skills_table.item(r, 4).text()
        for r in range(window.skills_table.rowCount())
    }
    assert verdicts == {"Calls and raises": "FAIL", "Overall": "FAIL"}
    # an answer typed after the end is not taken
    assert not session.submit(["1"])


def test_the_report_html_escapes_and_carries_every_line() -> None:
    from dealer_trainer.store.exams import ExamAttempt, ExamSettings, score_exam
    from dealer_trainer.store.report import exam_report

    exam = ExamSettings("s:1", "Pots <&> calls", 600, {"pot": 95}, 80)
    attempt = ExamAttempt(
        "a1",
        "Zoë",
        exam,
        datetime(2026, 3, 2, 9, tzinfo=UTC),
        600_000,
        datetime(2026, 3, 2, 9, 5, tzinfo=UTC),
    )
    html = report_html(exam_report(score_exam(attempt, []), tz=UTC))
    assert "Pots &lt;&amp;&gt; calls: exam result" in html
    assert "Zoë: NOT PASSED" in html and "Counting the pot" in html and "FAIL" in html


def test_sit_an_exam_from_the_menu(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    main = make_window(qtbot, tmp_path)
    main.controller.set_trainee("Cy")
    (tmp_path / "pack.toml").write_text(PACK, encoding="utf-8")
    assert main.exam_action.shortcut().toString() == "Ctrl+E"
    monkeypatch.setattr(
        exam_gui.ExamPackDialog, "ask", classmethod(lambda cls, parent: str(tmp_path / "pack.toml"))
    )
    window = main.sit_exam()
    assert isinstance(window, ExamWindow)
    assert window.session.trainee == "Cy" and window.running
    assert window.panel.asked is not None
    window.close()  # closing ends the exam: what was answered is scored and kept
    assert not window.running
    assert window.session.result.overall.asked == 3
    assert main.controller.history.store().exam_attempts(trainee="Cy")[0].finished_at


def test_a_locked_database_stops_the_exam_with_a_plain_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui.errors import ProblemDialog
    from dealer_trainer.store.notices import Notice, NoticeCode, StoreLockedError

    main = make_window(qtbot, tmp_path)
    (tmp_path / "pack.toml").write_text(PACK, encoding="utf-8")
    store = main.controller.history.store()

    def locked(*_args: object, **_kwargs: object) -> None:
        notice = Notice(NoticeCode.LOCKED, "the progress database is locked by another program")
        raise StoreLockedError(notice)

    monkeypatch.setattr(store, "start_exam", locked)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        ProblemDialog, "show_problem", classmethod(lambda cls, p, t, m: shown.append((t, m)))
    )
    session = ExamSession(main.controller.history, "Ana", load_pack(tmp_path / "pack.toml"))
    window = ExamWindow(session)
    qtbot.addWidget(window)
    assert window.start() is False
    assert not session.running
    assert shown == [
        ("The exam could not begin", "the progress database is locked by another program")
    ]
