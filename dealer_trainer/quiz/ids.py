"""The one published list of identifiers: question kinds, skills, variants, rule paragraphs.

The command line (``--kind``, ``--variant``), instructor packs, pass marks, the
answer store and exports all use these ids and nothing else. An id never changes
once published; a title or description may be reworded.

>>> KINDS["side_pots"].number, KINDS["side_pots"].skill
(7, 'side_pots')
>>> kind_id("7"), kind_id("pot_limit_max")
('side_pots', 'pot_limit_max')
>>> VARIANTS["NT@pot_limit"].structure
'pot_limit'
>>> PARAGRAPHS["T2-05"].label
'1.3(a)'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from dealer_trainer.engine.games import GAMES

__all__ = [
    "KINDS",
    "PARAGRAPHS",
    "SKILLS",
    "STRUCTURES",
    "VARIANTS",
    "IdError",
    "Kind",
    "KindInfo",
    "Paragraph",
    "QuizVariant",
    "SkillInfo",
    "coverage_table",
    "kind_id",
    "paragraph_kinds",
    "variant_id",
]


class IdError(ValueError):
    """An identifier that is not on the published list; the message lists the known ones."""


@dataclass(frozen=True, slots=True)
class SkillInfo:
    """A skill a trainee builds; pass marks and adaptive practice count by skill."""

    id: str
    title: str
    description: str


@dataclass(frozen=True, slots=True)
class KindInfo:
    """A kind of question, numbered as in the quiz's specification (issue 5)."""

    id: str
    number: int
    title: str
    description: str
    skill: str
    group: str
    """``betting``, ``showdown``, ``ruling``, ``chips`` or ``procedures`` (a described table,
    no dealt hand): what generating one involves."""
    structures: tuple[str, ...]
    """The betting structures it can be asked in."""
    paragraphs: tuple[str, ...]
    """Source-text paragraphs (:data:`PARAGRAPHS`) it exercises."""
    corpus: tuple[str, ...]
    """Corpus sections and examples it exercises."""


@dataclass(frozen=True, slots=True)
class QuizVariant:
    """A game as the quiz offers it: a PHH variant code and the betting structure."""

    id: str
    """The PHH code, or ``code@structure`` when the structure is not the code's own."""
    code: str
    structure: str
    title: str
    description: str


@dataclass(frozen=True, slots=True)
class Paragraph:
    """One paragraph of a source text (rules README): text 1 or text 2, in order."""

    id: str
    text: int
    """1 or 2."""
    index: int
    """1-based position among the text's non-empty paragraphs."""
    label: str
    """The text's own label ("1.3(a)", "Example 1"), or "" where it has none."""
    title: str
    """A few words saying what the paragraph rules."""
    opening: str
    """The paragraph's first words, to find it in the text."""


STRUCTURES: Final[dict[str, str]] = {
    "no_limit": "No-limit: any amount from the minimum up to the whole stack.",
    "pot_limit": "Pot-limit: at most the pot after the call.",
    "fixed_limit": "Fixed limit: every bet and raise one set amount, raises capped.",
    "spread_limit": "Spread limit: any amount within a posted range.",
}
"""Betting structure ids (the engine's ``Structure`` values) and what they mean."""

_BETTING = ("no_limit", "pot_limit", "fixed_limit", "spread_limit")

