"""The narration of a hand: each street's label, worked out once per game and street."""

from __future__ import annotations

from types import SimpleNamespace

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.narration import cards_text, street_label


def _label_worked_out(game: object, board: list[Card], street: int) -> str:
    """The label as it was written before it was remembered per game and street."""
    streets = game.streets  # type: ignore[attr-defined]
    name = streets[street].name
    label = name[0].upper() + name[1:]
    dealt = sum(s.board for s in streets[: street + 1])
    before = dealt - streets[street].board
    cards = board[before:dealt]
    if streets[street].board and len(cards) == streets[street].board:
        label += f" ({cards_text(cards)})"
    return label


def test_every_games_street_labels_as_worked_out_each_time() -> None:
    deck = [Card.parse(c) for c in ("Ah", "Kd", "7c", "2s", "9h")]
    for _ in range(2):  # the second time from what was remembered
        for game in GAMES.values():
            for length in range(len(deck) + 1):
                hand = SimpleNamespace(game=game, board=deck[:length])
                for street in range(len(game.streets)):
                    expected = _label_worked_out(game, deck[:length], street)
                    assert street_label(hand, street) == expected  # type: ignore[arg-type]
