"""Side pots (kind ``side_pots``).

Asks: each pot's amount and who may win it, once one or more players are all-in. Rules:
source text 2, 2.38 (side pots); folded chips stay in the pots they reached (corpus A.12).
Answer: the engine's ``HandState.pots()`` (built from each player's contributions); the
traps are the pots ``engine.pots.build_pots`` makes from the wrong contributions (folded
chips left out, this round only).
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_trainer.engine import derive
from dealer_trainer.engine.pots import PotSplit, build_pots
from dealer_trainer.quiz import mistakes
from dealer_trainer.quiz.kinds.base import Ctx, Posed, cite, grouped_sum_text
from dealer_trainer.quiz.model import Answer, AnswerForm, FormKind, Part, Step, money
from dealer_trainer.quiz.narrate import players_text

# ----------------------------------------------------------------- 7 side pots


def _pot_name(k: int, count: int) -> str:
    if k == 0:
        return "main pot"
    return "side pot" if count == 2 else f"side pot {k}"


def _pots_answer(split_pots: Sequence[tuple[int, tuple[int, ...]]]) -> Answer:
    """One part per pot; every caller gives the players in seat order (the engine's
    ``Pot.eligible`` is, and so is each wrong split built here), so they are not sorted."""
    return tuple([Part(amount, players) for amount, players in split_pots])


def _split_answer(split: PotSplit) -> Answer:
    """:func:`_pots_answer` of the engine's pots, without a list of pairs between."""
    return tuple([Part(p.amount, p.eligible) for p in split.pots])


_POTS_FORMS: dict[int, AnswerForm] = {}
"""The answer form for each number of pots: a frozen value the same for every question
with that many pots, so it is made once."""


def _pots_form(count: int) -> AnswerForm:
    form = _POTS_FORMS.get(count)
    if form is None:
        labels = tuple(_pot_name(k, count) for k in range(count))
        form = _POTS_FORMS[count] = AnswerForm(FormKind.POTS, labels)
    return form


def side_pots(ctx: Ctx) -> Posed | None:
    hand = ctx.hand
    if hand.actor is not None and (any(hand.bets) or ctx.now):
        return None  # the betting of this round is not over
    # with the bets matched, only a player all-in can leave a pot he may not win (a loop,
    # not any() over a generator: no generator made at each stop the hand is asked at)
    for stack, out in zip(hand.stacks, hand.folded, strict=True):
        if stack == 0 and not out:
            break
    else:
        return None
    split = hand.pots()
    if len(split.pots) < 2:
        return None
    answer = _split_answer(split)
    # the same split, not built a second time: each layer's amount is its pot's
    layers = derive.side_pots(hand, split)
    built, uncalled = layers.pots, layers.uncalled
    steps: list[Step] = []
    if uncalled is not None:
        steps.append(
            Step(f"p{uncalled[0] + 1}'s {money(uncalled[1])} that nobody matched goes back to him")
        )
    count = len(built)
    form = _pots_form(count)
    for name, layer in zip(form.labels, built, strict=True):
        terms = layer.terms
        steps.append(
            Step(
                f"{name}: {grouped_sum_text(terms)} = {money(layer.amount)}, "
                f"for {players_text(layer.eligible)}",
                terms,
                layer.amount,
            )
        )
    folded = [i for i in range(hand.n) if hand.folded[i]]
    candidates: list[tuple[str, Answer | None]] = []
    if folded and any(hand.live[i] for i in folded):
        live = [0 if hand.folded[i] else hand.live[i] for i in range(hand.n)]
        wrong = build_pots(live, hand.dead, hand.folded)
        candidates.append(("forgot_folded_chips", _split_answer(wrong)))
        elig_wrong = []
        floor = 0
        for layer in built:
            extra = {i for i in folded if hand.live[i] > floor}
            elig_wrong.append((layer.amount, tuple(sorted(set(layer.eligible) | extra))))
            floor = min([hand.live[j] for j in layer.eligible])
        candidates.append(("folded_player_eligible", _pots_answer(elig_wrong)))
    if uncalled is not None:
        last_amount, last_el = split.pots[-1].amount, split.pots[-1].eligible
        wrong_pots = [(p.amount, p.eligible) for p in split.pots[:-1]]
        wrong_pots.append((last_amount + uncalled[1], last_el))
        candidates.append(("uncalled_in_pot", _pots_answer(wrong_pots)))
    ledger = ctx.ledger
    last_street = hand.moves[-1].street if hand.moves else 0  # moves come street by street
    if last_street > 0:
        this = list(ledger.streets[last_street])
        before = ledger.total() - sum(this)
        wrong = build_pots(this, [before] + [0] * (hand.n - 1), hand.folded)
        candidates.append(("street_bets_only", _split_answer(wrong)))
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
        "its amount and the players who may win it."
    )
    return Posed(
        prompt=ctx.prompt(lines, question),
        form=form,
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
