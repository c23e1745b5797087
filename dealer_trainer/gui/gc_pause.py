"""Start-up: the cyclic garbage collector paused while the window loads, builds and paints.

Qt for Python makes many long-lived objects as its modules load and the window is built
(classes, enums, signatures); the collector would walk them again and again and free next
to nothing: about 2% of the start-up's instructions before the first paint
(benchmarks/bench_gui.py). Nothing is lost by waiting: collecting later frees the same
cycles, and reference counting frees everything else at once as always.

Importing this module pauses the collector (the main window's module imports it before
Qt, and calls :func:`release_import_pause` at its end); :func:`pause` pauses it again and
returns the function that ends that pause. Pauses nest: the collector runs again, if it
ran before the first, when the last one ends.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

__all__ = ["pause", "release_import_pause"]

_pauses = 0
_was_enabled = False


def pause() -> Callable[[], None]:
    """Pause the collector; returns the function that ends this pause (once: later calls
    do nothing)."""
    global _pauses, _was_enabled
    if _pauses == 0:
        _was_enabled = gc.isenabled()
        gc.disable()
    _pauses += 1
    ended = False

    def resume() -> None:
        global _pauses
        nonlocal ended
        if ended:
            return
        ended = True
        _pauses -= 1
        if _pauses == 0 and _was_enabled:
            gc.enable()

    return resume


release_import_pause = pause()
"""Ends the pause that importing this module began (the main window's module calls it)."""
