"""Instructor packs: a class's questions, time limits and pass marks in one TOML file.

Long because a pack's format is one contract: the values, and a reader that checks every
field and names the line and what was wrong in a clear message; most of the length is those
checks and messages.

A pack is data only. It is read with :mod:`tomllib`; its strings are matched
against the published ids (:mod:`dealer_trainer.quiz.ids`) and read as PHH hands;
nothing in it is ever imported, evaluated or run, and a hand file it names must
lie inside the pack's folder.

The format
----------
::

    [pack]
    id = "week-3"                 # required: letters, digits, - and _
    title = "Week 3: side pots"   # required
    author = "Dana Lee"           # required
    description = "Side pots and the showdown."
    profile = "standard"          # venue profile: standard, tda-2024, wsop-2026-cash, rrop-11

    [house_rules]                 # optional: the venue options that differ from the profile
    short_allin_aggregation = "individual"
    rake_percent = "10"           # rake and jackpot settings too (see the README's profiles)
    rake_cap = 5

    [pass_marks]                  # percent of questions right, per skill id and overall
    overall = 80
    side_pots = 75

    [exam]                        # optional: sit the pack as an exam
    time_limit_minutes = 30
    questions = ["sp-08/side_pots", "drill/1", "drill/2"]   # default: every question
    shuffle_seed = 7              # optional: the order, shuffled with this seed
    extra_time_percent = { "Ana" = 25 }   # optional: extra time for named trainees

    [[generate]]                  # questions from the generator (any number of these)
    id = "drill"
    seed = 2026
    count = 10
    kinds = ["side_pots", "pot_count"]    # default: every generated kind
    variants = ["NT", "PO"]               # default: all
    structures = ["no_limit", "pot_limit"]
    difficulty = [2, 4]                   # one level, or [lowest, highest]
    time_limit_seconds = 40               # default: the kind's target time

    [[situation]]                 # a hand of your own, as PHH (any number of these)
    id = "sp-08"
    kinds = ["side_pots", "showdown"]
    file = "hands/sp08.phh"       # a path inside the pack's folder, or:
    # phh = '''variant = "NT" ...'''   (the hand inline)
    hand = 1                      # which hand of a .phhs file (default 1)
    after = 12                    # ask after this many actions (default: all)
    time_limit_seconds = 60

With ``[house_rules]`` the pack's questions are asked under the named profile with
those options changed; the profile is then called ``pack:<pack id>`` and every
question names it, so nobody mistakes it for the plain profile.

Question ids are ``pack:<pack id>:<item>``, where an item is ``<generate id>/<n>``
(``n`` from 1) or ``<situation id>/<kind>``.

``dealer-trainer pack check FILE`` reports every problem with its line, found by
scanning the TOML text for the table and key at fault.

>>> pack = loads_pack('''
... [pack]
... id = "demo"
... title = "Demo"
... author = "Ana"
... [[generate]]
... id = "d"
... seed = 1
... count = 2
... kinds = ["to_call"]
... ''')
>>> [q.id for q in pack.questions()]
['pack:demo:d/1', 'pack:demo:d/2']
>>> for problem in check_text('[pack]\\nid = "x"\\ntitle = 3\\n'):
...     print(problem)
line 3: [pack] title must be text, not 3
line 1: [pack] needs author
the pack asks nothing: add a [[generate]] or [[situation]] table
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Final

from dealer_trainer.engine import phh
from dealer_trainer.engine.amounts import toml_failure
from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    STANDARD,
    ProfileError,
    VenueProfile,
    profile_from_mapping,
)
from dealer_trainer.engine.replay import ReplayError, replay
from dealer_trainer.quiz.generator import GENERATED_KINDS, GenerationError, Generator, Settings
from dealer_trainer.quiz.history import AnswerRecord
from dealer_trainer.quiz.ids import KINDS, SKILLS, STRUCTURES, VARIANTS
from dealer_trainer.quiz.kinds import POSERS, pose
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.prng import Prng

__all__ = [
    "Exam",
    "GenerateSection",
    "Pack",
    "PackError",
    "PackScore",
    "Problem",
    "SituationSection",
    "check_pack",
    "check_text",
    "load_pack",
    "loads_pack",
]

MAX_COUNT: Final = 200
"""The most questions one ``[[generate]]`` section may ask."""
MAX_QUESTIONS: Final = 1_000
"""The most questions one pack may hold."""

_ID: Final = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a pack, and the line it is on (None when it has no line)."""

    line: int | None
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


