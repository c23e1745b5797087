"""The import contract: Qt stays at the edge, and dependencies point one way.

    engine  <-  quiz  <-  store  <-  gui  <-  app (dealer_trainer/app.py, __main__.py)
                                 store  <-  cli (the command line)  ->  app (to open the window)

- ``engine`` imports only the standard library and itself;
- ``quiz`` adds ``engine``; ``store`` adds ``quiz`` and ``platformdirs`` (and the
  constant-only ``dealer_trainer.appinfo``, to name its folders);
- ``cli`` (the command line, one module per command) sits above them: it adds ``engine``,
  ``quiz``, ``store``, ``appinfo``, ``resource_files`` and ``app`` (only to open the window);
  it never imports ``gui`` (``gui`` is imported only by the app and the entry points);
- none of the three imports Qt, and none imports a layer above it; ``gui`` never imports
  the app or the command line;
- no module outside ``gui`` and ``app.py`` imports Qt (the command line starts the app);
- widgets talk to the controller: no ``gui`` module imports ``dealer_trainer.quiz`` or
  ``dealer_trainer.store`` except ``gui/controller.py`` and the gateways listed in
  ``GUI_GATEWAYS`` with their reasons; modules that still do are listed in
  ``GUI_KNOWN_EXCEPTIONS`` with why and who moves them, and the list may only shrink
  (a listed module that no longer breaks the rule fails the test until it is removed).

Every ``import`` statement counts, wherever it stands (inside a function, under
``TYPE_CHECKING``), and so does ``importlib.import_module("literal")``.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "dealer_trainer"
PACKAGE_DIR = REPO_ROOT / PACKAGE

QT_NAME = re.compile(r"(?i)^(pyside\d*|pyqt\d*|shiboken\d*|qtpy|pytestqt|qt\w*)$")
"""Top-level module names that are Qt or a Qt binding."""

STDLIB = frozenset(sys.stdlib_module_names)

# For each Qt-free layer: the project packages and third-party top-level names it may use.
LAYERS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "engine": (frozenset({"engine"}), frozenset()),
    "quiz": (frozenset({"engine", "quiz"}), frozenset()),
    "store": (frozenset({"engine", "quiz", "store", "appinfo"}), frozenset({"platformdirs"})),
    "cli": (
        frozenset({"engine", "quiz", "store", "cli", "appinfo", "resource_files", "app"}),
        frozenset(),
    ),
}
# The top of the stack: nothing below may import these.
APP_MODULES = frozenset({f"{PACKAGE}.app", f"{PACKAGE}.__main__", f"{PACKAGE}.cli"})

# Modules of the package outside the layers, each Qt-free (only app.py starts Qt).
QT_FREE_TOP = ("__init__.py", "__main__.py", "appinfo.py", "resource_files.py")

# The layers a widget may not reach but through the controller.
BEHIND_CONTROLLER = (f"{PACKAGE}.quiz", f"{PACKAGE}.store")

GUI_GATEWAYS: dict[str, str] = {
    "controller.py": "the controller: the one object the widgets talk to",
    "questions.py": (
        "the controller's Qt-free adapter that turns quiz questions into what the window "
        "shows and grades typed answers; it has no widget"
    ),
    "deal_session.py": (
        "the deal-a-hand mode's Qt-free session (issue 19): plans, grades and reports deal "
        "sessions from quiz.deal for the deal window, as questions.py does for the quiz; no widget"
    ),
    "errors.py": (
        "the last-resort error reporter hooked into sys.excepthook: it must log to the data "
        "folder (store.logs) even when the controller itself has failed"
    ),
}
"""gui modules that may import quiz and store, and why."""

GUI_KNOWN_EXCEPTIONS: dict[str, str] = {}
"""gui widget modules that still import quiz or store: each to be moved behind the controller."""


@dataclass(frozen=True)
class Import:
    """One imported module, absolute, and where it was imported."""

    module: str
    file: Path
    line: int

    def where(self) -> str:
        return f"{self.file.relative_to(REPO_ROOT)}:{self.line}"


def module_name(path: Path) -> str:
    """``dealer_trainer/engine/cards.py`` -> ``dealer_trainer.engine.cards``."""
    parts = path.relative_to(REPO_ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path, source: str | None = None) -> Iterator[Import]:
    """Every module that ``path`` imports, relative imports made absolute.

    ``from pkg import name`` yields ``pkg.name`` (``name`` may be a submodule; for the
    layer check only the first two parts matter, so an attribute does no harm).
    """
    text = path.read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text, filename=str(path))
    this = module_name(path)
    package = this if path.name == "__init__.py" else this.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(alias.name, path, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                if node.level > 1:
                    base_parts = base_parts[: -(node.level - 1)]
                base = ".".join(base_parts)
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            for alias in node.names:
                name = base if alias.name == "*" else f"{base}.{alias.name}"
                yield Import(name, path, node.lineno)
        elif (
            isinstance(node, ast.Call)
            and _called_name(node.func) in {"import_module", "__import__"}
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield Import(node.args[0].value, path, node.lineno)


def _shown(file: str) -> str:
    """``file`` relative to the checkout where it lies inside it."""
    path = Path(file)
    return str(path.relative_to(REPO_ROOT)) if path.is_relative_to(REPO_ROOT) else file


def _called_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def layer_violation(layer: str, imp: Import) -> str | None:
    """Why ``imp`` breaks the rules of ``layer`` (``None`` if it does not)."""
    top = imp.module.split(".")[0]
    if QT_NAME.match(top):
        return f"{imp.where()} imports {imp.module}: no Qt outside dealer_trainer/gui and app"
    if top == PACKAGE:
        own_packages, _ = LAYERS[layer]
        parts = imp.module.split(".")
        if len(parts) == 1:
            return f"{imp.where()} imports the {PACKAGE} package itself: import a layer below"
        if parts[1] not in own_packages:
            allowed = ", ".join(sorted(f"{PACKAGE}.{p}" for p in own_packages))
            return f"{imp.where()} imports {imp.module}: {layer} may import only {allowed}"
        return None
    if top in STDLIB:
        return None
    _, third_party = LAYERS[layer]
    if top not in third_party:
        others = "".join(f" and {name}" for name in sorted(third_party))
        return (
            f"{imp.where()} imports {imp.module}: outside {PACKAGE}, {layer} may use only "
            f"the standard library{others}"
        )
    return None


def python_files(subpackage: str) -> list[Path]:
    return sorted((PACKAGE_DIR / subpackage).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_layer_imports_only_what_lies_below(layer: str) -> None:
    files = python_files(layer)
    assert files, f"no modules found under {PACKAGE_DIR / layer}"
    problems = [
        problem
        for path in files
        for imp in imports_of(path)
        if (problem := layer_violation(layer, imp)) is not None
    ]
    assert not problems, "\n".join(problems)


def test_gui_does_not_import_the_app() -> None:
    problems = [
        f"{imp.where()} imports {imp.module}: the app builds the GUI, not the other way round"
        for path in python_files("gui")
        for imp in imports_of(path)
        if imp.module in APP_MODULES or any(imp.module.startswith(m + ".") for m in APP_MODULES)
    ]
    assert not problems, "\n".join(problems)


def behind_controller(imp: Import) -> bool:
    """True if ``imp`` reaches the quiz or the store."""
    return any(imp.module == m or imp.module.startswith(m + ".") for m in BEHIND_CONTROLLER)


def widget_violations(path: Path, source: str | None = None) -> list[str]:
    """Where the gui module ``path`` imports the quiz or the store."""
    return [
        f"{imp.where()} imports {imp.module}: widgets reach the quiz and the store only "
        "through dealer_trainer/gui/controller.py"
        for imp in imports_of(path, source)
        if behind_controller(imp)
    ]


def test_widgets_reach_quiz_and_store_only_through_the_controller() -> None:
    files = python_files("gui")
    assert PACKAGE_DIR / "gui" / "controller.py" in files
    problems = [
        problem
        for path in files
        if path.name not in GUI_GATEWAYS and path.name not in GUI_KNOWN_EXCEPTIONS
        for problem in widget_violations(path)
    ]
    assert not problems, "\n".join(problems)


def test_known_exceptions_are_still_exceptions_and_the_list_only_shrinks() -> None:
    """A module put right must leave GUI_KNOWN_EXCEPTIONS, so the exception is not kept."""
    names = {path.name for path in python_files("gui")}
    assert set(GUI_KNOWN_EXCEPTIONS) <= names, "a listed module no longer exists"
    assert set(GUI_GATEWAYS) <= names, "a listed gateway no longer exists"
    assert not set(GUI_GATEWAYS) & set(GUI_KNOWN_EXCEPTIONS)
    mended = [
        name for name in GUI_KNOWN_EXCEPTIONS if not widget_violations(PACKAGE_DIR / "gui" / name)
    ]
    assert not mended, f"no longer import quiz or store; remove from GUI_KNOWN_EXCEPTIONS: {mended}"
    assert all(
        reason.strip() for reason in (*GUI_GATEWAYS.values(), *GUI_KNOWN_EXCEPTIONS.values())
    )


@pytest.mark.parametrize("path", QT_FREE_TOP)
def test_modules_outside_gui_and_app_import_no_qt(path: str) -> None:
    problems = [
        f"{imp.where()} imports {imp.module}: only dealer_trainer/gui and app.py import Qt"
        for imp in imports_of(PACKAGE_DIR / path)
        if QT_NAME.match(imp.module.split(".")[0])
    ]
    assert not problems, "\n".join(problems)


def test_every_module_of_the_package_is_under_a_rule() -> None:
    """A new top-level module must be placed: a layer, gui, app.py or the Qt-free list."""
    placed = {*LAYERS, "gui", "app.py", *QT_FREE_TOP, "py.typed", "__pycache__"}
    unplaced = sorted(p.name for p in PACKAGE_DIR.iterdir() if p.name not in placed)
    assert not unplaced, f"add these to a rule in tests/test_architecture.py: {unplaced}"


@pytest.mark.parametrize("path", ["__init__.py", "appinfo.py"])
def test_package_root_is_standard_library_only(path: str) -> None:
    """Importing any layer runs ``dealer_trainer/__init__.py`` first: it must stay light."""
    appinfo = f"{PACKAGE}.appinfo"
    problems = [
        f"{imp.where()} imports {imp.module}: {PACKAGE}/{path} may use only the standard "
        f"library and {appinfo}"
        for imp in imports_of(PACKAGE_DIR / path)
        if imp.module.split(".")[0] not in STDLIB
        and imp.module != appinfo
        and not imp.module.startswith(appinfo + ".")
    ]
    assert not problems, "\n".join(problems)


_IMPORT_ALL = """
import importlib, json, pkgutil, re, sys
qt = re.compile(sys.argv[1])
imported, culprits = [], {}
def load(name):
    before = {m.split(".")[0] for m in sys.modules if qt.match(m.split(".")[0])}
    module = importlib.import_module(name)
    imported.append(name)
    after = {m.split(".")[0] for m in sys.modules if qt.match(m.split(".")[0])}
    for top in sorted(after - before):
        culprits[top] = getattr(module, "__file__", name)
    return module
