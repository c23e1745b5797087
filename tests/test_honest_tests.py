"""Every test can fail: each ``test_*`` function asserts, expects an exception or waits on Qt.

A test that only calls code passes whatever the code returns. This check reads every test
module's syntax tree and requires each test function to contain, directly or through a helper
function of the test suite it calls, at least one of:

- an ``assert`` statement that is not true by its form (``assert True``, ``assert a == a``);
- ``pytest.raises`` / ``pytest.warns`` / ``pytest.fail`` (or ``pytest.approx`` inside an assert);
- a pytest-qt wait or check (``qtbot.waitUntil``, ``qtbot.waitSignal``, ``qtbot.assertNotEmitted``
  and the like), which fail the test on time-out.

Helpers are followed across the suite: functions of the same module, methods of the same class
(``self.check()``), and names imported from other test modules (``from .helpers import play``).
A test that truly asserts nothing of its own must be listed in :data:`ALLOWED` with the reason.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.conftest import need_shared

TESTS = Path(__file__).resolve().parent

ALLOWED: dict[str, str] = {}
"""``"path/to/test_file.py::test_name"`` -> why it needs no assertion of its own."""

CHECKING_CALLS = frozenset({"raises", "warns", "fail", "deprecated_call"})
"""``pytest.<name>`` calls that fail a test by themselves."""

QTBOT_CHECKS = ("wait", "assert")
"""``qtbot.<name>`` prefixes that fail a test on time-out (``waitUntil``, ``assertNotEmitted``)."""


@dataclass
class Module:
    path: Path
    name: str
    tree: ast.Module
    functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = field(default_factory=dict)
    classes: dict[str, dict[str, ast.FunctionDef | ast.AsyncFunctionDef]] = field(
        default_factory=dict
    )
    imports: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Local name -> (module name, function name) for names imported from test modules."""


def _module_name(path: Path) -> str:
    return ".".join(("tests", *path.relative_to(TESTS).with_suffix("").parts))


def _resolve(module: str, level: int, source: str) -> str:
    if level == 0:
        return module
    base = source.split(".")[:-level]
    return ".".join([*base, module] if module else base)


def _load() -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for path in sorted(TESTS.rglob("*.py")):
        name = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        mod = Module(path, name, tree)
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                mod.functions[node.name] = node
            elif isinstance(node, ast.ClassDef):
                mod.classes[node.name] = {
                    n.name: n
                    for n in node.body
                    if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
                }
            elif isinstance(node, ast.ImportFrom):
                target = _resolve(node.module or "", node.level, name)
                if target.startswith("tests"):
                    for alias in node.names:
                        mod.imports[alias.asname or alias.name] = (target, alias.name)
        modules[name] = mod
    return modules


MODULES = _load()


