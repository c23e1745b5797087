"""What an instructor's review of every kind found wrong in the words around right keys:
each test asserts what the rulebook says and fails on the old wording."""

from __future__ import annotations

import re

from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.grading import grade_text


def _questions(kind: str, seeds: range, per: int = 4):
    for seed in seeds:
        gen = Generator(seed, Settings(kinds=(kind,)))
        for n in range(per):
            yield gen.question(n)


def test_a_declared_amount_equal_to_his_stack_is_all_he_has_not_more() -> None:
    """ "Raise to 10" with exactly 10 is all his chips: the explanation said "more than he
    has". Answered as a plain raise to that amount, the grader names the mistake."""
    seen = 0
    for q in _questions("verbal", range(1, 60)):
        said = re.search(r'says "(?:raise|bet)(?: to)? ([\d,]+)"', q.prompt)
        behind = re.search(r"is to act, with ([\d,]+) behind(?: and ([\d,]+) in front)?", q.prompt)
        if not said or not behind or q.answer_lines() != ("c",):
            continue
        total = int(behind[1].replace(",", "")) + int((behind[2] or "0").replace(",", ""))
        declared = int(said[1].replace(",", ""))
        text = " ".join(s.text for s in q.working)
        if declared == total:
            seen += 1
            assert "all he has" in text and "more than he has" not in text, q.id
        wrong = grade_text(q, [f"b {total}"])
        assert not wrong.correct and wrong.mistake is not None, q.id
        assert wrong.mistake.id == "all_in_as_plain_raise", q.id
    assert seen >= 1


def test_a_limit_raise_word_with_too_few_chips_is_said_to_be_all_in() -> None:
    """Fixed limit, "pot" or "raise" with fewer chips than a raise: he can raise only all in
    (it said "that is a raise to 23", a raise no 15/30 round has)."""
    # seed 5, question 5: seven-card stud 15/30, 23 behind after a completion to 15, "pot"
    q = Generator(5, Settings(kinds=("verbal",))).question(5)
    assert 'says "pot"' in q.prompt and "with 23 behind" in q.prompt
    assert q.answer_lines() == ("c",)
    text = " ".join(s.text for s in q.working)
    assert "all in, for 23" in text and "a raise to 23" not in text


def test_an_out_of_turn_question_tells_the_round_it_quotes() -> None:
    """The explanation says what the bet was when he acted out of turn: the prompt tells the
    round up to then (it gave only the forced bets), and an all-in raise is said as one."""
    for q in _questions("procedure", range(1, 40)):
        if "out of turn" not in q.prompt or "the bet was" not in q.working[0].text:
            continue
        was = int(re.search(r"the bet was ([\d,]+)", q.working[0].text)[1].replace(",", ""))
        told = q.prompt.split("Before p")[0]
        if was:
            amounts = {int(a.replace(",", "")) for a in re.findall(r"[\d,]*\d", told)}
            assert was in amounts, (q.id, was, told)
        if re.search(r"Then p\d+ raises to", q.prompt):
            assert "all-in" not in q.prompt.split("Then p")[1].split(".")[0]


def test_a_fixed_limit_raise_is_one_amount_not_a_least() -> None:
    for q in _questions("procedure", range(1, 60)):
        if not q.prompt.startswith(("Limit", "Fixed-limit", "2-7 triple", "Badugi", "Razz")):
            continue
        text = " ".join(s.text for s in q.working)
        assert "raise to at least" not in text, (q.id, text)


def test_showing_lists_everyone_dealt_in_as_the_round_began() -> None:
    """Stud: a player who folds later in the round is still shown, his upcards having
    decided who acted first."""
    seen = 0
    for q in _questions("limit_bet", range(1, 80)):
        showing = re.search(r"Showing: (.*)\.", q.prompt)
        story = re.search(r"(?:Third|Fourth|Fifth|Sixth|Seventh) street: (.*)\.", q.prompt)
        if not showing or not story:
            continue
        folded = re.findall(r"p(\d+) folds", story[1])
        shown = set(re.findall(r"\bp(\d+) ", showing[1] + " "))
        for p in folded:
            seen += 1
            assert p in shown, (q.id, p, showing[1])
    assert seen >= 5


def test_an_open_pair_big_bet_is_explained_as_one() -> None:
    """Stud fourth street with an open pair, a big bet made: raises are the big bet, and
    the explanation says so (it said "the small bet")."""
    seen = 0
    # seed 58, question 6: 15/30 stud, p6 shows 2h 2s, p5 raises 15 to 45 (by the big bet)
    known = Generator(58, Settings(kinds=("limit_bet",))).question(6)
    for q in [known, *_questions("limit_bet", range(1, 40), per=3)]:
        showing = re.search(r"Showing: (.*)\.", q.prompt)
        if "Fourth street" not in q.prompt or not showing:
            continue
        pairs = [re.findall(r"\b([2-9TJQKA])[cdhs]", hand) for hand in showing[1].split(", p")]
        if not any(len(ranks) != len(set(ranks)) for ranks in pairs):
            continue  # no open pair
        raises = re.findall(
            r"(?:bets|raises to|raises all-in to|bets all-in) ([\d,]+)",
            q.prompt.split("Fourth street:")[1],
        )
        levels = [int(r.replace(",", "")) for r in raises]
        steps = [b - a for a, b in zip([0, *levels], levels, strict=False)]
        small = re.search(r", ([\d,]+)/([\d,]+),", q.prompt)
        if small and any(s == int(small[2].replace(",", "")) for s in steps):
            seen += 1
            assert "open pair" in q.working[0].text, q.id
    assert seen >= 1
