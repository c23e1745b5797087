"""Every game of a mixed-game audition (issue 18), one hand-worked hand each.

Each hand is written as PHH, solved through ``dealer-trainer solve`` and checked
against the result worked out by hand in the comments: the pots, who wins each
half, the odd chip, the final stacks. Each also reads back identically after the
engine writes it out.

Rules used (rulebook, "Mixed games"):

* Omaha: exactly two hole cards and three board cards, also with five hole cards
  (Robert's Rules of Poker v11, Omaha; WSOP 2026 Live Action rules, Big O).
* Hi-lo eight or better: the low needs five different ranks eight or lower; no low,
  the high hand scoops; the odd chip goes to the high half (corpus A.12); a tied
  half is split again, the odd chip to the first winner left of the button.
* Ace-to-five lowball: aces low, straights and flushes don't count (RRoP, Lowball).
* Deuce-to-seven: aces high, straights and flushes count (RRoP, Kansas City lowball).
* Badacey and Badeucey: the best badugi (four of the five cards) takes half, the
  best ace-to-five (Badacey) or deuce-to-seven (Badeucey) low the other half; the
  five-card hand takes the odd chip (BARGE rulebook, BADUGI_SPLIT_ODD_CHIP) and the
  ace is high in both halves of Badeucey (BADEUCEY_ACES), as the venue options say.
* Pot limit: the largest raise is the pot after the call (corpus A.5).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.cli import main
from dealer_trainer.engine import phh
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.replay import replay, to_history


def solve(tmp_path: Path, text: str) -> dict[str, Any]:
    path = tmp_path / "hand.phh"
    path.write_text(text)
    out = io.StringIO()
    assert main(["solve", str(path)], out=out) == 0
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(rows) == 1
    return rows[0]


def winners(row: dict[str, Any]) -> list[list[tuple[int, int, str | None, str | None]]]:
    return [
        [(w["player"], w["receives"], w.get("half"), w["hand"]) for w in award["winners"]]
        for award in row["awards"]
    ]


def reads_back(text: str) -> None:
    history = phh.loads(text)
    hand = replay(history)
    written = phh.dumps(to_history(hand, history))
    assert phh.loads(written) == phh.loads(phh.dumps(history))
    again = replay(phh.loads(written))
    assert again.stacks == hand.stacks and again.pots() == hand.pots()
    assert again.hole == hand.hole and again.board == hand.board


# Pot-limit Omaha hi-lo: FO/8 at pot limit. Pot 105 after a pot-sized raise to 35
# (pot 15 + call 10, raise 25... p3 may make it 35) called twice. Board 8h 5c 7d Kd Jh.
# p1 Ah2hKcQd: high a pair of kings; low A-2 + 8-7-5 = 8-7-5-2-A.
# p2 AsKsJcTd: high two pair kings and jacks; low: one low card only, no low.
# p3 3c4d9h9s: high a pair of nines; low 3-4 + 8-7-5 = 8-7-5-4-3, beaten by p1.
# High half 53 (the odd chip) to p2, low half 52 to p1.
PLO8 = """
variant = "FO/8"
_structure = "pot_limit"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 Ah2hKcQd", "d dh p2 AsKsJcTd", "d dh p3 3c4d9h9s",
  "p3 cbr 35", "p1 cc", "p2 cc",
  "d db 8h5c7d", "p1 cc", "p2 cc", "p3 cc",
  "d db Kd", "p1 cc", "p2 cc", "p3 cc",
  "d db Jh", "p1 cc", "p2 cc", "p3 cc",
  "p1 sm Ah2hKcQd", "p2 sm AsKsJcTd", "p3 sm 3c4d9h9s",
]
"""

# Big O (PO5/8), chips of 25. Raise to 350 (the pot: 150 + call 100, plus 100) called
# twice: 1,050 = 42 chips; high 21 chips 525, low 21 chips 525. Board 2d 7c 8s Kh Qc.
# p1 Ah3hKsKd9c: high three kings (KsKd + Kh); low A-3 + 2-7-8 = 8-7-3-2-A.
# p2 As3sJsTd6d: high ace high; low A-3 + 2-7-8 = 8-7-3-2-A, the same: quartered.
# p3 4c5c9dThJc: high king high; low 8-7-5-4-2, beaten.
# p1 takes the high 525; the low 525 (21 chips) splits 275 to p1 (the odd chip, first
# left of the button) and 250 to p2. p1 gets three quarters, 800.
BIG_O = """
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

