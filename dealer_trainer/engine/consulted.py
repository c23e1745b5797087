"""Which venue switches a computation on a hand actually read.

A question names the venue options its key rests on: those under another value of
which the engine answers differently. Trying every value of every switch means
settling the hand again and again; but a computation that never read a switch gives
the same result whatever its value (the engine is deterministic: the same inputs read
take the same path). So the hand is first computed once with its profile watched, and
only the switches it read need trying.

>>> from dealer_trainer.engine.options import STANDARD
>>> watched = Watched(STANDARD)
>>> watched.profile.straddle is STANDARD.straddle
True
>>> sorted(watched.read)
['straddle']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

if TYPE_CHECKING:
    from dealer_trainer.engine.options import VenueProfile
    from dealer_trainer.engine.state import HandState

__all__ = ["Watched", "reading"]

T = TypeVar("T")


class _Watching:
    """Stands for a venue profile and notes the name of every attribute read.

    The first read of a name notes it and keeps the value on the watcher (the profile is
    frozen), so a later read of the same name is a plain attribute read that skips
    ``__getattr__``: the record, a set of names, is the same either way.
    """

    def __init__(self, profile: VenueProfile, read: set[str]) -> None:
        self._profile = profile
        self._read = read

    def __getattr__(self, name: str) -> object:
        self._read.add(name)
        value = getattr(self._profile, name)
        self.__dict__[name] = value
        return value

    def __repr__(self) -> str:
        return f"Watched({self._profile!r})"


class Watched:
    """A venue profile with a record of the switches read through it."""

    def __init__(self, profile: VenueProfile) -> None:
        self.read: set[str] = set()
        """Names read so far through :attr:`profile`."""
        self.profile = cast("VenueProfile", _Watching(profile, self.read))
        """Reads as the profile it watches."""


def reading(hand: HandState, compute: Callable[[HandState], T]) -> tuple[T, frozenset[str]]:
    """``compute(hand)`` with the hand's profile watched: its result and the names of the
    profile's attributes it read. The hand's profile is put back afterwards, even when
    ``compute`` raises."""
    saved = hand.profile
    watched = Watched(saved)
    hand.profile = watched.profile
    try:
        result = compute(hand)
    finally:
        hand.profile = saved
    return result, frozenset(watched.read)
