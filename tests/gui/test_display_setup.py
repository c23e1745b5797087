"""Display set-up: scripts/qt-libs names every library the xcb platform loads, and with no
display the app says in one line what to do and exits 2 (instead of Qt's abort text)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_trainer.app import EXIT_NO_DISPLAY, no_display

from .conftest_env import app_env

ROOT = Path(__file__).resolve().parents[2]


def debian_package(soname: str) -> str:
    """Debian's name for the package of a shared library: libxcb-icccm.so.4 -> libxcb-icccm4."""
    name, _, version = soname.partition(".so.")
    name = name.lower()
    major = version.split(".")[0]
    return f"{name}-{major}" if name[-1].isdigit() else f"{name}{major}"


def test_debian_names_follow_the_library_packaging_rule() -> None:
    assert debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert debian_package("libX11-xcb.so.1") == "libx11-xcb1"


def _script_packages() -> set[str]:
    text = (ROOT / "scripts" / "qt-libs").read_text(encoding="utf-8")
    found: set[str] = set()
    for name in ("CORE", "XCB"):
        m = re.search(rf'^{name}="([^"]*)"', text, re.M)
        assert m, f"scripts/qt-libs has no {name} list"
        found |= set(m.group(1).split())
    return found


@pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd is a Linux tool")
def test_qt_libs_installs_every_x11_library_the_xcb_plugin_loads() -> None:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    assert plugin.is_file(), plugin
    out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=True).stdout
    sonames = {line.split()[0] for line in out.splitlines() if "=>" in line}
    x11 = {s for s in sonames if s.startswith(("libxcb", "libX11", "libxkbcommon"))}
    assert "libxcb-icccm.so.4" in x11 and "libxcb-keysyms.so.1" in x11
    listed = _script_packages()
    missing = sorted(debian_package(s) for s in x11 if debian_package(s) not in listed)
    assert not missing, f"scripts/qt-libs does not install {missing}"


def test_no_display_is_known_from_the_environment() -> None:
    assert no_display({}, "linux")
    assert not no_display({"DISPLAY": ":0"}, "linux")
    assert not no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not no_display({}, "win32")
    assert not no_display({}, "darwin")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are Linux's")
def test_without_a_display_the_app_says_how_to_run_and_exits_2(tmp_path: Path) -> None:
    env = app_env(tmp_path)
    for key in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(key, None)
    result = subprocess.run(
        [sys.executable, "-m", "dealer_trainer"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == EXIT_NO_DISPLAY == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "QT_QPA_PLATFORM=offscreen" in lines[0] and "ssh -X" in lines[0]
    assert "qt.qpa" not in result.stderr and "Aborted" not in result.stderr
