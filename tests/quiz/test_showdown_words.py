"""The showdown question's fixed words, written once (``quiz.kinds.showdowns``): the question
holds nothing plain words would rewrite (no backtick, no shorthand), so the prompt needs no
rewrite; the rule is cited once; and a showdown whose settling read no switch rests on none,
without trying any."""

from __future__ import annotations

from dealer_trainer.engine.citations import plain_words
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds import showdowns
from dealer_trainer.quiz.kinds.base import cite


def test_the_question_needs_no_plain_words_rewrite() -> None:
    assert "`" not in showdowns._ASK
    assert plain_words(showdowns._ASK) == showdowns._ASK
    rule = cite("T2-38") + "; each pot is awarded on its own, its odd chip with it (corpus A.12)"
    assert rule == showdowns._RULE


def test_every_dealt_showdown_asks_the_question_last() -> None:
    gen = Generator(5, Settings(kinds=("showdown",)))
    for n in range(80):
        q = gen.question(n)
        assert q.prompt.endswith("\n" + showdowns._ASK)
        assert "`" not in q.prompt


def test_a_settling_that_read_no_switch_rests_on_none() -> None:
    gen = Generator(5, Settings(kinds=("showdown",)))
    for n in range(40):
        situation = gen.question(n).situation
        assert situation is not None
        hand = situation.hand()
        answer = showdowns._shares_answer(showdowns.settle(hand))
        assert showdowns.showdown_options(hand, answer, frozenset()) == ()
