"""[[deal]] tables in a pack (issue 19): deal-a-hand sessions with pass marks on accuracy
and pace, checked by ``pack check`` with line numbers."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from dealer_trainer.cli import main
from dealer_trainer.quiz.deal import DealSettings, deal, plan
from dealer_trainer.quiz.deal_pack import DealSection
from dealer_trainer.quiz.history import MemoryHistory
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.packs import PackError, check_text, loads_pack

HEAD = """[pack]
id = "shift-1"
title = "First shift"
author = "Dana Lee"
"""

GOOD = (
    HEAD
    + """
[[deal]]
id = "holdem"
variant = "NT"
hands = 12
players = 6
seed = 7
irregularities = 10
context = "cash"
accuracy = 90
pace = 30
duties = { pot = 100, blinds = 90 }

[[deal]]
id = "stud-level"
variant = "F7S"
context = "tournament"
accuracy = 80
"""
)


def test_a_pack_holds_deal_sessions_with_their_pass_marks() -> None:
    pack = loads_pack(GOOD)
    first, second = pack.deals
    assert isinstance(first, DealSection) and first.id == "holdem"
    assert first.settings == DealSettings(
        variant="NT", players=6, hands=12, seed=7, irregularity_rate=10, cash=True
    )
    assert (first.accuracy, first.pace, dict(first.duties)) == (90, 30, {"pot": 100, "blinds": 90})
    assert second.settings.cash is False and second.settings.variant == "F7S"
    assert second.settings.hands == 10 and second.pace is None


def _session(section: DealSection, seconds: int, wrong_pots: int) -> tuple[bool, tuple[str, ...]]:
    missed = [0]

    def answer(duty: str, q: Question) -> tuple[list[str], int]:
        lines = list(q.answer_lines())
        if duty == "pot" and missed[0] < wrong_pots:
            missed[0] += 1
            lines = [str(int(lines[0].replace(",", "")) + 1)]
        return lines, seconds * 1000

    return section.judge(deal(section.settings, answer))


def test_the_marks_judge_a_session_on_accuracy_pace_and_each_duty() -> None:
    section = loads_pack(GOOD).deals[0]
    assert _session(section, 5, 0) == (True, ())
    # a pot miscounted: the pot duty needs 100%
    passed, why = _session(section, 5, 1)
    assert not passed and len(why) == 1 and why[0].startswith("Count the pot: ")
    # slow: 60 s a duty leaves far fewer than 30 hands an hour
    report = deal(section.settings, lambda d, q: (list(q.answer_lines()), 60_000))
    pace = report.pace()
    assert pace is not None and pace < 30
    passed, why = section.judge(report)
    assert not passed and why == (f"pace: {pace} hands an hour, needs 30",)


@pytest.mark.parametrize(
    ("table", "line", "message"),
    [
        ('id = "x"\nvariant = "ZZ"\naccuracy = 80', 8, "variant 'ZZ' is not known"),
        ('id = "x"\nirregularities = 15\naccuracy = 80', 8, "irregularities must be 0, 10 or 25"),
        ('id = "x"\nhands = 500\naccuracy = 80', 8, "hands must be a whole number from 1 to 200"),
        ('id = "x"\ncontext = "home game"\naccuracy = 80', 8, 'context must be "cash"'),
        ('id = "x"\naccuracy = 80\nduties = { chatting = 50 }', 9, "'chatting' is not a duty"),
        ('id = "x"\nspeed = 3\naccuracy = 80', 8, "unknown key 'speed'"),
        ('id = "x"\nvariant = "NT"', 6, "sets no pass mark"),
        ('variant = "NT"\naccuracy = 80', 6, "[[deal]] #1 needs id"),
    ],
)
def test_pack_check_names_each_problem_with_its_line(table: str, line: int, message: str) -> None:
    text = HEAD + "\n[[deal]]\n" + table + "\n"
    problems = check_text(text)
    assert problems, text
    assert any(p.line == line and message in p.message for p in problems), [
        str(p) for p in problems
    ]
    with pytest.raises(PackError):
        loads_pack(text)


def test_a_deal_id_may_not_repeat_another_section_id() -> None:
    text = GOOD.replace('id = "stud-level"', 'id = "holdem"')
    problems = check_text(text)
    assert [p.line for p in problems if "used twice" in p.message] == [19]


def test_pack_check_on_the_command_line(tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_text(GOOD, encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(HEAD + '\n[[deal]]\nid = "x"\nirregularities = 15\naccuracy = 80\n')
    out = io.StringIO()
    assert main(["pack", "check", str(good)], out=out) == 0
    assert "2 deal-a-hand sessions" in out.getvalue()
    out = io.StringIO()
    assert main(["pack", "check", str(bad)], out=out) != 0
    assert f"{bad}:8: [[deal]] #1 irregularities must be 0, 10 or 25, not 15" in out.getvalue()


class _Clock:
    """Two seconds pass each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 2.0
        return self.now


DEAL_PACK = (
    HEAD
    + """
[pass_marks]
overall = 50

[[generate]]
id = "g"
seed = 4
count = 1
kinds = ["to_call"]

[[deal]]
id = "level"
variant = "NT"
hands = 4
players = 5
seed = 3
irregularities = 25
context = "tournament"
accuracy = 100
duties = { forced_bets = 100 }
"""
)


def _run_pack(tmp_path: Path, lines: list[str]) -> tuple[str, MemoryHistory]:
    from dealer_trainer.quiz.drill import parse, run_command

    pack = tmp_path / "deal.toml"
    pack.write_text(DEAL_PACK, encoding="utf-8")
    history = MemoryHistory()
    out = io.StringIO()
    code = run_command(
        parse(["quiz", "--pack", str(pack), "--trainee", "ana"]),
        stdin=io.StringIO("\n".join(["1", *lines]) + "\n"),
        out=out,
        err=out,
        history=history,
        clock=_Clock(),
    )
    assert code == 0
    return out.getvalue(), history


def test_quiz_pack_deals_its_sessions_judges_and_records_them(tmp_path: Path) -> None:
    section = loads_pack(DEAL_PACK).deals[0]
    steps, _ = plan(section.settings)
    keyed = ["; ".join(s.question.answer_lines()) for s in steps]
    text, history = _run_pack(tmp_path, keyed)
    assert "Deal session 'level': passed." in text
    dealt = [r for r in history.answers("ana") if r.exam_id and r.exam_id.endswith("/deal:level")]
    assert len(dealt) == len(steps) and all(r.correct for r in dealt)
    # the session's duties stay out of the pack's question score
    assert [r for r in history.answers("ana") if r.exam_id and "/deal:" not in r.exam_id]
    # the big-blind ante answered wrong once: the session fails on its duty mark, named
    k = next(i for i, s in enumerate(steps) if s.duty == "forced_bets")
    ante, pot = (int(x.replace(",", "")) for x in steps[k].question.answer_lines())
    wrong = [*keyed[:k], f"0; {pot - ante}", *keyed[k + 1 :]]
    text, history = _run_pack(tmp_path, wrong)
    assert "Deal session 'level': not passed." in text
    assert "Big-blind ante: " in text and "needs 100%" in text
    missed = [r for r in history.answers("ana") if r.exam_id and "/deal:" in r.exam_id]
    assert [r.mistake for r in missed if not r.correct] == ["left_out_the_big_blind_ante"]
