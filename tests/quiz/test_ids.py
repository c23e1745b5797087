"""The published ids: kinds, skills, variants, rule paragraphs, mistakes, speed targets."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.engine.phh import VARIANTS as PHH_VARIANTS
from dealer_trainer.quiz.generator import GENERATED_KINDS
from dealer_trainer.quiz.ids import (
    KINDS,
    PARAGRAPHS,
    SKILLS,
    STRUCTURES,
    VARIANTS,
    IdError,
    coverage_table,
    kind_id,
    paragraph_kinds,
    variant_id,
)
from dealer_trainer.quiz.mistakes import MISTAKES, numeric_kinds_without_three_mistakes
from dealer_trainer.quiz.speed import TARGETS, rate, target_ms

REPO = Path(__file__).resolve().parents[2]


def test_seventeen_kinds_numbered_as_in_the_issue() -> None:
    assert [k.number for k in KINDS.values()] == list(range(1, 18))
    assert set(GENERATED_KINDS) == set(KINDS)
    for k in KINDS.values():
        assert k.skill in SKILLS and k.title and k.description
        assert set(k.structures) <= set(STRUCTURES)
        assert all(p in PARAGRAPHS for p in k.paragraphs)
        assert kind_id(str(k.number)) == k.id == kind_id(k.id.upper())
    with pytest.raises(IdError, match="known kinds"):
        kind_id("bluff")


def test_every_skill_is_trained_by_a_kind() -> None:
    assert {k.skill for k in KINDS.values()} == set(SKILLS)


def test_variants_are_phh_codes_with_a_structure() -> None:
    for vid, v in VARIANTS.items():
        assert v.code in PHH_VARIANTS and v.structure in STRUCTURES
        assert vid == v.code or vid == f"{v.code}@{v.structure}"
        assert variant_id(vid.lower()) == vid
    with pytest.raises(IdError):
        variant_id("holdem")


def _paragraphs(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_paragraph_list_matches_both_source_texts(shared_dir: Path) -> None:
    rules = shared_dir / "rules"
    for number, pattern in ((1, "000_*.txt"), (2, "001_*.txt")):
        (path,) = rules.glob(pattern)
        text = _paragraphs(path)
        ours = [p for p in PARAGRAPHS.values() if p.text == number]
        assert len(ours) == len(text), f"text {number}: {len(text)} paragraphs"
        for p in ours:
            assert text[p.index - 1].startswith(p.opening), (p.id, text[p.index - 1][:40])


def test_every_paragraph_is_exercised() -> None:
    assert all(paragraph_kinds().values())


def test_the_coverage_document_lists_every_paragraph() -> None:
    """docs/coverage.md is measured (tests/quiz/test_coverage.py); every paragraph has a row,
    and the declared table still names a kind for each."""
    doc = (REPO / "docs" / "coverage.md").read_text(encoding="utf-8")
    for pid in PARAGRAPHS:
        assert f"| {pid} |" in doc
    assert "| T2-05 | 1.3(a) |" in coverage_table()


def test_mistakes_table() -> None:
    assert numeric_kinds_without_three_mistakes() == []
    for m in MISTAKES.values():
        assert m.name and m.hint and m.kinds
        assert set(m.kinds) <= set(KINDS)


def test_speed_targets() -> None:
    assert set(TARGETS) == set(KINDS)
    assert target_ms("side_pots", 3) == TARGETS["side_pots"][0] + 3 * TARGETS["side_pots"][1]
    target = target_ms("to_call", 2)
    assert rate(target * 60 // 100, target).value == "fast"
    assert rate(target, target).value == "on_time"
    assert rate(target + 1, target).value == "slow"
