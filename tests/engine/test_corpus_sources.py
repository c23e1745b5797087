"""The corpus's ids in books (issue 14): :data:`CORPUS_SOURCES` says, for each section and
example of the rulebook corpus (``../shared/rules/corpus.md`` and ``procedures.md``), the
rulebooks it rests on, by book, edition and number, so that a trainee never reads "corpus
A.12" but the rules he can look up.

The table is data in the engine; this test reads the two rulebook files and rebuilds it from
their "Sources:" and "source:" lines (the rulebook keys of their source registers, A.0 and
P.0, spelled out; secondary pages left out), so the table cannot drift from the rulebook.
Run this file as a script (``python tests/engine/test_corpus_sources.py ../shared/rules``)
to print the table anew.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from dealer_trainer.engine.citations import plain_words
from dealer_trainer.engine.corpus_sources import (
    CORPUS_SOURCES,
    FAMILIES,
    corpus_sources,
    find_sources,
)

BOOK_KEYS = {
    "TDA24": "Poker TDA Rules 2024",
    "TDA22": "Poker TDA Rules 2022",
    "RRoP": "Robert's Rules of Poker v11",
    "Bluff-RRoP": "Robert's Rules of Poker v11",
    "RRoP-2": "Robert's Rules of Poker v11",
    "WSOP-LA26": "WSOP 2026 Live Action Rules",
    "WSOP-T26": "WSOP 2026 Tournament Rules",
    "TEXT-1": "Source text 1",
    "TEXT-2": "Source text 2",
    "FIDPA": "International Poker Federation (FIDPA) rules",
}
"""The rulebooks a corpus source line names, by its keys (corpus.md A.0, procedures.md P.0);
other keys are secondary pages, not rulebooks, and are left out of a trainee's citation."""

_KEY = re.compile(r"^([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)\b\s*(.*)$", re.S)


def _parts(line: str) -> list[str]:
    """``line`` split at the semicolons outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(line):
        depth += (ch == "(") - (ch == ")")
        if ch == ";" and depth == 0:
            parts.append(line[start:i])
            start = i + 1
    parts.append(line[start:])
    return [" ".join(p.split()).rstrip(".,") for p in parts if p.strip()]


def book_sources(line: str) -> str:
    """A corpus source line in book, edition and number: "TDA24 R43-A; WSOP-LA26 133" is
    "Poker TDA Rules 2024, Rule 43-A; WSOP 2026 Live Action Rules, 133". The rulebook's notes
    in brackets ("($15 -> $35 example)") are left out: a trainee reads rules, not notes."""
    out: list[str] = []
    book: str | None = None
    for part in _parts(line):
        m = _KEY.match(part)
        key, rest = (m.group(1), m.group(2)) if m else ("", part)
        if key in BOOK_KEYS:
            book = BOOK_KEYS[key]
        elif re.match(r"(?:R\d|RP-\d|Addendum\b)", part) or key.islower() or not key:
            rest = part  # the same book goes on: "R47-A (...)", "Addendum R47 Ex.1"
        else:
            book = None  # a secondary page (NW, MOREHEAD, CP-2019...): not a rulebook
        if book is None or "(secondary)" in part:
            continue
        for short in sorted(BOOK_KEYS, key=len, reverse=True):  # a key inside a part
            rest = re.sub(rf"(?<![\w-]){re.escape(short)}(?![\w-])", BOOK_KEYS[short], rest)
        while re.search(r"(?:^|\s)\([^()]*\)", rest):  # a note: "R47-A (short all-ins)"
            rest = re.sub(r"(?:^|\s+)\([^()]*\)", "", rest)  # not a number: "ex.(1)"
        rest = rest.strip(" ,")
        rest = re.sub(r"\bR(\d+)-R(\d+)\b", r"R\1-\2", rest)
        rest = re.sub(r"\s*&\s*", " and ", re.sub(r"\bR(\d)", r"Rule \1", rest))
        cited = f"{book}, {rest}" if rest else book
        if cited not in out:
            out.append(cited)
    return "; ".join(out)


def _sources_of(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    section = None
    lines = text.splitlines()
    for n, line in enumerate(lines):
        m = re.match(r"^## ([AP]\.\d+b?) ", line)
        if m:
            section = m.group(1)
            found[section] = ""  # a topic that names no book (A.14-A.16) cites none
        elif line.startswith("#"):
            section = None
        elif section and line.startswith("Sources:"):
            more = []
            for nxt in lines[n + 1 :]:
                if not nxt.strip():
                    break
                more.append(nxt)
            found[section] = book_sources(" ".join([line[len("Sources:") :], *more]))
    vector = None
    for line in lines:
        m = re.match(r"^id: ([A-Z]{2,3}-\d+[A-Z]?)\s*$", line)
        if m:
            vector = m.group(1)
        elif vector and line.startswith("source:"):
            found[vector] = book_sources(line[len("source:") :].strip().strip("'\""))
            vector = None
    return found


def _problems(corpus: str, found: dict[str, str]) -> dict[str, str]:
    """A.17's numbered problems: each rests on the sources of the examples it names."""
    part = corpus[corpus.index("## A.17 ") : corpus.index("# Part B")]
    out: dict[str, str] = {}
    for m in re.finditer(r"^(\d+)\. (.*)$", part, re.M):
        cites: list[str] = []
        for vector in re.findall(r"\b([A-Z]{2}-\d+)\b", m.group(2)):
            family = FAMILIES.get(vector.split("-")[0], "")
            for cite in (found.get(vector) or found.get(family, "")).split("; "):
                if cite and cite not in cites:
                    cites.append(cite)
        out[f"A.17-{m.group(1)}"] = "; ".join(cites)
    return out


