"""The quiz's values: a question, its answer form, its answer and its worked explanation.

Everything here is frozen. A :class:`Question` carries the situation it was asked
in (a replayable record: the hand's setup and its actions in PHH notation), the
prompt in a dealer's words, the form of the answer, the correct answer, the
worked explanation, the rule and the venue option in force, and the typical
wrong answers it can recognise (:class:`Trap`).

>>> Part(amount=1250, players=(1, 2, 3, 4)).text()
'1250 2 3 4 5'
>>> Step("call 200 makes 500", (300, 200), 500).adds_up()
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from dealer_trainer.engine import phh
from dealer_trainer.engine.chips import ChipCounts
from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.engine.narration import AMOUNT_TEXTS as _MONEY
from dealer_trainer.engine.narration import money
from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.engine.replay import apply_action, to_history
from dealer_trainer.engine.rulings import PlayerAction
from dealer_trainer.engine.state import HandSetup, HandState

__all__ = [
    "AnswerForm",
    "ChipPile",
    "Choice",
    "FormKind",
    "Part",
    "Question",
    "Situation",
    "Speed",
    "Step",
    "Trap",
    "money",
    "new_part",
    "new_question",
    "new_step",
    "new_trap",
]


class FormKind(StrEnum):
    """How an answer is given: one line per part."""

    def __repr__(self) -> str:  # pastes back: FormKind.AMOUNT
        return f"FormKind.{self.name}"

    AMOUNT = "amount"
    """One amount."""
    AMOUNTS = "amounts"
    """Several amounts, one per line, in the order of the form's labels."""
    POTS = "pots"
    """One line per pot, main pot first: the amount, then the players who may win it."""
    SHARES = "shares"
    """One line per pot, main pot first: each winner and what he receives (``p4 1075``)."""
    CHOICE = "choice"
    """A letter, then an amount when the chosen answer asks for one."""
    PLAYER = "player"
    """One player (``p3`` or ``3``)."""


class Speed(StrEnum):
    """How quickly an answer came, against the question's target time."""

    FAST = "fast"
    """Within 60% of the target time."""
    ON_TIME = "on_time"
    """Within the target time."""
    SLOW = "slow"
    """Over the target time."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One lettered answer of a choice."""

    letter: str
    text: str
    amount: str = ""
    """What amount to give with this letter ("" when none is asked)."""


@dataclass(frozen=True, slots=True)
class AnswerForm:
    """What the trainee types: one line per label."""

    kind: FormKind
    labels: tuple[str, ...]
    """One label per line of the answer ("main pot", "side pot 1", "to call")."""
    choices: tuple[Choice, ...] = ()

    def choice(self, letter: str) -> Choice | None:
        """The choice with this letter, or None."""
        for c in self.choices:
            if c.letter == letter:
                return c
        return None


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Part:
    """One line of an answer. Players are 0-based (PHH ``p1`` is 0)."""

    amount: int | None = None
    players: tuple[int, ...] = ()
    """Side pots: the players who may win the pot, in seat order."""
    letter: str | None = None
    shares: tuple[tuple[int, int], ...] = ()
    """Showdown: ``(player, chips received)`` for each winner, in seat order."""
    player: int | None = None

    def __eq__(self, other: object) -> bool:
        """Field by field, as the dataclass's own ``__eq__`` (kept by ``@dataclass``, which
        still writes ``__hash__``); it stops at the first field that differs, mostly the
        amount, where the generated one builds a tuple of all five fields on each side:
        grading and the traps compare parts several times a question."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Part)  # for mypy: the class was just checked
        return (
            self.amount == other.amount
            and self.letter == other.letter
            and self.players == other.players
            and self.player == other.player
            and self.shares == other.shares
        )

    def text(self) -> str:
        """The part in the drill's answer syntax (players numbered from 1)."""
        if self.letter is None and self.player is None and not self.shares and not self.players:
            return "" if self.amount is None else str(self.amount)  # an amount alone: most parts
        words: list[str] = []
        if self.letter is not None:
            words.append(self.letter)
        if self.player is not None:
            words.append(f"p{self.player + 1}")
        if self.shares:
            words.extend(f"p{p + 1} {a}" for p, a in self.shares)
        if self.amount is not None:
            words.append(str(self.amount))
        words.extend(str(p + 1) for p in self.players)
        return " ".join(words)

    def said(self) -> str:
        """The part as a dealer says it: ``1,250 for p2, p3, p4, p5``."""
        if self.shares:
            # amounts written as money() writes them, looked up inline (engine.narration
            # AMOUNT_TEXTS): several a question
            return ", ".join([f"p{p + 1} receives {_MONEY[a]}" for p, a in self.shares])
        if self.players:
            who = ", ".join([f"p{p + 1}" for p in self.players])
            return f"{_MONEY[self.amount or 0]} for {who}"
        if self.letter is None and self.player is None:
            return "" if self.amount is None else _MONEY[self.amount]  # an amount alone
        words = []
        if self.letter is not None:
            words.append(f"({self.letter})")
        if self.player is not None:
            words.append(f"p{self.player + 1}")
        if self.amount is not None:
            words.append(money(self.amount))
        return " ".join(words)


