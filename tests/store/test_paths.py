"""Where the files go: the --data-dir option, the environment, then platformdirs."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from dealer_trainer.store import paths
from tests.conftest import UserDirs


def test_the_autouse_fixture_points_both_folders_at_tmp_path(user_dirs: UserDirs) -> None:
    dirs = paths.app_dirs()
    assert dirs.data == user_dirs.data
    assert dirs.config == user_dirs.config
    assert dirs.database == user_dirs.data / "progress.sqlite3"
    assert dirs.settings == user_dirs.config / "settings.json"


def test_data_dir_option_wins_over_the_environment(tmp_path: Path, user_dirs: UserDirs) -> None:
    dirs = paths.app_dirs(tmp_path / "usb")
    assert dirs.data == tmp_path / "usb"
    assert dirs.config == user_dirs.config  # the config variable still names its folder


def test_data_dir_option_holds_the_settings_too_when_no_config_folder_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(paths.CONFIG_DIR_ENV)
    dirs = paths.app_dirs(tmp_path / "usb")
    assert dirs.config == tmp_path / "usb"


def test_the_data_variable_holds_the_settings_too_when_no_config_folder_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "usb"))
    monkeypatch.delenv(paths.CONFIG_DIR_ENV)
    assert paths.app_dirs() == paths.AppDirs(data=tmp_path / "usb", config=tmp_path / "usb")


def test_without_overrides_platformdirs_names_the_folders(
    user_dirs: UserDirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    monkeypatch.delenv(paths.CONFIG_DIR_ENV)
    dirs = paths.app_dirs()
    # The conftest sends XDG_DATA_HOME/XDG_CONFIG_HOME (and HOME) into tmp_path as well.
    assert dirs.data.name == "dealer-trainer"
    assert dirs.config.name == "dealer-trainer"
    assert dirs.data.is_relative_to(user_dirs.home.parent)
    assert dirs.config.is_relative_to(user_dirs.home.parent)


def test_nothing_is_created_until_a_file_is_written(user_dirs: UserDirs) -> None:
    paths.app_dirs()
    assert not user_dirs.data.exists()


def test_dated_sibling_counts_up_when_the_name_is_taken(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    when = datetime(2026, 11, 30, 4, 5)
    first = paths.dated_sibling(db, "corrupt", when)
    assert first.name == "progress.corrupt-20261130-0405.sqlite3"
    first.write_bytes(b"")
    assert (
        paths.dated_sibling(db, "corrupt", when).name == "progress.corrupt-20261130-0405-2.sqlite3"
    )
