"""Procedure and irregularity questions (issue 19).

Every Part B vector of procedures.md is posed through the quiz and graded against the
answer the rulebook prints (numbers, or the choice whose words say it), under every value
of the switch the vector names; every wrong answer offered is a named mistake. Then 200
generated questions per kind and variant: the key grades right, every wrong choice and
every recognised wrong number grades wrong with its mistake's name, the explanation
reaches the answer, and nothing in the prompt gives the answer away.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dealer_trainer.engine.options import STANDARD
from dealer_trainer.quiz.generator import GENERATED_KINDS, Generator, Settings
from dealer_trainer.quiz.grading import grade, grade_text
from dealer_trainer.quiz.ids import KINDS, SKILLS, VARIANTS, kind_id
from dealer_trainer.quiz.kinds_procedures import PROCEDURE_KINDS, kind_fits, pose
from dealer_trainer.quiz.mistakes import MISTAKES
from dealer_trainer.quiz.model import FormKind, Part, Question
from dealer_trainer.quiz.prng import Prng
from dealer_trainer.quiz.procedure_examples import EXAMPLES, example
from dealer_trainer.resource_files import resource_bytes

REPO = Path(__file__).resolve().parents[2]

# (vector, switch settings, the rulebook's answer: numbers, or words of the right choice)
PART_B: list[tuple[str, dict[str, object], tuple[int, ...] | str]] = [
    ("IR-01", {}, "Misdeal"),
    ("IR-02", {}, "Misdeal"),
    ("IR-03", {"misdeal_cutoff": "substantial_action"}, "Misdeal"),
    ("IR-03", {"misdeal_cutoff": "two_players_acted"}, "No misdeal"),
    ("IR-04", {"misdeal_cutoff": "substantial_action"}, "No misdeal"),
    ("IR-04", {"misdeal_cutoff": "two_players_acted"}, "No misdeal"),
    ("IR-05", {}, "Misdeal"),
    ("IR-06", {}, "hand is dead"),
    ("IR-07", {"one_extra_card_dealt": "misdeal"}, "Misdeal"),
    ("IR-07", {"one_extra_card_dealt": "use_as_burn"}, "back on the stub as the first burn"),
    ("IR-08", {}, "At 100/200 with the same button"),
    ("IR-09", {"redeal_absent_player": "may_play_if_seated"}, "plays a live hand"),
    ("IR-09", {"redeal_absent_player": "killed"}, "dealt to his seat and killed"),
    ("IR-10", {}, "every chip goes back"),
    ("IR-11", {}, "give him the top card"),
    ("IR-12", {}, "Misdeal"),
    ("IR-13", {}, "The card plays"),
    ("IR-14", {"stud_exposed_downcard": "deal_third_down"}, "becomes his upcard"),
    ("IR-14", {"stud_exposed_downcard": "misdeal"}, "Misdeal"),
    ("IR-15", {"stud_7th_exposed": "replace_card"}, "replacement face down"),
    ("IR-15", {"stud_7th_exposed": "keep_with_allin_option"}, "all-in for the pot"),
    ("IR-16", {}, "Set the boxed card aside"),
    ("IR-17", {"two_boxed_cards": "misdeal_initial_deal_only"}, "Set the boxed card aside"),
    ("IR-17", {"two_boxed_cards": "void_whenever_found"}, "The hand is void"),
    ("IR-18", {}, "without another burn"),
    ("IR-19", {"premature_turn": "reshuffle_stub_redeal"}, "without another burn"),
    ("IR-19", {"premature_turn": "set_aside_next_card"}, "Set the card aside"),
    ("IR-20", {"four_card_flop": "random_burn_from_four"}, "the turn's burn"),
    ("IR-20", {"four_card_flop": "reshuffle_redeal"}, "deal a new flop"),
    ("IR-21", {"flop_no_burn": "scramble_three_pick_burn"}, "one at random is the burn"),
    ("IR-21", {"flop_no_burn": "reshuffle_stub"}, "deal a new flop"),
    ("IR-22", {"burn_error_recovery": "one_burn_per_street"}, (1, 1)),
    ("IR-22", {"burn_error_recovery": "restore_sequence"}, (1, 2)),
    ("IR-23", {"burn_error_recovery": "restore_sequence"}, (1, 0)),
    ("IR-23", {"burn_error_recovery": "one_burn_per_street"}, (1, 1)),
    ("PR-01", {"button_movement": "dead_button"}, (1, 2, 3)),
    ("PR-02", {"button_movement": "dead_button"}, (1, 0, 3)),
    ("PR-03", {}, (5, 5, 2)),
    ("PR-04", {"missed_blind_return": "post_or_wait"}, (5, 2, 14, 0)),
    ("PR-04", {"missed_blind_return": "post_wait_or_straddle"}, (5, 2, 14, 17)),
    ("PR-05", {}, "Case 1 dead; case 2 live"),
    ("PR-06", {}, (5, 2, 5)),
    ("PR-07", {}, (5, 5)),
    ("PR-08", {}, (2,)),
    ("PR-09", {}, (2,)),
    ("PR-10", {"allin_face_up": "when_action_complete"}, "right after C's call on the turn"),
    ("PR-10", {"allin_face_up": "at_showdown_in_order"}, "No hand turned until the river"),
    ("PR-11", {"show_request_right": "paid_to_see"}, "No: E holds no cards"),
    ("PR-11", {"show_request_right": "any_dealt_in_player"}, "Yes: E was dealt in"),
    ("PR-11", {"show_request_right": "collusion_only"}, "Only if E suspects collusion"),
    ("PR-12", {}, "A, with a flush"),
    ("PR-13", {}, "All to A"),
    ("PR-14", {}, "A: a properly tabled"),
    ("PR-15", {}, (500, 0)),
    ("PR-16", {}, (0, 2_000, 8_000)),
    ("PR-17", {}, "Only for B"),
    ("PR-18", {}, '"Deuce of clubs brings it in"; then "pair of kings, first to act"'),
    ("PR-19", {}, "Case 1: shown to every player at once; case 2: shown to everyone when"),
    ("PR-20", {"rake_no_flop_no_drop": True}, (0, 5, 6)),
    ("PR-20", {"rake_no_flop_no_drop": False}, (4, 5, 6)),
    ("PR-21", {}, (0, 640)),
    ("TO-01", {}, (1, 0)),
    ("TO-02", {}, "He moves to table 21, seat 4, with his 23,400"),
    ("TO-03", {}, (3, 6)),
    ("TO-04", {"mixed_game_balance_mover": "would_be_big_blind"}, (7,)),
    ("TO-04", {"mixed_game_balance_mover": "high_card_draw"}, (2,)),
    ("TO-05", {}, "He stops dealing"),
    ("TO-06", {}, "Highest card by suit first; P is not dealt in"),
    ("TO-07", {}, (1, 6, 0, 3)),
    ("TO-08", {}, (2, 4, 7, 0)),
    ("TO-09", {}, (1, 6, 0, 0)),
    ("TO-10", {}, (1, 25)),
    ("TO-11", {}, (27, 1, 26)),
    ("TO-12", {}, (28, 26, 24)),
    ("TO-13", {}, "stay face down"),
    ("TO-14", {}, (1, 1)),
    ("TO-15", {}, (1_000, 4_000, 5_000)),
]


def _rulebook_answer(q: Question, expected: tuple[int, ...] | str) -> tuple[Part, ...]:
    if isinstance(expected, str):
        assert q.form.kind is FormKind.CHOICE
        hits = [c.letter for c in q.form.choices if expected in c.text]
        assert len(hits) == 1, (expected, [c.text for c in q.form.choices])
        return (Part(letter=hits[0]),)
    assert q.form.kind in (FormKind.AMOUNT, FormKind.AMOUNTS)
    return tuple(Part(amount=v) for v in expected)


@pytest.mark.parametrize(
    ("vector", "switches", "expected"),
    PART_B,
    ids=[f"{v}-{'-'.join(map(str, s.values())) or 'any'}" for v, s, _ in PART_B],
)
def test_part_b_example_posed_and_graded(
    vector: str, switches: dict[str, object], expected: tuple[int, ...] | str
) -> None:
    profile = STANDARD.with_options(**switches)
    q = example(vector, profile)
    given = _rulebook_answer(q, expected)
    result = grade(q, given)
    assert result.correct, (q.prompt, q.answer_lines(), given)
    for trap in q.traps:
        wrong = grade(q, trap.answer)
        assert not wrong.correct and wrong.mistake is not None
        assert wrong.mistake.id == trap.mistake and q.kind in wrong.mistake.kinds
    if q.form.kind is FormKind.CHOICE:  # every wrong choice is a named mistake
        trapped = {t.answer[0].letter for t in q.traps}
        assert trapped == {c.letter for c in q.form.choices} - {given[0].letter}


def test_every_vector_is_posed_and_tested(shared_dir: Path) -> None:
    text = (shared_dir / "rules" / "procedures.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"^id: ((?:IR|PR|TO)-\d+)$", text, flags=re.M))
    assert len(ids) == 59
    assert set(EXAMPLES) == ids
    assert {v for v, _, _ in PART_B} == ids


@pytest.mark.parametrize(
    ("vector", "switch", "values"),
    [
        ("IR-03", "misdeal_cutoff", ("substantial_action", "two_players_acted")),
        ("IR-07", "one_extra_card_dealt", ("misdeal", "use_as_burn")),
        ("IR-09", "redeal_absent_player", ("may_play_if_seated", "killed")),
        ("IR-14", "stud_exposed_downcard", ("deal_third_down", "misdeal")),
        ("IR-15", "stud_7th_exposed", ("replace_card", "keep_with_allin_option")),
        ("IR-17", "two_boxed_cards", ("misdeal_initial_deal_only", "void_whenever_found")),
        ("IR-19", "premature_turn", ("reshuffle_stub_redeal", "set_aside_next_card")),
        ("IR-20", "four_card_flop", ("random_burn_from_four", "reshuffle_redeal")),
        ("IR-21", "flop_no_burn", ("scramble_three_pick_burn", "reshuffle_stub")),
        ("IR-22", "burn_error_recovery", ("one_burn_per_street", "restore_sequence")),
        ("IR-23", "burn_error_recovery", ("one_burn_per_street", "restore_sequence")),
        ("PR-04", "missed_blind_return", ("post_or_wait", "post_wait_or_straddle")),
        ("PR-10", "allin_face_up", ("when_action_complete", "at_showdown_in_order")),
        ("PR-11", "show_request_right", ("paid_to_see", "any_dealt_in_player", "collusion_only")),
        ("TO-04", "mixed_game_balance_mover", ("would_be_big_blind", "high_card_draw")),
    ],
)
def test_each_switch_changes_the_quiz_answer(
    vector: str, switch: str, values: tuple[str, ...]
) -> None:
    keys = set()
    for value in values:
        q = example(vector, STANDARD.with_options(**{switch: value}))
        answer = (
            q.answer
            if q.form.kind is not FormKind.CHOICE
            else (next(c.text for c in q.form.choices if c.letter == q.answer[0].letter),)
        )
        keys.add(answer)
        assert q.option == f"{switch.upper()}={value}"
    assert len(keys) == len(values)


# --- generated questions ----------------------------------------------------------------------


def _fits(kind: str) -> list[str]:
    return [v for v in VARIANTS if kind_fits(kind, v)]


CASES = [(k, v) for k in PROCEDURE_KINDS for v in _fits(k)]


@pytest.mark.parametrize(("kind", "vid"), CASES, ids=[f"{k}-{v}" for k, v in CASES])
def test_two_hundred_generated_questions_per_variant(kind: str, vid: str) -> None:
    made = 0
    seen_mistakes: set[str] = set()
    for n in range(2_000):
        posed = pose(kind, vid, Prng(n))
        if posed is None:
            continue
        made += 1
        from dealer_trainer.quiz.kinds import question_from

        q = question_from(
            kind,
            posed,
            qid=f"t:{n}",
            variant=vid,
            structure=VARIANTS[vid].structure,
            profile="standard",
        )
        assert grade(q, q.answer).correct
        assert grade_text(q, q.answer_lines()).correct
        for trap in q.traps:
            result = grade(q, trap.answer)
            assert not result.correct and result.mistake is not None
            assert result.mistake.id == trap.mistake and kind in result.mistake.kinds
            seen_mistakes.add(trap.mistake)
        if q.form.kind is FormKind.CHOICE:
            wrong_letters = {c.letter for c in q.form.choices} - {q.answer[0].letter}
            assert {t.answer[0].letter for t in q.traps} == wrong_letters
            assert len(q.form.choices) >= 3
        else:
            results = [s.result for s in q.working if s.result is not None]
            assert all(p.amount in results for p in q.answer)
            # the prompt does not state the answer's worked lines
            assert not any(s.text in q.prompt for s in q.working if s.result is not None)
        assert q.working and q.rule and q.tags
        if made == 200:
            break
    assert made == 200
    assert len(seen_mistakes - {"other_venue_rule"}) >= 2, seen_mistakes


def test_the_key_letter_is_spread_over_the_choices() -> None:
    letters = [
        pose("irregularity", "NT", Prng(n)).answer[0].letter  # type: ignore[union-attr]
        for n in range(200)
    ]
    assert {letters.count(x) for x in "abcd"} and min(letters.count(x) for x in "abcd") > 20


def test_generated_key_follows_the_profile() -> None:
    """A premature turn under RRoP is set aside; under the Standard profile reshuffled."""
    rrop = STANDARD.with_options(premature_turn="set_aside_next_card")
    seen = 0
    for n in range(400):
        std = pose("irregularity", "NT", Prng(n))
        alt = pose("irregularity", "NT", Prng(n), rrop)
        assert std is not None and alt is not None
        if "premature turn" in " ".join(s.text for s in std.working).lower():
            pick = {c.letter: c.text for c in std.form.choices}[std.answer[0].letter]
            pick_alt = {c.letter: c.text for c in alt.form.choices}[alt.answer[0].letter]
            assert "reshuffle" in pick and "Set the card aside" in pick_alt
            seen += 1
    assert seen > 5


def test_the_generator_deals_every_procedure_kind() -> None:
    assert set(PROCEDURE_KINDS) <= set(GENERATED_KINDS)
    for kind in PROCEDURE_KINDS:
        info = KINDS[kind]
        assert info.skill in SKILLS and kind_id(str(info.number)) == kind
        q = Generator(7, Settings(kinds=(kind,))).question(0)
        assert q.kind == kind
        # a colour-up shows the player's chips to exchange; no other procedure has a pile
        assert (q.pile is not None) == (kind == "colour_up"), kind
        # who shows first and where the blinds go are hand states, exported as PHH (issue 18)
        assert (q.situation is not None) == (kind in ("next_blinds", "show_first"))


def test_tags_link_to_the_rulebook() -> None:
    html = resource_bytes("rulebook/rulebook.html").decode("utf-8")
    anchors = set(re.findall(r'<a (?:name|id)="([^"]+)"', html))
    for kind in PROCEDURE_KINDS:
        for n in range(30):
            posed = pose(kind, _fits(kind)[0], Prng(n))
            if posed is not None:
                assert set(posed.tags) <= anchors, posed.tags
    for vector in EXAMPLES:
        assert set(example(vector).tags) <= anchors


def test_no_mistake_id_is_defined_twice() -> None:
    source = (REPO / "dealer_trainer" / "quiz" / "mistakes.py").read_text(encoding="utf-8")
    ids = re.findall(r"_m\(\n\s+\"([a-z_]+)\",", source)
    assert len(ids) == len(set(ids)) == len(MISTAKES)


# --- the store, adaptive practice and packs accept the new ids -------------------------------

PACK = """
[pack]
id = "procedures-1"
title = "Table procedures"
author = "Dealer Trainer"
description = "Button and blinds, irregularities, the chip race."
profile = "standard"

