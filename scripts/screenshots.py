"""Render the main window in several states to PNG files under ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [OUT_DIR]

Uses a throw-away settings and progress folder, fixed seeds and a fixed window size, so
the pictures change only when the window does.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
SIZE = (1366, 768)
"""A common laptop screen: the window must be usable at this size."""

HAND = """
variant = "NT"
antes = [0, 0, 0, 0, 0, 0]
blinds_or_straddles = [100, 200, 0, 0, 0, 0]
min_bet = 200
starting_stacks = [20000, 14500, 9000, 25000, 3100, 18000]
players = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
actions = [
  "d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "d dh p5 ????", "d dh p6 ????",
  "p3 cbr 600", "p4 cc", "p5 cbr 3100", "p6 f", "p1 f", "p2 cc", "p3 cc", "p4 cbr 9000",
  "p2 f", "p3 cc",
]
"""


SHOWDOWN = """
variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [100, 200, 0, 0]
min_bet = 200
starting_stacks = [3000, 8000, 15000, 20000]
players = ["Ann", "Bo", "Cy", "Di"]
actions = [
  "d dh p1 AhAd", "d dh p2 KhKd", "d dh p3 QcQs", "d dh p4 JhTh",
  "p3 cbr 600", "p4 cc", "p1 cbr 3000", "p2 cbr 8000", "p3 cc", "p4 cc",
  "d db 7h8d2c", "p3 cbr 2000", "p4 cc",
  "d db Ks", "p3 cc", "p4 cc",
  "d db 3c", "p3 cc", "p4 cc",
  "p3 sm QcQs", "p4 sm JhTh", "p1 sm AhAd", "p2 sm KhKd",
]
"""


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    sandbox = Path(tempfile.mkdtemp(prefix="dealer-trainer-shots-"))
    os.environ["DEALER_TRAINER_DATA_DIR"] = str(sandbox / "data")
    os.environ["DEALER_TRAINER_CONFIG_DIR"] = str(sandbox / "config")

    from PySide6.QtCore import QCoreApplication

    from dealer_trainer.app import make_application
    from dealer_trainer.gui.main_window import MainWindow
    from dealer_trainer.gui.questions import (
        PracticeSource,
        SessionConfig,
        generated_kinds,
    )
    from dealer_trainer.gui.resources import app_icon
    from dealer_trainer.gui.selftest import answer_through_widgets
    from dealer_trainer.gui.theme import apply_theme

    app = make_application(["screenshots"])
    app.setWindowIcon(app_icon())
    window = MainWindow()
    window.resize(*SIZE)
    window.show()

    def settle() -> None:
        for _ in range(5):
            QCoreApplication.processEvents()

    def shot(name: str, widget: object = window) -> None:
        settle()
        path = out / f"{name}.png"
        widget.grab().save(str(path))  # type: ignore[attr-defined]
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)

    c = window.controller

    def ask(kind: str, seed: int, n: int = 0) -> None:
        source = PracticeSource(SessionConfig(kinds=(kind,)), seed)
        source.n = n
        c.show(source.next())

    ask("to_call", 11, 3)
    shot("practice-question")
    asked = c.current
    assert asked is not None
    answer_through_widgets(window, asked.answer_lines)
    shot("practice-feedback")

    ask("side_pots", 5, 1)
    shot("side-pots-question")
    ask("pot_count", 3, 2)
    wrong = list(c.current.answer_lines)  # type: ignore[union-attr]
    wrong[0] = str(int(wrong[0]) - 100)
    answer_through_widgets(window, tuple(wrong))
    shot("pot-count-wrong-answer")

    if "chip_action" in generated_kinds():
        ask("chip_action", 6, 1)
        shot("ruling-question")
    ask("stud_order", 4)
    shot("stud")
    ask("chip_count", 8)
    shot("chip-count")

    c.set_mode("drill")
    ask("min_raise", 21, 2)
    c._tick()
    shot("speed-drill")
    c.set_mode("practice")

    hand = sandbox / "six-handed.phh"
    hand.write_text(HAND, encoding="utf-8")
    c.open_hand_history(hand)
    for _ in range(5):
        answer_through_widgets(window, c.current.answer_lines)  # type: ignore[union-attr]
        settle()
        c.next_question()
    shot("hand-replay")
    c.set_mode("practice")

    showdown = sandbox / "showdown.phh"
    showdown.write_text(SHOWDOWN, encoding="utf-8")
    c.open_hand_history(showdown)
    while c.current is not None:
        answer_through_widgets(window, c.current.answer_lines)
        settle()
        c.next_question()
    shot("showdown-side-pots")
    c.next_question()
    c.set_mode("practice")

    rulebook = window.show_rulebook("A.5")
    rulebook.resize(1100, 760)
    shot("rulebook", rulebook)
    rulebook.close()

    from dealer_trainer.gui.session_dialog import SessionDialog

    dialog = SessionDialog(SessionConfig(), sandbox / "config", window)
    dialog.show()
    shot("session-setup", dialog)
    dialog.close()

    apply_theme(app, "dark")
    ask("pot_limit_max", 9, 1)
    answer_through_widgets(window, c.current.answer_lines)  # type: ignore[union-attr]
    shot("dark-theme")
    window.resize(1920, 1080 - 80)
    ask("side_pots", 5, 1)
    shot("dark-1920x1000")
    window.resize(*SIZE)
    apply_theme(app, "system")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
