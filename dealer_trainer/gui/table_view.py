"""The virtual table: a ``QGraphicsScene`` built from a :class:`~.snapshot.TableSnapshot`.

Long because the virtual table is one scene built by one function, :func:`build_scene`, from
its item makers (seats, chips, cards, buttons, labels), and the view that shows it;
splitting the item makers from the scene would only add imports.

:func:`build_scene` adds every item to the scene and tags it with data roles, so tests
query the scene instead of pixels: ``item.data(KIND)`` is ``"seat"``, ``"chips"``,
``"bet-label"``, ``"pot"``, ``"pot-label"``, ``"card"``, ``"button"``, ``"marker"``...;
``SEAT`` the 0-based seat, ``VALUE``/``COUNT`` a chip column's denomination and count,
``AMOUNT`` an amount. The only painted item, :class:`ChipColumnItem`, draws shapes
computed beforehand, so its ``paint`` stays a few lines.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NotRequired, TypedDict

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QSizePolicy,
    QWidget,
)

from dealer_trainer.gui.compat import Qt

if TYPE_CHECKING:  # the snapshot code is loaded with the first hand drawn, and the Qt
    # classes only a hand needs (paths, text) with it: the empty table is two ellipses
    from PySide6.QtCore import QVariantAnimation
    from PySide6.QtGui import QMouseEvent, QPainter, QPainterPath, QResizeEvent
    from PySide6.QtWidgets import (
        QGraphicsPathItem,
        QGraphicsSimpleTextItem,
        QStyleOptionGraphicsItem,
    )

    from dealer_trainer.engine.chips import ChipSet
    from dealer_trainer.gui.snapshot import CardView, ChipColumn, SeatView, TableSnapshot

__all__ = ["AMOUNT", "COUNT", "KIND", "SEAT", "VALUE", "ChipColumnItem", "TableView", "build_scene"]

KIND, SEAT, VALUE, COUNT, AMOUNT, NAME = range(6)
"""Data roles (``QGraphicsItem.data(key)``) every table item carries."""

SCENE_RECT = QRectF(-600, -380, 1200, 760)
FELT = QRectF(-470, -272, 940, 544)
RAIL = FELT.adjusted(-26, -26, 26, 26)
SEAT_RX, SEAT_RY = 522.0, 330.0
"""The seat plates' centres lie on this ellipse, outside the rail where the players sit."""
CHIP_W, CHIP_H, CHIP_STEP = 26.0, 10.0, 3.0
CARD_W, CARD_H = 54.0, 76.0
"""A card's size in scene units: at 1366x768 the table is drawn at about 0.8, so 43 px."""
ANIMATION_MS = 220
"""Chips sliding to the winner take this long (at most 250 ms, so nobody waits)."""
MAX_COLUMN = 20
"""Chips per column, as in a rack; more of one denomination start another column."""
GAP = 4.0
BOARD_Y = -42.0
POTS_Y = 84.0
PILE_SCALE = 2.5
"""How much larger than a bet a pile to count is drawn (it is alone on the table)."""
"""The bottom of the pot piles; their labels go below."""

SUIT_COLOURS = {"s": "#111111", "h": "#c8102e", "d": "#1f5fbf", "c": "#1e7a34"}
"""A four-colour deck: each suit has its own colour as well as its symbol."""


def seat_angle(k: int, n: int) -> float:
    """Seat ``k`` of ``n`` in degrees (0 = right, 90 = bottom), clockwise and evenly spaced.

    The seats are centred on the bottom of the oval and spread all round it, so two
    players sit opposite each other (left and right) and ten fill the table.
    """
    if n <= 1:
        return 90.0
    return 90.0 + (k - (n - 1) / 2) * 360.0 / n


def _on_ellipse(angle: float, rx: float, ry: float) -> QPointF:
    a = math.radians(angle)
    return QPointF(rx * math.cos(a), ry * math.sin(a))


class SceneHandles(TypedDict):
    """What :func:`build_scene` hands the view to update later without redrawing."""

    pot_labels: list[tuple[QGraphicsSimpleTextItem, str, QPointF]]
    """Each pot's label, the amount it prints once the answer is in, and its centre."""
    stack_labels: list[tuple[QGraphicsSimpleTextItem, str, int]]
    """Each seat's stack label, its count, and the seat (0-based)."""
    chip_set: NotRequired[str]
    """The id of the chip set the table is drawn with."""


def _tag(item: QGraphicsItem, kind: str, **data: object) -> QGraphicsItem:
    item.setData(KIND, kind)
    for key, value in data.items():
        item.setData(
            {"seat": SEAT, "value": VALUE, "count": COUNT, "amount": AMOUNT, "name": NAME}[key],
            value,
        )
    return item


def _text(
    text: str, size: float, colour: str, *, bold: bool = False, parent: QGraphicsItem | None = None
) -> QGraphicsSimpleTextItem:
    # start-up: a Qt class is built, with its enums, when first imported (the first hand)
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    item = QGraphicsSimpleTextItem(text, parent)
    look = _TEXT_LOOKS.get((size, bold, colour))
    if look is None:
        font = QFont()
        font.setPointSizeF(size)
        font.setBold(bold)
        look = _TEXT_LOOKS[size, bold, colour] = (font, QBrush(QColor(colour)))
    item.setFont(look[0])
    item.setBrush(look[1])
    return item


_TEXT_LOOKS: dict[tuple[float, bool, str], tuple[QFont, QBrush]] = {}
"""Each text style's font and brush, made once: a showdown's table has about a hundred
labels in a handful of styles, and is drawn again when the answer is in."""


def _centre(item: QGraphicsSimpleTextItem, at: QPointF) -> None:
    r = item.boundingRect()
    item.setPos(at.x() - r.width() / 2, at.y() - r.height() / 2)


