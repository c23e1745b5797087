"""The exam sheet as printed: sizes on paper, what page 1 holds, both papers, both paths.

The sizes are read back from the PDF's text runs (font size x text matrix x CTM), the
way a printer sees them, not from the writer's own numbers.
"""

from __future__ import annotations

import io
from datetime import UTC, timedelta
from pathlib import Path

import pypdf
import pytest

from dealer_trainer.cli import main
from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import ExamQuestion, ExamSettings, score_exam
from dealer_trainer.store.report import exam_report
from dealer_trainer.store.sheet import (
    MARGIN,
    PAPERS,
    default_paper,
    sheet_pdf,
    text_width,
    wrap,
)
from tests.pdf_text import Run, page_sizes, runs

from .helpers import T0, answer

KINDS = [("pot_count", "pot"), ("to_call", "betting"), ("side_pots", "side_pots")]
SIDE_POTS = "main pot: 1,250 for p2, p3, p4, p5; side pot 1: 600 for p2, p3"


def _exam(n: int = 40) -> ExamSettings:
    questions = tuple(
        ExamQuestion(
            f"pack:nl-cash:drill/{k}",
            KINDS[k % 3][1],
            KINDS[k % 3][0],
            SIDE_POTS if k % 3 == 2 else f"{1000 + 25 * k:,}",
        )
        for k in range(1, n + 1)
    )
    return ExamSettings(
        "nl-cash",
        "No-limit cash onboarding",
        1800,
        {"pot": 80, "side_pots": 75},
        80,
        questions=questions,
        author="Riverside Dealer School",
        seed="drill 2026; order 7",
    )


def _sit(store: Store, exam: ExamSettings, trainee: str = "Ana Souza") -> str:
    """Sit ``exam``: every fifth answer wrong, one question left unanswered."""
    attempt = store.start_exam(trainee, exam, now=T0)
    for k, q in enumerate(exam.questions[:-1], start=1):
        store.record(
            answer(
                trainee,
                k,
                question_id=q.question_id,
                kind=q.kind,
                skill=q.skill,
                given=q.answer if k % 5 else "999",
                correct=bool(k % 5),
                millis=3000 + 100 * k,
                at=T0 + timedelta(seconds=20 * k),
                exam_id=attempt.id,
            )
        )
    store.finish_exam(attempt.id, now=T0 + timedelta(minutes=15))
    return attempt.id


