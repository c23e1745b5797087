"""``dealer-trainer solve``: replay hand histories and print what a dealer must know, as JSON.

For each hand of a .phh or .phhs file, one JSON object after the recorded actions (``--each``:
one before every betting action as well): the player to act, the amount to call, the minimum
and maximum raise, the pot and side pots, the awards at the end, and with ``--next-hand`` where
the button and blinds go. With ``--chips``/``--say`` it rules instead on what a player did at
the end of the one recorded hand (:func:`dealer_trainer.engine.rulings.rule`). Every number
comes from the engine; errors about a hand are ``file#hand: why`` (exit status 2).
"""

from __future__ import annotations

import argparse
from typing import TextIO

from dealer_trainer.cli.common import EXIT_OK, CliError


def _solve_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "solve",
        help="replay hand histories and print what a dealer must know, as JSON lines",
        description=(
            "Replay PHH hand histories (.phh, .phhs) and print, for each hand, one JSON "
            "object describing the situation after the recorded actions: the player to "
            "act, the amount to call, the minimum and maximum raise, the pot and side pots."
        ),
    )
    p.add_argument("paths", nargs="+", metavar="PATH", help="a .phh or .phhs file")
    p.add_argument(
        "--each",
        action="store_true",
        help="print one object before every betting action (f, cc, cbr, pb) and one at the end",
    )
    p.add_argument(
        "--profile",
        metavar="NAME|FILE",
        help="venue profile: standard, tda-2024, wsop-2026-cash, rrop-11, or a .toml file "
        "(default: the hand's _profile, else standard)",
    )
    p.add_argument(
        "--next-hand",
        action="store_true",
        help="at the end of a blind game, add where the button and blinds go on the next hand "
        "(dead button or the profile's BUTTON_MOVEMENT; players left with no chips are out)",
    )
    rule = p.add_argument_group(
        "floor ruling",
        "Rule on what a player did at the end of the recorded hand (one hand in PATH) and "
        "print the ruling as one JSON object: ruled_as, to, must_add, returned, binding, "
        "rule, option, explanation.",
    )
    rule.add_argument(
        "--chips",
        action="append",
        metavar="CHIPS",
        help="one forward motion: the chips pushed, as values separated by commas "
        "('500,500'); repeat for each motion, in order",
    )
    rule.add_argument("--say", metavar="WORDS", help="what the player said ('raise', 'call')")
    rule.add_argument(
        "--say-when",
        metavar="WHEN",
        help="when he said it: before the chips (default), after them, or between the first "
        "motion and the rest",
    )
    rule.add_argument(
        "--seat",
        metavar="N",
        help="the player who acted (N for PHH pN; default: the player to act): another "
        "player acts out of turn",
    )
    rule.add_argument(
        "--in-front",
        metavar="CHIPS",
        help="chips already in front of him from an earlier bet this street, not pulled in",
    )


