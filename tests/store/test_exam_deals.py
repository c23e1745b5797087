"""An exam with deal-a-hand sessions (issue 19): it passes only when the questions' marks
and each session's accuracy, duty and pace marks are met; the sessions' results are kept
with the attempt, in the result file and its checksum, in ``results list`` and on the sheet.
"""

from __future__ import annotations

import dataclasses
import io
import json
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest

from dealer_trainer.cli import main
from dealer_trainer.quiz.deal import DUTIES as ALL_DUTIES
from dealer_trainer.quiz.deal import DealSettings, plan
from dealer_trainer.quiz.deal_pack import session_duties
from dealer_trainer.quiz.history import AnswerRecord
from dealer_trainer.quiz.packs import loads_pack
from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import (
    DealMarks,
    ExamAttempt,
    ExamQuestion,
    ExamSettings,
    attempt_records,
    deal_exam_id,
    exam_settings,
    score_exam,
)
from dealer_trainer.store.report import deal_summary, exam_report, verdict_lines
from dealer_trainer.store.results import (
    ResultFileError,
    ResultProblem,
    checksum_of,
    dump_result,
    parse_result,
)
from dealer_trainer.store.sheet import sheet_pdf
from tests.pdf_text import runs

from .helpers import T0, answer

HANDS = 4
SETTINGS = DealSettings(variant="NT", players=5, hands=HANDS, seed=3, cash=True)
DUTIES = session_duties(SETTINGS)
N = len(DUTIES)


def _marks(**marks: object) -> DealMarks:
    return DealMarks(
        "shift", variant="NT", players=5, hands=HANDS, seed=3, irregularities=0, cash=True,
        **marks,  # type: ignore[arg-type]
    )  # fmt: skip


def _exam(deal: DealMarks, overall: int = 50) -> ExamSettings:
    return ExamSettings(
        "school:shift",
        "First shift",
        None,
        {},
        overall,
        questions=(ExamQuestion("q1", "betting", "to_call", "600"),),
        deals=(deal,),
    )


def _attempt(exam: ExamSettings) -> ExamAttempt:
    return ExamAttempt("att-1", "Ana", exam, T0, None, T0 + timedelta(minutes=30))


def _dealt(
    attempt_id: str,
    *,
    wrong: Callable[[int, str], bool] = lambda k, duty: False,
    millis: int = 1_000,
    upto: int = N,
) -> list[AnswerRecord]:
    """The session's duties answered in order (the first ``upto``), ``millis`` in all
    spread over them; ``wrong(k, duty)`` says which are answered wrong."""
    each, rest = divmod(millis, upto)
    return [
        answer(
            "Ana",
            k,
            question_id=qid,
            kind="procedure",
            skill="procedures",
            correct=not wrong(k, duty),
            millis=each + (1 if k < rest else 0),
            at=T0 + timedelta(minutes=20, seconds=k),
            exam_id=deal_exam_id(attempt_id, "shift"),
        )
        for k, (qid, duty) in enumerate(DUTIES[:upto])
    ]


def _question(correct: bool = True) -> AnswerRecord:
    return answer("Ana", 1, question_id="q1", correct=correct, exam_id="att-1")


def _score(deal: DealMarks, records: list[AnswerRecord], question_right: bool = True):  # type: ignore[no-untyped-def]
    return score_exam(_attempt(_exam(deal)), [_question(question_right), *records])


def test_the_session_is_the_planned_one_and_every_duty_has_its_own_question_id() -> None:
    steps, _ = plan(SETTINGS)
    assert tuple((s.question.id, s.duty) for s in steps) == DUTIES
    assert len({qid for qid, _ in DUTIES}) == N
    assert N >= 2 * HANDS  # several duties a hand: enough to judge at, below and above a mark


