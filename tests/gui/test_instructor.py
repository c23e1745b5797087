"""The instructor window: two trainees' result files, a duplicate and an edited file."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui import instructor as instructor_gui
from dealer_trainer.gui.instructor import InstructorWindow
from dealer_trainer.quiz.history import AnswerRecord
from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import ExamQuestion, ExamSettings, score_exam
from dealer_trainer.store.results import write_result_file

from .conftest_env import app_env
from .helpers import make_window

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)
EXAM = ExamSettings(
    "week-3",
    "Week 3",
    600,
    {"side_pots": 100, "betting": 50},
    80,
    questions=(
        ExamQuestion("pack:week-3:q/1", "side_pots", "side_pots"),
        ExamQuestion("pack:week-3:q/2", "betting", "to_call"),
    ),
)


def _result_file(folder: Path, trainee: str, right: tuple[bool, bool]) -> Path:
    """A trainee's exam sat on their own computer, exported as a result file."""
    with Store.in_memory(clock=lambda: T0) as store:
        attempt = store.start_exam(trainee, EXAM, now=T0)
        for n, (q, ok) in enumerate(zip(EXAM.questions, right, strict=True), start=1):
            store.record(
                AnswerRecord(
                    trainee,
                    q.question_id,
                    q.kind,
                    q.skill,
                    "NT",
                    "600",
                    ok,
                    None if ok else "called_full",
                    5000,
                    T0 + timedelta(seconds=10 * n),
                    exam_id=attempt.id,
                )
            )
        attempt = store.finish_exam(attempt.id, now=T0 + timedelta(minutes=1))
        result = score_exam(attempt, store.all_answers(exam_id=attempt.id))
    path = folder / f"{trainee}.result.json"
    write_result_file(result, path, exported_at=T0 + timedelta(minutes=2))
    return path


def test_import_two_files_a_duplicate_and_an_edited_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    main = make_window(qtbot, tmp_path)
    ana = _result_file(tmp_path, "Ana", (True, True))
    ben = _result_file(tmp_path, "Ben", (False, True))
    edited = tmp_path / "Ben-edited.result.json"
    doc = json.loads(ben.read_text(encoding="utf-8"))
    doc["passed"] = True  # the trainee "improves" the result
    edited.write_text(json.dumps(doc, indent=2), encoding="utf-8")

    window = main.show_instructor()
    assert isinstance(window, InstructorWindow)
    qtbot.addWidget(window)
    chosen: list[list[str]] = [[str(ana), str(ben)], [str(ana), str(edited)]]
    monkeypatch.setattr(
        instructor_gui.ResultFilesDialog, "ask", classmethod(lambda cls, parent: chosen.pop(0))
    )
    first = window.import_files()
    assert [o.status.value for o in first] == ["imported", "imported"]
    assert window.status_label.text() == "2 imported."
    second = window.import_files()
    assert [o.status.value for o in second] == ["duplicate", "refused"]
    summary = window.status_label.text()
    assert "0 imported" in summary and "1 already imported" in summary and "1 refused" in summary
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert len(log) == 4
    assert log[2].startswith("Already imported: Ana.result.json (Ana, Week 3) was already")
    assert log[3].startswith("REFUSED:") and "changed after it was exported" in log[3]

    # the class table: trainee by skill with pass/fail; the edited file changed nothing
    t = window.class_table
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    assert headers == ["Trainee", "Exam", "Calls and raises", "Side pots", "Overall", "Passed"]
    rows = [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]
    assert rows == [
        ["Ana", "Week 3", "1/1 pass", "1/1 pass", "2/2 pass", "yes"],
        ["Ben", "Week 3", "1/1 pass", "0/1 FAIL", "1/2 FAIL", "NO"],
    ]
    # per question: how many got it right, the most common mistake
    q = window.question_table
    qrows = [[q.item(r, c).text() for c in range(q.columnCount())] for r in range(q.rowCount())]
    assert [r[2:5] for r in qrows] == [["2", "1", "0"], ["2", "2", "0"]]
    assert qrows[0][5].endswith("(1)") and qrows[1][5] == ""

    out = tmp_path / "class.csv"
    monkeypatch.setattr(instructor_gui.CsvSaveDialog, "ask", classmethod(lambda cls, *a: str(out)))
    assert window.export_class_csv() == str(out)
    with open(out, encoding="utf-8", newline="") as f:
        table = list(csv.DictReader(f))
    assert [(r["trainee"], r["side_pots result"], r["passed"]) for r in table] == [
        ("Ana", "pass", "yes"),
        ("Ben", "fail", "no"),
    ]
    assert window.export_question_csv() == str(out)
    with open(out, encoding="utf-8", newline="") as f:
        stats = list(csv.DictReader(f))
    assert [(s["question_id"], s["right"]) for s in stats] == [
        ("pack:week-3:q/1", "1"),
        ("pack:week-3:q/2", "2"),
    ]


def test_trainee_is_switched_from_the_menu(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui import trainee_dialog

    main = make_window(qtbot, tmp_path)
    c = main.controller
    monkeypatch.setattr(
        trainee_dialog.TraineeDialog, "ask", classmethod(lambda cls, parent, cur, known: "Dee")
    )
    with qtbot.waitSignal(c.traineeChanged, timeout=1000):
        main.switch_trainee()
    assert c.trainee == "Dee" and c.settings.settings.last_trainee == "Dee"
    asked = c.current or c.ask_kind("to_call")
    from .helpers import type_answer

    with qtbot.waitSignal(c.graded, timeout=5000):
        type_answer(qtbot, main, asked.answer_lines)
    assert [r.trainee for r in c.history.store().answers("Dee")] == ["Dee"]


def test_trainee_on_the_command_line(tmp_path: Path) -> None:
    from dealer_trainer.cli import build_parser

    assert build_parser().parse_args(["--trainee", "Ana"]).window_trainee == "Ana"
    done = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "--trainee", "Ana", "--exit-after-show"],
        env=app_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    settings = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["last_trainee"] == "Ana"
