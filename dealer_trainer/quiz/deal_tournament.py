"""A tournament level in a deal-a-hand session (issue 19): the duties a cash table lacks.

- ``forced_bets``: in blind games the big blind posts the big-blind ante (Poker TDA Rules
  2024, RP-11), heads-up too (procedures.md P.4, our application); the trainee says the ante
  and the pot before the deal, at the first hand of each level and at every heads-up hand;
- ``colour_up``: at the level change that takes a chip off the table, a seat's removed chips
  are exchanged for whole sets and the rest go to the race (engine ``colour_up``);
- ``chip_race``: then the odd chips of the removed colour in every seat's stack, as the
  engine holds it, are raced off (engine ``chip_race``); the stacks after the race are what
  the next hand plays with;
- ``hand_for_hand``: near the money, players out on the same hand tie for their places
  (engine ``hand_for_hand_busts``);
- ``balance``: a short table takes a player from this one: the seat due for the big blind
  moves to the worst seat there (engine ``balance_move``).

Every key and number comes from :mod:`dealer_trainer.engine.procedures`; this module only
words the question and lists the wrong answers dealers really give, each a named mistake.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Final

from dealer_trainer.engine import procedures as pr
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.options import STANDARD, BbaPriority, ChipRacePoolRounding, VenueProfile
from dealer_trainer.quiz.kinds import Posed
from dealer_trainer.quiz.kinds_procedures import ask_choice, ask_numbers
from dealer_trainer.quiz.prng import Prng

__all__ = [
    "LEVELS",
    "LEVEL_HANDS",
    "START_STACK",
    "chip_unit",
    "colour_up_at",
    "level_of",
    "pose_balance",
    "pose_chip_race",
    "pose_colour_up",
    "pose_forced_bets",
    "pose_hand_for_hand",
]

LEVEL_HANDS: Final = 10
"""Hands dealt at each level (about a 20-minute level at a tournament pace)."""

START_STACK: Final = 20_000
"""A starting stack: 100 big blinds at the first level."""

LEVELS: Final = (
    (100, 200),
    (200, 400),
    (300, 600),
    (400, 800),
    (500, 1_000),
    (1_000, 2_000),
    (1_500, 3_000),
    (2_000, 4_000),
    (3_000, 6_000),
    (4_000, 8_000),
    (5_000, 10_000),
    (10_000, 20_000),
    (15_000, 30_000),
    (20_000, 40_000),
    (30_000, 60_000),
    (40_000, 80_000),
    (50_000, 100_000),
    (100_000, 200_000),
    (150_000, 300_000),
    (200_000, 400_000),
)
"""(small blind, big blind) per level; the big-blind ante equals the big blind (TDA RP-11)."""

_COLOUR_UPS: Final[dict[int, tuple[int, int]]] = {5: (100, 500), 10: (500, 1_000)}
"""Level (1-based) -> (chip removed, chip that stays): the 100s go when every blind is a
multiple of 500, the 500s when every blind is a multiple of 1,000."""


def level_of(hand: int) -> int:
    """The level (1-based) a hand is dealt at."""
    return min((hand - 1) // LEVEL_HANDS + 1, len(LEVELS))


def chip_unit(level: int) -> int:
    """The smallest chip in play at a level: 100 until the first colour-up, then the chip
    that stayed at each colour-up (every amount of the level is a multiple of it)."""
    unit = 100
    for at, (_old, new) in sorted(_COLOUR_UPS.items()):
        if level >= at:
            unit = new
    return unit


def colour_up_at(hand: int) -> tuple[int, int] | None:
    """The colour-up at the start of this hand (the first hand of a level), if any."""
    if hand == 1 or (hand - 1) % LEVEL_HANDS:
        return None
    return _COLOUR_UPS.get(level_of(hand))


def pose_forced_bets(
    level: int,
    seat: int,
    ante: int,
    pot: int,
    players: int,
    blinds: tuple[int, int],
    stack: int,
    profile: VenueProfile = STANDARD,
) -> Posed:
    """What the big blind puts in and the pot before the deal. ``ante`` and ``pot`` are the
    engine's (the hand as set up, by the profile's BBA_PRIORITY when the big blind is short);
    ``stack`` is the big blind's stack before he posts."""
    small, big = blinds
    heads_up = players == 2
    short = stack < 2 * big
    wrong: list[tuple[str, tuple[int, int]]] = [
        (
            "dropped_the_ante_heads_up" if heads_up else "left_out_the_big_blind_ante",
            (0, pot - ante),
        )
    ]
    if not heads_up:
        wrong.append(("antes_from_everyone", (ante, pot + ante * (players - 1))))
    option = ""
    if short:
        # the other order of posting: what the ante would be under the other setting
        blind_first = profile.bba_priority is BbaPriority.BIG_BLIND_FIRST
        other = min(stack, big) if blind_first else max(0, stack - big)
        mid = "posted_the_ante_before_the_blind" if blind_first else "other_venue_rule"
        wrong.append((mid, (other, pot)))
        option = f"BBA_PRIORITY={profile.bba_priority.value}"
    return ask_numbers(
        f"Level {level}: blinds {small:,}/{big:,} with a big-blind ante of {big:,}"
        + (" (heads-up)" if heads_up else "")
        + f". Seat {seat} is the big blind"
        + (f" with {stack:,} in chips" if short else "")
        + ". How much ante does he post, and what is in the pot before the cards are dealt?",
        ("big-blind ante", "pot before the deal"),
        (ante, pot),
        wrong,
        rule=pr.CITATIONS["bba"]
        + "; heads-up the big blind still posts the full ante (this app's reading of the "
        "big-blind ante rule: no rulebook read states the heads-up case)",
        anchor="P.4",
        option=option,
        steps=(
            "The big blind posts the ante; nobody else antes; the ante is never reduced, "
            "heads-up included. Short of both, he posts "
            + (
                "the blind first, the rest is ante."
                if profile.bba_priority is BbaPriority.BIG_BLIND_FIRST
                else "the ante first, the rest is blind."
            ),
            f"Pot: the blinds and the ante, {pot:,}.",
        ),
    )


