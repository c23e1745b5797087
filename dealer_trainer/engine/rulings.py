"""Floor rulings: what the chips a player pushed and the words he said count as.

Players rarely say "raise to 600" and put exactly 600 out. They push a pile of
chips, drop one big chip, say "raise" and go back to their stack, call out of turn.
:func:`rule` takes the hand state at that point and what the player did, and returns
a frozen :class:`Ruling`: what it counts as, his total for the street, what he must
add or gets back, whether it binds, the rule and the venue option that decided it,
and a sentence the dealer can say at the table (rulebook text 2: verbal declarations,
string bets, single oversized chip, multiple chips, short raises, conditional
statements, acting out of turn, chips in the pot stay, table stakes; corpus A.3,
A.10, A.11, A.13).

What the player did:

- ``chips``: the forward motions, in order, each a tuple of chip denominations
  (``((500, 500),)`` is one motion of two 500 chips).
- ``say``: the words, read by :mod:`dealer_trainer.engine.speech`, and ``say_when``:
  :attr:`SayWhen.BEFORE` the chips (the default), :attr:`SayWhen.AFTER` them, or
  :attr:`SayWhen.BETWEEN` the first motion and the rest.
- ``seat``: the player (0-based); default the player to act. Another seat acts out
  of turn (TDA R53).
- ``in_front``: the chips already in front of him from an earlier bet this street,
  not pulled in (TDA R46, corpus CH-13, CH-14). Default: his bet, denominations
  unknown.

Accounting. *In front before* is the value of the chips in front of him before he
acts: ``sum(in_front)`` if given (it may exceed his bet when change is owed on a
big chip, TDA R46 situation 4), else his bet for the street (``hand.bets[seat]``).
For every ruling: ``pushed == to - in_front_before - must_add + returned``, where
``pushed`` is the value of every chip he pushed, in all motions. ``must_add`` and
``returned`` are both above 0 only when a motion does not count (a string bet): it
comes back, and he completes what the first motion stands for. ``to -
hand.bets[seat]`` never exceeds his stack.

Corpus NL-03 (TDA R43 example 3): A bets 300 on the turn; B silently pushes two
500 chips.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (10_000,) * 3))
>>> for _ in range(3):
...     hand.check_or_call()
>>> hand.raise_to(300)
>>> r = rule(hand, chips=[(500, 500)])
>>> r.ruled_as, r.to, r.must_add, r.returned
(<RuledAs.RAISE: 'raise'>, 1000, 0, 0)
>>> r.rule
'text 2, multiple chips; TDA R45'
>>> rule(hand, chips=[(1000,)]).explanation
'p2 calls 300: a single oversized chip put in without first declaring a raise is a call; 700 change.'
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum
from typing import Any, Final

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    STANDARD,
    CashChipsInTransit,
    FiftyPctBase,
    MultiChipRule,
    PlOverbetCorrectionWindow,
    RaiseMethod,
    VenueProfile,
    VerbalChipConflict,
)
from dealer_trainer.engine.speech import (
    Declaration,
    DeclarationKind,
    SpeechError,
    parse_declaration,
)
from dealer_trainer.engine.state import ActionKind, HandState, RaiseBlock

__all__ = [
    "CITATIONS",
    "MESSAGES",
    "PHRASES",
    "REASONS",
    "OutOfTurnResult",
    "PlayerAction",
    "Reason",
    "ReasonRecord",
    "RuledAs",
    "Ruling",
    "RulingError",
    "SayWhen",
    "StakesRuling",
    "rule",
    "rule_action",
    "rule_add_on",
    "rule_chips_in_transit",
    "rule_new_player",
    "rule_pot_count_error",
    "when_turn_comes",
]


class RulingError(ValueError):
    """A situation or an action that cannot be ruled on; the message says why."""


class RuledAs(StrEnum):
    """What a player's action counts as."""

    CHECK = "check"
    """No chips added; nothing was owed (a "call" facing no bet is a check: TDA R55-A)."""
    CALL = "call"
    """Matching the bet, or all-in for less: a player is never forced out of a pot for
    lack of chips (text 2, table stakes)."""
    BET = "bet"
    """The first bet of the street (stud: completing the bring-in)."""
    RAISE = "raise"
    """More than the bet faced, to ``Ruling.to`` in all."""
    ALL_IN = "all_in"
    """A bet or raise of every chip he has (TDA R45-B-2: last chips not all needed)."""
    FOLD = "fold"
    """Out of the hand; his chips already in the pot stay there (text 2)."""


class SayWhen(StrEnum):
    """When the words came, relative to the chips."""

    BEFORE = "before"
    """Words first: they define the action (TDA R40-A); chips follow."""
    AFTER = "after"
    """Chips first: they define the action unless the venue lets words prevail (VD-01)."""
    BETWEEN = "between"
    """After the first motion and before the rest: a raise announced after putting
    out chips is a string raise (text 2, string bets)."""


# --- Phrases (English; translate here) ------------------------------------------------------

PHRASES: Final[dict[str, str]] = {
    # Words used inside sentences.
    "word_bet": "bet",
    "all_in_below_full": "less than a full {word}",
    "all_in_at_full": "a full {word}",
    "word_raise": "raise",
    "word_complete": "complete",
    "word_check": "check",
    "word_call": "call",
    "word_fold": "fold",
    "word_all_in": "go all in",
    "word_put_out": "put out",
    "word_declared": "declared",
    "in_all": "{added} ({x} in all)",
    "what_call": "call of {to}",
    "what_check": "check",
    "block_not_reopened": "the betting was not re-opened to him",
    "block_cap_reached": "the betting is capped",
    "block_no_opponent": "no other player in the hand has chips beyond the bet to call a raise",
    "block_cannot_cover": "his chips do not cover the call",
    # Chips.
    "fifty_base_increment": "the last full raise",
    "fifty_base_total": "the bet faced",
    "undercall_facing_heads_up": "a bet heads-up",
    "undercall_facing_opening": "the opening bet",
    "returned": "{back} back to him.",
    "must_add": "He adds {add}.",
    # Motions, order of words and chips.
    "chips_returned": "The chips he put out are returned.",
    # Out of turn, conditional statements.
    "changed_bet": "a bet or raise to {level} came in",
    # Pot-limit count errors.
    "pl_overbet_why_card": "the next card has been dealt",
    "pl_overbet_why_accepted": "every remaining player has acted on it",
    "pl_underbet_why_action": "substantial action has followed",
    # Errors.
    "error_nobody": "there is no betting action to rule: {why}",
    "error_finished": "the hand is over",
    "error_no_actor": "no player is to act",
    "error_bring_in": "the bring-in is due: rule it once it is posted",
    "error_seat": "there is no player p{number} ({n} players)",
    "error_folded": "{p} has folded",
    "error_all_in": "{p} is all in and has no action",
    "error_acted": "{p} has already acted and owes nothing: there is no action of his to rule",
    "error_nothing": "nothing to rule: give the chips pushed, the words said, or both",
    "error_motion_empty": "motion {k} has no chips: every motion puts out at least one chip",
    "error_chip": "{chip!r} is not a chip: a chip is a whole number above 0",
    "error_too_many": "{p} has {behind} behind, but the chips pushed total {pushed}",
    "error_prior_no_bet": "{p} has no bet in front this street, so there are no prior-bet chips",
    "error_prior_short": "{p} has {bet} in front this street, but the chips in front total {given}",
    "error_prior_over": "the chips in front ({given}) are more than {p}'s bet plus his stack",
    "error_when": "when the words came is one of {choices}, not {when!r}",
    "error_when_no_words": "'say_when' needs words: nothing was said",
    "error_when_no_chips": "words said {when} the chips need chips",
    "error_between": "words said between motions need at least two motions",
    "error_words": "{p}: {error}",
    "error_conditional": "'{said_words}' says no action after 'if': say what he will do",
    "error_conditional_chips": "a conditional statement is not an action: rule the chips alone",
    "error_not_oot": "{p} acted in turn: nothing to decide when his turn comes",
    "error_other_street": "the street has changed since {p} acted out of turn",
    "error_not_his_turn": "it is not {p}'s turn yet (it is {actor}'s)",
    "error_not_pl": "pot count errors are a pot-limit ruling; this game is {structure}",
    "error_bet_to": "{p} cannot bet or raise to {said}: {why}",
    "error_no_raise": "he may not bet or raise now",
    "error_bet_range": "a bet or raise here is to at least {low} and at most his {high} in all",
    "error_later": "later actions are 'fold', 'check', 'call' or 'raise', not {word!r}",
    "error_amount": "{what} must be a whole number of chips >= 0, not {value!r}",
}
"""Words and sentences a ruling shows that are not reasons of their own, as ``str.format``
templates; each reason's message is in its :class:`ReasonRecord`."""


