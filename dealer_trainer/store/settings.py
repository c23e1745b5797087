"""The trainer's settings: one JSON file, written atomically, read forgivingly.

``settings.json`` in the config folder (:mod:`dealer_trainer.store.paths`). Window
geometry and state are Qt's ``saveGeometry()``/``saveState()`` bytes, kept as base64.

Reading never fails: a missing file gives the defaults; a file that cannot be read as a
JSON object (not UTF-8, not JSON, nested too deep, a number too long for Python) is
moved aside under a dated name (``settings.corrupt-20261130-0405.json``) and the defaults
are used, with a :class:`~dealer_trainer.store.notices.Notice`; a value of the wrong type
falls back to its default and is named in a notice. Keys this version does not know (from a
newer version) are kept and written back unchanged.

>>> import tempfile
>>> path = Path(tempfile.mkdtemp()) / "settings.json"
>>> save_settings(AppSettings(theme="dark", window_geometry=b"\\x01\\x02"), path)
>>> settings, notices = load_settings(path)
>>> settings.theme, settings.window_geometry, notices
('dark', b'\\x01\\x02', [])
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from .paths import app_dirs

if TYPE_CHECKING:
    # Loaded when first needed: the window reads its settings before it first shows, and
    # these are only wanted when something went wrong or when the settings are written.
    from datetime import datetime

    from .notices import Notice

__all__ = ["FORMAT_VERSION", "THEMES", "AppSettings", "load_settings", "save_settings"]

FORMAT_VERSION: Final = 1
"""Written as ``format_version``; a file without it is read as version 1 too."""

THEMES: Final = ("system", "light", "dark")


@dataclass(frozen=True, slots=True)
class AppSettings:
    """Everything the trainer remembers between runs apart from progress."""

    chip_set: str = "stakes"
    """A chip set id (``dealer_trainer.engine.chips.CHIP_SETS``)."""
    venue_profile: str = "standard"
    """A built-in venue profile name or a profile file path."""
    theme: str = "system"
    """One of :data:`THEMES`."""
    font_size: int | None = None
    """Point size of the table's text; ``None`` follows the system."""
    window_geometry: bytes | None = None
    """``QWidget.saveGeometry()``."""
    window_state: bytes | None = None
    """``QMainWindow.saveState()``."""
    last_trainee: str | None = None
    """The trainee picked last time (several can share a laptop)."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Keys written by a newer version: kept, written back as they were."""


def _is_text(value: object) -> bool:
    return isinstance(value, str)


def _is_text_or_none(value: object) -> bool:
    return value is None or isinstance(value, str)


def _is_font_size(value: object) -> bool:
    if value is None:
        return True
    return isinstance(value, int) and not isinstance(value, bool) and 4 <= value <= 96


def _is_theme(value: object) -> bool:
    return isinstance(value, str) and value in THEMES


def _decode_bytes(value: object) -> bytes | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("not base64 text")
    try:
        return base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as exc:
        raise ValueError("not base64 text") from exc


_CHECKS: Final[dict[str, Callable[[object], bool]]] = {
    "chip_set": _is_text,
    "venue_profile": _is_text,
    "theme": _is_theme,
    "font_size": _is_font_size,
    "last_trainee": _is_text_or_none,
}
_BYTES_FIELDS: Final = ("window_geometry", "window_state")
_KNOWN: Final = frozenset(f.name for f in fields(AppSettings)) - {"extra"}


def _to_json(settings: AppSettings) -> str:
    data: dict[str, Any] = dict(settings.extra)
    data["format_version"] = FORMAT_VERSION
    for f in fields(AppSettings):
        if f.name == "extra":
            continue
        value = getattr(settings, f.name)
        if f.name in _BYTES_FIELDS and value is not None:
            value = base64.b64encode(value).decode("ascii")
        data[f.name] = value
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _from_mapping(data: Mapping[str, Any], path: Path) -> tuple[AppSettings, list[Notice]]:
    values: dict[str, Any] = {}
    ignored: list[str] = []
    for name in sorted(_KNOWN):
        if name not in data:
            continue
        value = data[name]
        if name in _BYTES_FIELDS:
            try:
                values[name] = _decode_bytes(value)
            except ValueError:
                ignored.append(name)
        elif _CHECKS[name](value):
            values[name] = value
        else:
            ignored.append(name)
    extra = {k: v for k, v in data.items() if k not in _KNOWN and k != "format_version"}
    notices = []
    if ignored:
        from .notices import Notice, NoticeCode

        notices.append(
            Notice(
                NoticeCode.SETTINGS_CORRUPT,
                f"Some settings in {path} could not be read and were reset: {', '.join(ignored)}.",
                path=path,
            )
        )
    return replace(AppSettings(**values), extra=extra), notices


def _now() -> datetime:
    from datetime import datetime

    return datetime.now()


def load_settings(
    path: Path | None = None, *, now: Callable[[], datetime] = _now
) -> tuple[AppSettings, list[Notice]]:
    """The saved settings (defaults where missing) and what to tell the user about them.

    ``path`` defaults to the settings file in the config folder.
    """
    path = path or app_dirs().settings
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return AppSettings(), []
    except OSError as exc:
        from .notices import Notice, NoticeCode

        return AppSettings(), [
            Notice(
                NoticeCode.SETTINGS_CORRUPT,
                f"The settings file {path} could not be read ({exc.strerror or exc}); "
                "the default settings are used.",
                path=path,
            )
        ]
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (ValueError, RecursionError, MemoryError):  # not UTF-8, not JSON, too deep, too big
        from .notices import Notice, NoticeCode
        from .paths import dated_sibling

        aside = dated_sibling(path, "corrupt", now())
        try:
            path.replace(aside)
        except OSError:
            where = f"It is still at {path}."
            aside_path = path
        else:
            where = f"It was moved to {aside}."
            aside_path = aside
        return AppSettings(), [
            Notice(
                NoticeCode.SETTINGS_CORRUPT,
                f"The settings file was damaged, so the default settings are used. {where}",
                path=aside_path,
            )
        ]
    return _from_mapping(data, path)


def save_settings(settings: AppSettings, path: Path | None = None) -> None:
    """Write ``settings`` atomically (a temporary file, then a rename).

    Raises :class:`~dealer_trainer.store.notices.StoreWriteError` when the file cannot be
    written; the previous file is then untouched.
    """
    from .files import atomic_write_text

    path = path or app_dirs().settings
    try:
        atomic_write_text(path, _to_json(settings))
    except OSError as exc:
        from .notices import Notice, NoticeCode, StoreWriteError

        raise StoreWriteError(
            Notice(
                NoticeCode.SETTINGS_NOT_SAVED,
                f"The settings could not be saved to {path}: {exc.strerror or exc}.",
                path=path,
            )
        ) from exc
