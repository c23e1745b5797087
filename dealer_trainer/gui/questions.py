"""The GUI's side of the quiz, without Qt: questions to show, answers to grade, hands to replay.

This is the one place the window meets the quiz (``dealer_trainer.quiz``) and the engine:
- :class:`Asked` is a question as the window shows it (the question text, the hand so far,
  the answer boxes, the table) and :class:`Graded` a graded answer with its feedback;
- :class:`PracticeSource` deals questions from the quiz's generator;
- :func:`grade` reads what was typed with the quiz's one answer reader
  (:mod:`dealer_trainer.quiz.answers`, the same grammar as the terminal) and grades it
  part by part; an answer that cannot be read raises :class:`AnswerError` and is not counted;
- :class:`ReplaySession` steps through a PHH file and asks, before each action, what that
  moment asks a dealer (to call, the minimum, the maximum, the pot).

The window has no reader or dealer of its own: every question and every key comes from
the quiz, and through it from the engine.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_trainer.engine import phh
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import ProfileError, get_profile
from dealer_trainer.engine.phh import PhhActionKind
from dealer_trainer.engine.replay import BETTING_KINDS, ReplayError, steps
from dealer_trainer.engine.state import IllegalActionError
from dealer_trainer.gui.resources import rulebook_html, rulebook_sections
from dealer_trainer.gui.session import SessionConfig
from dealer_trainer.gui.snapshot import (
    StoryLine,
    TableSnapshot,
    drawing_street,
    pile_snapshot,
    race_snapshot,
    seat_words,
    seated_snapshot,
    snapshot,
    story,
)
from dealer_trainer.quiz import grading, narrate
from dealer_trainer.quiz.adaptive import Practice
from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings
from dealer_trainer.quiz.ids import KINDS, PARAGRAPHS, VARIANTS
from dealer_trainer.quiz.kinds import POSERS, Ctx, pose
from dealer_trainer.quiz.kinds_procedures import PROCEDURE_KINDS
from dealer_trainer.quiz.speed import rate

if TYPE_CHECKING:
    from dealer_trainer.engine.options import VenueProfile
    from dealer_trainer.engine.phh import HandHistory, PhhAction
    from dealer_trainer.engine.state import HandState
    from dealer_trainer.quiz.history import History
    from dealer_trainer.quiz.model import Part, Question

__all__ = [
    "POT_HIDDEN_KINDS",
    "AnswerError",
    "Asked",
    "ChoiceView",
    "Graded",
    "PracticeSource",
    "ReplaySession",
    "SessionConfig",
    "grade",
]

POT_HIDDEN_KINDS = frozenset({"pot_count", "side_pots", "pot_limit_max", "rake"})
"""Questions whose answer the pot's printed amount would give away (or half of it)."""
POT_MERGED_KINDS = frozenset({"pot_count", "side_pots"})
"""Questions where the middle is drawn as one pile, so the split is not given away."""
TABLED_KINDS = frozenset({"showdown"})
"""Questions whose words name every hand shown down: the table shows them face up."""


class AnswerError(ValueError):
    """An answer that cannot be read: said why, and not counted as wrong."""


def kind_titles() -> dict[str, str]:
    """Every kind id and its title."""

    return {k: v.title for k, v in KINDS.items()}


def variant_title(variant: str) -> str:
    """``Pot-limit Omaha`` for ``PO``."""

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
    source: Question | None = field(default=None, compare=False, repr=False)
    """The quiz's question it was made from."""
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

    return get_profile(name_or_path)


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
        _ANCHORS = frozenset(re.findall(r'<a (?:name|id)="([^"]+)"', rulebook_html()))
    return _ANCHORS


def rulebook_title(anchor: str) -> str:
    """A few words naming a rule (the source paragraph's title where known)."""

    if anchor in PARAGRAPHS:
        p = PARAGRAPHS[anchor]
        where = f"text {p.text}" + (f", {p.label}" if p.label else "")
        return f"{p.title} ({where})"

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


def _question_text(q: Question, hand: HandState | None) -> str:
    """The prompt without the lines the hand-so-far list already tells."""
    lines = q.prompt.split("\n")
    if hand is not None:
        try:
            told = set(Ctx(hand).intro())
            told.update(narrate.street_story(hand, s) for s in range(len(hand.game.streets)))
            kept = [line for line in lines if line not in told]
            if q.form.choices:  # the choices are the radio buttons below
                kept = [line for line in kept if not re.match(r"\s+[a-z]\) ", line)]
            if kept:
                lines = kept
        except Exception:  # a bug in the trimming: show the whole prompt, and log the bug
            logging.getLogger(__name__).exception("could not trim the prompt of %s", q.id)
    return seat_words("\n".join(lines).strip())


