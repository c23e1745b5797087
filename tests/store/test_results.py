"""Exports and the instructor's import: CSV contents, result files, tampering, duplicates."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from dealer_trainer import appinfo
from dealer_trainer.store.db import Store
from dealer_trainer.store.exams import ExamQuestion, ExamResult, ExamSettings, score_exam
from dealer_trainer.store.instructor import (
    ImportStatus,
    class_table,
    import_result_files,
    question_stats,
    write_class_csv,
    write_question_csv,
)
from dealer_trainer.store.results import (
    ANSWER_COLUMNS,
    REVIEW_COLUMNS,
    ResultFileError,
    ResultProblem,
    checksum_of,
    dump_result,
    parse_result,
    read_result_file,
    write_answers_csv,
    write_result_file,
    write_review_csv,
)

from .helpers import T0, answer

EXAM = ExamSettings(
    pack_id="school:level-1",
    title="Level 1",
    time_limit_s=300,
    pass_marks={"pot": 75, "side_pots": 100},
    overall_pass_mark=60,
    extra_time_percent={"ben": 20},
    questions=(
        ExamQuestion("pack:level-1:1", "pot", "pot_count"),
        ExamQuestion("pack:level-1:2", "pot", "pot_count"),
        ExamQuestion("pack:level-1:3", "side_pots", "side_pots"),
        ExamQuestion("pack:level-1:10", "pot", "pot_count"),
    ),
)
EXPORTED = T0 + timedelta(hours=1)


def take(
    store: Store, trainee: str, marks: dict[int, str | None], *, start_min: int = 0
) -> ExamResult:
    """Sit :data:`EXAM`: ``marks`` maps question number to None (right) or a mistake id;
    a missing number is left unanswered."""
    start = T0 + timedelta(minutes=start_min)
    attempt = store.start_exam(trainee, EXAM, now=start)
    for n, q in enumerate(EXAM.questions, start=1):
        if n not in marks:
            continue
        mistake = marks[n]
        store.record(
            answer(
                trainee,
                question_id=q.question_id,
                kind=q.kind,
                skill=q.skill,
                correct=mistake is None,
                mistake=mistake,
                given=f"{n}00" if mistake is None else "0",
                millis=5000 * n,
                at=start + timedelta(seconds=10 * n),
                exam_id=attempt.id,
            )
        )
    attempt = store.finish_exam(attempt.id, now=start + timedelta(seconds=50))
    return score_exam(attempt, store.all_answers(exam_id=attempt.id))


@pytest.fixture
def store() -> Iterator[Store]:
    with Store.in_memory(clock=lambda: T0) as s:
        yield s


@pytest.fixture
def instructor() -> Iterator[Store]:
    with Store.in_memory(clock=lambda: EXPORTED) as s:
        yield s


def rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


# -- CSV exports ----------------------------------------------------------------------


def test_answers_csv_has_one_row_per_graded_answer_with_every_field(store: Store) -> None:
    store.record(answer("ana", 1, given='1,200 "all in"', mistake=None))
    store.record(
        answer(
            "ben",
            2,
            kind="side_pot",
            skill="side_pots",
            variant="FO/8",
            correct=False,
            mistake="gave_side_pot_to_all_in",
            millis=12345,
            exam_id="e1",
        )
    )
    out = io.StringIO()
    assert write_answers_csv(store.all_answers(), out) == 2
    got = rows(out.getvalue())
    assert list(got[0]) == list(ANSWER_COLUMNS)
    assert got[0] == {
        "trainee": "ana",
        "answered_at": "2026-03-02T09:00:10.000+00:00",
        "question_id": "seed:7:1",
        "kind": "to_call",
        "skill": "betting",
        "variant": "NT",
        "answer": '1,200 "all in"',
        "correct": "1",
        "mistake": "",
        "millis": "2000",
        "exam_id": "",
    }
    assert (got[1]["correct"], got[1]["mistake"], got[1]["exam_id"], got[1]["variant"]) == (
        "0",
        "gave_side_pot_to_all_in",
        "e1",
        "FO/8",
    )


def test_review_csv_lists_every_question_of_the_exam(store: Store) -> None:
    result = take(store, "ana", {1: None, 2: "forgot_the_antes", 3: None})
    out = io.StringIO()
    write_review_csv(result, out)
    got = rows(out.getvalue())
    assert list(got[0]) == list(REVIEW_COLUMNS)
    assert [(r["number"], r["status"], r["correct"], r["mistake"]) for r in got] == [
        ("1", "right", "1", ""),
        ("2", "wrong", "0", "forgot_the_antes"),
        ("3", "right", "1", ""),
        ("4", "unanswered", "0", ""),
    ]
    assert {r["attempt_id"] for r in got} == {result.attempt_id}
    assert got[3]["question_id"] == "pack:level-1:10"
    assert (got[3]["answer"], got[3]["millis"], got[3]["answered_at"]) == ("", "", "")


# -- result files ---------------------------------------------------------------------


def test_the_result_file_carries_the_attempt_every_answer_and_a_checksum(
    store: Store, tmp_path: Path
) -> None:
    result = take(store, "ana", {1: None, 2: "forgot_the_antes", 3: None, 4: None})
    path = tmp_path / "ana-level-1.json"
    write_result_file(result, path, exported_at=EXPORTED)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "dealer-trainer-exam-result"
    assert document["format_version"] == 1
    assert document["app_version"] == appinfo.VERSION
    assert document["attempt_id"] == result.attempt_id
    assert document["trainee"] == "ana"
    assert document["exam"]["pack_id"] == "school:level-1"
    assert document["allowed_millis"] == 300_000
    assert document["time_used_millis"] == 50_000
    assert document["passed"] is False  # pots: 2 of 3 is below 75%
    assert document["overall"] == {
        "skill": "overall",
        "asked": 4,
        "right": 3,
        "pass_mark": 60,
        "passed": True,
    }
    assert [s["skill"] for s in document["skills"]] == ["pot", "side_pots"]
    assert document["skills"][0] == {
        "skill": "pot",
        "asked": 3,
        "right": 2,
        "pass_mark": 75,
        "passed": False,
    }
    assert len(document["review"]) == 4
    assert document["review"][1] == {
        "number": 2,
        "question_id": "pack:level-1:2",
        "kind": "pot_count",
        "skill": "pot",
        "variant": "NT",
        "status": "wrong",
        "answer": "0",
        "mistake": "forgot_the_antes",
        "millis": 10000,
        "answered_at": "2026-03-02T09:00:20.000000+00:00",
    }
    assert document["checksum"].startswith("sha256:")
    assert len(document["checksum"]) == len("sha256:") + 64
    assert document["checksum"] == checksum_of(document)

    checked = read_result_file(path)
    assert checked.result == result
    assert checked.exported_at == EXPORTED


def test_pot_at_two_of_three_fails_its_75_percent_mark_and_the_exam(store: Store) -> None:
    result = take(store, "ana", {1: None, 2: "forgot_the_antes", 3: None, 4: None})
    assert result.skill("pot").passed is False
    assert not result.passed  # 75% overall, but pots failed


def test_the_same_result_gives_the_same_bytes(store: Store) -> None:
    result = take(store, "ana", {1: None})
    data = dump_result(result, exported_at=EXPORTED)
    # The file read back writes itself again byte for byte (nothing is lost or reordered) ...
    checked = parse_result(data)
    assert checked.result == result
    assert dump_result(checked.result, exported_at=checked.exported_at) == data
    # ... and anything that differs (another export time, another trainee) changes the bytes.
    assert dump_result(result, exported_at=EXPORTED + timedelta(seconds=1)) != data
    assert dump_result(dataclasses.replace(result, trainee="ben"), exported_at=EXPORTED) != data


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d.update(passed=True), ResultProblem.EDITED),
        (lambda d: d["review"][1].update(status="right", mistake=None), ResultProblem.EDITED),
        (lambda d: d.update(trainee="mallory"), ResultProblem.EDITED),
        (lambda d: d.pop("checksum"), ResultProblem.EDITED),
        (lambda d: d.update(format="something-else"), ResultProblem.NOT_A_RESULT),
        (lambda d: d.update(format_version=99), ResultProblem.NEWER_FORMAT),
    ],
    ids=["passed", "an-answer", "trainee", "no-checksum", "format", "newer"],
)
def test_an_edited_result_file_is_refused(
    store: Store, tmp_path: Path, edit: object, problem: ResultProblem
) -> None:
    result = take(store, "ana", {1: None, 2: "forgot_the_antes", 3: None})
    document = json.loads(dump_result(result, exported_at=EXPORTED))
    assert callable(edit)
    edit(document)
    with pytest.raises(ResultFileError) as caught:
        parse_result(json.dumps(document, indent=2).encode(), source="ana.json")
    assert caught.value.problem is problem
    assert "ana.json" in str(caught.value)


def test_an_edit_with_a_recomputed_checksum_is_caught_when_scores_do_not_add_up(
    store: Store,
) -> None:
    result = take(store, "ana", {1: None, 2: "forgot_the_antes", 3: None})
    document = json.loads(dump_result(result, exported_at=EXPORTED))
    document["passed"] = True
    document["checksum"] = checksum_of(document)
    with pytest.raises(ResultFileError, match="do not add up") as caught:
        parse_result(json.dumps(document).encode())
    assert caught.value.problem is ResultProblem.INCONSISTENT


def test_whitespace_and_key_order_do_not_matter(store: Store) -> None:
    result = take(store, "ana", {1: None})
    document = json.loads(dump_result(result, exported_at=EXPORTED))
    squeezed = json.dumps(dict(reversed(document.items())), separators=(",", ":"))
    assert parse_result(squeezed.encode()).result == result


@pytest.mark.parametrize("content", [b"", b"\xff\xfe", b"[]", b"not json", b'"text"'])
def test_a_file_that_is_not_json_is_refused(content: bytes) -> None:
    with pytest.raises(ResultFileError) as caught:
        parse_result(content)
    assert caught.value.problem is ResultProblem.UNREADABLE


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ResultFileError, match="cannot be read") as caught:
        read_result_file(tmp_path / "nope.json")
    assert caught.value.problem is ResultProblem.UNREADABLE


# -- the instructor's import ----------------------------------------------------------


def export(result: ExamResult, folder: Path, name: str | None = None) -> Path:
    path = folder / (name or f"{result.trainee}.json")
    write_result_file(result, path, exported_at=EXPORTED)
    return path


@pytest.fixture
def class_files(store: Store, tmp_path: Path) -> list[Path]:
    """Four trainees' result files, as handed in."""
    return [
        export(take(store, "ana", {1: None, 2: None, 3: None, 4: None}), tmp_path),
        export(take(store, "ben", {1: None, 2: "forgot_the_antes", 3: "split_wrong", 4: None}), tmp_path),
        export(take(store, "carla", {1: None, 2: "forgot_the_antes", 3: None}), tmp_path),
        export(take(store, "dan", {1: "counted_the_rake", 2: "forgot_the_antes", 3: None, 4: None}), tmp_path),
    ]  # fmt: skip


