"""The quiz's random numbers: SplitMix64, written out here so its output never changes.

A class sitting one exam must get the same questions on every machine and every
Python version, so the quiz never uses :mod:`random` (whose algorithms and seeding
may change between versions). Every choice it makes comes from this generator.

Algorithm (SplitMix64, Steele, Lea and Flood, "Fast splittable pseudorandom number
generators", OOPSLA 2014; the constants are those of Java's ``SplittableRandom``)::

    state  = (state + 0x9E3779B97F4A7C15) mod 2**64
    z      = state
    z      = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64
    z      = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64
    output = z ^ (z >> 31)

Derived generators (:meth:`Prng.derive`) mix labels into a fresh state, so question
``n`` of seed ``s`` can be made without making questions ``0 .. n-1`` first.

Integers in a range use Lemire's multiply-shift with rejection (no bias); no floats are involved
anywhere, so the results are exact on every platform.

>>> rng = Prng(0)
>>> [rng.next_u64() for _ in range(2)]
[16294208416658607535, 7960286522194355700]
>>> Prng(2026).derive(3).below(100)
97
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import MutableSequence, Sequence
from itertools import accumulate
from struct import Struct
from typing import Final, TypeVar

__all__ = ["MASK64", "Prng", "mix64", "running_totals"]

T = TypeVar("T")

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_REJECT_100 = ((1 << 64) - 100) % 100
"""Lemire's rejection threshold for ``below(100)``."""


def mix64(z: int) -> int:
    """The SplitMix64 output function: a bijection on 64-bit integers."""
    z &= MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def _label_value(label: int | str) -> int:
    """A label as a 64-bit number: integers as they are, text by its UTF-8 bytes."""
    if isinstance(label, int):
        return label & MASK64
    value = _TEXT_LABELS.get(label)
    if value is None:
        value = 0xCBF29CE484222325  # FNV-1a, 64-bit: fixed by its specification
        for byte in label.encode("utf-8"):
            value = ((value ^ byte) * 0x100000001B3) & MASK64
        if len(_TEXT_LABELS) < 1024:
            _TEXT_LABELS[label] = value
    return value


_TEXT_LABELS: dict[str, int] = {}
"""Text labels already hashed: the generator uses a handful, over and over."""


def running_totals(items: Sequence[tuple[T, int]]) -> tuple[tuple[T, ...], tuple[int, ...]]:
    """The items of positive weight and their running totals, for :meth:`Prng.pick`.

    >>> running_totals([("a", 3), ("b", 0), ("c", 2)])
    (('a', 'c'), (3, 5))
    """
    kept = [(item, weight) for item, weight in items if weight > 0]
    return tuple(item for item, _ in kept), tuple(accumulate(weight for _, weight in kept))


_BATCHES: Final = {2: 16, 16: 16}
"""Outputs computed at once (see :meth:`Prng.next_u64`), and the size of the next batch. A
batch costs about two outputs' worth of fixed work, then a quarter of an output's each: two
first (many derived generators draw once or twice), then 16 (a hand draws 15 to 120 times,
and what a generator leaves undrawn is wasted)."""

_LANES: Final = {
    k: (
        sum(1 << 128 * i for i in range(k)),
        sum(((i + 1) * _GOLDEN & MASK64) << 128 * i for i in range(k)),
        sum(MASK64 << 128 * i for i in range(k)),
        k * _GOLDEN,
    )
    for k in _BATCHES
}
"""For a batch of ``k`` outputs, ``k`` lanes of 128 bits in one integer: a 1 in every lane, the
state steps ``1 .. k`` times the golden gamma, and the low 64 bits of every lane; then the step
of the state over the whole batch."""

_LOW_WORDS: Final = {k: Struct(">" + "8xQ" * k).unpack for k in _BATCHES}
"""For a batch of ``k`` outputs: the low 64 bits of each of the ``k`` lanes from the batch's
bytes, most significant first (the last lane first)."""

