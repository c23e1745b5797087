"""The PHH reader's quick path for canonical actions reads exactly what the general path reads.

``engine/phh.py`` reads an action written canonically (``p1 cbr 300``, ``d dh p2 AhKh``) with
one regular expression and builds its ``PhhAction`` without running the checks a second
time; anything else goes through the general reader. A space before and after an action
sends it down the general path (the quick one matches the whole string), and the action
read is the same text stripped: so the two paths can be compared on the same input.
"""

from __future__ import annotations

from dataclasses import fields

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.phh import PhhAction, PhhError, load, parse_action
from tests.conftest import shared_hand_files

SHARED_FILES = shared_hand_files()


def same_action(a: PhhAction | None, b: PhhAction | None) -> None:
    assert (a is None) == (b is None)
    if a is not None and b is not None:
        for f in fields(PhhAction):  # text too, which == leaves out
            assert getattr(a, f.name) == getattr(b, f.name), f.name


def general(text: str, index: int, unit: int) -> PhhAction | None:
    return parse_action(f" {text} ", index=index, unit=unit)


@pytest.mark.parametrize(
    "text",
    [
        "d dh p1 AhKh",
        "d dh p12 ????",
        "d dh p3 As??Kd7c",
        "d dh p2 ah",  # lower case: parse_cards reads it, the quick table does not
        "d db Jc3d5c",
        "d db Qd",
        "p1 f",
        "p2 cc",
        "p3 pb",
        "p1 cbr 300",
        "p4 cbr 1",
        "p2 sm AhKh",
        "p2 sm",
        "p2 sd",
        "p2 sd 7h2c",
        "p6 sm ????",
    ],
)
@pytest.mark.parametrize("unit", [1, 100])
def test_the_quick_path_reads_what_the_general_path_reads(text: str, unit: int) -> None:
    quick = parse_action(text, index=7, unit=unit)
    assert quick is not None
    assert quick.text == text
    same_action(quick, general(text, 7, unit))
    if quick.kind == "cbr":
        assert quick.amount == int(text.split()[-1]) * unit


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("p0 f", r"^actions\[4\] 'p0 f': there is no player p0"),
        ("d dh p0 AhKh", r"^actions\[4\] 'd dh p0 AhKh': there is no player p0"),
        ("p1 cbr 0", r"^actions\[4\] 'p1 cbr 0': the amount .* must be positive"),
        ("p1 cbr 1000000000000000000", r"^actions\[4\] 'p1 cbr 1000000000000000000': .*too large"),
        ("d dh p1 AhXx", r"^actions\[4\] 'd dh p1 AhXx': cannot read cards 'AhXx'"),
        ("d db Ah1", r"^actions\[4\] 'd db Ah1': cannot read cards"),
        ("p2 sm Zz", r"^actions\[4\] 'p2 sm Zz': cannot read cards"),
    ],
)
def test_bad_canonical_actions_get_the_general_paths_message(text: str, message: str) -> None:
    with pytest.raises(PhhError, match=message) as quick:
        parse_action(text, index=4)
    with pytest.raises(PhhError) as slow:
        general(text, 4, 1)
    assert str(quick.value) == str(slow.value)


def test_the_quick_constructor_sets_every_field_of_phh_action() -> None:
    """Should PhhAction gain a field, the quick constructor must fall back (or be updated)."""
    names = {f.name for f in fields(PhhAction)}
    assert (names == phh._ACTION_FIELDS) == phh._TRUSTED
    made = phh._made_action(3, "d dh p2 AhKh", None, phh.PhhActionKind.DEAL_HOLE, (None,), 2)
    checked = PhhAction(
        index=3,
        text="d dh p2 AhKh",
        actor=None,
        kind=phh.PhhActionKind.DEAL_HOLE,
        cards=(None,),
        target=2,
    )
    same_action(made, checked)
    assert repr(made) == repr(checked)


@pytest.mark.usefixtures("shared_phh")
def test_every_shared_action_reads_the_same_down_both_paths() -> None:
    assert SHARED_FILES
    compared = 0
    for path in SHARED_FILES:
        (hand,) = load(path)
        for action in hand.actions:
            same_action(action, general(action.text, action.index, hand.unit))
            compared += 1
    assert compared > 5_000
