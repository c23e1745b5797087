"""At a showdown question every hand the words say is shown lies face up on the table, as
a dealer sees the hands tabled before pushing the pots (the replay's showdown already did)."""

from __future__ import annotations

import re

from dealer_trainer.gui.questions import from_quiz
from dealer_trainer.quiz.generator import Generator, Settings

SHOWS = re.compile(r"Seat (\d+) shows ((?:[2-9TJQKA][cdhs]\s?)+)\.")


def test_every_hand_shown_down_is_face_up_at_its_seat() -> None:
    gen = Generator(2026, Settings(kinds=("showdown",)))
    named = 0
    for n in range(30):
        asked = from_quiz(gen.question(n))
        shown = {int(seat) - 1: cards.split() for seat, cards in SHOWS.findall(asked.question)}
        assert shown, asked.question
        for seat in asked.table.seats:
            up = [c.text for c in seat.cards if c.face_up]
            if seat.index in shown:
                assert up == shown[seat.index], (seat.label, asked.question)
                named += 1
        assert asked.table.showdown
    assert named >= 60
