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
    Kind,
    coverage_table,
    kind_id,
    paragraph_kinds,
    variant_id,
)
from dealer_trainer.quiz.mistakes import MISTAKES, numeric_kinds_without_three_mistakes
from dealer_trainer.quiz.speed import TARGETS, rate, target_ms

REPO = Path(__file__).resolve().parents[2]


def test_seventeen_kinds_numbered_as_in_the_issue() -> None:
    # 1-17 the quiz's specification (issue 5); 18-25 procedures (issue 19); 26 the draw stub
    # (issue 18)
    assert [k.number for k in KINDS.values()] == list(range(1, 27))
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
    table = paragraph_kinds()
    # Every published paragraph has a row (an empty table must not pass), and each row names
    # at least one real kind that lists the paragraph among those it exercises.
    assert len(PARAGRAPHS) > 0 and set(table) == set(PARAGRAPHS)
    for pid, kinds in table.items():
        assert kinds, f"paragraph {pid} is exercised by no question kind"
        for kind in kinds:
            assert pid in KINDS[kind].paragraphs, (pid, kind)


def test_the_coverage_document_lists_every_paragraph() -> None:
    """docs/coverage.md is measured (tests/quiz/test_coverage.py); every paragraph has a row,
    and the declared table still names a kind for each."""
    doc = (REPO / "docs" / "coverage.md").read_text(encoding="utf-8")
    for pid in PARAGRAPHS:
        assert f"| {pid} |" in doc
    assert "| T2-05 | 1.3(a) |" in coverage_table()


def test_mistakes_table() -> None:
    assert numeric_kinds_without_three_mistakes() == []
    assert len(MISTAKES) >= 3 * 5  # at least three named mistakes for several numeric kinds
    for m in MISTAKES.values():
        assert m.name and m.hint and m.kinds
        assert set(m.kinds) <= set(KINDS)


def test_speed_targets() -> None:
    assert set(TARGETS) == set(KINDS)
    # The targets as published in TARGETS (12 s for side pots plus 3 s a pot; 4 s to call plus
    # 0.5 s an action), written out so a changed table or formula fails here.
    assert target_ms("side_pots", 3) == 21_000
    assert target_ms("side_pots", -1) == 12_000  # a negative count adds nothing
    target = target_ms("to_call", 2)
    assert target == 5_000
    assert rate(3_000, target).value == "fast"  # 60% of the target is still fast
    assert rate(3_001, target).value == "on_time"
    assert rate(target, target).value == "on_time"
    assert rate(target + 1, target).value == "slow"


def test_kind_enum_is_the_published_list_with_the_same_values() -> None:
    assert [k.value for k in Kind] == list(KINDS)
    assert Kind.SIDE_POTS == "side_pots" and KINDS[Kind.SIDE_POTS].number == 7
    assert Kind.of("7") is Kind.SIDE_POTS and Kind.of(" Rake ") is Kind.RAKE
    assert set(GENERATED_KINDS) <= set(Kind)
    with pytest.raises(IdError, match="unknown question kind 'pots'; known kinds: 1 pot_count"):
        Kind.of("pots")
