"""scoop: which of two hands wins every part of a pot, read as settle awards it.

The quiz deals an all-in hand in which one player must lose everything (next_blinds): the
engine reads the two hands first (``scoop``), and the hand is played once. These tests
check that scoop says what :func:`settle` does with the same cards: the best hand takes
the pot, an exact tie splits it (corpus A.12: "each side pot is awarded separately ...
split"), and in high-low games a qualifying low takes half, none leaving the high hand
the whole pot.
"""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.cards import Card, Suit, parse_cards
from dealer_trainer.engine.evaluate import HandError
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.options import BUILTIN_PROFILES, STANDARD
from dealer_trainer.engine.showdown import read_hand, scoop, settle

from .tables import table


def _scoop(game: str, first: str, second: str, board: str = "") -> int | None:
    return scoop(
        GAMES[game], STANDARD, (parse_cards(first), parse_cards(second)), parse_cards(board)
    )


def test_the_better_high_hand_scoops() -> None:
    assert _scoop("NT", "AhAd", "KcKs", "2c7d9hJs3d") == 0
    assert _scoop("NT", "KcKs", "AhAd", "2c7d9hJs3d") == 1


def test_a_board_that_plays_for_both_splits() -> None:
    # both play the board's broadway straight: an exact tie shares the pot
    assert _scoop("NT", "2c3d", "2h3s", "AhKdQcJsTh") is None


def test_omaha_hi_lo_splits_when_the_other_hand_has_the_only_low() -> None:
    # p1's flush takes the high half, p2's A-2 makes the only low (as test_showdown's split)
    assert _scoop("FO/8", "JhTh9h8c", "Ac2dKsQs", "3h4h5c7hJd") is None


def test_omaha_hi_lo_scoop_when_no_low_qualifies() -> None:
    # no three board cards of eight or lower: the high hand takes the whole pot
    assert _scoop("FO/8", "AcKdKsQs", "JhTh9h8c", "9c9dJsQhKh") == 0


def test_omaha_hi_lo_scoop_with_the_high_and_the_only_low() -> None:
    # A-2 with 3-4-5 on the board is a wheel: the best high (a straight) and the best low
    assert _scoop("FO/8", "Ac2dKsQs", "JhTd9c8c", "3h4s5c9dKh") == 0


def test_badugi_reads_four_cards() -> None:
    # a four-card badugi beats a three-card one (the pair of sevens plays one seven)
    assert _scoop("FB", "Ac2d3h4s", "5c6d7h7s", "") == 0


def test_a_fouled_hand_is_an_error() -> None:
    with pytest.raises(HandError):
        read_hand(
            GAMES["NT"],
            STANDARD,
            parse_cards("AhAdKc"),
            parse_cards("2c7d9hJs3d"),
            GAMES["NT"].evaluations[0],
        )


_DECK = [Card(rank, suit) for rank in range(2, 15) for suit in Suit]
_GAMES = [
    "NT",
    "NS",
    "PO",
    "PO5",
    "FO/8",
    "PO5/8",
    "N2L1D",
    "F2L3D",
    "FAL3D",
    "FB",
    "FB/A5",
    "FB/27",
    "N5CD",
]


@pytest.mark.parametrize("code", _GAMES)
def test_scoop_says_what_settle_awards(code: str) -> None:
    """Heads-up, bets to the most allowed, cards dealt at random, under each built-in
    profile: the player scoop names takes every share settle awards; None: both take some."""
    game = GAMES[code]
    size = len(game.streets[0].hole)
    boards = [street.board for street in game.streets]
    rnd = random.Random(f"scoop {code}")
    seen = set()
    for profile in BUILTIN_PROFILES.values():
        for _ in range(25):
            deck = [c for c in _DECK if not game.short_deck or c.rank >= 6]
            rnd.shuffle(deck)
            holes = (deck[:size], deck[size : 2 * size])
            board = deck[2 * size : 2 * size + sum(boards)]
            hand = table(
                [1000, 1000],
                game=code,
                profile=profile,
                blinds=(5, 10),
                small_bet=10,
                big_bet=20,
                chip_unit=1,
            )
            hand.deal_hole(0, holes[0])
            hand.deal_hole(1, holes[1])
            rest = list(board)
            while not hand.finished:
                top = hand.max_raise_to()
                if top is not None:
                    hand.raise_to(top)
                else:
                    hand.check_or_call()
            for count in boards:
                if count:
                    hand.deal_board(rest[:count])
                    del rest[:count]
            won = [0, 0]
            for award in settle(hand).awards:
                for share in award.shares:
                    won[share.player] += share.amount
            winner = scoop(game, profile, holes, board)
            seen.add(winner)
            if winner is None:
                assert won[0] > 0 and won[1] > 0
            else:
                assert won[winner] == sum(won) and won[1 - winner] == 0
    assert {0, 1} <= seen  # either player can scoop: the test reads both ways
