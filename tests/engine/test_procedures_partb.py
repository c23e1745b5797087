"""Every Part B example of procedures.md posed through the engine, under each switch value.

One test per vector id (the id is in the test's name). Where a vector names an option
switch, the test runs the engine under each value and checks that the answer changes
as the vector says. Seats are table seats as the vectors number them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dealer_trainer.engine import irregularities as irr
from dealer_trainer.engine import procedures as pr
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.evaluate import evaluate_high
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.irregularities import Act, Irregularity, Remedy, Returned
from dealer_trainer.engine.options import STANDARD, get_profile
from dealer_trainer.engine.state import HandSetup, HandState, Stakes

I = Irregularity  # noqa: E741 - short alias for the table of cases


def c(text: str) -> Card:
    return Card.parse(text)


def opt(**kw: str):  # type: ignore[no-untyped-def]
    return STANDARD.with_options(**kw)


# --- B.P1 Misdeals ----------------------------------------------------------------------------


def test_ir01_first_card_exposed_is_a_misdeal_and_an_exact_replay() -> None:
    r = irr.rule_irregularity(I.FIRST_CARD_EXPOSED)
    assert r.remedy is Remedy.MISDEAL and r.misdeal
    assert r.returned is Returned.VOLUNTARY_BETS  # blinds stay posted
    assert "35-A-7" in r.rule and r.option is None
    terms = irr.redeal()
    assert terms.level == "original" and not terms.button_moves and not terms.new_players_dealt_in


def test_ir02_first_card_to_the_wrong_seat_before_anyone_acts() -> None:
    r = irr.rule_irregularity(I.FIRST_CARD_WRONG_SEAT)
    assert r.misdeal and r.returned is Returned.VOLUNTARY_BETS
    # the re-deal starts with the first seat left of the button (seat 5 of 8, button 4)
    p = pr.next_positions(8, range(1, 9), button=3, small_blind=4, big_blind=5)
    assert p.button == 4 and p.small_blind == 5


@pytest.mark.parametrize(
    ("cutoff", "remedy"),
    [("substantial_action", Remedy.MISDEAL), ("two_players_acted", Remedy.PLAY_ON)],
)
def test_ir03_two_folds_and_the_misdeal_cutoff(cutoff: str, remedy: Remedy) -> None:
    profile = opt(misdeal_cutoff=cutoff)
    acts = [Act.FOLD, Act.FOLD]
    assert not irr.substantial_action(acts)
    r = irr.rule_irregularity(I.SEAT_DEALT_OUT, acts=acts, profile=profile)
    assert r.remedy is remedy
    assert r.option == f"MISDEAL_CUTOFF={cutoff}"
    if remedy is Remedy.PLAY_ON:
        assert any("no hand" in s for s in r.steps)


@pytest.mark.parametrize("cutoff", ["substantial_action", "two_players_acted"])
def test_ir04_call_and_fold_is_substantial_action_under_both(cutoff: str) -> None:
    acts = [Act.CALL, Act.FOLD]
    assert irr.substantial_action(acts)
    r = irr.rule_irregularity(I.SEAT_DEALT_OUT, acts=acts, profile=opt(misdeal_cutoff=cutoff))
    assert r.remedy is Remedy.PLAY_ON and not r.misdeal and r.returned is Returned.NOTHING
    assert r.option is None  # both thresholds agree


def test_ir05_wrong_number_of_cards_after_one_raise_is_a_misdeal() -> None:
    r = irr.rule_irregularity(I.WRONG_NUMBER_OF_CARDS, acts=[Act.RAISE])
    assert r.misdeal
    assert r.returned is Returned.VOLUNTARY_BETS  # seat 3's 600 back, blinds stay


def test_ir06_wrong_number_after_substantial_action_is_a_dead_hand_with_one_burn() -> None:
    r = irr.rule_irregularity(I.WRONG_NUMBER_OF_CARDS, acts=[Act.FOLD, Act.CALL])
    assert r.remedy is Remedy.DEAD_HAND and not r.misdeal
    assert r.returned is Returned.NOTHING and r.burns_next_street == 1
    assert r.option == "BURN_ERROR_RECOVERY=one_burn_per_street"


@pytest.mark.parametrize(
    ("value", "remedy"),
    [("misdeal", Remedy.MISDEAL), ("use_as_burn", Remedy.EXTRA_CARD_IS_BURN)],
)
def test_ir07_one_extra_card(value: str, remedy: Remedy) -> None:
    r = irr.rule_irregularity(I.ONE_EXTRA_CARD, profile=opt(one_extra_card_dealt=value))
    assert r.remedy is remedy and r.option == f"ONE_EXTRA_CARD_DEALT={value}"
    assert r.misdeal == (value == "misdeal")


def test_ir08_redeal_at_the_original_level_without_the_late_registrant() -> None:
    terms = irr.redeal()
    assert terms.level == "original"  # 100/200, though the clock shows 150/300
    assert not terms.new_players_dealt_in and not terms.button_moves
    late = pr.level_for_next_hand(pr.ClockEvent.BEFORE_FIRST_RIFFLE)
    assert late.old_level_hands == 0  # the next hand after the re-deal is at 150/300


@pytest.mark.parametrize(("value", "live"), [("may_play_if_seated", True), ("killed", False)])
def test_ir09_absent_player_and_the_redeal(value: str, live: bool) -> None:
    terms = irr.redeal(absent_player_back=True, profile=opt(redeal_absent_player=value))
    assert terms.absent_player_live is live
    assert terms.option == f"REDEAL_ABSENT_PLAYER={value}"


def test_ir10_fouled_deck_returns_every_chip_as_contributed() -> None:
    # p1 SB, p2 BB, p3 = A, p4 = B
    hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (20_000,) * 4))
    hand.raise_to(600)  # A
    hand.check_or_call()  # B
    hand.fold()  # SB
    hand.fold()  # BB
    hand.deal_board([c("2c"), c("7d"), c("9h")])
    hand.raise_to(800)  # A bets
    hand.check_or_call()  # B
    for card in ("Js", "3d"):
        hand.deal_board([c(card)])
        hand.check_or_call()
        hand.check_or_call()
    r = irr.rule_irregularity(I.FOULED_DECK, acts=[Act.RAISE, Act.CALL, Act.FOLD, Act.FOLD])
    assert r.remedy is Remedy.VOID_RETURN_ALL and r.returned is Returned.EVERY_CHIP
    assert irr.void_returns(hand) == (100, 200, 1_400, 1_400)


# --- B.P2 Exposed, flashed and boxed cards ---------------------------------------------------


def test_ir11_single_dealer_exposed_downcard_is_replaced_and_burned() -> None:
    r = irr.rule_irregularity(I.ONE_DOWNCARD_EXPOSED)
    assert r.remedy is Remedy.REPLACE_AND_BURN and not r.misdeal
    assert any("may not keep" in s for s in r.steps)
    assert "Robert's Rules of Poker v11, Hold'em 1" in r.rule


def test_ir12_two_exposed_downcards_are_a_misdeal() -> None:
    assert irr.rule_irregularity(I.TWO_DOWNCARDS_EXPOSED).remedy is Remedy.MISDEAL


def test_ir13_a_card_the_player_flashes_plays() -> None:
    r = irr.rule_irregularity(I.PLAYER_FLASHED)
    assert r.remedy is Remedy.CARD_PLAYS and r.burns_next_street is None


@pytest.mark.parametrize(
    ("value", "remedy"),
    [("deal_third_down", Remedy.UPCARD_THIRD_DOWN), ("misdeal", Remedy.MISDEAL)],
)
def test_ir14_stud_downcard_exposed(value: str, remedy: Remedy) -> None:
    r = irr.rule_irregularity(I.STUD_DOWNCARD_EXPOSED, profile=opt(stud_exposed_downcard=value))
    assert r.remedy is remedy and r.option == f"STUD_EXPOSED_DOWNCARD={value}"


@pytest.mark.parametrize(
    ("value", "remedy"),
    [
        ("replace_card", Remedy.REPLACE_FACE_DOWN),
        ("keep_with_allin_option", Remedy.KEEP_WITH_ALLIN_OPTION),
    ],
)
def test_ir15_stud_seventh_street_card_exposed(value: str, remedy: Remedy) -> None:
    r = irr.rule_irregularity(I.STUD_7TH_EXPOSED, profile=opt(stud_7th_exposed=value))
    assert r.remedy is remedy
    if remedy is Remedy.KEEP_WITH_ALLIN_OPTION:
        assert any("led on 6th street" in s for s in r.steps)


def test_ir16_single_boxed_card_is_set_aside() -> None:
    r = irr.rule_irregularity(I.BOXED_CARD)
    assert r.remedy is Remedy.BOXED_SET_ASIDE and not r.misdeal


@pytest.mark.parametrize(
    ("value", "remedy", "returned"),
    [
        ("misdeal_initial_deal_only", Remedy.BOXED_SET_ASIDE, Returned.NOTHING),
        ("void_whenever_found", Remedy.VOID_RETURN_ALL, Returned.EVERY_CHIP),
    ],
)
def test_ir17_second_boxed_card_after_substantial_action(
    value: str, remedy: Remedy, returned: Returned
) -> None:
    r = irr.rule_irregularity(
        I.SECOND_BOXED_CARD,
        acts=[Act.CALL, Act.CALL, Act.CHECK, Act.BET, Act.CALL],
        initial_deal=False,
        profile=opt(two_boxed_cards=value),
    )
    assert r.remedy is remedy and r.returned is returned
    assert r.option == f"TWO_BOXED_CARDS={value}"


# --- B.P3 Board irregularities ---------------------------------------------------------------


def test_ir18_premature_flop() -> None:
    r = irr.rule_irregularity(I.PREMATURE_FLOP)
    assert r.remedy is Remedy.RESHUFFLE_REDEAL_NO_BURN and r.burns_next_street == 0
    assert any("stub only" in s for s in r.steps)


@pytest.mark.parametrize(
    ("value", "remedy", "burns"),
    [
        ("reshuffle_stub_redeal", Remedy.RESHUFFLE_REDEAL_NO_BURN, 0),
        ("set_aside_next_card", Remedy.SET_ASIDE_PREMATURE, 1),
    ],
)
def test_ir19_premature_turn(value: str, remedy: Remedy, burns: int) -> None:
    r = irr.rule_irregularity(I.PREMATURE_TURN, acts=[Act.BET], profile=opt(premature_turn=value))
    assert r.remedy is remedy and r.burns_next_street == burns
    assert r.option == f"PREMATURE_TURN={value}"
    assert not r.misdeal  # the nine cannot be the turn; B's fold and C's call stand


@pytest.mark.parametrize(
    ("value", "remedy", "turn_burns"),
    [
        ("random_burn_from_four", Remedy.RANDOM_BURN_FROM_FOUR, 0),
        ("reshuffle_redeal", Remedy.RESHUFFLE_FLOP, 1),
    ],
)
def test_ir20_four_card_flop(value: str, remedy: Remedy, turn_burns: int) -> None:
    r = irr.rule_irregularity(I.FOUR_CARD_FLOP, profile=opt(four_card_flop=value))
    assert r.remedy is remedy and r.burns_next_street == turn_burns


@pytest.mark.parametrize(
    ("value", "remedy"),
    [
        ("scramble_three_pick_burn", Remedy.SCRAMBLE_PICK_BURN),
        ("reshuffle_stub", Remedy.RESHUFFLE_FLOP),
    ],
)
def test_ir21_flop_without_a_burn_before_action(value: str, remedy: Remedy) -> None:
    r = irr.rule_irregularity(I.FLOP_NO_BURN, profile=opt(flop_no_burn=value))
    assert r.remedy is remedy and r.option == f"FLOP_NO_BURN={value}"
    # scramble: exactly two of the three exposed cards stay in the flop
    assert any("other two" in s for s in r.steps) == (value == "scramble_three_pick_burn")


@pytest.mark.parametrize(("value", "burns"), [("one_burn_per_street", 1), ("restore_sequence", 2)])
def test_ir22_flop_without_a_burn_after_a_check_stands(value: str, burns: int) -> None:
    r = irr.rule_irregularity(
        I.FLOP_NO_BURN, action_on_card=True, profile=opt(burn_error_recovery=value)
    )
    assert r.remedy is Remedy.CARD_STANDS and r.burns_next_street == burns


@pytest.mark.parametrize(
    ("value", "burns_from_stub"), [("restore_sequence", 0), ("one_burn_per_street", 1)]
)
def test_ir23_double_burn_before_the_turn(value: str, burns_from_stub: int) -> None:
    r = irr.rule_irregularity(
        I.DOUBLE_BURN, action_on_card=True, profile=opt(burn_error_recovery=value)
    )
    assert r.remedy is Remedy.CARD_STANDS
    # restore: one of the two burned cards goes back on the stub as the river burn
    assert r.burns_next_street == burns_from_stub


# --- B.P4 Button and blinds ------------------------------------------------------------------


def test_pr01_dead_button_small_blind_busts() -> None:
    p = pr.next_positions(9, [2, 3, 4, 5, 6, 7, 8, 9], button=9, small_blind=1, big_blind=2)
    assert (p.big_blind, p.small_blind, p.button) == (3, 2, 1)
    assert p.last_to_act == 9  # seat 9 has last action after the flop again
    assert p.option == "BUTTON_MOVEMENT=dead_button"
    moving = pr.next_positions(
        9, [2, 3, 4, 5, 6, 7, 8, 9], 9, 1, 2, opt(button_movement="moving_button")
    )
    assert (moving.button, moving.small_blind, moving.big_blind) == (2, 3, 4)


def test_pr02_dead_button_big_blind_busts() -> None:
    p = pr.next_positions(9, [1, 3, 4, 5, 6, 7, 8, 9], button=9, small_blind=1, big_blind=2)
    assert (p.big_blind, p.small_blind, p.button, p.first_to_act) == (3, None, 1, 4)
    assert "No small blind" in p.announcement


def test_pr03_three_handed_to_heads_up() -> None:
    # A seat 2, B seat 5, C seat 8; this hand button A, SB B, BB C; C is eliminated
    p = pr.next_positions(9, [2, 5], button=2, small_blind=5, big_blind=8)
    assert p.heads_up and p.button == 5 and p.small_blind == 5 and p.big_blind == 2
    assert p.first_to_act == 5  # B acts first pre-flop; A first on the flop
    bets = pr.forced_bets(p, 1_000, 2_000)
    assert bets.posts == ((5, 1_000, 0), (2, 2_000, 0))


@pytest.mark.parametrize(
    ("value", "pots"),
    [
        ("post_or_wait", {"post": 14, "wait": 0}),
        ("post_wait_or_straddle", {"post": 14, "wait": 0, "straddle": 17}),
    ],
)
def test_pr04_returning_after_missing_both_blinds(value: str, pots: dict[str, int]) -> None:
    choices, _rule, option = pr.missed_blind_choices(
        2, 5, missed_small=True, missed_big=True, profile=opt(missed_blind_return=value)
    )
    assert {ch.name: ch.pot_before_action for ch in choices} == pots
    post = choices[0]
    assert (post.live, post.dead) == (5, 2)
    assert option == f"MISSED_BLIND_RETURN={value}"


def test_pr05_owes_blinds_dealt_in_without_posting() -> None:
    assert pr.dealt_in_without_posting(looked=True, acted=False)[0] is False
    live, text, _ = pr.dealt_in_without_posting(looked=True, acted=True)
    assert live and "next deal" in text


def test_pr06_new_player_buys_the_button() -> None:
    (buy, post_bb), rule = pr.new_player_choices(2, 5)
    assert (buy.live, buy.dead) == (5, 2) and (post_bb.live, post_bb.dead) == (5, 0)
    assert "158" in rule and buy.dealt_in_now and post_bb.dealt_in_now
    # seat 4 between button 3 and SB 5 is the seat a new player may buy the button from
    assert not pr.arrival(9, 4, button=3, small_blind=5, big_blind=6).dealt_in


def test_pr07_button_frozen_for_the_stud_games() -> None:
    assert pr.frozen_button(9, range(1, 10), last_flop_button=4) == 5


# --- B.P5 Showdown ---------------------------------------------------------------------------


def test_pr08_last_river_aggressor_shows_first() -> None:
    # A seat 1 bets, B seat 2 raises, C seat 3 calls, A calls
    s = pr.first_to_show(9, [1, 2, 3], button=9, last_aggressor=2)
    assert s.first == 2


def test_pr09_checked_river_first_left_of_the_button_shows() -> None:
    assert pr.first_to_show(9, [2, 5, 8], button=9).first == 2


@pytest.mark.parametrize("value", ["when_action_complete", "at_showdown_in_order"])
def test_pr10_when_all_in_hands_are_turned_up(value: str) -> None:
    profile = opt(allin_face_up=value)
    flop = pr.face_up(profile, betting_possible=True)  # B and C could still bet
    turn = pr.face_up(profile, betting_possible=False)  # B all-in, C called
    if value == "when_action_complete":
        assert flop.when is pr.FaceUp.NOT_YET and turn.when is pr.FaceUp.NOW
    else:
        assert flop.when is turn.when is pr.FaceUp.AT_SHOWDOWN
        # B (seat 2) and C (seat 3) in the side pot show before A (seat 1), main pot only
        assert pr.allin_show_order({1: 0, 2: 1, 3: 1}) == (2, 3, 1)
    assert pr.pot_award_order(1) == ("side pot 1", "main pot")


@pytest.mark.parametrize(
    ("value", "shown", "dead", "floor"),
    [
        ("paid_to_see", False, False, False),
        ("any_dealt_in_player", True, True, False),
        ("collusion_only", False, False, False),
    ],
)
def test_pr11_folded_player_asks_to_see_a_called_hand(
    value: str, shown: bool, dead: bool, floor: bool
) -> None:
    r = pr.show_request(pr.RequestRole.FOLDED_PLAYER, opt(show_request_right=value))
    assert (r.shown, r.requested_hand_dead, r.needs_floor) == (shown, dead, floor)
    assert r.option == f"SHOW_REQUEST_RIGHT={value}"
    if value == "paid_to_see":  # B, who called and tabled, could demand it
        assert pr.show_request(pr.RequestRole.CALLER_HOLDING_CARDS).shown
    if value == "collusion_only":
        assert pr.show_request(
            pr.RequestRole.FOLDED_PLAYER, opt(show_request_right=value), collusion_suspected=True
        ).needs_floor


def test_pr12_cards_speak() -> None:
    board = "Kh9h4c4sJh"
    a = evaluate_high("7h2h" + board)
    b = evaluate_high("QdTc" + board)
    assert a > b
    assert a.name.startswith("flush") and b.name.startswith("straight")


def test_pr13_playing_the_board_needs_tabled_cards() -> None:
    assert pr.tabled_claim(tabled=True, identifiable=True)[0]  # A
    assert not pr.tabled_claim(tabled=False, identifiable=False)[0]  # B, mucked


def test_pr14_dealer_cannot_kill_a_tabled_winner() -> None:
    claim, rule = pr.tabled_claim(tabled=True, identifiable=False)
    assert claim and "13-A/B/C" in rule


def test_pr15_bettor_mucks_before_the_opponent_acts() -> None:
    r = pr.early_muck(uncalled_bet=500, identifiable=False)
    assert r.out_of_hand and r.returned == 500 and not r.winner_must_show
    assert "15-B" in r.rule
    assert not pr.early_muck(uncalled_bet=500, identifiable=True).out_of_hand


# --- B.P6 Announcements ----------------------------------------------------------------------


def test_pr16_pot_count_requests() -> None:
    nl = pr.pot_count_request("no_limit", pot=2_000)
    assert nl.amount is None and nl.spread
    assert pr.pot_count_request("pot_limit", pot=2_000).amount == 2_000
    b = pr.pot_count_request("pot_limit", pot=2_000, facing=2_000, bets_in_front=2_000)
    assert b.amount == 8_000


def test_pr17_all_in_counted_only_for_the_player_facing_action() -> None:
    assert pr.count_allin_for(requester_facing_action=True)[0]
    assert not pr.count_allin_for(requester_facing_action=False)[0]


def test_pr18_stud_announcements() -> None:
    third = {2: [c("9s")], 5: [c("Jd")], 6: [c("2c")], 7: [c("5h")]}
    assert pr.stud_announcement(third, 3) == (6, "deuce of clubs brings it in")
    fourth = {2: [c("Kc"), c("Kd")], 5: [c("9h"), c("Th")], 7: [c("As"), c("3d")]}
    seat, said = pr.stud_announcement(fourth, 4)
    assert (seat, said) == (2, "pair of kings, first to act")
    assert "straight" not in said and "flush" not in said


def test_pr19_show_one_show_all() -> None:
    assert pr.show_one_show_all(recipient_can_act_this_round=True)[0] == "now"
    assert pr.show_one_show_all(recipient_can_act_this_round=False)[0] == "after_betting"


# --- B.P7 Cash-game duties -------------------------------------------------------------------


@pytest.mark.parametrize(("nfnd", "hand1"), [(True, 0), (False, 4)])
def test_pr20_rake_and_no_flop_no_drop(nfnd: bool, hand1: int) -> None:
    profile = STANDARD.with_options(rake_percent=10, rake_cap=6, rake_no_flop_no_drop=nfnd)
    assert pr.rake(40, flop_seen=False, profile=profile).amount == hand1
    assert pr.rake(50, flop_seen=True, profile=profile).amount == 5
    assert pr.rake(300, flop_seen=True, profile=profile).amount == 6


def test_pr21_must_move_from_under_the_gun() -> None:
    m = pr.must_move("under_the_gun", 640)
    assert m.moves_now and m.takes == 640
    assert not pr.must_move("button", 640).moves_now


# --- B.P8 Tournament duties ------------------------------------------------------------------


def test_to01_late_registrant_first_hand() -> None:
    case1 = pr.arrival(9, 3, button=1, small_blind=2, big_blind=3)
    assert case1.dealt_in and case1.posts == "big blind"
    case2 = pr.arrival(9, 5, button=4, small_blind=6, big_blind=7)
    assert not case2.dealt_in and case2.posts == "nothing"


def test_to02_wrong_seat_moves_with_current_stack() -> None:
    text, chips, rule = pr.wrong_seat(23_400)
    assert chips == 23_400 and "stand" in text and "Rule 7" in rule


def test_to03_balancing_who_moves_and_where() -> None:
    short = [1, 2, 3, 4, 5, 7, 8, 9]  # seat 6 empty
    m = pr.balance_move(
        9, next_big_blind=3, short_table_occupied=short, short_table_last_big_blind=5
    )
    assert (m.mover, m.to_seat) == (3, 6)


@pytest.mark.parametrize(("value", "mover"), [("would_be_big_blind", 7), ("high_card_draw", 2)])
def test_to04_balancing_in_a_mixed_event_during_stud(value: str, mover: int) -> None:
    drawn = {
        s: c(x)
        for s, x in zip(
            range(1, 10), ["3c", "As", "9d", "Th", "2h", "Kc", "5s", "8d", "Jc"], strict=True
        )
    }
    m = pr.mixed_game_mover(
        9,
        range(1, 10),
        frozen_button_seat=5,
        profile=opt(mixed_game_balance_mover=value),
        drawn=drawn,
    )
    assert m.mover == mover and m.option == f"MIXED_GAME_BALANCE_MOVER={value}"


def test_to05_halting_a_short_table() -> None:
    assert pr.halt_short_table(players=6, most_elsewhere=9, blinds_affected=True)
    assert not pr.halt_short_table(players=6, most_elsewhere=9, blinds_affected=False)
    assert not pr.halt_short_table(players=7, most_elsewhere=9, blinds_affected=True)


def test_to06_breaking_a_table() -> None:
    order = pr.seat_card_order({"P": c("Ks"), "Q": c("Kh"), "R": c("4d")})
    assert order == ("P", "Q", "R")
    assert not pr.arrival(9, 2, button=1, small_blind=3, big_blind=4).dealt_in


def test_to07_chip_race_nobody_raced_out() -> None:
    race = pr.chip_race(
        {3: 2, 6: 1, 8: 1},
        {3: [c("7d"), c("4c")], 6: [c("Kc")], 8: [c("Th")]},
        old=25,
        new=100,
        other_chips={6, 8},
    )
    assert race.raced == 1 and race.winners == (6,) and race.protected == (3,)
    assert race.chips_for(8) == 0


def test_to08_chip_race_one_chip_per_player() -> None:
    race = pr.chip_race(
        {4: 3, 7: 2, 9: 3},
        {4: [c("As"), c("Ks"), c("3d")], 7: [c("Qh"), c("5c")], 9: [c("Js"), c("9d"), c("2c")]},
        old=25,
        new=100,
        other_chips={4, 7, 9},
    )
    assert race.raced == 2 and race.winners == (4, 7) and race.chips_for(9) == 0


def test_to09_chip_race_equal_ranks_by_suit() -> None:
    race = pr.chip_race(
        {2: 1, 6: 1, 8: 2},
        {2: [c("Kh")], 6: [c("Ks")], 8: [c("Qs"), c("3c")]},
        old=25,
        new=100,
        other_chips={2, 6, 8},
    )
    assert race.winners == (6,)


def test_to10_removed_chips_found_after_the_race() -> None:
    found = pr.exchange_found_chips(125, 100)
    assert (found.chips, found.removed) == (1, 25)


def test_to11_hand_for_hand_busts_at_different_tables_tie() -> None:
    r = pr.hand_for_hand_busts(remaining=29, busted=3, places_paid=27)
    assert r.places == (27, 28, 29) and r.paid_places == (27,) and r.remaining == 26


def test_to12_hand_for_hand_clock() -> None:
    # The vector reads "17:30" and answers 17:28, 17:26, 17:24: two minutes off per hand,
    # so it reads the display as hours:minutes. A level clock counting down minutes:seconds
    # would show 15:30, 13:30, 11:30 after the same three hands. The rule (TDA RP-8-C/D,
    # WSOP 126-c: two minutes per hand, hand by hand) is what is tested, under both readings.
    h, m = 17, 30
    after = pr.hand_for_hand_clock(h * 3600 + m * 60, 3)
    assert [divmod(t // 60, 60) for t in after] == [(17, 28), (17, 26), (17, 24)]
    level = pr.hand_for_hand_clock(17 * 60 + 30, 3)
    assert [divmod(t, 60) for t in level] == [(15, 30), (13, 30), (11, 30)]


def test_to13_all_in_and_call_hand_for_hand() -> None:
    r = pr.face_up(STANDARD, betting_possible=False, hand_for_hand=True)
    assert r.when is pr.FaceUp.WAIT_FOR_FLOOR


def test_to14_new_level_and_the_start_of_a_hand() -> None:
    assert pr.level_for_next_hand(pr.ClockEvent.AFTER_FIRST_RIFFLE).old_level_hands == 1
    assert pr.level_for_next_hand(pr.ClockEvent.DURING_DEALER_PUSH).old_level_hands == 1


def test_to15_big_blind_ante_heads_up() -> None:
    p = pr.next_positions(9, [1, 4], button=1, small_blind=4, big_blind=1)
    bets = pr.forced_bets(p, 1_000, 2_000, bba=2_000)
    assert bets.pot == 5_000
    assert bets.posts == ((p.button, 1_000, 0), (p.big_blind, 2_000, 2_000))


# --- every vector is posed --------------------------------------------------------------------


def test_every_part_b_vector_has_a_test(shared_dir: Path) -> None:
    text = (shared_dir / "rules" / "procedures.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"^id: ((?:IR|PR|TO)-\d+)$", text, flags=re.M))
    assert len(ids) == 59
    here = Path(__file__).read_text(encoding="utf-8")
    tested = {
        f"{m[0].upper()}-{m[1]}"
        for m in re.findall(r"^def test_(ir|pr|to)(\d+)_", here, flags=re.M)
    }
    assert ids == tested


def test_each_switch_of_p9_is_a_profile_option_with_its_p10_default(shared_dir: Path) -> None:
    text = (shared_dir / "rules" / "procedures.md").read_text(encoding="utf-8")
    p10 = text.split("### Default profile", 1)[1].split("### Venue profiles", 1)[0]
    defaults = dict(re.findall(r"^\| ([A-Z_0-9]+) \| ([a-z_]+) \|", p10, flags=re.M))
    switches = {k: v for k, v in defaults.items() if k != "NO_FLOP_NO_DROP"}
    assert len(switches) == 16
    values = {k.upper(): v.value for k, v in STANDARD.switches().items()}
    for name, default in switches.items():
        assert values[name] == default, name
    assert STANDARD.rake_no_flop_no_drop is (defaults["NO_FLOP_NO_DROP"] == "on")
    rrop = get_profile("rrop-11")
    assert rrop.misdeal_cutoff.value == "two_players_acted"
    assert rrop.premature_turn.value == "set_aside_next_card"
    wsop = get_profile("wsop-2026-cash")
    assert wsop.two_boxed_cards.value == "void_whenever_found"
    assert wsop.show_request_right.value == "collusion_only"


def test_only_a_live_big_blind_post_carries_the_option() -> None:
    """A returning player who posts the big blind live has the option when the action
    comes back unraised; one who missed only the small blind posts it dead and has nothing
    live, so no option (WSOP 2026 Live Action Rules 160; procedures.md PR-04)."""
    from dealer_trainer.engine.procedures import missed_blind_choices

    both, _, _ = missed_blind_choices(25, 50, missed_small=True, missed_big=True)
    small, _, _ = missed_blind_choices(25, 50, missed_small=True, missed_big=False)
    assert (both[0].live, both[0].dead) == (50, 25) and "option" in both[0].description
    assert (small[0].live, small[0].dead) == (0, 25)
    assert "option" not in small[0].description and "nothing live" in small[0].description