def test_importing_a_class_fills_the_class_table(
    instructor: Store, class_files: list[Path]
) -> None:
    outcomes = import_result_files(instructor, class_files)
    assert [o.status for o in outcomes] == [ImportStatus.IMPORTED] * 4
    assert outcomes[0].message == "ana.json: ana passed Level 1"
    assert outcomes[1].message == "ben.json: ben did not pass Level 1"
    table = class_table(instructor)
    assert table.skills == ("pot", "side_pots")
    assert [(r.trainee, r.passed) for r in table.rows] == [
        ("ana", True),
        ("ben", False),
        ("carla", False),
        ("dan", False),
    ]
    ben = table.rows[1]
    assert (ben.skills["pot"].right, ben.skills["pot"].passed) == (2, False)
    assert (ben.skills["side_pots"].right, ben.skills["side_pots"].passed) == (0, False)

    out = io.StringIO()
    write_class_csv(table, out)
    got = rows(out.getvalue())
    assert list(got[0]) == [
        "trainee",
        "pack_id",
        "exam",
        "attempt_id",
        "started_at",
        "pot",
        "pot result",
        "side_pots",
        "side_pots result",
        "overall",
        "overall result",
        "passed",
    ]
    assert [(r["trainee"], r["pot"], r["pot result"], r["side_pots result"], r["passed"]) for r in got] == [
        ("ana", "3/3", "pass", "pass", "yes"),
        ("ben", "2/3", "fail", "fail", "no"),
        ("carla", "1/3", "fail", "pass", "no"),
        ("dan", "1/3", "fail", "pass", "no"),
    ]  # fmt: skip
    assert got[2]["overall"] == "2/4"  # carla left question 4 unanswered


