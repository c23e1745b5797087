"""A replay plays every hand of a file to its end, showdown and push included (issue 16),
and its counter never runs past the hand's last action."""

from __future__ import annotations

import re
from pathlib import Path

from pytestqt.qtbot import QtBot

from dealer_trainer.engine.showdown import settle
from dealer_trainer.gui.questions import ReplayPosition, ReplaySession
from dealer_trainer.gui.replay_end import hand_end
from tests.gui.helpers import make_window, type_answer

HANDS = """[1]
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [5000, 5000, 5000]
actions = ["d dh p1 AhAd", "d dh p2 KcKs", "d dh p3 QhJh", "p3 cbr 300", "p1 cc", "p2 cc",
  "d db 2c7s9h", "p1 cc", "p2 cc", "p3 cc", "d db Jd", "p1 cc", "p2 cc", "p3 cc",
  "d db 3s", "p1 cc", "p2 cc", "p3 cc", "p1 sm AhAd", "p2 sm KcKs", "p3 sm QhJh"]

[2]
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [50, 100]
min_bet = 100
starting_stacks = [4000, 6000]
actions = ["d dh p1 9s9d", "d dh p2 AcKd", "p2 cbr 300", "p1 cbr 4000", "p2 cc",
  "d db 2h5c8d", "d db Ts", "d db 3h", "p1 sm 9s9d", "p2 sm AcKd"]
"""


def hands_file(tmp_path: Path) -> Path:
    path = tmp_path / "two.phhs"
    path.write_text(HANDS, encoding="utf-8")
    return path


def test_each_hand_of_a_file_ends_with_its_showdown_and_push(tmp_path: Path) -> None:
    session = ReplaySession(hands_file(tmp_path))
    ended = []
    for _ in range(100):
        asked = session.next()
        if asked is not None:
            continue
        hand = session.take_end()
        if hand is None:
            break
        assert session.take_end() is None  # told once
        end = hand_end(hand)
        assert end.showdown.street == "Showdown" and end.pushed.street == "Pot pushed"
        # the push is the engine's settlement: every winner's share, side pots first
        assert end.pushed.seats and tuple(s.stack for s in end.pushed.seats) == settle(hand).stacks
        ended.append((session.position().hand, end.words))
    assert [h for h, _ in ended] == [1, 2]
    # hand 1: three-way pot of 900, seat 1's aces win it
    assert ended[0][1] == ("The pot: 900 to Seat 1 with a pair of aces",)
    # hand 2: seat 1 all-in for 4,000 is called; his nines hold against ace-king
    assert ended[1][1] == ("The pot: 8,000 to Seat 1 with a pair of nines",)
    assert session.position().finished


def test_the_counter_stops_at_the_last_action() -> None:
    at_end = ReplayPosition("x.phh", 1, 2, 23, 23)
    assert at_end.words() == "hand 1 of 2, all 23 actions played"
    assert ReplayPosition("x.phh", 2, 2, 0, 10).words() == "hand 2 of 2, action 1 of 10"
    assert ReplayPosition("x.phh", 2, 2, 9, 10).words() == "hand 2 of 2, action 10 of 10"


def test_the_window_shows_every_hands_end_and_a_true_counter(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    ends: list[object] = []
    c.handOver.connect(ends.append)
    labels: list[str] = []
    assert c.open_hand_history(hands_file(tmp_path))
    for _ in range(100):
        labels.append(window.panel.replay_label.text())
        if c.mode != "replay":
            break
        if c.current is not None and c.current.id.startswith("phh:"):
            type_answer(qtbot, window, c.current.answer_lines)
        else:
            assert window.panel.title.text() == "Hand over"
            assert "to Seat 1" in window.panel.feedback.toPlainText()
        window._next()
    assert len(ends) == 2, "both hands show their showdown and push"
    seen = False
    for text in labels:
        for k, n in re.findall(r"action (\d+) of (\d+)", text):
            seen = True
            assert 1 <= int(k) <= int(n), text
    assert seen
    assert any("all 21 actions played" in t for t in labels)  # hand 1's end
    assert any("hand 2 of 2, all 10 actions played" in t for t in labels)
