"""Plain words at the source (issue 16): what a trainee reads of any kind's question, in the
window, the terminal, an export or the printed sheet, carries no option id, no "text N,
paragraph", no bare "text N", no backtick, no "1 players" and no "corpus A.12" (the rules
that corpus section rests on instead, by book; issue 14) in any question's text, choices,
working, rule or mistake, and no chip count written beside a chip's value (200 of every kind, in every variant the kind is asked in, under
each built-in venue profile)."""

from __future__ import annotations

import io
import re

import pytest

from dealer_trainer.engine.option_titles import said_option as said_by_titles
from dealer_trainer.engine.options import BUILTIN_PROFILES, SWITCH_NAMES
from dealer_trainer.quiz import plain
from dealer_trainer.quiz.drill import parse, run_command
from dealer_trainer.quiz.generator import (
    GENERATED_KINDS,
    Generator,
    Settings,
    kind_fits_profile,
)
from dealer_trainer.quiz.grading import grade
from dealer_trainer.quiz.history import MemoryHistory
from dealer_trainer.quiz.kinds.base import amount_form
from dealer_trainer.quiz.model import AnswerForm, Choice, FormKind, Question

PER_KIND = 200
OPTION_ID = re.compile(r"\b(?:" + "|".join(n.upper() for n in SWITCH_NAMES) + r")\b")
BAD = {
    "an option id": OPTION_ID,
    "text N, paragraph": re.compile(r"(?<!Source )\btext \d+, paragraph", re.I),
    "a bare source text": re.compile(r"(?<!Source )\b[tT]ext [12]\b"),
    "a backtick": re.compile("`"),
    "a wrong plural": re.compile(
        # "seat 1 raises" is a verb, not a plural
        r"(?<![\d,.])(?<![Ss]eat )(?<![Pp]layer )\b1 "
        r"(players|chips|seats|raises|bets|pots|cards|streets|rounds)\b"
    ),
    "a shorthand TDA rule": re.compile(r"\bTDA (?:2024 )?RP?-?\d"),
    "a shorthand WSOP rule": re.compile(r"\bWSOP (?:cash|tournament) \d"),
    "RRoP": re.compile(r"\bRRoP\b"),
    "a corpus reference": re.compile(r"\bcorpus\b", re.I),
    # "pushes out 4 5 chips": the count is said in words ("four 5 chips")
    "a count beside a chip's value": re.compile(r"\b\d+ [\d,]+ chips?\b"),
    # how to type it is the terminal's to say (drill._instructions): the window labels a box
    # for each amount, and "(two lines: ...)" beside them read as a riddle
    "typing instructions": re.compile(r"\bone line each\b|\(\w+ lines: "),
}


def read_by_trainee(q: Question) -> list[str]:
    """Every text a trainee reads of a question: the prompt, the answer's labels and choices,
    and the graded result (worked explanation, rule, venue option, each named mistake)."""
    texts = [q.prompt, *q.form.labels, *(c.text for c in q.form.choices)]
    texts.append(grade(q, q.answer).summary())
    for trap in q.traps:
        if len(trap.answer) == len(q.answer):
            result = grade(q, trap.answer)
            texts.append(result.summary())
    return texts


