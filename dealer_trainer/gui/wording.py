"""Plain words on screen: option titles instead of ids, citations by book, no markup.

The quiz and the engine write their explanations with the rulebook's shorthand
(``LIMIT_RAISE_CAP = bet_plus_3``, ``text 2, paragraph 27``, ```amount players```);
:func:`plain_words` renders that in a dealer's words just before it is shown:

>>> plain_words("Venue option: LIMIT_RAISE_CAP = bet_plus_3")
'Venue option: How many raises a fixed-limit round allows: one bet and three raises'
>>> plain_words("text 2, paragraph 27; text 2, 6.1(b); (text 1)")
'Source text 2, 27; Source text 2, 6.1(b); (Source text 1)'
>>> plain_words("type `amount players`, 1 players")
'type amount players, 1 player'
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["option_title", "plain_words", "value_title"]

_CORPUS = re.compile(r"^[A-Z0-9_]+\s*(?:\([^)]*\))?:\s*")
_ISSUE = re.compile(r"\s*\(issue \d+\)")


@lru_cache(maxsize=1)
def _docs() -> dict[str, tuple[str, dict[str, str]]]:
    from dealer_trainer.gui.session_dialog import option_docs

    return option_docs()


def option_title(name: str) -> str:
    """A venue option's title: what it decides, in words (``limit_raise_cap``)."""
    what = _docs().get(name.lower(), ("", {}))[0]
    what = _ISSUE.sub("", _CORPUS.sub("", what))
    what = re.split(r"(?<=[.?])\s", what, maxsplit=1)[0].rstrip("?.").strip()
    if not what or what.upper() == what:
        return name.replace("_", " ").capitalize()
    return what[0].upper() + what[1:]


def value_title(name: str, value: str) -> str:
    """An option value's title, without its sources: ``one bet and three raises``."""
    doc = _docs().get(name.lower(), ("", {}))[1].get(value, "")
    doc = re.sub(r"\s*\([^)]*\)", "", doc).split(":")[0].rstrip(".").strip()
    if not doc:
        return value.replace("_", " ")
    return doc[0].lower() + doc[1:]


_OPTION = re.compile(
    r"\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\b(?:\s*[=:]\s*([a-z0-9]+(?:_[a-z0-9]+)*))?"
)
_PARAGRAPH = re.compile(r"(?<!Source )\btext ([12]), paragraph (\d+)")
_TEXT = re.compile(r"(?<!Source )(?<![A-Za-z])[tT]ext ([12])\b")
_ONE = re.compile(r"\b1 (player|chip|seat|raise|bet|pot|card|question|answer)s\b")


def plain_words(text: str) -> str:
    """``text`` with option ids, source-text shorthand, backticks and plurals made plain."""
    if not text:
        return text
    known = _docs()

    def option(m: re.Match[str]) -> str:
        name = m.group(1).lower()
        if name not in known:
            return m.group(0)
        title = option_title(name)
        value = m.group(2)
        return f"{title}: {value_title(name, value)}" if value else title

    text = _OPTION.sub(option, text)
    text = _PARAGRAPH.sub(r"Source text \1, \2", text)
    text = _TEXT.sub(r"Source text \1", text)
    text = text.replace("`", "")
    return _ONE.sub(r"1 \1", text)