@pytest.mark.parametrize(
    ("wrong", "passed"),
    [(0, True), (1, True), (2, False)],
    ids=["above", "at", "below"],
)
def test_the_accuracy_mark_is_met_at_exactly_the_percentage(wrong: int, passed: bool) -> None:
    # the mark is (N - 1) of N, rounded down to a whole percent so that N - 1 right meets it
    mark = (N - 1) * 100 // N
    assert (N - 2) * 100 < mark * N <= (N - 1) * 100
    result = _score(_marks(accuracy=mark), _dealt("att-1", wrong=lambda k, d: k < wrong))
    (deal,) = result.deals
    assert (deal.accuracy.right, deal.accuracy.asked) == (N - wrong, N)
    assert deal.passed is passed and result.passed is passed
    if not passed:
        assert deal.failed == (f"accuracy: {N - 2}/{N}, needs {mark}%",)


@pytest.mark.parametrize(
    ("millis", "pace", "passed"),
    [(400_000, 36, True), (480_000, 30, True), (480_001, 29, False)],
    ids=["above", "at", "below"],
)
def test_the_pace_mark_is_hands_an_hour_of_the_decision_times(
    millis: int, pace: int, passed: bool
) -> None:
    # 4 hands in 480 s of decisions is 30 hands an hour, exactly the mark
    result = _score(_marks(pace=30), _dealt("att-1", millis=millis))
    (deal,) = result.deals
    assert deal.millis == millis and deal.pace == pace
    assert deal.pace_passed is passed and deal.passed is passed and result.passed is passed
    if not passed:
        assert deal.failed == ("pace: 29 hands an hour, needs 30",)


def test_a_duty_mark_fails_the_session_on_that_duty_alone() -> None:
    pots = [k for k, (_, duty) in enumerate(DUTIES) if duty == "pot"]
    assert pots
    marks = _marks(accuracy=50, duties={"pot": 100})
    assert _score(marks, _dealt("att-1")).passed
    result = _score(marks, _dealt("att-1", wrong=lambda k, d: k == pots[0]))
    (deal,) = result.deals
    pot = next(d for d in deal.duties if d.skill == "pot")
    assert (pot.right, pot.asked, pot.pass_mark, pot.passed) == (
        len(pots) - 1,
        len(pots),
        100,
        False,
    )
    assert deal.accuracy.passed is True
    assert not deal.passed and not result.passed
    assert deal.failed == (f"Count the pot: {len(pots) - 1}/{len(pots)}, needs 100%",)


def test_the_exam_needs_both_the_questions_and_the_session() -> None:
    marks = _marks(accuracy=90, pace=30)
    good = _dealt("att-1", millis=60_000)
    both = _score(marks, good)
    assert both.overall.passed and both.deals[0].passed and both.passed
    questions_only = _score(marks, good, question_right=False)
    assert questions_only.deals[0].passed and not questions_only.passed
    session_failed = _score(marks, _dealt("att-1", wrong=lambda k, d: True, millis=60_000))
    assert session_failed.overall.passed and not session_failed.passed


def test_a_session_not_dealt_to_the_end_fails_and_its_missing_duties_count_wrong() -> None:
    result = _score(_marks(accuracy=50), _dealt("att-1", upto=N - 1))
    (deal,) = result.deals
    assert (deal.answered, deal.accuracy.right, deal.accuracy.asked) == (N - 1, N - 1, N)
    assert deal.pace is None and not deal.passed and not result.passed
    assert deal.failed[0] == f"not dealt to the end: {N - 1} of {N} duties answered"
    never = _score(_marks(accuracy=50), [])
    assert never.deals[0].answered == 0 and not never.passed


def test_answers_of_another_attempt_or_session_do_not_count() -> None:
    other = _dealt("att-2")
    result = _score(_marks(accuracy=50), other)
    assert result.deals[0].answered == 0 and not result.passed


def test_a_repeated_answer_counts_once_the_first_one() -> None:
    records = _dealt("att-1")
    again = [
        dataclasses.replace(r, correct=False, answered_at=r.answered_at + timedelta(hours=1))
        for r in records
    ]
    result = _score(_marks(accuracy=100), [*records, *again])
    assert result.deals[0].accuracy.right == N and result.passed


