"""``dealer-trainer results list|export|import``."""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from dealer_trainer.cli import main
from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import ExamQuestion, ExamSettings
from dealer_trainer.store.results import ANSWER_COLUMNS, read_result_file
from tests.conftest import REPO_ROOT, UserDirs

from .helpers import T0, answer

EXAM = ExamSettings(
    "school:level-1",
    "Level 1",
    time_limit_s=600,
    pass_marks={"pot": 50},
    overall_pass_mark=50,
    questions=(ExamQuestion("pack:level-1:1", "pot", "pot_count"),
               ExamQuestion("pack:level-1:2", "side_pots", "side_pots")),
)  # fmt: skip


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(["results", *argv], out=out)
    return status, out.getvalue()


def sit(store: Store, trainee: str, *, right: bool = True, finish: bool = True) -> str:
    attempt = store.start_exam(trainee, EXAM, now=T0)
    for n, q in enumerate(EXAM.questions, start=1):
        store.record(
            answer(
                trainee,
                n,
                question_id=q.question_id,
                skill=q.skill,
                kind=q.kind,
                correct=right,
                mistake=None if right else "forgot_the_antes",
                exam_id=attempt.id,
            )
        )
    if finish:
        store.finish_exam(attempt.id, now=T0 + timedelta(minutes=1))
    return attempt.id


@pytest.fixture
def history(user_dirs: UserDirs) -> dict[str, str]:
    """Practice and exams of two trainees in the default data folder."""
    with Store.open() as store:
        for n in range(1, 4):
            store.record(answer("ana", n, correct=n != 2))
        store.record(answer("ben", 4, skill="pot", kind="pot_count", given="1,450"))
        return {"ana": sit(store, "ana"), "ben": sit(store, "ben", right=False)}


def test_export_csv_writes_one_row_per_graded_answer_to_stdout(history: dict[str, str]) -> None:
    status, text = run("export", "--format", "csv")
    assert status == 0
    rows = list(csv.DictReader(io.StringIO(text)))
    assert list(rows[0]) == list(ANSWER_COLUMNS)
    assert len(rows) == 3 + 1 + 2 + 2
    assert [r["trainee"] for r in rows].count("ana") == 5
    assert [r["answered_at"] for r in rows] == sorted(r["answered_at"] for r in rows)
    (bens,) = [r for r in rows if r["trainee"] == "ben" and not r["exam_id"]]
    assert bens["answer"] == "1,450"  # quoted, so the comma stays in its column
    assert '"1,450"' in text


def test_export_csv_for_one_trainee_or_one_attempt(history: dict[str, str]) -> None:
    _, text = run("export", "--trainee", "ANA")
    assert len(list(csv.DictReader(io.StringIO(text)))) == 5
    _, text = run("export", "--attempt", history["ben"])
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [(r["trainee"], r["exam_id"], r["correct"]) for r in rows] == [
        ("ben", history["ben"], "0"),
        ("ben", history["ben"], "0"),
    ]


def test_export_json_writes_the_result_file(history: dict[str, str], tmp_path: Path) -> None:
    path = tmp_path / "ana.json"
    status, text = run("export", "--format", "json", "--trainee", "ana", "-o", str(path))
    assert (status, text) == (0, "")
    checked = read_result_file(path)
    assert checked.result.attempt_id == history["ana"]
    assert checked.result.passed
    status, text = run("export", "--format", "json", "--attempt", history["ben"])
    assert status == 0
    assert json.loads(text)["attempt_id"] == history["ben"]


