"""The GUI's side of the quiz, without Qt: questions to show, answers to grade, hands to replay.

This is the one place the window meets the quiz (``dealer_trainer.quiz``) and the engine:

- :class:`Asked` is a question as the window shows it (the question text, the hand so far,
  the answer boxes, the table) and :class:`Graded` a graded answer with its feedback;
- :class:`PracticeSource` deals questions from the quiz's generator; where the quiz is not
  installed it falls back to a small dealer of its own (:class:`EngineSource`), so the
  window always has something to ask;
- :func:`grade` reads what was typed (leniently: ``1,600``, ``$1 600``) and grades it part
  by part; an answer that cannot be read raises :class:`AnswerError` and is not counted;
- :class:`ReplaySession` steps through a PHH file and asks, before each action, what that
  moment asks a dealer (to call, the minimum, the maximum, the pot).

Swapping in the quiz's own grading or packs happens here and nowhere else.

>>> parse_amount("$1,600"), parse_amount("1 600"), parse_amount("1.600"), parse_amount("€ 25")
(1600, 1600, 1600, 25)
>>> parse_amount("16.5")
Traceback (most recent call last):
...
dealer_trainer.gui.questions.AnswerError: '16.5' is not a whole number of chips
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_trainer.gui.session import SessionConfig
from dealer_trainer.gui.snapshot import (
    StoryLine,
    TableSnapshot,
    pile_snapshot,
    seat_words,
    snapshot,
    story,
)

if TYPE_CHECKING:
    from dealer_trainer.engine.options import VenueProfile
    from dealer_trainer.engine.state import HandState

__all__ = [
    "KIND_TITLES",
    "POT_HIDDEN_KINDS",
    "AnswerError",
    "Asked",
    "ChoiceView",
    "EngineSource",
    "Graded",
    "PracticeSource",
    "ReplaySession",
    "SessionConfig",
    "grade",
    "parse_amount",
    "quiz_available",
]

POT_HIDDEN_KINDS = frozenset({"pot_count", "side_pots", "pot_limit_max", "rake"})
"""Questions whose answer the pot's printed amount would give away (or half of it)."""
POT_MERGED_KINDS = frozenset({"pot_count", "side_pots"})
"""Questions where the middle is drawn as one pile, so the split is not given away."""

KIND_TITLES: dict[str, str] = {
    "pot_count": "Count the pot",
    "to_call": "Amount to call",
    "min_raise": "Minimum bet or raise",
    "pot_limit_max": "Pot-limit maximum",
    "limit_bet": "Fixed-limit bet size and cap",
    "may_raise": "May he raise?",
    "side_pots": "Side pots",
    "chip_action": "Chip-action ruling",
    "verbal": "Verbal declaration and string bet",
    "stud_order": "Stud: who brings in, who acts first",
    "stud_amounts": "Bring-in, completion, half-bet all-ins",
    "showdown": "Showdown",
    "chip_count": "Chip count",
    "spread_range": "Spread-limit range",
    "blinds": "Blinds and straddles",
    "procedure": "Procedure ruling",
    "rake": "Rake and jackpot drop",
}
"""Kind titles, used when the quiz's id list is not installed."""


class AnswerError(ValueError):
    """An answer that cannot be read: said why, and not counted as wrong."""


def quiz_available() -> bool:
    """Whether the quiz's generator can be imported."""
    try:
        import dealer_trainer.quiz.generator  # noqa: F401
    except ImportError:
        return False
    return True


def kind_titles() -> dict[str, str]:
    """Every kind id and its title (the quiz's list when installed)."""
    try:
        from dealer_trainer.quiz.ids import KINDS
    except ImportError:
        return dict(KIND_TITLES)
    return {k: v.title for k, v in KINDS.items()}


def variant_title(variant: str) -> str:
    """``Pot-limit Omaha`` for ``PO`` (the quiz's titles when installed)."""
    try:
        from dealer_trainer.quiz.ids import VARIANTS
    except ImportError:
        return variant
    info = VARIANTS.get(variant)
    return info.title if info is not None else variant


# ---------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class ChoiceView:
    """One lettered answer of a ruling."""

    letter: str
    text: str
    amount_hint: str = ""
    """What amount to give with this letter; "" when none."""


