"""Render the window icon's PNG files from the SVG, once; the PNGs are committed.

    python scripts/icon_pngs.py

writes ``resources/icons/dealer-trainer-N.png`` for each N in
``dealer_trainer.gui.resources.ICON_SIZES``, drawn by
``packaging/make_icons.py``'s renderer. The window's icon is made from these PNGs so that
start-up does not load Qt's SVG module and icon-engine plugin before the first paint; the
SVG stays the source (desktop file, packaging). Run it again whenever the SVG changes
(``tests/gui/test_app_start.py`` checks that the PNGs match it).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load_make_icons() -> ModuleType:
    """``packaging/make_icons.py`` as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location(
        "make_icons", ROOT / "packaging" / "make_icons.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def render() -> dict[int, bytes]:
    """PNG bytes of the icon at each of the window icon's sizes."""
    from dealer_trainer.gui.resources import ICON_SIZES

    make_icons = load_make_icons()
    renderer = make_icons.Renderer(make_icons.svg_source())
    return {size: renderer.png(size) for size in ICON_SIZES}


def main() -> int:
    from dealer_trainer.gui.resources import ICON_PNG

    for size, data in render().items():
        path = ROOT / "resources" / ICON_PNG.format(size=size)
        path.write_bytes(data)
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
