"""Floor rulings: every chip-action, verbal and table-stakes example of the rulebook.

Ids are the corpus's (``../shared/rules/corpus.md`` Part B: B.8 chip actions, B.9
verbal declarations and out-of-turn action, B.10 table stakes, and NL-03, NL-07,
NL-16, NL-17, RO-08, FL-17, PL-19, PL-20); "T2" names source text 2 and its
paragraph. Examples the corpus names but does not print (CH-03, CH-18, NL-18, PL-21)
are built from the rule text that describes them (corpus A.10, A.15, A.17-5). Each
test plays the hand to the point of the ruling with ``tables.play`` and asserts the
written ruling, for each option value the example gives.
"""

from __future__ import annotations

import copy
import os

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import (
    RROP_11,
    STANDARD,
    TDA_2024,
    WSOP_2026_CASH,
    MultiChipRule,
)
from dealer_trainer.engine.rulings import (
    CITATIONS,
    MESSAGES,
    RuledAs,
    RulingError,
    SayWhen,
    rule,
    rule_add_on,
    rule_chips_in_transit,
    rule_new_player,
    rule_pot_count_error,
    when_turn_comes,
)
from dealer_trainer.engine.rulings.actions import rule_action
from dealer_trainer.engine.rulings.context import _SWITCH_ENUMS, _profile_with
from dealer_trainer.engine.speech import parse_declaration
from dealer_trainer.quiz.generator import Generator, Settings

from .tables import deal_stud, play, table, to_flop

DEEP = 100_000
CALL, RAISE, BET, CHECK, FOLD, ALL_IN = (
    RuledAs.CALL,
    RuledAs.RAISE,
    RuledAs.BET,
    RuledAs.CHECK,
    RuledAs.FOLD,
    RuledAs.ALL_IN,
)


def outcome(r):
    """(ruled as, to, must add, returned): the four numbers a dealer acts on."""
    return (r.ruled_as, r.to, r.must_add, r.returned)


def with_(**switches):
    return STANDARD.with_options(**switches)


def nl(n=4, blinds=(100, 200), stacks=None, profile=STANDARD, **kw):
    return table(stacks or [DEEP] * n, blinds=blinds, profile=profile, **kw)


def flop(n=4, **kw):
    """A no-limit hand on the flop, nobody has acted yet; p1 acts first."""
    return to_flop(nl(n, **kw))


def to_street(hand, name):
    """Check or call until the named street (limit hands)."""
    while hand.street_name != name:
        hand.check_or_call()
    return hand


# ------------------------------------------------------------- B.8 chip actions


def test_ch01_oversized_chip_facing_a_bet_in_limit_is_a_call():
    hand = to_street(table([DEEP] * 3, game="FT", blinds=(2, 4), small_bet=4, big_bet=8), "turn")
    play(hand, "p1 cbr 8")
    r = rule(hand, chips=[(25,)])
    assert outcome(r) == (CALL, 8, 0, 17)
    assert r.binding and r.option is None
    assert r.rule == CITATIONS["oversized_call"] == "text 2, single oversized chip"
    assert "17 change" in r.explanation


def test_ch02_oversized_chip_not_facing_a_bet_is_a_bet_of_its_value():
    hand = flop(blinds=(100, 200))
    r = rule(hand, chips=[(1000,)])
    assert outcome(r) == (BET, 1000, 0, 0)
    assert r.rule == "text 2, single oversized chip"


def test_ch02_pl21_single_chip_opening_in_pot_limit_is_capped_at_the_pot():
    hand = to_flop(table([DEEP] * 3, game="PO", blinds=(100, 200)))
    assert hand.pot_total() == 600
    r = rule(hand, chips=[(1000,)])
    assert outcome(r) == (BET, 600, 0, 400)
    assert "corpus PL-21" in r.rule


@pytest.mark.parametrize("multi", ["tda_smallest_chip_test", "same_denomination_is_call"])
def test_ch04_every_chip_needed_is_a_call(multi):
    hand = flop(profile=with_(multi_chip_rule=multi))
    play(hand, "p1 cbr 1200")
    r = rule(hand, chips=[(1000, 1000)])
    assert outcome(r) == (CALL, 1200, 0, 800)
    assert r.option is None  # both values agree: the switch did not decide it
    assert ("TDA R45-A" if multi.startswith("tda") else "FIDPA 62.3") in r.rule


def test_ch05_smallest_chip_removal_test():
    hand = nl(5, blinds=(250, 500))
    play(hand, "p3 cbr 1100")
    r = rule(hand, chips=[(500, 1000)])
    assert outcome(r) == (CALL, 1100, 0, 400)


def test_ch07_fifty_percent_standard_call_and_tda_example_2_raise():
    hand = nl(5, blinds=(250, 500))
    play(hand, "p3 cbr 1100")
    assert outcome(rule(hand, chips=[(1000, 100, 100, 100)])) == (CALL, 1100, 0, 200)
    # TDA R45 example 2: one 1000 and five 100s reach 1400: a full raise to 1700.
    assert outcome(rule(hand, chips=[(1000,) + (100,) * 5])) == (RAISE, 1700, 200, 0)


def test_ch08_mandatory_minimum_raise_and_tda_example_4():
    hand = flop()
    play(hand, "p1 cbr 1400")
    r = rule(hand, chips=[(1000, 500, 500, 500)])
    assert outcome(r) == (RAISE, 2800, 300, 0)
    assert r.rule == "text 2, short raises"
    # Example 4-B: 2,000 is short of the 2,100 threshold: a call.
    assert outcome(rule(hand, chips=[(1000, 500, 500)])) == (CALL, 1400, 0, 600)


@pytest.mark.parametrize(
    ("chips", "total"), [((1000, 500, 500, 500), 2500), ((1000, 500, 500), 2000)]
)
def test_ch08_tda_example_4_note_last_chips_are_all_in(chips, total):
    hand = flop(stacks=[DEEP, 200 + total, DEEP, DEEP])
    play(hand, "p1 cbr 1400")
    r = rule(hand, chips=[chips])
    assert outcome(r) == (ALL_IN, total, 0, 0)
    assert r.all_in and "TDA R45-B-2" in r.rule


