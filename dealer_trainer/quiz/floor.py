"""Floor rulings as questions: chip pushes, words, string bets and procedure.

Long because it poses every floor ruling kind (chip pushes, declarations, string bets, the
procedure rulings of kind 16) and invents the plausible actions they rule on; each part is
under its own ruled heading below and all rest on one call,
:func:`~dealer_trainer.engine.rulings.rule_action`.

The answer always comes from the engine's rulings
(:mod:`dealer_trainer.engine.rulings`): a chip push or a declaration is ruled with
:func:`~dealer_trainer.engine.rulings.rule_action`; table stakes, out-of-turn action
and pot-limit miscounts with their own rulings. This module poses them (kinds 8, 9
and 16) and invents plausible actions for the generator: a single oversized chip,
a pile of chips near the 50% mark, "raise" with no amount, a string bet, an
out-of-turn check.

Corpus CH-07 (TDA 2024 Addendum R45 Ex.3): UTG raises to 1,100 at 250/500; the next
player silently pushes one 1,000 and three 100 chips.

>>> from dealer_trainer.engine.games import GAMES
>>> from dealer_trainer.engine.rulings import PlayerAction
>>> from dealer_trainer.engine.state import HandSetup, HandState, Stakes
>>> hand = HandState(HandSetup(GAMES["NT"], Stakes(blinds=(250, 500)), (20_000,) * 4))
>>> hand.raise_to(1_100)
>>> q = pose_ruling("chip_action", hand, PlayerAction(((1000, 100, 100, 100),)), qid="x")
>>> q.answer_lines()
('a',)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dealer_trainer.engine.chips import ChipError, ChipSet, breakdown
from dealer_trainer.engine.games import Structure
from dealer_trainer.engine.rulings import (
    PlayerAction,
    RuledAs,
    Ruling,
    RulingError,
    SayWhen,
    rule_action,
    rule_add_on,
    rule_chips_in_transit,
    rule_pot_count_error,
    when_turn_comes,
)
from dealer_trainer.engine.speech import (
    NUMBER_WORDS,
    DeclarationKind,
    SpeechError,
    parse_declaration,
)
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds import Ctx, Posed, amounts, question_from
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
    money,
)
from dealer_trainer.quiz.narrate import Forced
from dealer_trainer.quiz.prng import Prng

__all__ = [
    "RULING_CHOICES",
    "invent_push",
    "invent_words",
    "pose_procedure",
    "pose_ruling",
]

RULING_CHOICES = (
    Choice("a", "A call (all in for less if he has less)"),
    Choice(
        "b",
        "A bet or a raise",
        "his total for this round (the least he is bound to, if he may make more)",
    ),
    Choice("c", "All in: a bet or raise of all his chips"),
    Choice("d", "A check"),
    Choice("e", "A fold"),
)
"""What an action can be ruled as, with the letter typed for each."""

_RULING_QUESTION = "How does the dealer rule it?\n" + "\n".join(
    f"  {c.letter}) {c.text}" + (f" (give {c.amount})" if c.amount else "") for c in RULING_CHOICES
)
"""The question and its lettered choices, the same for every ruling (written once)."""

_RULING_FORM = AnswerForm(FormKind.CHOICE, ("ruling",), RULING_CHOICES)
"""A ruling's answer form: one of :data:`RULING_CHOICES` (a frozen value, made once)."""

_LETTER = {
    RuledAs.CALL: "a",
    RuledAs.BET: "b",
    RuledAs.RAISE: "b",
    RuledAs.ALL_IN: "c",
    RuledAs.CHECK: "d",
    RuledAs.FOLD: "e",
}


def _answer_of(ruling: Ruling) -> Answer:
    return _answer_as(ruling.ruled_as, ruling.to)


def _answer_as(ruled_as: RuledAs, to: int) -> Answer:
    letter = _LETTER[ruled_as]
    return (Part(letter=letter, amount=to if letter == "b" else None),)


_COUNT_WORDS: Final = {n: word for word, n in NUMBER_WORDS.items() if n <= 20}
"""A count of chips in words, as a dealer says it ("four 5 chips", not "4 5 chips"): the
number words the engine reads a declaration with (one vocabulary to translate)."""


