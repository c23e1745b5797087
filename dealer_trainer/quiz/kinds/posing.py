"""The registry of hand kinds and the one way a question is made (:func:`pose`,
:func:`pose_pile`, :func:`question_from`).

Asks nothing itself: :data:`POSERS` maps each hand kind to its poser, :data:`KIND_ASKS` to
its usual ask (the engine's ``engine.asked.ASKS``), and :func:`question_from` turns what a
poser made into a :class:`~dealer_trainer.quiz.model.Question`: plain words, difficulty, the
source-text paragraphs of the hand's structure (:func:`structure_tags`), the target time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealer_trainer.engine.games import ForcedBets, Game, Structure
from dealer_trainer.engine.rulings import PlayerAction
from dealer_trainer.engine.state import HandSetup, HandState
from dealer_trainer.quiz.ids import KINDS, VARIANTS
from dealer_trainer.quiz.kinds.base import Ctx, Posed
from dealer_trainer.quiz.kinds.bets import min_raise, pot_count, pot_limit_max, to_call
from dealer_trainer.quiz.kinds.chips import pose_chip_count
from dealer_trainer.quiz.kinds.house import rake
from dealer_trainer.quiz.kinds.limit import limit_bet, may_raise
from dealer_trainer.quiz.kinds.pots import side_pots
from dealer_trainer.quiz.kinds.showdowns import showdown
from dealer_trainer.quiz.kinds.stakes import blinds, spread_range
from dealer_trainer.quiz.kinds.stud import stud_amounts, stud_order
from dealer_trainer.quiz.model import ChipPile, Question, Situation, new_question
from dealer_trainer.quiz.narrate import Forced
from dealer_trainer.quiz.plain import plain_form, plain_once, plain_steps, plain_words
from dealer_trainer.quiz.speed import target_ms

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


# Enum members as module names: on Python 3.11 ``Structure.NO_LIMIT`` goes through the enum
# metaclass's ``__getattr__`` hook and costs about ten times a global's read.
_NO_LIMIT, _POT_LIMIT = Structure.NO_LIMIT, Structure.POT_LIMIT
_FIXED_LIMIT, _BLINDS = Structure.FIXED_LIMIT, ForcedBets.BLINDS


def structure_tags(kind: str, setup: HandSetup) -> tuple[str, ...]:
    """The source-text paragraphs that say which games are played in the hand's structure,
    and what that structure allows, for the kinds whose answer rests on them.

    Worked out once per kind, game, structure and table of two or more (all it reads): the
    game and the structure (an enum member, or None for the game's own) by identity, the
    game kept in the entry so that its id stays its own."""
    game = setup.game
    key = (kind, id(game), id(setup.structure), len(setup.starting_stacks) == 2)
    seen = _STRUCTURE_TAGS.get(key)
    if seen is None or seen[0] is not game:
        if len(_STRUCTURE_TAGS) >= 1024:  # kinds x games x structures: never reached
            _STRUCTURE_TAGS.clear()
        seen = _STRUCTURE_TAGS[key] = (game, _structure_tags(kind, setup))
    return seen[1]


_STRUCTURE_TAGS: dict[tuple[str, int, int, bool], tuple[Game, tuple[str, ...]]] = {}
"""What :func:`structure_tags` worked out, by kind, the game's and structure's ids and
whether two play: (the game, the tags)."""


def _structure_tags(kind: str, setup: HandSetup) -> tuple[str, ...]:
    tags: list[str] = []
    structure = setup.betting
    if kind in ("to_call", "min_raise", "may_raise", "pot_count", "side_pots"):
        tags.append("T2-01")  # text 2's opening: betting structures and betting rules
    if structure is _NO_LIMIT:
        if kind in ("min_raise", "to_call", "may_raise"):
            tags.append("T2-08")  # the no-limit games
        if kind == "min_raise":
            tags += ["T2-02", "T2-07"]  # any amount up to all his chips; no cap
    elif structure is _POT_LIMIT:
        if kind in ("pot_limit_max", "min_raise"):
            tags.append("T2-16")  # the pot-limit games
        if kind == "min_raise":
            tags.append("T2-14")  # pot-limit minimums as in no-limit
    elif (
        structure is _FIXED_LIMIT
        and kind in ("limit_bet", "stud_amounts")  # first: the kinds that ask, then the game
        and (setup.game.stud or any(s.draw for s in setup.game.streets))
    ):
        tags.append("T2-24")  # the fixed-limit stud and draw games
    if structure is _FIXED_LIMIT and kind in ("limit_bet", "stud_amounts"):
        tags.append("A.1")  # the bet of each round, small or big
        if kind == "limit_bet" and setup.game.stud:
            tags.append("ST-11")  # stud's street sizes
        if kind == "limit_bet" and setup.game.code == "F2L3D":
            tags.append("FL-15")  # triple draw's structure
    if (
        len(setup.starting_stacks) == 2
        and setup.game.forced is _BLINDS
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
    # every field in its order (model.new_question: a Question made without its __init__'s
    # descriptor call per slot)
    return new_question(
        qid,  # id
        kind,
        info.skill,
        variant,
        structure,
        difficulty_of(posed.points),
        plain_once(posed.prompt),  # prompt: its question's own, not remembered
        plain_form(posed.form),
        posed.answer,
        plain_steps(posed.working),
        plain_words(posed.rule),
        posed.option,
        profile,
        merged,  # tags
        target_ms(kind, posed.actions),
        posed.traps,
        situation,
        pile,
        posed.actions,  # actions_tracked
        action,
        posed.ask or ask or KIND_ASKS.get(kind, ""),
        tuple(params),
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
