"""What a practice session asks: a small value the window keeps and the settings remember."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["SessionConfig"]


@dataclass(frozen=True)
class SessionConfig:
    """What a practice session asks: every field empty means all."""

    kinds: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    structures: tuple[str, ...] = ()
    difficulties: tuple[int, ...] = (1, 2, 3, 4, 5)
    profile: str = "standard"
    """A built-in profile name or a profile file path."""
    seed: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "kinds": list(self.kinds),
            "variants": list(self.variants),
            "structures": list(self.structures),
            "difficulties": list(self.difficulties),
            "profile": self.profile,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SessionConfig:
        """Read back :meth:`as_dict`; anything malformed gives the defaults."""
        if not isinstance(data, dict):
            return cls()

        def strings(key: str) -> tuple[str, ...]:
            value = data.get(key, [])
            return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()

        diffs = data.get("difficulties", [1, 2, 3, 4, 5])
        difficulties = tuple(
            d for d in (diffs if isinstance(diffs, list) else []) if d in (1, 2, 3, 4, 5)
        )
        profile = data.get("profile", "standard")
        return cls(
            kinds=strings("kinds"),
            variants=strings("variants"),
            structures=strings("structures"),
            difficulties=difficulties or (1, 2, 3, 4, 5),
            profile=profile if isinstance(profile, str) else "standard",
        )
