"""Rules cited by book, edition and number, and plain words for everything a trainee reads.

:func:`cite` is the one place a citation is written: "Source text 2, 6.1(b)",
"Poker TDA Rules 2024, Rule 43", "Robert's Rules of Poker v11, Betting and Raising 5".
:func:`plain_words` turns the rulebook's shorthand, wherever an explanation still carries
it, into those citations (a corpus id into the rules its section rests on,
:mod:`dealer_trainer.engine.corpus_sources`); option ids into their titles
(:mod:`dealer_trainer.engine.option_titles`); backticks into quotation marks; and
"1 players" into "1 player". The quiz applies it where a question is assembled, so the
window, the terminal, an export and the printed sheet show the same text.

>>> cite("text 2", "6.1(b)")
'Source text 2, 6.1(b)'
>>> cite("TDA", "R43")
'Poker TDA Rules 2024, Rule 43'
>>> cite("RRoP", "Betting and Raising 5")
"Robert's Rules of Poker v11, Betting and Raising 5"
>>> plain_words("the cap (LIMIT_RAISE_CAP = bet_plus_3; text 2, paragraph 22; TDA R48)")
'the cap (Raise cap in fixed limit: one bet and three raises; Source text 2, paragraph 22; Poker TDA Rules 2024, Rule 48)'
>>> plain_words("type `amount players`, 1 players")
'type "amount players", 1 player'
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from dealer_trainer.engine.corpus_sources import find_sources
from dealer_trainer.engine.option_titles import OPTION_TITLES, option_title, value_title

__all__ = ["BOOKS", "cite", "plain_words"]

BOOKS: Final[dict[str, str]] = {
    "text 1": "Source text 1",
    "text 2": "Source text 2",
    "TDA": "Poker TDA Rules 2024",
    "RRoP": "Robert's Rules of Poker v11",
    "WSOP cash": "WSOP 2026 Live Action Rules",
    "WSOP tournament": "WSOP 2026 Tournament Rules",
}
"""The books a rule is cited from: short name -> full name with edition."""

_RULE_NUMBER = re.compile(r"R(\d+(?:-[A-Za-z0-9]+)*)")


def cite(book: str, number: str = "") -> str:
    """A rule by book, edition and number: ``cite("TDA", "R47-A")`` is
    "Poker TDA Rules 2024, Rule 47-A"; a source text's own labels stand as they are
    ("6.1(b)"), and a paragraph it leaves unlabelled is named as one ("paragraph 27"), so
    the number is not read as a section the text does not have."""
    try:
        full = BOOKS[book]
    except KeyError:
        raise KeyError(f"no book {book!r}; known books: {', '.join(BOOKS)}") from None
    number = number.strip()
    if not number:
        return full
    if book.startswith("text "):
        if number.isdigit():
            number = f"paragraph {number}"
    elif book in ("TDA", "WSOP cash", "WSOP tournament"):
        m = _RULE_NUMBER.fullmatch(number)
        if m:
            number = f"Rule {m.group(1)}"
        elif number[:1].isdigit():
            number = f"Rule {number}"
    return f"{full}, {number}"


# each pattern starts with what it must find (a lookbehind first made every position of a
# long prompt a try); the lookbehinds then look back over that character
_TEXT = re.compile(
    r"[tT](?<![A-Za-z][tT])(?<!Source [tT])ext ([12])\b"
    r"(?:, (paragraph \d+|Rule \d+|\d+(?:\.\d+)*(?:\([a-z]\))?))?"
)
_TDA = re.compile(r"\bTDA(?: 2024)? (R(?:P-)?\d+(?:-[A-Za-z0-9]+)*)((?:, R\d+(?:-[A-Za-z0-9]+)*)*)")
_RROP = re.compile(r"\bRRoP\b(?:,? ((?:PL|item|Showdown|Misdeals|Hold'em|Lowball) ?[\d-]*))?")
_WSOP = re.compile(r"\bWSOP (cash|tournament) (\d+(?:-[a-z0-9]+)*)")
_OPTION = re.compile(
    r"\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b(?:\s*[=:]\s*([a-z0-9]+(?:_[a-z0-9]+)*)\b)?"
)
_CORPUS_ID = r"(?:[AP]\.\d+b?(?:-\d+)?|[A-Z]{2,3}-\d+[A-Z]?)"
_CORPUS = re.compile(rf"\bcorpus ({_CORPUS_ID}(?:(?:, | and ){_CORPUS_ID})*)")
_CORPUS_LEFT = re.compile(r" ?\(\)|(?<=\(); |; (?=\))")
"""What a corpus reference that names no book leaves: "()", "(; ", "; )"."""
_SEGMENTS = re.compile(r"[;()]")
_TICKS = re.compile(r"`([^`]*)`")
_ONE_NOUNS: Final = (
    "player", "chip", "seat", "raise", "bet", "pot", "card", "question", "answer", "street", "round"
)  # fmt: skip
_ONE = re.compile(  # "1" with no word character, comma or point before it, and not a seat's
    # or a player's number: "Seat 1 raises" and "player 1 bets" are verbs, not plurals
    r"1(?<![\w,.]1)(?<![Ss]eat 1)(?<![Pp]layer 1) (" + "|".join(_ONE_NOUNS) + r")s\b"
)
_ONE_HINT: Final = re.compile(r"1(?<![\w,.]1) (?:" + "|".join(_ONE_NOUNS) + ")s")
"""What :data:`_ONE` can match holds one of these: looked for first, as every prompt has
a "p1 " the regex would otherwise scan for nothing (one search for them all: a scan of
the text per noun cost more than the rest of :func:`plain_words`). With :data:`_ONE`'s
first look back (no word character, comma or point before the "1"), so that a prompt's
"p1 bets" or "p1 raises", the usual hit without it, is no hit: every text :data:`_ONE`
matches still holds one (its other looks back only leave more out)."""


def _text(m: re.Match[str]) -> str:
    return cite(f"text {m.group(1)}", m.group(2) or "")


def _tda(m: re.Match[str]) -> str:
    number = m.group(1)
    # "RP-11" (a recommended procedure) keeps its own name; "R47-A" is "Rule 47-A"
    out = f"{BOOKS['TDA']}, {number}" if number.startswith("RP") else cite("TDA", number)
    more = [r.strip() for r in m.group(2).split(",") if r.strip()]
    return out + "".join(f", Rule {r[1:]}" for r in more)


def _rrop(m: re.Match[str]) -> str:
    where = (m.group(1) or "").strip()
    where = where.replace("PL ", "Pot-Limit ").replace("item ", "Betting and Raising ")
    return cite("RRoP", where)


def _corpus(m: re.Match[str]) -> str:
    """ "corpus A.12, PL-19" as the rules those sections rest on, by book
    (:func:`~dealer_trainer.engine.corpus_sources.find_sources`), each rule once; an id
    the rulebook does not have stays as written, for the plain-words tests to find. A rule
    the text cites already is left out."""
    cites: list[str] = []
    cited = {part.strip() for part in _SEGMENTS.split(m.string)}
    for ref in re.split(r", | and ", m.group(1)):
        found = find_sources(ref)
        if found is None:
            return m.group(0)
        cites.extend(c for c in found.split("; ") if c and c not in cites and c not in cited)
    return "; ".join(cites)


def _option(m: re.Match[str]) -> str:
    name, value = m.group(1).lower(), m.group(2)
    entry = OPTION_TITLES.get(name)
    if entry is None:
        return m.group(0)
    if value and value in entry[1]:
        return f"{option_title(name)}: {value_title(name, value)}"
    return option_title(name) + (m.group(0)[len(m.group(1)) :] if value else "")


@lru_cache(maxsize=8192)
def plain_words(text: str) -> str:
    """``text`` with option ids as titles, rules cited by book, no backticks, plurals right.

    Each rewrite runs only when the literal it needs is in the text (most texts need none),
    and a text already seen is answered from a cache: a question's labels, choices and rule
    repeat from one question to the next."""
    if not text:
        return text
    if "_" in text:
        text = _OPTION.sub(_option, text)
    if "ext " in text:
        text = _TEXT.sub(_text, text)
    if "TDA" in text:
        text = _TDA.sub(_tda, text)
    if "RRoP" in text:
        text = _RROP.sub(_rrop, text)
    if "WSOP " in text:
        text = _WSOP.sub(lambda m: cite(f"WSOP {m.group(1)}", m.group(2)), text)
    if "corpus " in text:  # last: a book rule the text already cites is not cited twice
        text = _CORPUS_LEFT.sub("", _CORPUS.sub(_corpus, text))
    if "`" in text:
        text = _TICKS.sub(r'"\1"', text).replace("`", "")
    if "1 " in text and _ONE_HINT.search(text) is not None:
        text = _ONE.sub(r"1 \1", text)
    return text