[pass_marks]
overall = 80
positions = 75
irregularities = 75

[[generate]]
id = "duties"
seed = 19
count = 8
kinds = ["next_blinds", "irregularity", "chip_race", "announcement"]
variants = ["NT", "F7S"]
"""


def test_a_pack_holds_procedure_questions_with_pass_marks() -> None:
    from dealer_trainer.quiz.packs import loads_pack

    pack = loads_pack(PACK)
    questions = pack.questions()
    assert len(questions) == 8
    assert {q.kind for q in questions} <= {
        "next_blinds",
        "irregularity",
        "chip_race",
        "announcement",
    }
    for q in questions:
        assert grade(q, q.answer).correct


def test_the_store_and_progress_count_the_new_skills() -> None:
    from dealer_trainer.quiz.grading import record_of
    from dealer_trainer.store.db import Store
    from dealer_trainer.store.progress import progress

    store = Store.in_memory()
    store.add_trainee("ana")
    for n, kind in enumerate(PROCEDURE_KINDS):
        q = Generator(n, Settings(kinds=(kind,))).question(0)
        wrong = q.traps[0].answer if q.traps else q.answer
        result = grade(q, wrong, millis=4_000)
        store.record(record_of(q, result, trainee="ana", answer="; ".join(p.text() for p in wrong)))
    report = progress(store, "ana")
    skills = {s.key for s in report.skills}
    assert {KINDS[k].skill for k in PROCEDURE_KINDS} <= skills
    assert {s.key for s in report.kinds} >= set(PROCEDURE_KINDS)


def test_adaptive_practice_offers_procedure_kinds_when_chosen() -> None:
    from dealer_trainer.quiz.adaptive import Practice
    from dealer_trainer.quiz.history import MemoryHistory

    practice = Practice(MemoryHistory(), "ana", seed=3, settings=Settings(kinds=PROCEDURE_KINDS))
    kinds = {practice.next_question().kind for _ in range(1)}
    assert kinds <= set(PROCEDURE_KINDS)
    planned = {
        Practice(
            MemoryHistory(), "ana", seed=s, settings=Settings(kinds=PROCEDURE_KINDS)
        ).plan_next()[0]
        for s in range(60)
    }
    assert len(planned) >= 5


# --- the key is the engine's answer to the situation the prompt describes ---------------------


def _ints(text: str) -> list[int]:
    return [int(x.replace(",", "")) for x in re.findall(r"\d[\d,]*", text)]


def _number(text: str) -> int:
    """A number as the prompt writes it ("1,000")."""
    return int(text.replace(",", ""))


def _key_from_prompt(kind: str, prompt: str) -> tuple[int, ...]:
    """Read the situation back from the prompt's words and ask the engine."""
    from dealer_trainer.engine import procedures as pr
    from dealer_trainer.engine.cards import Card

    if kind == "next_blinds":
        m = re.search(
            r"(\d+)-seat table; players in seats ([\d, ]+)\. This hand: button seat (\d+), "
            r"small blind seat (\d+), big blind seat (\d+)\.(?: Seat (\d+) is eliminated)?",
            prompt,
        )
        assert m, prompt
        seats, players = int(m[1]), _ints(m[2])
        left = [s for s in players if m[6] is None or s != int(m[6])]
        p = pr.next_positions(seats, left, int(m[3]), int(m[4]), int(m[5]))
        return (p.button, p.small_blind or 0, p.big_blind)
    if kind == "show_first":
        m = re.search(r"(\d+) seats, button seat (\d+)\. River: (.*)\. Nobody", prompt)
        assert m, prompt
        acts = [(int(a), v) for a, v in re.findall(r"seat (\d+) (\w+)", m[3])]
        aggressor = None
        for seat, verb in acts:
            if verb in ("bets", "raises"):
                aggressor = seat
        players = sorted({s for s, _ in acts})
        return (
            pr.first_to_show(int(m[1]), players, button=int(m[2]), last_aggressor=aggressor).first,
        )
    if kind == "chip_race":
        m = re.search(r"the (\d+) chips are removed; the (\d+) chip", prompt)
        assert m, prompt
        old, new = int(m[1]), int(m[2])
        left: dict[int, int] = {}
        cards: dict[int, list[Card]] = {}
        for seat, n, cs in re.findall(r"seat (\d+): (\d+) x \d+ \(race cards ([^)]*)\)", prompt):
            left[int(seat)] = int(n)
            cards[int(seat)] = [Card.parse(x) for x in cs.split()]
        only = re.search(r"Seat (\d+) has no other chips", prompt)
        others = {s for s in left if not only or s != int(only[1])}
        race = pr.chip_race(left, cards, old=old, new=new, other_chips=others)
        w = [*race.winners, 0, 0]
        return (race.raced, w[0], w[1], race.protected[0] if race.protected else 0)
    if kind == "colour_up":
        # chip values are written as a dealer reads them: "1,000"
        m = re.search(
            r"the ([\d,]+) chips are removed and raced off; the ([\d,]+) chip stays\. "
            r"A player has (\d+)",
            prompt,
        )
        if m:
            cu = pr.colour_up(int(m[3]), _number(m[1]), _number(m[2]))
            return (cu.exchanged, cu.leftover)
        m = re.search(
            r"player's (\d+) x ([\d,]+) chips .* smallest chip now in play is ([\d,]+)", prompt
        )
        assert m, prompt
        f = pr.exchange_found_chips(int(m[1]) * _number(m[2]), _number(m[3]))
        return (f.chips, f.removed)
    if kind == "balance_move":
        m = re.search(
            r"(\d+)-handed\. Table A is full; its last hand's big blind was seat (\d+)\. Table B "
            r"has open seats? ([\d, ]+); its last hand's big blind was seat (\d+)",
            prompt,
        )
        assert m, prompt
        seats, open_seats = int(m[1]), _ints(m[3])
        mv = pr.balance_move(
            seats,
            next_big_blind=int(m[2]) % seats + 1,
            short_table_occupied=[s for s in range(1, seats + 1) if s not in open_seats],
            short_table_last_big_blind=int(m[4]),
        )
        assert mv.to_seat is not None
        return (mv.mover, mv.to_seat)
    assert kind == "missed_blind_post"
    m = re.search(r"(\d+)/(\d+) blinds\. A player who missed (both blinds|the small blind)", prompt)
    assert m, prompt
    choices, _, _ = pr.missed_blind_choices(
        int(m[1]), int(m[2]), missed_small=True, missed_big=m[3] == "both blinds"
    )
    return (choices[0].live, choices[0].dead, choices[0].pot_before_action)


