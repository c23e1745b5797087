"""A showdown of a game that reads no showdown switch is settled unwatched
(``quiz.kinds.showdowns._reads_no_switch``).

The showdown kind settles a hand with its profile watched to learn which venue switches
the awards may rest on; for a game where ``engine.showdown`` reads none of them (no stud, no
badugi half, no hand read the short deck's, stud eight-or-better's or Badeucey's way) it
settles the hand directly and tries no switch. These tests settle dealt showdowns of every
game watched, under every built-in profile, and require that such games read no switch
and that no other value of any switch changes their awards.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.consulted import reading
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.engine.showdown import settle
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds import showdowns as kinds


def test_the_games_that_may_read_a_switch_are_named() -> None:
    free = {code for code, game in GAMES.items() if kinds._reads_no_switch(game)}
    assert {"NT", "FT", "PO"} <= free
    for code, game in GAMES.items():
        if game.stud or game.short_deck or game.halves[0] == "badugi":
            assert code not in free


@pytest.mark.parametrize("profile", sorted(BUILTIN_PROFILES))
def test_a_game_free_of_switches_reads_none_and_rests_on_none(profile: str) -> None:
    every = frozenset(kinds._SHOWDOWN_SWITCHES)
    free = read_some = 0
    gen = Generator(2026, Settings(kinds=("showdown",), profile=BUILTIN_PROFILES[profile]))
    for n in range(250):
        situation = gen.question(n).situation
        assert situation is not None
        hand = situation.hand()
        result, read = reading(hand, settle)
        if kinds._reads_no_switch(hand.game):
            free += 1
            assert not read & every
            answer = kinds._shares_answer(result)
            assert kinds.showdown_options(hand, answer, every) == ()
        else:
            read_some += bool(read & every)
    assert free >= 100 and read_some