def run_solve(args: argparse.Namespace, out: TextIO) -> int:
    """``dealer-trainer solve``: print situations as JSON lines."""
    from dealer_trainer.engine import phh
    from dealer_trainer.engine.asked import AskError, solve_question
    from dealer_trainer.engine.draw import stub_field
    from dealer_trainer.engine.options import ProfileError, VenueProfile, get_profile
    from dealer_trainer.engine.replay import BETTING_KINDS, ReplayError, action_error, steps
    from dealer_trainer.engine.situation import situation, to_json
    from dealer_trainer.engine.state import IllegalActionError

    forced: VenueProfile | None = None
    if args.profile:
        try:
            forced = get_profile(args.profile)
        except ProfileError as exc:
            raise CliError(f"--profile: {exc}") from None
    if _ruling_asked(args):
        return _run_ruling(args, forced, out)
    for path in args.paths:
        try:
            hands = phh.load(path)
        except phh.PhhError as exc:
            raise CliError(str(exc)) from None
        except OSError as exc:
            raise CliError(f"{path}: cannot read: {exc.strerror or exc}") from None
        for k, history in enumerate(hands, start=1):
            source = history.source or f"{path}#{k}"
            profile = forced
            if profile is None:
                try:
                    profile = get_profile(history.profile or "standard")
                except ProfileError as exc:
                    raise CliError(f"{source}: _profile: {exc}") from None
            last = None
            try:
                for applied, action, hand in steps(history, profile):
                    if action is None or (args.each and action.kind in BETTING_KINDS):
                        data = situation(hand, source=source, after=applied)
                        if action is None:
                            data.update(_end_of_hand(hand))
                            data.update(stub_field(hand))  # a draw game at a draw
                            if getattr(args, "next_hand", False):
                                data["next_hand"] = _next_hand(history, hand, profile)
                            if "_question" in history.user_fields:
                                data["question"] = solve_question(
                                    hand, history.user_fields["_question"]
                                )
                        out.write(to_json(data, history.unit) + "\n")
                    last = action or last
            except AskError as exc:
                raise CliError(f"{source}: {exc}") from None
            except ReplayError as exc:
                raise CliError(hand_message(source, exc)) from None
            except (IllegalActionError, ValueError) as exc:
                # a fault found after an action was applied: name that action
                found = ValueError(action_error(history, last, str(exc)))
                raise CliError(hand_message(source, found)) from None
    return EXIT_OK


def hand_message(source: str, error: BaseException) -> str:
    """``file#hand: why``, as the README promises for every ``solve`` error about a hand."""
    text = str(error)
    file = source.split("#", 1)[0]
    if text.startswith(source):
        return text
    if text.startswith(f"{file}: ") or text.startswith(f"{file}#"):
        text = text.removeprefix(f"{file}: ")
        if text.startswith(f"{file}#"):
            return text
    return f"{source}: {text}"


_RULING_FLAGS = (
    ("chips", "--chips"),
    ("say", "--say"),
    ("say_when", "--say-when"),
    ("seat", "--seat"),
    ("in_front", "--in-front"),
)


def _ruling_asked(args: argparse.Namespace) -> bool:
    """Whether ``solve`` was given what a player did, to rule on (and checks the flags)."""
    given = [flag for name, flag in _RULING_FLAGS if getattr(args, name) is not None]
    if not given:
        return False
    if args.each:
        raise CliError(f"--each cannot go with {', '.join(given)}: a ruling is about one point")
    if args.say_when is not None and args.say is None:
        raise CliError("--say-when needs --say: say when the words came, relative to the chips")
    if args.chips is None and args.say is None:
        raise CliError(f"{', '.join(given)} needs --chips or --say: what did the player do?")
    return True


def _run_ruling(args: argparse.Namespace, forced: object, out: TextIO) -> int:
    """``solve PATH --chips ... --say ...``: rule on what the player did, as one JSON line."""
    from dealer_trainer.engine import phh
    from dealer_trainer.engine.options import ProfileError, VenueProfile, get_profile
    from dealer_trainer.engine.replay import ReplayError, replay
    from dealer_trainer.engine.rulings import RulingError, SayWhen, rule
    from dealer_trainer.engine.situation import to_json
    from dealer_trainer.engine.state import IllegalActionError

    if len(args.paths) != 1:
        raise CliError(f"a ruling is about one hand: give one PATH, not {len(args.paths)}")
    path = args.paths[0]
    try:
        hands = phh.load(path)
    except phh.PhhError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(hands) != 1:
        raise CliError(f"{path}: a ruling is about one hand, and this file holds {len(hands)}")
    history = hands[0]
    source = history.source or f"{path}#1"
    unit = history.unit
    when = SayWhen.BEFORE
    if args.say_when is not None:
        try:
            when = SayWhen(args.say_when.strip().lower())
        except ValueError:
            raise CliError(
                f"--say-when: use before, after or between, not {args.say_when!r}"
            ) from None
    seat = None
    if args.seat is not None:
        text = args.seat.strip().lower().removeprefix("p")
        if not (text.isascii() and text.isdigit()) or len(text) > 2 or int(text) < 1:
            raise CliError(f"--seat: {args.seat!r} is not a player number (1 for p1)")
        seat = int(text) - 1
    motions = [_chip_list(text, unit, "--chips") for text in args.chips or ()]
    in_front = _chip_list(args.in_front, unit, "--in-front") if args.in_front else ()
    profile = forced
    if profile is None:
        try:
            profile = get_profile(history.profile or "standard")
        except ProfileError as exc:
            raise CliError(f"{source}: _profile: {exc}") from None
    assert isinstance(profile, VenueProfile)
    try:
        hand = replay(history, profile)
        ruling = rule(
            hand,
            chips=motions,
            say=args.say,
            say_when=when,
            seat=seat,
            in_front=in_front,
            unit=unit,
        )
    except (ReplayError, IllegalActionError, RulingError, ValueError) as exc:
        raise CliError(hand_message(source, exc)) from None
    data: dict[str, object] = {"hand": source, "street": hand.street_name}
    data.update(ruling.as_dict())
    out.write(to_json(data, unit) + "\n")
    return EXIT_OK