def test_ch10_last_chips_all_needed_is_a_call_not_all_in():
    hand = flop(blinds=(25, 50), stacks=[DEEP, 2050, DEEP])
    play(hand, "p1 cbr 1050")
    r = rule(hand, chips=[(1000, 1000)])
    assert outcome(r) == (CALL, 1050, 0, 950)
    assert not r.all_in
    assert "corpus CH-10" in r.rule
    # ... unless 'raise' or 'all in' was declared first.
    for words in ("raise", "all in"):
        assert outcome(rule(hand, chips=[(1000, 1000)], say=words)) == (ALL_IN, 2000, 0, 0)


def test_ch11_over_betting_expecting_change():
    hand = flop(blinds=(25, 50))
    play(hand, "p1 cbr 325")
    r = rule(hand, chips=[(500, 25)])
    assert outcome(r) == (RAISE, 650, 125, 0)


def _bb_with_two_25s():
    hand = table([DEEP] * 3, blinds=(25, 50))
    return play(hand, "p3 cbr 600", "p1 f")


def test_ch13_overchip_on_prior_chips_is_a_call():
    hand = _bb_with_two_25s()
    r = rule(hand, chips=[(1000,)], in_front=(25, 25))
    assert outcome(r) == (CALL, 600, 0, 450)  # 550 more: 1,000 in, 450 back
    assert r.in_front == 50
    assert "TDA R46-C-1" in r.rule


def test_ch14_several_new_chips_on_prior_chips():
    hand = _bb_with_two_25s()
    r = rule(hand, chips=[(1000, 500)], in_front=(25, 25))
    assert outcome(r) == (RAISE, 1550, 0, 0)


@pytest.mark.parametrize("chips", [(500, 500), (100, 500)])
def test_tda_r46_situation_1_2_every_new_chip_needed(chips):
    hand = _bb_with_two_25s()
    assert rule(hand, chips=[chips], in_front=(25, 25)).ruled_as is CALL


def test_tda_r46_situation_4_prior_chip_covers_the_call():
    # 50-100: the big blind posted one 1,000 chip; a raise to 700 (600 more).
    hand = table([DEEP] * 3, blinds=(50, 100))
    play(hand, "p3 cbr 700", "p1 f")
    r = rule(hand, chips=[(500,)], in_front=(1000,))
    assert outcome(r) == (RAISE, 1500, 0, 0)
    assert "TDA R46-C-2" in r.rule
    # Adding nothing and saying call: 300 change from the 1,000 chip.
    assert outcome(rule(hand, say="call", in_front=(1000,))) == (CALL, 700, 0, 300)


def test_ch16_string_bet_only_the_first_motion_counts():
    hand = flop()
    play(hand, "p1 cbr 600")
    r = rule(hand, chips=[(500, 100), (1000,)])
    assert outcome(r) == (CALL, 600, 0, 1000)
    assert r.rule.startswith("text 2, string bets")


def test_ch17_string_bet_whose_first_motion_is_already_a_raise():
    hand = flop()
    play(hand, "p1 cbr 600")
    r = rule(hand, chips=[(500, 100, 100, 100, 100), (1000,)])
    # The second motion comes back; the first (900) reaches 600 + 300: a raise to 1,200.
    assert outcome(r) == (RAISE, 1200, 300, 1000)
    assert "text 2, string bets" in r.rule and "text 2, short raises" in r.rule


@pytest.mark.parametrize(
    ("base", "expected", "option"),
    [
        ("last_full_increment", (RAISE, 2000, 300, 0), "FIFTY_PCT_BASE=last_full_increment"),
        ("previous_total_bet", (CALL, 1200, 0, 500), "FIFTY_PCT_BASE=previous_total_bet"),
    ],
)
def test_ch19_fifty_percent_base_when_facing_a_raise(base, expected, option):
    hand = flop(profile=with_(fifty_pct_base=base))
    play(hand, "p1 cbr 400", "p2 cbr 1200")
    r = rule(hand, chips=[(1000, 500, 100, 100)])
    assert outcome(r) == expected
    assert r.option == option


def test_ch03_raise_then_an_oversized_chip_is_the_most_that_chip_allows():
    hand = flop()
    play(hand, "p1 cbr 600")
    assert outcome(rule(hand, say="raise", chips=[(5000,)])) == (RAISE, 5000, 0, 0)


@pytest.mark.parametrize("conflict", ["first_action_defines", "verbal_prevails"])
def test_ch03_raise_said_after_the_chip_landed_is_a_call(conflict):
    hand = flop(profile=with_(verbal_chip_conflict=conflict))
    play(hand, "p1 cbr 600")
    r = rule(hand, say="raise", chips=[(5000,)], say_when=SayWhen.AFTER)
    assert outcome(r) == (CALL, 600, 0, 4400)
    assert "TDA R44" in r.rule and r.option is None


def test_pl21_raise_with_an_oversized_chip_in_pot_limit_is_a_pot_raise():
    hand = to_flop(table([DEEP] * 3, game="PO", blinds=(100, 200)))
    play(hand, "p1 cbr 200")
    top = hand.max_raise_to()
    assert top == 1200  # call 200, then the pot of 600 + 200 + 200
    assert outcome(rule(hand, say="raise", chips=[(5000,)])) == (RAISE, 1200, 0, 3800)
    # Silently, the same chip is a call.
    assert outcome(rule(hand, chips=[(5000,)])) == (CALL, 200, 0, 4800)


@pytest.mark.parametrize(
    ("method", "expected"),
    [
        ("declared_raise_multi_motion", (RAISE, 1600, 0, 0)),
        ("one_motion_or_amount_declared", (RAISE, 1200, 600, 1000)),
    ],
)
def test_ch18_declared_raise_in_two_motions(method, expected):
    hand = flop(profile=with_(raise_method=method))
    play(hand, "p1 cbr 600")
    r = rule(hand, say="raise", chips=[(500, 100), (1000,)])
    assert outcome(r) == expected
    assert r.option == f"RAISE_METHOD={method}"


def test_ch18_the_cash_profiles_allow_two_motions_and_tda_does_not():
    for profile, to in ((WSOP_2026_CASH, 1600), (RROP_11, 1600), (TDA_2024, 1200)):
        hand = flop(profile=profile)
        play(hand, "p1 cbr 600")
        assert rule(hand, say="raise", chips=[(600,), (1000,)]).to == to


# ------------------------------------------------------ B.1 raise declarations


def test_nl03_two_500s_over_a_300_bet_is_a_raise_to_1000():
    hand = to_street(nl(4), "turn")
    play(hand, "p1 cbr 300")
    r = rule(hand, chips=[(500, 500)])
    assert outcome(r) == (RAISE, 1000, 0, 0)
    r.apply(hand)
    assert hand.min_raise_to() == 1700


