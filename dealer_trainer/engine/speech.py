"""What a player said, as a dealer hears it: spoken amounts and verbal declarations.

Long because reading a player's words is one job with three layers that build on each other
(tokens, spoken amounts, declarations), and most of the length is the vocabulary a dealer
hears, kept as data.

A clear verbal declaration made in turn is binding (text 2, "Verbal declarations";
corpus A.3). This module only *reads* the words; what they commit the player to in a
given spot (a call that is really a check, "pot" in no-limit, a short all-in) is for the
rulings code.

>>> parse_declaration("Raise, eight thousand")
Declaration.parse('Raise, eight thousand')
>>> d = parse_declaration("Raise, eight thousand")
>>> d.kind, d.amount
(<DeclarationKind.RAISE: 'raise'>, 8000)
>>> parse_amount("fourteen hundred"), parse_amount("1.5k"), parse_amount("1 600")
(1400, 1500, 1600)

Amounts:

- Words ("twenty-five", "two thousand five hundred", "a thousand", "fourteen hundred",
  "twenty-five hundred"), digits ("1600", "1,600", "1 600"), digits or words with a
  magnitude ("2k", "15k", "1.5k", "one point five k", "2 thousand", "two grand",
  "1.2 million"). The result must be a whole number.
- Two number phrases side by side with no "hundred" or "thousand" between them
  ("nine fifty", "one twenty") are refused: a dealer cannot be sure whether 950, 9 and
  50, or 9,050 was meant. The message asks for "nine hundred fifty" or digits.
- A number said in words with no magnitude ("five", "twenty-five") is recorded as
  *bare*: in a 200/400 game "I bet five" is an unclear amount, resolved by TDA 2024 R57
  with `resolve_ambiguous_amount` (corpus VD-02). Digits ("5") are never bare.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum, auto
from fractions import Fraction
from functools import lru_cache
from typing import Final

from dealer_trainer.engine.frozen import fast_init

__all__ = [
    "ACTION_WORDS",
    "ALL_IN_PHRASES",
    "FILLER_PHRASES",
    "MAGNITUDE_WORDS",
    "MAX_AMOUNT",
    "MESSAGES",
    "NUMBER_WORDS",
    "POT_PHRASES",
    "RAISE_TO_PHRASES",
    "Declaration",
    "DeclarationKind",
    "SpeechError",
    "SpokenNumber",
    "parse_amount",
    "parse_declaration",
    "parse_number",
    "resolve_ambiguous_amount",
]


class DeclarationKind(StrEnum):
    """What a verbal declaration says the player does."""

    FOLD = auto()
    """"Fold": binding when said in turn (text 2, "Verbal declarations"; TDA 2024 R40,
    corpus A.3); an out-of-turn fold is binding too (corpus A.11)."""
    CHECK = auto()
    """"Check": binding in turn (corpus A.3). Said facing a bet, the player may then
    only call or fold (corpus A.3, TDA 2024 R40)."""
    CALL = auto()
    """"Call": commits to the full current action, whatever amount was counted
    (TDA 2024 R49, R51-A; corpus A.11, VD-07). Facing no bet it is a check (corpus A.3).
    An amount said with it ("call two thousand") is kept as said, for the rulings code
    to compare with the bet faced."""
    BET = auto()
    """"Bet" with an amount: saying an amount is the same as pushing it (TDA 2024 R40-C,
    corpus A.3). "Bet" alone binds to at least the minimum bet (corpus A.3)."""
    RAISE = auto()
    """"Raise" with an amount: the amount is the total bet, not an addition to the call
    ("raise to 500" must wager 500: text 2, "Verbal declarations"; "raise, eight
    thousand" facing 2,000 is 8,000 in all: TDA 2024 R43-B, corpus NL-17). "Raise" alone
    binds to at least a minimum raise, and the single motion that follows sets the
    amount (text 2; corpus A.17-5); facing no bet it is at least a minimum bet
    (corpus A.3)."""
    POT = auto()
    """"Pot" ("I bet the pot", "raise the pot"): in pot-limit, binds to the correct
    pot-sized amount once counted (text 2, pot-limit). In no-limit it is no valid size
    but binds to at least a minimum bet, or a minimum raise facing a bet (TDA 2024
    R54-D, corpus VD-10)."""
    ALL_IN = auto()
    """"All in" (also "shove"): the player's whole stack. Facing a short all-in that did
    not re-open the betting, it can only be a call (TDA 2024 R47-A, corpus RO-08)."""
    AMOUNT = auto()
    """A bare amount with no verb ("fourteen hundred"): the same as silently pushing
    that amount (TDA 2024 R40-C, corpus A.3), so the 50% standard decides call or
    minimum raise (TDA 2024 R43-A, corpus NL-16); an unclear amount ("five") is read by
    TDA 2024 R57 (corpus VD-02)."""


# --- Vocabulary (English; translate here) --------------------------------------------------

NUMBER_WORDS: Final[dict[str, int]] = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
"""Number words below one hundred. Tens (20..90) may be followed by a unit (1..9)."""

HUNDRED_WORD: Final = "hundred"
"""The word that multiplies what comes before it (below 100) by 100."""

MAGNITUDE_WORDS: Final[dict[str, int]] = {
    "thousand": 1_000,
    "k": 1_000,
    "grand": 1_000,
    "million": 1_000_000,
    "mil": 1_000_000,
    "m": 1_000_000,
}
"""Words that multiply the number before them; whatever follows must be smaller."""

ARTICLE_WORDS: Final = frozenset({"a", "an"})
""""a thousand": one, only before a magnitude word."""

AND_WORD: Final = "and"
"""Allowed after "hundred" or a magnitude word: "two thousand and fifty"."""

POINT_WORD: Final = "point"
"""A spoken decimal point: "one point five k"."""

ACTION_WORDS: Final[dict[str, DeclarationKind]] = {
    "fold": DeclarationKind.FOLD,
    "folds": DeclarationKind.FOLD,
    "folding": DeclarationKind.FOLD,
    "check": DeclarationKind.CHECK,
    "checks": DeclarationKind.CHECK,
    "checking": DeclarationKind.CHECK,
    "call": DeclarationKind.CALL,
    "calls": DeclarationKind.CALL,
    "calling": DeclarationKind.CALL,
    "bet": DeclarationKind.BET,
    "bets": DeclarationKind.BET,
    "betting": DeclarationKind.BET,
    "raise": DeclarationKind.RAISE,
    "raises": DeclarationKind.RAISE,
    "raising": DeclarationKind.RAISE,
    "shove": DeclarationKind.ALL_IN,
    "shoves": DeclarationKind.ALL_IN,
    "shoving": DeclarationKind.ALL_IN,
}
"""One-word actions."""

ALL_IN_PHRASES: Final[tuple[tuple[str, ...], ...]] = (("all", "in"), ("allin",))
"""Ways of saying all in ("all-in" reads as "all in")."""

POT_PHRASES: Final[tuple[tuple[str, ...], ...]] = (("the", "pot"), ("pot",))
"""Ways of saying the pot, alone or after "bet" / "raise"."""

RAISE_TO_PHRASES: Final[tuple[tuple[str, ...], ...]] = (("make", "it"),)
"""Phrases that mean "raise to" and need an amount: "make it twelve hundred"."""

TO_WORD: Final = "to"
"""After "raise": "raise to 800" (the same as "raise 800")."""

BY_WORD: Final = "by"
"""Known only to explain that "raise by" is not a standard declaration."""

FILLER_PHRASES: Final[tuple[tuple[str, ...], ...]] = (
    ("i", "am"),
    ("i", "will"),
    ("i'm",),
    ("im",),
    ("i'll",),
    ("i",),
    ("going", "to"),
    ("gonna",),
)
"""Leading words that carry no action ("I'm all in", "I'm going to raise")."""

MAX_AMOUNT: Final = 10**15
"""The largest amount read; anything larger is refused rather than guessed at."""

IGNORED_CHARACTERS: Final = frozenset(" \t\r\n,.;:!?-–—'\"$()…")
"""Punctuation a declaration may carry; any other symbol is refused."""

MESSAGES: Final[dict[str, str]] = {
    # Declarations.
    "empty": "nothing to read: say an action such as 'call', 'raise to 800', or an amount",
    "no_action": "{text!r} says no action: say an action such as 'call', 'raise to 800'",
    "bad_characters": "did not understand {chars} in {text!r}",
    "negative": "{text!r} is a negative amount: an amount is never below 0",
    "unknown_words": "did not understand {words} in {text!r}",
    "unexpected": "did not understand {words} after {head!r} in {text!r}",
    "two_actions": (
        "{text!r} says more than one action ({first!r}, then {second!r}): "
        "a declaration is one action"
    ),
    "needs_amount": "{head!r} needs an amount, as in {example!r} (in {text!r})",
    "raise_by": (
        "'raise by' is not a standard declaration: say the total, as in 'raise to 800' "
        "(in {text!r})"
    ),
    "zero_amount": "{text!r}: 0 is not an amount to wager (say 'check')",
    # Amounts.
    "no_number": "expected an amount in {text!r}",
    "not_a_number": "{words} is not part of an amount (in {text!r})",
    "juxtaposed": ("{words!r} is not one clear amount (in {text!r}): say {hint!r}, or give digits"),
    "juxtaposed_plain": (
        "{words!r} is not one clear amount (in {text!r}): say 'hundred' or 'thousand' "
        "where it belongs, or give digits"
    ),
    "bad_digits": (
        "{token!r} is not a number (in {text!r}): write '1600', '1,600' or '1 600', "
        "or '1.5k' for a decimal"
    ),
    "bad_digit_groups": (
        "{words!r} is not one number (in {text!r}): after the first group, digit groups "
        "have exactly three digits, as in '1 600'"
    ),
    "too_big": "{words!r} is too large an amount (in {text!r}): the most is {limit:,}",
    "not_whole": "{words!r} is not a whole amount (in {text!r}): amounts are whole chips",
    "decimal_place": "a decimal goes only at the start of an amount, as in '1.5k' (in {text!r})",
    "magnitude_order": "{words!r} is not one amount (in {text!r}): {word!r} cannot follow {prev!r}",
    "rest_too_big": (
        "{words!r} is not one amount (in {text!r}): after {prev!r} the rest must be "
        "less than {limit:,}"
    ),
    "hundred_head": (
        "{words!r} is not one amount (in {text!r}): only a number below 100 comes before 'hundred'"
    ),
    "article": "'a' must come before 'hundred', 'thousand' or 'million' (in {text!r})",
    "misplaced": "{word!r} is out of place in {text!r}",
    "zero_alone": "'zero' cannot be part of a larger amount (in {text!r})",
    # Unclear amounts (TDA R57).
    "resolve_spoken": "the spoken number must be above 0, not {spoken!r}",
    "resolve_negative": "{what} cannot be negative: {value!r}",
    "resolve_units": "unit candidates must be whole numbers above 0, not {units!r}",
    "resolve_none": ("no reading of {spoken:,} ({readings}) reaches the minimum of {minimum:,}"),
    "not_int": "{what} must be a whole number, not {value!r}",
    # Building a declaration by hand.
    "kind_no_amount": "a {kind} declaration has no amount, not {amount!r}",
    "kind_needs_amount": "an {kind} declaration needs an amount",
    "bad_amount": "a declared amount is a whole number above 0, not {amount!r}",
    "bare_without_amount": "only a declaration with an amount can have a bare amount",
}
"""Every message this module shows, as ``str.format`` templates (English; translate here)."""


class SpeechError(ValueError):
    """Words that cannot be read as an amount or a declaration. The message says which."""


# --- Tokens ---------------------------------------------------------------------------------

_TOKEN = re.compile(r"[0-9][0-9,.]*|[a-z]+(?:'[a-z]+)*")
_PLAIN_DIGITS = re.compile(r"[0-9]+")
_COMMA_DIGITS = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+")
_DECIMAL_DIGITS = re.compile(r"[0-9]+\.[0-9]+")
_FIRST_GROUP = re.compile(r"[0-9]{1,3}")
_LATER_GROUP = re.compile(r"[0-9]{3}")
_NEGATIVE = re.compile(r"^\s*[-−]\s*[0-9a-z]|(?:^|\s)[-−][0-9]")
_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"'})


def _tokens(text: str) -> list[str]:
    """Lower-case words and digit runs; punctuation separates; other symbols are refused."""
    lowered = text.translate(_QUOTES).lower()
    if _NEGATIVE.search(lowered):  # '-' joins words (twenty-five), but '-5' is below zero
        raise SpeechError(MESSAGES["negative"].format(text=text))
    tokens: list[str] = []
    leftovers: list[str] = []
    position = 0
    for match in _TOKEN.finditer(lowered):
        leftovers.append(lowered[position : match.start()])
        position = match.end()
        token = match.group()
        if _is_digits(token):
            token = token.rstrip(",.")
        tokens.append(token)
    leftovers.append(lowered[position:])
    bad = sorted({c for chunk in leftovers for c in chunk if c not in IGNORED_CHARACTERS})
    if bad:
        chars = ", ".join(repr(c) for c in bad)
        raise SpeechError(MESSAGES["bad_characters"].format(chars=chars, text=text))
    return tokens


def _quote(words: Sequence[str]) -> str:
    return " ".join(words)


def _quoted_list(words: Sequence[str]) -> str:
    unique = list(dict.fromkeys(words))
    return ", ".join(repr(w) for w in unique)


def _is_digits(token: str) -> bool:
    return "0" <= token[0] <= "9"


def _is_number_token(token: str) -> bool:
    return (
        _is_digits(token)
        or token in NUMBER_WORDS
        or token == HUNDRED_WORD
        or token in MAGNITUDE_WORDS
        or token in ARTICLE_WORDS
        or token in (AND_WORD, POINT_WORD)
    )


# --- Amounts --------------------------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class SpokenNumber:
    """A number as heard: its value, and whether it was a bare number word.

    >>> parse_number("five")
    SpokenNumber(value=5, bare=True)
    >>> parse_number("five hundred")
    SpokenNumber(value=500, bare=False)
    """

    value: int
    """The number."""
    bare: bool
    """Said in words with no "hundred", "thousand" or digits ("five", "twenty-five"):
    an unclear amount in the sense of TDA 2024 R57 (see `resolve_ambiguous_amount`)."""


@dataclass(slots=True)
class _Segment:
    value: Fraction
    digits: bool = False
    decimal: bool = False
    hundred: bool = False


def _digits_value(run: Sequence[str], text: str) -> Fraction:
    """The value of consecutive digit tokens: ``1600``, ``1,600``, ``1 600``, ``1.5``."""
    if sum(len(t) for t in run) > len(str(MAX_AMOUNT)) + 2:
        raise SpeechError(
            MESSAGES["too_big"].format(words=_quote(run), text=text, limit=MAX_AMOUNT)
        )
    if len(run) == 1:
        token = run[0]
        if _PLAIN_DIGITS.fullmatch(token):
            return Fraction(int(token))
        if _COMMA_DIGITS.fullmatch(token):
            return Fraction(int(token.replace(",", "")))
        if _DECIMAL_DIGITS.fullmatch(token):
            return Fraction(token)
        raise SpeechError(MESSAGES["bad_digits"].format(token=token, text=text))
    if _FIRST_GROUP.fullmatch(run[0]) and all(_LATER_GROUP.fullmatch(t) for t in run[1:]):
        return Fraction(int("".join(run)))
    for token in run:
        if not _PLAIN_DIGITS.fullmatch(token):
            raise SpeechError(MESSAGES["bad_digits"].format(token=token, text=text))
    raise SpeechError(MESSAGES["bad_digit_groups"].format(words=_quote(run), text=text))


def _small_words(seg: Sequence[str], pos: int) -> tuple[int, int] | None:
    """A number word below 100 at ``pos`` ("seven", "fourteen", "twenty five")."""
    if pos >= len(seg) or seg[pos] not in NUMBER_WORDS or seg[pos] == "zero":
        return None
    value = NUMBER_WORDS[seg[pos]]
    pos += 1
    if value >= 20 and pos < len(seg) and 1 <= NUMBER_WORDS.get(seg[pos], 0) <= 9:
        value += NUMBER_WORDS[seg[pos]]
        pos += 1
    return value, pos


def _segment(seg: Sequence[str], first_part: bool, before_magnitude: bool, text: str) -> _Segment:
    """Read the part of an amount between magnitude words ("twenty five hundred and six")."""
    first = seg[0]
    pos = 0
    result: _Segment
    if first == "zero":
        raise SpeechError(MESSAGES["zero_alone"].format(text=text))
    if _is_digits(first):
        while pos < len(seg) and _is_digits(seg[pos]):
            pos += 1
        result = _Segment(_digits_value(seg[:pos], text), digits=True)
        result.decimal = "." in seg[0]
    elif first in ARTICLE_WORDS:
        pos = 1
        at_end = pos == len(seg)
        if not ((at_end and before_magnitude) or (not at_end and seg[pos] == HUNDRED_WORD)):
            raise SpeechError(MESSAGES["article"].format(text=text))
        result = _Segment(Fraction(1))
    elif first == HUNDRED_WORD and first_part:
        result = _Segment(Fraction(1))  # "hundred" at the start: one hundred
    else:
        small = _small_words(seg, 0)
        if small is None:
            raise SpeechError(MESSAGES["misplaced"].format(word=first, text=text))
        value, pos = small
        result = _Segment(Fraction(value))
        if pos < len(seg) and seg[pos] == POINT_WORD:
            pos += 1
            decimals = ""
            while pos < len(seg) and NUMBER_WORDS.get(seg[pos], 10) <= 9:
                decimals += str(NUMBER_WORDS[seg[pos]])
                pos += 1
            if not decimals:
                raise SpeechError(MESSAGES["misplaced"].format(word=POINT_WORD, text=text))
            result.value = Fraction(f"{value}.{decimals}")
            result.decimal = True
    if pos < len(seg) and seg[pos] == HUNDRED_WORD:
        if result.value >= 100:
            raise SpeechError(MESSAGES["hundred_head"].format(words=_quote(seg), text=text))
        result.value *= 100
        result.hundred = True
        pos += 1
        if pos < len(seg) and seg[pos] == AND_WORD:
            pos += 1
            if pos == len(seg):
                raise SpeechError(MESSAGES["misplaced"].format(word=AND_WORD, text=text))
        if pos < len(seg):
            rest: int
            if _is_digits(seg[pos]):
                if not _PLAIN_DIGITS.fullmatch(seg[pos]) or not 1 <= int(seg[pos]) <= 99:
                    raise SpeechError(
                        MESSAGES["rest_too_big"].format(
                            words=_quote(seg), text=text, prev=HUNDRED_WORD, limit=100
                        )
                    )
                rest, pos = int(seg[pos]), pos + 1
            else:
                small = _small_words(seg, pos)
                if small is None:
                    raise SpeechError(MESSAGES["misplaced"].format(word=seg[pos], text=text))
                rest, pos = small
            result.value += rest
    if pos < len(seg):
        if not result.hundred:
            tail = _small_words(seg, pos)
            if tail is not None and tail[1] == len(seg):
                hint = f"{_quote(seg[:pos])} {HUNDRED_WORD} {_quote(seg[pos:])}"
                raise SpeechError(
                    MESSAGES["juxtaposed"].format(words=_quote(seg), text=text, hint=hint)
                )
        if seg[pos] in (AND_WORD, POINT_WORD, HUNDRED_WORD) or seg[pos] in ARTICLE_WORDS:
            raise SpeechError(MESSAGES["misplaced"].format(word=seg[pos], text=text))
        raise SpeechError(MESSAGES["juxtaposed_plain"].format(words=_quote(seg), text=text))
    return result


def _parse_number_tokens(tokens: Sequence[str], text: str) -> SpokenNumber:
    if not tokens:
        raise SpeechError(MESSAGES["no_number"].format(text=text))
    strangers = [t for t in tokens if not _is_number_token(t)]
    if strangers:
        raise SpeechError(MESSAGES["not_a_number"].format(words=_quoted_list(strangers), text=text))
    if list(tokens) == ["zero"]:
        return SpokenNumber(0, bare=True)
    segments: list[tuple[list[str], int | None, str | None]] = []
    current: list[str] = []
    for token in tokens:
        if token in MAGNITUDE_WORDS:
            segments.append((current, MAGNITUDE_WORDS[token], token))
            current = []
        else:
            current.append(token)
    segments.append((current, None, None))

    total = Fraction(0)
    prev: tuple[int, str] | None = None
    digits = magnitude = False
    for index, (seg, factor, word) in enumerate(segments):
        if index > 0 and seg and seg[0] == AND_WORD:
            seg = seg[1:]
            if not seg:
                raise SpeechError(MESSAGES["misplaced"].format(word=AND_WORD, text=text))
        if factor is None and not seg:
            if index == 0:
                raise SpeechError(MESSAGES["no_number"].format(text=text))
            continue
        if prev is not None and factor is not None and word is not None and factor >= prev[0]:
            raise SpeechError(
                MESSAGES["magnitude_order"].format(
                    words=_quote(tokens), text=text, word=word, prev=prev[1]
                )
            )
        if not seg:
            if index > 0:
                raise SpeechError(MESSAGES["misplaced"].format(word=word, text=text))
            value = Fraction(1)  # "thousand" alone, "k": one thousand
        else:
            segment = _segment(seg, index == 0, factor is not None, text)
            if segment.decimal and index > 0:
                raise SpeechError(MESSAGES["decimal_place"].format(text=text))
            value = segment.value
            digits = digits or segment.digits
            magnitude = magnitude or segment.hundred
        part = value * (factor or 1)
        if prev is not None and part >= prev[0]:
            raise SpeechError(
                MESSAGES["rest_too_big"].format(
                    words=_quote(tokens), text=text, prev=prev[1], limit=prev[0]
                )
            )
        total += part
        if factor is not None and word is not None:
            magnitude = True
            prev = (factor, word)
    if total.denominator != 1:
        raise SpeechError(MESSAGES["not_whole"].format(words=_quote(tokens), text=text))
    if total > MAX_AMOUNT:
        raise SpeechError(
            MESSAGES["too_big"].format(words=_quote(tokens), text=text, limit=MAX_AMOUNT)
        )
    return SpokenNumber(int(total), bare=not (digits or magnitude))


def parse_number(text: str) -> SpokenNumber:
    """Read a spoken or written amount, noting whether it was a bare number word.

    >>> parse_number("sixteen hundred")
    SpokenNumber(value=1600, bare=False)
    >>> parse_number("twenty-five")
    SpokenNumber(value=25, bare=True)
    >>> parse_number("two thousand five hundred").value
    2500
    >>> parse_number("nine fifty")
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.speech.SpeechError: 'nine fifty' is not one clear amount \
(in 'nine fifty'): say 'nine hundred fifty', or give digits
    """
    return _parse_number_tokens(_tokens(text), text)


def parse_amount(text: str) -> int:
    """The value of a spoken or written amount (see `parse_number`).

    >>> parse_amount("a thousand"), parse_amount("15k"), parse_amount("1,600")
    (1000, 15000, 1600)
    """
    return parse_number(text).value


def _require_int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(MESSAGES["not_int"].format(what=what, value=value))
    return value


def resolve_ambiguous_amount(
    spoken: int,
    pot: int,
    minimum: int = 0,
    unit_candidates: Sequence[int] = (1, 10, 100, 1_000),
) -> int:
    """Read an unclear amount such as "I bet five" in a 200/400 game (TDA 2024 R57).

    TDA 2024 R57 (corpus A.3, VD-02): the bet is the highest reasonable amount that
    does not exceed the pot, where the pot includes bets not yet pulled in. The
    readings are ``spoken * unit`` for each unit candidate; the answer is the largest
    reading from ``minimum`` (the minimum bet or raise-to, if the caller wants it
    enforced) up to ``pot``.

    Apply it only to a *bare* number (`SpokenNumber.bare`, `Declaration.bare_amount`):
    "five hundred" and "500" are clear.

    When no reading lies between ``minimum`` and ``pot`` (not covered by R57), the
    answer is the smallest reading of at least ``minimum``: the least the player can
    have meant that is a legal amount. ``SpeechError`` if even the largest reading is
    below ``minimum``.

    >>> resolve_ambiguous_amount(5, pot=3_800, minimum=400)
    500
    >>> resolve_ambiguous_amount(5, pot=6_000, minimum=400)
    5000
    >>> resolve_ambiguous_amount(50, pot=30, minimum=2)
    50
    """
    spoken = _require_int(spoken, "the spoken number")
    pot = _require_int(pot, "the pot")
    minimum = _require_int(minimum, "the minimum")
    if spoken <= 0:
        raise SpeechError(MESSAGES["resolve_spoken"].format(spoken=spoken))
    for what, value in (("the pot", pot), ("the minimum", minimum)):
        if value < 0:
            raise SpeechError(MESSAGES["resolve_negative"].format(what=what, value=value))
    if not unit_candidates or any(
        isinstance(u, bool) or not isinstance(u, int) or u <= 0 for u in unit_candidates
    ):
        raise SpeechError(MESSAGES["resolve_units"].format(units=unit_candidates))
    readings = sorted({spoken * unit for unit in unit_candidates})
    fitting = [r for r in readings if minimum <= r <= pot]
    if fitting:
        return fitting[-1]
    legal = [r for r in readings if r >= minimum]
    if legal:
        return legal[0]
    raise SpeechError(
        MESSAGES["resolve_none"].format(
            spoken=spoken, minimum=minimum, readings=", ".join(f"{r:,}" for r in readings)
        )
    )


# --- Declarations ---------------------------------------------------------------------------

_AMOUNT_KINDS: Final = frozenset(
    {DeclarationKind.CALL, DeclarationKind.BET, DeclarationKind.RAISE, DeclarationKind.AMOUNT}
)


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Declaration:
    """A verbal declaration as heard.

    ``amount`` is the number said, as said: for RAISE it is the total ("raise 800" =
    raise to 800); ``None`` when no amount was said. ``bare_amount`` is true when that
    number was a bare number word ("I bet five"), an unclear amount under TDA 2024 R57.

    >>> parse_declaration("I bet five")
    Declaration.parse('I bet five')
    >>> parse_declaration("I bet five").bare_amount
    True
    >>> parse_declaration("I bet five").resolved_amount(pot=6_000, minimum=400)
    5000
    """

    kind: DeclarationKind
    """What the player does."""
    amount: int | None
    """The amount said (a RAISE amount is the total), or ``None``."""
    text: str
    """The words as given."""
    bare_amount: bool = False
    """The amount was a bare number word: resolve it with `resolve_ambiguous_amount`."""

    def __post_init__(self) -> None:
        if self.amount is not None:
            amount: object = self.amount
            if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
                raise SpeechError(MESSAGES["bad_amount"].format(amount=self.amount))
        if self.kind not in _AMOUNT_KINDS and self.amount is not None:
            raise SpeechError(
                MESSAGES["kind_no_amount"].format(kind=self.kind.value, amount=self.amount)
            )
        if self.kind is DeclarationKind.AMOUNT and self.amount is None:
            raise SpeechError(MESSAGES["kind_needs_amount"].format(kind=self.kind.value))
        if self.bare_amount and self.amount is None:
            raise SpeechError(MESSAGES["bare_without_amount"])

    @classmethod
    def parse(cls, text: str) -> Declaration:
        """Read a declaration; see `parse_declaration`."""
        return parse_declaration(text)

    def resolved_amount(
        self,
        pot: int,
        minimum: int = 0,
        unit_candidates: Sequence[int] = (1, 10, 100, 1_000),
    ) -> int | None:
        """The amount, with a bare number read by TDA 2024 R57 (`resolve_ambiguous_amount`).

        >>> parse_declaration("raise to 800").resolved_amount(pot=300)
        800
        >>> parse_declaration("call").resolved_amount(pot=300) is None
        True
        """
        if self.amount is None or not self.bare_amount:
            return self.amount
        return resolve_ambiguous_amount(self.amount, pot, minimum, unit_candidates)

    def __repr__(self) -> str:
        try:
            same = parse_declaration(self.text) == self
        except SpeechError:
            same = False
        if same:
            return f"Declaration.parse({self.text!r})"
        return (
            f"Declaration(kind=DeclarationKind.{self.kind.name}, amount={self.amount!r}, "
            f"text={self.text!r}, bare_amount={self.bare_amount!r})"
        )


def _match(words: Sequence[str], phrases: Sequence[tuple[str, ...]]) -> int:
    """Length of the first phrase that ``words`` starts with, or 0."""
    for phrase in phrases:
        if tuple(words[: len(phrase)]) == phrase:
            return len(phrase)
    return 0


_PHRASE_WORDS: Final = frozenset(
    word
    for phrases in (ALL_IN_PHRASES, POT_PHRASES, RAISE_TO_PHRASES, FILLER_PHRASES)
    for phrase in phrases
    for word in phrase
)


def _known(token: str) -> bool:
    return (
        _is_number_token(token)
        or token in ACTION_WORDS
        or token in _PHRASE_WORDS
        or token in (TO_WORD, BY_WORD)
    )


def _action_at(words: Sequence[str], pos: int) -> str | None:
    """The action words at ``pos`` (a one-word action or an all-in phrase), if any."""
    if words[pos] in ACTION_WORDS:
        return words[pos]
    length = _match(words[pos:], ALL_IN_PHRASES)
    return _quote(words[pos : pos + length]) if length else None


@lru_cache(maxsize=1024)  # a declaration is immutable; the same words come up again and again
def parse_declaration(text: str) -> Declaration:
    """Read what a player said: an action, maybe with an amount, or an amount alone.

    Case and punctuation do not matter; "all-in" is "all in"; leading "I", "I'm",
    "I'll", "I'm going to" are skipped. "Raise" + amount is the total (TDA 2024
    R43-B), with or without "to"; "make it 1200" is "raise to 1200".

    >>> [parse_declaration(t).kind.value for t in ("I fold", "check", "I'm all-in", "pot")]
    ['fold', 'check', 'all_in', 'pot']
    >>> d = parse_declaration("raise to 800")
    >>> d.kind.value, d.amount
    ('raise', 800)
    >>> parse_declaration("I bet the pot").kind
    <DeclarationKind.POT: 'pot'>
    >>> parse_declaration("fourteen hundred").kind, parse_declaration("fourteen hundred").amount
    (<DeclarationKind.AMOUNT: 'amount'>, 1400)
    >>> parse_declaration("I raise like a lot")
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.speech.SpeechError: did not understand 'like', 'lot' in \
'I raise like a lot'
    """
    tokens = _tokens(text)
    if not tokens:
        raise SpeechError(MESSAGES["empty"])
    unknown = [t for t in tokens if not _known(t)]
    if unknown:
        raise SpeechError(MESSAGES["unknown_words"].format(words=_quoted_list(unknown), text=text))

    words = list(tokens)
    while words and (length := _match(words, FILLER_PHRASES)):
        words = words[length:]
    if not words:
        raise SpeechError(MESSAGES["no_action"].format(text=text))

    kind: DeclarationKind
    head: str
    if length := _match(words, ALL_IN_PHRASES):
        kind, head, rest = DeclarationKind.ALL_IN, _quote(words[:length]), words[length:]
    elif length := _match(words, POT_PHRASES):
        kind, head, rest = DeclarationKind.POT, _quote(words[:length]), words[length:]
    elif length := _match(words, RAISE_TO_PHRASES):
        head, rest = _quote(words[:length]), words[length:]
        if not rest:
            example = f"{head} 1200"
            raise SpeechError(
                MESSAGES["needs_amount"].format(head=head, example=example, text=text)
            )
        kind = DeclarationKind.RAISE
    elif words[0] in ACTION_WORDS:
        kind, head, rest = ACTION_WORDS[words[0]], words[0], words[1:]
    else:
        return _amount_declaration(DeclarationKind.AMOUNT, words, text)

    for pos in range(len(rest)):
        second = _action_at(rest, pos)
        if second is not None and not (
            kind in (DeclarationKind.BET, DeclarationKind.RAISE)
            and pos == 0
            and _match(rest, ALL_IN_PHRASES)
        ):
            raise SpeechError(MESSAGES["two_actions"].format(text=text, first=head, second=second))

    if kind is DeclarationKind.RAISE and rest and rest[0] == BY_WORD:
        raise SpeechError(MESSAGES["raise_by"].format(text=text))
    if kind is DeclarationKind.RAISE and rest and rest[0] == TO_WORD:
        rest = rest[1:]
        if not rest:
            raise SpeechError(
                MESSAGES["needs_amount"].format(
                    head=f"{head} {TO_WORD}", example="raise to 800", text=text
                )
            )
    if kind in (DeclarationKind.BET, DeclarationKind.RAISE):
        for phrases, new_kind in (
            (POT_PHRASES, DeclarationKind.POT),
            (ALL_IN_PHRASES, DeclarationKind.ALL_IN),
        ):
            length = _match(rest, phrases)
            if length:
                if length != len(rest):
                    raise SpeechError(
                        MESSAGES["unexpected"].format(
                            words=_quoted_list(rest[length:]), head=head, text=text
                        )
                    )
                return Declaration(new_kind, None, text)
    if kind in _AMOUNT_KINDS:
        if not rest:
            return Declaration(kind, None, text)
        return _amount_declaration(kind, rest, text)
    if rest:
        raise SpeechError(
            MESSAGES["unexpected"].format(words=_quoted_list(rest), head=head, text=text)
        )
    return Declaration(kind, None, text)


def _amount_declaration(kind: DeclarationKind, words: Sequence[str], text: str) -> Declaration:
    number = _parse_number_tokens(words, text)
    if number.value == 0:
        raise SpeechError(MESSAGES["zero_amount"].format(text=text))
    return Declaration(kind, number.value, text, bare_amount=number.bare)