SKILLS: Final[dict[str, SkillInfo]] = {
    s.id: s
    for s in (
        SkillInfo("pot", "Counting the pot", "The chips in the middle, with or without bets."),
        SkillInfo(
            "betting", "Calls and raises", "Amount to call and minimum raise in big-bet games."
        ),
        SkillInfo("pot_limit", "Pot-limit maximum", "What 'pot' means: the largest legal bet."),
        SkillInfo(
            "fixed_limit", "Fixed limit", "Bet sizes, caps, completions and half-bet all-ins."
        ),
        SkillInfo("reopening", "Re-opening the betting", "Who may raise after short all-ins."),
        SkillInfo("side_pots", "Side pots", "Main and side pots and who may win each."),
        SkillInfo(
            "rulings", "Chip and verbal rulings", "What a push of chips or a word counts as."
        ),
        SkillInfo("stud", "Stud order", "Who brings it in and who acts first."),
        SkillInfo("showdown", "Showdown", "Who wins each pot and what each winner receives."),
        SkillInfo("chips", "Chip counting", "The value of a pile of chips by colour."),
        SkillInfo("spread_limit", "Spread limit", "The legal range of a bet or raise."),
        SkillInfo("blinds", "Blinds and straddles", "Options, straddles and short blinds."),
        SkillInfo("procedure", "Procedure", "Table stakes, out-of-turn action, miscounts."),
        SkillInfo("house", "Rake and drop", "What the house takes and what is pushed."),
        # procedures and irregularities (issue 19; procedures.md)
        SkillInfo(
            "positions", "Button and blinds", "Where the button and blinds go; missed blinds."
        ),
        SkillInfo("show_order", "Showdown order", "Who must show first at the showdown."),
        SkillInfo(
            "irregularities", "Irregularities", "Misdeals, exposed and boxed cards, board errors."
        ),
        SkillInfo(
            "tournament_duties",
            "Tournament duties",
            "Colour-ups, the chip race and balancing tables.",
        ),
        SkillInfo("announcements", "Announcements", "What the dealer says, and what he must not."),
    )
}
"""Every skill id."""


