"""No answer on the table: before the trainee answers, nothing the window shows gives the
keyed answer away, in practice and in an exam, for every kind the quiz poses.

The visible text is gathered from every visible widget (labels, buttons, boxes and their
hints, lists, tool tips) and from the table's drawn text items. The keyed answer, as text,
must not be in it, except where the question itself must show it: a number the question's
own words give (its prompt, as the terminal asks it) is not a leak when the table shows it
too. A question that asks who acts must show no "to act" mark at all.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.exam import ExamSession, ExamWindow
from dealer_trainer.gui.questions import from_quiz
from dealer_trainer.gui.snapshot import TableSnapshot
from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings
from dealer_trainer.quiz.model import FormKind, Question
from dealer_trainer.quiz.packs import loads_pack

from .helpers import make_window

SEEDS = range(1, 4)
"""A few questions of each kind: a leak that shows once in three is still caught."""


@pytest.fixture(autouse=True)
def _leave_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """An exam still running when a test ends is left without a box blocking the run."""
    from dealer_trainer.gui import exam

    monkeypatch.setattr(exam.ConfirmDialog, "ask", classmethod(lambda cls, *a: True))


def visible_text(root: QWidget) -> list[str]:
    """Every piece of text a trainee can see (or hover) in ``root``'s visible widgets."""
    found: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        found.append(w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            found.append(w.text())
        elif isinstance(w, QLineEdit):
            found += [w.text(), w.placeholderText()]
        elif isinstance(w, QListWidget):
            found += [w.item(k).text() for k in range(w.count())]
            found += [w.item(k).toolTip() for k in range(w.count())]
        elif isinstance(w, QTextEdit):
            found.append(w.toPlainText())
        elif isinstance(w, QProgressBar) and w.isTextVisible():
            found.append(w.text())
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if not item.isVisible():
                    continue
                found.append(item.toolTip())
                if isinstance(item, QGraphicsTextItem):
                    found.append(item.toPlainText())
                elif isinstance(item, QGraphicsSimpleTextItem):
                    found.append(item.text())
    return [t for t in found if t]


def _numbers(text: str) -> set[int]:
    return {int(m.replace(",", "")) for m in re.findall(r"(?<![\d.,])\d[\d,]*(?![\d,]*\.\d)", text)}


def keyed_amounts(q: Question) -> set[int]:
    """The amounts of the keyed answer."""
    amounts: set[int] = set()
    for part in q.answer:
        if part.amount is not None:
            amounts.add(part.amount)
        amounts |= {chips for _player, chips in part.shares}
    return amounts


_CHIP = re.compile(r"^\d+ × ([\d,]+) \(")
"""A chip's tool tip (``1 × 25 (green; 4 edge stripes)``): its value is no amount."""
_ACTION = re.compile(
    r"^Seat \d+ (posts|bets|raises|calls|completes|brings it in|antes)\b|^Everyone antes"
)
"""A line of the hand so far: an action the question must show, with its amount."""


_SEAT_NAME = re.compile(r"^Seat \d+$|^Seat \d+: ")
"""A seat's plate (``Seat 4``) and the start of its tool tip (``Seat 4: 1,200 behind``)."""


_FRAME = re.compile(r"^Question \d+ of \d+$|^\d+ answered\b|\bdifficulty \d+$")
"""The window's own frame (which question of how many, how many answered, the difficulty):
counters, not amounts of the hand."""


_CARD = re.compile(r"(?<![\w,])(10|[2-9TJQKA])([♠♥♦♣]|[shdc](?![a-z]))")
"""A card as text (``8♣``, ``8c``): its rank is no amount."""


def _ranks(table: TableSnapshot) -> set[str]:
    cards = [*table.board, *(c for seat in table.seats for c in seat.cards)]
    return {c.rank for c in cards if c.text is not None}


def leaks(q: Question, shown: list[str], table: TableSnapshot) -> list[str]:
    """What of the keyed answer the shown text gives away, in words."""
    found: list[str] = []
    text = "\n".join(shown)
    if q.form.kind is FormKind.PLAYER and re.search(r"\bto act\b", text, re.IGNORECASE):
        found.append("a 'to act' mark, when the question asks who acts")
    chips = {int(m.group(1).replace(",", "")) for t in shown if (m := _CHIP.match(t))}
    ranks = _ranks(table)
    shown = [
        _CARD.sub(" ", t)
        for t in shown
        if not _CHIP.match(t)
        and not _FRAME.search(t)
        and not (t.isdigit() and int(t) in chips)
        and t not in ranks  # a card's rank, drawn on the card
    ]
    given = _numbers(q.prompt)
    for line in shown:
        if _ACTION.match(line):
            given |= _numbers(line)
    # a seat's name on its plate (and its tool tip's) is the table's furniture: every seat
    # of the table is named, so a seat number there gives nothing away
    shown = [_SEAT_NAME.sub("", t) for t in shown]
    shown_numbers = _numbers("\n".join(shown))
    for amount in keyed_amounts(q) - given:
        if amount in shown_numbers:
            lines = [t for t in shown if amount in _numbers(t)]
            found.append(f"the answer {amount:,} is shown in {lines[:3]}")
    return found


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_practice_shows_no_answer(qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    main = make_window(qtbot, tmp_path)
    gen = Generator(2026, Settings(kinds=(kind,)))
    for n in SEEDS:
        q = gen.question(n)
        asked = from_quiz(q)
        main._on_question(asked)
        assert leaks(q, visible_text(main), asked.table) == [], q.id


@pytest.mark.parametrize("kind", GENERATED_KINDS)
def test_an_exam_shows_no_answer(qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    main = make_window(qtbot, tmp_path)
    pack = loads_pack(
        f'[pack]\nid = "leak"\ntitle = "Leak"\nauthor = "QA"\n'
        f'[[generate]]\nid = "g"\nseed = 2026\ncount = {len(SEEDS)}\nkinds = ["{kind}"]\n'
    )
    window = ExamWindow(ExamSession(main.controller.history, "Ana", pack))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.start()
    for q in pack.questions():
        assert window.panel.asked is not None and window.panel.asked.id == q.id
        assert leaks(q, visible_text(window), window.panel.asked.table) == [], q.id
        window.session.submit(list(from_quiz(q).answer_lines))
    assert not window.running


def test_a_side_pot_question_draws_the_middle_as_one_pile() -> None:
    """Piles built pot by pot would count out the split the question asks for."""
    gen = Generator(2026, Settings(kinds=("side_pots",)))
    split = 0
    for n in range(40):
        q = gen.question(n)
        piles = [p for p in from_quiz(q).table.pots if not p.name.startswith("Back")]
        assert len(piles) <= 1, (q.id, piles)
        hand = q.situation.hand() if q.situation is not None else None
        split += hand is not None and len(q.answer) > 1 and len(piles) == 1
    assert split  # questions whose middle already held more than one pot were asked
