"""Table stakes in cash games: chips added, chips in transit, a new player's buy-in.

Asks: how much may a player add to his stack, and when? Do chips on the way to the table play?
What must a new player buy in for, and must he post?

Rules exercised: chips go on only between hands and only up to the table maximum (corpus TS-01;
text 2, table stakes); chips in transit play only as the venue allows (venue option
CASH_CHIPS_IN_TRANSIT, corpus TS-02); a new player's minimum buy-in and posting (corpus
TS-04).

How the answer is found: plain comparisons of the amounts given with the table's limits; each
answer is a :class:`~dealer_trainer.engine.rulings.values.StakesRuling` citing its rule.
"""

from __future__ import annotations

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    STANDARD,
    CashChipsInTransit,
    VenueProfile,
)
from dealer_trainer.engine.rulings.context import _money, _require_amount
from dealer_trainer.engine.rulings.reasons import CITATIONS, MESSAGES
from dealer_trainer.engine.rulings.values import StakesRuling

# --- Table stakes ---------------------------------------------------------------------------


def rule_add_on(
    stack: int, wanted: int, max_buy_in: int, *, during_hand: bool = False, unit: int = 1
) -> StakesRuling:
    """Cash game: how much a player may add (corpus TS-01; text 2, table stakes).

    Chips go on only between hands, and only up to the table maximum.

    >>> rule_add_on(320, 300, 500).amount
    180
    """
    for what, value in (
        ("the stack", stack),
        ("the amount wanted", wanted),
        ("the maximum", max_buy_in),
    ):
        _require_amount(value, what)
    top = _money(max_buy_in, unit)
    if during_hand:
        return StakesRuling(
            0, CITATIONS["add_on_during_hand"], None, MESSAGES["add_on_during_hand"].format(max=top)
        )
    amount = min(wanted, max(0, max_buy_in - stack))
    key = "add_on" if amount else "add_on_none"
    text = MESSAGES[key].format(amount=_money(amount, unit), max=top)
    return StakesRuling(amount, CITATIONS[key], None, text)


def rule_chips_in_transit(
    on_table: int,
    in_transit: int,
    *,
    announced: bool,
    profile: VenueProfile = STANDARD,
    unit: int = 1,
) -> StakesRuling:
    """Cash game: how much plays when chips bought are still in transit (corpus TS-02).

    ``CASH_CHIPS_IN_TRANSIT``: ``play_if_announced`` lets a purchase announced before
    the hand play; ``table_only`` plays only the chips on the table (text 2).

    >>> rule_chips_in_transit(150, 300, announced=True).amount
    150
    """
    _require_amount(on_table, "the chips on the table")
    _require_amount(in_transit, "the chips in transit")
    setting = profile.cash_chips_in_transit
    option = f"CASH_CHIPS_IN_TRANSIT={setting.value}" if in_transit else None
    if in_transit and setting is CashChipsInTransit.PLAY_IF_ANNOUNCED:
        if announced:
            amount = on_table + in_transit
            key = "transit_plays"
        else:
            amount, key = on_table, "transit_not_announced"
            option = None
    else:
        amount, key = on_table, "transit_table_only"
        if in_transit and not announced:
            option = None
    text = MESSAGES[key].format(amount=_money(amount, unit), transit=_money(in_transit, unit))
    return StakesRuling(amount, CITATIONS[key], option, text)


def rule_new_player(structure: Structure, small_bet: int = 0, *, unit: int = 1) -> StakesRuling:
    """Cash game: a new player's minimum buy-in and whether he must post (corpus TS-04).

    In limit the minimum is ten small bets and he posts a big blind to get a hand;
    in no-limit and pot-limit the house sets the minimum and he need not post.

    >>> rule_new_player(Structure.FIXED_LIMIT, 4).amount
    40
    """
    _require_amount(small_bet, "the small bet")
    if structure is Structure.FIXED_LIMIT:
        amount = 10 * small_bet
        text = MESSAGES["new_player_limit"].format(amount=_money(amount, unit))
        return StakesRuling(amount, CITATIONS["new_player_limit"], None, text, must_post=True)
    return StakesRuling(None, CITATIONS["new_player_big_bet"], None, MESSAGES["new_player_big_bet"])
