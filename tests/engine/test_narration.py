"""The narration of a hand: each street's label, worked out once per game and street; the
players' texts, remembered per set of players; each move's text, as it was written."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace

from dealer_trainer.engine.cards import Card, card_text
from dealer_trainer.engine.games import GAMES
from dealer_trainer.engine.narration import (
    AMOUNT_TEXTS,
    cards_text,
    money,
    move_text,
    players_text,
    street_label,
    street_story,
    streets_story,
)
from dealer_trainer.engine.state import ActionKind, Move
from dealer_trainer.quiz.generator import Generator, Settings


def _label_worked_out(game: object, board: list[Card], street: int) -> str:
    """The label as it was written before it was remembered per game and street."""
    streets = game.streets  # type: ignore[attr-defined]
    name = streets[street].name
    label = name[0].upper() + name[1:]
    dealt = sum(s.board for s in streets[: street + 1])
    before = dealt - streets[street].board
    cards = board[before:dealt]
    if streets[street].board and len(cards) == streets[street].board:
        label += f" ({cards_text(cards)})"
    return label


def test_every_games_street_labels_as_worked_out_each_time() -> None:
    deck = [Card.parse(c) for c in ("Ah", "Kd", "7c", "2s", "9h")]
    for _ in range(2):  # the second time from what was remembered
        for game in GAMES.values():
            for length in range(len(deck) + 1):
                hand = SimpleNamespace(game=game, board=deck[:length])
                for street in range(len(game.streets)):
                    expected = _label_worked_out(game, deck[:length], street)
                    assert street_label(hand, street) == expected  # type: ignore[arg-type]


def _players_text_as_written(players: Sequence[int]) -> str:
    """:func:`players_text` as it was written before it was remembered per set of players."""
    names = [f"p{p + 1}" for p in players]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def test_players_texts_as_written_each_time() -> None:
    sets: list[Sequence[int]] = [()]
    for mask in range(1, 1 << 10):
        seats = [i for i in range(10) if mask >> i & 1]
        sets += [tuple(seats), seats, seats[::-1]]  # a tuple, a list, and out of seat order
    for _ in range(2):  # the second time from what was remembered
        for players in sets:
            assert players_text(players) == _players_text_as_written(players)
    assert players_text([1, 4, 2]) == "p2, p5 and p3"


def _move_text_as_written(m: Move) -> str:
    """:func:`move_text` as it was written before each text became one f-string."""
    who = f"p{m.player + 1}"
    kind = m.kind
    if kind is ActionKind.FOLD:
        return f"{who} folds"
    if kind is ActionKind.CHECK:
        return f"{who} checks"
    if kind is ActionKind.CALL:
        if m.all_in:
            return f"{who} calls all-in for {money(m.to)}"
        return f"{who} calls {money(m.to)}"
    if kind is ActionKind.BRING_IN:
        extra = " (all-in)" if m.all_in else ""
        return f"{who} brings it in for {money(m.to)}{extra}"
    if kind is ActionKind.COMPLETE:
        extra = " all-in" if m.all_in else ""
        return f"{who} completes{extra} to {money(m.to)}"
    if kind is ActionKind.BET:
        return f"{who} bets all-in {money(m.to)}" if m.all_in else f"{who} bets {money(m.to)}"
    if m.all_in:
        return f"{who} raises all-in to {money(m.to)}"
    return f"{who} raises to {money(m.to)}"


def test_move_and_street_texts_as_written_on_dealt_hands() -> None:
    kinds: set[tuple[ActionKind, bool]] = set()
    for kind in ("showdown", "stud_amounts", "rake"):
        gen = Generator(7, Settings(kinds=(kind,)))
        for n in range(100):
            situation = gen.question(n).situation
            assert situation is not None
            hand = situation.hand()
            for street in range(len(hand.game.streets)):
                moves = [m for m in hand.moves if m.street == street]
                for m in moves:
                    kinds.add((m.kind, m.all_in))
                    assert move_text(m) == _move_text_as_written(m)
                told = ", ".join([_move_text_as_written(m) for m in moves])
                label = street_label(hand, street)
                expected = f"{label}: {told}." if moves else f"{label}: no action yet."
                assert street_story(hand, street) == expected
                assert streets_story(hand, [moves], street) == [expected]
            # every street told in one loop: as each is told on its own
            by_street = [
                [m for m in hand.moves if m.street == s] for s in range(len(hand.game.streets))
            ]
            for first in range(len(by_street)):
                assert streets_story(hand, by_street[first:], first) == [
                    street_story(hand, s, by_street[s]) for s in range(first, len(by_street))
                ]
    # every kind of action was told, and all-in ones among them
    assert {k for k, _ in kinds} == set(ActionKind)
    assert any(all_in for _, all_in in kinds)


def test_cards_texts_as_each_cards_text() -> None:
    deck: list[Card | None] = [Card.parse(r + s) for r in "23456789TJQKA" for s in "cdhs"]
    deck.append(None)
    runs = [deck, deck[::-1], [], [None], deck[::7], deck[3:9], (deck[0], None, deck[51])]
    for cards in runs:
        assert cards_text(cards) == " ".join([card_text(c) for c in cards])
    assert cards_text((Card.parse("Ah"), None, Card.parse("7c"))) == "Ah ?? 7c"


def test_amount_texts_as_money_formats_them() -> None:
    amounts = [*range(0, 2500), *range(0, 10**7, 997), 10**12, 10**15, -5, -1600]
    for _ in range(2):  # the second time from what was remembered
        for amount in amounts:
            assert AMOUNT_TEXTS[amount] == f"{amount:,}" == money(amount)
    assert AMOUNT_TEXTS[1600] == "1,600" and AMOUNT_TEXTS[1_000_000] == "1,000,000"
    # a full table starts again rather than growing: the texts are the same after it
    for amount in range(20_000):
        assert AMOUNT_TEXTS[amount] == f"{amount:,}"
    assert len(AMOUNT_TEXTS) <= 16384
