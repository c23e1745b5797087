"""A question as a PHH hand: how a question leaves the app to be checked.

:func:`question_to_phh` writes the hand a question is asked in (its setup, venue
profile and actions so far, as :meth:`~dealer_trainer.quiz.model.Situation.to_phh`
writes it) with the question in the ``_question`` field::

    _question = { id = "seed:7:0", kind = "pot_limit_max", ask = "max_raise_to",
                  key = ["2700"], prompt = "...", params = { ... } }

``ask`` names what is asked as the engine does
(:data:`dealer_trainer.engine.asked.ASKS`), ``key`` is the keyed answer in the
drill's syntax, ``params`` what the ask needs beyond the hand (a ruling's chips
and words, a procedure's figures). ``dealer-trainer solve`` on the file prints
the engine's own answer beside the key: a trainee, an instructor or a test can
check any question. :func:`export` writes many questions into a directory
(``dealer-trainer quiz --export DIR``).

The window's "Copy hand as PHH" calls :func:`question_to_phh`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from dealer_trainer.engine import phh
from dealer_trainer.quiz.model import Question

__all__ = [
    "ExportError",
    "export",
    "file_name",
    "question_field",
    "question_history",
    "question_to_phh",
]


class ExportError(ValueError):
    """A question that cannot be written as a hand (a chip count has none)."""


def _plain(value: object) -> object:
    """A parameter as PHH can write it: tuples as lists, nested."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def question_field(question: Question) -> dict[str, object]:
    """The ``_question`` field of a question's hand."""
    if not question.ask:
        raise ExportError(f"question {question.id} ({question.kind}) asks nothing of a hand")
    params: dict[str, object] = {k: _plain(v) for k, v in question.params}
    action = question.action
    if action is not None:
        params["motions"] = [list(m) for m in action.motions]
        if action.words is not None:
            params["words"] = action.words
        params["when"] = action.when.value
        if action.seat is not None:
            params["seat"] = action.seat + 1
        if action.in_front:
            params["in_front"] = list(action.in_front)
        if action.counted is not None:
            params["counted"] = action.counted
    field: dict[str, object] = {
        "id": question.id,
        "kind": question.kind,
        "ask": question.ask,
        "key": list(question.answer_lines()),
        "prompt": question.prompt,
    }
    if params:
        field["params"] = params
    return field


def question_history(question: Question) -> phh.HandHistory:
    """The question's hand as a PHH hand history, the question in ``_question``."""
    if question.situation is None:
        raise ExportError(f"question {question.id} ({question.kind}) has no hand to write")
    hist = question.situation.history()
    user = dict(hist.user_fields)
    user["_question"] = question_field(question)
    params = dict(question.params)
    if "seats" in params:  # where the players sit: solve --next-hand reads PHH's own fields
        other = dict(hist.other_fields)
        other["seats"] = _plain(params["seats"])
        if "seat_count" in params:
            other["seat_count"] = params["seat_count"]
        return replace(hist, user_fields=user, other_fields=other)
    return replace(hist, user_fields=user)


def question_to_phh(question: Question) -> str:
    """The question's hand as PHH text (``.phh``), the question in ``_question``."""
    return phh.dumps(question_history(question))


def file_name(question: Question) -> str:
    """A file name for the question: its id with ``:`` as ``-`` (``seed-7-0.phh``)."""
    safe = "".join(c if c.isalnum() or c in "-_." else "-" for c in question.id)
    return f"{safe}.phh"


def export(questions: Iterable[Question], directory: str | Path) -> list[Path]:
    """Write each question that has a hand as ``DIR/<id>.phh``; the paths written.

    A chip count (no hand) is left out. The directory is made if missing."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for q in questions:
        if q.situation is None or not q.ask:
            continue
        path = out / file_name(q)
        path.write_text(question_to_phh(q), encoding="utf-8")
        written.append(path)
    return written
