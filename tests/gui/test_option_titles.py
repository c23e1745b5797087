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
        "The awards rest on the house rule: In stud games, which cards decide the odd chip of "
        "a split pot: the highest card by suit among the five cards of each winner's hand"
    )
    shown = plain_words("BADUGI_SPLIT_ODD_CHIP = badugi_hand")
    assert shown == (
        "Badacey and Badeucey: which half takes the odd chip: the badugi half, dealt first at "
        "the showdown, takes the odd chip"
    )
