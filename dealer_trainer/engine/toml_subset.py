"""A fast reader for the plain subset of TOML that PHH files are written in.

``tomllib`` reads TOML one character at a time in pure Python; reading the shared
hand files that way took longer than everything else the PHH reader does. PHH files
use a small, regular part of TOML: bare keys, ``key = value`` lines, ``[k]`` table
headers (``.phhs``), comments, and values that are strings without escapes, plain
integers and decimals, booleans, and arrays of those (over several lines, with
comments and a trailing comma). :func:`loads` reads exactly that with a few
compiled regular expressions, a token at a time.

Anything outside the subset, or anything wrong, makes :func:`loads` return ``None``:
the caller then reads the text with ``tomllib``, which gives the full language and
its own error messages. So the subset reader never decides that a text is invalid,
and when it does return a value it is the value ``tomllib.loads(text,
parse_float=Decimal)`` returns (a test compares the two on every shared hand and on
generated texts).

>>> loads("variant = 'NT'\\nantes = [0, 0.5]  # note\\n")
{'variant': 'NT', 'antes': [0, Decimal('0.5')]}
>>> loads("when = 1979-05-27") is None  # a date: left to tomllib
True
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

__all__ = ["loads"]

_CONTROL: Final = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
"""Characters TOML allows only as line ends (``\\n``) or not at all; ``\\r`` goes to tomllib."""

_BLANK: Final = re.compile(r"(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*(?:#[^\n]*)?")
"""Blank and comment-only lines, then the indentation of the next line."""

_KEY: Final = re.compile(r"([A-Za-z0-9_-]+)[ \t]*=[ \t]*")
"""A bare key and its ``=``: quoted and dotted keys go to tomllib."""

_HEADER: Final = re.compile(r"\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\][ \t]*(?:#[^\n]*)?(?:\n|\Z)")
"""A table header ``[key]`` with the rest of its line."""

_END: Final = re.compile(r"[ \t]*(?:#[^\n]*)?(?:\n(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*(?:#[^\n]*)?|\Z)")
"""What may follow a value: spaces and a comment, then the end of the line and any blank
and comment-only lines up to the next line's first word; or the end of the text."""

_BETWEEN: Final = re.compile(r"(?:[ \t\n]|#[^\n]*)*")
"""What may stand between the items of an array: spaces, line ends, comments."""

_SCALAR: Final = re.compile(
    r"""'([^'\n]*)'(?!')"""  # a literal string (not the start of a ''' string)
    r'|"([^"\\\n]*)"(?!")'  # a basic string without escapes (not the start of """)
    r"|(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?(?![0-9A-Za-z_.:+-])"  # a plain integer or decimal
    r"|(true|false)(?![0-9A-Za-z_-])"
)
"""One scalar value; what it does not match (dates, ``1e3``, ``0x1f``, ``1_000``,
``+1``, ``inf``, escapes, multi-line strings, inline tables) goes to tomllib."""


_ITEM: Final = (
    r"""('[^'\n]*')(?!')"""
    r'|("[^"\\\n]*")(?!")'
    r"|(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?(?![0-9A-Za-z_.:+-])"
    r"|(true|false)(?![0-9A-Za-z_-])"
)
_ITEMS: Final = re.compile(_ITEM)
"""The items of a flat array, quotes kept (``findall`` gives ``''`` for a group not matched)."""

_FLAT_ARRAY: Final = re.compile(
    rf"\[((?:[ \t\n]*(?:{_ITEM})[ \t\n]*(?:,[ \t\n]*(?:{_ITEM})[ \t\n]*)*,?)?[ \t\n]*)\]"
)
"""An array of scalars without comments or nested arrays, the common case, at once."""


_STRINGS: Final = re.compile(
    r"\[[ \t\n]*(?:'[^'\n]*'(?:[ \t\n]*,[ \t\n]*'[^'\n]*')*[ \t\n]*,?[ \t\n]*)?\]"
)
"""A flat array of literal strings (``actions``, ``players``), the most common array."""
_STRING: Final = re.compile(r"'([^'\n]*)'")

_INTEGERS: Final = re.compile(
    r"\[[ \t\n]*(?:(?:0|-?[1-9][0-9]*)(?:[ \t\n]*,[ \t\n]*(?:0|-?[1-9][0-9]*))*[ \t\n]*,?[ \t\n]*)?\]"
)
"""A flat array of integers (stacks, antes, blinds), the next most common."""
_INTEGER: Final = re.compile(r"-?[0-9]+")


