"""Posing a question of each kind in a hand: the prompt, the answer, the worked steps.

A *poser* looks at a hand state at the moment of the question and returns a
:class:`Posed` (or ``None`` when the question would be undefined there: no
"maximum raise" when nobody may raise, no side-pot question with one pot). The
answer always comes from the engine (:mod:`dealer_trainer.engine.state`,
:mod:`~dealer_trainer.engine.showdown`); the poser adds the explanation a dealer
would give, step by step, whose numbers add up to that answer, and the typical
wrong answers it can name.

:func:`pose` turns any hand state into a question; the generator, instructor
packs and the corpus tests all go through it.

Corpus PL-06 (the big blind facing a raise in pot-limit Omaha):

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["PO"], Stakes(blinds=(1, 2)), (500,) * 5))
>>> hand.raise_to(7); hand.check_or_call(); hand.fold(); hand.fold()
>>> q = pose("pot_limit_max", hand, qid="example:1")
>>> q.answer[0].amount, q.explanation()
(29, 'pot 17 in front (1 + 2 + 7 + 7); call 5 makes 22; raise 22; total 7 + 22 = 29')
>>> [(t.mistake, t.answer[0].amount) for t in q.traps][:2]
[('shortcut_with_own_chips', 31), ('forgot_call', 24)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from dealer_trainer.engine import evaluate as ev
from dealer_trainer.engine.consulted import reading
from dealer_trainer.engine.explain import (
    RaiseStep,
    bet_units,
    first_round,
    house_split,
    middle,
    pot_layers,
    raise_history,
    rake_parts,
    rake_percent,
)
from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.engine.limit_allins import ShortAllin, short_allins
from dealer_trainer.engine.options import (
    LimitHeadsUpPlayers,
    LimitRaiseAfterHalfBetAllin,
    LimitReopenThreshold,
    PlPotRounding,
    ShortAllinAggregation,
    StudTieFirstToAct,
    VenueProfile,
)
from dealer_trainer.engine.pots import build_pots
from dealer_trainer.engine.rulings import PlayerAction
from dealer_trainer.engine.showdown import (
    PotAward,
    Settlement,
    Share,
    ShowdownError,
    settle,
)
from dealer_trainer.engine.state import ActionKind, Deal, HandSetup, HandState, Move, RaiseBlock
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.ids import KINDS, PARAGRAPHS, VARIANTS
from dealer_trainer.quiz.model import (
    Answer,
    AnswerForm,
    ChipPile,
    Choice,
    FormKind,
    Part,
    Question,
    Situation,
    Step,
    Trap,
    money,
)
from dealer_trainer.quiz.narrate import (
    Forced,
    Ledger,
    board_text,
    cards_text,
    forced_story,
    players_text,
    stakes_text,
    street_story,
)
from dealer_trainer.quiz.plain import plain_form, plain_steps, plain_words
from dealer_trainer.quiz.speed import target_ms

__all__ = [
    "POSERS",
    "Ctx",
    "Posed",
    "pose",
    "pose_chip_count",
    "pose_pile",
    "question_from",
    "variant_of",
]

AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)


@dataclass(frozen=True, slots=True)
class Posed:
    """What a poser makes of a hand: everything a question needs but its id."""

    prompt: str
    form: AnswerForm
    answer: Answer
    working: tuple[Step, ...]
    rule: str
    tags: tuple[str, ...]
    traps: tuple[Trap, ...]
    option: str = ""
    actions: int = 0
    points: int = 0
    """Difficulty points: 0 is the easiest (difficulty 1), 4 or more the hardest (5)."""
    ask: str = ""
    """What is asked, as :mod:`dealer_trainer.engine.asked` names it ("": the kind's usual
    ask, :data:`KIND_ASKS`)."""


# ----------------------------------------------------------------- helpers


def variant_of(hand: HandState) -> str:
    """The quiz's variant id for a hand (``NT``, ``NT@pot_limit``)."""
    code = hand.game.code
    if hand.structure is hand.game.structure:
        return code
    return f"{code}@{hand.structure.value}"


def option_text(profile: VenueProfile, *names: str) -> str:
    """``LIMIT_RAISE_CAP = bet_plus_3`` for each named switch."""
    parts = []
    for name in names:
        value = getattr(profile, name)
        parts.append(f"{name.upper()} = {getattr(value, 'value', value)}")
    return "; ".join(parts)


def sum_text(terms: Sequence[int]) -> str:
    """``300 + 300 - 50``."""
    text = ""
    for k, t in enumerate(terms):
        if k == 0:
            text = money(t) if t >= 0 else f"-{money(-t)}"
        elif t >= 0:
            text += f" + {money(t)}"
        else:
            text += f" - {money(-t)}"
    return text


def add_step(label: str, terms: Sequence[int]) -> Step:
    """``label 300 + 300 = 600`` (just ``label 300`` for one term)."""
    total = sum(terms)
    if len(terms) == 1:
        return Step(f"{label} {money(total)}".strip(), tuple(terms), total)
    return Step(f"{label} {sum_text(terms)} = {money(total)}".strip(), tuple(terms), total)


def grouped_sum_text(terms: Sequence[int]) -> str:
    """``4 x 100 + 50``: equal terms side by side grouped."""
    out: list[str] = []
    k = 0
    while k < len(terms):
        j = k
        while j < len(terms) and terms[j] == terms[k]:
            j += 1
        count = j - k
        out.append(
            f"{count} x {money(terms[k])}" if count > 2 else " + ".join([money(terms[k])] * count)
        )
        k = j
    return " + ".join(out)


def cite(*pids: str) -> str:
    """Rule citation in words: ``text 2, 2.1(a); corpus A.5``."""
    parts: list[str] = []
    for pid in pids:
        if pid in PARAGRAPHS:
            p = PARAGRAPHS[pid]
            where = p.label or f"paragraph {p.index}"
            parts.append(f"text {p.text}, {where} ({p.title.lower()})")
        else:
            parts.append(f"corpus {pid}")
    return "; ".join(parts)


def amount_form(label: str) -> AnswerForm:
    return AnswerForm(FormKind.AMOUNT, (label,))


def amounts(*values: int) -> Answer:
    return tuple(Part(amount=v) for v in values)


def _odd(hand: HandState, value: int) -> bool:
    step = hand.stakes.chip_unit * 5
    return value % step != 0


class Ctx:
    """A hand at the moment of a question, with what posers need to read from it."""

    __slots__ = (
        "_ledger",
        "_now",
        "_variant",
        "actor",
        "forced",
        "hand",
        "mode",
        "profile",
        "street",
    )

    def __init__(self, hand: HandState, forced: Forced | None = None, mode: int = 0) -> None:
        self.hand = hand
        self.forced = forced or Forced.of_setup(hand.setup)
        self.mode = mode
        """A poser's sub-form (e.g. pot count with or without the bets in front)."""
        self.street = min(hand.street, len(hand.game.streets) - 1)
        self.actor = hand.actor
        self.profile = hand.profile
        # read once when first asked (a plain attribute: cheaper than cached_property)
        self._now: list[Move] | None = None
        self._ledger: Ledger | None = None
        self._variant: str | None = None

    @property
    def now(self) -> list[Move]:
        """This street's moves, in order."""
        if self._now is None:
            moves = self.hand.moves
            street = self.hand.street
            k = len(moves)
            while k and moves[k - 1].street == street:
                k -= 1
            self._now = moves[k:]
        return self._now

    @property
    def ledger(self) -> Ledger:
        if self._ledger is None:
            self._ledger = Ledger.of(self.hand, self.forced)
        return self._ledger

    @property
    def variant(self) -> str:
        if self._variant is None:
            self._variant = variant_of(self.hand)
        return self._variant

    def intro(self) -> list[str]:
        hand = self.hand
        title = VARIANTS[self.variant].title if self.variant in VARIANTS else hand.game.name
        line = f"{title}, {stakes_text(hand)}, {hand.n} players."
        if self.profile.name != "standard":
            line += f" House rules: {self.profile.title}."
        lines = [line]
        story = forced_story(hand, self.forced)
        if story:
            lines.append(story)
        return lines

    def full_story(self) -> list[str]:
        hand = self.hand
        last = max([0, *(m.street for m in hand.moves)])
        if not hand.finished:
            last = max(last, self.street)
        lines = [street_story(hand, s) for s in range(last + 1)]
        if hand.game.stud:
            lines.append(self.upcards_line())
        return lines

    def current_story(self) -> list[str]:
        hand = self.hand
        lines: list[str] = []
        if hand.street > 0:
            lines.append(f"Before this round the middle holds {money(middle(self.hand))}.")
        if hand.game.stud:
            lines.append(self.upcards_line())
        lines.append(street_story(hand, hand.street, self.now))
        return lines

    def upcards_line(self) -> str:
        hand = self.hand
        ups = [(i, hand.upcards(i)) for i in hand.in_hand()]
        shown = [
            f"p{i + 1} {cards_text(cards)}" + (" (all-in)" if hand.stacks[i] == 0 else "")
            for i, cards in ups
            if cards
        ]
        return "Showing: " + ", ".join(shown) + "." if shown else ""

    def actor_line(self) -> str:
        a = self.actor
        assert a is not None
        hand = self.hand
        line = f"p{a + 1} is to act, with {money(hand.stacks[a])} behind"
        if hand.bets[a]:
            line += f" and {money(hand.bets[a])} in front"
        return line + "."

    def big_blind(self) -> int:
        lead = self.forced.nominal[: self.hand.stakes.blind_count]
        return max(lead, default=0) or self.hand.stakes.min_bet

    def points(self) -> int:
        """Difficulty points shared by every kind: players, street, all-ins, odd amounts."""
        hand = self.hand
        p = 0
        players = len(hand.in_hand())
        p += players >= 4
        p += players >= 7
        p += self.street >= 2
        p += any(m.all_in for m in hand.moves)
        p += any(_odd(hand, m.to) for m in hand.moves if m.kind in AGGRESSIVE)
        return p

    def alternative(self, **changes: str) -> HandState | None:
        """The same betting replayed under a profile with some switches changed.

        Cards are dealt again only in stud, where the upcards say who acts; in the
        other games the replayed hand has no cards (only its betting is read)."""
        setup = replace(self.hand.setup, profile=self.profile.with_options(**changes))
        skip_deals = not self.hand.game.stud
        try:
            alt = HandState(setup)
            for entry in self.hand.record:
                if not (skip_deals and isinstance(entry, Deal)):
                    alt.apply(entry)
        except ValueError:
            return None
        return alt

    def prompt(self, lines: Sequence[str], question: str) -> str:
        return "\n".join([*(x for x in lines if x), question])


