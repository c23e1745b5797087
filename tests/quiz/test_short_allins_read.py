"""``short_allins`` reads the engine's own count of a round's bets and raises.

It used to replay the hand from its setup and read ``full_level`` and ``raise_count``
around each all-in; now it reads ``HandState.limit_steps``, written as each bet or raise
was applied. The two must agree at every point of every fixed-limit hand the quiz deals,
under every built-in profile (the half-bet rules differ by profile: text 2, 6.1-6.2;
LIMIT_REOPEN_THRESHOLD, LIMIT_RAISE_AFTER_HALF_BET_ALLIN).
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.engine.limit_allins import ShortAllin, bet_unit, short_allins
from dealer_trainer.engine.options import BUILTIN_PROFILES, STANDARD
from dealer_trainer.engine.state import ActionKind, HandSetup, HandState, Move, Stakes
from dealer_trainer.quiz.generator import Generator, Settings

_AGGRESSIVE = {ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE}


def _replayed(hand: HandState) -> list[ShortAllin]:
    """The former reading: replay the hand, compare the engine's level around each move."""
    street = hand.street
    unit = bet_unit(hand)
    again = HandState(hand.setup)
    out: list[ShortAllin] = []
    for entry in hand.record:
        before, count = again.full_level, again.raise_count
        moves = len(again.moves)
        again.apply(entry)
        if len(again.moves) == moves:
            continue
        m = again.moves[-1]
        if m.street != street or m.kind not in _AGGRESSIVE:
            continue
        if not (m.all_in and m.to < before + unit):
            out = []
            continue
        out.append(
            ShortAllin(
                m.player,
                m.to,
                before,
                m.to - before,
                unit,
                again.raise_count > count,
                again.full_level,
            )
        )
    return out


def test_a_half_bet_allin_counts_as_a_raise_read_from_the_engine() -> None:
    # text 2, 6.1: $6 over a $10 bet is at least half a bet, so it counts as a raise
    hand = HandState(
        HandSetup(
            GAMES["FT"], Stakes(small_bet=10, big_bet=20, blinds=(5, 10)), (500, 500, 500, 16)
        )
    )
    hand.check_or_call()
    hand.raise_to(16)
    assert short_allins(hand) == [ShortAllin(3, 16, 10, 6, 10, True, 20)]
    assert short_allins(hand) == _replayed(hand)


def test_a_short_allin_under_half_a_bet_is_not_a_raise() -> None:
    # text 2, 6.2(b): $4 over a $10 bet is less than half: the next player completes it
    hand = HandState(
        HandSetup(
            GAMES["FT"], Stakes(small_bet=10, big_bet=20, blinds=(5, 10)), (500, 500, 500, 14)
        )
    )
    hand.check_or_call()
    hand.raise_to(14)
    assert short_allins(hand) == [ShortAllin(3, 14, 10, 4, 10, False, 10)]


def test_an_earlier_rounds_short_allin_is_not_read_on_the_next_round() -> None:
    # only this round's moves are read (the last ones of the record): the pre-flop all-in
    # to 16 is over once the flop is bet
    hand = HandState(
        HandSetup(
            GAMES["FT"], Stakes(small_bet=10, big_bet=20, blinds=(5, 10)), (500, 500, 500, 16)
        )
    )
    hand.check_or_call()
    hand.raise_to(16)
    while hand.street == 0:
        hand.check_or_call()
    hand.raise_to(10)
    assert hand.street == 1
    assert short_allins(hand) == [] == _replayed(hand)


@pytest.mark.parametrize("profile", list(BUILTIN_PROFILES))
def test_reading_the_count_agrees_with_replaying_every_dealt_limit_hand(profile: str) -> None:
    settings = Settings(kinds=("stud_amounts", "limit_bet"), profile=BUILTIN_PROFILES[profile])
    points = seen = 0
    for seed in range(25):
        gen = Generator(seed, settings)
        for n in range(8):
            q = gen.question(n)
            assert q.situation is not None
            full = q.situation.hand()
            if full.structure is not Structure.FIXED_LIMIT:
                continue
            again = HandState(full.setup)
            for entry in full.record:
                again.apply(entry)
                if isinstance(entry, Move):
                    got = short_allins(again)
                    assert got == _replayed(again), (q.id, entry)
                    points += 1
                    seen += bool(got)
    assert points > 500
    assert seen > 0  # short all-ins came up, so the comparison tested something


def test_no_limit_has_no_short_allins_to_count() -> None:
    hand = HandState(
        HandSetup(
            GAMES["NT"], Stakes(blinds=(5, 10), min_bet=10), (500, 500, 500, 14), profile=STANDARD
        )
    )
    hand.check_or_call()
    hand.raise_to(14)
    assert short_allins(hand) == []
