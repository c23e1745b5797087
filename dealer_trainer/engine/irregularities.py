"""Irregularities: misdeals, exposed, flashed and boxed cards, board and burn errors.

The rulebook is ``procedures.md`` P.1-P.3; its option switches are settings of the
venue profile (:mod:`dealer_trainer.engine.options`). :func:`rule_irregularity` takes
what went wrong (an :class:`Irregularity`) and the situation around it (the actions in
turn so far, whether action was taken on a board card...) and returns a frozen
:class:`IrregularityRuling`: the remedy, whether it is a misdeal, which chips go back,
how many cards are burned for the next street, the steps, what the dealer says, the
rule by book, edition and number and the switch that decided it.

IR-03: seat 5 skipped by the deal; seats 3 and 4 fold before anyone notices.

>>> r = rule_irregularity(Irregularity.SEAT_DEALT_OUT, acts=[Act.FOLD, Act.FOLD])
>>> r.remedy, r.option
(<Remedy.MISDEAL: 'misdeal'>, 'MISDEAL_CUTOFF=substantial_action')
>>> from dealer_trainer.engine.options import get_profile
>>> rule_irregularity(Irregularity.SEAT_DEALT_OUT, acts=[Act.FOLD, Act.FOLD],
...                   profile=get_profile("rrop-11")).remedy
<Remedy.PLAY_ON: 'play_on'>
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.options import (
    STANDARD,
    BurnErrorRecovery,
    FlopNoBurn,
    FourCardFlop,
    MisdealCutoff,
    OneExtraCardDealt,
    PrematureTurn,
    RedealAbsentPlayer,
    Stud7thExposed,
    StudExposedDowncard,
    TwoBoxedCards,
    VenueProfile,
)
from dealer_trainer.engine.state import HandState

__all__ = [
    "CITATIONS",
    "Act",
    "Irregularity",
    "IrregularityRuling",
    "Redeal",
    "Remedy",
    "Returned",
    "past_cutoff",
    "redeal",
    "rule_irregularity",
    "substantial_action",
    "void_returns",
]


class Act(StrEnum):
    """An action in turn (posted blinds and antes are not actions: TDA R36)."""

    CHECK = "check"
    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    FOLD = "fold"


_CHIPS_IN: Final = frozenset({Act.BET, Act.RAISE, Act.CALL})


def substantial_action(acts: Sequence[Act]) -> bool:
    """Substantial action (TDA R36): two actions in turn of which one puts chips in, or any
    three actions."""
    return len(acts) >= 3 or (len(acts) == 2 and any(a in _CHIPS_IN for a in acts))


def past_cutoff(acts: Sequence[Act], profile: VenueProfile = STANDARD) -> bool:
    """Whether a misdeal can no longer be declared (MISDEAL_CUTOFF)."""
    if profile.misdeal_cutoff is MisdealCutoff.TWO_PLAYERS_ACTED:
        return len(acts) >= 2
    return substantial_action(acts)


class Irregularity(StrEnum):
    """What went wrong (procedures P.1-P.3)."""

    FIRST_CARD_EXPOSED = "first_card_exposed"
    """One of the first two cards off the deck exposed by the dealer (flop games)."""
    TWO_DOWNCARDS_EXPOSED = "two_downcards_exposed"
    """Two downcards exposed by the dealer during the deal."""
    ONE_DOWNCARD_EXPOSED = "one_downcard_exposed"
    """A single downcard, not one of the first two, exposed or flashed by the dealer."""
    PLAYER_FLASHED = "player_flashed"
    """A player flashed or exposed his own card."""
    FIRST_CARD_WRONG_SEAT = "first_card_wrong_seat"
    """The first card dealt to the wrong seat, or cards dealt out of order."""
    SEAT_DEALT_OUT = "seat_dealt_out"
    """A seat entitled to a hand was skipped by the deal."""
    SEAT_NOT_ENTITLED = "seat_not_entitled"
    """Cards dealt to an empty seat or a player not entitled to a hand."""
    WRONG_NUMBER_OF_CARDS = "wrong_number_of_cards"
    """A player has too many or too few cards."""
    ONE_EXTRA_CARD = "one_extra_card"
    """One identifiable card pitched after every player had his starting hand."""
    BOXED_CARD = "boxed_card"
    """A single card found face up in the deck."""
    SECOND_BOXED_CARD = "second_boxed_card"
    """A second boxed card in the same hand."""
    FOULED_DECK = "fouled_deck"
    """Two identical cards, or a card with a different back, in play."""
    BUTTON_OUT_OF_POSITION = "button_out_of_position"
    """The button was in the wrong place for the deal."""
    STUD_DOWNCARD_EXPOSED = "stud_downcard_exposed"
    """Stud: one of a player's first two downcards exposed by the dealer."""
    STUD_7TH_EXPOSED = "stud_7th_exposed"
    """Stud: a 7th-street card dealt face up by mistake."""
    PREMATURE_FLOP = "premature_flop"
    PREMATURE_TURN = "premature_turn"
    PREMATURE_RIVER = "premature_river"
    FOUR_CARD_FLOP = "four_card_flop"
    FLOP_NO_BURN = "flop_no_burn"
    """The flop dealt without a burn card."""
    DOUBLE_BURN = "double_burn"
    """Two cards burned before a street."""