def test_per_question_stats_count_right_answers_and_the_usual_mistake(
    instructor: Store, class_files: list[Path]
) -> None:
    import_result_files(instructor, class_files)
    stats = question_stats(instructor)
    assert [s.question_id for s in stats] == [
        "pack:level-1:1",
        "pack:level-1:2",
        "pack:level-1:3",
        "pack:level-1:10",
    ]
    by_id = {s.question_id: s for s in stats}
    two = by_id["pack:level-1:2"]
    assert (two.asked, two.right, two.common_mistake, two.common_mistake_count) == (
        4,
        1,
        "forgot_the_antes",
        3,
    )
    ten = by_id["pack:level-1:10"]
    assert (ten.asked, ten.right, ten.unanswered, ten.common_mistake) == (4, 3, 1, None)
    out = io.StringIO()
    write_question_csv(stats, out)
    got = rows(out.getvalue())
    assert got[1] == {
        "pack_id": "school:level-1",
        "question_id": "pack:level-1:2",
        "kind": "pot_count",
        "skill": "pot",
        "asked": "4",
        "right": "1",
        "unanswered": "0",
        "most_common_mistake": "forgot_the_antes",
        "mistake_count": "3",
    }


def test_the_same_file_imported_twice_is_detected(
    instructor: Store, class_files: list[Path], tmp_path: Path
) -> None:
    import_result_files(instructor, class_files)
    copy = tmp_path / "copy-of-ana.json"
    copy.write_bytes(class_files[0].read_bytes())
    again = import_result_files(instructor, [class_files[0], copy])
    assert [o.status for o in again] == [ImportStatus.DUPLICATE, ImportStatus.DUPLICATE]
    assert "already imported" in again[0].message
    assert all(o.ok for o in again)
    assert len(instructor.imported()) == 4
    assert len(class_table(instructor).rows) == 4


