"""CSV that is safe to open in a spreadsheet: no cell is read as a formula.

A spreadsheet runs a cell that starts with ``=``, ``+``, ``-`` or ``@`` (and, in some,
one that starts with a tab or a carriage return) as a formula, so a trainee named
``=cmd|' /C calc'!A0`` would run a program on the instructor's computer. As OWASP
recommends ("CSV Injection"), every text cell that starts with one of those characters is
written with a single quote before it: the spreadsheet shows it as text, and a reader of
the raw CSV sees the name with one quote in front. Numbers are written as they are.

Every CSV the app writes goes through :func:`writer` or :class:`DictWriter` (results
export, trainee and class lists, question statistics, exam reviews).

>>> cell("=1+1"), cell("+44 20"), cell("-5"), cell("@SUM(A1)"), cell("\\tx"), cell("Ana")
("'=1+1", "'+44 20", "'-5", "'@SUM(A1)", "'\\tx", 'Ana')
>>> cell(-5), cell(None)
(-5, None)
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final, TextIO

__all__ = ["FORMULA_STARTS", "DictWriter", "Writer", "cell", "row", "writer"]

FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")
"""How a cell a spreadsheet would read as a formula begins (OWASP)."""


def cell(value: object) -> object:
    """``value``, with a single quote before it if it is text a spreadsheet would run."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def row(values: Iterable[object]) -> list[object]:
    """Every cell of a row made safe."""
    return [cell(v) for v in values]


class Writer:
    """:func:`csv.writer` whose every text cell is made safe by :func:`cell`."""

    def __init__(self, out: TextIO) -> None:
        self._writer = csv.writer(out, lineterminator="\n")

    def writerow(self, values: Iterable[object]) -> Any:
        return self._writer.writerow(row(values))

    def writerows(self, rows: Iterable[Iterable[object]]) -> None:
        for values in rows:
            self.writerow(values)


def writer(out: TextIO) -> Writer:
    """A safe CSV writer (``\\n`` line ends, as every CSV of the app)."""
    return Writer(out)


class DictWriter:
    """:class:`csv.DictWriter` whose every text cell is made safe by :func:`cell`."""

    def __init__(self, out: TextIO, columns: Sequence[str], **options: Any) -> None:
        options.setdefault("lineterminator", "\n")
        self._writer = csv.DictWriter(out, columns, **options)

    def writeheader(self) -> Any:
        return self._writer.writeheader()

    def writerow(self, values: Mapping[str, object]) -> Any:
        return self._writer.writerow({k: cell(v) for k, v in values.items()})

    def writerows(self, rows: Iterable[Mapping[str, object]]) -> None:
        for values in rows:
            self.writerow(values)