_LINE: Final = re.compile(
    rf"([A-Za-z0-9_-]+)[ \t]*=[ \t]*"
    rf"(?:{_SCALAR.pattern}|({_STRINGS.pattern})|({_INTEGERS.pattern})){_END.pattern}"
)
"""A whole ``key = value`` line whose value is a scalar, an array of literal strings or
an array of integers (nearly every line of a PHH file), with what follows it."""


class _OutsideSubset(Exception):
    """The text uses TOML this reader leaves to tomllib (or is not valid TOML)."""


def loads(text: str) -> dict[str, object] | None:
    """The TOML document ``text`` as ``tomllib.loads(text, parse_float=Decimal)`` reads it,
    or ``None`` when ``text`` is not in the subset (read it with ``tomllib`` then)."""
    if _CONTROL.search(text) is not None:
        return None
    try:
        return _Document(text).read()
    except _OutsideSubset:
        return None


class _Document:
    def __init__(self, text: str) -> None:
        self.text = text

    def read(self) -> dict[str, object]:
        text = self.text
        size = len(text)
        root: dict[str, object] = {}
        table = root
        pos = _BLANK.match(text).end()  # type: ignore[union-attr]  # matches the empty string
        while pos < size:
            if text[pos] == "[":
                header = _HEADER.match(text, pos)
                if header is None or header.group(1) in root:
                    raise _OutsideSubset
                table = {}
                root[header.group(1)] = table
                pos = header.end()
            elif (line := _LINE.match(text, pos)) is not None:
                name, literal, basic, whole, fraction, boolean, strings, integers = line.groups()
                if name in table:
                    raise _OutsideSubset
                if strings is not None:
                    table[name] = _STRING.findall(strings)
                elif integers is not None:
                    table[name] = [int(i) for i in _INTEGER.findall(integers)]
                else:
                    table[name] = _scalar_of(literal, basic, whole, fraction, boolean)
                pos = line.end()
                continue
            else:
                key = _KEY.match(text, pos)
                if key is None or key.group(1) in table:
                    raise _OutsideSubset
                value, pos = self.value(key.end())
                end = _END.match(text, pos)
                if end is None:
                    raise _OutsideSubset
                table[key.group(1)] = value
                pos = end.end()
                continue
            pos = _BLANK.match(text, pos).end()  # type: ignore[union-attr]
        return root

    def value(self, pos: int) -> tuple[object, int]:
        text = self.text
        if text.startswith("[", pos):
            if (strings := _STRINGS.match(text, pos)) is not None:
                return _STRING.findall(strings.group()), strings.end()
            if (integers := _INTEGERS.match(text, pos)) is not None:
                return [int(i) for i in _INTEGER.findall(integers.group())], integers.end()
            flat = _FLAT_ARRAY.match(text, pos)
            if flat is not None:
                return [_item(*groups) for groups in _ITEMS.findall(flat.group(1))], flat.end()
            return self.array(pos + 1)
        match = _SCALAR.match(text, pos)
        if match is None:
            raise _OutsideSubset
        return _scalar(match), match.end()

    def array(self, pos: int) -> tuple[list[object], int]:
        text = self.text
        items: list[object] = []
        item: object
        while True:
            pos = _BETWEEN.match(text, pos).end()  # type: ignore[union-attr]
            if text.startswith("]", pos):
                return items, pos + 1
            if text.startswith("[", pos):
                item, pos = self.array(pos + 1)
            else:
                match = _SCALAR.match(text, pos)
                if match is None:
                    raise _OutsideSubset
                item, pos = _scalar(match), match.end()
            items.append(item)
            pos = _BETWEEN.match(text, pos).end()  # type: ignore[union-attr]
            if text.startswith(",", pos):
                pos += 1
            elif text.startswith("]", pos):
                return items, pos + 1
            else:
                raise _OutsideSubset


def _scalar(match: re.Match[str]) -> object:
    return _scalar_of(*match.groups())


def _scalar_of(
    literal: str | None, basic: str | None, whole: str | None, fraction: str | None, boolean: str
) -> object:
    if literal is not None:
        return literal
    if basic is not None:
        return basic
    if whole is not None:
        return int(whole) if fraction is None else Decimal(whole + fraction)
    return boolean == "true"


def _item(literal: str, basic: str, whole: str, fraction: str, boolean: str) -> object:
    if literal or basic:
        return (literal or basic)[1:-1]
    if whole:
        return Decimal(whole + fraction) if fraction else int(whole)
    return boolean == "true"