def _chips_text(motion: Sequence[int]) -> str:
    counts: dict[int, int] = {}
    for chip in motion:
        counts[chip] = counts.get(chip, 0) + 1
    words = []
    for value in sorted(counts, reverse=True):
        k = counts[value]
        # the count in words ("four 5 chips"), so two numbers never stand side by side
        count = _COUNT_WORDS.get(k) or f"{k:,}"
        words.append(f"{count} {money(value)} chip{'s' if k > 1 else ''}")
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def action_text(hand: HandState, action: PlayerAction) -> str:
    """What the player did, in a dealer's words."""
    i = action.seat if action.seat is not None else hand.actor
    assert i is not None
    who = f"p{i + 1}"
    said = f'says "{action.words}"' if action.words else ""
    pushes = []
    for k, motion in enumerate(action.motions):
        verb = "pushes out" if k == 0 else "goes back to his stack and pushes out"
        pushes.append(f"{verb} {_chips_text(motion)}")
    if not pushes:
        return f"{who} {said}."
    silent = "" if action.words else "silently "
    if not action.words:
        motions = "one motion" if len(pushes) == 1 else f"{len(pushes)} motions"
        return f"{who} {silent}{', then '.join(pushes)} ({motions})."
    if action.when is SayWhen.BEFORE:
        return f"{who} {said}, then {', then '.join(pushes)}."
    if action.when is SayWhen.AFTER:
        return f"{who} {', then '.join(pushes)}, then {said}."
    return f"{who} {pushes[0]}, {said}, then {', then '.join(pushes[1:])}."


def _declared_raise_amount(words: str | None) -> bool:
    """Whether the words declare a raise with an amount ("raise, eight thousand")."""
    if not words:
        return False
    try:
        decl = parse_declaration(words)
    except SpeechError:
        return False
    return decl.kind is DeclarationKind.RAISE and decl.amount is not None


def _total_step(ruling: Ruling) -> Step:
    named = (
        (ruling.in_front, "in front"),
        (ruling.pushed, "pushed"),
        (ruling.must_add, "to add"),
        (-ruling.returned, "back"),
    )
    used = [(t, label) for t, label in named if t] or [(ruling.to, "in front")]
    text = " + ".join([f"{money(t)} {label}" for t, label in used if t > 0])
    back = [f"{money(-t)} {label}" for t, label in used if t < 0]
    if back:
        text += " - " + " - ".join(back)
    return Step(
        f"his total for the round: {text} = {money(ruling.to)}",
        tuple([t for t, _ in used]),
        ruling.to,
    )


