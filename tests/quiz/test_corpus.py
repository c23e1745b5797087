"""The rulebook's worked examples, posed as questions through the quiz and graded.

"The engine's answer grades correct" alone proves little: here each corpus example
(``../shared/rules/corpus.md`` Part B; "T1"/"T2" name the source texts) is set up
as a hand, posed through :func:`dealer_trainer.quiz.kinds.pose` and answered with
the corpus's own answer, typed the way a trainee would type it. Where the corpus
names a wrong answer ("7,200 is NOT the minimum", "31 is wrong"), that answer is
graded wrong with the mistake's name.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.options import RROP_11, STANDARD, TDA_2024, WSOP_2026_CASH
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.grading import grade_text
from dealer_trainer.quiz.kinds import pose, pose_pile
from dealer_trainer.quiz.model import ChipPile, Question
from tests.engine.tables import deal_stud, play, table, to_flop

DEEP = 100_000


def ask(kind: str, hand: HandState, cid: str, mode: int = 0) -> Question:
    q = pose(kind, hand, qid=f"corpus:{cid}", mode=mode)
    assert q is not None, f"{cid}: no {kind} question in this hand"
    return q


def check(q: Question, *lines: str, wrong: dict[str, str] | None = None) -> None:
    """The corpus answer grades right; each named wrong answer is that mistake."""
    result = grade_text(q, list(lines))
    assert result.correct, (q.id, lines, q.answer_lines(), q.explanation())
    for typed, mistake in (wrong or {}).items():
        bad = grade_text(q, typed.split("|"))
        assert not bad.correct, (q.id, typed)
        assert bad.mistake is not None and bad.mistake.id == mistake, (q.id, typed, bad.mistake)


# ------------------------------------------------------------------ builders


def nl01() -> HandState:
    hand = to_flop(table([20_000] * 4, blinds=(100, 200)))
    return play(hand, "p1 cbr 600", "p2 cbr 1600", "p3 cbr 3600")


def nl02() -> HandState:
    return play(table([DEEP, DEEP, 150, DEEP], blinds=(50, 100)), "p3 cbr 150")


def nl03() -> HandState:
    hand = to_flop(table([DEEP] * 4, blinds=(100, 200)))
    return play(hand, "p1 cc", "p2 cc", "p3 cc", "p4 cc", "p1 cbr 300", "p2 cbr 1000")


def nl13() -> HandState:
    return table([DEEP, 6, DEEP], blinds=(5, 10))


def ro01() -> HandState:
    hand = to_flop(table([DEEP, 225, DEEP, 300, DEEP], blinds=(50, 100)))
    return play(hand, "p1 cbr 100", "p2 cbr 125", "p3 cc", "p4 cbr 200", "p5 cc")


def ro04() -> HandState:
    hand = to_flop(table([DEEP, 600, 750, 900, DEEP, DEEP], blinds=(50, 100)))
    return play(hand, "p1 cbr 300", "p2 cbr 500", "p3 cbr 650", "p4 cbr 800", "p5 cc")


def ro05() -> HandState:
    hand = table([DEEP, DEEP, DEEP, DEEP, 7500], blinds=(2000, 4000))
    return play(hand, "p3 cc", "p4 f", "p5 cbr 7500", "p1 f")


def ro07() -> HandState:
    hand = to_flop(table([DEEP, DEEP, 350], blinds=(50, 100)))
    return play(hand, "p1 cbr 100", "p2 cbr 200", "p3 cbr 250")


def ro10(aggregation: str) -> HandState:
    profile = STANDARD.with_options(short_allin_aggregation=aggregation)
    hand = to_flop(table([DEEP, 500, 600, DEEP], blinds=(100, 200), profile=profile))
    return play(hand, "p1 cbr 200", "p2 cbr 300", "p3 cbr 400", "p4 cc")


def bba01(game: str = "NT") -> HandState:
    return table([DEEP] * 6, game=game, blinds=(500, 1000), antes=(0, 1000, 0, 0, 0, 0))


def po(n: int, blinds: tuple[int, ...] = (1, 2), **kw: object) -> HandState:
    return table([DEEP] * n, game="PO", blinds=blinds, **kw)  # type: ignore[arg-type]


def fl(
    n: int,
    profile=STANDARD,
    stacks: list[int] | None = None,
    blinds: tuple[int, ...] = (5, 10),
    small: int = 10,
    big: int = 20,
    game: str = "FT",
) -> HandState:
    return table(
        stacks or [DEEP] * n,
        game=game,
        blinds=blinds,
        small_bet=small,
        big_bet=big,
        profile=profile,
    )


def stud(
    n: int,
    *,
    game: str = "F7S",
    profile=STANDARD,
    stacks=None,
    ante=1,
    bring_in=5,
    small=15,
    big=30,
) -> HandState:
    return table(
        stacks or [DEEP] * n,
        game=game,
        antes=(ante,) * n,
        bring_in=bring_in,
        small_bet=small,
        big_bet=big,
        profile=profile,
    )


def doors(hand: HandState, *cards: str) -> HandState:
    return deal_stud(hand, *(f"????{c}" for c in cards))


def spread(stacks: list[int], profile=STANDARD) -> HandState:
    hand = table(
        stacks, structure=Structure.SPREAD_LIMIT, blinds=(1, 1), spread=(1, 5), profile=profile
    )
    return to_flop(hand)


def sp08(cards: bool = False, tie: bool = False) -> HandState:
    # corpus P1 (button) is PHH p6; P2 = p1 (SB), P3 = p2 (BB), P4 = p3, P5 = p4, P6 = p5
    hand = table(
        [3000, 2500, 400, 1500, 900, 10_000], blinds=(100, 200), antes=(25,) * 6, chip_unit=25
    )
    if cards:
        # P4 > P6 > P5 > P3 > P1 (p3 > p5 > p4 > p2 > p6); with tie, P4 = P6
        holes = ["5c4c", "ThTd", "AhAd", "QhQd", "AcAs" if tie else "KhKd", "8s8c"]
        for i, h in enumerate(holes):
            hand.deal_hole(i, parse_cards(h))
        hand.deal_board(parse_cards("2c7d9hJs3s"))
    play(hand, "p3 cbr 375", "p4 cbr 1475", "p5 cc", "p6 cc", "p1 f", "p2 cc")
    return play(hand, "p2 cbr 1000", "p6 cc")


# ------------------------------------------------------------------ 1 pot count

POT_COUNT: list[tuple[str, Callable[[], HandState], str]] = [
    ("BBA-01", bba01, "2,500"),
    ("PL-23", lambda: po(6, (100, 200), antes=(0, 200, 0, 0, 0, 0)), "500"),
    (
        "NL-19",
        lambda: table([DEEP] * 6, blinds=(5, 10, 0, 0, 10, 0), dead_blinds=(0, 0, 0, 0, 5, 0)),
        "30",
    ),
    (
        "SP-01",
        lambda: play(
            table([400, 2000, 100, 250], blinds=(0, 0), min_bet=100),
            "p3 cbr 100",
            "p4 cbr 250",
            "p1 cbr 400",
            "p2 cc",
        ),
        "1,150",
    ),
    (
        "SP-07",
        lambda: play(
            table([600, 1200, 5000, 2000], blinds=(50, 100)),
            "p3 cc",
            "p4 cc",
            "p1 cc",
            "p2 cc",
            "p1 cbr 500",
            "p2 cbr 1100",
            "p3 cc",
            "p4 f",
        ),
        "3 100",
    ),
    ("SP-08", sp08, "7925"),
    ("PL-02", lambda: play(to_flop(po(4, (25, 50))), "p1 cbr 150", "p2 cc"), "$500"),
]


@pytest.mark.parametrize(("cid", "build", "answer"), POT_COUNT, ids=[c[0] for c in POT_COUNT])
def test_pot_count(cid: str, build: Callable[[], HandState], answer: str) -> None:
    check(ask("pot_count", build(), cid), answer)


def test_pot_count_without_the_bets_in_front_pl02() -> None:
    hand = play(to_flop(po(4, (25, 50))), "p1 cbr 150", "p2 cc")
    q = ask("pot_count", hand, "PL-02", mode=1)
    check(q, "200", wrong={"500": "counted_bets_in_front"})


# ------------------------------------------------------------------ 2 to call

TO_CALL: list[tuple[str, Callable[[], HandState], str, dict[str, str]]] = [
    ("NL-01", nl01, "3,600", {}),
    ("NL-02", nl02, "150", {}),
    ("NL-13", nl13, "10", {"6": "matched_short_blind"}),
    (
        "PL-06",
        lambda: play(po(5), "p3 cbr 7", "p4 cc", "p5 f", "p1 f"),
        "5",
        {"7": "forgot_own_blind"},
    ),
    (
        "PL-08",
        lambda: play(to_flop(po(4, (5, 10))), "p1 cbr 10", "p2 cbr 40", "p3 cc", "p4 f"),
        "30",
        {"40": "forgot_own_bet"},
    ),
    ("PL-10", lambda: po(8, (5, 10, 20), antes=(5,) * 8), "20", {}),
    (
        "PL-11",
        lambda: play(
            po(8, (5, 10, 20), antes=(5,) * 8),
            "p4 cbr 115",
            *(f"p{k} f" for k in (5, 6, 7, 8, 1, 2)),
        ),
        "95",
        {"115": "forgot_own_blind"},
    ),
    ("RO-05", ro05, "3,500", {"7500": "forgot_own_blind"}),
    ("RO-02", lambda: play(ro01(), "p1 cc"), "75", {}),
    ("BBA-01", bba01, "1000", {}),
    ("FL-16", lambda: fl(4, stacks=[DEEP, 6, DEEP, DEEP]), "10", {"6": "matched_short_blind"}),
]


@pytest.mark.parametrize(("cid", "build", "answer", "wrong"), TO_CALL, ids=[c[0] for c in TO_CALL])
def test_to_call(
    cid: str, build: Callable[[], HandState], answer: str, wrong: dict[str, str]
) -> None:
    check(ask("to_call", build(), cid), answer, wrong=wrong)


# ------------------------------------------------------------------ 3 minimum raise

MIN_RAISE: list[tuple[str, Callable[[], HandState], str, dict[str, str]]] = [
    ("NL-01", nl01, "5,600", {"7,200": "doubled_total", "2000": "raise_by_not_to"}),
    ("NL-02", nl02, "250", {"200": "short_allin_as_full_raise"}),
    ("NL-03", nl03, "1 700", {"2000": "doubled_total"}),
    (
        "NL-04",
        lambda: play(table([DEEP] * 6, blinds=(25, 50)), "p3 cbr 125", "p4 cbr 200", "p5 cbr 500"),
        "800",
        {"1000": "doubled_total"},
    ),
    (
        "NL-05",
        lambda: play(table([DEEP] * 6, blinds=(25, 50)), "p3 cbr 500", "p4 cc", "p5 cc"),
        "950",
        {},
    ),
    ("NL-06a", lambda: play(table([DEEP] * 6, blinds=(50, 100)), "p3 cbr 300"), "500", {}),
    (
        "NL-06b",
        lambda: play(table([DEEP] * 6, blinds=(50, 100)), "p3 cbr 300", "p4 cbr 1000"),
        "1,700",
        {"2,000": "doubled_total"},
    ),
    (
        "NL-07",
        lambda: play(table([DEEP, DEEP, 325, DEEP, DEEP], blinds=(100, 200)), "p3 cbr 325", "p4 f"),
        "525",
        {"450": "short_allin_as_full_raise", "400": "measured_from_bet_before_allin"},
    ),
    (
        "NL-08",
        lambda: play(
            to_flop(table([DEEP, 240, DEEP], blinds=(50, 100))), "p1 cbr 100", "p2 cbr 140"
        ),
        "240",
        {"180": "short_allin_as_full_raise"},
    ),
    (
        "NL-10",
        lambda: play(to_flop(table([DEEP, 120, DEEP], blinds=(50, 100))), "p1 cc", "p2 cbr 20"),
        "120",
        {"40": "doubled_total"},
    ),
    (
        "NL-11",
        lambda: play(table([DEEP] * 5, blinds=(1, 2, 4)), "p4 cbr 10"),
        "16",
        {"20": "doubled_total"},
    ),
    ("RO-01", ro01, "300", {"400": "doubled_total"}),
    ("RO-04", ro04, "1,100", {}),
    ("RO-05", ro05, "11,500", {}),
    (
        "RO-11",
        lambda: play(table([DEEP, DEEP, 15, DEEP], blinds=(5, 10)), "p3 cbr 15", "p4 f", "p1 cc"),
        "25",
        {},
    ),
    ("BBA-01", bba01, "2000", {}),
    ("PL-23", lambda: po(6, (100, 200), antes=(0, 200, 0, 0, 0, 0)), "400", {}),
]


@pytest.mark.parametrize(
    ("cid", "build", "answer", "wrong"), MIN_RAISE, ids=[c[0] for c in MIN_RAISE]
)
def test_min_raise(
    cid: str, build: Callable[[], HandState], answer: str, wrong: dict[str, str]
) -> None:
    check(ask("min_raise", build(), cid), answer, wrong=wrong)


# ------------------------------------------------------------------ 4 pot-limit maximum


def _with(**options: str):
    return STANDARD.with_options(**options)


POT_MAX: list[tuple[str, Callable[[], HandState], str, dict[str, str]]] = [
    ("PL-01", lambda: play(to_flop(po(2, (25, 50))), "p1 cbr 50"), "250", {"200": "forgot_call"}),
    ("PL-02", lambda: play(to_flop(po(4, (25, 50))), "p1 cbr 150", "p2 cc"), "800", {}),
    ("PL-04a", lambda: play(po(6), "p3 cbr 7"), "24", {}),
    ("PL-04b", lambda: play(po(6), "p3 cbr 7", "p4 cbr 24"), "82", {}),
    ("PL-05", lambda: play(po(5), "p3 cc", "p4 cc"), "11", {}),
    (
        "PL-06",
        lambda: play(po(5), "p3 cbr 7", "p4 cc", "p5 f", "p1 f"),
        "29",
        {"31": "shortcut_with_own_chips", "22": "pot_as_total"},
    ),
    ("PL-07", lambda: play(po(5), "p3 cbr 7", "p4 f", "p5 f", "p1 f"), "22", {}),
    (
        "PL-08",
        lambda: play(to_flop(po(4, (5, 10))), "p1 cbr 10", "p2 cbr 40", "p3 cc", "p4 f"),
        "200",
        {"210": "shortcut_with_own_chips"},
    ),
    ("PL-10 actual", lambda: po(8, (5, 10, 20), antes=(5,) * 8), "115", {"75": "forgot_antes"}),
    (
        "PL-10 sb as bb",
        lambda: po(
            8, (5, 10, 20), antes=(5,) * 8, profile=_with(pl_preflop_sb_value="sb_counted_as_bb")
        ),
        "120",
        {"115": "other_venue_rule"},
    ),
    (
        "PL-11",
        lambda: play(
            po(8, (5, 10, 20), antes=(5,) * 8),
            "p4 cbr 115",
            *(f"p{k} f" for k in (5, 6, 7, 8, 1, 2)),
        ),
        "400",
        {},
    ),
    ("PL-12 actual", lambda: po(6, (2, 5)), "17", {}),
    (
        "PL-12 rounded",
        lambda: po(6, (2, 5), profile=_with(pl_preflop_sb_value="sb_counted_as_bb")),
        "20",
        {"17": "other_venue_rule"},
    ),
    (
        "PL-13",
        lambda: po(
            6, (1, 2, 5), blind_count=3, profile=_with(pl_preflop_sb_value="sb_counted_as_bb")
        ),
        "25",
        {},
    ),
    ("PL-14 WSOP cash", lambda: po(6, (5, 10), profile=WSOP_2026_CASH), "40", {}),
    ("PL-14 actual", lambda: po(6, (5, 10)), "35", {}),
    (
        "PL-16 TDA",
        lambda: table([DEEP, 100, DEEP, DEEP], game="PO", blinds=(100, 200)),
        "700",
        {"600": "other_venue_rule"},
    ),
    (
        "PL-16 actual chips",
        lambda: table(
            [DEEP, 100, DEEP, DEEP],
            game="PO",
            blinds=(100, 200),
            profile=_with(pl_preflop_irregular_blind="actual_chips"),
        ),
        "600",
        {},
    ),
    (
        "PL-17",
        lambda: po(6, (5, 10, 0, 0, 10, 0), dead_blinds=(0, 0, 0, 0, 5, 0)),
        "50",
        {},
    ),
    (
        "PL-22",
        lambda: to_flop(
            po(
                3,
                (10, 25),
                dead_blinds=(0, 0, 10),
                chip_unit=25,
                profile=_with(pl_pot_rounding="round_up_to_unit"),
            )
        ),
        "100",
        {"85": "other_venue_rule"},
    ),
    ("PL-23", lambda: po(6, (100, 200), antes=(0, 200, 0, 0, 0, 0)), "900", {}),
    ("BBA-01", lambda: bba01("PO"), "4,500", {"3,500": "forgot_call"}),
]


@pytest.mark.parametrize(("cid", "build", "answer", "wrong"), POT_MAX, ids=[c[0] for c in POT_MAX])
def test_pot_limit_max(
    cid: str, build: Callable[[], HandState], answer: str, wrong: dict[str, str]
) -> None:
    check(ask("pot_limit_max", build(), cid), answer, wrong=wrong)


def test_pot_limit_explanation_reads_like_text_2() -> None:
    # pot 300 after the flop; on the turn A bets 200: "pot 500; call 200 makes 700; raise 700"
    hand = play(to_flop(po(2, (50, 50))), "p1 cbr 100", "p2 cc", "p1 cbr 200")
    q = ask("pot_limit_max", hand, "issue-5")
    assert q.explanation() == (
        "pot 300 in the middle + bets 200 = 500; call 200 makes 700; raise 700; "
        "total 200 + 700 = 900"
    )
    check(q, "900")


# ------------------------------------------------------------------ 5 fixed-limit size and cap

LIMIT: list[tuple[str, Callable[[], HandState], str, dict[str, str]]] = [
    (
        "FL-01 bet+3",
        lambda: play(
            fl(6, _with(limit_raise_cap="bet_plus_3"), blinds=(2, 4), small=4, big=8),
            "p3 cbr 8",
            "p4 cbr 12",
            "p5 cbr 16",
        ),
        "b",
        {"a 20": "missed_cap"},
    ),
    (
        "FL-01 bet+4",
        lambda: play(
            fl(6, _with(limit_raise_cap="bet_plus_4"), blinds=(2, 4), small=4, big=8),
            "p3 cbr 8",
            "p4 cbr 12",
            "p5 cbr 16",
        ),
        "a 20",
        {"b": "false_cap", "a 32": "doubled_total"},
    ),
    (
        "FL-02 turn",
        lambda: play(
            to_flop(fl(4, blinds=(2, 4), small=4, big=8)),
            "p1 cc",
            "p2 cc",
            "p3 cc",
            "p4 cc",
            "p1 cbr 8",
        ),
        "a 16",
        {"a 12": "small_bet_on_big_round"},
    ),
    (
        "FL-02 capped",
        lambda: play(
            to_flop(fl(4, blinds=(2, 4), small=4, big=8)),
            "p1 cc",
            "p2 cc",
            "p3 cc",
            "p4 cc",
            "p1 cbr 8",
            "p2 cbr 16",
            "p3 cbr 24",
            "p4 cbr 32",
        ),
        "b",
        {"a 40": "missed_cap"},
    ),
    (
        "FL-10 RRoP",
        lambda: play(
            to_flop(fl(3, RROP_11)),
            "p1 cc",
            "p2 cc",
            "p3 cc",
            "p1 cbr 20",
            "p2 cbr 40",
            "p3 f",
            "p1 cbr 60",
            "p2 cbr 80",
        ),
        "a 100",
        {"b": "false_cap"},
    ),
    (
        "FL-10 house cap 3",
        lambda: play(
            to_flop(
                fl(
                    3,
                    _with(
                        limit_raise_cap="bet_plus_3",
                        limit_heads_up_uncapped="only_if_round_began_heads_up",
                    ),
                )
            ),
            "p1 cc",
            "p2 cc",
            "p3 cc",
            "p1 cbr 20",
            "p2 cbr 40",
            "p3 f",
            "p1 cbr 60",
            "p2 cbr 80",
        ),
        "b",
        {},
    ),
    (
        "FL-11 TDA",
        lambda: play(
            to_flop(fl(4, TDA_2024.with_options(limit_raise_cap="bet_plus_4"))),
            "p1 cc",
            "p2 cc",
            "p3 f",
            "p4 f",
            "p1 cc",
            "p2 cc",
            "p1 cbr 20",
            "p2 cbr 40",
            "p1 cbr 60",
            "p2 cbr 80",
            "p1 cbr 100",
        ),
        "b",
        {},
    ),
    (
        "FL-11 WSOP cash",
        lambda: play(
            to_flop(fl(4, WSOP_2026_CASH)),
            "p1 cc",
            "p2 cc",
            "p3 f",
            "p4 f",
            "p1 cc",
            "p2 cc",
            "p1 cbr 20",
            "p2 cbr 40",
            "p1 cbr 60",
            "p2 cbr 80",
            "p1 cbr 100",
        ),
        "a 120",
        {},
    ),
    (
        "FL-13",
        lambda: play(
            fl(6, WSOP_2026_CASH, blinds=(2, 4, 8), small=4, big=8),
            "p4 cbr 12",
            "p5 cbr 16",
            "p6 cbr 20",
            "p1 cbr 24",
        ),
        "b",
        {},
    ),
]


@pytest.mark.parametrize(("cid", "build", "answer", "wrong"), LIMIT, ids=[c[0] for c in LIMIT])
def test_limit_bet(
    cid: str, build: Callable[[], HandState], answer: str, wrong: dict[str, str]
) -> None:
    check(ask("limit_bet", build(), cid), answer, wrong=wrong)


# ------------------------------------------------------------------ 6 may he raise?

MAY_RAISE: list[tuple[str, Callable[[], HandState], str, dict[str, str]]] = [
    ("RO-01", ro01, "a", {"b": "missed_cumulative"}),
    ("RO-02", lambda: play(ro01(), "p1 cc"), "b", {"a": "short_allin_as_full_raise"}),
    ("RO-04", lambda: play(ro04(), "p6 cc"), "a", {}),
    ("RO-05 BB", ro05, "A", {"b": "missed_not_acted"}),
    ("RO-05 limper", lambda: play(ro05(), "p2 cc"), "b", {"a": "short_allin_as_full_raise"}),
    ("RO-07 A", ro07, "a", {"b": "missed_full_raise"}),
    ("RO-07 B", lambda: play(ro07(), "p1 cc"), "b", {}),
    (
        "RO-08",
        lambda: play(
            to_flop(table([DEEP, DEEP, 205], blinds=(5, 10))),
            "p1 cbr 45",
            "p2 cbr 135",
            "p3 cbr 195",
            "p1 cc",
        ),
        "(b)",
        {},
    ),
    ("RO-10 cumulative", lambda: ro10("cumulative"), "a", {}),
    ("RO-10 individual", lambda: ro10("individual"), "b", {"a": "short_allin_as_full_raise"}),
    (
        "RO-11",
        lambda: play(table([DEEP, DEEP, 15, DEEP], blinds=(5, 10)), "p3 cbr 15", "p4 f", "p1 cc"),
        "a",
        {},
    ),
    (
        "NL-10",
        lambda: play(
            to_flop(table([DEEP, 120, DEEP], blinds=(50, 100))), "p1 cc", "p2 cbr 20", "p3 cc"
        ),
        "b",
        {},
    ),
    (
        "FL-08 case 1",
        lambda: play(to_flop(fl(3, stacks=[DEEP, 24, DEEP])), "p1 cbr 10", "p2 cbr 14", "p3 cc"),
        "b",
        {},
    ),
    (
        "FL-08 case 2",
        lambda: play(to_flop(fl(3, stacks=[DEEP, 25, DEEP])), "p1 cbr 10", "p2 cbr 15", "p3 cc"),
        "a",
        {},
    ),
    (
        "SL-04 full bet",
        lambda: play(spread([DEEP, 7, DEEP]), "p1 cbr 4", "p2 cbr 6", "p3 cc"),
        "b",
        {},
    ),
    (
        "SL-04 half bet",
        lambda: play(
            spread([DEEP, 7, DEEP], _with(spread_reopen_rule="half_bet")),
            "p1 cbr 4",
            "p2 cbr 6",
            "p3 cc",
        ),
        "a",
        {},
    ),
]


@pytest.mark.parametrize(
    ("cid", "build", "answer", "wrong"), MAY_RAISE, ids=[c[0] for c in MAY_RAISE]
)
def test_may_raise(
    cid: str, build: Callable[[], HandState], answer: str, wrong: dict[str, str]
) -> None:
    check(ask("may_raise", build(), cid), answer, wrong=wrong)


# ------------------------------------------------------------------ 7 side pots

SIDE_POTS: list[tuple[str, Callable[[], HandState], list[str], dict[str, str]]] = [
    (
        "SP-01",
        lambda: play(
            table([400, 2000, 100, 250], blinds=(0, 0), min_bet=100),
            "p3 cbr 100",
            "p4 cbr 250",
            "p1 cbr 400",
            "p2 cc",
        ),
        ["400 1 2 3 4", "450 1 2 4", "300: p1, p2"],
        {},
    ),
    (
        "SP-02",
        lambda: play(
            table([5000, 2000, 300, 800, 1500], blinds=(50, 100)),
            "p3 cbr 300",
            "p4 cbr 800",
            "p5 cc",
            "p1 f",
            "p2 cc",
        ),
        ["1,250 2 3 4 5", "1500 2 4 5"],
        {
            "1200 2 3 4 5|1500 2 4 5": "forgot_folded_chips",
            "1250 1 2 3 4 5|1500 2 4 5": "folded_player_eligible",
        },
    ),
    (
        "SP-07",
        lambda: play(
            table([600, 1200, 5000, 2000], blinds=(50, 100)),
            "p3 cc",
            "p4 cc",
            "p1 cc",
            "p2 cc",
            "p1 cbr 500",
            "p2 cbr 1100",
            "p3 cc",
            "p4 f",
        ),
        ["1900 1 2 3", "1200 2 3"],
        {},
    ),
    (
        "SP-08",
        sp08,
        ["2125 2 3 4 5 6", "2000 2 4 5 6", "1800 2 4 6", "2000 2 6"],
        {},
    ),
]


@pytest.mark.parametrize(
    ("cid", "build", "answer", "wrong"), SIDE_POTS, ids=[c[0] for c in SIDE_POTS]
)
def test_side_pots(
    cid: str, build: Callable[[], HandState], answer: list[str], wrong: dict[str, str]
) -> None:
    check(ask("side_pots", build(), cid), *answer, wrong=wrong)


def test_side_pots_sp04_partial_ante() -> None:
    hand = table(
        [DEEP, DEEP, DEEP, DEEP, 3],
        game="F7S",
        antes=(5,) * 5,
        bring_in=5,
        small_bet=20,
        big_bet=40,
    )
    for i, cards in enumerate(["????2c", "????9d", "????Td", "????Jd", "????Qd"]):
        hand.deal_hole(i, parse_cards(cards))
    play(hand, "p1 pb", "p2 cbr 20", "p3 cc", "p4 f", "p1 f")
    check(ask("side_pots", hand, "SP-04"), "15 2 3 5", "53 2 3")


def test_one_pot_is_no_side_pot_question() -> None:
    hand = play(table([DEEP, 500], blinds=(100, 200)), "p2 cc", "p1 cc")
    assert pose("side_pots", hand, qid="x") is None


# ------------------------------------------------------------------ 10 stud order


def test_stud_order_st01_lowest_card_by_suit() -> None:
    hand = doors(stud(7), "3d", "9s", "2h", "Td", "Jc", "2c", "Ks")
    check(
        ask("stud_order", hand, "ST-01"),
        "p6",
        wrong={"p7": "highest_card_brings_in", "p3": "suit_order_reversed"},
    )


def test_stud_order_st02_razz_highest_card() -> None:
    hand = doors(stud(8, game="FR"), "2c", "Kd", "3d", "4h", "Ks", "5s", "Qc", "9h")
    check(ask("stud_order", hand, "ST-02"), "5", wrong={"p1": "lowest_card_in_razz"})


def test_stud_order_st07_low_card_all_in_on_the_ante() -> None:
    hand = doors(stud(4, stacks=[1, DEEP, DEEP, DEEP]), "2c", "9d", "Td", "Jd")
    check(ask("stud_order", hand, "ST-07"), "p2")


@pytest.mark.parametrize(("profile", "first"), [(WSOP_2026_CASH, "p2"), (TDA_2024, "p6")])
def test_stud_order_st10_tie_on_board(profile, first: str) -> None:
    hand = doors(stud(7, profile=profile), "2c", "Kh", "5d", "6d", "8c", "Ks", "9h")
    play(hand, "p1 pb", *(f"p{k} cc" for k in range(2, 8)))
    deal_stud(hand, "3c", "7d", "4h", "Jd", "Tc", "7c", "Qh")
    other = "p6" if first == "p2" else "p2"
    check(ask("stud_order", hand, "ST-10"), first, wrong={other: "other_tie_rule"})


# ------------------------------------------------------------------ 11 bring-in, completion, half bets

STUD_AMOUNTS: list[tuple[str, Callable[[], HandState], str, dict[str, str]]] = [
    (
        "ST-04",
        lambda: play(doors(stud(4), "2c", "9d", "Td", "Jd"), "p1 pb"),
        "15",
        {"20": "completion_added_to_bring_in", "30": "big_bet_on_small_round"},
    ),
    (
        "FL-03",
        lambda: play(to_flop(fl(4, stacks=[14, DEEP, DEEP, DEEP])), "p1 cbr 4"),
        "10",
        {"14": "short_allin_as_full_raise"},
    ),
    (
        "FL-04 text 2",
        lambda: play(to_flop(fl(4, stacks=[16, DEEP, DEEP, DEEP])), "p1 cbr 6"),
        "20",
        {"16": "other_half_bet_rule"},
    ),
    (
        "FL-04 rulebooks",
        lambda: play(
            to_flop(
                fl(
                    4,
                    _with(limit_raise_after_half_bet_allin="allin_plus_one_bet"),
                    stacks=[16, DEEP, DEEP, DEEP],
                )
            ),
            "p1 cbr 6",
        ),
        "16",
        {"20": "other_half_bet_rule"},
    ),
    (
        "FL-05",
        lambda: play(
            to_flop(fl(3, stacks=[25, DEEP, DEEP])), "p1 cc", "p2 cc", "p3 cc", "p1 cbr 15"
        ),
        "40",
        {"35": "other_half_bet_rule"},
    ),
    (
        "FL-07",
        lambda: play(fl(6, stacks=[DEEP, DEEP, DEEP, 13, DEEP, DEEP]), "p3 cc", "p4 cbr 13"),
        "20",
        {"23": "short_allin_as_full_raise"},
    ),
    (
        "FL-08 case 2",
        lambda: play(to_flop(fl(3, stacks=[DEEP, 25, DEEP])), "p1 cbr 10", "p2 cbr 15", "p3 cc"),
        "30",
        {"25": "other_half_bet_rule"},
    ),
]


@pytest.mark.parametrize(
    ("cid", "build", "answer", "wrong"), STUD_AMOUNTS, ids=[c[0] for c in STUD_AMOUNTS]
)
def test_stud_amounts(
    cid: str, build: Callable[[], HandState], answer: str, wrong: dict[str, str]
) -> None:
    check(ask("stud_amounts", build(), cid), answer, wrong=wrong)


# ------------------------------------------------------------------ 12 showdown


def test_showdown_sp08_each_pot_to_its_best_eligible_hand() -> None:
    q = ask("showdown", sp08(cards=True), "SP-08")
    check(
        q,
        "p3 2125",
        "p5 2000",
        "p4 1,800",
        "p2: 2000",
        wrong={"p3 2125|p3 2000|p3 1800|p3 2000": "side_pot_to_ineligible"},
    )


def test_showdown_sp11_odd_chip_to_the_first_winner_left_of_the_button() -> None:
    q = ask("showdown", sp08(cards=True, tie=True), "SP-11")
    assert q.answer_lines()[0] == "p3 1075 p5 1050"
    check(
        q,
        *q.answer_lines(),
        wrong={"|".join(["p3 1050 p5 1075", *q.answer_lines()[1:]]): "odd_chip_wrong_player"},
    )


# ------------------------------------------------------------------ 13 chip count

PILES: list[tuple[str, str, tuple[tuple[int, int], ...], str]] = [
    ("NL-03", "tournament", ((500, 2),), "1,000"),
    ("CH-07", "tournament", ((1000, 1), (100, 3)), "1300"),
    ("CH-08", "tournament", ((1000, 1), (500, 3)), "2,500"),
    ("CH-14", "tournament", ((1000, 1), (500, 1)), "1500"),
    ("CH-19", "tournament", ((1000, 1), (500, 1), (100, 2)), "1 700"),
    ("CH-11", "tournament", ((500, 1), (25, 1)), "525"),
]


@pytest.mark.parametrize(("cid", "chip_set", "counts", "answer"), PILES, ids=[p[0] for p in PILES])
def test_chip_count(
    cid: str, chip_set: str, counts: tuple[tuple[int, int], ...], answer: str
) -> None:
    q = pose_pile(ChipPile(chip_set, counts), qid=f"corpus:{cid}")
    check(q, answer, wrong={str(sum(c for _, c in counts)): "counted_chips_not_value"})


# ------------------------------------------------------------------ 14 spread range


def test_spread_range_sl01() -> None:
    q = ask("spread_range", play(spread([DEEP] * 3), "p1 cbr 3"), "SL-01")
    check(q, "6", "8", wrong={"4|8": "min_from_spread_low", "6|5": "max_is_spread_top"})


def test_spread_range_sl02() -> None:
    q = ask("spread_range", play(spread([DEEP] * 3), "p1 cbr 2", "p2 cbr 4"), "SL-02")
    check(q, "6", "9", wrong={"8|9": "doubled_total"})


# ------------------------------------------------------------------ 15 blinds and straddles

BLINDS: list[tuple[str, Callable[[], HandState], list[str], dict[str, str]]] = [
    (
        "NL-11 caller",
        lambda: table([DEEP] * 5, blinds=(1, 2, 4)),
        ["4", "8"],
        {"4|6": "straddle_as_raise"},
    ),
    (
        "NL-11 straddler",
        lambda: play(table([DEEP] * 5, blinds=(1, 2, 4)), "p4 cc", "p5 cc", "p1 cc", "p2 cc"),
        ["0", "8"],
        {"4|8": "forgot_own_blind"},
    ),
    ("NL-13", nl13, ["10", "20"], {"6|16": "matched_short_blind"}),
    (
        "NL-14",
        lambda: play(table([DEEP] * 6, blinds=(1, 2)), "p3 cc", "p4 cc", "p5 cc", "p6 cc", "p1 cc"),
        ["0", "4"],
        {"2|4": "forgot_own_blind"},
    ),
    ("FL-16", lambda: fl(4, stacks=[DEEP, 6, DEEP, DEEP]), ["10", "20"], {}),
    ("BBA-01", bba01, ["1,000", "2,000"], {}),
]


@pytest.mark.parametrize(("cid", "build", "answer", "wrong"), BLINDS, ids=[b[0] for b in BLINDS])
def test_blinds(
    cid: str, build: Callable[[], HandState], answer: list[str], wrong: dict[str, str]
) -> None:
    check(ask("blinds", build(), cid), *answer, wrong=wrong)


# ------------------------------------------------------------------ undefined questions


def test_no_maximum_when_nobody_may_raise() -> None:
    hand = play(ro01(), "p1 cc")  # RO-02: p3 may not raise
    assert pose("min_raise", hand, qid="x") is None
    assert pose("pot_limit_max", hand, qid="x") is None


def test_no_pot_limit_question_in_no_limit() -> None:
    assert pose("pot_limit_max", nl01(), qid="x") is None


# ------------------------------------------------------------------ 17 rake and drop

HOUSE = STANDARD.with_options(
    rake_percent="10", rake_cap=5, jackpot_drop=1, jackpot_min_pot=20, rake_no_flop_no_drop=True
)


def test_rake_no_flop_no_drop() -> None:
    hand = play(table([500] * 3, blinds=(1, 2), profile=HOUSE), "p3 cbr 6", "p1 f", "p2 f")
    # p3's 4 beyond the big blind was not called: back to him; pot 5, no rake before the flop.
    # Pushing 9 counts his returned 4 in the pot; the take is 0 either way, so the mistake is
    # the push, not raking the uncalled bet.
    check(ask("rake", hand, "rake-1"), "0", "5", wrong={"0|9": "pushed_uncalled_bet"})


def test_rake_capped_with_a_jackpot_drop_and_an_uncalled_bet() -> None:
    # pot 86 after the flop; the river bet of 40 is not called and goes back first (SP-10)
    hand = play(
        table([500] * 3, blinds=(1, 2), profile=HOUSE),
        "p3 cbr 7",
        "p1 cc",
        "p2 cc",  # pre-flop: 21
        "p1 cbr 20",
        "p2 cc",
        "p3 cc",  # flop: 81
        "p1 cc",
        "p2 cc",
        "p3 cc",  # turn
        "p1 cbr 40",
        "p2 f",
        "p3 f",  # river: 40 not called
    )
    check(
        ask("rake", hand, "rake-2"),
        "6",
        "75",
        # pushing the returned 40 with the pot: the cap keeps the take at 6 (not "raked it")
        wrong={
            "9|72": "ignored_rake_cap",
            "5|76": "forgot_jackpot_drop",
            "6|115": "pushed_uncalled_bet",
        },
    )
    q = ask("rake", hand, "rake-2")
    # the rake is the house's posted rule (WSOP cash 31, PR-20), the return SP-10's
    assert "WSOP 2026 Live Action Rules, 31" in q.rule


def test_rake_no_flop_no_drop_in_stud_ends_on_third_street() -> None:
    """Stud has no flop: the house rule spares a hand that ends on third street, and the
    working says so in stud's words, not "before the flop"."""
    hand = doors(stud(3, game="FR", profile=HOUSE), "Kd", "3c", "5h")  # razz: the king brings in
    hand = play(hand, "p1 pb", "p2 cbr 15", "p3 f", "p1 f")
    q = ask("rake", hand, "rake-stud")
    # antes 3 + bring-in 5 + the 5 of p2's completion that was called; his other 10 go back
    check(q, "0", "13", wrong={"0|23": "pushed_uncalled_bet"})
    working = " ".join(step.text for step in q.working)
    assert "third street" in working and "flop:" not in working.replace("no flop", "")