def _stored(tmp_path: Path, wrong: int = 0) -> tuple[Path, str]:
    data = tmp_path / "data"
    exam = _exam(_marks(accuracy=90, pace=30, duties={"pot": 100}))
    with Store.open(data) as store:
        attempt = store.start_exam("Ana", exam, now=T0)
        store.record(answer("Ana", 1, question_id="q1", exam_id=attempt.id))
        for r in _dealt(attempt.id, millis=60_000, wrong=lambda k, d: k < wrong):
            store.record(r)
        store.finish_exam(attempt.id, now=T0 + timedelta(minutes=30))
    return data, attempt.id


def test_the_store_keeps_the_sessions_with_the_attempt(tmp_path: Path) -> None:
    data, attempt_id = _stored(tmp_path)
    with Store.open(data) as store:
        attempt = store.exam_attempt(attempt_id)
        assert attempt.exam.deals == (_marks(accuracy=90, pace=30, duties={"pot": 100}),)
        records = attempt_records(store, attempt)
        result = score_exam(attempt, records)
    assert len(records) == 1 + N
    assert result.passed and result.deals[0].pace == 3_600_000 * HANDS // 60_000


def test_results_list_shows_each_session(tmp_path: Path) -> None:
    data, _ = _stored(tmp_path)
    failed, _ = _stored(tmp_path / "b", wrong=N)
    for where, verdict in ((data, "pass"), (failed, "FAIL")):
        out = io.StringIO()
        assert main(["results", "list", "--format", "json", "--data-dir", str(where)], out=out) == 0
        (row,) = json.loads(out.getvalue())
        right = N if verdict == "pass" else 0
        assert row["deals"] == f"shift {right}/{N}, 240 h/h: {verdict}"
        assert row["passed"] is (verdict == "pass")
    out = io.StringIO()
    assert main(["results", "list", "--data-dir", str(data)], out=out) == 0
    assert "deals" in out.getvalue().splitlines()[0]


def test_the_result_file_carries_the_sessions_under_its_checksum(tmp_path: Path) -> None:
    data, attempt_id = _stored(tmp_path)
    with Store.open(data) as store:
        attempt = store.exam_attempt(attempt_id)
        result = score_exam(attempt, attempt_records(store, attempt))
    raw = dump_result(result, exported_at=T0 + timedelta(hours=1))
    document = json.loads(raw)
    (deal,) = document["deals"]
    assert deal["id"] == "shift" and deal["passed"] is True and deal["pace"] == 240
    # every duty asked, in the order duties come in a hand
    assert [d["skill"] for d in deal["duties"]] == [
        d for d in ALL_DUTIES if d in dict(DUTIES).values()
    ]
    assert document["exam"]["deals"][0]["pace"] == 30
    read = parse_result(raw)
    assert read.result == result
    # a session's count changed and the checksum recomputed: the scores do not add up
    deal["accuracy"]["right"] -= 1
    document["checksum"] = checksum_of(document)
    with pytest.raises(ResultFileError) as caught:
        parse_result(json.dumps(document).encode())
    assert caught.value.problem is ResultProblem.INCONSISTENT
    # a session's verdict flipped, checksum recomputed: refused too
    document = json.loads(raw)
    document["deals"][0]["passed"] = False
    document["passed"] = False
    document["checksum"] = checksum_of(document)
    with pytest.raises(ResultFileError):
        parse_result(json.dumps(document).encode())
    # a session's score left out: refused
    document = json.loads(raw)
    del document["deals"]
    document["checksum"] = checksum_of(document)
    with pytest.raises(ResultFileError):
        parse_result(json.dumps(document).encode())


def test_an_exam_without_sessions_writes_the_same_file_as_before() -> None:
    exam = ExamSettings("school:x", "X", None, {}, 50, questions=(ExamQuestion("q1", "betting"),))
    result = score_exam(_attempt(exam), [_question()])
    document = json.loads(dump_result(result, exported_at=T0))
    assert "deals" not in document and "deals" not in document["exam"]