def test_export_json_needs_a_finished_attempt(
    history: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    with Store.open() as store:
        unfinished = sit(store, "carla", finish=False)
    for argv, message in [
        (["--format", "json"], "give --attempt or --trainee"),
        (["--format", "json", "--attempt", "nope"], "no exam attempt 'nope'"),
        (["--format", "json", "--attempt", unfinished], "is not finished"),
        (["--format", "json", "--trainee", "carla"], "carla has no finished exam"),
    ]:
        status, text = run("export", *argv)
        assert (status, text) == (2, "")
        assert message in capsys.readouterr().err


def test_list_shows_the_exam_attempts(history: dict[str, str]) -> None:
    status, text = run("list", "--format", "json")
    assert status == 0
    rows = json.loads(text)
    assert [(r["trainee"], r["passed"], r["right"], r["asked"]) for r in rows] == [
        ("ana", True, 2, 2),
        ("ben", False, 0, 2),
    ]
    _, text = run("list")
    lines = text.splitlines()
    assert lines[0].split()[:3] == ["attempt_id", "trainee", "pack_id"]
    assert "Level 1" in lines[1] and lines[1].rstrip().endswith("yes")
    _, text = run("list", "--trainee", "ben", "--format", "csv")
    assert [r["trainee"] for r in csv.DictReader(io.StringIO(text))] == ["ben"]


def test_list_trainees_summarises_practice(history: dict[str, str]) -> None:
    _, text = run("list", "--trainees", "--format", "json")
    rows = {r["trainee"]: r for r in json.loads(text)}
    assert rows["ana"]["answers"] == 5
    assert rows["ana"]["right"] == 4
    assert rows["ana"]["accuracy"] == "80.0%"
    assert rows["ben"]["practice_time"] == "0:06"


def test_import_then_the_class_table_and_question_stats(
    history: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = []
    for trainee in ("ana", "ben"):
        path = tmp_path / f"{trainee}.json"
        assert run("export", "--format", "json", "--trainee", trainee, "-o", str(path))[0] == 0
        files.append(str(path))
    instructor = str(tmp_path / "instructor")
    status, text = run("import", *files, "--data-dir", instructor)
    assert status == 0
    assert text.splitlines() == [
        "imported: ana.json: ana passed Level 1",
        "imported: ben.json: ben did not pass Level 1",
    ]
    status, text = run("list", "--class", "--data-dir", instructor, "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [(r["trainee"], r["pot"], r["pot result"], r["passed"]) for r in rows] == [
        ("ana", "1/1", "pass", "yes"),
        ("ben", "0/1", "fail", "no"),
    ]
    _, text = run("list", "--class", "--data-dir", instructor)
    assert "1/1 pass" in text and "0/1 FAIL" in text
    _, text = run("list", "--questions", "--data-dir", instructor, "--format", "json")
    assert json.loads(text)[0] == {
        "pack_id": "school:level-1",
        "question_id": "pack:level-1:1",
        "skill": "pot",
        "right": "1/2",
        "unanswered": 0,
        "most_common_mistake": "forgot_the_antes",
        "times": 1,
    }
    _, text = run("list", "--questions", "--data-dir", instructor, "--format", "csv")
    assert text.startswith("pack_id,question_id,kind,skill,asked,right,unanswered,")

    # The same files again, and one edited: duplicates are skipped, the edit refused.
    edited = tmp_path / "edited.json"
    edited.write_text(
        Path(files[1]).read_text(encoding="utf-8").replace('"ben"', '"mallory"'),
        encoding="utf-8",
    )
    capsys.readouterr()
    status, text = run("import", *files, str(edited), "--data-dir", instructor, "--format", "json")
    assert status == 2
    assert [(o["status"], o["problem"]) for o in json.loads(text)] == [
        ("duplicate", None),
        ("duplicate", None),
        ("refused", "edited"),
    ]
    status, text = run("import", str(edited), "--data-dir", instructor)
    assert (status, text) == (2, "")
    assert "refused: " in capsys.readouterr().err


def test_a_locked_database_is_a_clear_error(
    history: dict[str, str], user_dirs: UserDirs, capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_trainer.cli import common as cli

    holder = sqlite3.connect(user_dirs.data / "progress.sqlite3", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(cli, "LOCK_TIMEOUT", 0.1)
            status, text = run("list")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert (status, text) == (2, "")
    err = capsys.readouterr().err
    assert err.startswith("dealer-trainer: results list: ")
    assert "in use by another program" in err


def test_a_damaged_database_is_reported_on_stderr_and_the_command_goes_on(
    user_dirs: UserDirs, capsys: pytest.CaptureFixture[str]
) -> None:
    user_dirs.data.mkdir(parents=True)
    (user_dirs.data / "progress.sqlite3").write_bytes(b"not a database at all" * 50)
    status, text = run("list", "--format", "json")
    assert (status, json.loads(text)) == (0, [])
    err = capsys.readouterr().err
    assert "was damaged" in err and "progress.corrupt-" in err


def test_data_dir_option(tmp_path: Path, user_dirs: UserDirs) -> None:
    with Store.open(tmp_path / "usb") as store:
        store.record(answer("ana"))
    _, text = run("export", "--data-dir", str(tmp_path / "usb"))
    assert len(text.splitlines()) == 2
    _, text = run("export")
    assert len(text.splitlines()) == 1  # the default folder has nothing


def test_results_needs_an_action(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["results"])
    assert caught.value.code == 2
    assert "ACTION" in capsys.readouterr().err


def test_the_installed_command_writes_csv_to_stdout(history: dict[str, str]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "results", "export", "--format", "csv"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == ",".join(ANSWER_COLUMNS)
    assert len(lines) == 1 + 8


# -- the terminal drill records to the store ------------------------------------------


def test_the_drill_records_every_graded_answer_in_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n2\n"))
    out = io.StringIO()
    argv = ["quiz", "--trainee", "Ana", "--kind", "to_call", "--seed", "4", "--count", "2"]
    assert main([*argv, "--data-dir", str(tmp_path)], out=out) == 0
    assert "Summary:" in out.getvalue()
    with Store.open(tmp_path) as store:
        records = store.answers("ana")
    assert [(r.question_id, r.answer) for r in records] == [("seed:4:0", "1"), ("seed:4:1", "2")]


def test_the_drill_goes_on_in_memory_when_the_store_refuses_an_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from dealer_trainer.cli.quiz import RecordingHistory

    with Store.open() as store:
        history = RecordingHistory(store, sys.stderr)
        history.record(answer("ana", 1))
        store._conn.execute("PRAGMA query_only = ON")  # every write now fails
        history.record(answer("ana", 2))
        history.record(answer("ana", 3))
        assert [r.question_id for r in history.answers("ana")] == [
            "seed:7:1",
            "seed:7:2",
            "seed:7:3",
        ]
        assert len(history.answers("ana", limit=2)) == 2
        assert len(store.answers("ana")) == 1
    err = capsys.readouterr().err
    assert err.count("could not be saved") == 1  # told once


def test_the_drill_stops_with_a_clear_error_when_the_database_is_locked(
    user_dirs: UserDirs, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.cli import common as cli

    with Store.open() as store:
        store.record(answer())
    monkeypatch.setattr(cli, "LOCK_TIMEOUT", 0.1)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    holder = sqlite3.connect(user_dirs.data / "progress.sqlite3", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        status = main(["quiz", "--kind", "to_call", "--count", "1"], out=io.StringIO())
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert status == 2
    assert "in use by another program" in capsys.readouterr().err
