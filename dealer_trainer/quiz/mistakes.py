"""Typical wrong answers, named, so a grade can say *which* mistake was made.

Long because :data:`MISTAKES` is the one table of named mistakes (one id, one name, one
meaning each) that every kind and the grading read; one table keeps the names consistent and
easy to translate.

:data:`MISTAKES` is the one table of mistake ids and names. Each question lists
the wrong answers it can recognise (:class:`~dealer_trainer.quiz.model.Trap`),
computed when it is posed from the same numbers as the right answer; a trap
that happens to equal the right answer, or another trap, is left out so a
diagnosis is never ambiguous.

>>> MISTAKES["doubled_total"].name
'Doubled the total instead of adding the raise'
>>> sorted(numeric_kinds_without_three_mistakes())
[]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from dealer_trainer.quiz.ids import KINDS
from dealer_trainer.quiz.model import Answer, Trap, new_trap

__all__ = [
    "MISTAKES",
    "NUMERIC_KINDS",
    "Mistake",
    "diagnose",
    "numeric_kinds_without_three_mistakes",
    "traps",
]


@dataclass(frozen=True, slots=True)
class Mistake:
    """A typical wrong answer: its id, its name and what to remember."""

    id: str
    name: str
    hint: str
    kinds: tuple[str, ...]


def _m(mid: str, name: str, hint: str, *kinds: str) -> Mistake:
    return Mistake(mid, name, hint, kinds)


MISTAKES: Final[dict[str, Mistake]] = {
    m.id: m
    for m in (
        # --- counting the pot
        _m(
            "forgot_antes",
            "Forgot the antes (dead money)",
            "Antes and dead blinds are in the pot even though nobody bet them.",
            "pot_count",
            "pot_limit_max",
        ),
        _m(
            "forgot_folded_chips",
            "Left out the chips of players who folded",
            "Folded players' chips stay in the pot at the level they reached.",
            "pot_count",
            "side_pots",
        ),
        _m(
            "left_out_bets_in_front",
            "Left out this round's bets in front of the players",
            "The bets in front are part of the pot once they are matched.",
            "pot_count",
        ),
        _m(
            "counted_bets_in_front",
            "Counted this round's bets in front of the players",
            "The question asked for the middle only, before this round's bets are pulled in.",
            "pot_count",
        ),
        _m(
            "blind_counted_twice",
            "Counted a blind again on top of the call that includes it",
            "A blind who calls or raises brings his blind up to the new total; it is not extra.",
            "pot_count",
        ),
        # --- calls
        _m(
            "forgot_own_blind",
            "Forgot the player's own blind",
            "A blind is a live bet: the player only adds the difference.",
            "to_call",
            "blinds",
        ),
        _m(
            "forgot_own_bet",
            "Forgot the chips he already bet this round",
            "The call is the bet minus what the player already has in front.",
            "to_call",
        ),
        _m(
            "ante_counted_live",
            "Counted an ante as live",
            "Antes are dead money: they give no credit toward a call (text 2).",
            "to_call",
            "blinds",
        ),
        _m(
            "answered_raise_size",
            "Gave the size of the last raise, not the call",
            "The call brings the player up to the whole bet, not to the last increase.",
            "to_call",
        ),
        _m(
            "ignored_stack",
            "Asked for more than the player has",
            "A player who cannot cover the call calls all-in for what he has (table stakes).",
            "to_call",
        ),
        _m(
            "matched_short_blind",
            "Matched the short all-in blind instead of the full big blind",
            "A short blind never shrinks the game: the call is the full big blind.",
            "to_call",
            "blinds",
        ),
        # --- raises
        _m(
            "doubled_total",
            "Doubled the total instead of adding the raise",
            "The minimum raise adds the largest raise of the round, not the whole bet.",
            "min_raise",
            "limit_bet",
            "spread_range",
            "stud_amounts",
        ),
        _m(
            "short_allin_as_full_raise",
            "Treated a short all-in as a full raise",
            "An all-in of less than a full raise does not change the raise size "
            "and does not re-open the betting.",
            "min_raise",
            "may_raise",
            "stud_amounts",
        ),
        _m(
            "measured_from_bet_before_allin",
            "Added the raise to the bet before the all-in",
            "After a short all-in the next raise is a full raise on top of the all-in amount.",
            "min_raise",
        ),
        _m(
            "big_blind_as_increment",
            "Used the big blind as the raise size",
            "The raise size is the largest bet or raise of this round, which may exceed the "
            "big blind.",
            "min_raise",
        ),
        _m(
            "raise_by_not_to",
            "Gave the size of the raise, not the total",
            "Raises are stated as totals: 'raise to'.",
            "min_raise",
            "spread_range",
        ),
        # --- pot limit
        _m(
            "shortcut_with_own_chips",
            "Used the 3x shortcut and counted his own chips in front",
            "The shortcut holds only when the raiser has nothing in front; call first, "
            "then raise the pot (corpus A.17-3, PL-06).",
            "pot_limit_max",
        ),
        _m(
            "forgot_call",
            "Raised the pot without first adding the call",
            "Step 1 is the call: the raise is the pot after the call (text 2, pot-limit).",
            "pot_limit_max",
        ),
        _m(
            "pot_as_total",
            "Gave the pot after the call as the total",
            "The total is the call plus a raise of the whole pot after the call.",
            "pot_limit_max",
        ),
        _m(
            "forgot_bets_in_front",
            "Left out this round's bets from the pot",
            "All bets of the round count as part of the pot (text 2, 2.1(a)).",
            "pot_limit_max",
        ),
        # --- fixed limit
        _m(
            "small_bet_on_big_round",
            "Used the small bet on a big-bet round",
            "Hold'em and Omaha: big bet on the turn and river; stud: from fifth street.",
            "limit_bet",
            "stud_amounts",
        ),
        _m(
            "big_bet_on_small_round",
            "Used the big bet on a small-bet round",
            "Hold'em and Omaha: small bet before the flop and on the flop; stud: third and "
            "fourth street.",
            "limit_bet",
            "stud_amounts",
        ),
        _m(
            "missed_cap",
            "Did not see that the betting is capped",
            "One bet and the allowed raises have been made: only call or fold.",
            "limit_bet",
        ),
        _m(
            "false_cap",
            "Called the betting capped when it is not",
            "Count the bet and the raises of this round; heads-up the cap may not apply.",
            "limit_bet",
        ),
        _m(
            "other_half_bet_rule",
            "Used the other rule for raising over a half-bet all-in",
            "Check the venue: raise to the next bet level (text 2, 6.2(a)) or one bet over "
            "the all-in amount.",
            "limit_bet",
            "stud_amounts",
        ),
        _m(
            "completion_added_to_bring_in",
            "Added the completion on top of the bring-in",
            "Completing brings the bet up to the small bet in all.",
            "stud_amounts",
        ),
        # --- re-opening
        _m(
            "missed_cumulative",
            "Did not add up the short all-ins",
            "Short all-ins that together make a full raise re-open the betting (text 2, 6.1(b)).",
            "may_raise",
        ),
        _m(
            "missed_not_acted",
            "Forgot that a player who has not acted may raise",
            "A player who has not yet acted on the round may call, fold or raise (text 2, 6.1(a)).",
            "may_raise",
        ),
        _m(
            "missed_full_raise",
            "Did not see the full raise since he acted",
            "He faces at least a full raise since he last acted: the betting is re-opened.",
            "may_raise",
        ),
        # --- side pots
        _m(
            "folded_player_eligible",
            "Made a folded player eligible",
            "A player who folded cannot win any pot, though his chips stay in.",
            "side_pots",
        ),
        _m(
            "uncalled_in_pot",
            "Put the unmatched chips in a pot",
            "Chips nobody matched are returned to the bettor (corpus SP-10).",
            "side_pots",
        ),
        _m(
            "street_bets_only",
            "Built the pots from this round's bets only",
            "Pot levels come from each player's chips for the whole hand (corpus SP-07).",
            "side_pots",
        ),
        # --- stud order
        _m(
            "highest_card_brings_in",
            "Had the highest card bring it in",
            "In stud and stud hi-lo the lowest upcard brings it in.",
            "stud_order",
        ),
        _m(
            "lowest_card_in_razz",
            "Had the lowest card bring it in, in razz",
            "In razz the highest upcard brings it in (aces are low).",
            "stud_order",
        ),
        _m(
            "suit_order_reversed",
            "Broke the tie with the suits in the wrong order",
            "Suits from lowest: clubs, diamonds, hearts, spades (text 2, 5.3(a)).",
            "stud_order",
        ),
        _m(
            "highest_card_not_best_hand",
            "Looked at the highest card, not the best showing hand",
            "From fourth street the best hand showing acts first (razz: the lowest).",
            "stud_order",
        ),
        _m(
            "bring_in_acts_first",
            "Had the bring-in act first again",
            "The bring-in is third street only; later the board decides.",
            "stud_order",
        ),
        _m(
            "other_tie_rule",
            "Broke a tie for first to act by the other venue rule",
            "Check the venue: high card by suit (TDA) or position (cash rulebooks).",
            "stud_order",
        ),
        # --- showdown
        _m(
            "odd_chip_wrong_player",
            "Gave the odd chip to the wrong player",
            "Board games: first winner left of the button; stud: highest card by suit.",
            "showdown",
        ),
        _m(
            "side_pot_to_ineligible",
            "Gave a side pot to a player who is not in it",
            "An all-in player wins only the pots he is eligible for (text 2, all-in rule).",
            "showdown",
        ),
        _m(
            "high_takes_all",
            "Gave the whole pot to the high hand although a low qualifies",
            "Hi-lo: a qualifying low takes half the pot.",
            "showdown",
        ),
        _m(
            "odd_chip_to_low",
            "Gave the odd chip to the low half",
            "Hi-lo: the odd chip goes to the high half.",
            "showdown",
        ),
        # --- chips
        _m(
            "swapped_colours",
            "Mixed up the values of two colours",
            "Read the value printed on the chip; the edge stripes tell the chips apart.",
            "chip_count",
        ),
        _m(
            "forgot_a_colour",
            "Left out one colour",
            "Count every stack, the small chips too.",
            "chip_count",
        ),
        _m(
            "counted_chips_not_value",
            "Counted chips, not their value",
            "Multiply each stack by its chip's value.",
            "chip_count",
        ),
        # --- spread limit
        _m(
            "min_from_spread_low",
            "Used the bottom of the spread as the raise",
            "A raise is at least the previous bet or raise of the round (text 2, spread).",
            "spread_range",
        ),
        _m(
            "max_is_spread_top",
            "Gave the top of the spread as the total",
            "The spread limits the raise, which goes on top of the call.",
            "spread_range",
        ),
        # --- blinds
        _m(
            "straddle_as_raise",
            "Treated the straddle as a raise",
            "A live straddle is a new big blind: the minimum raise is to twice the straddle.",
            "blinds",
        ),
        # --- house
        _m(
            "raked_uncalled_bet",
            "Raked the uncalled bet",
            "Return the chips nobody called first; only the pot is raked.",
            "rake",
        ),
        _m(
            "pushed_uncalled_bet",
            "Pushed the uncalled bet as part of the pot",
            "Return the chips nobody called first: they go back to the bettor, not into the pot.",
            "rake",
        ),
        _m(
            "ignored_rake_cap",
            "Ignored the rake cap",
            "The house takes at most the posted cap from one pot.",
            "rake",
        ),
        _m(
            "forgot_jackpot_drop",
            "Forgot the jackpot drop",
            "The drop comes out of the pot as well as the rake.",
            "rake",
        ),
        _m(
            "raked_no_flop",
            "Raked a hand that ended on its first betting round",
            "No flop, no drop: a hand that ends before the flop (in stud, on third street) "
            "pays no rake.",
            "rake",
        ),
        _m(
            "rounded_rake_up",
            "Rounded the rake up",
            "The rake is rounded down to the smallest chip.",
            "rake",
        ),
        # --- chip actions and words
        _m(
            "oversized_chip_as_raise",
            "Took a single oversized chip as a raise",
            "Facing a bet, one oversized chip without a raise declared is a call (text 2).",
            "chip_action",
        ),
        _m(
            "pushed_amount_as_raise",
            "Took every chip pushed as the raise",
            "Apply the chip tests: every chip needed is a call; between half and a full "
            "raise is a minimum raise (text 2, multiple chips and short raises).",
            "chip_action",
        ),
        _m(
            "all_in_as_plain_raise",
            "Ruled an all-in a plain bet or raise",
            "Every chip he has goes in: the ruling, and the dealer's call to the table, is all "
            "in (text 2, table stakes), so no one waits for more from him.",
            "chip_action",
            "verbal",
        ),
        _m(
            "short_raise_as_call",
            "Called it a call when it must be a raise",
            "What he said or put out makes a raise: in no-limit and pot-limit at least half "
            "the minimum raise over the call is a full minimum raise (text 2, short raises); "
            "in fixed limit a raise is one more bet.",
            "chip_action",
            "verbal",
        ),
        _m(
            "string_raise_allowed",
            "Let a string raise stand",
            "Only the first motion counts unless the raise was declared first (text 2, "
            "string bets).",
            "verbal",
        ),
        _m(
            "declared_raise_added_to_call",
            "Added the declared amount to the call",
            "'Raise to 500' or 'raise 500' means 500 in all (text 2, verbal declarations).",
            "verbal",
        ),
        _m(
            "raise_alone_as_call",
            "Took 'raise' with no amount as a call",
            "'Raise' alone binds him to at least a minimum raise (text 2).",
            "verbal",
        ),
        _m(
            "pot_in_no_limit_as_pot",
            "Took 'pot' in no-limit as a pot-size bet",
            "In no-limit 'pot' is no amount: it binds to at least a minimum bet or raise "
            "(corpus VD-10).",
            "verbal",
        ),
        # --- procedure
        _m(
            "added_all_requested",
            "Let him add all he asked for",
            "Chips may be added only up to the table maximum (corpus TS-01).",
            "procedure",
        ),
        _m(
            "max_as_add_on",
            "Gave the table maximum as the add-on",
            "The add-on is the room left below the maximum, not the maximum.",
            "procedure",
        ),
        _m(
            "added_during_hand",
            "Let him add chips during the hand",
            "Only between hands: table stakes (text 2).",
            "procedure",
        ),
        _m(
            "counted_chips_in_transit",
            "Counted chips still in transit",
            "Only chips on the table when the hand began play, unless the house lets an "
            "announced purchase play (corpus TS-02).",
            "procedure",
        ),
        _m(
            "oot_never_binding",
            "Freed an out-of-turn action that stands",
            "If the action to him has not changed, his out-of-turn action binds (text 2).",
            "procedure",
        ),
        _m(
            "oot_always_binding",
            "Held him to an out-of-turn action after the action changed",
            "A bet or raise before his turn frees him and returns his chips (TDA R53).",
            "procedure",
        ),
        _m(
            "conditional_as_binding",
            "Held a conditional statement binding by itself",
            "Conditional statements are discouraged; the floor decides (text 2).",
            "procedure",
        ),
        _m(
            "miscount_always_corrected",
            "Corrected a pot-limit miscount too late",
            "A low count stands after substantial action; an over-pot bet is cut only within "
            "the venue's window (corpus PL-19, PL-20).",
            "procedure",
        ),
        _m(
            "miscount_stands",
            "Let a pot-limit miscount stand",
            "The dealer's wrong count is corrected while the window is open (corpus PL-19, PL-20).",
            "procedure",
        ),
        # --- procedures and irregularities (issue 19; quiz/kinds_procedures.py)
        # --- deal-a-hand duties (issue 19; quiz/deal.py)
        _m(
            "skipped_a_player",
            "Skipped the player whose turn it is",
            "Action moves clockwise to the next player still in the hand; nobody is passed over.",
            "procedure",
        ),
        _m(
            "named_who_just_acted",
            "Named the player who just acted",
            "Once a player has acted, the action passes to the next player on his left.",
            "procedure",
        ),
        _m(
            "mucked_a_winning_hand",
            "Mucked a hand that won a pot",
            "A hand that wins any pot stays face up until its pot is pushed; only the beaten hands go in the muck.",
            "procedure",
        ),
        _m(
            "left_a_losing_hand_out",
            "Left a beaten hand on the table",
            "Once the pots are pushed, every hand beaten in every pot it could win goes in the muck.",
            "procedure",
        ),
        _m(
            "passed_a_bad_deck",
            "Put a faulty deck in play",
            "Spread the new deck by suit and count it: one of every card; a card missing or doubled keeps it out of play.",
            "procedure",
        ),
        _m(
            "named_the_wrong_card",
            "Named the wrong card",
            "Run each suit of the spread from deuce to ace: the gap is the missing card, the pair the doubled one.",
            "procedure",
        ),
        _m(
            "rejected_a_good_deck",
            "Rejected a complete deck",
            "A deck with one of every card goes into play; count it again before calling for another.",
            "procedure",
        ),
        _m(
            "big_blind_twice",
            "Gave the big blind to the same player twice",
            "The big blind always moves on to the next player due for it; nobody pays it twice in a row.",
            "next_blinds",
        ),
        _m(
            "skipped_player_due_big_blind",
            "Skipped the player due for the big blind",
            "With a dead button the big blind goes first to the player due for it; the small blind and button are placed behind him.",
            "next_blinds",
        ),
        _m(
            "button_not_moved",
            "Left the button and blinds where they were",
            "Button and blinds move every hand: place the big blind first, then the rest.",
            "next_blinds",
        ),
        _m(
            "missed_blinds_all_live",
            "Made the whole missed-blind post live",
            "Only an amount equal to the big blind is live; the small blind part is dead and goes to the middle.",
            "missed_blind_post",
        ),
        _m(
            "dead_blind_left_out",
            "Left the dead blind out of the pot",
            "Dead money is in the pot even though it is not part of anyone's bet.",
            "missed_blind_post",
        ),
        _m(
            "posted_only_the_big_blind",
            "Took only the big blind from a player who missed both",
            "A player who missed both blinds posts both to play now: the big blind live, the small blind dead.",
            "missed_blind_post",
        ),
        _m(
            "first_left_of_button_despite_bet",
            "Asked the first seat left of the button to show although there was a bet",
            "With a bet or raise on the last round, the last aggressor shows first.",
            "show_first",
        ),
        _m(
            "first_bettor_not_last_raiser",
            "Asked the first bettor instead of the last raiser",
            "It is the last player to bet or raise on the final round who shows first.",
            "show_first",
        ),
        _m(
            "last_caller_shows_first",
            "Asked the last caller to show first",
            "The caller has the right to see the aggressor's hand: the aggressor shows first.",
            "show_first",
        ),
        _m(
            "button_side_shows_first",
            "Asked the player nearest the button to show first",
            "With no bet, the first player to act on the last round shows first: the first left of the button.",
            "show_first",
        ),
        _m(
            "misdeal_called_wrongly",
            "Called a misdeal where the hand goes on",
            "A misdeal is only for the causes listed and only before the cut-off; single exposed or boxed cards are put right.",
            "irregularity",
            "balance_move",
        ),
        _m(
            "played_through_a_misdeal",
            "Played on through a misdeal",
            "Before the cut-off, the causes listed (first cards exposed, wrong seat, wrong number of cards) are a misdeal.",
            "irregularity",
        ),
        _m(
            "killed_a_hand_wrongly",
            "Killed a hand that should not be dead",
            "A hand is dead for the wrong number of cards only after the cut-off; before it the deal is a misdeal.",
            "irregularity",
            "show_first",
            "missed_blind_post",
            "announcement",
        ),
        _m(
            "dealt_a_skipped_seat_in_late",
            "Dealt a skipped seat in late",
            "A seat the deal missed is a misdeal before the cut-off; after it he has no hand this deal: cards from the stub are not his.",
            "irregularity",
        ),
        _m(
            "replaced_a_card_that_plays",
            "Replaced a card that must play",
            "Only a card the dealer exposes is replaced; two exposed downcards are a misdeal.",
            "irregularity",
        ),
        _m(
            "let_a_dealer_error_stand",
            "Let a dealer error stand",
            "A card the dealer exposes or deals wrong is put right before anyone acts on it.",
            "irregularity",
        ),
        _m(
            "treated_as_a_scrap_of_paper",
            "Treated the error as a boxed card",
            "Only a card found face up in the deck is a scrap of paper.",
            "irregularity",
        ),
        _m(
            "voided_a_live_hand",
            "Voided a hand that plays on",
            "Only a fouled deck (or, in some rooms, two boxed cards) voids a hand and returns every chip.",
            "irregularity",
            "show_first",
        ),
        _m(
            "used_a_card_as_burn_wrongly",
            "Used a card as the burn where the rules do otherwise",
            "The exposed or extra card becomes the burn only in the cases the venue's rule names.",
            "irregularity",
        ),
        _m(
            "stud_upcard_rule_misapplied",
            "Mixed up the stud exposed-card procedures",
            "Third street: the exposed downcard becomes the upcard; seventh street: the venue's rule decides.",
            "irregularity",
        ),
        _m(
            "board_card_procedure_mixed_up",
            "Mixed up the board-error procedures",
            "Premature cards go back into the stub and come again without a burn; a four-card flop or a missing burn is put right before any flop action.",
            "irregularity",
        ),
        _m(
            "race_two_chips_one_player",
            "Gave one player two chips in the race",
            "No player wins more than one chip in a chip race: the next chip goes to the next highest card of another player.",
            "chip_race",
        ),
        _m(
            "race_suit_order_reversed",
            "Broke a tie of ranks with the suits the wrong way",
            "Suits rank spades, hearts, diamonds, clubs (highest first).",
            "chip_race",
        ),
        _m(
            "race_by_seat_order",
            "Gave the race chips by seat instead of by the cards",
            "The highest race card wins the first chip, whoever holds it; seat 1 is only where the dealing of the race cards starts.",
            "chip_race",
        ),
        _m(
            "raced_a_player_out",
            "Raced a player out of the tournament",
            "Nobody can be raced out: a player who loses his last chips gets one chip of the smallest denomination in play.",
            "chip_race",
        ),
        _m(
            "rounded_up_a_part_set",
            "Paid a whole new chip for a part set",
            "Only whole sets are exchanged; what is left over is raced (or, after the race, removed).",
            "colour_up",
        ),
        _m(
            "swapped_new_and_leftover",
            "Swapped the new chips and the leftovers",
            "First the whole sets, then the chips left over.",
            "colour_up",
        ),
        _m(
            "counted_value_as_chips",
            "Exchanged by value and dropped the leftovers",
            "Leftover chips are raced, not dropped.",
            "colour_up",
        ),
        _m(
            "exchanged_nothing",
            "Sent every chip to the race",
            "Whole sets are exchanged first; only the leftovers are raced.",
            "colour_up",
        ),
        _m(
            "paid_for_part_of_a_chip",
            "Paid for part of a chip found after the race",
            "After the race, found chips are exchanged at equal value only; the rest is removed.",
            "colour_up",
        ),
        _m(
            "no_exchange_after_race",
            "Removed found chips without exchanging them",
            "Chips found after the race are exchanged for what they are worth in the new chips.",
            "colour_up",
        ),
        _m(
            "found_chips_counted_by_set",
            "Counted sets of chips instead of their value",
            "Found chips are exchanged at their value against the smallest chip now in play.",
            "colour_up",
        ),
        _m(
            "moved_last_big_blind",
            "Moved the player who just had the big blind",
            "The player who would be big blind on the next hand moves.",
            "balance_move",
        ),
        _m(
            "gave_the_best_seat",
            "Gave the moving player the best seat",
            "He takes the worst position: the open seat that takes the big blind soonest.",
            "balance_move",
        ),
        _m(
            "moved_the_button",
            "Moved the player on the button",
            "The player due for the big blind next moves, not the button.",
            "balance_move",
        ),
        # --- deal a hand, a tournament level (quiz/deal_tournament.py)
        _m(
            "left_out_the_big_blind_ante",
            "Left out the big-blind ante",
            "The big blind posts the ante too: a whole big blind, dead money in the pot.",
            "procedure",
        ),
        _m(
            "dropped_the_ante_heads_up",
            "Dropped the big-blind ante heads-up",
            "Heads-up the big blind still posts the full ante; it is never reduced.",
            "procedure",
        ),
        _m(
            "posted_the_ante_before_the_blind",
            "Took the ante before the big blind from a short stack",
            "A big blind short of blind and ante posts the blind first; the rest is ante.",
            "procedure",
        ),
        _m(
            "stopped_a_good_action",
            "Stopped an action that was in turn and in order",
            "A player acting in turn with a clear action is accepted; the game goes on.",
            "procedure",
        ),
        _m(
            "accepted_out_of_turn_action",
            "Let an out-of-turn action pass",
            "Stop the action and bring it back to the player whose turn it is (TDA R53).",
            "procedure",
        ),
        _m(
            "announced_the_raise_increment",
            "Announced the raise by its increment",
            'Announce the total the raiser made it: "raise to 600", not what he added on top.',
            "procedure",
        ),
        _m(
            "announced_the_pot_size",
            "Announced the size of the pot",
            "The dealer announces the bet; the pot is counted only in pot-limit, and only for "
            "the player facing the action who asks (TDA RP-12, R54-A).",
            "procedure",
        ),
        _m(
            "antes_from_everyone",
            "Took an ante from every player",
            "With a big-blind ante only the big blind antes, for the whole table.",
            "procedure",
        ),
        _m(
            "numbered_places_from_players_left",
            "Numbered the places from the players left",
            "Players out on the same hand take the places just below those still playing.",
            "procedure",
        ),
        _m(
            "counted_only_this_table",
            "Counted only this table's players out",
            "Hand-for-hand, players out on the same hand at every table tie for their places.",
            "procedure",
        ),
        _m(
            "bring_in_highest_card",
            "Named the highest card for the bring-in",
            "In stud high the lowest upcard brings it in.",
            "announcement",
        ),
        _m(
            "bring_in_suit_order",
            "Broke a bring-in tie with the wrong suit",
            "Equal ranks: the lowest suit brings it in (clubs, diamonds, hearts, spades).",
            "announcement",
        ),
        _m(
            "bring_in_rank_only",
            "Named the bring-in by rank only",
            "The bring-in card is named by rank and suit.",
            "announcement",
        ),
        _m(
            "announced_a_possible_flush",
            "Announced a possible flush or straight",
            "Pairs and the high hand are announced; possible straights and flushes never.",
            "announcement",
        ),
        _m(
            "named_high_card_over_pair",
            "Named a high card over a pair",
            "A pair showing beats any high card: name the pair.",
            "announcement",
        ),
        _m(
            "named_the_low_hand_first",
            "Named the low hand first in stud high",
            "In stud high the best showing hand acts first (the low hand only in razz).",
            "announcement",
        ),
        _m(
            "pot_count_outside_pot_limit",
            "Counted the pot outside pot-limit",
            "Only pot-limit has a pot count; otherwise offer to spread the pot.",
            "announcement",
        ),
        _m(
            "counted_for_the_wrong_game",
            "Gave a pot-limit count in another game",
            "Only pot-limit has a pot count; otherwise offer to spread the pot.",
            "announcement",
        ),
        _m(
            "pot_without_the_call",
            "Left the call out of the pot-size raise",
            "Pot-size raise: call first, then raise the pot after the call.",
            "announcement",
        ),
        _m(
            "pot_forgot_bets_in_front",
            "Left the bets in front out of the pot",
            "The bets in front count in a pot-limit pot.",
            "announcement",
        ),
        _m(
            "pot_count_refused_in_pot_limit",
            "Refused a pot count in pot-limit",
            "In pot-limit the player facing the action is told the pot.",
            "announcement",
        ),
        _m(
            "redeal_not_a_replay",
            "Changed the hand for the re-deal",
            "A re-deal is an exact replay: same button, same blinds, same level, no new player.",
            "irregularity",
        ),
        _m(
            "missed_blind_hand_kept_live",
            "Kept live a hand dealt to a player who owed blinds and looked",
            "Owing blinds, dealt in by mistake and looking before posting: dead unless he has already acted.",
            "missed_blind_post",
        ),
        _m(
            "button_moved_during_stud",
            "Moved the button during the stud rounds",
            "In a mixed game the button is frozen through the stud games, where the next flop game would have it.",
            "next_blinds",
        ),
        _m(
            "bba_reduced_heads_up",
            "Reduced the big-blind ante heads-up",
            "The big-blind ante is not reduced, heads-up or at a final table.",
            "next_blinds",
        ),
        _m(
            "bba_paid_by_the_button",
            "Had the button pay the big-blind ante",
            "The big blind pays the big-blind ante; heads-up the button posts the small blind.",
            "next_blinds",
        ),
        _m(
            "hands_up_while_betting_open",
            "Turned hands up while betting was still possible",
            "Hands go face up when a player is all-in and no further betting is possible.",
            "show_first",
        ),
        _m(
            "main_pot_awarded_first",
            "Awarded the main pot first",
            "Side pots are awarded first, the last one formed first; the main pot last.",
            "show_first",
        ),
        _m(
            "spoken_hand_binds",
            "Let a spoken hand decide",
            "Cards speak: the dealer reads the tabled cards, whatever the player says.",
            "show_first",
        ),
        _m(
            "split_without_tabled_hands",
            "Split the pot with a hand that was not tabled",
            "To win any part of a pot a player tables all his cards, even to play the board.",
            "show_first",
        ),
        _m(
            "kept_an_uncalled_bet_in_the_pot",
            "Kept an uncalled bet in the pot",
            "A bet nobody called goes back to the bettor.",
            "show_first",
        ),
        _m(
            "made_the_last_hand_show",
            "Made the last live hand show",
            "The last live hand wins without showing.",
            "show_first",
        ),
        _m(
            "hands_up_hand_for_hand",
            "Turned hands up hand for hand",
            "Hand for hand, an all-in and call stays face down until the floor says so.",
            "show_first",
        ),
        _m(
            "counted_for_a_player_not_facing_action",
            "Counted an all-in for a player not facing the action",
            "Only the player facing the action gets a count; others get an estimate.",
            "announcement",
        ),
        _m(
            "show_one_not_shown_all",
            "Let a player show one opponent only",
            "Show one, show all: cards shown to one player are shown to everyone.",
            "announcement",
        ),
        _m(
            "must_move_waited",
            "Let a must-move player play on",
            "From a must-move game he moves at once unless he is in the small blind or on the button.",
            "balance_move",
        ),
        _m(
            "must_move_left_chips",
            "Moved the player without his chips",
            "Chips travel with the player: his whole stack.",
            "balance_move",
        ),
        _m(
            "new_player_dealt_between_sb_and_button",
            "Dealt a new player in between the small blind and the button",
            "A new player in that seat waits for the button to pass him.",
            "balance_move",
        ),
        _m(
            "new_player_kept_out_of_blinds",
            "Kept a new player out of a blind seat",
            "A new tournament player is dealt in at once, even in the blinds; only the seat between the small blind and the button waits.",
            "balance_move",
        ),
        _m(
            "new_player_posted_to_enter",
            "Made a tournament player post to enter",
            "A tournament player never posts extra to be dealt in.",
            "balance_move",
        ),
        _m(
            "wrong_seat_hands_voided",
            "Voided the hands played in the wrong seat",
            "He moves with his current stack; the hands played stand.",
            "balance_move",
        ),
        _m(
            "wrong_seat_left",
            "Left a player in the wrong seat",
            "A player in the wrong seat moves to his drawn seat.",
            "balance_move",
        ),
        _m(
            "kept_dealing_short_table",
            "Kept dealing at a short table",
            "Three or more short of the fullest table, with the blinds affected: stop and wait for the floor.",
            "balance_move",
        ),
        _m(
            "ranked_busts_on_one_hand",
            "Ranked players who busted on the same hand at different tables",
            "Busting on the same hand at different tables, they tie and share the prizes.",
            "balance_move",
        ),
        _m(
            "hand_for_hand_started_late",
            "Started hand-for-hand payouts after the current hand",
            "Payout eligibility starts at the announcement: the current hand counts.",
            "balance_move",
        ),
        _m(
            "hand_for_hand_clock_in_batches",
            "Took hand-for-hand time in batches",
            "Two minutes come off after each hand, not in batches.",
            "balance_move",
        ),
        _m(
            "hand_for_hand_clock_started_late",
            "Did not take time for the current hand",
            "The current hand is the first hand-for-hand hand: take two minutes for it.",
            "balance_move",
        ),
        _m(
            "new_level_applied_mid_hand",
            "Applied the new level to a hand already begun",
            "A hand begins at the first riffle; during a push the incoming dealer deals one hand at the old level.",
            "balance_move",
        ),
        _m(
            "refused_to_spread_the_pot",
            "Refused to help a player with the pot",
            "Outside pot-limit there is no count, but the dealer may spread the pot so the "
            "player can count it.",
            "announcement",
        ),
        # --- draw games: the stub runs out (issue 18)
        _m(
            "stub_own_discards_reshuffled",
            "Shuffled the player's own discards or the burn cards into the new stub",
            "Only the earlier players' discards make the new stub: he must never get back a "
            "card he threw, and burn cards are never dealt (RRoP, Lowball).",
            "draw_stub",
        ),
        _m(
            "stub_burn_card_dealt",
            "Dealt the burn card to a player",
            "A burn card is dead: it is never dealt and never shuffled back in.",
            "draw_stub",
        ),
        _m(
            "stub_short_hand",
            "Left the player short of cards",
            "He gets every card he discarded: what the stub lacks comes from a new stub of "
            "the earlier discards.",
            "draw_stub",
        ),
        _m(
            "stub_misdeal",
            "Called a misdeal when the stub ran out",
            "Running out of cards in a draw game is not a misdeal: the discards are reshuffled.",
            "draw_stub",
        ),
        _m(
            "stub_reshuffled_too_soon",
            "Reshuffled the discards while the stub still had enough cards",
            "The discards are reshuffled only when the stub cannot give a player all he asks.",
            "draw_stub",
        ),
        # --- any kind
        _m(
            "other_venue_rule",
            "Answered under another venue's rule",
            "Check the venue profile: the option in force decides this answer.",
            *KINDS,
        ),
    )
}
"""Every named mistake."""

NUMERIC_KINDS: Final = (
    "pot_count",
    "to_call",
    "min_raise",
    "pot_limit_max",
    "limit_bet",
    "side_pots",
    "stud_amounts",
    "showdown",
    "chip_count",
    "spread_range",
    "blinds",
    "rake",
    "chip_action",
    "verbal",
    "procedure",
    "next_blinds",
    "missed_blind_post",
    "show_first",
    "chip_race",
    "colour_up",
    "balance_move",
)
"""Kinds whose answer is made of amounts: each needs at least three named mistakes."""


def numeric_kinds_without_three_mistakes() -> list[str]:
    """Numeric kinds with fewer than three specific named mistakes (should be none)."""
    return [
        kind
        for kind in NUMERIC_KINDS
        if sum(1 for m in MISTAKES.values() if kind in m.kinds and m.id != "other_venue_rule") < 3
    ]


def traps(correct: Answer, candidates: Iterable[tuple[str, Answer | None]]) -> tuple[Trap, ...]:
    """The recognisable wrong answers: unknown ids are an error; duplicates are dropped.

    A candidate equal to the correct answer or to an earlier candidate is left out,
    so one wrong answer names one mistake.
    """
    seen: list[Answer] = [correct]
    out: list[Trap] = []
    for mid, answer in candidates:
        if mid not in MISTAKES:
            raise KeyError(f"unknown mistake id {mid!r}")
        if answer is None or answer in seen:
            continue
        for p in answer:  # a part no one could type: a negative amount or a negative share
            if (p.amount is not None and p.amount < 0) or (
                p.shares and any([a < 0 for _, a in p.shares])
            ):
                break
        else:  # no part no one could type
            seen.append(answer)
            out.append(new_trap(mid, answer))
    return tuple(out)


def diagnose(found: tuple[Trap, ...], given: Answer) -> Mistake | None:
    """The named mistake whose wrong answer equals ``given``, if any."""
    for trap in found:
        if trap.answer == given:
            return MISTAKES[trap.mistake]
    return None
