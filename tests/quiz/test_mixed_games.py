"""The quiz in every new game of issue 18: each kind that applies, 200 times per game.

Every question's hand is replayed by the engine from its recorded actions (every
tenth is first written out as PHH and read back); the question's key must equal
what the engine says of that replayed hand (the amount to call, the pot-limit
maximum, the pots, who wins each half...).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.replay import replay
from dealer_trainer.engine.rulings import RuledAs, RulingError, rule_action
from dealer_trainer.engine.showdown import settle
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.generator import (
    GENERATED_KINDS,
    Generator,
    Settings,
    compatible_variants,
)
from dealer_trainer.quiz.grading import grade
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.packs import loads_pack

NEW_GAMES = (
    "FO/8@pot_limit",
    "PO@fixed_limit",
    "PO5",
    "PO5/8",
    "FAL3D",
    "F2L3D@pot_limit",
    "N5CD",
    "N5CD@pot_limit",
    "FB/A5",
    "FB/27",
)
GAME_KINDS = [k for k in GENERATED_KINDS if k != "chip_count"]
"""chip_count counts a pile of chips: the game plays no part."""

SEEDS = range(10)
PER_SEED = 20

# What each letter of a chip or verbal ruling means (quiz/floor.py's choices).
RULED_LETTER = {
    RuledAs.CALL: "a",
    RuledAs.BET: "b",
    RuledAs.RAISE: "b",
    RuledAs.ALL_IN: "c",
    RuledAs.CHECK: "d",
    RuledAs.FOLD: "e",
}


def _replayed(q: Question, through_phh: bool = True) -> HandState:
    """The question's hand, replayed by the engine from its actions (and, by default,
    written out as PHH and read back first: the export check)."""
    assert q.situation is not None
    if not through_phh:
        return q.situation.hand()
    return replay(phh.loads(q.situation.to_phh()), q.situation.setup.profile)


def _engine_key(q: Question, hand: HandState) -> tuple[object, ...] | None:
    """What the engine says the answer is, for the kinds with a direct engine reading."""
    seat = q.situation.seat if q.situation else None
    kind = q.kind
    if kind == "to_call":
        return (hand.to_call(seat),)
    if kind == "min_raise":
        return (hand.min_raise_to(seat),)
    if kind == "pot_limit_max":
        return (hand.max_raise_to(seat),)
    if kind == "blinds":
        return (hand.to_call(seat), hand.min_raise_to(seat))
    if kind == "pot_count":
        total = hand.pot_total()
        if "bets in front of the players included" in q.prompt:
            return (total,)
        return None
    if kind == "side_pots":
        return tuple((p.amount, tuple(p.eligible)) for p in hand.pots().pots)
    if kind in ("showdown", "rake"):
        result = settle(hand)
        if kind == "rake":
            house = result.rake + result.jackpot
            return (house, sum(a.amount for a in result.awards) - house)
        pushed = []
        for award in result.awards:
            each: dict[int, int] = {}
            for share in award.shares:  # a player who scoops both halves gets one share
                each[share.player] = each.get(share.player, 0) + share.amount
            pushed.append(tuple(sorted(each.items())))
        return tuple(pushed)
    if kind == "may_raise":
        return ("a" if hand.can_raise(seat) else "b",)
    if kind in ("chip_action", "verbal"):
        assert q.action is not None
        try:
            ruling = rule_action(hand, q.action)
        except RulingError:
            return None
        letter = RULED_LETTER[ruling.ruled_as]
        return (letter, ruling.to if letter == "b" else None)
    return None


def _key(q: Question) -> tuple[object, ...]:
    kind = q.kind
    if kind in ("to_call", "min_raise", "pot_limit_max", "blinds", "pot_count", "rake"):
        return tuple(p.amount for p in q.answer)
    if kind == "side_pots":
        return tuple((p.amount, p.players) for p in q.answer)
    if kind == "showdown":
        return tuple(tuple(sorted(p.shares)) for p in q.answer)
    if kind == "may_raise":
        return (q.answer[0].letter,)
    return (q.answer[0].letter, q.answer[0].amount)


@pytest.fixture(scope="module")
def mixed_batches() -> dict[tuple[str, str], list[Question]]:
    out: dict[tuple[str, str], list[Question]] = {}
    for vid in NEW_GAMES:
        for kind in GAME_KINDS:
            if vid not in compatible_variants(kind, [vid]):
                continue
            questions: list[Question] = []
            for seed in SEEDS:
                gen = Generator(seed, Settings(kinds=(kind,), variants=(vid,)))
                questions.extend(gen.questions(PER_SEED))
            out[vid, kind] = questions
    return out


def test_the_new_games_are_quiz_variants() -> None:
    for vid in NEW_GAMES:
        info = VARIANTS[vid]
        assert vid == info.code or vid == f"{info.code}@{info.structure}"


@pytest.mark.parametrize("vid", NEW_GAMES)
def test_every_kind_that_applies_is_offered(vid: str) -> None:
    kinds = {k for k in GAME_KINDS if vid in compatible_variants(k, [vid])}
    structure = VARIANTS[vid].structure
    assert {"pot_count", "to_call", "side_pots", "showdown", "rake", "blinds"} <= kinds
    assert ("pot_limit_max" in kinds) == (structure == "pot_limit")
    assert ("limit_bet" in kinds) == (structure == "fixed_limit")
    assert "stud_order" not in kinds and "spread_range" not in kinds


@pytest.mark.parametrize("vid", NEW_GAMES)
def test_two_hundred_of_each_kind_keyed_as_the_engine_says(
    mixed_batches: dict[tuple[str, str], list[Question]], vid: str
) -> None:
    checked = 0
    for (game, kind), questions in mixed_batches.items():
        if game != vid:
            continue
        assert len(questions) == len(SEEDS) * PER_SEED
        for n, q in enumerate(questions):
            assert q.variant == vid
            result = grade(q, q.answer, millis=1000)
            assert result.correct, q.prompt
            if q.situation is None:
                continue
            # every tenth through a PHH file (written, read, replayed): slower, same engine
            hand = _replayed(q, through_phh=n % 10 == 0)
            expected = _engine_key(q, hand)
            if expected is None:
                continue
            assert _key(q) == expected, (kind, q.prompt)
            checked += 1
    assert checked >= 1_500


def test_split_games_ask_split_pots(
    mixed_batches: dict[tuple[str, str], list[Question]],
) -> None:
    # Hi-lo and badugi split games: the showdown questions split pots in halves.
    for vid, halves in (("PO5/8", {"high", "low"}), ("FB/A5", {"badugi", "low"})):
        seen: set[str] = set()
        for q in mixed_batches[vid, "showdown"][::2]:
            for award in settle(_replayed(q, through_phh=False)).awards:
                seen |= {s.half for s in award.shares if s.half}
        assert seen == halves, vid


BIG_O_HAND = """\
variant = "PO5/8"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
_chip_unit = 25
starting_stacks = [5000, 5000, 5000]
actions = [
  "d dh p1 Ah3hKsKd9c", "d dh p2 As3sJsTd6d", "d dh p3 4c5c9dThJc",
  "p3 cbr 350", "p1 cc", "p2 cc",
  "d db 2d7c8s", "p1 cc", "p2 cc", "p3 cc",
  "d db Kh", "p1 cc", "p2 cc", "p3 cc",
  "d db Qc", "p1 cc", "p2 cc", "p3 cc",
  "p1 sm Ah3hKsKd9c", "p2 sm As3sJsTd6d", "p3 sm 4c5c9dThJc",
]
"""


def test_a_mixed_game_pack_draws_from_every_new_game() -> None:
    quoted = ", ".join(f'"{v}"' for v in NEW_GAMES)
    text = f'''\
[pack]
id = "mixed-audition"
title = "Mixed-game audition"
author = "Dana Lee"
description = "Every game of the dealer's-choice list."
profile = "standard"

[[generate]]
id = "mix"
seed = 18
count = 40
kinds = ["showdown", "to_call"]
variants = [{quoted}]

[[situation]]
id = "big-o"
kinds = ["showdown"]
phh = """
{BIG_O_HAND}"""
'''
    pack = loads_pack(text)
    drawn = [pack.question(f"mix/{k}") for k in range(1, 41)]
    assert {q.variant for q in drawn} <= set(NEW_GAMES)
    assert len({q.variant for q in drawn}) >= 6
    big_o = pack.question("big-o/showdown")
    assert big_o.variant == "PO5/8"
    # the quartered Big O pot of tests/engine/test_mixed_games.py: p1 800, p2 250
    assert big_o.answer[0].shares == ((0, 800), (1, 250))


def test_the_coverage_document_lists_every_game() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "coverage.md").read_text()
    for vid, info in VARIANTS.items():
        assert f"| `{vid}` | {info.title} |" in doc, vid
