"""The progress database: answers kept, and no bad file ever crashes the app."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_trainer.quiz.history import History, MemoryHistory
from dealer_trainer.store import db
from dealer_trainer.store.db import SCHEMA_VERSION, Store
from dealer_trainer.store.notices import (
    NoticeCode,
    Severity,
    StoreLockedError,
    StoreWriteError,
)
from tests.conftest import UserDirs

from .helpers import T0, answer

FIXTURES = Path(__file__).resolve().parent / "data"
WHEN = datetime(2026, 11, 30, 4, 5)
"""Local time at which damaged files are moved aside in these tests."""


@pytest.fixture
def db_path(user_dirs: UserDirs) -> Path:
    return user_dirs.data / "progress.sqlite3"


@pytest.fixture
def store(db_path: Path) -> Iterator[Store]:
    with Store.open(now=lambda: WHEN) as s:
        yield s


def _make_db_with_answers(path: Path, count: int = 200) -> None:
    with Store.open(path=path) as s:
        for n in range(1, count + 1):
            s.record(answer(n=n, given="x" * 200))


def _read_answers(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT count(*) FROM answers").fetchone()[0])
    finally:
        conn.close()


# -- the History protocol ------------------------------------------------------------


def test_store_is_a_history(store: Store) -> None:
    assert isinstance(store, History)


def test_store_answers_like_memory_history(store: Store) -> None:
    memory = MemoryHistory()
    records = [
        answer("ana", 1),
        answer("ben", 2, kind="pot_size", skill="pots"),
        answer("ana", 3, kind="pot_size", skill="pots", correct=False, mistake="forgot_rake"),
        answer("ana", 4, exam_id=None, millis=0, given="1 200 €"),
    ]
    for r in records:
        store.record(r)
        memory.record(r)
    for kwargs in ({}, {"kind": "pot_size"}, {"skill": "betting"}, {"limit": 2}, {"limit": 9}):
        assert list(store.answers("ana", **kwargs)) == list(memory.answers("ana", **kwargs))
    assert list(store.answers("ben")) == [records[1]]
    assert list(store.answers("nobody")) == []


def test_every_field_round_trips_exactly(store: Store) -> None:
    rec = answer(
        correct=False,
        mistake="counted_dead_money_twice",
        millis=123456,
        given="  300 / 900\n",
        at=datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC),
        exam_id="e1",
        question_id="pack:school:17",
        variant="FO/8",
    )
    store.record(rec)
    assert store.answers("ana") == [rec]


def test_times_in_another_zone_are_kept_as_the_same_instant(store: Store) -> None:
    from datetime import timezone

    paris = timezone(timedelta(hours=1))
    store.record(answer(at=datetime(2026, 1, 1, 10, 0, tzinfo=paris)))
    (got,) = store.answers("ana")
    assert got.answered_at == datetime(2026, 1, 1, 9, 0, tzinfo=UTC)


def test_a_time_without_zone_is_refused(store: Store) -> None:
    with pytest.raises(ValueError, match="no time zone"):
        store.record(answer(at=datetime(2026, 1, 1)))
    assert store.answers("ana") == []


def test_trainees_share_a_laptop_names_in_any_case(store: Store) -> None:
    store.record(answer("Ana", 1))
    store.record(answer("ana", 2))
    store.record(answer(" Ben ", 3))
    assert [t.name for t in store.trainees()] == ["Ana", "Ben"]
    assert len(store.answers("ANA")) == 2
    assert store.add_trainee("carla").name == "carla"
    assert store.add_trainee("Carla").name == "carla"
    with pytest.raises(ValueError, match="name"):
        store.record(answer("  "))


def test_each_answer_is_on_disk_when_record_returns(store: Store, db_path: Path) -> None:
    for n in range(1, 4):
        store.record(answer(n=n))
        assert _read_answers(db_path) == n  # another connection sees it: committed


def test_the_database_keeps_a_rollback_journal_and_full_sync(store: Store, db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    finally:
        conn.close()
    assert store._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert not db_path.with_name("progress.sqlite3-wal").exists()


def test_a_fresh_database_has_the_current_schema_and_no_notice(store: Store) -> None:
    assert store.schema_version() == SCHEMA_VERSION
    assert store.saving
    assert store.notices == []


# -- corrupt and truncated files ------------------------------------------------------


def _damage_middle(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[4096 : 4096 * 3] = bytes(range(256)) * 32
    path.write_bytes(bytes(data))


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def _not_a_database(path: Path) -> None:
    path.write_bytes(b"this is a shopping list, not a database\n" * 100)


def _header_only(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:60])


@pytest.mark.parametrize("damage", [_damage_middle, _truncate, _not_a_database, _header_only])
def test_a_damaged_file_is_moved_aside_and_a_fresh_one_started(
    db_path: Path, damage: object
) -> None:
    _make_db_with_answers(db_path)
    assert callable(damage)
    damage(db_path)
    before = db_path.read_bytes()

    with Store.open(now=lambda: WHEN) as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.CORRUPT_MOVED
        assert notice.level is Severity.WARNING
        aside = db_path.with_name("progress.corrupt-20261130-0405.sqlite3")
        assert notice.path == aside
        assert str(aside) in notice.message
        assert "damaged" in notice.message
        assert aside.read_bytes() == before  # kept exactly as it was
        # The fresh database works and is saved.
        assert store.saving
        assert store.answers("ana") == []
        store.record(answer())
    assert _read_answers(db_path) == 1


def test_a_second_damaged_file_the_same_minute_gets_its_own_name(db_path: Path) -> None:
    for expected in (
        "progress.corrupt-20261130-0405.sqlite3",
        "progress.corrupt-20261130-0405-2.sqlite3",
    ):
        _make_db_with_answers(db_path, 5)
        _not_a_database(db_path)
        with Store.open(now=lambda: WHEN) as store:
            assert store.notices[0].path == db_path.with_name(expected)


def test_sqlite_files_beside_a_damaged_database_move_with_it(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    path.write_bytes(b"damaged")
    path.with_name("progress.sqlite3-journal").write_bytes(b"journal")
    path.with_name("progress.sqlite3-wal").write_bytes(b"wal")
    aside = Store._move_aside(path, WHEN)
    assert aside is not None
    assert sorted(p.name for p in folder.iterdir()) == [
        "progress.corrupt-20261130-0405.sqlite3",
        "progress.corrupt-20261130-0405.sqlite3-journal",
        "progress.corrupt-20261130-0405.sqlite3-wal",
    ]
    assert aside.with_name(aside.name + "-journal").read_bytes() == b"journal"


def test_an_empty_file_is_a_fresh_database(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"")
    with Store.open() as store:
        assert store.notices == []
        store.record(answer())
    assert _read_answers(db_path) == 1


def test_a_damaged_file_that_cannot_be_moved_aside_still_opens_in_memory(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _make_db_with_answers(db_path, 5)
    _not_a_database(db_path)
    monkeypatch.setattr(Store, "_move_aside", staticmethod(lambda path, when: None))
    with Store.open() as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.NOT_SAVED
        assert "cannot be saved" in notice.message
        assert not store.saving
        store.record(answer())
        assert len(store.answers("ana")) == 1
    assert db_path.read_bytes().startswith(b"this is a shopping list")


# -- read-only files ----------------------------------------------------------------


def _open_everything_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """As root every file is writable: make SQLite itself open the file read-only."""
    monkeypatch.setattr(db, "_connect_rw", db._connect_ro)


def test_a_read_only_file_shows_the_history_and_says_answers_are_not_saved(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _make_db_with_answers(db_path, 3)
    before = db_path.read_bytes()
    _open_everything_read_only(monkeypatch)
    with Store.open() as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.READ_ONLY
        assert notice.path == db_path
        assert "cannot be saved" in notice.message
        assert not store.saving
        assert len(store.answers("ana")) == 3  # the history is there
        store.record(answer(n=4))  # the session goes on, in memory
        assert len(store.answers("ana")) == 4
    assert db_path.read_bytes() == before
    assert _read_answers(db_path) == 3


def test_a_read_only_error_on_the_first_write_is_caught(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Inject SQLite's own error where the store first writes."""
    _make_db_with_answers(db_path, 2)

    def refuse(conn: sqlite3.Connection) -> None:
        err = sqlite3.OperationalError("attempt to write a readonly database")
        err.sqlite_errorcode = 8  # type: ignore[attr-defined]
        raise err

    monkeypatch.setattr(db, "_probe_write", refuse)
    with Store.open() as store:
        assert [n.code for n in store.notices] == [NoticeCode.READ_ONLY]
        assert len(store.answers("ana")) == 2


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anything")
def test_a_file_without_write_permission_opens_read_only(db_path: Path) -> None:
    _make_db_with_answers(db_path, 2)
    db_path.chmod(0o444)
    try:
        with Store.open() as store:
            assert [n.code for n in store.notices] == [NoticeCode.READ_ONLY]
    finally:
        db_path.chmod(0o644)


