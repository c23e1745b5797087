"""Render the deal-a-hand window (issue 19) to PNG files under ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python scripts/deal_screenshots.py [OUT_DIR]

A hand in progress (a duty with the table as the dealer sees it) and the session report,
at 1366x768, with a throw-away settings folder and a fixed seed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
SIZE = (1366, 768)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    sandbox = Path(tempfile.mkdtemp(prefix="dealer-trainer-shots-"))
    os.environ["DEALER_TRAINER_DATA_DIR"] = str(sandbox / "data")
    os.environ["DEALER_TRAINER_CONFIG_DIR"] = str(sandbox / "config")

    from PySide6.QtCore import QCoreApplication

    from dealer_trainer.app import make_application
    from dealer_trainer.gui.controller import Controller
    from dealer_trainer.gui.deal_view import DealWindow

    app = make_application(["screenshots"])
    controller = Controller()
    controller.seed = 2026
    window = DealWindow(controller)
    window.resize(*SIZE)
    window.show()
    now = [0.0]
    window.session.clock = lambda: now[0]

    def settle() -> None:
        for _ in range(5):
            QCoreApplication.processEvents()

    def shot(name: str) -> None:
        settle()
        path = out / name
        window.grab().save(str(path))
        print(path)

    window.variant_box.setCurrentIndex(window.variant_box.findData("NT"))
    window.rate_box.setCurrentIndex(window.rate_box.findData(25))
    window.hands_box.setValue(8)
    window.start()
    wrong_done = False
    shots_done = False
    while window.session.running:
        step = window.step
        assert step is not None
        q = step.question
        lines = list(q.answer_lines())
        now[0] += 7.5 if step.duty != "deck_check" else 25.0
        if not shots_done and step.hand >= 2 and step.duty == "muck":
            for b in window.choice_buttons:
                b.setChecked(b.property("letter") == lines[0])
            shot("deal-hand-in-progress.png")
            shots_done = True
        if not wrong_done and step.duty == "pot" and step.hand >= 3:
            lines = [str(int(lines[0].replace(",", "")) - 2)]
            wrong_done = True
        if window.choice_buttons:
            for b in window.choice_buttons:
                b.setChecked(b.property("letter") == lines[0])
        else:
            for box, text in zip(window.amount_boxes, lines, strict=True):
                box.setText(text)
        window.submit()
        window.session.next()
    shot("deal-session-report.png")
    window.close()
    controller.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