KINDS: Final[dict[str, KindInfo]] = {
    k.id: k
    for k in (
        KindInfo(
            "pot_count",
            1,
            "Count the pot",
            "The total in the middle, this street's bets included or not, as asked.",
            "pot",
            "betting",
            _BETTING,
            ("T2-01", "T2-10", "T2-27", "T2-28", "T2-45"),
            ("A.5", "A.9", "NL-19", "BBA-01", "PL-23"),
        ),
        KindInfo(
            "to_call",
            2,
            "Amount to call",
            "How much more the player to act must put in to call.",
            "betting",
            "betting",
            _BETTING,
            ("T2-01", "T2-08", "T2-27", "T2-28", "T2-46", "T1-3", "T1-6"),
            ("A.2", "A.14b", "NL-01", "NL-02", "NL-13", "PL-06", "PL-08"),
        ),
        KindInfo(
            "min_raise",
            3,
            "Minimum bet or raise",
            "The smallest total the player may bet or raise to (no-limit, pot-limit).",
            "betting",
            "betting",
            ("no_limit", "pot_limit"),
            (
                "T1-1",
                "T1-2",
                "T1-3",
                "T1-4",
                "T1-5",
                "T1-6",
                "T1-7",
                "T2-02",
                "T2-03",
                "T2-04",
                "T2-05",
                "T2-06",
                "T2-07",
                "T2-08",
                "T2-14",
                "T2-33",
            ),
            ("A.2", "NL-01", "NL-02", "NL-03", "NL-04", "NL-05", "NL-06", "NL-08", "NL-10"),
        ),
        KindInfo(
            "pot_limit_max",
            4,
            "Pot-limit maximum",
            "The largest bet or raise in pot-limit ('what's the pot?'), with antes, "
            "straddles and the player's own chips in front.",
            "pot_limit",
            "betting",
            ("pot_limit",),
            ("T2-09", "T2-10", "T2-11", "T2-12", "T2-13", "T2-15", "T2-16", "T2-28"),
            ("A.5", "PL-01", "PL-02", "PL-04", "PL-05", "PL-06", "PL-07", "PL-08", "PL-10"),
        ),
        KindInfo(
            "limit_bet",
            5,
            "Fixed-limit bet size and cap",
            "The size of the next bet or raise in fixed limit, and whether the cap is reached.",
            "fixed_limit",
            "betting",
            ("fixed_limit",),
            ("T2-17", "T2-18", "T2-19", "T2-20", "T2-21", "T2-22", "T2-23", "T2-24"),
            ("A.1", "A.6", "FL-01", "FL-02", "FL-10", "FL-11", "FL-15"),
        ),
        KindInfo(
            "may_raise",
            6,
            "May he raise?",
            "Whether the player may raise: re-opening after short all-ins, cumulative or not.",
            "reopening",
            "betting",
            _BETTING,
            ("T2-27", "T2-32", "T2-33", "T2-34", "T2-35"),
            ("A.4", "RO-01", "RO-02", "RO-04", "RO-05", "RO-07", "RO-10", "RO-11", "FL-08"),
        ),
        KindInfo(
            "side_pots",
            7,
            "Side pots",
            "The amount of each pot and who may win it.",
            "side_pots",
            "betting",
            _BETTING,
            ("T2-28", "T2-38", "T2-46"),
            ("A.12", "SP-01", "SP-02", "SP-04", "SP-07", "SP-08", "SP-10", "NL-13"),
        ),
        KindInfo(
            "chip_action",
            8,
            "Chip-action ruling",
            "What a push of chips counts as: call, bet or raise, and for how much.",
            "rulings",
            "ruling",
            ("no_limit", "pot_limit", "fixed_limit"),
            ("T2-40", "T2-41", "T2-42", "T2-43", "T1-5"),
            ("A.3", "A.10", "CH-01", "CH-02", "CH-04", "CH-05", "CH-07", "CH-08", "NL-03"),
        ),
        KindInfo(
            "verbal",
            9,
            "Verbal declaration and string bet",
            "What a verbal declaration or a string bet commits the player to.",
            "rulings",
            "ruling",
            ("no_limit", "pot_limit", "fixed_limit"),
            ("T2-15", "T2-39", "T2-40", "T2-43"),
            ("A.3", "NL-16", "NL-17", "VD-01", "VD-07", "VD-10", "CH-16", "CH-17"),
        ),
        KindInfo(
            "stud_order",
            10,
            "Stud: who brings in, who acts first",
            "Who brings it in on third street, and who acts first on a later street.",
            "stud",
            "betting",
            ("fixed_limit",),
            ("T2-20", "T2-29", "T2-30"),
            ("A.7", "ST-01", "ST-02", "ST-07", "ST-10"),
        ),
        KindInfo(
            "stud_amounts",
            11,
            "Bring-in, completion, half-bet all-ins",
            "Stud bring-in and completion amounts; fixed-limit all-ins of less than a bet.",
            "fixed_limit",
            "betting",
            ("fixed_limit",),
            ("T2-29", "T2-35", "T2-36", "T2-37", "T2-20"),
            ("A.6", "A.7", "ST-04", "ST-05", "FL-03", "FL-04", "FL-05", "FL-07"),
        ),
        KindInfo(
            "showdown",
            12,
            "Showdown",
            "Who wins each pot and how much each receives (split pots, hi-lo, odd chip).",
            "showdown",
            "showdown",
            _BETTING,
            ("T2-38",),
            ("A.12", "SP-08", "SP-11"),
        ),
        KindInfo(
            "chip_count",
            13,
            "Chip count",
            "The total of a pictured pile of chips by colour.",
            "chips",
            "chips",
            _BETTING,
            ("T2-41", "T2-42"),
            ("A.10",),
        ),
        KindInfo(
            "spread_range",
            14,
            "Spread-limit range",
            "The smallest and largest legal bet or raise in spread limit.",
            "spread_limit",
            "betting",
            ("spread_limit",),
            ("T2-25", "T2-26"),
            ("A.8", "SL-01", "SL-02"),
        ),
        KindInfo(
            "blinds",
            15,
            "Blinds and straddles",
            "The big blind's option, the straddler's option, and short blinds: "
            "the call and the minimum raise.",
            "blinds",
            "betting",
            ("no_limit", "pot_limit", "fixed_limit"),
            ("T2-03", "T2-27", "T2-28", "T2-31"),
            ("A.2", "A.9", "NL-11", "NL-13", "NL-14", "FL-16", "BBA-01"),
        ),
        KindInfo(
            "procedure",
            16,
            "Procedure ruling",
            "Table stakes, adding chips, cash on the table, acting out of turn, "
            "conditional statements, a dealer's miscount in pot-limit.",
            "procedure",
            "ruling",
            _BETTING,
            ("T2-15", "T2-44", "T2-45", "T2-46", "T2-47", "T2-48"),
            ("A.11", "A.13", "VD-04", "VD-08", "TS-01", "TS-02", "PL-19", "PL-20"),
        ),
        KindInfo(
            "rake",
            17,
            "Rake and jackpot drop",
            "How much the house takes from this pot, and what is pushed to the winner.",
            "house",
            "showdown",
            _BETTING,
            ("T2-38",),
            ("A.12", "SP-10"),
        ),
        # procedures and irregularities (issue 19): asked about a described table, not a dealt
        # hand; the source texts do not cover them, so they list no paragraph
        KindInfo(
            "next_blinds",
            18,
            "Button and blinds",
            "Where the button, the small blind and the big blind go on the next hand.",
            "positions",
            "procedures",
            _BETTING,
            (),
            ("P.4",),
        ),
        KindInfo(
            "missed_blind_post",
            19,
            "Missed blinds",
            "What a returning player posts live and dead, and the pot before action.",
            "positions",
            "procedures",
            _BETTING,
            (),
            ("P.4",),
        ),
        KindInfo(
            "show_first",
            20,
            "Who shows first",
            "The seat that must table first at a showdown without an all-in.",
            "show_order",
            "procedures",
            _BETTING,
            (),
            ("P.5",),
        ),
        KindInfo(
            "irregularity",
            21,
            "Irregularity ruling",
            "The remedy for a misdeal, an exposed, flashed or boxed card, or a board error.",
            "irregularities",
            "procedures",
            _BETTING,
            (),
            ("P.1", "P.2", "P.3"),
        ),
        KindInfo(
            "chip_race",
            22,
            "Chip race",
            "How many chips are raced, who wins them, who is kept in.",
            "tournament_duties",
            "procedures",
            _BETTING,
            (),
            ("P.7",),
        ),
        KindInfo(
            "colour_up",
            23,
            "Colour-up",
            "New chips for whole sets and leftovers for the race; chips found afterwards.",
            "tournament_duties",
            "procedures",
            _BETTING,
            (),
            ("P.7",),
        ),
        KindInfo(
            "balance_move",
            24,
            "Moving and seating players",
            "Who moves to balance tables and where; a new player's first hand; must-move; "
            "hand-for-hand and a new level.",
            "tournament_duties",
            "procedures",
            _BETTING,
            (),
            ("P.7",),
        ),
        KindInfo(
            "announcement",
            25,
            "Dealer announcement",
            "What the dealer says: the stud bring-in and high hand, a pot request.",
            "announcements",
            "procedures",
            _BETTING,
            (),
            ("P.6",),
        ),
        KindInfo(
            "draw_stub",
            26,
            "Draw games: the stub runs out",
            "A player wants more cards than the stub holds: what the dealer deals, and what "
            "he shuffles into a new stub (never the burn cards, never the player's discards).",
            "procedure",
            "ruling",
            ("no_limit", "pot_limit", "fixed_limit"),
            (),
            ("P.3",),
        ),
    )
}
"""Every question kind, in the order of the specification."""