# ----------------------------------------------------------------- 1 pot count


def pot_count(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    if hand.pot_total() == 0 or (hand.finished and hand.pots().uncalled is not None):
        return None
    in_front = sum(hand.bets)
    # a finished hand has no round in progress: every chip is in the pot (its street
    # is past the last, so "this round's bets" would name no round)
    include = ctx.mode == 0 or in_front == 0 or hand.street == 0 or hand.finished
    ledger = ctx.ledger
    answer = hand.pot_total() if include else middle(ctx.hand)
    working: list[Step] = []
    parts: list[int] = []
    dead = [d for d in ledger.dead if d]
    if dead:
        step = add_step("antes and dead money", dead)
        working.append(step)
        parts.append(sum(dead))
    if include:
        last = hand.street
    else:
        # Leave out the round whose bets are still in front: the latest street anyone put
        # chips in. It is not always the hand's street: after a draw game's last round the
        # hand has moved on to the showdown while the bets are still in front.
        last = max((s for s, row in enumerate(ledger.streets) if any(row)), default=0) - 1
    for s in range(min(last, len(ledger.streets) - 1) + 1):
        terms = [a for a in ledger.streets[s] if a]
        if not terms:
            continue
        name = hand.game.streets[s].name
        if s == hand.street:
            name = f"this round's bets in front ({name})"
        working.append(add_step(name, terms))
        parts.append(sum(terms))
    if len(parts) > 1:
        working.append(add_step("pot", parts))
    if sum(parts) != answer:  # pragma: no cover - the ledger always matches the engine
        raise RuntimeError(f"the pot's working adds to {sum(parts)}, the engine's pot is {answer}")
    folded_chips = sum(
        sum(ledger.streets[s][i] for s in range(min(last, len(ledger.streets) - 1) + 1))
        for i in range(hand.n)
        if hand.folded[i]
    )
    doubled = 0
    if last >= 0:
        for i in range(hand.n):
            blind = ctx.forced.blinds[i]
            if blind and ledger.streets[0][i] > blind:
                doubled += blind
    candidates: list[tuple[str, Answer | None]] = [
        ("forgot_antes", amounts(answer - sum(dead)) if dead else None),
        ("forgot_folded_chips", amounts(answer - folded_chips) if folded_chips else None),
        ("blind_counted_twice", amounts(answer + doubled) if doubled else None),
    ]
    if include and in_front and hand.street > 0:
        candidates.append(("left_out_bets_in_front", amounts(answer - in_front)))
    if not include:
        candidates.append(("counted_bets_in_front", amounts(answer + in_front)))
    if include:
        question = (
            "Count the pot: how much is in it in all, the bets in front of the players included?"
        )
    else:
        question = (
            "How much is in the middle, not counting this round's bets in front of the players?"
        )
    terms_count = sum(1 for s in ledger.streets for a in s if a) + len(dead)
    return Posed(
        prompt=ctx.prompt([*ctx.intro(), *ctx.full_story()], question),
        form=amount_form("pot"),
        answer=amounts(answer),
        working=tuple(working),
        rule=cite("T2-27", "T2-28", "T2-10", "T2-45"),
        tags=("T2-27", "T2-28", "T2-10", "T2-45", "A.5", "A.12"),
        traps=mistakes.traps(amounts(answer), candidates),
        actions=terms_count,
        ask="pot" if include else "middle",
        points=ctx.points() + (not include) + (terms_count >= 8),
    )


# ----------------------------------------------------------------- 2 to call


def _level_source(ctx: Ctx) -> tuple[str, int]:
    """Who made the bet to match, in words, and the level before it."""
    hand = ctx.hand
    level = hand.level
    prev = 0
    source = ""
    running = max(ctx.forced.nominal) if ctx.street == 0 and not hand.game.stud else 0
    for m in ctx.now:
        if m.to > running:
            if m.to == level and not source:
                prev = running
                verb = {
                    ActionKind.BET: "bet",
                    ActionKind.RAISE: "raise to",
                    ActionKind.COMPLETE: "completion to",
                    ActionKind.BRING_IN: "bring-in of",
                    ActionKind.CALL: "all-in call of",
                }.get(m.kind, "bet")
                source = f"p{m.player + 1}'s {verb} {money(m.to)}"
            running = m.to
    if not source:
        source = (
            f"the big blind of {money(level)}"
            if ctx.street == 0 and level == ctx.big_blind()
            else f"the forced bet of {money(level)}"
        )
    return source, prev


def to_call(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.bring_in_due:
        return None
    answer = hand.to_call(a)
    if answer <= 0:
        return None
    level, mine, stack = hand.level, hand.bets[a], hand.stacks[a]
    source, prev = _level_source(ctx)
    working = [Step(f"the bet to match is {source}")]
    blind_only = (
        ctx.street == 0
        and mine
        and mine == ctx.forced.blinds[a]
        and not any(m.player == a for m in ctx.now)
    )
    short_blind = [
        i
        for i in range(hand.n)
        if ctx.street == 0 and 0 < ctx.forced.blinds[i] < ctx.forced.nominal[i]
    ]
    if (
        short_blind
        and level == max(ctx.forced.nominal)
        and not any(m.kind in AGGRESSIVE for m in ctx.now)
    ):
        i = short_blind[0]
        working.append(
            Step(
                f"p{i + 1} posted only {money(ctx.forced.blinds[i])}, but a short blind does not "
                f"shrink the game: the bet is still {money(level)}"
            )
        )
    full = level - mine
    if mine:
        what = "his blind" if blind_only else "his earlier bet"
        working.append(Step(f"p{a + 1} already has {money(mine)} in front ({what})"))
        working.append(
            Step(f"{money(level)} - {money(mine)} = {money(full)}", (level, -mine), full)
        )
    else:
        working.append(Step(f"he has nothing in front: he calls {money(full)}", (full,), full))
    if full > stack:
        working.append(
            Step(
                f"but he has only {money(stack)} behind: he calls all-in for {money(stack)}",
                (stack,),
                stack,
            )
        )
    ante = ctx.forced.dead[a] if ctx.street == 0 else 0
    candidates: list[tuple[str, Answer | None]] = [
        ("forgot_own_blind" if blind_only else "forgot_own_bet", amounts(level) if mine else None),
        ("ante_counted_live", amounts(answer - ante) if ante else None),
        ("answered_raise_size", amounts(level - prev) if prev else None),
        ("ignored_stack", amounts(full) if full > stack else None),
    ]
    if short_blind and level == max(ctx.forced.nominal):
        short = ctx.forced.blinds[short_blind[0]]
        candidates.append(("matched_short_blind", amounts(short - mine)))
    tags = ["T2-27", "T2-28", "A.2", "A.14b"]
    if full > stack:
        tags.append("T2-46")
    if short_blind:
        tags.append("NL-13")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"How much more must p{a + 1} put in to call?",
        ),
        form=amount_form("to call"),
        answer=amounts(answer),
        working=tuple(working),
        rule=cite("T2-27", "T2-28") + "; the call is the bet less the chips already in front",
        tags=tuple(tags),
        traps=mistakes.traps(amounts(answer), candidates),
        actions=len(ctx.now),
        points=ctx.points() + bool(mine) + (full > stack) - 1,
    )


# ----------------------------------------------------------------- 3 minimum raise


def _increment_steps(ctx: Ctx, raises: list[RaiseStep], inc: int) -> list[Step]:
    hand = ctx.hand
    source = [r for r in raises if r.full and r.move.to - r.before == inc]
    steps: list[Step] = []
    if source:
        r = source[0]
        verb = "bet" if r.before == 0 else f"raised from {money(r.before)} to {money(r.move.to)}"
        if r.before == 0:
            steps.append(
                Step(
                    f"the largest full bet or raise this round is p{r.move.player + 1}'s bet of "
                    f"{money(inc)}"
                )
            )
        else:
            steps.append(
                Step(
                    f"the largest full raise this round: p{r.move.player + 1} {verb}, "
                    f"{money(r.move.to)} - {money(r.before)} = {money(inc)}",
                    (r.move.to, -r.before),
                    inc,
                )
            )
    elif ctx.street == 0 and hand.game.forced is ForcedBets.BLINDS:
        bb = ctx.big_blind()
        straddle = max(ctx.forced.nominal)
        if straddle > bb:
            steps.append(
                Step(
                    f"no raise yet: the straddle of {money(straddle)} is the big blind now, "
                    f"so a raise adds at least {money(inc)}"
                )
            )
        else:
            steps.append(Step(f"no raise yet: a raise adds at least the big blind, {money(inc)}"))
    else:
        steps.append(Step(f"no full bet or raise yet: the minimum is {money(inc)}"))
    for r in raises:
        if not r.full:
            added = r.move.to - r.before
            steps.append(
                Step(
                    f"p{r.move.player + 1}'s all-in to {money(r.move.to)} added only "
                    f"{money(added)}, less than a full raise: the raise size stays {money(inc)}"
                )
            )
    return steps


