"""Exams: the time allowed, and an attempt scored against the pass marks.

An exam is an instructor's pack: a fixed list of questions (or a seed), a time limit,
an extra-time allowance for the trainees a school grants it to, and pass marks per skill
and overall, in percent. No feedback is given until the end; then :func:`score_exam`
reviews every question and says pass or fail per skill and overall.

The rules, as a dealer school applies them:

- an answer graded after the time allowed (limit plus the trainee's extra time) is
  reviewed but counts as wrong; a listed question never answered counts as wrong;
- a skill passes when its right answers reach its pass mark (``95`` means at least 95%);
- the exam is passed when the overall mark is reached **and** no skill with a pass mark
  failed. A skill with a pass mark but no question in the exam cannot reach its mark and
  fails, as in the quiz's own pack score (``dealer_trainer.quiz.packs.Pack.score``).

>>> exam = ExamSettings("school:level-1", "Level 1", time_limit_s=600,
...                     pass_marks={"pots": 95, "side_pots": 100}, overall_pass_mark=80,
...                     extra_time_percent={"Ana": 25})
>>> allowed_millis(exam, "ana"), allowed_millis(exam, "Ben")
(750000, 600000)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

from dealer_trainer.quiz.history import AnswerRecord

if TYPE_CHECKING:
    from dealer_trainer.quiz.packs import Pack

__all__ = [
    "OVERALL",
    "DealMarks",
    "DealScore",
    "ExamAttempt",
    "ExamQuestion",
    "ExamResult",
    "ExamSettings",
    "ReviewStatus",
    "ReviewedAnswer",
    "SkillScore",
    "allowed_millis",
    "attempt_records",
    "deal_exam_id",
    "exam_settings",
    "judge_deal",
    "meets",
    "score_deal",
    "score_exam",
    "tally",
]

OVERALL: Final = "overall"
"""The name of the overall line in a result."""


@dataclass(frozen=True, slots=True)
class ExamQuestion:
    """One question of an exam's fixed list."""

    question_id: str
    skill: str
    kind: str = ""
    answer: str = ""
    """The keyed answer as a dealer says it (the exam sheet prints it beside the trainee's)."""


@dataclass(frozen=True, slots=True)
class ExamSettings:
    """What the store needs to know of an exam pack (the quiz's pack gives these)."""

    pack_id: str
    title: str
    time_limit_s: int | None
    """The time limit in seconds; ``None`` for an untimed exam."""
    pass_marks: Mapping[str, float] = field(default_factory=dict)
    """Skill id -> the percentage of right answers needed to pass that skill."""
    overall_pass_mark: float = 0
    """The percentage of right answers needed overall."""
    extra_time_percent: Mapping[str, int] = field(default_factory=dict)
    """Trainee name (any case) -> extra time granted, in percent of the limit."""
    questions: tuple[ExamQuestion, ...] = ()
    """The fixed question list; empty when the exam is drawn from a seed."""
    author: str = ""
    """Who wrote the pack (the school or the instructor), for the sheet's header."""
    seed: str = ""
    """The seeds the questions were drawn with, as text (``drill 2026; order 7``)."""
    deals: tuple[DealMarks, ...] = ()
    """The pack's deal-a-hand sessions (``[[deal]]``), each with its pass marks (issue 19)."""

    def extra_percent_for(self, trainee: str) -> int:
        """The trainee's extra-time allowance in percent (0 if none was granted)."""
        wanted = trainee.strip().casefold()
        for name, percent in self.extra_time_percent.items():
            if name.strip().casefold() == wanted:
                return int(percent)
        return 0

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict; :meth:`from_json` reads it back."""
        return {
            "pack_id": self.pack_id,
            "title": self.title,
            "time_limit_s": self.time_limit_s,
            "pass_marks": dict(sorted(self.pass_marks.items())),
            "overall_pass_mark": self.overall_pass_mark,
            "extra_time_percent": dict(sorted(self.extra_time_percent.items())),
            "questions": [
                {"question_id": q.question_id, "skill": q.skill, "kind": q.kind}
                | ({"answer": q.answer} if q.answer else {})
                for q in self.questions
            ],
        } | {
            k: v
            for k, v in (
                ("author", self.author),
                ("seed", self.seed),
                ("deals", [d.to_json() for d in self.deals]),
            )
            if v
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ExamSettings:
        """Read :meth:`to_json`'s dict; raises ``KeyError``/``TypeError``/``ValueError``."""
        limit = data["time_limit_s"]
        return cls(
            pack_id=str(data["pack_id"]),
            title=str(data["title"]),
            time_limit_s=None if limit is None else int(limit),
            pass_marks={str(k): _number(v) for k, v in dict(data["pass_marks"]).items()},
            overall_pass_mark=_number(data["overall_pass_mark"]),
            extra_time_percent={
                str(k): int(v) for k, v in dict(data.get("extra_time_percent", {})).items()
            },
            questions=tuple(
                ExamQuestion(
                    str(q["question_id"]),
                    str(q["skill"]),
                    str(q.get("kind", "")),
                    str(q.get("answer", "")),
                )
                for q in data.get("questions", [])
            ),
            author=str(data.get("author", "")),
            seed=str(data.get("seed", "")),
            deals=tuple(DealMarks.from_json(d) for d in data.get("deals", [])),
        )