def pose_ruling(
    kind: str,
    hand: HandState,
    action: PlayerAction,
    *,
    qid: str,
    forced: Forced | None = None,
    chip_set: str = "cash",
) -> Question | None:
    """A chip-action (8) or verbal (9) ruling question: how is what he did ruled?"""
    try:
        ruling = rule_action(hand, action)
    except RulingError:
        return None
    ctx = Ctx(hand, forced)
    answer = _answer_of(ruling)
    steps: list[Step] = []
    for k, motion in enumerate(action.motions):
        which = "pushed" if len(action.motions) == 1 else f"motion {k + 1}"
        value = sum(motion)
        chips = " + ".join([money(c) for c in motion])
        steps.append(Step(f"{which}: {chips} = {money(value)}", tuple(motion), value))
    steps.append(Step(ruling.explanation))
    if answer[0].letter == "b" or ruling.returned or ruling.must_add:
        steps.append(_total_step(ruling))
    candidates: list[tuple[str, Answer | None]] = []
    if ruling.otherwise is not None:  # the ruling under the deciding switch's other value
        candidates.append(("other_venue_rule", _answer_as(*ruling.otherwise)))
    letter = answer[0].letter
    if letter == "c" and ruling.to > hand.level:  # all his chips: a raise, but said all in
        candidates.append(("all_in_as_plain_raise", (Part(letter="b", amount=ruling.to),)))
    pushed_to = ruling.in_front + action.pushed
    single = len(action.motions) == 1 and len(action.motions[0]) == 1
    if kind == "chip_action":
        if letter == "a" and single and pushed_to > hand.level:
            candidates.append(("oversized_chip_as_raise", (Part(letter="b", amount=pushed_to),)))
        if letter == "b" and ruling.to != pushed_to and pushed_to > hand.level:
            candidates.append(("pushed_amount_as_raise", (Part(letter="b", amount=pushed_to),)))
        if letter == "b" and hand.level > 0:
            candidates.append(("short_raise_as_call", (Part(letter="a"),)))
        if letter == "a" and not single and pushed_to > hand.level:
            candidates.append(("pushed_amount_as_raise", (Part(letter="b", amount=pushed_to),)))
    else:
        words = (action.words or "").lower()
        if len(action.motions) > 1 and letter in ("a", "b"):
            total = ruling.in_front + action.pushed
            if total > hand.level and total != ruling.to:
                candidates.append(("string_raise_allowed", (Part(letter="b", amount=total),)))
        if _declared_raise_amount(action.words) and letter == "b":
            candidates.append(
                ("declared_raise_added_to_call", (Part(letter="b", amount=ruling.to + hand.level),))
            )
        if words.strip() == "raise" and letter == "b":
            candidates.append(("raise_alone_as_call", (Part(letter="a"),)))
        if "pot" in words and hand.structure is not Structure.POT_LIMIT and letter == "b":
            pot = hand.level + hand.pot_total() + hand.to_call(ruling.player)
            candidates.append(("pot_in_no_limit_as_pot", (Part(letter="b", amount=pot),)))
        if letter == "b" and not action.motions and hand.level > 0 and not ruling.at_least:
            candidates.append(("short_raise_as_call", (Part(letter="a"),)))
    i = ruling.player
    lines = [*ctx.intro(), *ctx.current_story()]
    line = f"p{i + 1} is to act, with {money(hand.stacks[i])} behind"
    if hand.bets[i]:
        line += f" and {money(hand.bets[i])} in front"
    lines.append(line + ".")
    lines.append(action_text(hand, action))
    tags = ["A.3", "A.10", *KIND_TAGS[kind]]
    if len(action.motions) == 1 and len(action.motions[0]) > 1 and hand.level > hand.bets[i]:
        tags.append("T1-5")  # several chips in one motion facing a bet (text 1, example 3)
    posed = Posed(
        prompt="\n".join([*(x for x in lines if x), _RULING_QUESTION]),
        form=_RULING_FORM,
        answer=answer,
        working=tuple(steps),
        rule=ruling.rule,
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=ruling.option or "",
        actions=sum(len(m) for m in action.motions) + len(ctx.now),
        points=ctx.points() + bool(ruling.option) + (len(action.motions) > 1) - 1,
    )
    pile = None
    if action.motions:
        counted: dict[int, int] = {}
        for chip in (c for m in action.motions for c in m):
            counted[chip] = counted.get(chip, 0) + 1
        pile = ChipPile(chip_set, tuple(sorted(counted.items(), reverse=True)))
    return question_from(
        kind,
        posed,
        qid=qid,
        variant=ctx.variant,
        structure=hand.structure.value,
        profile=hand.profile.name,
        situation=Situation(hand.setup, tuple(hand.log), i),
        pile=pile,
        action=action,
    )


KIND_TAGS: dict[str, tuple[str, ...]] = {
    "chip_action": ("T2-41", "T2-42", "T2-43"),
    "verbal": ("T2-39", "T2-40", "T2-43"),
}


# ------------------------------------------------------------------ inventing actions


def _chips_for(amount: int, chips: ChipSet) -> tuple[int, ...] | None:
    try:
        counts = breakdown(amount, chips)
    except ChipError:
        return None
    out: list[int] = []
    for value, count in counts:
        out += [value] * count
    return tuple(out) or None


def _step(hand: HandState, chips: ChipSet) -> int:
    """The chip bets are made in here: the largest chip up to half the big blind."""
    bb = max(hand.stakes.blinds, default=0) or hand.stakes.small_bet or chips.smallest
    fitting = [v for v in chips.values if v * 2 <= bb]
    return max(fitting) if fitting else chips.smallest


