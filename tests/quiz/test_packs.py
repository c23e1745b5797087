"""Instructor packs: a good pack loads; every problem of a bad one is reported on its line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.replay import replay
from dealer_trainer.engine.state import RaiseBlock
from dealer_trainer.quiz.history import UTC, AnswerRecord, datetime
from dealer_trainer.quiz.packs import PackError, check_pack, check_text, load_pack

SP07 = """\
variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [50, 100, 0, 0]
min_bet = 100
starting_stacks = [600, 1200, 5000, 2000]
actions = ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "p1 cbr 500", "p2 cbr 1100", "p3 cc", "p4 f"]
"""

GOOD = f'''\
[pack]
id = "week-3"
title = "Week 3: side pots"
author = "Dana Lee"
description = "Side pots, then a drill."
profile = "standard"

[pass_marks]
overall = 60
side_pots = 50

[exam]
time_limit_minutes = 20
questions = ["sp-07/side_pots", "sp-07/pot_count", "drill/1", "drill/2"]

[[generate]]
id = "drill"
seed = 2026
count = 3
kinds = ["to_call", "min_raise"]
variants = ["NT"]
difficulty = [1, 3]
time_limit_seconds = 30

[[situation]]
id = "sp-07"
kinds = ["side_pots", "pot_count"]
phh = """
{SP07}"""

[[situation]]
id = "from-file"
kinds = ["to_call"]
file = "hands/two.phhs"
hand = 2
after = 1
'''

TWO = """\
[1]
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = ["p3 cbr 30", "p1 cc"]

