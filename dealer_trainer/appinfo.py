"""Application identity: the one place that names the app.

The GUI, the command line and the packaging all import these values.
"""

NAME = "Dealer Trainer"
APP_ID = "io.github.dealer_trainer.DealerTrainer"
ORGANIZATION = "Dealer Trainer"
ORGANIZATION_DOMAIN = "dealer-trainer.github.io"
DESKTOP_FILE = APP_ID
VERSION = "0.1.0"
EXECUTABLE = "dealer-trainer"
