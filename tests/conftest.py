"""Test-wide setup: headless Qt, a sandbox for every user folder, the shared data folder.

This module is imported before any test module, so the Qt platform chosen here is the one
every ``QApplication`` in the run gets.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

# Before any Qt import: render offscreen unless the tester asked for a real display
# (``QT_QPA_PLATFORM=xcb pytest`` to watch the widgets).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO_ROOT = Path(__file__).resolve().parent.parent
"""The checkout's top folder (the one with ``pyproject.toml``)."""

SHARED_DIR = Path(os.environ.get("DEALER_TRAINER_SHARED_DIR") or REPO_ROOT.parent / "shared")
"""The rulebook and real hand files, kept beside the checkout, not in it
(``DEALER_TRAINER_SHARED_DIR`` points elsewhere)."""


@dataclass(frozen=True)
class UserDirs:
    """Where the app's user folders point during one test (none of them exist yet)."""

    home: Path
    data: Path
    config: Path
    cache: Path
    state: Path


def _point_user_dirs_at(mp: pytest.MonkeyPatch, root: Path) -> UserDirs:
    """Send every variable that locates a user folder into ``root``.

    Covers the app's own overrides, the XDG variables that platformdirs and Qt's
    ``QStandardPaths``/``QSettings`` read on Linux, ``HOME`` (platformdirs on macOS,
    ``~`` anywhere) and the Windows profile variables.
    """
    dirs = UserDirs(
        home=root / "home",
        data=root / "data",
        config=root / "config",
        cache=root / "cache",
        state=root / "state",
    )
    dirs.home.mkdir(parents=True, exist_ok=True)
    mp.setenv("HOME", str(dirs.home))
    mp.setenv("USERPROFILE", str(dirs.home))
    mp.setenv("DEALER_TRAINER_DATA_DIR", str(dirs.data))
    mp.setenv("DEALER_TRAINER_CONFIG_DIR", str(dirs.config))
    mp.setenv("XDG_DATA_HOME", str(dirs.data))
    mp.setenv("XDG_CONFIG_HOME", str(dirs.config))
    mp.setenv("XDG_CACHE_HOME", str(dirs.cache))
    mp.setenv("XDG_STATE_HOME", str(dirs.state))
    mp.setenv("APPDATA", str(dirs.data / "Roaming"))
    mp.setenv("LOCALAPPDATA", str(dirs.data / "Local"))
    return dirs


_SANDBOX = pytest.StashKey[tuple[pytest.MonkeyPatch, Path]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--fuzz-long``: the deep fuzz campaign of tests/fuzz (also DEALER_TRAINER_FUZZ_LONG=1)."""
    parser.addoption(
        "--fuzz-long",
        action="store_true",
        default=False,
        help="run the fuzz tests deep: 10,000 inputs per loader (minutes, not seconds)",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Sandbox the user folders for the whole run, before any test or Qt object exists.

    Covers what the per-test fixture below cannot: pytest-qt's session-wide
    ``QApplication`` (fontconfig's cache, Qt's runtime folder) and the doctests under
    ``dealer_trainer/``, which this folder's fixtures do not reach.
    """
    root = Path(tempfile.mkdtemp(prefix="dealer-trainer-tests-"))
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    runtime.chmod(0o700)  # Qt warns about XDG_RUNTIME_DIR unless it is private
    mp = pytest.MonkeyPatch()
    _point_user_dirs_at(mp, root)
    mp.setenv("XDG_RUNTIME_DIR", str(runtime))
    config.stash[_SANDBOX] = (mp, root)


def pytest_unconfigure(config: pytest.Config) -> None:
    sandbox = config.stash.get(_SANDBOX, None)
    if sandbox is not None:
        mp, root = sandbox
        mp.undo()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserDirs:
    """Point every user data/config folder at this test's ``tmp_path``.

    Autouse: no test reads or writes the tester's own progress or settings. Ask for it by
    name to learn where the app should put its files.
    """
    return _point_user_dirs_at(monkeypatch, tmp_path / "user")


REQUIRE_SHARED_FLAG = "DEALER_TRAINER_REQUIRE_SHARED"
"""Set to 1 to make a missing shared folder fail the tests on a developer machine too."""


def shared_required() -> bool:
    """True under CI (``CI=true``, as CI services and ``.ci/run`` set it) or with the flag."""
    ci = os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}
    return ci or os.environ.get(REQUIRE_SHARED_FLAG, "").strip() == "1"


def need_shared(path: Path = SHARED_DIR) -> Path:
    """``path`` under the shared folder, or stop the test: fail under CI or with the flag,
    skip (saying how to get the files) on a developer machine without them."""
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        return path
    message = (
        f"{path} is missing: the rulebook and real hands live in ../shared beside the checkout"
    )
    if shared_required():
        pytest.fail(f"{message} (required here: CI or {REQUIRE_SHARED_FLAG}=1)")
    pytest.skip(f"{message}; set {REQUIRE_SHARED_FLAG}=1 to make this a failure")


def shared_hand_files() -> list[Path]:
    """Every shared PHH file, for parametrizing; empty where the folder is missing (the test
    then asks for :func:`shared_phh`, which fails or skips as :func:`need_shared` says)."""
    folder = SHARED_DIR / "phh"
    return sorted(folder.rglob("*.phh")) if folder.is_dir() else []


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared folder (``../shared`` beside the checkout): rulebook and PHH hand files.

    Skipped where it is missing, for a checkout on its own; under CI (``CI=true``) or with
    ``DEALER_TRAINER_REQUIRE_SHARED=1`` a missing folder fails instead, so the tests that
    need it cannot pass unseen.
    """
    return need_shared(SHARED_DIR)


@pytest.fixture(scope="session")
def shared_phh(shared_dir: Path) -> Path:
    """The shared real hands (``../shared/phh``); fails or skips as :func:`shared_dir`."""
    return need_shared(shared_dir / "phh")
