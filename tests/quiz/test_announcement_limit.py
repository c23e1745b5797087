"""A pot request at a fixed-limit table: the bet is the street's bet (the small bet after the
flop or the first draw, the big bet on fifth street in stud), at stakes the prompt names.
("2-7 triple draw; the pot is 1,200. A player bets 3,000" cannot happen at a limit table.)"""

from __future__ import annotations

import re

from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.ids import VARIANTS


def test_a_limit_tables_bet_is_the_streets_bet() -> None:
    gen = Generator(2026, Settings(kinds=("announcement",)))
    checked = 0
    for n in range(400):
        q = gen.question(n)
        if VARIANTS[q.variant].structure != "fixed_limit":
            continue
        m = re.search(r"A player bets ([\d,]+);", q.prompt)
        if m is None:
            continue
        stakes = re.search(r" ([\d,]+)/([\d,]+), (after|on) ", q.prompt)
        assert stakes, q.prompt
        small, big = (int(stakes.group(k).replace(",", "")) for k in (1, 2))
        bet = int(m.group(1).replace(",", ""))
        assert big == 2 * small
        assert bet == (big if "fifth street" in q.prompt else small), q.prompt
        checked += 1
    assert checked >= 5
