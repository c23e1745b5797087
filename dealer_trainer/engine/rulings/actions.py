"""Ruling on one action: what the chips pushed and the words said count as, and in what order.

Asks: a player pushes chips, says something, or both (before, after or between the motions);
what does it count as, what is his total, what does he add or get back, does it bind?

Rules exercised: words first define the action (TDA R40-A); chips first define it unless the
venue lets words prevail (venue option VERBAL_CHIP_CONFLICT, corpus VD-01, WSOP-LA26 180); a
second forward motion is a string bet (text 2, string bets); a raise announced after the chips
is a string raise; chips put out after "check" or "fold" stay in the pot (text 2, chips in the
pot stay); conditional statements are recognised here and decided in
:mod:`~dealer_trainer.engine.rulings.verbal`.

How the answer is found: :func:`rule` checks the input, then :func:`_decide` sends chips alone to
:mod:`~dealer_trainer.engine.rulings.chip_actions`, words to
:mod:`~dealer_trainer.engine.rulings.verbal`, and compares the two when both came; the draft is
finished (accounting, sentences, deciding option) by
:func:`~dealer_trainer.engine.rulings.context._finish`. Every amount comes from the hand state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    VerbalChipConflict,
)
from dealer_trainer.engine.rulings.chip_actions import _push
from dealer_trainer.engine.rulings.context import _check, _Ctx, _Draft, _finish
from dealer_trainer.engine.rulings.reasons import MESSAGES
from dealer_trainer.engine.rulings.values import PlayerAction, RuledAs, Ruling, RulingError, SayWhen
from dealer_trainer.engine.rulings.verbal import _conditional, _conditional_draft, _words
from dealer_trainer.engine.speech import (
    Declaration,
    DeclarationKind,
    SpeechError,
    parse_declaration,
)
from dealer_trainer.engine.state import HandState

# --- Public entry points --------------------------------------------------------------------


def rule(
    hand: HandState,
    chips: Iterable[Iterable[int]] = (),
    say: str | Declaration | None = None,
    *,
    say_when: SayWhen | str = SayWhen.BEFORE,
    seat: int | None = None,
    in_front: Iterable[int] = (),
    counted: int | None = None,
    unit: int = 1,
) -> Ruling:
    """Rule on what a player did at this point of the hand.

    ``chips``: the forward motions, each an iterable of chip values; ``say``: the words
    (text, or a parsed :class:`~dealer_trainer.engine.speech.Declaration`);
    ``say_when``: before, after or between the motions; ``seat``: the player (0-based,
    default the player to act; another seat acts out of turn); ``in_front``: chips of
    an earlier bet this street not yet pulled in; ``counted``: the amount he was told
    when he asked for a count; ``unit``: amounts in the explanation are divided by it
    (a PHH hand's unit). The hand state is not changed.

    >>> from dealer_trainer.engine.games import GAMES
    >>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
    >>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (10_000,) * 3))
    >>> rule(hand, say="raise").to, rule(hand, say="raise").at_least
    (400, True)
    """
    words = say.text if isinstance(say, Declaration) else say
    try:
        when = SayWhen(say_when)
    except ValueError:
        choices = ", ".join(w.value for w in SayWhen)
        raise RulingError(MESSAGES["error_when"].format(when=say_when, choices=choices)) from None
    action = PlayerAction(
        motions=tuple(tuple(m) for m in chips),
        words=words,
        when=when,
        seat=seat,
        in_front=tuple(in_front),
        counted=counted,
    )
    return rule_action(
        hand, action, unit=unit, declaration=say if isinstance(say, Declaration) else None
    )


def rule_action(
    hand: HandState,
    action: PlayerAction,
    *,
    unit: int = 1,
    declaration: Declaration | None = None,
) -> Ruling:
    """Rule on a :class:`PlayerAction` (see :func:`rule`)."""
    _check(hand, action)
    ctx = _Ctx(hand, action, hand.profile, unit)
    decl = declaration
    conditional: tuple[str, DeclarationKind] | None = None
    if decl is None and action.words is not None:
        conditional = _conditional(ctx, action.words)
        if conditional is None:
            try:
                decl = parse_declaration(action.words)
            except SpeechError as exc:
                raise RulingError(MESSAGES["error_words"].format(p=ctx.p, error=exc)) from None
    if conditional is not None:
        if action.motions:
            raise RulingError(MESSAGES["error_conditional_chips"])
        words, kind = conditional
        return _finish(ctx, lambda c: _conditional_draft(c, words, kind))
    return _finish(ctx, lambda c: _decide(c, decl))


# --- Deciding -------------------------------------------------------------------------------

# Enum members read in every ruling, as module names: on Python 3.11 ``SayWhen.BEFORE`` goes
# through the enum metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_BEFORE, _AFTER = SayWhen.BEFORE, SayWhen.AFTER
_CHECK, _CALL = RuledAs.CHECK, RuledAs.CALL
_SAID_CALL, _SAID_POT = DeclarationKind.CALL, DeclarationKind.POT
_POT_LIMIT = Structure.POT_LIMIT
_VERBAL_PREVAILS = VerbalChipConflict.VERBAL_PREVAILS
_STATE_AMOUNT = (DeclarationKind.AMOUNT, DeclarationKind.CALL, DeclarationKind.ALL_IN)
"""Words that always fix the amount."""
_BET_OR_RAISE = (DeclarationKind.BET, DeclarationKind.RAISE)
_CHECK_OR_FOLD = (DeclarationKind.CHECK, DeclarationKind.FOLD)


def _decide(ctx: _Ctx, decl: Declaration | None) -> _Draft:
    motions = ctx.action.motions
    if decl is None:
        return _chips_only(ctx, motions)
    if not motions:
        return _words(ctx, decl, ())
    when = ctx.action.when
    if when is _BEFORE:
        draft = _words(ctx, decl, motions)
        if (
            _states_amount(ctx, decl)
            and decl.kind is not _SAID_CALL
            and ctx.front + ctx.action.pushed != draft.to
        ):
            draft.before("words_define")
        return draft
    first = motions if when is _AFTER else motions[:1]
    return _chips_then_words(ctx, decl, first, motions[len(first) :])


def _states_amount(ctx: _Ctx, decl: Declaration) -> bool:
    """Words that fix the amount whatever the chips (so chips and words can differ)."""
    kind = decl.kind
    if kind in _STATE_AMOUNT:
        return True
    if kind in _BET_OR_RAISE:
        return decl.amount is not None
    return kind is _SAID_POT and ctx.structure is _POT_LIMIT


def _chips_only(ctx: _Ctx, motions: Sequence[tuple[int, ...]]) -> _Draft:
    draft = _push(ctx, motions[0])
    if len(motions) > 1:
        draft.before("string_bet")
        draft.ignored = sum(sum(m) for m in motions[1:])
    return draft


def _chips_then_words(
    ctx: _Ctx,
    decl: Declaration,
    first: Sequence[tuple[int, ...]],
    later: Sequence[tuple[int, ...]],
) -> _Draft:
    chips = _chips_only(ctx, first)
    if later:
        if len(first) == 1:
            chips.before("string_bet")
        chips.ignored = sum(sum(m) for m in (*first[1:], *later))
    kind = decl.kind
    if not _states_amount(ctx, decl):
        if chips.kind is _CHECK:
            return chips
        if kind in _CHECK_OR_FOLD:
            return chips.then("chips_stay", said_words=f"'{decl.text}'")
        if chips.kind is not _CALL:
            return chips
        if len(first) == 1 and len(first[0]) == 1 and not later:
            return chips.then("raise_after_chip")
        return chips.then("announced_after_chips")
    words = _words(ctx, decl, (*first, *later))
    if words.key() == chips.key():
        return words
    if ctx.switch("verbal_chip_conflict") is _VERBAL_PREVAILS:
        return words.before("verbal_prevails")
    return chips.then("first_action_defines")