@dataclass(frozen=True)
class Asked:
    """A question as the window shows it."""

    id: str
    kind: str
    title: str
    skill: str
    variant: str
    difficulty: int
    question: str
    """The question in a dealer's words (the hand so far is in :attr:`story`)."""
    story: tuple[StoryLine, ...]
    form: str
    """``amount``, ``amounts``, ``pots``, ``shares``, ``choice`` or ``player``."""
    labels: tuple[str, ...]
    choices: tuple[ChoiceView, ...]
    table: TableSnapshot
    target_ms: int
    answer_lines: tuple[str, ...]
    """The right answer, one line per part, in the answer syntax (for the self-test)."""
    source: Any = field(default=None, compare=False, repr=False)
    """The quiz's question (or this module's own) it was made from."""
    moment: str = ""
    """Replay: what happened next in the record ("Seat 3 raises to 600")."""


@dataclass(frozen=True)
class Graded:
    """A graded answer and everything the feedback shows."""

    asked: Asked
    correct: bool
    parts: tuple[bool, ...]
    given: tuple[str, ...]
    expected: tuple[str, ...]
    """The right answer, one line per part, in a dealer's words."""
    working: tuple[str, ...]
    rule: str
    rule_links: tuple[tuple[str, str], ...]
    """``(anchor, title)`` for each rule the answer rests on, in the rulebook."""
    option: str
    mistake: str | None
    """The name of the typical mistake recognised in a wrong answer."""
    mistake_hint: str
    millis: int
    speed: str | None = None
    mistake_id: str | None = None
    """``fast``, ``on_time`` or ``slow`` (speed drill)."""


def load_venue_profile(name_or_path: str) -> VenueProfile:
    """A built-in venue profile or a profile file (``ProfileError`` if it cannot be read)."""
    from dealer_trainer.engine.options import get_profile

    return get_profile(name_or_path)


# ---------------------------------------------------------------- reading answers

_THIN_SPACES = "\u00a0\u202f\u2009 '\u2019_"


def parse_amount(text: str) -> int:
    """An amount as a dealer may type it: ``1,600``, ``1600``, ``1 600``, ``$1,600``, ``€1.600``."""
    raw = text.strip()
    cleaned = raw
    for ch in "$€£":
        cleaned = cleaned.replace(ch, "")
    for ch in _THIN_SPACES:
        cleaned = cleaned.replace(ch, "")
    if not cleaned:
        raise AnswerError("type an amount" if not raw else f"{raw!r} is not an amount")
    if re.fullmatch(r"\d{1,3}(\.\d{3})+", cleaned):
        cleaned = cleaned.replace(".", "")
    elif re.fullmatch(r"\d{1,3}(,\d{3})+(\.0+)?", cleaned):
        cleaned = cleaned.split(".")[0].replace(",", "")
    elif re.fullmatch(r"\d+\.0+", cleaned):
        cleaned = cleaned.split(".")[0]
    if re.fullmatch(r"\d+[.,]\d+", cleaned):
        raise AnswerError(f"{raw!r} is not a whole number of chips")
    if not cleaned.isdigit():
        raise AnswerError(f"{raw!r} is not an amount: type digits, like 1600 or 1,600")
    return int(cleaned)


def parse_player(text: str, n: int | None = None) -> int:
    """``p3``, ``3`` or ``seat 3`` as a 0-based player."""
    m = re.fullmatch(r"\s*(?:p|seat\s*)?(\d{1,2})\s*", text, flags=re.IGNORECASE)
    if not m:
        raise AnswerError(f"{text.strip()!r} is not a seat: type its number, like 3")
    number = int(m.group(1))
    if number < 1 or (n is not None and number > n):
        raise AnswerError(f"there is no seat {number}")
    return number - 1


def _players(text: str) -> tuple[int, ...]:
    words = [w for w in re.split(r"[\s,;]+|\band\b", text.strip()) if w]
    found = []
    for w in words:
        if w.lower() == "seat" or w.lower() == "seats":
            continue
        found.append(parse_player(w))
    if not found:
        raise AnswerError("name the players who may win the pot, like 2 3 5")
    return tuple(sorted(set(found)))


def _seats(text: str) -> str:
    return re.sub(r"(?i)\bseat\s*(\d)", r"p\1", text)


@dataclass(frozen=True, slots=True)
class _Part:
    """One line of an answer, comparable with the quiz's ``Part``."""

    amount: int | None = None
    players: tuple[int, ...] = ()
    letter: str | None = None
    shares: tuple[tuple[int, int], ...] = ()
    player: int | None = None


