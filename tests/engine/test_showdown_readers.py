"""The showdown's quicker paths give what the plain working gives (``engine.showdown``).

``_best`` finds the best hands in one pass (``_Readers.best`` the same, reading as it goes),
``_Readers._shares`` gives a lone winner the whole amount without splitting it, and
``_Readers.cards`` finds unseen cards without comparing each card with None. These tests deal showdowns of every game and compare each
with the plain working it replaced.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_trainer.engine import evaluate as ev
from dealer_trainer.engine.games import Evaluation
from dealer_trainer.engine.showdown import Share, _best, _Readers, split_amount
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.generator import Generator, Settings


def _showdown_hands(count: int) -> list[HandState]:
    out: list[HandState] = []
    for seed in (5, 2026):
        gen = Generator(seed, Settings(kinds=("showdown",)))
        for n in range(count):
            situation = gen.question(n).situation
            assert situation is not None
            out.append(situation.hand())
    return out


def _plain_best(read: Sequence[tuple[ev.Hand | None, int]]) -> list[int]:
    qualified = [(h, i) for h, i in read if h is not None]
    if not qualified:
        return []
    top = max(h.key for h, _ in qualified)
    return [i for h, i in qualified if h.key == top]


def _plain_shares(
    readers: _Readers, amount: int, winners: list[int], how: Evaluation, half: str | None
) -> tuple[Share, ...]:
    ordered = readers._odd_chip_order(winners, how)
    amounts = split_amount(amount, ordered, readers.unit)
    return tuple(
        Share(i, a, readers._name(i, how), half) for i, a in zip(ordered, amounts, strict=True)
    )


def test_the_quicker_paths_agree_with_the_plain_working() -> None:
    games: set[str] = set()
    ties = lone = 0
    for hand in _showdown_hands(700):
        games.add(hand.game.code)
        readers = _Readers(hand)
        players = [i for i in hand.in_hand() if i not in hand.mucked]
        for i in players:
            hole = hand.hole[i]
            assert readers.cards(i) == [c for c in hole if c is not None]
        for how in hand.game.evaluations:
            read = [(readers.read(i, how), i) for i in players]
            winners = _best(read)
            assert winners == _plain_best(read)
            assert readers.best(players, how) == winners  # reading as it goes
            # every pair too: side pots are contested by fewer players
            for k in range(len(read)):
                for j in range(k + 1, len(read)):
                    assert _best([read[k], read[j]]) == _plain_best([read[k], read[j]])
                    pair = [players[k], players[j]]
                    assert readers.best(pair, how) == _plain_best([read[k], read[j]])
            if not winners:
                continue
            for amount in (hand.stakes.chip_unit * 7 + 1, 1000):
                for half in (None, "high"):
                    got = readers._shares(amount, winners, how, half)
                    assert got == _plain_shares(readers, amount, winners, how, half)
            ties += len(winners) > 1
            lone += len(winners) == 1
    assert len(games) >= 8 and ties and lone