def test_the_sheet_has_a_section_per_deal_session(tmp_path: Path) -> None:
    result = _score(
        _marks(accuracy=90, pace=30, duties={"pot": 100}), _dealt("att-1", millis=600_000)
    )
    report = exam_report(result)
    path = tmp_path / "sheet.pdf"
    path.write_bytes(sheet_pdf(report, paper="a4"))
    text = " ".join(r.text for r in runs(path))
    assert "Deal session 'shift': 4 hands of" in text and "cash game: FAIL" in text
    assert "Duty" in text and "Count the pot" in text and "All duties" in text
    assert "Pace: 24 hands an hour (pass mark 30: FAIL)" in text
    assert "Not reached: pace: 24 hands an hour, needs 30" in text
    assert "NOT PASSED: 1 of 1 right (100%); 0 of 1 deal sessions passed" in text


def test_the_terminal_verdict_names_each_session() -> None:
    result = _score(_marks(accuracy=100), _dealt("att-1", wrong=lambda k, d: k == 0))
    lines = verdict_lines(result)
    assert lines[0].startswith("Exam result: NOT PASSED: 1 of 1 right (100%); 0 of 1 deal")
    assert lines[1].startswith("Deal session 'shift': 4 hands of") and lines[1].endswith(
        "not passed."
    )
    assert lines[2] == f"  accuracy: {N - 1}/{N}, needs 100%"
    assert deal_summary(result) == f"shift {N - 1}/{N}, 14400 h/h: FAIL"


DEAL_PACK = """[pack]
id = "shift-1"
title = "First shift"
author = "Dana Lee"

[pass_marks]
overall = 50

[[generate]]
id = "g"
seed = 4
count = 1
kinds = ["to_call"]

[[deal]]
id = "shift"
variant = "NT"
hands = 4
players = 5
seed = 3
accuracy = 90
"""


def test_quiz_pack_in_the_terminal_records_and_judges_the_sessions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.answers import right_lines

    pack_file = tmp_path / "shift.toml"
    pack_file.write_text(DEAL_PACK, encoding="utf-8")
    pack = loads_pack(DEAL_PACK)
    assert exam_settings(pack).deals == (_marks(accuracy=90),)
    steps, _ = plan(pack.deals[0].settings)
    typed = [*right_lines(pack.questions()[0])]
    typed += ["; ".join(s.question.answer_lines()) for s in steps]
    data = tmp_path / "data"
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    out = io.StringIO()
    argv = ["quiz", "--pack", str(pack_file), "--trainee", "Ana", "--data-dir", str(data)]
    assert main(argv, out=out) == 0
    text = out.getvalue()
    assert "Deal session 'shift': passed." in text  # the live session's judge
    assert "Exam result: PASSED: 1 of 1 right (100%); 1 of 1 deal sessions passed" in text
    with Store.open(data) as store:
        (attempt,) = store.exam_attempts(trainee="Ana")
        records = attempt_records(store, attempt)
        result = score_exam(attempt, records)
    assert result.passed and result.deals[0].answered == len(steps)
    # the exam ends with its questions: the session's own time is not the exam's
    dealt = [r for r in records if "/deal:" in (r.exam_id or "")]
    assert attempt.finished_at is not None
    assert attempt.finished_at <= min(r.answered_at for r in dealt)
    # the input ends in the middle of the session: the attempt is not passed
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed[:-1]) + "\n"))
    out = io.StringIO()
    assert main(argv, out=out) == 0
    assert "deal session stopped" in out.getvalue()
    assert "Exam result: NOT PASSED" in out.getvalue()
    assert "not dealt to the end" in out.getvalue()


def test_a_session_under_house_rules_is_dealt_again_the_same_from_the_attempt() -> None:
    """The attempt keeps the session's profile (as profile TOML): scored later, the same
    duties are dealt, the announcement left out as the pack's house rules say."""
    pack = loads_pack(
        DEAL_PACK.replace('author = "Dana Lee"', 'author = "Dana Lee"\nprofile = "rrop-11"')
        + '\n[house_rules]\nannounce_bets = "not_required"\n'
    )
    (section,) = pack.deals
    (marks,) = exam_settings(pack).deals
    again = ExamSettings.from_json(json.loads(json.dumps(_exam(marks).to_json()))).deals[0]
    assert again == marks and again.settings() == section.settings
    assert again.settings().profile.name == "pack:shift-1"
    duties = [d for _, d in session_duties(again.settings())]
    assert duties and "announce" not in duties