def _plain_pen(colour: str, width: float) -> QPen:
    """``QPen(QColor(colour), width)``, built so that the empty table costs no enums.

    Qt's classes overload their constructors on Qt's own enums (``QPen(Qt.PenStyle)``,
    ``QBrush(Qt.BrushStyle)``...), and PySide6 checks an argument against such an
    overload by building the whole ``Qt`` namespace of enums: some 25 ms, paid before
    the window could show if the felt were drawn with ``QPen(colour, width)``. A pen
    made empty and then given its colour and width is the same pen without that check.
    """
    pen = QPen()
    pen.setColor(QColor(colour))
    pen.setWidthF(width)
    return pen


def _plain_brush(colour: str) -> QBrush:
    """``QBrush(QColor(colour))`` (solid) without the enum check: see :func:`_plain_pen`.

    A pen's colour is a solid brush of that colour (``QPen.setColor``).
    """
    return _plain_pen(colour, 1).brush()


def _contrast(rgb: str) -> str:
    c = QColor(rgb)
    luminance = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
    return "#111111" if luminance > 150 else "#ffffff"


def _column_look(
    rgb: str, stripes: int, count: int
) -> tuple[list[tuple[QPainterPath, QBrush, QPen]], QRectF]:
    """The shapes a column of ``count`` chips of this colour and these stripes is painted
    with, bottom chip first, and the rectangle they fill."""
    # start-up: a Qt class is built, with its enums, when first imported (the first hand)
    from PySide6.QtGui import QPainterPath

    shapes: list[tuple[QPainterPath, QBrush, QPen]] = []
    base = QColor(rgb)
    edge = QPen(base.darker(170) if base.lightness() > 60 else QColor("#888888"), 1.0)
    side = QBrush(base.darker(115))
    top = QBrush(base)
    stripe = QBrush(QColor(_contrast(rgb)))
    no_pen = QPen(Qt.PenStyle.NoPen)
    for i in range(count):
        y = -i * CHIP_STEP
        body = QPainterPath()
        body.addRect(QRectF(-CHIP_W / 2, y - CHIP_STEP, CHIP_W, CHIP_STEP))
        body.addEllipse(QRectF(-CHIP_W / 2, y - CHIP_H / 2, CHIP_W, CHIP_H))
        shapes.append((body.simplified(), side, edge))
        marks = QPainterPath()
        width = CHIP_W / (2 * stripes + 1) if stripes else 0
        for s in range(stripes):
            x = -CHIP_W / 2 + width * (2 * s + 1)
            marks.addRect(QRectF(x, y - CHIP_STEP + 0.8, width, CHIP_STEP - 0.6))
        if stripes:
            shapes.append((marks, stripe, no_pen))
    face = QPainterPath()
    face.addEllipse(QRectF(-CHIP_W / 2, -count * CHIP_STEP - CHIP_H / 2, CHIP_W, CHIP_H))
    shapes.append((face, top, edge))
    inner = QPainterPath()
    inner.addEllipse(
        QRectF(-CHIP_W / 2 + 4, -count * CHIP_STEP - CHIP_H / 2 + 1.6, CHIP_W - 8, CHIP_H - 3.2)
    )
    shapes.append((inner, QBrush(Qt.BrushStyle.NoBrush), QPen(stripe.color(), 0.8)))
    rect = QRectF(
        -CHIP_W / 2 - 1,
        -count * CHIP_STEP - CHIP_H / 2 - 1,
        CHIP_W + 2,
        count * CHIP_STEP + CHIP_H + 2,
    )
    return shapes, rect


_COLUMN_LOOKS: dict[
    tuple[str, int, int], tuple[list[tuple[QPainterPath, QBrush, QPen]], QRectF]
] = {}
"""Each column's shapes, made once per colour, stripes and height: Qt's paths, brushes and
pens are values shared on copy, so every column of the same chips paints the same ones
(a showdown's table, drawn again when the answer is in, has some twenty-five columns)."""


class ChipColumnItem(QGraphicsItem):
    """A column of chips of one denomination, seen from the side, the value on top.

    Edge stripes (as many as the chip set gives the denomination) and the printed value
    tell chips apart without colour.
    """

    def __init__(self, column: ChipColumn, count: int, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.column = column
        self.count = count
        key = (column.rgb, column.stripes, count)
        look = _COLUMN_LOOKS.get(key)
        if look is None:
            look = _COLUMN_LOOKS[key] = _column_look(column.rgb, column.stripes, count)
        self._shapes, self._rect = look
        label = _text(column.label, 5.5, _contrast(column.rgb), bold=True, parent=self)
        _centre(label, QPointF(0, -count * CHIP_STEP))
        self.setToolTip(
            f"{count} \u00d7 {column.value:,} ({column.colour_name}; {column.stripes} edge stripes)"
        )

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for path, brush, pen in self._shapes:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)


def _chip_group(
    scene: QGraphicsScene, columns: tuple[ChipColumn, ...], at: QPointF, **data: object
) -> list[ChipColumnItem]:
    """Columns side by side, centred on ``at`` (their bottoms on ``at.y()``)."""
    pieces = _pieces(columns)
    gap = CHIP_W + 2
    x0 = at.x() - (len(pieces) - 1) * gap / 2
    items = []
    for k, (column, count) in enumerate(pieces):
        item = ChipColumnItem(column, count)
        item.setPos(x0 + k * gap, at.y())
        _tag(item, "chips", value=column.value, count=count, **data)
        scene.addItem(item)
        items.append(item)
    return items


