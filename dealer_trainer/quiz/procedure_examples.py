"""The 59 worked examples of procedures.md Part B, each posed as a quiz question.

Long because it holds all 59 worked examples of procedures.md Part B, one short function
each in the rulebook's order, so it reads side by side with the rulebook; it is a table more
than code.

:data:`EXAMPLES` maps a vector id (``IR-01``, ``PR-08``, ``TO-15``) to a function of the
venue profile that poses it: the situation in a dealer's words, the answer form, the key
from the engine (:mod:`dealer_trainer.engine.procedures`,
:mod:`dealer_trainer.engine.irregularities`), and every wrong answer offered as a named
mistake. A test grades each against the answer printed in the rulebook, under every
value of the switch the vector names.

>>> q = example("PR-09")
>>> q.kind, q.answer_lines()
('show_first', ('2',))
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Final

from dealer_trainer.engine import irregularities as irr
from dealer_trainer.engine import procedures as pr
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.evaluate import evaluate_high
from dealer_trainer.engine.irregularities import Act, Irregularity, Remedy
from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.kinds import Posed, question_from
from dealer_trainer.quiz.kinds_procedures import (
    IRREGULARITY_ANCHORS,
    REMEDY_MISTAKES,
    REMEDY_TEXT,
    ask_choice,
    ask_numbers,
    reletter,
)
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.prng import Prng

__all__ = ["EXAMPLES", "example"]

I = Irregularity  # noqa: E741 - short alias in the table of examples
_DEFAULT_WRONG: Final = (Remedy.MISDEAL, Remedy.PLAY_ON, Remedy.DEAD_HAND, Remedy.VOID_RETURN_ALL)


def _c(text: str) -> Card:
    return Card.parse(text)


def _irr(
    text: str,
    what: Irregularity,
    *wrong: Remedy,
    acts: tuple[Act, ...] = (),
    action_on_card: bool = False,
    initial_deal: bool = True,
) -> Callable[[VenueProfile], tuple[str, Posed]]:
    def build(profile: VenueProfile) -> tuple[str, Posed]:
        r = irr.rule_irregularity(
            what,
            acts=acts,
            profile=profile,
            action_on_card=action_on_card,
            initial_deal=initial_deal,
        )
        pool = [w for w in (*wrong, *_DEFAULT_WRONG) if w is not r.remedy]
        offered = list(dict.fromkeys(pool))[:3]
        posed = ask_choice(
            f"{text} What is the ruling?",
            REMEDY_TEXT[r.remedy],
            [(REMEDY_TEXT[w], REMEDY_MISTAKES[w]) for w in offered],
            rule=r.rule,
            anchor=IRREGULARITY_ANCHORS[what],
            option=r.option or "",
            steps=r.steps,
        )
        return "irregularity", posed

    return build


# --- B.P1 and B.P2: irregularities with a choice of remedies -----------------------------------

_SIMPLE: Final[dict[str, Callable[[VenueProfile], tuple[str, Posed]]]] = {
    "IR-01": _irr(
        "NLHE tournament, 100/200, 9 players; button seat 9, blinds posted. The dealer pitches "
        "the first card of the deal (to seat 1) face up.",
        I.FIRST_CARD_EXPOSED,
        Remedy.REPLACE_AND_BURN,
        Remedy.PLAY_ON,
    ),
    "IR-02": _irr(
        "NLHE cash 1/2, 8 players; button seat 4. The dealer deals the first card to seat 6 "
        "instead of seat 5, completes the deal, and the error is noticed before anyone acts.",
        I.FIRST_CARD_WRONG_SEAT,
    ),
    "IR-03": _irr(
        "NLHE tournament 100/200; button seat 9, SB seat 1, BB seat 2. Seat 5 was skipped by "
        "the deal. Seat 3 folds, seat 4 folds; the error is noticed when the action reaches "
        "seat 5.",
        I.SEAT_DEALT_OUT,
        acts=(Act.FOLD, Act.FOLD),
    ),
    "IR-04": _irr(
        "NLHE tournament 100/200; button seat 9. Seat 5 was skipped by the deal. Seat 3 calls "
        "200, seat 4 folds; the error is noticed when the action reaches seat 5.",
        I.SEAT_DEALT_OUT,
        acts=(Act.CALL, Act.FOLD),
    ),
    "IR-05": _irr(
        "NLHE tournament 100/200; seat 3 raises to 600, then seat 4 finds three cards in his hand.",
        I.WRONG_NUMBER_OF_CARDS,
        acts=(Act.RAISE,),
    ),
    "IR-06": _irr(
        "NLHE tournament 50/100; seat 3 folds, seat 4 calls 100, then seat 5 finds he has only "
        "one card.",
        I.WRONG_NUMBER_OF_CARDS,
        acts=(Act.FOLD, Act.CALL),
    ),
    "IR-07": _irr(
        "NLHE tournament 100/200, 8 players. After the two rounds of the deal the dealer "
        "pitches a third card to seat 1; it lies apart from his two cards and no one has acted.",
        I.ONE_EXTRA_CARD,
        Remedy.EXTRA_CARD_IS_BURN,
    ),
    "IR-10": _irr(
        "NLHE tournament 100/200. Pre-flop A raises to 600, B calls, the blinds fold; flop A "
        "bets 800, B calls; turn and river checked. At showdown both players hold the queen of "
        "spades.",
        I.FOULED_DECK,
        acts=(Act.RAISE, Act.CALL, Act.FOLD, Act.FOLD, Act.BET, Act.CALL),
    ),
    "IR-11": _irr(
        "NLHE cash 2/5, 8 players. In the second round of the deal the dealer flips seat 6's "
        "card face up (seven of clubs); seat 6 would like to keep it.",
        I.ONE_DOWNCARD_EXPOSED,
        Remedy.CARD_PLAYS,
    ),
    "IR-12": _irr(
        "NLHE tournament 200/400. During the deal the dealer exposes seat 4's first card and, "
        "later, seat 8's second card. No one has acted.",
        I.TWO_DOWNCARDS_EXPOSED,
        Remedy.REPLACE_AND_BURN,
    ),
    "IR-13": _irr(
        "NLHE cash 1/3. Seat 3 lifts his first card carelessly while the deal is still going; "
        "the players on both sides see it is an ace.",
        I.PLAYER_FLASHED,
        Remedy.REPLACE_AND_BURN,
    ),
    "IR-14": _irr(
        "Seven-card stud tournament 200/400. The dealer turns seat 4's first downcard (five of "
        "clubs) face up; seat 4's other cards are not yet dealt.",
        I.STUD_DOWNCARD_EXPOSED,
        Remedy.UPCARD_THIRD_DOWN,
        Remedy.REPLACE_AND_BURN,
    ),
    "IR-15": _irr(
        "Seven-card stud cash 20/40. Three players on 7th street; seat 2 led on 6th street. "
        "The dealer deals seat 5's 7th card face up; seat 2's came face down; betting remains.",
        I.STUD_7TH_EXPOSED,
        Remedy.REPLACE_FACE_DOWN,
        Remedy.KEEP_WITH_ALLIN_OPTION,
    ),
    "IR-16": _irr(
        "NLHE tournament 100/200. In the first round of the deal the next card to go to seat 5 "
        "is face up in the deck.",
        I.BOXED_CARD,
        Remedy.REPLACE_AND_BURN,
    ),
    "IR-17": _irr(
        "NLHE cash 2/5. One boxed card was set aside during the deal. Pre-flop and flop betting "
        "are complete; after burning for the turn the dealer finds the next card face up in "
        "the stub.",
        I.SECOND_BOXED_CARD,
        Remedy.BOXED_SET_ASIDE,
        Remedy.VOID_RETURN_ALL,
        acts=(Act.RAISE, Act.CALL, Act.CALL, Act.BET, Act.CALL),
        initial_deal=False,
    ),
    "IR-18": _irr(
        "NLHE cash 1/2. Pre-flop UTG calls 2, all fold to the SB who completes; before the BB "
        "acts the dealer burns and deals the flop.",
        I.PREMATURE_FLOP,
        Remedy.RESHUFFLE_FLOP,
        Remedy.CARD_STANDS,
    ),
    "IR-19": _irr(
        "NLHE cash 2/5, three players on the flop. A bets 30; before B acts the dealer burns "
        "and turns the nine of diamonds. B folds anyway and C, happy to play the nine, calls.",
        I.PREMATURE_TURN,
        Remedy.RESHUFFLE_REDEAL_NO_BURN,
        Remedy.SET_ASIDE_PREMATURE,
        Remedy.CARD_STANDS,
        acts=(Act.BET,),
    ),
    "IR-20": _irr(
        "NLHE tournament 100/200. After the burn the dealer turns four cards for the flop "
        "(K-spades, 7-diamonds, 7-clubs, 2-hearts).",
        I.FOUR_CARD_FLOP,
        Remedy.RANDOM_BURN_FROM_FOUR,
        Remedy.RESHUFFLE_FLOP,
    ),
    "IR-21": _irr(
        "NLHE tournament 100/200. The dealer deals the flop (J-hearts, 8-clubs, 4-spades) "
        "without burning; it is noticed before any flop action.",
        I.FLOP_NO_BURN,
        Remedy.SCRAMBLE_PICK_BURN,
        Remedy.RESHUFFLE_FLOP,
        Remedy.CARD_STANDS,
    ),
}


def _burns(text: str, what: Irregularity) -> Callable[[VenueProfile], tuple[str, Posed]]:
    def build(profile: VenueProfile) -> tuple[str, Posed]:
        r = irr.rule_irregularity(what, action_on_card=True, profile=profile)
        assert r.burns_next_street is not None
        other_value = (
            "restore_sequence"
            if profile.burn_error_recovery.value == "one_burn_per_street"
            else "one_burn_per_street"
        )
        other = irr.rule_irregularity(
            what, action_on_card=True, profile=profile.with_options(burn_error_recovery=other_value)
        )
        return "irregularity", ask_numbers(
            f"{text} Does the card stand (1 yes, 0 no), and how many cards are burned from "
            "the stub before the next card?",
            ("stands (1 yes, 0 no)", "cards burned from the stub"),
            (1, r.burns_next_street),
            [
                ("other_venue_rule", (1, other.burns_next_street or 0)),
                ("let_a_dealer_error_stand", (0, 1)),
            ],
            rule=r.rule,
            anchor="P.3",
            option=r.option or "",
            steps=r.steps,
        )

    return build


_BURNS: Final = {
    "IR-22": _burns(
        "NLHE tournament 100/200. The flop was dealt without a burn; the first player on the "
        "flop checks, then the missing burn is noticed.",
        I.FLOP_NO_BURN,
    ),
    "IR-23": _burns(
        "Limit hold'em cash 10/20. The dealer burns two cards, then turns the turn card; the "
        "first player bets 20 and the second calls; then the double burn is noticed.",
        I.DOUBLE_BURN,
    ),
}


def _ir08(profile: VenueProfile) -> tuple[str, Posed]:
    terms = irr.redeal()
    assert terms.level == "original"
    return "irregularity", ask_choice(
        "NLHE tournament 100/200, next level 150/300. A misdeal is declared with a few seconds "
        "left in the level; before the re-deal the clock rolls to 150/300 and the floor brings "
        "a late registrant to the empty seat 7. How is the re-deal played?",
        "At 100/200 with the same button and blinds; the late registrant plays from the next "
        "hand, at 150/300.",
        [
            (
                "At 150/300, the new level, with the late registrant dealt in.",
                "redeal_not_a_replay",
            ),
            ("At 100/200, with the late registrant dealt in.", "redeal_not_a_replay"),
            ("At 150/300 without the late registrant.", "redeal_not_a_replay"),
        ],
        rule=terms.rule,
        anchor="P.1",
    )


def _ir09(profile: VenueProfile) -> tuple[str, Posed]:
    terms = irr.redeal(absent_player_back=True, profile=profile)
    live = "He is dealt in and plays a live hand."
    killed = "Cards are dealt to his seat and killed; what he posted stays in the pot."
    right, wrong = (live, killed) if terms.absent_player_live else (killed, live)
    return "irregularity", ask_choice(
        "NLHE tournament 100/200, BBA 200. Seat 6 was away during the original deal; a misdeal "
        "is declared and seat 6 sits down before the re-deal is complete. Does he play the "
        "re-deal?",
        right,
        [
            (wrong, "other_venue_rule"),
            ("The button moves and he posts the next big blind.", "redeal_not_a_replay"),
        ],
        rule=terms.rule,
        anchor="P.1",
        option=terms.option or "",
    )


# --- B.P4 Button and blinds ------------------------------------------------------------------


def _positions(
    text: str, seats: int, occupied: list[int], button: int, sb: int, bb: int
) -> Callable[[VenueProfile], tuple[str, Posed]]:
    def build(profile: VenueProfile) -> tuple[str, Posed]:
        p = pr.next_positions(seats, occupied, button, sb, bb, profile)
        after_due = next(
            (p.big_blind - 1 + k) % seats + 1
            for k in range(1, seats + 1)
            if (p.big_blind - 1 + k) % seats + 1 in occupied
        )
        return "next_blinds", ask_numbers(
            f"{text} Where are the button, the small blind (0: none) and the big blind on the "
            "next hand?",
            ("button seat", "small blind seat (0: none)", "big blind seat"),
            (p.button, p.small_blind or 0, p.big_blind),
            [
                ("button_not_moved", (button, sb, bb)),
                ("big_blind_twice", (p.button, p.small_blind or 0, bb)),
                ("skipped_player_due_big_blind", (p.button, p.small_blind or 0, after_due)),
            ],
            rule=p.rule,
            anchor="P.4",
            option=p.option or "",
            steps=p.steps,
        )

    return build


def _pr04(profile: VenueProfile) -> tuple[str, Posed]:
    choices, rule, option = pr.missed_blind_choices(
        2, 5, missed_small=True, missed_big=True, profile=profile
    )
    straddle = next((c for c in choices if c.name == "straddle"), None)
    post = choices[0]
    return "missed_blind_post", ask_numbers(
        "NLHE cash 2/5. Player P missed his big and small blinds while away and returns when "
        "his seat is under the gun. If he posts to play now, how much is live, how much is "
        "dead, and what is in the pot before any action? And the pot if he may come back as "
        "the live straddle instead (0: not allowed)?",
        ("live", "dead", "pot before action", "pot with a straddle (0: not allowed)"),
        (
            post.live,
            post.dead,
            post.pot_before_action,
            straddle.pot_before_action if straddle else 0,
        ),
        [
            ("missed_blinds_all_live", (7, 0, 14, straddle.pot_before_action if straddle else 0)),
            ("dead_blind_left_out", (5, 2, 12, straddle.pot_before_action if straddle else 0)),
            ("other_venue_rule", (5, 2, 14, 0 if straddle else 17)),
        ],
        rule=rule,
        anchor="P.4",
        option=option,
    )


def _pr05(profile: VenueProfile) -> tuple[str, Posed]:
    case1, _, rule = pr.dealt_in_without_posting(looked=True, acted=False)
    case2, _, _ = pr.dealt_in_without_posting(looked=True, acted=True)
    word = {True: "live", False: "dead"}
    return "missed_blind_post", ask_choice(
        "NLHE cash 1/3. Q owes missed blinds and is dealt in by mistake. Case 1: Q looks at his "
        "cards, then the error is noticed before he acts. Case 2: Q has already called 3. Is "
        "his hand live?",
        f"Case 1 {word[case1]}; case 2 {word[case2]}, and he posts his missed blinds on the "
        "next deal.",
        [
            ("Both live; he posts now.", "missed_blind_hand_kept_live"),
            ("Both dead.", "killed_a_hand_wrongly"),
        ],
        rule=rule,
        anchor="P.4",
    )


def _pr06(profile: VenueProfile) -> tuple[str, Posed]:
    (buy, post), rule = pr.new_player_choices(2, 5)
    return "missed_blind_post", ask_numbers(
        "NLHE cash 2/5; button seat 3, seat 4 empty, SB seat 5, BB seat 6. A new player takes "
        "seat 4 before the deal and buys the button. How much does he post live and dead, and "
        "if he posts only a big blind instead, how much live?",
        ("live to buy the button", "dead to buy the button", "live with a big blind only"),
        (buy.live, buy.dead, post.live),
        [("missed_blinds_all_live", (7, 0, 5)), ("posted_only_the_big_blind", (5, 0, 5))],
        rule=rule,
        anchor="P.4",
    )


def _pr07(profile: VenueProfile) -> tuple[str, Posed]:
    seat = pr.frozen_button(9, range(1, 10), last_flop_button=4)
    return "next_blinds", ask_numbers(
        "HORSE tournament, all nine seats occupied. The last Omaha/8 hand of the round is "
        "played with the button on seat 4; razz, stud and stud/8 follow. On which seat is the "
        "button frozen, and where is it for the first hold'em hand afterwards?",
        ("frozen button seat", "first hold'em hand button seat"),
        (seat, seat),
        [("button_not_moved", (4, 4)), ("button_moved_during_stud", (seat, seat + 1))],
        rule=pr.CITATIONS["frozen_button"],
        anchor="P.4",
    )


def _to15(profile: VenueProfile) -> tuple[str, Posed]:
    p = pr.next_positions(9, [1, 4], button=1, small_blind=4, big_blind=1, profile=profile)
    bets = pr.forced_bets(p, 1_000, 2_000, bba=2_000)
    return "next_blinds", ask_numbers(
        "NLHE tournament heads-up, 1,000/2,000 with a 2,000 big-blind ante. What does the "
        "button post, what does the other player post in all, and what is in the pot before "
        "any action?",
        ("button posts", "other player posts", "pot"),
        (bets.posts[0][1], bets.posted_by(bets.posts[1][0]), bets.pot),
        [
            ("bba_reduced_heads_up", (1_000, 3_000, 4_000)),
            ("bba_paid_by_the_button", (3_000, 2_000, 5_000)),
        ],
        rule=bets.rule,
        anchor="P.4",
        option="BBA_PRIORITY=big_blind_first",
    )


# --- B.P5 Showdown ---------------------------------------------------------------------------


def _pr08(profile: VenueProfile) -> tuple[str, Posed]:
    s = pr.first_to_show(9, [1, 2, 3], button=9, last_aggressor=2)
    return "show_first", ask_numbers(
        "NLHE tournament 500/1,000. River: A (seat 1) bets 3,000, B (seat 2) raises to 9,000, "
        "C (seat 3) calls, A calls. Nobody tables. Which seat must show first?",
        ("seat",),
        (s.first,),
        [
            ("first_bettor_not_last_raiser", (1,)),
            ("last_caller_shows_first", (1,)),
            ("button_side_shows_first", (3,)),
        ],
        rule=s.rule,
        anchor="P.5",
    )


def _pr09(profile: VenueProfile) -> tuple[str, Posed]:
    s = pr.first_to_show(9, [2, 5, 8], button=9)
    return "show_first", ask_numbers(
        "NLHE cash 1/2; button seat 9. Players in seats 2, 5 and 8 check the river. Which seat "
        "must show first?",
        ("seat",),
        (s.first,),
        [("button_side_shows_first", (8,)), ("last_caller_shows_first", (5,))],
        rule=s.rule,
        anchor="P.5",
    )


def _pr10(profile: VenueProfile) -> tuple[str, Posed]:
    flop = pr.face_up(profile, betting_possible=True)
    turn = pr.face_up(profile, betting_possible=False)
    order = pr.pot_award_order(1)
    now = (
        "All three hands face up right after C's call on the turn, then burn and river; the "
        "B-C side pot first, then the main pot."
    )
    later = (
        "No hand turned until the river; B and C (side pot) show before A; the side pot first, "
        "then the main pot."
    )
    early = "All three hands face up as soon as A is all-in pre-flop."
    main_first = "Hands up after C's call on the turn; the main pot is awarded first."
    if flop.when is pr.FaceUp.NOT_YET and turn.when is pr.FaceUp.NOW:
        right, wrong = now, [(later, "other_venue_rule"), (early, "hands_up_while_betting_open")]
    else:
        right, wrong = later, [(now, "other_venue_rule"), (early, "hands_up_while_betting_open")]
    assert order[0] == "side pot 1"
    wrong.append((main_first, "main_pot_awarded_first"))
    return "show_first", ask_choice(
        "NLHE 100/200. Pre-flop A goes all-in for 1,500; B and C call. Flop: B and C check. "
        "Turn: B bets all-in, C calls. When are the hands turned up, and in what order are the "
        "pots awarded?",
        right,
        wrong,
        rule=turn.rule,
        anchor="P.5",
        option=turn.option or "",
    )


def _pr11(profile: VenueProfile) -> tuple[str, Posed]:
    r = pr.show_request(pr.RequestRole.FOLDED_PLAYER, profile)
    texts = {
        "paid_to_see": "No: E holds no cards and has no right to see it (B, who called, could).",
        "any_dealt_in_player": "Yes: E was dealt in; A's hand is shown and, asked for by "
        "someone other than the winner, is dead; B wins.",
        "collusion_only": "Only if E suspects collusion, and then with a floor person present.",
    }
    value = profile.show_request_right.value
    return "show_first", ask_choice(
        "NLHE 100/200. River: A bets 2,000, B calls and tables a pair of queens; A pushes his "
        "cards face down toward the muck. E, who folded pre-flop, asks to see A's hand. Must it "
        "be shown to E?",
        texts[value],
        [(t, "other_venue_rule") for v, t in texts.items() if v != value],
        rule=r.rule,
        anchor="P.5",
        option=r.option or "",
    )


def _pr12(profile: VenueProfile) -> tuple[str, Posed]:
    board = "Kh9h4c4sJh"
    a = evaluate_high("7h2h" + board)
    b = evaluate_high("QdTc" + board)
    winner = "A" if a > b else "B"
    return "show_first", ask_choice(
        "NLHE cash 1/2. Board K-hearts 9-hearts 4-clubs 4-spades J-hearts. A tables 7-hearts "
        '2-hearts and says "two pair"; B tables Q-10 offsuit. Who wins?',
        f"{winner}, with a {a.name if winner == 'A' else b.name}: cards speak.",
        [
            (f"B, with a {b.name}: A called two pair.", "spoken_hand_binds"),
            ("Split: A miscalled his hand.", "spoken_hand_binds"),
        ],
        rule="Poker TDA Rules 2024, Rule 12; WSOP 2026 Tournament Rules, Rule 69; WSOP 2026 "
        "Live Action Rules, Rule 144; Robert's Rules of Poker v11, Showdown 2",
        anchor="P.5",
    )


def _claim(
    text: str, tabled: bool, identifiable: bool, right_if: str, wrong_if: str, wrong_mistake: str
) -> Callable[[VenueProfile], tuple[str, Posed]]:
    def build(profile: VenueProfile) -> tuple[str, Posed]:
        claim, rule = pr.tabled_claim(tabled=tabled, identifiable=identifiable)
        right, wrong = (right_if, wrong_if) if claim else (wrong_if, right_if)
        return "show_first", ask_choice(
            text,
            right,
            [(wrong, wrong_mistake), ("Void the hand and return the bets.", "voided_a_live_hand")],
            rule=rule,
            anchor="P.5",
        )

    return build


def _pr15(profile: VenueProfile) -> tuple[str, Posed]:
    r = pr.early_muck(uncalled_bet=500, identifiable=False)
    return "show_first", ask_numbers(
        "NLHE tournament 100/200. River: A bets 500; before B acts, A throws his cards into the "
        "muck where they mix with other cards. How much goes back to A, and must B show to win "
        "(1 yes, 0 no)?",
        ("returned to A", "B must show (1 yes, 0 no)"),
        (r.returned, int(r.winner_must_show)),
        [("kept_an_uncalled_bet_in_the_pot", (0, 0)), ("made_the_last_hand_show", (500, 1))],
        rule=r.rule,
        anchor="P.5",
    )


def _to13(profile: VenueProfile) -> tuple[str, Posed]:
    r = pr.face_up(profile, betting_possible=False, hand_for_hand=True)
    assert r.when is pr.FaceUp.WAIT_FOR_FLOOR
    return "show_first", ask_choice(
        "NLHE tournament 1,000/2,000, hand-for-hand. Pre-flop A moves all-in for 14,000 and B "
        "calls. Does the dealer turn the hands up and run the board?",
        "No: both hands stay face down and no card is dealt until the floor says so.",
        [
            ("Yes: all hands face up, then the board.", "hands_up_hand_for_hand"),
            ("He deals the board, then the hands are shown.", "hands_up_hand_for_hand"),
        ],
        rule=r.rule,
        anchor="P.7",
    )


# --- B.P6 Announcements ----------------------------------------------------------------------


def _pr16(profile: VenueProfile) -> tuple[str, Posed]:
    nl = pr.pot_count_request("no_limit", pot=2_000)
    a = pr.pot_count_request("pot_limit", pot=2_000)
    b = pr.pot_count_request("pot_limit", pot=2_000, facing=2_000, bets_in_front=2_000)
    assert nl.amount is None and a.amount is not None and b.amount is not None
    return "announcement", ask_numbers(
        "Case 1, NLHE: after the flop the first to act asks how much is in the pot. Case 2, PLO: "
        "after the flop the pot is 2,000; A, first to act, asks for the pot and bets it; B asks "
        "for the pot. What does the dealer answer A, and what raise does he give B? (Case 1: "
        "give 0 if the dealer gives no count.)",
        ("case 1 count (0: none)", "to A", "B may raise to"),
        (0, a.amount, b.amount),
        [
            ("pot_count_outside_pot_limit", (2_000, a.amount, b.amount)),
            ("pot_without_the_call", (0, a.amount, 6_000)),
            ("pot_forgot_bets_in_front", (0, a.amount, 4_000)),
        ],
        rule=b.rule,
        anchor="P.6",
    )


def _pr17(profile: VenueProfile) -> tuple[str, Posed]:
    b_counted, rule = pr.count_allin_for(requester_facing_action=True)
    c_counted, _ = pr.count_allin_for(requester_facing_action=False)
    assert b_counted and not c_counted
    return "announcement", ask_choice(
        "NLHE tournament 500/1,000. A moves all-in with a mixed stack; C, two seats behind the "
        "next player B, asks how much it is; then B asks. Whom does the dealer count for?",
        "Only for B, who faces the action; C gets an estimate now and may ask on his turn.",
        [
            ("For both, as they ask.", "counted_for_a_player_not_facing_action"),
            ("For nobody: players count all-ins themselves.", "pot_count_refused_in_pot_limit"),
        ],
        rule=rule,
        anchor="P.6",
    )


def _pr18(profile: VenueProfile) -> tuple[str, Posed]:
    third = {2: [_c("9s")], 5: [_c("Jd")], 6: [_c("2c")], 7: [_c("5h")]}
    _, bring = pr.stud_announcement(third, 3)
    fourth = {2: [_c("Kc"), _c("Kd")], 5: [_c("9h"), _c("Th")], 7: [_c("As"), _c("3d")]}
    _, high = pr.stud_announcement(fourth, 4)
    return "announcement", ask_choice(
        "Seven-card stud cash 10/20, bring-in 3. 3rd street: the lowest upcard is the 2 of "
        "clubs (seat 6). 4th street: seat 2 shows K-clubs K-diamonds, seat 5 9-hearts "
        "10-hearts, seat 7 A-spades 3-diamonds. What does the dealer announce?",
        f'"{bring.capitalize()}"; then "{high}".',
        [
            (
                f'"{bring.capitalize()}"; then "possible straight flush, seat 5".',
                "announced_a_possible_flush",
            ),
            ('"Deuce brings it in"; then "ace high, first to act".', "named_high_card_over_pair"),
        ],
        rule=pr.CITATIONS["stud_announce"],
        anchor="P.6",
    )


def _pr19(profile: VenueProfile) -> tuple[str, Posed]:
    case1, rule = pr.show_one_show_all(recipient_can_act_this_round=True)
    case2, _ = pr.show_one_show_all(recipient_can_act_this_round=False)
    words = {
        "now": "shown to every player at once",
        "after_betting": "shown to everyone when the betting is over",
    }
    return "announcement", ask_choice(
        "NLHE cash 2/5. Case 1: on the flop A shows his hole cards to B, who is still in the "
        "hand and has yet to act. Case 2: A shows them to N, who has folded. What does the "
        "dealer do?",
        f"Case 1: {words[case1]}; case 2: {words[case2]}.",
        [
            ("Nothing in either case: a player may show whom he likes.", "show_one_not_shown_all"),
            ("A's hand is dead in both cases.", "killed_a_hand_wrongly"),
        ],
        rule=rule,
        anchor="P.6",
    )


# --- B.P7 Cash duties ------------------------------------------------------------------------


def _pr20(profile: VenueProfile) -> tuple[str, Posed]:
    house = profile.with_options(rake_percent=10, rake_cap=6)
    h1 = pr.rake(40, flop_seen=False, profile=house)
    h2 = pr.rake(50, flop_seen=True, profile=house)
    h3 = pr.rake(300, flop_seen=True, profile=house)
    other = pr.rake(
        40,
        flop_seen=False,
        profile=house.with_options(rake_no_flop_no_drop=not house.rake_no_flop_no_drop),
    )
    return "rake", ask_numbers(
        "NLHE cash 1/2; rake 10% capped at 6. Hand 1: raise, re-raise, everyone folds pre-flop; "
        "pot 40. Hand 2: flop seen; final pot 50. Hand 3: flop seen; final pot 300. The rake on "
        "each hand?",
        ("hand 1", "hand 2", "hand 3"),
        (h1.amount, h2.amount, h3.amount),
        [
            ("other_venue_rule", (other.amount, h2.amount, h3.amount)),
            ("ignored_rake_cap", (h1.amount, h2.amount, 30)),
            ("raked_no_flop", (4, h2.amount, h3.amount) if h1.amount == 0 else (h1.amount, 0, 0)),
        ],
        rule=h1.rule,
        anchor="P.8",
        option=f"NO_FLOP_NO_DROP={'on' if house.rake_no_flop_no_drop else 'off'}",
    )


def _pr21(profile: VenueProfile) -> tuple[str, Posed]:
    m = pr.must_move("under_the_gun", 640)
    return "balance_move", ask_numbers(
        "NLHE cash 2/5, must-move game. Player M, under the gun with 640, is called to the main "
        "game. May he play this hand first (1 yes, 0 no), and how much does he take with him?",
        ("plays this hand first (1 yes, 0 no)", "chips he takes"),
        (int(not m.moves_now), m.takes),
        [("must_move_waited", (1, 640)), ("must_move_left_chips", (0, 0))],
        rule=m.rule,
        anchor="P.8",
    )


# --- B.P8 Tournament duties ------------------------------------------------------------------


def _to01(profile: VenueProfile) -> tuple[str, Posed]:
    a = pr.arrival(9, 3, button=1, small_blind=2, big_blind=3)
    b = pr.arrival(9, 5, button=4, small_blind=6, big_blind=7)
    return "balance_move", ask_numbers(
        "NLHE tournament 200/400, BBA 400. Case 1: a late registrant draws seat 3, the big "
        "blind for the coming hand. Case 2: one draws seat 5 at another table, between the "
        "button (seat 4) and the small blind (seat 6). Is each dealt in now (1 yes, 0 no)?",
        ("case 1 dealt in", "case 2 dealt in"),
        (int(a.dealt_in), int(b.dealt_in)),
        [
            ("new_player_dealt_between_sb_and_button", (1, 1)),
            ("new_player_kept_out_of_blinds", (0, 0)),
        ],
        rule=a.rule,
        anchor="P.7",
    )


def _to02(profile: VenueProfile) -> tuple[str, Posed]:
    text, chips, rule = pr.wrong_seat(23_400)
    return "balance_move", ask_choice(
        "NLHE tournament 100/200. After three hands a player is found in seat 4 of table 12 "
        "instead of seat 4 of table 21; he now has 23,400. What happens?",
        f"He moves to table 21, seat 4, with his {chips:,}; the hands played stand.",
        [
            (
                "He moves with his starting stack; the hands played are void.",
                "wrong_seat_hands_voided",
            ),
            ("He stays where he is.", "wrong_seat_left"),
        ],
        rule=rule,
        anchor="P.7",
        steps=(text,),
    )


def _to03(profile: VenueProfile) -> tuple[str, Posed]:
    m = pr.balance_move(
        9,
        next_big_blind=3,
        short_table_occupied=[1, 2, 3, 4, 5, 7, 8, 9],
        short_table_last_big_blind=5,
    )
    assert m.to_seat is not None
    return "balance_move", ask_numbers(
        "NLHE tournament 400/800, BBA 800, 9-handed. Table 5 is full; its next big blind would "
        "be seat 3. Table 12 is short; its last big blind was seat 5 and seat 6 is empty. Who "
        "moves, and into which seat?",
        ("seat that moves (table 5)", "seat he takes (table 12)"),
        (m.mover, m.to_seat),
        [("moved_last_big_blind", (2, 6)), ("moved_the_button", (9, 6))],
        rule=m.rule,
        anchor="P.7",
    )


def _to04(profile: VenueProfile) -> tuple[str, Posed]:
    drawn = {
        s: _c(x)
        for s, x in zip(
            range(1, 10), ("3c", "As", "9d", "Th", "2h", "Kc", "5s", "8d", "Jc"), strict=True
        )
    }
    m = pr.mixed_game_mover(9, range(1, 10), frozen_button_seat=5, profile=profile, drawn=drawn)
    bb_value = "would_be_big_blind"
    other = pr.mixed_game_mover(
        9,
        range(1, 10),
        frozen_button_seat=5,
        profile=profile.with_options(
            mixed_game_balance_mover="high_card_draw"
            if profile.mixed_game_balance_mover.value == bb_value
            else bb_value
        ),
        drawn=drawn,
    )
    return "balance_move", ask_numbers(
        "HORSE tournament during razz; the flop-game button is frozen on seat 5 (a hold'em hand "
        "now would have the small blind on seat 6, the big blind on seat 7). A high card drawn "
        "at the table would give: "
        + ", ".join(f"seat {s} {c}" for s, c in drawn.items())
        + ". The floor needs one player. Which seat moves?",
        ("seat that moves",),
        (m.mover,),
        [("other_venue_rule", (other.mover,)), ("moved_the_button", (5,))],
        rule=m.rule,
        anchor="P.7",
        option=m.option or "",
    )


def _to05(profile: VenueProfile) -> tuple[str, Posed]:
    halt = pr.halt_short_table(players=6, most_elsewhere=9, blinds_affected=True)
    right = "He stops dealing and waits for the floor to bring players."
    wrong = "He deals on: the table is not empty."
    return "balance_move", ask_choice(
        "NLHE tournament 300/600, 9-handed. Table A has 6 players, table B 9 (the most). At "
        "table A the big blind for the coming hand would fall on an empty seat. What does "
        "table A's dealer do?",
        right if halt else wrong,
        [
            (wrong if halt else right, "kept_dealing_short_table"),
            ("He declares a misdeal of the last hand.", "misdeal_called_wrongly"),
        ],
        rule=pr.CITATIONS["halt"],
        anchor="P.7",
    )


def _to06(profile: VenueProfile) -> tuple[str, Posed]:
    order = pr.seat_card_order({"P": _c("As"), "Q": _c("Kd"), "R": _c("7c")})
    a = pr.arrival(9, 2, button=1, small_blind=3, big_blind=4)
    assert order[0] == "P"
    return "balance_move", ask_choice(
        "NLHE tournament 500/1,000. Table 30 breaks; seat cards are scrambled face down and "
        "each player gets a playing card face up. P drew the highest card by suit; his seat "
        "card sends him to table 8, seat 2, between the button (seat 1) and the small blind "
        "(seat 3). In what order are seat cards given out, and is P dealt in next hand?",
        "Highest card by suit first; P is "
        + (
            "dealt in at once."
            if a.dealt_in
            else "not dealt in until the button has passed him, and posts nothing extra."
        ),
        [
            ("Lowest card first; P is dealt in at once.", "new_player_dealt_between_sb_and_button"),
            (
                "Highest card first; P posts a big blind to play at once.",
                "new_player_posted_to_enter",
            ),
        ],
        rule=a.rule,
        anchor="P.7",
    )


def _race(
    text: str, leftovers: dict[int, int], cards: dict[int, list[str]], other_chips: set[int]
) -> Callable[[VenueProfile], tuple[str, Posed]]:
    def build(profile: VenueProfile) -> tuple[str, Posed]:
        race = pr.chip_race(
            leftovers,
            {s: [_c(x) for x in cs] for s, cs in cards.items()},
            old=25,
            new=100,
            other_chips=other_chips,
            profile=profile,
        )
        w = [*race.winners, 0, 0]
        kept = race.protected[0] if race.protected else 0
        ordered = sorted(((_c(x), s) for s, cs in cards.items() for x in cs), reverse=True)
        twice = [s for _, s in ordered[: race.raced]] + [0, 0]
        by_suit_reversed = sorted(((c.rank, 3 - int(c.suit), s) for c, s in ordered), reverse=True)
        rev: list[int] = []
        for _rank, _suit, s in by_suit_reversed:
            if s not in rev and len(rev) < race.raced:
                rev.append(s)
        rev += [0, 0]
        return "chip_race", ask_numbers(
            f"{text} How many 100 chips are raced, which seat wins the first and the second "
            "(0: none), and which seat is kept in with one chip (0: none)?",
            (
                "chips raced",
                "first chip: seat",
                "second chip: seat (0: none)",
                "kept in: seat (0: none)",
            ),
            (race.raced, w[0], w[1], kept),
            [
                ("race_two_chips_one_player", (race.raced, twice[0], twice[1], kept)),
                ("raced_a_player_out", (race.raced, w[0], w[1], 0)),
                ("race_suit_order_reversed", (race.raced, rev[0], rev[1], kept)),
            ],
            rule=race.rule,
            anchor="P.7",
            option=race.option or "",
            steps=race.steps,
        )

    return build


def _to10(profile: VenueProfile) -> tuple[str, Posed]:
    f = pr.exchange_found_chips(125, 100)
    return "colour_up", ask_numbers(
        "NLHE tournament; the 25 chips have been raced off and the smallest chip is now 100. "
        "After the race the dealer finds five 25s (125) in a player's stack. How many 100 "
        "chips does he get, and how much is removed?",
        ("100 chips", "removed"),
        (f.chips, f.removed),
        [("paid_for_part_of_a_chip", (2, 0)), ("no_exchange_after_race", (0, 125))],
        rule=f.rule,
        anchor="P.7",
    )


def _to11(profile: VenueProfile) -> tuple[str, Posed]:
    r = pr.hand_for_hand_busts(remaining=29, busted=3, places_paid=27)
    return "balance_move", ask_numbers(
        'NLHE tournament paying 27 places, 29 players left. The floor announces "finish the '
        'hand you are on, then hold, we are going hand for hand"; on that hand three players '
        "bust, each at a different table. What is the best place they tie for, how many paid "
        "places do they share, and how many players remain?",
        ("best place", "paid places shared", "players remaining"),
        (r.places[0], len(r.paid_places), r.remaining),
        [("ranked_busts_on_one_hand", (29, 0, 26)), ("hand_for_hand_started_late", (27, 0, 26))],
        rule=r.rule,
        anchor="P.7",
    )


def _to12(profile: VenueProfile) -> tuple[str, Posed]:
    # The vector reads the clock "17:30" and answers 17:28, 17:26, 17:24: two minutes per
    # hand read as hours:minutes (see the engine test of TO-12).
    after = pr.hand_for_hand_clock(17 * 3600 + 30 * 60, 3)
    minutes = tuple((t // 60) % 60 for t in after)
    return "balance_move", ask_numbers(
        "NLHE tournament; the clock shows 17:30 when hand-for-hand is announced. The current "
        "hand and two more hand-for-hand hands are completed. What minutes past 17 does the "
        "clock show after each hand?",
        ("after hand 1", "after hand 2", "after hand 3"),
        minutes,
        [
            ("hand_for_hand_clock_in_batches", (30, 30, 24)),
            ("hand_for_hand_clock_started_late", (30, 28, 26)),
        ],
        rule=pr.CITATIONS["hand_for_hand_clock"],
        anchor="P.7",
    )


def _to14(profile: VenueProfile) -> tuple[str, Posed]:
    c1 = pr.level_for_next_hand(pr.ClockEvent.AFTER_FIRST_RIFFLE)
    c2 = pr.level_for_next_hand(pr.ClockEvent.DURING_DEALER_PUSH)
    return "balance_move", ask_numbers(
        "NLHE tournament 300/600, next level 400/800. Case 1: the level ends just after the "
        "dealer's first riffle for the next hand. Case 2: it ends during a dealer push, before "
        "the incoming dealer starts. How many hands are still dealt at 300/600 in each case?",
        ("case 1", "case 2"),
        (c1.old_level_hands, c2.old_level_hands),
        [("new_level_applied_mid_hand", (0, 0))],
        rule=c1.rule,
        anchor="P.7",
    )


EXAMPLES: Final[dict[str, Callable[[VenueProfile], tuple[str, Posed]]]] = {
    **_SIMPLE,
    **_BURNS,
    "IR-08": _ir08,
    "IR-09": _ir09,
    "PR-01": _positions(
        "NLHE tournament 200/400, 9 seats all occupied. Button seat 9, SB seat 1, BB seat 2; "
        "seat 1 is eliminated on this hand.",
        9,
        [2, 3, 4, 5, 6, 7, 8, 9],
        9,
        1,
        2,
    ),
    "PR-02": _positions(
        "NLHE tournament 200/400, 9 seats all occupied. Button seat 9, SB seat 1, BB seat 2; "
        "seat 2 is eliminated on this hand.",
        9,
        [1, 3, 4, 5, 6, 7, 8, 9],
        9,
        1,
        2,
    ),
    "PR-03": _positions(
        "NLHE tournament 1,000/2,000, three players: A seat 2, B seat 5, C seat 8. This hand: "
        "button A, SB B, BB C; C is eliminated.",
        9,
        [2, 5],
        2,
        5,
        8,
    ),
    "PR-04": _pr04,
    "PR-05": _pr05,
    "PR-06": _pr06,
    "PR-07": _pr07,
    "PR-08": _pr08,
    "PR-09": _pr09,
    "PR-10": _pr10,
    "PR-11": _pr11,
    "PR-12": _pr12,
    "PR-13": _claim(
        "NLHE tournament 200/400. Board A-K-Q-J-10 of spades; river checked. A tables both hole "
        'cards; B says "I play the board" and releases his cards face down; the dealer pushes '
        "them into the muck. How is the pot awarded?",
        tabled=False,
        identifiable=False,
        right_if="B shares the pot.",
        wrong_if="All to A: B did not table his cards and they are now unidentifiable.",
        wrong_mistake="split_without_tabled_hands",
    ),
    "PR-14": _claim(
        "NLHE tournament 200/400. At a river showdown A properly tables a full house, B a "
        "flush; the dealer pushes A's cards into the muck before awarding the pot. Who wins?",
        tabled=True,
        identifiable=False,
        right_if="A: a properly tabled winning hand cannot be killed by the dealer.",
        wrong_if="B: A's hand is in the muck.",
        wrong_mistake="killed_a_hand_wrongly",
    ),
    "PR-15": _pr15,
    "PR-16": _pr16,
    "PR-17": _pr17,
    "PR-18": _pr18,
    "PR-19": _pr19,
    "PR-20": _pr20,
    "PR-21": _pr21,
    "TO-01": _to01,
    "TO-02": _to02,
    "TO-03": _to03,
    "TO-04": _to04,
    "TO-05": _to05,
    "TO-06": _to06,
    "TO-07": _race(
        "NLHE tournament, colour-up of the 25 chips (smallest chip now 100). Leftover 25s: "
        "seat 3 two (his only chips), seat 6 one, seat 8 one. Race cards: seat 3 7-diamonds "
        "4-clubs, seat 6 K-clubs, seat 8 10-hearts.",
        {3: 2, 6: 1, 8: 1},
        {3: ["7d", "4c"], 6: ["Kc"], 8: ["Th"]},
        {6, 8},
    ),
    "TO-08": _race(
        "NLHE tournament, colour-up of the 25 chips into 100s; everyone keeps other chips. "
        "Leftover 25s: seat 4 three, seat 7 two, seat 9 three. Race cards: seat 4 A-spades "
        "K-spades 3-diamonds; seat 7 Q-hearts 5-clubs; seat 9 J-spades 9-diamonds 2-clubs.",
        {4: 3, 7: 2, 9: 3},
        {4: ["As", "Ks", "3d"], 7: ["Qh", "5c"], 9: ["Js", "9d", "2c"]},
        {4, 7, 9},
    ),
    "TO-09": _race(
        "NLHE tournament, colour-up of the 25 chips into 100s; both players keep other chips. "
        "One 100 chip is raced: seat 2 holds the king of hearts, seat 6 the king of spades, "
        "other race cards lower (seat 8: queen of spades and three of clubs).",
        {2: 1, 6: 1, 8: 2},
        {2: ["Kh"], 6: ["Ks"], 8: ["Qs", "3c"]},
        {2, 6, 8},
    ),
    "TO-10": _to10,
    "TO-11": _to11,
    "TO-12": _to12,
    "TO-13": _to13,
    "TO-14": _to14,
    "TO-15": _to15,
}
"""Every Part B vector of procedures.md, posed as a question."""


def example(vector: str, profile: VenueProfile = STANDARD) -> Question:
    """The question posing one Part B vector under a venue profile."""
    if vector not in EXAMPLES:
        raise KeyError(f"no example {vector!r}; known: {', '.join(EXAMPLES)}")
    kind, posed = EXAMPLES[vector](profile)
    posed = reletter(posed, Prng(zlib.crc32(vector.encode())))
    vid = "F7S" if "stud" in posed.prompt.lower() else "NT"
    return question_from(
        kind,
        posed,
        qid=f"example:{vector}",
        variant=vid,
        structure=VARIANTS[vid].structure,
        profile=profile.name,
    )
