"""Work-arounds for bugs in the Qt binding, each detected rather than assumed.

PySide6 6.12.0 on Python 3.11 returns ``None`` from every function that returns nothing
without taking a reference to it, so each such call (``setText``, ``show``,
``processEvents``...) drops one of ``None``'s references. From Python 3.12 on ``None`` is
immortal and this is harmless; on 3.11 the count reaches zero after a few thousand calls
and the interpreter aborts ("Fatal Python error: none_dealloc"). PySide6 6.11 is not
affected. :func:`guard_none_refcount` checks for the bug and, where found, gives
``None`` (and ``True`` and ``False``) a reference count it cannot use up, which is what
3.12 does for them anyway.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

__all__ = ["Qt", "guard_none_refcount", "none_refcount_leaks"]

_GUARDED = False


def none_refcount_leaks() -> bool:
    """Whether calling a Qt function that returns nothing drops a reference to ``None``."""
    # start-up: a Qt class is built, with its enums, when first imported
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(16):
        probe.setObjectName("probe")
    return sys.getrefcount(None) <= before - 8


def guard_none_refcount() -> bool:
    """Protect ``None`` from the binding's reference leak; True if it was needed."""
    global _GUARDED
    if _GUARDED or sys.version_info >= (3, 12) or not none_refcount_leaks():
        return _GUARDED
    # start-up: ctypes only where the binding leaks (PySide6 6.12, Python 3.11)
    import ctypes

    # ob_refcnt is the first field of every object (non-debug CPython 3.11). True and
    # False get the same treatment: an interpreter was seen to abort on them as well.
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
    _GUARDED = True
    return True


class _LazyQt:
    """``Qt`` from ``PySide6.QtCore``, loaded when first used.

    Loading Qt's namespace of enums takes tens of milliseconds, so the modules the window
    needs to open use this stand-in: ``Qt.AlignmentFlag`` works the same, and the cost is
    paid at the first use after the window is on screen.
    """

    def __getattr__(self, name: str) -> object:
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtCore import Qt as _Qt

        return getattr(_Qt, name)


if TYPE_CHECKING:  # the type checker sees the real namespace the stand-in forwards to
    from PySide6.QtCore import Qt as Qt
else:
    Qt = _LazyQt()