def offences(texts: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for text in texts:
        for what, pattern in BAD.items():
            m = pattern.search(text)
            if m:
                found.setdefault(what, text[max(0, m.start() - 60) : m.end() + 40])
    return found


# every kind under every profile that asks it (a tournament profile asks no rake)
KIND_PROFILES = [
    (kind, profile)
    for kind in GENERATED_KINDS
    for profile in sorted(BUILTIN_PROFILES)
    if kind_fits_profile(kind, BUILTIN_PROFILES[profile])
]


@pytest.mark.parametrize(("kind", "profile"), KIND_PROFILES)
def test_every_kind_reads_in_plain_words(kind: str, profile: str) -> None:
    gen = Generator(16, Settings(kinds=(kind,), profile=BUILTIN_PROFILES[profile]))
    found: dict[str, str] = {}
    asked = 0
    for q in gen.questions(PER_KIND):
        asked += 1
        found.update({k: v for k, v in offences(read_by_trainee(q)).items() if k not in found})
    assert asked == PER_KIND
    assert not found, found


def test_the_checks_catch_the_shorthand_they_name() -> None:
    # The patterns above would fail on the shorthand the quiz used to show.
    shorthand = [
        "LIMIT_RAISE_CAP = bet_plus_3",
        "text 2, paragraph 27",
        "(text 2)",
        "as `amount players`",
        "1 players",
        "TDA R47-A",
        "WSOP cash 133",
        "RRoP, Lowball",
        "(text 2; corpus A.12)",
        "silently pushes out 4 5 chips",
        "the largest totals he may raise to? (two lines: smallest, then largest)",
    ]
    assert len(offences(shorthand)) == len(BAD)


TERMINAL_KINDS = ("limit_bet", "may_raise", "stud_amounts", "side_pots", "next_blinds")


@pytest.mark.parametrize("profile", ["standard", "rrop-11"])
@pytest.mark.parametrize("kind", TERMINAL_KINDS)
def test_the_terminal_quiz_prints_plain_words(kind: str, profile: str) -> None:
    # `dealer-trainer quiz`, answered with a named mistake where the question knows one:
    # the terminal shows the working, the rule, the venue option and the mistake.
    asked = Generator(16, Settings(kinds=(kind,), profile=BUILTIN_PROFILES[profile]))
    typed = []
    for q in asked.questions(COUNT):
        wrong = next((t.answer for t in q.traps if len(t.answer) == len(q.answer)), q.answer)
        typed += [p.text() for p in wrong]
    out = io.StringIO()
    code = run_command(
        parse(
            ["quiz", "--kind", kind, "--seed", "16", "--count", str(COUNT), "--profile", profile]
        ),
        stdin=io.StringIO("\n".join(typed) + "\n"),
        out=out,
        err=out,
        history=MemoryHistory(),
        clock=lambda: 0.0,
    )
    text = out.getvalue()
    assert code == 0, text
    assert text.count("Working:") == COUNT, text
    found = offences([text])
    found.pop("typing instructions", None)  # the terminal is where they belong
    assert not found, found


COUNT = 4


def test_a_form_is_made_plain_once_and_each_form_gets_its_own_words() -> None:
    """:func:`plain_form` remembers a form by identity: the same form answers from memory,
    another form (even one equal to it) is read on its own, and the form is kept with its
    entry so that its id cannot come back as another form's."""
    shared = amount_form("pot")
    assert amount_form("pot") is shared and amount_form("to call") is not shared
    assert plain.plain_form(shared) is shared  # nothing to rewrite: the form itself
    ticked = AnswerForm(FormKind.CHOICE, ("`ruling`",), (Choice("a", "MULTI_CHIP_RULE"),))
    first = plain.plain_form(ticked)
    assert first.labels == ('"ruling"',) and "MULTI_CHIP_RULE" not in first.choices[0].text
    assert plain.plain_form(ticked) is first
    assert plain._PLAIN_FORMS[id(ticked)][0] is ticked  # kept: its id stays its own
    other = AnswerForm(FormKind.CHOICE, ("`other`",))
    assert plain.plain_form(other).labels == ('"other"',)
    for k in range(600):  # more forms than are remembered: none is answered wrongly
        made = AnswerForm(FormKind.AMOUNT, (f"`{k}`",))
        assert plain.plain_form(made).labels == (f'"{k}"',)


def test_an_option_is_said_the_same_from_memory() -> None:
    """:func:`plain.said_option` is remembered per option text: asked again, it says the
    same, for an option the titles know and for one they do not."""
    known = "MULTI_CHIP_RULE=same_denomination_is_call"
    first = plain.said_option(known)
    assert first == said_by_titles(known) and "MULTI_CHIP_RULE" not in first
    assert plain.said_option(known) == first
    unknown = "NO_SUCH_RULE=`x`"
    assert plain.said_option(unknown) == plain.plain_words(unknown) == plain.said_option(unknown)
    assert plain.said_option("") == ""
