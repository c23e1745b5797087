"""What every kind shares: :class:`Posed` (what a poser makes of a hand), :class:`Ctx` (a hand
at the moment of a question) and the helpers that write a worked step or a rule citation.

Asks nothing itself and exercises no rule: it reads the hand (the actor, the street, the
bets in front, difficulty points) and writes sums and citations (``cite``: "text 2, 2.1(a);
corpus A.5"). Every answer the kinds give comes from the engine
(:mod:`dealer_trainer.engine.state` and friends), never from here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from dealer_trainer.engine.explain import middle
from dealer_trainer.engine.frozen import fast_init, record_maker
from dealer_trainer.engine.games import Game
from dealer_trainer.engine.narration import AMOUNT_TEXTS as _MONEY
from dealer_trainer.engine.narration import streets_story
from dealer_trainer.engine.options import VenueProfile
from dealer_trainer.engine.state import ActionKind, Deal, HandState, Move, Stakes
from dealer_trainer.quiz.ids import PARAGRAPHS, VARIANTS
from dealer_trainer.quiz.model import (
    Answer,
    AnswerForm,
    FormKind,
    Step,
    Trap,
    money,
    new_part,
    new_step,
)
from dealer_trainer.quiz.narrate import (
    Forced,
    Ledger,
    cards_text,
    forced_story,
    stakes_text,
    street_story,
)

AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)


@fast_init  # a frozen value made per action or question: see engine/frozen.py
@dataclass(frozen=True, slots=True)
class Posed:
    """What a poser makes of a hand: everything a question needs but its id."""

    prompt: str
    form: AnswerForm
    answer: Answer
    working: tuple[Step, ...]
    rule: str
    tags: tuple[str, ...]
    traps: tuple[Trap, ...]
    option: str = ""
    actions: int = 0
    points: int = 0
    """Difficulty points: 0 is the easiest (difficulty 1), 4 or more the hardest (5)."""
    ask: str = ""
    """What is asked, as :mod:`dealer_trainer.engine.asked` names it ("": the kind's usual
    ask, :data:`KIND_ASKS`)."""


new_posed: Callable[..., Posed] = record_maker(Posed)
"""A :class:`Posed` as ``Posed(...)`` makes it, without its __init__ (engine/frozen.py
``record_maker``): one a question, eleven fields."""


# ----------------------------------------------------------------- helpers


def variant_of(hand: HandState) -> str:
    """The quiz's variant id for a hand (``NT``, ``NT@pot_limit``)."""
    code = hand.game.code
    if hand.structure is hand.game.structure:
        return code
    return f"{code}@{hand.structure.value}"


def option_text(profile: VenueProfile, *names: str) -> str:
    """``LIMIT_RAISE_CAP = bet_plus_3`` for each named switch."""
    parts = []
    for name in names:
        value = getattr(profile, name)
        parts.append(f"{name.upper()} = {getattr(value, 'value', value)}")
    return "; ".join(parts)


def sum_text(terms: Sequence[int]) -> str:
    """``300 + 300 - 50`` (amounts written as :func:`money` writes them, looked up inline in
    engine.narration AMOUNT_TEXTS: a sum or two a question)."""
    text = ""
    for k, t in enumerate(terms):
        if k == 0:
            text = _MONEY[t]  # a negative amount's text: "-" and the amount's
        elif t >= 0:
            text += f" + {_MONEY[t]}"
        else:
            text += f" - {_MONEY[-t]}"
    return text


def add_step(label: str, terms: Sequence[int]) -> Step:
    """``label 300 + 300 = 600`` (just ``label 300`` for one term)."""
    total = sum(terms)
    if len(terms) == 1:
        return new_step(f"{label} {_MONEY[total]}".strip(), tuple(terms), total)
    return new_step(f"{label} {sum_text(terms)} = {_MONEY[total]}".strip(), tuple(terms), total)


