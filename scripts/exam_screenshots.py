"""Render an exam in progress and page 1 of its printed sheet to ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python scripts/exam_screenshots.py [OUT_DIR]

Sits the sample no-limit cash onboarding pack in a throw-away data folder with a fixed
clock: ``exam.png`` is question 4 of 30 with the clock running; then 30 answers are
given (every fourth one wrong), the exam is finished and its sheet saved on A4;
``exam-sheet-page1.png`` is page 1 of that PDF at 110 dpi (pdftoppm, from Debian's
poppler-utils).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    sandbox = Path(tempfile.mkdtemp(prefix="dealer-trainer-exam-shots-"))
    os.environ["DEALER_TRAINER_DATA_DIR"] = str(sandbox / "data")
    os.environ["DEALER_TRAINER_CONFIG_DIR"] = str(sandbox / "config")

    from PySide6.QtCore import QCoreApplication

    from dealer_trainer.app import make_application
    from dealer_trainer.gui.exam import ExamSession, ExamWindow, write_pdf
    from dealer_trainer.gui.main_window import MainWindow
    from dealer_trainer.quiz.packs import load_pack
    from dealer_trainer.resource_files import resource_file

    app = make_application(["exam-screenshots"])
    main_window = MainWindow()
    main_window.controller.set_trainee("Ana Souza")
    main_window.resize(*SIZE)
    main_window.show()
    pack_file = resource_file("packs/nl-cash-onboarding.toml")
    assert pack_file is not None
    clock = Clock()
    session = ExamSession(
        main_window.controller.history, "Ana Souza", load_pack(pack_file), clock=clock
    )
    window = ExamWindow(session, main_window)
    window.resize(*SIZE)
    window.show()
    window.start()
    for k in range(30):
        if k == 3:
            clock.now += timedelta(seconds=5)
            session.check_time()
            for _ in range(5):
                QCoreApplication.processEvents()
            window.grab().save(str(out / "exam.png"))
        asked = window.panel.asked
        assert asked is not None
        lines = list(asked.answer_lines)
        if k % 4 == 3 and asked.form in ("amount", "amounts"):
            lines = [str(int(lines[0].replace(",", "")) + 5), *lines[1:]]
        clock.now += timedelta(seconds=21 + k % 7)
        session.submit(lines)
    pdf = sandbox / "sheet.pdf"
    write_pdf(window.report, pdf, "a4")
    subprocess.run(
        ["pdftoppm", "-png", "-r", "110", "-f", "1", "-l", "1", "-singlefile", str(pdf),
         str(out / "exam-sheet-page1")],
        check=True,
    )  # fmt: skip
    window.close()
    main_window.close()
    app.processEvents()
    print(f"saved {out / 'exam.png'} and {out / 'exam-sheet-page1.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
