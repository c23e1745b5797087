"""One record of the hand: HandState keeps typed entries and writes PHH when asked.

The PHH notation is the standard's (phh.readthedocs.io, "Actions"): ``d dh p1 AhKh``
deals hole cards, ``d db`` the board, ``pN f`` folds, ``pN cc`` checks or calls,
``pN cbr X`` completes, bets or raises to X, ``pN pb`` posts the bring-in, ``pN sd``
discards, ``pN sm`` shows or mucks (``-``).
"""

from __future__ import annotations

import pytest

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.phh import parse_action
from dealer_trainer.engine.replay import apply_action
from dealer_trainer.engine.state import (
    ActionKind,
    Deal,
    Discard,
    HandSetup,
    HandState,
    IllegalActionError,
    Move,
    Show,
    Stakes,
)
from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings


def _nl01() -> HandState:
    """Poker TDA Rules 2024, Rule 43, example 1 (the corpus example), to the flop raises."""
    hand = HandState(
        HandSetup(GAMES["NT"], stakes=Stakes(blinds=(100, 200)), starting_stacks=(20_000,) * 4)
    )
    hand.deal_holes((i, (None, None)) for i in range(4))
    for _ in range(4):
        hand.check_or_call()
    hand.deal_board(parse_cards("Ah9h5h"))
    hand.raise_to(600)
    hand.raise_to(1_600)
    hand.fold()
    return hand


def test_the_record_is_typed_and_the_log_is_its_phh() -> None:
    hand = _nl01()
    assert hand.record[:4] == [Deal((None, None), i) for i in range(4)]
    assert hand.record[4] == Move(2, ActionKind.CALL, 200, 200, False, 0)
    assert hand.record[8] == Deal(parse_cards("Ah9h5h"))
    assert hand.record[-1] == Move(2, ActionKind.FOLD, 0, 0, False, 1)
    assert hand.log == (
        "d dh p1 ????",
        "d dh p2 ????",
        "d dh p3 ????",
        "d dh p4 ????",
        "p3 cc",
        "p4 cc",
        "p1 cc",
        "p2 cc",
        "d db Ah9h5h",
        "p1 cbr 600",
        "p2 cbr 1600",
        "p3 f",
    )
    # the betting actions are the same objects as in the record, in order
    assert hand.moves == [e for e in hand.record if isinstance(e, Move)]


def test_the_log_follows_the_record_as_it_grows() -> None:
    hand = _nl01()
    before = hand.log
    hand.check_or_call()
    assert hand.log == (*before, "p4 cc")
    assert len(hand.log) == len(hand.record)


def test_discards_and_shows_are_written_as_phh() -> None:
    assert Discard(0, parse_cards("2c3d")).phh() == "p1 sd 2c3d"
    assert Discard(1, ()).phh() == "p2 sd"  # standing pat
    assert Show(2, None).phh() == "p3 sm -"
    assert Show(0, parse_cards("AhKh")).phh() == "p1 sm AhKh"
    assert Deal(parse_cards("Tc"), None).phh() == "d db Tc"
    assert Move(1, ActionKind.BRING_IN, 5, 5, False, 0).phh() == "p2 pb"
    assert Move(0, ActionKind.COMPLETE, 30, 25, False, 0).phh() == "p1 cbr 30"


def test_a_record_applied_again_checks_each_entry() -> None:
    hand = _nl01()
    bad = [*hand.record[:-1], Move(0, ActionKind.FOLD, 0, 0, False, 1)]  # p1 out of turn
    with pytest.raises(IllegalActionError, match="p1 cannot fold: it is p3's turn"):
        HandState.replayed(hand.setup, bad)


def _questions_hands(count: int) -> list[HandState]:
    hands = []
    for kind in GENERATED_KINDS:
        gen = Generator(14, Settings(kinds=(kind,)))
        for n in range(count):
            q = gen.question(n)
            if q.situation is not None:
                hands.append(q.situation.hand())
    return hands


def test_replaying_the_record_and_reading_its_phh_make_the_same_hand() -> None:
    """Every kind's hands: the typed record replayed, and its PHH read back and applied
    (the path a written hand takes), give the same stacks, pots, turn and record."""
    hands = _questions_hands(6)
    assert len(hands) > 60
    for hand in hands:
        again = HandState.replayed(hand.setup, hand.record)
        read = HandState(hand.setup)
        for k, text in enumerate(hand.log):
            action = parse_action(text, index=k)
            assert action is not None
            apply_action(read, action)
        for other in (again, read):
            assert other.record == hand.record
            assert other.log == hand.log
            assert other.stacks == hand.stacks
            assert other.pots() == hand.pots()
            assert other.actor == hand.actor
            assert other.finished == hand.finished
