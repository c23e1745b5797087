"""A showdown is tagged with a venue switch exactly when its awards depend on it.

Regenerating the same question under the switch's other value deals the same hand (the
generator does not read showdown switches) and must change the key when, and only when,
the question names the switch (``Question.option``): that is what coverage counts.
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.options import STANDARD
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.model import Question


def _showdown(variant: str, seed: int, n: int, **switch: str) -> Question:
    settings = Settings(
        kinds=("showdown",), variants=(variant,), profile=STANDARD.with_options(**switch)
    )
    return Generator(seed, settings).question(n)


def test_the_issue_stud_odd_chip_names_its_switch() -> None:
    # Issue 13, class 1: p3 and p7 split the main pot with eight-high straights; p7's jack
    # of hearts lies outside his straight. Under Poker TDA Rules 2024, Rule 20 (the default)
    # the highest card by suit in the five-card hand places the odd chip (p3's eight of
    # spades against p7's eight of clubs); Robert's Rules of Poker v11 ("Ties") looks at
    # all the cards (p7's jack).
    five = _showdown("F7S", 300810, 0)
    every = _showdown("F7S", 300810, 0, stud_odd_chip_cards="all_cards")
    assert five.prompt == every.prompt
    assert "p3 shows 5d 2d 6s 8s 4c 7s 3s." in five.prompt
    assert "p7 shows 4s 7h 6c Jh 5h 3h 8c." in five.prompt
    assert five.option == "STUD_ODD_CHIP_CARDS = five_card_hand"
    assert five.answer_lines()[0] == "p3 9 p7 8"
    assert every.option == "STUD_ODD_CHIP_CARDS = all_cards"
    assert every.answer_lines()[0] == "p3 8 p7 9"
    # the working names the switch by its title and value (issue 16: no id on screen)
    said = "Cards that decide the odd chip in stud: the highest card by suit among the five"
    assert any(said in s.text for s in five.working)


CASES = [
    ("F7S/8", "stud_hi_lo_qualifier", "eight_or_better", "no_qualifier"),
    ("FB/27", "badeucey_aces", "high", "low"),
    ("FB/27", "badugi_split_odd_chip", "five_card_hand", "badugi_hand"),
    ("FB/A5", "badugi_split_odd_chip", "five_card_hand", "badugi_hand"),
    ("NS", "short_deck_trips_vs_straight", "trips_beat_straight", "straight_beats_trips"),
]


@pytest.mark.parametrize(("variant", "switch", "value", "other"), CASES)
def test_tagged_exactly_when_the_other_value_changes_the_key(
    variant: str, switch: str, value: str, other: str
) -> None:
    tag = f"{switch.upper()} = {value}"
    tagged = 0
    for seed in range(200, 214):
        for n in range(6):
            q = _showdown(variant, seed, n, **{switch: value})
            alt = _showdown(variant, seed, n, **{switch: other})
            assert q.prompt == alt.prompt, f"{variant} seed {seed}:{n}: a different hand"
            depends = q.answer_lines() != alt.answer_lines()
            assert (tag in q.option) == depends, (variant, seed, n, q.option)
            tagged += depends
    assert tagged > 0, f"no sampled {variant} showdown rests on {switch}"


def test_a_finished_hand_counts_the_whole_pot() -> None:
    # A hand whose last round is complete has no "round in progress": every chip is in
    # the pot (Source text 2, 2.1(a): all bets of the round count in the pot). Before the
    # fix the five-card draw count below stopped the generator (its working and the engine's
    # pot disagreed: the round past the last was taken for this round).
    qs = Generator(0, Settings(kinds=("pot_count",), variants=("N5CD",))).questions(20)
    q = qs[14]
    assert "After the draw: p1 bets 60, p2 calls 60, p3 calls 60." in q.prompt
    assert q.ask == "pot"
    assert q.answer_lines() == ("240",)  # 3 x 20 before the draw, 3 x 60 after
    assert q.working[-1].text == "pot 60 + 180 = 240"
