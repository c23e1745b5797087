"""The question generator: plausible hands played in the engine, stopped at a question.

Long because the generator plays one hand model (stakes, stack depths, bet sizes, where to
stop) shared by every kind, and the determinism goldens pin the order of every draw from the
PRNG: one module keeps that order in one place.

Question ``n`` of seed ``s`` depends only on ``s``, ``n`` and the settings, and every
choice comes from :class:`~dealer_trainer.quiz.prng.Prng`, so a class given the
same seed sits the same exam on any machine and Python version.

The hands are played the way a card room plays them: usual stake levels and stack
depths (cash: 40-200 big blinds; tournaments: 15-80, with antes), bets in the chips
in play, opening raises of 2-3.5 big blinds plus a big blind per limper, 3-bets,
limps, continuation bets of a third of the pot to the pot, and short stacks and
all-ins at a rate set per kind and difficulty. Stacks and bets are whole numbers of the
smallest chip in play at the stakes (only an all-in from such a stack is not), and a venue
profile gets the games it is written for (:data:`PROFILE_GAMES`: no rake in a tournament, no
antes in a cash game's blinds). ``tests/quiz/test_realistic.py`` measures all of this. The
hand stops where the question
asked is well defined and not trivial (no "maximum raise" when nobody may raise,
no side-pot question with one pot).

Some spots a freely played hand seldom reaches: a short all-in that does or does not
re-open the betting, short stacks calling all-in for less, a half-bet all-in in fixed
limit. For those kinds the first betting round is scripted toward the spot (an open,
the short stack's all-in, someone behind with chips to go on; see ``_Sim._plan``),
and the hand is played freely from there.

>>> gen = Generator(2026, Settings(kinds=("to_call",), variants=("NT",)))
>>> q = gen.question(0)
>>> q.id, q.kind, q.variant
('seed:2026:0', 'to_call', 'NT')
>>> gen.question(0) == q
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from dealer_trainer.engine.cards import Card, Suit
from dealer_trainer.engine.chips import breakdown, get_chip_set
from dealer_trainer.engine.games import GAMES, ForcedBets, Game, Structure
from dealer_trainer.engine.options import HOUSE_AMOUNTS, STANDARD, Straddle, VenueProfile
from dealer_trainer.engine.state import ActionKind, HandSetup, HandState, RaiseBlock, Stakes
from dealer_trainer.quiz.floor import invent_push, invent_words, pose_procedure, pose_ruling
from dealer_trainer.quiz.ids import KINDS, STRUCTURES, VARIANTS, IdError, kind_id, variant_id
from dealer_trainer.quiz.kinds import POSERS, Ctx, Posed, pose_chip_count, question_from
from dealer_trainer.quiz.kinds_draw import draw_game, pose_draw_stub
from dealer_trainer.quiz.kinds_procedures import PROCEDURE_KINDS, kind_fits, pose
from dealer_trainer.quiz.model import ChipPile, Question, Situation
from dealer_trainer.quiz.narrate import Forced
from dealer_trainer.quiz.prng import Prng, running_totals
from dealer_trainer.quiz.procedure_hands import HandPosed

__all__ = [
    "DEFAULT_KINDS",
    "GENERATED_KINDS",
    "PROFILE_GAMES",
    "GenerationError",
    "Generator",
    "Settings",
    "compatible_variants",
    "kind_fits_profile",
    "profile_games",
]


class GenerationError(ValueError):
    """Settings no question can satisfy, said in words."""


GENERATED_KINDS: Final = (
    "pot_count",
    "to_call",
    "min_raise",
    "pot_limit_max",
    "limit_bet",
    "may_raise",
    "side_pots",
    "stud_order",
    "stud_amounts",
    "showdown",
    "chip_count",
    "spread_range",
    "blinds",
    "rake",
    "chip_action",
    "verbal",
    "procedure",
    *PROCEDURE_KINDS,
    "draw_stub",
)
"""Every kind the generator can ask, in the order it lists them."""

DEFAULT_KINDS: Final = tuple(k for k in GENERATED_KINDS if k not in PROCEDURE_KINDS)
"""The kinds asked when the settings name none: the procedure kinds (issue 19) are asked
when chosen (``--kind``, a pack, a session), so the default mix and its golden sequences
stay as they were."""

FLOOR_KINDS: Final = ("chip_action", "verbal", "procedure")
"""Kinds ruled by the engine's floor rulings (:mod:`dealer_trainer.quiz.floor`)."""

_VARIANT_WEIGHTS: Final[dict[str, int]] = {
    "NT": 40,
    "NT@pot_limit": 4,
    "NT@spread_limit": 4,
    "NS": 4,
    "PO": 14,
    "FT": 8,
    "FO/8": 5,
    "F7S": 6,
    "F7S/8": 4,
    "FR": 4,
    "N2L1D": 3,
    "F2L3D": 4,
    "FB": 3,
}
"""How often each variant is dealt when the settings allow several (hold'em most)."""


def _kind_fits(kind: str, vid: str) -> bool:
    info = VARIANTS[vid]
    game = GAMES[info.code]
    if info.structure not in KINDS[kind].structures:
        return False
    if kind in PROCEDURE_KINDS:
        return kind_fits(kind, vid)
    if kind == "stud_order":
        return game.stud
    if kind == "blinds":
        return game.forced is _BLINDS
    if kind == "draw_stub":
        return draw_game(vid)
    return True


def compatible_variants(kind: str, variants: Sequence[str] = ()) -> list[str]:
    """The variants (among ``variants``, default all) a kind can be asked in."""
    pool = list(variants) or list(VARIANTS)
    return [v for v in pool if _kind_fits(kind, v)]


@dataclass(frozen=True, slots=True)
class Settings:
    """What to ask: kinds, variants, structures, venue profile, difficulties (all optional)."""

    kinds: tuple[str, ...] = ()
    """Kind ids; empty: every kind the generator deals."""
    variants: tuple[str, ...] = ()
    """Variant ids; empty: all."""
    structures: tuple[str, ...] = ()
    """Structure ids; empty: all."""
    profile: VenueProfile = STANDARD
    difficulties: tuple[int, ...] = (1, 2, 3, 4, 5)

    def normalised(self) -> Settings:
        """The same settings with ids checked and spelled canonically."""
        try:
            kinds = tuple(kind_id(k) for k in self.kinds)
            variants = tuple(variant_id(v) for v in self.variants)
        except IdError as exc:
            raise GenerationError(str(exc)) from None
        for s in self.structures:
            if s not in STRUCTURES:
                raise GenerationError(
                    f"unknown structure {s!r}; known structures: {', '.join(STRUCTURES)}"
                )
        bad = [d for d in self.difficulties if d not in (1, 2, 3, 4, 5)]
        if bad or not self.difficulties:
            raise GenerationError(f"difficulty must be 1 to 5, not {bad or 'none'}")
        for k in kinds:
            if k not in GENERATED_KINDS:
                raise GenerationError(
                    f"kind {k!r} is not generated from dealt hands yet; generated kinds: "
                    + ", ".join(GENERATED_KINDS)
                )
        return Settings(kinds, variants, self.structures, self.profile, self.difficulties)

    def plan(self) -> list[tuple[str, list[str]]]:
        """Each kind to ask with the variants it can be asked in (an error if none)."""
        pool = [
            v
            for v in (self.variants or tuple(VARIANTS))
            if not self.structures or VARIANTS[v].structure in self.structures
        ]
        kinds = self.kinds or DEFAULT_KINDS
        plan = []
        for k in kinds:
            fits = compatible_variants(k, pool) if pool else []
            if not kind_fits_profile(k, self.profile):
                if self.kinds:
                    raise GenerationError(
                        f"the {self.profile.title} profile is for tournaments, which take no "
                        "rake: choose a cash profile to be asked rake questions"
                    )
                fits = []
            if fits:
                plan.append((k, fits))
            elif self.kinds:
                raise GenerationError(
                    f"no variant among {', '.join(pool) or 'none'} can ask {k!r} "
                    f"({KINDS[k].title}: {', '.join(KINDS[k].structures)})"
                )
        if not plan:
            raise GenerationError("these settings leave no question to ask")
        return plan