class Reason(StrEnum):
    """Why a ruling came out as it did: each member is one rule, stated in its docstring.

    A :class:`Ruling` lists its reasons (``Ruling.reasons``); :data:`REASONS` gives each its
    message template and citation ("text 2" is rulebook source text 2; "TDA" the Poker TDA
    Rules 2024; "corpus" the rule corpus).
    """

    VERBAL_FOLD = "verbal_fold"
    """The player folds: a fold declared in turn is binding (text 2, verbal declarations)."""
    FOLD_NO_BET = "fold_no_bet"
    """The player folds with no bet to him: the fold is binding (TDA 2024 R58)."""
    VERBAL_CHECK = "verbal_check"
    """The player checks (text 2, verbal declarations)."""
    CHECK_FACING_BET = "check_facing_bet"
    """The player said check facing a bet of the bet: he may not raise; he must call the ruled
    total (the rest more) or fold (TDA 2024 R55)."""
    CHECK_THEN_CHIPS = "check_then_chips"
    """The player said check facing a bet, then put chips in: he may not raise, so it is a call
    of the ruled total (TDA 2024 R55)."""
    CALL_NO_BET = "call_no_bet"
    """Nothing to call: 'call' is a check (TDA 2024 R55-A)."""
    VERBAL_CALL = "verbal_call"
    """The player calls the ruled total: 'call' commits him to the full current action (TDA
    2024 R51-A; corpus VD-07)."""
    CALL_AMOUNT = "call_amount"
    """The amount he said (the amount said) does not change it: a call is the full bet (TDA
    2024 R49)."""
    ACCEPTED_ACTION = "accepted_action"
    """He asked for a count and was told a wrong amount, but the caller is held to the correct
    amount: call the ruled total (TDA 2024 R49; corpus VD-08)."""
    RAISE_ALONE = "raise_alone"
    """The player said bet or raise with no amount: he must make at least the minimum bet or
    raise, to the ruled total; the chips he puts out next, in one motion, set the amount
    (text 2, verbal declarations; corpus A.17-5)."""
    RAISE_NO_BET = "raise_no_bet"
    """Facing no bet, 'raise' means at least a minimum bet: the ruled total (TDA 2024 R55-B)."""
    RAISE_MOTION = "raise_motion"
    """The player said bet or raise, then put out his chips in one motion: bet or raise to the
    ruled total (corpus A.17-5, NL-18)."""
    RAISE_TWO_MOTIONS = "raise_two_motions"
    """The player said raise first, so the call and the raise may go in as two motions (house
    rule): raise to the ruled total (WSOP-LA26 178; corpus CH-18)."""
    RAISE_SHORT = "raise_short"
    """The player said bet or raise but put out only his chips: he must make the minimum bet or
    raise, to the ruled total (text 2, verbal declarations)."""
    RAISE_OVERSIZED = "raise_oversized"
    """The player said raise before the oversized chip landed: the raise is the most that chip
    allows, to the ruled total (TDA 2024 R44; corpus CH-03)."""
    RAISE_AMOUNT = "raise_amount"
    """The player bets or raises to the ruled total: a declared amount is the total bet (TDA
    2024 R43-B; corpus NL-17)."""
    RAISE_AMOUNT_SHORT = "raise_amount_short"
    """The player declared the amount said, less than the minimum bet or raise: he must bet or
    raise to the ruled total (corpus A.3; TDA 2024 R52-A)."""
    AMOUNT_OVER_STACK = "amount_over_stack"
    """The player declared the amount said, more than he has: he is all in for the ruled total
    (text 2, table stakes)."""
    UNCLEAR_AMOUNT = "unclear_amount"
    """'the words' is unclear: it is read as the highest reasonable amount not above the pot
    (the pot): the amount said (TDA 2024 R57; corpus VD-02)."""
    POT_PL = "pot_pl"
    """The player said pot: in pot-limit that is a pot-size bet or raise, to the ruled total
    (text 2, pot-limit)."""
    POT_NL = "pot_nl"
    """'Pot' is not a valid amount here, but it binds the player to at least a minimum bet or
    raise: the ruled total (TDA 2024 R54-D; corpus VD-10)."""
    ALL_IN = "all_in"
    """The player is all in for the ruled total (text 2, verbal declarations)."""
    ALL_IN_CAPPED_POT = "all_in_capped_pot"
    """He may bet or raise to the ruled total at most here (the pot), so that is his bet or
    raise (text 2, pot-limit)."""
    ALL_IN_CAPPED_LIMIT = "all_in_capped_limit"
    """He may bet or raise to the ruled total at most here, so that is his bet or raise (text
    2, fixed-limit)."""
    ALL_IN_CAPPED_SPREAD = "all_in_capped_spread"
    """He may bet or raise to the ruled total at most here, so that is his bet or raise (text
    2, spread limit)."""
    LIMIT_RAISE_WORD = "limit_raise_word"
    """The player said bet or raise: in fixed limit that is a bet or raise to the ruled total
    (text 2, fixed-limit)."""
    OVERSIZED_OPTION = "oversized_option"
    """The player has the option and put in a single chip without declaring a raise: an
    oversized chip is a call, and with nothing to call that is a check (TDA 2024 R44,
    R55-A)."""
    ALL_IN_ONLY_CALL = "all_in_only_call"
    """The player may not raise (the reason): his all in can only be a call (or check) (text 2,
    6.1; corpus RO-08)."""
    CANNOT_RAISE = "cannot_raise"
    """The player may not raise (the reason): it is a call (or check) (text 2, 6.1)."""
    CALL_CHIPS = "call_chips"
    """The player calls the ruled total (TDA 2024 R41-B)."""
    OVERSIZED_CALL = "oversized_call"
    """The player calls the ruled total: a single oversized chip put in without first declaring
    a raise is a call; the excess change (text 2, single oversized chip)."""
    OVERSIZED_BET = "oversized_bet"
    """The player bets the ruled total: a single chip with no bet to him is a bet of its full
    value (text 2, single oversized chip)."""
    OVERSIZED_BET_CAPPED = "oversized_bet_capped"
    """A single chip with no bet to him is a bet of its full value, but at most the limit: the
    player bets the ruled total (corpus PL-21)."""
    PRIOR_OVERCHIP = "prior_overchip"
    """His chips in front do not cover the call and he added one chip: that is a call of the
    ruled total (TDA 2024 R46-C-1; corpus CH-13)."""
    PRIOR_COVER = "prior_cover"
    """His chips in front already cover the call, so everything in front of him counts as one
    multiple-chip bet of his chips (TDA 2024 R46-C-2)."""
    EVERY_CHIP_NEEDED = "every_chip_needed"
    """The player calls the ruled total: every chip is needed for the amount to call (without
    one oversized, only less is left) (text 2, multiple chips; TDA 2024 R45-A)."""
    LAST_CHIPS_CALL = "last_chips_call"
    """The player calls the ruled total, he is not all in: every one of his last chips is
    needed for the call (TDA 2024 R45-A; corpus CH-10)."""
    SAME_DENOMINATION = "same_denomination"
    """The player calls the ruled total: several chips of one denomination without a raise
    declared are a call (FIDPA 62.3; corpus A.10)."""
    LAST_CHIPS_ALL_IN = "last_chips_all_in"
    """These are his last chips and not every chip is needed for the call: the player is all in
    for the ruled total, whether or not that reaches the 50% mark (TDA 2024 R45-B-2)."""
    FULL_AMOUNT = "full_amount"
    """The player puts out his chips: bet or raise to the ruled total (text 2, multiple chips;
    TDA 2024 R45)."""
    CHIPS_BET = "chips_bet"
    """The player puts out his chips: bet or raise to the ruled total (TDA 2024 R40-A)."""
    DECLARED_AMOUNT = "declared_amount"
    """The player puts out his chips: bet or raise to the ruled total (TDA 2024 R40-C)."""
    UNCLEAR_AMOUNT_OVER_POT = "unclear_amount_over_pot"
    """'the words' is unclear, and no reading of it is a legal amount up to the pot (the pot):
    it is read as the smallest legal one, the amount said (TDA 2024 R57; corpus VD-02)."""
    FIFTY_RAISE = "fifty_raise"
    """The player puts out his chips: the excess over the call is at least half of the base, so
    he must make the minimum raise, to the ruled total (text 2, short raises)."""
    FIFTY_ALL_IN = "fifty_all_in"
    """The player puts out his chips: the excess over the call is at least half of the base, so
    it is a raise, and the least raise is all his chips: all in for the ruled total, below or
    at a full raise (text 2, short raises; text 2, table stakes)."""
    FIFTY_CALL = "fifty_call"
    """The player puts out his chips: the excess over the call is less than half of the base,
    so it is a call (or check) (text 2, short raises)."""
    UNDER_MINIMUM = "under_minimum"
    """The player puts out his chips, less than the minimum bet or raise: he must bet or raise
    the ruled total (TDA 2024 R52-A)."""
    UNDER_MINIMUM_ALL_IN = "under_minimum_all_in"
    """The player puts out his chips, less than the minimum bet or raise, and the minimum is all
    his chips: all in for the ruled total, below or at a full bet or raise (TDA 2024 R52-A;
    text 2, table stakes)."""
    SHORT_ALL_IN = "short_all_in"
    """The player puts out all his chips: all in for the ruled total (text 2, table stakes)."""
    LIMIT_HALF_BET = "limit_half_bet"
    """In limit, a full bet plus half a bet or more is a raise: the player must complete it to
    the ruled total (corpus FL-17)."""
    LIMIT_HALF_BET_ALL_IN = "limit_half_bet_all_in"
    """In limit, a full bet plus half a bet or more is a raise, and completing it takes all his
    chips: all in for the ruled total, below or at a full raise (corpus FL-17; text 2, table
    stakes)."""
    LIMIT_CALL = "limit_call"
    """Less than half a bet more than the call: it is a call (or check) (corpus FL-17)."""
    LIMIT_SIZE = "limit_size"
    """The player puts out his chips: in fixed limit the bet or raise is the ruled total (text
    2, fixed-limit)."""
    OVER_POT = "over_pot"
    """The player puts out his chips, more than the pot-limit maximum: the bet or raise is the
    ruled total (text 2, pot-limit; TDA 2024 R52-B)."""
    OVER_SPREAD = "over_spread"
    """The player puts out his chips, more than the spread allows: the bet or raise is the
    ruled total (text 2, spread limit)."""
    UNDERCALL_MANDATORY = "undercall_mandatory"
    """Less than the call without saying call, facing the opening bet: a mandatory full call of
    the ruled total (TDA 2024 R51-B; corpus VD-05)."""
    UNDERCALL_DISCRETION = "undercall_discretion"
    """Less than the call without saying call: the floor decides whether the player must call
    the ruled total or may forfeit the his chips and fold (TDA 2024 R51-B)."""
    CALL_ALL_IN_FOR_LESS = "call_all_in_for_less"
    """The player calls all in for the ruled total, less than the full bet (text 2, table
    stakes)."""
    STRING_BET = "string_bet"
    """Only his first motion counts: going back to his stack for more is a string bet (text 2,
    string bets)."""
    ANNOUNCED_AFTER_CHIPS = "announced_after_chips"
    """Announcing a raise after putting chips out is a string raise: only the chips stand (text
    2, string bets)."""
    RAISE_AFTER_CHIP = "raise_after_chip"
    """To raise with a single chip, raise must be said before it lands: it stands as put in
    (TDA 2024 R44)."""
    FIRST_ACTION_DEFINES = "first_action_defines"
    """The chips came first, so they define the bet, not the words after (TDA 2024 R40-A;
    corpus VD-01)."""
    WORDS_DEFINE = "words_define"
    """His words came first and define the bet (TDA 2024 R40-A)."""
    VERBAL_PREVAILS = "verbal_prevails"
    """His words and chips differ: the verbal statement prevails (WSOP-LA26 180; corpus VD-01)."""
    CHIPS_STAY = "chips_stay"
    """Chips put in the pot in turn stay in the pot: saying the words afterwards does not take
    them back (text 2, chips in the pot stay)."""
    OUT_OF_TURN = "out_of_turn"
    """The player acted out of turn: the action goes back to the player whose turn it is. His
    action stands only if the action to him does not change (a check, call or fold does not
    change it) (TDA 2024 R53-A; text 2, out of turn)."""
    OUT_OF_TURN_FOLD = "out_of_turn_fold"
    """The player folded out of turn: an out-of-turn fold is binding (TDA 2024 R53-A)."""
    OUT_OF_TURN_STANDS = "out_of_turn_stands"
    """The action to the player did not change: his out-of-turn action stands (TDA 2024 R53-A)."""
    OUT_OF_TURN_CHANGED = "out_of_turn_changed"
    """The action to the player changed (the reason): his out-of-turn action does not bind, his
    chips come back (the excess) and he may fold, call or raise (TDA 2024 R53-A; corpus
    VD-04)."""
    CONDITIONAL = "conditional"
    """A conditional statement ('the words') is not an action now: such statements are strongly
    discouraged, and the floor may hold the player to bet or raise and may penalise him
    (text 2, conditional statements)."""
    PL_OVERBET_CORRECTED = "pl_overbet_corrected"
    """The pot was the correct pot, so the bet of the amount said was more than the pot: it is
    cut to the ruled total for him and every caller, before the next card (TDA 2024 R52-B;
    corpus PL-19)."""
    PL_OVERBET_STANDS = "pl_overbet_stands"
    """The bet of the amount said was more than the pot (the correct pot), but the reason: it
    stands (corpus PL-19)."""
    PL_UNDERBET_CORRECTED = "pl_underbet_corrected"
    """The pot was miscounted low: no substantial action has followed, so the player must make
    it the pot, the ruled total (TDA 2024 R52-B; corpus PL-20)."""
    PL_UNDERBET_STANDS = "pl_underbet_stands"
    """The pot was miscounted low (the correct pot), but the reason: the bet of the ruled total
    stands (TDA 2024 R52-B, R36; corpus PL-20)."""
    PL_COUNT_RIGHT = "pl_count_right"
    """The bet of the ruled total is the pot: it stands (text 2, pot-limit)."""
    ADD_ON = "add_on"
    """He may add the amount: chips go on only between hands, up to the the maximum maximum
    (corpus TS-01)."""
    ADD_ON_NONE = "add_on_none"
    """He may add nothing now: he is at the the maximum maximum (corpus TS-01)."""
    ADD_ON_DURING_HAND = "add_on_during_hand"
    """No chips may be added during a hand (table stakes): only between hands, up to the
    maximum (text 2, table stakes)."""
    TRANSIT_PLAYS = "transit_plays"
    """The amount plays: the chips bought was announced before the hand began (corpus TS-02)."""
    TRANSIT_NOT_ANNOUNCED = "transit_not_announced"
    """Only the the amount on the table plays: the chips in transit was not announced before
    the hand (corpus TS-02)."""
    TRANSIT_TABLE_ONLY = "transit_table_only"
    """Only the the amount on the table when the hand began plays (table stakes) (text 2, table
    stakes)."""
    NEW_PLAYER_LIMIT = "new_player_limit"
    """Minimum buy-in the amount (ten small bets); a new player posts a big blind to get a hand
    (corpus TS-04)."""
    NEW_PLAYER_BIG_BET = "new_player_big_bet"
    """No minimum is set by the rule (the house posts one); a new player need not post (corpus
    TS-04)."""