@pytest.mark.parametrize(
    "kind",
    ["next_blinds", "show_first", "chip_race", "colour_up", "balance_move", "missed_blind_post"],
)
def test_the_key_is_the_engines_answer_to_the_prompt(kind: str) -> None:
    for n in range(300):
        posed = pose(kind, _fits(kind)[n % len(_fits(kind))], Prng(n))
        if posed is None:
            continue
        assert tuple(p.amount for p in posed.answer) == _key_from_prompt(kind, posed.prompt), (
            posed.prompt
        )


def test_the_working_is_set_as_dataclasses_replace_sets_it() -> None:
    # pose() gives every question its full-stop-free working by a quicker copy than
    # dataclasses.replace: the same value, of the same class, for every kind (plain Posed and
    # HandPosed alike)
    from dataclasses import replace

    from dealer_trainer.quiz.kinds_procedures import _with_working
    from dealer_trainer.quiz.model import Step

    classes = set()
    for kind in PROCEDURE_KINDS:
        for k in range(40):
            posed = pose(kind, "NT", Prng(7).derive(kind, k))
            if posed is None:
                continue
            working = (*posed.working, Step(f"step {k}"))
            copy = _with_working(posed, working)
            expected = replace(posed, working=working)
            assert type(copy) is type(expected) and copy == expected and copy.working is working
            classes.add(type(copy).__name__)
    assert classes == {"Posed", "HandPosed"}