class Kind(StrEnum):
    """The question kinds, numbered as in :data:`KINDS`; each value is the published id
    (stored with every answer, named in packs and on the command line: never changed)."""

    POT_COUNT = "pot_count"
    """1. Count the pot: the total in the middle, this street's bets included or not, as asked."""
    TO_CALL = "to_call"
    """2. Amount to call: how much more the player to act must put in to call."""
    MIN_RAISE = "min_raise"
    """3. Minimum bet or raise: the smallest total the player may bet or raise to (no-limit,
    pot-limit)."""
    POT_LIMIT_MAX = "pot_limit_max"
    """4. Pot-limit maximum: the largest bet or raise in pot-limit ('what's the pot?'), with
    antes, straddles and the player's own chips in front."""
    LIMIT_BET = "limit_bet"
    """5. Fixed-limit bet size and cap: the size of the next bet or raise in fixed limit, and
    whether the cap is reached."""
    MAY_RAISE = "may_raise"
    """6. May he raise?: whether the player may raise: re-opening after short all-ins,
    cumulative or not."""
    SIDE_POTS = "side_pots"
    """7. Side pots: the amount of each pot and who may win it."""
    CHIP_ACTION = "chip_action"
    """8. Chip-action ruling: what a push of chips counts as: call, bet or raise, and for how
    much."""
    VERBAL = "verbal"
    """9. Verbal declaration and string bet: what a verbal declaration or a string bet commits
    the player to."""
    STUD_ORDER = "stud_order"
    """10. Stud: who brings in, who acts first: who brings it in on third street, and who acts
    first on a later street."""
    STUD_AMOUNTS = "stud_amounts"
    """11. Bring-in, completion, half-bet all-ins: stud bring-in and completion amounts; fixed-
    limit all-ins of less than a bet."""
    SHOWDOWN = "showdown"
    """12. Showdown: who wins each pot and how much each receives (split pots, hi-lo, odd
    chip)."""
    CHIP_COUNT = "chip_count"
    """13. Chip count: the total of a pictured pile of chips by colour."""
    SPREAD_RANGE = "spread_range"
    """14. Spread-limit range: the smallest and largest legal bet or raise in spread limit."""
    BLINDS = "blinds"
    """15. Blinds and straddles: the big blind's option, the straddler's option, and short
    blinds: the call and the minimum raise."""
    PROCEDURE = "procedure"
    """16. Procedure ruling: table stakes, adding chips, cash on the table, acting out of turn,
    conditional statements, a dealer's miscount in pot-limit."""
    RAKE = "rake"
    """17. Rake and jackpot drop: how much the house takes from this pot, and what is pushed to
    the winner."""
    NEXT_BLINDS = "next_blinds"
    """18. Button and blinds: where the button, the small blind and the big blind go on the next
    hand."""
    MISSED_BLIND_POST = "missed_blind_post"
    """19. Missed blinds: what a returning player posts live and dead, and the pot before action."""
    SHOW_FIRST = "show_first"
    """20. Who shows first: the seat that must table first at a showdown without an all-in."""
    IRREGULARITY = "irregularity"
    """21. Irregularity ruling: the remedy for a misdeal, an exposed, flashed or boxed card, or a
    board error."""
    CHIP_RACE = "chip_race"
    """22. Chip race: how many chips are raced, who wins them, who is kept in."""
    COLOUR_UP = "colour_up"
    """23. Colour-up: new chips for whole sets and leftovers for the race; chips found afterwards."""
    BALANCE_MOVE = "balance_move"
    """24. Moving and seating players: who moves to balance tables and where; a new player's first
    hand; must-move; hand-for-hand and a new level."""
    ANNOUNCEMENT = "announcement"
    """25. Dealer announcement: what the dealer says: the stud bring-in and high hand, a pot
    request."""
    DRAW_STUB = "draw_stub"
    """26. Draw games: the stub runs out: a player wants more cards than the stub holds: what the
    dealer deals, and what he shuffles into a new stub (never the burn cards, never the player's
    discards)."""

    @classmethod
    def of(cls, text: str) -> Kind:
        """The kind named by its id or its number ("7"); :class:`IdError` names the known ones.

        >>> Kind.of("7") is Kind.SIDE_POTS, Kind.of(" Rake ")
        (True, <Kind.RAKE: 'rake'>)
        """
        return cls(kind_id(text))