@dataclass(frozen=True, slots=True)
class ReasonRecord:
    """One reason a ruling can give: its id, what the dealer says, and the rule behind it."""

    id: Reason
    message: str
    """A ``str.format`` template: ``{p}`` the player, ``{to}`` his total, and so on."""
    citation: str
    """The rule by book and number: "TDA R55" (Poker TDA Rules 2024), "text 2, 6.1"
    (rulebook source text 2), "corpus VD-07" (the rule corpus)."""


REASONS: Final[dict[Reason, ReasonRecord]] = {
    record.id: record
    for record in (
        ReasonRecord(
            Reason.VERBAL_FOLD,
            "{p} folds: a fold declared in turn is binding.",
            "text 2, verbal declarations",
        ),
        ReasonRecord(
            Reason.FOLD_NO_BET,
            "{p} folds with no bet to him: the fold is binding.",
            "TDA R58",
        ),
        ReasonRecord(Reason.VERBAL_CHECK, "{p} checks.", "text 2, verbal declarations"),
        ReasonRecord(
            Reason.CHECK_FACING_BET,
            (
                "{p} said check facing a bet of {level}: he may not raise; he must call {to} "
                "({add} more) or fold."
            ),
            "TDA R55",
        ),
        ReasonRecord(
            Reason.CHECK_THEN_CHIPS,
            (
                "{p} said check facing a bet, then put chips in: he may not raise, so it is a "
                "call of {to}."
            ),
            "TDA R55",
        ),
        ReasonRecord(Reason.CALL_NO_BET, "Nothing to call: 'call' is a check.", "TDA R55-A"),
        ReasonRecord(
            Reason.VERBAL_CALL,
            "{p} calls {to}: 'call' commits him to the full current action.",
            "TDA R51-A; corpus VD-07",
        ),
        ReasonRecord(
            Reason.CALL_AMOUNT,
            "The amount he said ({said}) does not change it: a call is the full bet.",
            "TDA R49",
        ),
        ReasonRecord(
            Reason.ACCEPTED_ACTION,
            (
                "He asked for a count and was told {told}, but the caller is held to the correct "
                "amount: call {to}."
            ),
            "TDA R49; corpus VD-08",
        ),
        ReasonRecord(
            Reason.RAISE_ALONE,
            (
                "{p} said {word} with no amount: he must make at least the minimum {word}, to "
                "{to}; the chips he puts out next, in one motion, set the amount."
            ),
            "text 2, verbal declarations; corpus A.17-5",
        ),
        ReasonRecord(
            Reason.RAISE_NO_BET,
            "Facing no bet, 'raise' means at least a minimum bet: {to}.",
            "TDA R55-B",
        ),
        ReasonRecord(
            Reason.RAISE_MOTION,
            "{p} said {word}, then put out {x} in one motion: {word} to {to}.",
            "corpus A.17-5, NL-18",
        ),
        ReasonRecord(
            Reason.RAISE_TWO_MOTIONS,
            (
                "{p} said raise first, so the call and the raise may go in as two motions (house "
                "rule): raise to {to}."
            ),
            "WSOP-LA26 178; corpus CH-18",
        ),
        ReasonRecord(
            Reason.RAISE_SHORT,
            "{p} said {word} but put out only {x}: he must make the minimum {word}, to {to}.",
            "text 2, verbal declarations",
        ),
        ReasonRecord(
            Reason.RAISE_OVERSIZED,
            (
                "{p} said raise before the {chip} chip landed: the raise is the most that chip "
                "allows, to {to}."
            ),
            "TDA R44; corpus CH-03",
        ),
        ReasonRecord(
            Reason.RAISE_AMOUNT,
            "{p} {word}s to {to}: a declared amount is the total bet.",
            "TDA R43-B; corpus NL-17",
        ),
        ReasonRecord(
            Reason.RAISE_AMOUNT_SHORT,
            "{p} declared {said}, less than the minimum {word}: he must {word} to {to}.",
            "corpus A.3; TDA R52-A",
        ),
        ReasonRecord(
            Reason.AMOUNT_OVER_STACK,
            "{p} declared {said}, more than he has: he is all in for {to}.",
            "text 2, table stakes",
        ),
        ReasonRecord(
            Reason.UNCLEAR_AMOUNT,
            (
                "'{said_words}' is unclear: it is read as the highest reasonable amount not above"
                " the pot ({pot}): {said}."
            ),
            "TDA R57; corpus VD-02",
        ),
        ReasonRecord(
            Reason.POT_PL,
            "{p} said pot: in pot-limit that is a pot-size {word}, to {to}.",
            "text 2, pot-limit",
        ),
        ReasonRecord(
            Reason.POT_NL,
            (
                "'Pot' is not a valid amount here, but it binds {p} to at least a minimum {word}:"
                " {to}."
            ),
            "TDA R54-D; corpus VD-10",
        ),
        ReasonRecord(Reason.ALL_IN, "{p} is all in for {to}.", "text 2, verbal declarations"),
        ReasonRecord(
            Reason.ALL_IN_CAPPED_POT,
            "He may {word} to {to} at most here (the pot), so that is his {word}.",
            "text 2, pot-limit",
        ),
        ReasonRecord(
            Reason.ALL_IN_CAPPED_LIMIT,
            "He may {word} to {to} at most here, so that is his {word}.",
            "text 2, fixed-limit",
        ),
        ReasonRecord(
            Reason.ALL_IN_CAPPED_SPREAD,
            "He may {word} to {to} at most here, so that is his {word}.",
            "text 2, spread limit",
        ),
        ReasonRecord(
            Reason.LIMIT_RAISE_WORD,
            "{p} said {word}: in fixed limit that is a {word} to {to}.",
            "text 2, fixed-limit",
        ),
        ReasonRecord(
            Reason.OVERSIZED_OPTION,
            (
                "{p} has the option and put in a single chip without declaring a raise: an "
                "oversized chip is a call, and with nothing to call that is a check."
            ),
            "TDA R44, R55-A",
        ),
        ReasonRecord(
            Reason.ALL_IN_ONLY_CALL,
            "{p} may not raise ({why}): his all in can only be a {what}.",
            "text 2, 6.1; corpus RO-08",
        ),
        ReasonRecord(
            Reason.CANNOT_RAISE,
            "{p} may not raise ({why}): it is a {what}.",
            "text 2, 6.1",
        ),
        ReasonRecord(Reason.CALL_CHIPS, "{p} calls {to}.", "TDA R41-B"),
        ReasonRecord(
            Reason.OVERSIZED_CALL,
            (
                "{p} calls {to}: a single oversized chip put in without first declaring a raise "
                "is a call; {back} change."
            ),
            "text 2, single oversized chip",
        ),
        ReasonRecord(
            Reason.OVERSIZED_BET,
            "{p} bets {to}: a single chip with no bet to him is a bet of its full value.",
            "text 2, single oversized chip",
        ),
        ReasonRecord(
            Reason.OVERSIZED_BET_CAPPED,
            (
                "A single chip with no bet to him is a bet of its full value, but at most the "
                "{limit}: {p} bets {to}."
            ),
            "corpus PL-21",
        ),
        ReasonRecord(
            Reason.PRIOR_OVERCHIP,
            (
                "His chips in front do not cover the call and he added one chip: that is a call "
                "of {to}."
            ),
            "TDA R46-C-1; corpus CH-13",
        ),
        ReasonRecord(
            Reason.PRIOR_COVER,
            (
                "His chips in front already cover the call, so everything in front of him counts "
                "as one multiple-chip bet of {x}."
            ),
            "TDA R46-C-2",
        ),
        ReasonRecord(
            Reason.EVERY_CHIP_NEEDED,
            (
                "{p} calls {to}: every chip is needed for the {need} to call (without one {chip},"
                " only {left} is left)."
            ),
            "text 2, multiple chips; TDA R45-A",
        ),
        ReasonRecord(
            Reason.LAST_CHIPS_CALL,
            (
                "{p} calls {to}, he is not all in: every one of his last chips is needed for the "
                "call."
            ),
            "TDA R45-A; corpus CH-10",
        ),
        ReasonRecord(
            Reason.SAME_DENOMINATION,
            (
                "{p} calls {to}: several chips of one denomination without a raise declared are a"
                " call."
            ),
            "FIDPA 62.3; corpus A.10",
        ),
        ReasonRecord(
            Reason.LAST_CHIPS_ALL_IN,
            (
                "These are his last chips and not every chip is needed for the call: {p} is all "
                "in for {to}, whether or not that reaches the 50% mark."
            ),
            "TDA R45-B-2",
        ),
        ReasonRecord(
            Reason.FULL_AMOUNT,
            "{p} {did} {x}: {word} to {to}.",
            "text 2, multiple chips; TDA R45",
        ),
        ReasonRecord(Reason.CHIPS_BET, "{p} {did} {x}: {word} to {to}.", "TDA R40-A"),
        ReasonRecord(Reason.DECLARED_AMOUNT, "{p} {did} {x}: {word} to {to}.", "TDA R40-C"),
        ReasonRecord(
            Reason.UNCLEAR_AMOUNT_OVER_POT,
            (
                "'{said_words}' is unclear, and no reading of it is a legal amount up to the pot "
                "({pot}): it is read as the smallest legal one, {said}."
            ),
            "TDA R57; corpus VD-02",
        ),
        ReasonRecord(
            Reason.FIFTY_RAISE,
            (
                "{p} {did} {x}: the {extra} over the call is at least half of {base}, so he must "
                "make the minimum raise, to {to}."
            ),
            "text 2, short raises",
        ),
        ReasonRecord(
            Reason.FIFTY_ALL_IN,
            (
                "{p} {did} {x}: the {extra} over the call is at least half of {base}, so it is "
                "a raise, and his chips reach only {to}: he is all in for {to}, {how}."
            ),
            "text 2, short raises; text 2, table stakes",
        ),
        ReasonRecord(
            Reason.FIFTY_CALL,
            (
                "{p} {did} {x}: the {extra} over the call is less than half of {base}, so it is a"
                " {what}."
            ),
            "text 2, short raises",
        ),
        ReasonRecord(
            Reason.UNDER_MINIMUM,
            "{p} {did} {x}, less than the minimum {word}: he must {word} {to}.",
            "TDA R52-A",
        ),
        ReasonRecord(
            Reason.UNDER_MINIMUM_ALL_IN,
            (
                "{p} {did} {x}, less than the minimum {word}, and his chips reach only {to}: he "
                "is all in for {to}, {how}."
            ),
            "TDA R52-A; text 2, table stakes",
        ),
        ReasonRecord(
            Reason.SHORT_ALL_IN,
            "{p} {did} all his chips: all in for {to}.",
            "text 2, table stakes",
        ),
        ReasonRecord(
            Reason.LIMIT_HALF_BET,
            (
                "In limit, a full bet plus half a bet or more is a raise: {p} must complete it to"
                " {to}."
            ),
            "corpus FL-17",
        ),
        ReasonRecord(
            Reason.LIMIT_HALF_BET_ALL_IN,
            (
                "In limit, a full bet plus half a bet or more is a raise, and his chips reach "
                "only {to}: {p} is all in for {to}, {how}."
            ),
            "corpus FL-17; text 2, table stakes",
        ),
        ReasonRecord(
            Reason.LIMIT_CALL,
            "Less than half a bet more than the call: it is a {what}.",
            "corpus FL-17",
        ),
        ReasonRecord(
            Reason.LIMIT_SIZE,
            "{p} {did} {x}: in fixed limit the {word} is {to}.",
            "text 2, fixed-limit",
        ),
        ReasonRecord(
            Reason.OVER_POT,
            "{p} {did} {x}, more than the pot-limit maximum: the {word} is {to}.",
            "text 2, pot-limit; TDA R52-B",
        ),
        ReasonRecord(
            Reason.OVER_SPREAD,
            "{p} {did} {x}, more than the spread allows: the {word} is {to}.",
            "text 2, spread limit",
        ),
        ReasonRecord(
            Reason.UNDERCALL_MANDATORY,
            (
                "Less than the call without saying call, facing {facing}: a mandatory full call "
                "of {to}."
            ),
            "TDA R51-B; corpus VD-05",
        ),
        ReasonRecord(
            Reason.UNDERCALL_DISCRETION,
            (
                "Less than the call without saying call: the floor decides whether {p} must call "
                "{to} or may forfeit the {x} and fold."
            ),
            "TDA R51-B",
        ),
        ReasonRecord(
            Reason.CALL_ALL_IN_FOR_LESS,
            "{p} calls all in for {to}, less than the full bet.",
            "text 2, table stakes",
        ),
        ReasonRecord(
            Reason.STRING_BET,
            "Only his first motion counts: going back to his stack for more is a string bet.",
            "text 2, string bets",
        ),
        ReasonRecord(
            Reason.ANNOUNCED_AFTER_CHIPS,
            ("Announcing a raise after putting chips out is a string raise: only the chips stand."),
            "text 2, string bets",
        ),
        ReasonRecord(
            Reason.RAISE_AFTER_CHIP,
            (
                "To raise with a single chip, raise must be said before it lands: it stands as "
                "put in."
            ),
            "TDA R44",
        ),
        ReasonRecord(
            Reason.FIRST_ACTION_DEFINES,
            "The chips came first, so they define the bet, not the words after.",
            "TDA R40-A; corpus VD-01",
        ),
        ReasonRecord(Reason.WORDS_DEFINE, "His words came first and define the bet.", "TDA R40-A"),
        ReasonRecord(
            Reason.VERBAL_PREVAILS,
            "His words and chips differ: the verbal statement prevails.",
            "WSOP-LA26 180; corpus VD-01",
        ),
        ReasonRecord(
            Reason.CHIPS_STAY,
            (
                "Chips put in the pot in turn stay in the pot: saying {said_words} afterwards "
                "does not take them back."
            ),
            "text 2, chips in the pot stay",
        ),
        ReasonRecord(
            Reason.OUT_OF_TURN,
            (
                "{p} acted out of turn: the action goes back to {actor}. His action stands only "
                "if the action to him does not change (a check, call or fold does not change it)."
            ),
            "TDA R53-A; text 2, out of turn",
        ),
        ReasonRecord(
            Reason.OUT_OF_TURN_FOLD,
            "{p} folded out of turn: an out-of-turn fold is binding.",
            "TDA R53-A",
        ),
        ReasonRecord(
            Reason.OUT_OF_TURN_STANDS,
            "The action to {p} did not change: his out-of-turn action stands.",
            "TDA R53-A",
        ),
        ReasonRecord(
            Reason.OUT_OF_TURN_CHANGED,
            (
                "The action to {p} changed ({why}): his out-of-turn action does not bind, his "
                "chips come back ({back}) and he may {choices}."
            ),
            "TDA R53-A; corpus VD-04",
        ),
        ReasonRecord(
            Reason.CONDITIONAL,
            (
                "A conditional statement ('{said_words}') is not an action now: such statements "
                "are strongly discouraged, and the floor may hold {p} to {word} and may penalise "
                "him."
            ),
            "text 2, conditional statements",
        ),
        ReasonRecord(
            Reason.PL_OVERBET_CORRECTED,
            (
                "The pot was {correct}, so the bet of {said} was more than the pot: it is cut to "
                "{to} for him and every caller, before the next card."
            ),
            "TDA R52-B; corpus PL-19",
        ),
        ReasonRecord(
            Reason.PL_OVERBET_STANDS,
            "The bet of {said} was more than the pot ({correct}), but {why}: it stands.",
            "corpus PL-19",
        ),
        ReasonRecord(
            Reason.PL_UNDERBET_CORRECTED,
            (
                "The pot was miscounted low: no substantial action has followed, so {p} must make"
                " it the pot, {to}."
            ),
            "TDA R52-B; corpus PL-20",
        ),
        ReasonRecord(
            Reason.PL_UNDERBET_STANDS,
            "The pot was miscounted low ({correct}), but {why}: the bet of {to} stands.",
            "TDA R52-B, R36; corpus PL-20",
        ),
        ReasonRecord(
            Reason.PL_COUNT_RIGHT,
            "The bet of {to} is the pot: it stands.",
            "text 2, pot-limit",
        ),
        ReasonRecord(
            Reason.ADD_ON,
            "He may add {amount}: chips go on only between hands, up to the {max} maximum.",
            "corpus TS-01",
        ),
        ReasonRecord(
            Reason.ADD_ON_NONE,
            "He may add nothing now: he is at the {max} maximum.",
            "corpus TS-01",
        ),
        ReasonRecord(
            Reason.ADD_ON_DURING_HAND,
            (
                "No chips may be added during a hand (table stakes): only between hands, up to "
                "{max}."
            ),
            "text 2, table stakes",
        ),
        ReasonRecord(
            Reason.TRANSIT_PLAYS,
            "{amount} plays: the {transit} bought was announced before the hand began.",
            "corpus TS-02",
        ),
        ReasonRecord(
            Reason.TRANSIT_NOT_ANNOUNCED,
            (
                "Only the {amount} on the table plays: the {transit} in transit was not announced"
                " before the hand."
            ),
            "corpus TS-02",
        ),
        ReasonRecord(
            Reason.TRANSIT_TABLE_ONLY,
            "Only the {amount} on the table when the hand began plays (table stakes).",
            "text 2, table stakes",
        ),
        ReasonRecord(
            Reason.NEW_PLAYER_LIMIT,
            (
                "Minimum buy-in {amount} (ten small bets); a new player posts a big blind to get "
                "a hand."
            ),
            "corpus TS-04",
        ),
        ReasonRecord(
            Reason.NEW_PLAYER_BIG_BET,
            "No minimum is set by the rule (the house posts one); a new player need not post.",
            "corpus TS-04",
        ),
    )
}
"""Every reason a ruling can give, one record each: the one table of messages and citations."""

