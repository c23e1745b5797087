"""The one locator of the files the app ships: icon, rulebook, sample packs, licences.

They live in ``resources/`` at the top of the source tree, beside ``dealer_trainer/``,
``tests/`` and ``packaging/``; the wheel installs that folder as ``dealer_trainer/resources/``
(the ``package-dir`` mapping in ``pyproject.toml``), and the standalone build collects it from
the installed package. So a file is looked for, in this order:

1. ``dealer_trainer/resources/<name>`` beside this module (an installed wheel or the
   standalone build);
2. ``resources/<name>`` beside the ``dealer_trainer`` folder (a source checkout, including an
   editable install);
3. ``importlib.resources`` on ``dealer_trainer.resources`` (a zipped or otherwise unusual
   install).

Plain paths come first because loading ``importlib.resources`` costs some milliseconds at
start-up, which the first paint of the window cannot spare. Never relative to the working
directory, and never written to.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["ResourceMissingError", "resource_bytes", "resource_dir", "resource_file"]

_HERE = Path(__file__).resolve().parent
_CANDIDATES = (_HERE / "resources", _HERE.parent / "resources")


class ResourceMissingError(FileNotFoundError):
    """A file the app ships is not where the install should have put it."""


def resource_dir() -> Path | None:
    """The folder of shipped files on disk, or ``None`` when the install is not a folder."""
    for candidate in _CANDIDATES:
        if (candidate / "rulebook").is_dir():
            return candidate
    return None


def resource_file(name: str) -> Path | None:
    """The shipped file ``name`` (``"icons/dealer-trainer.svg"``) on disk, or ``None``."""
    folder = resource_dir()
    if folder is None:
        return None
    path = folder.joinpath(*name.split("/"))
    return path if path.is_file() else None


def resource_bytes(name: str) -> bytes:
    """The bytes of the shipped file ``name``; :class:`ResourceMissingError` if it is absent."""
    path = resource_file(name)
    if path is not None:
        return path.read_bytes()
    from importlib import resources  # a zipped or otherwise unusual install

    try:
        return resources.files("dealer_trainer.resources").joinpath(*name.split("/")).read_bytes()
    except (ModuleNotFoundError, FileNotFoundError) as error:
        raise ResourceMissingError(
            f"the app's file {name!r} is missing from this install ({error}); reinstall the app"
        ) from error
