"""Killed with SIGKILL mid-session: every answer graded before the kill is in the database.

The terminal drill (``dealer-trainer quiz --trainee NAME``) is fed answers through a pipe
and killed with ``kill -9`` once it has shown some grades, with the next answer in
flight. A bare child process that records answers as fast as they come is killed at
varying moments too, writes in progress. Afterwards every answer graded before the kill
is in the database, and the file opens cleanly (no notice, nothing moved aside).
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

import pytest

from dealer_trainer.store.db import Store
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

CHILD = """
import sys
from datetime import UTC, datetime
from pathlib import Path
from dealer_trainer.quiz.history import AnswerRecord
from dealer_trainer.store.db import Store

store = Store.open(Path(sys.argv[1]))
assert store.saving, store.notices
print("ready", flush=True)
for line in sys.stdin:
    n = int(line)
    store.record(AnswerRecord("ana", f"seed:1:{n}", "pot_count", "pot", "NT", str(n),
                              n % 3 != 0, None, 1000 + n, datetime.now(UTC)))
    print(f"graded {n}", flush=True)
"""


def _start(data: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(data)],
        cwd=REPO_ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    assert child.stdout is not None
    assert _readline(child.stdout) == "ready"
    return child


def _readline(stream: IO[str]) -> str:
    return stream.readline().strip()


def _kill(child: subprocess.Popen[str]) -> None:
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    for stream in (child.stdin, child.stdout, child.stderr):
        if stream is not None:
            stream.close()


def _stored(data: Path) -> list[int]:
    with Store.open(data) as store:
        assert store.notices == []  # opened cleanly: nothing damaged, nothing moved aside
        return [int(r.answer) for r in store.answers("ana")]


def _integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


def _start_drill(data: Path, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "dealer_trainer", "quiz", "--trainee", "Ana", "--kind",
         "to_call", "--seed", str(seed), "--count", "0", "--data-dir", str(data)],
        cwd=REPO_ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip


def _until_graded(stream: IO[str]) -> bool:
    """Read the drill's output up to its next grade; whether the answer was right."""
    while True:
        line = stream.readline()
        assert line, "the drill stopped before grading"
        if line.startswith("Right."):
            return True
        if line.startswith("Wrong ("):
            return False


@pytest.mark.parametrize("graded_before_kill", [1, 4])
def test_the_drill_killed_mid_session_keeps_every_graded_answer(
    tmp_path: Path, graded_before_kill: int
) -> None:
    from dealer_trainer.quiz.generator import Generator, Settings

    seed = 20 + graded_before_kill
    generator = Generator(seed, Settings(kinds=("to_call",)))
    typed = []
    for n in range(graded_before_kill + 1):  # right, wrong, right, ...
        lines = generator.question(n).answer_lines()
        typed.append(lines[0] if n % 2 == 0 else "999999")
    child = _start_drill(tmp_path, seed)
    assert child.stdin is not None and child.stdout is not None
    shown = []
    for n in range(graded_before_kill):
        child.stdin.write(typed[n] + "\n")
        shown.append(_until_graded(child.stdout))
    assert shown == [n % 2 == 0 for n in range(graded_before_kill)]
    child.stdin.write(typed[-1] + "\n")  # the next answer is on its way: kill now
    _kill(child)

    with Store.open(tmp_path) as store:
        assert store.notices == []
        records = store.answers("ana")
    graded = records[:graded_before_kill]
    assert len(records) in (graded_before_kill, graded_before_kill + 1)
    assert [r.question_id for r in records] == [f"seed:{seed}:{n}" for n in range(len(records))]
    assert [r.answer for r in records] == typed[: len(records)]
    assert [r.correct for r in graded] == shown
    assert all(r.trainee == "Ana" and r.kind == "to_call" for r in records)
    assert _integrity(tmp_path / "progress.sqlite3") == "ok"


def test_every_answer_acknowledged_before_the_kill_is_kept(tmp_path: Path) -> None:
    child = _start(tmp_path)
    assert child.stdin is not None and child.stdout is not None
    for n in range(1, 9):
        child.stdin.write(f"{n}\n")
        assert _readline(child.stdout) == f"graded {n}"
    _kill(child)  # right after the eighth answer was graded
    assert _stored(tmp_path) == list(range(1, 9))
    assert _integrity(tmp_path / "progress.sqlite3") == "ok"


def test_a_kill_in_the_middle_of_writing_loses_nothing_graded(tmp_path: Path) -> None:
    """Feed answers without waiting and kill at varying moments, writes in flight."""
    expected: list[int] = []
    n = 0
    for round_ in range(6):
        child = _start(tmp_path)
        assert child.stdin is not None and child.stdout is not None
        acknowledged = []
        burst = range(n + 1, n + 31)
        for k in burst:
            child.stdin.write(f"{k}\n")
        child.stdin.flush()
        for _ in range(5 + 3 * round_):  # some graded, the rest still being written
            line = _readline(child.stdout)
            acknowledged.append(int(line.removeprefix("graded ")))
        time.sleep(0.001 * round_)
        _kill(child)
        stored = _stored(tmp_path)
        assert set(expected + acknowledged) <= set(stored)
        assert stored == sorted(stored)  # the only answers kept are whole, in order
        assert set(stored) <= set(range(1, burst[-1] + 1))
        expected = stored
        n = burst[-1]
    assert _integrity(tmp_path / "progress.sqlite3") == "ok"
    assert not list(tmp_path.glob("*corrupt*"))
