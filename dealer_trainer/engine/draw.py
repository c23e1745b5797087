"""The dealer's work in draw games: who draws when, the stub, and running out of cards.

A draw round: the dealer burns one card, even if everybody stands pat; then,
starting with the first player left of the button, each player still in the hand
discards face down and is dealt as many cards as he threw, all at once, from the
top of the stub. Discards go to the muck, apart from the stub. After the draw the
dealer announces how many cards each player drew (procedures.md, announcements:
WSOP 2026 tournament rules, draw games).

When the stub cannot give a player all his cards, the dealer deals him what is left
of it, then gathers the discards of the players who have already drawn, shuffles
them, has them cut and deals the rest of his cards from this new stub. Two things
never go into the new stub: the burn cards, and the discards of the player now
drawing: a player must never get back a card he has just thrown away.

Where this comes from (checked in December 2026): neither source text, nor
corpus.md, nor procedures.md of the shared rulebook describes the stub running out,
and no copy of Robert's Rules of Poker v11 at hand could be checked for a section
on it, so :data:`DRAW_RULE` no longer cites one. It cites what can be checked: the
shared rulebook's principle that a reshuffle during a hand never takes in the burn
cards (procedures.md, reshuffles: Poker TDA Rules 2024, RP-4, for a dropped stub),
and names the rest as the house procedure it is (PokerStars' published draw rules
do the same: earlier discards make the new stub; in a single draw a player's own
discards stay out).

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
from dataclasses import dataclass

from dealer_trainer.engine.cards import Card, card_text
from dealer_trainer.engine.evaluate import Category, HandError, evaluate_high
from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.options import DrawOpeners
from dealer_trainer.engine.state import ActionKind, Deal, Discard, HandState

__all__ = [
    "DRAW_RULE",
    "MESSAGES",
    "OPENERS_RULE",
    "DrawError",
    "Replacement",
    "Stub",
    "StubCount",
    "StubRuling",
    "burn",
    "draw_from_stub",
    "draw_order",
    "has_openers",
    "openers_problem",
    "replace_cards",
    "rule_stub",
    "stub_count",
    "stub_field",
]

DRAW_RULE = (
    "House procedure for draw games: the draw in turn from the left of the button; when the "
    "stub runs out, the earlier discards are shuffled and cut into a new stub, never the "
    "player's own discards, never the burn cards (a reshuffle never takes in the burns: "
    "Poker TDA Rules 2024, RP-4)"
)
"""The rule cited for every ruling of this module about the stub (no section of Robert's
Rules of Poker could be checked for it: see the module notes)."""

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
    "deal_top": "deal p{player} {count} from the top of the stub",
    "not_draw": "{name} has no draw: the stub is a draw game's",
    "not_at_draw": "the hand is not at a draw: nobody is waiting for cards",
    "not_next": "p{player} does not draw next: {next} does (the draw goes in turn from the "
    "left of the button)",
    "wants": "p{player} may throw 0 to {size} cards, not {wants}",
    "openers": (
        "{name} cannot open: the house plays jackpots (DRAW_OPENERS = jacks_or_better) and "
        "opening before the draw needs a pair of jacks or better"
    ),
}
"""Every sentence of the draw procedure, in one place."""


class DrawError(ValueError):
    """A draw that cannot be made as asked (a card in two places, a deck too small)."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Stub:
    """Where the cards are during a draw round."""

    cards: tuple[Card, ...]
    """The stub, top card first."""
    discards: tuple[Card, ...] = ()
    """The muck of discards of the players who have drawn (this hand, not reshuffled yet)."""
    burns: tuple[Card, ...] = ()
    """Burn cards: never dealt, never shuffled back in."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
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
    return " ".join(map(card_text, cards))


def burn(stub: Stub) -> tuple[Stub, str]:
    """Burn the top card before a draw round (also when everyone stands pat)."""
    if not stub.cards:
        return stub, MESSAGES["burn_none"]
    card = stub.cards[0]
    after = Stub(stub.cards[1:], stub.discards, (*stub.burns, card))
    return after, MESSAGES["burn"].format(card=card_text(card))  # str(card), without the enum


def _check_thrown(stub: Stub, player: int, thrown: tuple[Card, ...]) -> None:
    """A card he throws must not be in the stub, the muck or the burns."""
    if not thrown:
        return
    # each card by its number 4 * rank + suit: quicker than hashing some 50 cards
    known = {4 * c.rank + c.suit for part in (stub.cards, stub.discards, stub.burns) for c in part}
    for card in thrown:
        if 4 * card.rank + card.suit in known:
            raise DrawError(MESSAGES["own_cards"].format(player=player + 1, card=card))


def _from_top(stub: Stub, thrown: tuple[Card, ...]) -> tuple[Stub, tuple[Card, ...]]:
    """The stub holds enough: his cards come off its top; his discards go to the muck."""
    wanted = len(thrown)
    return Stub(stub.cards[wanted:], (*stub.discards, *thrown), stub.burns), stub.cards[:wanted]


def draw_from_stub(
    stub: Stub, player: int, discards: Sequence[Card]
) -> tuple[Stub, tuple[Card, ...]]:
    """What :func:`replace_cards` deals, without its words: the stub, muck and burns once
    player ``player`` (0-based) has his cards, and the cards he receives in the order dealt
    (for the draws a question only tells, not asks about)."""
    thrown = tuple(discards)
    if not thrown or len(thrown) > len(stub.cards):  # standing pat, or a new stub: in full
        done = replace_cards(stub, player, thrown)
        return done.after, done.dealt
    _check_thrown(stub, player, thrown)
    return _from_top(stub, thrown)


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
    _check_thrown(stub, player, thrown)
    wanted = len(thrown)
    if wanted == 0:
        return Replacement(player, 0, (), (), (), (), stub, (MESSAGES["pat"].format(player=p),))
    if wanted <= len(stub.cards):
        after, dealt = _from_top(stub, thrown)
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


@dataclass(frozen=True, slots=True)
class StubCount:
    """Where the cards are at a point of a draw-game hand, counted from its record."""

    cards: int
    """Cards left in the stub."""
    discards: int
    """Discards in the muck, not reshuffled yet (the players who have drawn)."""
    burns: int
    """Burn cards so far this hand (one before each draw round)."""
    next_to_draw: int | None
    """The player (0-based) who draws next, or None when the hand is not at a draw."""

    def as_dict(self) -> dict[str, object]:
        """The count as ``solve`` prints it (players numbered as in PHH)."""
        return {
            "cards": self.cards,
            "discards": self.discards,
            "burned": self.burns,
            "next_to_draw": None if self.next_to_draw is None else f"p{self.next_to_draw + 1}",
        }


@dataclass(frozen=True, slots=True)
class StubRuling:
    """The dealer's procedure when the next player to draw wants ``wants`` cards."""

    player: int
    """0-based seat (p1 is 0)."""
    wants: int
    count: StubCount
    """Where the cards are before he draws."""
    from_stub: int
    """Cards dealt him from the stub as it is."""
    reshuffled: int
    """Discards gathered, shuffled and cut into a new stub (0: no new stub)."""
    kept_out_burns: int
    """Burn cards kept out of the new stub."""
    kept_out_own: int
    """His own discards, kept out of the new stub."""
    from_new_stub: int
    steps: tuple[str, ...]
    rule: str = DRAW_RULE

    @property
    def answer(self) -> str:
        """The quiz's letter: (a) all from the stub, (b) the rest from a new stub, and how many."""
        return f"b {self.from_new_stub}" if self.reshuffled else "a"

    def as_dict(self) -> dict[str, object]:
        """The ruling as ``solve`` prints it."""
        return {
            "player": f"p{self.player + 1}",
            "wants": self.wants,
            "in_stub": self.count.cards,
            "discards": self.count.discards,
            "burned": self.count.burns,
            "from_stub": self.from_stub,
            "reshuffled": self.reshuffled,
            "kept_out": {"burns": self.kept_out_burns, "own_discards": self.kept_out_own},
            "from_new_stub": self.from_new_stub,
            "steps": list(self.steps),
            "rule": self.rule,
        }