for package_name in (
    "dealer_trainer.engine", "dealer_trainer.quiz", "dealer_trainer.store", "dealer_trainer.cli"
):
    package = load(package_name)
    for info in pkgutil.walk_packages(package.__path__, package_name + "."):
        load(info.name)
json.dump({"imported": imported, "qt": culprits}, sys.stdout)
"""


def test_importing_the_qt_free_layers_loads_no_qt() -> None:
    """Import every engine, quiz, store and cli module in a fresh interpreter: no Qt appears."""
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_ALL, QT_NAME.pattern],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, f"importing the Qt-free layers failed:\n{result.stderr}"
    report = json.loads(result.stdout)
    assert "dealer_trainer.engine.cards" in report["imported"]
    problems = [
        f"importing {_shown(file)} loaded {top}: no Qt outside dealer_trainer/gui and app"
        for top, file in report["qt"].items()
    ]
    assert not problems, "\n".join(problems)


# The checker checks itself: each rule catches what it should, on made-up modules.


def _fake(relative: str, source: str) -> list[Import]:
    return list(imports_of(REPO_ROOT / relative, source))


@pytest.mark.parametrize(
    ("layer", "relative", "source", "offender"),
    [
        ("engine", "dealer_trainer/engine/x.py", "from PySide6 import QtCore\n", "PySide6.QtCore"),
        ("engine", "dealer_trainer/engine/x.py", "def f():\n    import shiboken6\n", "shiboken6"),
        ("engine", "dealer_trainer/engine/x.py", "from ..quiz import ask\n", "dealer_trainer.quiz"),
        ("engine", "dealer_trainer/engine/x.py", "import platformdirs\n", "platformdirs"),
        ("quiz", "dealer_trainer/quiz/x.py", "from dealer_trainer import store\n", "store"),
        (
            "quiz",
            "dealer_trainer/quiz/x.py",
            "import importlib\nimportlib.import_module('PyQt6')\n",
            "PyQt6",
        ),
        (
            "store",
            "dealer_trainer/store/sub/x.py",
            "from ...gui import window\n",
            "dealer_trainer.gui",
        ),
        (
            "store",
            "dealer_trainer/store/x.py",
            "from dealer_trainer import app\n",
            "dealer_trainer.app",
        ),
        (
            "store",
            "dealer_trainer/store/x.py",
            "from dealer_trainer.cli.common import open_store\n",
            "dealer_trainer.cli.common",
        ),
        ("quiz", "dealer_trainer/quiz/x.py", "from ..cli import main\n", "dealer_trainer.cli"),
        (
            "cli",
            "dealer_trainer/cli/x.py",
            "from dealer_trainer.gui.window import MainWindow\n",
            "dealer_trainer.gui",
        ),
        ("cli", "dealer_trainer/cli/x.py", "from PySide6 import QtWidgets\n", "PySide6"),
    ],
)
def test_checker_flags(layer: str, relative: str, source: str, offender: str) -> None:
    problems = [p for imp in _fake(relative, source) if (p := layer_violation(layer, imp))]
    assert len(problems) == 1, problems
    assert offender in problems[0]
    assert relative in problems[0]


@pytest.mark.parametrize(
    ("layer", "relative", "source"),
    [
        ("engine", "dealer_trainer/engine/x.py", "from __future__ import annotations\n"),
        ("engine", "dealer_trainer/engine/x.py", "from .cards import Card\nimport re\n"),
        ("engine", "dealer_trainer/engine/__init__.py", "from . import cards\n"),
        ("quiz", "dealer_trainer/quiz/x.py", "from ..engine.cards import Card\n"),
        ("store", "dealer_trainer/store/x.py", "import platformdirs\nfrom ..quiz import x\n"),
        ("store", "dealer_trainer/store/x.py", "from dealer_trainer.appinfo import NAME\n"),
        ("cli", "dealer_trainer/cli/x.py", "from ..store.db import Store\nfrom . import common\n"),
        ("cli", "dealer_trainer/cli/x.py", "from dealer_trainer.app import run_app\n"),
    ],
)
def test_checker_allows(layer: str, relative: str, source: str) -> None:
    problems = [p for imp in _fake(relative, source) if (p := layer_violation(layer, imp))]
    assert not problems


@pytest.mark.parametrize(
    ("source", "offender"),
    [
        ("from dealer_trainer.quiz.ids import KINDS\n", "dealer_trainer.quiz.ids.KINDS"),
        ("def f():\n    from ..store import progress\n", "dealer_trainer.store.progress"),
        (
            "class W:\n    def m(self):\n        import dealer_trainer.store.paths\n",
            "dealer_trainer.store.paths",
        ),
        ("from dealer_trainer import quiz\n", "dealer_trainer.quiz"),
        (
            "import importlib\nimportlib.import_module('dealer_trainer.store')\n",
            "dealer_trainer.store",
        ),
    ],
)
def test_widget_checker_flags(source: str, offender: str) -> None:
    problems = widget_violations(REPO_ROOT / "dealer_trainer/gui/w.py", source)
    assert len(problems) == 1, problems
    assert offender in problems[0]
    assert "dealer_trainer/gui/w.py" in problems[0]


@pytest.mark.parametrize(
    "source",
    [
        "from dealer_trainer.engine.cards import Card\n",
        "from .controller import Controller\n",
        "from dealer_trainer.quizzical import x\n",
        "from PySide6.QtWidgets import QWidget\n",
    ],
)
def test_widget_checker_allows(source: str) -> None:
    assert not widget_violations(REPO_ROOT / "dealer_trainer/gui/w.py", source)


def test_each_command_has_its_own_module_in_the_command_line_package() -> None:
    """One module per command: ``dealer_trainer/cli/<command>.py``, opening with its usage."""
    from dealer_trainer.cli import COMMANDS

    assert (PACKAGE_DIR / "cli" / "__init__.py").is_file()
    assert not (PACKAGE_DIR / "cli.py").exists() and not (PACKAGE_DIR / "store" / "cli.py").exists()
    for command in COMMANDS:
        path = PACKAGE_DIR / "cli" / f"{command}.py"
        assert path.is_file(), f"the {command} command has no module {path.name}"
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        assert doc.startswith(f"``dealer-trainer {command}"), f"{path.name}: {doc[:60]!r}"


HOMONYMS_LEFT: dict[str, str] = {}
"""Public class names still defined twice in the package, why, and who renames them; the list
may only shrink, and it is empty now: ForcedBets (engine/procedures.py: PostedBets), SeatView
(quiz/deal.py: SceneSeat) and Step (quiz/deal.py: PlannedDuty) were the last."""


def _public_classes() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                found.setdefault(node.name, []).append(str(path.relative_to(PACKAGE_DIR)))
    return found


def test_one_class_name_means_one_thing() -> None:
    """ActionKind, ReplayError, Settings, PotLayer each named two things (issue 14)."""
    twice = {name: files for name, files in _public_classes().items() if len(files) > 1}
    unexplained = {n: f for n, f in twice.items() if n not in HOMONYMS_LEFT}
    assert not unexplained, f"one name, two classes: {unexplained}"
    mended = sorted(set(HOMONYMS_LEFT) - set(twice))
    assert not mended, f"no longer defined twice; remove from HOMONYMS_LEFT: {mended}"


def test_no_homonym_is_left_to_rename() -> None:
    """Issue 14: one name, one meaning; a new homonym is renamed, not listed."""
    assert HOMONYMS_LEFT == {}, f"rename these instead of listing them: {sorted(HOMONYMS_LEFT)}"


LONG_MODULE: int = 800
"""A module over this many lines says at the top of its docstring why it is long (issue 14)."""

LONG_BECAUSE = "Long because "
"""How the reason starts: a paragraph of the docstring's top, the second or the third (the
rulings modules' second paragraph says what the module asks)."""


