"""No rule arithmetic in ``quiz/``: bet units, rake, pots, side pots, raise sizes and stacks
come from the engine (issue 13).

Two checks on the source (AST):

1. The quiz's old re-computations of the rules are gone and stay gone: no function or
   class named ``scan_raises``, ``_pot_levels``, ``_rake_of``, ``_first_round``,
   ``Ledger``, ``unit`` or ``other_unit`` is defined in ``quiz/``, and none is called.
   Their engine replacements are :mod:`dealer_trainer.engine.explain`,
   :mod:`dealer_trainer.engine.narration` and :mod:`dealer_trainer.engine.limit_allins`.
2. Arithmetic (``+ - * / // %`` on anything but text, lists and the constant 1) appears
   only in the functions listed in :data:`ALLOWED`, each with the reason it is not rule
   arithmetic. A new function that computes is a failure until it is reviewed and
   listed; a listed function that no longer computes must be taken off the list.

The keys themselves are checked against the engine by ``test_export.py`` (every key
equals what ``solve`` answers) and the explanations by ``test_generated.py`` (every
step's terms add up to the engine's result).
"""

from __future__ import annotations

import ast
from pathlib import Path

import dealer_trainer.quiz

QUIZ = Path(dealer_trainer.quiz.__file__).parent

FORBIDDEN = frozenset(
    {"scan_raises", "_pot_levels", "_rake_of", "_first_round", "Ledger", "unit", "other_unit"}
)

TRAPS = "named wrong answers (a dealer's typical mistakes), never the key"
TERMS = "the terms of a worked step, which test_generated checks add up to the engine's result"
POSER = f"{TRAPS}; {TERMS}; the key is read from the engine (test_export)"
DEALING = "dealing a hand: stacks and bet sizes the simulated players choose, then the engine plays"
NOT_AMOUNTS = "counters, indices, times, scores or random bits: no chips"
SEATS = "seat and card order around the table (modulo the seats): positions, not chips"
TABLE = (
    "setting up a described table: the stakes a room posts for the game (antes, bring-in and "
    "big bet from the small bet), stacks and chip counts drawn for the scene; no key"
)
ENGINE_KEY = "the key is read from engine/procedures.py"

