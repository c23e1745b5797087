"""AppSettings: written atomically, read forgivingly, damaged files moved aside."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from dealer_trainer.store import files
from dealer_trainer.store.notices import NoticeCode, StoreWriteError
from dealer_trainer.store.settings import AppSettings, load_settings, save_settings
from tests.conftest import UserDirs

WHEN = datetime(2026, 11, 30, 4, 5)

GEOMETRY = bytes(range(256))
"""What QWidget.saveGeometry() returns: any bytes at all."""


@pytest.fixture
def settings_path(user_dirs: UserDirs) -> Path:
    return user_dirs.config / "settings.json"


def test_no_file_gives_the_defaults_quietly(settings_path: Path) -> None:
    assert load_settings() == (AppSettings(), [])
    assert not settings_path.exists()


def test_every_setting_round_trips(settings_path: Path) -> None:
    settings = AppSettings(
        chip_set="tournament",
        venue_profile="/home/ana/venue.toml",
        theme="dark",
        font_size=14,
        window_geometry=GEOMETRY,
        window_state=b"",
        last_trainee="Ana María",
    )
    save_settings(settings)
    assert settings_path.exists()  # in the config folder, made on demand
    assert load_settings() == (settings, [])
    data = json.loads(settings_path.read_text(encoding="utf-8"))
    assert data["format_version"] == 1
    assert data["last_trainee"] == "Ana María"
    assert isinstance(data["window_geometry"], str)  # base64 text, not a list of numbers


def test_a_file_without_a_format_version_is_read(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text('{"theme": "light", "font_size": 12}', encoding="utf-8")
    assert load_settings() == (AppSettings(theme="light", font_size=12), [])


def test_keys_from_a_newer_version_are_kept(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text(
        '{"format_version": 2, "theme": "dark", "sound": {"volume": 3}}', encoding="utf-8"
    )
    settings, notices = load_settings()
    assert notices == []
    assert settings.extra == {"sound": {"volume": 3}}
    save_settings(settings)
    data = json.loads(settings_path.read_text(encoding="utf-8"))
    assert data["sound"] == {"volume": 3}
    assert data["theme"] == "dark"


@pytest.mark.parametrize(
    "content",
    [b'{"theme": "dark",', b"\xff\xfe\x00garbage", b"[1, 2, 3]", b"", b"null"],
    ids=["cut-short", "not-utf8", "a-list", "empty", "null"],
)
def test_a_damaged_file_is_moved_aside_and_the_defaults_used(
    settings_path: Path, content: bytes
) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(content)
    settings, notices = load_settings(now=lambda: WHEN)
    assert settings == AppSettings()
    (notice,) = notices
    aside = settings_path.with_name("settings.corrupt-20261130-0405.json")
    assert notice.code is NoticeCode.SETTINGS_CORRUPT
    assert notice.path == aside
    assert str(aside) in notice.message
    assert aside.read_bytes() == content
    assert not settings_path.exists()
    save_settings(settings)  # and the next save starts a clean file
    assert load_settings() == (AppSettings(), [])


def test_values_of_the_wrong_type_fall_back_one_by_one(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text(
        json.dumps(
            {
                "theme": "purple",
                "font_size": "big",
                "chip_set": "cash",
                "window_geometry": "not base64!",
                "last_trainee": "ben",
            }
        ),
        encoding="utf-8",
    )
    settings, notices = load_settings()
    assert settings == AppSettings(chip_set="cash", last_trainee="ben")
    (notice,) = notices
    assert notice.code is NoticeCode.SETTINGS_CORRUPT
    assert "font_size, theme, window_geometry" in notice.message
    assert settings_path.exists()  # the file is not moved for a bad value


def test_a_crash_while_writing_leaves_the_old_file(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_settings(AppSettings(theme="light"))
    before = settings_path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", crash)
    with pytest.raises(StoreWriteError) as caught:
        save_settings(AppSettings(theme="dark"))
    assert caught.value.notice.code is NoticeCode.SETTINGS_NOT_SAVED
    assert "No space left on device" in caught.value.notice.message
    assert settings_path.read_bytes() == before
    assert [p.name for p in settings_path.parent.iterdir()] == ["settings.json"]  # no temp


def test_the_new_file_replaces_the_old_in_one_rename(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_settings(AppSettings(theme="light"))
    seen: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        # At the moment of the rename the new content is complete in the temporary file.
        seen.append((Path(src).name, json.loads(Path(src).read_text(encoding="utf-8"))["theme"]))
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", spy)
    save_settings(AppSettings(theme="dark"))
    ((temp_name, theme),) = seen
    assert temp_name.startswith(".settings.json.") and temp_name.endswith(".tmp")
    assert theme == "dark"
    assert load_settings()[0].theme == "dark"


def test_an_unreadable_file_gives_the_defaults_with_a_notice(
    settings_path: Path,
) -> None:
    settings_path.mkdir(parents=True)  # a folder where the file should be
    settings, notices = load_settings()
    assert settings == AppSettings()
    assert [n.code for n in notices] == [NoticeCode.SETTINGS_CORRUPT]