def _placeholder_deck() -> list[Card]:
    from dealer_trainer.engine.cards import Suit

    return [Card(rank, suit) for rank in range(2, 15) for suit in Suit]


def _stub_replay(hand: HandState) -> tuple[Stub, list[list[Card]], StubCount]:
    """Replay the hand's record through the draw procedure with stand-in cards.

    Which cards a player holds does not change where the cards are, only how many: the
    deck is 52 stand-ins dealt from the top, each ``sd`` of k cards goes through
    :func:`replace_cards` after the round's burn, and the ``dh`` that follows it is
    the replacement already made."""
    game = hand.game
    if not any(street.draw for street in game.streets):
        raise DrawError(MESSAGES["not_draw"].format(name=game.name))
    again = HandState(hand.setup)
    deck = _placeholder_deck()
    stub = Stub(())
    holding: list[list[Card]] = [[] for _ in range(hand.n)]
    burned: set[int] = set()
    drawn: set[int] = set()
    for entry in hand.record:
        street = again.street
        if isinstance(entry, Deal) and entry.player is not None and not game.streets[street].draw:
            take = len(entry.cards)
            if take > len(deck):
                raise DrawError(f"a deck of 52 cannot deal {entry.phh()!r}")
            holding[entry.player].extend(deck[:take])
            deck = deck[take:]
        elif isinstance(entry, Discard):
            i = entry.player
            if street not in burned:
                if not burned:
                    stub = Stub(tuple(deck))
                stub, _ = burn(stub)
                burned.add(street)
                drawn = set()
            thrown = holding[i][: len(entry.cards)]
            done = replace_cards(stub, i, thrown)
            stub = done.after
            holding[i] = [c for c in holding[i] if c not in thrown] + list(done.dealt)
            drawn.add(i)
        again.apply(entry)
    if not burned:
        stub = Stub(tuple(deck))
    nxt: int | None = None
    if not again.finished and game.streets[again.street].draw:
        if again.street not in burned:
            stub, _ = burn(stub)
            drawn = set()
        waiting = [i for i in draw_order(again) if i not in drawn]
        nxt = waiting[0] if waiting else None
    count = StubCount(len(stub.cards), len(stub.discards), len(stub.burns), nxt)
    return stub, holding, count


