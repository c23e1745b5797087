"""The deal mode under the venue option ANNOUNCE_BETS (issue 19, "announce bets and raises
where the profile asks"): the app's own option, since procedures.md P.6 states the practice
(Poker TDA Rules 2024, RP-12; WSOP 2026 Tournament Rules, 101) but P.9 names no switch."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    STANDARD,
    AnnounceBets,
    get_profile,
    profile_from_toml,
    profile_to_toml,
)
from dealer_trainer.gui.wording import option_title
from dealer_trainer.quiz.deal import DealSettings, plan
from dealer_trainer.quiz.grading import grade_text
from dealer_trainer.quiz.packs import loads_pack

NOT_REQUIRED = STANDARD.with_options(announce_bets="not_required")


def _settings(profile=STANDARD, cash: bool = True) -> DealSettings:  # type: ignore[no-untyped-def]
    return DealSettings(variant="NT", players=6, hands=12, seed=5, cash=cash, profile=profile)


def test_every_built_in_profile_asks_dealers_to_announce() -> None:
    # TDA 2024 RP-12 (and WSOP 2026 tournament 101) ask it; the cash rules read are silent,
    # so those profiles keep the Standard value
    assert STANDARD.announce_bets is AnnounceBets.EACH_BET_AND_RAISE
    for profile in BUILTIN_PROFILES.values():
        assert profile.announce_bets is AnnounceBets.EACH_BET_AND_RAISE, profile.name
    assert {m.value for m in AnnounceBets} == {"each_bet_and_raise", "not_required"}
    assert profile_from_toml(profile_to_toml(NOT_REQUIRED)) == NOT_REQUIRED
    assert option_title("announce_bets") == "Dealer announces bets and raises"


@pytest.mark.parametrize("cash", [True, False], ids=["cash", "tournament"])
def test_each_bet_and_raise_asks_the_announcement_with_the_option_named(cash: bool) -> None:
    steps, _ = plan(_settings(cash=cash))
    said = [s for s in steps if s.duty == "announce"]
    assert said, "a 12-hand session has bets to announce"
    for step in said:
        q = step.question
        assert q.option == "ANNOUNCE_BETS=each_bet_and_raise"
        key = q.answer_lines()
        assert grade_text(q, list(key)).correct
        text = next(c.text for c in q.form.choices if c.letter == key[0])
        assert text.startswith(("Bet ", "Raise to ")) and "pot" not in text


@pytest.mark.parametrize("cash", [True, False], ids=["cash", "tournament"])
def test_not_required_leaves_out_only_the_announcement(cash: bool) -> None:
    asked, _ = plan(_settings(cash=cash))
    quiet, _ = plan(_settings(NOT_REQUIRED, cash=cash))
    assert not [s for s in quiet if s.duty == "announce"]
    # the same hands, the same other duties with the same keys: only the announcement goes
    expected = [
        (s.hand, s.duty, s.question.id, s.question.answer_lines())
        for s in asked
        if s.duty != "announce"
    ]
    assert [(s.hand, s.duty, s.question.id, s.question.answer_lines()) for s in quiet] == expected


def test_a_pack_deals_under_its_house_rules() -> None:
    pack = loads_pack(
        """[pack]
id = "quiet-room"
title = "Quiet room"
author = "Dana Lee"
profile = "wsop-2026-cash"

[house_rules]
announce_bets = "not_required"

[[deal]]
id = "shift"
hands = 6
accuracy = 90
"""
    )
    (section,) = pack.deals
    assert section.settings.profile.announce_bets is AnnounceBets.NOT_REQUIRED
    assert section.settings.profile.name == "pack:quiet-room"
    steps, _ = plan(section.settings)
    assert steps and not [s for s in steps if s.duty == "announce"]
    base = get_profile("wsop-2026-cash")
    assert section.settings.profile.with_options(announce_bets="each_bet_and_raise").switches() == (
        base.switches()
    )


def test_the_draw_games_pace_is_labelled_the_apps_estimate() -> None:
    """Hold'em, Omaha and stud have the card-room figures of issue 19; no text read gives a
    pace for draw games, so their target is the app's estimate and every report says so."""
    from dealer_trainer.quiz.deal import PACE_TARGETS, deal, pace_target

    for vid in ("NT", "PO", "F7S"):
        assert "card-room practice" in pace_target(vid)[2]
        assert "estimate" not in pace_target(vid)[2]
        # the trainee reads it in the session report: no project-tracker references
        assert "issue" not in pace_target(vid)[2]
    low, high, why = pace_target("F2L3D")
    assert (low, high) == (25, 30) and why == PACE_TARGETS["draw"][2]
    assert "the app's estimate, not a sourced target" in why
    report = deal(
        DealSettings(variant="F2L3D", hands=3, seed=2), lambda d, q: (list(q.answer_lines()), 9_000)
    )
    line = next(x for x in report.lines() if x.startswith("pace:"))
    assert "target 25-30" in line and "the app's estimate, not a sourced target" in line
