"""An exam result as the report shows it: plain text, ready for the GUI to lay out.

The GUI draws the PDF with Qt's own writer; everything it prints comes from an
:class:`ExamReport`, so what the report *says* is tested here without Qt, and the GUI
only decides where it goes on the page.

>>> from datetime import UTC, datetime
>>> from dealer_trainer.store.exams import ExamSettings, ExamAttempt, score_exam
>>> exam = ExamSettings("school:l1", "Level 1", 600, {"pot": 95}, 80)
>>> attempt = ExamAttempt("a1", "Ana", exam, datetime(2026, 3, 2, 9, tzinfo=UTC), 600000,
...                       datetime(2026, 3, 2, 9, 7, 30, tzinfo=UTC))
>>> report = exam_report(score_exam(attempt, []), tz=UTC)
>>> report.verdict, report.details[3]
('NOT PASSED', ('Time used', '7:30 of 10:00'))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, tzinfo

from .exams import DealMarks, DealScore, ExamResult, ReviewStatus, SkillScore

__all__ = [
    "DealLine",
    "ExamReport",
    "ReviewLine",
    "SkillLine",
    "deal_summary",
    "duty_title",
    "exam_report",
    "kind_title",
    "minutes",
    "mistake_title",
    "skill_title",
    "verdict_lines",
]

Titles = Callable[[str], str]
"""Id -> the words a reader sees (a skill's, a kind's or a mistake's title)."""


@dataclass(frozen=True, slots=True)
class SkillLine:
    """One row of the score table."""

    skill: str
    title: str
    score: str
    """``19/20``."""
    percent: str
    """``95%`` (``-`` when nothing was asked)."""
    pass_mark: str
    """``95%``, or ``-`` when the skill has no pass mark."""
    verdict: str
    """``pass``, ``FAIL``, or ``-`` when not judged."""


@dataclass(frozen=True, slots=True)
class ReviewLine:
    """One row of the question review."""

    number: str
    question_id: str
    kind: str
    skill: str
    answer: str
    verdict: str
    """``right``, ``wrong``, ``too late`` or ``not answered``."""
    mistake: str
    time: str
    """Time taken, ``2.4 s``."""
    expected: str = ""
    """The right answer as a dealer says it (empty when the attempt did not keep it)."""


@dataclass(frozen=True, slots=True)
class DealLine:
    """One deal-a-hand session of the exam (issue 19): a section of the sheet."""

    id: str
    title: str
    """``Deal session "holdem": 12 hands of No-limit hold'em, cash game``."""
    verdict: str
    """``pass`` or ``FAIL``."""
    duties: tuple[SkillLine, ...]
    """Per duty, then all duties together (the accuracy mark) last."""
    pace: str
    """``38 hands an hour (pass mark 30); card rooms: 30-40 ...``."""
    failed: tuple[str, ...]
    """Each mark not reached, in words."""


@dataclass(frozen=True, slots=True)
class ExamReport:
    """Everything the PDF report prints, as text."""

    title: str
    trainee: str
    verdict: str
    """``PASSED`` or ``NOT PASSED``."""
    details: tuple[tuple[str, str], ...]
    """Label and value: exam, attempt, times."""
    skills: tuple[SkillLine, ...]
    """Per skill, then the overall line last."""
    review: tuple[ReviewLine, ...]
    footer: str
    header: tuple[tuple[str, str], ...] = ()
    """The exam sheet's header, label and value: trainee, date and time, pack, seed,
    time taken, attempt."""
    author: str = ""
    """Who wrote the pack: the school or the instructor."""
    pack_id: str = ""
    overall: str = ""
    """The overall result in one sentence (``PASSED: 38 of 40 right (95%), pass mark 80%``)."""
    deals: tuple[DealLine, ...] = ()
    """The pack's deal-a-hand sessions, each judged on its own marks."""


def minutes(millis: int) -> str:
    """``m:ss`` (rounded to the second).

    >>> minutes(750_000), minutes(59_600)
    ('12:30', '1:00')
    """
    seconds = round(millis / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _percent(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".") + "%"


def _skill_line(score: SkillScore, title: str) -> SkillLine:
    return SkillLine(
        skill=score.skill,
        title=title,
        score=f"{score.right}/{score.asked}",
        percent="-" if score.percent is None else _percent(score.percent),
        pass_mark="-" if score.pass_mark is None else _percent(score.pass_mark),
        verdict={True: "pass", False: "FAIL", None: "-"}[score.passed],
    )


_VERDICTS = {
    ReviewStatus.RIGHT: "right",
    ReviewStatus.WRONG: "wrong",
    ReviewStatus.LATE: "too late",
    ReviewStatus.UNANSWERED: "not answered",
}


def skill_title(skill: str) -> str:
    """The skill's published title (``dealer_trainer.quiz.ids``), else its id.

    >>> skill_title("side_pots"), skill_title("made_up")
    ('Side pots', 'made_up')
    """
    from dealer_trainer.quiz.ids import SKILLS

    info = SKILLS.get(skill)
    return info.title if info else skill


def kind_title(kind: str) -> str:
    """The question kind's published title, else its id."""
    from dealer_trainer.quiz.ids import KINDS

    info = KINDS.get(kind)
    return info.title if info else kind


def mistake_title(mistake: str) -> str:
    """The mistake's name (``dealer_trainer.quiz.mistakes``), else its id."""
    from dealer_trainer.quiz.mistakes import MISTAKES

    info = MISTAKES.get(mistake)
    return info.name if info else mistake


def duty_title(duty: str) -> str:
    """A deal session duty's title (``quiz/deal.DUTY_TITLES``), else its id."""
    from dealer_trainer.quiz.deal import DUTY_TITLES

    return DUTY_TITLES.get(duty, duty)


def deal_line(score: DealScore, marks: DealMarks | None) -> DealLine:
    """A deal session's section of the report: its duties, its pace against the mark and
    the card-room target for its game, and the verdict."""
    from dealer_trainer.quiz.deal import pace_target
    from dealer_trainer.quiz.ids import VARIANTS

    what = f"{score.hands} hands"
    target = ""
    if marks is not None:
        game = VARIANTS[marks.variant].title if marks.variant in VARIANTS else marks.variant
        context = "cash game" if marks.cash else "tournament"
        what += f" of {game}, {context}"
        low, high, why = pace_target(marks.variant)
        target = f"; target: {why}" if why else f"; target: {low}-{high} hands an hour"
    pace = score.pace
    got = "not measured (not every duty was answered)" if pace is None else f"{pace} hands an hour"
    mark = "no pace mark" if score.pace_mark is None else f"pass mark {score.pace_mark}"
    verdict = {True: "pass", False: "FAIL", None: "-"}[score.pace_passed]
    return DealLine(
        id=score.id,
        title=f"Deal session {score.id!r}: {what}",
        verdict="pass" if score.passed else "FAIL",
        duties=(
            *(_skill_line(d, duty_title(d.skill)) for d in score.duties),
            _skill_line(score.accuracy, "All duties"),
        ),
        pace=f"Pace: {got} ({mark}: {verdict}){target}",
        failed=score.failed,
    )


def _when(value: datetime | None, tz: tzinfo | None) -> str:
    return "-" if value is None else value.astimezone(tz).strftime("%Y-%m-%d %H:%M")


def exam_report(
    result: ExamResult,
    *,
    tz: tzinfo | None = None,
    skill_title: Titles = skill_title,
    kind_title: Titles = kind_title,
    mistake_title: Titles = mistake_title,
) -> ExamReport:
    """The report of ``result``; times shown in ``tz`` (default: this computer's zone).

    Titles come from the quiz's published lists unless other look-ups are given.
    """
    exam = result.exam
    if result.allowed_millis is None:
        used = minutes(result.time_used_millis)
        allowed = "no time limit"
    else:
        used = f"{minutes(result.time_used_millis)} of {minutes(result.allowed_millis)}"
        if result.over_time:
            used += " (over time: later answers count as wrong)"
        extra = exam.extra_percent_for(result.trainee)
        limit = minutes((exam.time_limit_s or 0) * 1000)
        allowed = f"{limit} + {extra}% extra time" if extra else limit
    details = (
        ("Exam", f"{exam.title} ({exam.pack_id})"),
        ("Started", _when(result.started_at, tz)),
        ("Finished", _when(result.finished_at, tz) if result.finished_at else "not finished"),
        ("Time used", used),
        ("Time allowed", allowed),
        ("Attempt", result.attempt_id),
    )
    expected = {q.question_id: q.answer for q in exam.questions}
    skills = tuple(_skill_line(s, skill_title(s.skill)) for s in result.skills)
    overall = _skill_line(result.overall, "Overall")
    review = tuple(
        ReviewLine(
            number=str(r.number),
            question_id=r.question_id,
            kind=kind_title(r.kind) if r.kind else "-",
            skill=skill_title(r.skill),
            answer="-" if r.answer is None else r.answer,
            verdict=_VERDICTS[r.status],
            mistake=mistake_title(r.mistake) if r.mistake else "",
            time="-" if r.millis is None else f"{r.millis / 1000:.1f} s",
            expected=expected.get(r.question_id, ""),
        )
        for r in result.review
    )
    verdict = "PASSED" if result.passed else "NOT PASSED"
    if result.finished_at is None:
        ended = "abandoned: the exam was left before Finish"
    elif result.over_time:
        ended = "finished over time"
    else:
        ended = "finished"
    header = (
        ("Trainee", result.trainee),
        ("Date and time", _when(result.started_at, tz)),
        ("Pack", f"{exam.title} ({exam.pack_id})"),
        ("Seed", exam.seed or "-"),
        ("Time taken", used),
        ("Time allowed", allowed),
        ("Ended", ended),
        ("Attempt", result.attempt_id),
    )
    score = result.overall
    mark = _percent(exam.overall_pass_mark)
    marks = {m.id: m for m in exam.deals}
    deals = tuple(deal_line(d, marks.get(d.id)) for d in result.deals)
    dealt = (
        f"; {sum(d.passed for d in result.deals)} of {len(result.deals)} deal sessions passed"
        if result.deals
        else ""
    )
    overall_text = (
        f"{verdict}: {score.right} of {score.asked} right"
        + ("" if score.percent is None else f" ({_percent(score.percent)})")
        + dealt
        + f"; pass mark {mark} overall"
        + (" and every skill's mark" if result.skills else "")
        + (" and every deal session's marks." if result.deals else ".")
    )
    return ExamReport(
        title=f"{exam.title}: exam result",
        trainee=result.trainee,
        verdict=verdict,
        details=details,
        skills=(*skills, overall),
        review=review,
        footer=f"Attempt {result.attempt_id}. Pass marks: every skill's mark"
        + (", every deal session's marks" if result.deals else "")
        + f" and {_percent(exam.overall_pass_mark)} overall.",
        header=header,
        author=exam.author,
        pack_id=exam.pack_id,
        overall=overall_text,
        deals=deals,
    )


def deal_summary(result: ExamResult) -> str | None:
    """The deal sessions of an attempt in one cell of ``results list`` (None without any):
    ``holdem 45/50, 38 h/h: pass``."""
    if not result.deals:
        return None
    cells = []
    for d in result.deals:
        pace = "pace -" if d.pace is None else f"{d.pace} h/h"
        right = f"{d.accuracy.right}/{d.accuracy.asked}"
        cells.append(f"{d.id} {right}, {pace}: {'pass' if d.passed else 'FAIL'}")
    return "; ".join(cells)


def verdict_lines(result: ExamResult) -> list[str]:
    """The attempt's verdict for the terminal: questions and each deal session."""
    report = exam_report(result)
    lines = [f"Exam result: {report.overall}"]
    for d in report.deals:
        lines.append(f"{d.title}: {'passed' if d.verdict == 'pass' else 'not passed'}.")
        lines += [f"  {reason}" for reason in d.failed]
    return lines