MESSAGES: Final[dict[str, str]] = {
    **PHRASES,
    **{reason.value: record.message for reason, record in REASONS.items()},
}
"""Every sentence and word this module shows, as ``str.format`` templates (read-only view:
edit :data:`PHRASES` or :data:`REASONS`)."""

CITATIONS: Final[dict[str, str]] = {
    reason.value: record.citation for reason, record in REASONS.items()
}
"""The rule behind each reason a ruling can give (read-only view of :data:`REASONS`)."""


_SWITCH_ENUMS: Final[dict[str, type[StrEnum]]] = {
    "raise_method": RaiseMethod,
    "verbal_chip_conflict": VerbalChipConflict,
    "fifty_pct_base": FiftyPctBase,
    "multi_chip_rule": MultiChipRule,
    "pl_overbet_correction_window": PlOverbetCorrectionWindow,
}
"""The venue switches a ruling may read, so the one that decided it can be named."""


# --- Values ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerAction:
    """What a player did: chips pushed (motion by motion), words said and when."""

    motions: tuple[tuple[int, ...], ...] = ()
    """Each forward motion, in order, as the chips' denominations."""
    words: str | None = None
    """What he said, if anything."""
    when: SayWhen = SayWhen.BEFORE
    """When he said it, relative to the chips."""
    seat: int | None = None
    """The player (0-based); None: the player to act."""
    in_front: tuple[int, ...] = ()
    """Chips already in front of him from an earlier bet this street, not pulled in."""
    counted: int | None = None
    """The amount he was told when he asked for a count (accepted action, TDA R49)."""

    @property
    def pushed(self) -> int:
        """The value of every chip pushed, in all motions."""
        return sum(sum(m) for m in self.motions)


