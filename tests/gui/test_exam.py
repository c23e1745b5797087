"""Exam mode through the real widgets: no feedback during the exam, the clock, the result,
and its exports (the PDF read back as text, the CSV, the result file)."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication
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


class Confirm:
    """Stands in for the confirmation box: records each question, answers as told."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []
        self.answer = True

    def __call__(self, _parent: object, title: str, text: str, _end: str) -> bool:
        self.asked.append((title, text))
        return self.answer


@pytest.fixture(autouse=True)
def confirm(monkeypatch: pytest.MonkeyPatch) -> Confirm:
    """No real box ever blocks a test; an exam closed at teardown is left as abandoned."""
    stand_in = Confirm()
    monkeypatch.setattr(exam_gui.ConfirmDialog, "ask", classmethod(lambda cls, *a: stand_in(*a)))
    return stand_in


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
    window.close()  # confirmed: the exam is left, recorded as abandoned
    assert not window.running and window.session.abandoned
    assert window.session.result.overall.asked == 3
    (attempt,) = main.controller.history.store().exam_attempts(trainee="Cy")
    assert attempt.finished_at is None


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


# ---------------------------------------------------------------- an exam cannot end by accident


def _from_menu(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pack: str = PACK):
    main = make_window(qtbot, tmp_path)
    main.controller.set_trainee("Dee")
    (tmp_path / "pack.toml").write_text(pack, encoding="utf-8")
    monkeypatch.setattr(
        exam_gui.ExamPackDialog, "ask", classmethod(lambda cls, parent: str(tmp_path / "pack.toml"))
    )
    window = main.sit_exam()
    assert isinstance(window, ExamWindow) and window.running
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return main, window


def test_space_enter_and_tab_never_press_finish(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, confirm: Confirm
) -> None:
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    box = window.panel.boxes[-1]
    box.setFocus()
    seen = set()
    for _ in range(12):  # Tab all the way round: Finish is never in the chain
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        seen.add(QApplication.focusWidget())
    assert window.finish_button not in seen
    assert seen <= {*window.panel.boxes, window.panel.submit_button}
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(window.finish_button, key)  # even sent to it straight
    window.finish_button.setFocus()  # even given the focus by a program, keys do nothing
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert window.running and confirm.asked == []
    assert window.session.index == 0 and window.pages.currentIndex() == 0


def test_an_exam_offers_no_show_answer_and_no_skip(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, confirm: Confirm
) -> None:
    """Practice may show the answer (counted wrong) or skip; an exam question may only be
    answered or left unanswered (issue 15: no answer shown before it is given)."""
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    for button in (window.panel.show_answer_button, window.panel.skip_button):
        assert not button.isVisible() and not button.isEnabled()
    window.panel.showAnswerRequested.emit()  # even a stray signal shows nothing
    assert window.running and window.session.index == 0


def test_finish_asks_first_and_counts_the_unanswered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, confirm: Confirm
) -> None:
    main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    confirm.answer = False
    qtbot.mouseClick(window.finish_button, Qt.MouseButton.LeftButton)
    assert confirm.asked[-1] == (
        "Finish the exam",
        "Finish the exam now? 3 questions are not answered yet: "
        "unanswered questions count as wrong.",
    )
    assert window.running
    asked = window.panel.asked
    assert asked is not None
    type_answer(qtbot, window, list(asked.answer_lines))
    confirm.answer = True
    qtbot.mouseClick(window.finish_button, Qt.MouseButton.LeftButton)
    assert "2 questions are not answered yet" in confirm.asked[-1][1]
    assert not window.running and not window.session.abandoned
    (attempt,) = main.controller.history.store().exam_attempts(trainee="Dee")
    assert attempt.finished_at is not None
    assert [r.status.value for r in window.session.result.review] == [
        "right",
        "unanswered",
        "unanswered",
    ]


def test_closing_asks_and_a_left_exam_is_kept_as_abandoned(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, confirm: Confirm
) -> None:
    main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    asked = window.panel.asked
    assert asked is not None
    type_answer(qtbot, window, _wrong(asked.answer_lines))
    confirm.answer = False
    window.close()  # the close button
    QApplication.sendEvent(window, QCloseEvent())  # Alt+F4 and the title bar's X send this
    assert len(confirm.asked) == 2 and window.isVisible() and window.running
    assert confirm.asked[0] == (
        "Leave the exam",
        "Leave the exam? It is recorded as abandoned, with the 1 answers given; "
        "2 questions not answered count as wrong.",
    )
    confirm.answer = True
    assert window.close()
    assert window.session.abandoned and not window.running
    store = main.controller.history.store()
    (attempt,) = store.exam_attempts(trainee="Dee")
    assert attempt.finished_at is None  # abandoned: never finished...
    kept = store.all_answers(exam_id=attempt.id)  # ...with its answer
    assert len(kept) == 1 and not kept[0].correct
    assert window.report.header[6] == ("Ended", "abandoned: the exam was left before Finish")
    assert "recorded as abandoned" in window.details_label.text()