# Five-card PLO. p3 raises the pot to 7 (3 + call 2, plus 2); p1 re-raises the pot to
# 23 (pot 10 + call 6 = 16 more than 7); p3 calls: 48. Flop Ah 9h 5h: p1 bets the pot,
# 48, called: 144. Turn 2c: p1 all in for 29, called: 202. River 2d.
# p1 KhQhJhThTs holds four hearts but plays two: ace-high flush (Kh Qh + Ah 9h 5h).
# p3 5c5d9c8d3s: 5c5d + 5h 2c 2d, a full house, fives full of deuces: wins 202.
PO5 = """
variant = "PO5"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 300, 300]
actions = [
  "d dh p1 KhQhJhThTs", "d dh p2 7c7d6s6c4s", "d dh p3 5c5d9c8d3s",
  "p3 cbr 7", "p1 cbr 23", "p2 f", "p3 cc",
  "d db Ah9h5h", "p1 cbr 48", "p3 cc",
  "d db 2c", "p1 cbr 29", "p3 cc",
  "d db 2d",
  "p1 sm KhQhJhThTs", "p3 sm 5c5d9c8d3s",
]
"""

# Limit Omaha high: PO at fixed limit, 20-40. Pre-flop raise to 40, both call: 120.
# Flop p2 bets 20, p3 raises to 40, p1 (who checked) folds, p2 calls: 200.
# Turn p3 bets 40, called: 280. River checked. p3 8h8c + 8d Kc 7h: three eights
# beats p2's pair of kings (KsQs + Kc 8d 7h).
LIMIT_OMAHA = """
variant = "PO"
_structure = "fixed_limit"
antes = [0, 0, 0]
blinds_or_straddles = [10, 20, 0]
small_bet = 20
big_bet = 40
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 Ac2c9s9d", "d dh p2 KsQsJdTd", "d dh p3 8h8c4d5d",
  "p3 cbr 40", "p1 cc", "p2 cc",
  "d db Kc8d3s", "p1 cc", "p2 cbr 20", "p3 cbr 40", "p1 f", "p2 cc",
  "d db 7h", "p2 cc", "p3 cbr 40", "p2 cc",
  "d db 2h", "p2 cc", "p3 cc",
  "p2 sm KsQsJdTd", "p3 sm 8h8c4d5d",
]
"""

# Ace-to-five triple draw, 10-20. p1 draws two, then one, to Ah 2c 3d 4h 5h: a wheel
# (the straight does not count), the best hand; p2 stands pat on 8-7-6-5-4. Bets
# 20 + 20 + 40 + 40 each: pot 240 to p1.
A5_TRIPLE = """
variant = "FAL3D"
antes = [0, 0, 0]
blinds_or_straddles = [10, 20, 0]
small_bet = 20
big_bet = 40
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 Ah2c3dKhKs", "d dh p2 4c5d6h7s8c", "d dh p3 9c9dTcJdQs",
  "p3 f", "p1 cc", "p2 cc",
  "p1 sd KhKs", "d dh p1 4h9s", "p2 sd",
  "p1 cc", "p2 cbr 20", "p1 cc",
  "p1 sd 9s", "d dh p1 5h", "p2 sd",
  "p1 cbr 40", "p2 cc",
  "p1 sd", "p2 sd",
  "p1 cbr 40", "p2 cc",
  "p1 sm Ah2c3d4h5h", "p2 sm 4c5d6h7s8c",
]
"""

# No-limit five-card draw, 25-50. p3 opens to 150, p2 calls: 325. p2 draws three to
# three jacks; p3 draws one to a full house, kings full of aces. After the draw p3
# bets 300, called: 925 to p3.
FIVE_CARD_DRAW = """
variant = "N5CD"
antes = [0, 0, 0]
blinds_or_straddles = [25, 50, 0]
min_bet = 50
starting_stacks = [2000, 2000, 2000]
actions = [
  "d dh p1 2s3s8d9hQd", "d dh p2 JcJd7s4h2c", "d dh p3 AcAdKcKd8h",
  "p3 cbr 150", "p1 f", "p2 cc",
  "p2 sd 7s4h2c", "d dh p2 Js9d3c", "p3 sd 8h", "d dh p3 Ks",
  "p2 cc", "p3 cbr 300", "p2 cc",
  "p2 sm JcJdJs9d3c", "p3 sm AcAdKcKdKs",
]
"""

