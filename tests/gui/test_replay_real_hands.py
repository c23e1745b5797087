"""Real hands replayed through the window's question layer: every moment asks and grades."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dealer_trainer.gui.questions import ReplaySession, grade


def test_shared_hands_replay_with_a_question_before_each_betting_action(shared_dir: Path) -> None:
    files = sorted((shared_dir / "phh").rglob("*.phh*"))
    assert files
    kinds: Counter[str] = Counter()
    for path in files[::16]:
        session = ReplaySession(path)
        while (asked := session.next()) is not None or session.take_end() is not None:
            if asked is None:  # a hand's end: the replay goes on with the next hand
                continue
            kinds[asked.kind] += 1
            assert asked.id.startswith("phh:")
            assert asked.table.seats and asked.story
            result = grade(asked, asked.answer_lines, 1_000)
            assert result.correct, f"{path.name} {asked.id}: {asked.answer_lines}"
            assert result.rule_links
    assert {"to_call", "min_raise", "pot_count"} <= set(kinds)