def test_the_same_file_twice_in_one_batch_is_detected(
    instructor: Store, class_files: list[Path]
) -> None:
    outcomes = import_result_files(instructor, [class_files[0], class_files[0]])
    assert [o.status for o in outcomes] == [ImportStatus.IMPORTED, ImportStatus.DUPLICATE]


def test_an_attempt_exported_twice_is_imported_once(
    store: Store, instructor: Store, tmp_path: Path
) -> None:
    result = take(store, "ana", {1: None, 2: None, 3: None})
    first = export(result, tmp_path, "first.json")
    second = tmp_path / "second.json"
    write_result_file(result, second, exported_at=EXPORTED + timedelta(days=1))
    assert first.read_bytes() != second.read_bytes()
    outcomes = import_result_files(instructor, [first, second])
    assert [o.status for o in outcomes] == [ImportStatus.IMPORTED, ImportStatus.SAME_ATTEMPT]
    assert "first.json" in outcomes[1].message


def test_two_files_of_one_attempt_that_disagree_are_a_conflict(
    store: Store, instructor: Store, tmp_path: Path
) -> None:
    result = take(store, "ana", {1: None, 2: "forgot_the_antes", 3: None, 4: None})
    honest = export(result, tmp_path, "honest.json")
    document = json.loads(honest.read_bytes())
    document["review"][1].update(status="right", mistake=None)
    document["skills"][0].update(right=3, passed=True)
    document["overall"].update(right=4)
    document["passed"] = True
    document["checksum"] = checksum_of(document)  # a careful forger
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(document), encoding="utf-8")
    outcomes = import_result_files(instructor, [honest, forged])
    assert [o.status for o in outcomes] == [ImportStatus.IMPORTED, ImportStatus.CONFLICT]
    assert "tampered" in outcomes[1].message
    assert not outcomes[1].ok
    assert class_table(instructor).rows[0].passed is False  # the first one is kept


def test_an_edited_file_is_refused_on_import_and_the_rest_go_in(
    instructor: Store, class_files: list[Path]
) -> None:
    edited = class_files[1]
    edited.write_text(
        edited.read_text(encoding="utf-8").replace('"passed": false', '"passed": true', 1),
        encoding="utf-8",
    )
    outcomes = import_result_files(instructor, class_files)
    assert [o.status for o in outcomes] == [
        ImportStatus.IMPORTED,
        ImportStatus.REFUSED,
        ImportStatus.IMPORTED,
        ImportStatus.IMPORTED,
    ]
    assert outcomes[1].problem is ResultProblem.EDITED
    assert "changed after it was exported" in outcomes[1].message
    assert [r.trainee for r in class_table(instructor).rows] == ["ana", "carla", "dan"]


def test_the_class_table_shows_each_trainees_latest_attempt(
    store: Store, instructor: Store, tmp_path: Path
) -> None:
    first = export(take(store, "ana", {1: None}), tmp_path, "ana-1.json")
    retake = export(take(store, "Ana", {1: None, 2: None, 3: None, 4: None}, start_min=30), tmp_path, "ana-2.json")  # fmt: skip
    import_result_files(instructor, [retake, first])
    (row,) = class_table(instructor).rows
    assert row.passed
    assert class_table(instructor, pack_id="other").rows == ()


def test_imported_results_survive_a_restart(tmp_path: Path, store: Store) -> None:
    path = export(take(store, "ana", {1: None, 2: None, 3: None}), tmp_path)
    with Store.open(tmp_path / "instructor") as instructor:
        import_result_files(instructor, [path])
    with Store.open(tmp_path / "instructor") as instructor:
        assert [r.trainee for r in class_table(instructor).rows] == ["ana"]
        assert import_result_files(instructor, [path])[0].status is ImportStatus.DUPLICATE
