"""Packaging: the files that name the app agree with ``appinfo``, and the wheel runs alone.

Fast checks: the desktop entry, the AppStream metainfo and ``CHANGELOG.md`` carry the id,
name and version of ``dealer_trainer.appinfo``; the licence files shipped in the package are
the top-level ones; the icons render for every platform.

One slow check, :func:`test_wheel_installs_into_a_fresh_venv_and_runs`: ``python -m build``
makes the sdist and, from it, the wheel; the wheel goes into a new virtual environment with
plain ``pip install`` (its dependencies, PySide6-Essentials and platformdirs, come from PyPI:
about 85 MB, some 20 s), and ``dealer-trainer --self-test`` and ``dealer-trainer solve`` run
from there, outside the checkout. Nothing from the dev venv is reused, so a resource missing
from the package data or a dependency missing from ``pyproject.toml`` fails here. It takes
about a minute: set ``DEALER_TRAINER_SKIP_WHEEL_TEST=1`` to skip it locally; under CI (``CI``
set) it always runs.
"""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import venv
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from dealer_trainer import appinfo

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = REPO_ROOT / "dealer_trainer"
RESOURCES = REPO_ROOT / "resources"
LINUX = REPO_ROOT / "packaging" / "linux"
DESKTOP_FILE = LINUX / f"{appinfo.APP_ID}.desktop"
METAINFO_FILE = LINUX / f"{appinfo.APP_ID}.metainfo.xml"

SKIP_WHEEL_ENV = "DEALER_TRAINER_SKIP_WHEEL_TEST"


def _release_heading(text: str) -> tuple[str, str]:
    """The newest release in a Keep a Changelog file: ``(version, date)``."""
    match = re.search(r"^## \[(\d[^\]]*)\] - (\d{4}-\d{2}-\d{2})", text, re.M)
    assert match, "CHANGELOG.md has no '## [x.y.z] - YYYY-MM-DD' release heading"
    return match.group(1), match.group(2)


def test_desktop_entry_names_the_app_from_appinfo() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP_FILE, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Name"] == appinfo.NAME
    assert desktop["Exec"] == appinfo.EXECUTABLE
    assert desktop["Icon"] == appinfo.APP_ID
    assert desktop["StartupWMClass"] == appinfo.EXECUTABLE
    # Qt sets the Wayland app id from this name; the file must be called the same
    assert DESKTOP_FILE.stem == appinfo.DESKTOP_FILE