def grouped_sum_text(terms: Sequence[int]) -> str:
    """``4 x 100 + 50``: equal terms side by side grouped."""
    out: list[str] = []
    k = 0
    while k < len(terms):
        j = k
        while j < len(terms) and terms[j] == terms[k]:
            j += 1
        count = j - k
        out.append(
            f"{count} x {_MONEY[terms[k]]}" if count > 2 else " + ".join([money(terms[k])] * count)
        )
        k = j
    return " + ".join(out)


def cite(*pids: str) -> str:
    """Rule citation in words: ``text 2, 2.1(a); corpus A.5``."""
    return _cite(pids)


@lru_cache(maxsize=1024)
def _cite(pids: tuple[str, ...]) -> str:
    """:func:`cite`, written once per list of ids (a kind cites the same few lists)."""
    parts: list[str] = []
    for pid in pids:
        if pid in PARAGRAPHS:
            p = PARAGRAPHS[pid]
            where = p.label or f"paragraph {p.index}"
            parts.append(f"text {p.text}, {where} ({p.title.lower()})")
        else:
            parts.append(f"corpus {pid}")
    return "; ".join(parts)


def amount_form(label: str) -> AnswerForm:
    """The form of a one-amount answer labelled ``label`` (one frozen form per label)."""
    form = _AMOUNT_FORMS.get(label)
    if form is None:
        form = _AMOUNT_FORMS[label] = AnswerForm(FormKind.AMOUNT, (label,))
    return form


_AMOUNT_FORMS: dict[str, AnswerForm] = {}
"""The forms :func:`amount_form` made: a kind's few labels, each made once (a form is
frozen, and :func:`~dealer_trainer.quiz.plain.plain_form` reads a form it has seen once)."""


def amounts(*values: int) -> Answer:
    return tuple([new_part(v) for v in values])  # amount is Part's first field


def _odd(hand: HandState, value: int) -> bool:
    step = hand.stakes.chip_unit * 5
    return value % step != 0


_INTROS: dict[
    tuple[int, int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]],
    tuple[Game, Stakes, str, str],
] = {}
"""The intro's first line (without the house rules) and the forced bets' story, told once
per game, structure, stakes and forced bets: by the identity of the game, structure (an
enum member) and stakes (the generator shares one Stakes value per level and table size,
and the hand pads it through a cache keyed on identity: engine/state.py ``_padded``), kept
in the entry so that their ids stay theirs, and by the value of the forced bets (a short
or all-in blind changes the story). All the line reads: the variant is the game's code and
the structure, the stakes text the stakes, the game's forced bets and the number of players
(the length of the forced bets); the story the stakes, the players, the game's forced bets
and the forced bets."""


