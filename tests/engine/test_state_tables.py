"""A hand posts its forced bets from its table (``state._Table``, worked out once per stakes,
table size, game, structure and profile) exactly as the engine posted them bet by bet.

The reference below is the posting the engine did before the tables: each ante, blind,
straddle and dead blind paid from the stacks as it was worked out. Many random setups (antes
live or dead, big-blind antes posted either way, straddles, live posts, dead blinds, short
and empty stacks, heads-up) are posted both ways and every field the posting sets is
compared, as are the errors of setups that do not make a hand; then the same setups are
dealt again from the kept tables, and again after the tables are forgotten.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from dealer_trainer.engine import state
from dealer_trainer.engine.games import GAMES, ForcedBets, Game, Structure
from dealer_trainer.engine.options import (
    STANDARD,
    BbaPriority,
    LimitRaiseCap,
    Straddle,
    VenueProfile,
)
from dealer_trainer.engine.state import HandSetup, HandState, SetupError, Stakes


class _Reference:
    """The forced bets posted one by one, as ``HandState._post_forced`` did."""

    def __init__(self, setup: HandSetup) -> None:
        self.n = n = len(setup.starting_stacks)
        self.game, self.structure, self.profile = setup.game, setup.betting, setup.profile
        self.stakes = st = state._pad(setup.stakes, n)
        for name, values in (
            ("antes", st.antes),
            ("blinds", st.blinds),
            ("dead_blinds", st.dead_blinds),
        ):
            if len(values) != n:
                raise SetupError(f"{name} lists {len(values)} amounts for {n} players")
        if self.game.forced is ForcedBets.BRING_IN and st.bring_in <= 0:
            raise SetupError("a stud game needs a bring-in")
        self.stacks = list(setup.starting_stacks)
        self.live, self.dead, self.bets = [0] * n, [0] * n, [0] * n
        self.blind_posted, self.nominal = [0] * n, [0] * n
        self.bb, self.first_preflop = -1, 0
        if self.structure is Structure.SPREAD_LIMIT:
            assert st.spread is not None
            self.increment = st.spread[0]
        elif self.structure is Structure.FIXED_LIMIT:
            self.increment = 0
        else:
            self.increment = st.min_bet or max(st.blinds, default=0) or st.small_bet or 1
        self.level = self.full_level = self.raise_count = 0
        self.post_forced()

    def post(self, i: int, amount: int, *, live: bool, bet: bool) -> int:
        paid = min(amount, self.stacks[i])
        self.stacks[i] -= paid
        if live:
            self.live[i] += paid
        else:
            self.dead[i] += paid
        if bet:
            self.bets[i] += paid
        return paid

    def post_forced(self) -> None:
        st, n = self.stakes, self.n
        antes = list(st.antes)
        if n == 2 and self.game.forced is ForcedBets.BLINDS:
            antes.reverse()
        payers = [i for i in range(n) if antes[i] > 0]
        bba = payers[0] if len(payers) == 1 else None
        for i in payers:
            if i != bba:
                self.post(i, antes[i], live=st.antes_live, bet=False)
        if self.game.forced is ForcedBets.BLINDS:
            self.post_blinds(bba, antes)
        elif bba is not None:
            self.post(bba, antes[bba], live=False, bet=False)
        for i, amount in enumerate(st.dead_blinds):
            if amount:
                self.post(i, amount, live=False, bet=False)

    def post_blinds(self, bba: int | None, antes: Sequence[int]) -> None:
        st, n = self.stakes, self.n
        blinds = list(st.blinds)
        if n == 2:
            blinds.reverse()
        lead = [i for i in range(min(st.blind_count, n)) if blinds[i] > 0]
        if lead:
            bb = lead[0]
            for i in lead:
                if blinds[i] >= blinds[bb]:
                    bb = i
            self.bb = last_forced = bb
        elif blinds[n - 1] > 0:
            self.bb = last_forced = n - 1
        else:
            self.bb, last_forced = -1, min(st.blind_count, n) - 1
        self.nominal = blinds
        big = blinds[self.bb] if self.bb >= 0 else 0
        for i in range(max(st.blind_count, self.bb + 1), n if n > 2 else 0):
            if blinds[i] == 0:
                continue
            if blinds[i] > big and i == last_forced + 1:
                kind = "straddle"
            elif blinds[i] > big and i == n - 1 and n >= 4:
                kind = "button straddle"
            elif blinds[i] <= big:
                continue
            else:
                raise SetupError(
                    f"p{i + 1} posts {blinds[i]}, more than the big blind, but is not "
                    "under the gun or on the button: not a straddle this engine knows"
                )
            allowed = self.profile.straddle
            if allowed is Straddle.NONE or (
                kind == "button straddle"
                and (
                    allowed is not Straddle.UTG_OR_BUTTON or self.structure is Structure.FIXED_LIMIT
                )
            ):
                raise SetupError(
                    f"p{i + 1} posts a {kind} of {blinds[i]}, which the "
                    f"{self.profile.title} profile does not allow (STRADDLE = {allowed.value})"
                )
            big = blinds[i]
            last_forced = i if kind == "straddle" else -1
        for i, blind in enumerate(blinds):
            if blind == 0:
                continue
            if i == bba:
                if self.profile.bba_priority is BbaPriority.ANTE_FIRST:
                    self.post(i, antes[i], live=False, bet=False)
                    self.blind_posted[i] = self.post(i, blind, live=True, bet=True)
                else:
                    self.blind_posted[i] = self.post(i, blind, live=True, bet=True)
                    self.post(i, antes[i], live=False, bet=False)
            else:
                self.blind_posted[i] = self.post(i, blind, live=True, bet=True)
        if bba is not None and blinds[bba] == 0:
            self.post(bba, antes[bba], live=False, bet=False)
        self.level = max(blinds)
        self.first_preflop = (last_forced + 1) % n
        if self.structure is Structure.FIXED_LIMIT:
            big_bet = self.game.streets[0].big_bet
            unit = self.stakes.big_bet if big_bet else self.stakes.small_bet
            if self.level >= unit:
                self.full_level, self.raise_count = self.level, 1
        elif self.structure is Structure.SPREAD_LIMIT:
            assert self.stakes.spread is not None
            self.increment = max(self.level, self.stakes.spread[0])
            if self.level:
                self.full_level, self.raise_count = self.level, 1
        else:
            self.increment = max(self.level, self.stakes.min_bet)

    def fields(self) -> tuple[object, ...]:
        """What the posting sets: first what stays all hand, then this street's."""
        return (
            self.stakes,
            self.stacks,
            self.live,
            self.dead,
            self.blind_posted,
            list(self.nominal),
            self.bb,
            self.first_preflop,
            self.bets,
            self.level,
            self.increment,
            self.full_level,
            self.raise_count,
        )


