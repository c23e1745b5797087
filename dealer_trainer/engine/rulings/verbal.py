"""Words said: what a verbal declaration and a conditional statement commit the player to.

Asks: a player says "fold", "check", "call", "raise", "raise to 600", "pot", "all in" or an
amount (alone or before chips); what is he bound to? And "if you bet, I'll raise": does it bind?

Rules exercised: verbal declarations in turn are binding (text 2, verbal declarations; TDA
R40-C, R58, corpus VD-02); "call" is the full current action whatever amount is said (TDA R49,
R51-A, corpus VD-07); "call" with no bet is a check and "check" facing a bet is no raise (TDA
R55, R55-A, R55-B); a declared amount under the minimum, over the maximum or short of the call
(TDA R43-B, R44, corpus NL-17, CH-03); pot limit "pot" (text 2, pot-limit); an accepted count
(TDA R49, corpus VD-08); unclear amounts (TDA R57, WSOP-LA26 178); conditional statements
(text 2, conditional statements; TDA R54-D, corpus VD-10).

How the answer is found: the words are parsed by :mod:`dealer_trainer.engine.speech`; amounts
are measured against the call, the minimum and maximum raise read from the hand state, and
amounts past the call reuse the chip rulings of :mod:`~dealer_trainer.engine.rulings.chip_actions`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    RaiseMethod,
)
from dealer_trainer.engine.rulings.chip_actions import (
    _all_in,
    _beyond_call,
    _blocked,
    _call,
    _check_or_call,
    _short,
    _under_minimum,
)
from dealer_trainer.engine.rulings.context import _amounts, _Ctx, _Draft
from dealer_trainer.engine.rulings.reasons import MESSAGES
from dealer_trainer.engine.rulings.values import RuledAs, RulingError
from dealer_trainer.engine.speech import (
    Declaration,
    DeclarationKind,
    SpeechError,
    parse_declaration,
)

# --- Words ----------------------------------------------------------------------------------


# Enum members read by every ruling on words, as module names: on Python 3.11
# ``DeclarationKind.FOLD`` goes through the enum metaclass's ``__getattr__`` hook and costs
# about ten times a global's read.
_SAID_FOLD, _SAID_CHECK = DeclarationKind.FOLD, DeclarationKind.CHECK
_SAID_CALL, _SAID_ALL_IN = DeclarationKind.CALL, DeclarationKind.ALL_IN
_SAID_POT, _SAID_BET = DeclarationKind.POT, DeclarationKind.BET
_RAISE_OR_BET = (DeclarationKind.RAISE, DeclarationKind.BET)
_FOLD, _CHECK, _CALL = RuledAs.FOLD, RuledAs.CHECK, RuledAs.CALL
_POT_LIMIT = Structure.POT_LIMIT


def _words(ctx: _Ctx, decl: Declaration, motions: Sequence[tuple[int, ...]]) -> _Draft:
    """The words said first (or alone); chips that follow count toward them."""
    kind = decl.kind
    if kind is _SAID_FOLD:
        reason = "verbal_fold" if ctx.facing else "fold_no_bet"
        return _Draft(_FOLD, ctx.bet, [(reason, {})])
    if kind is _SAID_CHECK:
        if not ctx.facing:
            return _Draft(_CHECK, ctx.bet, [("verbal_check", {})])
        if motions:
            return _call(ctx, "check_then_chips")
        draft = _call(ctx, "check_facing_bet", level=ctx.money(ctx.level))
        draft.binding = False
        draft.choices = (_CALL, _FOLD)
        return draft
    if kind is _SAID_CALL:
        if not ctx.facing:
            return _Draft(_CHECK, ctx.bet, [("call_no_bet", {})])
        if ctx.action.counted is not None:
            return _call(ctx, "accepted_action", told=ctx.money(ctx.action.counted))
        draft = _call(ctx, "verbal_call")
        if decl.amount is not None and decl.amount not in (ctx.level, ctx.level - ctx.bet):
            draft.then("call_amount", said=ctx.money(decl.amount))
        return draft
    if kind is _SAID_ALL_IN:
        return _all_in(ctx, "all_in")
    if kind is _SAID_POT:
        if ctx.structure is _POT_LIMIT:
            if ctx.block is not None or ctx.max_to is None:
                return _blocked(ctx)
            to = ctx.max_to
            return _Draft(
                ctx.aggressive(to), to, [("pot_pl", {"to": ctx.money(to), "word": ctx.verb()})]
            )
        return _raise_words(ctx, motions, "pot_nl")
    amount = _resolved(ctx, decl)
    if kind in _RAISE_OR_BET:
        if kind is _SAID_BET and ctx.facing and amount is not None:
            return _amount(ctx, amount, decl)
        if amount is None:
            return _raise_words(ctx, motions, "raise_alone")
        return _declared_to(ctx, amount, decl)
    assert amount is not None
    return _amount(ctx, amount, decl)


def _resolved(ctx: _Ctx, decl: Declaration) -> int | None:
    if decl.amount is None or not decl.bare_amount:
        return decl.amount
    minimum = ctx.min_to if ctx.min_to is not None else 0
    try:
        return decl.resolved_amount(pot=ctx.hand.pot_total(), minimum=minimum)
    except SpeechError as exc:
        raise RulingError(MESSAGES["error_words"].format(p=ctx.p, error=exc)) from None


def _unclear(ctx: _Ctx, decl: Declaration, draft: _Draft, amount: int) -> _Draft:
    if decl.bare_amount:
        draft.before(
            "unclear_amount" if amount <= ctx.hand.pot_total() else "unclear_amount_over_pot",
            said_words=decl.text,
            pot=ctx.money(ctx.hand.pot_total()),
            said=ctx.money(amount),
        )
    return draft


def _raise_words(ctx: _Ctx, motions: Sequence[tuple[int, ...]], reason: str) -> _Draft:
    """ "Raise" (or "bet", or "pot" outside pot-limit) with no amount: at least a minimum."""
    if ctx.block is not None or ctx.min_to is None:
        return _blocked(ctx)
    word = ctx.verb()
    if not motions:
        to = ctx.min_to
        at_least = ctx.max_to is not None and to < ctx.max_to
        if ctx.structure is Structure.FIXED_LIMIT and not at_least:
            reason = "limit_raise_word" if to < ctx.all_in_to else "limit_raise_word_all_in"
        elif reason == "raise_alone" and ctx.level == 0:
            reason = "raise_no_bet"
        draft = _Draft(ctx.aggressive(to), to, [(reason, {"to": ctx.money(to), "word": word})])
        draft.at_least = at_least
        return draft
    counted = 1
    if len(motions) > 1:
        method = ctx.switch("raise_method")
        if method is RaiseMethod.DECLARED_RAISE_MULTI_MOTION:
            counted = 2
    chips = [c for m in motions[:counted] for c in m]
    x = ctx.front + sum(chips)
    if x >= ctx.min_to:
        to = ctx.clamp(x)
        values = {"to": ctx.money(to), "x": ctx.money(x), "word": word}
        keep = False
        if counted == 2:
            draft = _Draft(ctx.aggressive(to), to, [("raise_two_motions", values)])
        elif len(chips) == 1 and ctx.facing:
            values["chip"] = ctx.money(chips[0])
            draft = _Draft(ctx.aggressive(to), to, [("raise_oversized", values)])
            keep = True
        else:
            draft = _Draft(ctx.aggressive(to), to, [("raise_motion", values)])
        ctx.cap_note(draft, x, put_out=True, keep=keep)
    else:
        to = ctx.min_to
        draft = _Draft(
            ctx.aggressive(to),
            to,
            [("raise_short", {"to": ctx.money(to), "x": ctx.money(x), "word": word})],
        )
    if len(motions) > counted:
        draft.before("string_bet")
        draft.ignored = sum(sum(m) for m in motions[counted:])
    return draft


def _declared_to(ctx: _Ctx, amount: int, decl: Declaration) -> _Draft:
    """ "Raise to N" or "bet N": the amount is the total (TDA R43-B)."""
    if ctx.block is not None or ctx.min_to is None or ctx.max_to is None:
        return _blocked(ctx)
    word = ctx.verb()
    said = ctx.money(amount)
    if amount >= ctx.all_in_to:
        why = "amount_over_stack" if amount > ctx.all_in_to else "amount_all_he_has"
        draft = _all_in(ctx, why)
        if draft.kind is RuledAs.ALL_IN:
            draft.notes = [(why, {"to": ctx.money(draft.to), "said": said})]
    elif amount < ctx.min_to:
        to = ctx.min_to
        draft = _Draft(
            ctx.aggressive(to),
            to,
            [("raise_amount_short", {"to": ctx.money(to), "said": said, "word": word})],
        )
    else:
        to = ctx.clamp(amount)
        draft = _Draft(
            ctx.aggressive(to), to, [("raise_amount", {"to": ctx.money(to), "word": word})]
        )
        ctx.cap_note(draft, amount, put_out=False)
    return _unclear(ctx, decl, draft, amount)


def _amount(ctx: _Ctx, amount: int, decl: Declaration) -> _Draft:
    """An amount said with no "raise": the same as silently pushing it (TDA R40-C)."""
    x = max(amount, ctx.bet) if not ctx.facing else amount
    if not ctx.facing and ctx.level == 0:
        if ctx.block is not None or ctx.min_to is None:
            draft = _blocked(ctx)
        elif x >= ctx.min_to:
            to = ctx.clamp(x)
            draft = _Draft(
                ctx.aggressive(to), to, [("declared_amount", _amounts(ctx, x, to, put_out=False))]
            )
            ctx.cap_note(draft, x, put_out=False)
        else:
            draft = _under_minimum(ctx, x, put_out=False)
    elif x <= ctx.level:
        if x < ctx.level and ctx.facing:
            draft = _short(ctx, x)
        else:
            draft = _check_or_call(ctx, "call_chips" if ctx.facing else "verbal_check")
    else:
        draft = _beyond_call(ctx, x, put_out=False)
    return _unclear(ctx, decl, draft, amount)


# --- Conditional statements -----------------------------------------------------------------


_IF = re.compile(r"^\s*if\b", re.IGNORECASE)


_THEN = re.compile(r",|\bthen\b|\b(?=(?:i|i'll|i’ll|i'm|im|ill)\b)", re.IGNORECASE)
"""Where the promised action starts: after a comma or "then", or at "I", "I'll"..."""


def _conditional(ctx: _Ctx, text: str) -> tuple[str, DeclarationKind] | None:
    """ "If you bet, I'll raise": the action promised, or None if not conditional."""
    if not _IF.match(text):
        return None
    for match in _THEN.finditer(text):
        try:
            decl = parse_declaration(text[match.end() :])
        except SpeechError:
            continue
        return text, decl.kind
    raise RulingError(MESSAGES["error_conditional"].format(said_words=text))


_PROMISED: Final[dict[DeclarationKind, RuledAs]] = {
    DeclarationKind.FOLD: RuledAs.FOLD,
    DeclarationKind.CHECK: RuledAs.CHECK,
    DeclarationKind.CALL: RuledAs.CALL,
    DeclarationKind.BET: RuledAs.BET,
    DeclarationKind.AMOUNT: RuledAs.BET,
    DeclarationKind.RAISE: RuledAs.RAISE,
    DeclarationKind.POT: RuledAs.RAISE,
    DeclarationKind.ALL_IN: RuledAs.ALL_IN,
}


def _conditional_draft(ctx: _Ctx, text: str, kind: DeclarationKind) -> _Draft:
    ruled = _PROMISED[kind]
    word = {
        RuledAs.FOLD: "word_fold",
        RuledAs.CHECK: "word_check",
        RuledAs.CALL: "word_call",
        RuledAs.BET: "word_bet",
        RuledAs.RAISE: "word_raise",
        RuledAs.ALL_IN: "word_all_in",
    }[ruled]
    draft = _Draft(ruled, ctx.bet, [("conditional", {"said_words": text, "word": MESSAGES[word]})])
    draft.binding = False
    return draft
