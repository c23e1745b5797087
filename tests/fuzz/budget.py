"""How hard the fuzz tests try, and the mutations they apply to real files."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

LONG = os.environ.get("DEALER_TRAINER_FUZZ_LONG", "") not in ("", "0")
"""The deep campaign (``--fuzz-long`` or ``DEALER_TRAINER_FUZZ_LONG=1``)."""


def fuzz(examples: int) -> settings:
    """Hypothesis settings: ``examples`` inputs in CI (derandomized), 10,000 in the deep run."""
    return settings(
        max_examples=10_000 if LONG else examples,
        deadline=None,
        derandomize=not LONG,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


NASTY = [
    "9" * 4301,
    "9" * 40,
    "-5",
    "\x00",
    "[" * 3000,
    "{" * 3000,
    "\ufeff",
    "\u202e",
    "1e999",
    "nan",
    "inf",
    "٣",
    "５００",
    "²",
    "①",
    '"',
    "'''",
    "\\u0000",
    "=1+1",
    "\r\n",
]
"""Fragments that broke a loader once, or are known to break loaders."""


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """``text`` with a few random edits: fragments inserted, slices deleted or repeated."""
    out = text
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(out)))
        op = draw(st.sampled_from(("insert", "nasty", "delete", "repeat", "digits", "byte")))
        if op == "insert":
            out = out[:at] + draw(st.text(max_size=12)) + out[at:]
        elif op == "nasty":
            out = out[:at] + draw(st.sampled_from(NASTY)) + out[at:]
        elif op == "delete":
            end = draw(st.integers(at, min(len(out), at + 40)))
            out = out[:at] + out[end:]
        elif op == "repeat":
            end = draw(st.integers(at, min(len(out), at + 20)))
            out = out[:at] + out[at:end] * draw(st.integers(2, 50)) + out[end:]
        elif op == "digits":
            out = out[:at] + "9" * draw(st.sampled_from((16, 17, 300, 4300, 4301))) + out[at:]
        else:
            out = out[:at] + chr(draw(st.integers(0, 0x10FFFF))) + out[at:]
    return out


def one_line(message: str) -> bool:
    """A message fit for one line of a terminal or a status bar."""
    return bool(message.strip()) and "\n" not in message.strip() and "Traceback" not in message