assert [k.value for k in Kind] == list(KINDS), "Kind and KINDS list the same ids in one order"

_KIND_BY_NUMBER: Final[dict[str, str]] = {str(k.number): k.id for k in KINDS.values()}


def kind_id(text: str) -> str:
    """A kind id from its id or its number ("7").

    >>> kind_id("8")
    'chip_action'
    >>> kind_id("pots")
    Traceback (most recent call last):
    ...
    dealer_trainer.quiz.ids.IdError: unknown question kind 'pots'; known kinds: 1 pot_count, \
2 to_call, 3 min_raise, 4 pot_limit_max, 5 limit_bet, 6 may_raise, 7 side_pots, 8 chip_action, \
9 verbal, 10 stud_order, 11 stud_amounts, 12 showdown, 13 chip_count, 14 spread_range, \
15 blinds, 16 procedure, 17 rake, 18 next_blinds, 19 missed_blind_post, 20 show_first, \
21 irregularity, 22 chip_race, 23 colour_up, 24 balance_move, 25 announcement, \
26 draw_stub
    """
    key = text.strip().lower()
    if key in KINDS:
        return key
    if key in _KIND_BY_NUMBER:
        return _KIND_BY_NUMBER[key]
    known = ", ".join(f"{k.number} {k.id}" for k in KINDS.values())
    raise IdError(f"unknown question kind {text!r}; known kinds: {known}")