def test_a_colour_up_shows_the_chips_its_prompt_names() -> None:
    """The table draws the player's chips to exchange: the same count of the same chip as
    the prompt says, in a set that has that chip."""
    from dealer_trainer.engine.chips import get_chip_set

    gen = Generator(3, Settings(kinds=("colour_up",)))
    for n in range(60):
        q = gen.question(n)
        said = re.search(r"has ([\d,]+) chips of ([\d,]+)\.", q.prompt) or re.search(
            r"player's ([\d,]+) x ([\d,]+) chips", q.prompt
        )
        assert said is not None, q.prompt
        count, value = (int(x.replace(",", "")) for x in said.groups())
        assert q.pile is not None and q.pile.counts == ((value, count),), q.id
        assert value in get_chip_set(q.pile.chip_set).values


def test_a_chip_race_lays_out_the_seats_its_prompt_names() -> None:
    """The race's table (each racing seat's leftover chips and race cards) is the one the
    prompt describes, seat by seat, and the seat said to have no other chips."""
    gen = Generator(3, Settings(kinds=("chip_race",)))
    for n in range(60):
        q = gen.question(n)
        params = dict(q.params)
        said = re.findall(r"seat (\d+): (\d+) x ([\d,]+) \(race cards ([^)]*)\)", q.prompt)
        race = params["race"]
        assert isinstance(race, tuple)
        assert [(int(s), int(c), tuple(cards.split())) for s, c, _, cards in said] == list(race)
        assert {int(v.replace(",", "")) for *_, v, _ in said} == {params["race_chip"]}
        only = re.search(r"Seat (\d+) has no other chips", q.prompt)
        assert params["no_other_chips"] == (int(only[1]) if only else 0), q.id


