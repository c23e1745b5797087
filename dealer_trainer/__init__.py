"""Dealer Trainer: train poker dealers on pots, calls, raises and rulings."""

from dealer_trainer.appinfo import VERSION as __version__

__all__ = ["__version__"]
