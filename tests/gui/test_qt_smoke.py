"""Qt runs here: a widget shows, draws its text and grabs to a pixmap, with no display.

If this fails on a machine, a system library or the fonts Qt needs are missing
(``.ci/run`` installs them); the other GUI tests would fail for the same reason.
"""

from __future__ import annotations

from PySide6.QtGui import QFontInfo, QGuiApplication, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot


def test_widget_shows_and_grabs_with_its_text_drawn(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    label = QLabel("Pot: 1,250")
    layout.addWidget(label)
    # Without a real font Qt still lists generic aliases and draws boxes: ask for a face.
    assert QFontInfo(label.font()).family(), "Qt found no font: install fonts-dejavu-core"
    window.show()
    qtbot.waitExposed(window)

    blank = QWidget()
    qtbot.addWidget(blank)
    blank.resize(window.size())
    blank.show()
    qtbot.waitExposed(blank)

    pixmap = window.grab()
    assert isinstance(pixmap, QPixmap)
    assert not pixmap.isNull()
    assert pixmap.width() > 0 and pixmap.height() > 0
    # The label's glyphs make the grab differ from an empty widget of the same size.
    assert pixmap.toImage() != blank.grab().toImage(), (
        f"the label drew nothing on platform {QGuiApplication.platformName()!r}: "
        "are the fonts installed?"
    )