class PackError(ValueError):
    """A pack that cannot be used; :attr:`problems` lists every problem found."""

    def __init__(self, problems: Sequence[Problem], where: str = "pack") -> None:
        self.problems = tuple(problems)
        super().__init__(f"{where}: " + "; ".join(str(p) for p in problems))


@dataclass(frozen=True, slots=True)
class GenerateSection:
    """``[[generate]]``: questions from the generator."""

    id: str
    seed: int
    count: int
    settings: Settings
    time_limit_ms: int | None = None


@dataclass(frozen=True, slots=True)
class SituationSection:
    """``[[situation]]``: a PHH hand, asked about at one moment."""

    id: str
    history: phh.HandHistory
    kinds: tuple[str, ...]
    after: int | None = None
    time_limit_ms: int | None = None


@dataclass(frozen=True, slots=True)
class Exam:
    """``[exam]``: the questions to sit, their order and the time allowed."""

    time_limit_minutes: int | None = None
    questions: tuple[str, ...] = ()
    shuffle_seed: int | None = None
    extra_time_percent: Mapping[str, int] = field(default_factory=dict)
    """Trainee name -> extra time granted, in percent of the limit."""
    time_limit_seconds: int | None = None
    """The limit in seconds, for a short exam (``time_limit_minutes`` wins if both given)."""
    allow_rulebook: bool = False
    """The trainee may open the rulebook during the exam (the rest of the app stays locked)."""


@dataclass(frozen=True, slots=True)
class PackScore:
    """How a set of answers did against the pack's pass marks."""

    overall: tuple[int, int]
    """(right, answered)."""
    by_skill: dict[str, tuple[int, int]]
    passed: bool | None
    """None when the pack sets no pass marks."""
    failed_marks: tuple[str, ...] = ()
    """The marks not reached, in words."""


