"""The exam sheet as a PDF an instructor can print and sign, written without Qt.

One writer for the window and the command line (``results export --format pdf``), so
both print the same sheet. The page is laid out in PostScript points (1/72 inch) on A4
or US Letter and the text is set in the PDF's standard Helvetica, so the sizes below
are the sizes on paper: body text 10 pt, table text 9 pt, headings 12 to 16 pt; no
text is smaller than 9 pt.

Page 1 carries the header (pack title and author, trainee, date and time, pack id,
seed, time taken), the skills table (score, pass mark, pass or fail) and the start of
the question table (number, kind, the trainee's answer, the right answer, right or
wrong, time). The question table runs on over as many pages as it needs, its column
heads repeated; the overall result and the signature lines end the sheet.

The standard fonts cover Western European text (Windows-1252); any other character
is printed as ``?``.

>>> from datetime import UTC, datetime
>>> from dealer_trainer.store.exams import ExamSettings, ExamAttempt, score_exam
>>> from dealer_trainer.store.report import exam_report
>>> exam = ExamSettings("school:l1", "Level 1", 600, {"pot": 95}, 80)
>>> attempt = ExamAttempt("a1", "Ana", exam, datetime(2026, 3, 2, 9, tzinfo=UTC), 600000,
...                       datetime(2026, 3, 2, 9, 7, 30, tzinfo=UTC))
>>> pdf = sheet_pdf(exam_report(score_exam(attempt, []), tz=UTC), paper="a4")
>>> pdf[:8], pdf.rstrip().endswith(b"%%EOF")
(b'%PDF-1.4', True)
"""

from __future__ import annotations

import locale
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from .report import ExamReport

__all__ = [
    "BODY_PT",
    "PAPERS",
    "SMALLEST_PT",
    "Paper",
    "default_paper",
    "paper_for_locale",
    "sheet_pdf",
    "write_sheet",
]


@dataclass(frozen=True, slots=True)
class Paper:
    """A sheet of paper: its name and size in points (portrait)."""

    id: str
    title: str
    width: float
    height: float


PAPERS: Final = {
    "a4": Paper("a4", "A4", 595.28, 841.89),
    "letter": Paper("letter", "US Letter", 612.0, 792.0),
}
"""The papers the sheet is laid out for, by id."""

LETTER_TERRITORIES: Final = frozenset({"US", "CA", "MX", "PR", "PH", "CL", "CO", "VE", "GT",
                                       "CR", "PA", "DO", "SV", "NI", "BZ"})  # fmt: skip
"""Where US Letter is the usual paper (the rest of the world uses A4)."""

TITLE_PT: Final = 16.0
HEADING_PT: Final = 12.0
BODY_PT: Final = 10.0
TABLE_PT: Final = 9.0
SMALLEST_PT: Final = TABLE_PT
"""No text on the sheet is smaller than this, at print size."""
MARGIN: Final = 42.0
"""About 15 mm on every side."""


def paper_for_locale(name: str | None) -> str:
    """``letter`` for a locale of a Letter country (``en_US``, ``es_MX``), else ``a4``.

    >>> paper_for_locale("en_US.UTF-8"), paper_for_locale("fr_CA"), paper_for_locale("de_DE")
    ('letter', 'letter', 'a4')
    >>> paper_for_locale(None), paper_for_locale("C")
    ('a4', 'a4')
    """
    if not name:
        return "a4"
    territory = name.split(".")[0].split("@")[0].partition("_")[2].upper()
    return "letter" if territory in LETTER_TERRITORIES else "a4"


def default_paper() -> str:
    """This computer's usual paper, from its locale (``LC_PAPER``, then ``LC_ALL``, ``LANG``)."""
    import os

    for var in ("LC_PAPER", "LC_ALL", "LANG"):
        if os.environ.get(var):
            return paper_for_locale(os.environ[var])
    return paper_for_locale(locale.getlocale()[0])


# ---------------------------------------------------------------- text metrics

