"""The dealer's work in draw games: who draws when, the stub, and running out of cards.

A draw round (Robert's Rules of Poker v11, Lowball and Draw High; WSOP 2026 Live
Action rules, draw games): the dealer burns one card, even if everybody stands pat
(WSOP 2026 tournament rules, draw games); then, starting with the first player
left of the button, each player still in the hand discards face down and is dealt
as many cards as he threw, all at once, from the top of the stub. Discards go to
the muck, apart from the stub.

When the stub cannot give a player all his cards, the dealer deals him what is left
of it, then gathers the discards of the players who have already drawn, shuffles
them, has them cut and deals the rest of his cards from this new stub. Two things
never go into the new stub: the burn cards, and the discards of the player now
drawing: a player must never get back a card he has just thrown away (RRoP,
Lowball, the stub running out).

>>> from dealer_trainer.engine.cards import parse_cards
>>> stub = Stub(tuple(parse_cards("Kd9s")), discards=tuple(parse_cards("2c3c4c5c")))
>>> done = replace_cards(stub, 3, tuple(parse_cards("7h8h9h")))
>>> [str(c) for c in done.from_stub], len(done.from_new_stub)
(['Kd', '9s'], 1)
>>> sorted(str(c) for c in done.reshuffled)
['2c', '3c', '4c', '5c']
>>> done.steps[0]
'p4 wants 3 cards and the stub holds 2: deal him both'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.evaluate import Category, HandError, evaluate_high
from dealer_trainer.engine.options import DrawOpeners
from dealer_trainer.engine.state import ActionKind, HandState

__all__ = [
    "DRAW_RULE",
    "MESSAGES",
    "OPENERS_RULE",
    "DrawError",
    "Replacement",
    "Stub",
    "burn",
    "draw_order",
    "has_openers",
    "openers_problem",
    "replace_cards",
]

DRAW_RULE = (
    "Robert's Rules of Poker v11, Lowball and Draw High: the draw in turn from the left of "
    "the button; when the stub runs out, the discards are shuffled into a new stub, never the "
    "burn cards nor the discards of the player drawing"
)
"""The rule cited for every ruling of this module about the stub."""

OPENERS_RULE = "Robert's Rules of Poker v11, Draw High: openers (DRAW_OPENERS = jacks_or_better)"

MESSAGES: dict[str, str] = {
    "deal": "deal p{player} {count} from the stub: {cards}",
    "deal_rest": "p{player} wants {wanted} cards and the stub holds {count}: deal him {what}",
    "reshuffle": (
        "gather the discards of the players who have drawn ({count} cards), without the burn "
        "cards and without p{player}'s own discards; shuffle, cut, and make them the new stub"
    ),
    "deal_new": "deal p{player} his other {count} from the new stub",
    "pat": "p{player} stands pat: no cards",
    "burn": "burn one card before the first player draws: {card}",
    "burn_none": "no card left to burn: the draw goes on from the discards",
    "short": (
        "cannot give p{player} {wanted} cards: {count} in the stub and {pool} discards to "
        "reshuffle; a deck of 52 cannot supply this draw"
    ),
    "own_cards": "p{player} cannot discard {card}: the stub and the muck hold it",
    "openers": (
        "{name} cannot open: the house plays jackpots (DRAW_OPENERS = jacks_or_better) and "
        "opening before the draw needs a pair of jacks or better"
    ),
}
"""Every sentence of the draw procedure, in one place."""


class DrawError(ValueError):
    """A draw that cannot be made as asked (a card in two places, a deck too small)."""


@dataclass(frozen=True, slots=True)
class Stub:
    """Where the cards are during a draw round."""

    cards: tuple[Card, ...]
    """The stub, top card first."""
    discards: tuple[Card, ...] = ()
    """The muck of discards of the players who have drawn (this hand, not reshuffled yet)."""
    burns: tuple[Card, ...] = ()
    """Burn cards: never dealt, never shuffled back in."""


@dataclass(frozen=True, slots=True)
class Replacement:
    """One player's draw: where each card he receives comes from, in the dealer's steps."""

    player: int
    """0-based seat (p1 is 0)."""
    wanted: int
    from_stub: tuple[Card, ...]
    """Cards dealt from the stub as it was."""
    reshuffled: tuple[Card, ...]
    """The cards gathered into the new stub (empty: no reshuffle was needed)."""
    kept_out: tuple[Card, ...]
    """Cards the dealer must keep out of the new stub: the burns and the player's discards."""
    from_new_stub: tuple[Card, ...]
    after: Stub
    """The stub, muck and burns once he has his cards."""
    steps: tuple[str, ...]
    rule: str = DRAW_RULE

    @property
    def dealt(self) -> tuple[Card, ...]:
        """Every card he receives, in the order dealt."""
        return self.from_stub + self.from_new_stub


