"""Games, their streets, betting structures and forced bets.

Every PHH variant code the engine plays is a :class:`Game`. A street says which
cards are dealt, whether a draw comes first, and (fixed limit) whether the big
bet applies (text 2, 3.2 a-c).

>>> GAMES["FT"].name
"Fixed-limit Texas hold'em"
>>> [s.big_bet for s in GAMES["F7S"].streets]
[False, False, True, True, True]
>>> [s.big_bet for s in GAMES["F2L3D"].streets]
[False, False, True, True]
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum

__all__ = [
    "GAMES",
    "Evaluation",
    "ForcedBets",
    "Game",
    "GameError",
    "Street",
    "Structure",
    "game_title",
    "get_game",
]


class GameError(ValueError):
    """An unknown game or an impossible combination of settings."""


class Structure(StrEnum):
    """Betting structures (text 2)."""

    def __repr__(self) -> str:  # pastes back: Structure.NO_LIMIT
        return f"Structure.{self.name}"

    NO_LIMIT = "no_limit"
    """Any amount from the minimum up to the whole stack (text 2, no-limit)."""
    POT_LIMIT = "pot_limit"
    """At most the pot after the call (text 2, pot-limit; corpus A.5)."""
    FIXED_LIMIT = "fixed_limit"
    """Every bet and raise is one set amount; raises are capped (text 2, fixed-limit)."""
    SPREAD_LIMIT = "spread_limit"
    """Any amount within a posted range; a raise at least the previous bet or raise (text 2)."""


class ForcedBets(StrEnum):
    """How the first betting round is opened."""

    def __repr__(self) -> str:  # pastes back: ForcedBets.BLINDS
        return f"ForcedBets.{self.name}"

    BLINDS = "blinds"
    """Blinds (and straddles), live bets posted before the deal (text 2, blinds)."""
    BRING_IN = "bring_in"
    """Antes and a bring-in from the lowest (razz: highest) upcard (text 2, 5.3)."""


class Evaluation(StrEnum):
    """How hands are read at showdown (issue 3)."""

    def __repr__(self) -> str:  # pastes back: Evaluation.HIGH
        return f"Evaluation.{self.name}"

    HIGH = "high"
    SHORT_DECK = "short_deck"
    OMAHA_HIGH = "omaha_high"
    OMAHA_LOW8 = "omaha_low8"
    LOW8 = "low8"
    RAZZ = "razz"
    DEUCE_SEVEN = "deuce_seven"
    BADUGI = "badugi"
    ACE_TO_FIVE = "ace_to_five"
    """Ace-to-five lowball from exactly five cards, no qualifier (A-5 draw, Badacey)."""
    BADUGI_FIVE = "badugi_five"
    """The best badugi among five cards (Badacey), aces low."""
    BADEUCEY_BADUGI = "badeucey_badugi"
    """The badugi half of Badeucey: the ace high or low by the venue (BADEUCEY_ACES)."""


@dataclass(frozen=True, slots=True)
class Street:
    """One betting round and the dealing before it."""

    name: str
    """What a dealer calls the round: "flop", "fifth street", "after the first draw"."""
    board: int = 0
    """Community cards dealt before this round."""
    hole: tuple[bool, ...] = ()
    """Cards dealt to each player before this round; True for face up."""
    draw: bool = False
    """Players may discard and draw before this round."""
    big_bet: bool = False
    """Fixed limit: the big bet applies on this round (text 2, 3.2)."""


@dataclass(frozen=True, slots=True)
class Game:
    """A poker game as the engine plays it."""

    code: str
    """PHH variant code."""
    name: str
    structure: Structure
    """The structure the code names; a hand may override it (PHH ``_structure``)."""
    forced: ForcedBets
    streets: tuple[Street, ...]
    evaluations: tuple[Evaluation, ...]
    """High first; a second entry is the low half of a hi-lo game."""
    stud: bool = False
    low_bring_in: bool = False
    """Razz: the highest upcard brings in and the lowest board acts first."""
    open_pair_big_bet: bool = False
    """Stud high: an open pair on 4th street allows the big bet (text 2, 3.2(b))."""
    short_deck: bool = False
    halves: tuple[str, str] = ("high", "low")
    """Split games: what the dealer calls each half; the first half takes the odd chip."""
    openers: bool = False
    """Five-card draw high: a house playing jackpots needs openers (DRAW_OPENERS)."""
    extension: bool = False
    """The code is Dealer Trainer's own: the PHH specification has no code for the game."""

    def __repr__(self) -> str:
        """``GAMES['NT']`` for a game of the table (pastes back), else every field."""
        if GAMES.get(self.code) == self:
            return f"GAMES[{self.code!r}]"
        fields_ = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self))
        return f"Game({fields_})"

    @property
    def hi_lo(self) -> bool:
        """Whether the pot is split between a high and a low hand."""
        return len(self.evaluations) > 1

    @property
    def betting_rounds(self) -> int:
        """Number of betting rounds (RRoP's cap counts four raises in two-round games)."""
        return len(self.streets)


