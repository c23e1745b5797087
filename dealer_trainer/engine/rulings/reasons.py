"""Why a ruling came out as it did: every reason, its sentence and its rule, in one table.

Asks nothing by itself: each :class:`Reason` member is one rule a ruling can give, stated in its
docstring; :data:`REASONS` holds each one's message template and citation (text 2 sections,
Poker TDA Rules 2024 numbers, corpus ids, WSOP-LA26 and FIDPA numbers); :data:`PHRASES` holds
the words and error messages that are not reasons. :data:`MESSAGES` and :data:`CITATIONS` are
read-only views the deciding modules format.

Long because the reasons are one table: a translator or an auditor of citations reads it top
to bottom, and tests/engine/test_ruling_records.py checks each member's docstring against
its record here, so splitting it would only scatter one list.

How the answer is found: it is not computed here; the deciding modules list reason keys and
:func:`~dealer_trainer.engine.rulings.context._ruling` turns them into sentences and citations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

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
    AMOUNT_ALL_HE_HAS = "amount_all_he_has"
    """The player declared the amount said, exactly all he has: he is all in for it (text 2,
    table stakes)."""
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
    """The player's words (bet, raise, pot) make a bet or raise: in fixed limit that is a bet
    or raise to the ruled total (text 2, fixed-limit)."""
    LIMIT_RAISE_WORD_ALL_IN = "limit_raise_word_all_in"
    """As :attr:`LIMIT_RAISE_WORD`, with fewer chips than the bet: he can bet or raise only
    all in, for the ruled total (text 2, fixed-limit; text 2, table stakes)."""
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
            Reason.AMOUNT_ALL_HE_HAS,
            "{p} declared {said}, all he has: he is all in for {to}.",
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
            "{p}'s words make a {word}: in fixed limit that is a {word} to {to}.",
            "text 2, fixed-limit",
        ),
        ReasonRecord(
            Reason.LIMIT_RAISE_WORD_ALL_IN,
            "{p}'s words make a {word}: in fixed limit that is one more bet, and with only "
            "{to} he can {word} all in, for {to}.",
            "text 2, fixed-limit; text 2, table stakes",
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
