"""Plain words: no option id, no "text N, paragraph", no backtick, no SHOUTY value and no
"1 players" in what a trainee reads of any kind's question or explanation (200 of each)."""

from __future__ import annotations

import re

import pytest

from dealer_trainer.gui.action_panel import feedback_html
from dealer_trainer.gui.questions import PracticeSource, SessionConfig, generated_kinds, grade
from dealer_trainer.gui.wording import plain_words

PER_KIND = 200
BAD = {
    "an option id": re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b"),
    "text N, paragraph": re.compile(r"(?<!Source )\btext \d+, paragraph", re.I),
    "a backtick": re.compile("`"),
    "a shouty value": re.compile(r"\b[A-Z]{5,}\b"),
    # "Seat 1 raises" is a verb, not a plural (it read "Seat 1 raise" in every hand)
    "a wrong plural": re.compile(
        r"(?<![\d,.])(?<![Ss]eat )(?<![Pp]layer )\b1 (players|chips|seats|raises|bets|pots|cards)\b"
    ),
    "a verb made singular": re.compile(
        r"(?<![Mm]ay )(?<![Mm]ust )\b[Ss]eat 1 (raise|bet|call|fold|check)\b(?!\?)"
    ),
    "a file of ours": re.compile(r"\b\w+\.md\b"),  # "as procedures.md gives it"
    "a bare source text": re.compile(r"(?<!Source )\btext [12]\b"),
    # the table and the hand so far draw "J\u2665": the words say the card the same way
    "a card in letters": re.compile(r"(?<![\w'])(?:[2-9TJQK][cdhs]|A[ch])(?![\w'])"),
}
ALLOWED_CAPS = {"WSOP", "FIDPA"}


def _visible(asked: object) -> list[str]:
    result = grade(asked, asked.answer_lines, 1_000)  # type: ignore[attr-defined]
    texts = [
        plain_words(asked.question),  # type: ignore[attr-defined]
        plain_words(asked.title),  # type: ignore[attr-defined]
        *(plain_words(c.text) for c in asked.choices),  # type: ignore[attr-defined]
        *(plain_words(line.text) for line in asked.story),  # type: ignore[attr-defined]
        re.sub(r"<[^>]+>", " ", feedback_html(result)),
    ]
    return texts


@pytest.mark.parametrize("kind", generated_kinds())
def test_no_markup_ids_or_shorthand_in_any_kind(kind: str) -> None:
    source = PracticeSource(SessionConfig(kinds=(kind,)), 2026)
    found: dict[str, str] = {}
    for _ in range(PER_KIND):
        for text in _visible(source.next()):
            for what, pattern in BAD.items():
                for m in pattern.finditer(text):
                    if m.group(0) in ALLOWED_CAPS:
                        continue
                    found.setdefault(what, text[max(0, m.start() - 60) : m.end() + 40])
    assert not found, found


def test_plain_words_renders_the_shorthand() -> None:
    assert plain_words("LIMIT_RAISE_CAP = bet_plus_3") == (
        "Raise cap in fixed limit: one bet and three raises"
    )
    assert plain_words("text 2, paragraph 27") == "Source text 2, paragraph 27"
    assert plain_words("TDA R43-A; RRoP item 5") == (
        "Poker TDA Rules 2024, Rule 43-A; Robert's Rules of Poker v11, Betting and Raising 5"
    )
    assert plain_words("`amount players`") == '"amount players"'
    assert plain_words("1 players, 11 players") == "1 player, 11 players"


def test_a_seats_number_one_keeps_its_verb() -> None:
    """ "1 raises" is a plural to mend only when it counts raises: Seat 1 raises, he bets."""
    assert plain_words("Seat 1 raises to 30; seat 1 bets 20") == (
        "Seat 1 raises to 30; seat 1 bets 20"
    )
    assert plain_words("player 1 bets 40") == "player 1 bets 40"
    assert plain_words("after 1 raises, 1 bets") == "after 1 raise, 1 bet"