def test_nl03_same_denomination_is_call_makes_it_a_call():
    hand = to_street(nl(4, profile=with_(multi_chip_rule="same_denomination_is_call")), "turn")
    play(hand, "p1 cbr 300")
    r = rule(hand, chips=[(500, 500)])
    assert outcome(r) == (CALL, 300, 0, 700)
    assert r.option == "MULTI_CHIP_RULE=same_denomination_is_call"


@pytest.mark.parametrize(
    ("base", "expected"),
    [
        ("last_full_increment", (RAISE, 525, 100, 0)),
        ("previous_total_bet", (CALL, 325, 0, 100)),
    ],
)
def test_nl07_silent_425_over_a_short_all_in(base, expected):
    hand = nl(6, stacks=[DEEP, DEEP, 325, DEEP, DEEP, DEEP], profile=with_(fifty_pct_base=base))
    play(hand, "p3 cbr 325", "p4 f")
    assert hand.min_raise_to() == 525
    r = rule(hand, chips=[(100, 100, 100, 100, 25)])
    assert outcome(r) == expected
    assert r.option == f"FIFTY_PCT_BASE={base}"


def test_nl16_declared_amounts_are_judged_like_pushed_chips():
    hand = flop()
    play(hand, "p1 cbr 1000")
    r = rule(hand, say="fourteen hundred")
    assert (r.ruled_as, r.to) == (CALL, 1000)
    assert "TDA R40-C" not in r.rule  # the 50% standard decided it
    assert outcome(rule(hand, chips=[(1000, 100, 100, 100, 100)])) == (CALL, 1000, 0, 400)
    r = rule(hand, say="sixteen hundred")
    assert (r.ruled_as, r.to) == (RAISE, 2000)
    assert r.rule == "text 2, short raises"


def test_nl17_raise_and_an_amount_is_the_total():
    hand = flop(blinds=(500, 1000))
    play(hand, "p1 cbr 2000")
    r = rule(hand, say="Raise, eight thousand")
    assert outcome(r) == (RAISE, 8000, 8000, 0)
    assert "TDA R43-B" in r.rule


def test_nl18_raise_alone_then_one_motion_sets_the_amount():
    hand = flop()
    play(hand, "p1 cbr 600")
    assert outcome(rule(hand, say="raise", chips=[(1000, 1000)])) == (RAISE, 2000, 0, 0)
    # A motion short of the minimum raise is brought up to it.
    assert outcome(rule(hand, say="raise", chips=[(1000,)])) == (RAISE, 1200, 200, 0)
    alone = rule(hand, say="raise")
    assert (alone.ruled_as, alone.to, alone.at_least) == (RAISE, 1200, True)


# ---------------------------------------------------------------- B.2, B.3, B.4


def test_ro08_all_in_when_not_reopened_is_only_a_call():
    hand = to_flop(table([DEEP, DEEP, 205], blinds=(5, 10)))
    play(hand, "p1 cbr 45", "p2 cbr 135", "p3 cbr 195", "p1 cc")
    r = rule(hand, say="all in")
    assert outcome(r) == (CALL, 195, 60, 0)
    assert "corpus RO-08" in r.rule
    assert MESSAGES["block_not_reopened"] in r.explanation


def _pl_pot_10500(profile=STANDARD):
    hand = table([DEEP] * 4, game="PO", blinds=(500, 1000), profile=profile)
    play(hand, "p3 cbr 2625", "p4 cc", "p1 cc", "p2 cc")
    assert hand.street_name == "flop" and hand.pot_total() == 10_500
    return hand


@pytest.mark.parametrize(
    ("window", "to", "returned"),
    [("until_end_of_street", 10_500, 1_000), ("until_all_have_acted", 11_500, 0)],
)
def test_pl19_overbet_correction_window(window, to, returned):
    hand = _pl_pot_10500(with_(pl_overbet_correction_window=window))
    r = rule_pot_count_error(hand, 11_500, later=("fold", "call", "call"))
    assert (r.ruled_as, r.to, r.returned, r.must_add) == (BET, to, returned, 0)
    assert r.option == f"PL_OVERBET_CORRECTION_WINDOW={window}"


def test_pl19_overbet_before_everyone_acted_and_after_the_next_card():
    hand = _pl_pot_10500(WSOP_2026_CASH)
    assert rule_pot_count_error(hand, 11_500, later=("fold",)).to == 10_500
    for profile in (STANDARD, WSOP_2026_CASH):
        hand = _pl_pot_10500(profile)
        r = rule_pot_count_error(hand, 11_500, later=("call",), next_card_dealt=True)
        assert r.to == 11_500


@pytest.mark.parametrize(
    ("later", "to", "add"), [(("fold", "call"), 9_500, 0), (("fold",), 10_500, 1_000)]
)
def test_pl20_underbet_from_a_low_count(later, to, add):
    hand = _pl_pot_10500()
    r = rule_pot_count_error(hand, 9_500, later=later)
    assert (r.to, r.must_add) == (to, add)
    assert "corpus PL-20" in r.rule


def test_pot_count_error_checks_its_input():
    hand = _pl_pot_10500()
    with pytest.raises(RulingError, match="at least 1,000"):
        rule_pot_count_error(hand, 500)
    with pytest.raises(RulingError, match="later actions"):
        rule_pot_count_error(hand, 9_500, later=("shrug",))
    with pytest.raises(RulingError, match="pot-limit ruling"):
        rule_pot_count_error(flop(), 500)
    assert rule_pot_count_error(hand, 10_500).rule == "text 2, pot-limit"


@pytest.mark.parametrize(
    ("chips", "expected"),
    [
        ((10, 10, 10), (RAISE, 40, 10, 0)),  # a full bet + half a bet: completed to a raise
        ((10, 10, 5), (CALL, 20, 0, 5)),
        ((100,), (CALL, 20, 0, 80)),  # a single larger chip is only a call
    ],
)
def test_fl17_limit_chip_push(chips, expected):
    hand = to_street(table([DEEP] * 3, game="FT", blinds=(5, 10), small_bet=10, big_bet=20), "turn")
    play(hand, "p1 cbr 20")
    assert outcome(rule(hand, chips=[chips])) == expected


# ---------------------------------------------------------------- B.9 verbal