def test_an_old_read_only_file_is_updated_in_memory_only(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db_path.parent.mkdir(parents=True)
    shutil.copy(FIXTURES / "progress-v1.sqlite3", db_path)
    _open_everything_read_only(monkeypatch)
    with Store.open() as store:
        assert [n.code for n in store.notices] == [NoticeCode.READ_ONLY]
        assert len(store.answers("ana")) == 3
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    finally:
        conn.close()


def test_no_file_and_no_way_to_make_one_gives_a_memory_store(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _open_everything_read_only(monkeypatch)
    with Store.open() as store:
        assert [n.code for n in store.notices] == [NoticeCode.NOT_SAVED]
        store.record(answer())
    assert not db_path.exists()


def test_a_folder_that_cannot_be_made_gives_a_memory_store(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    with Store.open(blocker / "sub") as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.NOT_SAVED
        assert "folder" in notice.message


def test_a_write_that_fails_later_raises_a_store_error(store: Store, db_path: Path) -> None:
    store.record(answer(n=1))
    store._conn.execute("PRAGMA query_only = ON")  # SQLite now refuses every write
    with pytest.raises(StoreWriteError) as caught:
        store.record(answer(n=2))
    assert caught.value.notice.code is NoticeCode.WRITE_FAILED
    assert str(db_path) in str(caught.value)
    store._conn.execute("PRAGMA query_only = OFF")
    store.record(answer(n=3))
    assert [r.question_id for r in store.answers("ana")] == ["seed:7:1", "seed:7:3"]


# -- locked files -------------------------------------------------------------------


@pytest.fixture
def other_program(db_path: Path) -> Iterator[sqlite3.Connection]:
    """Another program holding the database with an exclusive lock."""
    _make_db_with_answers(db_path, 2)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    yield conn
    conn.execute("ROLLBACK")
    conn.close()


def test_a_locked_file_is_waited_for_then_a_clear_error(
    other_program: sqlite3.Connection, db_path: Path
) -> None:
    started = datetime.now()
    with pytest.raises(StoreLockedError) as caught:
        Store.open(timeout=0.3)
    waited = (datetime.now() - started).total_seconds()
    assert waited >= 0.25
    notice = caught.value.notice
    assert notice.code is NoticeCode.LOCKED
    assert notice.level is Severity.ERROR
    assert "in use by another program" in notice.message
    assert "0.3 seconds" in notice.message
    assert str(db_path) in notice.message
    assert db_path.exists() and not list(db_path.parent.glob("*corrupt*"))  # not moved


def test_a_lock_released_within_the_timeout_is_waited_out(db_path: Path) -> None:
    _make_db_with_answers(db_path, 1)
    holder = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    timer = threading.Timer(0.2, lambda: holder.execute("ROLLBACK"))
    timer.start()
    try:
        with Store.open(timeout=5) as store:
            assert store.notices == []
            assert len(store.answers("ana")) == 1
    finally:
        timer.join()
        holder.close()


def test_an_answer_given_while_the_file_is_locked_raises_then_works(
    store: Store, db_path: Path
) -> None:
    store._conn.execute("PRAGMA busy_timeout = 200")
    holder = sqlite3.connect(db_path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreLockedError, match="in use by another program"):
            store.record(answer(n=1))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    store.record(answer(n=2))
    assert [r.question_id for r in store.answers("ana")] == ["seed:7:2"]


# -- migrations ---------------------------------------------------------------------


@pytest.fixture
def v1_db(db_path: Path) -> Path:
    db_path.parent.mkdir(parents=True)
    shutil.copy(FIXTURES / "progress-v1.sqlite3", db_path)
    return db_path


def test_the_fixture_is_a_version_1_database() -> None:
    conn = sqlite3.connect(FIXTURES / "progress-v1.sqlite3")
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        columns = [r[1] for r in conn.execute("PRAGMA table_info(answers)")]
        assert "seconds" in columns and "millis" not in columns
    finally:
        conn.close()


def test_the_fixture_script_makes_the_committed_fixture(tmp_path: Path) -> None:
    from .make_v1_fixture import make

    assert _dump(make(tmp_path / "v1.sqlite3")) == _dump(FIXTURES / "progress-v1.sqlite3")


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [
            *conn.iterdump(),
            f"user_version={conn.execute('PRAGMA user_version').fetchone()[0]}",
        ]
    finally:
        conn.close()


def test_a_version_1_database_is_migrated_keeping_every_answer(v1_db: Path) -> None:
    original = _dump(v1_db)
    with Store.open(now=lambda: WHEN) as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.MIGRATED
        assert notice.level is Severity.INFO
        backup = v1_db.with_name("progress.v1-backup-20261130-0405.sqlite3")
        assert notice.path == backup
        assert _dump(backup) == original  # the old database, kept as it was
        assert store.schema_version() == SCHEMA_VERSION

        # "Ana" and "ana" were two trainees in version 1: now one, the first made.
        assert [t.name for t in store.trainees()] == ["Ana", "ben"]
        ana = store.answers("ana")
        assert [(a.question_id, a.correct, a.millis) for a in ana] == [
            ("seed:7:1", True, 2400),
            ("seed:7:2", False, 7250),
            ("seed:7:3", True, 11500),
        ]
        assert ana[0].answered_at == datetime(2026, 1, 1, 0, 1, tzinfo=UTC)
        assert ana[1].mistake == "forgot_dead_blind"
        assert all(a.trainee == "Ana" and a.exam_id is None for a in ana)
        assert store.trainee("ana") is not None
        assert store.trainee("ana").created_at == datetime(2026, 1, 1, 0, 1, tzinfo=UTC)  # type: ignore[union-attr]
        ben = store.answers("ben")
        assert [b.answer for b in ben] == ["400", "é 1 200"]
        assert ben[1].millis == 0  # 0.4 ms rounds to 0

        # The new tables work.
        store.record(answer("ben", 9))
        assert len(store.answers("ben")) == 3
    with Store.open() as again:
        assert again.notices == []  # migrated once


def test_a_failed_migration_leaves_the_file_as_it_was(
    v1_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE answers RENAME TO answers_v1")
        raise sqlite3.OperationalError("disk I/O error in the middle")

    monkeypatch.setitem(db._MIGRATIONS, 1, broken)
    with Store.open() as store:
        assert NoticeCode.NOT_SAVED in [n.code for n in store.notices]
    conn = sqlite3.connect(v1_db)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        assert conn.execute("SELECT count(*) FROM answers").fetchone()[0] == 5
    finally:
        conn.close()


def test_a_database_from_a_newer_version_is_left_alone(db_path: Path) -> None:
    _make_db_with_answers(db_path, 1)
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = db_path.read_bytes()
    with Store.open() as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.NEWER_VERSION
        assert "newer version" in notice.message
        assert not store.saving
        store.record(answer())
    assert db_path.read_bytes() == before


def test_open_uses_the_clock_for_new_trainees(tmp_path: Path) -> None:
    with Store.open(tmp_path, clock=lambda: T0) as store:
        assert store.add_trainee("dee").created_at == T0
