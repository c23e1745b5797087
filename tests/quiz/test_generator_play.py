"""What the generator's policy reads at every action, kept by the hand, equals what the
record and the chips say.

The policy weighs each action by the bets and raises already made on the street and by the
pot: the hand counts them as they are made (``HandState.aggressive``) rather than the policy
walking the record back to the street's first move each time, and adds up the pot as chips
go in (``HandState.pot_total``) rather than summing every player's chips each time. Many
generated hands of every variant are played, and after every action each is compared with
the record's count and the chips' sum. Whether anybody else could call a raise, asked before
every action, is read round the table from the next seat: it is compared with any() over
every seat, for every player.
"""

from __future__ import annotations

import inspect

from dealer_trainer.engine.options import STANDARD
from dealer_trainer.engine.state import ActionKind, HandState, RaiseBlock
from dealer_trainer.quiz import generator
from dealer_trainer.quiz.generator import compatible_variants
from dealer_trainer.quiz.prng import Prng

_AGGRESSIVE = {ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE}


def _walked(hand: HandState) -> int:
    """Bets, raises and completions of this street, read from the record."""
    return sum(1 for m in hand.moves if m.street == hand.street and m.kind in _AGGRESSIVE)


def _nobody_to_raise(hand: HandState, i: int) -> bool:
    """No other player still in has a chip beyond the current bet (any() over the seats)."""
    return not any(
        not hand.folded[j] and j != i and hand.bets[j] + hand.stacks[j] > hand.level
        for j in range(hand.n)
    )


def test_the_hand_counts_bets_and_the_pot_as_the_record_and_the_chips_do() -> None:
    actions = counted = streets = nobody = 0
    for kind in ("showdown", "side_pots", "limit_bet", "stud_amounts", "pot_limit_max"):
        for vid in compatible_variants(kind):
            for seed in range(12):
                sim = generator._Sim(vid, kind, 1 + seed % 5, STANDARD, Prng(seed), seed % 2)
                hand = sim.hand
                assert hand.aggressive == _walked(hand) == 0
                assert hand.pot_total() == sum(hand.live) + sum(hand.dead)
                for _ in range(200):
                    if hand.finished:
                        break
                    if hand.actor is None:
                        sim.catch_up()
                        if hand.actor is None:
                            break
                        continue
                    street = hand.street
                    sim.act()
                    actions += 1
                    if hand.finished:  # past the last round: the last street's count stays
                        break
                    assert hand.pot_total() == sum(hand.live) + sum(hand.dead)
                    assert hand.aggressive == _walked(hand)
                    for i in range(hand.n):  # read round the table from the next seat
                        if hand.stacks[i] > hand.level - hand.bets[i]:
                            blocked = hand._raise_blocked(i) is RaiseBlock.NO_OPPONENT_TO_RAISE
                            assert blocked == _nobody_to_raise(hand, i)
                            nobody += blocked
                    counted += hand.aggressive > 1
                    streets += hand.street != street
                    if hand.street > sim.dealt_street or hand.finished:
                        sim.catch_up()
    # hands of every kind of street: re-raised ones, and streets ended with a count to forget
    assert actions > 2_000 and counted > 100 and streets > 300 and nobody > 100


def test_kinds_the_worth_asking_test_passes_over_are_always_worth_asking() -> None:
    # _build skips _worth_asking_hand for the kinds outside _WORTH_TESTED: for them it must
    # answer True whatever the hand (and it tests every kind listed)
    sims = [
        generator._Sim(vid, "to_call", 3, STANDARD, Prng(seed), 1)
        for seed, vid in enumerate(("NT", "FT", "PO", "F7S", "NT@spread_limit", "N5CD"))
    ]
    checked = 0
    for kind in generator.GENERATED_KINDS:
        for sim in sims:
            hand = sim.hand
            if hand.actor is None or hand.bring_in_due:
                continue
            worth = generator._worth_asking_hand(kind, hand, sim.forced, 1)
            if kind not in generator._WORTH_TESTED:
                assert worth is True
                checked += 1
    assert checked >= 5 * len(sims)
    source = inspect.getsource(generator._worth_asking_hand)
    for kind in generator._WORTH_TESTED:
        assert f'"{kind}"' in source
