"""Shared pieces of the GUI tests: a window on a sandboxed store, typing an answer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.controller import Controller, HistoryAdapter, SettingsAdapter
from dealer_trainer.gui.main_window import MainWindow

HOLDEM_PHH = """
variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [100, 200, 0, 0]
min_bet = 200
starting_stacks = [20000, 20000, 20000, 20000]
players = ["Ann", "Bo", "Cy", "Di"]
actions = [
  "d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????",
  "p3 cbr 600", "p4 cc", "p1 f", "p2 cc",
  "d db AhKd7c",
  "p2 cc", "p3 cbr 1200", "p4 cbr 3000", "p2 f", "p3 cc",
]
"""


def make_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """The main window on a settings file and an in-memory store of this test."""
    from dealer_trainer.store.db import Store

    settings = SettingsAdapter(tmp_path / "config" / "settings.json")
    controller = Controller(settings, HistoryAdapter(Store.in_memory()))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


def type_answer(qtbot: QtBot, window: MainWindow, lines: tuple[str, ...] | list[str]) -> None:
    """Type an answer in the answer-line syntax into the boxes and press Enter."""
    panel = window.panel
    asked = panel.asked
    assert asked is not None
    if asked.form == "choice":
        letter, _, amount = lines[0].partition(" ")
        button = next(b for b in panel.choice_buttons if b.property("letter") == letter)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
        if amount:
            assert panel.amount_box is not None
            qtbot.keyClicks(panel.amount_box, amount)
            qtbot.keyClick(panel.amount_box, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(panel.submit_button, Qt.MouseButton.LeftButton)
        return
    texts: list[str] = []
    if asked.form == "pots":
        for line in lines:
            amount, _, players = line.partition(" ")
            texts += [amount, players]
    elif asked.form == "player":
        texts = [line.lstrip("p") for line in lines]
    else:
        texts = list(lines)
    for box, text in zip(panel.boxes, texts, strict=True):
        qtbot.keyClicks(box, text)
    qtbot.keyClick(panel.boxes[-1], Qt.Key.Key_Return)
