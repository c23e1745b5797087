"""``dealer-trainer --self-test``: one question of each kind, answered through the widgets.

For each kind the practice mode asks, the test deals a question, types the right answer
into the real answer boxes (or clicks the right choice) and presses Enter, as a trainee
would, then checks that the feedback says it was right. It also opens the rulebook at the
rule the feedback links to. It never calls the controller's grading directly.
"""

from __future__ import annotations

import re
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, QPoint, Qt
from PySide6.QtTest import QTest

from dealer_trainer.gui.questions import generated_kinds

if TYPE_CHECKING:
    from dealer_trainer.gui.main_window import MainWindow
    from dealer_trainer.gui.questions import Graded

__all__ = ["answer_through_widgets", "run_self_test"]


def _pump(ms: int = 0) -> None:
    deadline = time.monotonic() + ms / 1000
    while True:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.monotonic() >= deadline:
            return


def answer_through_widgets(window: MainWindow, lines: tuple[str, ...]) -> None:
    """Type ``lines`` (the answer syntax, one per part) into the panel and press Enter."""
    panel = window.panel
    asked = panel.asked
    assert asked is not None
    if asked.form == "choice":
        m = re.match(r"\s*([a-z])\s*(.*)$", lines[0])
        assert m, f"cannot read the choice {lines[0]!r}"
        letter, amount = m.group(1), m.group(2)
        button = next(b for b in panel.choice_buttons if b.property("letter") == letter)
        # on the indicator: a radio button's text may end before its middle
        at = QPoint(8, button.height() // 2)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        _pump()
        if amount and panel.amount_box is not None:
            panel.amount_box.setFocus()
            QTest.keyClicks(panel.amount_box, amount)
            QTest.keyClick(panel.amount_box, Qt.Key.Key_Return)
        else:
            button.setFocus()
            QTest.keyClick(panel.submit_button, Qt.Key.Key_Space)
        return
    boxes = panel.boxes
    texts: list[str] = []
    if asked.form == "pots":
        for line in lines:
            amount, _, players = line.partition(" ")
            texts.extend([amount, players])
    elif asked.form == "player":
        texts = [line.lstrip("p") for line in lines]
    else:
        texts = list(lines)
    assert len(texts) == len(boxes), f"{len(texts)} answers for {len(boxes)} boxes"
    for box, text in zip(boxes, texts, strict=True):
        box.setFocus()
        QTest.keyClicks(box, text)
    QTest.keyClick(boxes[-1], Qt.Key.Key_Return)


def run_self_test(window: MainWindow) -> tuple[bool, str]:
    """Play one question of each kind; ``(passed, report)``."""
    controller = window.controller
    report: list[str] = []
    failures: list[str] = []
    results: list[Graded] = []
    controller.graded.connect(results.append)
    try:
        for kind in generated_kinds():
            results.clear()
            try:
                asked = controller.ask_kind(kind)
            except Exception as exc:
                failures.append(f"{kind}: no question could be dealt: {exc}")
                continue
            _pump()
            if window.panel.asked is not asked:
                failures.append(f"{kind}: the question did not reach the answer panel")
                continue
            answer_through_widgets(window, asked.answer_lines)
            _pump()
            if not results:
                refusal = window.panel.refusal.text() if window.panel.refusal.isVisible() else ""
                failures.append(
                    f"{kind}: typing {asked.answer_lines} and Enter graded nothing {refusal}"
                )
                continue
            result = results[-1]
            feedback = window.panel.feedback.toPlainText()
            if not result.correct or "Right." not in feedback:
                failures.append(
                    f"{kind}: the right answer {asked.answer_lines} was graded wrong: {feedback[:200]!r}"
                )
                continue
            if not window.panel.next_button.isEnabled():
                failures.append(f"{kind}: Next is not offered after the feedback")
                continue
            if result.rule_links:
                anchor = result.rule_links[0][0]
                rulebook = window.show_rulebook(anchor)
                if rulebook.current_anchor != anchor:
                    failures.append(f"{kind}: the rulebook did not open at {anchor}")
                rulebook.hide()
            report.append(f"ok   {kind}: {asked.id} answered {' / '.join(asked.answer_lines)}")
    finally:
        controller.graded.disconnect(results.append)
    for line in failures:
        report.append(f"FAIL {line}")
    passed = not failures
    report.append(
        f"self-test {'passed' if passed else 'FAILED'}: "
        f"{len(generated_kinds()) - len(failures)} of {len(generated_kinds())} kinds"
    )
    return passed, "\n".join(report)
