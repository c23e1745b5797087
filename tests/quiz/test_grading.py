"""Reading typed answers: lenient with amounts, strict about what is not an amount."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from dealer_trainer.engine.options import STANDARD
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.grading import (
    AnswerRefused,
    grade,
    grade_text,
    parse_amount,
    parse_player,
    parse_response,
    record_of,
)
from dealer_trainer.quiz.model import Part, Speed


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1600", 1600),
        ("1,600", 1600),
        ("1 600", 1600),
        ("1\u00a0600", 1600),
        ("$1,600", 1600),
        ("€1.600", 1600),
        ("1.600", 1600),
        ("1'600", 1600),
        ("1600 €", 1600),
        ("£25", 25),
        ("1,600.00", 1600),
        ("1.600,00", 1600),
        ("1600.00", 1600),
        ("1,000,000", 1_000_000),
        ("1.000.000", 1_000_000),
        ("1 000 000", 1_000_000),
        ("16k", 16_000),
        ("1.6k", 1600),
        ("2.5K", 2500),
        ("0", 0),
        ("  750  ", 750),
    ],
)
def test_amounts_read_leniently(text: str, value: int) -> None:
    assert parse_amount(text) == value


@pytest.mark.parametrize(
    ("text", "because"),
    [
        ("1.5", "not a whole amount"),
        ("12,50", "not a whole amount"),
        ("1.60", "not a whole amount"),
        ("1,6000", "not a whole amount"),
        ("1.6666k", "not a whole amount"),
        ("-5", "never negative"),
        ("", "no amount"),
        ("   ", "no amount"),
        ("call", "not an amount"),
        ("six hundred", "not an amount"),
        ("1,600.600", "not one amount"),
        ("16 00", "not one amount"),
        ("1.600,000", "not one amount"),
    ],
)
def test_anything_else_is_refused_with_a_message(text: str, because: str) -> None:
    with pytest.raises(AnswerRefused, match=because):
        parse_amount(text)


def test_players() -> None:
    assert parse_player("p3", 6) == 2
    assert parse_player("P3", 6) == 2
    assert parse_player("3", 6) == 2
    assert parse_player("seat 4", 6) == 3
    with pytest.raises(AnswerRefused, match="no player p7"):
        parse_player("p7", 6)
    with pytest.raises(AnswerRefused, match="not a player"):
        parse_player("Bob", 6)


def _one(kind: str, seed: int = 4):
    return Generator(seed, Settings(kinds=(kind,), profile=STANDARD)).question(0)


def test_a_refused_line_is_not_graded() -> None:
    q = _one("to_call")
    with pytest.raises(AnswerRefused):
        grade_text(q, ["a lot"])
    with pytest.raises(AnswerRefused, match="give 1 line"):
        grade_text(q, ["100", "200"])


def test_side_pots_are_graded_pot_by_pot() -> None:
    q = _one("side_pots")
    lines = list(q.answer_lines())
    assert grade_text(q, lines).correct
    # the main pot's players wrong, the rest right
    amount, *players = lines[0].split()
    wrong_players = [amount, *players[:-1]]
    result = grade_text(q, [" ".join(wrong_players), *lines[1:]])
    assert not result.correct
    assert [p.correct for p in result.parts] == [False] + [True] * (len(lines) - 1)
    assert result.parts[0].note == "amount right, players wrong"


def test_pot_lines_accept_commas_colons_and_p_names() -> None:
    q = _one("side_pots")
    typed = []
    for part in q.answer:
        assert part.amount is not None
        typed.append(f"{part.amount:,}: " + ", ".join(f"p{p + 1}" for p in part.players))
    assert parse_response(q, typed) == q.answer


def test_choice_needs_the_amount_its_letter_asks_for() -> None:
    q = Generator(9, Settings(kinds=("limit_bet",))).question(0)
    letter = q.answer[0].letter
    if letter == "a":
        with pytest.raises(AnswerRefused, match="give"):
            parse_response(q, ["a"])
    else:
        with pytest.raises(AnswerRefused, match="takes no amount"):
            parse_response(q, ["b 40"])
    with pytest.raises(AnswerRefused, match="letters"):
        parse_response(q, ["z"])


def test_grade_carries_answer_working_rule_option_and_speed() -> None:
    q = _one("pot_limit_max")
    result = grade(q, q.answer, millis=q.target_ms // 2)
    assert result.correct and result.speed is Speed.FAST
    # The key is the pot-limit maximum as source text 2, paragraph 9 states it, worked out here
    # from the hand itself: call first, then raise the whole pot (middle, bets and the call).
    assert q.situation is not None
    hand = q.situation.hand()
    level = max(hand.bets)
    call = hand.to_call()
    assert (result.expected[0].amount,) == (level + hand.pot_total() + call,)
    assert result.expected == q.answer
    # The explanation is the question's own working, ends at the key, and names the call step.
    assert result.explanation == q.working and result.explanation[-1].result == q.answer[0].amount
    assert "call" in result.explanation_text
    assert (
        "Source text 2, paragraph 9 (" in result.rule and result.rule == q.rule
    )  # paragraph 9, cited
    assert result.option == q.option == ""  # no venue option in force (said by title if one)
    slow = grade(q, (Part(amount=1),), millis=q.target_ms * 2)
    assert not slow.correct and slow.speed is Speed.SLOW
    assert "Wrong" in slow.summary() and "Working:" in slow.summary()


def test_record_of_a_graded_answer() -> None:
    q = _one("to_call")
    trap = q.traps[0] if q.traps else None
    given = trap.answer if trap else q.answer
    result = grade(q, given, millis=1234)
    rec = record_of(q, result, trainee="ana", answer="\n".join(p.text() for p in given))
    assert rec.question_id == q.id and rec.kind == "to_call" and rec.skill == "betting"
    assert rec.variant == q.variant and rec.millis == 1234
    assert rec.correct is result.correct
    assert rec.mistake == (trap.mistake if trap else None)


def test_parts_are_equal_exactly_when_every_field_is() -> None:
    """``Part.__eq__`` is written by hand (it stops at the first field that differs): it
    must agree with comparing all five fields, and with ``__hash__``."""
    values = {
        "amount": (None, 0, 1250),
        "players": ((), (1, 2)),
        "letter": (None, "a", "b"),
        "shares": ((), ((3, 1075),)),
        "player": (None, 0, 2),
    }
    parts = [Part(*combo) for combo in itertools.product(*values.values())]
    for a, b in itertools.product(parts, repeat=2):
        same = dataclasses.astuple(a) == dataclasses.astuple(b)
        assert (a == b) is same and (a != b) is not same
        if same:
            assert hash(a) == hash(b)
    assert Part(5) != 5 and Part(5) != (5,) and Part(5) is not None
