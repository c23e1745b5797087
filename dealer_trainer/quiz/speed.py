"""Speed targets: how long a trained dealer takes, and how an answer's time is rated.

Each kind has a base time and a part per action the dealer must track (a bet
to add, a pot to build, a hand to read). An answer within 60% of the target is
*fast*, within the target *on time*, over it *slow*.

>>> target_ms("to_call", 3)
5500
>>> rate(2000, 5500), rate(5000, 5500), rate(9000, 5500)
(<Speed.FAST: 'fast'>, <Speed.ON_TIME: 'on_time'>, <Speed.SLOW: 'slow'>)
"""

from __future__ import annotations

from typing import Final

from dealer_trainer.quiz.ids import KINDS
from dealer_trainer.quiz.model import Speed

__all__ = ["FAST_SHARE_PERCENT", "TARGETS", "rate", "target_ms"]

TARGETS: Final[dict[str, tuple[int, int, str]]] = {
    "pot_count": (6_000, 1_200, "each bet or call to add"),
    "to_call": (4_000, 500, "each action this round"),
    "min_raise": (5_000, 700, "each action this round"),
    "pot_limit_max": (8_000, 1_000, "each bet in front"),
    "limit_bet": (5_000, 600, "each bet or raise this round"),
    "may_raise": (6_000, 800, "each action since he acted"),
    "side_pots": (12_000, 3_000, "each pot"),
    "chip_action": (8_000, 500, "each chip pushed"),
    "verbal": (8_000, 500, "each action this round"),
    "stud_order": (5_000, 1_000, "each board to compare"),
    "stud_amounts": (5_000, 600, "each action this round"),
    "showdown": (10_000, 3_000, "each hand to read"),
    "chip_count": (3_000, 1_500, "each colour"),
    "spread_range": (6_000, 600, "each action this round"),
    "blinds": (5_000, 500, "each forced bet"),
    "procedure": (10_000, 500, "each action this round"),
    "rake": (8_000, 1_000, "each rule of the house to apply"),
    "next_blinds": (8_000, 1_000, "each seat that changes"),
    "missed_blind_post": (8_000, 1_000, "each blind to place"),
    "show_first": (4_000, 500, "each river action"),
    "irregularity": (10_000, 1_000, "each action before the error"),
    "chip_race": (10_000, 500, "each race card"),
    "colour_up": (6_000, 300, "each chip to exchange"),
    "balance_move": (8_000, 1_000, "each open seat"),
    "announcement": (6_000, 500, "each hand or bet to read"),
    "draw_stub": (10_000, 500, "each player who drew before him"),
}
"""Per kind: (base milliseconds, milliseconds per action, what counts as an action)."""

assert set(TARGETS) == set(KINDS), "every kind needs a speed target"

FAST_SHARE_PERCENT: Final = 60
"""An answer within this share of the target time is fast."""


def target_ms(kind: str, actions: int) -> int:
    """The target time for a question of ``kind`` with ``actions`` to track."""
    base, per, _ = TARGETS[kind]
    return base + per * max(0, actions)


def rate(millis: int, target: int) -> Speed:
    """Fast, on time or slow."""
    if millis * 100 <= target * FAST_SHARE_PERCENT:
        return Speed.FAST
    if millis <= target:
        return Speed.ON_TIME
    return Speed.SLOW
