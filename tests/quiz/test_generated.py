"""Every generated kind, 200 questions over ten seeds: graded, diagnosed and explained.

For each question: the engine's answer grades correct (as parts and as typed
lines), every recognised wrong answer grades wrong *with its mistake's name*, every
step of the explanation adds up and shows its result, and the answer's amounts
are the results the explanation reaches.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.options import STANDARD, get_profile
from dealer_trainer.engine.replay import replay
from dealer_trainer.engine.showdown import settle
from dealer_trainer.quiz.generator import GENERATED_KINDS
from dealer_trainer.quiz.grading import grade, grade_text, parse_response
from dealer_trainer.quiz.ids import KINDS, PARAGRAPHS, SKILLS, VARIANTS
from dealer_trainer.quiz.kinds_procedures import PROCEDURE_KINDS
from dealer_trainer.quiz.mistakes import MISTAKES, NUMERIC_KINDS
from dealer_trainer.quiz.model import FormKind, Part, Question, money

ACTOR_KINDS = frozenset(GENERATED_KINDS) - {"pot_count", "side_pots", "showdown", "rake"}
"""Kinds asked about the player to act: the prompt names him."""

CORPUS_ID = re.compile(r"^(A\.\d+[a-z]?(-\d+)?|[A-Z]{2,3}-\d{2}[A-Z]?|P\.\d+)$")
"""Corpus sections and examples; ``P.4``: a topic of procedures.md (procedure kinds)."""


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_two_hundred_questions_per_kind(batches: dict[str, list[Question]], kind: str) -> None:
    questions = batches[kind]
    assert len(questions) >= 200
    assert len({q.id for q in questions}) == len(questions)
    info = KINDS[kind]
    for q in questions:
        assert q.kind == kind and q.skill == info.skill and q.skill in SKILLS
        assert q.variant in VARIANTS and q.structure in info.structures
        assert 1 <= q.difficulty <= 5
        assert q.target_ms > 0
        assert q.prompt and q.rule
        assert len(q.answer) == len(q.form.labels)


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_the_engines_answer_grades_correct_and_a_chip_off_grades_wrong(
    batches: dict[str, list[Question]], kind: str
) -> None:
    for q in batches[kind]:
        result = grade(q, q.answer, millis=1000)
        assert result.correct and result.mistake is None, q.prompt
        assert all(p.correct for p in result.parts)
        assert parse_response(q, q.answer_lines()) == q.answer, q.answer_lines()
        assert grade_text(q, q.answer_lines()).correct
        # The grader must compare, not approve: the key with one amount a chip off grades wrong.
        off = _one_chip_off(q.answer)
        if off is not None:
            wrong = grade(q, off, millis=1000)
            assert not wrong.correct, (q.prompt, off)
            assert not all(p.correct for p in wrong.parts)


def _one_chip_off(answer: tuple[Part, ...]) -> tuple[Part, ...] | None:
    """The answer with its first amount one chip higher, or None when it has no amount."""
    for i, part in enumerate(answer):
        if part.amount is not None:
            changed = dataclasses.replace(part, amount=part.amount + 1)
            return (*answer[:i], changed, *answer[i + 1 :])
        if part.shares:
            (player, chips), *rest = part.shares
            changed = dataclasses.replace(part, shares=((player, chips + 1), *rest))
            return (*answer[:i], changed, *answer[i + 1 :])
    return None


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_each_diagnosed_mistake_grades_wrong_with_its_name(
    batches: dict[str, list[Question]], kind: str
) -> None:
    for q in batches[kind]:
        for trap in q.traps:
            assert kind in MISTAKES[trap.mistake].kinds
            result = grade(q, trap.answer)
            assert not result.correct
            assert result.mistake is not None and result.mistake.id == trap.mistake
            typed = grade_text(q, [p.text() for p in trap.answer])
            assert typed.mistake is not None and typed.mistake.id == trap.mistake


@pytest.mark.parametrize("kind", [k for k in GENERATED_KINDS if k in NUMERIC_KINDS])
def test_numeric_kinds_recognise_three_mistakes(
    batches: dict[str, list[Question]], kind: str
) -> None:
    seen = {t.mistake for q in batches[kind] for t in q.traps}
    assert len(seen - {"other_venue_rule"}) >= 3, seen


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_the_explanation_adds_up_to_the_answer(
    batches: dict[str, list[Question]], kind: str
) -> None:
    for q in batches[kind]:
        assert q.working
        for step in q.working:
            assert step.adds_up(), (step, q.prompt)
            if step.terms:
                assert step.result is not None and money(step.result) in step.text, step
        results = [s.result for s in q.working if s.result is not None]
        for part in q.answer:
            if part.amount is not None:
                assert part.amount in results, (part, q.explanation())
            if part.shares:
                total = sum(a for _, a in part.shares)
                assert any(s.result == total and s.terms for s in q.working), q.explanation()
        if q.form.kind is FormKind.AMOUNT:
            assert results[-1] == q.answer[0].amount


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_tags_name_known_rules(batches: dict[str, list[Question]], kind: str) -> None:
    for q in batches[kind]:
        assert q.tags
        for tag in q.tags:
            assert tag in PARAGRAPHS or CORPUS_ID.match(tag), tag
        # the source texts do not cover procedures (the stub running out is one: P.3)
        if kind not in PROCEDURE_KINDS and kind != "draw_stub":
            assert any(t in PARAGRAPHS for t in q.tags)


@pytest.mark.parametrize(
    "kind", [k for k in GENERATED_KINDS if k != "chip_count" and k not in PROCEDURE_KINDS]
)
def test_the_situation_replays_and_writes_as_phh(
    batches: dict[str, list[Question]], kind: str
) -> None:
    for q in batches[kind][::10]:
        assert q.situation is not None
        hand = q.situation.hand()
        assert tuple(hand.log) == q.situation.actions
        again = replay(phh.loads(q.situation.to_phh()), q.situation.setup.profile)
        assert again.pot_total() == hand.pot_total()
        assert again.actor == hand.actor
        assert again.stacks == hand.stacks
        seat = q.situation.seat
        if seat is not None and kind in ACTOR_KINDS:
            assert f"p{seat + 1}" in q.prompt


def test_chip_count_questions_carry_a_pile(batches: dict[str, list[Question]]) -> None:
    for q in batches["chip_count"]:
        assert q.pile is not None and q.situation is None
        assert sum(v * c for v, c in q.pile.counts) == q.answer[0].amount
        assert len(q.pile.counts) >= 2 or sum(c for _, c in q.pile.counts) >= 2


def test_an_exported_rake_hand_settles_with_the_house_take_asked(
    batches: dict[str, list[Question]],
) -> None:
    # the file alone must say what the house takes: its _profile and its _house field
    for q in batches["rake"][::5]:
        assert q.situation is not None
        history = phh.loads(q.situation.to_phh())
        profile = get_profile(history.profile) if history.profile else STANDARD
        hand = replay(history, profile)
        assert hand.profile == q.situation.setup.profile
        settled = settle(hand)
        assert q.answer[0].amount == settled.rake + settled.jackpot