class Ctx:
    """A hand at the moment of a question, with what posers need to read from it."""

    __slots__ = (
        "_ledger",
        "_now",
        "_variant",
        "actor",
        "forced",
        "hand",
        "mode",
        "street",
    )

    def __init__(self, hand: HandState, forced: Forced | None = None, mode: int = 0) -> None:
        self.hand = hand
        self.forced = forced if forced is not None else Forced.of_setup(hand.setup)
        self.mode = mode
        """A poser's sub-form (e.g. pot count with or without the bets in front)."""
        street, last = hand.street, len(hand.game.streets) - 1
        self.street = street if street < last else last
        self.actor = hand.actor
        # read once when first asked (a plain attribute: cheaper than cached_property)
        self._now: list[Move] | None = None
        self._ledger: Ledger | None = None
        self._variant: str | None = None

    @property
    def now(self) -> list[Move]:
        """This street's moves, in order."""
        if self._now is None:
            moves = self.hand.moves
            street = self.hand.street
            k = len(moves)
            while k and moves[k - 1].street == street:
                k -= 1
            self._now = moves[k:]
        return self._now

    @property
    def profile(self) -> VenueProfile:
        """The hand's venue profile (read when asked: most contexts are never posed)."""
        return self.hand.profile

    @property
    def ledger(self) -> Ledger:
        if self._ledger is None:
            self._ledger = Ledger.of(self.hand, self.forced)
        return self._ledger

    @property
    def variant(self) -> str:
        if self._variant is None:
            self._variant = variant_of(self.hand)
        return self._variant

    def intro(self) -> list[str]:
        hand = self.hand
        forced = self.forced
        game, structure, stakes = hand.game, hand.structure, hand.stakes
        key = (id(game), id(structure), id(stakes), forced.blinds, forced.dead, forced.nominal)
        seen = _INTROS.get(key)
        if seen is None or seen[0] is not game or seen[1] is not stakes:
            info = VARIANTS.get(self.variant)
            title = info.title if info is not None else game.name
            line = f"{title}, {stakes_text(hand)}, {hand.n} players."
            if len(_INTROS) >= 1024:  # a few levels and tables, most posting the same bets
                _INTROS.clear()
            seen = _INTROS[key] = (game, stakes, line, forced_story(hand, forced))
        line, story = seen[2], seen[3]
        profile = hand.profile
        if profile.name != "standard":
            line += f" House rules: {profile.title}."
        return [line, story] if story else [line]

    def full_story(self) -> list[str]:
        hand = self.hand
        moves = hand.moves
        last = moves[-1].street if moves else 0  # moves come street by street
        if not hand.finished:
            last = max(last, self.street)
        by_street: list[list[Move]] = [[] for _ in range(last + 1)]
        for m in moves:
            by_street[m.street].append(m)
        lines = streets_story(hand, by_street)
        if hand.game.stud:
            lines.append(self.upcards_line())
        return lines

    def current_story(self) -> list[str]:
        hand = self.hand
        lines: list[str] = []
        if hand.street > 0:
            lines.append(f"Before this round the middle holds {_MONEY[middle(self.hand)]}.")
        if hand.game.stud:
            lines.append(self.upcards_line())
        lines.append(street_story(hand, hand.street, self.now))
        return lines

    def upcards_line(self) -> str:
        """What shows as the round began: a player who folds later in the round is shown,
        as his upcards decided who acted first."""
        hand = self.hand
        folded_now = {m.player for m in self.now if m.kind is ActionKind.FOLD}
        ups = [(i, hand.upcards(i)) for i in range(hand.n) if not hand.folded[i] or i in folded_now]
        shown = [
            f"p{i + 1} {cards_text(cards)}" + (" (all-in)" if hand.stacks[i] == 0 else "")
            for i, cards in ups
            if cards
        ]
        return "Showing: " + ", ".join(shown) + "." if shown else ""

    def actor_line(self) -> str:
        a = self.actor
        assert a is not None
        hand = self.hand
        line = f"p{a + 1} is to act, with {_MONEY[hand.stacks[a]]} behind"  # as money() writes
        if hand.bets[a]:
            line += f" and {_MONEY[hand.bets[a]]} in front"
        return line + "."

    def big_blind(self) -> int:
        lead = self.forced.nominal[: self.hand.stakes.blind_count]
        return max(lead, default=0) or self.hand.stakes.min_bet

    def points(self) -> int:
        """Difficulty points shared by every kind: players, street, all-ins, odd amounts."""
        hand = self.hand
        p = 0
        players = hand.folded.count(False)  # len(hand.in_hand())
        p += players >= 4
        p += players >= 7
        p += self.street >= 2
        all_in = odd = False
        for m in hand.moves:  # one pass: an all-in, a bet or raise of an odd amount
            if m.all_in:
                all_in = True
            if not odd and m.kind in AGGRESSIVE and _odd(hand, m.to):
                odd = True
        return p + all_in + odd

    def alternative(self, **changes: str) -> HandState | None:
        """The same betting replayed under a profile with some switches changed.

        Cards are dealt again only in stud, where the upcards say who acts; in the
        other games the replayed hand has no cards (only its betting is read)."""
        setup = replace(self.hand.setup, profile=self.profile.with_options(**changes))
        skip_deals = not self.hand.game.stud
        try:
            alt = HandState(setup)
            for entry in self.hand.record:
                if not (skip_deals and isinstance(entry, Deal)):
                    alt.apply(entry)
        except ValueError:
            return None
        return alt

    def prompt(self, lines: Sequence[str], question: str) -> str:
        return "\n".join([*[x for x in lines if x], question])
