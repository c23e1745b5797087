"""One variant table (issue 14): engine/games.py's GAMES says what each game is; the PHH
reader's VARIANTS and the quiz's VARIANTS add only their own words and derive the rest."""

from __future__ import annotations

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.quiz import ids


def test_the_reader_knows_exactly_the_engines_games() -> None:
    assert set(phh.VARIANTS) == set(GAMES)
    assert list(phh.VARIANTS)[:3] == ["FT", "NT", "NS"]  # the PHH specification's order


@pytest.mark.parametrize("code", sorted(GAMES))
def test_the_readers_facts_are_the_games(code: str) -> None:
    info, game = phh.VARIANTS[code], GAMES[code]
    assert (info.structure, info.stud, info.short_deck, info.extension) == (
        game.structure,
        game.stud,
        game.short_deck,
        game.extension,
    )


def test_stud_and_short_deck_as_the_rules_have_them() -> None:
    studs = {code for code, info in phh.VARIANTS.items() if info.stud}
    assert studs == {"F7S", "F7S/8", "FR"}  # the bring-in games (text 2, 5.2)
    assert [c for c, i in phh.VARIANTS.items() if i.short_deck] == ["NS"]  # 36 cards
    assert phh.VARIANTS["PO"].structure is Structure.POT_LIMIT


@pytest.mark.parametrize("vid", sorted(ids.VARIANTS))
def test_a_quiz_variant_is_a_game_and_its_structure(vid: str) -> None:
    variant = ids.VARIANTS[vid]
    code, at, structure = vid.partition("@")
    assert variant.code == code and code in GAMES
    own = GAMES[code].structure.value
    if at:
        assert variant.structure == structure != own  # another structure than the code's own
    else:
        assert variant.structure == own
    assert variant.structure in ids.STRUCTURES
