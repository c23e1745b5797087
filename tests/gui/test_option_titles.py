"""Every venue switch reads as its title where a trainee sees it: no id, no issue number."""

from __future__ import annotations

import re

from dealer_trainer.engine.options import SWITCH_NAMES
from dealer_trainer.gui.wording import option_title, plain_words


def test_every_switch_title_is_one_plain_phrase() -> None:
    for name in SWITCH_NAMES:
        title = option_title(name)
        assert not re.search(r"[A-Z0-9]+_[A-Z0-9_]+", title), (name, title)
        assert "(issue" not in title, (name, title)
        assert not re.search(r"[.?]\s", title), (name, title)  # one sentence
        assert title != name.replace("_", " ").capitalize(), (name, "no title found")


def test_a_showdown_house_rule_reads_as_its_title_and_value() -> None:
    # The showdown kind's step naming the switch its awards rest on (issue 13, class 1).
    shown = plain_words("The awards rest on the house rule: STUD_ODD_CHIP_CARDS = five_card_hand")
    assert shown == (
        "The awards rest on the house rule: Cards that decide the odd chip in stud: the highest "
        "card by suit among the five cards of each winner's hand"
    )
    shown = plain_words("BADUGI_SPLIT_ODD_CHIP = badugi_hand")
    assert shown == (
        "Odd chip between the halves of Badacey and Badeucey: the badugi half, shown first at "
        "the showdown, takes the odd chip"
    )


def test_every_option_and_every_value_has_a_title_in_the_engine() -> None:
    # The titles are data in the engine (no source code read): every switch of a profile
    # and every value it can take, each with a title a dealer reads.
    from dealer_trainer.engine.option_titles import OPTION_TITLES, value_title
    from dealer_trainer.engine.options import STANDARD

    assert set(OPTION_TITLES) == set(SWITCH_NAMES)
    for name, value in STANDARD.switches().items():
        assert {m.value for m in type(value)} == set(OPTION_TITLES[name][1]), name
        for member in type(value):
            said = value_title(name, member.value)
            assert said and not re.search(r"[a-z]+_[a-z_]+", said), (name, member, said)
