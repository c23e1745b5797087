"""Each reason a ruling gives is one record: a StrEnum id stating its rule, a message, a citation."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from dealer_trainer.engine.rulings import (
    CITATIONS,
    MESSAGES,
    PHRASES,
    REASONS,
    Reason,
    ReasonRecord,
    RuledAs,
    rule,
)
from dealer_trainer.engine.rulings import reasons as reasons_module

from .tables import play, table
from .test_rulings import DEEP, to_street

SOURCE = Path(reasons_module.__file__)

CITATION = re.compile(
    r"^((text 2, [a-z0-9.() -]+|TDA R\d+(-[A-Z](-\d)?)?(, R\d+(-[A-Z](-\d)?)?)*"
    r"|corpus [A-Z]{1,4}[.-]\d+(-\d+)?(, [A-Z]{1,4}[.-]\d+)?|WSOP-LA26 \d+|FIDPA [\d.]+)"
    r"(; )?)+$"
)
"""A citation names a book and a rule in it: source text 2 by section, the TDA rules by
number, the corpus by id, the WSOP or FIDPA rules by number."""


def _member_docstrings() -> dict[str, str]:
    tree = ast.parse(SOURCE.read_text(encoding="utf-8"))
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Reason"]
    docs: dict[str, str] = {}
    for node, after in zip(cls.body, cls.body[1:], strict=False):
        if isinstance(node, ast.Assign) and isinstance(after, ast.Expr):
            (target,) = node.targets
            assert isinstance(target, ast.Name) and isinstance(after.value, ast.Constant)
            docs[target.id] = str(after.value.value)
    return docs


def test_every_reason_is_one_record_keyed_by_its_id() -> None:
    assert len(Reason) >= 80
    assert list(REASONS) == list(Reason)
    for reason, record in REASONS.items():
        assert isinstance(record, ReasonRecord) and record.id is reason
        assert reason.value == reason.name.lower()  # the values on disk and in JSON stay
        assert record.message and record.citation


@pytest.mark.parametrize("reason", list(Reason), ids=str)
def test_each_reason_cites_a_rule_and_its_docstring_states_it(reason: Reason) -> None:
    record = REASONS[reason]
    assert CITATION.match(record.citation), record.citation
    doc = " ".join(_member_docstrings()[reason.name].split())
    book = record.citation.replace("TDA ", "TDA 2024 ")
    assert doc.endswith(f"({book}).") and len(doc) > len(book) + 10, doc


def test_the_old_tables_are_views_of_the_records() -> None:
    assert {r.value: REASONS[r].citation for r in Reason} == CITATIONS
    assert {k: MESSAGES[k] for k in CITATIONS} == {r.value: REASONS[r].message for r in Reason}
    assert set(MESSAGES) == set(PHRASES) | set(CITATIONS)
    assert not set(PHRASES) & set(CITATIONS), "a reason's message lives in its record only"
    assert MESSAGES[Reason.OVERSIZED_CALL] == MESSAGES["oversized_call"]


FIELDS = frozenset(
    [
        "p",
        "to",
        "word",
        "x",
        "said",
        "level",
        "add",
        "back",
        "chip",
        "why",
        "what",
        "pot",
        "said_words",
        "limit",
        "need",
        "left",
        "did",
        "extra",
        "base",
        "facing",
        "actor",
        "choices",
        "correct",
        "amount",
        "max",
        "transit",
        "told",
        "how",  # an all-in below or at a full bet or raise (issue 13, 2c)
    ]
)


@pytest.mark.parametrize("reason", list(Reason), ids=str)
def test_each_message_fills_only_fields_a_ruling_supplies(reason: Reason) -> None:
    names = {f for _, f, _, _ in string.Formatter().parse(REASONS[reason].message) if f}
    assert names <= FIELDS, names - FIELDS


def test_a_ruling_gives_its_reasons_as_records_with_their_rules() -> None:
    # Fixed limit 4/8 on the turn: p1 bets 8, p2 drops a single 25 chip without a word.
    game = table([DEEP] * 3, game="FT", blinds=(2, 4), small_bet=4, big_bet=8)
    hand = to_street(game, "turn")
    play(hand, "p1 cbr 8")
    ruling = rule(hand, chips=[(25,)])
    assert ruling.reasons[0] == Reason.OVERSIZED_CALL
    assert ruling.rule == REASONS[Reason.OVERSIZED_CALL].citation == "text 2, single oversized chip"
    assert (ruling.ruled_as, ruling.to, ruling.returned) == (RuledAs.CALL, 8, 17)
    assert ruling.explanation.startswith("p2 calls 8")
