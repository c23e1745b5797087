"""The hand told in a dealer's words: the engine's one narration, as the quiz uses it.

Everything here is :mod:`dealer_trainer.engine.narration` (the hand's ledger and
forced bets are rule-bearing, so they live in the engine); this module keeps the
quiz's import path.
"""

from __future__ import annotations

from dealer_trainer.engine.narration import (
    Forced,
    Ledger,
    board_text,
    cards_text,
    forced_story,
    money,
    move_text,
    players_text,
    stakes_text,
    street_label,
    street_story,
)

__all__ = [
    "Forced",
    "Ledger",
    "board_text",
    "cards_text",
    "forced_story",
    "money",
    "move_text",
    "players_text",
    "stakes_text",
    "street_label",
    "street_story",
]
