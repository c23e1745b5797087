"""docs/coverage.md is generated from questions, and no rule is left unexercised unexplained."""

from __future__ import annotations

from pathlib import Path

from dealer_trainer.quiz import coverage
from dealer_trainer.quiz.ids import PARAGRAPHS

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "coverage.md"


def test_the_committed_coverage_is_what_the_generator_writes(shared_dir: Path) -> None:
    corpus = (shared_dir / "rules" / "corpus.md").read_text(encoding="utf-8")
    text = coverage.render(coverage.measure(), corpus, coverage.fixed_tests(REPO))
    assert DOC.read_text(encoding="utf-8") == text, (
        "docs/coverage.md is not current: run python -m dealer_trainer.quiz.coverage"
    )


def test_every_row_is_exercised_or_says_why() -> None:
    doc = DOC.read_text(encoding="utf-8")
    assert coverage.unexercised(doc) == []
    for pid in PARAGRAPHS:
        (row,) = [line for line in doc.splitlines() if line.startswith(f"| {pid} |")]
        assert "not asked" not in row, f"{pid}: a source-text paragraph must be asked"
        assert "(" in row.rsplit("|", 2)[-2], row


def test_a_row_without_questions_is_flagged() -> None:
    measured = coverage.Measured()
    text = coverage.render(measured, "## A.99 Something new\n", {})
    assert "| A.99 | Something new | **not exercised** |" in text
    assert "A.99" in coverage.unexercised(text)