def test_the_player_an_irregularity_is_about_is_not_one_who_acted() -> None:
    """A player skipped by the deal has no cards and cannot call; the one who finds a card
    too many is told after the others' acts: neither is among the seats said to have acted
    (seat 4 "skipped" and "seat 4 calls" made the cut-off turn on an impossible call)."""
    told = 0
    for seed in range(1, 120):
        gen = Generator(seed, Settings(kinds=("irregularity",)))
        for n in range(3):
            q = gen.question(n)
            found = re.search(
                r"Seat (\d+) (was skipped by the deal|finds he has one card)", q.prompt
            )
            if found is None:
                continue
            told += 1
            acted = set(re.findall(r"seat (\d+) (?:folds|calls|raises)", q.prompt))
            assert found[1] not in acted, q.prompt
            if "skipped" in found[2]:  # he has no hand: "his hand is dead" is not offered
                assert not [c for c in q.form.choices if "hand is dead" in c.text], q.id
    assert told >= 20


def test_a_short_deck_irregularity_names_a_card_of_the_short_deck() -> None:
    """Short-deck hold'em has no deuce to five: a scene naming one (a premature turn, the
    four of hearts) would be a misdeal of its own."""
    low = re.compile(r"\b(two|three|four|five)s? of (clubs|diamonds|hearts|spades)")
    named = 0
    for seed in range(1, 400):
        q = Generator(seed, Settings(kinds=("irregularity",), variants=("NS",))).question(0)
        if re.search(r" of (clubs|diamonds|hearts|spades)", q.prompt):
            named += 1
            assert not low.search(q.prompt), q.prompt
    assert named >= 10