_CHANCE_BOUNDS: Final = tuple(-(-(p << 64) // 100) for p in range(101))
"""For :meth:`Prng.chance`: ``below(100)`` of an output ``x`` is ``x * 100 >> 64``, which is
less than ``p`` exactly when ``x * 100 < p * 2**64``, that is when ``x`` is less than
``ceil(p * 2**64 / 100)``."""

_REJECTED_100: Final = frozenset(
    x for x in (-(-(m << 64) // 100) for m in range(100)) if x * 100 & MASK64 < _REJECT_100
)
"""The outputs ``below(100)`` rejects (``x * 100 mod 2**64`` below :data:`_REJECT_100`): with
``x * 100`` in ``[m * 2**64, m * 2**64 + _REJECT_100)`` for some ``m`` in ``0 .. 99``, ``x`` is
``ceil(m * 2**64 / 100)`` (the interval is shorter than 1 / 100 of a step of ``x``), so these
16 are all of them."""


class Prng:
    """A SplitMix64 generator. Seeds are any integers (taken modulo 2**64).

    Outputs are computed a batch at a time, each in its own 128-bit lane of one large
    integer (the steps of the algorithm applied to every lane at once: a 64-bit value times a
    64-bit constant stays inside its lane), then drawn one by one: the same outputs in the
    same order as one at a time, the mixing costing about a third as much per output.

    >>> batched = Prng(11)
    >>> outputs = [batched.next_u64() for _ in range(100)]
    >>> state = 11
    >>> one_by_one = []
    >>> for _ in range(100):
    ...     state = (state + _GOLDEN) & MASK64
    ...     one_by_one.append(mix64(state))
    >>> outputs == one_by_one
    True
    """

    __slots__ = ("_ahead", "_batch", "_end")

    def __init__(self, seed: int) -> None:
        self._end = seed & MASK64
        """The state after the last output computed."""
        self._ahead: list[int] = []
        """Outputs computed and not drawn yet, the next one last (drawn with ``pop()``)."""
        self._batch = 2
        """How many outputs the next batch computes."""

    def next_u64(self) -> int:
        """The next 64-bit output."""
        ahead = self._ahead
        if not ahead:
            k = self._batch
            ones, steps, low, advance = _LANES[k]
            lanes = (self._end * ones + steps) & low  # the next k states, one per lane
            # mix64 in every lane: what a shift brings down from the lane above lands in the
            # top 31 bits of a lane's 128 at most, masked off before each product (whose
            # carries would cross into the next lane) and, after the last shift, never read
            lanes = ((lanes ^ (lanes >> 30)) & low) * 0xBF58476D1CE4E5B9 & low
            lanes = ((lanes ^ (lanes >> 27)) & low) * 0x94D049BB133111EB & low
            lanes ^= lanes >> 31
            if k == 2:  # the first batch of a generator: its two lanes read by arithmetic
                ahead += ((lanes >> 128) & MASK64, lanes & MASK64)
            else:
                # each lane's low 64 bits, the last lane first: written most significant
                # byte first, the lanes come last lane first, each its high 64 bits (skipped)
                # then its low 64 bits (read)
                ahead += _LOW_WORDS[k](lanes.to_bytes(16 * k, "big"))
            self._end = (self._end + advance) & MASK64
            self._batch = _BATCHES[k]
        return ahead.pop()

    def derive(self, *labels: int | str) -> Prng:
        """A new, independent generator for ``labels`` (this one is not advanced).

        >>> Prng(7).derive("kind", 2).next_u64() == Prng(7).derive("kind", 2).next_u64()
        True
        """
        # this generator's state: after the last output drawn, not the last computed; each
        # mix64 written out (both its arguments are already 64-bit numbers)
        z = ((self._end - len(self._ahead) * _GOLDEN) & MASK64) ^ 0x5851F42D4C957F2D
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        state = z ^ (z >> 31)
        for label in labels:
            # _label_value's integer case and its table of text written out: every question
            # derives by number, every attempt by "attempt"
            if isinstance(label, int):
                value = label & MASK64
            else:
                known = _TEXT_LABELS.get(label)
                value = known if known is not None else _label_value(label)
            z = (state + _GOLDEN + value) & MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            state = z ^ (z >> 31)
        return Prng(state)

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1`` (``n`` >= 1).

        >>> rng = Prng(1)
        >>> sorted({rng.below(3) for _ in range(50)})
        [0, 1, 2]
        """
        if n <= 0:
            raise ValueError(f"below({n}): n must be at least 1")
        ahead = self._ahead
        while True:
            # the next output, from the batch when it has one (a call saved)
            product = (ahead.pop() if ahead else self.next_u64()) * n
            # Lemire's multiply-shift with rejection: x * n >> 64 is uniform once the low
            # part of the product is at least (2**64 - n) mod n (tested only when below n)
            low = product & MASK64
            if low >= n or low >= ((1 << 64) - n) % n:
                return product >> 64

    def between(self, low: int, high: int) -> int:
        """A uniform integer from ``low`` to ``high``, both included.

        The same draw as ``low + below(high - low + 1)``, written out: stacks, bet sizes and
        counts are drawn this way, several times a hand.

        >>> Prng(5).between(10, 12) == 10 + Prng(5).below(3)
        True
        """
        n = high - low + 1
        if n <= 0:
            raise ValueError(f"between({low}, {high}): empty range")
        ahead = self._ahead
        while True:
            product = (ahead.pop() if ahead else self.next_u64()) * n
            rest = product & MASK64
            if rest >= n or rest >= ((1 << 64) - n) % n:  # as in below
                return low + (product >> 64)

    def chance(self, percent: int) -> bool:
        """True with probability ``percent`` / 100 (a whole number of percent).

        The same draw as ``below(100) < percent``, written out: it is the most used. An output
        is rejected when it is one of :data:`_REJECTED_100`, and gives ``below(100) < percent``
        when it is less than ``_CHANCE_BOUNDS[percent]``: a test and a comparison, no product.

        >>> rng, other = Prng(8), Prng(8)
        >>> all(rng.chance(p % 101) == (other.below(100) < p % 101) for p in range(0, 2000, 7))
        True
        """
        ahead = self._ahead
        x = ahead.pop() if ahead else self.next_u64()
        while x in _REJECTED_100:  # 16 outputs of 2**64: as good as never
            x = ahead.pop() if ahead else self.next_u64()
        if percent >= 0:
            try:  # a percent above 100 is past the table's end: an error, and rare
                return x < _CHANCE_BOUNDS[percent]
            except IndexError:
                pass
        return x * 100 >> 64 < percent

    def choice(self, items: Sequence[T]) -> T:
        """One item, each equally likely."""
        n = len(items)
        if not n:
            raise ValueError("choice from an empty sequence")
        ahead = self._ahead
        while True:  # below(n) written out: the generator chooses several times a hand
            product = (ahead.pop() if ahead else self.next_u64()) * n
            low = product & MASK64
            if low >= n or low >= ((1 << 64) - n) % n:
                return items[product >> 64]

    def weighted(self, items: Sequence[tuple[T, int]]) -> T:
        """One item, chosen with probability proportional to its whole-number weight."""
        total = 0
        for _, w in items:  # a loop, not sum() over a generator: once per generated hand
            if w > 0:
                total += w
        if total <= 0:
            raise ValueError("weighted choice needs a positive weight")
        pick = self.below(total)
        for item, weight in items:
            if weight <= 0:
                continue
            if pick < weight:
                return item
            pick -= weight
        raise AssertionError("unreachable")  # pragma: no cover

    def pick(self, items: Sequence[T], totals: Sequence[int]) -> T:
        """``weighted`` over weights given as :func:`running_totals`: the same draw, the same
        item, without summing the weights again (the generator draws a variant per hand).

        >>> items, totals = running_totals([("a", 3), ("b", 0), ("c", 2)])
        >>> Prng(4).pick(items, totals) == Prng(4).weighted([("a", 3), ("b", 0), ("c", 2)])
        True
        """
        if not totals or totals[-1] <= 0:
            raise ValueError("weighted choice needs a positive weight")
        n = totals[-1]
        ahead = self._ahead
        while True:  # below(n) written out: every attempt at a question picks its variant
            product = (ahead.pop() if ahead else self.next_u64()) * n
            low = product & MASK64
            if low >= n or low >= ((1 << 64) - n) % n:
                # weighted returns the first item whose running total exceeds the draw
                return items[bisect_right(totals, product >> 64)]

    def draw_out(self, items: list[T], k: int) -> list[T]:
        """``k`` items drawn one by one and removed from ``items``: each the one at
        ``below(len(items))``, swapped with the last item and popped.

        ``below`` written out (the generator deals every card this way): the same draws, the
        same items, the same order left in ``items``.

        >>> deck, copy = list(range(10)), list(range(10))
        >>> rng, other = Prng(3), Prng(3)
        >>> taken = []
        >>> for _ in range(4):
        ...     j = other.below(len(copy))
        ...     copy[j], copy[-1] = copy[-1], copy[j]
        ...     taken.append(copy.pop())
        >>> rng.draw_out(deck, 4) == taken and deck == copy
        True
        """
        if k > len(items):
            raise ValueError(f"draw_out: {k} items asked of {len(items)}")
        ahead = self._ahead
        out = []
        last = len(items)
        for n in range(last, last - k, -1):  # the items left, one fewer each draw
            while True:  # as in below
                product = (ahead.pop() if ahead else self.next_u64()) * n
                low = product & MASK64
                if low >= n or low >= ((1 << 64) - n) % n:
                    break
            j = product >> 64
            out.append(items[j])
            items[j] = items[-1]  # the last item moves into the gap (a no-op if j is last)
            items.pop()
        return out

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates, from the end): item i swapped with the one at
        ``below(i + 1)``, for i from the last down to 1.

        ``below`` written out, as in :meth:`draw_out` (a question shuffles a whole deck, 51
        draws): the same draws, the same order.

        >>> items, copy = list(range(10)), list(range(10))
        >>> rng, other = Prng(3), Prng(3)
        >>> for i in range(9, 0, -1):
        ...     j = other.below(i + 1)
        ...     copy[i], copy[j] = copy[j], copy[i]
        >>> rng.shuffle(items)
        >>> items == copy and rng.next_u64() == other.next_u64()
        True
        """
        ahead = self._ahead
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            while True:  # as in below
                product = (ahead.pop() if ahead else self.next_u64()) * n
                low = product & MASK64
                if low >= n or low >= ((1 << 64) - n) % n:
                    break
            j = product >> 64
            items[i], items[j] = items[j], items[i]