def _as_part(p: Any) -> _Part:
    return _Part(p.amount, tuple(p.players), p.letter, tuple(p.shares), p.player)


def parse_line(form: str, line: str, asked: Asked | None = None) -> _Part:
    """One typed line as an answer part of ``form``."""
    text = line.strip()
    if form in ("amount", "amounts"):
        return _Part(amount=parse_amount(text))
    if form == "player":
        return _Part(player=parse_player(_seats(text)))
    if form == "pots":
        m = re.match(r"\s*([$€£]?[\d][\d,. \u00a0]*?)(?:\s+(?:for\s+)?|\s*:\s*)(.*)$", text)
        if not m or not m.group(2).strip():
            raise AnswerError(
                f"{text!r}: give the pot's amount, then the seats that may win it, like 1250 2 3 4"
            )
        return _Part(amount=parse_amount(m.group(1)), players=_players(_seats(m.group(2))))
    if form == "shares":
        words = _seats(text).replace(",", " ").split()
        if not words or len(words) % 2:
            raise AnswerError(f"{text!r}: give each winner and his share, like p4 1075 p6 1050")
        shares = []
        for who, amount in zip(words[::2], words[1::2], strict=True):
            shares.append((parse_player(who), parse_amount(amount)))
        return _Part(shares=tuple(sorted(shares)))
    if form == "choice":
        m = re.fullmatch(r"\s*([a-zA-Z])\)?\s*(.*)", text)
        if not m:
            raise AnswerError("choose one of the answers")
        letter = m.group(1).lower()
        rest = m.group(2).strip()
        choice = None
        if asked is not None:
            choice = next((c for c in asked.choices if c.letter == letter), None)
            if choice is None:
                raise AnswerError(f"there is no answer {letter!r}")
        if choice is not None and choice.amount_hint:
            if not rest:
                raise AnswerError(f"answer ({letter}) needs {choice.amount_hint}")
            return _Part(letter=letter, amount=parse_amount(rest))
        return _Part(letter=letter)
    raise AnswerError(f"unknown answer form {form!r}")


# ---------------------------------------------------------------- rulebook links

_EXAMPLE_SECTIONS = {
    "NL": "A.2",
    "RO": "A.4",
    "PL": "A.5",
    "FL": "A.6",
    "ST": "A.7",
    "SL": "A.8",
    "SP": "A.12",
    "CH": "A.10",
    "VD": "A.11",
    "TS": "A.13",
    "BBA": "A.9",
    "HU": "A.9",
}


def rule_anchor(tag: str, anchors: frozenset[str] | None = None) -> str | None:
    """The rulebook anchor a rule tag links to (``T2-27``, ``A.5``, ``PL-06``, ``A.17-3``)."""
    anchors = anchors if anchors is not None else rulebook_anchors()
    if tag in anchors:
        return tag
    m = re.fullmatch(r"(A\.\d+b?)(?:-\d+)?", tag)
    if m and m.group(1) in anchors:
        return m.group(1)
    prefix = tag.split("-")[0]
    section = _EXAMPLE_SECTIONS.get(prefix)
    if section and section in anchors:
        return section
    return None


_ANCHORS: frozenset[str] | None = None


def rulebook_anchors() -> frozenset[str]:
    """Every anchor of the rulebook resource."""
    global _ANCHORS
    if _ANCHORS is None:
        from dealer_trainer.gui.resources import rulebook_html

        _ANCHORS = frozenset(re.findall(r'<a (?:name|id)="([^"]+)"', rulebook_html()))
    return _ANCHORS


def rulebook_title(anchor: str) -> str:
    """A few words naming a rule (the source paragraph's title where known)."""
    from dealer_trainer.quiz.ids import PARAGRAPHS  # the quiz ships with the window

    if anchor in PARAGRAPHS:
        p = PARAGRAPHS[anchor]
        where = f"text {p.text}" + (f", {p.label}" if p.label else "")
        return f"{p.title} ({where})"
    from dealer_trainer.gui.resources import rulebook_sections

    return rulebook_sections().get(anchor, anchor)