def _check_sheet(path: Path, paper: str, exam: ExamSettings) -> list[Run]:
    """What every printed sheet must be; returns its runs for more checks."""
    size = PAPERS[paper]
    assert {(round(w), round(h)) for w, h in page_sizes(path)} == {
        (round(size.width), round(size.height))
    }
    found = runs(path)
    sizes = [r.size for r in found]
    assert min(sizes) >= 9.0, [r for r in found if r.size < 9]  # body >= 9 pt, nothing < 6
    title = found[0]
    assert title.page == 1 and title.text == exam.title and title.size >= 14
    body = next(r for r in found if r.text == "Trainee")
    assert 9 <= body.size < title.size
    first = [r.text for r in found if r.page == 1]
    for label in ("Trainee", "Date and time", "Pack", "Seed", "Time taken", "Attempt"):
        assert label in first, f"{label} is not in the page-1 header"
    assert f"{exam.title} ({exam.pack_id})" in first and exam.seed in first
    # the whole skill table is on page 1: its heads, a row per skill and the overall row
    for cell in ("Skill", "Pass mark", "Calls and raises", "Counting the pot", "Overall"):
        assert cell in first, f"{cell} is not on page 1"
    # one row per question: its number, the right answer, right or wrong
    column = [r for r in found if r.text.isdigit() and 1 <= int(r.text) <= 40]
    assert sorted({int(r.text) for r in column}) == list(range(1, 41))
    text = " ".join(r.text for r in found)
    assert "Trainee's answer" in text and "Right answer" in text
    assert "main pot: 1,250 for p2, p3, p4," in text  # a keyed answer, wrapped in its cell
    assert text.count("not answered") == 1
    last = max(r.page for r in found)
    ends = [r.text for r in found if r.page == last]
    assert "Trainee's signature" in ends and "Examiner's signature" in ends
    # 39 answered, every fifth wrong (7), one unanswered: 32 right, 80% overall; the pot
    # 11/13 (84.6%) against 80%, side pots 10/13 (76.9%) against 75%
    assert "PASSED: 32 of 40 right (80%); pass mark 80% overall and every skill's mark." in ends
    assert {"11/13", "84.6%", "10/13", "76.9%", "32/40"} <= set(first)
    # nothing runs past the right margin
    for r in found:
        assert r.y >= MARGIN - 1
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_40_question_sheet_prints_at_a_readable_size(paper: str, tmp_path: Path) -> None:
    exam = _exam()
    with Store.in_memory() as store:
        attempt_id = _sit(store, exam)
        attempt = store.exam_attempt(attempt_id)
        result = score_exam(attempt, store.all_answers(exam_id=attempt_id))
    path = tmp_path / f"sheet-{paper}.pdf"
    path.write_bytes(sheet_pdf(exam_report(result, tz=UTC), paper=paper))
    found = _check_sheet(path, paper, exam)
    assert found[0].y > PAPERS[paper].height - MARGIN - 20  # the title at the top


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_results_export_pdf_writes_the_same_sheet(
    paper: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    exam = _exam()
    with Store.open(data) as store:
        attempt_id = _sit(store, exam)
    listed = io.StringIO()
    assert main(["results", "list", "--trainee", "Ana Souza", "--format", "json",
                 "--data-dir", str(data)], out=listed) == 0  # fmt: skip
    assert f'"attempt_id": "{attempt_id}"' in listed.getvalue()
    out = tmp_path / "from-cli.pdf"
    argv = ["results", "export", "--format", "pdf", "--attempt", attempt_id, "-o", str(out),
            "--paper", paper, "--data-dir", str(data)]  # fmt: skip
    assert main(argv, out=io.StringIO()) == 0
    _check_sheet(out, paper, exam)


def test_results_export_pdf_takes_its_paper_from_the_locale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    with Store.open(data) as store:
        attempt_id = _sit(store, _exam(3))
    for locale, paper in (("en_US.UTF-8", "letter"), ("de_DE.UTF-8", "a4")):
        monkeypatch.setenv("LC_PAPER", locale)
        assert default_paper() == paper
        out = tmp_path / f"{paper}.pdf"
        argv = ["results", "export", "--format", "pdf", "--attempt", attempt_id, "-o",
                str(out), "--data-dir", str(data)]  # fmt: skip
        assert main(argv, out=io.StringIO()) == 0
        (width, _height), *_ = page_sizes(out)
        assert round(width) == round(PAPERS[paper].width)


def test_results_export_pdf_says_what_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = str(tmp_path / "data")
    assert main(["results", "export", "--format", "pdf", "--attempt", "x", "--data-dir", data],
                out=io.StringIO()) == 2  # fmt: skip
    assert "--format pdf writes a file: give -o FILE" in capsys.readouterr().err
    argv = ["results", "export", "--format", "pdf", "--attempt", "nope", "-o",
            str(tmp_path / "x.pdf"), "--data-dir", data]  # fmt: skip
    assert main(argv, out=io.StringIO()) == 2
    assert "no exam attempt 'nope' here" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_text_is_wrapped_inside_its_column() -> None:
    lines = wrap("p4 receives 1,075, p6 receives 1,050; " + "x" * 80, 100, 9)
    assert len(lines) > 2
    assert all(text_width(line, 9) <= 100 for line in lines)
    assert "".join(lines).replace(" ", "") == ("p4receives1,075,p6receives1,050;" + "x" * 80)


def test_a_name_outside_the_fonts_range_prints_as_question_marks(tmp_path: Path) -> None:
    exam = _exam(3)
    with Store.in_memory() as store:
        attempt_id = _sit(store, exam, trainee="Zoë 李")
        result = score_exam(store.exam_attempt(attempt_id), store.all_answers(exam_id=attempt_id))
    path = tmp_path / "s.pdf"
    path.write_bytes(sheet_pdf(exam_report(result, tz=UTC), paper="a4"))
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(path).pages)
    assert "Zoë ?" in text


def test_an_unknown_paper_is_refused_by_name() -> None:
    exam = _exam(3)
    with Store.in_memory() as store:
        attempt_id = _sit(store, exam)
        result = score_exam(store.exam_attempt(attempt_id), store.all_answers(exam_id=attempt_id))
    with pytest.raises(ValueError, match="paper 'a3': the sheet is laid out for a4 or letter"):
        sheet_pdf(exam_report(result, tz=UTC), paper="a3")