def min_raise(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure not in (Structure.NO_LIMIT, Structure.POT_LIMIT):
        return None
    if hand.bring_in_due or not hand.can_raise(a) or hand.level <= 0:
        return None
    answer = hand.min_raise_to(a)
    level, inc = hand.level, hand.increment
    if answer is None or answer != level + inc:
        return None
    raises, scan_level, scan_inc = raise_history(ctx.hand, ctx.now, ctx.forced.nominal)
    if (scan_level, scan_inc) != (level, inc):  # pragma: no cover - a record the scan misreads
        steps = [Step(f"the bet is {money(level)}; the largest raise this round is {money(inc)}")]
    else:
        steps = [Step(f"the bet is {money(level)}"), *_increment_steps(ctx, raises, inc)]
    steps.append(
        Step(
            f"minimum raise-to {money(level)} + {money(inc)} = {money(answer)}",
            (level, inc),
            answer,
        )
    )
    shorts = [r for r in raises if not r.full]
    last_short = raises[-1] if raises and not raises[-1].full else None
    bb = ctx.big_blind()
    candidates: list[tuple[str, Answer | None]] = [
        ("doubled_total", amounts(2 * level)),
        (
            "short_allin_as_full_raise",
            amounts(level + (level - last_short.before)) if last_short else None,
        ),
        (
            "measured_from_bet_before_allin",
            amounts(shorts[0].before + inc) if shorts else None,
        ),
        ("big_blind_as_increment", amounts(level + bb) if bb and bb != inc else None),
        ("raise_by_not_to", amounts(inc)),
    ]
    tags = ["T1-1", "T1-2", "T2-04", "A.2"]
    if ctx.street == 0:
        tags.append("T2-03")
    if shorts:
        tags += ["T1-4", "NL-02", "NL-07"]
    if len(raises) >= 3:
        tags.append("T1-6")
    full = [r for r in raises if r.full and r.before]
    calls_after = bool(raises) and any(
        m.kind is ActionKind.CALL
        for m in ctx.now
        if ctx.now.index(m) > ctx.now.index(raises[-1].move)
    )
    if len(full) == 1 and not shorts:
        # one raise over the bet: the next raise adds at least as much (text 2, 1.3(a));
        # calls after it do not change that (text 1, example 4-B)
        tags.append("T2-05")
        if calls_after:
            tags.append("T1-7")
    if len(full) >= 2 and not shorts:
        # a re-raise: the increment is the largest raise so far (text 2, 1.3(b); text 1, ex. 1)
        tags += ["T2-06", "T1-3"]
    if {"T2-05", "T2-06"} & set(tags) and ctx.hand.structure is Structure.NO_LIMIT:
        tags.append("NL-06")  # the same two raises in the corpus's no-limit example
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"p{a + 1} wants to raise. What is the least he may raise to (his total for this round)?",
        ),
        form=amount_form("minimum raise-to"),
        answer=amounts(answer),
        working=tuple(steps),
        rule=cite("T1-1", "T2-04") + " (the largest bet or raise of the round, not the total)",
        tags=tuple(tags),
        traps=mistakes.traps(amounts(answer), candidates),
        actions=len(ctx.now),
        points=ctx.points() + bool(shorts) + (len(raises) >= 3) - 1,
    )


# ----------------------------------------------------------------- 4 pot-limit maximum


def pot_limit_max(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure is not Structure.POT_LIMIT or hand.bring_in_due:
        return None
    if not hand.can_raise(a):
        return None
    top = hand.max_raise_to(a)
    low = hand.min_raise_to(a)
    all_in = hand.bets[a] + hand.stacks[a]
    if top is None or low is None or top >= all_in or top <= low:
        return None
    level, mine = hand.level, hand.bets[a]
    total = hand.pot_total()
    count = hand.pot_limit_count()
    call = level - mine
    after = count + call
    raw = level + after
    steps: list[Step] = []
    bets = [b for b in hand.bets if b]
    if bets and middle(ctx.hand):
        steps.append(
            Step(
                f"pot {money(middle(ctx.hand))} in the middle + bets {sum_text(bets)} = {money(total)}",
                (middle(ctx.hand), *bets),
                total,
            )
        )
    elif bets:
        steps.append(Step(f"pot {money(total)} in front ({sum_text(bets)})", tuple(bets), total))
    else:
        steps.append(Step(f"pot {money(total)}", (total,), total))
    options: list[str] = []
    adj = count - total
    if adj:
        if hand.profile.pl_preflop_sb_value.value == "sb_counted_as_bb":
            reason = "every small blind is counted as a big blind until the big blind acts"
            options.append("pl_preflop_sb_value")
        else:
            reason = "the short blind is counted as a full blind"
            options.append("pl_preflop_irregular_blind")
        steps.append(
            Step(f"{reason}: {money(total)} + {money(adj)} = {money(count)}", (total, adj), count)
        )
    if call:
        steps.append(Step(f"call {money(call)} makes {money(after)}", (count, call), after))
    steps.append(Step(f"raise {money(after)}"))
    steps.append(Step(f"total {money(level)} + {money(after)} = {money(raw)}", (level, after), raw))
    if raw != top:
        options.append("pl_pot_rounding")
        steps.append(
            Step(
                f"rounded up to the {money(hand.stakes.chip_unit)} chip: {money(top)}",
                (raw, top - raw),
                top,
            )
        )
    antes = sum(ctx.forced.dead) if ctx.street == 0 else 0
    candidates: list[tuple[str, Answer | None]] = [
        ("shortcut_with_own_chips", amounts(top + mine) if mine else None),
        ("forgot_call", amounts(level + count) if call else None),
        ("pot_as_total", amounts(after) if level else None),
        ("forgot_bets_in_front", amounts(level + middle(ctx.hand) + call) if bets else None),
        ("forgot_antes", amounts(top - antes) if antes else None),
        ("other_venue_rule", amounts(top - adj) if adj else None),
    ]
    if hand.profile.pl_pot_rounding is PlPotRounding.ROUND_UP_TO_UNIT and raw != top:
        candidates.append(("other_venue_rule", amounts(raw)))
    tags = ["T2-09", "T2-10", "T2-11", "T2-12", "T2-15", "A.5"]
    if antes:
        tags.append("T2-28")
    if mine:
        tags += ["PL-06", "A.17-3"]
    if adj:
        tags.append("T2-13")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f'p{a + 1} says "pot". What is the most he may raise to (his total for this round)?'
            if level
            else f'p{a + 1} says "pot". What is the most he may bet?',
        ),
        form=amount_form("maximum"),
        answer=amounts(top),
        working=tuple(steps),
        rule=cite("T2-09", "T2-10", "T2-11") + " (call first, then raise the whole pot)",
        tags=tuple(tags),
        traps=mistakes.traps(amounts(top), candidates),
        option=option_text(hand.profile, *options),
        actions=len(bets),
        points=ctx.points() + bool(mine) + bool(adj) + bool(antes) - 1,
    )


# ----------------------------------------------------------------- 5 limit bet / cap

_LIMIT_CHOICES = (
    Choice("a", "He may bet or raise", "the total he may bet or raise to"),
    Choice("b", "The betting is capped: he may only call or fold"),
)


def _limit_alternative(ctx: Ctx) -> HandState | None:
    other = (
        LimitRaiseAfterHalfBetAllin.ALLIN_PLUS_ONE_BET
        if ctx.profile.limit_raise_after_half_bet_allin
        is LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL
        else LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL
    )
    return ctx.alternative(limit_raise_after_half_bet_allin=other.value)


def _heads_up_players_step(ctx: Ctx) -> Step | None:
    """At the cap with a player all-in still in the pot: the step saying whom the heads-up
    rule counts (LIMIT_HEADS_UP_PLAYERS), when the other value would rule the cap otherwise."""
    hand, a = ctx.hand, ctx.actor
    mine = ctx.profile.limit_heads_up_players
    other = (
        LimitHeadsUpPlayers.NOT_ALL_IN
        if mine is LimitHeadsUpPlayers.CONTESTING_THE_POT
        else LimitHeadsUpPlayers.CONTESTING_THE_POT
    )
    alt = ctx.alternative(limit_heads_up_players=other.value)
    if a is None or alt is None or alt.actor != a:
        return None
    capped = hand.raise_blocked(a) is RaiseBlock.CAP_REACHED
    if (alt.raise_blocked(a) is RaiseBlock.CAP_REACHED) is capped:
        return None
    all_in = ", ".join(f"p{i + 1}" for i in hand.in_hand() if hand.stacks[i] == 0)
    rule = option_text(hand.profile, "limit_heads_up_players")
    if capped:
        return Step(
            f"{all_in} all-in still contests the pot, so more than two players contest it: "
            f"the cap stands (text 2; {rule})"
        )
    return Step(
        f"only two players who are not all-in are left ({all_in} all-in does not count), so "
        f"the cap does not apply (Robert's Rules of Poker v11, Betting and Raising 3; {rule})"
    )


def _short_allin_steps(hand: HandState, shorts: Sequence[ShortAllin]) -> list[Step]:
    """Each short all-in of the round as the engine counted it, written out in order: what it
    adds to the last full bet, whether that is half a bet, and what the next raise builds on."""
    prof = hand.profile
    full_rule = prof.limit_reopen_threshold is LimitReopenThreshold.FULL_BET
    threshold = "all" if full_rule else "half"
    steps: list[Step] = []
    for s in shorts:
        who = f"p{s.player + 1}'s all-in to {money(s.to)}"
        if s.full_before:
            where = f"the last full bet or raise, {money(s.full_before)}"
        elif hand.game.stud and hand.street == 0:
            where = "no full bet yet (the bring-in is not one: the completion is the bet)"
        else:
            where = "no bet before it"
        steps.append(
            Step(
                f"{who} is {money(s.added)} over {where}: "
                + (
                    f"at least {threshold} of the {money(s.unit)} bet, so it counts as a full "
                    f"bet or raise (text 2, 6.1; {option_text(prof, 'limit_reopen_threshold')})"
                    if s.counted
                    else f"less than {threshold} of the {money(s.unit)} bet, so it is not a full "
                    f"bet or raise (text 2, 6.1; {option_text(prof, 'limit_reopen_threshold')})"
                ),
                (s.full_before, s.added),
                s.to,
            )
        )
        if s.counted:
            rule = option_text(prof, "limit_raise_after_half_bet_allin")
            if prof.limit_raise_after_half_bet_allin is LimitRaiseAfterHalfBetAllin.NEXT_BET_LEVEL:
                steps.append(
                    Step(
                        f"it is treated as a full bet or raise to {money(s.full_after)}: the "
                        f"next raise builds on {money(s.full_after)} (text 2, 6.2(a); {rule})"
                    )
                )
            else:
                steps.append(
                    Step(
                        f"the next raise is one full bet over the all-in: it builds on "
                        f"{money(s.full_after)} (corpus FL-04, FL-05; {rule})"
                    )
                )
        elif s.full_before == 0:
            steps.append(
                Step(
                    "the next player may call it or complete it to a full bet; completing is "
                    "not a raise (text 2, 6.2(b); corpus FL-03)"
                )
            )
        else:
            steps.append(
                Step(
                    f"it is not a raise: the bet is still counted at {money(s.full_after)}, and "
                    "the next raise completes it to a full raise over that (corpus FL-07)"
                )
            )
    return steps