@pytest.mark.parametrize("conflict", ["first_action_defines", "verbal_prevails"])
def test_vd01_case_1_words_first(conflict):
    hand = flop(profile=with_(verbal_chip_conflict=conflict))
    r = rule(hand, say="two thousand", chips=[(1000, 500)])
    assert outcome(r) == (BET, 2000, 500, 0)
    assert r.option is None


@pytest.mark.parametrize(
    ("conflict", "expected"),
    [("first_action_defines", (BET, 1500, 0, 0)), ("verbal_prevails", (BET, 2000, 500, 0))],
)
def test_vd01_case_2_chips_first(conflict, expected):
    hand = flop(profile=with_(verbal_chip_conflict=conflict))
    r = rule(hand, say="two thousand", chips=[(1000, 500)], say_when="after")
    assert outcome(r) == expected
    assert r.option == f"VERBAL_CHIP_CONFLICT={conflict}"


@pytest.mark.parametrize(("raise_to", "bet"), [(950, 500), (1500, 5000)])
def test_vd02_unclear_amount(raise_to, bet):
    hand = nl(4, blinds=(200, 400))
    play(hand, f"p3 cbr {raise_to}", "p4 cc", "p1 cc", "p2 cc")
    assert hand.pot_total() in (3800, 6000)
    r = rule(hand, say="I bet five")
    assert (r.ruled_as, r.to) == (BET, bet)
    assert "TDA R57" in r.rule


def _vd04():
    hand = nl(6, blinds=(50, 100))
    play(hand, "p3 cc", "p4 cc", "p5 cc", "p6 cc", "p1 f", "p2 f")
    play(hand, "p3 cc", "p4 cc")
    assert hand.actor == 4  # seat 5
    return hand


def test_vd04_out_of_turn_check_then_a_bet_frees_him():
    hand = _vd04()
    r = rule(hand, say="check", seat=5)
    assert r.out_of_turn and not r.binding and r.binding_if_unchanged
    assert r.ruled_as is CHECK
    play(hand, "p5 cbr 300")
    result = when_turn_comes(r, hand)
    assert not result.stands and result.ruling is None
    assert result.choices == (FOLD, CALL, RAISE)
    assert hand.min_raise_to(5) == 600
    assert "call 300" in result.explanation and "600" in result.explanation
    assert "corpus VD-04" in result.rule


def test_vd04_out_of_turn_check_stands_when_action_unchanged():
    hand = _vd04()
    r = rule(hand, say="check", seat=5)
    play(hand, "p5 cc")
    result = when_turn_comes(r, hand)
    assert result.stands and result.ruling is not None
    assert result.ruling.ruled_as is CHECK and result.ruling.binding


def test_out_of_turn_bet_comes_back_when_the_action_changes():
    hand = _vd04()
    r = rule(hand, chips=[(500,)], seat=5)
    assert (r.ruled_as, r.to, r.binding, r.binding_if_unchanged) == (BET, 500, False, True)
    play(hand, "p5 cbr 300")
    result = when_turn_comes(r, hand)
    assert (result.stands, result.returned) == (False, 500)


def test_out_of_turn_bet_stands_after_a_check_and_a_fold_is_binding_at_once():
    hand = _vd04()
    r = rule(hand, chips=[(500,)], seat=5)
    play(hand, "p5 cc")
    result = when_turn_comes(r, hand)
    assert result.stands and result.ruling is not None
    assert outcome(result.ruling) == (BET, 500, 0, 0)
    folded = rule(nl(3), say="fold", seat=1)
    assert folded.ruled_as is FOLD and folded.binding and folded.out_of_turn
    assert "TDA R53-A" in folded.rule


def test_vd05_undercall_of_the_opening_bet_is_a_full_call():
    hand = flop(blinds=(1000, 2000))
    play(hand, "p1 cbr 8000")
    r = rule(hand, chips=[(1000, 1000)])
    assert outcome(r) == (CALL, 8000, 6000, 0)
    assert r.binding and "TDA R51-B" in r.rule


def test_undercall_heads_up_is_a_full_call_and_otherwise_floor_discretion():
    hand = flop(blinds=(1000, 2000))
    play(hand, "p1 cbr 2000", "p2 cbr 8000")
    r = rule(hand, chips=[(1000, 1000)])
    assert (r.ruled_as, r.to, r.binding, r.choices) == (CALL, 8000, False, (CALL, FOLD))
    heads_up = flop(2, blinds=(1000, 2000))
    play(heads_up, "p1 cbr 2000", "p2 cbr 8000")
    r = rule(heads_up, chips=[(1000,)])
    assert (r.ruled_as, r.to, r.binding) == (CALL, 8000, True)


def test_vd07_call_commits_to_the_full_current_action():
    hand = flop(blinds=(1000, 2000))
    play(hand, "p1 cbr 2000", "p2 cbr 8000")
    r = rule(hand, say="call")
    assert outcome(r) == (CALL, 8000, 8000, 0)
    assert "corpus VD-07" in r.rule
    assert rule(hand, say="call two thousand").to == 8000


def test_vd08_accepted_action_after_a_wrong_count():
    hand = flop(3, stacks=[DEEP, 7700, DEEP])
    play(hand, "p1 cbr 1000", "p2 cbr 7500")
    r = rule(hand, chips=[(1000,) * 5], counted=5000)
    assert outcome(r) == (CALL, 7500, 2500, 0)
    assert r.binding and "TDA R49" in r.rule
    assert rule(hand, say="call", counted=5000).to == 7500


@pytest.mark.parametrize(("bet", "word", "to"), [(None, BET, 200), (600, RAISE, 1200)])
def test_vd10_pot_in_no_limit_binds_to_a_minimum(bet, word, to):
    hand = flop()
    if bet:
        play(hand, f"p1 cbr {bet}")
    r = rule(hand, say="I bet the pot")
    assert (r.ruled_as, r.to, r.at_least, r.binding) == (word, to, True, True)
    assert "corpus VD-10" in r.rule


# ------------------------------------------------------ text 2, paragraph by paragraph


def test_t2_verbal_declarations_raise_to_500_and_raise_alone():
    hand = nl(4, blinds=(50, 100))
    assert outcome(rule(hand, say="raise to 500")) == (RAISE, 500, 500, 0)
    r = rule(hand, say="raise")
    assert (r.to, r.at_least) == (200, True)