def test_enter_submits_one_question_only(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    first = window.panel.asked
    assert first is not None
    qtbot.keyClicks(window.panel.boxes[0], first.answer_lines[0].replace(",", ""))
    qtbot.keyClick(window.panel.boxes[0], Qt.Key.Key_Return)
    assert window.session.index == 1 and len(window.session.records) == 1
    # the Enter did not carry into question 2: nothing refused, nothing typed, focus there
    assert not window.panel.refusal.isVisible()
    assert window.panel.boxes[0].text() == ""
    assert QApplication.focusWidget() is window.panel.boxes[0]
    # a held Enter (auto-repeat) submits nothing more
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                     "\r", True)  # fmt: skip
    QApplication.sendEvent(window.panel.boxes[0], held)
    assert window.session.index == 1 and not window.panel.refusal.isVisible()


def test_tab_goes_through_the_answer_fields_in_reading_order(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pots = PACK.replace('kinds = ["to_call"]', 'kinds = ["side_pots"]').replace(
        "difficulty = [1, 2]", "difficulty = [3, 4]"
    )
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch, pots)
    boxes = window.panel.boxes
    assert len(boxes) >= 4  # main pot and a side pot: amount, players each
    boxes[0].setFocus()
    order = [QApplication.focusWidget()]
    for _ in range(len(boxes)):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [*boxes, window.panel.submit_button]