def links_for(tags: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """Rulebook links for a question's rule tags, each anchor once."""
    seen: dict[str, str] = {}
    for tag in tags:
        anchor = rule_anchor(tag)
        if anchor and anchor not in seen:
            seen[anchor] = rulebook_title(anchor)
    return tuple(seen.items())


# ---------------------------------------------------------------- from the quiz


def _question_text(q: Any, hand: HandState | None) -> str:
    """The prompt without the lines the hand-so-far list already tells."""
    lines = q.prompt.split("\n")
    if hand is not None:
        try:
            from dealer_trainer.quiz.kinds import Ctx
            from dealer_trainer.quiz.narrate import street_story

            told = set(Ctx(hand).intro())
            told.update(street_story(hand, s) for s in range(len(hand.game.streets)))
            kept = [line for line in lines if line not in told]
            if q.form.choices:  # the choices are the radio buttons below
                kept = [line for line in kept if not re.match(r"\s+[a-z]\) ", line)]
            if kept:
                lines = kept
        except Exception:  # a bug in the trimming: show the whole prompt, and log the bug
            logging.getLogger(__name__).exception("could not trim the prompt of %s", q.id)
    return seat_words("\n".join(lines).strip())


def _answer_line(form: str, part: Any) -> str:
    return str(part.text())


def from_quiz(q: Any, *, hand: HandState | None = None, moment: str = "") -> Asked:
    """An :class:`Asked` for one of the quiz's questions."""
    if hand is None and q.situation is not None:
        hand = q.situation.hand()
    if hand is None:  # a pile to count, or a described table (procedure kinds): no hand
        counts = q.pile.counts if q.pile is not None else ()
        chip_set = q.pile.chip_set if q.pile is not None else "tournament"
        table = pile_snapshot(counts, chip_set, KIND_TITLES.get(q.kind, q.kind))
        lines: tuple[StoryLine, ...] = ()
    else:
        assert hand is not None
        seat = q.situation.seat if q.situation is not None else None
        if str(getattr(q.form.kind, "value", q.form.kind)) == "player":
            seat = -1  # the question asks who acts: no seat is marked "to act"
        table = snapshot(
            hand,
            actor=seat,
            hide_pot_amounts=q.kind in POT_HIDDEN_KINDS,
            merge_pots=q.kind in POT_MERGED_KINDS,
        )
        if q.pile is not None:  # a ruling: the chips pushed out, in front of the player
            who = seat if seat is not None else hand.actor
            table = replace(
                table, pushed=tuple(q.pile.counts), pushed_seat=who, pile_chip_set=q.pile.chip_set
            )
        lines = story(hand)
    form = q.form.kind.value if hasattr(q.form.kind, "value") else str(q.form.kind)
    choices = tuple(ChoiceView(c.letter, seat_words(c.text), c.amount) for c in q.form.choices)
    return Asked(
        id=q.id,
        kind=q.kind,
        title=kind_titles().get(q.kind, q.kind),
        skill=q.skill,
        variant=q.variant,
        difficulty=q.difficulty,
        question=_question_text(q, hand),
        story=lines,
        form=form,
        labels=tuple(q.form.labels),
        choices=choices,
        table=table,
        target_ms=q.target_ms,
        answer_lines=tuple(_answer_line(form, p) for p in q.answer),
        source=q,
        moment=moment,
    )


def _grade_quiz(asked: Asked, lines: Sequence[str], millis: int) -> Graded:
    q = asked.source
    try:
        from dealer_trainer.quiz import grading
    except ImportError:
        return _grade_quiz_here(asked, lines, millis)
    try:
        result = grading.grade_text(q, [_seats(line) for line in lines], millis)
    except grading.AnswerRefused as exc:
        raise AnswerError(seat_words(str(exc))) from None
    said_one = getattr(grading, "_said", None)
    if said_one is not None:
        said = [seat_words(said_one(q, p, k)) for k, p in enumerate(q.answer)]
    else:
        said = [seat_words(result.expected_text)]
    return Graded(
        asked=asked,
        correct=result.correct,
        parts=tuple(p.correct for p in result.parts),
        given=tuple(lines),
        expected=tuple(said),
        working=tuple(seat_words(s.text) for s in result.explanation),
        rule=seat_words(result.rule),
        rule_links=links_for(q.tags),
        option=result.option,
        mistake=None if result.mistake is None else result.mistake.name,
        mistake_hint="" if result.mistake is None else result.mistake.hint,
        millis=millis,
        mistake_id=None if result.mistake is None else result.mistake.id,
    )


def _grade_quiz_here(asked: Asked, lines: Sequence[str], millis: int) -> Graded:
    """Grading without the quiz's grading module (before it is installed)."""
    q = asked.source
    if len(lines) != len(q.answer):
        raise AnswerError(f"give {len(q.answer)} answers, one per box")
    given = tuple(parse_line(asked.form, line, asked) for line in lines)
    expected = tuple(_as_part(p) for p in q.answer)
    parts = tuple(g == e for g, e in zip(given, expected, strict=True))
    correct = all(parts)
    mistake_name, hint, mistake_id = None, "", None
    if not correct:
        try:
            from dealer_trainer.quiz.mistakes import MISTAKES

            for trap in q.traps:
                if tuple(_as_part(p) for p in trap.answer) == given:
                    m = MISTAKES[trap.mistake]
                    mistake_name, hint, mistake_id = m.name, m.hint, m.id
                    break
        except ImportError:
            pass
    said = []
    for label, p in zip(q.form.labels, q.answer, strict=False):
        text = seat_words(p.said())
        if asked.form == "choice" and p.letter is not None:
            choice = next((c for c in asked.choices if c.letter == p.letter), None)
            if choice is not None:
                text = f"({p.letter}) {choice.text}" + (
                    f": {p.amount:,}" if p.amount is not None else ""
                )
        said.append(f"{label}: {text}" if len(q.answer) > 1 else text)
    return Graded(
        asked=asked,
        correct=correct,
        parts=parts,
        given=tuple(lines),
        expected=tuple(said),
        working=tuple(seat_words(s.text) for s in q.working),
        rule=seat_words(q.rule),
        rule_links=links_for(q.tags),
        option=q.option,
        mistake=mistake_name,
        mistake_hint=hint,
        millis=millis,
        mistake_id=mistake_id,
    )


def rate_speed(millis: int, target_ms: int) -> str:
    """``fast`` (within 60% of the target), ``on_time`` or ``slow``."""
    try:
        from dealer_trainer.quiz.speed import rate

        return str(rate(millis, target_ms).value)
    except ImportError:
        if millis * 100 <= target_ms * 60:
            return "fast"
        return "on_time" if millis <= target_ms else "slow"


def grade(asked: Asked, lines: Sequence[str], millis: int = 0) -> Graded:
    """Grade what was typed, one line per answer box; :class:`AnswerError` if unreadable."""
    lines = tuple(line.strip() for line in lines)
    if any(not line for line in lines):
        raise AnswerError("fill in every box" if len(lines) > 1 else "type an answer")
    if isinstance(asked.source, _EngineQuestion):
        return asked.source.grade(asked, lines, millis)
    return _grade_quiz(asked, lines, millis)


# ---------------------------------------------------------------- the engine's own questions


@dataclass(frozen=True)
class _EngineQuestion:
    """A question computed from the engine alone (replay, or no quiz installed)."""

    kind: str
    answer: int
    label: str
    working: tuple[str, ...]
    rule: str
    tags: tuple[str, ...]

    def grade(self, asked: Asked, lines: Sequence[str], millis: int) -> Graded:
        if len(lines) != 1:
            raise AnswerError("give one amount")
        value = parse_amount(lines[0])
        ok = value == self.answer
        return Graded(
            asked=asked,
            correct=ok,
            parts=(ok,),
            given=tuple(lines),
            expected=(f"{self.answer:,}",),
            working=self.working,
            rule=self.rule,
            rule_links=links_for(self.tags),
            option="",
            mistake=None,
            mistake_hint="",
            millis=millis,
        )


_ENGINE_TEXT = {
    "to_call": ("to call", "How much more must {who} put in to call?", 4_000),
    "min_raise": (
        "minimum raise-to",
        "{who} wants to raise. What is the least he may raise to (his total for this round)?",
        5_000,
    ),
    "pot_limit_max": (
        "maximum",
        '{who} says "pot". What is the most he may raise to (his total for this round)?',
        8_000,
    ),
    "pot_count": (
        "pot",
        "Count the pot: how much is in it in all, the bets in front of the players included?",
        6_000,
    ),
}


def engine_question(kind: str, hand: HandState, qid: str, *, moment: str = "") -> Asked | None:
    """A question of ``kind`` computed from the engine, or None if undefined here."""
    from dealer_trainer.engine.games import Structure

    actor = hand.actor
    if kind != "pot_count" and actor is None:
        return None
    who = f"Seat {actor + 1}" if actor is not None else ""
    if kind == "to_call":
        assert actor is not None
        answer = hand.to_call()
        if answer == 0:
            return None
        level = max(hand.bets)
        working = (
            f"the bet to match is {level:,}",
            f"{who} has {hand.bets[actor]:,} in front",
            f"to call: {level:,} - {hand.bets[actor]:,} = {answer:,}"
            if answer == level - hand.bets[actor]
            else f"he has only {answer:,} left: he calls all-in for {answer:,}",
        )
        rule, tags = "the call is the bet less the chips already in front", ("A.2", "A.14b")
    elif kind == "min_raise":
        value = hand.min_raise_to()
        if value is None or hand.structure not in (Structure.NO_LIMIT, Structure.POT_LIMIT):
            return None
        answer = value
        level = max(hand.bets)
        working = (
            f"the bet is {level:,}",
            f"the largest full bet or raise this round is {hand.increment:,}",
            f"minimum raise-to: {level:,} + {hand.increment:,} = {level + hand.increment:,}"
            if answer == level + hand.increment
            else f"he has only {answer:,} in all: he may go all-in for {answer:,}",
        )
        rule, tags = "a raise adds at least the largest bet or raise of the round", ("T2-04", "A.2")
    elif kind == "pot_limit_max":
        value = hand.max_raise_to()
        if value is None or hand.structure is not Structure.POT_LIMIT:
            return None
        assert actor is not None
        answer = value
        call = max(hand.bets) - hand.bets[actor]
        pot = hand.pot_limit_count()
        working = (
            f"pot {pot:,}",
            f"call {call:,} makes {pot + call:,}",
            f"raise {pot + call:,}",
            f"total {max(hand.bets):,} + {pot + call:,} = {max(hand.bets) + pot + call:,}"
            if answer == max(hand.bets) + pot + call
            else f"limited to {answer:,} by his stack or the house rounding",
        )
        rule, tags = "pot-limit: call first, then raise the whole pot", ("T2-09", "T2-11", "A.5")
    elif kind == "pot_count":
        answer = hand.pot_total()
        if answer == 0:
            return None
        working = (f"every chip in the middle and in front of the players: {answer:,}",)
        rule, tags = "all bets of the round count in the pot", ("T2-10", "A.5")
    else:
        return None
    label, text, target = _ENGINE_TEXT[kind]
    q = _EngineQuestion(kind, answer, label, working, rule, tags)
    return Asked(
        id=qid,
        kind=kind,
        title=KIND_TITLES[kind],
        skill="",
        variant=hand.game.code,
        difficulty=1,
        question=text.format(who=who),
        story=story(hand),
        form="amount",
        labels=(label,),
        choices=(),
        table=snapshot(
            hand,
            hide_pot_amounts=kind in POT_HIDDEN_KINDS,
            merge_pots=kind in POT_MERGED_KINDS,
        ),
        target_ms=target,
        answer_lines=(str(answer),),
        source=q,
        moment=moment,
    )


class EngineSource:
    """Questions from hands this module deals itself: no-limit and pot-limit hold'em.

    Used when the quiz's generator is not installed, so the window always works.
    """

    KINDS = ("to_call", "min_raise", "pot_limit_max", "pot_count")

    def __init__(self, config: SessionConfig | None = None, seed: int | None = None) -> None:
        self.config = config or SessionConfig()
        self.rng = random.Random(seed)
        self.n = 0
        self.kinds = tuple(k for k in self.KINDS if not self.config.kinds or k in self.config.kinds)
        if not self.kinds:
            self.kinds = self.KINDS

    def next(self) -> Asked:
        for _ in range(200):
            kind = self.rng.choice(self.kinds)
            asked = self._try(kind)
            if asked is not None:
                self.n += 1
                return asked
        raise RuntimeError("could not deal a question")  # pragma: no cover

    def _try(self, kind: str) -> Asked | None:
        from dealer_trainer.engine.games import GAMES, Structure
        from dealer_trainer.engine.state import HandSetup, HandState, Stakes

        rng = self.rng
        n = rng.randint(3, 9)
        structure = Structure.POT_LIMIT if kind == "pot_limit_max" else Structure.NO_LIMIT
        sb, bb = rng.choice(((1, 2), (1, 3), (2, 5), (5, 10), (50, 100), (100, 200)))
        stacks = tuple(bb * rng.randint(20, 150) for _ in range(n))
        setup = HandSetup(
            GAMES["NT"],
            Stakes(blinds=(sb, bb)),
            stacks,
            structure=structure,
            profile=load_venue_profile(self.config.profile),
        )
        hand = HandState(setup)
        for _ in range(rng.randint(1, 3 * n)):
            if hand.actor is None or hand.finished:
                return None
            r = rng.random()
            if r < 0.35:
                hand.fold() if hand.to_call() else hand.check_or_call()
            elif r < 0.8 or not hand.can_raise():
                hand.check_or_call()
            else:
                low, high = hand.min_raise_to(), hand.max_raise_to()
                assert low is not None and high is not None
                hand.raise_to(min(high, low + bb * rng.randint(0, 4)))
        if hand.actor is None:
            return None
        return engine_question(kind, hand, f"engine:{self.n}")


class PracticeSource:
    """Questions for a practice session, from the quiz's generator.

    Given the trainee's answer history, the quiz's adaptive practice chooses each
    question (weak skills and skills not seen for a while come back more often);
    without one, the generator deals them in order.
    """

    def __init__(
        self,
        config: SessionConfig,
        seed: int | None = None,
        *,
        history: Any = None,
        trainee: str | None = None,
    ) -> None:
        from dealer_trainer.quiz.generator import Generator, Settings

        self.config = config
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        profile = load_venue_profile(config.profile)
        settings = Settings(
            kinds=config.kinds,
            variants=config.variants,
            structures=config.structures,
            profile=profile,
            difficulties=config.difficulties,
        )
        self.generator = Generator(self.seed, settings)
        self.practice: Any = None
        if history is not None and trainee:
            try:
                from dealer_trainer.quiz.adaptive import Practice
            except ImportError:  # before adaptive practice ships: the generator's order
                pass
            else:
                self.practice = Practice(history, trainee, seed=self.seed, settings=settings)
        self.n = 0
        self._last_id = ""

    def next(self) -> Asked:
        q = None
        if self.practice is not None:
            q = self.practice.next_question()
            if q.id == self._last_id:  # the answer was not recorded: do not ask it again
                q = None
        if q is None:
            q = self.generator.question(self.n)
        self.n += 1
        self._last_id = q.id
        return from_quiz(q)


def make_source(
    config: SessionConfig,
    seed: int | None = None,
    *,
    history: Any = None,
    trainee: str | None = None,
) -> PracticeSource | EngineSource:
    """The quiz's generator (adaptive with a history) when installed, else :class:`EngineSource`."""
    if quiz_available():
        return PracticeSource(config, seed, history=history, trainee=trainee)
    return EngineSource(config, seed)


def generated_kinds() -> tuple[str, ...]:
    """The kinds a practice session can ask."""
    try:
        from dealer_trainer.quiz.generator import GENERATED_KINDS
    except ImportError:
        return EngineSource.KINDS
    return tuple(GENERATED_KINDS)


# ---------------------------------------------------------------- hand replay


class ReplayError(Exception):
    """A hand file that cannot be replayed: ``path`` and a message naming the problem."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


@dataclass
class ReplayPosition:
    """Where a replay is."""

    path: str
    hand: int
    """1-based."""
    hands: int
    action: int
    """Actions applied so far in this hand."""
    actions: int
    finished: bool = False


class ReplaySession:
    """A PHH file stepped through: before each betting action, a question.

    The question asks what that moment asks a dealer: the amount to call before a call
    or a fold, the minimum before a raise in no-limit (the maximum in pot-limit), and
    the pot before a check.
    """

    def __init__(self, path: str | Path, profile: str | None = None) -> None:
        from dealer_trainer.engine import phh

        self.path = str(path)
        try:
            self.histories = phh.load(path)
        except phh.PhhError as exc:
            raise ReplayError(self.path, str(exc).removeprefix(f"{self.path}: ")) from None
        except UnicodeDecodeError:
            raise ReplayError(
                self.path, "not a text file (a PHH hand history is TOML text)"
            ) from None
        except OSError as exc:
            raise ReplayError(self.path, f"cannot read: {exc.strerror or exc}") from None
        if not self.histories:
            raise ReplayError(self.path, "the file holds no hands")
        self.profile_name = profile
        self.hand_index = -1
        self._steps: Iterator[Any] | None = None
        self._hand: HandState | None = None
        self._applied = 0
        self._asked = 0

    def _profile(self, history: Any) -> VenueProfile:
        from dealer_trainer.engine.options import ProfileError, get_profile

        name = self.profile_name or history.profile or "standard"
        try:
            return get_profile(name)
        except ProfileError:
            return get_profile("standard")

    def _start_hand(self, index: int) -> None:
        from dealer_trainer.engine.replay import steps

        self.hand_index = index
        history = self.histories[index]
        self._steps = steps(history, self._profile(history))
        self._hand = None
        self._applied = 0

    def position(self) -> ReplayPosition:
        history = self.histories[max(self.hand_index, 0)]
        return ReplayPosition(
            self.path,
            self.hand_index + 1,
            len(self.histories),
            self._applied,
            len(history.actions),
            finished=self._steps is None and self.hand_index >= len(self.histories) - 1,
        )

    def next(self) -> Asked | None:
        """The next question, or None when every hand has been stepped through.

        Raises :class:`ReplayError` when the record breaks the rules.
        """
        from dealer_trainer.engine.replay import BETTING_KINDS
        from dealer_trainer.engine.replay import ReplayError as EngineReplayError
        from dealer_trainer.engine.state import IllegalActionError

        while True:
            if self._steps is None:
                if self.hand_index + 1 >= len(self.histories):
                    return None
                self._start_hand(self.hand_index + 1)
            assert self._steps is not None
            try:
                applied, action, hand = next(self._steps)
            except StopIteration:
                self._steps = None
                continue
            except (EngineReplayError, IllegalActionError, ValueError) as exc:
                self._steps = None
                raise ReplayError(self.path, f"hand {self.hand_index + 1}: {exc}") from None
            self._applied = applied
            self._hand = hand
            if action is None:
                self._steps = None
                continue
            if action.kind not in BETTING_KINDS or hand.actor is None:
                continue
            if action.actor is not None and action.actor - 1 != hand.actor:
                continue
            asked = self._question(hand, action)
            if asked is not None:
                self._asked += 1
                return asked

    def _question(self, hand: HandState, action: Any) -> Asked | None:
        from dealer_trainer.engine.games import Structure
        from dealer_trainer.engine.phh import ActionKind as PhhKind

        history = self.histories[self.hand_index]
        qid = f"phh:{Path(self.path).name}#{self.hand_index + 1}:{action.index}"
        moment = seat_words(_next_words(history, action, hand))
        if action.kind is PhhKind.COMPLETE_BET_OR_RAISE_TO:
            if hand.structure is Structure.POT_LIMIT:
                kinds = ["pot_limit_max", "min_raise", "to_call"]
            elif hand.structure is Structure.NO_LIMIT:
                kinds = ["min_raise", "to_call", "pot_count"]
            else:
                kinds = ["limit_bet", "to_call", "pot_count"]
        elif action.kind is PhhKind.POST_BRING_IN:
            kinds = ["stud_order"]
        elif hand.to_call():
            kinds = ["to_call", "pot_count"]
        else:
            kinds = ["pot_count"]
        for kind in kinds:
            asked = self._pose(kind, hand, qid, moment)
            if asked is not None:
                return asked
        return None

    @staticmethod
    def _pose(kind: str, hand: HandState, qid: str, moment: str) -> Asked | None:
        if quiz_available():
            try:
                from dealer_trainer.quiz.kinds import POSERS, pose

                if kind in POSERS:
                    q = pose(kind, hand, qid=qid)
                    if q is not None:
                        return from_quiz(q, hand=hand, moment=moment)
            except Exception:  # the quiz could not pose it: the engine's own question; log why
                logging.getLogger(__name__).exception("the quiz could not pose %s at %s", kind, qid)
        return engine_question(kind, hand, qid, moment=moment)


def _next_words(history: Any, action: Any, hand: HandState) -> str:
    """What the record does next, as a dealer says it."""
    from dealer_trainer.engine.phh import ActionKind as PhhKind

    who = f"Seat {action.actor}"
    if action.kind is PhhKind.FOLD:
        return f"{who} folds"
    if action.kind is PhhKind.CHECK_OR_CALL:
        call = hand.to_call(action.actor - 1)
        return f"{who} calls {hand.bets[action.actor - 1] + call:,}" if call else f"{who} checks"
    if action.kind is PhhKind.POST_BRING_IN:
        return f"{who} brings it in"
    if action.kind is PhhKind.COMPLETE_BET_OR_RAISE_TO:
        verb = "bets" if max(hand.bets) == 0 else "raises to"
        return f"{who} {verb} {action.amount:,}"
    return str(history.action_text(action))