def _variant(vid: str, title: str, description: str) -> QuizVariant:
    """A quiz variant from its id: the game code before any ``@``, and the structure after it
    or, without one, the game's own (:data:`dealer_trainer.engine.games.GAMES`, the one
    table of variants)."""
    code, _, structure = vid.partition("@")
    return QuizVariant(vid, code, structure or GAMES[code].structure.value, title, description)


VARIANTS: Final[dict[str, QuizVariant]] = {
    v.id: v
    for v in (
        _variant("NT", "No-limit hold'em", "Texas hold'em, no-limit."),
        _variant("NT@pot_limit", "Pot-limit hold'em", "Texas hold'em, pot-limit."),
        _variant(
            "NT@spread_limit",
            "Spread-limit hold'em",
            "Texas hold'em with a posted spread such as 1-5.",
        ),
        _variant("NS", "No-limit short deck", "No-limit short-deck hold'em (36 cards)."),
        _variant("PO", "Pot-limit Omaha", "Omaha, four hole cards."),
        _variant("FT", "Limit hold'em", "Texas hold'em, fixed limit."),
        _variant("FO/8", "Omaha hi-lo", "Limit Omaha, high-low eight or better."),
        _variant("F7S", "Seven-card stud", "Limit seven-card stud."),
        _variant("F7S/8", "Stud hi-lo", "Limit stud, high-low eight or better."),
        _variant("FR", "Razz", "Limit seven-card stud for the low hand."),
        _variant("N2L1D", "No-limit 2-7 single draw", "No-limit deuce-to-seven, one draw."),
        _variant("F2L3D", "2-7 triple draw", "Limit deuce-to-seven, three draws."),
        _variant("FB", "Badugi", "Limit badugi, three draws."),
        # issue 18: the rest of a mixed-game audition
        _variant(
            "FO/8@pot_limit",
            "PLO hi-lo",
            "Pot-limit Omaha, high-low eight or better.",
        ),
        _variant("PO@fixed_limit", "Limit Omaha", "Omaha high, fixed limit."),
        _variant("PO5", "Five-card PLO", "Pot-limit Omaha, five hole cards."),
        _variant(
            "PO5/8",
            "Big O",
            "Five-card pot-limit Omaha, high-low eight or better.",
        ),
        _variant("FAL3D", "A-5 triple draw", "Limit ace-to-five, three draws."),
        _variant(
            "F2L3D@pot_limit",
            "PL 2-7 triple draw",
            "Pot-limit deuce-to-seven, three draws.",
        ),
        _variant("N5CD", "No-limit five-card draw", "No-limit five-card draw, high."),
        _variant(
            "N5CD@pot_limit",
            "PL five-card draw",
            "Pot-limit five-card draw, high.",
        ),
        _variant(
            "FB/A5",
            "Badacey",
            "Limit triple draw, half badugi, half ace-to-five.",
        ),
        _variant(
            "FB/27",
            "Badeucey",
            "Limit triple draw, half badugi, half deuce-to-seven.",
        ),
    )
}
"""Every variant id the quiz deals."""


