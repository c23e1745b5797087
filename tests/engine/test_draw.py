"""The draw procedure (issue 18): turn order, the burn, the stub running out, openers.

Robert's Rules of Poker v11 (Lowball, Draw High): players draw in turn from the
first player left of the button; when the stub runs out the dealer reshuffles the
discards of the players who have drawn, never the burn cards and never the
discards of the player now drawing. WSOP 2026 tournament rules (draw games): a
card is burned even when everybody stands pat.
"""

from __future__ import annotations

import dataclasses
import inspect
import random

import pytest

from dealer_trainer.engine.cards import Card, parse_cards
from dealer_trainer.engine.draw import (
    DRAW_RULE,
    DrawError,
    Replacement,
    Stub,
    burn,
    draw_from_stub,
    draw_order,
    has_openers,
    openers_problem,
    replace_cards,
)
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.options import STANDARD, DrawOpeners
from dealer_trainer.engine.state import HandSetup, HandState, IllegalActionError, Stakes


def cards(text: str) -> tuple[Card, ...]:
    parsed = parse_cards(text)
    assert None not in parsed
    return tuple(c for c in parsed if c is not None)


def test_enough_cards_come_off_the_top_of_the_stub() -> None:
    stub = Stub(cards("KdQs9c"), discards=cards("2c"))
    done = replace_cards(stub, 0, cards("7h8h"))
    assert done.dealt == cards("KdQs")
    assert done.reshuffled == () and done.from_new_stub == ()
    assert done.after.cards == cards("9c")
    assert done.after.discards == cards("2c7h8h")  # his discards go to the muck


def test_a_player_who_stands_pat_gets_nothing() -> None:
    stub = Stub(cards("KdQs"))
    done = replace_cards(stub, 2, ())
    assert done.dealt == () and done.after == stub
    assert done.steps == ("p3 stands pat: no cards",)


def test_the_stub_runs_out_p4_wants_three_and_two_remain() -> None:
    # Six-handed triple draw, third draw. The muck holds the earlier discards; two burn
    # cards are out; p4 throws three.
    earlier = cards("2c3c4c5c6c7c")
    burns = cards("AsAh")
    own = cards("KhQhJh")
    stub = Stub(cards("Kd9s"), discards=earlier, burns=burns)
    done = replace_cards(stub, 3, own)
    # he gets the two stub cards, then one from the reshuffled discards
    assert done.from_stub == cards("Kd9s")
    assert len(done.from_new_stub) == 1
    assert done.from_new_stub[0] in earlier
    # the new stub is made of the earlier discards only: no burn, none of his own cards
    assert set(done.reshuffled) == set(earlier)
    assert not set(done.reshuffled) & set(burns)
    assert not set(done.reshuffled) & set(own)
    assert set(done.kept_out) == set(burns) | set(own)
    # afterwards his discards start the new muck; the burns stay burned
    assert done.after.discards == own and done.after.burns == burns
    assert len(done.after.cards) == len(earlier) - 1
    assert "without the burn cards and without p4's own discards" in done.steps[1]


