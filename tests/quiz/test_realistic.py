"""Generated situations look like a card room's (issue 13, "realistic situations").

Property tests over many seeds, per venue profile and kind, each measuring one thing a
real table has and a careless generator breaks:

- stacks and bets are whole numbers of the smallest chip in play at those stakes (at
  10/20 no stack of 1,283 and no bet of 283), unless a bet is an all-in;
- a profile gets the games it is written for: a tournament profile antes and never
  rakes, a cash profile rakes and deals no antes in the blind games; a big-blind ante is
  posted by the big blind alone, heads-up too (Poker TDA Rules 2024, RP-11);
- pot-limit maximum questions come on every street, not mostly first in before the flop;
- all-ins come at a real table's rate in the kinds that do not need them;
- no raise a player would never make (more than a pot-size raise without going all-in);
- the verbal kind poses both cases the profiles differ on: words against chips
  (VERBAL_CHIP_CONFLICT) and the declared raise in two motions (RAISE_METHOD).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest

from dealer_trainer.engine import phh
from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.engine.options import BUILTIN_PROFILES
from dealer_trainer.engine.replay import apply_action
from dealer_trainer.engine.state import ActionKind, HandSetup, HandState, Stakes
from dealer_trainer.quiz.generator import (
    DEFAULT_KINDS,
    GENERATED_KINDS,
    GenerationError,
    Generator,
    Settings,
    kind_fits_profile,
    profile_games,
)
from dealer_trainer.quiz.model import Question

PROFILES = tuple(BUILTIN_PROFILES)
USUAL_CHIPS = (1, 5, 25, 100)
"""The chips a card room plays small and middle stakes with (white, red, green, black)."""


def _questions(
    profile: str, count: int, kinds: tuple[str, ...] = (), seed: int = 13
) -> list[Question]:
    prof = BUILTIN_PROFILES[profile]
    settings = Settings(kinds=tuple(k for k in kinds if kind_fits_profile(k, prof)), profile=prof)
    return Generator(seed, settings).questions(count)


def smallest_chip_in_play(stakes: Stakes) -> int:
    """The largest usual chip that every forced bet and bet size is made of."""
    amounts = [
        x
        for x in (*stakes.blinds, *stakes.antes, stakes.bring_in, stakes.small_bet, stakes.big_bet)
        if x
    ]
    return max(c for c in USUAL_CHIPS if all(a % c == 0 for a in amounts))


def _replay(setup: HandSetup, actions: tuple[str, ...]) -> Iterator[tuple[HandState, str]]:
    """Each action with the hand as it stood just before it."""
    hand = HandState(setup)
    for k, text in enumerate(actions):
        yield hand, text
        action = phh.parse_action(text, index=k)
        if action is not None:
            apply_action(hand, action)


def _all_in_hands(questions: list[Question]) -> int:
    return sum(
        1 for q in questions if q.situation and any(m.all_in for m in q.situation.hand().moves)
    )


# ------------------------------------------------------------------ chips


@pytest.mark.parametrize("profile", PROFILES)
def test_stacks_and_bets_are_whole_chips_of_the_stakes(profile: str) -> None:
    odd: list[str] = []
    units: Counter[int] = Counter()
    for q in _questions(profile, 500, GENERATED_KINDS):
        if q.situation is None:
            continue
        setup = q.situation.setup
        unit = smallest_chip_in_play(setup.stakes)
        units[unit] += 1
        # (the draw-stub kind deals no bets: its stakes leave the smallest chip unsaid)
        if setup.stakes.chip_unit != unit and q.kind != "draw_stub":
            odd.append(f"{q.id} {q.kind}: smallest chip {setup.stakes.chip_unit}, not {unit}")
        odd += [f"{q.id} {q.kind}: stack {s}" for s in setup.starting_stacks if s % unit]
        hand = q.situation.hand()
        odd += [
            f"{q.id} {q.kind}: {m.kind.value} to {m.to}"
            for m in hand.moves
            if m.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
            and not m.all_in
            and m.to % unit
        ]
    assert not odd, odd[:10]
    assert len(units) >= 3, units  # the stakes vary, so the check covers several chip sizes


def test_ten_twenty_plays_five_dollar_chips() -> None:
    seen = 0
    for q in _questions("wsop-2026-cash", 300, ("to_call", "pot_count", "min_raise")):
        assert q.situation is not None
        st = q.situation.setup.stakes
        if st.blinds[:2] == (10, 20) and q.structure == "no_limit":
            seen += 1
            assert st.chip_unit == 5
            assert all(s % 5 == 0 for s in q.situation.setup.starting_stacks)
    assert seen >= 10


# ------------------------------------------------------------------ profiles


def test_the_tournament_profile_never_rakes() -> None:
    assert profile_games(BUILTIN_PROFILES["tda-2024"]) == "tournament"
    questions = _questions("tda-2024", 500, DEFAULT_KINDS)
    assert not [q.id for q in questions if q.kind == "rake"]
    for q in questions:
        if q.situation is not None:
            p = q.situation.setup.profile
            assert not (p.rake_percent or p.rake_drop or p.jackpot_drop), q.id
    with pytest.raises(GenerationError, match="tournaments, which take no rake"):
        Settings(kinds=("rake",), profile=BUILTIN_PROFILES["tda-2024"]).normalised().plan()


def test_the_tournament_profile_deals_tournament_levels_with_antes() -> None:
    big_bet = antes = 0
    for q in _questions("tda-2024", 400, ("to_call", "pot_count", "side_pots")):
        assert q.situation is not None
        st = q.situation.setup.stakes
        if q.structure in ("no_limit", "pot_limit") and st.blinds:
            big_bet += 1
            assert max(st.blinds) >= 200, q.id  # tournament levels, tournament chips
            assert st.chip_unit >= 25, q.id
            antes += any(st.antes)
    assert big_bet >= 100
    assert antes >= 0.8 * big_bet, (antes, big_bet)


@pytest.mark.parametrize(
    "profile", [p for p in PROFILES if profile_games(BUILTIN_PROFILES[p]) == "cash"]
)
def test_cash_profiles_deal_no_antes_in_blind_games(profile: str) -> None:
    blind_games = 0
    for q in _questions(profile, 500, DEFAULT_KINDS):
        if q.situation is None or q.situation.setup.game.forced is not ForcedBets.BLINDS:
            continue
        blind_games += 1
        assert not any(q.situation.setup.stakes.antes), (q.id, q.situation.setup.stakes)
    assert blind_games >= 300


def test_cash_profiles_are_asked_rake() -> None:
    kinds = Counter(q.kind for q in _questions("rrop-11", 300, DEFAULT_KINDS))
    assert kinds["rake"] >= 5


def test_a_big_blind_ante_is_posted_by_the_big_blind_alone_heads_up_too() -> None:
    heads_up = multi = 0
    for seed in range(6):
        for q in _questions("tda-2024", 150, ("to_call", "blinds", "pot_count"), seed=seed):
            assert q.situation is not None
            st = q.situation.setup.stakes
            if not st.blinds or max(st.antes, default=0) != max(st.blinds):
                continue  # not a big-blind ante level
            n = len(st.antes)
            bb_seat = 0 if n == 2 else 1  # heads-up p1 is the big blind, p2 the button
            # who pays it as the engine deals the hand (PHH lists heads-up antes as it
            # lists the blinds, the small blind's first: the tuple is read reversed)
            start = HandState(q.situation.setup)
            stacks = q.situation.setup.starting_stacks
            paid = [i for i in range(n) if stacks[i] - start.stacks[i] > start.bets[i]]
            if stacks[bb_seat] <= max(st.blinds) + max(st.antes):
                assert paid in ([], [bb_seat]), (q.id, st)  # a big blind short of both
                continue
            assert paid == [bb_seat], (q.id, st, start.stacks)
            heads_up += n == 2
            multi += n > 2
    assert heads_up >= 3 and multi >= 50, (heads_up, multi)


# ------------------------------------------------------------------ spread of spots


def test_pot_limit_maximum_is_asked_on_every_street() -> None:
    streets: Counter[int] = Counter()
    for seed in (1, 2):
        for q in _questions("standard", 250, ("pot_limit_max",), seed=seed):
            assert q.situation is not None
            streets[q.situation.hand().street] += 1
    total = sum(streets.values())
    post_flop = total - streets[0]
    assert post_flop >= 0.4 * total, streets
    assert streets[1] >= 0.15 * total and streets[2] + streets[3] >= 0.15 * total, streets


MID_HAND_KINDS = ("to_call", "min_raise", "pot_limit_max", "limit_bet", "spread_range", "blinds")
END_OF_HAND_KINDS = ("showdown", "rake")


@pytest.mark.parametrize("profile", ["standard", "rrop-11"])
def test_all_ins_come_at_a_real_tables_rate(profile: str) -> None:
    rates = {}
    for kind in (*MID_HAND_KINDS, *END_OF_HAND_KINDS, "pot_count"):
        questions = _questions(profile, 150, (kind,))
        rates[kind] = _all_in_hands(questions) / len(questions)
    mid = sum(rates[k] for k in MID_HAND_KINDS) / len(MID_HAND_KINDS)
    assert mid <= 0.15, rates
    assert max(rates[k] for k in MID_HAND_KINDS) <= 0.25, rates
    # a hand played to the end: every all-in hand reaches the showdown, so more of them
    assert max(rates[k] for k in END_OF_HAND_KINDS) <= 0.45, rates
    # and the kind that needs all-ins still gets them (a few hands have a blind posted
    # all-in instead, which is no betting move)
    side = _questions(profile, 60, ("side_pots",))
    assert _all_in_hands(side) >= 0.9 * len(side)


@pytest.mark.parametrize("profile", PROFILES)
def test_no_raise_a_player_would_never_make(profile: str) -> None:
    """In no-limit, a bet or raise that does not go all-in is at most a pot-size raise (a
    tenth more for a round number of chips)."""
    wild = []
    for q in _questions(profile, 400, DEFAULT_KINDS):
        if q.situation is None or q.structure != "no_limit":
            continue
        setup = q.situation.setup
        if setup.betting is not Structure.NO_LIMIT:
            continue
        for hand, text in _replay(setup, q.situation.actions):
            parts = text.split()
            if len(parts) < 3 or parts[1] != "cbr" or hand.actor is None:
                continue
            a = hand.actor
            to = int(parts[2])
            all_in = to == hand.bets[a] + hand.stacks[a]
            pot_raise = hand.level + hand.pot_total() + hand.to_call(a)
            if not all_in and to * 10 > pot_raise * 11:
                wild.append(f"{q.id} {q.kind}: {text} (pot-size raise to {pot_raise})")
    assert not wild, wild[:10]


@pytest.mark.parametrize("profile", PROFILES)
def test_the_verbal_kind_poses_both_profile_cases(profile: str) -> None:
    questions = _questions(profile, 300, ("verbal",))
    options = Counter(
        o for q in questions for o in ("VERBAL_CHIP_CONFLICT", "RAISE_METHOD") if o in q.option
    )
    assert options["VERBAL_CHIP_CONFLICT"] >= 0.05 * len(questions), options
    assert options["RAISE_METHOD"] >= 0.05 * len(questions), options


def test_a_push_short_of_the_minimum_raise_is_explained_as_an_all_in() -> None:
    """Issue 13, 2c: never "the minimum raise, to X" when X is the player's whole stack."""
    said_all_in = 0
    wrong = []
    for seed in range(40):
        for q in Generator(seed, Settings(kinds=("chip_action",))).questions(20):
            text = q.explanation()
            said_all_in += "all in for" in text and "full" in text
            found = re.search(r"minimum (?:raise|bet), to ([\d,]+)", text)
            if found and q.situation is not None and q.situation.seat is not None:
                hand = q.situation.hand()
                seat = q.situation.seat
                if int(found.group(1).replace(",", "")) == hand.bets[seat] + hand.stacks[seat]:
                    wrong.append((q.id, text))
    assert not wrong, wrong[:3]
    assert said_all_in >= 1
