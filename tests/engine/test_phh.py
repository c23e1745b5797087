"""Tests for the PHH reader and writer (dealer_trainer.engine.phh)."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.phh import (
    VARIANTS,
    BettingStructure,
    HandHistory,
    PhhAction,
    PhhActionKind,
    PhhError,
    dumps,
    dumps_many,
    format_action,
    load,
    loads,
    loads_many,
    parse_action,
)
from tests.conftest import SHARED_DIR, shared_hand_files

SHARED_PHH = SHARED_DIR / "phh"
DATA = Path(__file__).resolve().parent / "data" / "phh"
SHARED_FILES = shared_hand_files()
# Tests of the shared hands ask for the ``shared_phh`` fixture: without ../shared it fails them
# under CI (or with DEALER_TRAINER_REQUIRE_SHARED=1) and skips them, saying why, elsewhere.
needs_shared = pytest.mark.usefixtures("shared_phh")


def shared_params() -> list[object]:
    if not SHARED_FILES:
        return [pytest.param(None, id="no-shared-phh")]
    return [pytest.param(p, id=str(p.relative_to(SHARED_PHH))) for p in SHARED_FILES]


# --------------------------------------------------------------------------- real hands


@needs_shared
@pytest.mark.parametrize("path", shared_params())
def test_every_shared_hand_loads_and_round_trips(path: Path) -> None:
    (hand,) = load(path)
    assert hand.source == f"{path}#1"
    assert hand.variant in VARIANTS
    assert hand.actions, "every shared hand has actions"
    assert loads(dumps(hand)) == hand
    assert load_text_twice(dumps(hand)) == hand


def load_text_twice(text: str) -> HandHistory:
    """dumps is a fixed point after one round: the text itself comes back unchanged."""
    again = dumps(loads(text))
    assert again == text
    return loads(again)


@needs_shared
def test_shared_corpus_covers_every_variant_but_short_deck_alone() -> None:
    variants = {load(p)[0].variant for p in SHARED_FILES}
    assert variants == {code for code, info in VARIANTS.items() if not info.extension}


@needs_shared
def test_antonius_blom_decimal_stacks_are_exact() -> None:
    (hand,) = load(SHARED_PHH / "historical" / "antonius-blom-2009.phh")
    assert hand.variant == "PO"
    assert hand.structure is BettingStructure.POT_LIMIT
    assert hand.unit == 100
    assert hand.starting_stacks == (125945025, 67847350)
    assert hand.blinds_or_straddles == (50000, 100000)
    assert hand.min_bet == 100000
    assert hand.antes == (0, 0)
    assert hand.ante_trimming_status is True
    assert hand.actions[2] == PhhAction(
        index=2, actor=2, kind=PhhActionKind.COMPLETE_BET_OR_RAISE_TO, amount=300000
    )
    assert hand.players == ("Patrik Antonius", "Victor Blom")
    assert hand.other_fields["currency"] == "USD"
    assert hand.other_fields["year"] == 2009
    assert "starting_stacks = [1259450.25, 678473.5]" in dumps(hand)


@needs_shared
def test_pluribus_half_chips_stay_exact_fractions() -> None:
    (hand,) = load(SHARED_PHH / "pluribus" / "32-23.phh")
    assert hand.unit == 1
    assert hand.finishing_stacks is not None
    assert hand.finishing_stacks[2] == Fraction(20775, 2)
    assert hand.finishing_stacks[0] == 9950
    assert all(isinstance(s, Fraction) for s in hand.finishing_stacks)
    assert sum(hand.finishing_stacks) == sum(hand.starting_stacks)
    assert "finishing_stacks = [9950, 9275, 10387.5, 10000, 10000, 10387.5]" in dumps(hand)


@needs_shared
def test_stud_hand_has_bring_in_and_no_blinds() -> None:
    (hand,) = load(SHARED_PHH / "wsop-2023-43" / "day5-hand72.phh")
    assert hand.variant == "F7S"
    assert hand.blinds_or_straddles == ()
    assert (hand.bring_in, hand.small_bet, hand.big_bet, hand.min_bet) == (
        75000,
        250000,
        500000,
        None,
    )
    first = hand.actions[0]
    assert first.kind == PhhActionKind.DEAL_HOLE and first.actor is None and first.target == 1
    assert [str(c) for c in first.cards if c] == ["5d", "2s", "Ad"]
    assert hand.actions[4] == PhhAction(index=4, actor=4, kind=PhhActionKind.POST_BRING_IN)


@needs_shared
def test_mucks_and_draws_in_real_hands() -> None:
    (badugi,) = load(SHARED_PHH / "historical" / "alice-carol-wikipedia.phh")
    discards = [a for a in badugi.actions if a.kind == PhhActionKind.STAND_PAT_OR_DISCARD]
    assert [len(a.cards) for a in discards[:5]] == [2, 2, 1, 1, 0]
    assert all(c is None for a in discards for c in a.cards)
    mucks = [a for p in SHARED_FILES for a in load(p)[0].actions if a.is_muck]
    assert mucks and all(a.kind == "sm" and not a.cards for a in mucks)


# --------------------------------------------------------------------------- the fixture


def test_phhs_fixture_reads_every_hand_with_its_number() -> None:
    path = DATA / "home-game.phhs"
    hands = load(path)
    assert [h.source for h in hands] == [f"{path}#{k}" for k in (1, 2, 3)]
    cash, stud, draw = hands

    assert cash.unit == 100
    assert cash.starting_stacks == (5000, 4275, 10000)
    assert cash.blinds_or_straddles == (25, 50, 50)
    assert cash.structure_override is BettingStructure.POT_LIMIT
    assert cash.structure is BettingStructure.POT_LIMIT
    assert cash.chip_unit == 25
    assert cash.dead_blinds == (0, 0, 25)
    assert cash.profile == "home-game"
    assert cash.user_fields == {"_seat_colours": ("red", "blue", "green")}
    assert cash.other_fields == {"currency": "USD"}
    assert cash.comments == ((7, "the burn card is exposed; the dealer burns another"),)
    by_index = {a.index: a for a in cash.actions}
    assert 7 not in by_index and 14 not in by_index  # no-ops keep their place
    assert by_index[2].comment == "Cy" and by_index[2].text == "d dh p3 7c7d"
    assert by_index[3].amount == 175
    assert by_index[4].amount == 600 and by_index[4].comment == "the pot"
    assert by_index[18].shows_dealt and not by_index[18].is_muck
    assert by_index[19].is_muck

    assert stud.unit == 1
    assert stud.finishing_stacks == (Fraction(995), Fraction(1030), Fraction(975))
    assert draw.actions[4] == PhhAction(index=4, actor=1, kind=PhhActionKind.STAND_PAT_OR_DISCARD)
    assert draw.actions[5].cards == (None, None)
    assert draw.actions[8].comment == "all in"

    text = dumps_many(hands)
    assert loads_many(text) == hands
    assert text.startswith("[1]\n")
    assert '"# the burn card is exposed; the dealer burns another",' in text
    assert '  "",\n' in text


def test_single_hand_phh_file(tmp_path: Path) -> None:
    (hand,) = load(DATA / "home-game.phhs")[2:]
    path = tmp_path / "draw.phh"
    path.write_text(dumps(hand), encoding="utf-8")
    (back,) = load(path)
    assert back == hand and back.source == f"{path}#1"


def test_load_reports_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "bad.phh"
    path.write_bytes(b'variant = "NT"\xff\n')
    with pytest.raises(PhhError, match=r"bad\.phh: not a UTF-8 text file"):
        load(path)


def test_phhs_and_phh_are_not_confused() -> None:
    many = dumps_many(load(DATA / "home-game.phhs"))
    with pytest.raises(PhhError, match="read it with loads_many"):
        loads(many, source="x.phh")
    one = dumps(load(DATA / "home-game.phhs")[1])
    with pytest.raises(PhhError, match=r"x\.phhs: 'variant' is not a hand table.*loads"):
        loads_many(one, source="x.phhs")
    assert loads_many("") == []


def test_a_bad_hand_in_a_phhs_is_named_by_its_number() -> None:
    text = "[1]\n" + hand_text() + "\n[2]\n" + hand_text(antes="[0, 0]")
    with pytest.raises(PhhError) as caught:
        loads_many(text, source="night.phhs")
    assert str(caught.value).startswith("night.phhs#2: antes: 2 values for 3 players")
    assert caught.value.location == "night.phhs#2"
    assert caught.value.where == "antes"


# --------------------------------------------------------------------------- bad input

BASE = {
    "variant": '"NT"',
    "antes": "[0, 0, 0]",
    "blinds_or_straddles": "[1, 2, 0]",
    "min_bet": "2",
    "starting_stacks": "[200, 200, 200]",
    "actions": '["d dh p1 AhKh", "d dh p2 ????", "d dh p3 ????", "p3 cbr 6"]',
}
STUD = {
    "variant": '"F7S"',
    "antes": "[1, 1]",
    "bring_in": "2",
    "small_bet": "5",
    "big_bet": "10",
    "starting_stacks": "[100, 100]",
    "actions": "[]",
}


def hand_text(base: dict[str, str] | None = None, **changes: str | None) -> str:
    fields = {**(BASE if base is None else base), **changes}
    return "".join(f"{key} = {value}\n" for key, value in fields.items() if value is not None)


def test_base_hands_are_valid() -> None:
    assert loads(hand_text()).player_count == 3
    assert loads(hand_text(STUD)).bring_in == 2


def test_the_message_names_file_hand_action_and_reason() -> None:
    text = hand_text(
        antes="[0, 0, 0, 0, 0, 0]",
        blinds_or_straddles="[1, 2, 0, 0, 0, 0]",
        starting_stacks="[200, 200, 200, 200, 200, 200]",
        actions='["d dh p1 ????", "", "", "", "", "", "", "p9 cbr 100"]',
    )
    with pytest.raises(PhhError) as caught:
        loads(text, source="hands/x.phh")
    assert str(caught.value) == (
        "hands/x.phh#1: actions[7] 'p9 cbr 100': there is no player p9 (6 players)"
    )
    with pytest.raises(PhhError, match=r"^hand #1: actions\[7\] 'p9 cbr 100'"):
        loads(text)


BAD: list[tuple[str, str]] = [
    # not TOML
    ('variant = "NT"\nantes = [0 0]\n', r"^x\.phh: not valid TOML: .*\(at line 2, column 12\)"),
    ("variant = \n", r"not valid TOML: .*\(at line 1, column 11\)"),
    # variant
    (hand_text(variant='"XX"'), r"variant: unknown variant code 'XX'; known codes: FT, NT, NS"),
    (hand_text(variant="7"), r"variant: expected a string such as \"NT\", not the integer 7"),
    (hand_text(variant=None), r"x\.phh#1: variant: missing"),
    # missing fields
    (hand_text(min_bet=None), r"min_bet: missing; NT \(no-limit Texas hold'em\) needs min_bet"),
    (hand_text(antes=None), r"antes: missing"),
    (hand_text(starting_stacks=None), r"starting_stacks: missing"),
    (hand_text(actions=None), r"actions: missing"),
    (hand_text(blinds_or_straddles=None), r"blinds_or_straddles: missing; NT"),
    (hand_text(STUD, bring_in=None), r"bring_in: missing; F7S .* needs a bring_in"),
    (hand_text(STUD, big_bet=None), r"big_bet: missing; F7S .* needs small_bet and big_bet"),
    # fields the game does not use
    (hand_text(small_bet="2"), r"small_bet: not used by NT .*, which uses min_bet; remove it"),
    (hand_text(STUD, min_bet="2"), r"min_bet: not used by F7S"),
    (hand_text(STUD, blinds_or_straddles="[1, 2]"), r"blinds_or_straddles: F7S .* stud game"),
    (hand_text(bring_in="1"), r"bring_in: NT .* has blinds; a bring_in is for stud games only"),
    # lengths
    (hand_text(antes="[0, 0]"), r"antes: 2 values for 3 players \(starting_stacks has 3\)"),
    (hand_text(blinds_or_straddles="[1, 2, 0, 0]"), r"blinds_or_straddles: 4 values for 3"),
    (hand_text(players='["a", "b"]'), r"players: 2 names for 3 players"),
    (hand_text(finishing_stacks="[1, 2]"), r"finishing_stacks: 2 values for 3 players"),
    (hand_text(_dead_blinds="[0, 0]"), r"_dead_blinds: 2 values for 3 players"),
    (
        hand_text(starting_stacks="[200]", antes="[0]", blinds_or_straddles="[0]"),
        r"starting_stacks: a hand needs at least 2 players, not 1",
    ),
    # amounts
    (hand_text(antes="[0, -5, 0]"), r"antes\[1\]: -5 is negative"),
    (hand_text(min_bet="-2"), r"min_bet: -2 is negative"),
    (hand_text(min_bet="0"), r"min_bet: must be positive, not 0"),
    (hand_text(starting_stacks="[200, 0, 200]"), r"starting_stacks\[1\]: must be positive"),
    (hand_text(starting_stacks="[200, inf, 200]"), r"starting_stacks\[1\]: inf is not a finite"),
    (hand_text(finishing_stacks="[1, -2, 3]"), r"finishing_stacks\[1\]: -2 is negative"),
    (hand_text(min_bet="0.0000000000001"), r"min_bet: .* more than 12 decimal places"),
    (hand_text(min_bet="1e30"), r"min_bet: .* is too large"),
    # types
    (hand_text(starting_stacks='"lots"'), r"starting_stacks: expected an array of numbers"),
    (hand_text(min_bet="true"), r"min_bet: expected a number, not the boolean true"),
    (hand_text(antes='[0, "5", 0]'), r"antes\[1\]: expected a number, not the string '5'"),
    (hand_text(actions='"p1 f"'), r"actions: expected an array of strings"),
    (hand_text(actions="[1]"), r"actions\[0\]: expected a string, not the integer 1"),
    (hand_text(ante_trimming_status="1"), r"ante_trimming_status: expected true or false"),
    (hand_text(players="[1, 2, 3]"), r"players: expected an array of strings"),
    (hand_text(year='"2023"'), r"year: expected an integer, not the string '2023'"),
    (hand_text(seats="[1, 2]"), r"seats: expected an array of integers, one per player"),
    # actions
    (hand_text(actions='["p1 xx"]'), r"actions\[0\] 'p1 xx': unknown action 'xx'; a player can"),
    (hand_text(actions='["d dx p1 Ah"]'), r"'d dx p1 Ah': the dealer deals hole cards \(dh\)"),
    (hand_text(actions='["x1 f"]'), r"cannot read actor 'x1': expected d \(the dealer\)"),
    (hand_text(actions='["p1"]'), r"actions\[0\] 'p1': 'p1' does nothing"),
    (hand_text(actions='["p1 f now"]'), r"'f' takes nothing after it"),
    (hand_text(actions='["p1 cbr"]'), r"expected 'pN cbr AMOUNT'"),
    (hand_text(actions='["p1 cbr -5"]'), r"'-5' is not an amount"),
    (hand_text(actions='["p1 cbr 1e3"]'), r"'1e3' is not an amount"),
    (hand_text(actions='["p1 cbr 0"]'), r"must be positive"),
    (hand_text(actions='["p1 cbr 0.0000000000001"]'), r"more than 12 decimal places"),
    (hand_text(actions='["d dh AhKh"]'), r"expected 'd dh pN CARDS'"),
    (hand_text(actions='["d dh q1 AhKh"]'), r"expected a player such as p1 to deal to, not 'q1'"),
    (hand_text(actions='["d dh p1 AhKx"]'), r"'d dh p1 AhKx': cannot read cards 'AhKx'"),
    (hand_text(actions='["d db"]'), r"'d db' does nothing|expected 'd db CARDS'"),
    (hand_text(actions='["p1 sd -"]'), r"'-' stands for the dealt hole cards only when showing"),
    (hand_text(actions='["p1 sm Ah Kh"]'), r"expected 'pN sm' or 'pN sm CARDS'"),
    (hand_text(actions='["p0 f"]'), r"there is no player p0: players are numbered from p1"),
    (hand_text(actions='["d dh p4 AhKh"]'), r"'d dh p4 AhKh': there is no player p4 \(3 players\)"),
    (hand_text(actions='["p\u0663 f"]'), r"cannot read actor"),
    (
        hand_text(variant='"NS"', actions='["d dh p1 5h6h"]'),
        r"'d dh p1 5h6h': 5h is not in the short deck \(6 through ace\) of NS",
    ),
    # user-defined fields
    (hand_text(_structure='"nolimit"'), r"_structure: unknown structure the string 'nolimit'"),
    (hand_text(_structure="1"), r"_structure: unknown structure"),
    (
        hand_text(_structure='"spread_limit"', min_bet=None),
        r"_spread: missing; NT with _structure = 'spread_limit' needs _spread",
    ),
    (hand_text(_spread="[1, 5]"), r'_spread: only used with _structure = "spread_limit"'),
    (
        hand_text(_structure='"spread_limit"', min_bet=None, _spread="[5, 1]"),
        r"_spread: low 5 is above high 1",
    ),
    (
        hand_text(_structure='"spread_limit"', min_bet=None, _spread="[1, 2, 3]"),
        r"_spread: expected \[low, high\], not 3 values",
    ),
    (
        hand_text(_structure='"fixed_limit"'),
        r"small_bet: missing; NT with _structure = 'fixed_limit' needs small_bet and big_bet",
    ),
    (hand_text(_chip_unit="0"), r"_chip_unit: must be positive, not 0"),
    (hand_text(_chip_unit='"1"'), r"_chip_unit: expected a number"),
    (hand_text(_profile="3"), r"_profile: expected the name of a venue profile"),
    (hand_text(_profile='""'), r"_profile: expected the name of a venue profile"),
    (hand_text(_dead_blinds="[0, -1, 0]"), r"_dead_blinds\[1\]: -1 is negative"),
]


@pytest.mark.parametrize(("text", "pattern"), BAD)
def test_malformed_input_is_rejected_with_a_clear_message(text: str, pattern: str) -> None:
    with pytest.raises(PhhError, match=pattern):
        loads(text, source="x.phh")


def test_toml_errors_have_no_hand_number() -> None:
    with pytest.raises(PhhError) as caught:
        loads("variant = \n", source="x.phh")
    assert caught.value.location == "x.phh" and caught.value.where is None


# --------------------------------------------------------------------------- details


def test_a_uniform_ante_may_be_one_number() -> None:
    hand = loads(hand_text(antes="2.5"))
    assert hand.antes == (25, 25, 25) and hand.unit == 10
    assert "antes = [2.5, 2.5, 2.5]" in dumps(hand)


def test_unit_counts_only_the_decimals_needed() -> None:
    hand = loads(hand_text(starting_stacks="[200.00, 9950.0, 1e3]", min_bet="2.0"))
    assert hand.unit == 1 and hand.starting_stacks == (200, 9950, 1000)
    hand = loads(hand_text(actions='["p3 cbr 6.125"]'))
    assert hand.unit == 1000 and hand.actions[0].amount == 6125 and hand.min_bet == 2000
    hand = loads(hand_text(_structure='"spread_limit"', min_bet=None, _spread="[1, 5.5]"))
    assert hand.unit == 10 and hand.spread == (10, 55)


def test_finishing_stacks_do_not_change_the_unit() -> None:
    hand = loads(hand_text(finishing_stacks="[100.25, 300, 200]"))
    assert hand.unit == 1
    assert hand.finishing_stacks == (Fraction(401, 4), Fraction(300), Fraction(200))
    assert loads(dumps(hand)) == hand


def test_parse_action_forms() -> None:
    assert parse_action("") is None
    assert parse_action("   ") is None
    assert parse_action("# only a comment") is None
    action = parse_action("  p2   cbr   7.5   #  all in  ", index=3, unit=10)
    assert action == PhhAction(
        index=3, actor=2, kind=PhhActionKind.COMPLETE_BET_OR_RAISE_TO, amount=75, comment="all in"
    )
    assert action.text == "p2   cbr   7.5"
    muck = parse_action("p1 sm")
    assert muck is not None and muck.is_muck and muck.cards == ()
    shown = parse_action("p1 sm ??Ad")
    assert shown is not None and shown.cards == (None, Card(14, Suit.DIAMONDS))
    assert not shown.is_muck
    board = parse_action("d db 4s5c2h #")
    assert board is not None and board.comment == "" and board.target is None
    assert format_action(board) == "d db 4s5c2h #"
    with pytest.raises(PhhError, match="more decimal places than the unit 10 allows"):
        parse_action("p1 cbr 1.25", unit=10)
    with pytest.raises(PhhError, match="the unit must be a power of 10"):
        parse_action("p1 f", unit=20)


def test_card_case_is_canonicalised_on_writing() -> None:
    action = parse_action("d dh p1 ahtc")
    assert action is not None and format_action(action) == "d dh p1 AhTc"


def make(**changes: object) -> HandHistory:
    fields: dict[str, object] = {
        "variant": "NT",
        "starting_stacks": (200, 200),
        "antes": (0, 0),
        "blinds_or_straddles": (1, 2),
        "min_bet": 2,
    }
    fields.update(changes)
    return HandHistory(**fields)  # type: ignore[arg-type]


def test_constructing_checks_the_same_rules() -> None:
    with pytest.raises(PhhError, match=r"^antes: 1 values for 2 players"):
        make(antes=(0,))
    with pytest.raises(PhhError, match=r"^x#1: min_bet: missing"):
        make(min_bet=None, source="x#1")
    with pytest.raises(PhhError, match="unit: the unit must be a power of 10, not 20"):
        make(unit=20)
    with pytest.raises(PhhError, match="indexes must increase"):
        make(
            actions=(
                PhhAction(index=1, actor=1, kind=PhhActionKind.FOLD),
                PhhAction(index=1, actor=2, kind=PhhActionKind.FOLD),
            )
        )
    with pytest.raises(PhhError, match="a commentary clashes with an action"):
        make(actions=(PhhAction(index=0, actor=1, kind=PhhActionKind.FOLD),), comments=((0, "x"),))
    with pytest.raises(PhhError, match=r"^_chip_unit: give it as its own attribute"):
        make(user_fields={"_chip_unit": 1})
    with pytest.raises(PhhError, match="user-defined names start with '_'"):
        make(user_fields={"chip": 1})
    with pytest.raises(PhhError, match="'variant' cannot be kept in other_fields"):
        make(other_fields={"variant": "NT"})
    with pytest.raises(PhhError, match="expected a whole number of units"):
        make(min_bet=Decimal("2.5"))
    with pytest.raises(PhhError, match="_structure: unknown structure 'cap'"):
        make(structure_override="cap")
    assert make(structure_override="pot_limit").structure is BettingStructure.POT_LIMIT


@pytest.mark.parametrize(
    ("build", "pattern"),
    [
        (
            lambda: PhhAction(index=0, actor=1, kind=PhhActionKind.DEAL_BOARD, cards=(None,)),
            "dealer",
        ),
        (lambda: PhhAction(index=0, actor=None, kind=PhhActionKind.FOLD), "needs an actor"),
        (lambda: PhhAction(index=0, actor=None, kind=PhhActionKind.DEAL_HOLE), "needs the cards"),
        (
            lambda: PhhAction(index=0, actor=None, kind=PhhActionKind.DEAL_HOLE, cards=(None,)),
            "needs the player dealt to",
        ),
        (
            lambda: PhhAction(index=0, actor=1, kind=PhhActionKind.COMPLETE_BET_OR_RAISE_TO),
            "needs the amount",
        ),
        (
            lambda: PhhAction(index=0, actor=1, kind=PhhActionKind.CHECK_OR_CALL, amount=5),
            "no amount",
        ),
        (lambda: PhhAction(index=0, actor=1, kind=PhhActionKind.FOLD, cards=(None,)), "no cards"),
        (
            lambda: PhhAction(index=0, actor=1, kind=PhhActionKind.FOLD, shows_dealt=True),
            "only for showing",
        ),
        (lambda: PhhAction(index=-1, actor=1, kind=PhhActionKind.FOLD), "must not be negative"),
        (
            lambda: PhhAction(index=0, actor=1, kind=PhhActionKind.FOLD, comment=" x"),
            "whitespace",
        ),
    ],
)
def test_inconsistent_actions_are_refused(build: Callable[[], object], pattern: str) -> None:
    with pytest.raises(PhhError, match=pattern):
        build()


def test_writer_escapes_strings_and_keys() -> None:
    odd = 'quote " back \\ tab \t newline \n bell \x07 del \x7f é ♠'
    hand = make(
        players=(odd, ""),
        other_fields={
            "event": odd,
            "odd key.with dots": [1, Decimal("2.50"), [True, "x"], {"a b": {}}],
            "time": datetime.time(20, 15, 30, 5),
            "when": datetime.datetime(2023, 6, 22, 20, 15),
            "day_of": datetime.date(2023, 6, 22),
            "big": Decimal("1E+3"),
            "hand": "A-12",
        },
        user_fields={"_note": "x", "_nested": {"k": [1, 2]}},
    )
    text = dumps(hand)
    assert '"odd key.with dots" = [1, 2.50, [true, "x"], { "a b" = {} }]' in text
    assert "big = 1000.0" in text
    assert loads(text) == hand


def test_values_that_cannot_be_written_are_refused() -> None:
    with pytest.raises(PhhError, match=r"cannot write float 0\.5"):
        dumps(make(other_fields={"rake": 0.5}))
    with pytest.raises(PhhError, match="finishing_stacks: 1/3 cannot be written exactly"):
        dumps(make(finishing_stacks=(Fraction(1, 3), 0)))
    with pytest.raises(PhhError, match="lone surrogate"):
        dumps(make(players=("\ud800", "b")))


def test_writer_field_order_is_conventional() -> None:
    (hand,) = load(DATA / "home-game.phhs")[1:2]
    keys = [line.split(" = ")[0] for line in dumps(hand).splitlines() if " = " in line]
    assert keys == [
        "variant",
        "ante_trimming_status",
        "antes",
        "bring_in",
        "small_bet",
        "big_bet",
        "starting_stacks",
        "actions",
        "players",
        "finishing_stacks",
    ]


def test_hands_are_frozen() -> None:
    hand = loads(hand_text(_x="[1, 2]"))
    with pytest.raises(AttributeError):
        hand.unit = 10  # type: ignore[misc]
    with pytest.raises(TypeError):
        hand.user_fields["_y"] = 1  # type: ignore[index]
    assert hand.user_fields["_x"] == (1, 2)


# --------------------------------------------------------------------------- property tests

SUITS = list(Suit)


def cards(short_deck: bool) -> st.SearchStrategy[tuple[Card | None, ...]]:
    low = 6 if short_deck else 2
    card = st.builds(Card, st.integers(low, 14), st.sampled_from(SUITS))
    return st.lists(st.none() | card, min_size=1, max_size=7).map(tuple)


comment_text = st.text(max_size=12).filter(lambda s: s == s.strip())
key_text = st.text(min_size=1, max_size=8)
toml_scalars = (
    st.text(max_size=10)
    | st.integers(-(2**63), 2**63 - 1)
    | st.booleans()
    | st.decimals(allow_nan=False, places=3, min_value=-(10**6), max_value=10**6)
    | st.dates()
    | st.times()
    | st.datetimes()
)
toml_values = st.recursive(
    toml_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(key_text, inner, max_size=3),
    max_leaves=8,
)


@st.composite
def actions(draw: st.DrawFn, n: int, short_deck: bool) -> PhhAction:
    kind = draw(st.sampled_from(list(PhhActionKind)))
    player = st.integers(1, n)
    fields: dict[str, object] = {
        "kind": kind,
        "index": 0,
        "comment": draw(st.none() | comment_text),
    }
    if kind == PhhActionKind.DEAL_HOLE:
        fields.update(actor=None, target=draw(player), cards=draw(cards(short_deck)))
    elif kind == PhhActionKind.DEAL_BOARD:
        fields.update(actor=None, cards=draw(cards(short_deck)))
    else:
        fields["actor"] = draw(player)
        if kind == PhhActionKind.COMPLETE_BET_OR_RAISE_TO:
            fields["amount"] = draw(st.integers(1, 10**9))
        elif kind == PhhActionKind.STAND_PAT_OR_DISCARD:
            fields["cards"] = draw(st.just(()) | cards(short_deck))
        elif kind == PhhActionKind.SHOW_OR_MUCK:
            choice = draw(st.sampled_from(["muck", "dash", "cards"]))
            if choice == "dash":
                fields["shows_dealt"] = True
            elif choice == "cards":
                fields["cards"] = draw(cards(short_deck))
    return PhhAction(**fields)  # type: ignore[arg-type]


@st.composite
def hands(draw: st.DrawFn) -> HandHistory:
    variant = draw(st.sampled_from(list(VARIANTS)))
    info = VARIANTS[variant]
    n = draw(st.integers(2, 9))
    unit = draw(st.sampled_from([1, 10, 100, 1000]))
    amount = st.integers(0, 10**10)
    positive = st.integers(1, 10**10)
    per_player = st.lists(amount, min_size=n, max_size=n).map(tuple)
    stacks = draw(st.lists(positive, min_size=n, max_size=n))
    stacks[0] = stacks[0] * 10 + 1  # the unit is then exactly the one needed
    fields: dict[str, object] = {
        "variant": variant,
        "unit": unit,
        "starting_stacks": tuple(stacks),
        "antes": draw(per_player),
        "ante_trimming_status": draw(st.booleans()),
    }
    override = draw(st.none() | st.sampled_from(list(BettingStructure)))
    structure = override or info.structure
    fields["structure_override"] = override
    if info.stud:
        fields["bring_in"] = draw(positive)
    else:
        fields["blinds_or_straddles"] = draw(per_player)
    if structure is BettingStructure.FIXED_LIMIT:
        fields["small_bet"], fields["big_bet"] = draw(positive), draw(positive)
    elif structure is BettingStructure.SPREAD_LIMIT:
        low, high = sorted(draw(st.lists(positive, min_size=2, max_size=2)))
        fields["spread"] = (low, high)
    else:
        fields["min_bet"] = draw(positive)

    entries = draw(st.lists(st.none() | comment_text | actions(n, info.short_deck), max_size=12))
    acts, comments = [], []
    for i, entry in enumerate(entries):
        if isinstance(entry, PhhAction):
            acts.append(replace(entry, index=i))
        elif entry is not None:
            comments.append((i, entry))
    fields["actions"] = tuple(acts)
    fields["comments"] = tuple(comments)

    if draw(st.booleans()):
        halves = st.integers(0, 10**10).map(lambda x: Fraction(x, 2))
        fields["finishing_stacks"] = tuple(draw(st.lists(halves, min_size=n, max_size=n)))
    if draw(st.booleans()):
        fields["players"] = tuple(draw(st.lists(st.text(max_size=8), min_size=n, max_size=n)))
    if draw(st.booleans()):
        fields["dead_blinds"] = draw(per_player)
    if draw(st.booleans()):
        fields["chip_unit"] = draw(positive)
    if draw(st.booleans()):
        fields["profile"] = draw(st.text(min_size=1, max_size=8))
    fields["user_fields"] = draw(
        st.dictionaries(key_text.map(lambda k: "_u" + k), toml_values, max_size=3)
    )
    others = draw(st.dictionaries(key_text.map(lambda k: "x" + k), toml_values, max_size=3))
    if draw(st.booleans()):
        others["author"] = draw(st.text(max_size=8))
        others["year"] = draw(st.integers(1900, 2100))
    fields["other_fields"] = others
    return HandHistory(**fields)  # type: ignore[arg-type]


PROPERTY = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(hands())
def test_generated_hands_round_trip(hand: HandHistory) -> None:
    assert loads(dumps(hand)) == hand


@PROPERTY
@given(st.lists(hands(), max_size=3))
def test_generated_sessions_round_trip(session: list[HandHistory]) -> None:
    back = loads_many(dumps_many(session), source="s.phhs")
    assert back == session
    assert [h.source for h in back] == [f"s.phhs#{k}" for k in range(1, len(session) + 1)]
