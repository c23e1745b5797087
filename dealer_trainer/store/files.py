"""Writing files so that a crash leaves either the old file or the new one, never half.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> atomic_write_bytes(folder / "a.json", b"{}")
>>> (folder / "a.json").read_bytes()
b'{}'
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["atomic_write_bytes", "atomic_write_text"]


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles)."""
    if os.name != "posix":  # pragma: no cover - Windows
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - odd file systems
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - odd file systems
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file beside it, then ``os.replace``.

    The temporary file is flushed to disk before the rename, so after a crash or a power
    cut ``path`` holds the old content or the new, never a mixture. Creates the folder.
    Raises ``OSError`` when the folder cannot be written (the old file is untouched).
    """
    import tempfile  # loaded with the first write, not when the app starts

    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(folder)


def atomic_write_text(path: Path, text: str) -> None:
    """:func:`atomic_write_bytes` for UTF-8 text (``\\n`` line ends on every system)."""
    atomic_write_bytes(path, text.encode("utf-8"))
