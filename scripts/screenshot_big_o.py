"""Render a Big O showdown with a split pot to ``docs/screenshots/big-o-split-pot.png``.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_big_o.py [OUT_DIR]

Finds the first showdown question of Big O (five-card pot-limit Omaha hi-lo) from a
fixed seed whose pot is split between a high and a low hand, shows it in the main
window, answers it through the widgets and saves the window (issue 18).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)
SEED = 18


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    sandbox = Path(tempfile.mkdtemp(prefix="dealer-trainer-shots-"))
    os.environ["DEALER_TRAINER_DATA_DIR"] = str(sandbox / "data")
    os.environ["DEALER_TRAINER_CONFIG_DIR"] = str(sandbox / "config")

    from PySide6.QtCore import QCoreApplication

    from dealer_trainer.app import make_application
    from dealer_trainer.engine.showdown import settle
    from dealer_trainer.gui.main_window import MainWindow
    from dealer_trainer.gui.questions import PracticeSource, SessionConfig
    from dealer_trainer.gui.selftest import answer_through_widgets

    app = make_application(["screenshots"])
    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    c = window.controller
    source = PracticeSource(SessionConfig(kinds=("showdown",), variants=("PO5/8",)), SEED)
    for _ in range(200):
        asked = source.next()
        situation = getattr(asked.source, "situation", None)
        if situation is None:
            continue
        halves = {s.half for a in settle(situation.hand()).awards for s in a.shares}
        if {"high", "low"} <= halves:
            break
    else:
        raise SystemExit("no split Big O pot in 200 questions of this seed")
    c.show(asked)
    answer_through_widgets(window, asked.answer_lines)
    for _ in range(5):
        QCoreApplication.processEvents()
    path = out / "big-o-split-pot.png"
    window.grab().save(str(path))
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
