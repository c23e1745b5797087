"""The rulebook's floor-ruling examples posed through the quiz (kinds 8, 9 and 16).

As in ``test_corpus.py``: each corpus example (B.8 chip actions, B.9 words and
out-of-turn action, B.10 table stakes, PL-19/PL-20 miscounts) is set up, posed,
and answered with the corpus's own answer, typed as a trainee would type it.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.options import STANDARD, WSOP_2026_CASH
from dealer_trainer.engine.rulings import PlayerAction, SayWhen, rule
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.floor import (
    add_on_question,
    conditional_question,
    miscount_question,
    out_of_turn_question,
    pose_ruling,
    transit_question,
)
from dealer_trainer.quiz.grading import grade_text
from dealer_trainer.quiz.model import Question
from tests.engine.tables import play, table, to_flop

DEEP = 100_000


def check(q: Question | None, *lines: str, wrong: dict[str, str] | None = None) -> None:
    assert q is not None
    result = grade_text(q, list(lines))
    assert result.correct, (q.id, lines, q.answer_lines(), q.explanation())
    for typed, mistake in (wrong or {}).items():
        bad = grade_text(q, typed.split("|"))
        assert not bad.correct
        assert bad.mistake is not None and bad.mistake.id == mistake, (typed, bad.mistake)


def flop(n: int = 4, blinds=(100, 200), profile=STANDARD, stacks=None) -> HandState:
    return to_flop(table(stacks or [DEEP] * n, blinds=blinds, profile=profile))


def chips(hand: HandState, cid: str, *motions: tuple[int, ...], **kw) -> Question | None:
    return pose_ruling(
        "chip_action", hand, PlayerAction(tuple(motions), **kw), qid=cid, chip_set="tournament"
    )


def words(hand: HandState, cid: str, said: str, *motions: tuple[int, ...], **kw) -> Question | None:
    return pose_ruling("verbal", hand, PlayerAction(tuple(motions), words=said, **kw), qid=cid)


# ------------------------------------------------------------------ 8 chip actions


def test_ch01_oversized_chip_in_limit_is_a_call() -> None:
    hand = table([DEEP] * 3, game="FT", blinds=(2, 4), small_bet=4, big_bet=8)
    while hand.street_name != "turn":
        hand.check_or_call()
    play(hand, "p1 cbr 8")
    q = pose_ruling("chip_action", hand, PlayerAction(((25,),)), qid="CH-01", chip_set="cash")
    check(q, "a", wrong={"b 25": "oversized_chip_as_raise"})


def test_ch02_single_chip_opening_is_a_bet_of_its_value() -> None:
    check(chips(flop(), "CH-02", (1000,)), "b 1,000")


def test_ch04_every_chip_needed_is_a_call() -> None:
    hand = play(flop(), "p1 cbr 1200")
    check(chips(hand, "CH-04", (1000, 1000)), "a", wrong={"b 2000": "pushed_amount_as_raise"})


def test_ch05_smallest_chip_removal() -> None:
    hand = play(table([DEEP] * 5, blinds=(250, 500)), "p3 cbr 1100")
    check(chips(hand, "CH-05", (1000, 500)), "a")


def test_ch07_fifty_percent_standard_call() -> None:
    hand = play(table([DEEP] * 5, blinds=(250, 500)), "p3 cbr 1100")
    check(
        chips(hand, "CH-07", (1000, 100, 100, 100)), "a", wrong={"b 1300": "pushed_amount_as_raise"}
    )


def test_ch08_mandatory_minimum_raise() -> None:
    hand = play(flop(), "p1 cbr 1400")
    check(
        chips(hand, "CH-08", (1000, 500, 500, 500)),
        "b 2800",
        wrong={"a": "short_raise_as_call", "b 2,500": "pushed_amount_as_raise"},
    )


def test_ch11_over_betting_expecting_change() -> None:
    hand = play(flop(blinds=(25, 50)), "p1 cbr 325")
    check(chips(hand, "CH-11", (500, 25)), "b 650")


def test_nl03_two_500_chips_over_a_300_bet() -> None:
    hand = to_flop(table([DEEP] * 4, blinds=(100, 200)))
    play(hand, "p1 cc", "p2 cc", "p3 cc", "p4 cc", "p1 cbr 300")
    # "a" is the FIDPA reading (MULTI_CHIP_RULE = same_denomination_is_call)
    check(chips(hand, "NL-03", (500, 500)), "b 1000", wrong={"a": "other_venue_rule"})


@pytest.mark.parametrize(
    ("base", "answer", "other"),
    [("last_full_increment", "b 2000", "a"), ("previous_total_bet", "a", "b 2000")],
)
def test_ch19_fifty_percent_base(base: str, answer: str, other: str) -> None:
    hand = play(
        flop(profile=STANDARD.with_options(fifty_pct_base=base)), "p1 cbr 400", "p2 cbr 1200"
    )
    q = chips(hand, "CH-19", (1000, 500, 100, 100))
    assert q is not None and "FIFTY_PCT_BASE" in q.option
    check(q, answer, wrong={other: "other_venue_rule"})


# ------------------------------------------------------------------ 9 words and string bets


def test_ch16_string_bet_only_the_first_motion() -> None:
    hand = play(flop(), "p1 cbr 600")
    check(
        words(hand, "CH-16", "raise", (500, 100), (1000,), when=SayWhen.BETWEEN),
        "a",
        wrong={"b 1600": "string_raise_allowed"},
    )


def test_ch17_string_bet_whose_first_motion_is_already_a_raise() -> None:
    hand = play(flop(), "p1 cbr 600")
    q = pose_ruling("verbal", hand, PlayerAction(((500, 100, 100, 100, 100), (1000,))), qid="CH-17")
    check(q, "b 1200", wrong={"b 1900": "string_raise_allowed"})


@pytest.mark.parametrize(
    ("said", "answer"), [("fourteen hundred", "a"), ("sixteen hundred", "b 2000")]
)
def test_nl16_declared_amount_and_the_fifty_percent_standard(said: str, answer: str) -> None:
    hand = play(flop(), "p1 cbr 1000")
    check(words(hand, "NL-16", said), answer)


def test_nl17_raise_amount_is_the_total() -> None:
    hand = play(flop(blinds=(1000, 2000)), "p1 cbr 2000")
    check(
        words(hand, "NL-17", "Raise, eight thousand"),
        "b 8,000",
        wrong={"b 10000": "declared_raise_added_to_call"},
    )


def test_vd07_call_commits_to_the_full_action() -> None:
    hand = play(flop(blinds=(1000, 2000)), "p1 cbr 2000", "p2 cbr 8000")
    check(words(hand, "VD-07", "call"), "a")


@pytest.mark.parametrize(("bet", "answer"), [(0, "b 200"), (600, "b 1200")])
def test_vd10_pot_in_no_limit_binds_to_a_minimum(bet: int, answer: str) -> None:
    hand = flop()
    if bet:
        play(hand, f"p1 cbr {bet}")
    q = words(hand, "VD-10", "I bet the pot")
    assert q is not None
    check(q, answer)
    assert any(t.mistake == "pot_in_no_limit_as_pot" for t in q.traps)


def test_raise_alone_binds_to_a_minimum_raise() -> None:
    hand = play(flop(), "p1 cbr 600")
    check(words(hand, "A.17-5", "raise"), "b 1200", wrong={"a": "raise_alone_as_call"})


@pytest.mark.parametrize(
    ("conflict", "answer"), [("first_action_defines", "b 1500"), ("verbal_prevails", "b 2000")]
)
def test_vd01_chips_first_then_words(conflict: str, answer: str) -> None:
    hand = flop(profile=STANDARD.with_options(verbal_chip_conflict=conflict))
    q = words(hand, "VD-01", "two thousand", (1000, 500), when=SayWhen.AFTER)
    check(q, answer)


def test_vd01_words_first() -> None:
    check(words(flop(), "VD-01", "two thousand", (1000, 500)), "b 2000")


# ------------------------------------------------------------------ 16 procedure


def test_ts01_add_on_up_to_the_maximum() -> None:
    hand = table([320, DEEP, DEEP], blinds=(2, 5))
    check(
        add_on_question(hand, 0, 300, 500, qid="TS-01", during_hand=False),
        "180",
        wrong={"300": "added_all_requested", "500": "max_as_add_on"},
    )
    check(
        add_on_question(hand, 0, 300, 500, qid="TS-01b", during_hand=True),
        "0",
        wrong={"180": "added_during_hand"},
    )


@pytest.mark.parametrize(
    ("profile", "announced", "answer"),
    [(WSOP_2026_CASH, True, "450"), (WSOP_2026_CASH, False, "150"), (STANDARD, True, "150")],
)
def test_ts02_chips_in_transit(profile, announced: bool, answer: str) -> None:
    hand = table([150, DEEP, DEEP], blinds=(2, 5), profile=profile)
    q = transit_question(hand, 0, 300, announced=announced, qid="TS-02")
    check(q, answer)


def _vd04() -> HandState:
    hand = table([DEEP] * 6, blinds=(50, 100))
    play(hand, "p3 cc", "p4 cc", "p5 cc", "p6 cc", "p1 f", "p2 f", "p3 cc", "p4 cc")
    return hand


@pytest.mark.parametrize(("then", "answer"), [("p5 cbr 300", "b"), ("p5 cc", "a")])
def test_vd04_out_of_turn_check(then: str, answer: str) -> None:
    hand = _vd04()
    oot = rule(hand, say="check", seat=5)
    play(hand, then)
    q = out_of_turn_question(hand, oot, hand, qid="VD-04", story="p6 checks out of turn.")
    other = "a" if answer == "b" else "b"
    mistake = "oot_always_binding" if answer == "b" else "oot_never_binding"
    check(q, answer, wrong={other: mistake})


def test_conditional_statement_is_not_binding_by_itself() -> None:
    check(
        conditional_question(flop(), "if you bet, I'll raise", qid="T2-44"),
        "b",
        wrong={"a": "conditional_as_binding"},
    )


def _pl_pot_10500(profile=STANDARD) -> HandState:
    hand = table([DEEP] * 4, game="PO", blinds=(500, 1000), profile=profile)
    return play(hand, "p3 cbr 2625", "p4 cc", "p1 cc", "p2 cc")


@pytest.mark.parametrize(
    ("window", "answer", "wrong"),
    [
        ("until_end_of_street", "10,500", "miscount_stands"),
        ("until_all_have_acted", "11,500", "miscount_always_corrected"),
    ],
)
def test_pl19_overbet_correction_window(window: str, answer: str, wrong: str) -> None:
    hand = _pl_pot_10500(STANDARD.with_options(pl_overbet_correction_window=window))
    q = miscount_question(
        hand, 11_500, ("fold", "call", "call"), next_card_dealt=False, qid="PL-19"
    )
    other = "11500" if answer == "10,500" else "10500"
    check(q, answer, wrong={other: wrong})


@pytest.mark.parametrize(("later", "answer"), [(("fold", "call"), "9,500"), (("fold",), "10,500")])
def test_pl20_underbet_from_a_low_count(later: tuple[str, ...], answer: str) -> None:
    q = miscount_question(_pl_pot_10500(), 9_500, later, next_card_dealt=False, qid="PL-20")
    check(q, answer)
