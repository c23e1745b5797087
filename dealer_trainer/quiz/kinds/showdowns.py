"""Showdown: who wins each pot and how much (kind ``showdown``).

Asks: each winner's share of each pot, split pots and odd chips included, in high, low and
hi-lo games. Rules: source text 2, 2.38 (each pot awarded separately), corpus A.12 (the odd
chip); the venue options of the odd chip and ties (``showdown_options`` names those under
which this hand would settle differently). Answer: the engine's ``engine.showdown.settle``;
the steps write each award as the engine made it. Amounts are written as ``money()`` writes
them (``1,075``), looked up inline in each text (``_MONEY[amount]``: engine.narration
AMOUNT_TEXTS, each amount's text written once): several a question.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dealer_trainer.engine.consulted import reading
from dealer_trainer.engine.games import Evaluation, Game
from dealer_trainer.engine.narration import AMOUNT_TEXTS as _MONEY
from dealer_trainer.engine.showdown import PotAward, Settlement, Share, ShowdownError, settle
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import Ctx, Posed, cite, new_posed, option_text
from dealer_trainer.quiz.kinds.pots import _pot_name
from dealer_trainer.quiz.model import Answer, AnswerForm, FormKind, Part, Step, new_step
from dealer_trainer.quiz.narrate import board_text, cards_text, players_text

# ----------------------------------------------------------------- 12 showdown


def _shares_answer(result: Settlement) -> Answer:
    parts = []
    for award in result.awards:
        shares = award.shares
        # a Part made with its fields in order, without keywords (a class called with
        # keywords gets them in a dict, built and then read back): shares is the fourth
        if len(shares) == 1:  # one winner (the usual pot): his share, unless it is nothing
            only = shares[0]
            parts.append(Part(None, (), None, ((only.player, only.amount),) if only.amount else ()))
            continue
        got: dict[int, int] = {}
        for share in award.shares:
            got[share.player] = got.get(share.player, 0) + share.amount
        parts.append(Part(None, (), None, tuple(sorted((p, x) for p, x in got.items() if x))))
    return tuple(parts)


def _winners_text(shares: Sequence[Share]) -> str:
    words = []
    for share in shares:
        hand_name = f" with {share.hand}" if share.hand else ""
        words.append(f"p{share.player + 1}{hand_name} {_MONEY[share.amount]}")
    return ", ".join(words)


def _tie_note(hand: HandState, unit: int) -> str:
    first = "by suit" if hand.game.stud else "left of the button"
    return f" (split in {_MONEY[unit]} chips; an odd chip goes to the first winner {first})"


def _award_steps(hand: HandState, name: str, award: PotAward, unit: int) -> list[Step]:
    """A pot's award as a dealer explains it: a split's odd chip by the rule that places it.

    Hi-lo: the pot is halved in chips, the high half takes an odd chip (text 2 and corpus
    A.12); each half is then split among its own winners, an odd chip of a half going to
    its first winner (left of the button; in stud by suit)."""
    net = award.amount - award.rake
    shares = award.shares
    if shares and shares[0].half is not None:  # a pot settled in halves: each share names one
        highs = tuple([s for s in shares if s.half == "high"])
        lows = tuple([s for s in shares if s.half == "low"])
    else:  # a whole pot: every share's half is None (the engine halves a pot or none of it)
        highs = lows = ()
    if not (highs and lows):
        note = _tie_note(hand, unit) if len(shares) > 1 else ""
        return [
            new_step(
                f"{name} {_MONEY[net]}: {_winners_text(shares)}{note}",
                tuple([s.amount for s in shares]),
                net,
            )
        ]
    high_half = sum(s.amount for s in highs)  # the engine's halves, as it awarded them
    low_half = sum(s.amount for s in lows)
    why = (
        "the high half takes the odd chip (corpus A.12)" if high_half != low_half else "no odd chip"
    )
    steps = [
        new_step(
            f"{name} {_MONEY[net]}: split high and low, high half {_MONEY[high_half]} and "
            f"low half {_MONEY[low_half]}: {why}",
            (high_half, low_half),
            net,
        )
    ]
    for label, shares, total in (("high", highs, high_half), ("low", lows, low_half)):
        note = _tie_note(hand, unit) if len(shares) > 1 else ""
        steps.append(
            new_step(
                f"{label} half {_MONEY[total]}: {_winners_text(shares)}{note}",
                tuple(s.amount for s in shares),
                total,
            )
        )
    return steps


_SHARES_FORMS: dict[int, AnswerForm] = {}
"""The answer form for each number of pots: a frozen value the same for every showdown
with that many pots, so it is made once (as ``pots._pots_form``)."""


def _shares_form(count: int) -> AnswerForm:
    form = _SHARES_FORMS.get(count)
    if form is None:
        labels = tuple([_pot_name(k, count) for k in range(count)])
        form = _SHARES_FORMS[count] = AnswerForm(FormKind.SHARES, labels)
    return form


_SHOWDOWN_SWITCHES: Final = (
    "stud_odd_chip_cards",
    "stud_hi_lo_qualifier",
    "badeucey_aces",
    "badugi_split_odd_chip",
    "short_deck_trips_vs_straight",
)
"""The venue switches a showdown's awards may rest on (who wins, where an odd chip goes)."""