def invent_push(hand: HandState, chips: ChipSet, rng: Prng) -> PlayerAction | None:
    """A silent push of chips the player to act might make (kind 8)."""
    a = hand.actor
    if a is None or hand.bring_in_due:
        return None
    stack, call = hand.stacks[a], hand.to_call(a)
    inc = max(hand.increment, chips.smallest) if hand.level else 0
    if hand.structure is Structure.FIXED_LIMIT:
        inc = max(1, hand.min_raise_to(a) or 0) - hand.level if hand.can_raise(a) else 0
    bigger = [v for v in chips.values if call < v <= stack]
    choice = rng.below(4)
    if choice == 0 and bigger:
        # one chip: oversized facing a bet, or a bet of its value
        return PlayerAction(((rng.choice(bigger[:3]),),))
    if call == 0:
        target = max(chips.smallest, hand.pot_total() * rng.choice((33, 50, 75)) // 100)
    elif choice == 1 or inc <= 0:
        target = call + rng.between(0, max(1, call // 2))  # just over the call
    elif choice == 2:
        target = call + rng.between(inc // 3, inc)  # near the 50% mark
    else:
        target = call + inc + rng.between(0, inc)  # a full raise or more
    unit = _step(hand, chips)
    target = max(unit, (target + unit - 1) // unit * unit)
    if target > stack:
        return None
    pile = _chips_for(target, chips)
    if pile is None or len(pile) > 20:
        return None
    return PlayerAction((pile,))


def invent_words(hand: HandState, chips: ChipSet, rng: Prng) -> PlayerAction | None:
    """Words (and perhaps chips) the player to act might say (kind 9)."""
    a = hand.actor
    if a is None or hand.bring_in_due:
        return None
    stack, call = hand.stacks[a], hand.to_call(a)
    low, high = hand.min_raise_to(a), hand.max_raise_to(a)
    choice = rng.below(9)
    unit = _step(hand, chips)
    if choice == 0 and low is not None:
        return PlayerAction(words="raise")
    if choice == 1 and low is not None and high is not None:
        target = rng.between(low, min(high, low + 2 * max(unit, low - hand.level)))
        target = max(low, target // unit * unit)
        return PlayerAction(words=f"raise to {target:,}")
    if choice == 2 and call > 0:
        return PlayerAction(words="call")
    if choice == 3 and low is not None:
        return PlayerAction(words="pot")
    if choice == 4 and call > 0 and low is not None and hand.structure is not Structure.FIXED_LIMIT:
        # an amount said alone, near the 50% mark
        extra = rng.between(max(1, (low - hand.level) // 3), low - hand.level)
        said = (hand.level + extra + unit - 1) // unit * unit
        return PlayerAction(words=f"{said:,}")
    if choice in (5, 6) and call > 0 and low is not None:
        # a string bet: the call first, then more from the stack
        first = _chips_for(call, chips)
        more = _chips_for(max(unit, (low - hand.level) // unit * unit), chips)
        if first is None or more is None or call + sum(more) > stack:
            return None
        if choice == 6:
            return PlayerAction((first, more), words="raise", when=SayWhen.BETWEEN)
        return PlayerAction((first, more))
    if choice == 7 and call > 0 and low is not None:
        # "raise" said first, then the call and, going back, twice the least raise
        # (RAISE_METHOD: whether the second motion counts)
        first = _chips_for(call, chips)
        more = _chips_for(2 * max(unit, (low - hand.level) // unit * unit), chips)
        if first is None or more is None or call + sum(more) > stack:
            return None
        return PlayerAction((first, more), words="raise", when=SayWhen.BEFORE)
    if choice == 8 and low is not None and high is not None and high > low:
        # chips for one amount, then words naming another (VERBAL_CHIP_CONFLICT)
        said_to = max(low, min(high, low + unit) // unit * unit)
        pushed_to = min(high, max(low, said_to + max(unit, (low - hand.level) // unit * unit)))
        pushed = _chips_for(pushed_to - hand.bets[a], chips)
        if said_to == pushed_to or pushed is None or sum(pushed) > stack:
            return None
        return PlayerAction((pushed,), words=f"raise to {said_to:,}", when=SayWhen.AFTER)
    return None


# ------------------------------------------------------------------ 16 procedure

_STANDS = (
    Choice("a", "It stands: he is bound to it"),
    Choice("b", "It does not stand: he gets his chips back and may act as he likes"),
)
_CONDITIONAL = (
    Choice("a", "Binding: he must do what he said"),
    Choice(
        "b",
        "Not binding by itself: conditional statements are discouraged, and bind only if the "
        "floor so rules",
    ),
)


def _procedure_question(
    hand: HandState,
    forced: Forced | None,
    qid: str,
    lines: list[str],
    question: str,
    form: AnswerForm,
    answer: Answer,
    steps: list[Step],
    rule: str,
    tags: Sequence[str],
    candidates: list[tuple[str, Answer | None]],
    option: str = "",
    seat: int | None = None,
    ask: str = "",
    params: Sequence[tuple[str, object]] = (),
) -> Question:
    ctx = Ctx(hand, forced)
    posed = Posed(
        prompt="\n".join([*ctx.intro(), *(x for x in lines if x), question]),
        form=form,
        answer=answer,
        working=tuple(steps),
        rule=rule,
        tags=tuple(tags),
        traps=mistakes.traps(answer, candidates),
        option=option,
        actions=len(ctx.now),
        points=ctx.points(),
    )
    return question_from(
        "procedure",
        posed,
        qid=qid,
        variant=ctx.variant,
        structure=hand.structure.value,
        profile=hand.profile.name,
        situation=Situation(hand.setup, tuple(hand.log), seat if seat is not None else hand.actor),
        ask=ask,
        params=params,
    )


def add_on_question(
    hand: HandState,
    seat: int,
    wanted: int,
    max_buy_in: int,
    *,
    qid: str,
    during_hand: bool,
    forced: Forced | None = None,
) -> Question:
    """Table stakes: how much may he add? (corpus TS-01)."""
    stack = hand.stacks[seat] + hand.live[seat] + hand.dead[seat]
    ruling = rule_add_on(stack, wanted, max_buy_in, during_hand=during_hand)
    amount = ruling.amount or 0
    when = "during the hand" if during_hand else "between hands"
    lines = [
        f"Cash game, table maximum {money(max_buy_in)}. p{seat + 1} has {money(stack)} on the "
        f"table and wants to add {money(wanted)} {when}."
    ]
    steps = [Step(ruling.explanation)]
    if not during_hand:
        if max_buy_in > stack:
            room = max_buy_in - stack
            steps.append(
                Step(
                    f"room: {money(max_buy_in)} - {money(stack)} = {money(room)}",
                    (max_buy_in, -stack),
                    room,
                )
            )
        else:
            steps.append(Step(f"he already has {money(stack)}, at or over the maximum"))
        steps.append(Step(f"he may add {money(amount)}", (amount,), amount))
    else:
        steps.append(Step("chips go on only between hands: 0 now", (0,), 0))
    candidates: list[tuple[str, Answer | None]] = [
        ("added_all_requested", amounts(wanted)),
        ("max_as_add_on", amounts(max_buy_in)),
    ]
    if during_hand:
        candidates.append(("added_during_hand", amounts(min(wanted, max(0, max_buy_in - stack)))))
    return _procedure_question(
        hand,
        forced,
        qid,
        lines,
        "How much may he add?",
        AnswerForm(FormKind.AMOUNT, ("may add",)),
        amounts(amount),
        steps,
        ruling.rule,
        ("T2-46", "T2-47", "A.13", "TS-01"),
        candidates,
        seat=seat,
        ask="add_on",
        params=(
            ("stack", stack),
            ("wanted", wanted),
            ("max_buy_in", max_buy_in),
            ("during_hand", during_hand),
        ),
    )


def transit_question(
    hand: HandState,
    seat: int,
    in_transit: int,
    *,
    announced: bool,
    qid: str,
    forced: Forced | None = None,
) -> Question:
    """Table stakes: how much plays when chips bought are still in transit (corpus TS-02)."""
    on_table = hand.stacks[seat] + hand.live[seat] + hand.dead[seat]
    ruling = rule_chips_in_transit(on_table, in_transit, announced=announced, profile=hand.profile)
    amount = ruling.amount or 0
    said = "announced by the dealer before the deal" if announced else "not announced"
    lines = [
        f"p{seat + 1} started the hand with {money(on_table)} on the table; {money(in_transit)} "
        f"he bought from a chip runner is on its way ({said}). He goes all in."
    ]
    steps = [Step(ruling.explanation)]
    if amount == on_table + in_transit:
        steps.append(
            Step(
                f"{money(on_table)} + {money(in_transit)} = {money(amount)}",
                (on_table, in_transit),
                amount,
            )
        )
    else:
        steps.append(Step(f"only the {money(amount)} on the table plays", (amount,), amount))
    other = on_table if amount != on_table else on_table + in_transit
    candidates: list[tuple[str, Answer | None]] = [
        ("counted_chips_in_transit", amounts(on_table + in_transit)),
        ("other_venue_rule", amounts(other)),
    ]
    return _procedure_question(
        hand,
        forced,
        qid,
        lines,
        "How much plays for him in this hand?",
        AnswerForm(FormKind.AMOUNT, ("in play",)),
        amounts(amount),
        steps,
        ruling.rule,
        ("T2-46", "T2-48", "A.13", "TS-02"),
        candidates,
        option=ruling.option or "",
        seat=seat,
        ask="in_play",
        params=(("on_table", on_table), ("in_transit", in_transit), ("announced", announced)),
    )


def out_of_turn_question(
    before: HandState,
    oot: Ruling,
    after: HandState,
    *,
    qid: str,
    story: str,
    forced: Forced | None = None,
    words: str = "",
    spoke_after: int | None = None,
    so_far: Sequence[str] = (),
) -> Question | None:
    """Acting out of turn: does the action stand when his turn comes? (corpus VD-04).

    ``words``: what he said out of turn, and ``spoke_after`` how many of the hand's
    actions (``after.log``) had been made when he said it: with both, the question
    carries what the engine needs to answer it again from the record. ``so_far``: the
    round's story up to then, which the explanation's "the bet was" rests on."""
    try:
        result = when_turn_comes(oot, after)
    except RulingError:
        return None
    answer = (Part(letter="a" if result.stands else "b"),)
    steps = [
        Step(
            f"when p{oot.player + 1} acted, the bet was {money(oot.facing)}; now it is "
            f"{money(after.level)}"
        ),
        Step(result.explanation),
    ]
    wrong = "oot_never_binding" if result.stands else "oot_always_binding"
    seat = oot.player
    lines = [*so_far, story, f"Action is now on p{seat + 1}."]
    return _procedure_question(
        after,
        forced,
        qid,
        lines,
        f"Does p{seat + 1}'s out-of-turn action stand?\n"
        + "\n".join(f"  {c.letter}) {c.text}" for c in _STANDS),
        AnswerForm(FormKind.CHOICE, ("ruling",), _STANDS),
        answer,
        steps,
        result.rule,
        ("T2-45", "A.11", "VD-04"),
        [(wrong, (Part(letter="b" if result.stands else "a"),))],
        seat=seat,
        ask="out_of_turn" if words and spoke_after is not None else "",
        params=(("seat", seat + 1), ("words", words), ("before", spoke_after or 0))
        if words and spoke_after is not None
        else (),
    )


def conditional_question(
    hand: HandState, words: str, *, qid: str, forced: Forced | None = None
) -> Question | None:
    """A conditional statement: binding? (text 2, conditional statements)."""
    a = hand.actor
    if a is None:
        return None
    try:
        ruling = rule_action(hand, PlayerAction(words=words))
    except RulingError:
        return None
    answer = (Part(letter="a" if ruling.binding else "b"),)
    lines = [
        *Ctx(hand, forced).current_story(),
        f'p{a + 1}, before anyone acts behind him, says "{words}".',
    ]
    return _procedure_question(
        hand,
        forced,
        qid,
        lines,
        "Is what he said binding?\n" + "\n".join(f"  {c.letter}) {c.text}" for c in _CONDITIONAL),
        AnswerForm(FormKind.CHOICE, ("ruling",), _CONDITIONAL),
        answer,
        [Step(ruling.explanation)],
        ruling.rule,
        ("T2-44", "A.11"),
        [("conditional_as_binding", (Part(letter="a" if answer[0].letter == "b" else "b"),))],
        ask="conditional",
        params=(("words", words),),
    )


_LATER_WORDS: Final = {"call": "a call", "raise": "a raise", "fold": "a fold", "check": "a check"}
"""What the players behind him did since the pot bet, as the prompt tells it."""


def miscount_question(
    hand: HandState,
    bet_to: int,
    later: Sequence[str],
    *,
    next_card_dealt: bool,
    qid: str,
    forced: Forced | None = None,
) -> Question | None:
    """Pot-limit: a pot bet made on the dealer's wrong count (corpus PL-19, PL-20)."""
    a = hand.actor
    if a is None:
        return None
    try:
        ruling = rule_pot_count_error(hand, bet_to, later=later, next_card_dealt=next_card_dealt)
    except RulingError:
        return None
    correct = hand.max_raise_to(a)
    assert correct is not None
    ctx = Ctx(hand, forced)
    told = bet_to
    then = ", ".join(_LATER_WORDS.get(w, w) for w in later) if later else "nothing yet"
    lines = [
        *ctx.current_story(),
        f"p{a + 1} asks for the pot; the dealer says {money(told)} and p{a + 1} bets "
        f"{money(told)}. Since then: {then}."
        + (" The next card has been dealt." if next_card_dealt else ""),
    ]
    steps = [
        Step(f"the correct pot-size bet was {money(correct)}"),
        Step(ruling.explanation),
        Step(f"the bet is {money(ruling.to)}", (ruling.to,), ruling.to),
    ]
    candidates: list[tuple[str, Answer | None]] = [
        ("miscount_always_corrected", amounts(correct)),
        ("miscount_stands", amounts(told)),
    ]
    return _procedure_question(
        hand,
        forced,
        qid,
        lines,
        f"What is p{a + 1}'s bet now (his total for this round)?",
        AnswerForm(FormKind.AMOUNT, ("bet",)),
        amounts(ruling.to),
        steps,
        ruling.rule,
        ("T2-15", "A.5", "PL-19", "PL-20"),
        candidates,
        option=ruling.option or "",
        ask="miscount",
        params=(
            ("bet_to", bet_to),
            ("later", tuple(later)),
            ("next_card_dealt", next_card_dealt),
        ),
    )


def pose_procedure(
    hand: HandState, rng: Prng, *, qid: str, forced: Forced | None = None
) -> Question | None:
    """A procedure question at this point of the hand, its sub-form chosen by ``rng``."""
    a = hand.actor
    if a is None or hand.bring_in_due:
        return None
    pick = rng.below(10)
    bb = max(hand.stakes.blinds, default=0) or hand.stakes.small_bet or 1
    if pick <= 1:
        seat = rng.below(hand.n)
        stack = hand.stacks[seat] + hand.live[seat] + hand.dead[seat]
        block = 50 * bb
        max_buy_in = (stack + rng.between(0, 100) * bb + block - 1) // block * block
        wanted = bb * rng.between(10, 120)
        return add_on_question(
            hand, seat, wanted, max_buy_in, qid=qid, during_hand=rng.chance(25), forced=forced
        )
    if pick <= 3:
        seat = a
        return transit_question(
            hand, seat, bb * rng.between(20, 100), announced=rng.chance(50), qid=qid, forced=forced
        )
    if pick == 4:
        words = rng.choice(("if you bet, I'll raise", "if he calls, I fold", "if you check, I bet"))
        return conditional_question(hand, words, qid=qid, forced=forced)
    if pick <= 6 and hand.structure is Structure.POT_LIMIT and hand.can_raise(a):
        correct = hand.max_raise_to(a)
        low = hand.min_raise_to(a)
        if correct is None or low is None or correct >= hand.bets[a] + hand.stacks[a]:
            return None
        delta = max(hand.stakes.chip_unit, correct // 10 // bb * bb or bb)
        told = correct + delta if rng.chance(50) else max(low, correct - delta)
        later, round_over = since_then(hand, told, rng.below(3), rng)
        return miscount_question(
            hand,
            told,
            later,
            next_card_dealt=round_over and rng.chance(50),
            qid=qid,
            forced=forced,
        )
    return _out_of_turn(hand, rng, qid, forced)


def _copy(hand: HandState) -> HandState:
    """The same hand, replayed from its record (the original is left as it is)."""
    return HandState.replayed(hand.setup, hand.record)


def since_then(hand: HandState, bet_to: int, count: int, rng: Prng) -> tuple[list[str], bool]:
    """Up to ``count`` actions of the players behind a pot-limit bet to ``bet_to``, each one
    the engine allows the player whose turn it is, and whether the round is then over.

    The bet is played at the most the engine allows (an overbet's extra changes nobody's
    turn); the actions stop when the round ends (no one left to act, everyone else
    folded). A "raise" is a raise by the minimum; a player facing nothing checks."""
    sim = _copy(hand)
    a = sim.actor
    top = sim.max_raise_to(a) if a is not None else None
    if a is None or top is None:
        return [], False
    street = sim.street
    sim.raise_to(min(bet_to, top), a)
    words: list[str] = []
    while len(words) < count and not sim.finished and sim.street == street:
        j = sim.actor
        if j is None:
            break
        facing = sim.to_call(j) > 0
        options = ["fold", "call", "fold", "call"] if facing else ["check", "check"]
        if sim.can_raise(j):
            options.append("raise")
        word = rng.choice(tuple(options))
        if word == "fold":
            sim.fold(j)
        elif word == "raise":
            low = sim.min_raise_to(j)
            assert low is not None
            sim.raise_to(low, j)
        else:
            sim.check_or_call(j)
        words.append(word)
    over = not sim.finished and sim.street != street and len(sim.in_hand()) > 1
    return words, over


def _out_of_turn(
    hand: HandState, rng: Prng, qid: str, forced: Forced | None = None
) -> Question | None:
    """Someone behind the player to act acts out of turn; then the player to act acts."""
    a = hand.actor
    assert a is not None
    behind = [
        j
        for j in range(hand.n)
        if j != a
        and not hand.folded[j]
        and hand.stacks[j] > 0
        and (hand.acted[j] is None or hand.bets[j] < hand.level)
    ]
    # the next one to act after a, so that only a acts before him
    order = [(a + k) % hand.n for k in range(1, hand.n)]
    nxt = [j for j in order if j in behind]
    if not nxt:
        return None
    x = nxt[0]
    facing = hand.level - hand.bets[x]
    word = rng.choice(("check",) if facing == 0 else ("call", "fold"))
    if word == "check" and facing:
        return None
    try:
        oot = rule_action(hand, PlayerAction(words=word, seat=x))
    except RulingError:
        return None
    so_far = Ctx(hand, forced).current_story()  # the round as it stood when he spoke
    story = f'Before p{a + 1} acts, p{x + 1} says "{word}" out of turn.'
    change = rng.chance(50) and hand.can_raise(a)
    before_moves = len(hand.moves)
    spoke_after = len(hand.log)
    if change:
        low = hand.min_raise_to(a)
        assert low is not None
        hand.raise_to(low, a)
    else:
        hand.check_or_call(a)
    if hand.actor != x or len(hand.moves) != before_moves + 1:
        return None
    m = hand.moves[-1]
    story += f" Then {'p' + str(a + 1)} {_move_words(m.kind.value, m.to, m.all_in)}."
    return out_of_turn_question(
        hand,
        oot,
        hand,
        qid=qid,
        story=story,
        forced=forced,
        words=word,
        spoke_after=spoke_after,
        so_far=so_far,
    )


def _move_words(kind: str, to: int, all_in: bool = False) -> str:
    if all_in and kind in ("bet", "raise", "call"):
        return {"call": "calls all-in for", "bet": "bets all-in", "raise": "raises all-in to"}[
            kind
        ] + f" {money(to)}"
    return {
        "check": "checks",
        "call": f"calls {money(to)}",
        "bet": f"bets {money(to)}",
        "raise": f"raises to {money(to)}",
    }.get(kind, kind)