def _checks_directly(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        owner = func.value
        if isinstance(owner, ast.Name) and owner.id == "pytest" and func.attr in CHECKING_CALLS:
            return True
        if isinstance(owner, ast.Name) and owner.id == "qtbot":
            return func.attr.startswith(QTBOT_CHECKS)
    return False


def _tautology(test: ast.expr) -> bool:
    """``assert True``, ``assert "text"``, ``assert f(x) == f(x)``: true whatever the code does."""
    if isinstance(test, ast.Constant):
        return bool(test.value)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        same = ast.dump(test.left) == ast.dump(test.comparators[0])
        return same and isinstance(test.ops[0], ast.Eq | ast.Is | ast.LtE | ast.GtE)
    return False


def _callees(
    call: ast.Call, mod: Module, cls: str | None
) -> Iterator[tuple[Module, str | None, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """The suite's own functions a call may reach."""
    func = call.func
    if isinstance(func, ast.Name):
        if func.id in mod.functions:
            yield mod, None, mod.functions[func.id]
        elif func.id in mod.imports:
            target, name = mod.imports[func.id]
            other = MODULES.get(target)
            if other is not None and name in other.functions:
                yield other, None, other.functions[name]
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        owner = func.value.id
        if owner in ("self", "cls") and cls is not None:
            method = mod.classes[cls].get(func.attr)
            if method is not None:
                yield mod, cls, method
        elif owner in mod.imports:  # ``from . import helpers`` then ``helpers.play()``
            target, name = mod.imports[owner]
            other = MODULES.get(f"{target}.{name}")
            if other is not None and func.attr in other.functions:
                yield other, None, other.functions[func.attr]


def _checks(
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    mod: Module,
    cls: str | None,
    seen: set[tuple[str, str]],
) -> bool:
    key = (mod.name, f"{cls}.{node.name}" if cls else node.name)
    if key in seen:
        return False
    seen.add(key)
    for sub in ast.walk(node):
        if isinstance(sub, ast.Assert) and not _tautology(sub.test):
            return True
        if isinstance(sub, ast.Call):
            if _checks_directly(sub):
                return True
            for other, other_cls, callee in _callees(sub, mod, cls):
                if _checks(callee, other, other_cls, seen):
                    return True
    return False


def _tests() -> Iterator[tuple[str, bool]]:
    for mod in MODULES.values():
        where = mod.path.relative_to(TESTS.parent).as_posix()
        for name, node in mod.functions.items():
            if name.startswith("test_"):
                yield f"{where}::{name}", _checks(node, mod, None, set())
        for cls, methods in mod.classes.items():
            if not cls.startswith("Test"):
                continue
            for name, node in methods.items():
                if name.startswith("test_"):
                    yield f"{where}::{cls}::{name}", _checks(node, mod, cls, set())


def test_every_test_function_can_fail() -> None:
    found = dict(_tests())
    assert len(found) > 500, "the walk found too few tests: is it reading tests/?"
    silent = sorted(test for test, checks in found.items() if not checks and test not in ALLOWED)
    assert silent == [], "tests that assert nothing (assert, pytest.raises or a qtbot wait):\n" + (
        "\n".join(silent)
    )


def test_the_allow_list_names_only_silent_tests_with_reasons() -> None:
    found = dict(_tests())
    for test, reason in ALLOWED.items():
        assert test in found, f"{test} is allowed but no longer exists"
        assert not found[test], f"{test} asserts now: take it off the allow-list"
        assert len(reason) > 20, f"{test}: give a reason a reader can check"


def _check_source(source: str) -> dict[str, bool]:
    """Run the check on a snippet, as if it were a test module of the suite."""
    name = "tests.snippet"
    tree = ast.parse(source)
    mod = Module(TESTS / "snippet.py", name, tree)
    mod.functions = {
        n.name: n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    return {n: _checks(f, mod, None, set()) for n, f in mod.functions.items() if n[:5] == "test_"}


def test_the_check_tells_silent_tests_from_checking_ones() -> None:
    source = """
def _helper(x):
    assert x

def _quiet(x):
    return x + 1

def test_asserts(): assert 1 + 1 == 2
def test_raises():
    with pytest.raises(ValueError):
        int("x")
def test_waits(qtbot): qtbot.waitUntil(lambda: True)
def test_through_a_helper(): _helper(3)
def test_calls_only(): _quiet(3)
def test_try_without_assert():
    try:
        int("x")
    except ValueError:
        pass
def test_qtbot_click_only(qtbot): qtbot.mouseClick(None, None)
def test_same_both_sides(): assert dump(r, at=t) == dump(r, at=t)
def test_constant(): assert "always"
"""
    assert _check_source(source) == {
        "test_asserts": True,
        "test_raises": True,
        "test_waits": True,
        "test_through_a_helper": True,
        "test_calls_only": False,
        "test_try_without_assert": False,
        "test_qtbot_click_only": False,
        "test_same_both_sides": False,
        "test_constant": False,
    }


def test_a_missing_shared_folder_fails_under_ci_and_skips_only_on_a_developer_machine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "shared"
    monkeypatch.delenv("DEALER_TRAINER_REQUIRE_SHARED", raising=False)
    for ci in ("true", "1"):
        monkeypatch.setenv("CI", ci)
        with pytest.raises(pytest.fail.Exception, match="required here"):
            need_shared(missing)
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception, match="DEALER_TRAINER_REQUIRE_SHARED=1"):
        need_shared(missing)
    monkeypatch.setenv("DEALER_TRAINER_REQUIRE_SHARED", "1")
    with pytest.raises(pytest.fail.Exception, match="is missing"):
        need_shared(missing)
    missing.mkdir()  # an empty folder is as good as none
    with pytest.raises(pytest.fail.Exception):
        need_shared(missing)
    (missing / "hand.phh").write_text("x", encoding="utf-8")
    assert need_shared(missing) == missing
