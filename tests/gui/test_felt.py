"""The felt as a dealer reads it: seats round the oval, names whole, cards big enough,
every chip on the felt for every shared real hand at its biggest pot, hands face up at
the showdown in the order they were shown, draws and stud cards told apart."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.phh import load
from dealer_trainer.engine.replay import replay, steps
from dealer_trainer.engine.state import HandSetup, HandState, Stakes
from dealer_trainer.gui.chip_rack import choose_chip_set
from dealer_trainer.gui.snapshot import snapshot
from dealer_trainer.gui.table_view import AMOUNT, FELT, KIND, NAME, SEAT, TableView

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Maximilian Oberhauser")


def holdem(n: int, stack: int = 20_000) -> HandState:
    hand = HandState(
        HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (stack,) * n, names=NAMES[-n:])
    )
    for i in range(n):
        hand.deal_hole(i, (None, None))
    return hand


def view(qtbot: QtBot, size: tuple[int, int] = (950, 650)) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    return table


def inside_felt(rect: QRectF) -> bool:
    rx, ry = FELT.width() / 2, FELT.height() / 2
    corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    return all((p.x() / rx) ** 2 + (p.y() / ry) ** 2 <= 1.0 for p in corners)


@pytest.mark.parametrize("n", range(2, 11))
def test_seats_are_spread_round_the_oval_whole_and_apart(qtbot: QtBot, n: int) -> None:
    hand = holdem(n)
    hand.raise_to(600)
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    plates = sorted(table.items_of("seat"), key=lambda p: int(p.data(SEAT)))
    rects = [p.sceneBoundingRect() for p in plates]
    for a in range(n):
        for b in range(a + 1, n):
            assert not rects[a].intersects(rects[b]), f"seats {a + 1} and {b + 1} overlap"
    scene = table.sceneRect()
    for plate, rect in zip(plates, rects, strict=True):
        assert scene.contains(rect), f"seat {plate.data(SEAT)} leaves the table's picture"
        texts = [c for c in plate.childItems() if hasattr(c, "text")]
        name = texts[0]
        assert name.text() == plate.data(8), "the plate prints the whole name"
        assert name.sceneBoundingRect().width() < rect.width(), "the name fits its plate"
        assert plate.data(8).endswith(NAMES[-n:][int(plate.data(SEAT))])
    # evenly spaced: the angles of the seats from the centre step by 360 / n
    angles = sorted(
        math.degrees(math.atan2(r.center().y() / 330, r.center().x() / 522)) % 360 for r in rects
    )
    gaps = [b - a for a, b in zip(angles, [*angles[1:], angles[0] + 360], strict=True)]
    assert max(gaps) - min(gaps) < 1.0, gaps
    if n == 2:
        first, second = (r.center() for r in rects)
        assert first.x() * second.x() < 0 and first.y() == pytest.approx(second.y())


def test_no_two_seats_things_overlap_ten_handed(qtbot: QtBot) -> None:
    hand = holdem(10)
    hand.raise_to(600)
    hand.raise_to(1_800)
    hand.check_or_call()
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    items = [
        (int(i.data(SEAT)), i.sceneBoundingRect())
        for i in table.table_scene.items()
        if i.parentItem() is None
        and i.data(SEAT) is not None
        and i.data(KIND) in ("seat", "card", "bet-label", "chips", "marker", "button")
    ]
    for k, (seat_a, rect_a) in enumerate(items):
        for seat_b, rect_b in items[k + 1 :]:
            if seat_a != seat_b:
                overlap = rect_a.intersected(rect_b)
                assert overlap.width() * overlap.height() < 20, (seat_a + 1, seat_b + 1)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_cards_are_at_least_40_pixels_wide_in_the_window(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    from .helpers import make_window

    window = make_window(qtbot, tmp_path)
    window.resize(*size)
    hand = holdem(9)
    window.table.show_snapshot(snapshot(hand))
    qtbot.wait(20)
    cards = window.table.items_of("card")
    assert cards
    widths = [
        window.table.mapFromScene(c.sceneBoundingRect()).boundingRect().width() for c in cards
    ]
    assert min(widths) >= (40 if size[0] == 1366 else 55), widths


def _biggest_pot(path: Path) -> HandState:
    (history,) = load(path)[:1]
    best, at = -1, 0
    for k, _action, hand in steps(history):
        total = hand.pot_total()
        if total > best:
            best, at = total, k
    return replay(history, until=at)


def test_every_chip_is_on_the_felt_for_every_shared_real_hand(
    qtbot: QtBot, shared_dir: Path
) -> None:
    files = sorted((shared_dir / "phh").rglob("*.phh"))
    assert len(files) > 300
    table = view(qtbot)
    sets: set[str] = set()
    for path in files:
        hand = _biggest_pot(path)
        table.show_snapshot(snapshot(hand))
        chips = table.items_of("chips")
        assert chips, path.name
        outside = [c for c in chips if not inside_felt(c.sceneBoundingRect())]
        assert not outside, f"{path.name}: {len(outside)} chip columns off the felt"
        for plate in table.items_of("seat"):
            assert table.sceneRect().contains(plate.sceneBoundingRect()), path.name
        sets.add(table.drawn_chip_set or "")
    assert {"cash", "high-roller"} <= sets, "the chips follow the stakes"


def test_the_chip_set_follows_the_stakes() -> None:
    assert choose_chip_set("stakes", [200, 500], big_blind=5).id == "low-stakes"
    assert choose_chip_set("stakes", [2_000], big_blind=20).id == "cash"
    assert choose_chip_set("stakes", [400_000, 8_000], big_blind=4_000).id == "tournament"
    # a final table's stacks colour up into plaques of a million
    assert choose_chip_set("stakes", [27_550_000], big_blind=600_000).id == "high-roller"
    # a preferred set is kept while it can make the amounts without overflowing
    assert choose_chip_set("tournament", [2_000], big_blind=20).id == "tournament"
    assert choose_chip_set("low-stakes", [20_000], big_blind=200).id != "low-stakes"


def test_hands_are_turned_face_up_at_the_showdown_in_order(qtbot: QtBot) -> None:
    hand = holdem(3)
    hand.hole = [list(parse_cards(c)) for c in ("AhKh", "QsQd", "7c2d")]
    for _ in range(3):
        hand.check_or_call() if not hand.finished else None
    for cards in ("2h5h9h", "Tc", "3d"):
        for _ in range(3):
            if hand.actor is not None:
                hand.check_or_call()
        hand.deal_board(parse_cards(cards))
    hand.show(1, parse_cards("QsQd"))
    hand.show(0, parse_cards("AhKh"))
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    up = {
        int(c.data(SEAT)): str(c.data(NAME))
        for c in table.items_of("card")
        if c.data(SEAT) is not None and c.data(NAME)
    }
    assert set(up) == {0, 1}
    order = {int(b.data(SEAT)): int(b.data(AMOUNT)) for b in table.items_of("shown-order")}
    assert order == {1: 1, 0: 2}


def test_draw_games_show_each_players_draw(qtbot: QtBot) -> None:
    game = GAMES["F2L3D"]
    hand = HandState(
        HandSetup(game, Stakes(blinds=(10, 20), small_bet=20, big_bet=40), (1_000,) * 3)
    )
    for i in range(3):
        hand.deal_hole(i, (None,) * 5)
    while hand.actor is not None:
        hand.check_or_call()
    hand.discard(0, (None, None))
    hand.discard(1, ())
    hand.discard(2, (None,) * 3)
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    plates = {int(p.data(SEAT)): p for p in table.items_of("seat")}
    words = {
        k: [c.text() for c in p.childItems() if hasattr(c, "text")][1] for k, p in plates.items()
    }
    assert "drew 2" in words[0] and "stood pat" in words[1] and "drew 3" in words[2]


def test_stud_down_cards_are_drawn_apart_from_up_cards(qtbot: QtBot) -> None:
    hand = HandState(
        HandSetup(
            GAMES["F7S"], Stakes(antes=(5,) * 3, bring_in=5, small_bet=20, big_bet=40), (1_000,) * 3
        )
    )
    for i, cards in enumerate(("AhKd2c", "QsQd9h", "7c7d3s")):
        hand.deal_hole(i, parse_cards(cards))
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    cards = [c for c in table.items_of("card") if c.data(SEAT) is not None]
    assert sorted(str(c.data(9)) for c in cards) == ["down"] * 6 + ["up"] * 3
    assert all(not c.data(NAME) for c in cards if c.data(9) == "down")


def test_stack_counts_are_hidden_in_a_counting_question(qtbot: QtBot) -> None:
    hand = holdem(4)
    hand.raise_to(600)
    table = view(qtbot)
    table.show_snapshot(snapshot(hand, hide_pot_amounts=True))
    texts = [t.text() for p in table.items_of("seat") for t in p.childItems() if hasattr(t, "text")]
    assert not any("19,400" in t or "20,000" in t for t in texts), texts
    table.show_snapshot(snapshot(hand))
    texts = [t.text() for p in table.items_of("seat") for t in p.childItems() if hasattr(t, "text")]
    assert "19,400" in texts and "20,000" in texts
    table.set_show_counts(False)
    texts = [t.text() for p in table.items_of("seat") for t in p.childItems() if hasattr(t, "text")]
    assert "20,000" not in texts
    stacks = [c for c in table.items_of("chips") if c.data(NAME) == "stack"]
    assert {int(c.data(SEAT)) for c in stacks} == {0, 1, 2, 3}
    assert all(int(c.data(4 - 1)) <= 20 for c in stacks), "racks of twenty"
    _ = QPointF


def test_by_default_the_chips_follow_the_stakes_and_preferences_offer_every_set(
    qtbot: QtBot,
) -> None:
    from dealer_trainer.gui.controller import Prefs
    from dealer_trainer.gui.preferences import PreferencesDialog

    assert Prefs().chip_set == "stakes"
    dialog = PreferencesDialog(Prefs())
    qtbot.addWidget(dialog)
    offered = [dialog.chip_set.itemData(k) for k in range(dialog.chip_set.count())]
    assert offered[0] == "stakes" and dialog.chip_set.currentData() == "stakes"
    assert {"cash", "tournament", "low-stakes", "high-roller"} <= set(offered)
    table = view(qtbot)
    table.chip_set_id = Prefs().chip_set
    small = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(10, 20)), (2_000,) * 6))
    table.show_snapshot(snapshot(small))
    assert table.drawn_chip_set == "cash"
    level = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(2_000, 4_000)), (300_000,) * 6))
    table.show_snapshot(snapshot(level))
    assert table.drawn_chip_set == "tournament"
