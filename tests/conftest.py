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

SHARED_DIR = REPO_ROOT.parent / "shared"
"""The rulebook and real hand files, kept beside the checkout, not in it."""


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


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared folder (``../shared`` beside the checkout): rulebook and PHH hand files.

    Skipped where it is missing, for a checkout on its own; under CI (``CI`` set) a
    missing folder fails instead, so the tests that need it cannot pass unseen.
    """
    if not SHARED_DIR.is_dir():
        message = f"shared folder not found at {SHARED_DIR}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return SHARED_DIR