def _card_item(card: CardView, at: QPointF, scale: float = 1.0) -> QGraphicsPathItem:
    # start-up: the snapshot code, and the Qt classes of a card, load with the first hand
    from PySide6.QtGui import QPainterPath
    from PySide6.QtWidgets import QGraphicsPathItem

    from dealer_trainer.gui.snapshot import SUIT_GLYPHS

    w, h = CARD_W * scale, CARD_H * scale
    path = QPainterPath()
    path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), 4 * scale, 4 * scale)
    item = QGraphicsPathItem(path)
    item.setPen(QPen(QColor("#333333"), 1))
    if card.face_up and card.text:
        item.setBrush(QBrush(QColor("#ffffff")))
        colour = SUIT_COLOURS.get(card.suit, "#111111")
        rank = _text(card.rank, 15 * scale, colour, bold=True, parent=item)
        rank.setPos(-w / 2 + 3 * scale, -h / 2 + 1 * scale)
        corner = _text(SUIT_GLYPHS.get(card.suit, "?"), 12 * scale, colour, parent=item)
        corner.setPos(-w / 2 + 4 * scale, -h / 2 + 24 * scale)
        suit = _text(SUIT_GLYPHS.get(card.suit, "?"), 26 * scale, colour, parent=item)
        _centre(suit, QPointF(6 * scale, 14 * scale))
        item.setToolTip(card.text)
    else:
        item.setBrush(QBrush(QColor("#28457a")))
        back = QGraphicsPathItem(path, item)
        back.setBrush(QBrush(QColor("#7d9bd1"), Qt.BrushStyle.DiagCrossPattern))
        back.setPen(QPen(Qt.PenStyle.NoPen))
        back.setScale(0.82)
    item.setPos(at)
    _tag(item, "card", name=(card.text or "") if card.face_up else "")
    return item


def _disc(
    text: str, at: QPointF, fill: str, ink: str, radius: float = 13.0
) -> QGraphicsEllipseItem:
    disc = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
    disc.setBrush(QBrush(QColor(fill)))
    disc.setPen(QPen(QColor("#222222"), 1.2))
    label = _text(text, 7.5 if len(text) > 2 else 9.0, ink, bold=True, parent=disc)
    _centre(label, QPointF(0, 0))
    disc.setPos(at)
    return disc


MARKER_STYLE = {
    "SB": ("#6fb7e8", "#111111"),
    "BB": ("#f2c500", "#111111"),
    "STR": ("#f07f13", "#111111"),
    "POST": ("#cccccc", "#111111"),
    "DEAD": ("#777777", "#ffffff"),
    "BI": ("#c8102e", "#ffffff"),
}


def _support(half_w: float, half_h: float, u: QPointF) -> float:
    """How far a box of these half sizes reaches from its centre along the unit vector ``u``."""
    return half_w * abs(u.x()) + half_h * abs(u.y())


def _inward(at: QPointF) -> QPointF:
    """The unit vector from ``at`` towards the table's centre."""
    length = math.hypot(at.x(), at.y()) or 1.0
    return QPointF(-at.x() / length, -at.y() / length)


def _pieces(columns: tuple[ChipColumn, ...]) -> list[tuple[ChipColumn, int]]:
    pieces: list[tuple[ChipColumn, int]] = []
    for column in columns:
        left = column.count
        while left > 0:
            pieces.append((column, min(left, MAX_COLUMN)))
            left -= MAX_COLUMN
    return pieces


def _group_size(columns: tuple[ChipColumn, ...]) -> tuple[float, float]:
    """Width and height of the columns drawn side by side."""
    pieces = _pieces(columns)
    if not pieces:
        return 0.0, 0.0
    tallest = max(count for _, count in pieces)
    return len(pieces) * (CHIP_W + 2) - 2, tallest * CHIP_STEP + CHIP_H


