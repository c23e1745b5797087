"""engine/derive.py and engine/explain.py each own one job (issue 14).

derive: how a keyed number is made (its result is the engine's); explain: the hand's story an
explanation tells (raise history, bet units, the house's take). The side pots are made once,
in derive, from the engine's pots; explain lists those same layers.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from dealer_trainer.engine import derive, explain
from dealer_trainer.engine.derive import PotLayer, side_pots
from dealer_trainer.engine.explain import pot_layers

from .tables import play, table


def _classes(module: object) -> set[str]:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))  # type: ignore[attr-defined]
    return {n.name for n in tree.body if isinstance(n, ast.ClassDef)}


def test_no_record_name_means_two_things() -> None:
    assert not _classes(derive) & _classes(explain)
    assert "PotLayer" in _classes(derive) and "PotLayer" not in explain.__all__


@pytest.mark.parametrize("module", [derive, explain], ids=lambda m: m.__name__)
def test_each_module_says_which_job_it_owns(module: object) -> None:
    doc = (module.__doc__ or "").split("\n\n")[1]
    assert doc.startswith("This module owns one job"), doc[:60]
    other = explain if module is derive else derive
    assert f":mod:`{other.__name__}`" in module.__doc__  # type: ignore[attr-defined,operator]


def test_three_way_all_in_layers_are_the_engines_pots() -> None:
    # Three all-ins (corpus A.12): 10/20, p3 all in 100, p4 all in 250, p1 raises to 400, p2 calls.
    hand = table((400, 400, 100, 250), blinds=(10, 20))
    play(hand, "p3 cbr 100", "p4 cbr 250", "p1 cbr 400", "p2 cc")
    layers, uncalled = pot_layers(hand)
    assert layers == list(side_pots(hand).pots) and uncalled is None
    assert [(p.amount, p.terms, p.eligible) for p in layers] == [
        (400, (100, 100, 100, 100), (0, 1, 2, 3)),
        (450, (150, 150, 150), (0, 1, 3)),
        (300, (150, 150), (0, 1)),
    ]
    assert [p.amount for p in layers] == [p.amount for p in hand.pots().pots]


def test_uncalled_chips_go_back_and_dead_money_is_the_last_term_of_the_main_pot() -> None:
    # 10/20 with a 20 big-blind ante paid by p1 (dead money): p3 all in for 301, p1 all in
    # for 580 (600 less the ante), p2 folds his 20 big blind.
    hand = table((600, 400, 301), blinds=(10, 20), antes=(20,))
    play(hand, "p3 cbr 301", "p1 cbr 580", "p2 f")
    layers, uncalled = pot_layers(hand)
    assert uncalled == (0, 279)  # 580 - 301 nobody matched goes back to p1
    (main,) = layers
    assert isinstance(main, PotLayer) and main.eligible == (0, 2)
    assert main.terms == (301, 20, 301, 20) and main.dead == 20
    assert main.amount == 642 == hand.pots().pots[0].amount


@pytest.mark.parametrize("seed", range(30))
def test_every_layer_is_the_sum_of_its_terms(seed: int) -> None:
    rng = random.Random(seed)
    stacks = [rng.choice([150, 400, 900, 2_500]) for _ in range(rng.randint(3, 6))]
    hand = table(stacks, blinds=(5, 10))
    while hand.actor is not None and not hand.finished:
        if hand.can_raise() and rng.random() < 0.4:
            hand.raise_to(rng.choice([hand.min_raise_to(), hand.max_raise_to()]))
        elif rng.random() < 0.2 and not hand.can_check():
            hand.fold()
        else:
            hand.check_or_call()
    layers, _ = pot_layers(hand)
    assert [p.amount for p in layers] == [p.amount for p in hand.pots().pots]
    for layer in layers:
        assert sum(layer.terms) == layer.amount
