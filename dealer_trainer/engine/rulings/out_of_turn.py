"""Out-of-turn action: does it stand when the player's turn comes?

Asks: a player acted out of turn (ruled by :func:`~dealer_trainer.engine.rulings.rule` with
another seat); now his turn has come: is he held to it, or free to act again?

Rules exercised: TDA R53-A (action out of turn binds if the action to him has not changed: a
check, call or fold in between is no change; a bet or raise frees him and his chips come
back); an out-of-turn fold is binding (corpus VD-04; text 2, out of turn).

How the answer is found: the hand state now is compared with the bet he faced then
(``Ruling.facing``); if unchanged, the same action is ruled again in turn by
:func:`~dealer_trainer.engine.rulings.rule_action`; if changed, his choices and the minimum
raise come from the hand state.
"""

from __future__ import annotations

from dataclasses import replace

from dealer_trainer.engine.rulings.actions import rule_action
from dealer_trainer.engine.rulings.context import _join_rules, _money
from dealer_trainer.engine.rulings.reasons import CITATIONS, MESSAGES
from dealer_trainer.engine.rulings.values import OutOfTurnResult, RuledAs, Ruling, RulingError
from dealer_trainer.engine.state import HandState


def when_turn_comes(ruling: Ruling, hand: HandState, *, unit: int = 1) -> OutOfTurnResult:
    """Whether an out-of-turn action stands now that the player's turn has come.

    ``ruling`` was made when he acted out of turn; ``hand`` is the state now. The
    action binds if the action to him has not changed: a check, call or fold in
    between is no change; a bet or raise frees him and returns his chips. An
    out-of-turn fold is binding (TDA R53-A, corpus VD-04, text 2).
    """
    i = ruling.player
    p = hand.label(i)
    if not ruling.out_of_turn:
        raise RulingError(MESSAGES["error_not_oot"].format(p=p))
    if ruling.ruled_as is RuledAs.FOLD:
        return OutOfTurnResult(
            True, ruling, 0, (), CITATIONS["out_of_turn_fold"], ruling.explanation
        )
    if hand.street != ruling.street:
        raise RulingError(MESSAGES["error_other_street"].format(p=p))
    if hand.actor != i:
        actor = "nobody" if hand.actor is None else hand.label(hand.actor)
        raise RulingError(MESSAGES["error_not_his_turn"].format(p=p, actor=actor))
    if hand.level <= ruling.facing:
        now = rule_action(hand, replace(ruling.action, seat=i), unit=unit)
        text = MESSAGES["out_of_turn_stands"].format(p=p)
        now = replace(
            now,
            explanation=f"{text} {now.explanation}",
            rule=_join_rules((CITATIONS["out_of_turn_stands"], now.rule)),
            reasons=("out_of_turn_stands", *now.reasons),
        )
        return OutOfTurnResult(True, now, 0, (), now.rule, now.explanation)
    choices: tuple[RuledAs, ...] = (RuledAs.FOLD, RuledAs.CALL)
    if hand.can_raise(i):
        choices += (RuledAs.RAISE,)
    back = ruling.pushed
    minimum = hand.min_raise_to(i)
    names = [MESSAGES["word_fold"], f"{MESSAGES['word_call']} {_money(hand.to_call(i), unit)}"]
    if minimum is not None:
        # a fixed-limit raise is one amount; elsewhere the minimum is where raises start
        most = hand.max_raise_to(i)
        exact = minimum == most
        names.append(
            f"{MESSAGES['word_raise']} to {'' if exact else 'at least '}{_money(minimum, unit)}"
        )
    explanation = MESSAGES["out_of_turn_changed"].format(
        p=p,
        why=MESSAGES["changed_bet"].format(level=_money(hand.level, unit)),
        back=_money(back, unit),
        choices=", ".join(names[:-1]) + " or " + names[-1],
    )
    return OutOfTurnResult(
        False, None, back, choices, CITATIONS["out_of_turn_changed"], explanation
    )
