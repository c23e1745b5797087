"""``min_raise`` asks whether a call came after the last raise with ``_called_after``,
which looks up only the calls' places: checked against the scan it replaced (every move's
place looked up) after every action of the hands the quiz deals."""

from __future__ import annotations

from dealer_trainer.engine.state import ActionKind, HandState, Move
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds.base import Ctx
from dealer_trainer.quiz.kinds.bets import _called_after


def _scanned(now: list[Move], move: Move) -> bool:
    """The scan ``min_raise`` made before: every move's place compared with ``move``'s."""
    return any(m.kind is ActionKind.CALL for m in now if now.index(m) > now.index(move))


def test_called_after_is_the_scan() -> None:
    settings = Settings(kinds=("min_raise", "to_call", "side_pots"))
    compared = called = 0
    for seed in range(12):
        gen = Generator(seed, settings)
        for n in range(10):
            q = gen.question(n)
            assert q.situation is not None
            full = q.situation.hand()
            again = HandState(full.setup)
            for entry in full.record:
                again.apply(entry)
                now = Ctx(again).now
                for move in now:
                    got = _called_after(now, move)
                    assert got == _scanned(now, move), (q.id, entry, move)
                    compared += 1
                    called += got
    assert compared > 1000 and called > 0  # many moments, some with a call after the move