def test_t2_verbal_declaration_binds_in_turn():
    hand = flop()
    for words, kind in (("fold", FOLD), ("check", CHECK), ("call", CHECK), ("all in", ALL_IN)):
        r = rule(hand, say=words)
        assert r.ruled_as is kind and r.binding
    assert "TDA R55-A" in rule(hand, say="call").rule  # facing no bet, call is a check
    assert "TDA R58" in rule(hand, say="fold").rule  # folding with no bet is binding
    assert rule(hand, say="raise").rule.startswith("TDA R55-B")


def test_t2_check_facing_a_bet_is_call_or_fold():
    hand = flop()
    play(hand, "p1 cbr 600")
    r = rule(hand, say="check")
    assert (r.ruled_as, r.binding, r.choices) == (CALL, False, (CALL, FOLD))


def test_t2_string_bets_raise_announced_after_a_call():
    hand = flop()
    play(hand, "p1 cbr 600")
    r = rule(hand, say="raise", chips=[(500, 100), (1000,)], say_when=SayWhen.BETWEEN)
    assert outcome(r) == (CALL, 600, 0, 1000)
    single = rule(hand, say="raise", chips=[(500, 100)], say_when=SayWhen.AFTER)
    assert outcome(single) == (CALL, 600, 0, 0)


def test_t2_amount_declared_first_allows_several_motions():
    hand = flop()
    play(hand, "p1 cbr 600")
    r = rule(hand, say="raise to 2000", chips=[(500, 100), (1000,), (400,)])
    assert outcome(r) == (RAISE, 2000, 0, 0)


def test_t2_single_oversized_chip_paragraph():
    hand = flop()
    assert rule(hand, chips=[(5000,)]).to == 5000  # no bet: a bet of the chip
    play(hand, "p1 cbr 600")
    assert outcome(rule(hand, chips=[(5000,)])) == (CALL, 600, 0, 4400)


def test_t2_multiple_same_denomination_chips_paragraph():
    hand = flop()
    play(hand, "p1 cbr 600")
    assert rule(hand, chips=[(500, 500)]).ruled_as is CALL  # removing one leaves less
    assert outcome(rule(hand, chips=[(500,) * 4])) == (RAISE, 2000, 0, 0)


def test_t2_short_raises_paragraph():
    hand = flop()
    play(hand, "p1 cbr 600")
    assert rule(hand, chips=[(500, 500)]).ruled_as is CALL
    assert outcome(rule(hand, chips=[(100,) * 9])) == (RAISE, 1200, 300, 0)
    assert outcome(rule(hand, chips=[(100,) * 8])) == (CALL, 600, 0, 200)


def test_t2_conditional_statement_is_up_to_the_floor():
    hand = flop()
    r = rule(hand, say="If you bet, I'll raise", seat=1)
    assert (r.ruled_as, r.binding, r.to, r.must_add) == (RAISE, False, 0, 0)
    assert r.rule == "text 2, conditional statements"
    assert not r.out_of_turn or MESSAGES["out_of_turn"][:10] not in r.explanation
    with pytest.raises(RulingError, match="conditional"):
        rule(hand, say="if you bet, I'll raise", chips=[(500,)])
    with pytest.raises(RulingError, match="says no action"):
        rule(hand, say="if you bet")


def test_t2_chips_put_in_turn_stay_in_the_pot():
    hand = flop()
    play(hand, "p1 cbr 600")
    r = rule(hand, chips=[(500, 100)], say="fold", say_when="after")
    assert outcome(r) == (CALL, 600, 0, 0)
    assert "text 2, chips in the pot stay" in r.rule


def test_t2_table_stakes_never_forced_out_and_all_in_for_less():
    hand = flop(stacks=[DEEP, 500, DEEP])
    play(hand, "p1 cbr 2000")
    r = rule(hand, say="call")
    assert (r.ruled_as, r.to, r.all_in) == (CALL, 300, True)
    assert rule(hand, chips=[(100, 100, 100)]).to == 300
    assert rule(hand, say="raise to 5000").ruled_as is CALL


# ---------------------------------------------------------------- B.10 stakes


def test_ts01_add_on_only_up_to_the_maximum_and_between_hands():
    r = rule_add_on(320, 300, 500)
    assert (r.amount, r.rule) == (180, "corpus TS-01")
    assert rule_add_on(320, 300, 500, during_hand=True).amount == 0
    assert rule_add_on(500, 100, 500).amount == 0


@pytest.mark.parametrize(
    ("setting", "announced", "amount", "option"),
    [
        ("play_if_announced", True, 450, "CASH_CHIPS_IN_TRANSIT=play_if_announced"),
        ("play_if_announced", False, 150, None),
        ("table_only", True, 150, "CASH_CHIPS_IN_TRANSIT=table_only"),
        ("table_only", False, 150, None),
    ],
)
def test_ts02_chips_in_transit(setting, announced, amount, option):
    profile = with_(cash_chips_in_transit=setting)
    r = rule_chips_in_transit(150, 300, announced=announced, profile=profile)
    assert (r.amount, r.option) == (amount, option)


def test_ts04_limit_buy_in_and_posting():
    r = rule_new_player(Structure.FIXED_LIMIT, 4)
    assert (r.amount, r.must_post) == (40, True)
    r = rule_new_player(Structure.NO_LIMIT)
    assert (r.amount, r.must_post) == (None, False)


# ---------------------------------------------------------------- more rulings


def test_pot_in_pot_limit_is_a_pot_raise():
    hand = to_flop(table([DEEP] * 3, game="PO", blinds=(100, 200)))
    play(hand, "p1 cbr 200")
    assert outcome(rule(hand, say="pot")) == (RAISE, 1200, 1200, 0)
    assert rule(hand, say="pot").rule == "text 2, pot-limit"
    # Chips pushed after 'pot' count toward it: extra comes back.
    assert outcome(rule(hand, say="pot", chips=[(1000, 500)])) == (RAISE, 1200, 0, 300)


def test_pot_limit_overbet_push_is_cut_to_the_pot():
    hand = to_flop(table([DEEP] * 3, game="PO", blinds=(100, 200)))
    r = rule(hand, chips=[(500, 500)])
    assert outcome(r) == (BET, 600, 0, 400)
    assert "TDA R52-B" in r.rule


