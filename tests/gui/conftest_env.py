"""The environment a child process of the app gets in the tests: user folders in tmp_path."""

from __future__ import annotations

import os
from pathlib import Path


def app_env(root: Path) -> dict[str, str]:
    env = dict(os.environ)
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(root / "home"),
        XDG_RUNTIME_DIR=str(runtime),
        XDG_CONFIG_HOME=str(root / "xdg-config"),
        XDG_DATA_HOME=str(root / "xdg-data"),
        DEALER_TRAINER_DATA_DIR=str(root / "data"),
        DEALER_TRAINER_CONFIG_DIR=str(root / "config"),
    )
    return env
