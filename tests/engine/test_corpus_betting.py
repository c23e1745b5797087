"""Every betting example of the rulebook, replayed through the hand state.

Ids are the corpus's (``../shared/rules/corpus.md`` Part B); "T1" and "T2" name
the two source texts. Each test plays the actions and asserts the written
answer, for each option value the example gives.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    RROP_11,
    STANDARD,
    TDA_2024,
    WSOP_2026_CASH,
)
from dealer_trainer.engine.state import IllegalActionError, RaiseBlock

from .tables import play, state_of, table, to_flop

DEEP = 100_000


def pots_of(hand):
    split = hand.pots()
    pots = [(p.amount, tuple(i + 1 for i in p.eligible)) for p in split.pots]
    uncalled = (
        None if split.uncalled is None else (split.uncalled.player + 1, split.uncalled.amount)
    )
    return pots, uncalled


# ---------------------------------------------------------------- no-limit


def test_nl01_t1_example1_min_raise_is_last_increment_not_double():
    hand = to_flop(table([20_000] * 4, blinds=(100, 200)))
    play(hand, "p1 cbr 600", "p2 cbr 1600", "p3 cbr 3600")
    assert state_of(hand)[:4] == (4, 3600, True, 5600)
    assert hand.min_raise_to() != 7200


def test_nl02_t1_example2_short_allin_does_not_set_increment():
    hand = table([DEEP, DEEP, 150, DEEP], blinds=(50, 100))
    play(hand, "p3 cbr 150")
    assert state_of(hand)[:4] == (4, 150, True, 250)


def test_nl03_t1_example3_raise_increment_700():
    hand = to_flop(table([DEEP] * 4, blinds=(100, 200)))
    play(hand, "p1 cc", "p2 cc", "p3 cc", "p4 cc")
    assert hand.street_name == "turn"
    play(hand, "p1 cbr 300", "p2 cbr 1000")
    assert state_of(hand)[:4] == (3, 1000, True, 1700)


def test_nl04_t1_example4a():
    hand = table([DEEP] * 6, blinds=(25, 50))
    play(hand, "p3 cbr 125", "p4 cbr 200", "p5 cbr 500")
    assert state_of(hand)[:4] == (6, 500, True, 800)


def test_nl05_t1_example4b_callers_do_not_change_increment():
    hand = table([DEEP] * 6, blinds=(25, 50))
    play(hand, "p3 cbr 500", "p4 cc", "p5 cc")
    assert state_of(hand)[:4] == (6, 500, True, 950)


def test_nl06_t2_1_3_a_and_b():
    hand = table([DEEP] * 6, blinds=(50, 100))
    play(hand, "p3 cbr 300")
    assert hand.min_raise_to() == 500  # 1.3(a)
    play(hand, "p4 cbr 1000")
    assert hand.min_raise_to() == 1700  # 1.3(b)


def test_t2_minimum_opening_bet_is_the_big_blind_every_street():
    hand = to_flop(table([DEEP] * 3, blinds=(50, 100)))
    assert hand.min_raise_to() == 100
    with pytest.raises(IllegalActionError, match="the minimum bet is 100"):
        hand.raise_to(99)


def test_nl08_no_completion_in_big_bet_poker():
    hand = to_flop(table([DEEP, 240, DEEP], blinds=(50, 100)))
    play(hand, "p1 cbr 100", "p2 cbr 140")
    assert hand.min_raise_to() == 240
    with pytest.raises(IllegalActionError, match="minimum raise is to 240"):
        hand.raise_to(200)


def test_nl10_allin_bet_below_big_blind():
    hand = to_flop(table([DEEP, 120, DEEP], blinds=(50, 100)))
    play(hand, "p1 cc", "p2 cbr 20")
    assert state_of(hand) == (3, 20, True, 120, DEEP - 100)
    play(hand, "p3 cc")
    assert hand.actor == 0
    assert hand.raise_blocked() is RaiseBlock.NOT_REOPENED
    assert hand.to_call() == 20 and hand.min_raise_to() is None


@pytest.mark.parametrize("profile", [STANDARD, WSOP_2026_CASH])
def test_nl11_utg_straddle_is_a_new_big_blind(profile):
    hand = table([DEEP] * 5, blinds=(1, 2, 4), profile=profile)
    assert state_of(hand)[:4] == (4, 4, True, 8)
    play(hand, "p4 cbr 10")
    assert hand.min_raise_to() == 16
    hand = table([DEEP] * 5, blinds=(1, 2, 4), profile=profile)
    play(hand, "p4 cc", "p5 cc", "p1 cc", "p2 cc")
    assert hand.actor == 2  # the straddler acts last, with the option
    assert hand.can_check() and hand.min_raise_to() == 8


def test_straddle_refused_where_the_profile_has_none():
    with pytest.raises(ValueError, match="STRADDLE = none"):
        table([DEEP] * 5, blinds=(1, 2, 4), profile=TDA_2024)


def test_button_straddle_only_where_allowed():
    with pytest.raises(ValueError, match="button straddle"):
        table([DEEP] * 5, blinds=(1, 2, 0, 0, 4))
    hand = table([DEEP] * 5, blinds=(1, 2, 0, 0, 4), profile=WSOP_2026_CASH)
    assert hand.actor == 0  # action starts left of the button straddle
    assert hand.to_call() == 3 and hand.min_raise_to() == 8
    with pytest.raises(ValueError, match="button straddle"):
        table(
            [DEEP] * 5,
            blinds=(1, 2, 0, 0, 4),
            game="FT",
            small_bet=2,
            big_bet=4,
            profile=WSOP_2026_CASH,
        )


def test_nl13_short_allin_big_blind_does_not_shrink_the_call():
    hand = table([DEEP, 6, DEEP], blinds=(5, 10))
    assert state_of(hand)[:4] == (3, 10, True, 20)
    play(hand, "p3 cc", "p1 f")
    assert hand.finished
    assert pots_of(hand) == ([(17, (2, 3))], (3, 4))


def test_nl14_big_blind_option():
    hand = table([DEEP] * 6, blinds=(1, 2))
    play(hand, "p3 cc", "p4 cc", "p5 cc", "p6 cc", "p1 cc")
    assert hand.actor == 1 and hand.can_check() and hand.min_raise_to() == 4


def test_nl19_made_up_blind_live_and_dead():
    hand = table([DEEP] * 6, blinds=(5, 10, 0, 0, 10, 0), dead_blinds=(0, 0, 0, 0, 5, 0))
    assert hand.pot_total() == 30
    assert state_of(hand)[:4] == (3, 10, True, 20)
    play(hand, "p3 cc", "p4 cc")
    assert hand.actor == 4 and hand.to_call() == 0 and hand.can_check() and hand.can_raise()


def test_illegal_action_messages_name_player_limit_and_rule():
    hand = table([DEEP] * 4, blinds=(100, 200))
    play(hand, "p3 cbr 500")
    with pytest.raises(IllegalActionError) as err:
        hand.raise_to(600)
    assert str(err.value) == (
        "p4 cannot raise to 600: the minimum raise is to 800 (largest raise this street: 300)"
    )
    with pytest.raises(IllegalActionError, match="it is p4's turn"):
        hand.check_or_call(0)
    with pytest.raises(IllegalActionError, match="has only 100000"):
        hand.raise_to(DEEP + 1)


# ------------------------------------------------------------- re-opening


def _ro01():
    hand = to_flop(table([DEEP, 225, DEEP, 300, DEEP], blinds=(50, 100)))
    return play(hand, "p1 cbr 100", "p2 cbr 125", "p3 cc", "p4 cbr 200", "p5 cc")


def test_ro01_cumulative_short_allins_reopen():
    hand = _ro01()
    assert state_of(hand)[:4] == (1, 100, True, 300)


def test_ro02_player_who_called_part_is_not_reopened():
    hand = play(_ro01(), "p1 cc")
    assert hand.actor == 2 and hand.to_call() == 75
    assert hand.raise_blocked() is RaiseBlock.NOT_REOPENED


def test_ro04_min_raise_stays_last_full_bet():
    hand = to_flop(table([DEEP, 600, 750, 900, DEEP, DEEP], blinds=(50, 100)))
    play(hand, "p1 cbr 300", "p2 cbr 500", "p3 cbr 650", "p4 cbr 800", "p5 cc")
    assert state_of(hand)[:4] == (6, 800, True, 1100)
    play(hand, "p6 cc")
    assert state_of(hand)[:4] == (1, 500, True, 1100)


def test_ro05_bb_option_after_short_allin_and_limper_not_reopened():
    hand = table([DEEP, DEEP, DEEP, DEEP, 7500], blinds=(2000, 4000))
    play(hand, "p3 cc", "p4 f", "p5 cbr 7500", "p1 f")
    assert state_of(hand)[:4] == (2, 3500, True, 11_500)
    play(hand, "p2 cc")
    assert hand.actor == 2 and hand.raise_blocked() is RaiseBlock.NOT_REOPENED


def test_ro07_faced_full_raise_may_raise_later_not():
    hand = to_flop(table([DEEP, DEEP, 350], blinds=(50, 100)))
    play(hand, "p1 cbr 100", "p2 cbr 200", "p3 cbr 250")
    assert hand.actor == 0 and hand.can_raise()  # faced 150 more, a full raise
    play(hand, "p1 cc")
    assert hand.to_call() == 50 and hand.raise_blocked() is RaiseBlock.NOT_REOPENED


def test_ro08_allin_declaration_cannot_raise():
    hand = to_flop(table([DEEP, DEEP, 205], blinds=(5, 10)))
    play(hand, "p1 cbr 45", "p2 cbr 135", "p3 cbr 195", "p1 cc")
    assert hand.actor == 1 and hand.to_call() == 60
    with pytest.raises(IllegalActionError, match="not re-opened"):
        hand.raise_to(DEEP - 10)


@pytest.mark.parametrize(
    ("aggregation", "can_raise", "minimum"),
    [("cumulative", True, 600), ("individual", False, None)],
)
def test_ro10_aggregation_option(aggregation, can_raise, minimum):
    profile = STANDARD.with_options(short_allin_aggregation=aggregation)
    hand = to_flop(table([DEEP, 500, 600, DEEP], blinds=(100, 200), profile=profile))
    play(hand, "p1 cbr 200", "p2 cbr 300", "p3 cbr 400", "p4 cc")
    assert hand.actor == 0 and hand.to_call() == 200
    assert hand.can_raise() is can_raise and hand.min_raise_to() == minimum


def test_ro11_bb_may_raise_over_short_allin():
    hand = table([DEEP, DEEP, 15, DEEP], blinds=(5, 10))
    play(hand, "p3 cbr 15", "p4 f", "p1 cc")
    assert state_of(hand)[:4] == (2, 5, True, 25)


# --------------------------------------------------------------- pot-limit


def test_pl01_max_raise_is_pot_after_call():
    hand = to_flop(table([DEEP, DEEP], game="PO", blinds=(25, 50)))
    assert hand.pot_total() == 100
    play(hand, "p1 cbr 50")
    assert hand.max_raise_to() == 250


def test_pl02_t2_2_1a_bets_on_table_count():
    hand = to_flop(table([DEEP] * 4, game="PO", blinds=(25, 50)))
    assert hand.pot_total() == 200
    play(hand, "p1 cbr 150", "p2 cc")
    assert hand.max_raise_to() == 800


def test_pl04_reraise_chain():
    hand = table([DEEP] * 6, game="PO", blinds=(1, 2))
    assert hand.max_raise_to() == 7  # 3.5 BB opening (corpus A.5)
    play(hand, "p3 cbr 7")
    assert hand.max_raise_to() == 24
    play(hand, "p4 cbr 24")
    assert hand.max_raise_to() == 82


def test_pl05_callers_count():
    hand = table([DEEP] * 5, game="PO", blinds=(1, 2))
    play(hand, "p3 cc", "p4 cc")
    assert hand.max_raise_to() == 11


def test_pl06_own_blind_not_counted_twice():
    hand = table([DEEP] * 5, game="PO", blinds=(1, 2))
    play(hand, "p3 cbr 7", "p4 cc", "p5 f", "p1 f")
    assert hand.actor == 1 and hand.to_call() == 5 and hand.max_raise_to() == 29


def test_pl07_bb_facing_raise():
    hand = table([DEEP] * 5, game="PO", blinds=(1, 2))
    play(hand, "p3 cbr 7", "p4 f", "p5 f", "p1 f")
    assert hand.max_raise_to() == 22


def test_pl08_bettor_facing_reraise():
    hand = to_flop(table([DEEP] * 4, game="PO", blinds=(5, 10)))
    assert hand.pot_total() == 40
    play(hand, "p1 cbr 10")
    assert hand.max_raise_to() == 70
    play(hand, "p2 cbr 40", "p3 cc", "p4 f")
    assert state_of(hand)[:2] == (1, 30) and hand.max_raise_to() == 200


@pytest.mark.parametrize(("sb_value", "maximum"), [("actual", 115), ("sb_counted_as_bb", 120)])
def test_pl10_straddle_and_antes(sb_value, maximum):
    profile = STANDARD.with_options(pl_preflop_sb_value=sb_value)
    hand = table([DEEP] * 8, game="PO", blinds=(5, 10, 20), antes=(5,) * 8, profile=profile)
    assert hand.actor == 3 and hand.to_call() == 20 and hand.max_raise_to() == maximum


def test_pl11_straddler_repots():
    hand = table([DEEP] * 8, game="PO", blinds=(5, 10, 20), antes=(5,) * 8)
    play(hand, "p4 cbr 115", *(f"p{k} f" for k in (5, 6, 7, 8, 1, 2)))
    assert state_of(hand)[:2] == (3, 95) and hand.max_raise_to() == 400


@pytest.mark.parametrize(("sb_value", "maximum"), [("actual", 17), ("sb_counted_as_bb", 20)])
def test_pl12_odd_blinds(sb_value, maximum):
    profile = STANDARD.with_options(pl_preflop_sb_value=sb_value)
    hand = table([DEEP] * 6, game="PO", blinds=(2, 5), profile=profile)
    assert hand.max_raise_to() == maximum


@pytest.mark.parametrize(("sb_value", "maximum"), [("sb_counted_as_bb", 25), ("actual", 18)])
def test_pl13_three_blinds(sb_value, maximum):
    profile = STANDARD.with_options(pl_preflop_sb_value=sb_value)
    hand = table([DEEP] * 6, game="PO", blinds=(1, 2, 5), blind_count=3, profile=profile)
    assert hand.actor == 3
    assert hand.min_raise_to() == 10 and hand.max_raise_to() == maximum


@pytest.mark.parametrize(("profile", "maximum"), [(WSOP_2026_CASH, 40), (STANDARD, 35)])
def test_pl14_rounded_blinds(profile, maximum):
    hand = table([DEEP] * 6, game="PO", blinds=(5, 10), profile=profile)
    assert hand.to_call() == 10 and hand.min_raise_to() == 20
    assert hand.max_raise_to() == maximum


def test_pl14_counting_stops_once_the_big_blind_has_acted():
    hand = table([DEEP] * 3, game="PO", blinds=(5, 10), profile=WSOP_2026_CASH)
    play(hand, "p3 cc", "p1 f", "p2 cc")
    assert hand.street_name == "flop" and hand.max_raise_to() == 25


@pytest.mark.parametrize(
    ("irregular", "maximum"), [("assume_full_blinds", 700), ("actual_chips", 600)]
)
def test_pl16_short_allin_big_blind(irregular, maximum):
    profile = STANDARD.with_options(pl_preflop_irregular_blind=irregular)
    hand = table([DEEP, 100, DEEP, DEEP], game="PO", blinds=(100, 200), profile=profile)
    assert hand.to_call() == 200 and hand.max_raise_to() == maximum


@pytest.mark.parametrize(("sb_value", "maximum"), [("actual", 50), ("sb_counted_as_bb", 60)])
def test_pl17_dead_blind_money(sb_value, maximum):
    profile = STANDARD.with_options(pl_preflop_sb_value=sb_value)
    hand = table(
        [DEEP] * 6,
        game="PO",
        blinds=(5, 10, 0, 0, 10, 0),
        dead_blinds=(0, 0, 0, 0, 5, 0),
        profile=profile,
    )
    assert hand.actor == 2 and hand.max_raise_to() == maximum


@pytest.mark.parametrize(("rounding", "maximum"), [("none", 85), ("round_up_to_unit", 100)])
def test_pl22_rounding(rounding, maximum):
    profile = STANDARD.with_options(pl_pot_rounding=rounding)
    hand = table(
        [DEEP] * 3,
        game="PO",
        blinds=(10, 25),
        dead_blinds=(0, 0, 10),
        chip_unit=25,
        profile=profile,
    )
    to_flop(hand)
    assert hand.pot_total() == 85 and hand.max_raise_to() == maximum


def test_pl23_big_blind_ante():
    hand = table([DEEP] * 6, game="PO", blinds=(100, 200), antes=(0, 200, 0, 0, 0, 0))
    assert hand.pot_total() == 500
    assert state_of(hand) == (3, 200, True, 400, 900)


@pytest.mark.parametrize("game", ["NT", "PO"])
def test_bba01_ante_is_dead_money(game):
    hand = table([DEEP] * 6, game=game, blinds=(500, 1000), antes=(0, 1000, 0, 0, 0, 0))
    assert hand.pot_total() == 2500 and hand.to_call() == 1000 and hand.min_raise_to() == 2000
    if game == "PO":
        assert hand.max_raise_to() == 4500


def test_pl_maximum_is_capped_by_stack():
    hand = table([DEEP, DEEP, 5], game="PO", blinds=(1, 2))
    assert state_of(hand) == (3, 2, True, 4, 5)


# ------------------------------------------------------------ fixed limit


def _fl(n, profile=STANDARD, stacks=None, blinds=(5, 10), small=10, big=20, game="FT"):
    return table(
        stacks or [DEEP] * n,
        game=game,
        blinds=blinds,
        small_bet=small,
        big_bet=big,
        profile=profile,
    )


@pytest.mark.parametrize(("cap", "can_raise"), [("bet_plus_3", False), ("bet_plus_4", True)])
def test_fl01_cap(cap, can_raise):
    profile = STANDARD.with_options(limit_raise_cap=cap)
    hand = _fl(6, profile, blinds=(2, 4), small=4, big=8)
    play(hand, "p3 cbr 8", "p4 cbr 12", "p5 cbr 16")
    assert hand.actor == 5 and hand.to_call() == 16
    assert hand.can_raise() is can_raise
    if can_raise:
        assert hand.min_raise_to() == hand.max_raise_to() == 20
        play(hand, "p6 cbr 20")
        assert hand.raise_blocked() is RaiseBlock.CAP_REACHED
    else:
        assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


@pytest.mark.parametrize(("cap", "capped_at"), [("bet_plus_3", 32), ("bet_plus_4", 40)])
def test_fl02_t2_3_2a_big_bet_on_turn(cap, capped_at):
    profile = STANDARD.with_options(limit_raise_cap=cap)
    hand = to_flop(_fl(4, profile, blinds=(2, 4), small=4, big=8))
    assert hand.min_raise_to() == 4  # flop: small bet
    play(hand, "p1 cc", "p2 cc", "p3 cc", "p4 cc")
    assert hand.street_name == "turn" and hand.min_raise_to() == 8
    totals = []
    while hand.can_raise():
        totals.append(hand.min_raise_to())
        hand.raise_to(hand.min_raise_to())
    assert totals[:4] == [8, 16, 24, 32] and totals[-1] == capped_at
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


def test_fl03_t2_6_2b_complete_short_opening_allin():
    hand = to_flop(_fl(4, stacks=[14, DEEP, DEEP, DEEP]))
    play(hand, "p1 cbr 4")
    assert state_of(hand) == (2, 4, True, 10, 10)
    play(hand, "p2 cbr 10", "p3 cbr 20", "p4 cbr 30", "p2 cbr 40")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


@pytest.mark.parametrize(
    ("after", "raises"),
    [("next_bet_level", [20, 30, 40]), ("allin_plus_one_bet", [16, 26, 36])],
)
def test_fl04_t2_6_2a_half_bet_allin(after, raises):
    profile = STANDARD.with_options(limit_raise_after_half_bet_allin=after)
    hand = to_flop(_fl(4, profile, stacks=[16, DEEP, DEEP, DEEP]))
    play(hand, "p1 cbr 6")
    assert hand.to_call() == 6
    seen = []
    while hand.can_raise():
        seen.append(hand.min_raise_to())
        hand.raise_to(hand.min_raise_to())
    assert seen == raises


@pytest.mark.parametrize(
    ("after", "raise_to"), [("next_bet_level", 40), ("allin_plus_one_bet", 35)]
)
def test_fl05_half_bet_allin_on_big_bet_street(after, raise_to):
    profile = STANDARD.with_options(limit_raise_after_half_bet_allin=after)
    hand = to_flop(_fl(3, profile, stacks=[25, DEEP, DEEP]))
    play(hand, "p1 cc", "p2 cc", "p3 cc")
    play(hand, "p1 cbr 15")
    assert hand.min_raise_to() == raise_to


def test_fl07_complete_short_allin_raise_is_a_raise():
    hand = _fl(6, stacks=[DEEP, DEEP, DEEP, 13, DEEP, DEEP])
    play(hand, "p3 cc", "p4 cbr 13")
    assert state_of(hand) == (5, 13, True, 20, 20)
    play(hand, "p5 cbr 20", "p6 cbr 30", "p1 cbr 40")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


@pytest.mark.parametrize(
    ("allin", "after", "reopened", "raise_to"),
    [
        (14, "next_bet_level", False, None),
        (15, "next_bet_level", True, 30),
        (15, "allin_plus_one_bet", True, 25),
    ],
)
def test_fl08_half_bet_reopens(allin, after, reopened, raise_to):
    profile = STANDARD.with_options(limit_raise_after_half_bet_allin=after)
    hand = to_flop(_fl(3, profile, stacks=[DEEP, allin + 10, DEEP]))
    play(hand, "p1 cbr 10", f"p2 cbr {allin}", "p3 cc")
    assert hand.actor == 0 and hand.can_raise() is reopened
    assert hand.min_raise_to() == raise_to


def test_fl08_full_bet_threshold_option():
    profile = STANDARD.with_options(limit_reopen_threshold="full_bet")
    hand = to_flop(_fl(3, profile, stacks=[DEEP, 25, DEEP]))
    play(hand, "p1 cbr 10", "p2 cbr 15", "p3 cc")
    assert hand.raise_blocked() is RaiseBlock.NOT_REOPENED


def _fl10(profile):
    hand = to_flop(_fl(3, profile))
    play(hand, "p1 cc", "p2 cc", "p3 cc")
    return play(hand, "p1 cbr 20", "p2 cbr 40", "p3 f", "p1 cbr 60", "p2 cbr 80")


def test_fl10_rrop_heads_up_before_cap_unlimited():
    hand = _fl10(RROP_11)
    for total in (100, 120, 140, 160):
        assert hand.min_raise_to() == total
        hand.raise_to(total)
    assert hand.can_raise()


def test_fl10_wsop_cash_one_more_then_capped():
    hand = _fl10(WSOP_2026_CASH)
    play(hand, "p1 cbr 100")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


def test_fl10_house_cap_3_and_began_heads_up_rule():
    profile = STANDARD.with_options(
        limit_raise_cap="bet_plus_3", limit_heads_up_uncapped="only_if_round_began_heads_up"
    )
    assert _fl10(profile).raise_blocked() is RaiseBlock.CAP_REACHED


def test_fl10_tournament_four_raise_house_cap():
    hand = _fl10(TDA_2024.with_options(limit_raise_cap="bet_plus_4"))
    play(hand, "p1 cbr 100")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED


def test_fl10_rrop_fold_after_cap_does_not_uncap():
    hand = to_flop(_fl(3, RROP_11))
    play(hand, "p1 cbr 10", "p2 cbr 20", "p3 cbr 30", "p1 cbr 40", "p2 f")
    assert hand.actor == 2 and hand.raise_blocked() is RaiseBlock.CAP_REACHED


@pytest.mark.parametrize(
    ("profile", "may_raise"),
    [
        (RROP_11, True),
        (WSOP_2026_CASH, True),
        (TDA_2024.with_options(limit_raise_cap="bet_plus_4"), False),
    ],
)
def test_fl11_heads_up_from_start_of_round(profile, may_raise):
    hand = to_flop(_fl(4, profile))
    play(hand, "p1 cc", "p2 cc", "p3 f", "p4 f")  # two players see the turn
    play(hand, "p1 cc", "p2 cc")
    assert hand.street_name == "river"
    play(hand, "p1 cbr 20", "p2 cbr 40", "p1 cbr 60", "p2 cbr 80", "p1 cbr 100")
    assert hand.can_raise() is may_raise


def test_fl13_straddle_not_counted_for_cap():
    hand = _fl(6, WSOP_2026_CASH, blinds=(2, 4, 8), small=4, big=8)
    play(hand, "p4 cbr 12", "p5 cbr 16", "p6 cbr 20", "p1 cbr 24")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED
    assert hand.to_call() == 20


def test_fl14_two_round_draw_game_four_raises():
    hand = table(
        [DEEP] * 6,
        game="N2L1D",
        structure=Structure.FIXED_LIMIT,
        blinds=(5, 10),
        small_bet=10,
        big_bet=20,
        profile=RROP_11,
    )
    play(hand, "p3 cbr 20", "p4 cbr 30", "p5 cbr 40", "p6 cbr 50")
    assert hand.raise_blocked() is RaiseBlock.CAP_REACHED
    while hand.street == 0:
        hand.check_or_call()
    assert hand.street_name == "after the draw" and hand.min_raise_to() == 20
    assert hand.cap() == 5


@pytest.mark.parametrize(("profile", "caps"), [(RROP_11, (40, 80)), (WSOP_2026_CASH, (50, 100))])
def test_fl15_t2_3_2c_triple_draw_sizes_and_caps(profile, caps):
    hand = table(
        [DEEP] * 4, game="F2L3D", blinds=(5, 10), small_bet=10, big_bet=20, profile=profile
    )
    units, tops = [], []
    for _ in range(4):
        units.append(hand._unit())
        start = hand.street
        while hand.street == start and hand.can_raise():
            hand.raise_to(hand.min_raise_to())
        tops.append(hand.level)
        while hand.street == start and hand.actor is not None:
            hand.check_or_call()
    assert units == [10, 10, 20, 20]
    assert (tops[0], tops[2]) == caps


def test_fl16_short_big_blind_in_limit():
    hand = _fl(4, stacks=[DEEP, 6, DEEP, DEEP])
    assert state_of(hand) == (3, 10, True, 20, 20)


# --------------------------------------------------------------------- stud
# (bring-in and order of action live in test_stud.py)

# ------------------------------------------------------------ spread limit


def _spread(stacks, lo=1, hi=5, profile=STANDARD):
    hand = table(
        stacks,
        structure=Structure.SPREAD_LIMIT,
        blinds=(1, 1),
        spread=(lo, hi),
        profile=profile,
    )
    return to_flop(hand)


def test_sl01_raise_range():
    hand = _spread([DEEP] * 3)
    play(hand, "p1 cbr 3")
    assert hand.min_raise_to() == 6 and hand.max_raise_to() == 8
    for bad in (4, 5, 9):
        with pytest.raises(IllegalActionError):
            hand.verify_raise_to(bad)
    hand.verify_raise_to(7)


def test_sl02_raise_range_after_raise():
    hand = _spread([DEEP] * 3)
    play(hand, "p1 cbr 2", "p2 cbr 4")
    assert hand.min_raise_to() == 6 and hand.max_raise_to() == 9


@pytest.mark.parametrize(("rule", "reopened"), [("full_bet", False), ("half_bet", True)])
def test_sl04_short_allin(rule, reopened):
    profile = STANDARD.with_options(spread_reopen_rule=rule)
    hand = _spread([DEEP, 7, DEEP], profile=profile)
    play(hand, "p1 cbr 4", "p2 cbr 6", "p3 cc")
    assert hand.actor == 0 and hand.can_raise() is reopened


# ----------------------------------------------------------------- side pots


def test_sp01_three_allins():
    hand = table([400, 2000, 100, 250], blinds=(0, 0), min_bet=100)
    play(hand, "p3 cbr 100", "p4 cbr 250", "p1 cbr 400", "p2 cc")
    assert pots_of(hand) == ([(400, (1, 2, 3, 4)), (450, (1, 2, 4)), (300, (1, 2))], None)
    assert hand.pot_total() == 1150


def test_sp02_folded_blind_stays_in_main_pot():
    hand = table([5000, 2000, 300, 800, 1500], blinds=(50, 100))
    play(hand, "p3 cbr 300", "p4 cbr 800", "p5 cc", "p1 f", "p2 cc")
    assert pots_of(hand) == ([(1250, (2, 3, 4, 5)), (1500, (2, 4, 5))], None)
    assert hand.street_name == "flop" and hand.actor == 1  # C and E bet on


@pytest.mark.parametrize(
    ("priority", "expected"),
    [
        ("big_blind_first", ([(2600, (2, 3))], None)),
        ("ante_first", ([(1300, (2, 3)), (800, (3,))], (3, 500))),
    ],
)
def test_sp05_short_big_blind_with_bba(priority, expected):
    profile = STANDARD.with_options(bba_priority=priority)
    hand = table(
        [DEEP, 1100, DEEP, DEEP], blinds=(500, 1000), antes=(0, 1000, 0, 0), profile=profile
    )
    assert hand.to_call() == 1000
    play(hand, "p3 cc", "p4 f", "p1 f")
    assert pots_of(hand) == expected
    pots, uncalled = expected
    # what goes back to UTG under ante-first: the 1,300 the corpus names
    back = sum(a for a, e in pots if e == (3,)) + (uncalled[1] if uncalled else 0)
    assert back == (1300 if priority == "ante_first" else 0)


def test_sp07_side_pots_across_streets():
    hand = table([600, 1200, 5000, 2000], blinds=(50, 100))
    play(hand, "p3 cc", "p4 cc", "p1 cc", "p2 cc")
    play(hand, "p1 cbr 500", "p2 cbr 1100", "p3 cc", "p4 f")
    assert pots_of(hand) == ([(1900, (1, 2, 3)), (1200, (2, 3))], None)
    assert hand.pot_total() == 3100


def test_sp08_four_allins_antes_and_folded_blind():
    # corpus P1 is the button: PHH p6; P2 SB = p1, P3 BB = p2, P4 = p3, P5 = p4, P6 = p5
    hand = table([3000, 2500, 400, 1500, 900, 10_000], blinds=(100, 200), antes=(25,) * 6)
    play(hand, "p3 cbr 375")
    assert hand.min_raise_to() == 575
    play(hand, "p4 cbr 1475", "p5 cc")  # P6 calls all-in for 875
    assert hand.actor == 5 and hand.min_raise_to() == 2575
    play(hand, "p6 cc", "p1 f", "p2 cc", "p2 cbr 1000", "p6 cc")
    pots, uncalled = pots_of(hand)
    assert uncalled is None
    assert pots == [
        (2125, (2, 3, 4, 5, 6)),
        (2000, (2, 4, 5, 6)),
        (1800, (2, 4, 6)),
        (2000, (2, 6)),
    ]
    assert hand.pot_total() == 7925


def test_sp10_uncalled_bet_returns():
    hand = table([DEEP, 500], blinds=(100, 200))
    play(hand, "p2 cc", "p1 cc")
    for _ in range(2):
        play(hand, "p1 cc", "p2 cc")
    assert hand.street_name == "river" and hand.pot_total() == 400
    play(hand, "p1 cbr 1000", "p2 cc")
    assert pots_of(hand) == ([(1000, (1, 2))], (1, 700))


def test_hu01_heads_up_order():
    hand = table([DEEP, DEEP], blinds=(50, 100))
    # p2 is the button: posts the small blind and acts first pre-flop
    assert hand.bets == [100, 50] and hand.actor == 1
    play(hand, "p2 cc", "p1 cc")
    assert hand.actor == 0  # the big blind acts first after the flop
    play(hand, "p1 cc")
    assert hand.actor == 1


def test_sp04_partial_ante_is_matched_like_an_allin():
    hand = table(
        [DEEP, DEEP, DEEP, DEEP, 3],
        game="F7S",
        antes=(5,) * 5,
        bring_in=5,
        small_bet=20,
        big_bet=40,
    )
    for i, cards in enumerate(["????2c", "????9d", "????Td", "????Jd", "????Qd"]):
        hand.deal_hole(i, parse_cards(cards))
    play(hand, "p1 pb", "p2 cbr 20", "p3 cc", "p4 f", "p1 f")
    assert pots_of(hand) == ([(15, (2, 3, 5)), (53, (2, 3))], None)
    assert hand.pot_total() == 68


def test_raise_blocked_when_nobody_could_call_a_raise():
    hand = table([DEEP, DEEP, 300], blinds=(50, 100))
    play(hand, "p3 cbr 300", "p1 f")
    assert hand.actor == 1 and hand.to_call() == 200
    assert hand.raise_blocked() is RaiseBlock.NO_OPPONENT_TO_RAISE


def test_raise_blocked_when_he_cannot_cover_the_call():
    hand = table([DEEP, 150, DEEP], blinds=(50, 100))
    play(hand, "p3 cbr 600", "p1 f")
    assert hand.to_call() == 50  # all he has left: a call for less is all-in
    assert hand.raise_blocked() is RaiseBlock.CANNOT_COVER_CALL


def test_only_raise_is_an_allin_for_less():
    hand = table([DEEP, DEEP, DEEP, 500], blinds=(100, 200))
    play(hand, "p3 cbr 400")
    assert hand.actor == 3 and hand.min_raise_to() == hand.max_raise_to() == 500