@dataclass(frozen=True, slots=True)
class Ruling:
    """A floor ruling on one action. Amounts are in the hand's smallest unit.

    ``pushed == to - in_front - must_add + returned`` (see the module notes).
    """

    player: int
    """The player (0-based; PHH ``p1`` is 0)."""
    ruled_as: RuledAs
    to: int
    """His total for the street after the ruling (his bet stays there if he folds)."""
    must_add: int
    """Chips he must add to complete the action."""
    returned: int
    """Chips he gets back (change, string motions, chips beyond the ruled amount)."""
    binding: bool
    """He is held to this action now."""
    rule: str
    """The rules that decided it: "text 2, single oversized chip", "TDA R45"..."""
    option: str | None
    """The venue switch and value that decided it ("FIFTY_PCT_BASE=last_full_increment"),
    or None when every value of every switch read gives the same ruling."""
    explanation: str
    """One or two sentences the dealer can say at the table."""
    in_front: int
    """The chips in front of him before he acted (his bet, plus change owed on it)."""
    pushed: int
    """The chips he pushed, all motions."""
    all_in: bool
    """The ruling puts all his chips in."""
    at_least: bool = False
    """``to`` is the least he is bound to ("raise" with no amount yet): he may make more."""
    choices: tuple[RuledAs, ...] = ()
    """When the ruling leaves him a choice (a check facing a bet, an undercall left to the
    floor, out-of-turn action overtaken), what he may still do."""
    out_of_turn: bool = False
    binding_if_unchanged: bool = False
    """Out of turn: the action binds when his turn comes, if the action to him has not
    changed (TDA R53-A). In turn: the same as ``binding``."""
    reasons: tuple[str, ...] = ()
    """The reasons (:class:`Reason` values, and a few :data:`PHRASES` keys such as
    "returned"), in the order they apply."""
    facing: int = 0
    """The bet on the street when he acted (to tell, out of turn, whether it changed)."""
    street: int = 0
    action: PlayerAction = field(default_factory=PlayerAction)
    """What he did, as given."""

    def as_dict(self) -> dict[str, Any]:
        """The ruling as plain data (``dealer-trainer solve`` prints it as JSON)."""
        return {
            "player": self.player + 1,
            "ruled_as": self.ruled_as.value,
            "to": self.to,
            "must_add": self.must_add,
            "returned": self.returned,
            "binding": self.binding,
            "all_in": self.all_in,
            "at_least": self.at_least,
            "choices": [c.value for c in self.choices],
            "out_of_turn": self.out_of_turn,
            "binding_if_unchanged": self.binding_if_unchanged,
            "rule": self.rule,
            "option": self.option,
            "explanation": self.explanation,
        }

    def apply(self, hand: HandState) -> None:
        """Play the ruled action in the hand state (the least amount if ``at_least``)."""
        i = self.player
        if self.ruled_as is RuledAs.FOLD:
            hand.fold(i)
        elif self.to > hand.level:
            hand.raise_to(self.to, i)
        else:
            hand.check_or_call(i)