# Advance widths of Helvetica and Helvetica-Bold, characters 32 to 126, in 1/1000 em
# (Adobe's Font Metrics for the standard Type 1 fonts).
_REGULAR: Final = (
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722,
    722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
    556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
    500, 334, 260, 334, 584,
)  # fmt: skip
_BOLD: Final = (
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722,
    722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
    611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
    500, 389, 280, 389, 584,
)  # fmt: skip
_WIDE: Final = 1000
"""Width assumed for a character outside ASCII: never narrower than it prints."""


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """Width of ``text`` in points at ``size`` points."""
    table = _BOLD if bold else _REGULAR
    units = sum(table[ord(c) - 32] if 32 <= ord(c) < 127 else _WIDE for c in text)
    return units * size / 1000


def _fit_word(word: str, width: float, size: float, bold: bool) -> list[str]:
    """A word too wide for the column, cut into pieces that fit."""
    pieces, current = [], ""
    for ch in word:
        if current and text_width(current + ch, size, bold=bold) > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    return [*pieces, current] if current else pieces


def wrap(text: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` points (at least one line).

    >>> wrap("main pot: 1,250 for p2, p3; side pot 1: 600 for p2", 90, 9)
    ['main pot: 1,250 for', 'p2, p3; side pot 1: 600', 'for p2']
    """
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        current = ""
        for word in paragraph.split():
            trial = f"{current} {word}" if current else word
            if text_width(trial, size, bold=bold) <= width:
                current = trial
                continue
            if current:
                lines.append(current)
            pieces = _fit_word(word, width, size, bold)
            current = pieces.pop()
            lines += pieces
        lines.append(current)
    return lines


# ---------------------------------------------------------------- the page


def _pdf_text(text: str) -> bytes:
    raw = text.encode("cp1252", errors="replace")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


@dataclass
class _Page:
    ops: list[bytes] = field(default_factory=list)

    def text(self, x: float, y: float, text: str, size: float, *, bold: bool = False) -> None:
        font = b"F2" if bold else b"F1"
        self.ops.append(
            b"BT /%s %.1f Tf 1 0 0 1 %.2f %.2f Tm (%s) Tj ET" % (font, size, x, y, _pdf_text(text))
        )

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.6) -> None:
        self.ops.append(b"%.2f w %.2f %.2f m %.2f %.2f l S" % (width, x1, y1, x2, y2))

    def shade(self, x: float, y: float, w: float, h: float) -> None:
        self.ops.append(b"q 0.9 g %.2f %.2f %.2f %.2f re f Q" % (x, y, w, h))


@dataclass(frozen=True, slots=True)
class _Column:
    head: str
    share: float
    """Part of the table's width."""


_SKILL_COLUMNS: Final = (
    _Column("Skill", 0.40),
    _Column("Right", 0.14),
    _Column("Score", 0.14),
    _Column("Pass mark", 0.16),
    _Column("Result", 0.16),
)
_DUTY_COLUMNS: Final = (
    _Column("Duty", 0.40),
    _Column("Right", 0.14),
    _Column("Score", 0.14),
    _Column("Pass mark", 0.16),
    _Column("Result", 0.16),
)
_QUESTION_COLUMNS: Final = (
    _Column("#", 0.05),
    _Column("Kind", 0.19),
    _Column("Trainee's answer", 0.26),
    _Column("Right answer", 0.28),
    _Column("Result", 0.12),
    _Column("Time", 0.10),
)


class _Layout:
    """Pages filled top to bottom; a new page when the next block does not fit."""

    def __init__(self, paper: Paper, footer: str) -> None:
        self.paper = paper
        self.footer = footer
        self.pages: list[_Page] = []
        self.left = MARGIN
        self.width = paper.width - 2 * MARGIN
        self.bottom = MARGIN + 2 * TABLE_PT
        self.y = 0.0
        self.new_page()

    @property
    def page(self) -> _Page:
        return self.pages[-1]

    def new_page(self) -> None:
        self.pages.append(_Page())
        self.y = self.paper.height - MARGIN

    def room(self, height: float) -> bool:
        return self.y - height >= self.bottom

    def need(self, height: float) -> bool:
        """Start a new page unless ``height`` points fit; True when a page was started."""
        if self.room(height):
            return False
        self.new_page()
        return True

    def para(self, text: str, size: float, *, bold: bool = False, gap: float = 0.0) -> None:
        lines = wrap(text, self.width, size, bold=bold)
        lead = size * 1.3
        self.need(lead * len(lines) + gap)
        for line in lines:
            self.y -= lead
            self.page.text(self.left, self.y + size * 0.25, line, size, bold=bold)
        self.y -= gap

    def pairs(self, rows: Sequence[tuple[str, str]], size: float) -> None:
        label_w = max(text_width(k, size, bold=True) for k, _ in rows) + 12
        lead = size * 1.35
        for key, value in rows:
            lines = wrap(value, self.width - label_w, size)
            self.need(lead * len(lines))
            self.y -= lead
            self.page.text(self.left, self.y + size * 0.25, key, size, bold=True)
            for k, line in enumerate(lines):
                if k:
                    self.y -= lead
                self.page.text(self.left + label_w, self.y + size * 0.25, line, size)

    def table(
        self,
        columns: Sequence[_Column],
        rows: Sequence[Sequence[str]],
        *,
        bold_last_row: bool = False,
    ) -> None:
        size = TABLE_PT
        lead = size * 1.25
        pad = 3.0
        widths = [c.share * self.width for c in columns]

        def cells(row: Sequence[str], bold: bool) -> list[list[str]]:
            return [
                wrap(text, w - 2 * pad, size, bold=bold)
                for text, w in zip(row, widths, strict=True)
            ]

        def draw(row: Sequence[str], bold: bool, shaded: bool) -> None:
            wrapped = cells(row, bold)
            height = lead * max(len(c) for c in wrapped) + 2 * pad
            top = self.y
            if shaded:
                self.page.shade(self.left, top - height, self.width, height)
            x = self.left
            for lines, w in zip(wrapped, widths, strict=True):
                for k, line in enumerate(lines):
                    base = top - pad - lead * (k + 1) + size * 0.3
                    self.page.text(x + pad, base, line, size, bold=bold)
                x += w
            self.y = top - height
            self.page.line(self.left, self.y, self.left + self.width, self.y, 0.4)

        def head() -> None:
            self.page.line(self.left, self.y, self.left + self.width, self.y, 0.8)
            draw([c.head for c in columns], True, True)

        def height_of(row: Sequence[str], bold: bool) -> float:
            return lead * max(len(c) for c in cells(row, bold)) + 2 * pad

        head_h = height_of([c.head for c in columns], True)
        self.need(head_h + (height_of(rows[0], False) if rows else 0))
        head()
        for n, row in enumerate(rows):
            bold = bold_last_row and n == len(rows) - 1
            if self.need(height_of(row, bold)):
                head()
            draw(row, bold, False)

    def finish(self) -> list[_Page]:
        count = len(self.pages)
        for n, page in enumerate(self.pages, start=1):
            text = f"{self.footer}    Page {n} of {count}"
            page.line(MARGIN, MARGIN + TABLE_PT * 1.6, self.paper.width - MARGIN,
                      MARGIN + TABLE_PT * 1.6, 0.4)  # fmt: skip
            page.text(MARGIN, MARGIN, text, TABLE_PT)
        return self.pages


def _lay_out(report: ExamReport, paper: Paper) -> list[_Page]:
    footer = f"{report.pack_id or report.title} - attempt " + dict(report.details).get(
        "Attempt", ""
    )
    sheet = _Layout(paper, footer)
    title = report.title.removesuffix(": exam result")
    sheet.para(title, TITLE_PT, bold=True)
    sub = "Exam result sheet" + (f" - {report.author}" if report.author else "")
    sheet.para(sub, BODY_PT, gap=6)
    sheet.pairs(report.header or report.details, BODY_PT)
    sheet.y -= 6
    sheet.para(f"Result: {report.verdict}", HEADING_PT + 2, bold=True, gap=4)
    sheet.para("Skills", HEADING_PT, bold=True, gap=2)
    sheet.table(
        _SKILL_COLUMNS,
        [(s.title, s.score, s.percent, s.pass_mark, s.verdict) for s in report.skills],
        bold_last_row=True,
    )
    sheet.y -= 8
    for deal in report.deals:  # issue 19: a section per deal-a-hand session
        sheet.para(f"{deal.title}: {deal.verdict}", HEADING_PT, bold=True, gap=2)
        sheet.table(
            _DUTY_COLUMNS,
            [(d.title, d.score, d.percent, d.pass_mark, d.verdict) for d in deal.duties],
            bold_last_row=True,
        )
        sheet.para(deal.pace, BODY_PT, gap=2)
        for reason in deal.failed:
            sheet.para(f"Not reached: {reason}", BODY_PT)
        sheet.y -= 8
    sheet.para(f"Every question ({len(report.review)})", HEADING_PT, bold=True, gap=2)
    if report.review:
        sheet.table(
            _QUESTION_COLUMNS,
            [
                (r.number, r.kind, r.answer, r.expected or "-", r.verdict, r.time)
                for r in report.review
            ],
        )
    else:
        sheet.para("No question was asked.", BODY_PT)
    sheet.y -= 8
    closing = 4 * HEADING_PT + 4 * 30
    sheet.need(closing)
    sheet.para("Overall result", HEADING_PT, bold=True, gap=2)
    sheet.para(report.overall or f"{report.verdict}.", BODY_PT, gap=4)
    sheet.para(report.footer, BODY_PT, gap=10)
    for who in ("Trainee", "Examiner"):
        sheet.y -= 28
        x = sheet.left
        sheet.page.line(x, sheet.y, x + sheet.width * 0.55, sheet.y)
        sheet.page.line(x + sheet.width * 0.65, sheet.y, x + sheet.width, sheet.y)
        sheet.y -= BODY_PT * 1.3
        sheet.page.text(x, sheet.y, f"{who}'s signature", BODY_PT)
        sheet.page.text(x + sheet.width * 0.65, sheet.y, "Date", BODY_PT)
    return sheet.finish()


# ---------------------------------------------------------------- the file


def _document(pages: list[_Page], paper: Paper, title: str) -> bytes:
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below
    tree = add(b"")
    regular = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "
                  b"/Encoding /WinAnsiEncoding >>")  # fmt: skip
    bold = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold "
               b"/Encoding /WinAnsiEncoding >>")  # fmt: skip
    kids = []
    for page in pages:
        stream = zlib.compress(b"\n".join(page.ops))
        content = add(
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(stream), stream)
        )
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
                b"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> >>"
                % (tree, paper.width, paper.height, content, regular, bold)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % tree
    objects[tree - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    info = add(b"<< /Title (%s) /Creator (Dealer Trainer) >>" % _pdf_text(title))
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        info,
        xref,
    )
    return bytes(out)


def sheet_pdf(report: ExamReport, *, paper: str = "a4") -> bytes:
    """The exam sheet of ``report`` as PDF bytes on ``paper`` (``a4`` or ``letter``)."""
    try:
        chosen = PAPERS[paper.lower()]
    except KeyError:
        raise ValueError(
            f"paper {paper!r}: the sheet is laid out for {' or '.join(PAPERS)}"
        ) from None
    return _document(_lay_out(report, chosen), chosen, report.title)


def write_sheet(report: ExamReport, path: str | Path, *, paper: str = "a4") -> None:
    """Write the exam sheet to ``path`` atomically (``OSError`` if it cannot)."""
    from .files import atomic_write_bytes

    atomic_write_bytes(Path(path), sheet_pdf(report, paper=paper))