Answer = tuple[Part, ...]

new_part: Callable[..., Part] = record_maker(Part)
"""A :class:`Part` as ``Part(...)`` makes it, without its __init__ (engine/frozen.py
``record_maker``): for the answers and traps made several a question."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Step:
    """One line of a worked explanation.

    When ``terms`` are given they add up to ``result`` (a subtraction is a negative
    term), so a test can check every number a dealer is shown.
    """

    text: str
    terms: tuple[int, ...] = ()
    result: int | None = None

    def adds_up(self) -> bool:
        """Whether the terms add up to the result (True for a step without terms)."""
        return not self.terms or sum(self.terms) == self.result


new_step: Callable[..., Step] = record_maker(Step)
"""A :class:`Step` as ``Step(...)`` makes it, without its __init__ (engine/frozen.py
``record_maker``): for the posers that write several a question."""


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Trap:
    """A typical wrong answer this question recognises, with the mistake's id."""

    mistake: str
    answer: Answer


new_trap: Callable[..., Trap] = record_maker(Trap)
"""A :class:`Trap` as ``Trap(...)`` makes it, without its __init__ (engine/frozen.py
``record_maker``): a few a question (quiz.mistakes.traps)."""


@dataclass(frozen=True, slots=True)
class ChipPile:
    """A pile of chips to count: ``(value, count)`` pairs, largest chip first."""

    chip_set: str
    counts: ChipCounts


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Situation:
    """A replayable record of the hand a question is asked in.

    ``actions`` are PHH action strings (``"d dh p1 AhKh"``, ``"p3 cbr 600"``) applied
    from the deal; :meth:`hand` rebuilds the hand state so a table can be drawn.
    """

    setup: HandSetup
    actions: tuple[str, ...]
    seat: int | None
    """The player the question is about (0-based), or None."""

    def hand(self) -> HandState:
        """The hand state at the moment of the question."""
        hand = HandState(self.setup)
        for k, text in enumerate(self.actions):
            action = phh.parse_action(text, index=k)
            if action is not None:
                apply_action(hand, action)
        return hand

    def history(self) -> phh.HandHistory:
        """The hand so far as a PHH hand history: ``_profile`` names a built-in venue profile,
        ``_house`` the options that differ from it (a pack's house rules, a house rake)."""
        hist = to_history(self.hand())  # its _house: what differs from the named profile
        name = self.setup.profile.name
        if name != "standard" and name in BUILTIN_PROFILES:
            hist = replace(hist, profile=name)
        return hist

    def to_phh(self) -> str:
        """The hand so far as PHH text (``.phh``)."""
        return phh.dumps(self.history())


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Question:
    """One question, ready to ask, grade and explain."""

    id: str
    """``seed:<seed>:<n>`` for a generated question, ``pack:<pack id>:<item>`` from a pack."""
    kind: str
    """A kind id (:data:`dealer_trainer.quiz.ids.KINDS`)."""
    skill: str
    variant: str
    """A variant id (:data:`dealer_trainer.quiz.ids.VARIANTS`)."""
    structure: str
    difficulty: int
    """1 (easiest) to 5."""
    prompt: str
    """The situation and the question, in a dealer's words."""
    form: AnswerForm
    answer: Answer
    working: tuple[Step, ...]
    """The worked explanation, step by step."""
    rule: str
    """The rule it rests on: source-text paragraph and corpus ids, in words."""
    option: str
    """The venue option(s) in force that the answer depends on ("" when none)."""
    profile: str
    """The venue profile's name."""
    tags: tuple[str, ...]
    """Rules exercised: source-text paragraph ids (``T2-10``) and corpus ids (``PL-06``)."""
    target_ms: int
    """The time a trained dealer needs (base + a part per action to track)."""
    traps: tuple[Trap, ...] = ()
    situation: Situation | None = None
    pile: ChipPile | None = None
    """Chip count: the pile to count; a chip-action ruling: the chips pushed."""
    actions_tracked: int = 0
    action: PlayerAction | None = None
    """Rulings (kinds 8 and 9): what the player did (chips by motion, words, when)."""
    ask: str = ""
    """What is asked, as the engine names it (:data:`dealer_trainer.engine.asked.ASKS`):
    the engine's answer to it in :meth:`Situation.hand` is the key ("" for a chip count)."""
    params: tuple[tuple[str, object], ...] = ()
    """What the ask needs beyond the hand (a procedure's figures), as (name, value) pairs:
    whole numbers in chips, texts, booleans and lists of them."""

    def answer_lines(self) -> tuple[str, ...]:
        """The correct answer in the drill's syntax, one line per part."""
        return tuple(p.text() for p in self.answer)

    def explanation(self) -> str:
        """The worked explanation as one text, steps separated by semicolons."""
        return "; ".join([s.text for s in self.working])


new_question: Callable[..., Question] = record_maker(Question)
"""A :class:`Question` from all its fields, in order: as ``Question(...)`` with every field
given, made as each question is assembled (quiz.kinds.posing.question_from)."""
