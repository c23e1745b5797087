"""SHORT_DECK_TRIPS_VS_STRAIGHT is documented where a dealer and a developer look (issue 13,
doubtful ruling 2b): its title and source in the option's docstring and in the rulebook, and
the default the built-in profiles play is the one documented."""

from __future__ import annotations

import re

from dealer_trainer.engine.options import BUILTIN_PROFILES, ShortDeckTripsVsStraight
from dealer_trainer.resource_files import resource_bytes


def _rulebook() -> str:
    return resource_bytes("rulebook/rulebook.html").decode("utf-8")


def test_the_option_says_its_title_source_and_default() -> None:
    doc = ShortDeckTripsVsStraight.__doc__ or ""
    assert "SHORT_DECK_TRIPS_VS_STRAIGHT" in doc
    assert "three of a kind against a straight" in doc
    assert "Neither source text ranks the two" in doc
    assert "``trips_beat_straight``" in doc and "house choice" in doc


def test_every_built_in_profile_plays_the_documented_default() -> None:
    for profile in BUILTIN_PROFILES.values():
        assert profile.short_deck_trips_vs_straight is ShortDeckTripsVsStraight.TRIPS_BEAT_STRAIGHT


def test_the_rulebook_gives_the_source_and_the_default() -> None:
    html = _rulebook()
    section = html[html.index('<a name="A.12-short-deck">') :]
    section = section[: section.index("<h3>", 10)]
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", section))
    assert "Neither source text ranks the two" in text
    assert "The default, trips_beat_straight, is this product's house choice" in text
    assert "straight_beats_trips" in text
    # and the profile table says the same for every built-in profile
    row = re.search(r"<tr><td>SHORT_DECK_TRIPS_VS_STRAIGHT</td>(.*?)</tr>", html)
    assert row is not None
    assert re.findall(r"<td>([a-z_]+)</td>", row.group(1)) == ["trips_beat_straight"] * 4