def exam_settings(
    pack: Pack, *, extra_time_percent: Mapping[str, int] | None = None
) -> ExamSettings:
    """The exam of an instructor pack (:mod:`dealer_trainer.quiz.packs`).

    The questions are the pack's exam list in its order; the pass marks are the pack's,
    its ``overall`` mark apart; the time limit is ``[exam] time_limit_minutes`` (none
    without an ``[exam]`` table). ``extra_time_percent`` names the trainees granted extra
    time (the pack's own list, if its format gains one, when not given).
    """
    from dealer_trainer.quiz.grading import said_part
    from dealer_trainer.quiz.packs import GenerateSection

    marks = {k: v for k, v in pack.pass_marks.items() if k != OVERALL}
    limit_s: int | None = None
    if pack.exam is not None and pack.exam.time_limit_minutes is not None:
        limit_s = pack.exam.time_limit_minutes * 60
    elif pack.exam is not None:
        limit_s = getattr(pack.exam, "time_limit_seconds", None)
    if extra_time_percent is None:
        extra_time_percent = getattr(pack.exam, "extra_time_percent", None) or {}
    seeds = [f"{s.id} {s.seed}" for s in pack.sections if isinstance(s, GenerateSection)]
    if pack.exam is not None and pack.exam.shuffle_seed is not None:
        seeds.append(f"order {pack.exam.shuffle_seed}")
    return ExamSettings(
        pack_id=pack.id,
        title=pack.title,
        time_limit_s=limit_s,
        pass_marks=marks,
        overall_pass_mark=pack.pass_marks.get(OVERALL, 0),
        extra_time_percent=dict(extra_time_percent),
        questions=tuple(
            ExamQuestion(
                q.id,
                q.skill,
                q.kind,
                "; ".join(said_part(q, part, k) for k, part in enumerate(q.answer)),
            )
            for q in pack.questions()
        ),
        author=pack.author,
        seed="; ".join(seeds),
        deals=tuple(DealMarks.of(section) for section in pack.deals),
    )


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"expected a number, got {value!r}")
    return value


def allowed_millis(exam: ExamSettings, trainee: str) -> int | None:
    """The time the trainee is allowed, in milliseconds (limit plus extra time)."""
    if exam.time_limit_s is None:
        return None
    return exam.time_limit_s * 1000 * (100 + exam.extra_percent_for(trainee)) // 100


