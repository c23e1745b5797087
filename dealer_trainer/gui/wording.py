"""Plain words on screen: the engine's own (issue 16).

The quiz makes a question's words plain where it assembles it
(:func:`dealer_trainer.engine.citations.plain_words`, option titles from
:mod:`dealer_trainer.engine.option_titles`); the window applies the same function to
what it builds itself (the story of a dealt hand, a ruling's text), so the window, the
terminal, an export and the printed sheet read alike.

>>> plain_words("Venue option: LIMIT_RAISE_CAP = bet_plus_3")
'Venue option: Raise cap in fixed limit: one bet and three raises'
>>> plain_words("text 2, paragraph 27; text 2, 6.1(b); (text 1)")
'Source text 2, paragraph 27; Source text 2, 6.1(b); (Source text 1)'
"""

from __future__ import annotations

import re

from dealer_trainer.engine.citations import plain_words as engine_plain_words
from dealer_trainer.engine.option_titles import option_title, value_title
from dealer_trainer.gui.snapshot import SUIT_GLYPHS  # the suits as the table draws them

__all__ = ["card_glyphs", "option_title", "plain_words", "value_title"]

_CARD = re.compile(r"(?<![\w'])([2-9TJQKA])([cdhs])(?![\w'])")


def _glyph(m: re.Match[str]) -> str:
    rank, suit = m[1], m[2]
    if rank == "A" and suit in "sd" and re.match(r" [a-z]", m.string[m.end() : m.end() + 2]):
        return m[0]  # "As he..." is a word, not the ace of spades
    return ("10" if rank == "T" else rank) + SUIT_GLYPHS[suit]


def card_glyphs(text: str) -> str:
    """Cards written as the table shows them: "Board: 2c Ad Th" -> "Board: 2\u2663 A\u2666 10\u2665".

    The quiz writes cards in letters ("Th", "Ad"), which the terminal and an exported
    file read; the window draws them with suit symbols, and its words say them the same way.

    >>> card_glyphs("Seat 1 shows Qh 9s; the board is 2c Ad Th.")
    'Seat 1 shows Q\u2665 9\u2660; the board is 2\u2663 A\u2666 10\u2665.'
    >>> card_glyphs("As he shows, 2 players, 25s left, KQ suited")
    'As he shows, 2 players, 25s left, KQ suited'
    """
    return _CARD.sub(_glyph, text)


def plain_words(text: str) -> str:
    """The engine's plain words (:func:`dealer_trainer.engine.citations.plain_words`), with
    the cards in suit symbols as the table draws them."""
    return card_glyphs(engine_plain_words(text))