def test_under_minimum_bet_is_corrected_and_all_in_for_less_stands():
    hand = flop(stacks=[DEEP, DEEP, DEEP])
    assert outcome(rule(hand, chips=[(100,)])) == (BET, 200, 100, 0)
    short = flop(stacks=[300, DEEP, DEEP])
    assert outcome(rule(short, chips=[(100,)])) == (ALL_IN, 100, 0, 0)


def test_big_blind_option_pushes():
    hand = nl(3, blinds=(100, 200))
    play(hand, "p3 cc", "p1 cc")
    assert hand.can_check()
    # A single chip: an overchip is a call, and with nothing to call, a check.
    r = rule(hand, chips=[(500,)])
    assert outcome(r) == (CHECK, 200, 0, 500)
    assert r.rule == "TDA R44, R55-A"
    assert outcome(rule(hand, say="raise", chips=[(500,)])) == (RAISE, 700, 0, 0)
    # Several chips: the 50% standard, with nothing to call.
    assert outcome(rule(hand, chips=[(500, 500)])) == (RAISE, 1200, 0, 0)
    assert outcome(rule(hand, chips=[(50, 50)])) == (RAISE, 400, 100, 0)  # half of 200
    assert outcome(rule(hand, chips=[(25, 25, 25)])) == (CHECK, 200, 0, 75)


def test_limit_opening_pushes():
    hand = to_flop(table([DEEP] * 3, game="FT", blinds=(5, 10), small_bet=10, big_bet=20))
    assert outcome(rule(hand, chips=[(25,)])) == (BET, 10, 0, 15)
    assert outcome(rule(hand, chips=[(5,)])) == (BET, 10, 5, 0)
    assert outcome(rule(hand, say="raise")) == (BET, 10, 10, 0)
    assert not rule(hand, say="raise").at_least  # fixed limit: no more to make


def test_stud_bring_in_is_ruled_once_posted_then_pushes_complete_or_call():
    hand = table([1000] * 3, game="F7S", antes=(5, 5, 5), bring_in=5, small_bet=20, big_bet=40)
    deal_stud(hand, "2c3dKs", "4c5dAs", "9c9dQs")
    with pytest.raises(RulingError, match="bring-in is due"):
        rule(hand, chips=[(5,)])
    play(hand, "p3 pb")
    assert outcome(rule(hand, chips=[(25,)])) == (CALL, 5, 0, 20)
    assert outcome(rule(hand, chips=[(10, 10)])) == (BET, 20, 0, 0)  # completes
    assert outcome(rule(hand, chips=[(5, 5, 5)])) == (BET, 20, 5, 0)  # half a bet more
    r = rule(hand, say="raise")
    assert (r.ruled_as, r.to, r.at_least) == (BET, 20, False)
    assert r.rule == "text 2, fixed-limit"


def test_spread_limit_amounts_are_cut_to_the_spread():
    hand = to_flop(
        table([5000] * 3, structure=Structure.SPREAD_LIMIT, blinds=(1, 2), spread=(2, 10))
    )
    play(hand, "p1 cbr 5")
    assert outcome(rule(hand, chips=[(25,)])) == (CALL, 5, 0, 20)
    assert outcome(rule(hand, chips=[(5, 1, 1, 1)])) == (RAISE, 10, 2, 0)
    r = rule(hand, say="raise to 40")
    assert (r.to, r.rule) == (15, "text 2, spread limit")
    assert r.explanation.startswith("p2 declared 40, more than the spread allows")
    assert rule(hand, say="all in").rule == "text 2, spread limit"


@pytest.mark.parametrize(
    ("conflict", "binding"), [("first_action_defines", False), ("verbal_prevails", True)]
)
def test_undercall_then_call_said(conflict, binding):
    # Chips first: an undercall facing a raise multi-way is left to the floor (TDA R51-B);
    # where words prevail, 'call' makes it the full call.
    hand = flop(blinds=(1000, 2000), profile=with_(verbal_chip_conflict=conflict))
    play(hand, "p1 cbr 2000", "p2 cbr 8000")
    r = rule(hand, chips=[(1000, 1000)], say="call", say_when="after")
    assert (r.ruled_as, r.to, r.binding) == (CALL, 8000, binding)
    assert r.option == f"VERBAL_CHIP_CONFLICT={conflict}"
    # 'call' said first is always the full call.
    assert rule(hand, say="call", chips=[(1000, 1000)]).binding


def test_a_parsed_declaration_may_be_given():
    hand = flop()
    play(hand, "p1 cbr 600")
    assert rule(hand, say=parse_declaration("raise to 1500")).to == 1500


def test_explanations_use_the_hand_unit():
    hand = flop(blinds=(25, 50))
    play(hand, "p1 cbr 125")
    r = rule(hand, chips=[(500,)], unit=100)
    assert "1.25" in r.explanation and "3.75 change" in r.explanation


def test_every_reason_has_a_message_and_a_citation():
    reasons = {k for k in CITATIONS}
    assert reasons <= set(MESSAGES)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"chips": [(500,)], "seat": 9}, "there is no player p10"),
        ({"chips": [()]}, "motion 1 has no chips"),
        ({"chips": [(0,)]}, "0 is not a chip"),
        ({"chips": [(DEEP, DEEP)]}, "the chips pushed total"),
        ({}, "nothing to rule"),
        ({"chips": [(500,)], "say_when": "after"}, "needs words"),
        ({"say": "raise", "say_when": "after"}, "need chips"),
        ({"say": "raise", "chips": [(500,)], "say_when": "between"}, "at least two motions"),
        ({"say": "raise like a lot"}, "did not understand"),
        ({"chips": [(500,)], "in_front": (25,)}, "no bet in front"),
        ({"say": "raise", "chips": [(500,)], "say_when": "during"}, "not 'during'"),
    ],
)
def test_bad_actions_are_clear_errors(kwargs, message):
    hand = flop(3)
    with pytest.raises(RulingError, match=message):
        rule(hand, **kwargs)


def test_bad_situations_are_clear_errors():
    hand = flop(3)
    play(hand, "p1 f")
    with pytest.raises(RulingError, match="p1 has folded"):
        rule(hand, say="call", seat=0)
    done = nl(2)
    play(done, "p2 f")
    with pytest.raises(RulingError, match="the hand is over"):
        rule(done, say="call")
    hand = table([DEEP] * 3, blinds=(25, 50))
    play(hand, "p3 cbr 600", "p1 f")
    with pytest.raises(RulingError, match="in front total 25"):
        rule(hand, chips=[(1000,)], in_front=(25,))
    hand = flop(3)
    play(hand, "p1 cc")
    with pytest.raises(RulingError, match="already acted"):
        rule(hand, say="check", seat=0)


