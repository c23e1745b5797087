"""Killed with SIGKILL mid-session: every answer graded before the kill is in the database.

A child process records answers fed through a pipe and acknowledges each one once
``Store.record`` has returned (the moment the trainee is shown "right" or "wrong").
The test kills it with ``kill -9`` at once after an acknowledgement, or while it is in the
middle of writing, and checks the database: every acknowledged answer is there, and the
file opens cleanly (no notice, nothing moved aside).
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
