"""Reading an exam sheet back as a printer sees it: each text run and its size on paper.

pypdf hands every shown string to a visitor with the font size (``Tf``), the text matrix
(``Tm``) and the current transformation matrix (``cm``). The size on paper is the font
size times the vertical scale of ``Tm x CTM``; a sheet drawn at 1,200 dpi but laid out at
screen resolution shows up here as text under 1 pt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import pypdf


@dataclass(frozen=True)
class Run:
    page: int
    text: str
    size: float
    """The effective size in points, on paper."""
    y: float
    """Height above the page's bottom edge, in points."""


def _multiply(a: list[float], b: list[float]) -> list[float]:
    return [
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    ]


class _Visitor:
    """Collects the runs of one page."""

    def __init__(self, page: int, found: list[Run]) -> None:
        self.page = page
        self.found = found

    def __call__(
        self, text: str, cm: list[float], tm: list[float], _font: object, size: float
    ) -> None:
        if text.strip():
            m = _multiply(list(tm), list(cm))
            self.found.append(Run(self.page, text.strip(), size * math.hypot(m[2], m[3]), m[5]))


def runs(path: Path | str) -> list[Run]:
    """Every non-blank text run of the PDF with its effective size."""
    found: list[Run] = []
    reader = pypdf.PdfReader(str(path))
    for number, page in enumerate(reader.pages, start=1):
        page.extract_text(visitor_text=_Visitor(number, found))
    return found


def page_sizes(path: Path | str) -> list[tuple[float, float]]:
    """Each page's width and height in points."""
    reader = pypdf.PdfReader(str(path))
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages]
