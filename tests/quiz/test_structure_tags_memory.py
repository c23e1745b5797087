""":func:`structure_tags` remembers its tags per kind, game, structure and table of two or
more: for every kind and every variant's game and structure, heads-up and not, what it says
from memory is what the plain reading (``_structure_tags``) says, and an entry holds the game
whose id keys it."""

from __future__ import annotations

from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.engine.state import HandSetup, Stakes
from dealer_trainer.quiz.ids import KINDS
from dealer_trainer.quiz.kinds import posing


def test_structure_tags_from_memory_are_the_tags_worked_out() -> None:
    tagged = 0
    for game in GAMES.values():
        for structure in (None, *Structure):
            for players in (2, 3, 6):
                setup = HandSetup(game, Stakes(), (1000,) * players, structure=structure)
                for kind in KINDS:
                    expected = posing._structure_tags(kind, setup)
                    assert posing.structure_tags(kind, setup) == expected
                    assert posing.structure_tags(kind, setup) == expected  # from memory
                    tagged += bool(expected)
    assert tagged > 100
    games = list(GAMES.values())
    assert all(any(e[0] is g for g in games) for e in posing._STRUCTURE_TAGS.values())