def _text(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


def burn(stub: Stub) -> tuple[Stub, str]:
    """Burn the top card before a draw round (also when everyone stands pat)."""
    if not stub.cards:
        return stub, MESSAGES["burn_none"]
    card = stub.cards[0]
    return replace(stub, cards=stub.cards[1:], burns=(*stub.burns, card)), MESSAGES["burn"].format(
        card=card
    )


def replace_cards(
    stub: Stub,
    player: int,
    discards: Sequence[Card],
    shuffle: Callable[[list[Card]], None] | None = None,
) -> Replacement:
    """Deal player ``player`` (0-based) as many cards as he discards.

    ``shuffle`` shuffles the new stub in place when one is needed (default: the
    gathered discards in the order they were thrown, for a reproducible answer; the
    cards that go in do not depend on it).
    """
    p = player + 1
    thrown = tuple(discards)
    known = set(stub.cards) | set(stub.discards) | set(stub.burns)
    for card in thrown:
        if card in known:
            raise DrawError(MESSAGES["own_cards"].format(player=p, card=card))
    wanted = len(thrown)
    if wanted == 0:
        return Replacement(player, 0, (), (), (), (), stub, (MESSAGES["pat"].format(player=p),))
    if wanted <= len(stub.cards):
        dealt = stub.cards[:wanted]
        after = replace(stub, cards=stub.cards[wanted:], discards=(*stub.discards, *thrown))
        step = MESSAGES["deal"].format(player=p, count=wanted, cards=_text(dealt))
        return Replacement(player, wanted, dealt, (), (), (), after, (step,))
    first = stub.cards
    need = wanted - len(first)
    pool = list(stub.discards)
    if need > len(pool):
        raise DrawError(
            MESSAGES["short"].format(player=p, wanted=wanted, count=len(first), pool=len(pool))
        )
    if len(first) == 1:
        what = "the last one"
    elif len(first) == 2:
        what = "both"
    elif first:
        what = f"all {len(first)}"
    else:
        what = "nothing from it"
    steps = [
        MESSAGES["deal_rest"].format(player=p, wanted=wanted, count=len(first), what=what),
        MESSAGES["reshuffle"].format(count=len(pool), player=p),
    ]
    gathered = tuple(pool)
    if shuffle is not None:
        shuffle(pool)
    second = tuple(pool[:need])
    steps.append(MESSAGES["deal_new"].format(player=p, count=need))
    after = Stub(cards=tuple(pool[need:]), discards=thrown, burns=stub.burns)
    return Replacement(
        player,
        wanted,
        first,
        gathered,
        (*stub.burns, *thrown),
        second,
        after,
        tuple(steps),
    )


def draw_order(hand: HandState) -> list[int]:
    """Who draws, in order: every player still in the hand (all-in players too), from the
    first player left of the button (p1) round to the button."""
    return hand.in_hand()


def has_openers(cards: Sequence[Card]) -> bool:
    """Jackpots: whether five cards hold a pair of jacks or better.

    >>> from dealer_trainer.engine.cards import parse_cards
    >>> has_openers(parse_cards("JcJd7s4h2c")), has_openers(parse_cards("TcTd7s4h2c"))
    (True, False)
    >>> has_openers(parse_cards("5c5d7s7h2c"))  # two small pairs open too
    True
    """
    try:
        hand = evaluate_high(tuple(cards))
    except HandError as exc:
        raise DrawError(f"openers are read from five cards: {exc}") from None
    category = hand.category
    assert category is not None
    if category is Category.HIGH_CARD:
        return False
    if category is Category.PAIR:
        return hand.key[1] >= 11
    return True


def openers_problem(hand: HandState, i: int) -> str | None:
    """Why player ``i`` may not open the betting before the draw, or None.

    Applies to games with openers (five-card draw) when the house plays jackpots; a
    player whose cards nobody has seen is given the benefit (his openers are checked
    when he shows down).
    """
    if not hand.game.openers or hand.profile.draw_openers is not DrawOpeners.JACKS_OR_BETTER:
        return None
    if hand.street != 0:
        return None
    if any(m.street == 0 and m.kind in (ActionKind.BET, ActionKind.RAISE) for m in hand.moves):
        return None  # already opened: raising an open needs no openers
    cards = hand.hole[i]
    if len(cards) != 5 or any(c is None for c in cards):
        return None
    if has_openers([c for c in cards if c is not None]):
        return None
    return MESSAGES["openers"].format(name=hand.label(i))