def _fields(hand: HandState) -> tuple[object, ...]:
    """What the posting set, as :meth:`_Reference.fields`; when nobody could act (all
    in), the hand has gone on past the first street: then what stays all hand."""
    kept = (
        hand.stakes,
        hand.stacks,
        hand.live,
        hand.dead,
        hand._blind_posted,
        list(hand._nominal),
        hand._bb,
        hand._first_preflop,
    )
    if hand.street > 0:
        return kept
    return (*kept, hand.bets, hand.level, hand.increment, hand.full_level, hand.raise_count)


def _cap(setup: HandSetup) -> int | None:
    """The cap as first worked out (``HandState._limit_cap``)."""
    if setup.betting not in (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT):
        return None
    rule = setup.profile.limit_raise_cap
    if rule is LimitRaiseCap.BET_PLUS_4:
        return 5
    if rule is LimitRaiseCap.RROP_BY_ROUNDS and setup.game.betting_rounds <= 2:
        return 5
    return 4


_PROFILES: list[VenueProfile] = [
    STANDARD.with_options(bba_priority=bba.value, straddle=straddle.value, limit_raise_cap=cap)
    for bba in BbaPriority
    for straddle in Straddle
    for cap in ("bet_plus_3", "bet_plus_4", "rrop_by_rounds")
]
_GAMES: list[tuple[Game, Structure]] = [
    (GAMES["NT"], Structure.NO_LIMIT),
    (GAMES["NT"], Structure.POT_LIMIT),
    (GAMES["NT"], Structure.FIXED_LIMIT),
    (GAMES["NT"], Structure.SPREAD_LIMIT),
    (GAMES["PO"], Structure.POT_LIMIT),  # shares the hold'em tables
    (GAMES["PO"], Structure.NO_LIMIT),
    (GAMES["F2L3D"], Structure.FIXED_LIMIT),
    (GAMES["N2L1D"], Structure.NO_LIMIT),
    (GAMES["F7S"], Structure.FIXED_LIMIT),
    (GAMES["FR"], Structure.FIXED_LIMIT),
]


