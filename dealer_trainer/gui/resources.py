"""The shipped files the window uses (icon, rulebook), as Qt objects and parsed text.

Where the files are is decided in one place, :mod:`dealer_trainer.resource_files`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from dealer_trainer.resource_files import resource_bytes, resource_file

if TYPE_CHECKING:  # QtGui's icon class is built when the icon is first made
    from PySide6.QtGui import QIcon

__all__ = [
    "ICON_FILE",
    "ICON_PNG",
    "ICON_SIZES",
    "RULEBOOK_FILE",
    "app_icon",
    "read_bytes",
    "rulebook_html",
    "rulebook_sections",
]

ICON_FILE = "icons/dealer-trainer.svg"
"""The icon's source, for the desktop file and packaging; the window uses :data:`ICON_PNG`."""
ICON_PNG = "icons/dealer-trainer-{size}.png"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
RULEBOOK_FILE = "rulebook/rulebook.html"


def read_bytes(name: str) -> bytes:
    """A resource file's bytes (``name`` relative to the top-level ``resources/`` folder)."""
    return resource_bytes(name)


def app_icon() -> QIcon:
    """The app's icon as a ``QIcon``: the PNGs rendered from the SVG, one per size.

    The PNGs (made by ``scripts/icon_pngs.py``) spare start-up Qt's SVG module and icon-engine
    plugin, which an SVG icon loads before the first paint; PNG is read by QtGui itself.
    """
    # start-up: a Qt class is built, with its enums, when first imported
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QPixmap

    icon = QIcon()
    for size in ICON_SIZES:
        name = ICON_PNG.format(size=size)
        path = resource_file(name)
        if path is not None:  # read when a size is first drawn, not now
            icon.addFile(str(path), QSize(size, size))
            continue
        pixmap = QPixmap()  # a zipped install: no file for Qt to read later
        if pixmap.loadFromData(read_bytes(name), "PNG"):
            icon.addPixmap(pixmap)
    return icon


@lru_cache(maxsize=1)
def rulebook_html() -> str:
    """The rulebook, as HTML with an anchor per rule."""
    return read_bytes(RULEBOOK_FILE).decode("utf-8")


_HEADING = r'<h([23])><a (?:name|id)="([^"]+)"></a>(.*?)</h\1>'
"""A heading of the rulebook (matched with ``re.S``): compiled when the rulebook is first
read, not to open the window (start-up: and ``re`` named after Qt is read by PySide6's hook)."""


@lru_cache(maxsize=1)
def rulebook_sections() -> dict[str, str]:
    """Anchor -> heading text of every section and topic of the rulebook, in order."""
    # start-up: loaded when first called, not to open the window (see _HEADING)
    import re

    out: dict[str, str] = {}
    for _level, anchor, title in re.findall(_HEADING, rulebook_html(), re.S):
        out[anchor] = re.sub(r"<[^>]+>", "", title).strip()
    return out


def rulebook_outline() -> list[tuple[int, str, str]]:
    """``(level, anchor, title)`` for every heading: level 2 topics, level 3 rules."""
    # start-up: loaded when first called, not to open the window (see _HEADING)
    import re

    return [
        (int(level), anchor, re.sub(r"<[^>]+>", "", title).strip())
        for level, anchor, title in re.findall(_HEADING, rulebook_html(), re.S)
    ]