# Pot-limit 2-7 triple draw: F2L3D at pot limit, blinds 5-10. p3 raises the pot to 35,
# p2 calls: 75. p2 draws one to 7-5-4-3-2 in four suits (the nuts), p3 one to
# 8-6-4-3-2. p2 bets the pot, 75, called: 225; checked; p2 bets 100, called: 425.
PL_27_TRIPLE = """
variant = "F2L3D"
_structure = "pot_limit"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 KsQsJh9c9d", "d dh p2 7c5d4h3sKd", "d dh p3 8c6d4c3dAh",
  "p3 cbr 35", "p1 f", "p2 cc",
  "p2 sd Kd", "d dh p2 2c", "p3 sd Ah", "d dh p3 2h",
  "p2 cbr 75", "p3 cc",
  "p2 sd", "p3 sd",
  "p2 cc", "p3 cc",
  "p2 sd", "p3 sd",
  "p2 cbr 100", "p3 cc",
  "p2 sm 7c5d4h3s2c", "p3 sm 8c6d4c3d2h",
]
"""

# Badacey, 10-20 with blinds 5-10, chips of 5. Pot 45 + 20 + 40 = 105 = 21 chips:
# one half takes 11 chips (55), the other 10 (50); the five-card (low) hand stands for
# the high hand and takes the odd chip (BARGE rulebook; venue option).
# p2 Ac2d3h4s + draws Kc for the 4c: badugi 4-3-2-A (four suits), low K-4-3-2-A.
# p3 5c6d7h8s + draws 2s for the 8c: badugi 7-6-5-2 (2s 5c 6d 7h), low 8-7-6-5-2.
# Badugi: p2's four-high beats seven-high. Low: p3's eight-seven beats king-four.
BADACEY = """
variant = "FB/A5"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
_chip_unit = 5
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 QcQdJhTs9c", "d dh p2 Ac2d3h4s4c", "d dh p3 5c6d7h8s8c",
  "p3 cbr 20", "p1 f", "p2 cc",
  "p2 sd 4c", "d dh p2 Kc", "p3 sd 8c", "d dh p3 2s",
  "p2 cc", "p3 cbr 10", "p2 cc",
  "p2 sd", "p3 sd",
  "p2 cc", "p3 cc",
  "p2 sd", "p3 sd",
  "p2 cc", "p3 cbr 20", "p2 cc",
  "p2 sm Ac2d3h4sKc", "p3 sm 5c6d7h8s2s",
]
"""

# Badeucey, same stakes, everyone pat. Pot 45 + 40 = 85 = 17 chips.
# p2 Ac2d3h4sKc: in deuce-to-seven the ace is high: A-K-4-3-2, ace-king low. Its badugi
# is K-4-3-2 with the ace high, 4-3-2-A with the ace low.
# p3 7c5d4h3s2c: badugi 5-4-3-2 (2c 3s 4h 5d), low 7-5-4-3-2 (no flush), the nuts.
BADEUCEY = """
variant = "FB/27"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
_chip_unit = 5
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 QcQdJhTs9c", "d dh p2 Ac2d3h4sKc", "d dh p3 7c5d4h3s2c",
  "p3 cbr 20", "p1 f", "p2 cc",
  "p2 sd", "p3 sd",
  "p2 cc", "p3 cc",
  "p2 sd", "p3 sd",
  "p2 cc", "p3 cc",
  "p2 sd", "p3 sd",
  "p2 cbr 20", "p3 cc",
  "p2 sm Ac2d3h4sKc", "p3 sm 7c5d4h3s2c",
]
"""

# Seven-card stud hi-lo, heads up, antes 5, bring-in 10, checked to the end: pot 30.
# p1 KsKh/Kc Qd Qc 9s/Jd: kings full of queens, and no eight-or-better low.
# p2 9dTh/3d Jc 7s 6h/Kd: king high; low cards 3-6-7 only, no eight-or-better low,
# but its best ace-to-five low is T-9-7-6-3.
# Eight or better: p1 scoops 30. Without a qualifier: p1 high 15, p2 low 15.
STUD_HI_LO = """
variant = "F7S/8"
antes = [5, 5]
bring_in = 10
small_bet = 20
big_bet = 40
starting_stacks = [500, 500]
actions = [
  "d dh p1 KsKhKc", "d dh p2 9dTh3d",
  "p2 pb", "p1 cc",
  "d dh p1 Qd", "d dh p2 Jc", "p1 cc", "p2 cc",
  "d dh p1 Qc", "d dh p2 7s", "p1 cc", "p2 cc",
  "d dh p1 9s", "d dh p2 6h", "p1 cc", "p2 cc",
  "d dh p1 Jd", "d dh p2 Kd", "p1 cc", "p2 cc",
  "p1 sm KsKhKcQdQc9sJd", "p2 sm 9dTh3dJc7s6hKd",
]
"""


