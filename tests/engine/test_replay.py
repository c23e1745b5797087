"""Every real hand of ../shared/phh replayed: solve runs, stacks end as recorded."""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path

import pytest

from dealer_trainer.cli import main
from dealer_trainer.engine import phh
from dealer_trainer.engine.replay import replay, to_history
from dealer_trainer.engine.showdown import settle
from tests.conftest import SHARED_DIR, shared_hand_files

SHARED_PHH = SHARED_DIR / "phh"
HAND_FILES = shared_hand_files()
# Without ../shared one placeholder case stands for the hands; the ``shared_phh`` fixture then
# fails it under CI (or with DEALER_TRAINER_REQUIRE_SHARED=1) and skips it, saying why, elsewhere.
HAND_PARAMS = HAND_FILES or [None]

# pluribus/32-23 records the odd chip of a split pot as two half chips; a dealer
# gives the whole chip to the first winner left of the button (corpus A.12).
ODD_CHIP_EXCEPTIONS = {"32-23.phh": {2: 10388, 5: 10387}}


def _solve(*args: str) -> list[dict]:
    out = io.StringIO()
    assert main(["solve", *args], out=out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _hand_id(path: Path | None) -> str:
    return "no-shared-phh" if path is None else f"{path.parent.name}/{path.name}"


def test_the_shared_hands_are_all_there(shared_phh):
    assert len(HAND_FILES) == 388


def test_every_hand_solves_with_each(shared_phh, tmp_path):
    rows = _solve("--each", *map(str, HAND_FILES))
    ends = [r for r in rows if "final_stacks" in r]
    assert len(ends) == len(HAND_FILES)
    for row in rows:
        assert row["pot"] == sum(p["amount"] for p in row["pots"]) + (
            row["uncalled"]["amount"] if row["uncalled"] else 0
        )
        if row["actor"] is not None:
            assert 0 <= row["to_call"] <= row["stacks"][row["actor"] - 1]


@pytest.mark.parametrize("path", HAND_PARAMS, ids=_hand_id)
def test_hand_ends_on_recorded_finishing_stacks(shared_phh, path):
    (history,) = phh.load(path)
    hand = replay(history)
    assert hand.finished
    final = settle(hand).final_stacks
    if history.finishing_stacks is None:  # nothing recorded to compare: no chip is made or lost
        assert sum(final) == sum(history.starting_stacks)
        return
    expected = list(history.finishing_stacks)
    for i, chips in ODD_CHIP_EXCEPTIONS.get(path.name, {}).items():
        assert expected[i].denominator == 2
        expected[i] = Fraction(chips)
    assert [Fraction(x) for x in final] == expected
    assert sum(final) == sum(history.starting_stacks)


@pytest.mark.parametrize("path", HAND_PARAMS[::7], ids=_hand_id)
def test_written_back_hand_replays_to_the_same_state(shared_phh, path):
    (history,) = phh.load(path)
    hand = replay(history)
    again = replay(phh.loads(phh.dumps(to_history(hand, history))))
    assert again.stacks == hand.stacks
    assert again.live == hand.live and again.dead == hand.dead
    assert again.folded == hand.folded and again.street == hand.street
    assert again.pots() == hand.pots()


def test_decimal_amounts_are_exact(shared_phh):
    (row,) = _solve(str(SHARED_PHH / "historical" / "antonius-blom-2009.phh"))
    assert row["stacks"][0] == 399450.25  # JSON reads the exact decimal text
    assert sum(Fraction(str(s)) for s in row["final_stacks"]) == Fraction("1937923.75")


def test_short_raise_that_covers_the_opponent_is_accepted(shared_phh):
    # day 5 hand 85 (razz): a raise to 750,000 where a full raise is to 1,200,000,
    # but the opponent has only 750,000 in all: the rest could never be called.
    rows = _solve("--each", str(SHARED_PHH / "wsop-2023-43" / "day5-hand85.phh"))
    before = next(r for r in rows if r["after"] == 18)
    assert before["min_raise_to"] == 1_200_000 and before["actor"] == 2


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("not toml at all", "not valid TOML"),
        ('variant = "XX"\nstarting_stacks = [1, 2]\nantes = [0, 0]\nactions = []', "XX"),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            'starting_stacks = [100, 100]\nactions = ["p1 cc"]',
            "actions[0] 'p1 cc': p1 cannot check or call: it is p2's turn",
        ),
        (
            'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
            'starting_stacks = [100, 100, 100]\nactions = ["p3 cbr 3"]',
            "the minimum raise is to 4",
        ),
        ('variant = "NT"\nantes = [0, 0]\nstarting_stacks = [1, 2]\nactions = []', "blinds"),
        # going all-in does not lift the limit: a bigger stack than the limit allows plays
        # only the limit (fixed limit raises to 30 here, pot limit to at most 120)
        (
            'variant = "FT"\nantes = [0, 0, 0, 0]\nblinds_or_straddles = [5, 10, 0, 0]\n'
            "small_bet = 10\nbig_bet = 20\nstarting_stacks = [1000, 1000, 1000, 37]\n"
            'actions = ["p3 cbr 20", "p4 cbr 37"]',
            "the maximum is 30",
        ),
        (
            'variant = "PO"\nantes = [0, 0, 0, 0]\nblinds_or_straddles = [5, 10, 0, 0]\n'
            "min_bet = 10\nstarting_stacks = [1000, 1000, 1000, 300]\n"
            'actions = ["p3 cbr 35", "p4 cbr 300"]',
            "the pot-limit maximum is 120",
        ),
    ],
)
def test_bad_input_is_one_line_and_status_2(tmp_path, capsys, text, fragment):
    path = tmp_path / "bad.phh"
    path.write_text(text)
    assert main(["solve", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert str(path) in err and fragment in err


def test_profile_option(tmp_path):
    path = tmp_path / "pl.phh"
    path.write_text(
        'variant = "PO"\nantes = [0, 0, 0, 0, 0, 0]\nblinds_or_straddles = [5, 10, 0, 0, 0, 0]\n'
        "min_bet = 10\nstarting_stacks = [1000, 1000, 1000, 1000, 1000, 1000]\nactions = []\n"
    )
    assert _solve(str(path))[0]["max_raise_to"] == 35
    assert _solve("--profile", "wsop-2026-cash", str(path))[0]["max_raise_to"] == 40
    prof = tmp_path / "house.toml"
    prof.write_text('pl_preflop_sb_value = "sb_counted_as_bb"\n')
    assert _solve("--profile", str(prof), str(path))[0]["max_raise_to"] == 40
    prof.write_text('pl_preflop_sb_value = "rounded"\n')
    assert main(["solve", "--profile", str(prof), str(path)]) == 2


RAKED = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [0.5, 1, 0]
min_bet = 1
starting_stacks = [100, 100, 100]
actions = ["p3 cbr 3", "p1 cc", "p2 cc", "d db AhKhQh", "p1 cc", "p2 cc", "p3 cbr 40.5",
  "p1 f", "p2 f"]
_house = { rake_percent = 10, rake_cap = 2.5, jackpot_drop = 0.5, jackpot_min_pot = 5 }
"""


def test_house_field_sets_the_rake_the_hand_paid():
    # the pot is 3 x 3 = 9 (p3's 40.5 comes back uncalled); 10% of 9 is 0.9, under the
    # cap of 2.5; the jackpot takes 0.5 from a pot of at least 5. Amounts here are in
    # halves, so the engine counts in tenths (unit 10): 90 in the pot, rake 9, drop 5.
    history = phh.loads(RAKED)
    hand = replay(history)
    assert (hand.profile.rake_cap, hand.profile.jackpot_drop) == (25, 5)
    settled = settle(hand)
    assert (settled.rake, settled.jackpot) == (9, 5)
    plain = replay(phh.loads(RAKED.replace("_house", "_other")))
    assert (settle(plain).rake, settle(plain).jackpot) == (0, 0)


def test_house_field_is_written_back_when_the_profile_differs():
    hand = replay(phh.loads(RAKED))
    written = phh.dumps(to_history(hand))
    assert "_house = { rake_percent = 10" in written
    again = replay(phh.loads(written))
    assert again.profile == hand.profile
    assert "_house" not in phh.dumps(to_history(replay(phh.loads(RAKED.split("_house")[0]))))


@pytest.mark.parametrize(
    ("house", "fragment"),
    [
        ("{ rake_percent = 101 }", "rake_percent must be a percentage"),
        ("{ rake = 5 }", "'rake' is not a venue option"),
        ("{ rake_cap = 0.05 }", "rake_cap = 0.05 is finer than the hand's amounts"),
        ("5", "_house must be a table"),
    ],
)
def test_bad_house_field_is_one_line_and_status_2(tmp_path, capsys, house, fragment):
    path = tmp_path / "bad.phh"
    path.write_text(RAKED.split("_house")[0] + f"_house = {house}\n")
    assert main(["solve", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and fragment in err


def test_house_field_sets_a_venue_switch_too():
    # p3 raises 200 to 300; two short all-ins add 150 each. Added up (Standard) they
    # re-open the betting to p3; counted one by one (the house's switch) they do not.
    text = (
        'variant = "NT"\nantes = [0, 0, 0, 0]\nblinds_or_straddles = [50, 100, 0, 0]\n'
        "min_bet = 100\nstarting_stacks = [600, 5000, 5000, 450]\n"
        'actions = ["p3 cbr 300", "p4 cbr 450", "p1 cbr 600", "p2 cc"]\n'
    )
    assert replay(phh.loads(text)).can_raise()
    house = text + '_house = { short_allin_aggregation = "individual" }\n'
    assert not replay(phh.loads(house)).can_raise()
