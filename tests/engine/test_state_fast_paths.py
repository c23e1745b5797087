"""The actions' fast paths give the same hand as the checked paths they skip.

``check_or_call``, ``fold`` and ``raise_to`` skip their turn checks when the player named is
the one to act (no bring-in due), and ``check_or_call`` pays the call written out rather
than through ``to_call`` and ``_pay``. Each test plays many random hands twice: once naming
the actor (the fast paths), once naming nobody (the checked paths), and compares the two
after every action, and each call with what ``to_call`` said before it. The record's PHH
texts, looked up in tables, are compared with the same texts written with f-strings.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.engine.state import (
    ActionKind,
    Deal,
    Discard,
    HandSetup,
    HandState,
    IllegalActionError,
    Move,
    Record,
    Show,
    Stakes,
)

_SETUPS = [
    ("NT", Structure.NO_LIMIT, Stakes(blinds=(50, 100))),
    ("NT", Structure.POT_LIMIT, Stakes(blinds=(50, 100), antes=(10,))),
    ("NT", Structure.FIXED_LIMIT, Stakes(blinds=(50, 100), small_bet=100, big_bet=200)),
    ("F7S", Structure.FIXED_LIMIT, Stakes(antes=(10,), bring_in=25, small_bet=50, big_bet=100)),
]


def _state(hand: HandState) -> tuple[object, ...]:
    return (
        hand.record,
        hand.stacks,
        hand.bets,
        hand.live,
        hand.folded,
        hand.acted,
        hand.actor,
        hand.street,
        hand.level,
        hand.finished,
        hand.bring_in_due,
    )


@pytest.mark.parametrize("variant, structure, stakes", _SETUPS)
def test_naming_the_actor_plays_as_naming_nobody(
    variant: str, structure: Structure, stakes: Stakes
) -> None:
    rng = random.Random(7)
    calls = checks = 0
    for _ in range(150):
        n = rng.randint(2, 6)
        stacks = tuple(rng.choice((30, 120, 400, 1_000, 5_000)) for _ in range(n))
        antes = (10,) * n if stakes.antes else ()  # every player antes
        setup = HandSetup(GAMES[variant], replace(stakes, antes=antes), stacks, structure)
        fast, slow = HandState(setup), HandState(setup)
        deck = [Card(rank, Suit(suit)) for rank in range(2, 15) for suit in range(4)]
        rng.shuffle(deck)
        dealt = -1
        while not fast.finished:
            if fast.game.stud and dealt < fast.street:  # stud: the street's cards, seen
                dealt = fast.street
                count = len(fast.game.streets[dealt].hole)
                deals = [(i, [deck.pop() for _ in range(count)]) for i in fast.in_hand()]
                fast.deal_holes(deals)
                slow.deal_holes(deals)
                assert _state(fast) == _state(slow)
            if fast.actor is None:
                break
            a = fast.actor
            owed = fast.to_call(a)
            roll = rng.random()
            if fast.bring_in_due:
                fast.post_bring_in(a)
                slow.post_bring_in()
            elif roll < 0.2 and owed:
                fast.fold(a)
                slow.fold()
            elif roll < 0.45 and fast.can_raise(a):
                low, high = fast.min_raise_to(a), fast.max_raise_to(a)
                assert low is not None and high is not None
                target = rng.choice((low, high))
                fast.raise_to(target, a)
                slow.raise_to(target)
            else:
                stack, bet, live = fast.stacks[a], fast.bets[a], fast.live[a]
                fast.check_or_call(a)
                slow.check_or_call()
                move = fast.moves[-1]
                assert move.added == owed == stack - fast.stacks[a]
                assert owed == move.to - bet == fast.live[a] - live
                assert move.kind is (ActionKind.CALL if owed else ActionKind.CHECK)
                calls += bool(owed)
                checks += not owed
            assert _state(fast) == _state(slow)
    assert calls > 100 and checks > 100


def _plain_cards(cards: tuple[Card | None, ...]) -> str:
    return "".join("??" if c is None else str(c) for c in cards)


def _plain_phh(entry: Record) -> str:
    """Each entry's PHH text as first written, with f-strings (the tables must agree)."""
    if isinstance(entry, Move):
        code = {"fold": "f", "check": "cc", "call": "cc", "bring_in": "pb"}.get(entry.kind.value)
        if code is None:
            return f"p{entry.player + 1} cbr {entry.to}"
        return f"p{entry.player + 1} {code}"
    if isinstance(entry, Deal):
        if entry.player is None:
            return f"d db {_plain_cards(entry.cards)}"
        return f"d dh p{entry.player + 1} {_plain_cards(entry.cards)}"
    if isinstance(entry, Discard):
        return f"p{entry.player + 1} sd {_plain_cards(entry.cards)}".rstrip()
    if entry.cards is None:
        return f"p{entry.player + 1} sm -"
    return f"p{entry.player + 1} sm {_plain_cards(entry.cards)}".rstrip()


def test_record_texts_match_plain_formatting() -> None:
    rng = random.Random(3)
    deck = [Card(rank, Suit(suit)) for rank in range(2, 15) for suit in range(4)]
    entries: list[Record] = []
    for player in range(-1, 40):  # past the players the tables hold
        for kind in ActionKind:
            entries.append(Move(player, kind, rng.randint(1, 10**7), 5, False, 0))
        for count in range(6):
            for seen in ("none", "some", "all"):
                cards = tuple(
                    rng.choice(deck) if seen == "all" or (seen == "some" and k % 2) else None
                    for k in range(count)
                )
                entries += [Deal(cards, player), Deal(cards), Discard(player, cards)]
                entries.append(Show(player, cards))
        entries.append(Show(player, None))
    assert len(entries) > 3_000
    for entry in entries:
        assert entry.phh() == _plain_phh(entry), entry


@pytest.mark.parametrize("variant, structure, stakes", _SETUPS)
def test_deal_unseen_deals_as_deal_holes(
    variant: str, structure: Structure, stakes: Stakes
) -> None:
    # the usual deal of cards nobody sees, street by street, through both methods
    rng = random.Random(11)
    streets = 0
    for _ in range(60):
        n = rng.randint(2, 7)
        stacks = tuple(rng.choice((30, 120, 400, 1_000, 5_000)) for _ in range(n))
        antes = (10,) * n if stakes.antes else ()
        setup = HandSetup(GAMES[variant], replace(stakes, antes=antes), stacks, structure)
        fast, slow = HandState(setup), HandState(setup)
        dealt = -1
        while not fast.finished and fast.street < len(fast.game.streets):
            if dealt < fast.street:
                dealt = fast.street
                k = len(fast.game.streets[dealt].hole)
                if k:
                    players = fast.in_hand() if dealt else list(range(n))
                    fast.deal_unseen(players, k)
                    slow.deal_holes([(i, (None,) * k) for i in players])
                    streets += 1
                assert _state(fast) == _state(slow)
                assert fast.hole == slow.hole and fast.actor_unseen == slow.actor_unseen
                assert [type(r) for r in fast.record] == [type(r) for r in slow.record]
            if fast.actor is None:
                break
            if rng.random() < 0.3 and fast.to_call() > 0:
                fast.fold()
                slow.fold()
            else:
                fast.check_or_call()
                slow.check_or_call()
            assert _state(fast) == _state(slow)
    assert streets >= 40
    with pytest.raises(IllegalActionError, match="no player p9"):
        HandState(setup).deal_unseen([8], 2)