Awards = list[list[tuple[int, int, str | None, str | None]]]


def settles(tmp_path: Path, text: str, awards: Awards, final_stacks: list[int]) -> None:
    """The hand solves to ``awards`` (per pot: player, chips, half, hand) and
    ``final_stacks``, and reads back identically once the engine writes it out."""
    row = solve(tmp_path, text)
    assert winners(row) == awards
    assert row["final_stacks"] == final_stacks
    reads_back(text)


def refused(tmp_path: Path, text: str) -> None:
    """``dealer-trainer solve`` refuses the hand (exit status 2)."""
    path = tmp_path / "refused.phh"
    path.write_text(text)
    assert main(["solve", str(path)], out=io.StringIO()) == 2


@pytest.mark.parametrize(
    ("text", "awards", "final_stacks"),
    [
        pytest.param(
            PLO8,
            [[(2, 53, "high", "two pair, kings and jacks"), (1, 52, "low", "eight-seven low")]],
            [1017, 1018, 965],
            id="pot_limit_omaha_hi_lo",
        ),
        pytest.param(
            BIG_O,
            [
                [
                    (1, 525, "high", "three of a kind, kings"),
                    (1, 275, "low", "eight-seven low"),
                    (2, 250, "low", "eight-seven low"),
                ]
            ],
            [5450, 4900, 4650],
            id="big_o_quartered_low",
        ),
        pytest.param(
            PO5,
            [[(3, 202, None, "full house, fives full of deuces")]],
            [0, 298, 402],
            id="five_card_omaha_plays_two_hole_cards",
        ),
        pytest.param(
            LIMIT_OMAHA,
            [[(3, 280, None, "three of a kind, eights")]],
            [960, 880, 1160],
            id="limit_omaha_high",
        ),
        pytest.param(
            A5_TRIPLE,
            [[(1, 240, None, "five-four low")]],
            [1120, 880, 1000],
            id="ace_to_five_triple_draw",
        ),
        pytest.param(
            FIVE_CARD_DRAW,
            [[(3, 925, None, "full house, kings full of aces")]],
            [1975, 1550, 2475],
            id="no_limit_five_card_draw",
        ),
        pytest.param(
            PL_27_TRIPLE,
            [[(2, 425, None, "seven-five low")]],
            [995, 1215, 790],
            id="pot_limit_deuce_to_seven_triple_draw",
        ),
    ],
)
def test_hand_worked_hand_settles(
    tmp_path: Path, text: str, awards: Awards, final_stacks: list[int]
) -> None:
    """Each game's hand, worked by hand in the comments above it, settles as worked."""
    settles(tmp_path, text, awards, final_stacks)


def test_pot_limit_draw_raise_above_the_pot_is_refused(tmp_path: Path) -> None:
    # 5-10 pot limit: the first raiser may make it 35 at most (corpus A.5)
    refused(tmp_path, PL_27_TRIPLE.replace("p3 cbr 35", "p3 cbr 40"))


def test_badacey_splits_badugi_and_ace_to_five(tmp_path: Path) -> None:
    # the odd chip to the five-card hand (BADUGI_SPLIT_ODD_CHIP = five_card_hand, BARGE)
    badugi, low = "four-card badugi, four high", "eight-seven low"
    settles(
        tmp_path, BADACEY, [[(2, 50, "badugi", badugi), (3, 55, "low", low)]], [995, 1000, 1005]
    )
    badugi_first = BADACEY.replace(
        'variant = "FB/A5"',
        'variant = "FB/A5"\n_house = { badugi_split_odd_chip = "badugi_hand" }',
    )
    row = solve(tmp_path, badugi_first)
    assert [w[:2] for w in winners(row)[0]] == [(2, 55), (3, 50)]
    reads_back(badugi_first)


