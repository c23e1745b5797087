"""The quiz's PRNG against SplitMix64 written the plain way, one output at a time.

:class:`~dealer_trainer.quiz.prng.Prng` computes its outputs in batches and draws ranges
without calls; these tests hold every draw to the textbook algorithm, across batch ends,
rejections and derived generators, so the speed tricks can never change an exam.
"""

from __future__ import annotations

from dealer_trainer.quiz.prng import (
    _CHANCE_BOUNDS,
    _REJECTED_100,
    MASK64,
    Prng,
    mix64,
    running_totals,
)

GOLDEN = 0x9E3779B97F4A7C15


class Plain:
    """SplitMix64 and Lemire's rejection exactly as the module docstring states them."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + GOLDEN) & MASK64
        return mix64(self.state)

    def below(self, n: int) -> int:
        while True:
            product = self.next_u64() * n
            if product & MASK64 >= ((1 << 64) - n) % n:
                return product >> 64

    def derive(self, *labels: int) -> Plain:
        state = mix64(self.state ^ 0x5851F42D4C957F2D)
        for label in labels:
            state = mix64((state + GOLDEN + (label & MASK64)) & MASK64)
        return Plain(state)


def test_outputs_are_splitmix64_across_batches() -> None:
    for seed in (0, 1, 2026, MASK64, -5, 1 << 70):
        rng, plain = Prng(seed), Plain(seed)
        assert [rng.next_u64() for _ in range(300)] == [plain.next_u64() for _ in range(300)]


def test_every_draw_matches_the_plain_algorithm() -> None:
    rng, plain = Prng(99), Plain(99)
    # sizes whose rejection zone is large (near 2**64) make the rejection loop run often
    sizes = [1, 2, 3, 52, 100, 7, 10**9, (1 << 63) + 1, 3 << 62, MASK64]
    for i in range(2000):
        n = sizes[i % len(sizes)]
        step = i % 4
        if step == 0:
            assert rng.below(n) == plain.below(n)
        elif step == 1:
            span = min(n, MASK64 - 4)  # a range of at most 2**64 values
            assert rng.between(-3, span) == plain.below(span + 4) - 3
        elif step == 2:
            assert rng.chance(i % 101) == (plain.below(100) < i % 101)
            items = range(n if n < 1000 else 1000)
            assert rng.choice(items) == items[plain.below(len(items))]
        else:
            # a derived generator starts from the state after the last draw, wherever the
            # batch stands
            assert rng.derive(i, 7).next_u64() == plain.derive(i, 7).next_u64()


def test_pick_is_weighted() -> None:
    items = [("a", 3), ("b", 0), ("c", 2), ("d", -1), ("e", 9)]
    kept, totals = running_totals(items)
    assert kept == ("a", "c", "e") and totals == (3, 5, 14)
    for seed in range(300):
        assert Prng(seed).pick(kept, totals) == Prng(seed).weighted(items)


def test_draw_out_deals_as_below_one_card_at_a_time() -> None:
    # the generator's deal: each card the one at below(len(deck)), swapped with the last
    # and popped; draw_out must take the same cards and leave the deck in the same order
    for seed in range(300):
        rng, plain = Prng(seed), Plain(seed)
        deck, copy = list(range(52)), list(range(52))
        for k in (2, 9, 1, 0, 18, 3, 19):
            expected = []
            for _ in range(k):
                j = plain.below(len(copy))
                copy[j], copy[-1] = copy[-1], copy[j]
                expected.append(copy.pop())
            assert rng.draw_out(deck, k) == expected
            assert deck == copy
        assert rng.next_u64() == plain.next_u64()  # no draw more or less


def _lemire_100(outputs: list[int]) -> tuple[int, int]:
    """below(100) over these outputs, the textbook way: the value and the outputs it used."""
    for used, x in enumerate(outputs, 1):
        product = x * 100
        if product & MASK64 >= ((1 << 64) - 100) % 100:
            return product >> 64, used
    raise AssertionError("every output rejected")


def test_chance_without_a_product_is_below_100() -> None:
    # chance compares an output with a bound and tests it against the rejected ones: the
    # same as below(100) < percent for the outputs at and around every bound and every
    # rejected output, and those rejected are exactly the ones Lemire's test rejects
    assert len(_REJECTED_100) == ((1 << 64) - 100) % 100 == 16
    near = {0, 1, MASK64 - 1, MASK64}
    for x in [*_CHANCE_BOUNDS, *_REJECTED_100]:
        near.update(y for y in range(x - 3, x + 4) if 0 <= y <= MASK64)
    for x in near:
        assert (x in _REJECTED_100) == ((x * 100) & MASK64 < 16)
        for percent in (0, 1, 37, 50, 99, 100, 101, -1):
            rng = Prng(0)
            rng._ahead[:] = [12345, x]  # x drawn first, then 12345 if x is rejected
            expected, used = _lemire_100([x, 12345])
            assert rng.chance(percent) == (expected < percent)
            assert len(rng._ahead) == 2 - used
        assert sum(x < bound for bound in _CHANCE_BOUNDS) == 100 - min(100, x * 100 >> 64)


def test_shuffle_swaps_as_below_from_the_end() -> None:
    # Fisher-Yates from the end: item i swapped with the one at below(i + 1); shuffle
    # writes below out and must make the same swaps, across batch ends
    for seed in range(300):
        rng, plain = Prng(seed), Plain(seed)
        for size in (52, 0, 1, 2, 9, 36, 52, 5):
            items, copy = list(range(size)), list(range(size))
            for i in range(size - 1, 0, -1):
                j = plain.below(i + 1)
                copy[i], copy[j] = copy[j], copy[i]
            rng.shuffle(items)
            assert items == copy
        assert rng.next_u64() == plain.next_u64()  # no draw more or less
