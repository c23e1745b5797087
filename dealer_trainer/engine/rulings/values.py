"""What a floor ruling takes in and gives back: the values every ruling module shares.

Asks nothing by itself. :class:`PlayerAction` is what a player did (chips pushed motion by
motion, words and when he said them); :class:`Ruling` is the answer to "what does that count
as?" (its total, chips to add or give back, whether it binds, the rule and the deciding venue
option, the sentence the dealer says); :class:`OutOfTurnResult` answers "does his out-of-turn
action stand now?" (TDA R53-A) and :class:`StakesRuling` "how much may he add or play?"
(text 2, table stakes). :class:`RuledAs` names what an action counts as, :class:`SayWhen` when
the words came relative to the chips, :class:`RulingError` a situation that cannot be ruled.

How the answer is found: here nothing is decided; :class:`Ruling` only carries what
:mod:`~dealer_trainer.engine.rulings.context` computed (its accounting identity is stated in
the package notes) and :meth:`Ruling.apply` plays it in the hand state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from dealer_trainer.engine.frozen import fast_init
from dealer_trainer.engine.state import HandState


class RulingError(ValueError):
    """A situation or an action that cannot be ruled on; the message says why."""


class RuledAs(StrEnum):
    """What a player's action counts as."""

    CHECK = "check"
    """No chips added; nothing was owed (a "call" facing no bet is a check: TDA R55-A)."""
    CALL = "call"
    """Matching the bet, or all-in for less: a player is never forced out of a pot for
    lack of chips (text 2, table stakes)."""
    BET = "bet"
    """The first bet of the street (stud: completing the bring-in)."""
    RAISE = "raise"
    """More than the bet faced, to ``Ruling.to`` in all."""
    ALL_IN = "all_in"
    """A bet or raise of every chip he has (TDA R45-B-2: last chips not all needed)."""
    FOLD = "fold"
    """Out of the hand; his chips already in the pot stay there (text 2)."""


class SayWhen(StrEnum):
    """When the words came, relative to the chips."""

    def __repr__(self) -> str:  # pastes back: SayWhen.BEFORE
        return f"SayWhen.{self.name}"

    BEFORE = "before"
    """Words first: they define the action (TDA R40-A); chips follow."""
    AFTER = "after"
    """Chips first: they define the action unless the venue lets words prevail (VD-01)."""
    BETWEEN = "between"
    """After the first motion and before the rest: a raise announced after putting
    out chips is a string raise (text 2, string bets)."""


# --- Values ---------------------------------------------------------------------------------


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class PlayerAction:
    """What a player did: chips pushed (motion by motion), words said and when."""

    motions: tuple[tuple[int, ...], ...] = ()
    """Each forward motion, in order, as the chips' denominations."""
    words: str | None = None
    """What he said, if anything."""
    when: SayWhen = SayWhen.BEFORE
    """When he said it, relative to the chips."""
    seat: int | None = None
    """The player (0-based); None: the player to act."""
    in_front: tuple[int, ...] = ()
    """Chips already in front of him from an earlier bet this street, not pulled in."""
    counted: int | None = None
    """The amount he was told when he asked for a count (accepted action, TDA R49)."""

    @property
    def pushed(self) -> int:
        """The value of every chip pushed, in all motions."""
        return sum(sum(m) for m in self.motions)


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Ruling:
    """A floor ruling on one action. Amounts are in the hand's smallest unit.

    ``pushed == to - in_front - must_add + returned`` (see the module notes).
    """

    player: int
    """The player (0-based; PHH ``p1`` is 0)."""
    ruled_as: RuledAs
    to: int
    """His total for the street after the ruling (his bet stays there if he folds)."""
    must_add: int
    """Chips he must add to complete the action."""
    returned: int
    """Chips he gets back (change, string motions, chips beyond the ruled amount)."""
    binding: bool
    """He is held to this action now."""
    rule: str
    """The rules that decided it: "text 2, single oversized chip", "TDA R45"..."""
    option: str | None
    """The venue switch and value that decided it ("FIFTY_PCT_BASE=last_full_increment"),
    or None when every value of every switch read gives the same ruling."""
    explanation: str
    """One or two sentences the dealer can say at the table."""
    in_front: int
    """The chips in front of him before he acted (his bet, plus change owed on it)."""
    pushed: int
    """The chips he pushed, all motions."""
    all_in: bool
    """The ruling puts all his chips in."""
    at_least: bool = False
    """``to`` is the least he is bound to ("raise" with no amount yet): he may make more."""
    choices: tuple[RuledAs, ...] = ()
    """When the ruling leaves him a choice (a check facing a bet, an undercall left to the
    floor, out-of-turn action overtaken), what he may still do."""
    out_of_turn: bool = False
    binding_if_unchanged: bool = False
    """Out of turn: the action binds when his turn comes, if the action to him has not
    changed (TDA R53-A). In turn: the same as ``binding``."""
    reasons: tuple[str, ...] = ()
    """The reasons (:class:`Reason` values, and a few :data:`PHRASES` keys such as
    "returned"), in the order they apply."""
    facing: int = 0
    """The bet on the street when he acted (to tell, out of turn, whether it changed)."""
    street: int = 0
    action: PlayerAction = field(default_factory=PlayerAction)
    """What he did, as given."""
    otherwise: tuple[RuledAs, int] | None = field(default=None, compare=False, repr=False)
    """What it would be ruled as, and his total, under the next value of the switch named
    first in ``option`` (the first other value in its enum's order): found while that
    switch was named, so a question can offer it as the other venue's answer without
    ruling again. None when ``option`` is None."""

    def as_dict(self) -> dict[str, Any]:
        """The ruling as plain data (``dealer-trainer solve`` prints it as JSON)."""
        return {
            "player": self.player + 1,
            "ruled_as": self.ruled_as.value,
            "to": self.to,
            "must_add": self.must_add,
            "returned": self.returned,
            "binding": self.binding,
            "all_in": self.all_in,
            "at_least": self.at_least,
            "choices": [c.value for c in self.choices],
            "out_of_turn": self.out_of_turn,
            "binding_if_unchanged": self.binding_if_unchanged,
            "rule": self.rule,
            "option": self.option,
            "explanation": self.explanation,
        }

    def apply(self, hand: HandState) -> None:
        """Play the ruled action in the hand state (the least amount if ``at_least``)."""
        i = self.player
        if self.ruled_as is RuledAs.FOLD:
            hand.fold(i)
        elif self.to > hand.level:
            hand.raise_to(self.to, i)
        else:
            hand.check_or_call(i)


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class OutOfTurnResult:
    """What becomes of an out-of-turn action when the player's turn comes (TDA R53-A)."""

    stands: bool
    """The out-of-turn action binds."""
    ruling: Ruling | None
    """The ruling in force when it stands, now in turn; None when he is free."""
    returned: int
    """Chips he gets back when the action changed (everything he put out)."""
    choices: tuple[RuledAs, ...]
    """What he may do when free."""
    rule: str
    explanation: str


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class StakesRuling:
    """A table-stakes ruling (cash games): how much may be added or plays."""

    amount: int | None
    """The amount allowed (added, in play, minimum buy-in); None when the rule sets none."""
    rule: str
    option: str | None
    explanation: str
    must_post: bool = False
    """A new player must post a big blind to get a hand."""
