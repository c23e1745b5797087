"""Render the application icon for every platform from the one SVG in the package.

    python packaging/make_icons.py OUT_DIR

writes, from ``dealer_trainer/resources/icons/dealer-trainer.svg``:

- ``OUT_DIR/hicolor/NxN/apps/<APP_ID>.png`` for N in 16 24 32 48 64 128 256 512, and
  ``OUT_DIR/hicolor/scalable/apps/<APP_ID>.svg`` (the freedesktop icon theme layout, ready to
  copy under ``~/.local/share/icons/`` or ``/usr/share/icons/``);
- ``OUT_DIR/<APP_ID>.ico`` (Windows: 16 to 256 px, PNG-compressed entries);
- ``OUT_DIR/<APP_ID>.icns`` (macOS: 16 to 1024 px, PNG entries).

Only PySide6 is needed (``QSvgRenderer`` drawing offscreen), the app's own dependency: no
Pillow, Inkscape or iconutil. The files are generated at build time and not kept in git.
Run it with the Python that has PySide6 (the dev venv or ``packaging/build``'s venv).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types holding PNG data, and the pixel size of each
# (ic11..ic14 are the @2x variants of 16, 32, 128 and 256 points).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
SVG_NAME = "dealer-trainer.svg"


def svg_source() -> Path:
    """The icon's vector source, found by the app's one locator (not the working directory)."""
    from dealer_trainer.resource_files import resource_file

    path = resource_file(f"icons/{SVG_NAME}")
    if path is None:
        raise SystemExit(f"make_icons: icons/{SVG_NAME} is missing from resources/")
    return path


class Renderer:
    """Draws the SVG at any square size into PNG bytes."""

    def __init__(self, svg: Path) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtSvg import QSvgRenderer

        self._app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
        self._renderer = QSvgRenderer(str(svg))
        if not self._renderer.isValid():
            raise SystemExit(f"make_icons: {svg} is not a valid SVG")

    def png(self, size: int) -> bytes:
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
        from PySide6.QtGui import QImage, QPainter

        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"make_icons: could not encode a {size} px PNG")
        buffer.close()
        return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (Windows Vista and later read these)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + directory + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose entries are PNG images (read by macOS 10.7 and later)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, app_id: str) -> list[Path]:
    """Write every icon file under ``out``; returns the paths written."""
    svg = svg_source()
    renderer = Renderer(svg)
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {size: renderer.png(size) for size in sizes}
    written: list[Path] = []
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{app_id}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{app_id}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    ico = out / f"{app_id}.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out / f"{app_id}.icns"
    icns.write_bytes(icns_bytes(pngs))
    written += [ico, icns]
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0].startswith("-"):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    from dealer_trainer import appinfo

    out = Path(args[0])
    for path in make_icons(out, appinfo.APP_ID):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
