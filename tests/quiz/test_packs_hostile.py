"""Hostile packs give problems with their lines, never an exception (issue 17)."""

from __future__ import annotations

from pathlib import Path

from dealer_trainer.quiz.packs import check_text

PACK = """\
[pack]
id = "demo"
title = "Demo"
author = "Ana"
[[generate]]
id = "d"
seed = SEED
count = 2
kinds = ["to_call"]
"""


def messages(text: str, base: Path | None = None) -> list[str]:
    return [str(p) for p in check_text(text, base)]


def test_a_4301_digit_seed_is_a_problem_on_its_line() -> None:
    assert messages(PACK.replace("SEED", "9" * 4301)) == [
        "line 7: a number 4,301 digits long is far too large "
        "(amounts are at most 1,000,000,000,000,000)"
    ]


def test_a_seed_beyond_64_bits_is_refused_by_name() -> None:
    found = messages(PACK.replace("SEED", "9" * 30))
    assert len(found) == 1 and found[0].startswith("line 7: ") and "seed" in found[0]


def test_a_nul_byte_in_a_file_name_is_a_problem(tmp_path: Path) -> None:
    text = PACK.replace("SEED", "1") + (
        '[[situation]]\nid = "s"\nkinds = ["pot_count"]\nfile = "a\\u0000b.phh"\n'
    )
    assert messages(text, tmp_path) == [
        "line 13: [[situation]] #1 file 'a\\x00b.phh' holds a control character"
    ]


def test_nesting_too_deep_is_a_problem() -> None:
    found = messages(PACK.replace("SEED", "1") + "x = " + "[" * 100_000 + "\n")
    assert found == ["arrays or tables nested too deep to read (not a file this app wrote)"]
