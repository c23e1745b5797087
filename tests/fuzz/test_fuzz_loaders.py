"""Fuzzing every loader of outside text: any input gives a result or the documented error.

The hand reader (``phh.loads``) and ``dealer-trainer solve``, the pack loader, the profile
loader and the settings loader are given real files with random edits (huge numbers, NUL
bytes, deep nesting, foreign digits, stray bytes) and random text. Each must return its
result or raise its one documented error type with a one-line message; any other
exception fails the test with the input that caused it (issue 17).
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.cli import main as cli_main
from dealer_trainer.engine import phh
from dealer_trainer.engine.options import ProfileError, VenueProfile, profile_from_toml
from dealer_trainer.quiz.packs import PackError, check_text, loads_pack
from dealer_trainer.store.settings import AppSettings, load_settings
from tests.conftest import SHARED_DIR
from tests.fuzz.budget import fuzz, mutated, one_line

HAND = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 8000, 12000]
actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 2c7d", "p3 cbr 300", "p1 cbr 900",
           "p2 cc", "p3 f", "d db AhKh2c", "p1 cbr 1200", "p2 cc", "d db 3d", "p1 cc",
           "p2 cc", "d db 4s", "p1 cc", "p2 cc", "p1 sm AcAd", "p2 sm KcKd"]
"""

STUD = """\
variant = "F7S"
antes = [25, 25, 25]
bring_in = 25
small_bet = 100
big_bet = 200
starting_stacks = [4000, 4000, 4000]
actions = ["d dh p1 AcAd7h", "d dh p2 KcKd2s", "d dh p3 QcQd3s", "p3 pb", "p1 cbr 100",
           "p2 cc", "p3 f"]
"""

PACK = '''\
[pack]
id = "fuzz"
title = "Fuzz"
author = "Ana"
profile = "standard"

[house_rules]
rake_percent = "10"
rake_cap = 5

[pass_marks]
overall = 80

[exam]
time_limit_minutes = 30
shuffle_seed = 7

[[generate]]
id = "d"
seed = 2026
count = 2
kinds = ["to_call", "pot_count"]

[[situation]]
id = "s"
kinds = ["pot_count"]
phh = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 10000]
actions = ["p3 cbr 300", "p1 cc", "p2 cc"]
"""
'''

PROFILE = """\
name = "club"
title = "Club rules"
description = "a card room"
short_allin_aggregation = "individual"
rake_percent = "10"
rake_cap = 5
"""

SETTINGS = (
    '{"chip_set": "cash", "font_size": 12, "format_version": 1, "last_trainee": "Ana", '
    '"theme": "dark", "venue_profile": "standard", "window_geometry": "AQI=", '
    '"window_state": null}\n'
)


def _real_hands() -> list[str]:
    if not SHARED_DIR.is_dir():
        return [HAND, STUD]
    files = sorted((SHARED_DIR / "phh" / "wsop-2023-43").glob("*.phh"))[:12]
    return [HAND, STUD, *(f.read_text(encoding="utf-8") for f in files)]


HANDS = _real_hands()


# --------------------------------------------------------------- the hand reader and solve


@fuzz(150)
@given(st.data())
def test_a_mutated_hand_file_reads_or_gives_a_phh_error(data: st.DataObject) -> None:
    text = data.draw(mutated(data.draw(st.sampled_from(HANDS))))
    try:
        history = phh.loads(text, source="x.phh")
    except phh.PhhError as exc:
        assert one_line(str(exc)), str(exc)
        return
    assert history.variant


@fuzz(150)
@given(st.text(max_size=300))
def test_any_text_as_a_hand_file_reads_or_gives_a_phh_error(text: str) -> None:
    try:
        phh.loads(text, source="x.phh")
    except phh.PhhError as exc:
        assert one_line(str(exc)), str(exc)


@fuzz(60)
@given(data=st.data())
def test_solve_on_a_mutated_hand_prints_json_or_exits_2_with_one_line(
    data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    text = data.draw(mutated(data.draw(st.sampled_from(HANDS))))
    path = tmp_path_factory.mktemp("solve") / "x.phh"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    out = io.StringIO()
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = cli_main(["solve", str(path)], out=out)
    assert status in (0, 2), err.getvalue()
    if status == 2:
        message = err.getvalue()
        assert one_line(message), message
        assert message.startswith(f"dealer-trainer: {path}"), message
    else:
        assert out.getvalue().strip().startswith("{")


# --------------------------------------------------------------- packs


@fuzz(80)
@given(st.data())
def test_a_mutated_pack_gives_a_pack_or_its_problems(data: st.DataObject) -> None:
    text = data.draw(mutated(PACK))
    problems = check_text(text)
    for problem in problems:
        assert one_line(str(problem)), str(problem)
    try:
        pack = loads_pack(text)
    except PackError as exc:
        assert exc.problems
        return
    assert pack.items()


# --------------------------------------------------------------- profiles


@fuzz(200)
@given(st.data())
def test_a_mutated_profile_gives_a_profile_or_a_profile_error(data: st.DataObject) -> None:
    text = data.draw(st.one_of(mutated(PROFILE), st.text(max_size=200)))
    try:
        profile = profile_from_toml(text, where="p.toml")
    except ProfileError as exc:
        assert one_line(str(exc)), str(exc)
        assert str(exc).startswith("p.toml"), str(exc)
        return
    assert isinstance(profile, VenueProfile)
    assert 0 <= profile.rake_cap <= 10**15


# --------------------------------------------------------------- settings


@fuzz(200)
@given(data=st.data())
def test_any_settings_file_gives_settings_and_keeps_a_damaged_one(
    data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    raw = data.draw(
        st.one_of(
            mutated(SETTINGS).map(lambda t: t.encode("utf-8", "surrogatepass")),
            st.binary(max_size=200),
            st.sampled_from(
                (b"[" * 100_000, b'{"a":' * 100_000, b'{"font_size": ' + b"9" * 5000 + b"}")
            ),
        )
    )
    folder = tmp_path_factory.mktemp("settings")
    path = folder / "settings.json"
    path.write_bytes(raw)
    settings, notices = load_settings(path)
    assert isinstance(settings, AppSettings)
    for notice in notices:
        assert one_line(notice.message), notice.message
    kept = [p for p in folder.iterdir() if p.read_bytes() == raw]
    assert kept, "the settings file was lost"
    if any(p.name != "settings.json" for p in folder.iterdir()):
        assert notices, "a file was moved aside without telling the user"


def test_the_seed_files_are_themselves_valid() -> None:
    """The mutations start from files every loader accepts (else the fuzzing proves little)."""
    for text in HANDS:
        assert phh.loads(text).variant
    assert loads_pack(PACK).items()
    assert profile_from_toml(PROFILE).rake_cap == 5
    path = Path(tempfile.mkdtemp()) / "settings.json"
    path.write_text(SETTINGS, encoding="utf-8")
    settings, notices = load_settings(path)
    assert (settings.theme, settings.font_size, notices) == ("dark", 12, [])


def test_mutation_really_changes_files() -> None:
    """Guard on the fuzzer: mutated text differs from the original (else nothing is tested)."""
    seen: set[str] = set()

    @fuzz(30)
    @given(mutated(HAND))
    def collect(text: str) -> None:
        seen.add(text)

    collect()
    assert len(seen - {HAND}) >= 10
