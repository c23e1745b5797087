"""A tournament level in a deal-a-hand session (issue 19): the big-blind ante, the colour-up at
a level change, hand-for-hand near the money and balancing, each a graded duty."""

from __future__ import annotations

import re

import pytest

from dealer_trainer.quiz.deal import DealSettings, deal
from dealer_trainer.quiz.deal_tournament import LEVEL_HANDS, LEVELS, pose_hand_for_hand
from dealer_trainer.quiz.grading import grade_text
from dealer_trainer.quiz.kinds import question_from
from dealer_trainer.quiz.model import Question

GAMES_4 = ("NT", "PO", "F7S", "F2L3D")  # hold'em, Omaha, stud, a draw game
TOURNAMENT = ("forced_bets", "colour_up", "hand_for_hand", "balance")


def right(duty: str, q: Question) -> tuple[list[str], int]:
    return list(q.answer_lines()), 4_000


def _numbers(q: Question) -> list[int]:
    return [int(x.replace(",", "")) for x in q.answer_lines()]


@pytest.mark.parametrize("rate", [0, 10, 25])
@pytest.mark.parametrize("variant", GAMES_4)
def test_two_hundred_tournament_hands_with_right_duties(variant: str, rate: int) -> None:
    report = deal(
        DealSettings(variant=variant, hands=200, seed=rate + 3, irregularity_rate=rate, cash=False),
        right,
    )
    assert report.hands == 200 and report.chips_checked == 200  # conserved in every hand
    assert all(r.correct for r in report.results)
    asked = report.accuracy()
    assert "rake" not in asked  # a tournament takes no rake
    # two colour-ups in 200 hands: the 100s at level 5, the 500s at level 10
    assert asked["colour_up"] == (2, 2)
    assert asked["hand_for_hand"][1] >= 1
    blinds_game = variant != "F7S"
    assert ("forced_bets" in asked) == blinds_game and ("balance" in asked) == blinds_game
    if blinds_game:
        # the first hand of each of the 20 levels at least
        assert asked["forced_bets"][1] >= 200 // LEVEL_HANDS


def _wrong(q: Question) -> tuple[list[str], str]:
    trap = q.traps[0]
    return [p.text() for p in trap.answer], trap.mistake


@pytest.mark.parametrize("rate", [0, 10, 25])
@pytest.mark.parametrize("variant", GAMES_4)
def test_each_tournament_duty_done_wrong_is_graded_wrong_and_named(variant: str, rate: int) -> None:
    named: list[tuple[str, str]] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d not in TOURNAMENT:
            return list(q.answer_lines()), 3_000
        assert q.traps, (d, q.prompt)  # every tournament duty recognises a wrong answer
        lines, mistake = _wrong(q)
        named.append((d, mistake))
        return lines, 3_000

    report = deal(
        DealSettings(variant=variant, hands=200, seed=rate + 5, irregularity_rate=rate, cash=False),
        answer,
    )
    assert report.chips_checked == 200
    seen = [(r.duty, r.grade.mistake.id) for r in report.results if r.grade and r.grade.mistake]
    for r in report.results:
        assert r.correct == (r.duty not in TOURNAMENT), (r.duty, r.given)
    assert [x for x in seen if x[0] in TOURNAMENT] == named
    expected = {"colour_up", "hand_for_hand"} | (
        {"forced_bets", "balance"} if variant != "F7S" else set()
    )
    assert {d for d, _ in named} == expected


def test_heads_up_the_big_blind_still_posts_the_full_ante() -> None:
    """procedures.md TO-15: heads-up at 1,000/2,000 with a 2,000 big-blind ante the pot is
    5,000 before action: the button posts the small blind, the big blind posts blind and full
    ante. Here at level 1 (100/200, ante 200): the ante 200, the pot 500."""
    asked: list[Question] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d == "forced_bets":
            asked.append(q)
        return right(d, q)

    deal(DealSettings(variant="NT", players=2, hands=LEVEL_HANDS, seed=2, cash=False), answer)
    assert len(asked) == LEVEL_HANDS  # every heads-up hand
    small, big = LEVELS[0]
    for q in asked:
        assert _numbers(q) == [big, small + big + big]
        dropped = [t for t in q.traps if t.mistake == "dropped_the_ante_heads_up"]
        assert dropped and [p.text() for p in dropped[0].answer] == ["0", str(small + big)]


def test_a_full_table_posts_one_ante_not_one_each() -> None:
    firsts: list[Question] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d == "forced_bets":
            firsts.append(q)
        return right(d, q)

    deal(DealSettings(variant="NT", players=6, hands=1, seed=4, cash=False), answer)
    (q,) = firsts
    small, big = LEVELS[0]
    assert _numbers(q) == [big, small + 2 * big]  # 100 + 200 + one ante of 200
    result = grade_text(q, [str(big), str(small + big + 6 * big)], 1_000)
    assert not result.correct and result.mistake is not None
    assert result.mistake.id == "antes_from_everyone"


def test_players_out_on_the_same_hand_tie_for_their_places() -> None:
    """TO-11 (WSOP 2026, 126-b): hand-for-hand, 21 left, 18 paid; one player here and two at
    other tables go out on the same hand: they tie for 19th to 21st, 18 are left."""
    posed = pose_hand_for_hand(21, 18, (5,), 2)
    q = question_from(
        "procedure", posed, qid="t", variant="NT", structure="no_limit", profile="standard"
    )
    assert _numbers(q) == [19, 21, 18]
    only_here = grade_text(q, ["21", "21", "20"], 1_000)
    assert only_here.mistake is not None and only_here.mistake.id == "counted_only_this_table"
    assert "Poker TDA Rules 2024, RP-8-A" in q.rule


def test_the_player_due_for_the_big_blind_moves_and_his_seat_empties() -> None:
    lines: list[str] = []
    movers: list[int] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d == "balance":
            movers.append(_numbers(q)[0])
        return right(d, q)

    deal(DealSettings(variant="NT", players=8, hands=40, seed=6, cash=False), answer, lines.append)
    assert movers
    for seat in movers:
        moved = [x for x in lines if f"Seat {seat} moved to another table to balance." in x]
        assert moved, seat
        # the next hand's blinds: the big blind moves on past his empty seat
        m = re.search(r"big blind seat (\d+)\. [^?]*\? ", moved[0])
        assert m and int(m.group(1)) != seat


def test_colour_up_exchanges_whole_sets_and_races_the_rest() -> None:
    """TDA 2024 Rule 24-A: whole sets of the removed chip are exchanged; the rest are raced."""
    asked: list[Question] = []
    deal(
        DealSettings(variant="NT", hands=4 * LEVEL_HANDS + 1, seed=8, cash=False),
        lambda d, q: (asked.append(q) if d == "colour_up" else None) or right(d, q),
    )
    (q,) = asked
    m = re.search(r"has (\d+) chips of 100", q.prompt)
    assert m and "Level 5 starts" in q.prompt
    count = int(m.group(1))
    assert _numbers(q) == [count // 5, count % 5]