# ------------------------------------------------------------------ tables


@dataclass(frozen=True, slots=True)
class Level:
    """A stake level as card rooms post them."""

    blinds: tuple[int, ...] = ()
    small_bet: int = 0
    big_bet: int = 0
    bring_in: int = 0
    ante: int = 0
    bba: bool = False
    spread: tuple[int, int] | None = None
    chip_unit: int = 1
    """The smallest chip in play: the largest of the usual chips (1, 5, 25, 100) every
    forced bet and bet size is made of. Stacks and bets are whole numbers of it; only an
    all-in from such a stack is not (at 10/20 no stack of 1,283, no bet of 283)."""
    chip_set: str = "cash"
    tournament: bool = False


_BIG_BET_CASH: Final = (
    Level((1, 2), chip_set="low-stakes"),
    Level((1, 3), chip_set="low-stakes"),
    Level((2, 5), chip_set="low-stakes"),
    Level((5, 10), chip_unit=5),
    Level((10, 20), chip_unit=5),
    Level((25, 50), chip_unit=25),
)
_BIG_BET_TOURNAMENT: Final = (
    Level((100, 200), ante=200, bba=True, chip_unit=100, chip_set="tournament", tournament=True),
    Level((200, 400), ante=400, bba=True, chip_unit=100, chip_set="tournament", tournament=True),
    Level((300, 600), ante=600, bba=True, chip_unit=100, chip_set="tournament", tournament=True),
    Level((500, 1000), ante=1000, bba=True, chip_unit=100, chip_set="tournament", tournament=True),
    Level((100, 200), ante=25, chip_unit=25, chip_set="tournament", tournament=True),
    Level((400, 800), ante=100, chip_unit=100, chip_set="tournament", tournament=True),
    Level((150, 300), chip_unit=25, chip_set="tournament", tournament=True),
)
_LIMIT: Final = (
    Level((1, 2), 2, 4, chip_set="low-stakes"),
    Level((2, 4), 4, 8, chip_set="low-stakes"),
    Level((5, 10), 10, 20, chip_unit=5),
    Level((10, 15), 15, 30, chip_unit=5),
    Level((10, 20), 20, 40, chip_unit=5),
    Level((15, 30), 30, 60, chip_unit=5),
)
_STUD: Final = (
    Level((), 5, 10, bring_in=2, ante=1, chip_set="low-stakes"),
    Level((), 10, 20, bring_in=3, ante=2),
    Level((), 15, 30, bring_in=5, ante=3),
    Level((), 20, 40, bring_in=5, ante=5, chip_unit=5),
)
_SPREAD: Final = (
    Level((1, 2), spread=(1, 5), chip_set="low-stakes"),
    Level((1, 2), spread=(2, 10), chip_set="low-stakes"),
    Level((2, 5), spread=(5, 20), chip_set="low-stakes"),
)

RAKE_HOUSES: Final[tuple[dict[str, object], ...]] = (
    {"rake_percent": "10", "rake_cap": 5, "rake_no_flop_no_drop": True},
    {"rake_percent": "10", "rake_cap": 6, "jackpot_drop": 1, "jackpot_min_pot": 20},
    {
        "rake_percent": "5",
        "rake_cap": 10,
        "rake_min_pot": 20,
        "jackpot_drop": 2,
        "jackpot_min_pot": 50,
    },
    {
        "rake_percent": "10",
        "rake_cap": 4,
        "rake_no_flop_no_drop": False,
        "jackpot_drop": 1,
        "jackpot_min_pot": 15,
    },
    {"rake_drop": 5, "rake_drop_threshold": 40, "jackpot_drop": 1, "jackpot_min_pot": 20},
)
"""House rake structures used for rake questions when the venue profile posts none, as a
small game's (1/2 to 5/10); a bigger game's amounts are scaled by its big blind / 10."""

PROFILE_GAMES: Final[dict[str, str]] = {
    "tda-2024": "tournament",
    "wsop-2026-cash": "cash",
    "rrop-11": "cash",
}
"""The games a built-in venue profile is written for: the Poker TDA rules are tournament
rules (antes or a big-blind ante, no rake); the WSOP live-action and Robert's Rules profiles
are cash rules (a rake, no antes in the blind games). Any other profile (Standard, a house
file) is dealt both."""


def profile_games(profile: VenueProfile) -> str:
    """``tournament``, ``cash`` or ``any``: the games a profile is written for."""
    return PROFILE_GAMES.get(profile.name, "any")


def kind_fits_profile(kind: str, profile: VenueProfile) -> bool:
    """Whether a kind is asked under a venue profile: no rake in a tournament."""
    return not (kind == "rake" and profile_games(profile) == "tournament")


_RANKS: Final = range(2, 15)
_DECK: Final = tuple(Card(r, s) for r in _RANKS for s in Suit)
_SHORT_DECK: Final = tuple(c for c in _DECK if c.rank >= 6)


@dataclass(slots=True)
class _Style:
    """How the table plays: percentages of the policy (shared by hands: never changed once
    made, see :data:`_STYLES`)."""

    short_pct: int = 10
    limp_pct: int = 10
    open_pct: int = 35
    fold_pct: int = 45
    raise_pct: int = 15
    bet_pct: int = 35
    straddle_pct: int = 10
    short_blind_pct: int = 0
    stop_pct: int = 45
    shove_pct: int = 60
    odd_amounts: bool = False


# Enum members by module-level name, read per hand and per action (as engine/state.py
# does): saves the class attribute look-up through the enum's metaclass each time.
_BLINDS: Final = ForcedBets.BLINDS
_FIXED_LIMIT: Final = Structure.FIXED_LIMIT
_SPREAD_LIMIT: Final = Structure.SPREAD_LIMIT
_NO_LIMIT: Final = Structure.NO_LIMIT
_POT_LIMIT: Final = Structure.POT_LIMIT
_NO_STRADDLE: Final = Straddle.NONE
_CALL: Final = ActionKind.CALL
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE
_NOT_REOPENED: Final = RaiseBlock.NOT_REOPENED

_STAKES: dict[tuple[object, ...], Stakes] = {}
"""Stakes already made, by what they hold (Stakes are frozen: hands share them; kept small)."""

_DIFFICULTY_PLAYERS: Final = {1: (2, 4), 2: (3, 6), 3: (4, 8), 4: (5, 9), 5: (6, 9)}