def test_the_rest_of_the_window_is_unreachable_during_an_exam(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    assert window.windowModality() == Qt.WindowModality.ApplicationModal
    assert not main.centralWidget().isEnabled() and not main.menuBar().isEnabled()
    mine = [a for a in main.findChildren(QAction) if not window._mine(a)]
    assert mine and not any(a.isEnabled() for a in mine)  # practice, rulebook, history...
    locked = [a for a in window._locked if isinstance(a, QAction)]
    assert main.exam_action in locked and len(locked) > 10
    before = main.rulebook
    qtbot.keyClick(main, Qt.Key.Key_F1)  # the rulebook's key does nothing
    assert main.rulebook is before
    while window.running:
        asked = window.panel.asked
        assert asked is not None
        type_answer(qtbot, window, list(asked.answer_lines))
    assert main.centralWidget().isEnabled() and main.menuBar().isEnabled()
    assert all(a.isEnabled() for a in locked)


def test_the_time_left_is_always_shown(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    assert window.clock_bar.isVisible() and window.clock_bar.text().endswith(" left")
    window.session.finish()
    untimed = PACK.replace("time_limit_minutes = 10\n", "")
    _main2, window2 = _from_menu(qtbot, tmp_path / "b", monkeypatch, untimed)
    assert not window2.clock_bar.isVisible()
    assert window2.untimed_label.isVisible() and window2.untimed_label.text() == "No time limit"


def test_the_chooser_lists_the_sample_packs(qtbot: QtBot) -> None:
    chooser = exam_gui.PackChooser()
    qtbot.addWidget(chooser)
    titles = [chooser.list.item(k).text() for k in range(chooser.list.count())]
    assert titles == [
        "Mixed-game audition (30 questions, 75% to pass)",
        "No-limit hold'em cash: onboarding exam (30 questions, 80% to pass)",
        "Pot-limit Omaha: the pot-limit maximum (25 questions, 80% to pass)",
    ]
    chooser.list.setCurrentRow(1)
    chooser.accept_sample()
    assert chooser.chosen is not None and chooser.chosen.endswith("nl-cash-onboarding.toml")
    assert load_pack(chooser.chosen).id == "nl-cash-onboarding"


def test_window_and_terminal_write_the_same_result_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.cli import main as cli

    window, _clock = _exam(qtbot, tmp_path, trainee="Ana")
    answers: list[str] = []
    while window.running:
        asked = window.panel.asked
        assert asked is not None
        answers += list(asked.answer_lines)
        type_answer(qtbot, window, list(asked.answer_lines))
    monkeypatch.setattr(
        exam_gui.ExportDialog, "ask", classmethod(lambda cls, *a: str(tmp_path / "window.json"))
    )
    assert window.export_result_file()
    data = str(tmp_path / "data")
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(a.replace(",", "") for a in answers)))
    assert cli(["quiz", "--pack", str(tmp_path / "pack.toml"), "--trainee", "Ana",
                "--data-dir", data], out=io.StringIO()) == 0  # fmt: skip
    out = io.StringIO()
    assert cli(["results", "list", "--trainee", "Ana", "--format", "json", "--data-dir", data],
               out=out) == 0  # fmt: skip
    (row,) = json.loads(out.getvalue())
    assert cli(["results", "export", "--format", "json", "--attempt", row["attempt_id"], "-o",
                str(tmp_path / "terminal.json"), "--data-dir", data], out=io.StringIO()) == 0  # fmt: skip
    docs = [read_result_file(tmp_path / f"{w}.json") for w in ("window", "terminal")]
    win, term = (
        json.loads((tmp_path / f"{w}.json").read_text("utf-8")) for w in ("window", "terminal")
    )
    assert win.keys() == term.keys()
    assert win["exam"] == term["exam"]  # same pack, questions, keyed answers, marks
    for doc in docs:
        assert doc.result.passed and doc.result.overall.right == 3
    assert [(r.question_id, r.status) for r in docs[0].result.review] == [
        (r.question_id, r.status) for r in docs[1].result.review
    ]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_40_question_sheet_from_the_window_prints_at_a_readable_size(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, paper: str
) -> None:
    from dealer_trainer.store.sheet import PAPERS

    from ..pdf_text import page_sizes

    big = PACK.replace("count = 3", "count = 40").replace(
        "time_limit_minutes = 10", "time_limit_minutes = 60"
    )
    main = make_window(qtbot, tmp_path)
    (tmp_path / "pack.toml").write_text(big, encoding="utf-8")
    session = ExamSession(main.controller.history, "Ana", load_pack(tmp_path / "pack.toml"))
    window = ExamWindow(session)
    qtbot.addWidget(window)
    window.show()
    assert window.start()
    for k in range(40):
        asked = window.panel.asked
        assert asked is not None
        session.submit(list(asked.answer_lines) if k % 4 else _wrong(asked.answer_lines))
    assert not window.running
    window.paper_box.setCurrentIndex(window.paper_box.findData(paper))
    monkeypatch.setattr(
        exam_gui.ExportDialog, "ask", classmethod(lambda cls, *a: str(tmp_path / "sheet.pdf"))
    )
    path = window.export_pdf()
    assert path is not None
    size = PAPERS[paper]
    assert {(round(w), round(h)) for w, h in page_sizes(path)} == {
        (round(size.width), round(size.height))
    }
    found = runs(path)
    assert min(r.size for r in found) >= 9  # body 9 pt and more on paper; nothing under 6
    assert found[0].text == "Week 3 calls" and found[0].size > 12  # the heading is larger
    first = [r.text for r in found if r.page == 1]
    for text in ("Trainee", "Ana", "Date and time", "Pack", "Week 3 calls (week-3)", "Seed",
                 "drill 2026", "Time taken", "Skill", "Pass mark", "Calls and raises",
                 "30/40", "Overall"):  # fmt: skip
        assert text in first, text
    numbers = {int(r.text) for r in found if r.text.isdigit() and 1 <= int(r.text) <= 40}
    assert numbers == set(range(1, 41))
    assert sum(r.text == "wrong" for r in found) == 10
    assert "Examiner's signature" in [r.text for r in found if r.page == found[-1].page]


def test_the_exam_can_take_the_whole_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    assert window.full_screen_button.focusPolicy() == Qt.FocusPolicy.NoFocus
    qtbot.mouseClick(window.full_screen_button, Qt.MouseButton.LeftButton)
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    qtbot.mouseClick(window.full_screen_button, Qt.MouseButton.LeftButton)
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert window.running


def test_the_rulebook_opens_during_an_exam_only_when_the_pack_allows_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _main, window = _from_menu(qtbot, tmp_path, monkeypatch)
    assert not window.rulebook_button.isVisible() and window.show_rulebook() is None
    window.session.finish()
    allowed = PACK.replace("[exam]\n", "[exam]\nallow_rulebook = true\n")
    main2, window2 = _from_menu(qtbot, tmp_path / "b", monkeypatch, allowed)
    assert window2.rulebook_button.isVisible()
    qtbot.mouseClick(window2.rulebook_button, Qt.MouseButton.LeftButton)
    book = window2.rulebook
    assert book is not None and book.isVisible() and book.isEnabled()
    assert book.parentWidget() is window2  # the exam's own window, not the main window's
    assert not main2.centralWidget().isEnabled()  # practice stays locked
