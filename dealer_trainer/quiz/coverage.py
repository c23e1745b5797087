"""Coverage measured, not declared: which generated questions exercise each rule.

    python -m dealer_trainer.quiz.coverage [--rules DIR] [--out FILE] [--check]

Generates a fixed set of questions (every generated kind under every built-in venue
profile, seeds :data:`SEEDS`, :data:`PER_SEED` questions each, its variants mixed as the
trainee gets them; and in each variant it can be asked in, :data:`VARIANT_SEEDS`,
:data:`PER_VARIANT_SEED` each) and counts, from the
questions themselves (their tags and the options their answers depend on):

- each paragraph of both source texts (``T1-n``, ``T2-nn``),
- each corpus section (``A.n``) and example (``FL-03``),
- each option switch of the venue profiles, and each of its values,

with the kinds and counts exercising it. A row no question reaches says why
(:data:`REASONS`). ``docs/coverage.md`` is this module's output; ``--check`` exits 1
when the file differs from what it would write (the test suite runs the same check).
The corpus is read from ``--rules`` (default ``../shared/rules`` beside the checkout).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

from dealer_trainer.engine.options import BUILTIN_PROFILES, SWITCH_NAMES, get_profile
from dealer_trainer.quiz.generator import (
    GENERATED_KINDS,
    GenerationError,
    Generator,
    Settings,
    compatible_variants,
)
from dealer_trainer.quiz.ids import KINDS, PARAGRAPHS, VARIANTS

__all__ = [
    "PER_SEED",
    "PER_VARIANT_SEED",
    "REASONS",
    "SEEDS",
    "VARIANT_SEEDS",
    "Measured",
    "corpus_rows",
    "fixed_tests",
    "main",
    "measure",
    "render",
    "unexercised",
]

SEEDS = range(6)
PER_SEED = 10
VARIANT_SEEDS = range(100, 101)
PER_VARIANT_SEED = 6

REASONS: dict[str, str] = {
    "A.0": "the source register: names the sources, rules nothing",
    "A.14b": "reference formulas of the verification script: every kind's key is checked by them",
    "A.15": "the option switch registry: each switch is a row of the option table below",
    "A.16": "suggested venue profiles: the profiles every question is generated under",
    "A.17": "problems found in the source texts: notes, not rules",
    "A.14": "constants every source agrees on (the engine's fixed rules): every answer uses them, "
    "none is one question's own rule",
    "PL-04": "not generated as its own case: no question is tagged with a chain of maximum "
    "re-raises",
    "FL-14": "no fixed-limit single-draw variant is dealt (the single-draw game is no-limit)",
    "ST-05": "not generated yet: the bring-in player opening for a full bet is not dealt",
    "ST-08": "not generated: the stud kinds leave out fourth street with an open pair (two bet "
    "sizes, not one answer)",
    "SP-05": "not generated yet: a big blind too short for both blind and big-blind ante",
    "CH-13": "not generated yet: an overchip added to prior-bet chips",
    "VD-05": "not generated yet: an undercall of the opening bet",
    "VD-08": "not generated yet: accepted action after asking for a count",
    "TS-04": "not generated yet: buy-in and posting in a limit cash game",
    "limit_heads_up_uncapped": "not generated yet: the generator does not play a heads-up "
    "round past the cap",
    "limit_heads_up_players": "too rare for this fixed set: a round played to the cap over an "
    "all-in player comes up now and then (limit_bet, seed 138, question 8); "
    "`tests/quiz/test_heads_up_cap.py` asks it under both values",
    "pl_pot_rounding": "not generated yet: no generated pot-limit maximum needs rounding to a chip",
    "pl_overbet_correction_window": "asked by procedure questions on an overbet pot count (7 of "
    "67 miscount questions over seeds 0-39, pot-limit only); too rare for this fixed set",
    "bba_priority": "a big blind too short for both blind and ante is dealt (pot_count, seed 3, "
    "question 6), but no question of this fixed set turns on which he pays first: the pot "
    "holds his chips either way",
    "stud_4th_open_pair_option": "not generated: the stud kinds leave out the open pair",
    "stud_tie_first_to_act": "not generated yet: tied stud boards are rare and the engine's "
    "tie rule is being fixed (issue 13, class 2)",
    "short_deck_trips_vs_straight": "not generated yet: a short-deck showdown of trips against "
    "a straight is too rare for this fixed set",
    "stud_odd_chip_cards": "asked by stud showdowns (kind 12) whose odd chip the two values give "
    "to different players (seven-card stud, seed 305781), a split with the deciding card "
    "outside one five-card hand: none among this fixed set's stud showdowns; "
    "`tests/quiz/test_option_tags.py` asks it under both values",
    "redeal_absent_player": "no generated kind deals a misdeal with a player back for the "
    "re-deal; the fixed procedure question IR-09 (`quiz/procedure_examples.py`) asks it "
    "under both values in `tests/quiz/test_procedures_quiz.py`",
    "allin_face_up": "no generated kind asks when all-in hands are turned up; the fixed "
    "procedure question PR-10 (`quiz/procedure_examples.py`) asks it under both values in "
    "`tests/quiz/test_procedures_quiz.py`",
    "show_request_right": "no generated kind asks who may see a called hand mucked; the fixed "
    "procedure question PR-11 (`quiz/procedure_examples.py`) asks it under all three values "
    "in `tests/quiz/test_procedures_quiz.py`",
    "mixed_game_balance_mover": "the generated balance_move kind balances a game with "
    "blinds, never a stud round of a mixed game; the fixed procedure question TO-04 "
    "(`quiz/procedure_examples.py`) asks it under both values in "
    "`tests/quiz/test_procedures_quiz.py`",
    "announce_bets": "the app's own option (procedures.md P.6 has no switch); no generated kind "
    "depends on it: it decides whether the deal mode asks the announcement duty, tested under "
    "both values in `tests/quiz/test_deal_options.py`",
    "draw_openers": "every built-in profile plays without openers (DRAW_OPENERS = none), so no "
    "question of this fixed set is dealt under jackpots, and none is tagged with what a player "
    "without openers may do before the pot is opened; the rule is tested in "
    "`tests/engine/test_draw.py` and `tests/engine/test_mixed_games.py`",
}
"""Why a row is not exercised by any generated question."""

_OPTION = re.compile(r"\b([A-Z][A-Z0-9_]{3,}) ?= ?([a-z0-9_.]+)")


class Measured:
    """Counts of generated questions: by tag and kind, by option and value."""

    def __init__(self) -> None:
        self.tags: dict[str, Counter[str]] = defaultdict(Counter)
        self.options: dict[str, Counter[str]] = defaultdict(Counter)
        self.values: dict[str, Counter[str]] = defaultdict(Counter)
        self.variants: dict[str, Counter[str]] = defaultdict(Counter)
        self.questions = 0


def _cells() -> list[tuple[str, str, tuple[str, ...], range, int]]:
    """(kind, profile, variants, seeds, questions per seed) of the fixed question set."""
    cells: list[tuple[str, str, tuple[str, ...], range, int]] = []
    for kind in GENERATED_KINDS:
        for name in BUILTIN_PROFILES:
            cells.append((kind, name, (), SEEDS, PER_SEED))
            for variant in compatible_variants(kind):
                cells.append((kind, name, (variant,), VARIANT_SEEDS, PER_VARIANT_SEED))
    return cells


def measure() -> Measured:
    """Generate the fixed question set and count what each question exercises."""
    out = Measured()
    for kind, name, variants, seeds, per_seed in _cells():
        settings = Settings(kinds=(kind,), variants=variants, profile=get_profile(name))
        for seed in seeds:
            try:
                gen = Generator(seed, settings)
                questions = [gen.question(n) for n in range(per_seed)]
            except GenerationError:
                continue
            for q in questions:
                out.questions += 1
                out.variants[q.variant][kind] += 1
                for tag in q.tags:
                    out.tags[tag][kind] += 1
                for switch, value in _OPTION.findall(q.option):
                    key = switch.lower()
                    out.options[key][kind] += 1
                    out.values[key][value] += 1
    return out


def corpus_rows(corpus: str) -> list[tuple[str, str]]:
    """The corpus's sections (``A.5``) and examples (``PL-06``), each with its title."""
    rows: list[tuple[str, str]] = []
    example: str | None = None
    for line in corpus.splitlines():
        heading = re.match(r"^## (A\.\d+[a-z]?) (.*)$", line)
        if heading:
            rows.append((heading[1], heading[2].strip()))
            continue
        found = re.match(r"^id: ([A-Z]{2,3}-\d{2}[A-Z]?)\s*$", line)
        if found:
            example = found[1]
            continue
        topic = re.match(r"^topic: (.*)$", line)
        if topic and example:
            rows.append((example, topic[1].strip().strip("'\"")))
            example = None
    return rows


