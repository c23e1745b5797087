"""The "accept the action shown" duty (issue 19): an action in turn is accepted; a fold out of
turn is stopped and binds when the player's turn comes (Poker TDA Rules 2024, Rule 53-A)."""

from __future__ import annotations

import pytest

from dealer_trainer.quiz.deal import DealSettings, deal, plan
from dealer_trainer.quiz.grading import grade_text
from dealer_trainer.quiz.model import Question


def _shown(variant: str, rate: int) -> list[Question]:
    asked: list[Question] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d == "accept_action":
            asked.append(q)
        return list(q.answer_lines()), 3_000

    report = deal(DealSettings(variant=variant, hands=200, seed=9, irregularity_rate=rate), answer)
    assert report.chips_checked == 200 and all(r.correct for r in report.results)
    return asked


def _text(q: Question, letter: str) -> str:
    return next(c.text for c in q.form.choices if c.letter == letter)


@pytest.mark.parametrize("rate", [0, 10, 25])
@pytest.mark.parametrize("variant", ["NT", "PO", "F7S", "F2L3D"])
def test_in_turn_actions_are_accepted_and_out_of_turn_folds_stopped(
    variant: str, rate: int
) -> None:
    asked = _shown(variant, rate)
    assert len(asked) >= 150  # about once a hand
    oot = [q for q in asked if "out of turn" in _text(q, q.answer[0].letter or "")]
    assert (len(oot) > 0) == (rate > 0)
    if rate:
        assert len(oot) < rate * 2  # about half the rate, out of 200 hands
    for q in asked:
        key = _text(q, q.answer[0].letter or "")
        if q in oot:
            assert key.startswith("Stop:") and "binding" in key
            accept = next(c for c in q.form.choices if c.text.startswith("Accept it"))
            g = grade_text(q, [accept.letter], 2_000)
            assert not g.correct and g.mistake is not None
            assert g.mistake.id == "accepted_out_of_turn_action"
            free = next(c for c in q.form.choices if "nothing binds" in c.text)
            g = grade_text(q, [free.letter], 2_000)
            assert g.mistake is not None and g.mistake.id == "oot_never_binding"
        else:
            assert key.startswith("Accept it:")
            stop = next(c for c in q.form.choices if c.text.startswith("Stop"))
            g = grade_text(q, [stop.letter], 2_000)
            assert g.mistake is not None and g.mistake.id == "stopped_a_good_action"


def test_the_out_of_turn_fold_binds_when_his_turn_comes() -> None:
    """Each player stopped for folding out of turn is folded when the pot is pushed, even when
    the players before him bet or raise: an out-of-turn fold is binding."""
    steps, _ = plan(DealSettings(variant="NT", hands=120, seed=4, irregularity_rate=25))
    checked = 0
    for k, step in enumerate(steps):
        if step.duty != "accept_action":
            continue
        key = _text(step.question, step.question.answer[0].letter or "")
        if "out of turn" not in key:
            continue
        seat = int(key.split()[2])  # "Stop: seat N folded out of turn..."
        award = next(x for x in steps[k:] if x.hand == step.hand and x.duty == "award")
        assert award.scene is not None
        (view,) = [v for v in award.scene.seats if v.seat == seat]
        assert view.folded, (step.hand, seat)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("variant", ["NT", "PO", "F7S", "F2L3D"])
def test_the_dealer_announces_the_bet_or_the_raise_total_never_the_pot(variant: str) -> None:
    """procedures.md P.6 (TDA RP-12): bets and raises are announced as they go round, a raise
    by its total; the pot is not announced."""
    asked: list[Question] = []

    def answer(d: str, q: Question) -> tuple[list[str], int]:
        if d == "announce":
            asked.append(q)
        return list(q.answer_lines()), 3_000

    report = deal(DealSettings(variant=variant, hands=200, seed=12, irregularity_rate=10), answer)
    assert report.chips_checked == 200 and all(r.correct for r in report.results)
    assert len(asked) >= 100
    raises = 0
    for q in asked:
        total = int(q.prompt.split("his total for this round is ")[1].split(",")[0].rstrip("."))
        key = _text(q, q.answer[0].letter or "")
        assert key in (f"Bet {total:,}.", f"Raise to {total:,}.", f"Complete to {total:,}.")
        pot = next(c for c in q.form.choices if c.text.startswith("The pot is"))
        g = grade_text(q, [pot.letter], 2_000)
        assert g.mistake is not None and g.mistake.id == "announced_the_pot_size"
        if key.startswith("Raise to"):
            raises += 1
            facing = int(q.prompt.split("facing a bet of ")[1].split(".")[0].replace(",", ""))
            inc = next(c for c in q.form.choices if c.text == f"Raise {total - facing:,}.")
            g = grade_text(q, [inc.letter], 2_000)
            assert g.mistake is not None and g.mistake.id == "announced_the_raise_increment"
    if variant == "F7S":  # stud: the first bet is the completion of the bring-in, or a bet
        assert any(_text(q, q.answer[0].letter or "").startswith("Complete to") for q in asked)
    else:
        assert raises > 0