def limit_bet(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure is not Structure.FIXED_LIMIT or hand.bring_in_due:
        return None
    block = hand.raise_blocked(a)
    if block not in (None, RaiseBlock.CAP_REACHED):
        return None
    unit = bet_units(ctx.hand)[0]
    level = hand.level
    cap = hand.cap() or 4
    name = hand.game.streets[ctx.street].name
    size = "big" if hand.game.streets[ctx.street].big_bet else "small"
    steps = [Step(f"{name}: the {size} bet, {money(unit)}")]
    counted = hand.raise_count
    steps.append(
        Step(
            f"bets and raises so far this round: {counted}; the cap is one bet and "
            f"{cap - 1} raises ({option_text(hand.profile, 'limit_raise_cap')})"
        )
    )
    options = ["limit_raise_cap"]
    shorts = short_allins(hand)
    if block is None:
        low, high = hand.min_raise_to(a), hand.max_raise_to(a)
        if low is None or high is None or low != high or low >= hand.bets[a] + hand.stacks[a]:
            return None
        if low != hand.full_level + unit:
            return None  # stud's open-pair big bet: two sizes, not one
        answer: Answer = (Part(letter="a", amount=low),)
        if counted >= cap:
            options.append("limit_heads_up_uncapped")
            players = _heads_up_players_step(ctx)
            if players is not None:
                options.append("limit_heads_up_players")
                steps.append(players)
            else:
                steps.append(
                    Step(
                        f"only two players are contesting the pot, so the cap does not apply "
                        f"({option_text(hand.profile, 'limit_heads_up_uncapped')})"
                    )
                )
        base = hand.full_level
        if shorts:
            if shorts[-1].full_after != base:  # pragma: no cover - read from the engine
                raise RuntimeError(f"the short all-ins' working ends at {shorts[-1].full_after}, "
                                   f"the engine's base is {base}")
            steps += _short_allin_steps(hand, shorts)
            options.append("limit_reopen_threshold")
            if any(s.counted for s in shorts):
                options.append("limit_raise_after_half_bet_allin")
        steps.append(Step(f"next: {money(base)} + {money(unit)} = {money(low)}", (base, unit), low))
        candidates: list[tuple[str, Answer | None]] = [
            (
                "big_bet_on_small_round" if size == "small" else "small_bet_on_big_round",
                (Part(letter="a", amount=base + bet_units(ctx.hand)[1]),)
                if bet_units(ctx.hand)[1] != unit
                else None,
            ),
            ("doubled_total", (Part(letter="a", amount=2 * level),) if level else None),
            ("false_cap", (Part(letter="b"),)),
        ]
        if shorts:
            alt = _limit_alternative(ctx)
            if alt is not None and alt.actor == a and alt.can_raise(a):
                other = alt.min_raise_to(a)
                if other is not None:
                    candidates.append(("other_half_bet_rule", (Part(letter="a", amount=other),)))
    else:
        answer = (Part(letter="b"),)
        if shorts:  # a short all-in counted as a raise is one of the raises that cap it
            steps += _short_allin_steps(hand, shorts)
            options.append("limit_reopen_threshold")
        players = _heads_up_players_step(ctx)
        if players is not None:
            options.append("limit_heads_up_players")
            steps.append(players)
        steps.append(Step("the cap is reached: he may only call or fold"))
        candidates = [("missed_cap", (Part(letter="a", amount=hand.full_level + unit),))]
    tags = ["T2-17", "T2-18", "T2-22", "A.6"]
    if hand.game.stud:
        tags.append("T2-20")
    elif any(s.draw for s in hand.game.streets):
        tags.append("T2-21")
    else:
        tags.append("T2-19")
    if counted >= cap:
        tags.append("T2-23")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"What may p{a + 1} do?\n"
            + "\n".join(
                f"  {c.letter}) {c.text}" + (f" (give {c.amount})" if c.amount else "")
                for c in _LIMIT_CHOICES
            ),
        ),
        form=AnswerForm(FormKind.CHOICE, ("choice",), _LIMIT_CHOICES),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-18", "T2-22", "T2-23"),
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=sum(1 for m in ctx.now if m.kind in AGGRESSIVE),
        points=ctx.points()
        + (counted >= 2)
        + (counted >= cap - 1)
        + bool(shorts)
        + (counted >= cap)
        - 1,
    )


# ----------------------------------------------------------------- 6 may raise

_RAISE_CHOICES = (
    Choice("a", "Yes: he may fold, call or raise"),
    Choice("b", "No: he may only call or fold"),
)


def may_raise(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.bring_in_due or hand.to_call(a) <= 0:
        return None
    block = hand.raise_blocked(a)
    if block not in (None, RaiseBlock.NOT_REOPENED):
        return None
    yes = block is None
    acted = hand.acted[a]
    level = hand.level
    steps: list[Step] = []
    options: list[str] = []
    allins = [m for m in ctx.now if m.all_in and m.kind in (*AGGRESSIVE, ActionKind.CALL)]
    if acted is None:
        steps.append(
            Step(
                f"p{a + 1} has not acted on this round yet: he may fold, call or raise in full "
                "(text 2, 6.1(a))"
            )
        )
        candidates: list[tuple[str, Answer | None]] = [("missed_not_acted", (Part(letter="b"),))]
    else:
        facing = level - acted
        # the size of a full raise when he acted: what the raises since then are held against
        full = _increment_after(ctx, _last_action_index(hand, a))
        steps.append(
            Step(
                f"he last acted when the bet was {money(acted)}; it is now {money(level)}: "
                f"he faces {money(facing)} more",
                (level, -acted),
                facing,
            )
        )
        s = hand.structure
        if hand.profile.short_allin_aggregation is ShortAllinAggregation.INDIVIDUAL and s in (
            Structure.NO_LIMIT,
            Structure.POT_LIMIT,
        ):
            options.append("short_allin_aggregation")
            steps.append(
                Step(
                    "only a single full raise re-opens the betting here (short all-ins do not "
                    "add up)" + (": there was one since he acted" if yes else ": none came")
                )
            )
        elif s is Structure.FIXED_LIMIT:
            unit = bet_units(ctx.hand)[0]
            options.append("limit_reopen_threshold")
            rule = hand.profile.limit_reopen_threshold.value
            need = unit if rule == "full_bet" else unit / 2
            need_text = money(unit) if rule == "full_bet" else f"half a bet ({need:g})"
            steps.append(
                Step(
                    f"in fixed limit {need_text} re-opens: {money(facing)} is "
                    + ("enough" if yes else "not enough")
                )
            )
        elif s is Structure.SPREAD_LIMIT:
            options.append("spread_reopen_rule")
            steps.append(
                Step(
                    f"a full raise is {money(full)} "
                    f"({option_text(hand.profile, 'spread_reopen_rule')}): {money(facing)} is "
                    + ("enough" if yes else "not enough")
                )
            )
        else:
            options.append("short_allin_aggregation")
            steps.append(
                Step(
                    f"a full raise is {money(full)}: {money(facing)} is "
                    + (
                        "at least a full raise, so the betting is re-opened"
                        if yes
                        else "less than a full raise, so it is not re-opened"
                    )
                )
            )
        if yes:
            several = (
                sum(1 for m in allins if hand.moves.index(m) > _last_action_index(hand, a)) > 1
            )
            candidates = [
                ("missed_cumulative" if several else "missed_full_raise", (Part(letter="b"),))
            ]
        else:
            candidates = [("short_allin_as_full_raise", (Part(letter="a"),))]
    steps.append(Step("he may raise" if yes else "he may only call or fold"))
    answer = (Part(letter="a" if yes else "b"),)
    tags = ["T2-32", "T2-33", "T2-34", "A.4"]
    if hand.structure is Structure.FIXED_LIMIT:
        tags.append("T2-35")
    if ctx.street == 0 and acted is None and hand.bets[a]:
        tags.append("T2-27")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"May p{a + 1} raise?\n" + "\n".join(f"  {c.letter}) {c.text}" for c in _RAISE_CHOICES),
        ),
        form=AnswerForm(FormKind.CHOICE, ("choice",), _RAISE_CHOICES),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-32", "T2-33", "T2-34"),
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=len(ctx.now),
        points=(len(hand.in_hand()) >= 4)
        + (ctx.street >= 1)
        + (len(allins) >= 2)
        + (hand.structure is not Structure.NO_LIMIT)
        + (acted is not None)
        + (len(ctx.now) >= 5),
    )


def _increment_after(ctx: Ctx, k: int) -> int:
    """The size of a full raise right after ``hand.moves[k]`` (this street), as
    :func:`~dealer_trainer.engine.explain.raise_history` counts it: the increment a later raise is held against."""
    first = len(ctx.hand.moves) - len(ctx.now)
    return raise_history(ctx.hand, ctx.now, ctx.forced.nominal, upto=k - first + 1)[2]


def _last_action_index(hand: HandState, player: int) -> int:
    for k in range(len(hand.moves) - 1, -1, -1):
        m = hand.moves[k]
        if m.player == player and m.street == hand.street:
            return k
    return -1


# ----------------------------------------------------------------- 7 side pots


def _pot_name(k: int, count: int) -> str:
    if k == 0:
        return "main pot"
    return "side pot" if count == 2 else f"side pot {k}"


def _pots_answer(split_pots: Sequence[tuple[int, tuple[int, ...]]]) -> Answer:
    return tuple(Part(amount=amount, players=tuple(sorted(el))) for amount, el in split_pots)