def stub_count(hand: HandState) -> StubCount:
    """Where the cards are at this point of a draw-game hand: the stub, the muck of
    discards, the burns, and who draws next (after the round's burn when the hand waits
    for its first draw)."""
    return _stub_replay(hand)[2]


def rule_stub(hand: HandState, player: int, wants: int) -> StubRuling:
    """What the dealer does when ``player`` (0-based), the next to draw, throws ``wants``
    cards: all from the stub, or what is left of it and the rest from a new stub of the
    earlier discards (never the burn cards, never his own discards)."""
    stub, holding, count = _stub_replay(hand)
    p = player + 1
    if count.next_to_draw is None:
        raise DrawError(MESSAGES["not_at_draw"])
    if player != count.next_to_draw:
        raise DrawError(MESSAGES["not_next"].format(player=p, next=f"p{count.next_to_draw + 1}"))
    size = len(holding[player])
    if not 0 <= wants <= size:
        raise DrawError(MESSAGES["wants"].format(player=p, size=size, wants=wants))
    done = replace_cards(stub, player, holding[player][:wants])
    steps = done.steps
    if not done.reshuffled and wants:  # no card names: the record's cards are unseen
        steps = (MESSAGES["deal_top"].format(player=p, count=wants),)
    own = wants if done.reshuffled else 0
    return StubRuling(
        player,
        wants,
        count,
        len(done.from_stub),
        len(done.reshuffled),
        len(stub.burns) if done.reshuffled else 0,
        own,
        len(done.from_new_stub),
        steps,
    )


def stub_field(hand: HandState) -> dict[str, object]:
    """``solve``'s ``stub`` field: where the cards are when a draw-game hand stands at a
    draw (nothing otherwise)."""
    if hand.finished or not hand.game.streets[hand.street].draw:
        return {}
    count = stub_count(hand)
    if count.next_to_draw is None:
        return {}
    return {"stub": count.as_dict()}
