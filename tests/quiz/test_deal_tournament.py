"""A tournament level in a deal-a-hand session (issue 19): the big-blind ante, the colour-up at
a level change, hand-for-hand near the money and balancing, each a graded duty."""

from __future__ import annotations

import re

import pytest

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.options import STANDARD
from dealer_trainer.engine.procedures import odd_chips
from dealer_trainer.quiz.deal import DealSettings, Scene, deal
from dealer_trainer.quiz.deal_tournament import (
    LEVEL_HANDS,
    LEVELS,
    chip_unit,
    pose_chip_race,
    pose_hand_for_hand,
)
from dealer_trainer.quiz.grading import grade_text
from dealer_trainer.quiz.kinds import question_from
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.prng import Prng

GAMES_4 = ("NT", "PO", "F7S", "F2L3D")  # hold'em, Omaha, stud, a draw game
TOURNAMENT = ("forced_bets", "colour_up", "chip_race", "hand_for_hand", "balance")


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
    assert 1 <= asked["chip_race"][1] <= 2  # the odd chips of every stack, raced
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
    expected = {"colour_up", "chip_race", "hand_for_hand"} | (
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


def test_the_chip_race_of_to_07_and_to_08() -> None:
    """procedures.md TO-07: seat 3 loses his last two 25s in the race and is kept in with
    one 100 chip; seat 6's king wins the one chip raced. TO-08: eight 25s race two 100s;
    seat 4 holds the two highest cards but wins only one (TDA 2024 Rule 24-A)."""
    cards = {3: [Card.parse("7d"), Card.parse("4c")], 6: [Card.parse("Kc")], 8: [Card.parse("Th")]}
    posed, race = pose_chip_race(7, 25, 100, {3: 2, 6: 1, 8: 1}, cards, {6, 8}, STANDARD, Prng(1))
    assert (race.raced, race.winners, race.protected) == (1, (6,), (3,))
    assert posed is not None
    key = posed.answer[0].letter
    right = next(c.text for c in posed.form.choices if c.letter == key)
    assert right == "1 chip of 100 raced: seat 6; seat 3 kept in with one chip."
    assert any(t.mistake == "raced_a_player_out" for t in posed.traps)
    cards = {
        4: [Card.parse("As"), Card.parse("Ks"), Card.parse("3d")],
        7: [Card.parse("Qh"), Card.parse("5c")],
        9: [Card.parse("Js"), Card.parse("9d"), Card.parse("2c")],
    }
    posed, race = pose_chip_race(
        7, 25, 100, {4: 3, 7: 2, 9: 3}, cards, {4, 7, 9}, STANDARD, Prng(1)
    )
    assert (race.raced, race.winners, race.protected) == (2, (4, 7), ())
    assert posed is not None
    texts = {c.letter: c.text for c in posed.form.choices}
    assert (
        texts[posed.answer[0].letter]
        == "2 chips of 100 raced: seat 4, seat 7; nobody is raced out."
    )
    twice = next(t for t in posed.traps if t.mistake == "race_two_chips_one_player")
    assert (
        texts[twice.answer[0].letter]
        == "2 chips of 100 raced: seat 4, seat 4; nobody is raced out."
    )


def test_odd_chips_are_read_from_the_stack_as_the_engine_holds_it() -> None:
    assert odd_chips(20_300, 100, 500) == 3  # 40 chips of 500 and three 100s
    assert odd_chips(19_500, 500, 1_000) == 1
    assert odd_chips(20_000, 100, 500) == 0
    with pytest.raises(ValueError, match="cannot be made of chips of 100"):
        odd_chips(20_350, 100, 500)
    assert [chip_unit(level) for level in (1, 4, 5, 9, 10, 20)] == [
        100,
        100,
        500,
        500,
        1_000,
        1_000,
    ]


@pytest.mark.parametrize("variant", ["NT", "F7S"])
@pytest.mark.parametrize("rounding", ["half_or_more_rounds_up", "whole_chips_only"])
def test_the_chip_race_runs_on_the_table_stacks_and_the_next_hand_plays_them(
    variant: str, rounding: str
) -> None:
    """At level 5 the 100s come off: each seat's odd 100s (its stack, in the fewest chips)
    are raced; after the race every stack is in 500s, the winners and anyone raced out have
    one 500 more, and the chips are conserved up to the race's rounding
    (CHIP_RACE_POOL_ROUNDING, procedures.md P.7) and the chip of a player raced out."""
    profile = STANDARD.with_options(chip_race_pool_rounding=rounding)
    first = 4 * LEVEL_HANDS + 1  # the first hand of level 5
    pending: list[Scene] = []
    seen: list[tuple[str, Scene, Question]] = []

    def answer(duty: str, q: Question) -> tuple[list[str], int]:
        seen.append((duty, pending.pop(), q))
        return right(duty, q)

    settings = DealSettings(
        variant=variant, players=7, hands=first + 1, seed=11, cash=False, profile=profile
    )
    report = deal(settings, answer, on_scene=lambda h, sc: pending.append(sc))
    assert report.chips_checked == first + 1
    k = next(i for i, (duty, _, _) in enumerate(seen) if duty == "chip_race")
    _, scene, q = seen[k]
    assert scene.hand == first and "Level 5: the 100 chips are raced off" in q.prompt
    before = {v.seat: v.stack for v in scene.seats}
    odd = {s: st % 500 // 100 for s, st in before.items()}
    listed = {int(a): int(b) for a, b in re.findall(r"seat (\d+): (\d+) \(", q.prompt)}
    assert listed == {s: n for s, n in odd.items() if n}  # the race runs on these stacks
    key = next(c.text for c in q.form.choices if c.letter == q.answer[0].letter)
    won, _, kept_text = key.partition(";")
    winners = {int(x) for x in re.findall(r"seat (\d+)", won)}
    kept = {int(x) for x in re.findall(r"seat (\d+)", kept_text)}
    rest = sum(odd.values()) * 100 - 500 * len(winners)
    if rounding == "whole_chips_only":
        assert 0 <= rest < 500
    else:
        assert -250 <= rest < 250
    after = {s: st - odd[s] * 100 + (500 if s in winners | kept else 0) for s, st in before.items()}
    assert all(st % 500 == 0 for st in after.values())
    assert sum(after.values()) == sum(before.values()) - rest + 500 * len(kept)
    if variant == "NT":
        # the next duty, the button and blinds of this hand, shows the stacks it is dealt with
        duty, nxt, _ = seen[k + 1]
        assert duty == "blinds" and nxt.hand == first
        assert {v.seat: v.stack for v in nxt.seats} == after