def test_badeucey_splits_badugi_and_deuce_to_seven(tmp_path: Path) -> None:
    # Aces high in both halves (BADEUCEY_ACES = high): p2's badugi plays Kc 2d 3h 4s,
    # king high, beaten by p3's five high: p3 scoops the 85.
    low = "seven-five low"
    awards = [[(3, 40, "badugi", "four-card badugi, five high"), (3, 45, "low", low)]]
    settles(tmp_path, BADEUCEY, awards, [995, 960, 1045])
    # Aces low in the badugi half: p2's A-2-3-4 wins it; 17 chips, the odd one to the
    # five-card hand: p3 45 (low), p2 40 (badugi).
    aces_low = BADEUCEY.replace(
        'variant = "FB/27"', 'variant = "FB/27"\n_house = { badeucey_aces = "low" }'
    )
    awards = [[(2, 40, "badugi", "four-card badugi, four high"), (3, 45, "low", low)]]
    settles(tmp_path, aces_low, awards, [995, 1000, 1005])


def test_stud_hi_lo_with_and_without_a_qualifier(tmp_path: Path) -> None:
    full = "full house, kings full of queens"
    settles(tmp_path, STUD_HI_LO, [[(1, 30, None, full)]], [515, 485])  # each put in 15
    no_qualifier = STUD_HI_LO.replace(
        'variant = "F7S/8"', 'variant = "F7S/8"\n_house = { stud_hi_lo_qualifier = "no_qualifier" }'
    )
    awards = [[(1, 15, "high", full), (2, 15, "low", "ten-nine low")]]
    settles(tmp_path, no_qualifier, awards, [500, 500])


@pytest.mark.parametrize("code", ["PO5", "PO5/8", "FAL3D", "N5CD", "FB/A5", "FB/27"])
def test_extension_codes_are_documented_and_unknown_to_the_specification(code: str) -> None:
    assert phh.VARIANTS[code].extension and GAMES[code].extension
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    assert f"`{code}`" in readme
    pokerkit = pytest.importorskip("pokerkit")
    # a standard reader does not know the code: it cannot misread the hand
    assert code not in pokerkit.HandHistory.game_types


def test_standard_codes_are_not_extensions() -> None:
    for code in ("FT", "NT", "NS", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB"):
        assert not phh.VARIANTS[code].extension and not GAMES[code].extension


# Pot-limit five-card draw, blinds 25-50: p3 raises the pot, to 175 (75 + call 50, plus
# 125); p2 calls: 375. p2 draws one to an ace-high heart flush, p3 one to queens and
# eights. After the draw p3 bets the pot, 375, called: 1,125 to p2's flush.
PL_FIVE_CARD_DRAW = """
variant = "N5CD"
_structure = "pot_limit"
antes = [0, 0, 0]
blinds_or_straddles = [25, 50, 0]
min_bet = 50
starting_stacks = [2000, 2000, 2000]
actions = [
  "d dh p1 2d4s6c9cJc", "d dh p2 AhKh9h4h2c", "d dh p3 QsQd8c8d3s",
  "p3 cbr 175", "p1 f", "p2 cc",
  "p2 sd 2c", "d dh p2 7h", "p3 sd 3s", "d dh p3 5c",
  "p2 cc", "p3 cbr 375", "p2 cc",
  "p2 sm AhKh9h4h7h", "p3 sm QsQd8c8d5c",
]
"""


def test_pot_limit_five_card_draw(tmp_path: Path) -> None:
    flush = [[(2, 1125, None, "flush, ace high")]]
    settles(tmp_path, PL_FIVE_CARD_DRAW, flush, [1975, 2575, 1450])
    refused(tmp_path, PL_FIVE_CARD_DRAW.replace("p3 cbr 175", "p3 cbr 200"))  # over the pot


def test_jackpots_need_openers_to_open(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The house plays jackpots: p3 opens with two pair (openers); with a pair of tens
    # alone he could not (RRoP, Draw High).
    jackpots = PL_FIVE_CARD_DRAW.replace(
        'variant = "N5CD"', 'variant = "N5CD"\n_house = { draw_openers = "jacks_or_better" }'
    )
    assert winners(solve(tmp_path, jackpots))[0][0][:2] == (2, 1125)
    tens = jackpots.replace("QsQd8c8d3s", "TsTd8c7d3s").replace("QsQd8c8d5c", "TsTd8c7d5c")
    refused(tmp_path, tens)
    assert "pair of jacks or better" in capsys.readouterr().err
