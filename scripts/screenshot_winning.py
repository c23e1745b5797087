"""Render a showdown with the winning cards outlined (View > Winning cards), issue 16.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_winning.py [OUT_DIR]

An Omaha hi-lo showdown question from a fixed seed whose pot is split between a high and
a low hand, answered through the widgets, with the winning cards on: at 1366x768 in the
light theme (``showdown-winning-cards.png``) and at 1920x1080 in the dark theme
(``showdown-winning-cards-dark-1920.png``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
SEED = 16


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    sandbox = Path(tempfile.mkdtemp(prefix="dealer-trainer-shots-"))
    os.environ["DEALER_TRAINER_DATA_DIR"] = str(sandbox / "data")
    os.environ["DEALER_TRAINER_CONFIG_DIR"] = str(sandbox / "config")

    from PySide6.QtCore import QCoreApplication

    from dealer_trainer.app import make_application
    from dealer_trainer.engine.winning_cards import winning_cards
    from dealer_trainer.gui.main_window import MainWindow
    from dealer_trainer.gui.questions import PracticeSource, SessionConfig
    from dealer_trainer.gui.selftest import answer_through_widgets
    from dealer_trainer.gui.theme import apply_theme

    app = make_application(["screenshots"])
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    source = PracticeSource(SessionConfig(kinds=("showdown",), variants=("FO/8",)), SEED)
    for _ in range(300):
        asked = source.next()
        situation = getattr(asked.source, "situation", None)
        if situation is None:
            continue
        won = winning_cards(situation.hand())
        if {w.half for w in won} == {"high", "low"} and len({w.player for w in won}) == 2:
            break
    else:
        raise SystemExit("no split Omaha hi-lo pot in 300 questions of this seed")
    window.controller.show(asked)
    answer_through_widgets(window, asked.answer_lines)
    window.winning_action.trigger()

    def shot(name: str) -> None:
        for _ in range(5):
            QCoreApplication.processEvents()
        path = out / f"{name}.png"
        window.grab().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)

    shot("showdown-winning-cards")
    apply_theme(app, "dark")
    window.resize(1920, 1080 - 80)
    shot("showdown-winning-cards-dark-1920")
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
