"""Bounded numbers from untrusted text: hand files, packs, profiles, settings and the command line.

Every amount the app reads from outside (a file, an option, a typed answer) passes through
here, so no input can make Python build an integer it refuses to print (CPython stops at
4,300 digits), and no amount is beyond what a card room counts:

- :data:`MAX_AMOUNT` is the largest amount, in the smallest unit (10**15: a thousand
  trillion chips, far above any table's stakes);
- :func:`bounded_int` checks a number already read (from TOML, say) and names the field;
- :func:`read_int` reads a command-line or text field of ASCII digits, refusing long text
  before converting it;
- :func:`read_toml` reads TOML text and turns every way it can fail (bad syntax, an integer
  too long for Python, nesting too deep for the reader) into one :class:`InputError` whose
  message is one line, beginning with the source and the line where that is known.

>>> bounded_int(1_600, "starting_stacks[0]")
1600
>>> read_int("9" * 20, "--chips")
Traceback (most recent call last):
...
dealer_trainer.engine.amounts.InputError: --chips: 99999999999999999999 is too large \
(at most 1,000,000,000,000,000)
"""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from typing import Any, Final

__all__ = [
    "MAX_AMOUNT",
    "MAX_DIGITS",
    "InputError",
    "bounded_int",
    "read_int",
    "read_toml",
    "shorten",
    "toml_decimal",
    "toml_failure",
]

MAX_AMOUNT: Final = 10**15
"""The largest amount the app accepts anywhere, in the smallest unit."""

MAX_DIGITS: Final = len(str(MAX_AMOUNT))
"""Digits of :data:`MAX_AMOUNT`: longer digit text is refused before it is converted."""

_LONG_DIGITS: Final = re.compile(r"[0-9_]{200,}")


class InputError(ValueError):
    """Text or a value from outside the app that cannot be used; the message says why."""


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters for a message (``1234…`` with the length)."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


def _too_large(field: str, shown: str) -> InputError:
    return InputError(f"{field}: {shorten(shown)} is too large (at most {MAX_AMOUNT:,})")


def bounded_int(value: object, field: str, *, low: int = 0, high: int = MAX_AMOUNT) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; else :class:`InputError`."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise InputError(f"{field}: expected a whole number, not {shorten(repr(value))}")
    if isinstance(value, Decimal):
        if not value.is_finite() or value != value.to_integral_value():
            raise InputError(f"{field}: expected a whole number, not {shorten(str(value))}")
        if abs(value) > high or value.adjusted() > MAX_DIGITS:
            raise _too_large(field, str(value))
        value = int(value)
    if value > high:
        raise _too_large(field, str(value) if value.bit_length() < 10_000 else "the number")
    if value < low:
        if low == 0:
            raise InputError(f"{field}: {value} is negative; it must be 0 or more")
        raise InputError(f"{field}: {value} is below {low:,}")
    return value


def read_int(text: str, field: str, *, low: int = 0, high: int = MAX_AMOUNT) -> int:
    """A whole number written as ASCII digits (``_`` or ``,`` between groups allowed).

    Longer text than any allowed number is refused before it is converted.
    """
    raw = text.strip()
    body = raw[1:] if raw.startswith("-") else raw
    body = body.replace("_", "").replace(",", "")
    if not body or not body.isascii() or not body.isdigit():
        raise InputError(f"{field}: expected a whole number such as 1600, not {shorten(raw)!r}")
    if len(body.lstrip("0")) > MAX_DIGITS:
        raise _too_large(field, raw)
    value = int(body)
    return bounded_int(-value if raw.startswith("-") else value, field, low=low, high=high)


def _line_of(text: str, position: int) -> int:
    return text.count("\n", 0, position) + 1


def toml_decimal(text: str) -> Decimal:
    """TOML's ``parse_float`` for exact amounts: a Decimal, or ValueError when out of range.

    ``Decimal("1e999999999999999999")`` raises ``InvalidOperation``, which is no ValueError;
    :func:`toml_failure` explains the ValueError raised here instead.
    """
    try:
        return Decimal(text)
    except ArithmeticError:
        raise ValueError(f"the number {shorten(text)} is out of range") from None


def toml_failure(text: str, error: BaseException) -> str:
    """Why TOML text could not be read, in one line (``line 3: ...`` where it is known)."""
    if isinstance(error, tomllib.TOMLDecodeError):
        message = str(error)
        m = re.search(r"\s*\(at line (\d+), column \d+\)", message)
        if m is not None:
            return f"line {m.group(1)}: not valid TOML: {message[: m.start()]}{message[m.end() :]}"
        return f"not valid TOML: {message}"
    if "\x00" in text:
        line = _line_of(text, text.index("\x00"))
        return f"line {line}: holds a NUL byte: not a text file"
    long = _LONG_DIGITS.search(text)
    if long is not None:
        return (
            f"line {_line_of(text, long.start())}: a number {len(long.group()):,} digits long "
            f"is far too large (amounts are at most {MAX_AMOUNT:,})"
        )
    if isinstance(error, RecursionError):
        return "arrays or tables nested too deep to read (not a file this app wrote)"
    if "out of range" in str(error):
        return f"{shorten(str(error), 120)} (amounts are at most {MAX_AMOUNT:,})"
    return f"cannot be read: {shorten(str(error), 120)}"


def read_toml(text: str, source: str, *, decimals: bool = False) -> dict[str, Any]:
    """Parse TOML text; any failure is an :class:`InputError` ``source: line N: why``.

    ``decimals`` reads floats as :class:`~decimal.Decimal` (exact amounts).
    """
    try:
        if decimals:
            return tomllib.loads(text, parse_float=toml_decimal)
        return tomllib.loads(text)
    except (ValueError, RecursionError, OverflowError, MemoryError) as exc:
        raise InputError(f"{source}: {toml_failure(text, exc)}") from None
