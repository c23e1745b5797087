"""Deal-a-hand sessions (issue 19): whole hands, every duty graded at once, chips conserved."""

from __future__ import annotations

import io
import sys

import pytest

from dealer_trainer.cli import main
from dealer_trainer.quiz.deal import DUTIES, DealError, DealSettings, deal
from dealer_trainer.quiz.model import FormKind, Question

TOURNAMENT_DUTIES = ("forced_bets", "colour_up", "chip_race", "hand_for_hand", "balance")
GAMES_4 = ("NT", "PO", "F7S", "F2L3D")  # hold'em, Omaha, stud, a draw game


def right(duty: str, q: Question) -> tuple[list[str], int]:
    return list(q.answer_lines()), 5_000


@pytest.mark.parametrize("rate", [0, 10, 25])
@pytest.mark.parametrize("variant", GAMES_4)
def test_two_hundred_hands_with_right_duties(variant: str, rate: int) -> None:
    report = deal(
        DealSettings(variant=variant, hands=200, seed=rate + 1, irregularity_rate=rate), right
    )
    assert report.hands == 200 and report.chips_checked == 200  # conserved in every hand
    assert report.results and all(r.correct for r in report.results)
    asked = report.accuracy()
    assert {"pot", "show_first", "award", "rake", "who_acts", "muck", "deck_check"} <= set(asked)
    assert asked["deck_check"][1] == 1 + 200 // 10  # the first hand and every tenth
    ruled = asked.get("irregularity", (0, 0))[1] + asked.get("player_ruling", (0, 0))[1]
    assert (ruled > 0) == (rate > 0)
    if rate:
        # about the rate asked: 200 hands at 10% or 25%, table and player irregularities
        assert rate * 2 * 0.5 < ruled < rate * 2 * 1.6
        assert asked["irregularity"][1] and asked["player_ruling"][1]
    assert ("blinds" in asked) == (variant != "F7S")  # stud has no button
    assert report.pace() is not None


def _wrong(q: Question) -> tuple[list[str], str | None]:
    """A wrong line for the question: a recognised mistake when it has one."""
    if q.traps:
        trap = q.traps[0]
        return [p.text() for p in trap.answer], trap.mistake
    if q.form.kind is FormKind.CHOICE:
        other = next(c for c in q.form.choices if c.letter != q.answer[0].letter)
        amount = f" {q.answer[0].amount or 100}" if other.amount else ""
        return [other.letter + amount], None
    # the keyed lines with the first amount one chip off (seats, if any, kept)
    lines = list(q.answer_lines())
    head, _, rest = lines[0].partition(" ")
    lines[0] = f"{int(head.replace(',', '')) + 1} {rest}".strip()
    return lines, None


@pytest.mark.parametrize("duty", DUTIES)
@pytest.mark.parametrize("variant", GAMES_4)
def test_each_wrong_duty_is_graded_wrong_and_named(variant: str, duty: str) -> None:
    named: list[str | None] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d != duty:
            return list(q.answer_lines()), 3_000
        lines, mistake = _wrong(q)
        named.append(mistake)
        return lines, 3_000

    report = deal(DealSettings(variant=variant, hands=50, seed=7, irregularity_rate=25), answer)
    for r in report.results:
        assert r.correct == (r.duty != duty), (r.duty, r.given)
        if r.duty == duty:
            assert r.grade is not None
            expected = named.pop(0)
            if expected is not None:
                assert r.grade.mistake is not None and r.grade.mistake.id == expected
    assert not named
    if (
        not (variant == "F7S" and duty == "blinds")
        and duty != "side_pots"
        and duty not in TOURNAMENT_DUTIES  # asked at a tournament level: test_deal_tournament
    ):
        assert any(r.duty == duty for r in report.results)


@pytest.mark.parametrize("rate", [0, 10, 25])
@pytest.mark.parametrize("variant", GAMES_4)
def test_two_hundred_hands_with_every_duty_wrong(variant: str, rate: int) -> None:
    """Every duty answered wrong, with a recognised mistake when the question has one: each is
    graded wrong and the mistake named; the hands (and the chips) go on the same."""
    named: list[str | None] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        lines, mistake = _wrong(q)
        named.append(mistake)
        return lines, 4_000

    report = deal(
        DealSettings(variant=variant, hands=200, seed=rate + 1, irregularity_rate=rate), answer
    )
    assert report.hands == 200 and report.chips_checked == 200
    assert len(report.results) == len(named)
    for r, expected in zip(report.results, named, strict=True):
        assert r.grade is not None and not r.correct, (r.duty, r.given)
        if expected is not None:
            assert r.grade.mistake is not None and r.grade.mistake.id == expected
        if r.duty in ("who_acts", "muck", "deck_check", "blinds"):
            assert expected is not None, r.question.prompt  # always a named mistake
    assert {"who_acts", "muck", "deck_check"} <= {r.duty for r in report.results}