ALLOWED: dict[str, dict[str, str]] = {
    "adaptive.py": {"Box.due": NOT_AMOUNTS, "Box.weight": NOT_AMOUNTS, "boxes": NOT_AMOUNTS},
    "drill.py": {
        "_Tally.add": NOT_AMOUNTS,
        "_export": NOT_AMOUNTS,
        "_result_text": NOT_AMOUNTS,
        "_summary": NOT_AMOUNTS,
        "run_quiz": NOT_AMOUNTS,
        "run_pack_check": NOT_AMOUNTS,
    },
    "export.py": {"export": NOT_AMOUNTS},
    "floor.py": {
        "_chips_for": "breaking an amount into the chip set's chips to push (a pile, not a rule)",
        "_chips_text": NOT_AMOUNTS,
        "_out_of_turn": NOT_AMOUNTS,
        "_step": DEALING,
        "_total_step": TERMS,
        "add_on_question": POSER,
        "invent_push": DEALING,
        "invent_words": DEALING,
        "pose_procedure": DEALING,
        "pose_ruling": POSER,
        "transit_question": POSER,
    },
    "generator.py": {
        "Generator.question": NOT_AMOUNTS,
        "Generator.questions": NOT_AMOUNTS,
        "_Sim.__init__": DEALING,
        "_level_play": DEALING,  # the stacks dealt per level (moved out of _Sim.__init__)
        "_Sim._plan": DEALING,
        "_Sim._plan_stud": DEALING,
        "_Sim._deal": DEALING,
        "_Sim._raise": DEALING,
        "_Sim._scripted": DEALING,
        "_Sim._setup": DEALING,
        "_Sim._stack": DEALING,
        "_Sim.act": DEALING,
        "_chip_pile": DEALING,
    },
    "deal.py": {  # dealer-trainer deal (issue 19), reviewed for issue 13
        "Report.accuracy": NOT_AMOUNTS,
        "Report.pace": NOT_AMOUNTS,
        "_Table.new_hand": TABLE,
        "_Table.tournament_stakes": TABLE,
        "_accept_action": f"{SEATS}; joining rule citations",
        "_after_hand": SEATS,
        "_announce": TRAPS,
        "_balance": NOT_AMOUNTS,
        "_colour_up": f"{TABLE}; {ENGINE_KEY} (pose_colour_up: pr.colour_up)",
        "_deck_question": "card ranks near the missing card, for a named wrong answer",
        "_forced_bets": NOT_AMOUNTS,
        "_hand_for_hand": f"players left and out (counts); {ENGINE_KEY} (hand_for_hand_busts)",
        "_play.deal_street": DEALING,
        "_who_acts": SEATS,
        "deal": (
            "counters, and the check that every chip is conserved; the award key is the "
            "engine's settlement (settle: his stack after the push less before it), the rake "
            f"key pr.rake (asserted equal to settle's rake); {TRAPS}"
        ),
        "run_deal.answer": NOT_AMOUNTS,
    },
    "deal_pack.py": {"judge_counts": NOT_AMOUNTS, "run_pack_deals.answer": NOT_AMOUNTS},
    "deal_tournament.py": {
        "_race_text": NOT_AMOUNTS,
        "pose_chip_race": f"{TRAPS}; {ENGINE_KEY} (chip_race)",
        "colour_up_at": NOT_AMOUNTS,
        "level_of": NOT_AMOUNTS,
        "pose_balance": f"{SEATS}; {ENGINE_KEY}",
        "pose_colour_up": f"{TERMS}; {ENGINE_KEY} (colour_up)",
        "pose_forced_bets": f"{TRAPS}; whether the big blind is short picks the case; {ENGINE_KEY}",
        "pose_hand_for_hand": f"{TRAPS}; players out (counts); {ENGINE_KEY}",
    },
    "kinds_draw.py": {
        "_most_drawn": "the most cards the told draws can take from the stub (cards, not "
        "chips): a deal that cannot run the stub out stops early",
        "_question": NOT_AMOUNTS,
        "_setup": DEALING,
        "pose_draw_stub": "dealing the cards from a shuffled deck (slices); the key is "
        "engine/draw.py's replace_cards",
    },
    "kinds_procedures.py": {
        "_after": SEATS,
        "_announce_pot": f"{TABLE}; {TRAPS} (the announcements of named mistakes); "
        f"{ENGINE_KEY} (pot_count_request)",
        "_announce_stud": DEALING,
        "_pose_balance_move": f"{SEATS}; {TRAPS}; {ENGINE_KEY}",
        "_pose_chip_race": f"{TABLE}; dealing the race cards; {TRAPS}; {TERMS}; "
        f"{ENGINE_KEY} (chip_race)",
        "_pose_colour_up": f"{TABLE}; {TRAPS}; {TERMS}; {ENGINE_KEY} (exchange_found_chips, "
        "colour_up)",
        "_pose_irregularity": NOT_AMOUNTS,
        "_pose_missed_blind_post": f"{TRAPS}; {ENGINE_KEY}",
        "_pose_next_blinds": NOT_AMOUNTS,
        "_pose_show_first": f"{SEATS}; difficulty points",
        "_scene": SEATS,
    },
    "pack_files.py": {"_limit_s": NOT_AMOUNTS},
    "procedure_hands.py": {  # issue 18: the hands of show_first and next_blinds, for export
        "_busting": "where in the shuffled deck each hand's cards are: no chips",
        "_setup": "blinds listed per player (zeros after the two blinds) and stacks as so "
        "many big blinds: set-up of the hand, no rule",
        "phh_order": "seats sorted from the left of the button: a sort key, no chips",
    },
    "procedure_examples.py": {
        "_positions.build": SEATS,
        "_race.build": f"{TRAPS} (suits ranked the wrong way); {ENGINE_KEY}",
        "_to12": NOT_AMOUNTS,
    },
    "answers.py": {  # the one answer reader (issue 17), moved here from grading.py
        "_share_line": NOT_AMOUNTS,
        "parse_amount": "reading a typed amount (digits and thousands separators)",
    },
    "grading.py": {
        "Grade.summary": NOT_AMOUNTS,
    },
    "kinds/base.py": {
        "Ctx.points": NOT_AMOUNTS,
        "_odd": "whether an amount is a round number of chips, for difficulty points",
        "grouped_sum_text": NOT_AMOUNTS,
    },
    "kinds/bets.py": {
        "_increment_steps": TERMS,
        "min_raise": POSER,
        "pot_count": POSER,
        "pot_limit_max": POSER,
        "to_call": POSER,
    },
    "kinds/chips.py": {
        "pose_chip_count": "a chip count: the pile's value is what is asked (chips x count)",
    },
    "kinds/house.py": {
        "rake": POSER,
    },
    "kinds/limit.py": {
        "_increment_after": NOT_AMOUNTS,
        "limit_bet": POSER,
        "may_raise": POSER,
    },
    "kinds/pots.py": {
        "side_pots": POSER,
    },
    "kinds/showdowns.py": {
        "_award_steps": TERMS,
        "_shares_answer": "adds a winner's shares of one pot as the engine awarded them",
        "showdown": POSER,
    },
    "kinds/stakes.py": {
        "blinds": POSER,
        "spread_range": POSER,
    },
    "kinds/stud.py": {
        "stud_amounts": POSER,
        "stud_order": NOT_AMOUNTS,
    },
    "packs.py": {
        "Pack.score": NOT_AMOUNTS,
        "_Lines.__init__": NOT_AMOUNTS,
        "_Reader.exam": NOT_AMOUNTS,
        "_Reader.generate": NOT_AMOUNTS,
        "_Reader.safe_path": NOT_AMOUNTS,
        "_Reader.situation": NOT_AMOUNTS,
    },
    "prng.py": {
        "<module>": NOT_AMOUNTS,
        "Prng.below": NOT_AMOUNTS,
        "Prng.choice": NOT_AMOUNTS,  # below() written out inline: an index, not an amount
        "Prng.pick": NOT_AMOUNTS,  # the same, for a weighted pick
        "Prng.between": NOT_AMOUNTS,
        "Prng.chance": NOT_AMOUNTS,
        "Prng.derive": NOT_AMOUNTS,
        "Prng.draw_out": NOT_AMOUNTS,
        "Prng.shuffle": NOT_AMOUNTS,
        "Prng.next_u64": NOT_AMOUNTS,
        "Prng.weighted": NOT_AMOUNTS,
        "_label_value": NOT_AMOUNTS,
        "mix64": NOT_AMOUNTS,
    },
    "speed.py": {"rate": NOT_AMOUNTS, "target_ms": NOT_AMOUNTS},
}
"""Every quiz function that computes, with why it is not rule arithmetic."""

_OPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod)


def _texty(node: ast.expr) -> bool:
    return isinstance(node, ast.JoinedStr | ast.List | ast.Tuple | ast.ListComp) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str)
    )


def _one(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value == 1


def computing_functions(source: str) -> set[str]:
    """The functions (``Class.method``) of a module that do arithmetic other than on text."""
    found: set[str] = set()
    scope: list[str] = []

    class Visitor(ast.NodeVisitor):
        def enter(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
            scope.append(node.name)
            self.generic_visit(node)
            scope.pop()

        visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = enter

        def visit_BinOp(self, node: ast.BinOp) -> None:
            if (
                isinstance(node.op, _OPS)
                and not _texty(node.left)
                and not _texty(node.right)
                and not (
                    isinstance(node.op, ast.Add | ast.Sub) and (_one(node.left) or _one(node.right))
                )
            ):
                found.add(".".join(scope[:2]) or "<module>")
            self.generic_visit(node)

        def visit_AugAssign(self, node: ast.AugAssign) -> None:
            if isinstance(node.op, _OPS) and not _texty(node.value) and not _one(node.value):
                found.add(".".join(scope[:2]) or "<module>")
            self.generic_visit(node)

    Visitor().visit(ast.parse(source))
    return found


def test_the_quizs_own_rule_computations_are_gone() -> None:
    offenders = []
    for path in sorted(QUIZ.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.ClassDef) and node.name in FORBIDDEN:
                offenders.append(f"{path.name}: defines {node.name}")
            if isinstance(node, ast.Call):
                f = node.func
                name = (
                    f.id
                    if isinstance(f, ast.Name)
                    else f.attr
                    if isinstance(f, ast.Attribute)
                    else ""
                )
                if name in FORBIDDEN and name != "Ledger":
                    offenders.append(f"{path.name}:{node.lineno}: calls {name}")
    assert not offenders, offenders


PENDING_REVIEW: dict[str, dict[str, str]] = {}
"""Arithmetic not yet reviewed function by function (issue 13 reviewed the 45 functions that
came with issues 17-19 into :data:`ALLOWED`, or moved their rule arithmetic to the engine:
``engine.explain.middle`` for the chips in the middle of a dealt table,
``PostedBets.posted_by`` for a seat's blind and ante). Kept empty."""


def test_nothing_is_pending_review() -> None:
    assert PENDING_REVIEW == {}


def test_arithmetic_only_where_reviewed() -> None:
    unlisted = []
    stale = []
    for path in sorted(QUIZ.rglob("*.py")):
        name = path.relative_to(QUIZ).as_posix()  # "kinds/bets.py" for the kinds package
        found = computing_functions(path.read_text(encoding="utf-8"))
        allowed = {**ALLOWED.get(name, {}), **PENDING_REVIEW.get(name, {})}
        unlisted += [f"{name}: {f}" for f in sorted(found - set(allowed))]
        stale += [f"{name}: {f}" for f in sorted(set(allowed) - found)]
    assert not unlisted, f"arithmetic in quiz/ not reviewed (compute it in the engine): {unlisted}"
    assert not stale, f"listed but no longer computing (take them off ALLOWED): {stale}"


def test_the_check_sees_arithmetic() -> None:
    source = (
        "def pot(a, b):\n    return a + b\n"
        "def label(i):\n    return f'p{i + 1}'\n"
        "class C:\n    def unit(self, s):\n        s.x //= 2\n"
    )
    assert computing_functions(source) == {"pot", "C.unit"}
