"""The table is tested through its scene: seats, chip stacks by denomination, pots, cards."""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.engine.chips import breakdown, get_chip_set
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.state import HandSetup, HandState, Stakes
from dealer_trainer.gui.chip_rack import columns_needed, display_sets
from dealer_trainer.gui.questions import from_quiz
from dealer_trainer.gui.snapshot import snapshot
from dealer_trainer.gui.table_view import AMOUNT, COUNT, KIND, NAME, SEAT, VALUE, TableView
from dealer_trainer.quiz.kinds import pose


def holdem(n: int, blinds: tuple[int, int] = (100, 200), stack: int = 20_000) -> HandState:
    return HandState(HandSetup(GAMES["NT"], Stakes(blinds=blinds), (stack,) * n))


def view(qtbot: QtBot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(900, 600)
    table.show()
    return table


def chips_by_seat(table: TableView) -> dict[int, dict[int, int]]:
    out: dict[int, dict[int, int]] = {}
    for item in table.items_of("chips"):
        if item.data(NAME) is not None and str(item.data(NAME)).lower().endswith("pot"):
            continue
        if item.data(SEAT) is None or item.data(NAME):
            continue
        seat = out.setdefault(int(item.data(SEAT)), {})
        seat[int(item.data(VALUE))] = seat.get(int(item.data(VALUE)), 0) + int(item.data(COUNT))
    return out


@pytest.mark.parametrize("n", range(2, 11))
def test_one_seat_plate_per_player(qtbot: QtBot, n: int) -> None:
    table = view(qtbot)
    table.show_snapshot(snapshot(holdem(n)))
    seats = table.items_of("seat")
    assert sorted(int(s.data(SEAT)) for s in seats) == list(range(n))
    assert len(table.items_of("button")) == 1
    markers = {m.data(NAME) for m in table.items_of("marker")}
    assert {"SB", "BB"} <= markers


@pytest.mark.parametrize("chip_set", ["cash", "tournament", "low-stakes"])
def test_each_bet_is_drawn_as_its_breakdown_in_chips(qtbot: QtBot, chip_set: str) -> None:
    hand = holdem(6)
    hand.raise_to(600)
    hand.raise_to(1_625)
    hand.check_or_call()
    hand.raise_to(5_275)
    table = view(qtbot)
    table.show_snapshot(snapshot(hand), chip_set)
    drawn = chips_by_seat(table)
    # 20,000 behind is 200 black chips in the low-stakes set: the table colours up
    fits = all(columns_needed(a, get_chip_set(chip_set)) <= 6 for a in [*hand.stacks, *hand.bets])
    assert (table.drawn_chip_set == chip_set) == fits
    chips = display_sets()[table.drawn_chip_set or ""]
    for i, bet in enumerate(hand.bets):
        expected = dict(breakdown(bet, chips)) if bet else {}
        if bet and not chips.can_make(bet):
            pytest.fail("the test's amounts should suit every set")
        assert drawn.get(i, {}) == expected, f"seat {i + 1}: {bet}"
        assert sum(v * c for v, c in drawn.get(i, {}).items()) == bet
    labels = {int(i.data(SEAT)): int(i.data(AMOUNT)) for i in table.items_of("bet-label")}
    assert labels == {i: b for i, b in enumerate(hand.bets) if b}


def test_an_amount_the_chosen_set_cannot_make_uses_a_set_that_can(qtbot: QtBot) -> None:
    hand = holdem(3, blinds=(1, 3), stack=500)
    table = view(qtbot)
    table.show_snapshot(snapshot(hand), "tournament")
    drawn = chips_by_seat(table)
    assert sum(v * c for v, c in drawn[0].items()) == 1
    assert sum(v * c for v, c in drawn[1].items()) == 3


def _pot_hand() -> HandState:
    hand = holdem(4)
    hand.raise_to(600)
    for _ in range(3):
        hand.check_or_call()
    hand.raise_to(1_000)
    return hand


def test_the_pot_is_printed_for_other_questions(qtbot: QtBot) -> None:
    hand = _pot_hand()
    q = pose("to_call", hand, qid="t:1")
    assert q is not None
    asked = from_quiz(q, hand=hand)
    table = view(qtbot)
    table.show_snapshot(asked.table)
    labels = table.items_of("pot-label")
    assert [lab.text() for lab in labels] == ["Pot: 2,400"]


def test_a_count_the_pot_question_never_prints_its_answer(qtbot: QtBot) -> None:
    hand = _pot_hand()
    q = pose("pot_count", hand, qid="t:2")
    assert q is not None
    asked = from_quiz(q, hand=hand)
    answer = f"{hand.pot_total():,}"
    table = view(qtbot)
    table.show_snapshot(asked.table)
    texts = [i.text() for i in table.table_scene.items() if hasattr(i, "text")]
    assert not any(answer in t or "2,400" in t for t in texts), texts
    assert [lab.text() for lab in table.items_of("pot-label")] == ["Pot: ?"]
    table.reveal_pots()
    assert [lab.text() for lab in table.items_of("pot-label")] == ["Pot: 2,400"]


def test_side_pots_are_separate_piles_unless_the_question_is_the_split(
    qtbot: QtBot,
) -> None:
    hand = HandState(
        HandSetup(GAMES["NT"], Stakes(blinds=(100, 200)), (1_000, 3_000, 5_000, 5_000))
    )
    hand.raise_to(1_000)  # p3
    hand.check_or_call()  # p4
    hand.check_or_call()  # p1 all-in for 1,000
    hand.raise_to(3_000)  # p2 all-in
    hand.check_or_call()
    hand.check_or_call()
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    pots = sorted((str(i.data(NAME)), int(i.data(AMOUNT))) for i in table.items_of("pot-label"))
    assert pots == [("Main pot", 4_000), ("Side pot 1", 6_000)]
    table.show_snapshot(snapshot(hand, hide_pot_amounts=True, merge_pots=True))
    labels = table.items_of("pot-label")
    assert [lab.text() for lab in labels] == ["Pot: ?"]
    piles: dict[int, int] = {}
    for item in table.items_of("chips"):
        if str(item.data(NAME)).startswith(("Main pot", "Side pot", "Pot")):
            k = int(item.data(SEAT))
            piles[k] = piles.get(k, 0) + int(item.data(VALUE)) * int(item.data(COUNT))
    # piles built pot by pot would count out the split the question asks for
    assert piles == {0: 10_000}, "the middle is one pile when the question is the split"


def test_folded_seats_are_dimmed_and_the_actor_highlighted(qtbot: QtBot) -> None:
    hand = holdem(5)
    hand.fold()
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    plates = {int(p.data(SEAT)): p for p in table.items_of("seat")}
    assert plates[2].opacity() < 1
    assert plates[3].data(6) is True
    assert [int(a.data(SEAT)) for a in table.items_of("actor")] == [3]


def test_stud_shows_upcards_face_up_and_downcards_face_down(qtbot: QtBot) -> None:
    from dealer_trainer.engine.cards import parse_cards

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
    up = sorted(str(c.data(NAME)) for c in cards if c.data(NAME))
    assert up == ["2c", "3s", "9h"]
    assert len(cards) == 9


def test_board_cards_and_clicking_a_seat(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    from dealer_trainer.engine.cards import parse_cards

    hand = holdem(3)
    for _ in range(3):
        hand.check_or_call()
    hand.deal_board(parse_cards("AhKd7c"))
    table = view(qtbot)
    table.show_snapshot(snapshot(hand))
    assert sorted(str(c.data(NAME)) for c in table.items_of("board-card")) == ["7c", "Ah", "Kd"]
    plate = next(p for p in table.items_of("seat") if p.data(SEAT) == 1)
    point = table.mapFromScene(plate.sceneBoundingRect().center())
    with qtbot.waitSignal(table.seatClicked, timeout=1000) as blocker:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [1]


def test_the_table_scales_with_the_window(qtbot: QtBot) -> None:
    table = view(qtbot)
    table.show_snapshot(snapshot(holdem(9)))
    table.resize(500, 340)
    qtbot.wait(10)
    small = table.transform().m11()
    table.resize(1400, 950)
    qtbot.wait(10)
    assert table.transform().m11() > small * 2


def test_kind_roles_are_tagged_on_every_top_level_item(qtbot: QtBot) -> None:
    table = view(qtbot)
    table.show_snapshot(snapshot(_pot_hand()))
    untagged = [i for i in table.table_scene.items() if i.parentItem() is None and not i.data(KIND)]
    assert not untagged


def test_a_chip_action_ruling_shows_the_pushed_chips_in_front_of_the_player(qtbot: QtBot) -> None:
    from dealer_trainer.gui.questions import from_quiz
    from dealer_trainer.quiz import generator  # a missing quiz fails this test, never skips it

    assert "chip_action" in generator.GENERATED_KINDS

    q = generator.Generator(6, generator.Settings(kinds=("chip_action",))).question(1)
    asked = from_quiz(q)
    table = view(qtbot)
    table.show_snapshot(asked.table)
    pushed = [i for i in table.items_of("chips") if i.data(NAME) == "pushed"]
    counts = {int(i.data(VALUE)): int(i.data(COUNT)) for i in pushed}
    assert counts == dict(q.pile.counts)
    assert {int(i.data(SEAT)) for i in pushed} == {q.situation.seat}
    assert len(table.items_of("seat")) == len(q.situation.setup.starting_stacks)
    assert not any(line.lstrip().startswith("a) ") for line in asked.question.split("\n"))


def test_pushed_out_chips_lie_clear_of_the_players_own_chips(qtbot: QtBot) -> None:
    """The chips he pushes out are laid in front of his stack and bet, never over them
    (they were drawn at a fixed point that fell on the stack of some seats)."""
    from dealer_trainer.gui.questions import from_quiz
    from dealer_trainer.quiz import generator

    gen = generator.Generator(11, generator.Settings(kinds=("chip_action",)))
    table = view(qtbot)
    checked = 0
    for n in range(25):
        q = gen.question(n)
        assert q.situation is not None and q.pile is not None
        table.show_snapshot(from_quiz(q).table)
        chips = table.items_of("chips")
        pushed = [i.sceneBoundingRect() for i in chips if i.data(NAME) == "pushed"]
        own = [
            i.sceneBoundingRect()
            for i in chips
            if i.data(NAME) != "pushed" and i.data(SEAT) == q.situation.seat
        ]
        assert pushed
        assert not [(p, o) for p in pushed for o in own if p.intersects(o)], q.id
        checked += bool(own)
    assert checked >= 20  # nearly every player has chips behind


def test_the_view_is_set_up_as_the_enum_setters_would(qtbot: QtBot) -> None:
    """The policies set by name (to open the window without Qt's enums) took effect."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter

    table = view(qtbot)
    hints = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
    assert table.renderHints() == hints
    assert table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert table.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert table.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert table.viewport_widget is table.viewport()


def test_the_empty_table_is_drawn_with_ordinary_pens_and_brushes(qtbot: QtBot) -> None:
    from PySide6.QtGui import QBrush, QColor, QPen

    table = view(qtbot)
    qtbot.waitUntil(lambda: bool(table.items_of("felt")), timeout=2000)
    (rail,) = table.items_of("rail")
    (felt,) = table.items_of("felt")
    (line,) = table.items_of("felt-line")
    assert rail.pen() == QPen(QColor("#2b1a0e"), 3)
    assert rail.brush() == QBrush(QColor("#5a3418"))
    assert felt.pen() == QPen(QColor("#0d3d22"), 2)
    assert felt.brush() == QBrush(QColor("#1d7a45"))
    dashed = QPen(QColor("#3f9d66"), 1.5)
    dashed.setDashPattern([6.0, 4.0])
    assert line.pen() == dashed


def test_a_stub_question_is_drawn_during_its_draw(qtbot: QtBot) -> None:
    """The stub runs out while a draw is dealt: the table names that draw, as the question
    does ("The third draw"), not the betting round after it ("After the third draw")."""
    from dealer_trainer.gui.questions import from_quiz
    from dealer_trainer.quiz import generator

    gen = generator.Generator(4, generator.Settings(kinds=("draw_stub",)))
    seen = set()
    for n in range(30):
        q = gen.question(n)
        street = from_quiz(q).table.street
        said = re.search(r"The (?:(\w+) )?draw\.", q.prompt)
        assert said is not None, q.prompt
        assert street == said[0].rstrip("."), (street, said[0])
        seen.add(street)
    assert "The draw" in seen and len(seen) >= 3  # single and triple draw games


def test_five_or_more_pots_lie_in_two_rows_clear_of_the_cards(qtbot: QtBot) -> None:
    """A showdown with six pots was one row wider than the middle: its piles ran under the
    cards of the seats at the sides. Past four pots they are laid in two rows."""
    from dealer_trainer.gui.questions import from_quiz
    from dealer_trainer.quiz import generator

    gen = generator.Generator(1, generator.Settings(kinds=("showdown",)))
    table = view(qtbot)
    crowded = 0
    for n in range(60):
        q = gen.question(n)
        asked = from_quiz(q)
        if len(asked.table.pots) < 5:
            continue
        crowded += 1
        table.show_snapshot(asked.table)
        names = {pot.name for pot in asked.table.pots}
        pots = [i.sceneBoundingRect() for i in table.items_of("chips") if i.data(NAME) in names]
        labels = [i.sceneBoundingRect() for i in table.items_of("pot-label")]
        cards = [i.sceneBoundingRect() for i in table.items_of("card")]
        assert len(labels) == len(asked.table.pots)
        assert pots and len({round(r.top()) for r in labels}) == 2  # two rows
        for shape in pots + labels:
            assert not [c for c in cards if c.intersects(shape)], q.id
        assert not [(a, b) for a in labels for b in labels if a is not b and a.intersects(b)]
    assert crowded >= 1


def test_a_pile_to_count_is_drawn_large_enough_to_count(qtbot: QtBot) -> None:
    """A chip count's pile is alone on the table: it is drawn larger than a bet (it was a
    bet's size, a few pixels a chip in a table-wide view), whole on the felt."""
    from dealer_trainer.gui.questions import from_quiz
    from dealer_trainer.gui.table_view import CHIP_W, FELT
    from dealer_trainer.quiz import generator

    gen = generator.Generator(5, generator.Settings(kinds=("chip_count",)))
    table = view(qtbot)
    for n in range(15):
        q = gen.question(n)
        table.show_snapshot(from_quiz(q).table)
        pile = [i for i in table.items_of("chips") if i.data(NAME) == "pile"]
        assert sum(int(i.data(COUNT)) for i in pile) == sum(c for _, c in q.pile.counts)
        for chip in pile:
            box = chip.sceneBoundingRect()
            assert box.width() >= 2 * CHIP_W
            assert FELT.contains(box), (q.id, box)


@pytest.mark.parametrize("kind", ["show_first", "next_blinds"])
def test_a_seat_question_draws_its_table_by_seat_number(qtbot: QtBot, kind: str) -> None:
    """Who shows first, where the blinds go: the table the words describe (it was an empty
    felt), each player at the seat number the prompt gives him, the button where it says,
    the seats nobody holds empty, and no board card the words do not name."""
    from dealer_trainer.gui.questions import from_quiz
    from dealer_trainer.quiz import generator

    gen = generator.Generator(8, generator.Settings(kinds=(kind,)))
    table = view(qtbot)
    for n in range(10):
        q = gen.question(n)
        params = dict(q.params)
        seats, count = params["seats"], params["seat_count"]
        snap = from_quiz(q).table
        assert len(snap.seats) == count
        held = {v.index + 1 for v in snap.seats if not v.empty}
        assert held == set(seats)
        assert all(v.label == f"Seat {v.index + 1}" for v in snap.seats)
        button = re.search(r"button seat (\d+)", q.prompt)
        assert button is not None and snap.button == int(button[1]) - 1, q.prompt
        assert all(card.face_up for card in snap.board)
        table.show_snapshot(snap)
        assert len(table.items_of("seat")) == count


def _owners(table: TableView) -> dict[str, list[object]]:
    """Each thing on the table by whose it is: ``"seat N"`` for a seat's plate, cards,
    markers, stack, bet, bet amount and pushed-out chips; ``"middle"`` for the board and
    the pots with their labels."""
    owned: dict[str, list[object]] = {}
    for item in table.table_scene.items():
        kind, seat, name = item.data(KIND), item.data(SEAT), item.data(NAME)
        if kind in ("board-card", "pot-label") or (
            kind == "chips" and name not in (None, "", "stack", "pushed")
        ):
            owner = "middle"
        elif kind in ("seat", "card", "chips", "bet-label", "marker", "button", "pushed-label"):
            owner = f"seat {int(seat) + 1}"
        else:
            continue
        owned.setdefault(owner, []).append(item.sceneBoundingRect())
    return owned


@pytest.mark.parametrize(
    "kind",
    ["showdown", "side_pots", "pot_count", "draw_stub", "stud_order", "limit_bet", "chip_action"],
)
def test_no_seats_chips_lie_on_another_seats_things_or_the_middle(qtbot: QtBot, kind: str) -> None:
    """Whose bet is whose must be seen at a glance: a seat's stack and bet, and chips it
    pushes out, lie clear of every other seat's plate, cards and chips, of the board and of
    the pots. Laid in one line from each seat, with five draw cards or seven stud cards a
    seat, or eight and nine seats, they ran into a neighbour's bet or the pots in more than
    half of the showdowns."""
    from dealer_trainer.quiz import generator

    gen = generator.Generator(5, generator.Settings(kinds=(kind,)))
    table = view(qtbot)
    for n in range(25):
        q = gen.question(n)
        table.show_snapshot(from_quiz(q).table)
        owned = _owners(table)
        assert len([o for o in owned if o.startswith("seat")]) >= 2, q.id
        owners = sorted(owned)
        for k, a in enumerate(owners):
            for b in owners[k + 1 :]:
                for ra in owned[a]:
                    for rb in owned[b]:
                        common = ra.intersected(rb)  # type: ignore[attr-defined]
                        assert common.width() * common.height() < 4, (q.id, a, b)


def test_a_chip_race_is_laid_out_at_its_seats(qtbot: QtBot) -> None:
    """A chip race is drawn as the dealer lays it out: at each racing seat its leftover
    chips (their count of the chip being raced off) and its race cards face up; the other
    seats have no chips and no cards, and each plate says who has other chips."""
    from dealer_trainer.quiz import generator

    gen = generator.Generator(8, generator.Settings(kinds=("chip_race",)))
    table = view(qtbot)
    for n in range(15):
        q = gen.question(n)
        params = dict(q.params)
        table.show_snapshot(from_quiz(q).table)
        racing = {seat - 1: (count, cards) for seat, count, cards in params["race"]}  # type: ignore[attr-defined]
        chips: dict[int, dict[int, int]] = {}
        for item in table.items_of("chips"):
            got = chips.setdefault(int(item.data(SEAT)), {})
            got[int(item.data(VALUE))] = got.get(int(item.data(VALUE)), 0) + int(item.data(COUNT))
        assert chips == {s: {params["race_chip"]: count} for s, (count, _) in racing.items()}
        cards: dict[int, list[str]] = {}
        for item in table.items_of("card"):
            cards.setdefault(int(item.data(SEAT)), []).append(str(item.data(NAME)))
        assert {s: sorted(c) for s, c in cards.items()} == {
            s: sorted(c) for s, (_, c) in racing.items()
        }
        plates = {int(p.data(SEAT)): p for p in table.items_of("seat")}
        assert len(plates) == 9
        for seat, plate in plates.items():
            words = [c.text() for c in plate.childItems() if hasattr(c, "text")][1]
            if seat not in racing:
                assert words == f"no {params['race_chip']:,}s left"
            elif seat + 1 == params["no_other_chips"]:
                assert words == "no other chips"
            else:
                assert words == "has other chips"


def test_a_colour_up_draws_the_players_chips(qtbot: QtBot) -> None:
    from dealer_trainer.quiz import generator

    gen = generator.Generator(8, generator.Settings(kinds=("colour_up",)))
    table = view(qtbot)
    for n in range(10):
        q = gen.question(n)
        assert q.pile is not None
        table.show_snapshot(from_quiz(q).table)
        drawn: dict[int, int] = {}
        for item in table.items_of("chips"):
            drawn[int(item.data(VALUE))] = drawn.get(int(item.data(VALUE)), 0) + int(
                item.data(COUNT)
            )
        assert drawn == dict(q.pile.counts)
