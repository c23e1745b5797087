"""The fast TOML reader for PHH (dealer_trainer.engine.toml_subset) reads what tomllib reads.

Its contract: for any text, it returns either ``None`` (the caller then uses tomllib) or
exactly ``tomllib.loads(text, parse_float=Decimal)``: same keys in the same order, same
types (an ``int`` is not a ``Decimal``, ``Decimal('1.50')`` is not ``Decimal('1.5')``).
It never accepts a text tomllib rejects. Values are compared by ``repr`` so that a type
or a trailing zero that differs fails the test.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.engine import phh, toml_subset
from tests.conftest import SHARED_DIR, shared_hand_files

SHARED_FILES = shared_hand_files()
DATA = Path(__file__).resolve().parent / "data" / "phh"


def reference(text: str) -> dict[str, object] | None:
    """What tomllib reads (None where it refuses the text)."""
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        return None


def assert_agrees(text: str) -> dict[str, object] | None:
    """The subset reader gives tomllib's value or declines; never another value."""
    ours = toml_subset.loads(text)
    if ours is not None:
        expected = reference(text)
        assert expected is not None, f"tomllib refuses {text!r} but the subset reader read it"
        assert repr(ours) == repr(expected), text
    return ours


@pytest.mark.usefixtures("shared_phh")
def test_every_shared_hand_is_in_the_subset_and_reads_as_tomllib_reads_it() -> None:
    assert SHARED_FILES, f"no hand files under {SHARED_DIR / 'phh'}"
    declined = [
        str(path) for path in SHARED_FILES if assert_agrees(path.read_text("utf-8")) is None
    ]
    assert not declined, "left to tomllib (slow path): " + ", ".join(declined)


def test_the_written_hands_and_the_test_data_read_as_tomllib_reads_them() -> None:
    paths = sorted(DATA.glob("*.phh*"))
    assert paths, f"no test data under {DATA}"
    for path in paths:
        text = path.read_text("utf-8")
        assert assert_agrees(text) is not None, path
        hands = phh.loads_many(text, source=str(path))
        written = phh.dumps_many(hands)
        assert assert_agrees(written) is not None, "dumps writes TOML outside the subset"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", {}),
        ("# only a comment", {}),
        ("a = 'x'", {"a": "x"}),
        ('a = "x # not a comment"  # a comment', {"a": "x # not a comment"}),
        ("a=1\nb = -2\nc = 0\nd = -0", {"a": 1, "b": -2, "c": 0, "d": 0}),
        ("a = 1.50\nb = -0.0", {"a": Decimal("1.50"), "b": Decimal("-0.0")}),
        ("a = true\nb = false", {"a": True, "b": False}),
        (
            "a = []\nb = [ ]\nc = [1,]\nd = [1, 2.5, 'x', true]",
            {"a": [], "b": [], "c": [1], "d": [1, Decimal("2.5"), "x", True]},
        ),
        ("a = [\n  'x',  # one\n  # between\n  'y',\n]\n", {"a": ["x", "y"]}),
        ("a = [[1, 2], [], ['x']]", {"a": [[1, 2], [], ["x"]]}),
        (
            "\n  a = 1  \n\n[1]\nb = 2\n[ 2 ]  # two\nb = 3\n",
            {"a": 1, "1": {"b": 2}, "2": {"b": 3}},
        ),
        ("a = '\u00e9\u6f22 \t'", {"a": "\u00e9\u6f22 \t"}),
    ],
)
def test_reads_the_subset(text: str, expected: dict[str, object]) -> None:
    assert repr(assert_agrees(text)) == repr(expected)


@pytest.mark.parametrize(
    "text",
    [
        # valid TOML outside the subset: tomllib reads these
        "a = 1979-05-27",
        "a = 07:32:00",
        "a = 1e3",
        "a = 1.5E-2",
        "a = 0x1f",
        "a = 1_000",
        "a = +1",
        "a = inf",
        "a = nan",
        'a = "tab\\there"',
        "a = '''multi\nline'''",
        'a = """x"""',
        "a = {b = 1}",
        "a.b = 1",
        '"a" = 1',
        "[[a]]\nb = 1",
        "[a.b]\nc = 1",
        "a = 1\r\nb = 2\r\n",
        "a = [1, # c\n 1979-05-27]",
        # not TOML at all: tomllib gives the message
        "a = 1\na = 2",
        "[1]\nx = 1\n[1]\ny = 2",
        "a = [1 2]",
        "a = [,]",
        "a = [1,,]",
        "a = 01",
        "a = 1.",
        "a = .5",
        "a = 'x' 'y'",
        "a =",
        "a = \n1",
        "= 1",
        "a = 'unterminated",
        "a = 'x'\x00",
        "a = 'x\x7f'",
        "[1] b = 1",
        "a = [1]]",
        "\ufeffa = 1",
    ],
)
def test_leaves_the_rest_to_tomllib(text: str) -> None:
    assert toml_subset.loads(text) is None


def test_a_bad_file_is_still_reported_by_tomllib_with_its_position() -> None:
    with pytest.raises(phh.PhhError, match=r"^x\.phh: not valid TOML: .*\(at line 2, column 12\)$"):
        phh.loads('variant = "NT"\nantes = [0 0]\n', source="x.phh")


# Texts built from the pieces PHH uses and a few it does not, shuffled and mutated.
_PIECES = st.sampled_from(
    [
        "a",
        "b",
        "_c",
        "1",
        " ",
        "  ",
        "\t",
        "\n",
        "=",
        " = ",
        ",",
        "[",
        "]",
        "#",
        "# x\n",
        "'",
        '"',
        "'x'",
        '"y"',
        "'d dh p1 AhKh'",
        "0",
        "-0",
        "12",
        "-7",
        "1.5",
        "0.50",
        "01",
        "1e3",
        "true",
        "false",
        "tru",
        "\\",
        "'''",
        "{",
        "}",
        ".",
        "\r\n",
        "\x00",
        "é",
    ]
)
_TEXTS = st.lists(_PIECES, max_size=30).map("".join)
_LINES = st.lists(
    st.tuples(
        st.sampled_from(["a", "b", "c", "variant", "actions", "_x"]),
        st.sampled_from(
            ["1", "-2", "0.5", "'NT'", "[1, 2]", "['p1 f', 'p2 cc',]", "[\n1,\n# c\n2\n]", "true"]
        ),
    ),
    max_size=6,
).map(lambda pairs: "".join(f"{k} = {v}\n" for k, v in pairs))


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
def test_random_texts_read_as_tomllib_reads_them_or_are_declined(text: str) -> None:
    ours = assert_agrees(text)
    assert ours is None or isinstance(ours, dict)


@settings(max_examples=200, deadline=None)
@given(_LINES)
def test_random_key_lines_read_as_tomllib_reads_them(text: str) -> None:
    ours = assert_agrees(text)
    # A text whose keys are all different is in the subset: the fast path is taken.
    assert (ours is not None) == (reference(text) is not None)
