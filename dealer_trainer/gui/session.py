"""What a practice session asks: a small value the window keeps and the settings remember."""

from __future__ import annotations

from dataclasses import dataclass

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
    """A seed deals the same questions again (an instructor's set); None deals new ones."""
    count: int = 0
    """Questions in the session; 0 goes on until the trainee stops."""
    adaptive: bool = True
    """Practice more of what the trainee gets wrong (the quiz's adaptive practice)."""

    def as_dict(self) -> dict[str, object]:
        return {
            "kinds": list(self.kinds),
            "variants": list(self.variants),
            "structures": list(self.structures),
            "difficulties": list(self.difficulties),
            "profile": self.profile,
            "seed": self.seed,
            "count": self.count,
            "adaptive": self.adaptive,
        }

    @classmethod
    def from_dict(cls, data: object) -> SessionConfig:
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
        seed = data.get("seed")
        count = data.get("count", 0)
        adaptive = data.get("adaptive", True)
        return cls(
            kinds=strings("kinds"),
            variants=strings("variants"),
            structures=strings("structures"),
            difficulties=difficulties or (1, 2, 3, 4, 5),
            profile=profile if isinstance(profile, str) else "standard",
            seed=seed if isinstance(seed, int) and not isinstance(seed, bool) else None,
            count=count if isinstance(count, int) and 0 <= count <= 1000 else 0,
            adaptive=adaptive if isinstance(adaptive, bool) else True,
        )