@dataclass(frozen=True, slots=True)
class OutOfTurnResult:
    """What becomes of an out-of-turn action when the player's turn comes (TDA R53-A)."""

    stands: bool
    """The out-of-turn action binds."""
    ruling: Ruling | None
    """The ruling in force when it stands, now in turn; None when he is free."""
    returned: int
    """Chips he gets back when the action changed (everything he put out)."""
    choices: tuple[RuledAs, ...]
    """What he may do when free."""
    rule: str
    explanation: str


@dataclass(frozen=True, slots=True)
class StakesRuling:
    """A table-stakes ruling (cash games): how much may be added or plays."""

    amount: int | None
    """The amount allowed (added, in play, minimum buy-in); None when the rule sets none."""
    rule: str
    option: str | None
    explanation: str
    must_post: bool = False
    """A new player must post a big blind to get a hand."""


# --- Context --------------------------------------------------------------------------------


@dataclass
class _Draft:
    """A ruling before the accounting: what it counts as and why."""

    kind: RuledAs
    to: int
    notes: list[tuple[str, dict[str, Any]]]
    binding: bool = True
    at_least: bool = False
    choices: tuple[RuledAs, ...] = ()
    ignored: int = 0
    """Chips pushed in motions that do not count (a string bet): they go back."""

    def key(self) -> tuple[object, ...]:
        return (self.kind, self.to, self.binding, self.at_least, self.choices)

    def before(self, reason: str, **values: Any) -> _Draft:
        self.notes.insert(0, (reason, values))
        return self

    def then(self, reason: str, **values: Any) -> _Draft:
        self.notes.append((reason, values))
        return self


class _Ctx:
    """Everything a ruling reads about one player at one point of the hand."""

    def __init__(
        self,
        hand: HandState,
        action: PlayerAction,
        profile: VenueProfile,
        unit: int,
    ) -> None:
        self.hand = hand
        self.action = action
        self.profile = profile
        self.unit = unit
        self.read: dict[str, StrEnum] = {}
        i = action.seat if action.seat is not None else hand.actor
        assert i is not None
        self.i = i
        self.p = hand.label(i)
        self.bet = hand.bets[i]
        self.stack = hand.stacks[i]
        self.prior = action.in_front
        self.front = sum(action.in_front) if action.in_front else self.bet
        self.behind = self.stack - (self.front - self.bet)
        self.all_in_to = self.bet + self.stack
        self.level = hand.level
        self.facing = hand.level > self.bet
        self.call_to = max(self.bet, min(self.level, self.all_in_to))
        self.block = hand.raise_blocked(i)
        self.min_to = hand.min_raise_to(i)
        self.max_to = hand.max_raise_to(i)
        self.structure = hand.structure

    def switch(self, name: str) -> Any:
        """Read a venue switch, remembering it so the deciding one can be named."""
        value: StrEnum = getattr(self.profile, name)
        self.read[name] = value
        return value

    def with_profile(self, profile: VenueProfile) -> _Ctx:
        other = copy.copy(self)
        other.profile = profile
        other.read = {}
        return other

    def money(self, amount: int) -> str:
        return _money(amount, self.unit)

    # Kinds of aggressive action.
    def aggressive(self, to: int) -> RuledAs:
        if to >= self.all_in_to:
            return RuledAs.ALL_IN
        if self.level == 0 or self._completing():
            return RuledAs.BET
        return RuledAs.RAISE

    def verb(self) -> str:
        if self._completing():
            return MESSAGES["word_complete"]
        return MESSAGES["word_bet"] if self.level == 0 else MESSAGES["word_raise"]

    def _completing(self) -> bool:
        hand = self.hand
        return hand.game.stud and hand.street == 0 and hand.full_level == 0 and hand.level > 0

    def clamp(self, x: int) -> int:
        """The legal total for a bet or raise of ``x`` (at least the minimum)."""
        assert self.min_to is not None and self.max_to is not None
        if self.structure is Structure.FIXED_LIMIT:
            return self.max_to if x >= self.max_to else self.min_to
        return max(self.min_to, min(x, self.max_to))

    def cap_note(self, draft: _Draft, x: int, *, put_out: bool, keep: bool = False) -> _Draft:
        """Say why a bet or raise of ``x`` was cut to the structure's maximum.

        The sentence replaces the draft's last one (which named the uncut amount)
        unless ``keep``.
        """
        if x <= draft.to or draft.kind in (RuledAs.CALL, RuledAs.CHECK, RuledAs.FOLD):
            return draft
        key = {
            Structure.POT_LIMIT: "over_pot",
            Structure.SPREAD_LIMIT: "over_spread",
            Structure.FIXED_LIMIT: "limit_size",
        }.get(self.structure)
        if key is None:
            return draft
        note = (key, _amounts(self, x, draft.to, put_out=put_out))
        if keep:
            draft.notes.append(note)
        else:
            draft.notes[-1] = note
        return draft


def _money(amount: int, unit: int) -> str:
    if unit == 1:
        return f"{amount:,}"
    value = (Decimal(amount) / Decimal(unit)).normalize()
    return format(value, ",f")


def _limit_unit(hand: HandState) -> int:
    """The bet that half-a-bet is measured on: stud fourth street with an open pair
    counts the big bet once one is in (corpus ST-08, FL-17)."""
    return hand.limit_unit


