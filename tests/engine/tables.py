"""Small helpers to set up tables for the rule tests."""

from __future__ import annotations

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.games import GAMES, Structure
from dealer_trainer.engine.options import STANDARD, VenueProfile
from dealer_trainer.engine.state import HandSetup, HandState, Stakes


def table(
    stacks: tuple[int, ...] | list[int],
    *,
    game: str = "NT",
    structure: Structure | None = None,
    profile: VenueProfile = STANDARD,
    **stakes: object,
) -> HandState:
    """A hand at the start: forced bets posted, nobody has acted."""
    return HandState(
        HandSetup(
            GAMES[game],
            stakes=Stakes(**stakes),  # type: ignore[arg-type]
            starting_stacks=tuple(stacks),
            structure=structure,
            profile=profile,
        )
    )


def play(hand: HandState, *steps: str) -> HandState:
    """Apply steps such as ``"p3 cbr 600"``, ``"p1 cc"``, ``"p2 f"``, ``"p4 pb"``.

    Each step names the player, so a test also checks whose turn it is.
    """
    for step in steps:
        who, verb, *rest = step.split()
        i = int(who[1:]) - 1
        if verb == "cbr":
            hand.raise_to(int(rest[0]), i)
        elif verb == "cc":
            hand.check_or_call(i)
        elif verb == "f":
            hand.fold(i)
        elif verb == "pb":
            hand.post_bring_in(i)
        else:  # pragma: no cover - a typo in a test
            raise AssertionError(f"unknown step {step!r}")
    return hand


def deal_stud(hand: HandState, *hands: str) -> HandState:
    """Deal stud cards to each player in turn (``"??Kd3c"``)."""
    for i, cards in enumerate(hands):
        if cards:
            hand.deal_hole(i, parse_cards(cards))
    return hand


def to_flop(hand: HandState) -> HandState:
    """Everyone calls and the big blind checks: the flop, no bets yet."""
    while hand.street == 0 and hand.actor is not None:
        hand.check_or_call()
    return hand


def state_of(hand: HandState) -> tuple[int | None, int, bool, int | None, int | None]:
    """(actor as PHH number, to call, can raise, min raise-to, max raise-to)."""
    actor = None if hand.actor is None else hand.actor + 1
    return (actor, hand.to_call(), hand.can_raise(), hand.min_raise_to(), hand.max_raise_to())