def pose_colour_up(level: int, seat: int, count: int, old: int, new: int) -> Posed:
    """Level ``level`` starts and the ``old`` chips come off: seat ``seat`` has ``count``."""
    cu = pr.colour_up(count, old, new)
    wrong: list[tuple[str, tuple[int, int]]] = [
        ("swapped_new_and_leftover", (cu.leftover, cu.exchanged)),
        ("exchanged_nothing", (0, count)),
    ]
    if cu.leftover:
        wrong.append(("rounded_up_a_part_set", (cu.exchanged + 1, 0)))
    return ask_numbers(
        f"Level {level} starts: the {old} chips come off the table and are raced off; the {new} "
        f"chip stays. Seat {seat} has {count} chips of {old}. How many {new} chips does he get for "
        f"whole sets, and how many {old}s go to the race?",
        (f"{new} chips", f"{old}s to the race"),
        (cu.exchanged, cu.leftover),
        wrong,
        rule=pr.CITATIONS["chip_race"],
        anchor="P.7",
        steps=(
            f"{new // old} chips of {old} make one {new}: {cu.exchanged} whole sets.",
            f"{cu.leftover} left over for the race.",
        ),
    )


def pose_hand_for_hand(remaining: int, paid: int, here: tuple[int, ...], elsewhere: int) -> Posed:
    """Hand-for-hand: ``here`` (seats at this table) and ``elsewhere`` players at other
    tables are out on the same hand, with ``remaining`` players left before it."""
    busted = len(here) + elsewhere
    hb = pr.hand_for_hand_busts(remaining=remaining, busted=busted, places_paid=paid)
    best, worst = hb.places[0], hb.places[-1]
    wrong: list[tuple[str, tuple[int, int, int]]] = [
        (
            "numbered_places_from_players_left",
            (hb.remaining, hb.remaining + busted - 1, hb.remaining),
        )
    ]
    if here and elsewhere:
        ours = len(here)
        wrong.append(
            ("counted_only_this_table", (remaining - ours + 1, remaining, remaining - ours))
        )
    who = " and ".join(
        part
        for part in (
            (
                f"seat{'s' if len(here) > 1 else ''} {', '.join(map(str, here))} here"
                if here
                else ""
            ),
            (
                f"{elsewhere} player{'s' if elsewhere > 1 else ''} at other tables"
                if elsewhere
                else ""
            ),
        )
        if part
    )
    return ask_numbers(
        f"Hand-for-hand: {remaining} players were left and {paid} places are paid. On this hand "
        f"{who} went out. Which places do they tie for (best, worst), and how many players are "
        "left?",
        ("best place", "worst place", "players left"),
        (best, worst, hb.remaining),
        wrong,
        rule=hb.rule,
        anchor="P.7",
        steps=(
            "Players out on the same hand-for-hand hand tie, whatever their stacks and wherever "
            "they sat; they share the prizes of the paid places among them equally.",
            f"{busted} out of {remaining}: places {best} to {worst}; "
            + (
                f"paid places among them: {', '.join(map(str, hb.paid_places))}."
                if hb.paid_places
                else "none of them is paid."
            ),
        ),
    )