def side_pots(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    if hand.actor is not None and (any(hand.bets) or ctx.now):
        return None  # the betting of this round is not over
    # with the bets matched, only a player all-in can leave a pot he may not win
    if not any(s == 0 and not f for s, f in zip(hand.stacks, hand.folded, strict=True)):
        return None
    split = hand.pots()
    if len(split.pots) < 2:
        return None
    answer = _pots_answer([(p.amount, p.eligible) for p in split.pots])
    built, uncalled = pot_layers(hand)
    if [b.amount for b in built] != [p.amount for p in split.pots]:  # pragma: no cover
        raise RuntimeError(f"the side pots' working {built} differs from the engine's {split.pots}")
    steps: list[Step] = []
    if uncalled is not None:
        steps.append(
            Step(f"p{uncalled[0] + 1}'s {money(uncalled[1])} that nobody matched goes back to him")
        )
    count = len(built)
    for k, (amount, terms, eligible) in enumerate((b.amount, b.terms, b.eligible) for b in built):
        steps.append(
            Step(
                f"{_pot_name(k, count)}: {grouped_sum_text(terms)} = {money(amount)}, "
                f"for {players_text(eligible)}",
                tuple(terms),
                amount,
            )
        )
    labels = tuple(_pot_name(k, count) for k in range(count))
    folded = [i for i in range(hand.n) if hand.folded[i]]
    candidates: list[tuple[str, Answer | None]] = []
    if folded and any(hand.live[i] for i in folded):
        live = [0 if hand.folded[i] else hand.live[i] for i in range(hand.n)]
        wrong = build_pots(live, hand.dead, hand.folded)
        candidates.append(
            ("forgot_folded_chips", _pots_answer([(p.amount, p.eligible) for p in wrong.pots]))
        )
        elig_wrong = []
        floor = 0
        for layer in built:
            extra = {i for i in folded if hand.live[i] > floor}
            elig_wrong.append((layer.amount, tuple(sorted(set(layer.eligible) | extra))))
            floor = min(hand.live[j] for j in layer.eligible)
        candidates.append(("folded_player_eligible", _pots_answer(elig_wrong)))
    if uncalled is not None:
        last_amount, last_el = split.pots[-1].amount, split.pots[-1].eligible
        wrong_pots = [(p.amount, p.eligible) for p in split.pots[:-1]]
        wrong_pots.append((last_amount + uncalled[1], last_el))
        candidates.append(("uncalled_in_pot", _pots_answer(wrong_pots)))
    ledger = ctx.ledger
    last_street = max(m.street for m in hand.moves) if hand.moves else 0
    if last_street > 0:
        this = list(ledger.streets[last_street])
        before = ledger.total() - sum(this)
        wrong = build_pots(this, [before] + [0] * (hand.n - 1), hand.folded)
        candidates.append(
            ("street_bets_only", _pots_answer([(p.amount, p.eligible) for p in wrong.pots]))
        )
    candidates = [(mid, ans) for mid, ans in candidates if ans is not None and len(ans) == count]
    tags = ["T2-38", "T2-46", "A.12"]
    if any(ledger.dead):
        tags.append("T2-28")
    if folded:
        tags.append("SP-02")
    if uncalled is not None:
        tags.append("SP-10")
    lines = [*ctx.intro(), *ctx.full_story()]
    question = (
        f"The betting is over for now. There are {count} pots. Give each pot, main pot first: "
        "its amount and the players who may win it (one line each, as `amount players`, "
        "e.g. `1250 2 3 4`)."
    )
    return Posed(
        prompt=ctx.prompt(lines, question),
        form=AnswerForm(FormKind.POTS, labels),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-38") + "; folded chips stay in the pots they reached (corpus A.12)",
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        actions=count,
        points=(count >= 3)
        + (count >= 4)
        + bool(folded)
        + (uncalled is not None)
        + bool(sum(ledger.dead))
        + (last_street > 0)
        + (len(hand.in_hand()) >= 5),
    )


# ----------------------------------------------------------------- 10 stud order


def _showing(hand: HandState, i: int) -> ev.Hand:
    ups = [c for c in hand.upcards(i) if c is not None][-4:]
    if hand.game.low_bring_in:
        return ev.showing_hand_low(ups)
    return ev.showing_hand_high(ups)


def stud_order(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or not hand.game.stud:
        return None
    if (hand.street == 0 and not hand.bring_in_due) or (hand.street > 0 and ctx.now):
        return None
    players = hand.in_hand()
    if any(not hand.upcards(i) or None in hand.upcards(i) for i in players):
        return None
    razz = hand.game.low_bring_in
    steps: list[Step] = []
    candidates: list[tuple[str, Answer | None]] = []
    options: list[str] = []
    if ctx.street == 0:
        if not hand.bring_in_due:
            return None
        doors = {i: hand.upcards(i)[0] for i in players}
        assert all(c is not None for c in doors.values())
        cards = {i: c for i, c in doors.items() if c is not None}
        steps.append(Step("door cards: " + ", ".join(f"p{i + 1} {c}" for i, c in cards.items())))
        if razz:
            pick = max(cards, key=lambda i: (cards[i].low_rank, cards[i].suit))
            steps.append(Step(f"razz: the highest card brings it in (aces low): {cards[pick]}"))
            lowest = min(cards, key=lambda i: (cards[i].low_rank, cards[i].suit))
            candidates.append(("lowest_card_in_razz", (Part(player=lowest),)))
            reversed_pick = max(cards, key=lambda i: (cards[i].low_rank, -cards[i].suit))
        else:
            pick = min(cards, key=lambda i: (cards[i].rank, cards[i].suit))
            steps.append(Step(f"the lowest card brings it in: {cards[pick]}"))
            highest = max(cards, key=lambda i: (cards[i].rank, cards[i].suit))
            candidates.append(("highest_card_brings_in", (Part(player=highest),)))
            reversed_pick = min(cards, key=lambda i: (cards[i].rank, -cards[i].suit))
        ties = [i for i in cards if cards[i].rank == cards[pick].rank]
        if len(ties) > 1:
            steps.append(
                Step(
                    "a tie in rank is broken by suit: clubs, diamonds, hearts, spades "
                    "from lowest (text 2, 5.3(a))"
                )
            )
            candidates.append(("suit_order_reversed", (Part(player=reversed_pick),)))
        if pick != a:
            steps.append(
                Step(
                    f"p{pick + 1} is all-in on the ante, so the next player, p{a + 1}, must "
                    "bring it in (corpus ST-07)"
                )
            )
        question = "Who brings it in?"
        tags = ["T2-29", "T2-30", "A.7", "ST-01"] + (["ST-02"] if razz else [])
    else:
        if ctx.now:
            return None
        shows = {i: _showing(hand, i) for i in players if hand.stacks[i] > 0}
        if len(shows) < 2:
            return None
        all_in = [i for i in players if hand.stacks[i] == 0]
        if all_in:
            are, act = ("is", "acts") if len(all_in) == 1 else ("are", "act")
            steps.append(Step(f"{players_text(all_in)} {are} all-in and {act} no more"))
        steps.append(Step("showing: " + ", ".join(f"p{i + 1} {h.name}" for i, h in shows.items())))
        best = max(shows.values())
        tied = [i for i, h in shows.items() if h == best]
        word = "lowest" if razz else "best"
        steps.append(Step(f"the {word} showing hand acts first: {best.name}"))
        if len(tied) > 1:
            options.append("stud_tie_first_to_act")
            steps.append(
                Step(
                    f"{players_text(tied)} tie; "
                    + (
                        "the highest card by suit decides"
                        if hand.profile.stud_tie_first_to_act is StudTieFirstToAct.HIGH_CARD_BY_SUIT
                        else "the player nearest the dealer's left acts first"
                    )
                )
            )
            by_position = min(tied)  # nearest the dealer's left: the lowest seat

            def best_card(i: int) -> tuple[int, int]:
                ups = [c for c in hand.upcards(i) if c is not None]
                if razz:  # the lowest of the highest cards by (rank, suit), aces low
                    top = max((c.low_rank, int(c.suit)) for c in ups)
                    return (-top[0], -top[1])
                high = max(ups)
                return (high.rank, int(high.suit))

            by_suit = max(tied, key=best_card)
            suit_rule = hand.profile.stud_tie_first_to_act is StudTieFirstToAct.HIGH_CARD_BY_SUIT
            other_pick = by_position if suit_rule else by_suit
            candidates.append(("other_tie_rule", (Part(player=other_pick),)))

        def top_card(i: int) -> tuple[int, int]:
            ups = [c for c in hand.upcards(i) if c is not None]
            if razz:
                low = min(ups, key=lambda c: (c.low_rank, c.suit))
                return (-low.low_rank, -low.suit)
            high = max(ups)
            return (high.rank, high.suit)

        candidates.append(("highest_card_not_best_hand", (Part(player=max(shows, key=top_card)),)))
        bring = [m.player for m in hand.moves if m.kind is ActionKind.BRING_IN]
        if bring and bring[0] in shows:
            candidates.append(("bring_in_acts_first", (Part(player=bring[0]),)))
        question = f"Who acts first on {hand.game.streets[ctx.street].name}?"
        tags = ["T2-20", "A.7", "ST-10"]
    answer = (Part(player=a),)
    steps.append(Step(f"p{a + 1} {'brings it in' if ctx.street == 0 else 'acts first'}"))
    lines = [*ctx.intro(), ctx.upcards_line()]
    if ctx.street > 0:
        lines.append(
            f"{hand.game.streets[ctx.street].name[0].upper()}"
            f"{hand.game.streets[ctx.street].name[1:]} has just been dealt."
        )
    return Posed(
        prompt=ctx.prompt(lines, question + " (answer with the player, e.g. p3)"),
        form=AnswerForm(FormKind.PLAYER, ("player",)),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-29", "T2-30") if ctx.street == 0 else cite("T2-20") + "; corpus A.7",
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, *options),
        actions=len(players),
        points=(len(players) >= 4)
        + (len(players) >= 6)
        + (ctx.street >= 1)
        + (ctx.street >= 3)
        + bool(options)
        + (hand.game.low_bring_in or hand.game.hi_lo)
        + any(c[0] == "suit_order_reversed" for c in candidates),
    )


# ----------------------------------------------------------------- 11 stud amounts


def stud_amounts(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or hand.structure is not Structure.FIXED_LIMIT or hand.bring_in_due:
        return None
    level = hand.level
    facing_bring_in = hand.game.stud and ctx.street == 0 and hand.full_level == 0 and level > 0
    allin_now = any(m.all_in and m.kind in AGGRESSIVE for m in ctx.now)
    if not (facing_bring_in or allin_now):
        return None  # the usual moment: nothing to complete, no short all-in to count
    if not hand.can_raise(a):
        return None
    low = hand.min_raise_to(a)
    if low is None or low >= hand.bets[a] + hand.stacks[a]:
        return None
    st = hand.stakes
    unit = bet_units(ctx.hand)[0]
    if low != hand.full_level + unit or low != hand.max_raise_to(a):
        return None  # stud's open-pair big bet: two sizes, not one
    shorts = short_allins(hand)  # replays the hand: read last, once the moment is askable
    if not (facing_bring_in or shorts):
        return None
    steps: list[Step] = []
    candidates: list[tuple[str, Answer | None]] = []
    options: list[str] = []
    if facing_bring_in and not shorts:
        bi = st.bring_in
        steps.append(
            Step(
                f"third street: the bring-in is {money(bi)}; completing makes it the "
                f"small bet, {money(st.small_bet)} in all (text 2, 5.2)"
            )
        )
        steps.append(
            Step(f"complete to {money(bi)} + {money(low - bi)} = {money(low)}", (bi, low - bi), low)
        )
        candidates += [
            ("completion_added_to_bring_in", amounts(bi + st.small_bet)),
            ("big_bet_on_small_round", amounts(st.big_bet)),
            ("doubled_total", amounts(2 * level)),
        ]
        question = f"p{a + 1} wants to complete. To how much?"
        tags = ["T2-29", "A.7", "ST-04"]
    elif shorts:
        last = shorts[-1]
        m_to = last.to
        base = last.full_after
        half = last.counted
        if base + unit != low:  # pragma: no cover - read from the engine
            raise RuntimeError(f"the raise's working {base} + {unit} differs from the engine's {low}")
        steps += _short_allin_steps(hand, shorts)
        options.append("limit_reopen_threshold")
        if any(s.counted for s in shorts):
            options.append("limit_raise_after_half_bet_allin")
        steps.append(
            Step(
                f"the least he may make it: {money(base)} + {money(unit)} = {money(low)}",
                (base, unit),
                low,
            )
        )
        if bet_units(ctx.hand)[1] != unit:
            wrong_unit = (
                "big_bet_on_small_round" if unit == st.small_bet else "small_bet_on_big_round"
            )
            candidates.append((wrong_unit, amounts(base + bet_units(ctx.hand)[1])))
        if not half:
            candidates.append(("short_allin_as_full_raise", amounts(m_to + unit)))
        else:
            alt = _limit_alternative(ctx)
            if alt is not None and alt.actor == a and alt.can_raise(a):
                other = alt.min_raise_to(a)
                if other is not None:
                    candidates.append(("other_half_bet_rule", amounts(other)))
        candidates.append(("doubled_total", amounts(2 * level)))
        question = (
            f"What is the least p{a + 1} may complete or raise to (his total for this round)?"
        )
        tags = [
            "T2-35",
            "T2-36" if half else "T2-37",
            "A.6",
            "FL-04" if half else "FL-03" if last.full_before == 0 else "FL-07",
        ]
    else:
        return None
    return Posed(
        prompt=ctx.prompt([*ctx.intro(), *ctx.current_story(), ctx.actor_line()], question),
        form=amount_form("complete or raise to"),
        answer=amounts(low),
        working=tuple(steps),
        rule=cite("T2-29") if facing_bring_in and not shorts else cite("T2-35", "T2-36", "T2-37"),
        tags=tuple(tags),
        traps=mistakes.traps(amounts(low), candidates),
        option=option_text(hand.profile, *options),
        actions=len(ctx.now),
        points=(len(hand.in_hand()) >= 4)
        + bool(shorts)
        + bool(options)
        + (ctx.street >= 2)
        + (len(ctx.now) >= (4 if shorts else 2)),
    )


# ----------------------------------------------------------------- 12 showdown


def _shares_answer(result: Settlement) -> Answer:
    parts = []
    for award in result.awards:
        got: dict[int, int] = {}
        for share in award.shares:
            got[share.player] = got.get(share.player, 0) + share.amount
        parts.append(Part(shares=tuple(sorted((p, x) for p, x in got.items() if x))))
    return tuple(parts)


def _winners_text(shares: Sequence[Share]) -> str:
    words = []
    for share in shares:
        hand_name = f" with {share.hand}" if share.hand else ""
        words.append(f"p{share.player + 1}{hand_name} {money(share.amount)}")
    return ", ".join(words)


def _tie_note(hand: HandState, unit: int) -> str:
    first = "by suit" if hand.game.stud else "left of the button"
    return f" (split in {money(unit)} chips; an odd chip goes to the first winner {first})"


def _award_steps(hand: HandState, name: str, award: PotAward, unit: int) -> list[Step]:
    """A pot's award as a dealer explains it: a split's odd chip by the rule that places it.

    Hi-lo: the pot is halved in chips, the high half takes an odd chip (text 2 and corpus
    A.12); each half is then split among its own winners, an odd chip of a half going to
    its first winner (left of the button; in stud by suit)."""
    net = award.amount - award.rake
    highs = tuple(s for s in award.shares if s.half == "high")
    lows = tuple(s for s in award.shares if s.half == "low")
    if not (highs and lows):
        note = _tie_note(hand, unit) if len(award.shares) > 1 else ""
        return [
            Step(
                f"{name} {money(net)}: {_winners_text(award.shares)}{note}",
                tuple(s.amount for s in award.shares),
                net,
            )
        ]
    high_half = sum(s.amount for s in highs)  # the engine's halves, as it awarded them
    low_half = sum(s.amount for s in lows)
    why = (
        "the high half takes the odd chip (corpus A.12)" if high_half != low_half else "no odd chip"
    )
    steps = [
        Step(
            f"{name} {money(net)}: split high and low, high half {money(high_half)} and "
            f"low half {money(low_half)}: {why}",
            (high_half, low_half),
            net,
        )
    ]
    for label, shares, total in (("high", highs, high_half), ("low", lows, low_half)):
        note = _tie_note(hand, unit) if len(shares) > 1 else ""
        steps.append(
            Step(
                f"{label} half {money(total)}: {_winners_text(shares)}{note}",
                tuple(s.amount for s in shares),
                total,
            )
        )
    return steps


_SHOWDOWN_SWITCHES: Final = (
    "stud_odd_chip_cards",
    "stud_hi_lo_qualifier",
    "badeucey_aces",
    "badugi_split_odd_chip",
    "short_deck_trips_vs_straight",
)
"""The venue switches a showdown's awards may rest on (who wins, where an odd chip goes)."""


def showdown_options(
    hand: HandState, answer: Answer, read: frozenset[str] | None = None
) -> tuple[str, ...]:
    """The switches of :data:`_SHOWDOWN_SWITCHES` the awards depend on: those under
    another value of which the engine settles the same hand differently. ``read``: the
    switches settling the hand read (``engine.consulted.reading``); one it did not read
    cannot change the awards, so it is not tried."""
    if read is None:
        read = reading(hand, settle)[1]
    found: list[str] = []
    saved = hand.profile
    try:
        for name in _SHOWDOWN_SWITCHES:
            if name not in read:
                continue
            current = getattr(saved, name)
            for member in type(current):
                if member is current:
                    continue
                hand.profile = saved.with_options(**{name: member.value})
                try:
                    other = _shares_answer(settle(hand))
                except ShowdownError:
                    other = None
                if other != answer:
                    found.append(name)
                    break
    finally:
        hand.profile = saved
    return tuple(found)


def showdown(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    if not hand.finished:
        return None
    contenders = [i for i in hand.in_hand() if i not in hand.mucked]
    if len(contenders) < 2:
        return None
    try:
        result, read = reading(hand, settle)
    except ShowdownError:
        return None
    answer = _shares_answer(result)
    if any(not p.shares for p in answer):
        return None
    unit = hand.stakes.chip_unit
    count = len(result.awards)
    steps: list[Step] = []
    if result.returned is not None:
        steps.append(
            Step(
                f"p{result.returned[0] + 1}'s {money(result.returned[1])} that nobody "
                "matched goes back to him"
            )
        )
    labels = []
    for k, award in enumerate(result.awards):
        name = _pot_name(k, count)
        labels.append(name)
        steps.extend(_award_steps(hand, name, award, unit))
    candidates: list[tuple[str, Answer | None]] = []
    parts = list(answer)
    for k, award in enumerate(result.awards):
        amounts_ = [s.amount for s in award.shares]
        if len(amounts_) > 1 and max(amounts_) != min(amounts_):
            got = dict(parts[k].shares)
            rich = [s for s in award.shares if s.amount == max(amounts_)]
            poor = [s for s in award.shares if s.amount == min(amounts_)]
            if rich[0].half is None and poor[-1].half is None:
                got[rich[0].player] -= unit
                got[poor[-1].player] += unit
                wrong = parts.copy()
                wrong[k] = Part(shares=tuple(sorted((p, x) for p, x in got.items() if x)))
                candidates.append(("odd_chip_wrong_player", tuple(wrong)))
            highs = [s for s in award.shares if s.half in ("high", "badugi")]
            lows = [s for s in award.shares if s.half == "low"]
            if highs and lows:
                high_total = sum(s.amount for s in highs)
                low_total = sum(s.amount for s in lows)
                if len(highs) == 1 and len(lows) == 1 and high_total > low_total:
                    got2: dict[int, int] = {}
                    got2[highs[0].player] = got2.get(highs[0].player, 0) + high_total - unit
                    got2[lows[0].player] = got2.get(lows[0].player, 0) + low_total + unit
                    wrong = parts.copy()
                    wrong[k] = Part(shares=tuple(sorted(got2.items())))
                    candidates.append(("odd_chip_to_low", tuple(wrong)))
                if len(highs) == 1:
                    wrong = parts.copy()
                    wrong[k] = Part(shares=((highs[0].player, award.amount - award.rake),))
                    candidates.append(("high_takes_all", tuple(wrong)))
    main = result.awards[0]
    if len(main.shares) == 1 and count > 1 and not hand.game.hi_lo:
        winner = main.shares[0].player
        wrong = parts.copy()
        changed = False
        for k, award in enumerate(result.awards[1:], start=1):
            if winner not in award.eligible:
                wrong[k] = Part(shares=((winner, award.amount - award.rake),))
                changed = True
        if changed:
            candidates.append(("side_pot_to_ineligible", tuple(wrong)))
    lines = [*ctx.intro(), *ctx.full_story()]
    if hand.board:
        lines.append(board_text(hand))
    for i in contenders:
        cards = hand.hole[i]
        lines.append(f"p{i + 1} shows {cards_text(cards)}.")
    pots_line = "; ".join(
        f"{_pot_name(k, count)} {money(a.amount - a.rake)} ({players_text(a.eligible)})"
        for k, a in enumerate(result.awards)
    )
    lines.append(f"Pots: {pots_line}. Smallest chip: {money(unit)}. The button is p{hand.n}.")
    tags = ["T2-38", "A.12"]
    if any(len(a.shares) > 1 for a in result.awards):
        tags.append("SP-11")
    options = showdown_options(hand, answer, read)
    if options:
        steps.append(
            Step(
                "The awards rest on the house rule: "
                + "; ".join(option_text(hand.profile, name) for name in options)
            )
        )
    return Posed(
        prompt=ctx.prompt(
            lines,
            "Push the pots: for each pot, main pot first, who wins and how much each receives "
            "(one line each, as `p4 1075 p6 1050`).",
        ),
        form=AnswerForm(FormKind.SHARES, tuple(labels)),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-38") + "; each pot is awarded separately, odd chips by corpus A.12",
        tags=tuple(tags),
        option=option_text(hand.profile, *options),
        traps=mistakes.traps(answer, candidates),
        actions=len(contenders),
        points=(len(contenders) >= 3)
        + (count >= 2)
        + (count >= 3)
        + hand.game.hi_lo
        + any(len(a.shares) > 1 for a in result.awards),
    )


# ----------------------------------------------------------------- 14 spread range


def spread_range(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    st = hand.stakes
    if a is None or hand.structure is not Structure.SPREAD_LIMIT or st.spread is None:
        return None
    if not hand.can_raise(a) or hand.level <= 0:
        return None
    low, high = hand.min_raise_to(a), hand.max_raise_to(a)
    level, inc = hand.level, hand.increment
    top = level + st.spread[1]
    if low is None or high is None or low != level + inc or high != top or low >= high:
        return None
    raises, scan_level, scan_inc = raise_history(ctx.hand, ctx.now, ctx.forced.nominal)
    steps = [Step(f"the bet is {money(level)}")]
    if (scan_level, scan_inc) == (level, inc):
        steps += _increment_steps(ctx, raises, inc)
    steps.append(
        Step(f"smallest raise: {money(level)} + {money(inc)} = {money(low)}", (level, inc), low)
    )
    steps.append(
        Step(
            f"largest: a raise of at most {money(st.spread[1])}, the top of the spread: "
            f"{money(level)} + {money(st.spread[1])} = {money(top)}",
            (level, st.spread[1]),
            top,
        )
    )
    answer = amounts(low, high)
    candidates: list[tuple[str, Answer | None]] = [
        ("min_from_spread_low", amounts(level + st.spread[0], high)),
        ("max_is_spread_top", amounts(low, st.spread[1])),
        ("doubled_total", amounts(2 * level, high)),
        ("raise_by_not_to", amounts(inc, st.spread[1])),
    ]
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"p{a + 1} wants to raise. What are the smallest and the largest totals he may raise "
            "to? (two lines: smallest, then largest)",
        ),
        form=AnswerForm(FormKind.AMOUNTS, ("smallest raise-to", "largest raise-to")),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-25"),
        tags=("T2-25", "T2-26", "A.8", "SL-01", "SL-02"),
        traps=mistakes.traps(answer, candidates),
        actions=len(ctx.now),
        points=ctx.points() + (len(raises) >= 2) - 1,
    )


# ----------------------------------------------------------------- 15 blinds


def blinds(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    a = ctx.actor
    if a is None or ctx.street != 0 or hand.game.forced is not ForcedBets.BLINDS:
        return None
    if hand.structure is Structure.SPREAD_LIMIT or not hand.can_raise(a):
        return None
    nominal = ctx.forced.nominal
    top = max(nominal)
    if hand.level != top or any(m.kind in AGGRESSIVE for m in ctx.now):
        return None
    low = hand.min_raise_to(a)
    if low is None or low >= hand.bets[a] + hand.stacks[a]:
        return None
    big_bet_game = hand.structure in (Structure.POT_LIMIT, Structure.NO_LIMIT)
    if big_bet_game and low != hand.level + hand.increment:
        return None
    bb = ctx.big_blind()
    straddle = top > bb
    short = [i for i in range(hand.n) if 0 < ctx.forced.blinds[i] < nominal[i]]
    option = hand.bets[a] == hand.level and hand.acted[a] is None and hand.bets[a] > 0
    payers = [i for i in range(hand.n) if hand.stakes.antes[i]]
    bba = len(payers) == 1 and hand.n > 2
    if not (straddle or short or option or bba):
        return None
    call = hand.to_call(a)
    mine = hand.bets[a]
    steps: list[Step] = []
    if straddle:
        steps.append(
            Step(
                f"the straddle of {money(top)} is a live blind raise: it is the bet to "
                "match, and the straddler has the option (text 2, straddle)"
            )
        )
    else:
        steps.append(Step(f"the big blind of {money(bb)} is the bet to match"))
    for i in short:
        steps.append(
            Step(
                f"p{i + 1} posted only {money(ctx.forced.blinds[i])}: a short blind "
                f"does not shrink the game, the bet is still {money(top)}"
            )
        )
    if option:
        steps.append(
            Step(
                f"p{a + 1}'s own blind of {money(mine)} is live: to call 0; he "
                "may check or raise (text 2, blinds)",
                (0,),
                0,
            )
        )
    elif mine:
        steps.append(
            Step(f"call: {money(top)} - {money(mine)} in front = {money(call)}", (top, -mine), call)
        )
    else:
        steps.append(Step(f"call {money(call)}", (call,), call))
    if hand.structure is Structure.FIXED_LIMIT:
        raise_by = low - hand.level
        steps.append(
            Step(
                f"a raise adds one bet: {money(hand.level)} + {money(raise_by)} = {money(low)}",
                (hand.level, raise_by),
                low,
            )
        )
    else:
        steps.append(
            Step(
                f"minimum raise-to: {money(hand.level)} + {money(hand.increment)} = {money(low)}",
                (hand.level, hand.increment),
                low,
            )
        )
    answer = amounts(call, low)
    inc = low - hand.level
    ante = ctx.forced.dead[a]
    candidates: list[tuple[str, Answer | None]] = [
        ("forgot_own_blind", amounts(top, low) if mine else None),
        ("straddle_as_raise", amounts(call, top + (top - bb)) if straddle else None),
        ("ante_counted_live", amounts(call - ante, low) if ante and call else None),
    ]
    if short and max(nominal[i] for i in short) == top:
        posted = min(ctx.forced.blinds[i] for i in short)
        candidates.append(("matched_short_blind", amounts(max(posted - mine, 0), posted + inc)))
    tags = ["T2-27", "A.9"]
    if straddle:
        tags += ["T2-31", "NL-11"]
    if short:
        tags += ["T2-03", "NL-13"]
    if option:
        tags.append("NL-14")
    if ante:
        tags.append("T2-28")
    return Posed(
        prompt=ctx.prompt(
            [*ctx.intro(), *ctx.current_story(), ctx.actor_line()],
            f"For p{a + 1}: how much to call (0 if he may check), and the least he may raise to? "
            "(two lines: call, then raise-to)",
        ),
        form=AnswerForm(FormKind.AMOUNTS, ("to call", "minimum raise-to")),
        answer=answer,
        working=tuple(steps),
        rule=cite("T2-27", "T2-31") if straddle else cite("T2-27", "T2-03"),
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option_text(hand.profile, "straddle") if straddle else "",
        actions=len(ctx.now) + sum(1 for b in ctx.forced.blinds if b),
        points=(len(hand.in_hand()) >= 5)
        + straddle
        + bool(short)
        + bool(ante)
        + (len(ctx.now) >= 3)
        + (hand.structure is not Structure.NO_LIMIT),
    )


# ----------------------------------------------------------------- 17 rake


def house_rules_text(profile: VenueProfile, unit: int) -> str:
    """The house's rake and drop in words."""
    words: list[str] = []
    if profile.rake_percent:
        text = f"rake {profile.rake_percent}% of the pot, rounded down to the {money(unit)} chip"
        if profile.rake_cap:
            text += f", at most {money(profile.rake_cap)}"
        if profile.rake_min_pot:
            text += f", from pots of {money(profile.rake_min_pot)} or more"
        words.append(text)
    if profile.rake_drop:
        words.append(
            f"a drop of {money(profile.rake_drop)} from pots of "
            f"{money(profile.rake_drop_threshold)} or more"
        )
    if profile.jackpot_drop:
        words.append(
            f"jackpot drop {money(profile.jackpot_drop)} from pots of "
            f"{money(profile.jackpot_min_pot)} or more"
        )
    if profile.rake_no_flop_no_drop:
        words.append("no flop, no drop")
    return "; ".join(words)


def rake(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    prof = hand.profile
    if not hand.finished or not (prof.rake_percent or prof.rake_drop or prof.jackpot_drop):
        return None
    split = hand.pots()
    total, rake_, jp, pushed = house_split(hand)
    unit = hand.stakes.chip_unit
    first = first_round(hand)
    if rake_parts(prof, total, unit, first) != (rake_, jp):  # pragma: no cover - the engine's
        raise RuntimeError(f"the rake's working differs from the engine's take {(rake_, jp)}")
    house = rake_ + jp  # shown as a step: rake + jackpot drop = what the house takes
    steps: list[Step] = []
    uncalled = split.uncalled
    if uncalled is not None:
        steps.append(
            Step(
                f"p{uncalled.player + 1}'s {money(uncalled.amount)} was not called: "
                "it goes back to him before the pot is raked"
            )
        )
    steps.append(Step(f"pot {money(total)}", (total,), total))
    if first and prof.rake_no_flop_no_drop:
        steps.append(Step("the hand ended before the flop: no flop, no drop, rake 0", (0,), 0))
    else:
        if prof.rake_percent:
            if total >= prof.rake_min_pot:
                exact, rounded = rake_percent(prof, total, unit)
                steps.append(
                    Step(
                        f"{prof.rake_percent}% of {money(total)} is {exact.normalize():f}, "
                        f"rounded down to {money(rounded)}"
                    )
                )
                if prof.rake_cap and rounded > prof.rake_cap:
                    steps.append(Step(f"the cap is {money(prof.rake_cap)}"))
            else:
                steps.append(Step(f"the pot is under {money(prof.rake_min_pot)}: no rake"))
        if prof.rake_drop and total >= prof.rake_drop_threshold:
            steps.append(Step(f"plus the drop of {money(prof.rake_drop)}"))
        if jp:
            steps.append(Step(f"jackpot drop {money(jp)}"))
    steps.append(
        Step(f"the house takes {money(rake_)} + {money(jp)} = {money(house)}", (rake_, jp), house)
    )
    steps.append(
        Step(f"push {money(total)} - {money(house)} = {money(pushed)}", (total, -house), pushed)
    )
    answer = amounts(house, pushed)
    candidates: list[tuple[str, Answer | None]] = []
    if uncalled is not None:
        t2 = total + uncalled.amount
        r2, j2 = rake_parts(prof, t2, unit, first)
        candidates.append(("raked_uncalled_bet", amounts(r2 + j2, t2 - r2 - j2)))
    r3, j3 = rake_parts(prof, total, unit, first, cap=False)
    candidates.append(("ignored_rake_cap", amounts(r3 + j3, total - r3 - j3)))
    if jp:
        candidates.append(("forgot_jackpot_drop", amounts(rake_, total - rake_)))
    r4, j4 = rake_parts(prof, total, unit, first, no_flop=False)
    candidates.append(("raked_no_flop", amounts(r4 + j4, total - r4 - j4)))
    r5, j5 = rake_parts(prof, total, unit, first, round_up=True)
    candidates.append(("rounded_rake_up", amounts(r5 + j5, total - r5 - j5)))
    lines = [*ctx.intro(), f"House: {house_rules_text(prof, unit)}.", *ctx.full_story()]
    winners = hand.in_hand()
    if len(winners) == 1:
        lines.append(f"Everyone else has folded: p{winners[0] + 1} wins.")
    else:
        lines.append(f"The hand goes to a showdown between {players_text(winners)}.")
    return Posed(
        prompt=ctx.prompt(
            lines,
            "How much does the house take (rake and drops), and how much is pushed to the "
            "winner(s)? (two lines: house, then pushed)",
        ),
        form=AnswerForm(FormKind.AMOUNTS, ("house takes", "pushed")),
        answer=answer,
        working=tuple(steps),
        rule="the venue's posted rake and drop; " + cite("SP-10"),
        tags=("T2-38", "SP-10", "A.12"),
        traps=mistakes.traps(answer, candidates),
        option=house_rules_text(prof, unit),
        actions=1 + bool(prof.rake_cap) + bool(jp) + (uncalled is not None),
        points=(uncalled is not None)
        + bool(jp)
        + first
        + bool(prof.rake_min_pot)
        + bool(prof.rake_drop)
        + (len(hand.moves) >= 10),
    )


# ----------------------------------------------------------------- 13 chip count


def pose_chip_count(pile: ChipPile, *, context: str = "") -> Posed:
    """A chip-count question for a pile of chips."""
    from dealer_trainer.engine.chips import get_chip_set

    chips = get_chip_set(pile.chip_set)
    counts = pile.counts
    answer_value = sum(v * c for v, c in counts)
    steps: list[Step] = []
    totals: list[int] = []
    for value, count in counts:
        d = chips.denomination(value)
        steps.append(
            Step(
                f"{count} {d.colour_name} ({d.label}) = {count} x {money(value)} = "
                f"{money(value * count)}",
                (value,) * count,
                value * count,
            )
        )
        totals.append(value * count)
    if len(totals) > 1:
        steps.append(add_step("total", totals))
    values = chips.values
    candidates: list[tuple[str, Answer | None]] = []
    if len(counts) >= 2:
        smallest = counts[-1]
        candidates.append(("forgot_a_colour", amounts(answer_value - smallest[0] * smallest[1])))
    most = max(counts, key=lambda vc: (vc[1], vc[0]))
    idx = values.index(most[0])
    other = values[idx + 1] if idx + 1 < len(values) else values[idx - 1]
    candidates.append(("swapped_colours", amounts(answer_value + (other - most[0]) * most[1])))
    candidates.append(("counted_chips_not_value", amounts(sum(c for _, c in counts))))
    described = ", ".join(
        f"{c} {chips.denomination(v).colour_name} ({chips.denomination(v).marking})"
        for v, c in counts
    )
    lines = [
        f"Chip set: {chips.name} ("
        + ", ".join(f"{d.colour_name} {d.label}" for d in chips.denominations)
        + ").",
        context or "A player pushes out a pile of chips.",
        f"The pile: {described}.",
    ]
    return Posed(
        prompt="\n".join([*lines, "How much is the pile worth?"]),
        form=amount_form("total"),
        answer=amounts(answer_value),
        working=tuple(steps),
        rule="count each colour by its value; " + cite("A.10"),
        tags=("T2-41", "T2-42", "A.10"),
        traps=mistakes.traps(amounts(answer_value), candidates),
        actions=len(counts),
        points=(len(counts) >= 3)
        + (len(counts) >= 4)
        + (sum(c for _, c in counts) >= 12)
        + (answer_value % 100 != 0),
    )


# ----------------------------------------------------------------- registry

POSERS: dict[str, Callable[[Ctx], Posed | None]] = {
    "pot_count": pot_count,
    "to_call": to_call,
    "min_raise": min_raise,
    "pot_limit_max": pot_limit_max,
    "limit_bet": limit_bet,
    "may_raise": may_raise,
    "side_pots": side_pots,
    "stud_order": stud_order,
    "stud_amounts": stud_amounts,
    "showdown": showdown,
    "spread_range": spread_range,
    "blinds": blinds,
    "rake": rake,
}
"""The hand kinds the quiz can pose (chip count has no hand; rulings come from the engine)."""


KIND_ASKS: dict[str, str] = {
    "pot_count": "pot",
    "to_call": "to_call",
    "min_raise": "min_raise_to",
    "pot_limit_max": "max_raise_to",
    "limit_bet": "limit_bet",
    "may_raise": "may_raise",
    "side_pots": "pots",
    "stud_order": "first_to_act",
    "stud_amounts": "min_raise_to",
    "showdown": "shares",
    "spread_range": "raise_range",
    "blinds": "call_and_min_raise",
    "rake": "house",
    "chip_action": "ruling",
    "verbal": "ruling",
}
"""Each kind's usual ask (:data:`dealer_trainer.engine.asked.ASKS`): its key is the
engine's answer to it. A poser may ask otherwise (the pot without the bets in front)."""


def structure_tags(kind: str, setup: HandSetup) -> tuple[str, ...]:
    """The source-text paragraphs that say which games are played in the hand's structure,
    and what that structure allows, for the kinds whose answer rests on them."""
    tags: list[str] = []
    structure = setup.betting
    if kind in ("to_call", "min_raise", "may_raise", "pot_count", "side_pots"):
        tags.append("T2-01")  # text 2's opening: betting structures and betting rules
    if structure is Structure.NO_LIMIT:
        if kind in ("min_raise", "to_call", "may_raise"):
            tags.append("T2-08")  # the no-limit games
        if kind == "min_raise":
            tags += ["T2-02", "T2-07"]  # any amount up to all his chips; no cap
    elif structure is Structure.POT_LIMIT:
        if kind in ("pot_limit_max", "min_raise"):
            tags.append("T2-16")  # the pot-limit games
        if kind == "min_raise":
            tags.append("T2-14")  # pot-limit minimums as in no-limit
    elif (
        structure is Structure.FIXED_LIMIT
        and (setup.game.stud or any(s.draw for s in setup.game.streets))
        and kind in ("limit_bet", "stud_amounts")
    ):
        tags.append("T2-24")  # the fixed-limit stud and draw games
    if structure is Structure.FIXED_LIMIT and kind in ("limit_bet", "stud_amounts"):
        tags.append("A.1")  # the bet of each round, small or big
        if kind == "limit_bet" and setup.game.stud:
            tags.append("ST-11")  # stud's street sizes
        if kind == "limit_bet" and setup.game.code == "F2L3D":
            tags.append("FL-15")  # triple draw's structure
    if (
        len(setup.starting_stacks) == 2
        and setup.game.forced is ForcedBets.BLINDS
        and kind in ("to_call", "blinds", "pot_count")
    ):
        tags.append("HU-01")  # heads-up: the button posts the small blind
    return tuple(tags)


def difficulty_of(points: int) -> int:
    """Difficulty 1-5 from difficulty points."""
    return max(1, min(5, 1 + points))


def question_from(
    kind: str,
    posed: Posed,
    *,
    qid: str,
    variant: str,
    structure: str,
    profile: str,
    situation: Situation | None = None,
    pile: ChipPile | None = None,
    tags: Sequence[str] = (),
    action: PlayerAction | None = None,
    ask: str = "",
    params: Sequence[tuple[str, object]] = (),
) -> Question:
    """Assemble a question from what a poser made (``ask``: what is asked, when neither
    the poser nor the kind says it; ``params``: what the ask needs beyond the hand)."""
    info = KINDS[kind]
    more = structure_tags(kind, situation.setup) if situation is not None else ()
    merged = tuple(dict.fromkeys([*posed.tags, *tags, *more]))
    return Question(
        id=qid,
        kind=kind,
        skill=info.skill,
        variant=variant,
        structure=structure,
        difficulty=difficulty_of(posed.points),
        prompt=plain_words(posed.prompt),
        form=plain_form(posed.form),
        answer=posed.answer,
        working=plain_steps(posed.working),
        rule=plain_words(posed.rule),
        option=posed.option,
        profile=profile,
        tags=merged,
        target_ms=target_ms(kind, posed.actions),
        traps=posed.traps,
        situation=situation,
        pile=pile,
        actions_tracked=posed.actions,
        action=action,
        ask=posed.ask or ask or KIND_ASKS.get(kind, ""),
        params=tuple(params),
    )


def pose_pile(pile: ChipPile, *, qid: str, variant: str = "NT", context: str = "") -> Question:
    """A chip-count question for a pile of chips (no hand needed)."""
    info = VARIANTS[variant]
    return question_from(
        "chip_count",
        pose_chip_count(pile, context=context),
        qid=qid,
        variant=variant,
        structure=info.structure,
        profile="standard",
        pile=pile,
    )


def pose(
    kind: str,
    hand: HandState,
    *,
    qid: str,
    forced: Forced | None = None,
    mode: int = 0,
    seat: int | None = None,
    tags: Sequence[str] = (),
) -> Question | None:
    """The question of ``kind`` in this hand at this moment, or None if it is undefined here."""
    poser = POSERS.get(kind)
    if poser is None:
        raise KeyError(f"no hand question of kind {kind!r}")
    ctx = Ctx(hand, forced, mode)
    posed = poser(ctx)
    if posed is None:
        return None
    situation = Situation(hand.setup, tuple(hand.log), hand.actor if seat is None else seat)
    return question_from(
        kind,
        posed,
        qid=qid,
        variant=ctx.variant,
        structure=hand.structure.value,
        profile=hand.profile.name,
        situation=situation,
        tags=tags,
    )
