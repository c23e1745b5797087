"""``dealer-trainer solve``: the engine's public contract (README, "dealer-trainer solve").

Issue 13: a showdown with cards nobody saw still prints the pots; a board dealt out of turn,
of the wrong size, or a card dealt twice is bad input (exit 2, one line naming the file, the
hand, the action and the reason); ``raise_blocked`` is ``no_opponent_to_raise`` whenever no
other player still in has chips beyond the current bet.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from dealer_trainer.cli import main

HEADER_3 = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [5000, 5000, 5000]
"""

# README: "dealer-trainer: bad.phh#1: actions[0] 'p3 cbr 3': p3 cannot raise to 3: ..."
ERROR_LINE = re.compile(
    r"^dealer-trainer: (?P<file>\S+\.phh)#1: actions\[(?P<n>\d+)\] '(?P<text>[^']+)': (?P<reason>.+)$"
)


@pytest.fixture
def hand_file(tmp_path):
    def write(text, name="hand.phh"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write


def solve_lines(*args):
    out = io.StringIO()
    assert main(["solve", *args], out=out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def bad(hand_file, capsys, actions):
    path = hand_file(HEADER_3 + f"actions = {json.dumps(actions)}\n")
    assert main(["solve", path]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err
    match = ERROR_LINE.match(err)
    assert match, err
    assert match["file"] == path
    return int(match["n"]), match["text"], match["reason"]


# ------------------------------------------------------------- showdown with unshown cards


def test_unshown_cards_leave_only_the_contested_pot_undecided(hand_file):
    # p1 is all-in for 1,000 with unseen cards; p2 and p3 bet on; p3 wins the side pot
    # because p2 folds it, but the main pot is decided by cards nobody saw
    text = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 5000, 5000]
actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 AsAh", "p3 cbr 300", "p1 cbr 1000",
           "p2 cc", "p3 cc", "d db 2c7d9h", "p2 cbr 500", "p3 cbr 1500", "p2 f",
           "d db Js", "d db 3d", "p1 sm ????", "p3 sm AsAh"]
"""
    (end,) = solve_lines(hand_file(text))
    assert end["street"] == "showdown"
    assert end["pots"] == [{"amount": 3000, "eligible": [1, 3]}, {"amount": 1000, "eligible": [3]}]
    assert end["returned"] == {"player": 3, "amount": 1000}
    main_pot, side_pot = end["awards"]
    assert main_pot["eligible"] == [1, 3] and main_pot["winners"] is None
    assert side_pot["winners"] == [{"player": 3, "receives": 1000, "hand": None}]
    assert end["final_stacks"] is None


def test_unshown_cards_do_not_matter_when_everyone_else_folded(hand_file):
    text = (
        HEADER_3
        + 'actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 300", "p1 f", "p2 f"]\n'
    )
    (end,) = solve_lines(hand_file(text))
    assert end["awards"][0]["winners"] == [{"player": 3, "receives": 250, "hand": None}]
    assert end["returned"] == {"player": 3, "amount": 200}
    assert end["final_stacks"] == [4950, 4900, 5150]


def test_shown_cards_are_still_awarded(hand_file):
    text = HEADER_3 + (
        'actions = ["d dh p1 ????", "d dh p2 KcKd", "d dh p3 AsAh", "p3 cc", "p1 f", "p2 cc",'
        ' "d db 2c7d9h", "p2 cc", "p3 cc", "d db Js", "p2 cc", "p3 cc", "d db 3d", "p2 cc",'
        ' "p3 cc", "p2 sm KcKd", "p3 sm AsAh"]\n'
    )
    (end,) = solve_lines(hand_file(text))
    assert (
        end["awards"][0]["winners"] == [{"player": 3, "receives": 250, "hand": "a pair of aces"}]
        or end["awards"][0]["winners"][0]["player"] == 3
    )
    assert end["final_stacks"] == [4950, 4900, 5150]


# ------------------------------------------------------------- boards out of turn, wrong size


def test_flop_while_a_player_is_still_to_act_pre_flop(hand_file, capsys):
    n, text, reason = bad(hand_file, capsys, ["p3 cc", "p1 cc", "d db 2c7d9h"])
    assert (n, text) == (2, "d db 2c7d9h")
    assert reason == "the flop cannot be dealt yet: p2 is still to act on the pre-flop"


def test_one_card_flop(hand_file, capsys):
    n, _, reason = bad(hand_file, capsys, ["p3 cc", "p1 cc", "p2 cc", "d db 2c"])
    assert (n, reason) == (3, "the flop is three cards, not one")


def test_four_card_flop(hand_file, capsys):
    n, _, reason = bad(hand_file, capsys, ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9hJs"])
    assert (n, reason) == (3, "the flop is three cards, not four")


def test_three_card_turn(hand_file, capsys):
    acts = ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cc", "p2 cc", "p3 cc", "d db JsQsKs"]
    n, _, reason = bad(hand_file, capsys, acts)
    assert (n, reason) == (7, "the turn is one card, not three")


def test_turn_before_the_flop_betting_is_over(hand_file, capsys):
    acts = ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cbr 100", "d db Js"]
    n, _, reason = bad(hand_file, capsys, acts)
    assert (n, reason) == (5, "the turn cannot be dealt yet: p2 is still to act on the flop")


def test_a_sixth_board_card(hand_file, capsys):
    acts = ["p3 cbr 5000", "p1 cc", "p2 cc", "d db 2c7d9h", "d db Js", "d db 3d", "d db 4d"]
    n, _, reason = bad(hand_file, capsys, acts)
    assert n == 6 and reason.startswith("all 5 community cards are already out")


def test_an_all_in_runout_may_come_in_one_deal(hand_file):
    (end,) = solve_lines(
        hand_file(
            HEADER_3 + 'actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr 5000", '
            '"p1 cc", "p2 cc", "d db 2c7d9hJd3c"]\n'
        )
    )
    assert end["awards"][0]["winners"] == [
        {"player": 1, "receives": 15000, "hand": "a pair of aces"}
    ]


# ------------------------------------------------------------- a card dealt twice


@pytest.mark.parametrize(
    ("actions", "n", "reason"),
    [
        (["d dh p1 AsAh", "d dh p2 AsKd"], 1, "As is dealt twice: it is already in p1's hand"),
        (["d dh p1 AsAs"], 0, "As is dealt twice in one deal"),
        (
            ["d dh p1 AsAh", "p3 cc", "p1 cc", "p2 cc", "d db 2c7dAh"],
            4,
            "Ah is dealt twice: it is already in p1's hand",
        ),
        (
            ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cc", "p2 cc", "p3 cc", "d db 7d"],
            7,
            "7d is dealt twice: it is already on the board",
        ),
        (
            ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "d dh p1 9hKs"],
            4,
            "9h is dealt twice: it is already on the board",
        ),
    ],
)
def test_a_card_dealt_twice(hand_file, capsys, actions, n, reason):
    assert bad(hand_file, capsys, actions)[0::2] == (n, reason)


def test_a_shown_card_that_is_on_the_board(hand_file, capsys):
    acts = [
        "d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 5000", "p1 cc", "p2 f",
        "d db 2c7d9h", "d db Js", "d db 3d", "p1 sm Js2d",
    ]  # fmt: skip
    n, _, reason = bad(hand_file, capsys, acts)
    assert (n, reason) == (9, "p1 cannot show Js: it is on the board")


# ------------------------------------------------------------- no opponent to raise


PLO = """\
variant = "PO"
antes = [0, 0, 0, 0]
blinds_or_straddles = [50, 100, 0, 0]
min_bet = 100
starting_stacks = [972, 1166, 5000, 5000]
actions = ["p3 cbr 350", "p4 f", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cc", "p2 cbr 816"]
"""


def test_no_opponent_can_call_any_raise(hand_file):
    # issue 13: p2 is all-in for 816; p1 has 622 behind, not even a call; so p3 may only
    # call or fold: nobody could call any part of his raise
    (end,) = solve_lines(hand_file(PLO))
    assert end["actor"] == 3 and end["to_call"] == 816
    assert end["stacks"][0] == 622 and end["stacks"][1] == 0
    assert end["can_raise"] is False
    assert end["raise_blocked"] == "no_opponent_to_raise"
    assert end["min_raise_to"] is None and end["max_raise_to"] is None


def test_an_opponent_with_chips_beyond_the_bet_keeps_the_raise_open(hand_file):
    deeper = PLO.replace("[972, 1166, 5000, 5000]", "[2000, 1166, 5000, 5000]")
    (end,) = solve_lines(hand_file(deeper))
    assert end["actor"] == 3 and end["raise_blocked"] is None and end["can_raise"] is True


def test_a_raise_nobody_can_call_is_refused(hand_file, capsys):
    path = hand_file(PLO.replace('"p2 cbr 816"]', '"p2 cbr 816", "p3 cbr 2000"]'))
    assert main(["solve", path]) == 2
    err = capsys.readouterr().err.strip()
    assert ERROR_LINE.match(err) and "actions[7] 'p3 cbr 2000'" in err
    assert err.endswith(
        "no other player in the hand has chips beyond the current bet to call a raise"
    )


def test_a_board_card_in_stud(hand_file, capsys):
    text = """\
variant = "F7S"
antes = [1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [500, 500]
actions = ["d dh p1 ????2c", "d dh p2 ????Kd", "d db 7h"]
"""
    path = hand_file(text)
    assert main(["solve", path]) == 2
    err = capsys.readouterr().err.strip()
    match = ERROR_LINE.match(err)
    assert match and match["n"] == "2"
    assert match["reason"] == "Seven-card stud has no community cards"
