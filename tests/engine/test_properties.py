"""Invariants of the hand state over random legal play (Hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.engine import phh
from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.engine.replay import replay, to_history
from dealer_trainer.engine.state import HandState

from .tables import table

DECK = [Card(rank, suit) for rank in range(2, 15) for suit in Suit]

GAMES = [
    ("NT", None),
    ("PO", None),
    ("FT", None),
    ("NT", Structure.SPREAD_LIMIT),
    ("NT", Structure.POT_LIMIT),
    ("F7S", None),
    ("FR", None),
    ("F2L3D", None),
]


@st.composite
def hands(draw: st.DrawFn) -> tuple[HandState, list[int]]:
    code, structure = draw(st.sampled_from(GAMES))
    n = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(1, 3000), min_size=n, max_size=n))
    profile = draw(st.sampled_from(sorted(BUILTIN_PROFILES.values(), key=lambda p: p.name)))
    stakes: dict[str, object] = {}
    if code in ("F7S", "FR"):
        stakes.update(antes=(draw(st.integers(0, 5)),) * n, bring_in=5, small_bet=10, big_bet=20)
    else:
        bb = draw(st.sampled_from([2, 10, 100]))
        stakes.update(blinds=(bb // 2, bb), min_bet=bb)
        if draw(st.booleans()):
            stakes["antes"] = (draw(st.integers(1, bb)),) * n
        if code in ("FT", "F2L3D"):
            stakes.update(small_bet=bb, big_bet=2 * bb, min_bet=0)
        if structure is Structure.SPREAD_LIMIT:
            stakes.update(spread=(bb, 5 * bb))
    hand = table(stacks, game=code, structure=structure, profile=profile, **stakes)
    return hand, stacks


def _deal_stud_street(hand: HandState, deck: list[Card]) -> None:
    need = len(hand.game.streets[hand.street].hole)
    for i in hand.in_hand():
        hand.deal_hole(i, [deck.pop() for _ in range(need)])


def _play(hand: HandState, data: st.DataObject, starting: list[int]) -> None:
    deck = list(DECK)
    deck = data.draw(st.permutations(deck))
    for _ in range(200):
        if hand.finished:
            break
        if hand.actor is None:
            if hand.game.stud and hand.street < 5:
                _deal_stud_street(hand, deck)
                continue
            break
        before_increment, before_street = hand.increment, hand.street
        to_call = hand.to_call()
        assert 0 <= to_call <= hand.stacks[hand.actor]
        choices = ["call"]
        if not hand.bring_in_due:
            choices.append("fold")
        if hand.bring_in_due:
            choices.append("bring_in")
        if hand.can_raise():
            choices.append("raise")
            lo, hi = hand.min_raise_to(), hand.max_raise_to()
            assert lo is not None and hi is not None and lo <= hi
            assert hi <= hand.bets[hand.actor] + hand.stacks[hand.actor]
            if hand.structure in (Structure.NO_LIMIT, Structure.POT_LIMIT):
                assert lo == min(hand.level + hand.increment, hi)
        choice = data.draw(st.sampled_from(choices))
        if choice == "call" and hand.bring_in_due:
            choice = "bring_in"
        if choice == "fold":
            hand.fold()
        elif choice == "call":
            hand.check_or_call()
        elif choice == "bring_in":
            hand.post_bring_in()
        else:
            lo, hi = hand.min_raise_to(), hand.max_raise_to()
            assert lo is not None and hi is not None
            if hand.structure is Structure.FIXED_LIMIT:
                amount = data.draw(st.sampled_from(sorted({lo, hi})))
            else:
                amount = data.draw(st.integers(lo, hi))
            hand.raise_to(amount)
            if hand.street == before_street and hand.structure is not Structure.FIXED_LIMIT:
                # a full raise never lowers the street's raise increment
                assert hand.increment >= before_increment
        _check(hand, starting)


def _check(hand: HandState, starting: list[int]) -> None:
    # chips are conserved: stacks + pot = starting stacks
    assert sum(hand.stacks) + hand.pot_total() == sum(starting)
    # pots plus the uncalled bet add up to the pot
    split = hand.pots()
    assert split.total == hand.pot_total()
    assert all(p.amount > 0 for p in split.pots) or sum(p.amount for p in split.pots) == 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands(), st.data())
def test_chips_are_conserved_and_pots_add_up(made, data):
    hand, starting = made
    _check(hand, starting)
    _play(hand, data, starting)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands(), st.data())
def test_phh_round_trip_gives_the_same_state(made, data):
    hand, starting = made
    _play(hand, data, starting)
    history = phh.loads(phh.dumps(to_history(hand)))
    again = replay(history, hand.profile)
    assert again.stacks == hand.stacks
    assert again.live == hand.live and again.dead == hand.dead
    assert again.folded == hand.folded
    assert again.street == hand.street and again.actor == hand.actor
    assert again.pots() == hand.pots()