def test_a_pot_request_names_the_game_with_its_structure() -> None:
    """Only pot-limit has a pot count, so a pot request names the structure in force:
    "Five-card draw" (no-limit in this quiz, beside a pot-limit five-card draw) left the
    key to a guess. A game named pot-limit gets a count; any other is not counted."""
    words = re.compile(r"\b(no-limit|pot-limit|fixed-limit|spread-limit)\b|\d/[\d,]+,", re.I)
    asked = 0
    for seed in range(1, 160):
        q = Generator(seed, Settings(kinds=("announcement",))).question(0)
        if "asks for the pot" not in q.prompt:
            continue
        asked += 1
        game = q.prompt.split(";")[0]
        assert words.search(game), game
        key = next(c.text for c in q.form.choices if c.letter == q.answer_lines()[0])
        pot_limit = "pot-limit" in game.lower()
        assert key.startswith("Pot is") == pot_limit, (game, key)
    assert asked >= 40


def test_no_limit_variants_say_so_in_their_titles() -> None:
    """A game offered both no-limit and pot-limit is named with its structure (short deck,
    five-card draw, 2-7 single draw): the verbal and announcement keys turn on it."""
    for vid, info in VARIANTS.items():
        if info.structure == "no_limit":
            assert info.title.startswith("No-limit"), (vid, info.title)