_HOLDEM_STREETS = (
    Street("pre-flop", hole=(False, False)),
    Street("flop", board=3),
    Street("turn", board=1, big_bet=True),
    Street("river", board=1, big_bet=True),
)
_OMAHA_STREETS = (Street("pre-flop", hole=(False,) * 4), *_HOLDEM_STREETS[1:])
_OMAHA5_STREETS = (Street("pre-flop", hole=(False,) * 5), *_HOLDEM_STREETS[1:])
_STUD_STREETS = (
    Street("third street", hole=(False, False, True)),
    Street("fourth street", hole=(True,)),
    Street("fifth street", hole=(True,), big_bet=True),
    Street("sixth street", hole=(True,), big_bet=True),
    Street("seventh street", hole=(False,), big_bet=True),
)


def _draw_streets(cards: int, draws: int) -> tuple[Street, ...]:
    names = ("first", "second", "third")
    rounds = [Street("before the draw", hole=(False,) * cards)]
    for k in range(draws):
        # Single draw: big bet after the draw. Triple draw: small bet on the
        # first two rounds, big bet on the last two (text 2, 3.2(c)).
        big = k >= 1 or draws == 1
        label = "after the draw" if draws == 1 else f"after the {names[k]} draw"
        rounds.append(Street(label, draw=True, big_bet=big))
    return tuple(rounds)


