"""The table's words for a big-blind ante: the big blind antes for the whole table, so the
title says "big-blind ante" and the story says he posts it (a bare "ante 400" reads as
everyone's ante; "posts 400 dead" does not say what it is)."""

from __future__ import annotations

from dealer_trainer.gui.questions import from_quiz
from dealer_trainer.quiz.generator import Generator, Settings


def test_a_big_blind_ante_is_named_in_the_title_and_the_story() -> None:
    seen = 0
    for kind in ("pot_limit_max", "pot_count", "to_call"):
        gen = Generator(2026, Settings(kinds=(kind,)))
        for n in range(80):
            q = gen.question(n)
            if q.situation is None:
                continue
            hand = q.situation.hand()
            payers = [i for i, a in enumerate(hand.stakes.antes) if a]
            if len(payers) != 1 or hand.game.stud:
                continue
            asked = from_quiz(q)
            assert "big-blind ante" in asked.table.title, asked.table.title
            posts = [line.text for line in asked.story if line.kind == "post"]
            assert any("posts the big-blind ante" in t for t in posts), posts
            assert not any(t.endswith("dead") for t in posts), posts
            seen += 1
    assert seen >= 5
