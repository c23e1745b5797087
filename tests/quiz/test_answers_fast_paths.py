"""The reader's ways round its regexes read what the regexes read: a player typed as ``p3``,
``P3`` or ``3`` (:func:`parse_player` without ``_PLAYER``), a shares line without ``;``, ``:``
or ``=`` (split as ``str.split`` splits, without ``_SHARE_MARKS``); and the answers of dealt
showdowns read back as their own answers."""

from __future__ import annotations

import re
from itertools import product

import pytest

from dealer_trainer.quiz import answers
from dealer_trainer.quiz.answers import AnswerRefused, parse_player, parse_response
from dealer_trainer.quiz.generator import Generator, Settings


def _player_by_regex(text: str, players: int) -> int | None:
    m = answers._PLAYER.fullmatch(text.strip().rstrip(",.;"))
    if not m:
        return None
    number = int(m.group(1))
    return number - 1 if 1 <= number <= players else -1


def _parsed(text: str, players: int) -> int | None:
    try:
        return parse_player(text, players)
    except AnswerRefused as e:
        return None if "is not a player" in str(e) else -1


TYPED = [
    "".join(t)
    for n in range(1, 4)
    for t in product(["p", "P", "3", "0", "1", "9", " ", ",", ".", "seat", "\u0663", "x"], repeat=n)
]


@pytest.mark.parametrize("players", [2, 6, 10, 13])
def test_a_player_is_read_as_the_regex_reads_him(players: int) -> None:
    read = 0
    for text in TYPED:
        assert _parsed(text, players) == _player_by_regex(text, players), text
        read += _parsed(text, players) not in (None, -1)
    assert read > 20


SHARES = ["p4 1075 p6 1050", " p1 179 ", "p2\t120\u00a0p3 60", "3 40, 5 60", "p1: 200; p2 = 5"]


def test_a_shares_line_is_split_as_the_regex_splits_it() -> None:
    for line in [*SHARES, "p1 wins 200 and p2 gets 100", "p1,, 20", "", "   "]:
        by_regex = [w for w in re.split(r"[\s;:=]+", line.strip()) if w.strip(",")]
        fast = [w for w in line.split() if w.strip(",")]
        if not any(c in line for c in ";:="):
            assert fast == by_regex, line
    assert answers._share_line("p4 1075 p6 1050", 6).shares == ((3, 1075), (5, 1050))
    assert answers._share_line("p6 = 1,050; p4: 1075", 6).shares == ((3, 1075), (5, 1050))
    assert answers._share_line("p2\u00a0120 and p3 wins 60", 6).shares == ((1, 120), (2, 60))
    with pytest.raises(AnswerRefused, match="names p2 twice"):
        answers._share_line("p2 10 2 20", 6)


def test_dealt_showdowns_and_side_pots_read_back_as_their_answers() -> None:
    for kind in ("showdown", "side_pots"):
        gen = Generator(7, Settings(kinds=(kind,)))
        for n in range(60):
            q = gen.question(n)
            assert parse_response(q, list(q.answer_lines())) == q.answer
            for trap in q.traps:
                assert parse_response(q, [p.text() for p in trap.answer]) == trap.answer


def _share_line_in_two_passes(line: str, players: int) -> object:
    """``_share_line`` as written before the fillers were left out in the same pass."""
    if ";" in line or ":" in line or "=" in line:
        split = answers._SHARE_MARKS.split(line.strip())
    else:
        split = line.split()
    if "," in line:
        words = [w.strip(",") for w in split if w.strip(",")]
    else:
        words = [w for w in split if w]
    words = [w for w in words if w.lower() not in ("and", "gets", "receives", "wins")]
    if not words or len(words) % 2:
        return "refused"
    got: dict[int, int] = {}
    for k in range(0, len(words), 2):
        try:
            p = answers.parse_player(words[k], players)
            if p in got:
                return "refused"
            got[p] = answers.parse_amount(words[k + 1])
        except AnswerRefused:
            return "refused"
    return tuple(sorted(got.items()))


def test_a_shares_line_reads_as_it_read_in_two_passes() -> None:
    pieces = ["p1", "P2", "3", "120", "1,050", "and", "AND", "Gets", "wins", "receives", ",", ";"]
    lines = [*SHARES, "p1 wins 200 and p2 gets 100", "p1,, 20", "", "   ", "and, p1 20"]
    lines += [" ".join(t) for t in product(pieces, repeat=3)]
    lines += [", ".join(t) for t in product(pieces[:6], repeat=4)]
    read = 0
    for line in lines:
        try:
            got: object = answers._share_line(line, 6).shares
        except AnswerRefused:
            got = "refused"
        assert got == _share_line_in_two_passes(line, 6), line
        read += got != "refused"
    assert read > 50


def _pot_line_by_regex(line: str, players: int) -> object:
    """``_pot_line`` as it read every line before its way round the regexes: the amount and
    the players found by ``_POT_LINE``, list marks taken out, each player by ``parse_player``;
    the message of a refusal as what it reads."""
    try:
        t = line.strip()
        m = answers._POT_LINE.match(t)
        if not m or not m.group(1):
            raise AnswerRefused(
                'a pot is written as the amount, then the players, e.g. "1250 2 3 4"'
            )
        amount = answers.parse_amount(m.group(1))
        rest = answers._LIST_MARK.sub(" ", m.group(2)).split()
        if not rest:
            raise answers._no_pot_players(t)
        found = [parse_player(w, players) for w in rest if w.lower() not in ("and", "for")]
        if len(set(found)) != len(found):
            raise AnswerRefused(f"{answers.shorten(t, 60)!r} names a player twice")
        return (amount, tuple(sorted(found)))
    except AnswerRefused as e:
        return str(e)


def test_a_pot_line_of_digits_reads_as_the_regex_reads_it() -> None:
    """Lines of digits and spaces (the drill's own pot lines and their mistakes, players out
    of range, three-digit players, a player twice, no player) read as the regex reads them,
    refusals with the same message; and so do lines the regex alone reads."""
    words = ["0", "1", "2", "3", "6", "7", "10", "12", "13", "99", "100", "1250", "007"]
    lines = [" ".join(t) for n in range(1, 4) for t in product(words, repeat=n)]
    lines += ["1250  2 3", " 50 1 2 3 4 5 ", "1250 2 2", "1250", "", "  ", "1250 p2 p3"]
    lines += ["1,250 2 3", "1250: 2, 3 and 4", "1250 for 2 3", "1250 2\t3", "1250 ٣"]
    read = 0
    for players in (2, 6, 12):
        for line in lines:
            try:
                part = answers._pot_line(line, players)
                got: object = (part.amount, part.players)
            except AnswerRefused as e:
                got = str(e)
            assert got == _pot_line_by_regex(line, players), (line, players)
            read += isinstance(got, tuple)
    assert read > 200