def _why_long(text: str) -> str:
    """The reason a module's docstring gives for its length ("" when it gives none): one of
    the two paragraphs after the summary, if it starts with :data:`LONG_BECAUSE` and says
    something (at least a sentence of a dozen words)."""
    doc = ast.get_docstring(ast.parse(text)) or ""
    for paragraph in doc.split("\n\n")[1:3]:
        reason = " ".join(paragraph.split())
        if reason.startswith(LONG_BECAUSE) and len(reason.split()) >= 12:
            return reason
    return ""


def test_the_check_for_a_reason_finds_one_only_where_it_is_given() -> None:
    said = '"""Summary.\n\nLong because the hand is one object: every question reads the same\nfields, so one file.\n"""\n'
    assert _why_long(said).startswith("Long because the hand is one object")
    assert not _why_long(
        '"""Summary.\n\nA.\n\nB.\n\nLong because of many rules and parts of it here, far down."""'
    )
    assert not _why_long('"""Summary.\n\nLong because."""\n')
    assert not _why_long("x = 1\n")


def test_a_long_module_says_why_at_the_top() -> None:
    """Issue 14: no module over ~800 lines without a reason stated at its top (the rulings
    package's own test, tests/engine/test_rulings_package.py, asks the same form)."""
    silent = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        if lines > LONG_MODULE and not _why_long(text):
            silent.append(f"{path.relative_to(PACKAGE_DIR)} ({lines} lines)")
    assert not silent, (
        f"over {LONG_MODULE} lines with no {LONG_BECAUSE!r} paragraph after the docstring's "
        f"summary (split the module, or say why it is one): {silent}"
    )


