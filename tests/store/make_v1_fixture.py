"""Make ``data/progress-v1.sqlite3``: a progress database as schema version 1 wrote it.

Version 1 is written here by hand, not by the store's code, so the fixture stays what an
early trainer left on a laptop however the store changes. Run it again only to change the
fixture (``python tests/store/make_v1_fixture.py``), then update the migration test.

Version 1 kept the time taken in seconds (a float), ``answered_at`` in Unix seconds, and
trainee names unique only as typed ("Ana" and "ana" were two trainees).
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

FIXTURE = Path(__file__).resolve().parent / "data" / "progress-v1.sqlite3"

SCHEMA_V1 = """
CREATE TABLE trainees (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    question_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    skill TEXT NOT NULL,
    variant TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER NOT NULL,
    mistake TEXT,
    seconds REAL NOT NULL,
    answered_at INTEGER NOT NULL
);
CREATE INDEX answers_by_trainee ON answers (trainee_id, answered_at);
PRAGMA user_version = 1;
"""

TRAINEES = [(1, "Ana"), (2, "ben"), (3, "ana")]
"""Trainee 3 is trainee 1 typed in lower case: version 2 merges them."""

JAN_1_2026 = 1767225600  # 2026-01-01T00:00:00Z

ANSWERS = [
    # id, trainee, question, kind, skill, variant, answer, correct, mistake, seconds, at
    (1, 1, "seed:7:1", "to_call", "betting", "NT", "600", 1, None, 2.4, JAN_1_2026 + 60),
    (
        2,
        1,
        "seed:7:2",
        "pot_size",
        "pots",
        "NT",
        "1450",
        0,
        "forgot_dead_blind",
        7.25,
        JAN_1_2026 + 120,
    ),
    (3, 2, "seed:9:1", "min_raise", "betting", "FT", "400", 1, None, 3.0, JAN_1_2026 + 130),
    (
        4,
        3,
        "seed:7:3",
        "side_pot",
        "side_pots",
        "NT",
        "300/900",
        1,
        None,
        11.5,
        JAN_1_2026 + 86400 + 5,
    ),
    (
        5,
        2,
        "pack:level-1:4",
        "side_pot",
        "side_pots",
        "NT",
        "é 1 200",
        0,
        None,
        0.0004,
        JAN_1_2026 + 86400 + 7,
    ),
]


def make(path: Path = FIXTURE) -> Path:
    """Write the version 1 database at ``path`` (replacing it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    conn = sqlite3.connect(path)
    try:
        conn.executescript(SCHEMA_V1)
        conn.executemany("INSERT INTO trainees (id, name) VALUES (?, ?)", TRAINEES)
        conn.executemany("INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", ANSWERS)
        conn.commit()
        conn.execute("VACUUM")
    finally:
        conn.close()
    return path


if __name__ == "__main__":
    print(make(Path(sys.argv[1]) if len(sys.argv) > 1 else FIXTURE))