@dataclass(frozen=True)
class Pack:
    """A loaded, checked instructor pack."""

    id: str
    title: str
    author: str
    description: str = ""
    profile: VenueProfile = STANDARD
    pass_marks: Mapping[str, int] = field(default_factory=dict)
    """Percent right needed per skill id, and ``overall``."""
    exam: Exam | None = None
    sections: tuple[GenerateSection | SituationSection, ...] = ()
    source: Path | None = None
    deals: tuple[Any, ...] = ()
    """``[[deal]]``: deal-a-hand sessions with pass marks (quiz/deal_pack.DealSection)."""

    def items(self) -> list[str]:
        """Every item id, in the order of the file."""
        out: list[str] = []
        for s in self.sections:
            if isinstance(s, GenerateSection):
                out += [f"{s.id}/{k}" for k in range(1, s.count + 1)]
            else:
                out += [f"{s.id}/{kind}" for kind in s.kinds]
        return out

    def question(self, item: str) -> Question:
        """The question of one item (``drill/3``, ``sp-08/side_pots``)."""
        sid, _, rest = item.partition("/")
        for s in self.sections:
            if s.id != sid:
                continue
            if isinstance(s, GenerateSection):
                if not rest.isdigit() or not 1 <= int(rest) <= s.count:
                    break
                q = Generator(s.seed, s.settings).question(int(rest) - 1)
                q = replace(q, id=f"pack:{self.id}:{item}")
                return replace(q, target_ms=s.time_limit_ms) if s.time_limit_ms else q
            if rest in s.kinds:
                return _situation_question(self, s, rest)
        raise KeyError(f"pack {self.id!r} has no question {item!r}")

    def exam_items(self) -> list[str]:
        """The items to ask, in order: the exam's list (or every item), shuffled if asked."""
        items = list(self.exam.questions) if self.exam and self.exam.questions else self.items()
        if self.exam and self.exam.shuffle_seed is not None:
            Prng(self.exam.shuffle_seed).derive("pack", self.id).shuffle(items)
        return items

    def questions(self) -> list[Question]:
        """The questions to ask, in order."""
        return [self.question(item) for item in self.exam_items()]

    def score(self, records: Sequence[AnswerRecord]) -> PackScore:
        """The answers to this pack's questions against its pass marks.

        Every question the pack asks counts: one not answered is not right. When a
        question was answered more than once, the last answer (in ``records`` order)
        counts.
        """
        asked = {q.id: q.skill for q in self.questions()}
        last: dict[str, bool] = {}
        for r in records:
            if r.question_id in asked:
                last[r.question_id] = r.correct
        by_skill: dict[str, tuple[int, int]] = {}
        for qid, skill in asked.items():
            right, total = by_skill.get(skill, (0, 0))
            by_skill[skill] = (right + last.get(qid, False), total + 1)
        overall = (sum(last.values()), len(asked))
        if not self.pass_marks:
            return PackScore(overall, by_skill, None)
        failed = []
        for key, mark in self.pass_marks.items():
            right, total = overall if key == "overall" else by_skill.get(key, (0, 0))
            if total == 0 or right * 100 < mark * total:
                name = "overall" if key == "overall" else SKILLS[key].title
                failed.append(f"{name}: {right}/{total}, needs {mark}%")
        return PackScore(overall, by_skill, not failed, tuple(failed))


def _situation_question(pack: Pack, s: SituationSection, kind: str) -> Question:
    hand = replay(s.history, pack.profile, until=s.after)
    q = pose(kind, hand, qid=f"pack:{pack.id}:{s.id}/{kind}")
    if q is None:
        raise PackError([Problem(None, f"{s.id}: a {kind} question is not defined here")])
    return replace(q, target_ms=s.time_limit_ms) if s.time_limit_ms else q


# ---------------------------------------------------------------- reading


class _Lines:
    """Line numbers of TOML tables and keys, found by scanning the text.

    ``[[name]]`` tables are numbered from 0 in the order they appear; keys inside
    multi-line strings (an inline PHH hand) are not mistaken for the pack's keys.
    """

    _KEY = re.compile(r"""^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_-]+)\s*=""")

    def __init__(self, text: str) -> None:
        self.tables: dict[tuple[str, int], int] = {}
        self.keys: dict[tuple[str, int, str], int] = {}
        counts: dict[str, int] = {}
        current = ("", 0)
        quote: str | None = None
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if quote is not None:
                if line.count(quote) % 2 == 1:
                    quote = None
                continue
            if line.startswith("[["):
                name = line[2:].split("]]")[0].strip()
                index = counts.get(name, 0)
                counts[name] = index + 1
                current = (name, index)
                self.tables[current] = lineno
            elif line.startswith("["):
                name = line[1:].split("]")[0].strip()
                current = (name, 0)
                self.tables[current] = lineno
            else:
                m = self._KEY.match(raw)
                if m:
                    key = m.group(1).strip("\"'")
                    self.keys.setdefault((*current, key), lineno)
            for q in ('"""', "'''"):
                if line.count(q) % 2 == 1:
                    quote = q
                    break

    def at(self, table: str, index: int = 0, key: str | None = None) -> int | None:
        """The line of a key (or of its table when the key is missing)."""
        if key is not None and (table, index, key) in self.keys:
            return self.keys[(table, index, key)]
        return self.tables.get((table, index), 1 if table == "pack" else None)


