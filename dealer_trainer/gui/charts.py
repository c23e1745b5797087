"""Small line charts drawn with QPainter: accuracy and time, day by day.

The geometry (scales, points, ticks) is :func:`chart_geometry`, a pure function tested
without painting; :class:`LineChart` only asks it where things go and draws them.

>>> g = chart_geometry([1.0, 2.0, 3.0], [50.0, 100.0, 0.0], ["a", "b", "c"], 120, 110,
...                    y_max=100, margins=(10, 5, 10, 5))
>>> g.points
((10.0, 55.0), (60.0, 5.0), (110.0, 105.0))
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

__all__ = ["ChartGeometry", "LineChart", "chart_geometry", "nice_max"]

Margins = tuple[float, float, float, float]
"""Left, top, right, bottom, in pixels."""

DEFAULT_MARGINS: Margins = (44, 24, 12, 22)


def nice_max(value: float) -> float:
    """The top of a scale that holds ``value``: 1, 2, 2.5 or 5 times a power of ten.

    >>> nice_max(7.3), nice_max(12), nice_max(0), nice_max(2500)
    (10.0, 20.0, 1.0, 2500.0)
    """
    if value <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if value <= step * power + 1e-9:
            return float(step * power)
    return float(10 * power)  # pragma: no cover - the loop always returns


@dataclass(frozen=True, slots=True)
class ChartGeometry:
    """Where a chart's parts go, in widget pixels."""

    plot: tuple[float, float, float, float]
    """The plotting area: left, top, width, height."""
    points: tuple[tuple[float, float], ...]
    """One point per value, in order."""
    y_max: float
    y_ticks: tuple[tuple[float, str], ...]
    """Pixel height and label of each horizontal grid line, from 0 up."""
    x_labels: tuple[tuple[float, str], ...]
    """Pixel x and label of the values labelled under the axis (at most ``max_labels``)."""


def chart_geometry(
    xs: Sequence[float],
    values: Sequence[float],
    labels: Sequence[str],
    width: float,
    height: float,
    *,
    y_max: float | None = None,
    ticks: int = 4,
    y_format: Callable[[float], str] = lambda v: f"{v:g}",
    margins: Margins = DEFAULT_MARGINS,
    max_labels: int = 6,
) -> ChartGeometry:
    """Place ``values`` (at positions ``xs``, e.g. day numbers) in a ``width`` x ``height`` box.

    The y scale runs from 0 to ``y_max`` (default: :func:`nice_max` of the largest
    value); x runs from the first to the last of ``xs``; a single value is centred.
    """
    if not (len(xs) == len(values) == len(labels)):
        raise ValueError("xs, values and labels must be as long as each other")
    left, top, right, bottom = margins
    w = max(1.0, width - left - right)
    h = max(1.0, height - top - bottom)
    top_value = y_max if y_max is not None else nice_max(max(values, default=0.0))

    def y_at(v: float) -> float:
        return top + h - min(max(v, 0.0), top_value) / top_value * h

    lo, hi = (min(xs), max(xs)) if xs else (0.0, 0.0)

    def x_at(x: float) -> float:
        return left + w / 2 if hi == lo else left + (x - lo) / (hi - lo) * w

    points = tuple((x_at(x), y_at(v)) for x, v in zip(xs, values, strict=True))
    y_ticks = tuple(
        (y_at(top_value * k / ticks), y_format(top_value * k / ticks)) for k in range(ticks + 1)
    )
    n = len(labels)
    if n <= max_labels:
        shown = list(range(n))
    else:
        shown = sorted({round(k * (n - 1) / (max_labels - 1)) for k in range(max_labels)})
    x_labels = tuple((points[i][0], labels[i]) for i in shown)
    return ChartGeometry((left, top, w, h), points, top_value, y_ticks, x_labels)


class LineChart(QWidget):
    """One line over time; set its data with :meth:`set_data`."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.xs: tuple[float, ...] = ()
        self.values: tuple[float, ...] = ()
        self.labels: tuple[str, ...] = ()
        self.y_max: float | None = None
        self.y_format: Callable[[float], str] = lambda v: f"{v:g}"
        self.setMinimumSize(260, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)

    def set_data(
        self,
        xs: Sequence[float],
        values: Sequence[float],
        labels: Sequence[str],
        *,
        y_max: float | None = None,
        y_format: Callable[[float], str] | None = None,
    ) -> None:
        self.xs, self.values, self.labels = tuple(xs), tuple(values), tuple(labels)
        self.y_max = y_max
        if y_format is not None:
            self.y_format = y_format
        self.update()

    def geometry_now(self) -> ChartGeometry:
        """The chart's geometry at the widget's present size."""
        return chart_geometry(
            self.xs,
            self.values,
            self.labels,
            self.width(),
            self.height(),
            y_max=self.y_max,
            y_format=self.y_format,
        )

    def paintEvent(self, _event: object) -> None:
        paint_chart(self, self.geometry_now())


def paint_chart(widget: LineChart, g: ChartGeometry) -> None:
    """Draw ``g`` on ``widget``: title, grid, labels, the line and its points."""
    p = QPainter(widget)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pal = widget.palette()
    text, grid, line = pal.windowText().color(), pal.mid().color(), pal.highlight().color()
    left, top, w, h = g.plot
    p.setPen(text)
    p.drawText(QRectF(left, 0, w, top), Qt.AlignmentFlag.AlignCenter, widget.title)
    for y, label in g.y_ticks:
        p.setPen(QPen(grid, 1, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(left, y), QPointF(left + w, y))
        p.setPen(text)
        p.drawText(QRectF(0, y - 8, left - 4, 16), Qt.AlignmentFlag.AlignRight, label)
    for x, label in g.x_labels:
        p.drawText(QRectF(x - 40, top + h + 2, 80, 18), Qt.AlignmentFlag.AlignHCenter, label)
    if not g.points:
        p.drawText(QRectF(left, top, w, h), Qt.AlignmentFlag.AlignCenter, "No answers yet")
    else:
        path = QPainterPath(QPointF(*g.points[0]))
        for pt in g.points[1:]:
            path.lineTo(QPointF(*pt))
        p.setPen(QPen(line, 2))
        p.drawPath(path)
        p.setBrush(line)
        for pt in g.points:
            p.drawEllipse(QPointF(*pt), 3, 3)
    p.end()