def _require_amount(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise TypeError(MESSAGES["error_amount"].format(what=what, value=value))
    return value


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
        names.append(f"{MESSAGES['word_raise']} to at least {_money(minimum, unit)}")
    explanation = MESSAGES["out_of_turn_changed"].format(
        p=p,
        why=MESSAGES["changed_bet"].format(level=_money(hand.level, unit)),
        back=_money(back, unit),
        choices=", ".join(names[:-1]) + " or " + names[-1],
    )
    return OutOfTurnResult(
        False, None, back, choices, CITATIONS["out_of_turn_changed"], explanation
    )


# --- Checks ---------------------------------------------------------------------------------


def _check_seat(hand: HandState, seat: int | None) -> int:
    """The player a ruling is about: someone with an action at this point of the hand."""
    if hand.finished or hand.actor is None:
        why = MESSAGES["error_finished"] if hand.finished else MESSAGES["error_no_actor"]
        raise RulingError(MESSAGES["error_nobody"].format(why=why))
    if hand.bring_in_due:
        raise RulingError(MESSAGES["error_nobody"].format(why=MESSAGES["error_bring_in"]))
    i = seat if seat is not None else hand.actor
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < hand.n:
        number = i + 1 if isinstance(i, int) and not isinstance(i, bool) else i
        raise RulingError(MESSAGES["error_seat"].format(number=number, n=hand.n))
    p = hand.label(i)
    if hand.folded[i]:
        raise RulingError(MESSAGES["error_folded"].format(p=p))
    if hand.stacks[i] == 0:
        raise RulingError(MESSAGES["error_all_in"].format(p=p))
    if i != hand.actor and hand.acted[i] is not None and hand.bets[i] >= hand.level:
        raise RulingError(MESSAGES["error_acted"].format(p=p))
    return i


def _check(hand: HandState, action: PlayerAction) -> None:
    i = _check_seat(hand, action.seat)
    p = hand.label(i)
    for k, motion in enumerate(action.motions, start=1):
        if not motion:
            raise RulingError(MESSAGES["error_motion_empty"].format(k=k))
    for chip in (*(c for m in action.motions for c in m), *action.in_front):
        if isinstance(chip, bool) or not isinstance(chip, int) or chip <= 0:
            raise RulingError(MESSAGES["error_chip"].format(chip=chip))
    bet, stack = hand.bets[i], hand.stacks[i]
    front = bet
    if action.in_front:
        front = sum(action.in_front)
        if bet == 0:
            raise RulingError(MESSAGES["error_prior_no_bet"].format(p=p))
        if front < bet:
            raise RulingError(
                MESSAGES["error_prior_short"].format(p=p, bet=f"{bet:,}", given=f"{front:,}")
            )
        if front - bet > stack:
            raise RulingError(MESSAGES["error_prior_over"].format(p=p, given=f"{front:,}"))
    behind = stack - (front - bet)
    if action.pushed > behind:
        raise RulingError(
            MESSAGES["error_too_many"].format(
                p=p, behind=f"{behind:,}", pushed=f"{action.pushed:,}"
            )
        )
    if action.words is None and not action.motions:
        raise RulingError(MESSAGES["error_nothing"])
    if action.counted is not None:
        _require_amount(action.counted, "the count he was told")
    if action.when is not SayWhen.BEFORE:
        if action.words is None:
            raise RulingError(MESSAGES["error_when_no_words"])
        if not action.motions:
            raise RulingError(MESSAGES["error_when_no_chips"].format(when=action.when.value))
        if action.when is SayWhen.BETWEEN and len(action.motions) < 2:
            raise RulingError(MESSAGES["error_between"])


# --- Finishing: accounting, explanation, the deciding option -------------------------------


def _finish(ctx: _Ctx, decide: Callable[[_Ctx], _Draft]) -> Ruling:
    draft = decide(ctx)
    option = _deciding_option(ctx, decide, draft)
    return _ruling(ctx, draft, option)


def _deciding_option(ctx: _Ctx, decide: Callable[[_Ctx], _Draft], draft: _Draft) -> str | None:
    """The switch whose other values would change the ruling, with its value here."""
    decided = []
    for name, value in ctx.read.items():
        enum = _SWITCH_ENUMS[name]
        for other in enum:
            if other == value:
                continue
            alt = decide(ctx.with_profile(ctx.profile.with_options(**{name: other})))
            if alt.key() != draft.key():
                decided.append(f"{name.upper()}={value.value}")
                break
    return ", ".join(decided) or None


_MENTIONS_CHANGE: Final = frozenset({"oversized_call"})
"""Reasons whose sentence already says what he gets back."""


def _ruling(ctx: _Ctx, draft: _Draft, option: str | None) -> Ruling:
    action = ctx.action
    pushed = action.pushed
    counted = ctx.front + pushed - draft.ignored
    must_add = max(draft.to - counted, 0)
    returned = draft.ignored + max(counted - draft.to, 0)
    notes = list(draft.notes)
    out_of_turn = ctx.i != ctx.hand.actor
    binding = draft.binding
    binding_if_unchanged = draft.binding
    conditional = bool(notes) and notes[0][0] == "conditional"
    if out_of_turn and not conditional:
        assert ctx.hand.actor is not None
        if draft.kind is RuledAs.FOLD:
            notes = [("out_of_turn_fold", {})]
        else:
            notes.insert(0, ("out_of_turn", {"actor": ctx.hand.label(ctx.hand.actor)}))
            binding = False
    if draft.kind is not RuledAs.FOLD and draft.binding:
        if returned and not any(k in _MENTIONS_CHANGE for k, _ in notes):
            notes.append(("returned", {}))
        if must_add and not draft.at_least and (pushed or ctx.front):
            notes.append(("must_add", {}))
    elif draft.kind is RuledAs.FOLD and pushed:
        notes.append(("chips_returned", {}))
    sentences = [
        MESSAGES[key].format(p=ctx.p, back=ctx.money(returned), add=ctx.money(must_add), **values)
        for key, values in notes
    ]
    rules = [CITATIONS[key] for key, _ in notes if key in CITATIONS]
    return Ruling(
        player=ctx.i,
        ruled_as=draft.kind,
        to=draft.to,
        must_add=must_add,
        returned=returned,
        binding=binding,
        rule=_join_rules(rules),
        option=option,
        explanation=" ".join(sentences),
        in_front=ctx.front,
        pushed=pushed,
        all_in=draft.kind is not RuledAs.FOLD and draft.to >= ctx.all_in_to,
        at_least=draft.at_least,
        choices=draft.choices,
        out_of_turn=out_of_turn,
        binding_if_unchanged=binding_if_unchanged,
        reasons=tuple(k for k, _ in notes),
        facing=ctx.level,
        street=ctx.hand.street,
        action=action,
    )


def _join_rules(rules: Iterable[str]) -> str:
    """Citations in order, each once; parts of a citation already given are not repeated."""
    seen: list[str] = []
    for citation in rules:
        for part in citation.split("; "):
            if part not in seen:
                seen.append(part)
    return "; ".join(seen)


# --- Deciding -------------------------------------------------------------------------------


def _decide(ctx: _Ctx, decl: Declaration | None) -> _Draft:
    motions = ctx.action.motions
    if decl is None:
        return _chips_only(ctx, motions)
    if not motions:
        return _words(ctx, decl, ())
    when = ctx.action.when
    if when is SayWhen.BEFORE:
        draft = _words(ctx, decl, motions)
        if (
            _states_amount(ctx, decl)
            and decl.kind is not DeclarationKind.CALL
            and ctx.front + ctx.action.pushed != draft.to
        ):
            draft.before("words_define")
        return draft
    first = motions if when is SayWhen.AFTER else motions[:1]
    return _chips_then_words(ctx, decl, first, motions[len(first) :])


def _states_amount(ctx: _Ctx, decl: Declaration) -> bool:
    """Words that fix the amount whatever the chips (so chips and words can differ)."""
    kind = decl.kind
    if kind in (DeclarationKind.AMOUNT, DeclarationKind.CALL, DeclarationKind.ALL_IN):
        return True
    if kind in (DeclarationKind.BET, DeclarationKind.RAISE):
        return decl.amount is not None
    return kind is DeclarationKind.POT and ctx.structure is Structure.POT_LIMIT


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
        if chips.kind is RuledAs.CHECK:
            return chips
        if kind in (DeclarationKind.CHECK, DeclarationKind.FOLD):
            return chips.then("chips_stay", said_words=f"'{decl.text}'")
        if chips.kind is not RuledAs.CALL:
            return chips
        if len(first) == 1 and len(first[0]) == 1 and not later:
            return chips.then("raise_after_chip")
        return chips.then("announced_after_chips")
    words = _words(ctx, decl, (*first, *later))
    if words.key() == chips.key():
        return words
    if ctx.switch("verbal_chip_conflict") is VerbalChipConflict.VERBAL_PREVAILS:
        return words.before("verbal_prevails")
    return chips.then("first_action_defines")


# --- Chips ----------------------------------------------------------------------------------


def _push(ctx: _Ctx, chips: tuple[int, ...]) -> _Draft:
    """A silent push of ``chips`` in one motion."""
    value = sum(chips)
    x = ctx.front + value
    if not ctx.facing:
        if ctx.level == 0:
            return _opening(ctx, chips, x)
        if len(chips) == 1:
            # The big blind's option: a silent overchip is a call, which here is a check.
            return _Draft(RuledAs.CHECK, ctx.bet, [("oversized_option", {})])
        return _beyond_call(ctx, x, put_out=True)
    if ctx.prior and ctx.front >= ctx.level:
        # TDA R46-C-2, situation 4: prior chips cover the call: one bet of everything.
        every = (*ctx.prior, *chips)
        left = sum(every) - min(every)
        if left < ctx.level:
            return _call(
                ctx,
                "every_chip_needed",
                chip=ctx.money(min(every)),
                left=ctx.money(left),
                need=ctx.money(ctx.level),
            ).before("prior_cover", x=ctx.money(x))
        return _not_every_chip(ctx, x).before("prior_cover", x=ctx.money(x))
    need = ctx.level - ctx.front
    if value < need:
        return _short(ctx, x)
    if len(chips) == 1:
        if ctx.prior:
            return _call(ctx, "prior_overchip")
        if value > need:
            return _call(ctx, "oversized_call")
        return _call(ctx, "call_chips")
    if (
        len(set(chips)) == 1
        and ctx.switch("multi_chip_rule") is MultiChipRule.SAME_DENOMINATION_IS_CALL
    ):
        return _call(ctx, "same_denomination")
    smallest = min(chips)
    if value - smallest < need:
        if value == ctx.behind:
            return _call(ctx, "last_chips_call")
        if value == need:
            return _call(ctx, "call_chips")
        return _call(
            ctx,
            "every_chip_needed",
            chip=ctx.money(smallest),
            left=ctx.money(value - smallest),
            need=ctx.money(need),
        )
    return _not_every_chip(ctx, x)


def _not_every_chip(ctx: _Ctx, x: int) -> _Draft:
    """Facing a bet, not every chip was needed for the call (TDA R45-B)."""
    if x >= ctx.all_in_to:
        return _all_in(ctx, "last_chips_all_in")
    return _beyond_call(ctx, x, put_out=True)


def _call(ctx: _Ctx, reason: str, **values: Any) -> _Draft:
    to = ctx.call_to
    if to >= ctx.all_in_to and to < ctx.level:
        return _Draft(RuledAs.CALL, to, [("call_all_in_for_less", {"to": ctx.money(to)})])
    return _Draft(RuledAs.CALL, to, [(reason, {"to": ctx.money(to), **values})])


def _check_or_call(ctx: _Ctx, reason: str, **values: Any) -> _Draft:
    """A call, or a check when nothing is owed; ``{what}`` in the reason names which."""
    if ctx.facing:
        what = MESSAGES["what_call"].format(to=ctx.money(ctx.call_to))
        return _call(ctx, reason, what=what, **values)
    what = MESSAGES["what_check"]
    return _Draft(
        RuledAs.CHECK, ctx.bet, [(reason, {"to": ctx.money(ctx.bet), "what": what, **values})]
    )


def _blocked(ctx: _Ctx, reason: str = "cannot_raise") -> _Draft:
    why = (
        {
            RaiseBlock.NOT_REOPENED: MESSAGES["block_not_reopened"],
            RaiseBlock.CAP_REACHED: MESSAGES["block_cap_reached"],
            RaiseBlock.NO_OPPONENT_TO_RAISE: MESSAGES["block_no_opponent"],
            RaiseBlock.CANNOT_COVER_CALL: MESSAGES["block_cannot_cover"],
        }[ctx.block]
        if ctx.block is not None
        else ""
    )
    return _check_or_call(ctx, reason, why=why)


def _short(ctx: _Ctx, x: int) -> _Draft:
    """Facing a bet, less than the call: all in for less, or an undercall (TDA R51-B)."""
    if x >= ctx.all_in_to:
        return _call(ctx, "call_chips")
    hand = ctx.hand
    if ctx.action.counted is not None:
        return _call(ctx, "accepted_action", told=ctx.money(ctx.action.counted))
    heads_up = len(hand.in_hand()) == 2
    opening = not any(
        m.street == hand.street and m.kind in (ActionKind.RAISE, ActionKind.COMPLETE)
        for m in hand.moves
    )
    if heads_up or opening:
        facing = MESSAGES["undercall_facing_heads_up" if heads_up else "undercall_facing_opening"]
        return _call(ctx, "undercall_mandatory", facing=facing)
    draft = _call(ctx, "undercall_discretion", x=ctx.money(x - ctx.front))
    draft.binding = False
    draft.choices = (RuledAs.CALL, RuledAs.FOLD)
    return draft


def _opening(ctx: _Ctx, chips: tuple[int, ...], x: int) -> _Draft:
    """A silent push with no bet on the street."""
    if ctx.block is not None or ctx.min_to is None:
        return _blocked(ctx)
    if x >= ctx.min_to:
        to = ctx.clamp(x)
        kind = ctx.aggressive(to)
        if len(chips) == 1:
            if to < x:
                limit = "pot" if ctx.structure is Structure.POT_LIMIT else "limit"
                return _Draft(
                    kind, to, [("oversized_bet_capped", {"to": ctx.money(to), "limit": limit})]
                )
            return _Draft(kind, to, [("oversized_bet", {"to": ctx.money(to)})])
        draft = _Draft(kind, to, [("chips_bet", _amounts(ctx, x, to, put_out=True))])
        return ctx.cap_note(draft, x, put_out=True)
    return _under_minimum(ctx, x, put_out=True)


def _under_minimum(ctx: _Ctx, x: int, *, put_out: bool) -> _Draft:
    assert ctx.min_to is not None
    if x >= ctx.all_in_to:
        return _Draft(
            ctx.aggressive(ctx.all_in_to),
            ctx.all_in_to,
            [("short_all_in", _amounts(ctx, x, ctx.all_in_to, put_out=put_out))],
        )
    to = ctx.min_to
    values = _amounts(ctx, x, to, put_out=put_out)
    key, values["how"] = _all_in_short_of_minimum(ctx, "under_minimum")
    return _Draft(ctx.aggressive(to), to, [(key, values)])


def _all_in_short_of_minimum(ctx: _Ctx, reason: str) -> tuple[str, str]:
    """The reason to give when the least he may make it is all his chips: said as an all-in,
    below or at a full bet or raise as the engine rules it, never as "the minimum raise"."""
    assert ctx.min_to is not None
    if ctx.min_to < ctx.all_in_to:
        return reason, ""
    full = ctx.hand.full_raise_to()
    how = MESSAGES["all_in_below_full" if ctx.min_to < full else "all_in_at_full"]
    return _ALL_IN_SHORT[reason], how.format(word=ctx.verb())


_ALL_IN_SHORT: Final = {
    "fifty_raise": "fifty_all_in",
    "under_minimum": "under_minimum_all_in",
    "limit_half_bet": "limit_half_bet_all_in",
}
"""A ruling's reason, said as an all-in when the least it allows is all his chips."""


def _amounts(ctx: _Ctx, x: int, to: int, *, put_out: bool) -> dict[str, Any]:
    """Sentence values for a bet of ``x`` in all (chips put out, or an amount declared)."""
    did = MESSAGES["word_put_out"] if put_out else MESSAGES["word_declared"]
    shown = ctx.money(x)
    if put_out and ctx.front:
        shown = MESSAGES["in_all"].format(added=ctx.money(x - ctx.front), x=shown)
    return {"x": shown, "to": ctx.money(to), "did": did, "word": ctx.verb()}


def _beyond_call(ctx: _Ctx, x: int, *, put_out: bool) -> _Draft:
    """Chips (or an amount) past the call, with no raise declared: the 50% standard."""
    if ctx.block is not None or ctx.min_to is None:
        return _blocked(ctx)
    if x >= ctx.all_in_to:
        return _all_in(ctx, "all_in")
    if x >= ctx.min_to:
        to = ctx.clamp(x)
        reason = "declared_amount"
        if put_out:
            reason = "full_amount" if ctx.facing else "chips_bet"
        draft = _Draft(ctx.aggressive(to), to, [(reason, _amounts(ctx, x, to, put_out=put_out))])
        return ctx.cap_note(draft, x, put_out=put_out)
    extra = x - ctx.level
    if ctx.structure is Structure.FIXED_LIMIT:
        if ctx.level == 0:
            return _under_minimum(ctx, x, put_out=put_out)
        if 2 * extra >= _limit_unit(ctx.hand):
            key, how = _all_in_short_of_minimum(ctx, "limit_half_bet")
            return _Draft(
                ctx.aggressive(ctx.min_to),
                ctx.min_to,
                [(key, {"to": ctx.money(ctx.min_to), "how": how})],
            )
        return _check_or_call(ctx, "limit_call")
    if ctx.switch("fifty_pct_base") is FiftyPctBase.LAST_FULL_INCREMENT:
        base, base_name = ctx.hand.increment, MESSAGES["fifty_base_increment"]
    else:
        base, base_name = ctx.level, MESSAGES["fifty_base_total"]
    values = _amounts(ctx, x, ctx.min_to, put_out=put_out)
    values.update(extra=ctx.money(extra), base=f"{base_name} ({ctx.money(base)})")
    if 2 * extra >= base:
        key, values["how"] = _all_in_short_of_minimum(ctx, "fifty_raise")
        return _Draft(ctx.aggressive(ctx.min_to), ctx.min_to, [(key, values)])
    draft = _check_or_call(ctx, "fifty_call")
    draft.notes = [("fifty_call", {**values, **draft.notes[0][1]})]
    return draft


def _all_in(ctx: _Ctx, reason: str) -> _Draft:
    """All his chips in: a call for less, a call when he may not raise, or a bet or raise."""
    if ctx.all_in_to <= ctx.level:
        return _call(ctx, "call_chips")
    if ctx.block is not None or ctx.max_to is None:
        return _blocked(ctx, "all_in_only_call")
    to = ctx.max_to
    kind = ctx.aggressive(to)
    draft = _Draft(kind, to, [(reason, {"to": ctx.money(to)})])
    if to < ctx.all_in_to:
        key = {
            Structure.POT_LIMIT: "all_in_capped_pot",
            Structure.FIXED_LIMIT: "all_in_capped_limit",
        }.get(ctx.structure, "all_in_capped_spread")
        draft.notes = [(key, {"to": ctx.money(to), "word": ctx.verb()})]
    return draft


# --- Words ----------------------------------------------------------------------------------


def _words(ctx: _Ctx, decl: Declaration, motions: Sequence[tuple[int, ...]]) -> _Draft:
    """The words said first (or alone); chips that follow count toward them."""
    kind = decl.kind
    if kind is DeclarationKind.FOLD:
        reason = "verbal_fold" if ctx.facing else "fold_no_bet"
        return _Draft(RuledAs.FOLD, ctx.bet, [(reason, {})])
    if kind is DeclarationKind.CHECK:
        if not ctx.facing:
            return _Draft(RuledAs.CHECK, ctx.bet, [("verbal_check", {})])
        if motions:
            return _call(ctx, "check_then_chips")
        draft = _call(ctx, "check_facing_bet", level=ctx.money(ctx.level))
        draft.binding = False
        draft.choices = (RuledAs.CALL, RuledAs.FOLD)
        return draft
    if kind is DeclarationKind.CALL:
        if not ctx.facing:
            return _Draft(RuledAs.CHECK, ctx.bet, [("call_no_bet", {})])
        if ctx.action.counted is not None:
            return _call(ctx, "accepted_action", told=ctx.money(ctx.action.counted))
        draft = _call(ctx, "verbal_call")
        if decl.amount is not None and decl.amount not in (ctx.level, ctx.level - ctx.bet):
            draft.then("call_amount", said=ctx.money(decl.amount))
        return draft
    if kind is DeclarationKind.ALL_IN:
        return _all_in(ctx, "all_in")
    if kind is DeclarationKind.POT:
        if ctx.structure is Structure.POT_LIMIT:
            if ctx.block is not None or ctx.max_to is None:
                return _blocked(ctx)
            to = ctx.max_to
            return _Draft(
                ctx.aggressive(to), to, [("pot_pl", {"to": ctx.money(to), "word": ctx.verb()})]
            )
        return _raise_words(ctx, motions, "pot_nl")
    amount = _resolved(ctx, decl)
    if kind in (DeclarationKind.RAISE, DeclarationKind.BET):
        if kind is DeclarationKind.BET and ctx.facing and amount is not None:
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
            reason = "limit_raise_word"
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
        draft = _all_in(ctx, "amount_over_stack")
        if draft.kind is RuledAs.ALL_IN:
            draft.notes = [("amount_over_stack", {"to": ctx.money(draft.to), "said": said})]
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
