"""quiz package."""