_PACK_KEYS: Final = {"id", "title", "author", "description", "profile", "version"}
_EXAM_KEYS: Final = {
    "time_limit_minutes",
    "time_limit_seconds",
    "questions",
    "shuffle_seed",
    "extra_time_percent",
    "allow_rulebook",
}
_GENERATE_KEYS: Final = {
    "id",
    "seed",
    "count",
    "kinds",
    "variants",
    "structures",
    "difficulty",
    "time_limit_seconds",
}
_SITUATION_KEYS: Final = {"id", "kinds", "file", "phh", "hand", "after", "time_limit_seconds"}
_TOP: Final = {"pack", "pass_marks", "exam", "generate", "situation", "house_rules", "deal"}


def _describe(value: object) -> str:
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class _Reader:
    """Reads a pack's TOML text, collecting every problem with its line."""

    def __init__(self, text: str, base: Path | None) -> None:
        self.text = text
        self.base = base
        self.lines = _Lines(text)
        self.problems: list[Problem] = []

    def fail(self, table: str, index: int, key: str | None, message: str) -> None:
        self.problems.append(Problem(self.lines.at(table, index, key), message))

    def where(self, table: str, index: int) -> str:
        return (
            f"[[{table}]] #{index + 1}"
            if table in ("generate", "situation", "deal")
            else f"[{table}]"
        )

    # -- values
    def text_value(
        self, data: Mapping[str, Any], table: str, index: int, key: str, required: bool
    ) -> str | None:
        if key not in data:
            if required:
                self.fail(table, index, None, f"{self.where(table, index)} needs {key}")
            return None
        value = data[key]
        if not isinstance(value, str):
            self.fail(
                table,
                index,
                key,
                f"{self.where(table, index)} {key} must be text, not {_describe(value)}",
            )
            return None
        return value

    def int_value(
        self,
        data: Mapping[str, Any],
        table: str,
        index: int,
        key: str,
        low: int,
        high: int,
        required: bool = False,
    ) -> int | None:
        if key not in data:
            if required:
                self.fail(table, index, None, f"{self.where(table, index)} needs {key}")
            return None
        value = data[key]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.fail(
                table,
                index,
                key,
                f"{self.where(table, index)} {key} must be a whole number from {low:,} to "
                f"{high:,}, not {_describe(value)}",
            )
            return None
        return value

    def id_list(
        self,
        data: Mapping[str, Any],
        table: str,
        index: int,
        key: str,
        known: Sequence[str],
        what: str,
    ) -> tuple[str, ...] | None:
        if key not in data:
            return ()
        value = data[key]
        where = self.where(table, index)
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.fail(table, index, key, f"{where} {key} must be a list of {what} ids")
            return None
        bad = [v for v in value if v not in known]
        if bad:
            self.fail(
                table,
                index,
                key,
                f"{where} {key}: unknown {what} {', '.join(map(repr, bad))}; known: "
                + ", ".join(known),
            )
            return None
        return tuple(value)

    def unknown_keys(
        self, data: Mapping[str, Any], allowed: set[str], table: str, index: int
    ) -> None:
        for key in data:
            if key not in allowed:
                self.fail(
                    table,
                    index,
                    key,
                    f"{self.where(table, index)} has an unknown key {key!r}; known keys: "
                    + ", ".join(sorted(allowed)),
                )

    # -- the file
    def read(self) -> Pack | None:
        try:
            data = tomllib.loads(self.text)
        except tomllib.TOMLDecodeError as exc:
            m = re.search(r"\(at line (\d+), column \d+\)", str(exc))
            line = int(m.group(1)) if m else None
            reason = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
            self.problems.append(Problem(line, f"not valid TOML: {reason}"))
            return None
        except (ValueError, RecursionError) as exc:  # a number too long, nesting too deep
            why = toml_failure(self.text, exc)
            at = re.match(r"line (\d+): ", why)
            line = int(at.group(1)) if at else None
            self.problems.append(Problem(line, why[at.end() :] if at else why))
            return None
        for key in data:
            if key not in _TOP:
                line = self.lines.at(key, 0, None) or self.lines.at("", 0, key)
                self.problems.append(
                    Problem(
                        line, f"unknown table or key {key!r}; a pack has " + ", ".join(sorted(_TOP))
                    )
                )
        head = data.get("pack")
        if not isinstance(head, dict):
            self.problems.append(
                Problem(1, "a pack needs a [pack] table with id, title and author")
            )
            return None
        self.unknown_keys(head, _PACK_KEYS, "pack", 0)
        pid = self.text_value(head, "pack", 0, "id", True)
        if pid is not None and not _ID.match(pid):
            self.fail("pack", 0, "id", f"[pack] id {pid!r} must be letters, digits, - and _ only")
            pid = None
        title = self.text_value(head, "pack", 0, "title", True)
        author = self.text_value(head, "pack", 0, "author", True)
        description = self.text_value(head, "pack", 0, "description", False) or ""
        profile = STANDARD
        pname = self.text_value(head, "pack", 0, "profile", False)
        if pname is not None:
            if pname in BUILTIN_PROFILES:
                profile = BUILTIN_PROFILES[pname]
            else:
                self.fail(
                    "pack",
                    0,
                    "profile",
                    f"[pack] profile {pname!r} is not a built-in venue profile; use one of: "
                    + ", ".join(BUILTIN_PROFILES),
                )
        if "house_rules" in data:
            profile = self.house_rules(data["house_rules"], profile, pid or "pack", title or "")
        marks = self.pass_marks(data.get("pass_marks"))
        sections: list[GenerateSection | SituationSection] = []
        ids: set[str] = set()
        for index, table in enumerate(self.tables(data, "generate")):
            section = self.generate(table, index, profile)
            if section is not None:
                self.unique(section.id, ids, "generate", index)
                sections.append(section)
        for index, table in enumerate(self.tables(data, "situation")):
            sit = self.situation(table, index)
            if sit is not None:
                self.unique(sit.id, ids, "situation", index)
                sections.append(sit)
        from dealer_trainer.quiz.deal_pack import read_deal_tables  # issue 19: [[deal]]

        deals = read_deal_tables(self, data, ids, profile)
        if "generate" not in data and "situation" not in data and "deal" not in data:
            self.problems.append(
                Problem(None, "the pack asks nothing: add a [[generate]] or [[situation]] table")
            )
        exam = self.exam(data.get("exam"))
        pack = Pack(
            pid or "pack",
            title or "",
            author or "",
            description,
            profile,
            marks,
            exam,
            tuple(sections),
            self.base,
            tuple(deals),
        )
        self.check_questions(pack)  # the sections that could be read, even if others could not
        return None if self.problems else pack

    def house_rules(self, data: object, base: VenueProfile, pid: str, title: str) -> VenueProfile:
        """The base profile with the pack's venue options changed, each checked on its line."""
        if not isinstance(data, dict):
            self.fail(
                "house_rules",
                0,
                None,
                "[house_rules] must be a table of venue options, e.g. "
                'short_allin_aggregation = "individual"',
            )
            return base
        base_values = {f.name: getattr(base, f.name) for f in fields(base)}
        changes: dict[str, object] = {}
        for key, value in data.items():
            if key in ("name", "title", "description"):
                self.fail(
                    "house_rules",
                    0,
                    key,
                    f"[house_rules] sets venue options, not the profile's {key}",
                )
                continue
            try:
                profile_from_mapping({**base_values, key: value}, where="[house_rules]")
            except ProfileError as exc:
                self.fail("house_rules", 0, key, str(exc))
                continue
            changes[key] = value
        if not changes:
            return base
        changed = profile_from_mapping({**base_values, **changes}, where="[house_rules]")
        if all(getattr(changed, key) == base_values[key] for key in changes):
            return base  # the profile's own values: nothing to tell apart
        return replace(
            changed,
            name=f"pack:{pid}",
            title=f"{base.title}, with the house rules of {title or pid}",
            description=(
                f"{base.title} with these options changed by the pack: "
                + ", ".join(f"{k} = {v}" for k, v in changes.items())
            ),
        )

    def tables(self, data: Mapping[str, Any], name: str) -> list[Mapping[str, Any]]:
        value = data.get(name, [])
        if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
            self.fail(name, 0, None, f"{name} must be written as [[{name}]] tables")
            return []
        return value

    def unique(self, sid: str, ids: set[str], table: str, index: int) -> None:
        if sid in ids:
            self.fail(table, index, "id", f"{self.where(table, index)} id {sid!r} is used twice")
        ids.add(sid)

    def pass_marks(self, value: object) -> dict[str, int]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail("pass_marks", 0, None, "[pass_marks] must be a table of percentages")
            return {}
        marks: dict[str, int] = {}
        for key in value:
            if key != "overall" and key not in SKILLS:
                self.fail(
                    "pass_marks",
                    0,
                    key,
                    f"[pass_marks] {key!r} is not a skill; use overall or one of: "
                    + ", ".join(SKILLS),
                )
                continue
            checked = self.int_value(value, "pass_marks", 0, key, 0, 100)
            if checked is not None:
                marks[key] = checked
        return marks

    def exam(self, value: object) -> Exam | None:
        if value is None:
            return None
        if not isinstance(value, dict):
            self.fail("exam", 0, None, "[exam] must be a table")
            return None
        self.unknown_keys(value, _EXAM_KEYS, "exam", 0)
        minutes = self.int_value(value, "exam", 0, "time_limit_minutes", 1, 24 * 60)
        seconds = self.int_value(value, "exam", 0, "time_limit_seconds", 10, 24 * 3600)
        if minutes is not None and seconds is not None:
            self.fail(
                "exam",
                0,
                "time_limit_seconds",
                "[exam] give time_limit_minutes or time_limit_seconds, not both",
            )
        seed = self.int_value(value, "exam", 0, "shuffle_seed", 0, 2**63 - 1)
        items: tuple[str, ...] = ()
        if "questions" in value:
            raw = value["questions"]
            if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
                self.fail("exam", 0, "questions", "[exam] questions must be a list of item ids")
            else:
                items = tuple(raw)
        extra: dict[str, int] = {}
        raw_extra = value.get("extra_time_percent", {})
        if not isinstance(raw_extra, dict):
            self.fail(
                "exam",
                0,
                "extra_time_percent",
                "[exam] extra_time_percent must be a table of trainee = percent",
            )
        else:
            for name in raw_extra:
                percent = self.int_value(raw_extra, "exam", 0, name, 0, 500)
                if percent is not None:
                    extra[str(name)] = percent
        rulebook = value.get("allow_rulebook", False)
        if not isinstance(rulebook, bool):
            self.fail(
                "exam",
                0,
                "allow_rulebook",
                f"[exam] allow_rulebook must be true or false, not {_describe(rulebook)}",
            )
            rulebook = False
        return Exam(minutes, items, seed, extra, seconds, rulebook)

    def generate(
        self, data: Mapping[str, Any], index: int, profile: VenueProfile
    ) -> GenerateSection | None:
        t = "generate"
        where = self.where(t, index)
        self.unknown_keys(data, _GENERATE_KEYS, t, index)
        sid = self.text_value(data, t, index, "id", True)
        if sid is not None and not _ID.match(sid):
            self.fail(t, index, "id", f"{where} id {sid!r}: letters, digits, - and _ only")
            sid = None
        seed = self.int_value(data, t, index, "seed", 0, 2**63 - 1, required=True)
        count = self.int_value(data, t, index, "count", 1, MAX_COUNT, required=True)
        kinds = self.id_list(data, t, index, "kinds", GENERATED_KINDS, "generated kind")
        variants = self.id_list(data, t, index, "variants", list(VARIANTS), "variant")
        structures = self.id_list(data, t, index, "structures", list(STRUCTURES), "structure")
        difficulty = self.difficulty(data, t, index)
        seconds = self.int_value(data, t, index, "time_limit_seconds", 1, 3600)
        if (
            sid is None
            or seed is None
            or count is None
            or kinds is None
            or variants is None
            or structures is None
            or difficulty is None
        ):
            return None
        settings = Settings(kinds, variants, structures, profile, difficulty)
        try:
            settings = settings.normalised()
            settings.plan()
        except GenerationError as exc:
            self.fail(t, index, "kinds" if "kinds" in data else None, f"{where}: {exc}")
            return None
        return GenerateSection(sid, seed, count, settings, seconds * 1000 if seconds else None)

    def difficulty(self, data: Mapping[str, Any], t: str, index: int) -> tuple[int, ...] | None:
        if "difficulty" not in data:
            return (1, 2, 3, 4, 5)
        value = data["difficulty"]
        if isinstance(value, int) and not isinstance(value, bool):
            value = [value, value]
        ok = (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 5 for v in value)
            and value[0] <= value[1]
        )
        if not ok:
            self.fail(
                t,
                index,
                "difficulty",
                f"{self.where(t, index)} difficulty must be one level from 1 to 5 or "
                f"[lowest, highest], not {_describe(data['difficulty'])}",
            )
            return None
        return tuple(range(value[0], value[1] + 1))

    def situation(self, data: Mapping[str, Any], index: int) -> SituationSection | None:
        t = "situation"
        where = self.where(t, index)
        self.unknown_keys(data, _SITUATION_KEYS, t, index)
        sid = self.text_value(data, t, index, "id", True)
        if sid is not None and not _ID.match(sid):
            self.fail(t, index, "id", f"{where} id {sid!r}: letters, digits, - and _ only")
            sid = None
        kinds = self.id_list(data, t, index, "kinds", list(POSERS), "hand question kind")
        if kinds == ():
            self.fail(t, index, None, f"{where} needs kinds: the questions to ask about the hand")
            kinds = None
        hand_no = self.int_value(data, t, index, "hand", 1, 10_000) or 1
        after = self.int_value(data, t, index, "after", 0, 100_000)
        seconds = self.int_value(data, t, index, "time_limit_seconds", 1, 3600)
        history = self.hand_of(data, t, index, hand_no)
        if sid is None or kinds is None or history is None:
            return None
        return SituationSection(sid, history, kinds, after, seconds * 1000 if seconds else None)

    def hand_of(
        self, data: Mapping[str, Any], t: str, index: int, hand_no: int
    ) -> phh.HandHistory | None:
        where = self.where(t, index)
        has_file, has_text = "file" in data, "phh" in data
        if has_file == has_text:
            self.fail(t, index, None, f"{where} needs the hand: either file or phh, not both")
            return None
        key = "file" if has_file else "phh"
        raw = self.text_value(data, t, index, key, True)
        if raw is None:
            return None
        try:
            if has_file:
                path = self.safe_path(raw, t, index)
                if path is None:
                    return None
                hands = phh.load(path)
            else:
                try:
                    hands = [phh.loads(raw, source=f"{where} phh")]
                except phh.PhhError as exc:
                    if "loads_many" not in str(exc):
                        raise
                    hands = phh.loads_many(raw, source=f"{where} phh")
        except phh.PhhError as exc:
            self.fail(t, index, key, f"{where}: {exc}")
            return None
        except OSError as exc:
            self.fail(t, index, key, f"{where}: cannot read {raw!r}: {exc.strerror or exc}")
            return None
        if not 1 <= hand_no <= len(hands):
            self.fail(t, index, "hand", f"{where} hand {hand_no}: the file holds {len(hands)}")
            return None
        return hands[hand_no - 1]

    def safe_path(self, raw: str, t: str, index: int) -> Path | None:
        where = self.where(t, index)
        if self.base is None:
            self.fail(t, index, "file", f"{where}: a pack read from text cannot name a file")
            return None
        if any(ord(c) < 32 or ord(c) == 127 for c in raw):  # a NUL byte cannot name a file
            self.fail(t, index, "file", f"{where} file {raw!r} holds a control character")
            return None
        rel = Path(raw)
        if rel.is_absolute() or raw.startswith(("~", "\\", "/")) or re.match(r"^[A-Za-z]:", raw):
            self.fail(t, index, "file", f"{where} file {raw!r} must be a path relative to the pack")
            return None
        root = self.base.resolve()
        path = (root / rel).resolve()
        if not path.is_relative_to(root):
            self.fail(t, index, "file", f"{where} file {raw!r} is outside the pack's folder")
            return None
        if path.suffix.lower() not in (".phh", ".phhs"):
            self.fail(t, index, "file", f"{where} file {raw!r} must be a .phh or .phhs hand file")
            return None
        return path

    def check_questions(self, pack: Pack) -> None:
        """Every item can be asked; the exam names existing items; the size is sane."""
        items = pack.items()
        if len(items) > MAX_QUESTIONS:
            self.problems.append(
                Problem(None, f"the pack asks {len(items)} questions; at most {MAX_QUESTIONS:,}")
            )
            return
        index = {"generate": 0, "situation": 0}
        for s in pack.sections:
            table = "generate" if isinstance(s, GenerateSection) else "situation"
            k = index[table]
            index[table] += 1
            where = self.where(table, k)
            if isinstance(s, SituationSection):
                self.check_situation(pack, s, table, k)
                continue
            gen = Generator(s.seed, s.settings)
            try:
                for n in range(s.count):
                    gen.question(n)
            except GenerationError as exc:
                self.fail(table, k, None, f"{where}: {exc}")
        if pack.exam is not None:
            known = set(items)
            for item in pack.exam.questions:
                if item not in known:
                    self.fail(
                        "exam", 0, "questions", f"[exam] questions: no item {item!r} in this pack"
                    )

    def check_situation(self, pack: Pack, s: SituationSection, table: str, k: int) -> None:
        where = self.where(table, k)
        if s.after is not None and s.after > len(s.history.actions):
            self.fail(
                table,
                k,
                "after",
                f"{where} after {s.after}: the hand has only {len(s.history.actions)} actions",
            )
            return
        try:
            hand = replay(s.history, pack.profile, until=s.after)
        except (ReplayError, ValueError) as exc:
            self.fail(table, k, "file" if "file" in str(exc) else None, f"{where}: {exc}")
            return
        for kind in s.kinds:
            if pose(kind, hand, qid="check") is None:
                self.fail(
                    table,
                    k,
                    "kinds",
                    f"{where}: a {KINDS[kind].title.lower()} question is not defined at this "
                    "point of the hand",
                )


