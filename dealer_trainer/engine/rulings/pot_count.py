"""Pot-limit count errors: a bet over or under the pot because the count was wrong.

Asks: in pot limit a player bets "pot" on the dealer's wrong count, too high or too low; does
the bet stand, or is it corrected, and to what?

Rules exercised: TDA R52-B (corpus PL-19, PL-20; text 2, pot-limit): too high is cut to the pot
for him and every caller within the window the venue sets (venue option
PL_OVERBET_CORRECTION_WINDOW: anywhere on the street, or until every remaining player has acted
on it); too low is raised to the pot until substantial action follows (TDA R36).

How the answer is found: the pot-size maximum comes from the hand state's
:meth:`~dealer_trainer.engine.state.HandState.max_raise_to`; the later actions given decide
whether the window has passed; the draft is finished like every ruling by
:func:`~dealer_trainer.engine.rulings.context._finish`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    PlOverbetCorrectionWindow,
)
from dealer_trainer.engine.rulings.context import (
    _check_seat,
    _Ctx,
    _Draft,
    _finish,
    _money,
    _require_amount,
)
from dealer_trainer.engine.rulings.reasons import MESSAGES
from dealer_trainer.engine.rulings.values import PlayerAction, Ruling, RulingError
from dealer_trainer.engine.state import HandState

# --- Pot-limit count errors -----------------------------------------------------------------


_LATER: Final[dict[str, str]] = {
    "fold": "fold",
    "f": "fold",
    "check": "check",
    "call": "call",
    "cc": "call",
    "raise": "raise",
    "bet": "raise",
    "cbr": "raise",
    "all in": "raise",
}


def rule_pot_count_error(
    hand: HandState,
    bet_to: int,
    *,
    seat: int | None = None,
    later: Sequence[str] = (),
    next_card_dealt: bool = False,
    unit: int = 1,
) -> Ruling:
    """Pot-limit: a pot bet made on a wrong pot count (TDA R52-B; corpus PL-19, PL-20).

    ``hand`` is the state when he bets (he is to act); ``bet_to`` what he bet (his total
    for the street) on the dealer's count; ``later`` the actions of the other players
    since, in order ("fold", "call", "check", "raise"); ``next_card_dealt`` whether the
    street is over. Too high: cut to the pot for him and every caller
    (``PL_OVERBET_CORRECTION_WINDOW``: anywhere on the street, or until every remaining
    player has acted on it). Too low: raised to the pot until substantial action follows
    (TDA R36: two actions at least one of which puts chips in, or three actions).
    """
    bet_to = _require_amount(bet_to, "the bet")
    if hand.structure is not Structure.POT_LIMIT:
        raise RulingError(MESSAGES["error_not_pl"].format(structure=hand.structure.value))
    steps = []
    for word in later:
        kind = _LATER.get(word.strip().lower())
        if kind is None:
            raise RulingError(MESSAGES["error_later"].format(word=word))
        steps.append(kind)
    i = _check_seat(hand, seat)
    p = hand.label(i)
    if i != hand.actor:
        assert hand.actor is not None
        raise RulingError(MESSAGES["error_not_his_turn"].format(p=p, actor=hand.label(hand.actor)))
    low, high = hand.min_raise_to(i), hand.bets[i] + hand.stacks[i]
    if low is None:
        why = MESSAGES["error_no_raise"]
        raise RulingError(MESSAGES["error_bet_to"].format(p=p, said=_money(bet_to, unit), why=why))
    if not low <= bet_to <= high:
        why = MESSAGES["error_bet_range"].format(low=_money(low, unit), high=_money(high, unit))
        raise RulingError(MESSAGES["error_bet_to"].format(p=p, said=_money(bet_to, unit), why=why))
    action = PlayerAction(motions=((bet_to - hand.bets[i],),), seat=seat)
    opponents = sum(
        1 for j in range(hand.n) if j != i and not hand.folded[j] and hand.stacks[j] > 0
    )
    chips_in = sum(1 for s in steps if s in ("call", "raise"))
    substantial = (len(steps) >= 2 and chips_in >= 1) or len(steps) >= 3
    all_acted = len(steps) >= opponents
    correct = hand.max_raise_to(i)
    assert correct is not None

    def decide(c: _Ctx) -> _Draft:
        said = c.money(bet_to)
        values = {"said": said, "correct": c.money(correct)}
        if bet_to == correct:
            return _Draft(c.aggressive(bet_to), bet_to, [("pl_count_right", {"to": said})])
        if bet_to > correct:
            if next_card_dealt:
                why = MESSAGES["pl_overbet_why_card"]
            else:
                window = c.switch("pl_overbet_correction_window")
                if window is PlOverbetCorrectionWindow.UNTIL_ALL_HAVE_ACTED and all_acted:
                    why = MESSAGES["pl_overbet_why_accepted"]
                else:
                    to = correct
                    return _Draft(
                        c.aggressive(to),
                        to,
                        [("pl_overbet_corrected", {**values, "to": c.money(to)})],
                    )
            return _Draft(
                c.aggressive(bet_to), bet_to, [("pl_overbet_stands", {**values, "why": why})]
            )
        if substantial or next_card_dealt:
            why = MESSAGES["pl_underbet_why_action" if substantial else "pl_overbet_why_card"]
            return _Draft(
                c.aggressive(bet_to),
                bet_to,
                [("pl_underbet_stands", {**values, "to": said, "why": why})],
            )
        return _Draft(
            c.aggressive(correct),
            correct,
            [("pl_underbet_corrected", {**values, "to": c.money(correct)})],
        )

    ctx = _Ctx(hand, action, hand.profile, unit)
    return _finish(ctx, decide)
