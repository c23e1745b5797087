"""Issue 17's store reproductions: damaged schemas, hostile names, formulas, deep settings."""

from __future__ import annotations

import csv
import io
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from dealer_trainer.cli import main
from dealer_trainer.store import csvsafe
from dealer_trainer.store.db import SCHEMA_VERSION, Store
from dealer_trainer.store.notices import NoticeCode
from dealer_trainer.store.settings import AppSettings, load_settings

from .helpers import answer

NOW = datetime(2026, 12, 2, 6, 0)


def wrong_schema(path: Path) -> None:
    """The issue's file: version 2, but ``trainees`` lacks ``name``."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE trainees (id INTEGER PRIMARY KEY, nom TEXT)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.commit()
    conn.close()


def test_a_wrong_schema_under_the_current_version_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    wrong_schema(path)
    old = path.read_bytes()
    with Store.open(path=path, now=lambda: NOW) as store:
        (notice,) = store.notices
        assert notice.code is NoticeCode.CORRUPT_MOVED
        assert notice.path == tmp_path / "progress.corrupt-20261202-0600.sqlite3"
        assert str(notice.path) in notice.message
        store.record(answer("ana", 1))  # "table trainees has no column named name" before
        assert len(store.answers("ana")) == 1
    assert notice.path.read_bytes() == old


def test_schema_text_that_is_not_utf8_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    with Store.open(path=path) as store:
        store.record(answer("ana", 1))
    data = path.read_bytes()
    at = data.index(b"created_at TEXT")
    path.write_bytes(data[:at] + b"created\xffat" + data[at + 10 :])
    with Store.open(path=path, now=lambda: NOW) as store:
        assert [n.code for n in store.notices] == [NoticeCode.CORRUPT_MOVED]
        assert store.saving and store.trainees() == []


@pytest.mark.parametrize("command", [["list"], ["list", "--trainees"], ["export"]])
def test_results_commands_on_a_wrong_schema_start_fresh_and_say_where(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    wrong_schema(tmp_path / "progress.sqlite3")
    out = io.StringIO()
    assert main(["results", *command, "--data-dir", str(tmp_path)], out=out) == 0
    err = capsys.readouterr().err
    assert "Your progress file was damaged, so a new one was started" in err
    assert str(tmp_path / "progress.corrupt-") in err


@pytest.mark.parametrize("name", ["ana\tbea", "ana\nbea", "a\x00b", "a\x1bb", "ana\u2028"])
def test_a_trainee_name_with_control_characters_is_refused(tmp_path: Path, name: str) -> None:
    with Store.open(path=tmp_path / "p.sqlite3") as store:
        with pytest.raises(ValueError, match="cannot hold control characters"):
            store.add_trainee(name)
        with pytest.raises(ValueError, match="cannot hold control characters"):
            store.record(answer(name, 1))
        assert store.trainees() == []


@pytest.mark.parametrize(
    "name", ["=1+1", "=cmd|' /C calc'!A0", "+44 20 7946", "-2+3", "@SUM(A1:A9)", " =1+1"]
)
def test_a_formula_trainee_opens_as_text_in_every_csv_export(tmp_path: Path, name: str) -> None:
    with Store.open(tmp_path) as store:
        store.record(answer(name, 1))
    for argv in (["export", "--format", "csv"], ["list", "--trainees", "--format", "csv"]):
        out = io.StringIO()
        assert main(["results", *argv, "--data-dir", str(tmp_path)], out=out) == 0
        rows = list(csv.reader(io.StringIO(out.getvalue())))
        # the store trims the name; a spreadsheet shows it with a quote and never runs it
        assert rows[1][0] == "'" + name.strip()


def test_safe_cells_leave_numbers_and_plain_text_alone() -> None:
    assert csvsafe.row(["Ana", -5, 0, None, "\rx", "\tx", "1+1"]) == [
        "Ana", -5, 0, None, "'\rx", "'\tx", "1+1",
    ]  # fmt: skip


def test_a_settings_file_nested_100000_deep_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    settings, notices = load_settings(path, now=lambda: NOW)
    assert settings == AppSettings()
    (notice,) = notices
    assert notice.code is NoticeCode.SETTINGS_CORRUPT
    assert notice.path == tmp_path / "settings.corrupt-20261202-0600.json"
    assert notice.path.read_text(encoding="utf-8") == "[" * 100_000
    assert not path.exists()


def test_a_settings_file_with_a_4301_digit_number_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"font_size": ' + "9" * 4301 + "}", encoding="utf-8")
    settings, notices = load_settings(path, now=lambda: NOW)
    assert settings == AppSettings()
    assert [n.code for n in notices] == [NoticeCode.SETTINGS_CORRUPT]
