"""The one reader of typed answers: amounts, players, pots, shares and lettered choices.

The terminal quiz, the window and the exams all read what a trainee types here, so an
answer means the same thing wherever it is typed. An answer that cannot be read raises
:class:`AnswerRefused` with a message saying what was expected; it is not graded, so it
does not count as wrong.

Amounts (whole chips, in the smallest unit)::

    amount    = [sign] number [sign]          one currency sign at most: $ € £ ¥ ₹
    number    = digits                        1600
              | grouped                       1,600  1.600  1 600  1'600  1_600
              | (digits | grouped) zeros      1600.00  1,600.00  1.600,00
              | digits ["." digits] "k"       15k  1.6k  (thousands; at most 3 decimals)
    grouped   = 1 to 3 digits, then groups of exactly 3 digits, one separator throughout
    zeros     = "." or "," then "0" or "00"   (a decimal part of zeros only)

- Digits are the ASCII digits 0 to 9 only. Other digits (``٣``, ``５００``), superscripts
  (``²``) and circled numbers (``①``) are refused: "write the amount with the digits 0 to 9".
- ``16 00`` and ``1 1 1 1`` are refused: groups after the first have three digits.
- A fraction of a chip (``1.5``, ``1,60``) is refused, and so is ``2.`` as an amount.
- A negative amount (``-5``) is refused: an amount is never negative.
- An amount above 1,000,000,000,000,000 (:data:`~dealer_trainer.engine.amounts.MAX_AMOUNT`)
  is refused as too large, before Python is asked to convert it.

Players::

    player    = ["p" | "seat"] 1 or 2 digits [, . ;]     3  p3  P3  seat 3  3,  2.

The number runs from 1 to the number of players in the hand (``p13`` is player 13 at a
table of 13 or more, refused at a smaller table). A pot line is an amount, then its
players (``1250 2 3 4``, ``1250: p2, p3 and p4``); a shares line pairs each player with an
amount (``p4 1075 p6 1050``); a choice is a letter, then its amount where it asks one
(``b 600``).

>>> [parse_amount(t) for t in ("1,600", "1600", "1 600", "$1,600", "€1.600", "1.6k", "₹5", "1¥")]
[1600, 1600, 1600, 1600, 1600, 1600, 5, 1]
>>> parse_amount("1.5")
Traceback (most recent call last):
...
dealer_trainer.quiz.answers.AnswerRefused: '1.5' is not a whole amount: amounts are whole \
chips (write 1,600 or 1600; a dot before three digits is read as a thousands separator)
>>> parse_player("p13", 13), parse_player("2.", 6), parse_player("seat 3", 6)
(12, 1, 2)
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Final

from dealer_trainer.engine.amounts import MAX_AMOUNT, MAX_DIGITS, shorten
from dealer_trainer.quiz.model import Answer, FormKind, Part, Question, new_part

__all__ = [
    "AnswerRefused",
    "parse_amount",
    "parse_part",
    "parse_player",
    "parse_response",
]


class AnswerRefused(ValueError):
    """A typed answer that cannot be read; it is not graded, so it does not count as wrong."""


MESSAGES: Final[dict[str, str]] = {
    "empty": "no amount given: type a number such as 1600",
    "negative": "{text!r}: an amount is never negative",
    "foreign_digits": "{text!r}: write the amount with the digits 0 to 9, such as 1600",
    "too_large": "{text} is too large: amounts go up to {limit:,}",
    "fraction": (
        "{text!r} is not a whole amount: amounts are whole chips (write 1,600 or 1600; "
        "a dot before three digits is read as a thousands separator)"
    ),
    "not_one": (
        "{text!r} is not one amount: write digits, with thousands separated by a comma, "
        "a dot or a space (1,600 / 1.600 / 1 600)"
    ),
    "not_amount": "{text!r} is not an amount: type a number such as 1600",
    "not_player": "{text!r} is not a player: write p3 or 3",
    "no_player": "there is no player p{number} (players p1 to p{players})",
}
"""Every message a trainee may see for an answer that cannot be read (English)."""

_CURRENCY: Final = "$€£¥₹"
_PLAIN: Final = re.compile(r"[0-9]+")
_GROUPED: Final = re.compile(r"[0-9]{1,3}(?:([,. '’_\u00a0\u202f\u2009])[0-9]{3})(?:\1[0-9]{3})*")
_K: Final = re.compile(r"([0-9]+)(?:[.,]([0-9]+))?k", re.IGNORECASE)
_SEAT: Final = re.compile(r"\bseats?\s*([0-9])", re.IGNORECASE)


def _refuse(key: str, text: str, **more: object) -> AnswerRefused:
    return AnswerRefused(MESSAGES[key].format(text=shorten(text, 60), **more))


def _foreign_digit(text: str) -> bool:
    """Whether ``text`` holds a digit or number sign other than ASCII 0-9 (``٣``, ``²``, ``①``)."""
    return any(
        not c.isascii() and (c.isdigit() or c.isnumeric() or unicodedata.category(c) == "Nd")
        for c in text
    )


def _bounded(value: int, raw: str) -> int:
    if value > MAX_AMOUNT:
        raise _refuse("too_large", raw.strip(), limit=MAX_AMOUNT)
    return value


def parse_amount(text: str) -> int:
    """A typed amount as an integer; :class:`AnswerRefused` when it cannot be read."""
    raw = text
    t = text.strip()
    if not t:
        raise AnswerRefused(MESSAGES["empty"])
    if t.isascii() and t.isdigit():  # the usual answer, plain digits
        if len(t) > 3 * MAX_DIGITS:  # never convert what cannot be an amount
            raise _refuse("too_large", t, limit=MAX_AMOUNT)
        value = int(t)
        if value > MAX_AMOUNT:  # as _bounded, without the call: the usual answer
            raise _refuse("too_large", t, limit=MAX_AMOUNT)
        return value
    if sum(c.isdigit() for c in t) > 3 * MAX_DIGITS:  # never convert what cannot be an amount
        raise _refuse("too_large", t, limit=MAX_AMOUNT)
    if _foreign_digit(t):
        raise _refuse("foreign_digits", raw)
    if t[0] in _CURRENCY:
        t = t[1:].strip()
    elif t[-1] in _CURRENCY:
        t = t[:-1].strip()
    if t.startswith(("-", "\u2212")):
        raise _refuse("negative", raw)
    m = _K.fullmatch(t)
    if m:
        whole, frac = m.group(1), m.group(2) or ""
        if len(frac) > 3:
            raise _refuse("fraction", raw)
        return _bounded(int(whole) * 1000 + (int(frac.ljust(3, "0")) if frac else 0), raw)
    # a decimal part of zeros only: 1600.00, 1,600.00, 1.600,00
    dm = re.fullmatch(r"(.*[0-9])([.,])(0{1,2})", t)
    if dm and (dm.group(2) not in dm.group(1) or _GROUPED.fullmatch(dm.group(1)) is None):
        head = dm.group(1)
        if _PLAIN.fullmatch(head) or _GROUPED.fullmatch(head):
            t = head
    if _PLAIN.fullmatch(t):
        return _bounded(int(t), raw)
    if _GROUPED.fullmatch(t):
        return _bounded(int(re.sub(r"[^0-9]", "", t)), raw)
    if re.fullmatch(r"[0-9]+[.,][0-9]*", t):
        raise _refuse("fraction", raw)
    if re.search(r"[0-9]", t):
        raise _refuse("not_one", raw)
    raise _refuse("not_amount", raw)


_PLAYER: Final = re.compile(r"(?:p|seat\s*)?([0-9]{1,2})", re.IGNORECASE)


def parse_player(text: str, players: int) -> int:
    """``p3``, ``3`` or ``seat 3`` as player 2 (0-based), checked against the number of players."""
    t = text.strip().rstrip(",.;")
    digits = t[1:] if t[:1] in ("p", "P") else t
    if 0 < len(digits) <= 2 and digits.isascii() and digits.isdigit():
        number = int(digits)  # "p3", "P3" or "3": what _PLAYER reads so, without the regex
    else:
        m = _PLAYER.fullmatch(t)
        if not m:
            raise _refuse("not_player", text.strip())
        number = int(m.group(1))
    if not 1 <= number <= players:
        raise AnswerRefused(MESSAGES["no_player"].format(number=number, players=players))
    return number - 1


def _players_of(question: Question) -> int:
    if question.situation is not None:
        return len(question.situation.setup.starting_stacks)
    return 10


# The readers below make a Part with its fields in order, without keywords: a class called
# with keywords gets them in a dict, built and then read back for its __init__.

_POT_LINE: Final = re.compile(r"\s*([^\s:]+)\s*:?\s*(.*)$")
_LIST_MARK: Final = re.compile(r"[,;]")


def _pot_line(line: str, players: int) -> Part:
    t = line.strip()
    if t.isascii() and t.replace(" ", "").isdigit():
        # ASCII digits and spaces alone, as the drill writes a pot ("1250 2 3 4"): the first
        # word is what _POT_LINE reads as the amount, the others its players, with no list
        # mark to take out and no filler word among them
        rest = t.split()
        amount = parse_amount(rest.pop(0))
        if not rest:
            raise _no_pot_players(t)
        found: list[int] = []
        for w in rest:
            if len(w) <= 2:  # "3" or "12": what parse_player reads so, in range
                number = int(w)
                if 1 <= number <= players:
                    found.append(number - 1)
                    continue
            found.append(parse_player(w, players))  # refuses it, saying why
    else:
        m = _POT_LINE.match(t)
        if not m or not m.group(1):
            raise AnswerRefused(
                'a pot is written as the amount, then the players, e.g. "1250 2 3 4"'
            )
        amount = parse_amount(m.group(1))
        rest = _LIST_MARK.sub(" ", m.group(2)).split()
        if not rest:
            raise _no_pot_players(t)
        found = [parse_player(w, players) for w in rest if w.lower() not in ("and", "for")]
    if len(set(found)) != len(found):
        raise AnswerRefused(f"{shorten(t, 60)!r} names a player twice")
    return new_part(amount, tuple(sorted(found)))  # Part's first fields, amount and players


def _no_pot_players(t: str) -> AnswerRefused:
    return AnswerRefused(
        f"{shorten(t, 60)!r}: name the players who may win this pot after the amount, "
        'e.g. "1250 2 3 4"'
    )


_SHARE_MARKS: Final = re.compile(r"[\s;:=]+")


_FILLERS: Final = frozenset({"and", "gets", "receives", "wins"})
"""Words a showdown line may hold between a winner and his chips: read past."""


def _share_line(line: str, players: int) -> Part:
    # without ";", ":" or "=" the marks are white space alone, where str.split() splits
    # (the same characters: \s of a str pattern is str.isspace()), without the regex
    if ";" in line or ":" in line or "=" in line:
        split = _SHARE_MARKS.split(line.strip())
    else:
        split = line.split()
    # the words, fillers left out ("p4 gets 1075 and p6 1050"), in one pass
    if "," in line:
        words = [w for w in [w.strip(",") for w in split] if w and w.lower() not in _FILLERS]
    else:  # nothing to strip: only the regex's split can leave an empty word
        words = [w for w in split if w and w.lower() not in _FILLERS]
    if not words or len(words) % 2:
        raise AnswerRefused(
            f"{shorten(line.strip(), 60)!r}: write each winner and what he receives, "
            'e.g. "p4 1075 p6 1050"'
        )
    got: dict[int, int] = {}
    for k in range(0, len(words), 2):
        p = parse_player(words[k], players)
        if p in got:
            raise AnswerRefused(f"{shorten(line.strip(), 60)!r} names p{p + 1} twice")
        got[p] = parse_amount(words[k + 1])
    return Part(None, (), None, tuple(sorted(got.items())))  # shares, Part's fourth field


_CHOICE_LINE: Final = re.compile(r"\(?([a-zA-Z])\)?[.):]?\s*(.*)$")


def _choice_line(question: Question, line: str) -> Part:
    t = line.strip()
    m = _CHOICE_LINE.match(t)
    letters = [c.letter for c in question.form.choices]
    if not m or m.group(1).lower() not in letters:
        raise AnswerRefused(
            f"{shorten(t, 60)!r}: answer with one of the letters {', '.join(letters)}"
        )
    letter = m.group(1).lower()
    rest = m.group(2).strip()
    choice = question.form.choice(letter)
    assert choice is not None
    if choice.amount:
        if not rest:
            raise AnswerRefused(f"with ({letter}), give {choice.amount} after the letter")
        return Part(parse_amount(rest), (), letter)  # amount and letter: fields 1 and 3
    if rest:
        raise AnswerRefused(f"({letter}) takes no amount: answer just {letter}")
    return Part(None, (), letter)  # letter: Part's third field


def parse_response(question: Question, lines: Sequence[str]) -> Answer:
    """Read the typed lines as an answer to ``question``, one line per part.

    :class:`AnswerRefused` says what could not be read; nothing is graded then.
    """
    form = question.form
    expected = len(form.labels)
    if len(lines) != expected:
        what = "line" if expected == 1 else "lines"
        raise AnswerRefused(f"give {expected} {what} ({', '.join(form.labels)}), not {len(lines)}")
    return tuple([parse_part(question, line) for line in lines])


# The forms as module names: on Python 3.11 ``FormKind.AMOUNT`` goes through the enum
# metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_AMOUNT, _AMOUNTS, _POTS = FormKind.AMOUNT, FormKind.AMOUNTS, FormKind.POTS
_SHARES, _CHOICE = FormKind.SHARES, FormKind.CHOICE


def parse_part(question: Question, line: str) -> Part:
    """Read one typed line of an answer; :class:`AnswerRefused` if it cannot be read."""
    kind = question.form.kind
    if "seat" in line.casefold():  # what _SEAT needs (casefold: as its IGNORECASE does)
        line = _SEAT.sub(r"p\1", line)  # "seat 3" is p3 in every form
    if kind is _AMOUNT or kind is _AMOUNTS:
        return Part(parse_amount(line))  # amount is Part's first field
    players = _players_of(question)  # what the other forms check a player against
    if kind is _POTS:
        return _pot_line(line, players)
    if kind is _SHARES:
        return _share_line(line, players)
    if kind is _CHOICE:
        return _choice_line(question, line)
    return Part(None, (), None, (), parse_player(line, players))  # player: the fifth field