@dataclass(frozen=True, slots=True)
class ExamAttempt:
    """One trainee's sitting of an exam, as stored."""

    id: str
    trainee: str
    exam: ExamSettings
    started_at: datetime
    allowed_millis: int | None
    finished_at: datetime | None = None

    @property
    def deadline(self) -> datetime | None:
        """When the time allowed runs out (``None`` for an untimed exam)."""
        if self.allowed_millis is None:
            return None
        return self.started_at + timedelta(milliseconds=self.allowed_millis)

    def remaining_millis(self, now: datetime) -> int | None:
        """Time left at ``now``, never below zero (``None`` for an untimed exam)."""
        deadline = self.deadline
        if deadline is None:
            return None
        return max(0, (deadline - now) // timedelta(milliseconds=1))


class ReviewStatus(StrEnum):
    """How one question of an exam ended."""

    RIGHT = "right"
    WRONG = "wrong"
    LATE = "late"
    """Answered after the time allowed: counts as wrong."""
    UNANSWERED = "unanswered"
    """On the exam's list but never answered: counts as wrong."""


@dataclass(frozen=True, slots=True)
class ReviewedAnswer:
    """One line of the review shown at the end of an exam."""

    number: int
    """1, 2, 3... in the exam's order."""
    question_id: str
    kind: str
    skill: str
    variant: str
    status: ReviewStatus
    answer: str | None = None
    """What the trainee answered (``None`` if unanswered)."""
    mistake: str | None = None
    millis: int | None = None
    answered_at: datetime | None = None

    @property
    def counted_right(self) -> bool:
        return self.status is ReviewStatus.RIGHT


@dataclass(frozen=True, slots=True)
class SkillScore:
    """Right answers against the pass mark, for one skill or overall."""

    skill: str
    asked: int
    right: int
    pass_mark: float | None
    """In percent; ``None`` when this skill has no pass mark."""
    passed: bool | None
    """``None`` when not judged (the skill has no pass mark)."""

    @property
    def percent(self) -> float | None:
        """Right answers in percent (``None`` if nothing was asked)."""
        return None if self.asked == 0 else 100 * self.right / self.asked


def meets(right: int, asked: int, mark: float) -> bool:
    """Whether ``right`` of ``asked`` reaches ``mark`` percent, computed exactly.

    >>> meets(19, 20, 95), meets(18, 20, 95), meets(2, 3, 66.7)
    (True, False, False)
    """
    return Fraction(right) * 100 >= Fraction(str(mark)) * asked


@dataclass(frozen=True, slots=True)
class ExamResult:
    """A scored attempt: what the result screen, the PDF report and the result file show."""

    attempt_id: str
    trainee: str
    exam: ExamSettings
    started_at: datetime
    finished_at: datetime | None
    """``None`` when the attempt was never finished (the app was closed mid-exam)."""
    allowed_millis: int | None
    time_used_millis: int
    """From the start to the finish (or to the last answer if never finished)."""
    skills: tuple[SkillScore, ...]
    """Every skill asked or given a pass mark, sorted by id."""
    overall: SkillScore
    passed: bool
    """The questions' marks met **and** every deal session passed."""
    review: tuple[ReviewedAnswer, ...]
    deals: tuple[DealScore, ...] = ()
    """Each deal-a-hand session of the pack, scored against its marks (issue 19)."""

    @property
    def over_time(self) -> bool:
        return self.allowed_millis is not None and self.time_used_millis > self.allowed_millis

    def skill(self, skill: str) -> SkillScore:
        """The line for ``skill`` (``KeyError`` if the exam has none)."""
        for s in self.skills:
            if s.skill == skill:
                return s
        raise KeyError(skill)


def tally(
    exam: ExamSettings, review: Sequence[ReviewedAnswer]
) -> tuple[tuple[SkillScore, ...], SkillScore, bool]:
    """Per-skill scores, the overall score and pass/fail from a review."""
    asked: dict[str, int] = {}
    right: dict[str, int] = {}
    for item in review:
        asked[item.skill] = asked.get(item.skill, 0) + 1
        right[item.skill] = right.get(item.skill, 0) + item.counted_right
    skills = []
    for skill in sorted(set(asked) | set(exam.pass_marks)):
        n, r = asked.get(skill, 0), right.get(skill, 0)
        mark = exam.pass_marks.get(skill)
        passed = None if mark is None else n > 0 and meets(r, n, mark)
        skills.append(SkillScore(skill, n, r, mark, passed))
    total, total_right = len(review), sum(item.counted_right for item in review)
    overall_ok = total > 0 and meets(total_right, total, exam.overall_pass_mark)
    overall = SkillScore(OVERALL, total, total_right, exam.overall_pass_mark, overall_ok)
    passed = overall_ok and all(s.passed is not False for s in skills)
    return tuple(skills), overall, passed


def score_exam(attempt: ExamAttempt, answers: Iterable[AnswerRecord]) -> ExamResult:
    """Score ``attempt`` from its graded answers (any order; other attempts' are ignored).

    The answers of the pack's deal sessions are recorded under their own exam ids
    (:func:`deal_exam_id`); give them too (:func:`attempt_records` fetches them all), or
    each session counts as not dealt and the attempt is not passed."""
    answers = list(answers)
    deadline = attempt.deadline
    mine = sorted(
        (a for a in answers if a.exam_id == attempt.id), key=lambda a: (a.answered_at, a.millis)
    )
    first: dict[str, AnswerRecord] = {}
    for a in mine:
        first.setdefault(a.question_id, a)  # a repeated answer does not count twice

    def reviewed(number: int, a: AnswerRecord) -> ReviewedAnswer:
        if deadline is not None and a.answered_at > deadline:
            status = ReviewStatus.LATE
        else:
            status = ReviewStatus.RIGHT if a.correct else ReviewStatus.WRONG
        return ReviewedAnswer(
            number=number,
            question_id=a.question_id,
            kind=a.kind,
            skill=a.skill,
            variant=a.variant,
            status=status,
            answer=a.answer,
            mistake=a.mistake,
            millis=a.millis,
            answered_at=a.answered_at,
        )

    review: list[ReviewedAnswer] = []
    listed = {q.question_id for q in attempt.exam.questions}
    for q in attempt.exam.questions:
        found = first.get(q.question_id)
        if found is None:
            review.append(
                ReviewedAnswer(
                    len(review) + 1, q.question_id, q.kind, q.skill, "", ReviewStatus.UNANSWERED
                )
            )
        else:
            review.append(reviewed(len(review) + 1, found))
    for qid, a in first.items():
        if qid not in listed:
            review.append(reviewed(len(review) + 1, a))

    end = attempt.finished_at or (mine[-1].answered_at if mine else attempt.started_at)
    used = max(0, (end - attempt.started_at) // timedelta(milliseconds=1))
    skills, overall, passed = tally(attempt.exam, review)
    deals = tuple(score_deal(marks, attempt.id, answers) for marks in attempt.exam.deals)
    return ExamResult(
        attempt_id=attempt.id,
        trainee=attempt.trainee,
        exam=attempt.exam,
        started_at=attempt.started_at,
        finished_at=attempt.finished_at,
        allowed_millis=attempt.allowed_millis,
        time_used_millis=used,
        skills=skills,
        overall=overall,
        passed=passed and all(d.passed for d in deals),
        review=tuple(review),
        deals=deals,
    )


# ---------------------------------------------------------------- deal-a-hand sessions


def deal_exam_id(attempt_id: str, session_id: str) -> str:
    """The exam id a pack's deal session records its duties under: the attempt's and the
    session's, so they stay apart from the questions (``quiz/deal_pack.deal_exam_id``)."""
    from dealer_trainer.quiz.deal_pack import deal_exam_id as exam_id

    return exam_id(attempt_id, session_id)


@dataclass(frozen=True, slots=True)
class DealMarks:
    """A ``[[deal]]`` session of an exam as the attempt keeps it: what is dealt and the marks."""

    id: str
    variant: str = "NT"
    players: int = 6
    hands: int = 10
    seed: int = 1
    irregularities: int = 0
    cash: bool = True
    accuracy: int | None = None
    """Percent of all duties right needed to pass."""
    pace: int | None = None
    """Hands an hour the decision times must allow."""
    duties: Mapping[str, int] = field(default_factory=dict)
    """Duty -> percent right needed."""
    profile: str = ""
    """The venue profile dealt under, as profile TOML (empty: the Standard profile)."""

    @classmethod
    def of(cls, section: Any) -> DealMarks:
        """The marks of a pack's ``DealSection`` (``quiz/deal_pack.py``)."""
        from dealer_trainer.engine.options import STANDARD, profile_to_toml

        s = section.settings
        return cls(
            id=section.id,
            variant=s.variant,
            players=s.players,
            hands=s.hands,
            seed=s.seed,
            irregularities=s.irregularity_rate,
            cash=s.cash,
            accuracy=section.accuracy,
            pace=section.pace,
            duties=dict(section.duties),
            profile="" if s.profile == STANDARD else profile_to_toml(s.profile),
        )

    def settings(self) -> Any:
        """The session's ``DealSettings`` (``quiz/deal.py``)."""
        from dealer_trainer.engine.options import STANDARD, profile_from_toml
        from dealer_trainer.quiz.deal import DealSettings

        return DealSettings(
            variant=self.variant,
            players=self.players,
            hands=self.hands,
            seed=self.seed,
            irregularity_rate=self.irregularities,
            profile=profile_from_toml(self.profile) if self.profile else STANDARD,
            cash=self.cash,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "variant": self.variant,
            "players": self.players,
            "hands": self.hands,
            "seed": self.seed,
            "irregularities": self.irregularities,
            "context": "cash" if self.cash else "tournament",
            "accuracy": self.accuracy,
            "pace": self.pace,
            "duties": dict(sorted(self.duties.items())),
        } | ({"profile": self.profile} if self.profile else {})

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DealMarks:
        """Read :meth:`to_json`'s dict; raises ``KeyError``/``TypeError``/``ValueError``."""
        context = str(data["context"])
        if context not in ("cash", "tournament"):
            raise ValueError(f"a deal session's context is cash or tournament, not {context!r}")

        def mark(key: str) -> int | None:
            value = data[key]
            return None if value is None else _whole(value)

        return cls(
            id=str(data["id"]),
            variant=str(data["variant"]),
            players=_whole(data["players"]),
            hands=_whole(data["hands"]),
            seed=_whole(data["seed"]),
            irregularities=_whole(data["irregularities"]),
            cash=context == "cash",
            accuracy=mark("accuracy"),
            pace=mark("pace"),
            duties={str(k): _whole(v) for k, v in dict(data["duties"]).items()},
            profile=str(data.get("profile", "")),
        )


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    return value


@dataclass(frozen=True, slots=True)
class DealScore:
    """One deal session of an attempt against its marks: what the sheet and file show."""

    id: str
    hands: int
    """Hands in the session."""
    duties: tuple[SkillScore, ...]
    """Per duty (``skill`` is the duty id), in the order duties come in a hand; every duty
    the session asked, answered or not (a duty never answered counts wrong)."""
    accuracy: SkillScore
    """Every duty together (``skill`` is ``accuracy``), against the accuracy mark."""
    answered: int
    """Duties answered (the others were never reached)."""
    millis: int
    """The trainee's decision time over the answered duties."""
    pace_mark: int | None
    pace_passed: bool | None
    """``None`` when the session has no pace mark."""
    passed: bool
    failed: tuple[str, ...]
    """Each mark not reached, in words."""

    @property
    def finished(self) -> bool:
        return self.answered == self.accuracy.asked

    @property
    def pace(self) -> int | None:
        """Hands an hour the decision times allow, as the live session measures it
        (``quiz/deal.Report.pace``); ``None`` when not every duty was answered."""
        if not self.finished or not self.millis or not self.hands:
            return None
        return 3_600_000 * self.hands // self.millis


def judge_deal(
    marks: DealMarks, counts: Mapping[str, tuple[int, int]], answered: int, millis: int
) -> DealScore:
    """A session's score from its per-duty (right, asked) counts, the duties answered and
    the decision time: the marks are held by the live session's own judge
    (``quiz/deal_pack.judge_counts``); a session not dealt to its end also fails."""
    from dealer_trainer.quiz.deal import DUTIES
    from dealer_trainer.quiz.deal_pack import judge_counts

    duties = tuple(
        SkillScore(
            duty,
            counts[duty][1],
            counts[duty][0],
            marks.duties.get(duty),
            None
            if duty not in marks.duties
            else counts[duty][1] == 0
            or meets(counts[duty][0], counts[duty][1], marks.duties[duty]),
        )
        for duty in DUTIES
        if duty in counts
    )
    right = sum(r for r, _ in counts.values())
    asked = sum(n for _, n in counts.values())
    accuracy = SkillScore(
        "accuracy",
        asked,
        right,
        marks.accuracy,
        None if marks.accuracy is None else asked > 0 and meets(right, asked, marks.accuracy),
    )
    partial = DealScore(marks.id, marks.hands, duties, accuracy, answered, millis, marks.pace,
                        None, False, ())  # fmt: skip
    pace = partial.pace
    passed, failed = judge_counts(
        counts, pace, accuracy_mark=marks.accuracy, pace_mark=marks.pace, duty_marks=marks.duties
    )
    if not partial.finished:
        failed = (f"not dealt to the end: {answered} of {asked} duties answered", *failed)
        passed = False
    return DealScore(
        marks.id,
        marks.hands,
        duties,
        accuracy,
        answered,
        millis,
        marks.pace,
        None if marks.pace is None else pace is not None and pace >= marks.pace,
        passed,
        failed,
    )


def score_deal(marks: DealMarks, attempt_id: str, answers: Iterable[AnswerRecord]) -> DealScore:
    """Score one deal session of an attempt from the answers recorded under its exam id
    (:func:`deal_exam_id`): each duty of the session (dealt again from its settings, the
    same for every trainee) is matched to its first answer by question id."""
    from dealer_trainer.quiz.deal_pack import session_duties

    sid = deal_exam_id(attempt_id, marks.id)
    first: dict[str, AnswerRecord] = {}
    for a in sorted(
        (a for a in answers if a.exam_id == sid), key=lambda a: (a.answered_at, a.millis)
    ):
        first.setdefault(a.question_id, a)
    counts: dict[str, tuple[int, int]] = {}
    answered = millis = 0
    for qid, duty in session_duties(marks.settings()):
        right, asked = counts.get(duty, (0, 0))
        found = first.get(qid)
        if found is not None:
            answered += 1
            millis += found.millis
        counts[duty] = (right + int(found is not None and found.correct), asked + 1)
    return judge_deal(marks, counts, answered, millis)


def attempt_records(store: Any, attempt: ExamAttempt) -> list[AnswerRecord]:
    """Every answer of an attempt in ``store`` (a ``store.db.Store``): its questions' and
    its deal sessions' (kept under their own exam ids)."""
    records = list(store.all_answers(exam_id=attempt.id))
    for marks in attempt.exam.deals:
        records += store.all_answers(exam_id=deal_exam_id(attempt.id, marks.id))
    return records
