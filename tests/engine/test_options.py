"""Venue profiles: the built-in ones match the rulebook, TOML round-trips, errors name the key."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.options import (
    BUILTIN_PROFILES,
    STANDARD,
    SWITCH_NAMES,
    ProfileError,
    get_profile,
    load_profile,
    profile_from_toml,
    profile_to_toml,
)

# ../shared/rules/README.md, "The default profile"
README_STANDARD = {
    "short_allin_aggregation": "cumulative",
    "limit_reopen_threshold": "half_bet",
    "limit_raise_after_half_bet_allin": "next_bet_level",
    "limit_raise_cap": "bet_plus_3",
    "limit_heads_up_uncapped": "when_heads_up_before_cap",
    "pl_preflop_sb_value": "actual",
    "pl_pot_rounding": "none",
    "pl_preflop_irregular_blind": "assume_full_blinds",
    "pl_overbet_correction_window": "until_end_of_street",
    "raise_method": "one_motion_or_amount_declared",
    "verbal_chip_conflict": "first_action_defines",
    "fifty_pct_base": "last_full_increment",
    "multi_chip_rule": "tda_smallest_chip_test",
    "bba_priority": "big_blind_first",
    "stud_4th_open_pair_option": "allowed",
    "stud_tie_first_to_act": "high_card_by_suit",
    "straddle": "utg_only",
    "spread_reopen_rule": "full_bet",
    "cash_chips_in_transit": "table_only",
}

# corpus A.16, with "house" / "not stated" / "n/a" taking the Standard value
A16 = {
    "tda-2024": {
        "limit_raise_after_half_bet_allin": "allin_plus_one_bet",
        "limit_raise_cap": "bet_plus_3",  # house
        "limit_heads_up_uncapped": "only_when_event_heads_up",
        "pl_preflop_sb_value": "actual",
        "pl_pot_rounding": "none",
        "pl_overbet_correction_window": "until_end_of_street",
        "raise_method": "one_motion_or_amount_declared",
        "verbal_chip_conflict": "first_action_defines",
        "fifty_pct_base": "last_full_increment",
        "multi_chip_rule": "tda_smallest_chip_test",
        "bba_priority": "big_blind_first",
        "stud_4th_open_pair_option": "not_allowed",
        "stud_tie_first_to_act": "high_card_by_suit",
        "straddle": "none",
    },
    "wsop-2026-cash": {
        "limit_raise_after_half_bet_allin": "allin_plus_one_bet",
        "limit_raise_cap": "bet_plus_4",
        "limit_heads_up_uncapped": "only_if_round_began_heads_up",
        "pl_preflop_sb_value": "sb_counted_as_bb",
        "pl_pot_rounding": "round_up_to_unit",
        "pl_overbet_correction_window": "until_all_have_acted",
        "raise_method": "declared_raise_multi_motion",
        "verbal_chip_conflict": "verbal_prevails",
        "multi_chip_rule": "tda_smallest_chip_test",
        "stud_4th_open_pair_option": "allowed",
        "stud_tie_first_to_act": "position",
        "straddle": "utg_or_button",
        "cash_chips_in_transit": "play_if_announced",
    },
    "rrop-11": {
        "limit_raise_after_half_bet_allin": "allin_plus_one_bet",
        "limit_raise_cap": "rrop_by_rounds",
        "limit_heads_up_uncapped": "when_heads_up_before_cap",
        "pl_preflop_sb_value": "sb_counted_as_bb",
        "pl_pot_rounding": "round_up_to_unit",
        "pl_overbet_correction_window": "until_all_have_acted",
        "raise_method": "declared_raise_multi_motion",
        "verbal_chip_conflict": "verbal_prevails",
        "stud_4th_open_pair_option": "allowed",
        "stud_tie_first_to_act": "position",
    },
}


def test_standard_is_the_rulebook_default():
    values = {k: v.value for k, v in STANDARD.switches().items()}
    for key, value in README_STANDARD.items():
        assert values[key] == value, key


def test_every_corpus_switch_is_an_option():
    assert set(README_STANDARD) <= set(SWITCH_NAMES)


@pytest.mark.parametrize("name", sorted(A16))
def test_builtin_profiles_follow_a16(name):
    profile = get_profile(name)
    for key, value in A16[name].items():
        assert getattr(profile, key).value == value, key
    for key in SWITCH_NAMES:
        if key not in A16[name] and key in README_STANDARD:
            assert getattr(profile, key).value == README_STANDARD[key], key


@pytest.mark.parametrize("profile", list(BUILTIN_PROFILES.values()), ids=lambda p: p.name)
def test_toml_round_trip(profile, tmp_path):
    path = tmp_path / f"{profile.name}.toml"
    path.write_text(profile_to_toml(profile))
    assert load_profile(path) == profile
    assert get_profile(str(path)) == profile


def test_unset_switches_take_standard():
    profile = profile_from_toml('name = "ours"\nlimit_raise_cap = "bet_plus_4"\n')
    assert profile.limit_raise_cap.value == "bet_plus_4"
    assert profile.straddle == STANDARD.straddle and profile.name == "ours"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('limit_raise_kap = "bet_plus_4"', "unknown option 'limit_raise_kap'"),
        ('limit_raise_cap = "bet_plus_9"', "limit_raise_cap = 'bet_plus_9' is not a known value"),
        ("rake_percent = 120", "percentage from 0 to 100"),
        ("rake_cap = -1", "rake_cap must be a whole number"),
        ('rake_no_flop_no_drop = "yes"', "true or false"),
        ("this is not toml", "not valid TOML"),
    ],
)
def test_errors_name_the_key_or_value(text, fragment):
    with pytest.raises(ProfileError, match=fragment.replace("(", r"\(")):
        profile_from_toml(text, where="house.toml")


def test_unknown_profile_name():
    with pytest.raises(ProfileError, match="built-in profiles: standard, tda-2024"):
        get_profile("vegas")


def test_profile_hash_is_cached_and_equals_the_fields_hash() -> None:
    """The hash is computed once yet is the dataclass's own (of every field), equal
    profiles hash alike, and a pickled copy recomputes it rather than carrying it."""
    import pickle
    from dataclasses import fields

    from dealer_trainer.engine.options import STANDARD

    made = STANDARD.with_options(limit_raise_cap="bet_plus_4")
    expected = hash(tuple(getattr(made, f.name) for f in fields(made)))
    assert hash(made) == expected
    assert made.__dict__["_hash"] == expected
    again = STANDARD.with_options(limit_raise_cap="bet_plus_4", rake_cap=0)
    assert again == made and hash(again) == hash(made)
    assert "_hash" not in pickle.loads(pickle.dumps(made)).__dict__
    assert made.with_options(limit_raise_cap="bet_plus_3") == STANDARD