_STYLES: dict[tuple[str, int, bool], _Style] = {}
"""Each style made, by kind, difficulty and odd amounts: a style is read, never changed, so
every hand of these shares one (kinds x 5 difficulties x 2 at most)."""


def _style_for(kind: str, difficulty: int, rng: Prng) -> _Style:
    odd = difficulty >= 4 and rng.chance(50)  # the one draw a style makes
    st = _STYLES.get((kind, difficulty, odd))
    if st is None:
        st = _STYLES[(kind, difficulty, odd)] = _make_style(kind, difficulty, odd)
    return st


def _make_style(kind: str, difficulty: int, odd: bool) -> _Style:
    st = _Style()
    st.stop_pct = (70, 55, 40, 30, 25)[difficulty - 1]
    st.short_pct = (5, 10, 15, 25, 35)[difficulty - 1]
    st.odd_amounts = odd
    if kind in ("side_pots", "may_raise", "stud_amounts"):
        st.short_pct = 55
        st.shove_pct = 90
        st.stop_pct = 90 if difficulty <= 2 else 60
        st.raise_pct = 30
    if kind == "may_raise":
        # one planned short stack (see _Sim._setup); the others mostly call or fold behind
        st.short_pct = 10
        st.fold_pct = 45
        st.raise_pct = 8
        st.open_pct = 60
    if kind == "side_pots":
        st.fold_pct = 20
    if kind == "stud_order":
        # asked only as a street begins (five chances a hand, not one per action)
        st.stop_pct = (80, 65, 55, 45, 40)[difficulty - 1]
    if kind in ("showdown", "rake"):
        st.fold_pct = 30
        st.bet_pct = 30
        # played to the end, a hand with a short stack at the table ends all-in most times:
        # fewer short stacks keep all-ins at a real table's rate
        st.short_pct = (2, 4, 6, 8, 10)[difficulty - 1]
        st.raise_pct = 6  # and the pots that reach a showdown are mostly bet and called
        st.open_pct = 25
        st.shove_pct = 30
    if kind == "blinds":
        # the spots come before anyone raises: limped pots, mostly, asked early
        st.limp_pct = 45
        st.open_pct = 5
        st.shove_pct = 15
        st.straddle_pct = 45
        st.short_blind_pct = 25
        st.stop_pct = (85, 75, 65, 55, 50)[difficulty - 1]
    if kind in ("min_raise", "pot_limit_max", "spread_range", "limit_bet"):
        st.raise_pct = 25
        st.fold_pct = 35
    if kind == "limit_bet_cap":
        # limit_bet asked once the round has its bet and every raise the cap allows (the
        # answer "capped: call or fold", or heads-up "the cap does not apply"): a round
        # raised to the cap, asked whenever it comes
        st.raise_pct = 45
        st.fold_pct = 25
        st.open_pct = 50
        st.stop_pct = 100
        # raised to the cap, a short stack is all in most times: fewer of them keep
        # all-ins at a real table's rate
        st.short_pct = (2, 3, 4, 5, 6)[difficulty - 1]
    return st


_PLAY: dict[str, tuple[Game, Structure, int]] = {}
"""Each variant's game, betting structure and most players dealt (:func:`_variant_play`)."""


def _variant_play(vid: str) -> tuple[Game, Structure, int]:
    """A variant's game, its betting structure and the most players a hand of it is dealt
    (stud 7, draw 6, short deck 6, others 9): read once per variant."""
    play = _PLAY.get(vid)
    if play is None:
        info = VARIANTS[vid]
        game = GAMES[info.code]
        top = 7 if game.stud else 6 if any(s.draw for s in game.streets) else 9
        if game.short_deck:
            top = 6
        play = _PLAY[vid] = (game, Structure(info.structure), top)
    return play


_LEVEL_PLAY: dict[
    tuple[int, Structure], tuple[Level, int, int, tuple[tuple[int, int], tuple[int, int]]]
] = {}
""":func:`_level_play` by the level's identity (a level is one of this module's tables, kept in
the entry so that its id stays its own) and the betting structure."""


