"""The shipped files the window uses (icon, rulebook), as Qt objects and parsed text.

Where the files are is decided in one place, :mod:`dealer_trainer.resource_files`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_trainer.resource_files import resource_bytes, resource_file

if TYPE_CHECKING:  # QtGui's icon class is built when the icon is first made
    from PySide6.QtGui import QIcon

__all__ = [
    "ICON_FILE",
    "RULEBOOK_FILE",
    "app_icon",
    "read_bytes",
    "rulebook_html",
    "rulebook_sections",
]

ICON_FILE = "icons/dealer-trainer.svg"
RULEBOOK_FILE = "rulebook/rulebook.html"


def _file_on_disk(name: str) -> Path | None:
    """The resource as a file, when the install is a folder on disk; else ``None``."""
    return resource_file(name)


def read_bytes(name: str) -> bytes:
    """A resource file's bytes (``name`` relative to the top-level ``resources/`` folder)."""
    return resource_bytes(name)


def app_icon() -> QIcon:
    """The app's icon as a ``QIcon`` drawn from the SVG (at each size when first needed)."""
    # start-up: a Qt class is built, with its enums, when first imported
    from PySide6.QtGui import QIcon

    source = _file_on_disk(ICON_FILE)
    if source is not None:
        return QIcon(str(source))  # the SVG icon engine renders sizes on demand
    # start-up: a Qt class is built, with its enums, when first imported
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QPixmap

    data = QByteArray(read_bytes(ICON_FILE))
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(size, size)
        if pixmap.loadFromData(data, "SVG"):
            icon.addPixmap(pixmap.scaled(size, size))
    return icon


@lru_cache(maxsize=1)
def rulebook_html() -> str:
    """The rulebook, as HTML with an anchor per rule."""
    return read_bytes(RULEBOOK_FILE).decode("utf-8")


_HEADING = re.compile(r'<h([23])><a (?:name|id)="([^"]+)"></a>(.*?)</h\1>', re.S)


@lru_cache(maxsize=1)
def rulebook_sections() -> dict[str, str]:
    """Anchor -> heading text of every section and topic of the rulebook, in order."""
    out: dict[str, str] = {}
    for _level, anchor, title in _HEADING.findall(rulebook_html()):
        out[anchor] = re.sub(r"<[^>]+>", "", title).strip()
    return out


def rulebook_outline() -> list[tuple[int, str, str]]:
    """``(level, anchor, title)`` for every heading: level 2 topics, level 3 rules."""
    return [
        (int(level), anchor, re.sub(r"<[^>]+>", "", title).strip())
        for level, anchor, title in _HEADING.findall(rulebook_html())
    ]
