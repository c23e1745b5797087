"""The first card of the deal exposed is a misdeal in flop games only (procedures P.1: "one
of the first two cards off the deck exposed by dealer error (flop games)"). In stud an
exposed downcard is ruled by STUD_EXPOSED_DOWNCARD (TDA RP-10-A: it becomes the upcard), so
a stud trainee is never keyed "misdeal" for it."""

from __future__ import annotations

from dealer_trainer.engine.games import GAMES
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.ids import VARIANTS


def test_the_first_card_exposed_is_asked_only_in_flop_games() -> None:
    gen = Generator(2026, Settings(kinds=("irregularity",)))
    asked = 0
    for n in range(600):
        q = gen.question(n)
        if "first card of the deal face up" not in q.prompt:
            continue
        game = GAMES[VARIANTS[q.variant].code]
        assert not game.stud, (q.id, q.variant)
        assert not any(street.draw for street in game.streets), (q.id, q.variant)
        asked += 1
    assert asked >= 5  # the scene still comes up, in the games it belongs to
