"""``dealer-trainer solve PATH --chips ... --say ...``: a floor ruling as one JSON line."""

from __future__ import annotations

import io
import json

import pytest

from dealer_trainer.cli import main

NL03 = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [100, 200, 0]
min_bet = 200
starting_stacks = [10000, 10000, 10000]
actions = ["p3 cc", "p1 cc", "p2 cc", "d db AhKhQh", "p1 cc", "p2 cc", "p3 cc", "d db 2c",
           "p1 cbr 300"]
"""

CH13 = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [25, 50, 0]
min_bet = 50
starting_stacks = [10000, 10000, 10000]
actions = ["p3 cbr 600", "p1 f"]
"""

NL07 = """\
variant = "NT"
antes = [0, 0, 0, 0, 0, 0]
blinds_or_straddles = [100, 200, 0, 0, 0, 0]
min_bet = 200
starting_stacks = [10000, 10000, 325, 10000, 10000, 10000]
actions = ["p3 cbr 325", "p4 f"]
"""

CENTS = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [0.25, 0.5, 0]
min_bet = 0.5
starting_stacks = [100, 100, 100]
actions = ["p3 cbr 1.5"]
"""


@pytest.fixture
def hand_file(tmp_path):
    def write(text, name="hand.phh"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write


def solve(*args):
    out = io.StringIO()
    assert main(["solve", *args], out=out) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 1
    return json.loads(lines[0])


def test_two_500s_over_a_300_bet(hand_file):
    ruling = solve(hand_file(NL03), "--chips", "500,500")
    assert ruling["ruled_as"] == "raise"
    assert (ruling["to"], ruling["must_add"], ruling["returned"]) == (1000, 0, 0)
    assert ruling["binding"] is True
    assert ruling["rule"] == "text 2, multiple chips; TDA R45"
    assert ruling["option"] == "MULTI_CHIP_RULE=tda_smallest_chip_test"
    assert ruling["player"] == 2 and ruling["street"] == "turn"
    assert ruling["explanation"]


def test_a_single_oversized_chip_and_raise_said_before_or_after(hand_file):
    path = hand_file(NL03)
    assert solve(path, "--chips", "1000")["ruled_as"] == "call"
    said = solve(path, "--chips", "1000", "--say", "raise")
    assert (said["ruled_as"], said["to"]) == ("raise", 1000)
    late = solve(path, "--chips", "1000", "--say", "raise", "--say-when", "after")
    assert (late["ruled_as"], late["to"], late["returned"]) == ("call", 300, 700)


def test_say_alone_is_a_pure_verbal_declaration(hand_file):
    ruling = solve(hand_file(NL03), "--say", "raise")
    assert (ruling["ruled_as"], ruling["to"], ruling["at_least"]) == ("raise", 600, True)
    assert solve(hand_file(NL03), "--say", "Raise, eight hundred")["to"] == 800


def test_each_chips_is_one_motion(hand_file):
    ruling = solve(hand_file(NL03), "--chips", "100,100,100", "--chips", "1000")
    assert (ruling["ruled_as"], ruling["to"], ruling["returned"]) == ("call", 300, 1000)
    assert ruling["rule"].startswith("text 2, string bets")
    between = solve(
        hand_file(NL03),
        "--chips",
        "100,100,100",
        "--say",
        "raise",
        "--say-when",
        "between",
        "--chips",
        "1000",
    )
    assert (between["ruled_as"], between["returned"]) == ("call", 1000)


def test_seat_names_a_player_acting_out_of_turn(hand_file):
    ruling = solve(hand_file(NL03), "--seat", "3", "--say", "fold")
    assert (ruling["player"], ruling["ruled_as"], ruling["binding"]) == (3, "fold", True)
    assert ruling["out_of_turn"] is True
    call = solve(hand_file(NL03), "--seat", "p3", "--chips", "100,100,100")
    assert (call["binding"], call["binding_if_unchanged"]) == (False, True)


def test_in_front_lists_prior_bet_chips(hand_file):
    path = hand_file(CH13)
    ruling = solve(path, "--chips", "1000", "--in-front", "25,25")
    assert (ruling["ruled_as"], ruling["to"], ruling["returned"]) == ("call", 600, 450)
    ruling = solve(path, "--chips", "1000,500", "--in-front", "25,25")
    assert (ruling["ruled_as"], ruling["to"]) == ("raise", 1550)


def test_profile_decides_the_fifty_percent_base(hand_file, tmp_path):
    path = hand_file(NL07)
    assert solve(path, "--chips", "100,100,100,100,25")["to"] == 525
    profile = tmp_path / "literal.toml"
    profile.write_text('name = "literal"\nfifty_pct_base = "previous_total_bet"\n')
    ruling = solve(path, "--chips", "100,100,100,100,25", "--profile", str(profile))
    assert (ruling["ruled_as"], ruling["to"], ruling["returned"]) == ("call", 325, 100)
    assert ruling["option"] == "FIFTY_PCT_BASE=previous_total_bet"


def test_amounts_in_the_hands_unit(hand_file):
    ruling = solve(hand_file(CENTS), "--chips", "5")
    assert (ruling["to"], ruling["returned"]) == (1.5, 3.75)
    assert "3.75 change" in ruling["explanation"]
    assert solve(hand_file(CENTS), "--chips", "1,1,0.25,0.25")["to"] == 2.75


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--chips", "5OO"], "--chips: '5OO' in '5OO' is not a chip value"),
        (["--chips", "1,000"], "--chips: '000' in '1,000' is not a chip value"),
        (["--chips", ""], "--chips: no chips given"),
        (["--in-front", "x", "--say", "call"], "--in-front: 'x' in 'x' is not a chip value"),
        (["--seat", "9", "--say", "call"], "there is no player p9 (3 players)"),
        (["--seat", "two", "--say", "call"], "--seat: 'two' is not a player number"),
        (["--say-when", "after", "--chips", "500"], "--say-when needs --say"),
        (["--say", "raise", "--say-when", "later"], "--say-when: use before, after or between"),
        (["--say", "raise", "--say-when", "after"], "need chips"),
        (["--chips", "500", "--each"], "--each cannot go with --chips"),
        (["--seat", "3"], "--seat needs --chips or --say"),
        (["--say", "raise like a lot"], "did not understand 'like', 'lot'"),
        (["--chips", "10000,10000"], "the chips pushed total 20,000"),
        (["--chips", "1000", "--in-front", "25"], "no bet in front this street"),
    ],
)
def test_bad_arguments_are_one_line_errors(hand_file, capsys, args, message):
    assert main(["solve", hand_file(NL03), *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and err.startswith("dealer-trainer: ")


def test_a_ruling_needs_exactly_one_hand(hand_file, capsys):
    one = hand_file(NL03)
    assert main(["solve", one, one, "--chips", "500"]) == 2
    assert "give one PATH, not 2" in capsys.readouterr().err
    many = hand_file(f"[1]\n{NL03}\n[2]\n{NL03}", name="two.phhs")
    assert main(["solve", many, "--chips", "500"]) == 2
    assert "this file holds 2" in capsys.readouterr().err


def test_a_hand_with_nobody_to_act(hand_file, capsys):
    over = NL03.replace('"p1 cbr 300"]', '"p1 cbr 300", "p2 f", "p3 f"]')
    assert main(["solve", hand_file(over), "--say", "call"]) == 2
    assert "no betting action to rule: the hand is over" in capsys.readouterr().err


def test_solve_without_ruling_flags_is_unchanged(hand_file):
    rows = solve(hand_file(NL03))
    assert rows["to_call"] == 300 and "ruled_as" not in rows


STUD_OPEN_PAIR = """\
variant = "F7S"
antes = [3, 3, 3]
bring_in = 5
small_bet = 15
big_bet = 30
starting_stacks = [2000, 2000, 2000]
actions = ["d dh p1 ????2c", "d dh p2 ????Qd", "d dh p3 ????9h", "p1 pb", "p2 cc", "p3 cc",
           "d dh p1 3c", "d dh p2 Qs", "d dh p3 4h", "p2 cbr 30"]
"""


def test_stud_open_pair_push_over_a_big_bet_is_a_call(hand_file):
    # issue 13, class 7 (corpus ST-08, FL-17): 15/30, the open queens bet the big bet of 30;
    # a silent push of 40 in four chips is 10 over the call, less than half of 30: a call
    ruling = solve(hand_file(STUD_OPEN_PAIR), "--chips", "10,10,10,10")
    assert (ruling["ruled_as"], ruling["to"], ruling["returned"]) == ("call", 30, 10)
    assert ruling["player"] == 3 and ruling["street"] == "fourth street"
    # 45 in 5s: 15 over the call is half of the big bet, so a raise, to 60 (one big bet more)
    raised = solve(hand_file(STUD_OPEN_PAIR), "--chips", ",".join(["5"] * 9))
    assert (raised["ruled_as"], raised["to"]) == ("raise", 60)
