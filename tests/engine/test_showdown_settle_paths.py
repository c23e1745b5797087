"""What ``settle``'s quicker paths rest on holds for every hand dealt (``engine.showdown``).

``settle`` takes each pot's eligible players as they are when nobody mucked (the filter
by contenders would keep them all), and ``_dealt`` counts a game's hole cards once per
game. These tests deal showdowns and side pots of every game and check the facts the
quicker paths rest on, and that settling gives what the plain working gives.
"""

from __future__ import annotations

from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.showdown import ShowdownError, _dealt, settle
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.generator import Generator, Settings


def _finished_hands(kinds: tuple[str, ...], count: int) -> list[HandState]:
    out: list[HandState] = []
    for seed in (7, 2026):
        gen = Generator(seed, Settings(kinds=kinds))
        for n in range(count):
            situation = gen.question(n).situation
            assert situation is not None
            hand = situation.hand()
            if hand.finished:
                out.append(hand)
    return out


def test_dealt_counts_every_games_hole_cards() -> None:
    for game in GAMES.values():
        expected = sum(len(street.hole) for street in game.streets)
        assert _dealt(game) == expected
        assert _dealt(game) == expected  # the second time from the cache


def test_settle_keeps_the_pots_players_when_nobody_mucked() -> None:
    multi = unmucked = 0
    for hand in _finished_hands(("showdown", "rake"), 400):
        contenders = [i for i in hand.in_hand() if i not in hand.mucked] or hand.in_hand()
        try:
            result = settle(hand)
        except ShowdownError:
            continue
        for award in result.awards:
            plain = [i for i in award.eligible if i in contenders] or list(award.eligible)
            if not hand.mucked:
                unmucked += 1
                # the fact the quicker path rests on: a pot names no folded player
                assert all(not hand.folded[i] for i in award.eligible)
                assert plain == list(award.eligible)
            winners = {s.player for s in award.shares}
            assert winners <= set(plain)  # every share goes to a player the pot is for
        multi += len(result.awards) > 1
        total = sum(a.amount for a in result.awards)
        assert sum(s.amount for a in result.awards for s in a.shares) == total - (
            result.rake + result.jackpot
        )
    assert multi and unmucked