class Remedy(StrEnum):
    """What the dealer does about it."""

    MISDEAL = "misdeal"
    """Gather every card, reshuffle, re-deal as an exact replay (TDA R35-C)."""
    PLAY_ON = "play_on"
    """No misdeal: the hand is played out."""
    DEAD_HAND = "dead_hand"
    """The player's hand is dead; the hand continues."""
    REPLACE_AND_BURN = "replace_and_burn"
    """Complete the deal, give the player the top card, use the exposed card as the first burn."""
    CARD_PLAYS = "card_plays"
    """The card plays: the player exposed it himself."""
    BOXED_SET_ASIDE = "boxed_set_aside"
    """The boxed card is a scrap of paper: set aside, the next card takes its place."""
    VOID_RETURN_ALL = "void_return_all"
    """The hand is void; every chip goes back to whoever put it in."""
    EXTRA_CARD_IS_BURN = "extra_card_is_burn"
    """The extra card goes back on the stub as the first burn."""
    UPCARD_THIRD_DOWN = "upcard_third_down"
    """Stud: the exposed card becomes his upcard; his third card comes face down."""
    REPLACE_FACE_DOWN = "replace_face_down"
    """Stud 7th street: the exposed card is taken out; a replacement comes face down."""
    KEEP_WITH_ALLIN_OPTION = "keep_with_allin_option"
    """Stud 7th street: the card stays; its owner may declare all-in for the pot as it stands."""
    RESHUFFLE_REDEAL_NO_BURN = "reshuffle_redeal_no_burn"
    """The burn stays; the premature cards go back into the stub, which is reshuffled; after
    the betting the street is dealt again without another burn."""
    SET_ASIDE_PREMATURE = "set_aside_premature"
    """The premature card is set aside; burn and turn the next card; the set-aside card is
    shuffled into the stub for the river, dealt without a burn."""
    RANDOM_BURN_FROM_FOUR = "random_burn_from_four"
    """Scramble the four face down; the floor picks one as the turn's burn; the rest is the flop."""
    RESHUFFLE_FLOP = "reshuffle_flop"
    """The flop cards go back into the stub; reshuffle; a new flop without a burn."""
    SCRAMBLE_PICK_BURN = "scramble_pick_burn"
    """Scramble the three face down, one at random is the burn; the next card completes the flop."""
    CARD_STANDS = "card_stands"
    """Action was taken on the card: it stands."""
    DEAL_IN_LATE = "deal_in_late"
    """Deal the skipped player his cards from the stub and go on: never a ruling (the cards
    are not the ones the deal gave him), a wrong answer the quiz offers."""


class Returned(StrEnum):
    """Which chips go back when the ruling is made."""

    NOTHING = "nothing"
    VOLUNTARY_BETS = "voluntary_bets"
    """Chips put in by choice go back; blinds and antes stay posted for the re-deal."""
    EVERY_CHIP = "every_chip"
    """Every chip goes back to whoever put it in."""