def variant_id(text: str) -> str:
    """A variant id, matched without regard to case.

    >>> variant_id("fo/8"), variant_id("nt@POT_LIMIT")
    ('FO/8', 'NT@pot_limit')
    """
    key = text.strip()
    for vid in VARIANTS:
        if vid.lower() == key.lower():
            return vid
    raise IdError(f"unknown variant {text!r}; known variants: {', '.join(VARIANTS)}")


def _p(pid: str, label: str, title: str, opening: str) -> Paragraph:
    text = int(pid[1])
    return Paragraph(pid, text, int(pid[3:]), label, title, opening)


PARAGRAPHS: Final[dict[str, Paragraph]] = {
    p.id: p
    for p in (
        _p("T1-1", "Rule 47", "Raise amounts: the largest prior bet or raise", "Rule 47: Raise"),
        _p("T1-2", "", "The last legal increment of the current street", "This line refers"),
        _p("T1-3", "Example 1", "Minimum re-raise 2,000 more, to 5,600", "Example 1: NLHE"),
        _p("T1-4", "Example 2", "Short all-in 150: minimum raise to 250", "Example 2: NLHE"),
        _p(
            "T1-5", "Example 3", "Two 500 chips over 300: minimum raise to 1,700", "Example 3: NLHE"
        ),
        _p("T1-6", "Example 4-A", "Raises of 75, 75, 300: minimum to 800", "Example 4-A: NLHE"),
        _p(
            "T1-7",
            "Example 4-B",
            "One raise of 450, two calls: minimum to 950",
            "Example 4-B: Same",
        ),
        _p("T2-01", "", "Title: betting structures and betting rules", "Poker Betting Structures"),
        _p("T2-02", "", "No-limit: any amount up to all the chips", "In no-limit, a player"),
        _p("T2-03", "", "Minimum opening bet: the big blind", "The minimum opening bet"),
        _p("T2-04", "", "A raise adds at least the largest bet or raise", "A raise must increase"),
        _p("T2-05", "1.3(a)", "Raise to 300: next raise at least to 500", "1.3(a) Blinds 50/100"),
        _p("T2-06", "1.3(b)", "Raise to 1,000: next raise at least to 1,700", "1.3(b) If a player"),
        _p("T2-07", "", "No cap on raises in no-limit", "There is no limit on the number"),
        _p("T2-08", "", "No-limit games: hold'em, short deck", "No-limit is the standard"),
        _p(
            "T2-09", "", "Pot-limit: the maximum is the pot after the call", "In pot-limit, the max"
        ),
        _p("T2-10", "2.1(a)", "All bets of the round count in the pot", "2.1(a) All bets on"),
        _p("T2-11", "", "The maximum in three steps", "The maximum raise is calculated"),
        _p("T2-12", "", "The shortcut: three times the last bet plus the rest", "A shortcut: the"),
        _p("T2-13", "", "Odd blinds: actual or rounded, the dealer's count", "Where the small"),
        _p("T2-14", "", "Pot-limit minimums as in no-limit", "The minimum bet and minimum raise"),
        _p("T2-15", "", "Counting the pot on request; 'pot' is binding", "A player may ask the"),
        _p("T2-16", "", "Pot-limit games: Omaha, Omaha hi-lo", "Pot-limit is the standard"),
        _p("T2-17", "", "Fixed limit: set amounts, small and big bet", "In fixed-limit (often"),
        _p("T2-18", "", "Small bet early, big bet late", "The small bet is used"),
        _p("T2-19", "3.2(a)", "Hold'em and Omaha bet sizes by street", "3.2(a) In Hold'em"),
        _p("T2-20", "3.2(b)", "Stud bet sizes; open pair on fourth street", "3.2(b) In Seven Card"),
        _p("T2-21", "3.2(c)", "Draw-game bet sizes", "3.2(c) In draw games"),
        _p("T2-22", "", "The cap: one bet and three (or four) raises", "The number of raises"),
        _p("T2-23", "", "Heads-up: the cap may not apply", "In many venues the cap"),
        _p("T2-24", "", "Fixed-limit games: stud, draw, mixed", "Fixed-limit is standard"),
        _p("T2-25", "", "Spread limit: any amount within the range", "In spread limit, a player"),
        _p("T2-26", "", "Spread limit is uncommon", "Spread limit is now uncommon"),
        _p("T2-27", "", "Blinds are live; the big blind's option", "Blinds are live bets"),
        _p("T2-28", "", "Antes are dead money", "Antes are dead money"),
        _p("T2-29", "", "The stud bring-in and completing", "The bring-in is a forced"),
        _p("T2-30", "5.3(a)", "Bring-in ties broken by suit", "5.3(a) Where two upcards"),
        _p("T2-31", "", "The straddle", "A straddle is a voluntary"),
        _p("T2-32", "", "Short all-in does not re-open (NL, PL)", "No-limit and pot-limit. An"),
        _p("T2-33", "6.1(a)", "Not yet acted: may raise in full", "6.1(a) A player who has not"),
        _p("T2-34", "6.1(b)", "Short all-ins that add up re-open (TDA)", "6.1(b) Under the Poker"),
        _p("T2-35", "", "Fixed limit: half a bet re-opens", "Fixed-limit. An all-in of at"),
        _p("T2-36", "6.2(a)", "All-in 6 on a 10 round: raise to 20", "6.2(a) In a 10/20 game"),
        _p("T2-37", "6.2(b)", "All-in 4: call 4 or complete to 10", "6.2(b) If the all-in"),
        _p("T2-38", "", "All-in wins only what he matched: side pots", "An all-in player may win"),
        _p("T2-39", "", "Verbal declarations are binding", "Verbal declarations. A clear"),
        _p("T2-40", "", "String bets: only the first amount stands", "String bets. A player who"),
        _p("T2-41", "", "A single oversized chip", "Single oversized chip. When"),
        _p("T2-42", "", "Several chips of one denomination", "Multiple chips. When facing"),
        _p("T2-43", "", "Short raises: the 50% standard", "Short raises. In no-limit"),
        _p("T2-44", "", "Conditional statements", "Conditional statements about"),
        _p("T2-45", "", "Chips stay in; acting out of turn", "Chips put in the pot in turn"),
        _p("T2-46", "", "Table stakes: only chips on the table play", "Only the chips a player"),
        _p("T2-47", "", "Adding chips between hands; no going south", "In a cash game, a player"),
        _p("T2-48", "", "Cash on the table", "Cash on the table may play"),
    )
}
"""Every paragraph of both source texts (``T1-n``: text 1; ``T2-nn``: text 2)."""


def paragraph_kinds() -> dict[str, tuple[str, ...]]:
    """For each paragraph, the kinds that exercise it (the coverage table)."""
    table: dict[str, list[str]] = {pid: [] for pid in PARAGRAPHS}
    for kind in KINDS.values():
        for pid in kind.paragraphs:
            table[pid].append(kind.id)
    return {pid: tuple(kinds) for pid, kinds in table.items()}


def coverage_table() -> str:
    """The coverage table of ``docs/coverage.md``: every paragraph and the kinds exercising it."""
    rows = [
        "| Paragraph | Label | What it rules | Question kinds |",
        "| --- | --- | --- | --- |",
    ]
    for pid, kinds in paragraph_kinds().items():
        p = PARAGRAPHS[pid]
        names = ", ".join(f"{KINDS[k].number} {k}" for k in kinds)
        rows.append(f"| {pid} | {p.label or '-'} | {p.title} | {names} |")
    return "\n".join(rows) + "\n"