# ---------------------------------------------------------------- properties

CHIP_VALUES = (5, 25, 100, 500, 1000, 5000)
SWITCHES = {
    "fifty_pct_base": ("last_full_increment", "previous_total_bet"),
    "multi_chip_rule": ("tda_smallest_chip_test", "same_denomination_is_call"),
    "raise_method": ("one_motion_or_amount_declared", "declared_raise_multi_motion"),
    "verbal_chip_conflict": ("first_action_defines", "verbal_prevails"),
}
WORDS = (
    None,
    "call",
    "check",
    "fold",
    "raise",
    "all in",
    "pot",
    "raise to {n}",
    "bet {n}",
    "{n}",
    "I bet five",
    "call {n}",
)


@st.composite
def situations(draw):
    """A hand at a random point of a random betting round, with someone to rule on."""
    game = draw(st.sampled_from(["NT", "PO", "FT", "spread"]))
    n = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(1, 400).map(lambda k: 25 * k), min_size=n, max_size=n))
    profile = STANDARD.with_options(
        **{name: draw(st.sampled_from(values)) for name, values in SWITCHES.items()}
    )
    stakes: dict = {"blinds": (50, 100)}
    if game == "FT":
        stakes.update(small_bet=100, big_bet=200)
    if game == "spread":
        game = "NT"
        stakes.update(structure=Structure.SPREAD_LIMIT, spread=(100, 500))
    hand = table(stacks, game=game, profile=profile, **stakes)
    for _ in range(draw(st.integers(0, 14))):
        if hand.actor is None or hand.finished:
            break
        choice = draw(st.integers(0, 5))
        low, high = hand.min_raise_to(), hand.max_raise_to()
        if choice == 0:
            hand.fold()
        elif choice <= 2 or low is None or high is None:
            hand.check_or_call()
        else:
            hand.raise_to(draw(st.integers(low, high)))
    assume(hand.actor is not None and not hand.finished and not hand.bring_in_due)
    seats = [
        i
        for i in range(hand.n)
        if not hand.folded[i]
        and hand.stacks[i] > 0
        and (i == hand.actor or hand.acted[i] is None or hand.bets[i] < hand.level)
    ]
    seat = draw(st.sampled_from(seats)) if draw(st.integers(0, 4)) == 0 else hand.actor
    return hand, seat


@st.composite
def actions(draw, hand, seat):
    """What a player might do: motions of chips he has, words, when, prior chips."""
    bet, stack = hand.bets[seat], hand.stacks[seat]
    in_front = ()
    if bet and draw(st.booleans()):
        change = draw(st.integers(0, min(stack, 1000)))
        in_front = (bet + change,) if draw(st.booleans()) else (bet,)
    behind = stack - (sum(in_front) - bet if in_front else 0)
    motions = []
    for _ in range(draw(st.integers(0, 3))):
        motion = []
        for chip in draw(st.lists(st.sampled_from(CHIP_VALUES), min_size=1, max_size=6)):
            if chip <= behind:
                motion.append(chip)
                behind -= chip
        if motion:
            motions.append(tuple(motion))
    words = draw(st.sampled_from(WORDS))
    if words is not None:
        words = words.format(n=draw(st.integers(1, 20_000)))
    if words is None and not motions:
        words = "call"
    when = draw(st.sampled_from(list(SayWhen)))
    if words is None or not motions:
        when = SayWhen.BEFORE
    if when is SayWhen.BETWEEN and len(motions) < 2:
        when = SayWhen.AFTER
    return {"chips": motions, "say": words, "say_when": when, "seat": seat, "in_front": in_front}


@settings(
    max_examples=int(os.environ.get("RULINGS_EXAMPLES", 300)),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.data())
def test_property_rulings_add_up_and_stay_within_the_stack(data):
    hand, seat = data.draw(situations())
    kwargs = data.draw(actions(hand, seat))
    try:
        r = rule(hand, **kwargs)
    except RulingError as exc:
        # Only amounts a bare number cannot reach ("five" with a huge minimum) are refused.
        assert "reaches the minimum" in str(exc)
        return
    bet, stack = hand.bets[seat], hand.stacks[seat]
    in_front_before = sum(kwargs["in_front"]) if kwargs["in_front"] else bet
    # The accounting identity ("in front before": his bet plus change owed on it).
    assert r.in_front == in_front_before
    assert r.pushed == sum(sum(m) for m in kwargs["chips"])
    assert r.pushed == r.to - in_front_before - r.must_add + r.returned
    assert r.must_add >= 0 and r.returned >= 0
    # Never more than his stack, never less than what he already has in.
    assert bet <= r.to <= bet + stack
    call_to = min(hand.level, bet + stack)
    if r.ruled_as is RuledAs.CALL:
        assert r.to == call_to
    elif r.ruled_as is RuledAs.ALL_IN:
        assert r.to == bet + stack > hand.level
    elif r.ruled_as in (RuledAs.BET, RuledAs.RAISE) and "conditional" not in r.reasons:
        assert r.to > hand.level
    elif r.ruled_as is RuledAs.CHECK and "conditional" not in r.reasons:
        assert r.to == bet >= hand.level
    assert r.all_in == (r.ruled_as is not RuledAs.FOLD and r.to == bet + stack)
    assert r.rule and r.explanation
    # A ruling made in turn is a legal action of the hand state.
    if not r.out_of_turn and "conditional" not in r.reasons:
        after = copy.deepcopy(hand)
        r.apply(after)
        move = after.moves[-1]
        assert (move.player, move.to) == (seat, r.to)


@settings(
    max_examples=int(os.environ.get("RULINGS_EXAMPLES", 200)),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.data())
def test_property_call_is_the_amount_to_call_or_all_in_for_less(data):
    hand, seat = data.draw(situations())
    r = rule(hand, say="call", seat=seat)
    bet, stack = hand.bets[seat], hand.stacks[seat]
    if hand.level > bet:
        assert r.ruled_as is RuledAs.CALL
        assert r.to == min(hand.level, bet + stack)
        assert r.to - bet == hand.to_call(seat)
    else:
        assert (r.ruled_as, r.to) == (RuledAs.CHECK, bet)