def test_seats_empty_and_fill_and_the_blinds_follow_the_engine() -> None:
    lines: list[str] = []
    report = deal(DealSettings(variant="NT", hands=200, seed=3), right, lines.append)
    blinds = [x for x in lines if " blinds: Last hand" in x]
    assert any("cashed out and left" in x for x in blinds)
    assert any("waits for the big blind" in x for x in blinds)
    assert any("has come to the new player" in x for x in blinds)
    assert any("no small blind" in x for x in blinds)  # a dead small blind after a departure
    assert report.chips_checked == 200 and all(r.correct for r in report.results)


def test_the_deck_check_finds_the_missing_and_the_doubled_card() -> None:
    from dealer_trainer.engine.deck_check import check_deck, full_deck

    deck = full_deck()
    assert check_deck(deck).good and check_deck(deck).count == 52
    short = check_deck([c for c in deck if str(c) != "7d"])
    assert short.count == 51 and [str(c) for c in short.missing] == ["7d"]
    fouled = check_deck([*deck, deck[5]])
    assert fouled.count == 53 and fouled.duplicated == (deck[5],) and not fouled.good
    swapped = check_deck([*deck[1:], deck[5]])  # 52 cards, yet one missing and one twice
    assert swapped.count == 52 and not swapped.good
    assert check_deck(full_deck(short_deck=True), short_deck=True).expected == 36
    verdicts = []
    report = deal(
        DealSettings(variant="NT", hands=100, seed=5),
        lambda d, q: (
            (
                verdicts.append(q.form.choices[int(q.answer[0].letter, 36) - 10].text)
                if d == "deck_check"
                else None
            )
            or right(d, q)
        ),
    )
    assert report.accuracy()["deck_check"] == (11, 11)
    assert any(v.startswith("Complete: 52 cards") for v in verdicts)
    assert any("is missing" in v for v in verdicts) and any("there twice" in v for v in verdicts)


def test_all_in_hands_ask_for_the_side_pots() -> None:
    report = deal(DealSettings(variant="F7S", hands=200, seed=3, irregularity_rate=25), right)
    right_, asked = report.accuracy()["side_pots"]
    assert asked >= 5 and right_ == asked


def test_a_tournament_table_has_no_rake_duty() -> None:
    report = deal(DealSettings(hands=20, cash=False), right)
    assert "rake" not in report.accuracy() and report.chips_checked == 20


def test_bad_settings_are_refused() -> None:
    with pytest.raises(DealError, match="irregularity rate must be 0, 10 or 25"):
        deal(DealSettings(irregularity_rate=50), right)
    with pytest.raises(DealError, match="unknown variant"):
        deal(DealSettings(variant="XX"), right)


def test_the_terminal_mode_is_pipeable(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = DealSettings(variant="NT", hands=5, seed=4, irregularity_rate=25, players=4)
    answers: list[str] = []
    deal(
        settings,
        lambda d, q: (answers.append("; ".join(q.answer_lines())) or list(q.answer_lines()), 1),
    )
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(answers) + "\n"))
    out = io.StringIO()
    code = main(
        ["deal", "--hands", "5", "--seed", "4", "--irregularities", "25", "--players", "4"], out=out
    )
    assert code == 0
    lines = out.getvalue().splitlines()
    graded = [x for x in lines if x.endswith(": right") or ": wrong" in x]
    assert len(graded) == len(answers) and all(x.endswith(": right") for x in graded)
    assert lines[-1].startswith(("pace:", "duty ")) and any(
        x.startswith("session: 5 hands") for x in lines
    )


def test_the_terminal_mode_says_when_input_runs_out(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("7\n"))
    assert main(["deal", "--hands", "3"], out=io.StringIO()) == 2
    assert "input ended" in capsys.readouterr().err