def _chip_list(text: str, unit: int, flag: str) -> tuple[int, ...]:
    """Chip values as written in the hand's amounts ('500,500'; '0.25,1' in cents hands)."""
    import re
    from decimal import Decimal

    from dealer_trainer.engine.amounts import MAX_DIGITS, shorten
    from dealer_trainer.engine.chips import ChipError, parse_chip_value, parse_chips

    try:
        if unit == 1:
            return parse_chips(text)
        if not text.strip():
            parse_chips(text)  # the library's message for an empty list
        chips = []
        for part in text.split(","):
            part = part.strip()
            if re.fullmatch(r"[0-9]+\.[0-9]+", part):
                if len(part) > MAX_DIGITS + 2:
                    raise CliError(f"{flag}: {shorten(part)} is too large a chip")
                value = Decimal(part) * unit
                if value != value.to_integral_value() or value <= 0:
                    raise CliError(
                        f"{flag}: {part!r} has more decimal places than the hand's amounts"
                    )
                chips.append(int(value))
            else:
                chips.append(parse_chip_value(part, text) * unit)
        return tuple(chips)
    except ChipError as exc:
        raise CliError(f"{flag}: {exc}") from None


def _end_of_hand(hand: object) -> dict[str, object]:
    """Awards and final stacks once the hand is over (showdown module when available)."""
    from dealer_trainer.engine.state import HandState

    assert isinstance(hand, HandState)
    if not hand.finished:
        return {}
    from dealer_trainer.engine.showdown import settle

    result = settle(hand, unseen=True)
    return result.as_dict()


def _next_hand(history: object, hand: object, profile: object) -> dict[str, object]:
    """``solve --next-hand``: the next hand's button and blinds (engine procedures, P.4)."""
    from dealer_trainer.engine.options import VenueProfile
    from dealer_trainer.engine.phh import HandHistory
    from dealer_trainer.engine.procedures import ProcedureError, next_hand_positions
    from dealer_trainer.engine.showdown import settle
    from dealer_trainer.engine.state import HandState

    assert isinstance(history, HandHistory) and isinstance(hand, HandState)
    assert isinstance(profile, VenueProfile)
    if hand.game.stud:
        return {"note": "stud has no button: the bring-in and the boards decide who acts"}
    if not hand.finished:
        return {"note": "the hand is not over"}
    n = len(hand.stacks)
    raw = history.other_fields.get("seats")
    seats = [int(s) for s in raw] if isinstance(raw, (list, tuple)) else list(range(1, n + 1))
    count = history.other_fields.get("seat_count")
    try:
        p = next_hand_positions(
            seats,
            settle(hand).stacks,
            seat_count=int(count) if isinstance(count, int) else None,
            profile=profile,
        )
    except ProcedureError as exc:
        return {"note": str(exc)}
    return {
        "button": p.button,
        "small_blind": p.small_blind,
        "big_blind": p.big_blind,
        "first_to_act": p.first_to_act,
        "heads_up": p.heads_up,
        "announcement": p.announcement,
        "rule": p.rule,
        "option": p.option,
    }