def build_scene(
    scene: QGraphicsScene,
    snap: TableSnapshot | None,
    chip_set_id: str = "stakes",
    *,
    show_counts: bool = True,
    show_winning: bool = False,
) -> SceneHandles:
    """Clear ``scene`` and draw ``snap`` on it; returns the items a view updates later.

    ``show_counts``: print each stack's count on its plate (never in a counting question).
    ``show_winning``: at a showdown, outline each pot winner's cards (View > Winning cards).
    """
    scene.clear()
    scene.setSceneRect(SCENE_RECT)
    rail = scene.addEllipse(RAIL, _plain_pen("#2b1a0e", 3), _plain_brush("#5a3418"))
    _tag(rail, "rail")
    felt = scene.addEllipse(FELT, _plain_pen("#0d3d22", 2), _plain_brush("#1d7a45"))
    _tag(felt, "felt")
    dashed = _plain_pen("#3f9d66", 1.5)
    dashed.setDashPattern([6.0, 4.0])
    line = scene.addEllipse(FELT.adjusted(150, 95, -150, -95), dashed)
    _tag(line, "felt-line")
    handles: SceneHandles = {"pot_labels": [], "stack_labels": []}
    if snap is None:
        return handles
    # start-up: the snapshot code loads with the first hand drawn
    from dealer_trainer.gui.chip_rack import choose_chip_set, display_sets
    from dealer_trainer.gui.snapshot import chip_columns, columns_of

    title = _text(snap.title, 11, "#e8f5ec", bold=True)
    box = title.boundingRect().adjusted(-8, -4, 8, 4)
    plate = scene.addRect(box, QPen(QColor("#0d3d22"), 1), QBrush(QColor("#1d5c38")))
    plate.setPos(SCENE_RECT.left() + 8 - box.left(), SCENE_RECT.top() + 6 - box.top())
    title.setParentItem(plate)
    _tag(plate, "title")
    if snap.street:  # under the title, where no seat's chips can cover it
        street = _text(snap.street, 11, "#cfe9d8", bold=True)
        street.setPos(plate.pos() + QPointF(box.left() + 8, box.bottom() + 4))
        scene.addItem(_tag(street, "street"))
    if snap.pile:
        sets = display_sets()
        chip_set = sets.get(snap.pile_chip_set or "", None) or choose_chip_set(chip_set_id, [])
        # a pile to count is the one thing on the table: drawn at PILE_SCALE times a
        # bet's size, so each chip's colour, stripes and face can be read and counted
        at = QPointF(0, 70)
        for chip in _chip_group(scene, columns_of(snap.pile, chip_set), at, name="pile"):
            chip.setPos(at + (chip.pos() - at) * PILE_SCALE)
            chip.setScale(PILE_SCALE)
        label_at = QPointF(0, at.y() + CHIP_H * PILE_SCALE / 2 + 16)
        label = _text("?", 14, "#ffffff", bold=True)
        _centre(label, label_at)
        scene.addItem(_tag(label, "pot-label", amount=sum(v * c for v, c in snap.pile)))
        handles["pot_labels"].append((label, f"{sum(v * c for v, c in snap.pile):,}", label_at))
        return handles
    chip_set = display_sets().get(snap.chip_set or "") or choose_chip_set(
        chip_set_id, snap.amounts, big_blind=snap.big_blind
    )
    handles["chip_set"] = chip_set.id
    # the board
    n_board = len(snap.board)
    for k, card in enumerate(snap.board):
        item = _card_item(card, QPointF((k - (n_board - 1) / 2) * (CARD_W + 6), BOARD_Y))
        item.setData(NAME, card.text)
        item.setData(KIND, "board-card")
        scene.addItem(item)
    # the pots: one pile each, side by side in the middle
    piles = [chip_columns(pot.amount, chip_set) for pot in snap.pots]
    labels = []
    for k, pot in enumerate(snap.pots):
        name = pot.name if snap.label_pots or pot.name.startswith("Back") else "Pot"
        shown = f"{name}: {pot.amount:,}"
        label = _text(f"{name}: ?" if snap.hide_pot_amounts else shown, 9.5, "#ffffff", bold=True)
        _tag(label, "pot-label", amount=pot.amount, name=name, seat=k)
        labels.append((label, shown))
    probe = _text(f"{'Side pot 9'}: {max((p.amount for p in snap.pots), default=0):,}", 9.5, "#fff")
    widths = [
        max(_group_size(c)[0], probe.boundingRect().width(), label.boundingRect().width(), 80.0)
        for c, (label, _) in zip(piles, labels, strict=True)
    ]
    # in one row up to four pots; more in two rows (main pot first, left to right, top
    # row first), so six pots stay between the seats' cards and do not run under them
    per_row = max(1, len(piles) if len(piles) <= 4 else (len(piles) + 1) // 2)
    places: list[QPointF] = []
    for first in range(0, len(piles), per_row):
        row = widths[first : first + per_row]
        y = POTS_Y if per_row >= len(piles) else POTS_Y - 34 + 44 * (first // per_row)
        x = -(sum(row) + 20 * (len(row) - 1)) / 2
        for width in row:
            places.append(QPointF(x + width / 2, y))
            x += width + 20
    for k, columns in enumerate(piles):
        at = places[k]
        centre_x = at.x()
        # the middle is drawn over the seats' chips: at eight or nine seats the stacks of
        # the seats nearest the middle reach it, and the pot must stay in sight
        for chip in _chip_group(scene, columns, at, name=snap.pots[k].name, seat=k):
            chip.setZValue(2.5)
        label, shown = labels[k]
        label_at = QPointF(centre_x, at.y() + CHIP_H / 2 + 10)
        _centre(label, label_at)
        label.setZValue(2.6)
        scene.addItem(label)
        handles["pot_labels"].append((label, shown, label_at))
    # the seats
    n = len(snap.seats)
    show = show_counts and not snap.hide_pot_amounts
    fronts: dict[int, _Front] = {}
    for seat in snap.seats:
        angle = seat_angle(seat.index, n)
        fronts[seat.index] = _seat(
            scene, seat, angle, chip_set, snap.button == seat.index, show, handles
        )
    # then the chips, each group where nothing else lies: the board, the pots, every
    # seat's plate, cards and markers, and the chips laid before it
    # (every item drawn on its own carries a kind, the words and shapes inside one none;
    # asking an item for its parent here would have Qt delete that parent with the answer)
    taken = [
        item.sceneBoundingRect()
        for item in scene.items()
        if item.data(KIND) not in (None, "rail", "felt", "felt-line")
    ]
    for seat in snap.seats:
        _seat_chips(scene, seat, fronts[seat.index], chip_set, taken)
    if snap.pushed and snap.pushed_seat is not None and n:
        sets = display_sets()
        pushed_set = sets.get(snap.pile_chip_set or "", None) or chip_set
        pushed_columns = columns_of(snap.pushed, pushed_set)
        # in front of his stack and any bet, toward the middle, as he pushes them out
        gw, gh = _group_size(pushed_columns)
        label = _text("pushed out", 8, "#ffcc33", bold=True)
        size = (max(gw, label.boundingRect().width()), gh + 16)  # its label under it
        centre = _free_spot(fronts[snap.pushed_seat], size, taken)
        at = centre + QPointF(0, gh / 2 - 8 - CHIP_H / 2)
        items = _chip_group(scene, pushed_columns, at, name="pushed")
        for chip in items:
            chip.setData(SEAT, snap.pushed_seat)
            chip.setZValue(3)
        _centre(label, at + QPointF(0, 14))
        scene.addItem(_tag(label, "pushed-label", seat=snap.pushed_seat))
    if show_winning and snap.winning:
        _outline_winning(scene, snap)
    return handles


WINNING_STYLE = {"first": ("#ffcc33", 3.0, False), "second": ("#4fc3f7", 7.0, True)}
"""How a winning card is outlined: (colour, margin, dashed). A whole pot's and a hi-lo
pot's high (badugi) hand in solid gold; the low hand in dashed blue, a little wider, so a
card that plays in both shows both."""
HALF = 11
"""Item data key: the half a winning card's outline stands for ("high", "low", "")."""


def _outline_winning(scene: QGraphicsScene, snap: TableSnapshot) -> None:
    """Outline the cards of each pot's winner (the engine's reading, in ``snap.winning``)."""
    # start-up: a Qt class is built, with its enums, when first imported (the first hand)
    from PySide6.QtGui import QPainterPath
    from PySide6.QtWidgets import QGraphicsPathItem

    cards = [i for i in scene.items() if i.data(KIND) in ("card", "board-card")]
    lows = {"low"}
    halves = set()
    for seat, half, texts in snap.winning:
        colour, margin, dashed = WINNING_STYLE["second" if half in lows else "first"]
        halves.add(half)
        pen = QPen(QColor(colour), 3.0)
        if dashed:
            pen.setDashPattern([3.0, 2.0])
        for item in cards:
            text = str(item.data(NAME) or "")
            if text not in texts:
                continue
            if item.data(KIND) == "card" and item.data(SEAT) != seat:
                continue
            box = item.sceneBoundingRect().adjusted(-margin, -margin, margin, margin)
            path = QPainterPath()
            path.addRoundedRect(box, 5 + margin, 5 + margin)
            outline = QGraphicsPathItem(path)
            outline.setPen(pen)
            outline.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            outline.setZValue(item.zValue() + 0.5)
            outline.setData(HALF, half)
            scene.addItem(_tag(outline, "winning-card", seat=seat, name=text))
    if halves & lows:
        high = "badugi" if "badugi" in halves else "high"
        words = f"Winning cards: {high} hand in gold, low hand in dashed blue"
    else:
        words = "Winning cards outlined in gold"
    legend = _text(words, 9.5, "#ffe08a", bold=True)
    box = legend.boundingRect().adjusted(-8, -4, 8, 4)
    plate = scene.addRect(box, QPen(QColor("#0d3d22"), 1), QBrush(QColor("#1d5c38")))
    legend.setParentItem(plate)
    # top right, level with the title: no seat, card or chip reaches the corner
    plate.setPos(SCENE_RECT.right() - 8 - box.right(), SCENE_RECT.top() + 6 - box.top())
    plate.setZValue(7)
    _tag(legend, "winning-legend")


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


class _Front:
    """Where a seat's chips start: its plate's centre, the direction inward (``u``) and
    along the rail (``t``), how far from the centre its plate and cards reach, and the
    cards' centre and width. :func:`_seat_chips` moves ``reach`` past each group it lays."""

    __slots__ = ("cards_at", "centre", "fan_w", "reach", "t", "u")

    def __init__(
        self, centre: QPointF, u: QPointF, t: QPointF, reach: float, cards_at: QPointF, fan_w: float
    ) -> None:
        self.centre, self.u, self.t, self.reach = centre, u, t, reach
        self.cards_at, self.fan_w = cards_at, fan_w


def _inside_felt(rect: QRectF) -> bool:
    rx, ry = FELT.width() / 2, FELT.height() / 2
    corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    return all((p.x() / rx) ** 2 + (p.y() / ry) ** 2 <= 1.0 for p in corners)


def _places(front: _Front, gw: float, gh: float, *, beside: bool) -> list[QPointF]:
    """Where a ``gw`` x ``gh`` group of a seat's chips may go, best first: on the seat's own
    line just past what it already has in front (a stack in front of the cards, a bet in
    front of the stack); beside the cards (a stack, ``beside=True``); the same distance a
    little to either side; then further in."""
    u, t = front.u, front.t
    inline = front.centre + u * (front.reach + _support(gw / 2, gh / 2, u))
    step = gw / 2 + 12
    places = [inline + t * (k * step) for k in (0, 1, -1, 2, -2)]
    if beside:
        aside = front.fan_w / 2 + GAP + _support(gw / 2, gh / 2, t)
        places[1:1] = [front.cards_at + t * aside, front.cards_at - t * aside]
    for extra in (14, 28, 42):
        places += [inline + u * extra + t * (k * step) for k in (0, 1, -1)]
    return places


def _box(at: QPointF, size: tuple[float, float]) -> QRectF:
    return QRectF(at.x() - size[0] / 2, at.y() - size[1] / 2, size[0], size[1])


def _overlap(at: QPointF, size: tuple[float, float], taken: list[QRectF]) -> float:
    """How much of a group of ``size`` centred ``at`` lies on what is ``taken`` (with a
    little margin round it), or -1 if it leaves the felt."""
    rect = _box(at, size)
    if not _inside_felt(rect):
        return -1.0
    padded = rect.adjusted(-3, -3, 3, 3)
    total = 0.0
    for other in taken:
        if padded.intersects(other):
            common = padded.intersected(other)
            total += common.width() * common.height()
    return total


def _take(front: _Front, at: QPointF, size: tuple[float, float], taken: list[QRectF]) -> QPointF:
    """Lay a group at ``at``: its place is taken, and the seat's front moves past it."""
    taken.append(_box(at, size))
    c = at - front.centre
    u = front.u
    past = c.x() * u.x() + c.y() * u.y() + _support(size[0] / 2, size[1] / 2, u)
    front.reach = max(front.reach, past) + GAP
    return at


def _free_spot(
    front: _Front, size: tuple[float, float], taken: list[QRectF], *, beside: bool = False
) -> QPointF:
    """The centre of a group of a seat's chips of ``size``: the first of :func:`_places` on
    the felt and clear of everything ``taken``, else the one overlapping least.

    At eight to ten seats, or with five to seven cards a seat, the seat's own line alone
    ran one seat's bet into a neighbour's, or a stack into the pots.
    """
    places = _places(front, *size, beside=beside)
    best, least = places[0], -1.0
    for at in places:
        overlap = _overlap(at, size, taken)
        if overlap == 0:
            return _take(front, at, size, taken)
        if overlap > 0 and (least < 0 or overlap < least):
            best, least = at, overlap
    return _take(front, best, size, taken)


def _stack_and_bet(
    front: _Front, stack: tuple[float, float], bet: tuple[float, float], taken: list[QRectF]
) -> tuple[QPointF, QPointF]:
    """Places for a seat's stack and its bet: the bet straight in front of the stack,
    wherever a clear place for the stack allows it (a bet pushed aside is hard to tell
    from a neighbour's); else each where :func:`_free_spot` finds room."""
    for at in _places(front, *stack, beside=True):
        if _overlap(at, stack, taken) != 0:
            continue
        trial = _Front(front.centre, front.u, front.t, front.reach, front.cards_at, front.fan_w)
        _take(trial, at, stack, [])
        trial.reach += 6
        bet_at = _places(trial, *bet, beside=False)[0]
        if _overlap(bet_at, bet, [*taken, _box(at, stack)]) == 0:
            _take(front, at, stack, taken)
            front.reach += 6
            return at, _take(front, bet_at, bet, taken)
    stack_at = _free_spot(front, stack, taken, beside=True)
    front.reach += 6
    return stack_at, _free_spot(front, bet, taken)


def _seat_chips(
    scene: QGraphicsScene, seat: SeatView, front: _Front, chip_set: ChipSet, taken: list[QRectF]
) -> None:
    """Lay a seat's stack (in racks of twenty by colour) and its bet in front of it, the
    bet's amount under it, where :func:`_stack_and_bet` or :func:`_free_spot` finds room."""
    # start-up: the snapshot code loads with the first hand drawn
    from dealer_trainer.gui.snapshot import chip_columns

    stack = chip_columns(seat.stack, chip_set) if seat.stack else ()
    bet = chip_columns(seat.bet, chip_set) if seat.bet else ()
    stack_size = _group_size(stack)
    bet_w, bet_h = _group_size(bet)
    label = _text(f"{seat.bet:,}", 9.5, "#ffffff", bold=True)
    bet_size = (max(bet_w, label.boundingRect().width()), bet_h + 16)  # its label under it
    stack_at = bet_at = front.centre
    if stack and bet:
        stack_at, bet_at = _stack_and_bet(front, stack_size, bet_size, taken)
    elif stack:
        stack_at = _free_spot(front, stack_size, taken, beside=True)
    elif bet:
        front.reach += 6
        bet_at = _free_spot(front, bet_size, taken)
    if stack:
        bottom = stack_at + QPointF(0, stack_size[1] / 2 - CHIP_H / 2)
        for chip in _chip_group(scene, stack, bottom, name="stack"):
            chip.setData(SEAT, seat.index)
            chip.setZValue(2)
            if seat.folded:
                chip.setOpacity(0.55)
    if bet:
        bottom = bet_at + QPointF(0, bet_size[1] / 2 - 16 - CHIP_H / 2)
        for chip in _chip_group(scene, bet, bottom, seat=seat.index):
            chip.setZValue(2)
        _centre(label, bet_at + QPointF(0, bet_size[1] / 2 - 8))
        label.setZValue(2)
        scene.addItem(_tag(label, "bet-label", seat=seat.index, amount=seat.bet))


def _seat(
    scene: QGraphicsScene,
    seat: SeatView,
    angle: float,
    chip_set: ChipSet,
    button: bool,
    show_count: bool,
    handles: SceneHandles,
) -> _Front:
    """Draw one seat's plate, its cards just inside the rail, the button and markers beside
    the plate; its chips are laid by :func:`_seat_chips` once every seat's cards are down."""
    # start-up: the snapshot code, and the Qt classes of a seat's plate, load with the
    # first hand drawn
    from PySide6.QtGui import QPainterPath
    from PySide6.QtWidgets import QGraphicsPathItem

    centre = _on_ellipse(angle, SEAT_RX, SEAT_RY)
    title = seat.label if not seat.name else f"{seat.label} \u00b7 {seat.name}"
    name = _text(title, 10, "#ffffff", bold=True)
    if seat.note:
        status = seat.note
    elif seat.empty:
        status = "empty seat"
    elif seat.folded:
        status = "folded"
    elif seat.all_in:
        status = "all-in"
    else:
        status = f"{seat.stack:,}" if show_count else "stack"
    if seat.draws:
        status += " \u00b7 " + ", ".join("stood pat" if d == 0 else f"drew {d}" for d in seat.draws)
    stack = _text(status, 9.5, "#ffcc33" if seat.all_in else "#d7dde2")
    w = max(128.0, name.boundingRect().width() + 20, stack.boundingRect().width() + 20)
    h = 48.0
    # keep the plate on the scene: a long name moves it in, never cuts it
    limit_x = SCENE_RECT.right() - 4 - w / 2
    centre = QPointF(max(-limit_x, min(limit_x, centre.x())), centre.y())
    path = QPainterPath()
    path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), 10, 10)
    plate = QGraphicsPathItem(path)
    plate.setPos(centre)
    plate.setBrush(QBrush(QColor("#1f2328")))
    if seat.actor:
        plate.setPen(QPen(QColor("#ffcc33"), 4))
        plate.setBrush(QBrush(QColor("#3a3320")))
    else:
        plate.setPen(QPen(QColor("#9aa4ad"), 1.5))
    name.setParentItem(plate)
    _centre(name, QPointF(0, -10))
    stack.setParentItem(plate)
    _centre(stack, QPointF(0, 10))
    _tag(plate, "seat", seat=seat.index, amount=seat.stack, name=seat.label)
    plate.setData(6, seat.actor)
    plate.setData(7, seat.folded)
    plate.setData(8, title)
    plate.setToolTip(
        f"{title}: {seat.note}"
        if seat.note
        else f"{title}: empty"
        if seat.empty
        else f"{title}: {seat.stack:,} behind"
        + (f", {seat.bet:,} in front" if seat.bet else "")
        + (" (folded)" if seat.folded else "")
        + (" (to act)" if seat.actor else "")
    )
    plate.setZValue(5)
    if seat.folded or seat.empty:
        plate.setOpacity(0.4 if seat.empty else 0.55)
    scene.addItem(plate)
    handles["stack_labels"].append((stack, f"{seat.stack:,}", seat.index))
    if seat.actor:
        tag = _text("to act", 8, "#111111", bold=True)
        box = scene.addRect(
            QRectF(-24, -8, 48, 16), QPen(Qt.PenStyle.NoPen), QBrush(QColor("#ffcc33"))
        )
        box.setPos(centre + QPointF(0, -h / 2 - 4 if centre.y() > 0 else h / 2 + 4))
        box.setZValue(6)
        tag.setParentItem(box)
        _centre(tag, QPointF(0, 0))
        _tag(box, "actor", seat=seat.index)
    u = _inward(centre)
    t = QPointF(-u.y(), u.x())
    reach = _support(w / 2, h / 2, u) + GAP
    # the cards, just inside the rail
    count = len(seat.cards)
    # a folded hand's place stays empty, so his stack stays where it was
    spacing = CARD_W * (0.75 if count <= 2 else 0.5 if count <= 5 else 0.42)
    fan_w = CARD_W + (max(count, 2) - 1) * spacing
    r = _support(fan_w / 2, CARD_H / 2, u)
    cards_at = centre + u * (reach + r)
    reach += 2 * r + GAP
    if count:
        for k, card in enumerate(seat.cards):
            down = not card.face_up
            lift = 6 if (down and count > 4) else 0
            item = _card_item(card, cards_at + QPointF((k - (count - 1) / 2) * spacing, lift))
            item.setData(SEAT, seat.index)
            item.setData(9, "down" if down else "up")
            item.setZValue(1 + k * 0.01)
            if seat.folded:
                item.setOpacity(0.4)
            scene.addItem(item)
        if seat.shown_order:
            badge = _text(f"shown {_ordinal(seat.shown_order)}", 8.5, "#111111", bold=True)
            r_box = badge.boundingRect().adjusted(-4, -1, 4, 1)
            back = scene.addRect(r_box, QPen(Qt.PenStyle.NoPen), QBrush(QColor("#ffe08a")))
            badge.setParentItem(back)
            back.setPos(cards_at + t * (fan_w / 2 + 8) - QPointF(0, r_box.height() / 2))
            back.setZValue(4)
            _tag(back, "shown-order", seat=seat.index, amount=seat.shown_order)
    # button and markers, beside the plate
    side = centre + t * (w / 2 + 18) + u * 6
    if centre.x() < 0 < t.x() or centre.x() > 0 > t.x():
        side = centre - t * (w / 2 + 18) + u * 6
    step = t * 30 if (side - centre).x() * t.x() + (side - centre).y() * t.y() > 0 else t * -30
    at = side
    if button:
        disc = _disc("D", at, "#ffffff", "#111111", 14)
        disc.setZValue(4)
        scene.addItem(_tag(disc, "button", seat=seat.index))
        at = at + u * 30
    for marker in seat.markers:
        fill, ink = MARKER_STYLE.get(marker, ("#cccccc", "#111111"))
        disc = _disc(marker, at, fill, ink, 13)
        disc.setZValue(4)
        disc.setToolTip(MARKER_WORDS.get(marker, marker))
        scene.addItem(_tag(disc, "marker", seat=seat.index, name=marker))
        at = at + u * 28
    _ = step
    return _Front(centre, u, t, reach, cards_at, fan_w)