def test_metainfo_carries_the_id_licence_and_version() -> None:
    root = ET.parse(METAINFO_FILE).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == appinfo.APP_ID
    assert root.findtext("name") == appinfo.NAME
    assert root.findtext("launchable") == f"{appinfo.APP_ID}.desktop"
    assert root.findtext("provides/binary") == appinfo.EXECUTABLE
    assert root.findtext("project_license") == "MIT"
    newest = root.find("releases/release")
    assert newest is not None, "the metainfo lists no release"
    changelog_version, changelog_date = _release_heading(
        (REPO_ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    )
    assert (newest.get("version"), newest.get("date")) == (changelog_version, changelog_date)


def test_changelog_newest_release_is_appinfo_version() -> None:
    version, _date = _release_heading((REPO_ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert version == appinfo.VERSION


def test_project_licence_is_mit_everywhere() -> None:
    pyproject = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    licence = pyproject["project"]["license"]
    assert (licence if isinstance(licence, str) else licence.get("text")) == "MIT"
    assert (REPO_ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")


@pytest.mark.parametrize("name", ["LICENSE", "THIRD_PARTY_NOTICES.md"])
def test_licence_files_in_the_package_are_the_top_level_ones(name: str) -> None:
    shipped = RESOURCES / "licenses" / name
    assert shipped.read_bytes() == (REPO_ROOT / name).read_bytes(), (
        f"{shipped.relative_to(REPO_ROOT)} differs from {name}: copy it "
        f"(cp {name} {shipped.relative_to(REPO_ROOT)})"
    )


def test_the_lgpl_texts_ship_with_the_notices() -> None:
    for name in ("LGPL-3.0.txt", "GPL-3.0.txt"):
        assert (RESOURCES / "licenses" / name).stat().st_size > 5000
    notices = (REPO_ROOT / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    for needed in ("LGPL-3.0", "PySide6", "shiboken6", "platformdirs", "PHH"):
        assert needed in notices


def test_shipped_hand_files_keep_their_licence_notice() -> None:
    hands = [*RESOURCES.rglob("*.phh"), *RESOURCES.rglob("*.phhs")]
    notices = (REPO_ROOT / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    # The PHH dataset's notice is kept whether or not hand files ship (its format and hands
    # are used throughout); with hand files in resources/ it is required.
    assert "uoftcprg/phh-dataset" in notices, "THIRD_PARTY_NOTICES.md names the PHH dataset"
    assert not hands or (
        "Copyright (c) 2024 University of Toronto Computer Poker Research Group" in notices
    )


def _load_make_icons() -> ModuleType:
    path = REPO_ROOT / "packaging" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_icons_render_from_the_svg_for_every_platform(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    make_icons = _load_make_icons()
    make_icons.make_icons(tmp_path, appinfo.APP_ID)
    for size in make_icons.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{appinfo.APP_ID}.png"
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size)
        # drawn, not blank: the centre of the chip is opaque
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    assert (tmp_path / "hicolor" / "scalable" / "apps" / f"{appinfo.APP_ID}.svg").is_file()
    ico = (tmp_path / f"{appinfo.APP_ID}.ico").read_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") == 7
    icns = (tmp_path / f"{appinfo.APP_ID}.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)


# --- the wheel, installed on its own -------------------------------------------------------


def _run(args: list[str | Path], cwd: Path, timeout: float = 900) -> str:
    done = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    if done.returncode != 0:
        pytest.fail(
            f"{' '.join(map(str, args))} exited with status {done.returncode}\n"
            f"--- stdout\n{done.stdout[-4000:]}\n--- stderr\n{done.stderr[-4000:]}"
        )
    return done.stdout


def _bin(env: Path, name: str) -> Path:
    return env / ("Scripts" if os.name == "nt" else "bin") / name


def _build_frontend(tmp: Path) -> Path:
    """A Python with the ``build`` package: this one, or a small venv made for it."""
    # Asked from outside the checkout, whose build/ folder would pass for the package.
    probe = [sys.executable, "-c", "import build.__main__"]
    if subprocess.run(probe, cwd=tmp, capture_output=True, check=False).returncode == 0:
        return Path(sys.executable)
    tools = tmp / "tools"
    venv.create(tools, with_pip=True)
    _run([_bin(tools, "python"), "-m", "pip", "install", "-q", "build"], cwd=tmp)
    return _bin(tools, "python")


def _folder_size(path: Path) -> int:
    """Bytes in the files under ``path``, symlinks not followed (a venv's lib64 -> lib)."""
    return sum(
        (Path(top) / name).lstat().st_size for top, _dirs, files in os.walk(path) for name in files
    )


def _package_files(root: Path) -> set[str]:
    """Files of the package that must be installed: modules and data, not caches."""
    return {
        f.relative_to(root).as_posix()
        for f in root.rglob("*")
        if f.is_file() and "__pycache__" not in f.parts and f.suffix not in {".pyc", ".pyo"}
    }


@pytest.mark.skipif(
    bool(os.environ.get(SKIP_WHEEL_ENV)) and not os.environ.get("CI"),
    reason=f"{SKIP_WHEEL_ENV} is set (runs under CI regardless)",
)
def test_wheel_installs_into_a_fresh_venv_and_runs(
    tmp_path: Path, shared_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    python = _build_frontend(tmp_path)
    dist = tmp_path / "dist"
    # No --wheel: the sdist first, then the wheel from the unpacked sdist, so no stale
    # build/ folder of the checkout can add files, and the sdist is checked on the way.
    _run([python, "-m", "build", "--outdir", dist, REPO_ROOT], cwd=tmp_path)
    (wheel,) = dist.glob("dealer_trainer-*.whl")
    assert wheel.name == f"dealer_trainer-{appinfo.VERSION}-py3-none-any.whl"

    env = tmp_path / "env"
    venv.create(env, with_pip=True, system_site_packages=False)
    env_python = _bin(env, "python")
    _run(
        [env_python, "-m", "pip", "install", "-q", "--disable-pip-version-check", wheel],
        cwd=tmp_path,
    )

    # The installed package, not the checkout (cwd is outside it).
    where = _run(
        [env_python, "-c", "import dealer_trainer; print(dealer_trainer.__file__)"], cwd=tmp_path
    ).strip()
    installed = Path(where).parent
    assert installed.is_relative_to(env), f"dealer_trainer imported from {where}"
    missing = _package_files(PACKAGE_DIR) - _package_files(installed)
    assert not missing, f"the wheel lacks {sorted(missing)}: check package-data in pyproject"

    exe = _bin(env, "dealer-trainer")
    assert _run([exe, "--version"], cwd=tmp_path).strip() == f"dealer-trainer {appinfo.VERSION}"
    # offscreen: conftest set QT_QPA_PLATFORM, and the user folders in a sandbox
    _run([exe, "--self-test"], cwd=tmp_path, timeout=300)

    hand = sorted((shared_dir / "phh").rglob("*.phh"))[0]
    lines = _run([exe, "solve", hand], cwd=tmp_path).splitlines()
    assert lines, f"solve {hand} printed nothing"
    for line in lines:
        json.loads(line)

    size = _folder_size(env)
    with capsys.disabled():
        print(
            f"\n[packaging] {wheel.name}: {wheel.stat().st_size / 1024:.0f} KiB; "
            f"fresh venv with it installed: {size / 1e6:.0f} MB"
        )
    shutil.rmtree(env, ignore_errors=True)


def test_every_package_folder_is_listed_in_pyproject() -> None:
    """resources/ lives outside the package, so packages are listed by name in pyproject.toml;
    a package folder missing from that list would be left out of the wheel."""
    import tomllib

    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    folders = {
        ".".join(init.parent.relative_to(REPO_ROOT).parts)
        for init in PACKAGE_DIR.rglob("__init__.py")
    }
    assert folders - listed == set(), "add these packages to [tool.setuptools] packages"
    assert "dealer_trainer.resources" in listed
    assert config["tool"]["setuptools"]["package-dir"]["dealer_trainer.resources"] == "resources"
