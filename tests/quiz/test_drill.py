"""The terminal drill, fed through stdin as a pipe would feed it."""

from __future__ import annotations

import io
from pathlib import Path

from dealer_trainer.cli import main as cli_main
from dealer_trainer.quiz.drill import parse, run_command
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.history import MemoryHistory


class Clock:
    """A clock that moves two seconds each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 2.0
        return self.now


def drill(argv: list[str], typed: str, history: MemoryHistory | None = None) -> tuple[int, str]:
    out = io.StringIO()
    code = run_command(
        parse(argv), stdin=io.StringIO(typed), out=out, err=out, history=history, clock=Clock()
    )
    return code, out.getvalue()


def test_asks_grades_explains_and_records() -> None:
    gen = Generator(11, Settings(kinds=("pot_limit_max",)))
    first, second = gen.question(0), gen.question(1)
    wrong = first.traps[0].answer[0].text() if first.traps else "1"
    typed = "\n".join([wrong, *second.answer_lines()]) + "\n"
    history = MemoryHistory()
    code, out = drill(
        ["quiz", "--kind", "4", "--seed", "11", "--count", "2", "--trainee", "ana"],
        typed,
        history,
    )
    assert code == 0
    assert "Question 1 of 2: Pot-limit maximum" in out and first.prompt in out
    assert "Wrong (maximum). The answer:" in out and "Working: pot" in out
    if first.traps:
        assert "Mistake:" in out
    assert "Right." in out
    assert "Summary: 1 of 2 right (50%)" in out
    records = history.answers("ana")
    assert [r.correct for r in records] == [False, True]
    assert records[0].question_id == "seed:11:0" and records[0].millis == 2000
    assert records[1].answer == "\n".join(second.answer_lines())


def test_end_of_input_ends_cleanly_with_a_summary() -> None:
    code, out = drill(["quiz", "--kind", "side_pots", "--seed", "5", "--count", "3"], "")
    assert code == 0
    assert "(end of input: question not answered)" in out
    assert out.rstrip().endswith("Summary: 0 of 0 right.")


def test_the_header_counts_questions_in_plain_english() -> None:
    _, one = drill(["quiz", "--kind", "side_pots", "--seed", "5", "--count", "1"], "")
    _, three = drill(["quiz", "--kind", "side_pots", "--seed", "5", "--count", "3"], "")
    assert one.startswith("Dealer Trainer quiz: seed 5, 1 question. ")
    assert three.startswith("Dealer Trainer quiz: seed 5, 3 questions. ")


def test_unreadable_lines_are_refused_and_asked_again() -> None:
    q = Generator(2, Settings(kinds=("to_call",))).question(0)
    code, out = drill(
        ["quiz", "--kind", "to_call", "--seed", "2", "--count", "1"],
        f"lots\n1.5\n{q.answer_lines()[0]}\n",
    )
    assert code == 0
    assert out.count("not read:") == 2 and "(not counted; try again)" in out
    assert "Summary: 1 of 1 right (100%)" in out


def test_side_pots_one_line_per_pot() -> None:
    q = Generator(8, Settings(kinds=("side_pots",))).question(0)
    code, out = drill(
        ["quiz", "--kind", "side_pots", "--seed", "8", "--count", "1"],
        "\n".join(q.answer_lines()) + "\n",
    )
    assert code == 0
    assert "main pot> " in out and "side pot" in out
    assert "Summary: 1 of 1 right" in out


def test_choices_take_a_letter_then_an_amount() -> None:
    q = Generator(3, Settings(kinds=("limit_bet",))).question(0)
    code, out = drill(
        ["quiz", "--kind", "limit_bet", "--seed", "3", "--count", "1"], q.answer_lines()[0] + "\n"
    )
    assert code == 0
    assert "(the letter, then the amount" in out and "Right." in out


def test_a_pack_through_the_drill(tmp_path: Path) -> None:
    pack = tmp_path / "p.toml"
    pack.write_text(
        '[pack]\nid = "p"\ntitle = "Mini"\nauthor = "A"\n[pass_marks]\noverall = 100\n'
        '[[generate]]\nid = "g"\nseed = 4\ncount = 2\nkinds = ["to_call"]\n',
        encoding="utf-8",
    )
    code, out = drill(["quiz", "--pack", str(pack)], "1\n1\n")
    assert code == 0 and "pack 'Mini'" in out
    assert "[pack:p:g/1]" in out and "[pack:p:g/2]" in out
    assert "Pack 'Mini': not passed" in out


def test_bad_arguments_are_one_line_errors() -> None:
    code, out = drill(["quiz", "--kind", "telepathy"], "")
    assert code == 2 and "unknown question kind 'telepathy'" in out
    code, out = drill(["quiz", "--kind", "pot_limit_max", "--variant", "FT"], "")
    assert code == 2 and "can ask" in out


def test_pack_check_through_the_cli(tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_text(
        '[pack]\nid = "g"\ntitle = "Good"\nauthor = "A"\n'
        '[[generate]]\nid = "d"\nseed = 1\ncount = 2\n',
        encoding="utf-8",
    )
    bad = tmp_path / "bad.toml"
    bad.write_text('[pack]\nid = "b"\ntitle = "Bad"\nauthor = 7\n', encoding="utf-8")
    out = io.StringIO()
    assert cli_main(["pack", "check", str(good)], out=out) == 0
    assert "ok: 'Good' by A, 2 questions" in out.getvalue()
    out = io.StringIO()
    assert cli_main(["pack", "check", str(bad)], out=out) == 1
    assert f"{bad}:4: [pack] author must be text, not 7" in out.getvalue()


def test_quiz_through_the_cli(monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("0\n"))
    out = io.StringIO()
    assert cli_main(["quiz", "--kind", "chip_count", "--seed", "1", "--count", "1"], out=out) == 0
    assert "Chip count" in out.getvalue() and "Summary:" in out.getvalue()


def test_an_exam_stops_when_time_is_up(tmp_path: Path) -> None:
    pack = tmp_path / "exam.toml"
    pack.write_text(
        '[pack]\nid = "ex"\ntitle = "Timed"\nauthor = "A"\n'
        "[exam]\ntime_limit_minutes = 1\nextra_time_percent = { Ana = 50 }\n"
        '[[generate]]\nid = "g"\nseed = 4\ncount = 30\nkinds = ["chip_count"]\n',
        encoding="utf-8",
    )
    history = MemoryHistory()
    code, out = drill(["quiz", "--pack", str(pack), "--trainee", "ana"], "1\n" * 30, history)
    assert code == 0 and "Exam: 1 min 30 s." in out and "Time is up." in out
    records = history.answers("ana")
    assert 0 < len(records) < 30
    assert all(r.exam_id and r.exam_id.startswith("pack:ex@") for r in records)


def test_every_choice_is_listed_in_the_terminal() -> None:
    """A ruling asked by letter lists its choices: the irregularity and announcement
    questions keep them beside the prompt (the window shows them as buttons), and the
    terminal printed none, so a trainee there answered blind. Each is listed once."""
    for kind in ("irregularity", "announcement", "draw_stub", "limit_bet"):
        q = Generator(43, Settings(kinds=(kind,))).question(0)
        code, out = drill(["quiz", "--kind", kind, "--seed", "43", "--count", "1"], "")
        assert code == 0
        for choice in q.form.choices:
            assert out.count(f"{choice.letter}) {choice.text}") == 1, (kind, choice.letter)


def test_a_wrong_choice_names_the_answer_with_one_full_stop() -> None:
    q = Generator(43, Settings(kinds=("irregularity",))).question(0)
    wrong = next(c.letter for c in q.form.choices if c.letter != q.answer_lines()[0])
    code, out = drill(
        ["quiz", "--kind", "irregularity", "--seed", "43", "--count", "1"], wrong + "\n"
    )
    assert code == 0
    assert "The answer: (" in out and ".." not in out