def _random_setup(rng: random.Random, stakes_pool: list[Stakes]) -> HandSetup:
    n = rng.randint(2, 9)
    game, structure = rng.choice(_GAMES)
    if rng.random() < 0.5 and stakes_pool:
        stakes = rng.choice(stakes_pool)  # a table already dealt at, or a new size of it
    else:
        blinds = [rng.choice((0, 5, 10, 25)), rng.choice((0, 10, 20, 50))]
        blinds += [rng.choice((0, 0, 0, 10, 20, 40, 100)) for _ in range(n - 2)]
        ante = rng.choice((0, 5, 10))
        roll = rng.random()
        if roll < 0.3:
            antes: tuple[int, ...] = (ante,) * n
        elif roll < 0.6:
            antes = tuple(ante if i == rng.choice((0, 1)) else 0 for i in range(n))
        else:
            antes = (ante,) * rng.randint(0, n)  # padded with zeros
        dead = tuple(rng.choice((0, 0, 0, 0, 5, 20)) for _ in range(rng.randint(0, n)))
        stakes = Stakes(
            antes=antes,
            blinds=tuple(blinds[: rng.randint(0, n)]),
            bring_in=rng.choice((5, 10)),
            small_bet=rng.choice((10, 20)),
            big_bet=rng.choice((20, 40)),
            min_bet=rng.choice((0, 0, 20)),
            spread=rng.choice(((10, 50), (20, 100))),
            dead_blinds=dead,
            blind_count=rng.choice((2, 2, 3)),
            antes_live=rng.random() < 0.7,
        )
        stakes_pool.append(stakes)
    stacks = tuple(rng.choice((0, 3, 8, 15, 30, 200, 5_000)) for _ in range(n))
    return HandSetup(game, stakes, stacks, structure, rng.choice(_PROFILES))


def _outcome(setup: HandSetup, hand: HandState | None = None) -> tuple[object, ...] | str:
    """The reference posting's fields (as many as ``hand`` has, if given), or its error."""
    try:
        fields = _Reference(setup).fields()
    except SetupError as error:
        return f"SetupError: {error}"
    return fields if hand is None else fields[: len(_fields(hand))]


def _dealt(setup: HandSetup) -> tuple[HandState | None, tuple[object, ...] | str]:
    try:
        hand = HandState(setup)
    except SetupError as error:
        return None, f"SetupError: {error}"
    return hand, _fields(hand)


def test_tables_post_as_the_forced_bets_were_posted_one_by_one() -> None:
    rng = random.Random(11)
    pool: list[Stakes] = []
    setups = [_random_setup(rng, pool) for _ in range(3_000)]
    expected = [_outcome(s) for s in setups]
    errors = sum(isinstance(e, str) for e in expected)
    assert 100 < errors < 2_000  # both kinds of setup are tried
    assert any("straddle" in e for e in expected if isinstance(e, str))
    whole = 0
    for rounds in range(3):  # worked out, from the kept tables, from forgotten tables
        if rounds == 2:
            state._TABLES.clear()
        for setup, want in zip(setups, expected, strict=True):
            hand, got = _dealt(setup)
            if hand is None:
                assert got == want, setup
                continue
            assert got == _outcome(setup, hand), setup
            assert hand.cap() == _cap(setup)
            whole += hand.street == 0
    assert whole > 2_000
    shared = 0
    for s in setups:
        if not isinstance(_outcome(s), str):
            n = len(s.starting_stacks)
            table = state._table(s.stakes, n, s.game, s.betting, s.profile)
            shared += table is state._table(s.stakes, n, s.game, s.betting, s.profile)
    assert shared > 1_000


def test_a_table_is_kept_by_identity_and_made_again_for_new_values() -> None:
    game, profile = GAMES["NT"], STANDARD
    stakes = Stakes(blinds=(10, 20), antes=(0, 5))
    six = state._table(stakes, 6, game, Structure.NO_LIMIT, profile)
    assert state._table(stakes, 6, game, Structure.NO_LIMIT, profile) is six
    assert state._table(stakes, 5, game, Structure.NO_LIMIT, profile) is not six
    assert state._table(stakes, 6, game, Structure.POT_LIMIT, profile) is not six
    other = state._table(
        Stakes(blinds=(10, 20), antes=(0, 5)), 6, game, Structure.NO_LIMIT, profile
    )
    assert other is not six and other.posts == six.posts
    # the padded stakes are shared by every table of one stakes value and size
    assert state._table(stakes, 6, game, Structure.POT_LIMIT, profile).stakes is six.stakes
    for ante in range(1, 40):  # fresh values, dropped at once: ids get reused
        table = state._table(
            Stakes(blinds=(10, 20), antes=(ante,) * 3), 3, game, Structure.NO_LIMIT, profile
        )
        assert table.posts[0] == (0, ante, state._LIVE)


@pytest.mark.parametrize("n", [3, 6])
def test_a_short_big_blind_pays_from_his_own_stack_each_hand(n: int) -> None:
    """Two hands at one table share its posts, not their stacks."""
    stakes = Stakes(blinds=(50, 100), antes=(0, 100))
    deep = HandState(HandSetup(GAMES["NT"], stakes, (1_000,) * n))
    short = HandState(HandSetup(GAMES["NT"], stakes, (1_000, 60) + (1_000,) * (n - 2)))
    assert deep.stakes is short.stakes
    assert (deep.pot_total(), deep.bets[1], deep.dead[1]) == (250, 100, 100)
    assert (short.pot_total(), short.bets[1], short.dead[1]) == (110, 60, 0)
    assert deep.stacks[1] == 800 and short.stacks[1] == 0