@settings(max_examples=int(os.environ.get("RULINGS_EXAMPLES", 200)), deadline=None)
@given(
    blind=st.integers(1, 50).map(lambda k: 10 * k),
    bet_units=st.integers(1, 20),
    raise_units=st.integers(0, 20),
    base_name=st.sampled_from(["last_full_increment", "previous_total_bet"]),
)
def test_property_fifty_percent_boundary_for_both_bases(blind, bet_units, raise_units, base_name):
    """Exactly half of the base over the call is a full minimum raise; one chip less, a call."""
    big = 2 * blind
    hand = flop(3, blinds=(blind, big), stacks=[10**7] * 3, profile=with_(fifty_pct_base=base_name))
    opening = big * bet_units
    play(hand, f"p1 cbr {opening}")
    if raise_units:
        play(hand, f"p2 cbr {2 * opening + big * raise_units}")
    else:
        play(hand, "p2 cc")
    level, increment = hand.level, hand.increment
    base = increment if base_name == "last_full_increment" else level
    half = base // 2  # every amount here is even: half is exact
    assert 2 * half == base
    at = rule(hand, chips=[(level, half)])
    assert (at.ruled_as, at.to) == (RuledAs.RAISE, hand.min_raise_to())
    below = rule(hand, chips=[(level, half - 1)])
    assert (below.ruled_as, below.to, below.returned) == (RuledAs.CALL, level, half - 1)
    # The declared amount is judged the same way (TDA R40-C).
    assert rule(hand, say=str(level + half)).ruled_as is RuledAs.RAISE
    assert rule(hand, say=str(level + half - 1)).ruled_as is RuledAs.CALL


# ------------------------------------------- the deciding switch's other value


def _ruled_again_under_the_next_value(hand, r):
    """What ruling again under the next value of the switch named first in ``r.option`` gives
    (the first other value in its enum's order), as ``Ruling.otherwise`` should say it."""
    name, value = r.option.split(",")[0].split("=")
    attr = name.strip().lower()
    other = next(v for v in _SWITCH_ENUMS[attr] if v.value != value.strip())
    saved = hand.profile
    hand.profile = saved.with_options(**{attr: other.value})
    try:
        again = rule_action(hand, r.action)
    finally:
        hand.profile = saved
    return (again.ruled_as, again.to)


@pytest.mark.parametrize(
    ("switches", "moves", "did"),
    [
        ({"raise_method": "declared_raise_multi_motion"}, ("p1 cbr 600",),
         {"say": "raise", "chips": [(500, 100), (1000,)]}),
        ({"raise_method": "one_motion_or_amount_declared"}, ("p1 cbr 600",),
         {"say": "raise", "chips": [(500, 100), (1000,)]}),
        ({"multi_chip_rule": "same_denomination_is_call"}, ("p1 cbr 300",),
         {"chips": [(500, 500)]}),
        ({"fifty_pct_base": "previous_total_bet"}, ("p1 cbr 300", "p2 cbr 800"),
         {"chips": [(500, 500, 100)]}),
        ({"fifty_pct_base": "last_full_increment"}, ("p1 cbr 300", "p2 cbr 800"),
         {"chips": [(500, 500, 100)]}),
        ({}, ("p1 cbr 300",), {"chips": [(500, 500)]}),
        ({}, ("p1 cbr 300",), {"say": "call"}),
    ],
)  # fmt: skip
def test_otherwise_is_the_ruling_under_the_deciding_switchs_next_value(switches, moves, did):
    hand = flop(profile=with_(**switches))
    play(hand, *moves)
    r = rule(hand, **did)
    assert (r.option is None) == (did == {"say": "call"})  # only the call is never in doubt
    if r.option is None:
        assert r.otherwise is None
    else:
        assert r.otherwise == _ruled_again_under_the_next_value(hand, r)


def test_otherwise_matches_ruling_again_in_generated_questions():
    """Every generated chip-action and verbal question: ``otherwise`` is what ruling again
    under the deciding switch's next value gives (the quiz offers it as a trap)."""
    checked = 0
    for kind in ("chip_action", "verbal"):
        gen = Generator(7, Settings(kinds=(kind,)))
        for n in range(150):
            q = gen.question(n)
            if q.situation is None or q.action is None:
                continue
            hand = q.situation.hand()
            r = rule_action(hand, q.action)
            if r.option is None:
                assert r.otherwise is None
                continue
            assert r.otherwise == _ruled_again_under_the_next_value(hand, r)
            checked += 1
    assert checked >= 10


def test_a_profile_with_one_switch_changed_is_made_once_per_profile():
    """The deciding-switch search asks for the same few profiles again and again; it is
    answered by the profile's identity, and each profile gets its own (equal profiles too)."""
    value = MultiChipRule.SAME_DENOMINATION_IS_CALL
    made = _profile_with(STANDARD, "multi_chip_rule", value)
    assert made == STANDARD.with_options(multi_chip_rule=value)
    assert _profile_with(STANDARD, "multi_chip_rule", value) is made
    for profile in (TDA_2024, RROP_11, WSOP_2026_CASH):
        other = _profile_with(profile, "multi_chip_rule", value)
        assert other == profile.with_options(multi_chip_rule=value)
        assert other.name == profile.name
    for other_value in MultiChipRule:
        assert _profile_with(STANDARD, "multi_chip_rule", other_value).multi_chip_rule is (
            other_value
        )


def test_joined_citations_are_remembered_as_joined_afresh() -> None:
    """_join_rules remembers each run of citations it joined: every run met while the floor
    questions are dealt joins to what joining it afresh gives, and a repeated part of a
    citation is said once."""
    from dealer_trainer.engine.rulings import context

    context._JOINED.clear()
    for kind in ("chip_action", "verbal", "procedure"):
        Generator(11, Settings(kinds=(kind,))).questions(60)
    assert len(context._JOINED) >= 5
    for rules, joined in context._JOINED.items():
        assert joined == context._join_rules_now(rules)
        assert context._join_rules(rules) == joined
    assert context._join_rules(("TDA R45; TDA R40", "TDA R40", "text 2")) == (
        "TDA R45; TDA R40; text 2"
    )


def test_each_switch_is_tried_with_its_values_in_the_enum_order() -> None:
    from dealer_trainer.engine.rulings.context import _SWITCH_VALUES

    assert {name: list(enum) for name, enum in _SWITCH_ENUMS.items()} == {
        name: list(values) for name, values in _SWITCH_VALUES.items()
    }