def _answer_line(form: str, part: Part) -> str:
    return str(part.text())


def _table_seats(q: Question) -> tuple[tuple[int, ...], int] | None:
    """A seat question's table: each player's seat number (p1 first) and how many seats the
    table has, from its parameters; None for other questions."""
    if q.kind not in ("show_first", "next_blinds") or q.situation is None:
        return None
    params = dict(q.params)
    seats = params.get("seats")
    if not isinstance(seats, tuple) or not all(isinstance(s, int) for s in seats):
        return None
    count = params.get("seat_count", max(seats))
    return tuple(seats), count if isinstance(count, int) else max(seats)


def from_quiz(q: Question, *, hand: HandState | None = None, moment: str = "") -> Asked:
    """An :class:`Asked` for one of the quiz's questions."""
    # a procedure kind's prompt names the table's own seats: its hand (show_first,
    # next_blinds) is there to be exported as PHH, not drawn with seats 1 to n
    if hand is None and q.situation is not None and q.kind not in PROCEDURE_KINDS:
        hand = q.situation.hand()
    at_seats = _table_seats(q)
    if hand is None and at_seats is not None:
        # who shows first, where the blinds go: the described table, each player at his
        # own seat number, the other seats empty (the prompt's words, drawn)
        assert q.situation is not None
        table = seated_snapshot(snapshot(q.situation.hand()), *at_seats)
        table = replace(table, title=kind_titles().get(q.kind, q.kind))
        lines: tuple[StoryLine, ...] = ()
    elif hand is None and q.kind == "chip_race":  # the race laid out at its seats
        params = dict(q.params)
        table = race_snapshot(
            params["race"],  # type: ignore[arg-type]
            int(params["race_chip"]),  # type: ignore[call-overload]
            int(params.get("no_other_chips", 0)),  # type: ignore[call-overload]
            int(params.get("seat_count", 9)),  # type: ignore[call-overload]
            kind_titles().get(q.kind, q.kind),
        )
        lines = ()
    elif hand is None:  # a pile to count, or a described table (procedure kinds): no hand
        counts = q.pile.counts if q.pile is not None else ()
        chip_set = q.pile.chip_set if q.pile is not None else "tournament"
        table = pile_snapshot(counts, chip_set, kind_titles().get(q.kind, q.kind))
        lines = ()
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
            tabled=q.kind in TABLED_KINDS,
        )
        if q.kind == "draw_stub":
            # asked while the draw is dealt: the round after it has not begun
            table = replace(table, street=drawing_street(hand))
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
    if q is None:
        raise ValueError(f"{asked.id}: the question has no quiz question to grade against")
    try:
        result = grading.grade_text(q, list(lines), millis)
    except grading.AnswerRefused as exc:
        raise AnswerError(seat_words(str(exc))) from None
    said = [seat_words(grading.said_part(q, p, k)) for k, p in enumerate(q.answer)]
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


def rate_speed(millis: int, target_ms: int) -> str:
    """``fast`` (within 60% of the target), ``on_time`` or ``slow``."""

    return str(rate(millis, target_ms).value)


def grade(asked: Asked, lines: Sequence[str], millis: int = 0) -> Graded:
    """Grade what was typed, one line per answer box; :class:`AnswerError` if unreadable."""
    lines = tuple(line.strip() for line in lines)
    if any(not line for line in lines):
        raise AnswerError("fill in every box" if len(lines) > 1 else "type an answer")
    return _grade_quiz(asked, lines, millis)


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
        history: History | None = None,
        trainee: str | None = None,
    ) -> None:
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
        self.practice: Practice | None = None
        if history is not None and trainee:
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
    history: History | None = None,
    trainee: str | None = None,
) -> PracticeSource:
    """The quiz's generator (adaptive with a history)."""
    return PracticeSource(config, seed, history=history, trainee=trainee)


def generated_kinds() -> tuple[str, ...]:
    """The kinds a practice session can ask."""

    return tuple(GENERATED_KINDS)


# ---------------------------------------------------------------- hand replay


class ReplayFileError(Exception):
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

    def words(self) -> str:
        """``hand 2 of 3, action 5 of 23``; at a hand's end ``all 23 actions played``."""
        hands = f"hand {self.hand} of {self.hands}"
        if self.actions and self.action >= self.actions:
            return f"{hands}, all {self.actions} actions played"
        return f"{hands}, action {min(self.action + 1, max(self.actions, 1))} of {self.actions}"


