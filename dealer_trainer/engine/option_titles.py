"""Every venue option and each of its values by its title, as data.

A trainee never reads an option id (``LIMIT_RAISE_CAP = bet_plus_3``): the window, the
terminal quiz, an exported question and the printed sheet all show the option's title
and the value's title, from this one table. Each value also names where the rule comes
from, cited by book, edition and number, for the profile editor.

>>> option_title("limit_raise_cap")
'Raise cap in fixed limit'
>>> value_title("LIMIT_RAISE_CAP", "bet_plus_3")
'one bet and three raises'
>>> said_option("LIMIT_RAISE_CAP = bet_plus_3")
'Raise cap in fixed limit: one bet and three raises'
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "HOUSE_SETTING_TITLES",
    "OPTION_TITLES",
    "option_title",
    "said_option",
    "value_source",
    "value_title",
]

OPTION_TITLES: Final[dict[str, tuple[str, dict[str, tuple[str, str]]]]] = {
    "short_allin_aggregation": (
        "Short all-ins that add up",
        {
            "cumulative": (
                "short all-ins that together make a full raise re-open the betting",
                "Source text 2, 6.1(b); Poker TDA Rules 2024, Rule 47-A",
            ),
            "individual": (
                "only a single full raise re-opens the betting",
                "FIDPA 62.1, as read by some rooms",
            ),
        },
    ),
    "limit_reopen_threshold": (
        "Fixed-limit all-in that re-opens the betting",
        {
            "half_bet": (
                "an all-in of half a bet or more counts as a full bet or raise",
                "Source text 2, the fixed-limit all-in rule",
            ),
            "full_bet": ("only a full bet or raise re-opens", "a house variant"),
        },
    ),
    "limit_raise_after_half_bet_allin": (
        "Raise over a half-bet all-in in fixed limit",
        {
            "next_bet_level": (
                "treat the all-in as a full bet and raise to the next level",
                "Source text 2, 6.2(a): all-in 6 on a 10 round, raise to 20",
            ),
            "allin_plus_one_bet": (
                "raise one full bet over the all-in",
                "Robert's Rules of Poker v11; WSOP 2026 Live Action Rules, Rule 133: "
                "all-in 6 on a 10 round, raise to 16",
            ),
        },
    ),
    "limit_raise_cap": (
        "Raise cap in fixed limit",
        {
            "bet_plus_3": ("one bet and three raises", 'Source text 2: "the usual cap"'),
            "bet_plus_4": (
                "one bet and four raises",
                "WSOP 2026 Live Action Rules, Rule 130; FIDPA",
            ),
            "rrop_by_rounds": (
                "three raises, four in games with only two betting rounds",
                "Robert's Rules of Poker v11, Betting and Raising 3",
            ),
        },
    ),
    "announce_bets": (
        "Dealer announces bets and raises",
        {
            "each_bet_and_raise": (
                "the dealer announces every bet and raise that is not all in",
                "Poker TDA Rules 2024, RP-12; WSOP 2026 Tournament Rules, Rule 101",
            ),
            "not_required": (
                "the house does not ask the dealer to announce them",
                "this app's value for rooms whose rules ask nothing",
            ),
        },
    ),
    "limit_heads_up_players": (
        "Who counts as heads-up for the raise cap when a player is all in",
        {
            "contesting_the_pot": (
                "every player still in the pot, all-in players included",
                'Source text 2, fixed limit ("only two players are contesting the pot")',
            ),
            "not_all_in": (
                "only the players with chips behind",
                "Robert's Rules of Poker v11, Betting and Raising 3-4",
            ),
        },
    ),
    "limit_heads_up_uncapped": (
        "When the raise cap stops applying heads-up",
        {
            "when_heads_up_before_cap": (
                "no cap once only two players contest the pot before the cap is reached",
                "Source text 2; Robert's Rules of Poker v11, Betting and Raising 4",
            ),
            "only_if_round_began_heads_up": (
                "no cap only if the betting round began heads-up",
                "WSOP 2026 Live Action Rules, Rule 131",
            ),
            "only_when_event_heads_up": (
                "capped until the event itself is heads-up",
                "Poker TDA Rules 2024, Rule 48",
            ),
        },
    ),
    "pl_preflop_sb_value": (
        "Small blind in a pre-flop pot-limit count",
        {
            "actual": (
                "count the chips actually posted",
                "Source text 2: the dealer's count of the actual chips",
            ),
            "sb_counted_as_bb": (
                "count each smaller blind as a big blind until the big blind acts",
                "Robert's Rules of Poker v11, Pot-Limit 5; WSOP 2026 Live Action Rules, Rule 191",
            ),
        },
    ),
    "pl_pot_rounding": (
        "Rounding of the pot-limit maximum",
        {
            "none": ("no rounding, the maximum is the exact pot", ""),
            "round_up_to_unit": (
                "an odd maximum rounds up to the next multiple of the smallest chip in play",
                "WSOP 2026 Live Action Rules, Rule 190: 85 becomes 100",
            ),
        },
    ),
    "pl_preflop_irregular_blind": (
        "Short all-in blind in a pot-limit count",
        {
            "assume_full_blinds": (
                "count the pre-flop pot as if the full blinds were posted",
                "Poker TDA Rules 2024, Rule 54-B",
            ),
            "actual_chips": ("count only the chips the short blind actually posted", ""),
        },
    ),
    "pl_overbet_correction_window": (
        "How long an over-pot bet can be cut back",
        {
            "until_end_of_street": (
                "corrected anywhere on the street, before the next card",
                "Poker TDA Rules 2024, Rule 52-B",
            ),
            "until_all_have_acted": (
                "it stands once every remaining player has acted on it",
                "WSOP 2026 Live Action Rules, Rules 188-189; "
                "Robert's Rules of Poker v11, Pot-Limit 1-3",
            ),
        },
    ),
    "raise_method": (
        "How a raise may be put in",
        {
            "one_motion_or_amount_declared": (
                "one forward motion, or the amount declared first",
                "Source text 2, string bets; Poker TDA Rules 2024, Rule 42",
            ),
            "declared_raise_multi_motion": (
                'after saying "raise", the call and the raise may go in as separate motions',
                "WSOP 2026 Live Action Rules, Rule 178; Robert's Rules of Poker v11",
            ),
        },
    ),
    "verbal_chip_conflict": (
        "Words and chips that disagree",
        {
            "first_action_defines": (
                "whichever came first, words or chips, defines the bet",
                "Poker TDA Rules 2024, Rule 40-A",
            ),
            "verbal_prevails": (
                "the spoken amount wins",
                "WSOP 2026 Live Action Rules, Rule 180; Robert's Rules of Poker v11",
            ),
        },
    ),
    "fifty_pct_base": (
        "What the 50% standard is measured on",
        {
            "last_full_increment": (
                "half the minimum-raise increment",
                'Source text 2, "at least half the minimum raise"; Poker TDA Rules 2024, Rule 43-A',
            ),
            "previous_total_bet": (
                "half the total bet faced",
                "WSOP 2026 Tournament Rules, Rule 95, read literally; FIDPA 62.2",
            ),
        },
    ),
    "multi_chip_rule": (
        "Several chips pushed silently facing a bet",
        {
            "tda_smallest_chip_test": (
                "take away one smallest chip: if what is left cannot call, it is a call",
                "Source text 2, as Poker TDA Rules 2024, Rule 45 generalises it",
            ),
            "same_denomination_is_call": (
                "several chips of one value are a call unless a raise was declared",
                "FIDPA 62.3",
            ),
        },
    ),
    "bba_priority": (
        "Short big blind who owes the big-blind ante",
        {
            "big_blind_first": (
                "fill the live big blind first; the rest is ante",
                "Poker TDA Rules 2024, RP-11",
            ),
            "ante_first": ("post the dead ante first; the rest is the live blind", "2019 practice"),
        },
    ),
    "stud_4th_open_pair_option": (
        "Big bet on fourth street with an open pair",
        {
            "allowed": (
                "any player may bet the big bet when an open pair shows, in stud high only",
                "Source text 2, 3.2(b)",
            ),
            "not_allowed": (
                "fourth street is always the small bet",
                "Poker TDA Rules 2024, RP-10-F",
            ),
        },
    ),
    "stud_tie_first_to_act": (
        "Equal showing hands in stud, fourth to seventh street",
        {
            "high_card_by_suit": (
                "the hand with the highest card by suit acts first",
                "Poker TDA Rules 2024, RP-10-D",
            ),
            "position": (
                "the player dealt cards first, nearest the dealer's left, acts first",
                "Robert's Rules of Poker v11; WSOP 2026 Live Action Rules, Rule 219",
            ),
        },
    ),
    "stud_odd_chip_cards": (
        "Cards that decide the odd chip in stud",
        {
            "five_card_hand": (
                "the highest card by suit among the five cards of each winner's hand",
                "Poker TDA Rules 2024, Rule 20",
            ),
            "all_cards": (
                "the highest card by suit among all of each winner's cards",
                "Robert's Rules of Poker v11, Ties",
            ),
        },
    ),
    "straddle": (
        "Straddles the room accepts",
        {
            "utg_only": ("only by the player to the left of the big blind", "Source text 2"),
            "utg_or_button": (
                "under the gun or on the button, but no button straddle in limit",
                "WSOP 2026 Live Action Rules, Rule 165",
            ),
            "none": ("no straddles", "tournaments"),
        },
    ),
    "spread_reopen_rule": (
        "Spread-limit all-in that re-opens the betting",
        {
            "full_bet": (
                "only a raise at least the size of the previous bet or raise re-opens",
                "",
            ),
            "half_bet": ("half of the previous bet or raise re-opens", ""),
        },
    ),
    "cash_chips_in_transit": (
        "Chips bought but not yet on the table",
        {
            "table_only": (
                "only chips on the table when the hand began play",
                "Source text 2, table stakes",
            ),
            "play_if_announced": (
                "chips on their way play if the purchase was announced before the deal",
                "WSOP 2026 Live Action Rules, Rule 59",
            ),
        },
    ),
    "short_deck_trips_vs_straight": (
        "Short deck: three of a kind against a straight",
        {
            "trips_beat_straight": (
                "three of a kind ranks above a straight, as in most short-deck rooms",
                "",
            ),
            "straight_beats_trips": ("the usual order, a straight beats three of a kind", ""),
        },
    ),
    "misdeal_cutoff": (
        "When a misdeal can no longer be declared",
        {
            "substantial_action": (
                "after substantial action (two actions in turn, one putting chips in, or any three)",
                "Poker TDA Rules 2024, Rules 35-D and 36",
            ),
            "two_players_acted": (
                "once two players after the blinds have acted in turn, folds included",
                "Robert's Rules of Poker v11, Misdeals 1-2",
            ),
        },
    ),
    "one_extra_card_dealt": (
        "One extra card dealt after the deal",
        {
            "misdeal": (
                "misdeal, as a player was dealt the wrong number of cards",
                "Poker TDA Rules 2024, Rule 35-A-5",
            ),
            "use_as_burn": (
                "the card goes back on the stub as the first burn",
                "Robert's Rules of Poker v11, Hold'em 2; WSOP 2026 Live Action Rules, Rule 122",
            ),
        },
    ),
    "redeal_absent_player": (
        "Player away for the original deal",
        {
            "may_play_if_seated": (
                "dealt into the re-deal, live if at his seat when it is complete",
                "Poker TDA Rules 2024, Rules 35-C and 30",
            ),
            "killed": (
                "his re-dealt cards are killed",
                "WSOP 2026 Tournament Rules, Rule 88-b",
            ),
        },
    ),
    "stud_exposed_downcard": (
        "Stud downcard exposed on the deal",
        {
            "deal_third_down": (
                "the exposed card becomes the upcard and the third card comes down",
                "Poker TDA Rules 2024, RP-10-A; WSOP 2026 Live Action Rules, Rule 218",
            ),
            "misdeal": ("misdeal", "WSOP 2026 Tournament Rules, Rule 88-a-6"),
        },
    ),
    "stud_7th_exposed": (
        "Seventh-street card exposed by the dealer",
        {
            "replace_card": (
                "replaced by a downcard when betting remains",
                "Poker TDA Rules 2024, RP-10-B",
            ),
            "keep_with_allin_option": (
                "the card stays and its owner may declare all-in for the pot as it stands",
                "WSOP 2026 Live Action Rules, Rule 234",
            ),
        },
    ),
    "two_boxed_cards": (
        "Two or more boxed cards",
        {
            "misdeal_initial_deal_only": (
                "a misdeal on the first deal only; later boxed cards are like scraps of paper",
                "Poker TDA Rules 2024, Rule 35-A-1",
            ),
            "void_whenever_found": (
                "the hand is void whenever they are found and all money goes back",
                "WSOP 2026 Live Action Rules, Rule 23",
            ),
        },
    ),
    "four_card_flop": (
        "Four cards turned for the flop",
        {
            "random_burn_from_four": (
                "the floor picks one of the four at random as the turn's burn",
                "Poker TDA Rules 2024, Rule 39-A; WSOP 2026 Tournament Rules, Rule 89; "
                "WSOP 2026 Live Action Rules, Rule 167",
            ),
            "reshuffle_redeal": (
                "the four go back into the stub, which is reshuffled, and a new flop comes "
                "without a burn",
                "Robert's Rules of Poker v11, Hold'em 3",
            ),
        },
    ),
    "flop_no_burn": (
        "Flop dealt without a burn",
        {
            "scramble_three_pick_burn": (
                "scramble the three, one at random is the burn, the next card completes the flop",
                "Poker TDA Rules 2024, Rule 39-B",
            ),
            "reshuffle_stub": (
                "the exposed cards go back into the stub, which is reshuffled",
                "WSOP 2026 Live Action Rules, Rule 168; Robert's Rules of Poker v11, Hold'em 4",
            ),
        },
    ),
    "premature_turn": (
        "Turn card dealt before the flop betting ended",
        {
            "reshuffle_stub_redeal": (
                "the card goes back into the stub, which is reshuffled; the turn comes without "
                "another burn",
                "Poker TDA Rules 2024, RP-5-B",
            ),
            "set_aside_next_card": (
                "set aside; burn and turn the next card; the set-aside card is shuffled in for "
                "the river",
                "Robert's Rules of Poker v11",
            ),
        },
    ),
    "burn_error_recovery": (
        "Burns after a burn error that stood",
        {
            "one_burn_per_street": (
                "exactly one burn on each later street",
                "Poker TDA Rules 2024, Rules 38 and 39-B",
            ),
            "restore_sequence": (
                "later cards are those that would have come with no error",
                "WSOP 2026 Live Action Rules, Rules 126 and 169; "
                "Robert's Rules of Poker v11, Hold'em 5",
            ),
        },
    ),
    "button_movement": (
        "Button when players leave",
        {
            "dead_button": (
                "dead button, the player due posts the big blind and the button and small blind "
                "follow behind",
                "Poker TDA Rules 2024, Rule 32; WSOP 2026 Tournament Rules, Rule 85; "
                "WSOP 2026 Live Action Rules, Rule 155",
            ),
            "moving_button": (
                "moving button, the button always moves to the next player and the blinds follow",
                "Robert's Rules of Poker v11, Button and Blind Use 2(a)",
            ),
        },
    ),
    "missed_blind_return": (
        "Coming back after missing the blinds",
        {
            "post_or_wait": (
                "post the missed blinds (big blind live, small blind dead) or wait for the big "
                "blind",
                "Robert's Rules of Poker v11",
            ),
            "post_wait_or_straddle": (
                "post the missed blinds, wait for the big blind, or come back as the "
                "under-the-gun live straddle",
                "WSOP 2026 Live Action Rules, Rules 160 and 74",
            ),
        },
    ),
    "allin_face_up": (
        "When hands are turned up with a player all-in",
        {
            "when_action_complete": (
                "all hands face up as soon as no more betting is possible",
                "Poker TDA Rules 2024, Rule 16; WSOP 2026 Tournament Rules, Rule 70",
            ),
            "at_showdown_in_order": (
                "shown at the showdown in order, side-pot players first",
                "WSOP 2026 Live Action Rules, Rule 149; Robert's Rules of Poker v11, Showdown 7",
            ),
        },
    ),
    "show_request_right": (
        "Who may ask to see a called hand",
        {
            "paid_to_see": (
                "only a caller who tabled or holds his cards",
                "Poker TDA Rules 2024, Rule 18",
            ),
            "any_dealt_in_player": (
                "anyone dealt in, as a privilege",
                "Robert's Rules of Poker v11, Showdown 5",
            ),
            "collusion_only": (
                "only when collusion is suspected, with a floor person present",
                "WSOP 2026 Live Action Rules, Rules 14 and 147",
            ),
        },
    ),
    "mixed_game_balance_mover": (
        "Who moves to balance tables during a stud round",
        {
            "would_be_big_blind": (
                "the player who would be big blind if the game were hold'em",
                "Poker TDA Rules 2024, Rule 11-B",
            ),
            "high_card_draw": (
                "each draws a card and the highest card moves",
                "WSOP 2026 Tournament Rules, Rule 67-b-i",
            ),
        },
    ),
    "chip_race_pool_rounding": (
        "New chips raced for odd leftovers",
        {
            "half_or_more_rounds_up": (
                "leftovers of half a new chip or more race one more chip",
                "the usual chip-race practice, as copied from Robert's Rules",
            ),
            "whole_chips_only": (
                "only as many new chips as the leftovers fully pay for",
                "a house variant",
            ),
        },
    ),
    "stud_hi_lo_qualifier": (
        "Low qualifier in seven-card stud high-low",
        {
            "eight_or_better": (
                "the low half goes to the best five different cards eight or lower; with no "
                "such low the high hand takes the whole pot",
                "Robert's Rules of Poker v11, Seven-Card Stud High-Low",
            ),
            "no_qualifier": (
                "no qualifier, the lowest hand (ace-to-five) always wins half",
                "some home and dealer's-choice games",
            ),
        },
    ),
    "draw_openers": (
        "What opens the betting in five-card draw high",
        {
            "none": ("any player may open; the blinds play as in any blind game", ""),
            "jacks_or_better": (
                "jackpots, the first player to raise before the draw must hold a pair of jacks "
                "or better",
                "Robert's Rules of Poker v11, Draw High: openers",
            ),
        },
    ),
    "badeucey_aces": (
        "Ace in the badugi half of Badeucey",
        {
            "high": (
                "the ace is high in both halves, as in deuce-to-seven",
                "Badeucey as dealer's-choice rooms usually deal it",
            ),
            "low": (
                "the ace is low in the badugi half, as in badugi, and high in the 2-7 half",
                "",
            ),
        },
    ),
    "badugi_split_odd_chip": (
        "Odd chip between the halves of Badacey and Badeucey",
        {
            "five_card_hand": (
                "the five-card low half takes the odd chip",
                "BARGE rulebook, Ties and odd chips",
            ),
            "badugi_hand": ("the badugi half, shown first at the showdown, takes the odd chip", ""),
        },
    ),
}
"""For each option of a venue profile (its lower-case id): its title, and for each value
its title and where it comes from ("" when it is a house choice no book states)."""

HOUSE_SETTING_TITLES: Final[dict[str, tuple[str, str]]] = {
    "rake_percent": ("Rake, per cent of the pot", "0 for no percentage rake"),
    "rake_cap": ("Most rake from one hand", "in chips; 0 for no cap"),
    "rake_min_pot": ("Smallest pot raked", "in chips; a smaller pot pays no rake"),
    "rake_no_flop_no_drop": (
        "No flop, no drop",
        "nothing is taken from a hand that ends on its first betting round",
    ),
    "rake_drop": ("Fixed drop", "in chips, taken from each pot large enough; 0 for none"),
    "rake_drop_threshold": ("Smallest pot that pays the drop", "in chips"),
    "jackpot_drop": ("Jackpot drop", "in chips, taken from each pot large enough; 0 for none"),
    "jackpot_min_pot": ("Smallest pot that pays the jackpot drop", "in chips"),
}
"""The house's rake and drop settings of a venue profile (numbers, not switches): each
setting's title and a short help line, as the profile editor shows them. A house sets
these (Poker TDA and WSOP leave rake to the house: WSOP 2026 Live Action Rules, Rule 31)."""


def option_title(name: str) -> str:
    """An option's title; ``name`` in any case (``LIMIT_RAISE_CAP``, ``limit_raise_cap``)."""
    entry = OPTION_TITLES.get(name.lower())
    if entry is None:
        raise KeyError(f"no venue option {name!r}")
    return entry[0]