CITATIONS: Final[dict[str, str]] = {
    "misdeal": "Poker TDA Rules 2024, Rules 35-A, 35-C, 36; WSOP 2026 Tournament Rules, "
    "Rule 88; WSOP 2026 Live Action Rules, Rules 108-109; Robert's Rules of Poker v11, "
    "Misdeals 1-2",
    "cutoff_rrop": "Robert's Rules of Poker v11, Misdeals 1-2",
    "after_sa": "Poker TDA Rules 2024, Rules 35-D, 36, 38 and Addendum Rule 38; WSOP 2026 "
    "Live Action Rules, Rules 109-110",
    "extra_misdeal": "Poker TDA Rules 2024, Rule 35-A-5",
    "extra_burn": "Robert's Rules of Poker v11, Hold'em 2; WSOP 2026 Live Action Rules, Rule 122",
    "exposed_one": "Robert's Rules of Poker v11, Hold'em 1; WSOP 2026 Live Action Rules, "
    "Rules 108, 124 (Poker TDA Rules 2024, Rule 35-A-7 lists only the misdeal cases)",
    "exposed_two": "Poker TDA Rules 2024, Rule 35-A-7; WSOP 2026 Tournament Rules, 88-a-7; "
    "WSOP 2026 Live Action Rules, Rule 108; Robert's Rules of Poker v11, Hold'em 1",
    "flashed": "WSOP 2026 Live Action Rules, Rule 123; Robert's Rules of Poker v11, "
    "Irregularities 12; Poker TDA Rules 2024, Rule 68",
    "boxed": "WSOP 2026 Live Action Rules, Rule 23; Poker TDA Rules 2024, Rule 35-A-1; "
    "WSOP 2026 Tournament Rules, 88-a-1",
    "two_boxed_void": "WSOP 2026 Live Action Rules, Rule 23",
    "fouled": "Poker TDA Rules 2024, Rule 35-E; WSOP 2026 Tournament Rules, 88-d; WSOP 2026 "
    "Live Action Rules, Rules 115-116",
    "button": "Poker TDA Rules 2024, Rule 34-A; WSOP 2026 Live Action Rules, Rules 108, 113",
    "stud_down_up": "Poker TDA Rules 2024, RP-10-A; WSOP 2026 Live Action Rules, Rule 218",
    "stud_down_misdeal": "WSOP 2026 Tournament Rules, 88-a-6",
    "stud_7th_replace": "Poker TDA Rules 2024, RP-10-B",
    "stud_7th_keep": "WSOP 2026 Live Action Rules, Rule 234",
    "premature": "Poker TDA Rules 2024, RP-5 and Rule 39-D; WSOP 2026 Live Action Rules, "
    "Rules 170-171; WSOP 2026 Tournament Rules, 90-f",
    "premature_rrop": "Robert's Rules of Poker v11, Hold'em 6 (set-aside procedure: secondary copy)",
    "four_random": "Poker TDA Rules 2024, Rule 39-A; WSOP 2026 Tournament Rules, Rule 89; "
    "WSOP 2026 Live Action Rules, Rule 167",
    "four_reshuffle": "Robert's Rules of Poker v11, Hold'em 3",
    "no_burn_scramble": "Poker TDA Rules 2024, Rule 39-B; WSOP 2026 Tournament Rules, 88-c-3-i",
    "no_burn_reshuffle": "WSOP 2026 Live Action Rules, Rule 168; Robert's Rules of Poker v11, "
    "Hold'em 4",
    "stands_one_burn": "Poker TDA Rules 2024, Rules 38, 39-B; WSOP 2026 Tournament Rules, 88-c-3",
    "stands_restore": "WSOP 2026 Live Action Rules, Rules 126, 169; Robert's Rules of Poker "
    "v11, Hold'em 5",
    "redeal": "Poker TDA Rules 2024, Rules 35-C, 23; WSOP 2026 Tournament Rules, 88-b, 79",
}
"""Every rule this module cites, by book, edition and number."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class IrregularityRuling:
    """The ruling on an irregularity."""

    what: Irregularity
    remedy: Remedy
    misdeal: bool
    returned: Returned
    burns_next_street: int | None
    """Cards burned from the stub before the next card is dealt (None when nothing is
    dealt next, e.g. a misdeal)."""
    steps: tuple[str, ...]
    announcement: str
    rule: str
    option: str | None
    """The switch and value that decided it, or None when every book agrees."""


_MISDEAL_CAUSES: Final = frozenset(
    {
        Irregularity.FIRST_CARD_EXPOSED,
        Irregularity.TWO_DOWNCARDS_EXPOSED,
        Irregularity.FIRST_CARD_WRONG_SEAT,
        Irregularity.SEAT_DEALT_OUT,
        Irregularity.SEAT_NOT_ENTITLED,
        Irregularity.WRONG_NUMBER_OF_CARDS,
        Irregularity.BUTTON_OUT_OF_POSITION,
    }
)

_MISDEAL_STEPS: Final = (
    'Stop dealing and say "misdeal".',
    "Gather every card, those already seen too; reshuffle and cut.",
    "Leave the button and every posted blind and ante where they are; return chips put in "
    "by choice.",
    "Re-deal as an exact replay: same button, same level, no new player.",
)


def _misdeal(what: Irregularity, rule: str, option: str | None, why: str) -> IrregularityRuling:
    return IrregularityRuling(
        what,
        Remedy.MISDEAL,
        True,
        Returned.VOLUNTARY_BETS,
        None,
        (why, *_MISDEAL_STEPS),
        "Misdeal.",
        rule,
        option,
    )


def rule_irregularity(
    what: Irregularity,
    *,
    acts: Sequence[Act] = (),
    profile: VenueProfile = STANDARD,
    action_on_card: bool = False,
    initial_deal: bool = True,
    betting_remains: bool = True,
) -> IrregularityRuling:
    """The ruling on ``what``.

    ``acts``: the actions in turn taken in the hand so far (for the misdeal cut-off).
    ``action_on_card``: a board card in question has had action (even one check).
    ``initial_deal``: a second boxed card was found on the initial deal.
    ``betting_remains``: stud 7th street, further betting is possible.
    """
    cut_option = f"MISDEAL_CUTOFF={profile.misdeal_cutoff.value}"
    sa = substantial_action(acts)
    late = past_cutoff(acts, profile)
    # the switch decides only when the two thresholds disagree
    option = cut_option if sa != (len(acts) >= 2) else None
    cut_rule = (
        CITATIONS["cutoff_rrop"]
        if profile.misdeal_cutoff is MisdealCutoff.TWO_PLAYERS_ACTED
        else CITATIONS["after_sa"]
    )
    if what in _MISDEAL_CAUSES:
        if not late:
            return _misdeal(
                what,
                CITATIONS["exposed_two"]
                if what in (Irregularity.FIRST_CARD_EXPOSED, Irregularity.TWO_DOWNCARDS_EXPOSED)
                else CITATIONS["misdeal"],
                option,
                "Found before the misdeal cut-off.",
            )
        if what is Irregularity.WRONG_NUMBER_OF_CARDS:
            burn_opt = f"BURN_ERROR_RECOVERY={profile.burn_error_recovery.value}"
            return IrregularityRuling(
                what,
                Remedy.DEAD_HAND,
                False,
                Returned.NOTHING,
                1,
                (
                    "Substantial action has occurred: no misdeal.",
                    "His hand is dead; his cards are mucked and nothing comes back to him.",
                    "Burn exactly one card for the next street.",
                ),
                "Your hand is dead; the hand continues.",
                CITATIONS["after_sa"],
                burn_opt
                if profile.burn_error_recovery is BurnErrorRecovery.ONE_BURN_PER_STREET
                else option,
            )
        return IrregularityRuling(
            what,
            Remedy.PLAY_ON,
            False,
            Returned.NOTHING,
            1,
            (
                "The misdeal cut-off is passed: the hand is played out as dealt.",
                *(
                    ("The seat dealt out has no hand this deal.",)
                    if what is Irregularity.SEAT_DEALT_OUT
                    else ()
                ),
            ),
            "The hand continues.",
            cut_rule if what is not Irregularity.BUTTON_OUT_OF_POSITION else CITATIONS["button"],
            option,
        )
    if what is Irregularity.ONE_DOWNCARD_EXPOSED:
        return IrregularityRuling(
            what,
            Remedy.REPLACE_AND_BURN,
            False,
            Returned.NOTHING,
            0,
            (
                "Not a misdeal: a single downcard, not one of the first two off the deck.",
                "Announce the exposed card to the whole table.",
                "Complete the deal; give the player the top card of the stub.",
                "Use the exposed card as the first burn; the player may not keep it.",
            ),
            "Exposed card.",
            CITATIONS["exposed_one"],
            None,
        )
    if what is Irregularity.PLAYER_FLASHED:
        return IrregularityRuling(
            what,
            Remedy.CARD_PLAYS,
            False,
            Returned.NOTHING,
            None,
            (
                "He exposed his own card: it plays, no replacement.",
                "Tournament: a possible penalty after the hand, never a dead hand.",
            ),
            "The card plays.",
            CITATIONS["flashed"],
            None,
        )
    if what is Irregularity.ONE_EXTRA_CARD:
        opt = f"ONE_EXTRA_CARD_DEALT={profile.one_extra_card_dealt.value}"
        if profile.one_extra_card_dealt is OneExtraCardDealt.MISDEAL:
            return _misdeal(
                what,
                CITATIONS["extra_misdeal"],
                opt,
                "A player was dealt the wrong number of cards.",
            )
        return IrregularityRuling(
            what,
            Remedy.EXTRA_CARD_IS_BURN,
            False,
            Returned.NOTHING,
            0,
            (
                "No misdeal: the extra card is identifiable and no one has acted.",
                "Put it back on top of the stub; it is the burn card for the flop.",
            ),
            "That card is the burn.",
            CITATIONS["extra_burn"],
            opt,
        )
    if what is Irregularity.BOXED_CARD:
        return IrregularityRuling(
            what,
            Remedy.BOXED_SET_ASIDE,
            False,
            Returned.NOTHING,
            None,
            (
                "A single boxed card is a scrap of paper, not a misdeal.",
                "Set it aside face up; the next card takes its place and the deal goes on.",
            ),
            "Boxed card.",
            CITATIONS["boxed"],
            None,
        )
    if what is Irregularity.SECOND_BOXED_CARD:
        opt = f"TWO_BOXED_CARDS={profile.two_boxed_cards.value}"
        if profile.two_boxed_cards is TwoBoxedCards.VOID_WHENEVER_FOUND:
            return _void(what, CITATIONS["two_boxed_void"], opt, "Two boxed cards void the hand.")
        if initial_deal:
            return _misdeal(what, CITATIONS["boxed"], None, "Two boxed cards on the initial deal.")
        return IrregularityRuling(
            what,
            Remedy.BOXED_SET_ASIDE,
            False,
            Returned.NOTHING,
            0,
            (
                "Only two boxed cards on the initial deal are a misdeal; this one is a scrap of "
                "paper.",
                "Set it aside; the next card takes its place.",
            ),
            "Boxed card.",
            CITATIONS["boxed"],
            opt,
        )
    if what is Irregularity.FOULED_DECK:
        return _void(
            what, CITATIONS["fouled"], None, "A fouled deck voids the hand, whatever the action."
        )
    if what is Irregularity.STUD_DOWNCARD_EXPOSED:
        opt = f"STUD_EXPOSED_DOWNCARD={profile.stud_exposed_downcard.value}"
        if profile.stud_exposed_downcard is StudExposedDowncard.MISDEAL:
            return _misdeal(
                what, CITATIONS["stud_down_misdeal"], opt, "A stud downcard exposed by the dealer."
            )
        return IrregularityRuling(
            what,
            Remedy.UPCARD_THIRD_DOWN,
            False,
            Returned.NOTHING,
            None,
            (
                "No misdeal.",
                "The exposed card becomes his upcard; his third card is dealt face down.",
                "If it is the lowest upcard he brings it in.",
            ),
            "Exposed card: it is his upcard.",
            CITATIONS["stud_down_up"],
            opt,
        )
    if what is Irregularity.STUD_7TH_EXPOSED:
        opt = f"STUD_7TH_EXPOSED={profile.stud_7th_exposed.value}"
        if profile.stud_7th_exposed is Stud7thExposed.REPLACE_CARD and betting_remains:
            return IrregularityRuling(
                what,
                Remedy.REPLACE_FACE_DOWN,
                False,
                Returned.NOTHING,
                None,
                ("Take the exposed card out of play.", "Deal him a replacement face down."),
                "Exposed card: replaced.",
                CITATIONS["stud_7th_replace"],
                opt,
            )
        return IrregularityRuling(
            what,
            Remedy.KEEP_WITH_ALLIN_OPTION,
            False,
            Returned.NOTHING,
            None,
            (
                "The card stays face up; the players after him get theirs face down.",
                "Before any action he chooses: all-in for the pot as it stands, or stay in for "
                "all further betting.",
                "The hand that led on 6th street leads on 7th.",
            ),
            "Exposed card: it stays.",
            CITATIONS["stud_7th_keep"],
            opt,
        )
    if what in (Irregularity.PREMATURE_FLOP, Irregularity.PREMATURE_RIVER) or (
        what is Irregularity.PREMATURE_TURN
        and profile.premature_turn is PrematureTurn.RESHUFFLE_STUB_REDEAL
    ):
        turn_opt = (
            f"PREMATURE_TURN={profile.premature_turn.value}"
            if what is Irregularity.PREMATURE_TURN
            else None
        )
        street = what.value.removeprefix("premature_")
        return IrregularityRuling(
            what,
            Remedy.RESHUFFLE_REDEAL_NO_BURN,
            False,
            Returned.NOTHING,
            0,
            (
                f"The premature {street} cannot be used, even if everyone would accept it.",
                "The burn card stays as the burn.",
                "Put the premature card(s) back into the stub; reshuffle the stub only, face "
                "down, and cut.",
                f"Complete the betting; deal the {street} again without another burn.",
            ),
            "Premature card.",
            CITATIONS["premature"],
            turn_opt,
        )
    if what is Irregularity.PREMATURE_TURN:
        return IrregularityRuling(
            what,
            Remedy.SET_ASIDE_PREMATURE,
            False,
            Returned.NOTHING,
            1,
            (
                "The premature turn cannot be used; set it aside.",
                "After the flop betting, burn and turn the next card as the turn.",
                "After the turn betting, shuffle the set-aside card into the stub (not the "
                "burns or discards), cut, and deal the river without a burn.",
            ),
            "Premature card.",
            CITATIONS["premature_rrop"],
            f"PREMATURE_TURN={profile.premature_turn.value}",
        )
    if what is Irregularity.FOUR_CARD_FLOP:
        opt = f"FOUR_CARD_FLOP={profile.four_card_flop.value}"
        if profile.four_card_flop is FourCardFlop.RANDOM_BURN_FROM_FOUR:
            return IrregularityRuling(
                what,
                Remedy.RANDOM_BURN_FROM_FOUR,
                False,
                Returned.NOTHING,
                0,
                (
                    "Call the floor before touching the cards.",
                    "Scramble the four cards face down; the floor picks one at random as the "
                    "next burn.",
                    "The other three are the flop; the turn comes without burning another card.",
                ),
                "Four-card flop: floor, please.",
                CITATIONS["four_random"],
                opt,
            )
        return IrregularityRuling(
            what,
            Remedy.RESHUFFLE_FLOP,
            False,
            Returned.NOTHING,
            1,
            (
                "The first burn stays; the four cards go back into the stub.",
                "Reshuffle the stub and cut; deal a new flop without a burn.",
                "The turn comes after a normal burn.",
            ),
            "Four-card flop: the flop is dealt again.",
            CITATIONS["four_reshuffle"],
            opt,
        )
    if what in (Irregularity.FLOP_NO_BURN, Irregularity.DOUBLE_BURN):
        if what is Irregularity.DOUBLE_BURN and not action_on_card:
            raise ValueError(
                "a double burn found before any action on the card is put right by the dealer: "
                "describe it with action_on_card=True"
            )
        if action_on_card:
            opt = f"BURN_ERROR_RECOVERY={profile.burn_error_recovery.value}"
            restore = profile.burn_error_recovery is BurnErrorRecovery.RESTORE_SEQUENCE
            if what is Irregularity.FLOP_NO_BURN:
                burns = 2 if restore else 1
                last = (
                    "Burn two cards for the turn, so it is the card that would have come."
                    if restore
                    else "Burn exactly one card for the turn."
                )
            else:
                burns = 0 if restore else 1
                last = (
                    "Put one of the two burned cards back on top of the stub as the next burn."
                    if restore
                    else "The two burns stay; burn one card from the stub for the next street."
                )
            return IrregularityRuling(
                what,
                Remedy.CARD_STANDS,
                False,
                Returned.NOTHING,
                burns,
                ("Action has been taken on the card: it stands.", last),
                "The card stands.",
                CITATIONS["stands_restore" if restore else "stands_one_burn"],
                opt,
            )
        opt = f"FLOP_NO_BURN={profile.flop_no_burn.value}"
        if profile.flop_no_burn is FlopNoBurn.SCRAMBLE_THREE_PICK_BURN:
            return IrregularityRuling(
                what,
                Remedy.SCRAMBLE_PICK_BURN,
                False,
                Returned.NOTHING,
                1,
                (
                    "Call the floor before touching the cards.",
                    "Scramble the three face down; one chosen at random is the burn.",
                    "The flop is the other two plus the next card of the stub.",
                ),
                "No burn on the flop: floor, please.",
                CITATIONS["no_burn_scramble"],
                opt,
            )
        return IrregularityRuling(
            what,
            Remedy.RESHUFFLE_FLOP,
            False,
            Returned.NOTHING,
            1,
            (
                "Put the exposed cards back into the stub; reshuffle the stub and cut.",
                "Deal the flop again.",
            ),
            "No burn on the flop: the flop is dealt again.",
            CITATIONS["no_burn_reshuffle"],
            opt,
        )
    raise ValueError(f"no ruling for {what!r}")  # pragma: no cover - every member handled


def _void(what: Irregularity, rule: str, option: str | None, why: str) -> IrregularityRuling:
    return IrregularityRuling(
        what,
        Remedy.VOID_RETURN_ALL,
        False,
        Returned.EVERY_CHIP,
        None,
        (why, "Stop the hand and call the floor.", "Return every chip to whoever put it in."),
        "The hand is void.",
        rule,
        option,
    )


def void_returns(hand: HandState) -> tuple[int, ...]:
    """What each player gets back when a hand is void: every chip he put in (IR-10)."""
    return tuple(live + dead for live, dead in zip(hand.live, hand.dead, strict=True))


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Redeal:
    """The terms of a re-deal after a misdeal: an exact replay (TDA R35-C)."""

    level: str
    """``original``: the level of the misdealt hand, even if the clock has moved on."""
    button_moves: bool
    new_players_dealt_in: bool
    absent_player_live: bool
    rule: str
    option: str | None


def redeal(*, absent_player_back: bool = False, profile: VenueProfile = STANDARD) -> Redeal:
    """Re-deal terms; ``absent_player_back``: a player away for the original deal sits down
    before the re-deal is complete (IR-08, IR-09)."""
    live = (
        absent_player_back and profile.redeal_absent_player is RedealAbsentPlayer.MAY_PLAY_IF_SEATED
    )
    return Redeal(
        "original",
        False,
        False,
        live,
        CITATIONS["redeal"],
        f"REDEAL_ABSENT_PLAYER={profile.redeal_absent_player.value}"
        if absent_player_back
        else None,
    )
