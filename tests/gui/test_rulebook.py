"""The rulebook: every rule the explanations cite has an anchor, and the window finds it."""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.questions import links_for, rule_anchor, rulebook_anchors
from dealer_trainer.gui.resources import rulebook_html, rulebook_outline
from dealer_trainer.gui.rulebook import RulebookWindow, section_texts

CORPUS_SECTIONS = [f"A.{n}" for n in range(1, 18)] + ["A.14b"]


def test_every_topic_of_part_a_has_a_section() -> None:
    anchors = rulebook_anchors()
    assert set(CORPUS_SECTIONS) <= anchors
    topics = [a for level, a, _ in rulebook_outline() if level == 2]
    assert len(topics) >= len(CORPUS_SECTIONS)


def test_the_chapters_are_numbered_one_after_another() -> None:
    """The contents list reads 1, 2, 3 ... with no number twice (two chapters were "18.")."""
    numbers = [
        int(m.group(1))
        for level, _, title in rulebook_outline()
        if level == 2 and (m := re.match(r"(\d+)\. ", title))
    ]
    assert numbers == list(range(1, len(numbers) + 1))


def test_every_paragraph_of_both_source_texts_has_an_anchor() -> None:
    from dealer_trainer.quiz import ids as quiz_ids  # a missing quiz fails, never skips

    missing = sorted(set(quiz_ids.PARAGRAPHS) - rulebook_anchors())
    assert not missing


def test_every_venue_option_is_explained() -> None:
    from dealer_trainer.engine.options import STANDARD

    anchors = rulebook_anchors()
    html = rulebook_html()
    for name, value in STANDARD.switches().items():
        assert name.upper() in anchors, name
        for member in type(value):
            assert member.value in html, f"{name} = {member.value}"


@pytest.mark.parametrize(
    ("tag", "anchor"),
    [
        ("T2-27", "T2-27"),
        ("A.5", "A.5"),
        ("A.17-3", "A.17"),
        ("PL-06", "A.5"),
        ("SP-10", "A.12"),
        ("BBA-01", "A.9"),
        ("CH-04", "A.10"),
    ],
)
def test_rule_tags_link_to_anchors(tag: str, anchor: str) -> None:
    assert rule_anchor(tag) == anchor


def test_every_tag_the_quiz_cites_links_somewhere() -> None:
    from dealer_trainer.quiz import generator  # a missing quiz fails, never skips

    unlinked: set[str] = set()
    for kind in generator.GENERATED_KINDS:
        gen = generator.Generator(31, generator.Settings(kinds=(kind,)))
        for q in gen.questions(6):
            assert links_for(q.tags), f"{kind}: no rulebook link for {q.tags}"
            unlinked |= {t for t in q.tags if rule_anchor(t) is None}
    assert not unlinked


def test_no_sentence_is_copied_from_the_source_texts(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """The rulebook is in the app's own words: no run of 12 words from a source text.

    Option names and values (tables, code) are identifiers, not prose, and are left out.
    """
    prose = re.sub(r"(?s)<table.*?</table>|<code>.*?</code>", " ", rulebook_html())
    text = re.sub(r"<[^>]+>", " ", prose)
    words = re.findall(r"[a-z0-9']+", text.lower())
    ours = {" ".join(words[k : k + 12]) for k in range(len(words) - 11)}
    for name in ("000_55e8b0c26962aff7.txt", "001_f3b6bb75c9a8f0da.txt", "corpus.md"):
        source = (shared_dir / "rules" / name).read_text(encoding="utf-8").lower()
        theirs = re.findall(r"[a-z0-9']+", source)
        copied = [" ".join(theirs[k : k + 12]) for k in range(len(theirs) - 11)]
        shared = [run for run in copied if run in ours]
        assert not shared, f"{name}: {shared[:3]}"


def test_the_window_browses_searches_and_opens_at_an_anchor(qtbot: QtBot) -> None:
    window = RulebookWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.outline.topLevelItemCount() >= len(CORPUS_SECTIONS)
    assert window.show_anchor("T2-31")
    assert window.current_anchor == "T2-31"
    assert window.outline.currentItem().text(0) == "The straddle"
    qtbot.keyClicks(window.search, "straddle")
    assert window.matches.text().endswith("matches")
    visible = [a for a, item in window.items.items() if not item.isHidden()]
    assert "T2-31" in visible and "A.13" not in visible
    rules = [a for a in visible if window.items[a].parent() is not None]
    assert rules and all("straddle" in section_texts()[a].lower() for a in rules)
    assert window.find_next()
    assert window.text.textCursor().selectedText().lower() == "straddle"
    window.search.clear()
    assert all(not item.isHidden() for item in window.items.values())


def test_a_rule_link_in_the_feedback_opens_the_rulebook_there(qtbot: QtBot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QUrl

    from .helpers import make_window, type_answer

    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start()
    asked = c.current
    assert asked is not None
    with qtbot.waitSignal(c.graded, timeout=5000) as blocker:
        type_answer(qtbot, window, asked.answer_lines)
    links = blocker.args[0].rule_links
    assert links, "every question links to the rulebook"
    assert "In the rulebook:" in window.panel.feedback.toPlainText()
    anchor = links[0][0]
    window.panel.feedback.anchorClicked.emit(QUrl(f"rule:{anchor}"))
    assert window.rulebook is not None and window.rulebook.isVisible()
    assert window.rulebook.current_anchor == anchor
    window.rulebook.close()