_SWITCHED_READINGS: Final = frozenset(
    {Evaluation.SHORT_DECK, Evaluation.LOW8, Evaluation.BADEUCEY_BADUGI}
)
"""The ways of reading a hand that read a switch: the short deck's trips against a
straight, stud's eight-or-better qualifier, Badeucey's ace."""


_NONE_READ: Final = frozenset[str]()
"""No switch read (a frozenset made once: ``frozenset[str]()`` is a call through the alias)."""


def _reads_no_switch(game: Game) -> bool:
    """Whether settling a hand of ``game`` can read none of :data:`_SHOWDOWN_SWITCHES`.

    ``engine.showdown`` reads them only there: the stud odd-chip card in stud,
    ``badugi_split_odd_chip`` where the first half is badugi, and the other three to read
    a hand one of the ways of :data:`_SWITCHED_READINGS`. Such a hand need not be settled
    with its profile watched: the switches it would read are none of these, so
    :func:`showdown_options` would try none (tests/quiz/test_showdown_switches.py)."""
    return not (
        game.stud
        or game.halves[0] == "badugi"
        or not _SWITCHED_READINGS.isdisjoint(game.evaluations)
    )


def showdown_options(
    hand: HandState, answer: Answer, read: frozenset[str] | None = None
) -> tuple[str, ...]:
    """The switches of :data:`_SHOWDOWN_SWITCHES` the awards depend on: those under
    another value of which the engine settles the same hand differently. ``read``: the
    switches settling the hand read (``engine.consulted.reading``); one it did not read
    cannot change the awards, so it is not tried."""
    if read is None:
        read = reading(hand, settle)[1]
    if not read:  # no switch read: none can change the awards (the loop below tries none)
        return ()
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


_RULE: Final = (
    cite("T2-38") + "; each pot is awarded on its own, its odd chip with it (corpus A.12)"
)
"""The showdown's rule, the same for every question (cite() remembers its text anyway)."""


_ASK: Final = "Push the pots: for each pot, main pot first, who wins and how much each receives."
"""The question (how to type the answer is the terminal's to say): with no backtick in it,
the prompt is not searched for backticks to rewrite, each question (the narration above it
holds none)."""


def showdown(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    if not hand.finished:
        return None
    contenders = [i for i in hand.in_hand() if i not in hand.mucked]
    if len(contenders) < 2:
        return None
    try:
        if _reads_no_switch(hand.game):
            result, read = settle(hand), _NONE_READ
        else:
            result, read = reading(hand, settle)
    except ShowdownError:
        return None
    answer = _shares_answer(result)
    for p in answer:
        if not p.shares:
            return None
    unit = hand.stakes.chip_unit
    count = len(result.awards)
    steps: list[Step] = []
    if result.returned is not None:
        steps.append(
            new_step(
                f"p{result.returned[0] + 1}'s {_MONEY[result.returned[1]]} that nobody "
                "matched goes back to him"
            )
        )
    form = _shares_form(count)
    labels = form.labels
    for name, award in zip(labels, result.awards, strict=True):
        steps.extend(_award_steps(hand, name, award, unit))
    candidates: list[tuple[str, Answer | None]] = []
    parts = list(answer)
    for k, award in enumerate(result.awards):
        if len(award.shares) < 2:
            continue  # one winner: no odd chip to misplace, no halves
        amounts_ = [s.amount for s in award.shares]
        if max(amounts_) != min(amounts_):
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
        [
            f"{name} {_MONEY[a.amount - a.rake]} ({players_text(a.eligible)})"
            for name, a in zip(labels, result.awards, strict=True)
        ]
    )
    lines.append(f"Pots: {pots_line}. Smallest chip: {_MONEY[unit]}. The button is p{hand.n}.")
    tags = ["T2-38", "A.12"]
    split_pot = any([len(a.shares) > 1 for a in result.awards])  # read twice below
    if split_pot:
        tags.append("SP-11")
    options = showdown_options(hand, answer, read)
    if options:
        steps.append(
            new_step(
                "The awards rest on the house rule: "
                + "; ".join(option_text(hand.profile, name) for name in options)
            )
        )
    # the fields in their order (new_posed: a Posed made without its __init__; a class
    # called with keywords gets them in a dict, built and then read back)
    return new_posed(
        ctx.prompt(lines, _ASK),  # prompt
        form,
        answer,
        tuple(steps),  # working
        _RULE,
        tuple(tags),
        mistakes.traps(answer, candidates),  # traps
        option_text(hand.profile, *options) if options else "",  # option
        len(contenders),  # actions
        (len(contenders) >= 3)  # points
        + (count >= 2)
        + (count >= 3)
        + hand.game.hi_lo
        + split_pot,
    )