def _level_play(
    lv: Level, structure: Structure
) -> tuple[int, int, tuple[tuple[int, int], tuple[int, int]]]:
    """A level's unit of the policy (the big blind, or the small bet in fixed limit), the
    largest stack that plays short, and the stacks dealt (deep, short): fixed by the level
    and the structure, read once for every hand of them."""
    key = (id(lv), structure)
    play = _LEVEL_PLAY.get(key)
    if play is None or play[0] is not lv:
        bb = lv.small_bet or (max(lv.blinds) if lv.blinds else 1)
        if structure is _FIXED_LIMIT:
            big = lv.big_bet
            deep, short = (25 * big, 101 * big), (max(1, lv.small_bet // 3), 3 * big)
        elif lv.tournament:
            deep, short = (15 * bb, 80 * bb), (max(1, bb // 2), 15 * bb)
        else:
            deep, short = (40 * bb, 201 * bb), (2 * bb, 20 * bb)
        if len(_LEVEL_PLAY) >= 256:  # the tables hold some 30 levels: never, in practice
            _LEVEL_PLAY.clear()
        play = _LEVEL_PLAY[key] = (lv, bb, 15 * bb, (deep, short))
    return play[1], play[2], play[3]


class _Sim:
    """One hand being played toward a question."""

    def __init__(
        self,
        vid: str,
        kind: str,
        difficulty: int,
        profile: VenueProfile,
        rng: Prng,
        mode: int = 1,
    ) -> None:
        self.rng = rng
        self.mode = mode
        self.script: dict[int, str] = {}
        """First action before the flop per seat: ``open``, ``shove``, ``fold``, ``call``."""
        self.kind = kind
        self.game, self.structure, self._top = _variant_play(vid)
        # limit_bet's mode 0 asks at the cap: its hands are raised more (a style of its own)
        self.style = _style_for(
            "limit_bet_cap" if kind == "limit_bet" and mode == 0 else kind, difficulty, rng
        )
        self.difficulty = difficulty
        self.profile = profile
        self.level = self._pick_level()
        self.bb, self.short_stack, self.stack_range = _level_play(self.level, self.structure)
        """The big blind, or the small bet in fixed limit: the unit of the policy; a stack of at
        most ``short_stack`` plays short (shoves more, folds less: read every action); the
        stacks dealt, in chips (from, to): deep at ``[False]``, short at ``[True]``."""
        self.n = self._players(difficulty)
        open_to = self.bb * rng.choice((20, 22, 25, 25, 30, 30, 35)) // 10
        step = self.step(open_to)
        self.planned_open = max(step, (open_to + step // 2) // step * step)
        """The first raise before the flop, before limpers are added."""
        self.setup = self._setup()
        self.hand = HandState(self.setup)
        self.forced = Forced.at_start(self.hand)
        self.deck = list(_SHORT_DECK if self.game.short_deck else _DECK)
        """Cards not dealt yet; each card dealt is drawn at random from them."""
        self.seen = kind in ("showdown", "rake")
        """Deal every hole card face up in the record (so the exported hand can be settled);
        otherwise only what the dealer sees."""
        self.dealt_street = -1
        self._deal(0)
        if self.game.stud and self._wants_script() and self.hand.actor is not None:
            self._plan_stud()

    def _plan_stud(self) -> None:
        """Stud: who brings it in is known from the door cards; script from there."""
        old = self.hand
        b = old.actor
        assert b is not None
        n = self.n
        stacks = list(self.setup.starting_stacks)
        order = [(b + k) % n for k in range(1, n)] + [b]
        self._plan(stacks, self.setup.stakes.antes, order)
        if not self.script:
            return
        self.setup = replace(self.setup, starting_stacks=tuple(stacks))
        self.hand = HandState(self.setup)
        self.forced = Forced.at_start(self.hand)
        self.hand.deal_holes((i, old.hole[i]) for i in range(n))

    # -- setup
    def _pick_level(self) -> Level:
        rng = self.rng
        table: tuple[Level, ...]
        if self.structure is _SPREAD_LIMIT:
            table = _SPREAD
        elif self.game.stud:
            table = _STUD
        elif self.structure is _FIXED_LIMIT:
            table = _LIMIT
        else:
            tourney_pct = 70 if self.profile.straddle is _NO_STRADDLE else 30
            games = profile_games(self.profile)
            if games != "any":
                tourney_pct = 100 if games == "tournament" else 0
            if self.kind == "rake":
                tourney_pct = 0
            table = _BIG_BET_TOURNAMENT if rng.chance(tourney_pct) else _BIG_BET_CASH
        if self.kind == "rake":
            # the house rakes in dollar chips: rake questions are asked in the small games
            # that play them (RAKE_HOUSES), not where the smallest chip in play is a $5
            table = tuple(lv for lv in table if lv.chip_unit == 1) or table
        return rng.choice(table)

    def _players(self, difficulty: int) -> int:
        low, high = _DIFFICULTY_PLAYERS[difficulty]
        high = min(high, self._top)
        low = min(low, high)
        return self.rng.between(low, high)

    def step(self, amount: int) -> int:
        """The chip step bets of this size are made in."""
        unit = self.level.chip_unit
        if self.style.odd_amounts:
            return unit
        for limit, step in ((20, 1), (100, 5), (1_000, 25), (10_000, 100)):
            if amount < limit:
                return max(unit, step)
        return max(unit, 500)

    def _stack(self, short: bool) -> int:
        """A stack drawn from :attr:`stack_range`, in whole chips of the smallest unit."""
        low, high = self.stack_range[short]
        unit = self.level.chip_unit
        return max(unit, self.rng.between(low, high) // unit * unit)

    def _wants_script(self) -> bool:
        """Whether this hand plays a scripted first round (see :meth:`_plan`)."""
        kind = self.kind
        if kind == "stud_amounts" and not self.game.stud:
            return True  # without a bring-in to complete, a short all-in is the question
        return kind in ("may_raise", "side_pots") or (kind == "stud_amounts" and self.mode == 0)

    def _plan(self, stacks: list[int], antes: Sequence[int], order: Sequence[int]) -> None:
        """Script the first round toward a common spot for the question asked; then play on.

        ``order`` is the seats in their order of action on the first round, the forced
        bets (the blinds, the bring-in) last. Sets ``script`` and makes the stacks fit.

        - may_raise: an open, a short stack all-in over it (less than a full raise in
          mode 0, a full raise in mode 1), folds and calls, and the action back on the
          opener (may he raise? corpus RO-02).
        - stud_amounts (fixed limit): an open, then an all-in adding less than a full bet;
          the next player is asked the least he may raise to (corpus FL-03, FL-04, FL-07).
        - side_pots: an open, one to three short stacks calling all-in for less, each for
          a different amount, and a caller with chips behind: the next street begins with
          a main pot and side pots.
          In mode 1 the hand may play on for a street or more before the question
          (harder: more pots, folded chips, bets of later streets).
        """
        rng, lv, kind = self.rng, self.level, self.kind
        unit = lv.chip_unit
        if len(order) < 3:
            return  # heads-up the opener would face nobody but the all-in player
        if self.structure is _SPREAD_LIMIT and kind != "side_pots":
            return
        limit = self.structure is _FIXED_LIMIT
        if self.game.stud:
            self.planned_open = lv.small_bet  # the completion
        elif limit:
            self.planned_open = 2 * lv.small_bet
        opening = self.planned_open
        i = rng.below(len(order) - 2)
        opener = order[i]
        rest = list(order[i + 1 :])
        deep_at_least = 3 * opening
        if kind == "side_pots":
            d = self.difficulty
            count = 1
            if d >= 4 or (self.mode == 1 and (d >= 3 or rng.chance(50))):
                count = 3 if d == 5 and self.mode == 1 and len(rest) >= 4 else 2
            count = min(count, len(rest) - 1)
            # all-in for less than the open, each for a different amount: in the big-bet
            # games at least a big blind, in the limit games at least a quarter of the open
            whole = opening // unit  # the open, in chips of the smallest unit
            if self.structure in (_NO_LIMIT, _POT_LIMIT):
                low = min(whole - 1, -(-self.bb // unit))
            else:
                low = max(1, whole // 4)
            gap = max(1, (whole - low) // 4)  # between two short stacks, and below the open
            high = whole - gap
            if high < max(1, low):
                return
            shorts = []
            sizes: list[int] = []
            for _ in range(count):
                seat = rest.pop(rng.below(len(rest) - 1))
                size = rng.between(low, high)
                if any(abs(size - s) < gap for s in sizes):  # each short stack its own pot
                    size = max(sizes) + gap if max(sizes) + gap <= high else min(sizes) - gap
                if size < 1 or any(abs(size - s) < gap for s in sizes):
                    continue  # no room for another amount: one short stack fewer
                sizes.append(size)
                stacks[seat] = size * unit + (antes[seat] if antes else 0)
                shorts.append(seat)
            if not shorts:
                return
            deep_at_least = max(deep_at_least, 3 * max(stacks[s] for s in shorts))
            planned = {seat: "call" for seat in shorts}
        else:
            if kind == "stud_amounts":
                extra = rng.between(1, max(1, (lv.small_bet - 1) // unit)) * unit
                if extra >= lv.small_bet:
                    return
                shover = rest.pop(rng.below(len(rest) - 1))  # someone acts after him
            else:
                # less than half a bet in fixed limit, less than a full raise otherwise
                room = (lv.small_bet + 1) // 2 - 1 if limit else opening - self.bb - 1
                if room < unit:
                    return
                if self.mode == 0:
                    extra = rng.between(1, room // unit) * unit  # the betting stays closed
                else:
                    # a full raise; in fixed limit no more than the one bet a raise may add
                    most = lv.small_bet // unit if limit else 3 * (room // unit) + 1
                    extra = rng.between(room // unit + 1, max(room // unit + 1, most)) * unit
                shover = rest.pop(rng.below(len(rest)))
            stacks[shover] = opening + extra + (antes[shover] if antes else 0)
            deep_at_least = max(deep_at_least, 3 * stacks[shover])
            planned = {shover: "shove"}
        if stacks[opener] < deep_at_least:
            stacks[opener] = self._stack(False)  # deep enough to open and face the all-in
        for seat in order[:i]:
            self.script[seat] = "fold"
        self.script[opener] = "open"
        behind = []
        for seat in order[i + 1 :]:
            if seat in planned:
                self.script[seat] = planned[seat]
            else:
                self.script[seat] = "fold" if rng.chance(60) else "call"
                behind.append(seat)
        callers = [s for s in behind if self.script[s] == "call"]
        if not callers and behind:
            # someone stays in with chips behind: with every other player folded or
            # all-in the opener could not raise whatever the all-in was
            callers = [rng.choice(behind)]
            self.script[callers[0]] = "call"
        for seat in callers:
            if stacks[seat] < deep_at_least:
                stacks[seat] = max(self._stack(False), deep_at_least)

    def _setup(self) -> HandSetup:
        rng, lv, n, st = self.rng, self.level, self.n, self.style
        # _stack(rng.chance(st.short_pct)) for each seat, written out: up to nine a hand
        chance, between, ranges, unit = rng.chance, rng.between, self.stack_range, lv.chip_unit
        short_pct = st.short_pct
        stacks = []
        for _ in range(n):
            low, high = ranges[chance(short_pct)]
            stack = between(low, high) // unit * unit
            stacks.append(stack if stack > unit else unit)  # max(unit, stack)
        antes: tuple[int, ...] = ()
        blinds: tuple[int, ...] = ()
        if lv.ante:
            if lv.bba:
                # the big blind posts the big-blind ante, heads-up too (p1 heads-up)
                bb_seat = 0 if n == 2 else 1
                antes = tuple(lv.ante if i == bb_seat else 0 for i in range(n))
            else:
                antes = (lv.ante,) * n
        if self.game.forced is _BLINDS:
            bl = list(lv.blinds) + [0] * (n - len(lv.blinds))
            if (
                n >= 4
                and not lv.tournament
                and self.profile.straddle is not _NO_STRADDLE
                and rng.chance(st.straddle_pct)
            ):
                bl[2] = 2 * lv.blinds[1]
            blinds = tuple(bl[:n])
            if st.short_blind_pct and rng.chance(st.short_blind_pct):
                seat = 0 if n == 2 else 1
                big = lv.blinds[1]
                if big > lv.chip_unit:
                    short = rng.between(1, big // lv.chip_unit - 1) * lv.chip_unit
                    stacks[seat] = short + (antes[seat] if antes else 0)
            if self._wants_script() and max(blinds) == max(lv.blinds):
                # under the gun first, the blinds last; heads-up the button (p2) first
                order = [1, 0] if n == 2 else [*range(2, n), 0, 1]
                self._plan(stacks, antes, order)
        min_bet = max(lv.blinds) if lv.blinds and self.structure in (_NO_LIMIT, _POT_LIMIT) else 0
        if n == 2 and antes and self.game.forced is _BLINDS:
            # PHH lists heads-up antes as it lists the blinds, small blind's first (the
            # engine reverses both): ``antes`` above is by seat, p1 the big blind. Written
            # by seat, the button (p2) posted the big-blind ante.
            antes = antes[::-1]
        # one Stakes value per level, table size and forced bets: the hand pads it through
        # a cache keyed on its identity (engine/state.py _padded) rather than its 11 fields
        key = (antes, blinds, lv.bring_in, lv.small_bet, lv.big_bet, min_bet, lv.spread, unit)
        stakes = _STAKES.get(key)
        if stakes is None:
            if len(_STAKES) > 512:
                _STAKES.clear()
            stakes = _STAKES[key] = Stakes(
                antes=antes,
                blinds=blinds,
                bring_in=lv.bring_in,
                small_bet=lv.small_bet,
                big_bet=lv.big_bet,
                min_bet=min_bet,
                spread=lv.spread,
                chip_unit=unit,
            )
        profile = self.profile
        if self.kind == "rake" and not (
            profile.rake_percent or profile.rake_drop or profile.jackpot_drop
        ):
            houses = RAKE_HOUSES[:1] if self.difficulty <= 1 else RAKE_HOUSES
            # the amounts are those of a small game: bigger games cap and drop more
            scale = max(1, self.bb // 10)
            house = {
                k: v * scale if k in HOUSE_AMOUNTS and isinstance(v, int) else v
                for k, v in rng.choice(houses).items()
            }
            profile = profile.with_options(**house)
        if self.kind == "showdown" and (profile.rake_percent or profile.rake_drop):
            profile = profile.with_options(rake_percent="0", rake_drop=0, jackpot_drop=0)
        return HandSetup(
            self.game,
            stakes=stakes,
            starting_stacks=tuple(stacks),
            structure=None if self.structure is self.game.structure else self.structure,
            profile=profile,
        )

    # -- dealing
    def _cards(self, k: int, seen: bool) -> list[Card | None]:
        if seen:
            return list(self._take(k))
        return [None] * k

    def _take(self, k: int) -> list[Card]:
        """Deal ``k`` cards: each drawn at random from the rest of the deck."""
        return self.rng.draw_out(self.deck, k)

    def _deal(self, street: int) -> None:
        hand = self.hand
        spec = self.game.streets[street]
        if spec.draw:
            for i in hand.in_hand():
                held = hand.hole[i]
                k = self.rng.below(3)
                if k > len(self.deck):
                    k = 0
                if self.seen:
                    out: list[Card | None] = [
                        held[j] for j in sorted({self.rng.below(len(held)) for _ in range(k)})
                    ]
                else:
                    out = [None] * k
                hand.discard(i, out)
                if out:
                    hand.deal_hole(i, self._cards(len(out), self.seen))
        if spec.hole:
            players = hand.in_hand() if street else range(hand.n)
            deals: list[tuple[int, Sequence[Card | None]]]
            hole = spec.hole
            k = len(hole)
            # the cards the dealer sees: in stud the upcards, every card of a hand played to
            # be shown; the others are dealt unseen (None)
            seen = self.seen
            shown = hole.count(True) if self.game.stud and not seen else k if seen else 0
            if shown == 0:  # the usual deal: cards nobody sees, as _cards(k, False)
                hand.deal_unseen(players, k)
            else:
                # every player's seen cards drawn at once, in the order they are dealt
                # (player by player, card by card), then handed out
                cards = self.rng.draw_out(self.deck, shown * len(players))  # as _take
                if shown == k:
                    deals = [(i, cards[k * p : k * p + k]) for p, i in enumerate(players)]
                else:
                    dealt = iter(cards)
                    deals = [(i, [next(dealt) if up else None for up in hole]) for i in players]
                hand.deal_holes(deals)
        if spec.board:
            board: list[Card] = self.rng.draw_out(self.deck, spec.board)  # as _take
            hand.deal_board(board)
        self.dealt_street = street

    def catch_up(self) -> None:
        """Deal every street the betting has reached (and, once over, the rest for a showdown)."""
        hand = self.hand
        last = len(self.game.streets) - 1
        target = min(hand.street, last)
        if hand.finished and hand.folded.count(False) >= 2:  # two or more still in
            target = last
        while self.dealt_street < target:
            self._deal(self.dealt_street + 1)

    # -- acting
    def act(self) -> None:
        hand, rng, st = self.hand, self.rng, self.style
        a = hand.actor
        assert a is not None
        if hand.bring_in_due:
            low = hand.min_raise_to(a) if hand.can_raise(a) else None
            if (
                low is not None
                and low > hand.stakes.bring_in
                and not self.script  # a scripted round has someone else complete
                and rng.chance(15)
            ):
                hand.raise_to(low, a)
            else:
                hand.post_bring_in(a)
            return
        street = hand.street
        if street == 0 and self.script:  # a scripted round: most hands have none
            planned = self.script.pop(a, None)
            if planned is not None and self._scripted(a, planned):
                return
        # hand.to_call(a) written out (what he owes, at most his stack): every action reads it
        stack = hand.stacks[a]
        call = hand.level - hand.bets[a]
        if call <= 0:
            call = 0
        elif call > stack:
            call = stack
        can_raise = hand.can_raise(a)
        short = stack <= self.short_stack
        if call == 0:
            bet_pct = 25 if street == 0 else st.bet_pct + (15 if short else 0)
            if can_raise and rng.chance(bet_pct):
                self._raise(a, short)
            else:
                hand.check_or_call(a)
            return
        # the policy's weights: fold, call, raise (and 1 more for call, so one is positive)
        if short and can_raise:
            fold, raise_ = 25, st.shove_pct
            call_w = 100 - 25 - raise_
        else:
            aggressive = hand.aggressive  # bets, raises and completions this street
            if street == 0 and aggressive == 0 and not hand.game.stud:  # unopened
                fold, call_w, raise_ = st.fold_pct, st.limp_pct, st.open_pct
            else:
                raise_ = st.raise_pct - 5 * aggressive
                if raise_ < 3:
                    raise_ = 3
                fold, call_w = st.fold_pct, 100 - st.fold_pct - raise_
            if call * 6 < hand.pot_total():
                fold //= 3
        # no weight below 0 (conditional expressions, not max(): every action reads them)
        fold = fold if fold > 0 else 0
        call_w = (call_w if call_w > 0 else 0) + 1
        raise_ = raise_ if can_raise and raise_ > 0 else 0
        pick = rng.below(fold + call_w + raise_)
        if pick < fold:
            hand.fold(a)
        elif pick < fold + call_w - 1 or not raise_ or pick == fold + call_w + raise_ - 1:
            hand.check_or_call(a)
        else:
            self._raise(a, short)

    def _scripted(self, a: int, planned: str) -> bool:
        """Play a scripted action if it is legal here; False to fall back on the policy."""
        hand = self.hand
        if planned == "fold" and hand.to_call(a) > 0:
            hand.fold(a)
        elif planned == "call":
            hand.check_or_call(a)
        elif planned in ("open", "shove") and hand.can_raise(a):
            low, high = hand.min_raise_to(a), hand.max_raise_to(a)
            assert low is not None and high is not None
            all_in = hand.bets[a] + hand.stacks[a]
            target = all_in if planned == "shove" else self.planned_open
            if not low <= target <= high:  # a shove above the limit is no shove here
                return False
            hand.raise_to(target, a)
        else:
            return False
        return True

    def _raise(self, a: int, short: bool) -> None:
        hand, rng = self.hand, self.rng
        low, high = hand.min_raise_to(a), hand.max_raise_to(a)
        assert low is not None and high is not None
        all_in = hand.bets[a] + hand.stacks[a]
        if self.structure is _FIXED_LIMIT:
            hand.raise_to(high if rng.chance(20) else low, a)
            return
        if short and high == all_in and rng.chance(self.style.shove_pct):
            hand.raise_to(all_in, a)
            return
        if self.structure is _SPREAD_LIMIT:
            target = rng.between(low, high)
        else:
            level = hand.level
            bb = self.bb
            if hand.street == 0 and level <= max(self.forced.nominal, default=0):
                # an identity test, not .value (a Python-level property on an enum), against
                # a local (an enum member read from its class is a slow attribute lookup)
                called = _CALL
                limpers = sum(1 for m in hand.moves if m.kind is called)
                target = self.planned_open + limpers * bb
            elif hand.street == 0:
                target = level * rng.choice((25, 30, 30, 35, 40)) // 10
            elif level == 0:
                target = hand.pot_total() * rng.choice((33, 50, 50, 66, 75, 100)) // 100
            else:
                target = level * rng.choice((25, 30, 30, 35)) // 10
        step = self.step(target)
        target = (target + step // 2) // step * step
        if high == all_in and target * 10 >= all_in * 7:
            target = all_in
        target = min(max(target, low), high)
        hand.raise_to(target, a)


def _chip_pile(rng: Prng, difficulty: int, chip_set_id: str) -> ChipPile:
    chips = get_chip_set(chip_set_id)
    values = chips.values
    colours = min(len(values), (2, 2, 3, 4, 5)[difficulty - 1])
    top_index = rng.between(colours - 1, min(len(values) - 1, colours + 2))
    used = values[top_index - colours + 1 : top_index + 1]
    counts: list[tuple[int, int]] = []
    for value in reversed(used):
        count = rng.between(1, (4, 6, 9, 12, 16)[difficulty - 1])
        counts.append((value, count))
    # a realistic pile is sometimes the dealer's breakdown of a round bet
    if difficulty <= 2 and rng.chance(40):
        amount = sum(v * c for v, c in counts) // (used[-1]) * used[-1] or used[-1]
        made = list(breakdown(amount, chips))
        if sum(c for _, c in made) >= 2:
            counts = made
    return ChipPile(chips.id, tuple(counts))


def _worth_asking(kind: str, ctx: Ctx) -> bool:
    """Whether a well-defined question is also worth asking: its answer is not on the table.

    A call with nothing in front is the bet just made; a raise before anyone bet is
    twice the blind; "may he raise?" with no all-in is always yes.
    """
    hand, a = ctx.hand, ctx.actor
    if kind == "side_pots":
        # the pots are asked once a round's betting is over: nobody to act, or a new
        # round before anyone has acted on it
        return a is None or not (any(hand.bets) or ctx.now)
    if kind == "pot_count":
        return len(hand.moves) >= 3 or hand.street > 0
    if a is None:
        return True
    if kind == "to_call":
        return bool(hand.bets[a]) or hand.to_call(a) < hand.level or bool(ctx.forced.dead[a])
    if kind == "min_raise":
        bet, raised = _BET, _RAISE  # see _Sim._raise
        aggressive = any(m.kind is bet or m.kind is raised for m in ctx.now)
        return aggressive or max(ctx.forced.nominal, default=0) > ctx.big_blind()
    if kind == "may_raise":
        # half the time the answer is no (a short all-in did not re-open the betting);
        # otherwise he acted and was raised again, or faces a short all-in before acting
        if ctx.mode == 0:
            return hand.raise_blocked(a) is _NOT_REOPENED
        return hand.acted[a] is not None or any(m.all_in for m in ctx.now)
    if kind == "limit_bet":
        facing_bring_in = hand.game.stud and ctx.street == 0 and hand.full_level == 0
        if hand.level == 0 or facing_bring_in:
            return False
        # half the questions (mode 0) are asked at the cap, where the answer is "capped"
        # (or, heads-up, that the cap does not apply): otherwise nearly every answer would
        # be "he may raise", and a trainee would learn the letter, not the cap
        cap = hand.cap()
        return ctx.mode != 0 or (cap is not None and hand.raise_count >= cap)
    if kind == "blinds":
        forced = ctx.forced
        return (
            hand.street == 0
            and hand.level == max(forced.nominal)
            and (
                max(forced.nominal) > ctx.big_blind()
                or any(0 < b < n for b, n in zip(forced.blinds, forced.nominal, strict=True))
                or hand.bets[a] == hand.level
                or sum(1 for x in hand.stakes.antes if x) == 1
            )
        )
    if kind == "stud_order":
        return hand.bring_in_due or not ctx.now
    return True


def _worth_asking_hand(kind: str, hand: HandState, forced: Forced, mode: int) -> bool:
    """:func:`_worth_asking` with a player to act, read from the hand, its forced bets and
    the question's sub-form alone (no context is made for a hand not asked now: most are
    not).

    This street's moves (``ctx.now``) are the moves at the end of the record made on this
    street; ``ctx.street`` is the street, or the last one after the last betting round;
    ``ctx.big_blind()`` the largest of the blinds as posted, or the stakes' least bet;
    ``mode`` is ``ctx.mode``.
    """
    if kind == "to_call":
        a = hand.actor
        assert a is not None
        # the tests of _worth_asking, each bool() a comparison (every action reads them)
        return hand.bets[a] != 0 or hand.to_call(a) < hand.level or forced.dead[a] != 0
    if kind == "pot_count":
        return len(hand.moves) >= 3 or hand.street > 0
    if kind == "min_raise":
        moves, street = hand.moves, hand.street
        bet, raised = _BET, _RAISE  # see _Sim._raise
        for k in range(len(moves) - 1, -1, -1):  # this street's moves, from the last
            m = moves[k]
            if m.street != street:
                break
            if m.kind is bet or m.kind is raised:
                return True
        stakes = hand.stakes
        big_blind = max(forced.nominal[: stakes.blind_count], default=0) or stakes.min_bet
        return max(forced.nominal, default=0) > big_blind
    if kind == "limit_bet":
        street = min(hand.street, len(hand.game.streets) - 1)
        facing_bring_in = hand.game.stud and street == 0 and hand.full_level == 0
        if hand.level == 0 or facing_bring_in:
            return False
        # half the questions (mode 0) are asked at the cap (see _worth_asking)
        cap = hand.cap()
        return mode != 0 or (cap is not None and hand.raise_count >= cap)
    if kind == "may_raise":
        a = hand.actor
        assert a is not None
        if mode == 0:
            return hand.raise_blocked(a) is _NOT_REOPENED
        return hand.acted[a] is not None or _all_in_now(hand)
    if kind == "blinds":
        nominal = forced.nominal
        top = max(nominal)
        if hand.street != 0 or hand.level != top:
            return False  # the usual answer: tested before anything else is read
        a = hand.actor
        assert a is not None
        stakes = hand.stakes
        big_blind = max(nominal[: stakes.blind_count], default=0) or stakes.min_bet
        return (
            top > big_blind
            or any(0 < b < n for b, n in zip(forced.blinds, nominal, strict=True))
            or hand.bets[a] == hand.level
            or sum(1 for x in stakes.antes if x) == 1
        )
    if kind == "side_pots" or kind == "stud_order":
        moves = hand.moves
        none_now = not moves or moves[-1].street != hand.street
        if kind == "stud_order":
            return hand.bring_in_due or none_now
        return none_now and not any(hand.bets)
    return True


_WORTH_TESTED: Final = frozenset(
    {
        "to_call",
        "pot_count",
        "min_raise",
        "limit_bet",
        "may_raise",
        "blinds",
        "side_pots",
        "stud_order",
    }
)
"""The kinds :func:`_worth_asking_hand` tests: every other is always worth asking (its last
line), and _build, asking it before every action, does not call it for them."""


def _all_in_now(hand: HandState) -> bool:
    """Whether a move of this street put its player all-in (``any(m.all_in for m in
    ctx.now)``, read from the end of the record)."""
    moves, street = hand.moves, hand.street
    for k in range(len(moves) - 1, -1, -1):  # this street's moves, from the last
        m = moves[k]
        if m.street != street:
            break
        if m.all_in:
            return True
    return False


_ASKED_OF_THE_ACTOR: Final = frozenset(
    {
        "to_call",
        "min_raise",
        "pot_limit_max",
        "limit_bet",
        "may_raise",
        "stud_order",
        "stud_amounts",
        "spread_range",
        "blinds",
    }
)
"""Kinds asked of the player to act (their posers answer None without one): a hand of these
that ends before the question is dropped as it ends, not dealt out and posed again."""

_LAST_STREET: Final = {"blinds": 0}
"""Kinds asked only up to a street: the hand is not played past it."""

_STREET_SPREAD: Final[dict[str, tuple[int, ...]]] = {"pot_limit_max": (30, 30, 22, 18)}
"""Kinds asked from a street drawn with these weights (pre-flop, flop, turn, river): a
freely played hand reaches its first pot-limit raise before the flop almost every time."""


def _pot_limit_spent(hand: HandState, forced: Forced) -> bool:
    """After any action: whether no player still in has more chips than the pot, so that no
    pot-limit maximum can ever again be short of an all-in (the poser asks only those).

    The pot-limit maximum of a player with ``mine`` in front, facing ``level``, is at
    least ``level + pot + (level - mine)``, the pot counting this street's bets, which hold
    ``mine``; his all-in is ``mine + stack``. The maximum less the all-in is so at least
    ``2 * (level - mine) + pot - stack``, and ``level`` is at least ``mine``: at least
    ``pot - stack``. The pot only grows and stacks only shrink, so once every stack in the
    hand is at most the pot, it stays so to the end of the hand.
    """
    pot = hand.pot_total()  # the engine's sum (the quiz computes no amounts of its own)
    stacks = hand.stacks
    for j, out in enumerate(hand.folded):  # a loop, not all(): every action
        if not out and stacks[j] > pot:
            break
    else:
        return True
    return False


def _blinds_spent(hand: HandState, forced: Forced) -> bool:
    """After any action: whether the hand is past the point of a blinds question, asked
    only before the flop (:data:`_LAST_STREET`) while the bet to call is the largest blind
    (:func:`_worth_asking`). Before the flop the bet to call only rises, so once it is
    above the largest blind, or the flop has come, it is never asked again."""
    return hand.street > 0 or hand.level > max(forced.nominal, default=0)


_SPENT: Final[dict[str, Callable[[HandState, Forced], bool]]] = {
    "pot_limit_max": _pot_limit_spent,
    "blinds": _blinds_spent,
}
"""Kinds whose hand can be dropped once this, tested after each action of a hand still
being played, says it can no longer ask the question: a dropped hand's draws are never seen
(the next attempt draws from its own derived generator), so the questions kept are the
same."""


_STREET_TOTALS: dict[tuple[str, int], tuple[tuple[int, ...], tuple[int, ...]]] = {}
""":data:`_STREET_SPREAD` for a kind and a game's number of streets, as running totals."""


class Generator:
    """Questions for a seed and settings; question ``n`` can be made on its own."""

    MAX_ATTEMPTS: Final = 150

    def __init__(self, seed: int, settings: Settings | None = None) -> None:
        self.seed = seed
        self.settings = (settings or Settings()).normalised()
        self._plan = self.settings.plan()
        self._weights = {
            kind: running_totals([(v, _VARIANT_WEIGHTS.get(v, 1)) for v in variants])
            for kind, variants in self._plan
        }
        """Each kind's variants and their weights' running totals (drawn with ``Prng.pick``)."""
        self._root = Prng(seed)

    def question(self, n: int) -> Question:
        """Question number ``n`` (0-based) of this seed and these settings."""
        rng = self._root.derive("question", n)
        kind, _ = rng.choice(self._plan)
        qid = f"seed:{self.seed}:{n}"
        variants, totals = self._weights[kind]
        allowed = self.settings.difficulties
        mode = rng.below(2)
        for attempt in range(self.MAX_ATTEMPTS):
            arng = rng.derive("attempt", attempt)
            vid = arng.pick(variants, totals)  # as arng.weighted, summed once
            target = arng.choice(allowed)
            if attempt == self.MAX_ATTEMPTS // 3:
                mode = 1  # the rarer sub-form did not come up: ask the other
            question = self._build(kind, vid, target, arng, qid, mode)
            if question is not None and question.difficulty in allowed:
                return question
        raise GenerationError(
            f"could not deal a {KINDS[kind].title.lower()} question at difficulty "
            f"{', '.join(map(str, allowed))} in {self.MAX_ATTEMPTS} hands; widen the settings"
        )

    def questions(self, count: int, start: int = 0) -> list[Question]:
        """Questions ``start`` .. ``start + count - 1``."""
        return [self.question(n) for n in range(start, start + count)]

    def _build(
        self, kind: str, vid: str, target: int, rng: Prng, qid: str, mode: int
    ) -> Question | None:
        if kind in PROCEDURE_KINDS:  # a described table, not a dealt hand
            posed = pose(kind, vid, rng, self.settings.profile)
            if posed is None:
                return None
            played = posed if isinstance(posed, HandPosed) else None  # a hand state: exported
            return question_from(
                kind,
                posed,
                qid=qid,
                variant=vid,
                structure=VARIANTS[vid].structure,
                profile=self.settings.profile.name,
                situation=played.situation if played else None,
                params=played.params if played else (),
                pile=played.pile if played else None,
            )
        if kind == "chip_count":
            tournament = VARIANTS[vid].structure != "fixed_limit" and rng.chance(30)
            chip_set = "tournament" if tournament else rng.choice(("cash", "low-stakes"))
            pile = _chip_pile(rng, target, chip_set)
            return question_from(
                kind,
                pose_chip_count(pile),
                qid=qid,
                variant=vid,
                structure=VARIANTS[vid].structure,
                profile=self.settings.profile.name,
                pile=pile,
            )
        if kind == "draw_stub":  # a hand of its own, dealt card by card through the draws
            return pose_draw_stub(vid, rng, qid=qid, profile=self.settings.profile)
        sim = _Sim(vid, kind, target, self.settings.profile, rng, mode)
        if kind in FLOOR_KINDS:
            return self._floor(kind, sim, rng, qid)
        poser = POSERS[kind]
        hand = sim.hand
        end_kind = kind in ("showdown", "rake")
        # a scripted spot comes once a hand: ask it when it comes
        stop_pct = 100 if sim.script else sim.style.stop_pct  # read before play
        if kind == "side_pots" and mode == 1:
            stop_pct = sim.style.stop_pct  # the pots are made: ask on this street or later
        # a scripted short all-in in fixed limit: ask after it, not at the completion
        after_allin = kind == "stud_amounts" and bool(sim.script)
        last_street = _LAST_STREET.get(kind, len(sim.game.streets))
        first_street = 0
        if kind in _STREET_SPREAD:
            # asked on every street as a dealer meets it, not mostly first in before the flop
            streets = len(sim.game.streets)
            spread = _STREET_TOTALS.get((kind, streets))
            if spread is None:
                weights = _STREET_SPREAD[kind][:streets]
                spread = _STREET_TOTALS[(kind, streets)] = running_totals(list(enumerate(weights)))
            first_street = rng.derive("street").pick(*spread)  # as .weighted, summed once
        allowed = self.settings.difficulties
        spent = _SPENT.get(kind)
        tested = kind in _WORTH_TESTED
        for _ in range(200):
            if hand.finished:
                break
            if hand.actor is None:
                sim.catch_up()
                if hand.actor is None:
                    break
                continue
            if hand.street > last_street:
                break
            # asked here? (a context only for a hand that may be asked now: not one played
            # to its end, not a street before the first asked)
            if not end_kind and hand.street >= first_street:
                # _worth_asking, read from the hand alone: the context is made only for a
                # hand asked (the roll is drawn only if the test passes, as before)
                if after_allin:  # asked once the all-in came (then always worth asking)
                    worth = _all_in_now(hand)
                else:
                    worth = not tested or _worth_asking_hand(kind, hand, sim.forced, mode)
                if worth and rng.chance(stop_pct):
                    posed = poser(Ctx(hand, sim.forced, mode))
                    if posed is not None:
                        q = self._question(kind, posed, hand, vid, qid)
                        if q.difficulty in allowed:
                            return q
            sim.act()
            if hand.finished and kind in _ASKED_OF_THE_ACTOR:
                return None  # nobody is to act any more: this hand cannot ask its question
            if spent is not None and not hand.finished and spent(hand, sim.forced):
                return None  # nobody can be asked this any more: drop the hand now
            if hand.street > sim.dealt_street or hand.finished:
                sim.catch_up()
        if hand.finished:
            sim.catch_up()
            final = poser(Ctx(hand, sim.forced, mode))
            if final is not None:
                return self._question(kind, final, hand, vid, qid)
        return None

    def _floor(self, kind: str, sim: _Sim, rng: Prng, qid: str) -> Question | None:
        """Play until a player is to act, then have him push chips, speak, or break a rule."""
        hand = sim.hand
        chips = get_chip_set(sim.level.chip_set)
        allowed = self.settings.difficulties
        for _ in range(200):
            if hand.finished:
                return None
            if hand.actor is None:
                sim.catch_up()
                if hand.actor is None:
                    return None
                continue
            if not hand.bring_in_due and rng.chance(sim.style.stop_pct):
                q: Question | None
                if kind == "procedure":
                    moves = len(hand.moves)
                    q = pose_procedure(hand, rng.derive("procedure"), qid=qid, forced=sim.forced)
                    if q is None and len(hand.moves) != moves:
                        return None  # an out-of-turn spot that did not come about
                else:
                    invent = invent_push if kind == "chip_action" else invent_words
                    action = invent(hand, chips, rng)
                    q = None
                    if action is not None:
                        q = pose_ruling(
                            kind, hand, action, qid=qid, forced=sim.forced, chip_set=chips.id
                        )
                if q is not None and q.difficulty in allowed:
                    return q
                if hand.actor is None or hand.bring_in_due:
                    continue  # an out-of-turn spot moved the hand on: look again
            sim.act()
            if hand.street > sim.dealt_street or hand.finished:
                sim.catch_up()
        return None

    def _question(self, kind: str, posed: Posed, hand: HandState, vid: str, qid: str) -> Question:
        # the log is a tuple already (the hand keeps it); the structure's text read as its
        # _value_, what .value returns through the enum's property at about five times the cost
        situation = Situation(hand.setup, hand.log, hand.actor)
        return question_from(
            kind,
            posed,
            qid=qid,
            variant=vid,
            structure=hand.structure._value_,
            profile=hand.profile.name,
            situation=situation,
        )
