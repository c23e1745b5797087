"""A seeded corruption campaign on the progress database (issue 17).

Each case damages a real database holding graded answers in one way (truncated, random
bytes written over it, table definitions that are not UTF-8, the wrong tables under the
current version number, zero length, held by another program, read-only) and opens it.
The store must never raise anything but :class:`StoreLockedError`; it must come back
usable; and a damaged file is kept, byte for byte, under the dated name the notice gives.
"""

from __future__ import annotations

import os
import random
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from dealer_trainer.quiz.history import AnswerRecord
from dealer_trainer.store import db as db_module
from dealer_trainer.store.db import Store
from dealer_trainer.store.notices import NoticeCode, StoreLockedError
from tests.fuzz.budget import LONG
from tests.fuzz.test_fuzz_loaders import one_line

SEEDS = range(40 if LONG else 3)
NOW = datetime(2026, 12, 2, 6, 0)


def _answer(n: int, trainee: str = "ana") -> AnswerRecord:
    return AnswerRecord(
        trainee,
        f"seed:7:{n}",
        "to_call",
        "betting",
        "NT",
        "600",
        n % 2 == 0,
        None,
        2_400,
        datetime(2026, 1, 1, 12, n % 60, tzinfo=UTC),
    )


def _database(folder: Path, answers: int = 40) -> Path:
    path = folder / "progress.sqlite3"
    with Store.open(path=path, now=lambda: NOW) as store:
        for n in range(answers):
            store.record(_answer(n))
    return path


def _reopen_and_check(path: Path, damaged: bytes) -> Store:
    """Open ``path``; check it works, and that a moved-aside file holds ``damaged``."""
    store = Store.open(path=path, now=lambda: NOW, timeout=0.2)
    for notice in store.notices:
        assert one_line(notice.message), notice.message
    moved = [n for n in store.notices if n.code is NoticeCode.CORRUPT_MOVED]
    if moved:
        aside = moved[0].path
        assert aside is not None and aside != path
        assert str(aside) in moved[0].message  # the user is told where it is
        assert aside.read_bytes() == damaged  # the old file is kept as it was
        assert store.answers("ana") == []  # a fresh file
    if store.saving:
        store.record(_answer(99, "bea"))
        assert [r.question_id for r in store.answers("bea")] == ["seed:7:99"]
    return store


def _corrupt(path: Path, how: str, rng: random.Random) -> None:
    data = path.read_bytes()
    if how == "truncate":
        path.write_bytes(data[: rng.randrange(1, len(data))])
    elif how == "random bytes":
        out = bytearray(data)
        for _ in range(rng.randint(1, 20)):
            at = rng.randrange(len(out))
            out[at : at + 16] = rng.randbytes(16)
        path.write_bytes(bytes(out[: len(data)]))
    elif how == "non-UTF-8 schema":
        at = data.index(b"created_at TEXT")
        path.write_bytes(data[:at] + b"created\xffat" + data[at + 10 :])
    elif how == "zero length":
        path.write_bytes(b"")
    else:
        raise AssertionError(how)


@pytest.mark.parametrize("how", ["truncate", "random bytes", "non-UTF-8 schema", "zero length"])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_damaged_database_is_kept_and_replaced(tmp_path: Path, how: str, seed: int) -> None:
    path = _database(tmp_path)
    _corrupt(path, how, random.Random(f"{how}:{seed}"))
    damaged = path.read_bytes()
    store = _reopen_and_check(path, damaged)
    with store:
        codes = {n.code for n in store.notices}
        if how == "non-UTF-8 schema":
            assert codes == {NoticeCode.CORRUPT_MOVED}
        if how == "zero length":  # an empty file is a new database: nothing was lost
            assert codes == set() and store.saving


@pytest.mark.parametrize("seed", SEEDS)
def test_the_wrong_tables_under_the_current_version_are_damage(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    path = tmp_path / "progress.sqlite3"
    conn = sqlite3.connect(path)
    table = rng.choice(["trainees", "answers", "exam_attempts", "imported_results", "notes"])
    conn.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, nom TEXT)")
    conn.execute(f"PRAGMA user_version = {db_module.SCHEMA_VERSION}")
    conn.commit()
    conn.close()
    damaged = path.read_bytes()
    with _reopen_and_check(path, damaged) as store:
        assert [n.code for n in store.notices] == [NoticeCode.CORRUPT_MOVED]
        assert store.saving


def test_another_programs_database_without_a_version_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)")
    conn.commit()
    conn.close()
    damaged = path.read_bytes()
    with _reopen_and_check(path, damaged) as store:
        assert [n.code for n in store.notices] == [NoticeCode.CORRUPT_MOVED]


def test_a_locked_database_is_reported_and_left_alone(tmp_path: Path) -> None:
    path = _database(tmp_path)
    before = path.read_bytes()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreLockedError) as caught:
            Store.open(path=path, timeout=0.1)
        assert "in use by another program" in caught.value.notice.message
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.glob("progress*")) == ["progress.sqlite3"]


def test_a_read_only_database_shows_its_history_and_saves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _database(tmp_path, answers=5)
    before = path.read_bytes()
    path.chmod(0o444)
    if os.geteuid() == 0:  # root writes read-only files: open it as a read-only medium would
        monkeypatch.setattr(
            db_module,
            "_connect_rw",
            lambda p, timeout: sqlite3.connect(
                f"{p.resolve().as_uri()}?mode=ro", uri=True, timeout=timeout, isolation_level=None
            ),
        )
    with Store.open(path=path) as store:
        assert [n.code for n in store.notices] == [NoticeCode.READ_ONLY]
        assert len(store.answers("ana")) == 5
        assert not store.saving
    path.chmod(0o644)
    assert path.read_bytes() == before
