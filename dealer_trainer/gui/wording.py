"""Plain words on screen: the engine's own (issue 16).

The quiz makes a question's words plain where it assembles it
(:func:`dealer_trainer.engine.citations.plain_words`, option titles from
:mod:`dealer_trainer.engine.option_titles`); the window applies the same function to
what it builds itself (the story of a dealt hand, a ruling's text), so the window, the
terminal, an export and the printed sheet read alike.

>>> plain_words("Venue option: LIMIT_RAISE_CAP = bet_plus_3")
'Venue option: Raise cap in fixed limit: one bet and three raises'
>>> plain_words("text 2, paragraph 27; text 2, 6.1(b); (text 1)")
'Source text 2, 27; Source text 2, 6.1(b); (Source text 1)'
"""

from __future__ import annotations

from dealer_trainer.engine.citations import plain_words
from dealer_trainer.engine.option_titles import option_title, value_title

__all__ = ["option_title", "plain_words", "value_title"]