def value_title(name: str, value: str) -> str:
    """The title of one value of an option, in lower case to follow the option's title."""
    entry = OPTION_TITLES.get(name.lower())
    if entry is None or value not in entry[1]:
        raise KeyError(f"no value {value!r} of venue option {name!r}")
    return entry[1][value][0]


def value_source(name: str, value: str) -> str:
    """Where a value comes from, by book, edition and number ("" for a house choice)."""
    entry = OPTION_TITLES.get(name.lower())
    if entry is None or value not in entry[1]:
        raise KeyError(f"no value {value!r} of venue option {name!r}")
    return entry[1][value][1]


def said_option(setting: str) -> str:
    """``NAME = value`` pairs (``;`` or ``,`` between them) as titles: what is in force.

    >>> said_option("LIMIT_REOPEN_THRESHOLD = half_bet; PL_POT_ROUNDING=none")
    'Fixed-limit all-in that re-opens the betting: an all-in of half a bet or more counts \
as a full bet or raise; Rounding of the pot-limit maximum: no rounding, the maximum is the exact pot'
    """
    out = []
    for piece in setting.replace(",", ";").split(";"):
        if not piece.strip():
            continue
        name, _, value = piece.partition("=")
        name, value = name.strip(), value.strip()
        out.append(
            f"{option_title(name)}: {value_title(name, value)}" if value else option_title(name)
        )
    return "; ".join(out)