def rebuilt(rules: Path) -> dict[str, str]:
    """The table as the two rulebook files give it."""
    corpus = (rules / "corpus.md").read_text(encoding="utf-8")
    found = _sources_of(corpus)
    found.update(_sources_of((rules / "procedures.md").read_text(encoding="utf-8")))
    found.update(_problems(corpus, found))
    return found


def test_the_table_is_the_rulebooks_sources(shared_dir: Path) -> None:
    expected = rebuilt(shared_dir / "rules")
    assert len(expected) > 150
    differ = sorted(
        k
        for k in expected.keys() | CORPUS_SOURCES.keys()
        if expected.get(k) != CORPUS_SOURCES.get(k)
    )
    assert not differ, f"rebuild engine/corpus_sources.py (run this file as a script): {differ}"


def test_a_source_line_is_spelled_out_by_book_and_edition() -> None:
    line = "TDA24 R43-A and Addendum R43 Ex.1; R47-A (short all-ins); NW (quoting Matt Savage); WSOP-LA26 132, 175; TEXT-1 ex.(1)"
    assert book_sources(line) == (
        "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 43 Ex.1; "
        "Poker TDA Rules 2024, Rule 47-A; "
        "WSOP 2026 Live Action Rules, 132, 175; Source text 1, ex.(1)"
    )


def test_every_family_points_at_a_topic_with_sources() -> None:
    for family, section in FAMILIES.items():
        assert CORPUS_SOURCES[section], family


@pytest.mark.parametrize(
    ("ref", "book_rule"),
    [
        ("A.12", "Poker TDA Rules 2024, Rule 15-B"),  # side pots, odd chips
        ("A.11", "Poker TDA Rules 2024, Rule 36"),  # out of turn
        ("PL-19", "Poker TDA Rules 2024, Rule 52-B"),  # the overbet correction window
        ("TS-01", "WSOP 2026 Live Action Rules, 186"),  # table stakes, the maximum buy-in
        ("NL-18", "Poker TDA Rules 2024, Rule 43-A"),  # not printed: its topic, A.2
    ],
)
def test_a_reference_names_the_rule_it_rests_on(ref: str, book_rule: str) -> None:
    assert book_rule in corpus_sources(ref)


def test_plain_words_cite_the_books_instead_of_the_corpus() -> None:
    said = plain_words("Chips in the pot: every player's contributions (text 2; corpus A.12)")
    assert "corpus" not in said
    assert said.startswith("Chips in the pot: every player's contributions (Source text 2; ")
    assert "Poker TDA Rules 2024, Rule 15-B" in said and said.endswith(")")
    two = plain_words("it is corrected while the window is open (corpus PL-19, PL-20).")
    assert "corpus" not in two and "Rule 52-B" in two and two.count("Rule 52-B;") <= 1
    # a section with no rulebook of its own (the venue profiles) is dropped, brackets and all
    assert plain_words("Poker TDA Rules 2024 for tournaments (corpus A.16).") == (
        "Poker TDA Rules 2024 for tournaments."
    )


def test_every_corpus_id_the_package_writes_is_in_the_rulebook() -> None:
    # a reference to an id the rulebook does not have would reach a trainee as "corpus X"
    package = Path(__file__).resolve().parents[2] / "dealer_trainer"
    refs = set()
    for path in package.rglob("*.py"):
        for m in _WRITTEN.finditer(path.read_text(encoding="utf-8")):
            refs.update(re.split(r", | and ", m.group(1)))
    assert len(refs) > 40
    unknown = sorted(r for r in refs if find_sources(r) is None)
    assert not unknown, unknown


_WRITTEN = re.compile(
    r"\bcorpus ((?:[AP]\.\d+b?(?:-\d+)?|[A-Z]{2,3}-\d+[A-Z]?)"
    r"(?:(?:, | and )(?:[AP]\.\d+b?(?:-\d+)?|[A-Z]{2,3}-\d+[A-Z]?))*)"
)


if __name__ == "__main__":
    table = rebuilt(Path(sys.argv[1]))
    for key in sorted(table, key=lambda k: (k[0] != "A", k[0] != "P", k)):
        print(f"        {key!r}: {table[key]!r},")


@pytest.mark.parametrize(
    "noun",
    ["player", "chip", "seat", "raise", "bet", "pot", "card", "question", "answer", "street",
     "round"],
)  # fmt: skip
def test_one_of_each_noun_is_singular_and_nothing_else_changes(noun: str) -> None:
    """The plural after "1" is found by one search for every noun, then put right; a "p1"
    or "11" before the noun, or a text with no such plural, is left as it is."""
    text = f"p1 folds; 1 {noun}s left, 11 {noun}s before, p1 {noun}s"
    assert plain_words(text) == f"p1 folds; 1 {noun} left, 11 {noun}s before, p1 {noun}s"
    assert plain_words(f"p1 {noun}s and 1 {noun}") == f"p1 {noun}s and 1 {noun}"
