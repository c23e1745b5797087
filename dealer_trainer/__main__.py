"""``python -m dealer_trainer`` and the ``dealer-trainer`` command."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: the command line, or the app's window when no command is given."""
    from dealer_trainer.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