def _any_lines(path: Path) -> list[int]:
    """Lines of ``path`` that use ``typing.Any`` (as ``Any`` or ``typing.Any``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sorted(
        {
            node.lineno
            for node in ast.walk(tree)
            if (isinstance(node, ast.Name) and node.id == "Any")
            or (isinstance(node, ast.Attribute) and node.attr == "Any")
        }
    )


def test_every_any_in_the_gui_says_why() -> None:
    """The GUI is typed (issue 14): ``Any`` only at a Qt boundary PySide6 types loosely,
    and then with its reason on the line (``# Any: <reason>``)."""
    paths = [*sorted((PACKAGE_DIR / "gui").glob("*.py")), PACKAGE_DIR / "app.py"]
    unexplained = []
    for path in paths:
        lines = path.read_text(encoding="utf-8").splitlines()
        for number in _any_lines(path):
            comment = lines[number - 1].partition("# Any:")[2].strip()
            if len(comment) < 8:
                unexplained.append(f"{path.relative_to(PACKAGE_DIR)}:{number}")
    assert len(paths) > 20 and (PACKAGE_DIR / "gui" / "main_window.py") in paths
    assert not unexplained, f"Any without '# Any: <reason>' on its line: {unexplained}"


def _function_imports(tree: ast.Module) -> Iterator[list[ast.Import | ast.ImportFrom]]:
    """The runs of consecutive import statements inside functions."""
    for holder in ast.walk(tree):
        if not isinstance(holder, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(holder):
            for field in ("body", "orelse", "finalbody"):
                statements = getattr(node, field, None)
                if not isinstance(statements, list):
                    continue
                run: list[ast.Import | ast.ImportFrom] = []
                for statement in [*statements, None]:
                    if isinstance(statement, (ast.Import, ast.ImportFrom)):
                        run.append(statement)
                    elif run:
                        yield run
                        run = []


def test_every_function_level_import_in_the_gui_says_why() -> None:
    """Issue 14: an import inside a function only where start-up shows it pays, with its
    reason on the line or just above the imports (``# start-up: ...``); others go on top."""
    unexplained = []
    for path in sorted((PACKAGE_DIR / "gui").glob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for run in _function_imports(ast.parse("\n".join(lines))):
            first = run[0].lineno
            above = lines[first - 2].strip() if first > 1 else ""
            on_lines = [
                lines[n - 1]
                for imp in run
                for n in range(imp.lineno, (imp.end_lineno or imp.lineno) + 1)
            ]
            if not above.startswith("#") and not any("#" in line for line in on_lines):
                unexplained.append(f"{path.relative_to(PACKAGE_DIR)}:{first}")
    assert not unexplained, f"function-level imports without a reason: {unexplained}"