def check_text(text: str, base: Path | None = None) -> list[Problem]:
    """Every problem in a pack's TOML text (an empty list when it is fine)."""
    reader = _Reader(text, base)
    reader.read()
    return reader.problems


def loads_pack(text: str, base: Path | None = None) -> Pack:
    """A pack from TOML text; :class:`PackError` lists every problem."""
    reader = _Reader(text, base)
    pack = reader.read()
    if pack is None:
        raise PackError(reader.problems)
    return pack


def _read(path: str | Path) -> tuple[str, Path]:
    p = Path(path)
    try:
        return p.read_text(encoding="utf-8-sig"), p.parent
    except UnicodeDecodeError:
        raise PackError([Problem(None, "not a UTF-8 text file")], str(p)) from None
    except OSError as exc:
        raise PackError([Problem(None, f"cannot read: {exc.strerror or exc}")], str(p)) from None


def check_pack(path: str | Path) -> list[Problem]:
    """Every problem in a pack file (an empty list when it is fine)."""
    try:
        text, base = _read(path)
    except PackError as exc:
        return list(exc.problems)
    return check_text(text, base)


def load_pack(path: str | Path) -> Pack:
    """A pack from its file; :class:`PackError` lists every problem."""
    text, base = _read(path)
    reader = _Reader(text, base)
    pack = reader.read()
    if pack is None:
        raise PackError(reader.problems, str(path))
    return replace(pack, source=Path(path))
