"""A question's words made plain where it is assembled (issue 16).

Every text a trainee reads of a question (prompt, answer labels and choices, the worked
explanation, the rule) goes through :func:`dealer_trainer.engine.citations.plain_words`
once, in :func:`dealer_trainer.quiz.kinds.question_from`; the venue option keeps its ids
(``Question.option`` is data: coverage reads it) and is said by :func:`said_option`.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from dealer_trainer.engine.citations import plain_words
from dealer_trainer.engine.option_titles import said_option as _said_option
from dealer_trainer.quiz.model import AnswerForm, Step, new_step

__all__ = ["plain_form", "plain_once", "plain_steps", "plain_words", "said_option"]

plain_once: Callable[[str], str] = plain_words.__wrapped__
""":func:`plain_words` without its memory, for a text said once: a question's prompt (its
stacks, bets and cards make it the question's own), which would only push the texts that
do come back (labels, rules, steps) out of the memory, and pay for a look-up that misses
and for remembering it."""


def plain_form(form: AnswerForm) -> AnswerForm:
    """The answer form with its labels and choices in plain words (the form itself when
    they need no rewrite, as most do).

    A form without choices (an amount form, a form of pots or shares made per question)
    is read by its labels: the labels' plain words are remembered by value, a tuple of a
    few strings (whose hashes the strings keep), so a form made anew for each question
    is not read again. A form with choices, made once and shared by many questions (the
    ruling choices), is remembered by identity, with the form itself kept so its id
    cannot be taken by another (hashing its choices would cost more than reading it)."""
    if not form.choices:
        labels = form.labels
        plain = _PLAIN_LABELS.get(labels)
        if plain is None:
            if len(_PLAIN_LABELS) >= 512:  # a few hundred label sets at most: never reached
                _PLAIN_LABELS.clear()
            plain = _PLAIN_LABELS[labels] = tuple([plain_words(label) for label in labels])
        return form if plain == labels else replace(form, labels=plain)
    seen = _PLAIN_FORMS.get(id(form))
    if seen is not None and seen[0] is form:
        return seen[1]
    plain_choice_form = _plain_form(form)
    if len(_PLAIN_FORMS) >= 512:  # forms made per question must not pile up
        _PLAIN_FORMS.clear()
    _PLAIN_FORMS[id(form)] = (form, plain_choice_form)
    return plain_choice_form


_PLAIN_LABELS: dict[tuple[str, ...], tuple[str, ...]] = {}
"""The labels of forms without choices read by :func:`plain_form`: labels -> plain words."""

_PLAIN_FORMS: dict[int, tuple[AnswerForm, AnswerForm]] = {}
"""Forms with choices read by :func:`plain_form`, by ``id``: (the form, its plain words)."""


def _plain_form(form: AnswerForm) -> AnswerForm:
    labels = tuple([plain_words(label) for label in form.labels])
    choices = tuple(
        [
            c if (text := plain_words(c.text)) == c.text else replace(c, text=text)
            for c in form.choices
        ]
    )
    if labels == form.labels and all(map(operator.is_, choices, form.choices)):
        return form
    return replace(form, labels=labels, choices=choices)


def plain_steps(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The worked explanation's steps in plain words (their numbers unchanged): each as
    :func:`_plain_step` makes it, in one loop (no call and no comprehension per step)."""
    plain: list[Step] = []
    for step in steps:
        text = plain_words(step.text)
        plain.append(step if text == step.text else new_step(text, step.terms, step.result))
    return tuple(plain)


def _plain_step(step: Step) -> Step:
    text = plain_words(step.text)
    # most need no rewrite; a Step is its three fields (replace() would find them by name)
    return step if text == step.text else new_step(text, step.terms, step.result)


@lru_cache(maxsize=1024)
def said_option(option: str) -> str:
    """The venue option(s) in force by title and value title ("" when none): an option
    the title table does not know is said in plain words rather than refused.

    Said once per option text (the titles are fixed tables; a kind's grades name the
    same few options again and again)."""
    if not option:
        return ""
    try:
        return _said_option(option)
    except KeyError:
        return plain_words(option)