class ReplaySession:
    """A PHH file stepped through: before each betting action, a question.

    The question asks what that moment asks a dealer: the amount to call before a call
    or a fold, the minimum before a raise in no-limit (the maximum in pot-limit), and
    the pot before a check.
    """

    def __init__(self, path: str | Path, profile: str | None = None) -> None:
        self.path = str(path)
        try:
            self.histories = phh.load(path)
        except phh.PhhError as exc:
            raise ReplayFileError(self.path, str(exc).removeprefix(f"{self.path}: ")) from None
        except UnicodeDecodeError:
            raise ReplayFileError(
                self.path, "not a text file (a PHH hand history is TOML text)"
            ) from None
        except OSError as exc:
            raise ReplayFileError(self.path, f"cannot read: {exc.strerror or exc}") from None
        if not self.histories:
            raise ReplayFileError(self.path, "the file holds no hands")
        self.profile_name = profile
        self.hand_index = -1
        self._steps: Iterator[tuple[int, PhhAction | None, HandState]] | None = None
        self._hand: HandState | None = None
        self._applied = 0
        self._asked = 0
        self._ended: HandState | None = None
        """A hand just played to its end, not yet shown (:meth:`take_end`)."""

    def _profile(self, history: HandHistory) -> VenueProfile:
        name = self.profile_name or history.profile or "standard"
        try:
            return get_profile(name)
        except ProfileError:
            return get_profile("standard")

    def _start_hand(self, index: int) -> None:
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

    def take_end(self) -> HandState | None:
        """The hand that has just been played to its end (once), or None: :meth:`next`
        returns None at the end of each hand, then goes on with the next hand."""
        ended, self._ended = self._ended, None
        return ended

    def next(self) -> Asked | None:
        """The next question, or None at the end of a hand (:meth:`take_end` gives it) and
        when every hand has been stepped through.

        Raises :class:`ReplayFileError` when the record breaks the rules.
        """

        while True:
            if self._steps is None:
                if self.hand_index + 1 >= len(self.histories):
                    return None
                self._start_hand(self.hand_index + 1)
            assert self._steps is not None
            try:
                applied, action, hand = next(self._steps)
            except StopIteration:  # (steps() ends on a None action: see below)
                self._steps = None
                continue
            except (ReplayError, IllegalActionError, ValueError) as exc:
                self._steps = None
                raise ReplayFileError(self.path, f"hand {self.hand_index + 1}: {exc}") from None
            self._applied = applied
            self._hand = hand
            if action is None:
                self._steps = None
                if hand.finished:  # every hand's showdown and push, not only the last's
                    self._ended = hand
                    return None
                continue
            if action.kind not in BETTING_KINDS or hand.actor is None:
                continue
            if action.actor is not None and action.actor - 1 != hand.actor:
                continue
            asked = self._question(hand, action)
            if asked is not None:
                self._asked += 1
                return asked

    def _question(self, hand: HandState, action: PhhAction) -> Asked | None:
        history = self.histories[self.hand_index]
        qid = f"phh:{Path(self.path).name}#{self.hand_index + 1}:{action.index}"
        moment = seat_words(_next_words(history, action, hand))
        if action.kind is PhhActionKind.COMPLETE_BET_OR_RAISE_TO:
            if hand.structure is Structure.POT_LIMIT:
                kinds = ["pot_limit_max", "min_raise", "to_call"]
            elif hand.structure is Structure.NO_LIMIT:
                kinds = ["min_raise", "to_call", "pot_count"]
            else:
                kinds = ["limit_bet", "to_call", "pot_count"]
        elif action.kind is PhhActionKind.POST_BRING_IN:
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
        if kind not in POSERS:
            return None
        q = pose(kind, hand, qid=qid)
        return None if q is None else from_quiz(q, hand=hand, moment=moment)


def _next_words(history: HandHistory, action: PhhAction, hand: HandState) -> str:
    """What the record does next, as a dealer says it."""

    if action.actor is None:  # the dealer's own action (a card dealt): the record's words
        return str(history.action_text(action))
    who = f"Seat {action.actor}"
    if action.kind is PhhActionKind.FOLD:
        return f"{who} folds"
    if action.kind is PhhActionKind.CHECK_OR_CALL:
        call = hand.to_call(action.actor - 1)
        return f"{who} calls {hand.bets[action.actor - 1] + call:,}" if call else f"{who} checks"
    if action.kind is PhhActionKind.POST_BRING_IN:
        return f"{who} brings it in"
    if action.kind is PhhActionKind.COMPLETE_BET_OR_RAISE_TO:
        verb = "bets" if max(hand.bets) == 0 else "raises to"
        return f"{who} {verb} {action.amount:,}"
    return str(history.action_text(action))