@pytest.mark.parametrize("seed", range(20))
def test_a_shuffled_new_stub_never_gives_back_a_burn_or_his_own_card(seed: int) -> None:
    rng = random.Random(seed)
    deck = list(cards("".join(f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs")))
    rng.shuffle(deck)
    burns, earlier, own, top = deck[:3], deck[3:20], deck[20:24], deck[24:25]
    stub = Stub(tuple(top), discards=tuple(earlier), burns=tuple(burns))
    done = replace_cards(stub, 4, tuple(own), shuffle=rng.shuffle)
    assert len(done.dealt) == 4
    assert not set(done.dealt) & (set(burns) | set(own))
    assert set(done.from_new_stub) <= set(earlier)


def test_an_empty_stub_deals_everything_from_the_reshuffle() -> None:
    stub = Stub((), discards=cards("2c3c4c"))
    done = replace_cards(stub, 0, cards("Kh"))
    assert done.from_stub == () and len(done.from_new_stub) == 1
    assert "deal him nothing from it" in done.steps[0]


def test_a_deck_too_small_is_a_clear_error() -> None:
    stub = Stub(cards("Kd"), discards=cards("2c"))
    with pytest.raises(DrawError, match=r"cannot give p2 3 cards: 1 in the stub and 1 discards"):
        replace_cards(stub, 1, cards("7h8h9h"))


def test_a_discard_already_in_the_muck_is_refused() -> None:
    stub = Stub(cards("Kd"), discards=cards("2c"))
    with pytest.raises(DrawError, match="cannot discard 2c"):
        replace_cards(stub, 0, cards("2c"))


def test_draw_from_stub_deals_what_replace_cards_deals_without_the_words() -> None:
    # off the top of the stub, his discards to the muck; standing pat changes nothing
    stub = Stub(cards("KdQs9c"), discards=cards("2c"), burns=cards("3d"))
    after, dealt = draw_from_stub(stub, 0, cards("7h8h"))
    assert dealt == cards("KdQs")
    assert after == Stub(cards("9c"), cards("2c7h8h"), cards("3d"))
    assert draw_from_stub(stub, 1, ()) == (stub, ())
    # the stub runs out: the new stub is made as replace_cards makes it
    short = Stub(cards("Kd"), discards=cards("2c3c4c5c"), burns=cards("6d"))
    after, dealt = draw_from_stub(short, 3, cards("7h8h9h"))
    done = replace_cards(short, 3, cards("7h8h9h"))
    assert (after, dealt) == (done.after, done.dealt) and dealt[0] == cards("Kd")[0]
    assert not set(dealt) & set(cards("6d7h8h9h"))  # never a burn, never his own card
    with pytest.raises(DrawError, match="cannot discard 2c"):
        draw_from_stub(stub, 2, cards("2c"))


def test_the_burn_comes_first_even_when_everyone_stands_pat() -> None:
    stub, said = burn(Stub(cards("KdQs")))
    assert stub.cards == cards("Qs") and stub.burns == cards("Kd")
    assert said == "burn one card before the first player draws: Kd"
    empty, said = burn(Stub(()))
    assert empty.burns == () and "no card left to burn" in said
    for card in cards("2c3d4h5sTcJdQhKsAcAs9d"):  # each card named as str() names it
        assert burn(Stub((card,)))[1].endswith(f": {card}")


def test_draw_order_starts_left_of_the_button_and_skips_folded_players() -> None:
    hand = HandState(
        HandSetup(GAMES["F2L3D"], Stakes(blinds=(10, 20), small_bet=20, big_bet=40), (1000,) * 5)
    )
    # p3 to act first before the draw (left of the big blind)
    hand.fold()  # p3
    hand.check_or_call()  # p4
    hand.fold()  # p5 (the button)
    hand.check_or_call()  # p1
    hand.check_or_call()  # p2
    assert draw_order(hand) == [0, 1, 3]


# ---------------------------------------------------------------- openers
def test_openers_are_a_pair_of_jacks_or_better() -> None:
    assert has_openers(cards("JcJd7s4h2c"))
    assert not has_openers(cards("TcTd7s4h2c"))
    assert not has_openers(cards("AcKdQsJh9c"))  # ace high does not open
    assert has_openers(cards("5c5d7s7h2c"))
    assert has_openers(cards("6c7d8s9hTc"))


def _draw_hand(profile_openers: DrawOpeners, p3: str) -> HandState:
    profile = STANDARD.with_options(draw_openers=profile_openers.value)
    hand = HandState(
        HandSetup(GAMES["N5CD"], Stakes(blinds=(25, 50)), (2000,) * 4, profile=profile)
    )
    for i, text in enumerate(("2s3s8d9hQd", "4c5c6dKh3h", p3, "AcAdKcKd8h")):
        hand.deal_hole(i, cards(text))
    return hand


def test_jackpots_refuse_an_open_without_openers() -> None:
    hand = _draw_hand(DrawOpeners.JACKS_OR_BETTER, "TcTd7s4h2c")
    with pytest.raises(IllegalActionError, match="pair of jacks or better"):
        hand.raise_to(150)
    assert openers_problem(hand, 2) is not None
    hand.check_or_call()  # he may still call the blind
    hand.raise_to(200)  # p4 opens with aces up
    assert openers_problem(hand, 0) is None  # once opened, anyone may raise


def test_openers_are_not_needed_without_jackpots() -> None:
    hand = _draw_hand(DrawOpeners.NONE, "TcTd7s4h2c")
    hand.raise_to(150)
    assert hand.level == 150
    with_jacks = _draw_hand(DrawOpeners.JACKS_OR_BETTER, "JcJd7s4h2c")
    with_jacks.raise_to(150)
    assert with_jacks.level == 150


def test_the_stub_and_a_replacement_are_made_with_fast_init() -> None:
    # made for every draw of a dealt hand: engine/frozen.py's __init__ (it sets each slot
    # through a ``_set_<field>`` of its own), with the dataclass's parameters and values
    for cls in (Stub, Replacement):
        names = [f.name for f in dataclasses.fields(cls)]
        assert f"_set_{names[0]}" in cls.__init__.__globals__
        assert list(inspect.signature(cls).parameters) == names
    top = cards("AsKsQs")
    stub = Stub(top)
    assert (stub.cards, stub.discards, stub.burns) == (top, (), ())
    assert stub == Stub(cards=top, discards=(), burns=())
    with pytest.raises(dataclasses.FrozenInstanceError):
        stub.cards = ()  # type: ignore[misc]
    done = replace_cards(stub, 0, cards("2c"))
    assert done.rule == DRAW_RULE and done.dealt == top[:1]
