"""The intro of a question (game, stakes, players, house rules, forced bets) is told once per
game, stakes and forced bets (``Ctx.intro``'s memory), and :func:`stakes_text` and
:func:`forced_story` are written without a memory of their own: on many dealt hands of every
game, the intro said from memory, and said afresh, is the intro the plain reading below says
(the engine's earlier, remembered telling, kept here as the reference)."""

from __future__ import annotations

from dealer_trainer.engine.games import ForcedBets, Structure
from dealer_trainer.engine.narration import Forced, forced_story, money, stakes_text
from dealer_trainer.engine.state import HandState
from dealer_trainer.quiz.generator import Generator, Settings
from dealer_trainer.quiz.ids import VARIANTS
from dealer_trainer.quiz.kinds import base
from dealer_trainer.quiz.kinds.base import Ctx, variant_of


def _stakes_said(hand: HandState) -> str:
    st, n = hand.stakes, hand.n
    parts: list[str] = []
    if hand.structure is Structure.FIXED_LIMIT:
        parts.append(f"{money(st.small_bet)}/{money(st.big_bet)}")
    elif hand.structure is Structure.SPREAD_LIMIT and st.spread is not None:
        parts.append(f"spread {money(st.spread[0])}-{money(st.spread[1])}")
    if hand.game.forced is ForcedBets.BLINDS:
        lead = [b for b in st.blinds[: st.blind_count] if b > 0]
        if lead:
            parts.append("blinds " + "/".join(money(b) for b in sorted(lead)))
    if hand.game.stud:
        parts.append(f"bring-in {money(st.bring_in)}")
    payers = [a for a in st.antes if a > 0]
    if len(payers) == 1 and n > 2:
        parts.append(f"big-blind ante {money(payers[0])}")
    elif payers and len(set(payers)) == 1 and len(payers) == n:
        parts.append(f"ante {money(payers[0])}")
    elif payers:
        parts.append("antes " + ", ".join(money(a) for a in st.antes))
    if st.chip_unit > 1:
        parts.append(f"smallest chip {money(st.chip_unit)}")
    return ", ".join(parts)


def _forced_said(hand: HandState, forced: Forced) -> str:
    st, n = hand.stakes, hand.n
    said: list[str] = []
    if hand.game.forced is ForcedBets.BLINDS:
        nominal = forced.nominal
        lead = [i for i in range(min(st.blind_count, n)) if nominal[i] > 0]
        big = max(lead, key=lambda i: (nominal[i], i)) if lead else -1
        bb = nominal[big] if big >= 0 else 0
        for i in range(n):
            posted = forced.blinds[i]
            if nominal[i] == 0:
                continue
            if i in lead:
                if i == big:
                    role = "big blind"
                elif len(lead) == 3 and nominal[i] == sorted(nominal[j] for j in lead)[1]:
                    role = "second blind"
                else:
                    role = "small blind"
            elif nominal[i] > bb:
                role = "straddle"
            else:
                role = "live post"
            if posted < nominal[i]:
                said.append(
                    f"p{i + 1} posts {money(posted)} of the {money(nominal[i])} {role} "
                    "and is all-in"
                )
            else:
                said.append(f"p{i + 1} posts the {role} {money(posted)}")
    antes = st.antes
    payers = [i for i in range(n) if antes[i] > 0]
    if len(payers) == 1 and n > 2:
        i = payers[0]
        paid = forced.dead[i] - st.dead_blinds[i]
        if paid < antes[i]:
            said.append(f"p{i + 1} has only {money(paid)} left for the big-blind ante")
        else:
            said.append(f"p{i + 1} posts the big-blind ante {money(antes[i])} (dead)")
    elif payers:
        short = [i for i in payers if forced.dead[i] - st.dead_blinds[i] < antes[i]]
        if len(set(antes[i] for i in payers)) == 1 and len(payers) == n:
            said.append(f"everyone antes {money(antes[payers[0]])}")
        else:
            said.append("antes: " + ", ".join(f"p{i + 1} {money(antes[i])}" for i in payers))
        for i in short:
            paid = forced.dead[i] - st.dead_blinds[i]
            said.append(f"p{i + 1} antes only {money(paid)} and is all-in")
    for i, amount in enumerate(st.dead_blinds):
        if amount:
            said.append(f"p{i + 1} posts {money(amount)} dead")
    return "Forced bets: " + "; ".join(said) + "." if said else ""


def _intro_said(hand: HandState, forced: Forced) -> list[str]:
    info = VARIANTS.get(variant_of(hand))
    title = info.title if info is not None else hand.game.name
    line = f"{title}, {_stakes_said(hand)}, {hand.n} players."
    if hand.profile.name != "standard":
        line += f" House rules: {hand.profile.title}."
    story = _forced_said(hand, forced)
    return [line, story] if story else [line]


KINDS = ("pot_count", "to_call", "blinds", "spread_range", "stud_order", "limit_bet", "rake")


def test_the_intro_said_from_memory_is_the_intro_said_afresh() -> None:
    told = stories = 0
    for kind in KINDS:
        gen = Generator(16, Settings(kinds=(kind,)))
        for n in range(150):
            situation = gen.question(n).situation
            assert situation is not None
            hand = situation.hand()  # its stakes: the generator's, padded through _padded
            forced = Forced.at_start(HandState(situation.setup))
            expected = _intro_said(hand, forced)
            assert stakes_text(hand) in expected[0]
            assert forced_story(hand, forced) == (expected[1] if len(expected) > 1 else "")
            assert Ctx(hand, forced).intro() == expected  # told, or said from memory
            assert Ctx(hand, forced).intro() == expected  # said from memory
            base._INTROS.clear()
            assert Ctx(hand, forced).intro() == expected  # told afresh
            told += 1
            stories += len(expected) > 1
    assert told == 150 * len(KINDS) and stories > 100  # most hands have forced bets to tell


def test_the_memory_keeps_what_it_is_keyed_on() -> None:
    """An entry holds the game and stakes whose ids key it, so no other can take their id."""
    situation = Generator(3, Settings(kinds=("to_call",))).question(0).situation
    assert situation is not None
    hand = situation.hand()
    Ctx(hand).intro()
    assert any(e[0] is hand.game and e[1] is hand.stakes for e in base._INTROS.values())
