"""Reading typed answers leniently, and grading them with a worked explanation.

Amounts are whole chips in this app, so a typed amount is read as an integer:

- digits, with or without thousands separators: ``1600``, ``1,600``, ``1 600``,
  ``1.600`` (dots as thousands, as many locales write them), ``1'600``;
- a currency sign before or after: ``$1,600``, ``€1.600``, ``1600 €``;
- a decimal part of zeros only: ``1,600.00``, ``1.600,00``;
- ``k`` for thousands: ``1.6k``, ``16k``.

How ``1.600`` is told from a decimal: a separator followed by exactly three
digits, in a number whose groups after the first all have three digits, is a
thousands separator. Anything else after a dot or comma (``1.5``, ``1,60``) would
be a fraction of a chip: it is refused with a message and not counted wrong.
A word (``call``), an empty line or a negative amount is refused the same way.

>>> [parse_amount(t) for t in ("1,600", "1600", "1 600", "$1,600", "€1.600", "1.6k")]
[1600, 1600, 1600, 1600, 1600, 1600]
>>> parse_amount("1.5")
Traceback (most recent call last):
...
dealer_trainer.quiz.grading.AnswerRefused: '1.5' is not a whole amount: amounts are whole \
chips (write 1,600 or 1600; a dot before three digits is read as a thousands separator)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from dealer_trainer.quiz.history import UTC, AnswerRecord
from dealer_trainer.quiz.mistakes import Mistake, diagnose
from dealer_trainer.quiz.model import Answer, FormKind, Part, Question, Speed, Step, money
from dealer_trainer.quiz.speed import rate

__all__ = [
    "AnswerRefused",
    "Grade",
    "PartGrade",
    "grade",
    "grade_text",
    "parse_amount",
    "parse_part",
    "parse_player",
    "parse_response",
    "record_of",
    "said_part",
]


class AnswerRefused(ValueError):
    """A typed answer that cannot be read; it is not graded, so it does not count as wrong."""


_CURRENCY: Final = "$€£¥₹"
_SPACES: Final = " \u00a0\u202f\u2009'’_"
_PLAIN: Final = re.compile(r"[0-9]+")
_GROUPED: Final = re.compile(r"[0-9]{1,3}(?:([,.\s'’_\u00a0\u202f\u2009])[0-9]{3})(?:\1[0-9]{3})*")
_K: Final = re.compile(r"([0-9]+)(?:[.,]([0-9]+))?k", re.IGNORECASE)


def _refuse_fraction(text: str) -> AnswerRefused:
    return AnswerRefused(
        f"{text!r} is not a whole amount: amounts are whole chips (write 1,600 or 1600; "
        "a dot before three digits is read as a thousands separator)"
    )


def parse_amount(text: str) -> int:
    """A typed amount as an integer; :class:`AnswerRefused` when it cannot be read."""
    raw = text
    t = text.strip()
    if t.isdigit() and t.isascii():
        return int(t)  # the usual answer, plain digits
    if not t:
        raise AnswerRefused("no amount given: type a number such as 1600")
    if t[0] in _CURRENCY:
        t = t[1:].strip()
    elif t[-1] in _CURRENCY:
        t = t[:-1].strip()
    if t.startswith("-"):
        raise AnswerRefused(f"{raw!r}: an amount is never negative")
    m = _K.fullmatch(t)
    if m:
        whole, frac = m.group(1), m.group(2) or ""
        if len(frac) > 3:
            raise _refuse_fraction(raw)
        return int(whole) * 1000 + (int(frac.ljust(3, "0")) if frac else 0)
    # a decimal part of zeros only: 1600.00, 1,600.00, 1.600,00
    dm = re.fullmatch(r"(.*[0-9])([.,])(0{1,2})", t)
    if dm and (dm.group(2) not in dm.group(1) or _GROUPED.fullmatch(dm.group(1)) is None):
        head = dm.group(1)
        if _PLAIN.fullmatch(head) or _GROUPED.fullmatch(head):
            t = head
    if _PLAIN.fullmatch(t):
        return int(t)
    if _GROUPED.fullmatch(t):
        return int(re.sub(r"[^0-9]", "", t))
    if re.fullmatch(r"[0-9]+[.,][0-9]+", t):
        raise _refuse_fraction(raw)
    if re.search(r"[0-9]", t):
        raise AnswerRefused(
            f"{raw!r} is not one amount: write digits, with thousands separated by a comma, "
            "a dot or a space (1,600 / 1.600 / 1 600)"
        )
    raise AnswerRefused(f"{raw!r} is not an amount: type a number such as 1600")


_PLAYER: Final = re.compile(r"(?:p|seat\s*)?([0-9]{1,2})", re.IGNORECASE)


def parse_player(text: str, players: int) -> int:
    """``p3`` or ``3`` as player 2 (0-based), checked against the number of players."""
    t = text.strip().rstrip(",.;")
    digits = t[1:] if t[:1] in ("p", "P") else t
    if 1 <= len(digits) <= 2 and digits.isdigit() and digits.isascii():
        number = int(digits)  # the usual forms, 3 and p3
    else:
        m = _PLAYER.fullmatch(t)
        if not m:
            raise AnswerRefused(f"{text!r} is not a player: write p3 or 3")
        number = int(m.group(1))
    if not 1 <= number <= players:
        raise AnswerRefused(f"there is no player p{number} (players p1 to p{players})")
    return number - 1


def _players_of(question: Question) -> int:
    if question.situation is not None:
        return len(question.situation.setup.starting_stacks)
    return 10


_POT_LINE: Final = re.compile(r"\s*([^\s:]+)\s*:?\s*(.*)$")
_LIST_MARK: Final = re.compile(r"[,;]")


def _pot_line(line: str, players: int) -> Part:
    t = line.strip()
    m = _POT_LINE.match(t)
    if not m or not m.group(1):
        raise AnswerRefused("a pot is written as `amount players`, e.g. `1250 2 3 4`")
    amount = parse_amount(m.group(1))
    rest = _LIST_MARK.sub(" ", m.group(2)).split()
    if not rest:
        raise AnswerRefused(
            f"{line.strip()!r}: name the players who may win this pot after the amount, "
            "e.g. `1250 2 3 4`"
        )
    found = [parse_player(w, players) for w in rest if w.lower() not in ("and", "for")]
    if len(set(found)) != len(found):
        raise AnswerRefused(f"{line.strip()!r} names a player twice")
    return Part(amount=amount, players=tuple(sorted(found)))


def _share_line(line: str, players: int) -> Part:
    words = [w.strip(",") for w in re.split(r"[\s;:=]+", line.strip()) if w.strip(",")]
    words = [w for w in words if w.lower() not in ("and", "gets", "receives", "wins")]
    if not words or len(words) % 2:
        raise AnswerRefused(
            f"{line.strip()!r}: write each winner and what he receives, e.g. `p4 1075 p6 1050`"
        )
    got: dict[int, int] = {}
    for k in range(0, len(words), 2):
        p = parse_player(words[k], players)
        if p in got:
            raise AnswerRefused(f"{line.strip()!r} names p{p + 1} twice")
        got[p] = parse_amount(words[k + 1])
    return Part(shares=tuple(sorted(got.items())))


def _choice_line(question: Question, line: str) -> Part:
    t = line.strip()
    m = re.match(r"\(?([a-zA-Z])\)?[.):]?\s*(.*)$", t)
    letters = [c.letter for c in question.form.choices]
    if not m or m.group(1).lower() not in letters:
        raise AnswerRefused(f"{t!r}: answer with one of the letters {', '.join(letters)}")
    letter = m.group(1).lower()
    rest = m.group(2).strip()
    choice = question.form.choice(letter)
    assert choice is not None
    if choice.amount:
        if not rest:
            raise AnswerRefused(f"with ({letter}), give {choice.amount} after the letter")
        return Part(letter=letter, amount=parse_amount(rest))
    if rest:
        raise AnswerRefused(f"({letter}) takes no amount: answer just {letter}")
    return Part(letter=letter)


def parse_response(question: Question, lines: Sequence[str]) -> Answer:
    """Read the typed lines as an answer to ``question``, one line per part.

    :class:`AnswerRefused` says what could not be read; nothing is graded then.
    """
    form = question.form
    expected = len(form.labels)
    if len(lines) != expected:
        what = "line" if expected == 1 else "lines"
        raise AnswerRefused(f"give {expected} {what} ({', '.join(form.labels)}), not {len(lines)}")
    return tuple(parse_part(question, line) for line in lines)


def parse_part(question: Question, line: str) -> Part:
    """Read one typed line of an answer; :class:`AnswerRefused` if it cannot be read."""
    kind = question.form.kind
    players = _players_of(question)
    if kind in (FormKind.AMOUNT, FormKind.AMOUNTS):
        return Part(amount=parse_amount(line))
    if kind is FormKind.POTS:
        return _pot_line(line, players)
    if kind is FormKind.SHARES:
        return _share_line(line, players)
    if kind is FormKind.CHOICE:
        return _choice_line(question, line)
    return Part(player=parse_player(line, players))


@dataclass(frozen=True, slots=True)
class PartGrade:
    """One line of the answer, graded on its own."""

    label: str
    given: Part
    expected: Part
    correct: bool
    note: str = ""
    """What was right or wrong in a several-field line ("amount right, players wrong")."""


@dataclass(frozen=True, slots=True)
class Grade:
    """A graded answer: right or wrong part by part, the worked answer, the rule."""

    question_id: str
    correct: bool
    parts: tuple[PartGrade, ...]
    expected: Answer
    expected_text: str
    """The correct answer as a dealer says it."""
    explanation: tuple[Step, ...]
    explanation_text: str
    rule: str
    option: str
    """The venue option(s) in force ("" when none applies)."""
    mistake: Mistake | None
    """The typical mistake recognised in a wrong answer, if any."""
    millis: int | None
    target_ms: int
    speed: Speed | None

    def summary(self) -> str:
        """Two or three lines for a terminal or a status bar."""
        head = "Right." if self.correct else f"Wrong. The answer: {self.expected_text}."
        lines = [head]
        if self.mistake is not None:
            lines.append(f"Mistake: {self.mistake.name}. {self.mistake.hint}")
        lines.append(f"Working: {self.explanation_text}.")
        lines.append(
            f"Rule: {self.rule}." + (f" Venue option: {self.option}." if self.option else "")
        )
        if self.speed is not None and self.millis is not None:
            lines.append(
                f"Time: {self.millis / 1000:.1f} s against a target of {self.target_ms / 1000:.0f} s "
                f"({self.speed.value.replace('_', ' ')})."
            )
        return "\n".join(lines)


def _note(given: Part, expected: Part) -> str:
    if expected.players and given.amount is not None:
        amount_ok = given.amount == expected.amount
        players_ok = given.players == expected.players
        if amount_ok != players_ok:
            return "amount right, players wrong" if amount_ok else "players right, amount wrong"
    if expected.letter is not None and given.letter == expected.letter and given != expected:
        return "right choice, wrong amount"
    return ""


def grade(question: Question, given: Answer, millis: int | None = None) -> Grade:
    """Grade a parsed answer part by part."""
    parts = tuple(
        PartGrade(label, g, e, g == e, "" if g == e else _note(g, e))
        for label, g, e in zip(question.form.labels, given, question.answer, strict=True)
    )
    correct = all(p.correct for p in parts)
    mistake = None if correct else diagnose(question.traps, given)
    speed = None if millis is None else rate(millis, question.target_ms)
    return Grade(
        question_id=question.id,
        correct=correct,
        parts=parts,
        expected=question.answer,
        expected_text="; ".join(_said(question, p, k) for k, p in enumerate(question.answer)),
        explanation=question.working,
        explanation_text=question.explanation(),
        rule=question.rule,
        option=question.option,
        mistake=mistake,
        millis=millis,
        target_ms=question.target_ms,
        speed=speed,
    )


def said_part(question: Question, part: Part, k: int) -> str:
    """Part ``k`` of an answer as a dealer says it (``main pot: 1,250 for p2, p3``)."""
    return _said(question, part, k)


def _said(question: Question, part: Part, k: int) -> str:
    label = question.form.labels[k]
    if question.form.kind is FormKind.CHOICE and part.letter is not None:
        choice = question.form.choice(part.letter)
        text = f"({part.letter}) {choice.text if choice else ''}"
        if part.amount is not None:
            text += f", {money(part.amount)}"
        return text
    if question.form.kind in (FormKind.AMOUNT, FormKind.PLAYER):
        return part.said()
    return f"{label}: {part.said()}"


def grade_text(question: Question, lines: Sequence[str], millis: int | None = None) -> Grade:
    """Read and grade typed lines; :class:`AnswerRefused` if they cannot be read."""
    return grade(question, parse_response(question, lines), millis)


def record_of(
    question: Question,
    result: Grade,
    *,
    trainee: str,
    answer: str,
    answered_at: datetime | None = None,
    exam_id: str | None = None,
) -> AnswerRecord:
    """The history record of a graded answer."""
    return AnswerRecord(
        trainee=trainee,
        question_id=question.id,
        kind=question.kind,
        skill=question.skill,
        variant=question.variant,
        answer=answer,
        correct=result.correct,
        mistake=None if result.mistake is None else result.mistake.id,
        millis=result.millis or 0,
        answered_at=answered_at or datetime.now(UTC),
        exam_id=exam_id,
    )
