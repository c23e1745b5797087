"""GUI tests: guard against the binding's ``None`` reference leak before any Qt call."""

from __future__ import annotations

from dealer_trainer.gui.compat import guard_none_refcount

guard_none_refcount()