def _kinds_text(counts: Counter[str]) -> str:
    order = {k: KINDS[k].number for k in KINDS}
    return ", ".join(f"{order[k]} {k} ({counts[k]})" for k in sorted(counts, key=order.__getitem__))


def fixed_tests(root: Path) -> dict[str, list[str]]:
    """Corpus example ids named in the test suite's files: the examples set up as fixed
    questions or engine checks (``tests/quiz/test_corpus.py``, ``tests/engine/...``)."""
    found: dict[str, list[str]] = defaultdict(list)
    pattern = re.compile(r"\b((?:NL|RO|PL|FL|ST|SL|SP|CH|VD|TS|HU|BBA)-\d{2}[A-Z]?)\b")
    for path in sorted((root / "tests").rglob("test_*.py")):
        for rid in sorted(set(pattern.findall(path.read_text(encoding="utf-8")))):
            found[rid].append(path.relative_to(root).as_posix())
    return found


def _cell(rid: str, counts: Counter[str] | None, tested: dict[str, list[str]]) -> str:
    if counts:
        return _kinds_text(counts)
    if rid in REASONS:
        return f"not asked: {REASONS[rid]}"
    if rid in tested:
        return "not generated; its worked example is a fixed test in " + ", ".join(
            f"`{t}`" for t in tested[rid]
        )
    return "**not exercised**"


