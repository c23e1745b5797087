"""``plain_words`` runs each rewrite only when the literal it needs is in the text, and the
"1 chips" rewrite only when its hint (``_ONE_HINT``) is found. These tests compare it with
every rewrite run on every text, on the raw texts of dealt questions of every hand kind
(prompts, working, rules, labels) and on texts written to hit each rewrite."""

from __future__ import annotations

import pytest

from dealer_trainer.engine import citations
from dealer_trainer.engine.citations import (
    _CORPUS,
    _CORPUS_LEFT,
    _ONE,
    _ONE_HINT,
    _OPTION,
    _RROP,
    _TDA,
    _TEXT,
    _TICKS,
    _WSOP,
    plain_words,
)
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.kinds import posing
from dealer_trainer.quiz.kinds.base import Posed


def _every_rewrite(text: str) -> str:
    """:func:`plain_words` with no literal looked for first: every rewrite on every text."""
    if not text:
        return text
    text = _OPTION.sub(citations._option, text)
    text = _TEXT.sub(citations._text, text)
    text = _TDA.sub(citations._tda, text)
    text = _RROP.sub(citations._rrop, text)
    text = _WSOP.sub(lambda m: citations.cite(f"WSOP {m.group(1)}", m.group(2)), text)
    text = _CORPUS_LEFT.sub("", _CORPUS.sub(citations._corpus, text))
    text = _TICKS.sub(r'"\1"', text).replace("`", "")
    return _ONE.sub(r"1 \1", text)


WRITTEN = [
    "",
    "p1 bets 5, p2 raises to 10, p1 calls 10",
    "split in 1 chips; 1 players left, a 1 raises cap",
    "Seat 1 raises, seat 1 bets; player 1 bets, Player 1 raises",
    "(1 chips) and x,1 chips and 2.1 chips and p11 cards",
    "1 streets, 1 rounds, 1 cards, 1 questions, 1 answers, 1 pots, 1 seats",
    "as `p4 1075 p6 1050` and a stray ` tick",
    "STUD_HI_LO_QUALIFIER = eight_or_better; BRING_IN_RULE",
    "text 2, paragraph 38; text 1, 2.1(a); Source text 2",
    "TDA R47-A, R48; TDA 2024 RP-11; RRoP PL 3; WSOP cash 12-b",
    "rule (corpus A.12, PL-19); corpus SP-11 and A.5; corpus ZZ-99",
]


def _raw_texts(kind: str, count: int) -> list[str]:
    """The texts of dealt questions as the posers wrote them (before plain words)."""
    seen: list[Posed] = []
    poser = posing.POSERS[kind]

    def spy(ctx):  # type: ignore[no-untyped-def]
        posed = poser(ctx)
        if posed is not None:
            seen.append(posed)
        return posed

    posing.POSERS[kind] = spy
    try:
        gen = Generator(11, Settings(kinds=(kind,)))
        for n in range(count):
            gen.question(n)
    finally:
        posing.POSERS[kind] = poser
    texts: list[str] = []
    for posed in seen:
        texts += [posed.prompt, posed.rule, posed.option, *posed.form.labels]
        texts += [s.text for s in posed.working]
    return texts


def test_written_texts_read_as_every_rewrite_reads_them() -> None:
    for text in WRITTEN:
        assert plain_words.__wrapped__(text) == _every_rewrite(text), text
        assert _ONE.search(text) is None or _ONE_HINT.search(text) is not None
    assert plain_words("split in 1 chips; p1 bets") == "split in 1 chip; p1 bets"


@pytest.mark.parametrize("kind", sorted(posing.POSERS))
def test_dealt_texts_read_as_every_rewrite_reads_them(kind: str) -> None:
    texts = _raw_texts(kind, 60)
    assert texts
    for text in texts:
        # the hint is found wherever the rewrite would find something
        assert _ONE.search(text) is None or _ONE_HINT.search(text) is not None
        assert plain_words.__wrapped__(text) == _every_rewrite(text)
