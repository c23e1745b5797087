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
from dealer_trainer.engine.pots import build_pots
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
    layers = derive.side_pots(hand, split)  # the same split: not built a second time
    built, uncalled = layers.pots, layers.uncalled
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