[2]
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = ["p3 cbr 40", "p1 cc"]
"""


def write(tmp_path: Path, text: str, name: str = "pack.toml") -> Path:
    (tmp_path / "hands").mkdir(exist_ok=True)
    (tmp_path / "hands" / "two.phhs").write_text(TWO, encoding="utf-8")
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_a_good_pack_loads_and_asks_its_questions(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD)
    assert check_pack(path) == []
    pack = load_pack(path)
    assert (pack.id, pack.title, pack.author) == ("week-3", "Week 3: side pots", "Dana Lee")
    assert pack.items() == [
        "drill/1",
        "drill/2",
        "drill/3",
        "sp-07/side_pots",
        "sp-07/pot_count",
        "from-file/to_call",
    ]
    questions = pack.questions()
    assert [q.id for q in questions] == [
        "pack:week-3:sp-07/side_pots",
        "pack:week-3:sp-07/pot_count",
        "pack:week-3:drill/1",
        "pack:week-3:drill/2",
    ]
    assert questions[0].answer_lines() == ("1900 1 2 3", "1200 2 3")
    assert questions[1].answer_lines() == ("3100",)
    assert all(q.target_ms == 30_000 for q in questions[2:])
    file_q = pack.question("from-file/to_call")
    assert file_q.answer_lines() == ("35",)  # p1 faces 40 with his 5 blind in, after one action
    assert "p3 raises to 40" in file_q.prompt


def test_the_same_pack_gives_the_same_questions(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD)
    first = [q.prompt for q in load_pack(path).questions()]
    again = [q.prompt for q in load_pack(path).questions()]
    assert first == again


def test_pass_marks(tmp_path: Path) -> None:
    pack = load_pack(write(tmp_path, GOOD))
    when = datetime(2026, 1, 1, tzinfo=UTC)

    def rec(item: str, skill: str, correct: bool) -> AnswerRecord:
        return AnswerRecord(
            "ana", f"pack:week-3:{item}", "side_pots", skill, "NT", "x", correct, None, 1000, when
        )

    # the exam asks sp-07/side_pots, sp-07/pot_count, drill/1 and drill/2; overall 60%
    good = [
        rec("sp-07/side_pots", "side_pots", True),
        rec("sp-07/pot_count", "pot", False),
        rec("drill/1", "betting", True),
        rec("drill/2", "betting", True),
    ]
    assert pack.score(good).passed is True
    assert pack.score(good).overall == (3, 4)
    bad = [rec("sp-07/side_pots", "side_pots", False), *good[1:]]
    score = pack.score(bad)
    assert score.passed is False
    assert any("Side pots: 0/1" in f for f in score.failed_marks)
    # a question not answered is not right: two right answers of four are 50%
    unfinished = pack.score([good[0], good[2]])
    assert unfinished.overall == (2, 4) and unfinished.passed is False
    assert any("overall: 2/4" in f for f in unfinished.failed_marks)
    # the last answer to a question counts; answers to other questions do not
    again = [*bad, rec("sp-07/side_pots", "side_pots", True), rec("drill/9", "betting", True)]
    assert pack.score(again).overall == (3, 4)


def _lines(text: str) -> list[tuple[int | None, str]]:
    return [(p.line, p.message) for p in check_text(textwrap.dedent(text))]


def test_a_toml_syntax_error_names_its_line() -> None:
    problems = _lines(
        """\
        [pack]
        id = "x"
        title = "T"
        author = "A
        """
    )
    assert problems[0][0] == 4 and "not valid TOML" in problems[0][1]


def test_every_problem_is_reported_on_its_line(tmp_path: Path) -> None:
    text = """\
        [pack]
        id = "bad id!"
        title = 12
        author = "A"
        colour = "red"

        [pass_marks]
        overall = 120
        bluffing = 50

        [exam]
        questions = ["nope/1"]

        [[generate]]
        id = "g"
        seed = -1
        count = 5
        kinds = ["side_pots", "telepathy"]
        difficulty = [4, 2]

        [[situation]]
        id = "s"
        kinds = ["side_pots"]
        file = "../outside.phh"

        [[situation]]
        id = "t"
        kinds = ["min_raise"]
        file = "/etc/passwd"
        """
    problems = check_text(textwrap.dedent(text), tmp_path)
    by_line = {p.line: p.message for p in problems}
    assert "letters, digits" in by_line[2]
    assert "title must be text" in by_line[3]
    assert "unknown key 'colour'" in by_line[5]
    assert "0 to 100" in by_line[8]
    assert "'bluffing' is not a skill" in by_line[9]
    assert "from 0" in by_line[16]
    assert "'telepathy'" in by_line[18]
    assert "difficulty" in by_line[19]
    assert "outside the pack's folder" in by_line[24]
    assert "relative to the pack" in by_line[29]


def test_hand_problems_are_reported_on_their_lines(tmp_path: Path) -> None:
    text = f'''\
        [pack]
        id = "p"
        title = "T"
        author = "A"

        [exam]
        questions = ["s/side_pots", "missing/1"]

        [[situation]]
        id = "s"
        kinds = ["side_pots"]
        phh = """
        {SP07}"""

        [[situation]]
        id = "one-pot"
        kinds = ["side_pots"]
        after = 2
        phh = """
        {SP07}"""

        [[situation]]
        id = "broken"
        kinds = ["to_call"]
        phh = """
        variant = "NT"
        starting_stacks = [100, 100]
        """

        [[situation]]
        id = "s"
        kinds = ["to_call"]
        after = 99
        phh = """
        {SP07}"""
        '''
    problems = check_text(textwrap.dedent(text), tmp_path)
    by_line = {p.line: p.message for p in problems}
    lines = textwrap.dedent(text).splitlines()

    def line_of(fragment: str, start: int = 0) -> int:
        for k, line in enumerate(lines[start:], start=start + 1):
            if fragment in line:
                return k
        raise AssertionError(fragment)

    broken = line_of('id = "broken"')
    assert (
        "antes" in by_line[line_of("phh =", broken)]
        or "blinds" in by_line[line_of("phh =", broken)]
    )
    twice = line_of('id = "s"', line_of('id = "broken"'))
    assert "used twice" in by_line[twice]
    assert "no item 'missing/1'" in by_line[line_of("questions =")]
    one_pot = line_of('id = "one-pot"')
    assert "not defined at this point" in by_line[line_of("kinds =", one_pot)]
    # lines inside the inline PHH (variant = ..., actions = ...) are never taken for pack keys
    assert all("unknown key" not in m for m in by_line.values())


def test_a_pack_never_runs_code(tmp_path: Path) -> None:
    marker = tmp_path / "PWNED"
    payload = f"__import__('os').system('touch {marker}')"
    (tmp_path / "evil.py").write_text(f"open({str(marker)!r}, 'w')\n", encoding="utf-8")
    text = f'''\
        [pack]
        id = "evil"
        title = "{payload}"
        author = "{payload}"
        profile = "{payload}"

        [[generate]]
        id = "g"
        seed = 1
        count = 1
        kinds = ["{payload}"]
        variants = ["{payload}"]

        [[situation]]
        id = "s"
        kinds = ["to_call"]
        file = "evil.py"

        [[situation]]
        id = "t"
        kinds = ["to_call"]
        phh = """
        variant = "{payload}"
        """
        '''
    path = write(tmp_path, text)
    problems = check_pack(path)
    assert problems
    with pytest.raises(PackError):
        load_pack(path)
    assert not marker.exists()
    messages = " ".join(p.message for p in problems)
    assert "not a built-in venue profile" in messages
    assert "must be a .phh or .phhs" in messages


def test_a_missing_file_is_one_problem(tmp_path: Path) -> None:
    problems = check_pack(tmp_path / "nope.toml")
    assert len(problems) == 1 and "cannot read" in problems[0].message


def test_exam_extra_time(tmp_path: Path) -> None:
    text = GOOD.replace(
        "time_limit_minutes = 20\n", "time_limit_minutes = 20\nextra_time_percent = { Ana = 25 }\n"
    )
    pack = load_pack(write(tmp_path, text))
    assert pack.exam is not None and pack.exam.extra_time_percent == {"Ana": 25}
    bad = text.replace("Ana = 25", "Ana = -5")
    problems = check_text(textwrap.dedent(bad), tmp_path)
    assert any("from 0 to 500" in p.message for p in problems)


TWO_SHORT_ALLINS = """\
variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [50, 100, 0, 0]
min_bet = 100
starting_stacks = [600, 5000, 5000, 450]
actions = ["p3 cbr 300", "p4 cbr 450", "p1 cbr 600", "p2 cc"]
"""


def _house_pack(house: str) -> str:
    return f'''\
[pack]
id = "ro"
title = "Re-opening"
author = "Ana"
profile = "standard"
{house}
[[situation]]
id = "two-shorts"
kinds = ["may_raise"]
phh = """
{TWO_SHORT_ALLINS}"""
'''


def test_house_rules_change_the_answer_and_name_the_profile(tmp_path: Path) -> None:
    # p3 raised to 300 (a raise of 200); two short all-ins add 150 each: together a full
    # raise. Added up (the standard profile) they re-open the betting to p3; counted one
    # by one (corpus A.15 SHORT_ALLIN_AGGREGATION = individual) neither does.
    plain = load_pack(write(tmp_path, _house_pack(""), "plain.toml")).questions()[0]
    assert plain.answer_lines() == ("a",)
    assert plain.profile == "standard"
    house = _house_pack('[house_rules]\nshort_allin_aggregation = "individual"\n')
    pack = load_pack(write(tmp_path, house, "house.toml"))
    assert pack.profile.name == "pack:ro"
    assert "house rules of Re-opening" in pack.profile.title
    question = pack.questions()[0]
    assert question.answer_lines() == ("b",)
    assert question.profile == "pack:ro"
    assert "House rules: Standard" in question.prompt
    assert "individual" in question.option


def test_house_rules_that_repeat_the_profile_keep_its_name(tmp_path: Path) -> None:
    same = _house_pack('[house_rules]\nshort_allin_aggregation = "cumulative"\n')
    assert load_pack(write(tmp_path, same)).profile.name == "standard"


def test_house_rules_problems_are_reported_on_their_lines() -> None:
    text = _house_pack(
        '[house_rules]\nrake_cap = 5\nnot_an_option = 1\nlimit_raise_cap = "nine"\ntitle = "x"\n'
    )
    problems = [str(p) for p in check_text(text)]
    assert problems[0].startswith("line 8: [house_rules]: unknown option 'not_an_option'")
    assert problems[1].startswith("line 9: [house_rules]: limit_raise_cap = 'nine' is not a known")
    assert problems[2] == "line 10: [house_rules] sets venue options, not the profile's title"
    assert len(problems) == 3


def test_a_hand_asked_under_house_rules_exports_them(tmp_path: Path) -> None:
    house = _house_pack('[house_rules]\nshort_allin_aggregation = "individual"\nrake_cap = 4\n')
    question = load_pack(write(tmp_path, house)).questions()[0]
    assert question.situation is not None
    text = question.situation.to_phh()
    assert "_profile" not in text  # pack:ro is no profile a reader knows by name...
    assert '_house = { short_allin_aggregation = "individual", rake_cap = 4 }' in text
    again = replay(phh.loads(text))  # ...so the file spells out what differs from Standard
    assert again.profile.short_allin_aggregation.value == "individual"
    assert again.profile.rake_cap == 4
    assert again.raise_blocked() is RaiseBlock.NOT_REOPENED  # the answer is still "b"
