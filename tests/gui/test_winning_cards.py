"""The winning cards at a showdown, outlined on request (issue 16): the five cards of each
pot's winner, as the engine's evaluator read them; in hi-lo the high and the low hand each
in their own style. Off by default (the hands are face up either way)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from dealer_trainer.engine import phh
from dealer_trainer.engine.replay import replay
from dealer_trainer.engine.state import HandState
from dealer_trainer.gui.replay_end import hand_end
from dealer_trainer.gui.table_view import HALF, KIND, NAME, SEAT, TableView

HOLDEM = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [5000, 5000, 5000]
actions = ["d dh p1 AhAd", "d dh p2 KcKs", "d dh p3 QhJh", "p3 cc", "p1 cc", "p2 cc",
  "d db 2c7s9h", "p1 cc", "p2 cc", "p3 cc", "d db Jd", "p1 cc", "p2 cc", "p3 cc",
  "d db 3s", "p1 cc", "p2 cc", "p3 cc", "p1 sm AhAd", "p2 sm KcKs", "p3 sm QhJh"]
"""
OMAHA_HI_LO = """variant = "FO/8"
antes = [0, 0]
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [200, 200]
actions = ["d dh p1 Ah2hKcQd", "d dh p2 9s9d8c7c", "p2 cc", "p1 cc", "d db 3d6s7h", "p1 cc",
  "p2 cc", "d db Td", "p1 cc", "p2 cc", "d db Jc", "p1 cc", "p2 cc", "p1 sm Ah2hKcQd",
  "p2 sm 9s9d8c7c"]
"""


def table_at_showdown(qtbot: QtBot, text: str) -> TableView:
    hand: HandState = replay(phh.loads(text))
    assert hand.finished
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1000, 640)
    table.show_snapshot(hand_end(hand).showdown)
    return table


def outlined(table: TableView) -> set[tuple[int, str, str]]:
    """(seat, card, half) of every outline drawn."""
    return {
        (int(i.data(SEAT)), str(i.data(NAME)), str(i.data(HALF)))
        for i in table.items_of("winning-card")
    }


def test_the_winning_five_are_outlined_only_on_request(qtbot: QtBot) -> None:
    table = table_at_showdown(qtbot, HOLDEM)
    assert not table.items_of("winning-card")  # off by default
    table.set_show_winning(True)
    # Seat 1's aces win with the board's three highest cards as kickers (a pair plays
    # its three best side cards: J, 9, 7; the 3 and the 2 do not play).
    assert outlined(table) == {
        (0, "Ah", ""),
        (0, "Ad", ""),
        (0, "Jd", ""),
        (0, "9h", ""),
        (0, "7s", ""),
    }
    boards = {str(i.data(NAME)) for i in table.items_of("board-card")}
    assert {"2c", "3s"} <= boards  # drawn, not outlined
    legend = table.items_of("winning-legend")
    assert len(legend) == 1 and "gold" in legend[0].text()  # type: ignore[attr-defined]
    table.set_show_winning(False)
    assert not table.items_of("winning-card") and not table.items_of("winning-legend")


def test_each_outline_sits_on_its_card(qtbot: QtBot) -> None:
    table = table_at_showdown(qtbot, HOLDEM)
    table.set_show_winning(True)
    cards = [i for i in table.items_of("card") if i.data(SEAT) == 0]
    cards += table.items_of("board-card")
    by_text = {str(c.data(NAME)): c for c in cards}
    for line in table.items_of("winning-card"):
        card = by_text[str(line.data(NAME))]
        assert line.sceneBoundingRect().contains(card.sceneBoundingRect())
        assert line.zValue() > card.zValue()  # drawn over the card, not under it
    losers = [i for i in table.items_of("card") if i.data(SEAT) in (1, 2)]
    assert losers and not any(
        line.sceneBoundingRect().contains(c.sceneBoundingRect())
        for line in table.items_of("winning-card")
        for c in losers
    )


def test_hi_lo_outlines_the_high_and_the_low_hand_apart(qtbot: QtBot) -> None:
    table = table_at_showdown(qtbot, OMAHA_HI_LO)
    table.set_show_winning(True)
    # Omaha: two hole cards and three board cards. Seat 2's 9-8 and the board's J-T-7 make a
    # jack-high straight (high); seat 1's A-2 with the board's 3-6-7 the only low (7-6-3-2-A).
    assert outlined(table) == {
        (1, "9s", "high"),
        (1, "8c", "high"),
        (1, "Jc", "high"),
        (1, "Td", "high"),
        (1, "7h", "high"),
        (0, "Ah", "low"),
        (0, "2h", "low"),
        (0, "3d", "low"),
        (0, "6s", "low"),
        (0, "7h", "low"),
    }
    styles = {
        str(i.data(HALF)): (i.pen().color().name(), bool(i.pen().dashPattern()))  # type: ignore[attr-defined]
        for i in table.items_of("winning-card")
    }
    assert styles["high"] != styles["low"]  # told apart by colour and line
    # the 7h plays in both hands: both outlines show, the low one around the high one
    seven = [i for i in table.items_of("winning-card") if i.data(NAME) == "7h"]
    assert len(seven) == 2
    high, low = sorted(seven, key=lambda i: str(i.data(HALF)))
    assert low.sceneBoundingRect().contains(high.sceneBoundingRect())
    legend = table.items_of("winning-legend")[0].text()  # type: ignore[attr-defined]
    assert "high" in legend and "low" in legend


def test_no_outline_before_the_showdown(qtbot: QtBot) -> None:
    history = phh.loads(HOLDEM)
    from dataclasses import replace

    hand = replay(replace(history, actions=history.actions[:6]))
    assert not hand.finished
    from dealer_trainer.gui.snapshot import snapshot

    table = TableView()
    qtbot.addWidget(table)
    table.set_show_winning(True)
    table.show_snapshot(snapshot(hand))
    assert not table.items_of("winning-card")
    assert all(i.data(KIND) != "winning-legend" for i in table.table_scene.items())


def test_a_showdown_question_shows_the_winners_cards_only_once_answered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from dealer_trainer.engine.winning_cards import winning_cards
    from dealer_trainer.gui.questions import PracticeSource, SessionConfig
    from tests.gui.helpers import make_window, type_answer

    window = make_window(qtbot, tmp_path)
    window.winning_action.trigger()  # View > Winning cards (Ctrl+Shift+W): on
    assert window.winning_action.shortcut().toString() == "Ctrl+Shift+W"
    asked = PracticeSource(SessionConfig(kinds=("showdown",)), 5).next()
    window.controller.show(asked)
    table = window.table
    assert not table.items_of("winning-card"), "no answer on the table before the answer"
    type_answer(qtbot, window, asked.answer_lines)
    hand = asked.source.situation.hand()  # type: ignore[attr-defined]
    expected = {(w.player, str(c)) for w in winning_cards(hand) for c in w.cards}
    assert expected
    assert {(int(i.data(SEAT)), str(i.data(NAME))) for i in table.items_of("winning-card")} == (
        expected
    )
    window.winning_action.trigger()  # off again
    assert not table.items_of("winning-card")
