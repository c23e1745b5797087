"""Venue rule profiles: every point where card rooms differ, as a named option.

Long because every venue option is an enum here with its members documented by the rule they
stand for, and :class:`VenueProfile` holds one choice for each: the catalogue is one table
by design (corpus A.15).

Each option switch of the rulebook catalogue (corpus A.15) is an enum here; a
:class:`VenueProfile` is one frozen choice for every switch. The default
profile, ``standard``, follows the two source texts and, where they are silent,
the Poker TDA 2024 rules (rulebook README, "Precedence").

>>> STANDARD.short_allin_aggregation
<ShortAllinAggregation.CUMULATIVE: 'cumulative'>
>>> get_profile("rrop-11").limit_raise_cap
<LimitRaiseCap.RROP_BY_ROUNDS: 'rrop_by_rounds'>
>>> profile_from_toml(profile_to_toml(STANDARD)) == STANDARD
True
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from pathlib import Path
from typing import Any

from dealer_trainer.engine.amounts import InputError, bounded_int, toml_decimal, toml_failure

__all__ = [
    "BUILTIN_PROFILES",
    "HOUSE_AMOUNTS",
    "HOUSE_SETTINGS",
    "STANDARD",
    "AllinFaceUp",
    "AnnounceBets",
    "BadeuceyAces",
    "BadugiSplitOddChip",
    "BbaPriority",
    "BurnErrorRecovery",
    "ButtonMovement",
    "CashChipsInTransit",
    "ChipRacePoolRounding",
    "DrawOpeners",
    "FiftyPctBase",
    "FlopNoBurn",
    "FourCardFlop",
    "LimitHeadsUpPlayers",
    "LimitHeadsUpUncapped",
    "LimitRaiseAfterHalfBetAllin",
    "LimitRaiseCap",
    "LimitReopenThreshold",
    "MisdealCutoff",
    "MissedBlindReturn",
    "MixedGameBalanceMover",
    "MultiChipRule",
    "OneExtraCardDealt",
    "PlOverbetCorrectionWindow",
    "PlPotRounding",
    "PlPreflopIrregularBlind",
    "PlPreflopSbValue",
    "PrematureTurn",
    "ProfileError",
    "RaiseMethod",
    "RedealAbsentPlayer",
    "ShortAllinAggregation",
    "ShortDeckTripsVsStraight",
    "ShowRequestRight",
    "SpreadReopenRule",
    "Straddle",
    "Stud4thOpenPairOption",
    "Stud7thExposed",
    "StudExposedDowncard",
    "StudHiLoQualifier",
    "StudOddChipCards",
    "StudTieFirstToAct",
    "TwoBoxedCards",
    "VenueProfile",
    "VerbalChipConflict",
    "get_profile",
    "load_profile",
    "profile_from_toml",
    "profile_to_toml",
]


class ProfileError(ValueError):
    """A venue profile that cannot be read: unknown key, unknown value, bad TOML."""


class ShortAllinAggregation(StrEnum):
    """SHORT_ALLIN_AGGREGATION (corpus A.4): do several short all-ins add up?"""

    CUMULATIVE = "cumulative"
    """Short all-ins that together make a full raise re-open the betting (text 2, 6.1(b); TDA R47-A)."""
    INDIVIDUAL = "individual"
    """Only a single full raise re-opens the betting (FIDPA 62.1 reading)."""


class LimitReopenThreshold(StrEnum):
    """LIMIT_REOPEN_THRESHOLD (corpus A.4): the fixed-limit all-in that re-opens."""

    HALF_BET = "half_bet"
    """An all-in of at least half a bet counts as a full bet or raise (text 2, fixed-limit all-in rule)."""
    FULL_BET = "full_bet"
    """Only a full bet or raise re-opens (house variant)."""


class LimitRaiseAfterHalfBetAllin(StrEnum):
    """LIMIT_RAISE_AFTER_HALF_BET_ALLIN (corpus A.6): the raise over a half-bet all-in."""

    NEXT_BET_LEVEL = "next_bet_level"
    """Treat the all-in as a full bet and raise to the next level: all-in 6 on 10 -> 20 (text 2, 6.2(a))."""
    ALLIN_PLUS_ONE_BET = "allin_plus_one_bet"
    """Raise one full bet over the all-in: all-in 6 on 10 -> 16 (RRoP, WSOP cash 133, TDA forum)."""


class LimitRaiseCap(StrEnum):
    """LIMIT_RAISE_CAP (corpus A.6): how many raises a fixed-limit round allows."""

    BET_PLUS_3 = "bet_plus_3"
    """One bet and three raises (text 2: "the usual cap")."""
    BET_PLUS_4 = "bet_plus_4"
    """One bet and four raises (WSOP 130, FIDPA)."""
    RROP_BY_ROUNDS = "rrop_by_rounds"
    """Three raises; four in games with only two betting rounds (RRoP item 3)."""


class LimitHeadsUpUncapped(StrEnum):
    """LIMIT_HEADS_UP_UNCAPPED (corpus A.6): when the cap stops applying heads-up."""

    WHEN_HEADS_UP_BEFORE_CAP = "when_heads_up_before_cap"
    """Unlimited once the action is heads-up before the cap is reached (text 2; RRoP 4); who counts
    as heads-up is LIMIT_HEADS_UP_PLAYERS."""
    ONLY_IF_ROUND_BEGAN_HEADS_UP = "only_if_round_began_heads_up"
    """Unlimited only if the betting round began heads-up (WSOP cash 131)."""
    ONLY_WHEN_EVENT_HEADS_UP = "only_when_event_heads_up"
    """Capped until the event itself is heads-up: a hand dealt to two players (TDA R48)."""


class LimitHeadsUpPlayers(StrEnum):
    """LIMIT_HEADS_UP_PLAYERS (corpus A.6): who counts as heads-up, for lifting the cap, when a
    player is all-in. Issue 13; corpus A.17 item 8 (heads-up means two players not all-in)."""

    CONTESTING_THE_POT = "contesting_the_pot"
    """Every player still in the hand: an all-in player contests the pot, so two players raising
    over a third who is all-in stay capped (Source text 2: "when only two players are
    contesting the pot")."""
    NOT_ALL_IN = "not_all_in"
    """Only players with chips behind: the cap applies to "a pot involving three or more players
    who are not all-in", so two raising over an all-in player are heads-up (Robert's Rules of
    Poker v11, Betting and Raising 3-4)."""


class PlPreflopSbValue(StrEnum):
    """PL_PREFLOP_SB_VALUE (corpus A.5): the small blind's value in a pre-flop pot count."""

    ACTUAL = "actual"
    """Count the chips actually posted (text 2: the dealer's count of the actual chips)."""
    SB_COUNTED_AS_BB = "sb_counted_as_bb"
    """Count each smaller blind as a big blind until the big blind acts (RRoP PL 5, WSOP cash 191)."""


class PlPotRounding(StrEnum):
    """PL_POT_ROUNDING (corpus A.5): rounding of the pot-limit maximum."""

    NONE = "none"
    """No rounding: the maximum is the exact pot."""
    ROUND_UP_TO_UNIT = "round_up_to_unit"
    """Round an odd maximum up to the next multiple of the smallest chip in play (WSOP cash 190: 85 -> 100)."""


class PlPreflopIrregularBlind(StrEnum):
    """PL_PREFLOP_IRREGULAR_BLIND (corpus A.5): a short all-in blind in the pot count."""

    ASSUME_FULL_BLINDS = "assume_full_blinds"
    """Count the pre-flop pot as if the full blinds were posted (TDA R54-B)."""
    ACTUAL_CHIPS = "actual_chips"
    """Count only the chips the short blind actually posted."""


class PlOverbetCorrectionWindow(StrEnum):
    """PL_OVERBET_CORRECTION_WINDOW (corpus A.5): how long an over-pot bet can be cut back."""

    UNTIL_END_OF_STREET = "until_end_of_street"
    """Corrected anywhere on the street, before the next card (TDA R52-B)."""
    UNTIL_ALL_HAVE_ACTED = "until_all_have_acted"
    """Stands once every remaining player has acted on it (WSOP cash 188-189, RRoP PL 1-3)."""


class RaiseMethod(StrEnum):
    """RAISE_METHOD (corpus A.3): how a raise may be put in."""

    ONE_MOTION_OR_AMOUNT_DECLARED = "one_motion_or_amount_declared"
    """One forward motion, or the amount declared first (text 2, string bets; TDA R42)."""
    DECLARED_RAISE_MULTI_MOTION = "declared_raise_multi_motion"
    """After saying "raise", the call and then the raise may go in as separate motions (WSOP cash 178, RRoP)."""


class VerbalChipConflict(StrEnum):
    """VERBAL_CHIP_CONFLICT (corpus A.3): words and chips that disagree."""

    FIRST_ACTION_DEFINES = "first_action_defines"
    """Whichever came first, words or chips, defines the bet (TDA R40-A)."""
    VERBAL_PREVAILS = "verbal_prevails"
    """The verbal statement wins (WSOP cash 180, RRoP)."""


class FiftyPctBase(StrEnum):
    """FIFTY_PCT_BASE (corpus A.3): what the 50% standard is measured on."""

    LAST_FULL_INCREMENT = "last_full_increment"
    """Half the minimum-raise increment (text 2, "at least half the minimum raise"; TDA R43-A)."""
    PREVIOUS_TOTAL_BET = "previous_total_bet"
    """Half the total bet faced (literal WSOP tournament 95, FIDPA 62.2)."""


class MultiChipRule(StrEnum):
    """MULTI_CHIP_RULE (corpus A.10): a silent push of several chips facing a bet."""

    TDA_SMALLEST_CHIP_TEST = "tda_smallest_chip_test"
    """Remove one smallest chip: if what is left cannot call, it is a call (text 2 generalised as TDA R45)."""
    SAME_DENOMINATION_IS_CALL = "same_denomination_is_call"
    """Several chips of one denomination are a call unless raise was declared (FIDPA 62.3)."""


class BbaPriority(StrEnum):
    """BBA_PRIORITY (corpus A.9): a short big blind who owes the big-blind ante."""

    BIG_BLIND_FIRST = "big_blind_first"
    """Fill the live big blind first; the rest is ante (TDA RP-11, 2024)."""
    ANTE_FIRST = "ante_first"
    """Post the dead ante first; the rest is the live blind (2019 practice)."""


class Stud4thOpenPairOption(StrEnum):
    """STUD_4TH_OPEN_PAIR_OPTION (corpus A.7): the big bet on 4th street with an open pair."""

    ALLOWED = "allowed"
    """Any player may bet the big bet when an open pair shows (text 2, 3.2(b)); stud high only."""
    NOT_ALLOWED = "not_allowed"
    """Fourth street is always the small bet (TDA RP-10-F)."""


class StudTieFirstToAct(StrEnum):
    """STUD_TIE_FIRST_TO_ACT (corpus A.7): equal showing hands on 4th-7th street."""

    HIGH_CARD_BY_SUIT = "high_card_by_suit"
    """The hand with the highest card by suit acts first (TDA RP-10-D)."""
    POSITION = "position"
    """The player who received cards first, nearest the dealer's left, acts first (RRoP, WSOP cash 219)."""


class StudOddChipCards(StrEnum):
    """STUD_ODD_CHIP_CARDS: in stud games, which cards decide the odd chip of a split pot.

    The source texts are silent; corpus A.12 says "stud: high card by suit".
    """

    FIVE_CARD_HAND = "five_card_hand"
    """The highest card by suit among the five cards of each winner's hand (Poker TDA Rules
    2024, Rule 20)."""
    ALL_CARDS = "all_cards"
    """The highest card by suit among all of each winner's cards (Robert's Rules rooms)."""


class Straddle(StrEnum):
    """STRADDLE (corpus A.2): which straddles a venue accepts."""

    UTG_ONLY = "utg_only"
    """Posted by the player to the left of the big blind (text 2)."""
    UTG_OR_BUTTON = "utg_or_button"
    """Under the gun or on the button; no button straddle in limit (WSOP cash 165)."""
    NONE = "none"
    """No straddles (tournaments)."""


class SpreadReopenRule(StrEnum):
    """SPREAD_REOPEN_RULE (corpus A.8): the spread-limit all-in that re-opens."""

    FULL_BET = "full_bet"
    """Only a raise at least the size of the previous bet or raise re-opens."""
    HALF_BET = "half_bet"
    """Half of the previous bet or raise re-opens."""


class CashChipsInTransit(StrEnum):
    """CASH_CHIPS_IN_TRANSIT (corpus A.13): chips bought but not yet on the table."""

    TABLE_ONLY = "table_only"
    """Only chips on the table when the hand began play (text 2, table stakes)."""
    PLAY_IF_ANNOUNCED = "play_if_announced"
    """Chips in transit play if the purchase was announced before the deal (WSOP cash 59)."""


class ShortDeckTripsVsStraight(StrEnum):
    """Short-deck hand ranking: three of a kind against a straight (issue 3).

    SHORT_DECK_TRIPS_VS_STRAIGHT. Neither source text ranks the two (text 2 only names short deck; the corpus has no
    short-deck topic) and rooms differ, so it is a venue option. The default,
    ``trips_beat_straight``, is the product's house choice, the same in every built-in
    profile (rulebook topic 12, "Short deck at the showdown").
    """

    TRIPS_BEAT_STRAIGHT = "trips_beat_straight"
    """Three of a kind ranks above a straight, as many short-deck rooms post it (the default)."""
    STRAIGHT_BEATS_TRIPS = "straight_beats_trips"
    """The usual order: a straight beats three of a kind."""


# --- Procedures and irregularities (procedures.md P.9; defaults P.10) -------------------------


class MisdealCutoff(StrEnum):
    """MISDEAL_CUTOFF (procedures P.1): after what a misdeal can no longer be declared."""

    SUBSTANTIAL_ACTION = "substantial_action"
    """Substantial action: two actions in turn, one putting chips in, or any three (TDA R35-D, R36)."""
    TWO_PLAYERS_ACTED = "two_players_acted"
    """Two players after the blinds have acted in turn, folds included (RRoP Misdeals 1-2)."""


class OneExtraCardDealt(StrEnum):
    """ONE_EXTRA_CARD_DEALT (procedures P.1): one identifiable card pitched after the deal."""

    MISDEAL = "misdeal"
    """A player was dealt the wrong number of cards: misdeal (TDA R35-A-5)."""
    USE_AS_BURN = "use_as_burn"
    """The card goes back on the stub as the first burn (RRoP Hold'em 2, WSOP cash 122)."""


class RedealAbsentPlayer(StrEnum):
    """REDEAL_ABSENT_PLAYER (procedures P.1): a player away for the original deal."""

    MAY_PLAY_IF_SEATED = "may_play_if_seated"
    """Dealt into the re-deal; live if at his seat when it is complete (TDA R35-C, R30)."""
    KILLED = "killed"
    """His re-dealt cards are killed (WSOP tournament 88-b)."""


class StudExposedDowncard(StrEnum):
    """STUD_EXPOSED_DOWNCARD (procedures P.2): a stud downcard exposed on the initial deal."""

    DEAL_THIRD_DOWN = "deal_third_down"
    """The exposed card becomes the upcard, the third card comes down (TDA RP-10-A, WSOP cash 218)."""
    MISDEAL = "misdeal"
    """Misdeal (WSOP tournament 88-a-6)."""


class Stud7thExposed(StrEnum):
    """STUD_7TH_EXPOSED (procedures P.2): a 7th-street card exposed by the dealer."""

    REPLACE_CARD = "replace_card"
    """Replaced by a downcard when betting remains (TDA RP-10-B)."""
    KEEP_WITH_ALLIN_OPTION = "keep_with_allin_option"
    """The card stays; its owner may declare all-in for the pot as it stands (WSOP cash 234)."""


class TwoBoxedCards(StrEnum):
    """TWO_BOXED_CARDS (procedures P.2): two or more boxed cards."""

    MISDEAL_INITIAL_DEAL_ONLY = "misdeal_initial_deal_only"
    """A misdeal on the initial deal only; later boxed cards are scraps of paper (TDA R35-A-1)."""
    VOID_WHENEVER_FOUND = "void_whenever_found"
    """The hand is void whenever found and all money goes back (WSOP cash 23)."""


class FourCardFlop(StrEnum):
    """FOUR_CARD_FLOP (procedures P.3): four cards turned for the flop."""

    RANDOM_BURN_FROM_FOUR = "random_burn_from_four"
    """The floor picks one of the four at random as the turn's burn (TDA R39-A, WSOP 89, 167)."""
    RESHUFFLE_REDEAL = "reshuffle_redeal"
    """The four go back into the stub; reshuffle; a new flop without a burn (RRoP Hold'em 3)."""


class FlopNoBurn(StrEnum):
    """FLOP_NO_BURN (procedures P.3): a flop dealt without a burn, before any flop action."""

    SCRAMBLE_THREE_PICK_BURN = "scramble_three_pick_burn"
    """Scramble the three, one at random is the burn, the next stub card completes the flop
    (TDA R39-B)."""
    RESHUFFLE_STUB = "reshuffle_stub"
    """The exposed cards go back into the stub, which is reshuffled (WSOP cash 168, RRoP
    Hold'em 4)."""


class PrematureTurn(StrEnum):
    """PREMATURE_TURN (procedures P.3): a turn card dealt before the flop betting ended."""

    RESHUFFLE_STUB_REDEAL = "reshuffle_stub_redeal"
    """The card goes back into the stub, reshuffle, turn without another burn (TDA RP-5-B)."""
    SET_ASIDE_NEXT_CARD = "set_aside_next_card"
    """Set aside; burn and turn the next card; the set-aside card is shuffled in for the river
    (RRoP, secondary)."""


class BurnErrorRecovery(StrEnum):
    """BURN_ERROR_RECOVERY (procedures P.3): burns on later streets after a burn error stood."""

    ONE_BURN_PER_STREET = "one_burn_per_street"
    """Exactly one burn on each later street (TDA R38, R39-B)."""
    RESTORE_SEQUENCE = "restore_sequence"
    """Later cards are those that would have come with no error (WSOP cash 126, 169; RRoP
    Hold'em 5)."""


class ButtonMovement(StrEnum):
    """BUTTON_MOVEMENT (procedures P.4): how the button moves when players leave."""

    DEAD_BUTTON = "dead_button"
    """The big blind is posted by the player due; button and small blind placed behind it
    (TDA R32, WSOP 85, WSOP cash 155)."""
    MOVING_BUTTON = "moving_button"
    """The button always moves to the next player; the blinds follow (RRoP Button & Blind 2(a))."""


class MissedBlindReturn(StrEnum):
    """MISSED_BLIND_RETURN (procedures P.4): how a player who missed blinds gets a hand (cash)."""

    POST_OR_WAIT = "post_or_wait"
    """Post the missed blinds (big blind live, small blind dead) or wait for the big blind (RRoP)."""
    POST_WAIT_OR_STRADDLE = "post_wait_or_straddle"
    """Also: come back as the under-the-gun live straddle (WSOP cash 160, 74)."""


class AllinFaceUp(StrEnum):
    """ALLIN_FACE_UP (procedures P.5): when hands are turned up with a player all-in."""

    WHEN_ACTION_COMPLETE = "when_action_complete"
    """All hands face up as soon as no further betting is possible (TDA R16, WSOP 70)."""
    AT_SHOWDOWN_IN_ORDER = "at_showdown_in_order"
    """Shown at the showdown in order, side-pot players first (WSOP cash 149, RRoP Showdown 7)."""


class ShowRequestRight(StrEnum):
    """SHOW_REQUEST_RIGHT (procedures P.5): who may ask to see a called hand."""

    PAID_TO_SEE = "paid_to_see"
    """Only a caller who tabled or holds his cards; others lose the right (TDA R18)."""
    ANY_DEALT_IN_PLAYER = "any_dealt_in_player"
    """Anyone dealt in, as a privilege (RRoP Showdown 5)."""
    COLLUSION_ONLY = "collusion_only"
    """Only when collusion is suspected, with a floor person present (WSOP cash 14, 147)."""


class MixedGameBalanceMover(StrEnum):
    """MIXED_GAME_BALANCE_MOVER (procedures P.7): who moves during a stud round of a mixed game."""

    WOULD_BE_BIG_BLIND = "would_be_big_blind"
    """The player who would be big blind if the game were hold'em (TDA R11-B)."""
    HIGH_CARD_DRAW = "high_card_draw"
    """A high card is drawn; the highest card moves (WSOP tournament 67-b-i)."""


class ChipRacePoolRounding(StrEnum):
    """CHIP_RACE_POOL_ROUNDING (procedures P.7): new chips raced for odd leftovers."""

    HALF_OR_MORE_ROUNDS_UP = "half_or_more_rounds_up"
    """Leftovers of half a new chip or more race one more chip (Wikipedia, RRoP copy; secondary)."""
    WHOLE_CHIPS_ONLY = "whole_chips_only"
    """Only as many new chips as the leftovers fully pay for (house)."""


class AnnounceBets(StrEnum):
    """ANNOUNCE_BETS (the app's own option, issue 19): does the dealer announce each bet and
    raise as the betting goes round? procedures.md P.6 states the practice but P.9 has no
    switch for it, so the name and the second value are this app's."""

    EACH_BET_AND_RAISE = "each_bet_and_raise"
    """The dealer announces every bet and raise that is not all-in, "Bet 400", "Raise to
    1,200", never the pot (Poker TDA Rules 2024, RP-12; WSOP 2026 Tournament Rules, 101)."""
    NOT_REQUIRED = "not_required"
    """The house does not ask its dealers to announce bets and raises; players watch the
    chips (the app's value for rooms whose rules, as read, ask nothing)."""


class StudHiLoQualifier(StrEnum):
    """Seven-card stud hi-lo: must the low hand qualify (issue 18)?"""

    EIGHT_OR_BETTER = "eight_or_better"
    """The low half goes to the best five different cards eight or lower; with no such low
    the high hand scoops (Robert's Rules of Poker v11, Seven-Card Stud High-Low)."""
    NO_QUALIFIER = "no_qualifier"
    """Stud high-low without a qualifier: the lowest hand (ace-to-five) always wins half,
    as some home and dealer's-choice games play it."""


class DrawOpeners(StrEnum):
    """Five-card draw high: what a player needs to open the betting (issue 18)."""

    NONE = "none"
    """Any player may open: the blinds play as in any blind game (WSOP no-limit draw)."""
    JACKS_OR_BETTER = "jacks_or_better"
    """Jackpots: the first player to raise before the draw must hold a pair of jacks or
    better (Robert's Rules of Poker v11, Draw High: openers)."""


class BadeuceyAces(StrEnum):
    """Badeucey: is the ace high or low in the badugi half (issue 18)?"""

    HIGH = "high"
    """The ace is high in both halves, as in deuce-to-seven: A-2-3-4 is an ace-high badugi
    (Badeucey as dealer's-choice rooms usually deal it)."""
    LOW = "low"
    """The ace is low in the badugi half, as in badugi itself, and high in the 2-7 half."""


class BadugiSplitOddChip(StrEnum):
    """Badacey and Badeucey: which half takes the odd chip (issue 18)? TDA rules cover only
    high-low games."""

    FIVE_CARD_HAND = "five_card_hand"
    """The five-card low hand stands for the high hand and takes the odd chip (BARGE
    rulebook, Ties and odd chips)."""
    BADUGI_HAND = "badugi_hand"
    """The badugi half, dealt first at the showdown, takes the odd chip."""


@dataclass(frozen=True)
class VenueProfile:
    """One venue's choice for every option switch (corpus A.15)."""

    name: str
    title: str
    description: str = ""
    short_allin_aggregation: ShortAllinAggregation = ShortAllinAggregation.CUMULATIVE
    limit_reopen_threshold: LimitReopenThreshold = LimitReopenThreshold.HALF_BET
    limit_raise_after_half_bet_allin: LimitRaiseAfterHalfBetAllin = (
        LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL
    )
    limit_raise_cap: LimitRaiseCap = LimitRaiseCap.BET_PLUS_3
    limit_heads_up_uncapped: LimitHeadsUpUncapped = LimitHeadsUpUncapped.WHEN_HEADS_UP_BEFORE_CAP
    limit_heads_up_players: LimitHeadsUpPlayers = LimitHeadsUpPlayers.CONTESTING_THE_POT
    pl_preflop_sb_value: PlPreflopSbValue = PlPreflopSbValue.ACTUAL
    pl_pot_rounding: PlPotRounding = PlPotRounding.NONE
    pl_preflop_irregular_blind: PlPreflopIrregularBlind = PlPreflopIrregularBlind.ASSUME_FULL_BLINDS
    pl_overbet_correction_window: PlOverbetCorrectionWindow = (
        PlOverbetCorrectionWindow.UNTIL_END_OF_STREET
    )
    raise_method: RaiseMethod = RaiseMethod.ONE_MOTION_OR_AMOUNT_DECLARED
    verbal_chip_conflict: VerbalChipConflict = VerbalChipConflict.FIRST_ACTION_DEFINES
    fifty_pct_base: FiftyPctBase = FiftyPctBase.LAST_FULL_INCREMENT
    multi_chip_rule: MultiChipRule = MultiChipRule.TDA_SMALLEST_CHIP_TEST
    bba_priority: BbaPriority = BbaPriority.BIG_BLIND_FIRST
    stud_4th_open_pair_option: Stud4thOpenPairOption = Stud4thOpenPairOption.ALLOWED
    stud_tie_first_to_act: StudTieFirstToAct = StudTieFirstToAct.HIGH_CARD_BY_SUIT
    stud_odd_chip_cards: StudOddChipCards = StudOddChipCards.FIVE_CARD_HAND
    straddle: Straddle = Straddle.UTG_ONLY
    spread_reopen_rule: SpreadReopenRule = SpreadReopenRule.FULL_BET
    cash_chips_in_transit: CashChipsInTransit = CashChipsInTransit.TABLE_ONLY
    short_deck_trips_vs_straight: ShortDeckTripsVsStraight = (
        ShortDeckTripsVsStraight.TRIPS_BEAT_STRAIGHT
    )
    misdeal_cutoff: MisdealCutoff = MisdealCutoff.SUBSTANTIAL_ACTION
    one_extra_card_dealt: OneExtraCardDealt = OneExtraCardDealt.MISDEAL
    redeal_absent_player: RedealAbsentPlayer = RedealAbsentPlayer.MAY_PLAY_IF_SEATED
    stud_exposed_downcard: StudExposedDowncard = StudExposedDowncard.DEAL_THIRD_DOWN
    stud_7th_exposed: Stud7thExposed = Stud7thExposed.REPLACE_CARD
    two_boxed_cards: TwoBoxedCards = TwoBoxedCards.MISDEAL_INITIAL_DEAL_ONLY
    four_card_flop: FourCardFlop = FourCardFlop.RANDOM_BURN_FROM_FOUR
    flop_no_burn: FlopNoBurn = FlopNoBurn.SCRAMBLE_THREE_PICK_BURN
    premature_turn: PrematureTurn = PrematureTurn.RESHUFFLE_STUB_REDEAL
    burn_error_recovery: BurnErrorRecovery = BurnErrorRecovery.ONE_BURN_PER_STREET
    button_movement: ButtonMovement = ButtonMovement.DEAD_BUTTON
    missed_blind_return: MissedBlindReturn = MissedBlindReturn.POST_OR_WAIT
    allin_face_up: AllinFaceUp = AllinFaceUp.WHEN_ACTION_COMPLETE
    show_request_right: ShowRequestRight = ShowRequestRight.PAID_TO_SEE
    mixed_game_balance_mover: MixedGameBalanceMover = MixedGameBalanceMover.WOULD_BE_BIG_BLIND
    chip_race_pool_rounding: ChipRacePoolRounding = ChipRacePoolRounding.HALF_OR_MORE_ROUNDS_UP
    announce_bets: AnnounceBets = AnnounceBets.EACH_BET_AND_RAISE
    stud_hi_lo_qualifier: StudHiLoQualifier = StudHiLoQualifier.EIGHT_OR_BETTER
    draw_openers: DrawOpeners = DrawOpeners.NONE
    badeucey_aces: BadeuceyAces = BadeuceyAces.HIGH
    badugi_split_odd_chip: BadugiSplitOddChip = BadugiSplitOddChip.FIVE_CARD_HAND
    rake_percent: Decimal = Decimal(0)
    """Rake: this percentage of the pot, rounded down to the smallest chip (0: no rake)."""
    rake_cap: int = 0
    """Rake: at most this much from one hand (0: no cap)."""
    rake_min_pot: int = 0
    """Rake: none is taken from a pot smaller than this."""
    rake_no_flop_no_drop: bool = True
    """Nothing is taken when the hand ends on the first betting round ("no flop, no drop")."""
    rake_drop: int = 0
    """A fixed drop taken from a pot of at least ``rake_drop_threshold`` (0: none)."""
    rake_drop_threshold: int = 0
    jackpot_drop: int = 0
    """Jackpot: a fixed amount taken from a pot of at least ``jackpot_min_pot`` (0: none)."""
    jackpot_min_pot: int = 0

    def __repr__(self) -> str:
        """A call that makes the same profile and pastes back: ``BUILTIN_PROFILES['tda_2024']``,
        or a built-in one ``.with_options(...)`` the fields that differ from it."""
        base = BUILTIN_PROFILES.get(self.name, STANDARD)
        changed = []
        for f in fields(self):
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
                shown = value.value if isinstance(value, StrEnum) else value
                changed.append(f"{f.name}={shown!r}")
        made = f"BUILTIN_PROFILES[{base.name!r}]"
        return f"{made}.with_options({', '.join(changed)})" if changed else made

    def __hash__(self) -> int:
        """The hash the dataclass would give (of every compared field), computed once: the
        profile is frozen, and hashing its ~60 fields (enum hashes run in Python) each time
        a cache is keyed on it cost more than the lookup saved."""
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(tuple(getattr(self, name) for name in _COMPARED))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> dict[str, Any]:
        """The fields without the cached hash (string hashes differ between processes)."""
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    def with_options(self, **changes: Any) -> VenueProfile:
        """A copy with some switches changed; values may be given as strings.

        >>> STANDARD.with_options(limit_raise_cap="bet_plus_4").limit_raise_cap.value
        'bet_plus_4'
        """
        key = (self, tuple(sorted(changes.items())))
        try:
            done = _CHANGED.get(key)  # hashes the key once (the profile's hash is cached)
        except TypeError:  # a value that cannot be a key: no memo
            return profile_from_mapping({**_as_mapping(self), **changes})
        if done is None:
            if len(_CHANGED) > 512:
                _CHANGED.clear()
            done = _CHANGED[key] = profile_from_mapping({**_as_mapping(self), **changes})
        return done

    def switches(self) -> dict[str, StrEnum]:
        """Every switch and its value, in registry order."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name in _SWITCH_TYPES}


_COMPARED: tuple[str, ...] = tuple(
    f.name for f in fields(VenueProfile) if f.compare and (f.hash is None or f.hash)
)
"""The fields a profile's hash and equality rest on (all of them), in declaration order."""

_CHANGED: dict[tuple[VenueProfile, tuple[tuple[str, Any], ...]], VenueProfile] = {}
"""Profiles already made by :meth:`VenueProfile.with_options`, by the profile and the
changes: rulings and quiz answers ask for the same few again and again (kept small)."""

_SETTINGS: dict[str, type] = {
    "rake_percent": Decimal,
    "rake_cap": int,
    "rake_min_pot": int,
    "rake_no_flop_no_drop": bool,
    "rake_drop": int,
    "rake_drop_threshold": int,
    "jackpot_drop": int,
    "jackpot_min_pot": int,
}
"""House settings that are amounts or yes/no rather than a choice of rule."""

HOUSE_SETTINGS: tuple[str, ...] = tuple(_SETTINGS)
"""The rake and jackpot settings of a profile (what the house takes), in registry order."""

HOUSE_AMOUNTS: frozenset[str] = frozenset(k for k, t in _SETTINGS.items() if t is int)
"""The house settings that are amounts of chips (the others: a percentage, a yes/no)."""

_SWITCH_TYPES: dict[str, type[StrEnum]] = {
    f.name: globals()[str(f.type)]
    for f in fields(VenueProfile)
    if f.name not in ("name", "title", "description") and f.name not in _SETTINGS
}

SWITCH_NAMES: tuple[str, ...] = tuple(_SWITCH_TYPES)
"""Profile keys, lower case; the corpus writes them in capitals (``SHORT_ALLIN_AGGREGATION``)."""


STANDARD = VenueProfile(
    name="standard",
    title="Standard",
    description=(
        "The product's default: the two source texts, and the Poker TDA 2024 rules where they "
        "are silent. Fixed-limit raises over a half-bet all-in go to the next bet level, as "
        "text 2, 6.2(a) says."
    ),
)

TDA_2024 = replace(
    STANDARD,
    name="tda-2024",
    title="Poker TDA 2024 (tournament)",
    description=(
        "Poker TDA Rules 2024 for tournaments (corpus A.16). The raise cap is a house choice in "
        "TDA R48; this profile takes the Standard value (one bet and three raises)."
    ),
    limit_raise_after_half_bet_allin=LimitRaiseAfterHalfBetAllin.ALLIN_PLUS_ONE_BET,
    limit_heads_up_uncapped=LimitHeadsUpUncapped.ONLY_WHEN_EVENT_HEADS_UP,
    stud_4th_open_pair_option=Stud4thOpenPairOption.NOT_ALLOWED,
    straddle=Straddle.NONE,
)

WSOP_2026_CASH = replace(
    STANDARD,
    name="wsop-2026-cash",
    title="WSOP 2026 live action (cash)",
    description=(
        "2026 WSOP Official Live Action rules (corpus A.16). FIFTY_PCT_BASE is ambiguous in the "
        "rulebook ('half a bet', 183) and big-blind antes do not apply to cash games: both take "
        "the Standard value."
    ),
    limit_raise_after_half_bet_allin=LimitRaiseAfterHalfBetAllin.ALLIN_PLUS_ONE_BET,
    limit_raise_cap=LimitRaiseCap.BET_PLUS_4,
    limit_heads_up_uncapped=LimitHeadsUpUncapped.ONLY_IF_ROUND_BEGAN_HEADS_UP,
    pl_preflop_sb_value=PlPreflopSbValue.SB_COUNTED_AS_BB,
    pl_pot_rounding=PlPotRounding.ROUND_UP_TO_UNIT,
    pl_overbet_correction_window=PlOverbetCorrectionWindow.UNTIL_ALL_HAVE_ACTED,
    raise_method=RaiseMethod.DECLARED_RAISE_MULTI_MOTION,
    verbal_chip_conflict=VerbalChipConflict.VERBAL_PREVAILS,
    stud_tie_first_to_act=StudTieFirstToAct.POSITION,
    straddle=Straddle.UTG_OR_BUTTON,
    cash_chips_in_transit=CashChipsInTransit.PLAY_IF_ANNOUNCED,
    # procedures.md P.10, "WSOP 2026 cash" column
    one_extra_card_dealt=OneExtraCardDealt.USE_AS_BURN,
    stud_7th_exposed=Stud7thExposed.KEEP_WITH_ALLIN_OPTION,
    two_boxed_cards=TwoBoxedCards.VOID_WHENEVER_FOUND,
    flop_no_burn=FlopNoBurn.RESHUFFLE_STUB,
    burn_error_recovery=BurnErrorRecovery.RESTORE_SEQUENCE,
    missed_blind_return=MissedBlindReturn.POST_WAIT_OR_STRADDLE,
    allin_face_up=AllinFaceUp.AT_SHOWDOWN_IN_ORDER,
    show_request_right=ShowRequestRight.COLLUSION_ONLY,
)

RROP_11 = replace(
    STANDARD,
    name="rrop-11",
    title="Robert's Rules of Poker v11 (cash)",
    description=(
        "Robert's Rules of Poker, version 11, for cash games (corpus A.16). Not stated there, so "
        "taken from Standard: FIFTY_PCT_BASE, MULTI_CHIP_RULE, PL_PREFLOP_IRREGULAR_BLIND and "
        "BBA_PRIORITY; straddles are a house matter, here under the gun only (Standard). "
        "Odd chips in stud: all the cards count (RRoP, Ties: highest card by suit in high games, "
        "lowest in low games)."
    ),
    limit_raise_after_half_bet_allin=LimitRaiseAfterHalfBetAllin.ALLIN_PLUS_ONE_BET,
    limit_raise_cap=LimitRaiseCap.RROP_BY_ROUNDS,
    limit_heads_up_uncapped=LimitHeadsUpUncapped.WHEN_HEADS_UP_BEFORE_CAP,
    limit_heads_up_players=LimitHeadsUpPlayers.NOT_ALL_IN,
    pl_preflop_sb_value=PlPreflopSbValue.SB_COUNTED_AS_BB,
    pl_pot_rounding=PlPotRounding.ROUND_UP_TO_UNIT,
    pl_overbet_correction_window=PlOverbetCorrectionWindow.UNTIL_ALL_HAVE_ACTED,
    raise_method=RaiseMethod.DECLARED_RAISE_MULTI_MOTION,
    verbal_chip_conflict=VerbalChipConflict.VERBAL_PREVAILS,
    stud_tie_first_to_act=StudTieFirstToAct.POSITION,
    stud_odd_chip_cards=StudOddChipCards.ALL_CARDS,
    # procedures.md P.10, "RRoP v11 cash" column (RRoP-2 values are secondary)
    misdeal_cutoff=MisdealCutoff.TWO_PLAYERS_ACTED,
    one_extra_card_dealt=OneExtraCardDealt.USE_AS_BURN,
    four_card_flop=FourCardFlop.RESHUFFLE_REDEAL,
    flop_no_burn=FlopNoBurn.RESHUFFLE_STUB,
    premature_turn=PrematureTurn.SET_ASIDE_NEXT_CARD,
    burn_error_recovery=BurnErrorRecovery.RESTORE_SEQUENCE,
    allin_face_up=AllinFaceUp.AT_SHOWDOWN_IN_ORDER,
    show_request_right=ShowRequestRight.ANY_DEALT_IN_PLAYER,
)

BUILTIN_PROFILES: dict[str, VenueProfile] = {
    p.name: p for p in (STANDARD, TDA_2024, WSOP_2026_CASH, RROP_11)
}


def _as_mapping(profile: VenueProfile) -> dict[str, Any]:
    return {f.name: getattr(profile, f.name) for f in fields(profile)}


def profile_from_mapping(data: Mapping[str, Any], *, where: str = "profile") -> VenueProfile:
    """Build a profile from a mapping; unset switches take the Standard value.

    Unknown keys and values are errors that name them.
    """
    values: dict[str, Any] = {}
    for key, raw in data.items():
        if key in ("name", "title", "description"):
            if not isinstance(raw, str):
                raise ProfileError(f"{where}: {key} must be text, not {raw!r}")
            values[key] = raw
            continue
        norm = key.lower()
        if norm in _SETTINGS:
            values[norm] = _setting(norm, raw, where)
            continue
        enum_type = _SWITCH_TYPES.get(norm)
        if enum_type is None:
            known = ", ".join((*SWITCH_NAMES, *_SETTINGS))
            raise ProfileError(f"{where}: unknown option {key!r}; known options: {known}")
        try:
            values[norm] = enum_type(raw)
        except ValueError:
            allowed = ", ".join(m.value for m in enum_type)
            raise ProfileError(
                f"{where}: {key} = {raw!r} is not a known value; use one of: {allowed}"
            ) from None
    values.setdefault("name", "custom")
    values.setdefault("title", values["name"])
    values.setdefault("description", "")
    return dataclasses.replace(STANDARD, **values)


def _setting(name: str, raw: Any, where: str) -> Any:
    kind = _SETTINGS[name]
    if kind is bool:
        if not isinstance(raw, bool):
            raise ProfileError(f"{where}: {name} must be true or false, not {raw!r}")
        return raw
    if kind is int:
        if isinstance(raw, bool) or not isinstance(raw, int) or raw < 0:
            raise ProfileError(f"{where}: {name} must be a whole number of chips >= 0, not {raw!r}")
        try:
            return bounded_int(raw, f"{where}: {name}")
        except InputError as exc:
            raise ProfileError(str(exc)) from None
    try:
        value = Decimal(str(raw)) if not isinstance(raw, bool) else None
    except InvalidOperation:
        value = None
    if value is None or not value.is_finite() or not 0 <= value <= 100:
        raise ProfileError(f"{where}: {name} must be a percentage from 0 to 100, not {raw!r}")
    return value


def profile_to_toml(profile: VenueProfile) -> str:
    """Write a profile as TOML text (every switch spelled out)."""
    lines = [
        f"name = {_toml_str(profile.name)}",
        f"title = {_toml_str(profile.title)}",
        f"description = {_toml_str(profile.description)}",
    ]
    lines += [f"{k} = {_toml_str(v.value)}" for k, v in profile.switches().items()]
    for name in _SETTINGS:
        value = getattr(profile, name)
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        lines.append(f"{name} = {text}")
    return "\n".join(lines) + "\n"


def _toml_str(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def profile_from_toml(text: str, *, where: str = "profile") -> VenueProfile:
    """Read a profile from TOML text."""
    try:
        data = tomllib.loads(text, parse_float=toml_decimal)
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(f"{where}: not valid TOML: {exc}") from None
    except (ValueError, RecursionError) as exc:  # a number too long, nesting too deep
        raise ProfileError(f"{where}: {toml_failure(text, exc)}") from None
    return profile_from_mapping(data, where=where)


def load_profile(path: str | Path) -> VenueProfile:
    """Read a profile from a TOML file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ProfileError(f"{path}: cannot read profile: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise ProfileError(f"{path}: not a UTF-8 text file (byte {exc.start})") from None
    return profile_from_toml(text, where=str(path))


def get_profile(name_or_path: str) -> VenueProfile:
    """A built-in profile by name, or a profile TOML file by path."""
    if name_or_path in BUILTIN_PROFILES:
        return BUILTIN_PROFILES[name_or_path]
    if name_or_path.endswith(".toml") or Path(name_or_path).is_file():
        return load_profile(name_or_path)
    raise ProfileError(
        f"unknown profile {name_or_path!r}; built-in profiles: {', '.join(BUILTIN_PROFILES)}"
        " (or give a .toml file)"
    )
