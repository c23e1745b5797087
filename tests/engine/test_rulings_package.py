"""The floor rulings are a package of modules with one job each (issue 14).

Each module opens with a docstring saying what it asks, which rules it exercises and how its
answer is found; none is over 800 lines unless its docstring says why; the package keeps the
public names that the rest of the program imports from ``dealer_trainer.engine.rulings``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dealer_trainer.engine import rulings

PACKAGE_DIR = Path(rulings.__file__).parent
MODULES = sorted(p for p in PACKAGE_DIR.glob("*.py") if p.name != "__init__.py")
LIMIT = 800
FAMILY_HEADINGS = ("Rules exercised:", "How the answer is found:")


def _docstring(path: Path) -> str:
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    assert doc, f"{path.name} opens with no docstring"
    return doc


def test_the_package_has_one_module_per_family() -> None:
    names = {p.stem for p in MODULES}
    assert {"actions", "chip_actions", "verbal", "out_of_turn", "pot_count"} <= names
    assert {"table_stakes", "values", "reasons", "context"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_each_module_says_what_it_asks_and_how(path: Path) -> None:
    doc = _docstring(path)
    assert "Asks" in doc.split("\n\n")[1], f"{path.name}: the second paragraph says what it asks"
    assert "How the answer is found:" in doc, path.name
    deciding = path.stem not in {"values", "reasons", "context"}
    if deciding:
        assert all(h in doc for h in FAMILY_HEADINGS), path.name


@pytest.mark.parametrize("path", [PACKAGE_DIR / "__init__.py", *MODULES], ids=lambda p: p.name)
def test_no_module_is_over_800_lines_without_a_reason_at_its_top(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").count("\n")
    if lines > LIMIT:
        assert "Long because " in _docstring(path), f"{path.name}: {lines} lines"
    else:
        assert lines > 0


def test_the_public_names_are_still_imported_from_the_package() -> None:
    expected = {
        "CITATIONS", "MESSAGES", "PHRASES", "REASONS", "OutOfTurnResult", "PlayerAction",
        "Reason", "ReasonRecord", "RuledAs", "Ruling", "RulingError", "SayWhen",
        "StakesRuling", "rule", "rule_action", "rule_add_on", "rule_chips_in_transit",
        "rule_new_player", "rule_pot_count_error", "when_turn_comes",
    }  # fmt: skip
    assert set(rulings.__all__) == expected
    for name in expected:
        obj = getattr(rulings, name)
        home = getattr(obj, "__module__", None)
        if home is not None and callable(obj):
            assert home.startswith("dealer_trainer.engine.rulings."), (name, home)