def render(measured: Measured, corpus: str, tested: dict[str, list[str]]) -> str:
    """The coverage document (``tested``: corpus examples the test suite sets up)."""
    lines = [
        "# Coverage: the rules and the questions that exercise them",
        "",
        "Generated by `python -m dealer_trainer.quiz.coverage` (do not edit by hand;",
        "`tests/quiz/test_coverage.py` fails when this file and the generator disagree).",
        f"{measured.questions:,} questions were generated: every generated kind under every",
        f"built-in venue profile ({', '.join(BUILTIN_PROFILES)}), seeds "
        f"{SEEDS.start}-{SEEDS.stop - 1}, {PER_SEED} questions each, and {PER_VARIANT_SEED} more",
        "in each variant the kind is asked in. A question counts for a",
        "rule when its tags name it (the paragraphs and corpus ids its answer rests on), and",
        "for an option when its answer depends on it. Each cell: kind number, kind id",
        "(questions). Paragraph ids: `T1-n` is the n-th paragraph of source text 1 (Poker",
        "TDA minimum-raise rule and examples), `T2-nn` of source text 2; corpus ids are",
        "`../shared/rules/corpus.md`'s.",
        "",
        "## Paragraphs of the source texts",
        "",
        "| Paragraph | Label | What it rules | Questions by kind |",
        "| --- | --- | --- | --- |",
    ]
    for pid, p in PARAGRAPHS.items():
        lines.append(
            f"| {pid} | {p.label or '-'} | {p.title} | {_cell(pid, measured.tags.get(pid), tested)} |"
        )
    lines += [
        "",
        "## Corpus sections and examples",
        "",
        "| Id | Title | Questions by kind |",
        "| --- | --- | --- |",
    ]
    for rid, title in corpus_rows(corpus):
        lines.append(f"| {rid} | {title} | {_cell(rid, measured.tags.get(rid), tested)} |")
    lines += [
        "",
        "## Games",
        "",
        "Every variant the quiz deals (`--variant`, packs' `variants`), by its id: the PHH code,",
        "or `code@structure` for a game played at another structure than its code's.",
        "",
        "| Variant | Game | What it is | Questions by kind |",
        "| --- | --- | --- | --- |",
    ]
    for vid, info in VARIANTS.items():
        lines.append(
            f"| `{vid}` | {info.title} | {info.description} | "
            f"{_cell(vid, measured.variants.get(vid), {})} |"
        )
    lines += [
        "",
        "## Option switches",
        "",
        "| Switch | Values asked (questions) | Questions by kind |",
        "| --- | --- | --- |",
    ]
    for name in SWITCH_NAMES:
        values = measured.values.get(name)
        said = ", ".join(f"{v} ({c})" for v, c in sorted(values.items())) if values else "-"
        lines.append(
            f"| `{name.upper()}` | {said} | {_cell(name, measured.options.get(name), {})} |"
        )
    return "\n".join(lines) + "\n"


def unexercised(text: str) -> list[str]:
    """The rows of a coverage document that no question reaches and no reason explains."""
    return [line.split("|")[1].strip() for line in text.splitlines() if "**not exercised**" in line]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dealer_trainer.quiz.coverage")
    root = Path(__file__).resolve().parents[2]
    parser.add_argument("--rules", default=str(root.parent / "shared" / "rules"))
    parser.add_argument("--out", default=str(root / "docs" / "coverage.md"))
    parser.add_argument("--check", action="store_true", help="exit 1 if --out is not current")
    args = parser.parse_args(argv)
    corpus_path = Path(args.rules) / "corpus.md"
    try:
        corpus = corpus_path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"coverage: cannot read {corpus_path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    text = render(measure(), corpus, fixed_tests(root))
    out = Path(args.out)
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"coverage: {out} is not current; regenerate it", file=sys.stderr)
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    missing = unexercised(text)
    print(f"wrote {out}: {len(missing)} rows not exercised" + (f": {missing}" if missing else ""))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
