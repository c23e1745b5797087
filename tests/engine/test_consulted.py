"""Trying only the venue switches a settlement read finds every switch the awards rest on.

``quiz.kinds.showdowns.showdown_options`` used to settle each showdown again under every other
value of every showdown switch; it now tries only those the first settlement read
(``engine.consulted``). These tests settle generated showdowns of every game both ways
and require the same options, and check the watcher itself.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.consulted import Watched, reading
from dealer_trainer.engine.options import BUILTIN_PROFILES, STANDARD
from dealer_trainer.engine.showdown import settle
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds import showdowns as kinds


def test_watched_profile_reads_as_the_profile_and_notes_each_name() -> None:
    watched = Watched(STANDARD)
    assert watched.profile.straddle is STANDARD.straddle
    assert watched.profile.rake_percent == STANDARD.rake_percent
    assert watched.read == {"straddle", "rake_percent"}


def test_reading_puts_the_profile_back_even_when_the_computation_fails() -> None:
    hand = Generator(7, Settings(kinds=("pot_count",))).question(0).situation.hand()  # type: ignore[union-attr]
    before = hand.profile

    def boom(h: object) -> None:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        reading(hand, boom)
    assert hand.profile is before


def test_a_holdem_settlement_reads_no_showdown_switch() -> None:
    """Hold'em high: no stud odd-chip card, no qualifier, no badugi: nothing to try."""
    q = Generator(11, Settings(kinds=("showdown",), variants=("NT",))).question(0)
    assert q.situation is not None
    hand = q.situation.hand()
    assert hand.finished
    result, read = reading(hand, settle)
    assert result == settle(hand)
    assert not read & set(kinds._SHOWDOWN_SWITCHES)


@pytest.mark.parametrize("profile", sorted(BUILTIN_PROFILES))
def test_trying_only_the_switches_read_names_the_same_options(
    profile: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = kinds.showdown_options
    every = frozenset(kinds._SHOWDOWN_SWITCHES)
    compared: list[tuple[str, ...]] = []

    def both(hand, answer, read=None):  # type: ignore[no-untyped-def]
        fast = original(hand, answer, read)
        full = original(hand, answer, every)
        assert fast == full
        compared.append(full)
        return fast

    monkeypatch.setattr(kinds, "showdown_options", both)
    gen = Generator(2026, Settings(kinds=("showdown",), profile=BUILTIN_PROFILES[profile]))
    for n in range(150):
        gen.question(n)
    assert len(compared) >= 150
    # the games where a switch decides (stud hi-lo, badugi...) were dealt and named
    assert any(compared)


def test_a_name_read_again_reads_the_kept_value_and_is_noted_once() -> None:
    """The watcher keeps a value after its first read (a later read skips ``__getattr__``):
    it is still the profile's value, the record is unchanged, and each watcher keeps its own."""
    other = STANDARD.with_options(straddle="none")
    first, second = Watched(STANDARD), Watched(other)
    assert first.profile.straddle is STANDARD.straddle
    assert first.profile.straddle is STANDARD.straddle
    assert first.read == {"straddle"}
    assert second.profile.straddle is other.straddle is not STANDARD.straddle
    assert second.profile.limit_raise_cap is other.limit_raise_cap
    assert second.read == {"straddle", "limit_raise_cap"}
