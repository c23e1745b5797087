"""The fuzz suite's budget: a few seconds per test by default, a deep campaign on request.

``pytest --fuzz-long tests/fuzz`` or ``DEALER_TRAINER_FUZZ_LONG=1 pytest tests/fuzz`` runs
10,000 inputs per loader with fresh random seeds; by default each test tries a fixed,
derandomized set of inputs, so CI is repeatable.
"""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--fuzz-long", default=False):
        os.environ["DEALER_TRAINER_FUZZ_LONG"] = "1"