GAMES: dict[str, Game] = {
    g.code: g
    for g in (
        Game(
            "NT",
            "No-limit Texas hold'em",
            Structure.NO_LIMIT,
            ForcedBets.BLINDS,
            _HOLDEM_STREETS,
            (Evaluation.HIGH,),
        ),
        Game(
            "NS",
            "No-limit short-deck hold'em",
            Structure.NO_LIMIT,
            ForcedBets.BLINDS,
            _HOLDEM_STREETS,
            (Evaluation.SHORT_DECK,),
            short_deck=True,
        ),
        Game(
            "FT",
            "Fixed-limit Texas hold'em",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _HOLDEM_STREETS,
            (Evaluation.HIGH,),
        ),
        Game(
            "PO",
            "Pot-limit Omaha",
            Structure.POT_LIMIT,
            ForcedBets.BLINDS,
            _OMAHA_STREETS,
            (Evaluation.OMAHA_HIGH,),
        ),
        Game(
            "FO/8",
            "Fixed-limit Omaha hi-lo eight or better",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _OMAHA_STREETS,
            (Evaluation.OMAHA_HIGH, Evaluation.OMAHA_LOW8),
        ),
        Game(
            "F7S",
            "Seven-card stud",
            Structure.FIXED_LIMIT,
            ForcedBets.BRING_IN,
            _STUD_STREETS,
            (Evaluation.HIGH,),
            stud=True,
            open_pair_big_bet=True,
        ),
        Game(
            "F7S/8",
            "Seven-card stud hi-lo eight or better",
            Structure.FIXED_LIMIT,
            ForcedBets.BRING_IN,
            _STUD_STREETS,
            (Evaluation.HIGH, Evaluation.LOW8),
            stud=True,
        ),
        Game(
            "FR",
            "Razz",
            Structure.FIXED_LIMIT,
            ForcedBets.BRING_IN,
            _STUD_STREETS,
            (Evaluation.RAZZ,),
            stud=True,
            low_bring_in=True,
        ),
        Game(
            "N2L1D",
            "No-limit deuce-to-seven single draw",
            Structure.NO_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(5, 1),
            (Evaluation.DEUCE_SEVEN,),
        ),
        Game(
            "F2L3D",
            "Fixed-limit deuce-to-seven triple draw",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(5, 3),
            (Evaluation.DEUCE_SEVEN,),
        ),
        Game(
            "FB",
            "Fixed-limit badugi",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(4, 3),
            (Evaluation.BADUGI,),
        ),
        # ---- issue 18: the rest of a mixed-game audition. Pot-limit Omaha hi-lo,
        # limit Omaha high and pot-limit 2-7 triple draw are FO/8, PO and F2L3D
        # with another structure (PHH ``_structure``); the games below have no
        # PHH code and use Dealer Trainer's extension codes (README, PHH).
        Game(
            "PO5",
            "Five-card pot-limit Omaha",
            Structure.POT_LIMIT,
            ForcedBets.BLINDS,
            _OMAHA5_STREETS,
            (Evaluation.OMAHA_HIGH,),
            extension=True,
        ),
        Game(
            "PO5/8",
            "Big O (five-card pot-limit Omaha hi-lo eight or better)",
            Structure.POT_LIMIT,
            ForcedBets.BLINDS,
            _OMAHA5_STREETS,
            (Evaluation.OMAHA_HIGH, Evaluation.OMAHA_LOW8),
            extension=True,
        ),
        Game(
            "FAL3D",
            "Fixed-limit ace-to-five triple draw",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(5, 3),
            (Evaluation.ACE_TO_FIVE,),
            extension=True,
        ),
        Game(
            "N5CD",
            "No-limit five-card draw",
            Structure.NO_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(5, 1),
            (Evaluation.HIGH,),
            openers=True,
            extension=True,
        ),
        Game(
            "FB/A5",
            "Badacey (fixed-limit triple draw, badugi and ace-to-five)",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(5, 3),
            (Evaluation.BADUGI_FIVE, Evaluation.ACE_TO_FIVE),
            halves=("badugi", "low"),
            extension=True,
        ),
        Game(
            "FB/27",
            "Badeucey (fixed-limit triple draw, badugi and deuce-to-seven)",
            Structure.FIXED_LIMIT,
            ForcedBets.BLINDS,
            _draw_streets(5, 3),
            (Evaluation.BADEUCEY_BADUGI, Evaluation.DEUCE_SEVEN),
            halves=("badugi", "low"),
            extension=True,
        ),
    )
}
"""Every game by PHH variant code."""


STRUCTURE_WORDS: dict[Structure, str] = {
    Structure.NO_LIMIT: "No-limit",
    Structure.POT_LIMIT: "Pot-limit",
    Structure.FIXED_LIMIT: "Fixed-limit",
    Structure.SPREAD_LIMIT: "Spread-limit",
}
"""Each structure as a game's name begins with it."""


def game_title(game: Game, structure: Structure) -> str:
    """The game's name with the structure in force: what a question or a table calls it,
    where an answer can turn on the structure (only pot-limit has a pot count).

    >>> game_title(GAMES["NT"], Structure.POT_LIMIT), game_title(GAMES["N5CD"], Structure.NO_LIMIT)
    ("Pot-limit Texas hold'em", 'No-limit five-card draw')
    >>> game_title(GAMES["F7S"], Structure.POT_LIMIT)
    'Seven-card stud (pot-limit)'
    """
    name = game.name
    if structure is game.structure:
        return name
    own, word = STRUCTURE_WORDS[game.structure], STRUCTURE_WORDS[structure]
    if name.startswith(own):
        return word + name[len(own) :]
    return f"{name} ({word.lower()})"


def get_game(code: str) -> Game:
    """The game for a PHH variant code, or an error listing the known codes."""
    try:
        return GAMES[code]
    except KeyError:
        raise GameError(f"unknown variant {code!r}; known variants: {', '.join(GAMES)}") from None
