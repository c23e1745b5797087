"""Entry script of the standalone build: the same ``main()`` as the ``dealer-trainer`` command."""

import sys

from dealer_trainer.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