MARKER_WORDS = {
    "SB": "small blind",
    "BB": "big blind",
    "STR": "straddle",
    "POST": "posted blind",
    "DEAD": "dead blind",
    "BI": "bring-in",
}


class TableView(QGraphicsView):
    """The table, scaled to fit the view whatever its size (vector items stay crisp)."""

    seatClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table_scene = QGraphicsScene(self)
        self.setScene(self.table_scene)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(420, 280)
        self.setAccessibleName("Poker table")
        self.snapshot: TableSnapshot | None = None
        self.chip_set_id = "stakes"
        self.show_counts = True
        """Print each stack's count on its plate (View > Stack counts)."""
        self.show_winning = False
        """Outline each pot winner's cards at a showdown (View > Winning cards)."""
        self.animate = True
        """Chips may move (off in an exam: see :meth:`animations_on`)."""
        self.animation: QVariantAnimation | None = None
        self._handles: SceneHandles = {"pot_labels": [], "stack_labels": []}
        self._drawn = False
        self.table_scene.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(_plain_brush("#12261a"))
        # The first use of any of Qt's own enums (Qt.FocusPolicy...) builds the whole ``Qt``
        # namespace of them, some 30 ms, and QPainter's enums come with QPainter: these are
        # set by name, through their Qt properties, so the window opens without them. Same
        # effect as the setters (setRenderHints(Antialiasing | TextAntialiasing)...).
        for name, value in (
            ("renderHints", "Antialiasing|TextAntialiasing"),
            ("horizontalScrollBarPolicy", "ScrollBarAlwaysOff"),
            ("verticalScrollBarPolicy", "ScrollBarAlwaysOff"),
            ("focusPolicy", "NoFocus"),
        ):
            if not self.setProperty(name, value):  # pragma: no cover - a renamed property
                raise RuntimeError(f"TableView: Qt has no {name} = {value}")
        self.viewport_widget = _viewport_of(self)
        """``viewport()``, found without PySide's costly first conversion (see below)."""
        # Pens and brushes load their classes (a few ms): the felt is drawn in the event
        # loop's first turn, before the window is first painted.
        QTimer.singleShot(0, self, self._finish_setup)  # dropped if the view is deleted first

    def _finish_setup(self) -> None:
        if not self._drawn:
            self.show_snapshot(self.snapshot)
        self._fit()

    def show_snapshot(self, snap: TableSnapshot | None, chip_set_id: str | None = None) -> None:
        """Draw a new moment of the hand."""
        self.snapshot = snap
        self._drawn = True
        if chip_set_id:
            self.chip_set_id = chip_set_id
        self._handles = build_scene(
            self.table_scene,
            snap,
            self.chip_set_id,
            show_counts=self.show_counts,
            show_winning=self.show_winning,
        )
        self.setAccessibleDescription(_describe(snap))
        self._fit()

    def set_chip_set(self, chip_set_id: str) -> None:
        self.chip_set_id = chip_set_id
        self.show_snapshot(self.snapshot)

    def animations_on(self) -> bool:
        """Chips move unless the view is told not to (exams) or the desktop asks for
        reduced motion (its animation effects turned off)."""
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtCore import Qt as QtEnums
        from PySide6.QtWidgets import QApplication

        return self.animate and QApplication.isEffectEnabled(QtEnums.UIEffect.UI_General)

    def push_to(self, winners: list[int], then: TableSnapshot) -> None:
        """Slide the pots' chips to the winners' seats, then draw ``then`` (the pushed table).

        Without animation (an exam, reduced motion) ``then`` is drawn at once.
        """
        # start-up: a Qt class is built, with its enums, when first imported
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        piles = [
            i
            for i in self.items_of("chips")
            if str(i.data(NAME)).startswith(("Main", "Side", "Pot"))
        ]
        n = len(self.snapshot.seats) if self.snapshot is not None else 0
        if not self.animations_on() or not piles or not winners or not n:
            self.show_snapshot(then)
            return
        target = _on_ellipse(seat_angle(winners[0], n), SEAT_RX * 0.7, SEAT_RY * 0.7)
        starts = [(item, item.pos()) for item in piles]
        animation = QVariantAnimation(self)
        animation.setDuration(ANIMATION_MS)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value: object) -> None:
            t = float(value)  # type: ignore[arg-type]
            for item, start in starts:
                item.setPos(start + (target - start) * t)

        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self.show_snapshot(then))
        self.animation = animation
        animation.start()

    def set_show_counts(self, show: bool) -> None:
        """Print the stacks' counts on the plates, or leave them to be counted."""
        self.show_counts = show
        self.show_snapshot(self.snapshot)

    def set_show_winning(self, show: bool) -> None:
        """Outline the winning cards at a showdown, or not (the hands stay face up)."""
        self.show_winning = show
        self.show_snapshot(self.snapshot)

    def reveal_pots(self) -> None:
        """Print the pots' amounts (once the answer is in)."""
        for label, text, centre in self._handles.get("pot_labels", []):
            label.setText(text)
            _centre(label, centre)

    @property
    def drawn_chip_set(self) -> str | None:
        """The id of the chip set the table is drawn with now."""
        return self._handles.get("chip_set") or None

    def items_of(self, kind: str) -> list[QGraphicsItem]:
        """The scene's items of one kind (tests, accessibility)."""
        return [i for i in self.table_scene.items() if i.data(KIND) == kind]

    def _fit(self) -> None:
        """Scale the whole table into the view, keeping its proportions."""
        view = self.viewport().rect()
        if view.width() <= 0 or view.height() <= 0:
            return
        scale = min(view.width() / SCENE_RECT.width(), view.height() / SCENE_RECT.height())
        self.resetTransform()  # then scale: QTransform.fromScale without QTransform's class
        self.scale(scale, scale)
        self.centerOn(SCENE_RECT.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        while item is not None and item.data(KIND) != "seat":
            item = item.parentItem()
        if item is not None:
            self.seatClicked.emit(int(item.data(SEAT)))
        super().mousePressEvent(event)


def _viewport_of(view: QGraphicsView) -> QWidget:
    """``view.viewport()``, taken from the view's children.

    The first time PySide6 hands Python a ``QWidget*`` it has no wrapper for (as
    ``viewport()`` does), it looks through the ``QWidget`` subclasses of QtWidgets for
    the best type, and so builds all the ones not yet loaded, with their enums: 15 to
    25 ms at start-up. ``children()`` wraps the same widget without that search, and
    ``viewport()`` is cheap from then on, while :attr:`TableView.viewport_widget` holds it.
    The viewport is the child whose focus goes to the view (``QAbstractScrollArea`` sets
    that up); should Qt ever stop doing so, ``viewport()`` is asked after all.
    """
    for child in view.children():
        if isinstance(child, QWidget) and child.focusProxy() is view:
            return child
    return view.viewport()  # pragma: no cover - Qt set the viewport up differently


def _describe(snap: TableSnapshot | None) -> str:
    """The table in words, for screen readers."""
    if snap is None:
        return "An empty table."
    parts = [snap.title]
    if snap.street:
        parts.append(snap.street)
    if snap.board:
        parts.append("board " + " ".join(c.text or "a card face down" for c in snap.board))
    for pot in snap.pots:
        parts.append(f"{pot.name}: {'?' if snap.hide_pot_amounts else format(pot.amount, ',')}")
    for s in snap.seats:
        if s.empty:
            parts.append(f"{s.label}: empty")
            continue
        words = f"{s.label}: {s.stack:,} behind"
        if s.bet:
            words += f", {s.bet:,} in front"
        if s.folded:
            words += ", folded"
        if s.actor:
            words += ", to act"
        parts.append(words)
    if snap.pile:
        parts.append("a pile of chips: " + ", ".join(f"{c} of {v:,}" for v, c in snap.pile))
    return ". ".join(parts) + "."
