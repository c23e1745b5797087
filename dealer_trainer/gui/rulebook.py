"""The rulebook window: the whole rulebook, browsable by topic and searchable.

The text is a resource (``resources/rulebook/rulebook.html``) with an anchor per rule;
the feedback's rule links open this window at that anchor (:meth:`RulebookWindow.show_anchor`).
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_trainer.gui.resources import rulebook_html, rulebook_outline

__all__ = ["RulebookWindow", "section_texts"]

_SPLIT = re.compile(r'(?=<h[23]><a (?:name|id)="[^"]+"></a>)')


@lru_cache(maxsize=1)
def section_texts() -> dict[str, str]:
    """Anchor -> the plain text of that heading's section (for searching)."""
    out: dict[str, str] = {}
    for chunk in _SPLIT.split(rulebook_html()):
        m = re.match(r'<h[23]><a (?:name|id)="([^"]+)"></a>', chunk)
        if m:
            out[m.group(1)] = html.unescape(re.sub(r"<[^>]+>", " ", chunk))
    return out


class RulebookWindow(QWidget):
    """Topics on the left, the text on the right, a search box above."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Dealer Trainer \u2014 Rulebook")
        self.setAccessibleName("Rulebook")
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        label = QLabel("&Search:")
        self.search = QLineEdit()
        self.search.setAccessibleName("Search the rulebook")
        self.search.setPlaceholderText("a word or a rule, e.g. straddle, T2-27, side pot")
        self.search.setClearButtonEnabled(True)
        label.setBuddy(self.search)
        self.matches = QLabel("")
        self.matches.setAccessibleName("Search matches")
        row.addWidget(label)
        row.addWidget(self.search, 1)
        row.addWidget(self.matches)
        layout.addLayout(row)
        split = QSplitter()
        self.outline = QTreeWidget()
        self.outline.setHeaderHidden(True)
        self.outline.setAccessibleName("Rulebook topics")
        self.items: dict[str, QTreeWidgetItem] = {}
        parent_item: QTreeWidgetItem | None = None
        for level, anchor, title in rulebook_outline():
            if level == 2 or parent_item is None:
                item = QTreeWidgetItem(self.outline, [title])
                parent_item = item
            else:
                item = QTreeWidgetItem(parent_item, [title])
            item.setData(0, Qt.ItemDataRole.UserRole, anchor)
            self.items[anchor] = item
        self.outline.itemActivated.connect(self._go)
        self.outline.itemClicked.connect(self._go)
        self.text = QTextBrowser()
        self.text.setAccessibleName("Rulebook text")
        self.text.setOpenExternalLinks(False)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: self.show_anchor(url.fragment()))
        self.text.setHtml(rulebook_html())
        split.addWidget(self.outline)
        split.addWidget(self.text)
        split.setStretchFactor(1, 3)
        split.setSizes([260, 640])
        layout.addWidget(split, 1)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self.find_next)
        for keys, slot in (
            (QKeySequence(QKeySequence.StandardKey.Find), self.search.setFocus),
            (QKeySequence(QKeySequence.StandardKey.FindNext), self.find_next),
            (QKeySequence("Escape"), self.close),
        ):
            QShortcut(keys, self).activated.connect(slot)
        self.current_anchor = ""
        self.resize(960, 700)

    def show_anchor(self, anchor: str) -> bool:
        """Scroll to a rule; False if the rulebook has no such anchor."""
        if not anchor:
            return False
        item = self.items.get(anchor)
        if item is not None:
            self.outline.setCurrentItem(item)
        self.text.scrollToAnchor(anchor)
        self.current_anchor = anchor
        return anchor in self.items or anchor in rulebook_html()

    def _go(self, item: QTreeWidgetItem) -> None:
        self.show_anchor(str(item.data(0, Qt.ItemDataRole.UserRole)))

    def _filter(self, text: str) -> None:
        query = text.strip().lower()
        texts = section_texts()
        shown = 0
        for anchor, item in self.items.items():
            hit = not query or query in texts.get(anchor, "").lower()
            item.setHidden(not hit)
            shown += hit
        for k in range(self.outline.topLevelItemCount()):
            top = self.outline.topLevelItem(k)
            if top is None:  # k is below topLevelItemCount(): Qt returns an item
                continue
            children = (top.child(j) for j in range(top.childCount()))
            if any(child is not None and not child.isHidden() for child in children):
                top.setHidden(False)
            if query:
                top.setExpanded(True)
        if not query:
            self.matches.setText("")
            return
        count = self.text.toPlainText().lower().count(query)
        self.matches.setText(f"{count} match{'es' if count != 1 else ''}")
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        self.text.find(text.strip())

    def find_next(self) -> bool:
        """Go to the next match of the search (wrapping round)."""
        query = self.search.text().strip()
        if not query:
            return False
        if self.text.find(query):
            return True
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        return bool(self.text.find(query, QTextDocument.FindFlag(0)))