def pose_balance(
    seats: int,
    next_big_blind: int,
    last_big_blind: int,
    button: int,
    rng: Prng,
) -> Posed:
    """A short table takes one player from this table: who moves and where he sits."""
    occupied = list(range(1, seats + 1))
    for _ in range(rng.between(2, 3)):
        occupied.remove(rng.choice(occupied))
    short_last_bb = rng.choice(occupied)
    move = pr.balance_move(
        seats,
        next_big_blind=next_big_blind,
        short_table_occupied=occupied,
        short_table_last_big_blind=short_last_bb,
    )
    assert move.to_seat is not None
    open_seats = [s for s in range(1, seats + 1) if s not in occupied]
    best = max(open_seats, key=lambda s: (s - short_last_bb - 1) % seats)
    return ask_numbers(
        f"The floor balances: a table with open seats {', '.join(map(str, open_seats))} (its "
        f"last big blind was seat {short_last_bb}) takes one player from this table. Which seat "
        "here moves, and which seat does he take there?",
        ("seat that moves", "seat he takes"),
        (move.mover, move.to_seat),
        [
            ("moved_last_big_blind", (last_big_blind, move.to_seat)),
            ("gave_the_best_seat", (move.mover, best)),
            ("moved_the_button", (button, move.to_seat)),
        ],
        rule=move.rule,
        anchor="P.7",
        steps=(move.explanation,),
    )


def _race_text(raced: int, new: int, winners: Sequence[int], protected: Sequence[int]) -> str:
    if not raced:
        won = f"No {new:,} chip is raced: the odd chips leave play"
    else:
        who = ", ".join(f"seat {w}" for w in winners)
        won = f"{raced} chip{'s' if raced > 1 else ''} of {new:,} raced: {who}"
    kept = (
        "; " + ", ".join(f"seat {p}" for p in protected) + " kept in with one chip"
        if protected
        else "; nobody is raced out"
    )
    return won + kept + "."


def pose_chip_race(
    level: int,
    old: int,
    new: int,
    leftovers: Mapping[int, int],
    cards: Mapping[int, Sequence[Card]],
    other_chips: Collection[int],
    profile: VenueProfile,
    rng: Prng,
) -> tuple[Posed | None, pr.ChipRace]:
    """The chip race at this table: ``leftovers`` are the odd ``old`` chips of each seat
    that has any, ``cards`` their race cards (one a chip), ``other_chips`` the seats with
    chips left besides them. The result is the engine's (:func:`pr.chip_race`); the
    question (None when no wrong answer a dealer gives differs from it) asks how many
    chips are raced, who wins them and who is kept in."""
    race = pr.chip_race(
        leftovers, cards, old=old, new=new, other_chips=other_chips, profile=profile
    )
    right = _race_text(race.raced, new, race.winners, race.protected)
    ordered = sorted(((c, s) for s, cs in cards.items() for c in cs), reverse=True)
    twice = [s for _, s in ordered[: race.raced]]
    by_rank = sorted(
        ((c.rank, -int(c.suit), s) for s, cs in cards.items() for c in cs), reverse=True
    )
    reversed_suits: list[int] = []
    for _r, _su, seat in by_rank:
        if len(reversed_suits) == race.raced:
            break
        if seat not in reversed_suits:
            reversed_suits.append(seat)
    other = (
        ChipRacePoolRounding.WHOLE_CHIPS_ONLY
        if profile.chip_race_pool_rounding is ChipRacePoolRounding.HALF_OR_MORE_ROUNDS_UP
        else ChipRacePoolRounding.HALF_OR_MORE_ROUNDS_UP
    )
    under_other = pr.chip_race(
        leftovers,
        cards,
        old=old,
        new=new,
        other_chips=other_chips,
        profile=profile.with_options(chip_race_pool_rounding=other.value),
    )
    by_seat = [s for s in sorted(leftovers) if leftovers[s]][: race.raced]
    candidates = [
        (_race_text(race.raced, new, twice, race.protected), "race_two_chips_one_player"),
        (_race_text(race.raced, new, reversed_suits, race.protected), "race_suit_order_reversed"),
        (_race_text(race.raced, new, race.winners, ()), "raced_a_player_out"),
        (
            _race_text(under_other.raced, new, under_other.winners, under_other.protected),
            "other_venue_rule",
        ),
        (_race_text(race.raced, new, by_seat, race.protected), "race_by_seat_order"),
    ]
    wrong: list[tuple[str, str]] = []
    for text, mistake in candidates:
        if text != right and text not in (t for t, _ in wrong) and len(wrong) < 3:
            wrong.append((text, mistake))
    if not wrong:
        return None, race
    odd = "; ".join(
        f"seat {s}: {n} ({' '.join(str(c) for c in cards[s])})"
        for s, n in sorted(leftovers.items())
    )
    out = [s for s in sorted(leftovers) if s not in other_chips]
    alone = (
        f" Seat{'s' if len(out) > 1 else ''} {', '.join(map(str, out))} "
        f"ha{'ve' if len(out) > 1 else 's'} no other chips."
        if out
        else " Every player has other chips."
    )
    pool = sum(leftovers.values()) * old
    return (
        ask_choice(
            f"Level {level}: the {old} chips are raced off. The odd {old}s in each stack and the "
            f"race cards dealt from seat 1: {odd}.{alone} What is the race's result?",
            right,
            wrong,
            rule=race.rule,
            anchor="P.7",
            option=race.option or "",
            steps=(
                f"The odd {old}s come to {pool:,}: {race.raced} chip(s) of {new:,} to race.",
                *race.steps[1:],
            ),
            rng=rng,
        ),
        race,
    )
