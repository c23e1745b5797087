"""The rulebook corpus's ids in books: what "corpus A.12" or "corpus PL-19" rests on.

The rulebook (``corpus.md`` and ``procedures.md``) numbers its topics (``A.12``, ``P.5``), its
worked examples (``PL-19``, ``TO-15``) and the problems it found in the source texts
(``A.17-5``), and gives each the rules it comes from. A trainee has neither file: he is shown
those rules by book, edition and number instead (:func:`corpus_sources`, used by
:func:`~dealer_trainer.engine.citations.plain_words`). :data:`CORPUS_SOURCES` is the one table
of them, rebuilt from the rulebook's own "Sources:" and "source:" lines by
``tests/engine/test_corpus_sources.py``, which fails when the two differ; secondary pages (news
stories, forum posts) are left out, since a trainee cannot look a rule up in them.

>>> corpus_sources("TS-01")
'WSOP 2026 Live Action Rules, 186'
>>> corpus_sources("A.16")  # the venue profiles: the rulebook's own proposal, no book
''
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["CORPUS_SOURCES", "FAMILIES", "corpus_sources", "find_sources"]

FAMILIES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "NL": "A.2",
        "RO": "A.4",
        "PL": "A.5",
        "FL": "A.6",
        "ST": "A.7",
        "SL": "A.8",
        "HU": "A.9",
        "BBA": "A.9",
        "CH": "A.10",
        "VD": "A.3",
        "SP": "A.12",
        "TS": "A.13",
        "TO": "P.7",
    }
)
"""An example the rulebook names but does not print (its A.15 says some are not) rests on
its topic's sources: the family of its id -> the topic (``NL-18`` -> ``A.2``)."""

CORPUS_SOURCES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "A.0": "",
        "A.1": "Source text 2; WSOP 2026 Tournament Rules, Sec. VIII; WSOP 2026 Live Action Rules, Sec. IX and lowball/badugi sections; Robert's Rules of Poker v11, stud rules and Betting and Raising item 5",
        "A.10": "Poker TDA Rules 2024, Rule 41, Rule 44, Rule 45, Rule 46, Rule 61, Addendum Rule 45 Ex.1-4-B and Rule 46 Situations 1-5; WSOP 2026 Tournament Rules, 92-93, 97-99; WSOP 2026 Live Action Rules, 140-141, 182, 184, 192; International Poker Federation (FIDPA) rules, 62.3; Source text 2",
        "A.11": "Poker TDA Rules 2024, Rule 36, Rule 49, Rule 50-53, Rule 58-59, Addendum Rule 51 Ex.1-4 and Rule 53-A Ex.1-2; WSOP 2026 Live Action Rules, 17-18, 136-137; WSOP 2026 Tournament Rules, 90-d, 93-f, 104",
        "A.12": "Robert's Rules of Poker v11, definitions and table-stakes rules; Poker TDA Rules 2024, Rule 15-B, Rule 16, Rule 20, Rule 21, Rule 65-A, RP-10-E; WSOP 2026 Live Action Rules, 149, 152-153; WSOP 2026 Tournament Rules, 73-74",
        "A.13": "WSOP 2026 Live Action Rules, 11, 59, 62-64, 104-107, 186",
        "A.14": "",
        "A.14b": "",
        "A.15": "",
        "A.16": "",
        "A.17": "",
        "A.17-1": "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 43 Ex.1; Source text 1, ex.(1); Poker TDA Rules 2024, Addendum Rule 43 Ex.4-B; Source text 1, ex.(4-B)",
        "A.17-10": "Source text 2; Robert's Rules of Poker v11, item 6; Robert's Rules of Poker v11, stud analogue Robert's Rules of Poker v11 stud 3 / WSOP 2026 Live Action Rules 223",
        "A.17-11": "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 45 Ex.2/Ex.4-A; WSOP 2026 Tournament Rules, 95 and International Poker Federation rules 62.2 wording",
        "A.17-12": "WSOP 2026 Live Action Rules, 191; Robert's Rules of Poker v11, PL rule 5; Robert's Rules of Poker v11, contrast WSOP 2026 Tournament Rules Sec. VIII Pot-Limit",
        "A.17-13": "",
        "A.17-2": "Robert's Rules of Poker v11, item 6; WSOP 2026 Live Action Rules, 133; Source text 2",
        "A.17-3": "Source text 2, shortcut",
        "A.17-4": "Poker TDA Rules 2024, Rule 45-A; Poker TDA Rules 2024, Addendum Rule 45 Ex.1-A; Poker TDA Rules 2024, Rule 41, Rule 44, Rule 45, Rule 46, Rule 61, Addendum Rule 45 Ex.1-4-B and Rule 46 Situations 1-5; WSOP 2026 Tournament Rules, 92-93, 97-99; WSOP 2026 Live Action Rules, 140-141, 182, 184, 192; International Poker Federation (FIDPA) rules, 62.3; Source text 2",
        "A.17-5": "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 43 Ex.1-4-B; Poker TDA Rules 2024, Rule 47-A; Poker TDA Rules 2024, Rule 52-A; WSOP 2026 Tournament Rules, Sec. VIII NL, 95-96; WSOP 2026 Live Action Rules, 132, 154, 156, 165, 174-176, 183; Robert's Rules of Poker v11, NL rules 1-4 and Button and Blind 'Rules for using blinds' item 1; Robert's Rules of Poker v11, NL rule 2; Source text 1; Source text 2; Poker TDA Rules 2024, Rule 41, Rule 44, Rule 45, Rule 46, Rule 61, Addendum Rule 45 Ex.1-4-B and Rule 46 Situations 1-5; WSOP 2026 Tournament Rules, 92-93, 97-99; WSOP 2026 Live Action Rules, 140-141, 182, 184, 192; International Poker Federation (FIDPA) rules, 62.3; Robert's Rules of Poker v11, NL and PL introduction and PL rules 1-5; WSOP 2026 Live Action Rules, NL and PL introduction, 188-192; WSOP 2026 Tournament Rules, Sec. VIII Pot-Limit-(d), 90-e-2, 101; Poker TDA Rules 2024, Rule 52-B, Rule 54-A/B/C, Addendum Rule 52-B Ex.1-3; Poker TDA Rules 2022, Rule 54-B",
        "A.17-6": "Poker TDA Rules 2024, Rule 42, Rule 43-A, Rule 56; Poker TDA Rules 2024, Rule 41, Rule 44, Rule 45, Rule 46, Rule 61, Addendum Rule 45 Ex.1-4-B and Rule 46 Situations 1-5; WSOP 2026 Tournament Rules, 92-93, 97-99; WSOP 2026 Live Action Rules, 140-141, 182, 184, 192; International Poker Federation (FIDPA) rules, 62.3; Source text 2",
        "A.17-7": "Robert's Rules of Poker v11, NL and PL introduction and PL rules 1-5; WSOP 2026 Live Action Rules, NL and PL introduction, 188-192; WSOP 2026 Tournament Rules, Sec. VIII Pot-Limit-(d), 90-e-2, 101; Poker TDA Rules 2024, Rule 52-B, Rule 54-A/B/C, Addendum Rule 52-B Ex.1-3; Poker TDA Rules 2022, Rule 54-B; Source text 2",
        "A.17-8": "Robert's Rules of Poker v11, item 4; WSOP 2026 Live Action Rules, 130-131; Poker TDA Rules 2024, Rule 48; WSOP 2026 Tournament Rules, 100-b; Robert's Rules of Poker v11, Betting and Raising items 3, 4, 6 and Button and Blind item 1; WSOP 2026 Live Action Rules, 130-131, 133, 140, 154, 267; WSOP 2026 Tournament Rules, 100-b and Sec. VIII Limit; Poker TDA Rules 2024, Rule 47-B, Rule 48; International Poker Federation (FIDPA) rules, 62.2-c, 62.4; Source text 2",
        "A.17-9": "WSOP 2026 Live Action Rules, 219, 150; Robert's Rules of Poker v11, stud rule 1; Source text 2; Robert's Rules of Poker v11, seven-card stud rules 1-4; WSOP 2026 Live Action Rules, 150, 219-224, 237-241, 244; Poker TDA Rules 2024, RP-10-D/E/F; WSOP 2026 Live Action Rules, 219; Poker TDA Rules 2024, RP-10-D",
        "A.2": "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 43 Ex.1-4-B; Poker TDA Rules 2024, Rule 47-A; Poker TDA Rules 2024, Rule 52-A; WSOP 2026 Tournament Rules, Sec. VIII NL, 95-96; WSOP 2026 Live Action Rules, 132, 154, 156, 165, 174-176, 183; Robert's Rules of Poker v11, NL rules 1-4 and Button and Blind 'Rules for using blinds' item 1; Robert's Rules of Poker v11, NL rule 2; Source text 1; Source text 2",
        "A.3": "Poker TDA Rules 2024, Rule 40, Rule 42, Rule 43-A/B, Rule 50, Rule 51-A, Rule 54-D, Rule 55, Rule 56, Rule 57; WSOP 2026 Tournament Rules, 90, 93-95, 102-103; WSOP 2026 Live Action Rules, 135, 140-141, 178-180, 183; Robert's Rules of Poker v11, NL rules 4 and 6, the NL verbal-discrepancy rule, and the Betting and Raising string-raise rules",
        "A.4": "Poker TDA Rules 2024, Rule 47-A, Rule 47-B, Addendum Rule 47 Ex.1, 1-A, 1-B, 2, 3-A, 3-B; Poker TDA Rules 2022, Rule 47; WSOP 2026 Tournament Rules, 96 and 96-a; WSOP 2026 Live Action Rules, 133, 156, 175-177; Robert's Rules of Poker v11, NL rules 3 and 5, Betting and Raising item 6; International Poker Federation (FIDPA) rules, 62.1-62.2",
        "A.5": "Robert's Rules of Poker v11, NL and PL introduction and PL rules 1-5; WSOP 2026 Live Action Rules, NL and PL introduction, 188-192; WSOP 2026 Tournament Rules, Sec. VIII Pot-Limit-(d), 90-e-2, 101; Poker TDA Rules 2024, Rule 52-B, Rule 54-A/B/C, Addendum Rule 52-B Ex.1-3; Poker TDA Rules 2022, Rule 54-B; Source text 2",
        "A.6": "Robert's Rules of Poker v11, Betting and Raising items 3, 4, 6 and Button and Blind item 1; WSOP 2026 Live Action Rules, 130-131, 133, 140, 154, 267; WSOP 2026 Tournament Rules, 100-b and Sec. VIII Limit; Poker TDA Rules 2024, Rule 47-B, Rule 48; International Poker Federation (FIDPA) rules, 62.2-c, 62.4; Source text 2",
        "A.7": "Robert's Rules of Poker v11, seven-card stud rules 1-4; WSOP 2026 Live Action Rules, 150, 219-224, 237-241, 244; Poker TDA Rules 2024, RP-10-D/E/F; Source text 2",
        "A.8": "Robert's Rules of Poker v11, Betting and Raising item 5; Source text 2",
        "A.9": "WSOP 2026 Live Action Rules, 154-166, 22; WSOP 2026 Tournament Rules, 86-87; Poker TDA Rules 2024, Rule 32-34, RP-11; Robert's Rules of Poker v11, Button and Blind",
        "P.0": "",
        "P.1": "Poker TDA Rules 2024, Rule 34-A, Rule 35-A..E, Rule 36, Rule 37, Rule 38 + Addendum Rule 38; WSOP 2026 Tournament Rules, 88, 108; WSOP 2026 Live Action Rules, 108-110, 113, 115-116, 119, 122; Robert's Rules of Poker v11, Misdeals 1-2, Hold'em 1-2",
        "P.10": "",
        "P.11": "",
        "P.12": "",
        "P.2": "Poker TDA Rules 2024, Rule 35-A-1/6/7, Rule 35-D, Rule 68, RP-5-D, RP-10-A/B; WSOP 2026 Tournament Rules, 88-a-6/7, 117; WSOP 2026 Live Action Rules, 23, 108, 119-124, 218, 228, 231, 233-234; Robert's Rules of Poker v11, Irregularities 12-13, Hold'em 1",
        "P.3": "Poker TDA Rules 2024, Rule 38, Rule 39-A..D, RP-4, RP-5; WSOP 2026 Tournament Rules, 88-c-3, 89, 90-f; WSOP 2026 Live Action Rules, 126-127, 167-171; Robert's Rules of Poker v11, Hold'em 3-6; Robert's Rules of Poker v11",
        "P.4": "Poker TDA Rules 2024, Rule 8, Rule 10, Rule 11-B, Rule 30, Rule 32-34, Rule 71-C, RP-11; WSOP 2026 Tournament Rules, 14, 66, 67-b, 85-87; WSOP 2026 Live Action Rules, 22, 77-78, 104, 113, 151, 154-166; Robert's Rules of Poker v11, Button and Blind 2(a)/(b); Robert's Rules of Poker v11, Button and Blind 3",
        "P.5": "Poker TDA Rules 2024, Rule 12-22, Rule 65, Addendum Rule 16 and Rule 18; WSOP 2026 Tournament Rules, 69-76, 108-110; WSOP 2026 Live Action Rules, 14-15, 110-111, 143-149, 153, 172; Robert's Rules of Poker v11, Showdown 1-7; Robert's Rules of Poker v11, tournament 34",
        "P.6": "Poker TDA Rules 2024, Rule 25, Rule 28, Rule 49, Rule 54, Rule 60, Rule 67-68, RP-1, RP-2, RP-12, RP-21; WSOP 2026 Tournament Rules, 62, 81, 101, 103, 116-117, Sec. VIII-IX; WSOP 2026 Live Action Rules, 46-47, 76, 81, 148, 178, 200, 229; Robert's Rules of Poker v11, Showdown 6",
        "P.7": "Poker TDA Rules 2024, Rule 7-11, Rule 23-26, Rule 63, Rule 71, RP-6..RP-9, RP-15, RP-16, RP-20, Addendum Rule 10 and Rule 11-D; WSOP 2026 Tournament Rules, 14, 34-35, 65-68, 77-79, 85, 106-107, 125-126; WSOP 2026 Live Action Rules, 150; Robert's Rules of Poker v11, chip race",
        "P.8": "WSOP 2026 Live Action Rules, 31, 63, 90, 98-107, 186",
        "P.9": "",
        "PL-01": "Robert's Rules of Poker v11, NL and PL introduction; WSOP 2026 Live Action Rules, NL and PL introduction",
        "PL-02": "Source text 2; Robert's Rules of Poker v11, PL",
        "PL-04": "Robert's Rules of Poker v11, PL; WSOP 2026 Live Action Rules, NL and PL introduction",
        "PL-05": "Robert's Rules of Poker v11, PL",
        "PL-06": "Source text 2, shortcut",
        "PL-07": "Robert's Rules of Poker v11, PL",
        "PL-08": "Robert's Rules of Poker v11, PL",
        "PL-10": "Robert's Rules of Poker v11, PL; WSOP 2026 Live Action Rules, 191",
        "PL-11": "Robert's Rules of Poker v11, PL",
        "PL-12": "Source text 2; Robert's Rules of Poker v11, PL rule 5; WSOP 2026 Live Action Rules, 191",
        "PL-13": "WSOP 2026 Live Action Rules, 192",
        "PL-14": "WSOP 2026 Live Action Rules, 191; Robert's Rules of Poker v11, PL rule 5; Robert's Rules of Poker v11, contrast WSOP 2026 Tournament Rules Sec. VIII Pot-Limit",
        "PL-16": "Poker TDA Rules 2024, Rule 54-B Ex.2; Poker TDA Rules 2022, Rule 54-B; Robert's Rules of Poker v11, Button and Blind 'Rules for using blinds' item 1",
        "PL-17": "WSOP 2026 Live Action Rules, 160, 191, 192",
        "PL-19": "Poker TDA Rules 2024, Rule 52-B and Addendum Rule 52-B Ex.3; WSOP 2026 Live Action Rules, 188-189; Robert's Rules of Poker v11, PL rules 1-3",
        "PL-20": "Poker TDA Rules 2024, Rule 52-B; Poker TDA Rules 2024, Addendum Rule 52-B Ex.1-2; Poker TDA Rules 2024, Rule 36",
        "PL-22": "WSOP 2026 Live Action Rules, 190; Robert's Rules of Poker v11, PL rule 4",
        "PL-23": "Poker TDA Rules 2024, RP-11; Robert's Rules of Poker v11, PL",
        "PR-01": "Poker TDA Rules 2024, Rule 32; WSOP 2026 Tournament Rules, 85; WSOP 2026 Live Action Rules, 155; Robert's Rules of Poker v11, Button and Blind 2(b)",
        "PR-02": "Poker TDA Rules 2024, Rule 32; WSOP 2026 Tournament Rules, 85; WSOP 2026 Live Action Rules, 155",
        "PR-03": "Poker TDA Rules 2024, Rule 34-B; WSOP 2026 Tournament Rules, 87; WSOP 2026 Live Action Rules, 157; Robert's Rules of Poker v11, Button and Blind 3",
        "PR-04": "WSOP 2026 Live Action Rules, 160, 22, 165; Robert's Rules of Poker v11",
        "PR-05": "WSOP 2026 Live Action Rules, 161",
        "PR-06": "WSOP 2026 Live Action Rules, 158, 104-a",
        "PR-07": "Poker TDA Rules 2024, Rule 11-B; WSOP 2026 Tournament Rules, 67-b",
        "PR-08": "Poker TDA Rules 2024, Rule 17-A; WSOP 2026 Tournament Rules, 72; WSOP 2026 Live Action Rules, 149; Robert's Rules of Poker v11, Showdown 7",
        "PR-09": "Poker TDA Rules 2024, Rule 17-A; WSOP 2026 Tournament Rules, 72; WSOP 2026 Live Action Rules, 149; Robert's Rules of Poker v11, Showdown 7",
        "PR-10": "Poker TDA Rules 2024, Rule 16 and Addendum Rule 16 Ex.2; WSOP 2026 Tournament Rules, 70; WSOP 2026 Live Action Rules, 149, 153; Robert's Rules of Poker v11, Showdown 7",
        "PR-11": "Poker TDA Rules 2024, Rule 18-A/B and Addendum Rule 18; WSOP 2026 Tournament Rules, 72; Robert's Rules of Poker v11, Showdown 5; WSOP 2026 Live Action Rules, 14, 147",
        "PR-12": "Poker TDA Rules 2024, Rule 12; WSOP 2026 Tournament Rules, 69; WSOP 2026 Live Action Rules, 144; Robert's Rules of Poker v11, Showdown 2",
        "PR-13": "Poker TDA Rules 2024, Rule 19, Rule 13-A/B, Rule 14; WSOP 2026 Tournament Rules, 75; WSOP 2026 Live Action Rules, 172",
        "PR-14": "Poker TDA Rules 2024, Rule 13-C; WSOP 2026 Tournament Rules, 71",
        "PR-15": "Poker TDA Rules 2024, Rule 15-B, Rule 17-B",
        "PR-16": "Poker TDA Rules 2024, Rule 54-A, RP-21; WSOP 2026 Tournament Rules, 101 and Sec. VIII No-Limit, Pot-Limit; WSOP 2026 Tournament Rules, corpus A.5",
        "PR-17": "Poker TDA Rules 2024, RP-12, Rule 60, Rule 49; WSOP 2026 Tournament Rules, 62, 101, 104",
        "PR-18": "WSOP 2026 Live Action Rules, 229; WSOP 2026 Tournament Rules, seven-card games",
        "PR-19": "WSOP 2026 Live Action Rules, 148; Robert's Rules of Poker v11, Showdown 6",
        "PR-20": "WSOP 2026 Live Action Rules, 31",
        "PR-21": "WSOP 2026 Live Action Rules, 101, 103, 63, 106",
        "BBA-01": "Poker TDA Rules 2024, RP-11",
        "CH-01": "WSOP 2026 Live Action Rules, 141; Poker TDA Rules 2024, Rule 44; Robert's Rules of Poker v11",
        "CH-02": "Poker TDA Rules 2024, Rule 44; WSOP 2026 Live Action Rules, 182; WSOP 2026 Tournament Rules, 97",
        "CH-04": "Poker TDA Rules 2024, Rule 45-A; Poker TDA Rules 2024, Addendum Rule 45 Ex.1-A",
        "CH-05": "Poker TDA Rules 2024, Rule 45-A Ex-1; Poker TDA Rules 2024, Addendum Rule 45 Ex.1-B",
        "CH-07": "Poker TDA Rules 2024, Addendum Rule 45 Ex.3",
        "CH-08": "Poker TDA Rules 2024, Addendum Rule 45 Ex.4-A",
        "CH-10": "Poker TDA Rules 2024, Rule 45-A Ex-2",
        "CH-11": "Poker TDA Rules 2024, Rule 61; Poker TDA Rules 2024, Rule 45",
        "CH-13": "Poker TDA Rules 2024, Rule 46-C-1; Poker TDA Rules 2024, Addendum Rule 46 Situation 1; WSOP 2026 Tournament Rules, 98",
        "CH-14": "Poker TDA Rules 2024, Addendum Rule 46 Situation 1-3; WSOP 2026 Tournament Rules, 98-d",
        "CH-16": "Poker TDA Rules 2024, Rule 42, Rule 56; WSOP 2026 Live Action Rules, 140, 178; Source text 2",
        "CH-17": "Poker TDA Rules 2024, Rule 42, Rule 43-A, Rule 56",
        "CH-19": "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 45 Ex.2/Ex.4-A; WSOP 2026 Tournament Rules, 95 and International Poker Federation rules 62.2 wording",
        "FL-01": "Robert's Rules of Poker v11, Betting and Raising item 3; WSOP 2026 Live Action Rules, 130",
        "FL-02": "Source text 2; Robert's Rules of Poker v11, item 3; WSOP 2026 Live Action Rules, 130",
        "FL-03": "Source text 2; Robert's Rules of Poker v11, item 6; Robert's Rules of Poker v11, stud analogue Robert's Rules of Poker v11 stud 3 / WSOP 2026 Live Action Rules 223",
        "FL-04": "Robert's Rules of Poker v11, item 6; WSOP 2026 Live Action Rules, 133; Source text 2",
        "FL-05": "Robert's Rules of Poker v11, Betting and Raising item 6; WSOP 2026 Live Action Rules, 133",
        "FL-07": "Robert's Rules of Poker v11, item 6",
        "FL-08": "Poker TDA Rules 2024, Rule 47-B; Robert's Rules of Poker v11, item 6; WSOP 2026 Live Action Rules, 133",
        "FL-10": "Robert's Rules of Poker v11, item 4; WSOP 2026 Live Action Rules, 130-131; Poker TDA Rules 2024, Rule 48; WSOP 2026 Tournament Rules, 100-b",
        "FL-11": "Robert's Rules of Poker v11, item 4; WSOP 2026 Live Action Rules, 131; Poker TDA Rules 2024, Rule 48; WSOP 2026 Tournament Rules, 100-b; International Poker Federation (FIDPA) rules, 62.4",
        "FL-13": "WSOP 2026 Live Action Rules, 130, 165",
        "FL-14": "Robert's Rules of Poker v11, item 3; WSOP 2026 Live Action Rules, 267",
        "FL-15": "Source text 2; Robert's Rules of Poker v11, item 3; WSOP 2026 Live Action Rules, 130",
        "FL-16": "Robert's Rules of Poker v11, Button and Blind 'Rules for using blinds' item 1; WSOP 2026 Live Action Rules, 154",
        "FL-17": "WSOP 2026 Live Action Rules, 140-141; Robert's Rules of Poker v11, Betting and Raising",
        "HU-01": "Poker TDA Rules 2024, Rule 34-B; WSOP 2026 Tournament Rules, 87; WSOP 2026 Live Action Rules, 157",
        "IR-01": "Poker TDA Rules 2024, Rule 35-A-7, Rule 35-C; WSOP 2026 Tournament Rules, 88-a-7, 88-b; WSOP 2026 Live Action Rules, 108; Robert's Rules of Poker v11, Hold'em 1",
        "IR-02": "Poker TDA Rules 2024, Rule 35-A-2; WSOP 2026 Tournament Rules, 88-a-3; WSOP 2026 Live Action Rules, 108; Robert's Rules of Poker v11, Misdeals 2(h)",
        "IR-03": "Poker TDA Rules 2024, Rule 35-A-4, Rule 35-D, Rule 36; WSOP 2026 Live Action Rules, 108, 109; Robert's Rules of Poker v11, Misdeals 1, 2(j)",
        "IR-04": "Poker TDA Rules 2024, Rule 35-D, Rule 36; WSOP 2026 Live Action Rules, 109; Robert's Rules of Poker v11, Misdeals 1",
        "IR-05": "Poker TDA Rules 2024, Rule 35-A-5, Rule 35-C, Rule 36; WSOP 2026 Live Action Rules, 108; Robert's Rules of Poker v11, Misdeals 2(e)",
        "IR-06": "Poker TDA Rules 2024, Rule 35-D, Rule 38 and Addendum Rule 38 Ex.1-A; WSOP 2026 Live Action Rules, 109-110",
        "IR-07": "Poker TDA Rules 2024, Rule 35-A-5; Robert's Rules of Poker v11, Hold'em 2; WSOP 2026 Live Action Rules, 122",
        "IR-08": "Poker TDA Rules 2024, Rule 35-C, Rule 23; WSOP 2026 Tournament Rules, 88-b, 79",
        "IR-09": "Poker TDA Rules 2024, Rule 35-C, Rule 30; WSOP 2026 Tournament Rules, 88-b",
        "IR-10": "Poker TDA Rules 2024, Rule 35-E; WSOP 2026 Tournament Rules, 88-d-2; WSOP 2026 Live Action Rules, 116",
        "IR-11": "Robert's Rules of Poker v11, Hold'em 1; WSOP 2026 Live Action Rules, 108, 124; Poker TDA Rules 2024, Rule 35-A-7",
        "IR-12": "Poker TDA Rules 2024, Rule 35-A-7; WSOP 2026 Tournament Rules, 88-a-7; WSOP 2026 Live Action Rules, 108; Robert's Rules of Poker v11, Hold'em 1",
        "IR-13": "WSOP 2026 Live Action Rules, 123; Robert's Rules of Poker v11, Irregularities 12; Poker TDA Rules 2024, Rule 68; WSOP 2026 Tournament Rules, 117",
        "IR-14": "Poker TDA Rules 2024, RP-10-A; WSOP 2026 Live Action Rules, 218; WSOP 2026 Tournament Rules, 88-a-6",
        "IR-15": "Poker TDA Rules 2024, RP-10-B; WSOP 2026 Live Action Rules, 234",
        "IR-16": "WSOP 2026 Live Action Rules, 23; Poker TDA Rules 2024, Rule 35-A-1; WSOP 2026 Tournament Rules, 88-a-1",
        "IR-17": "Poker TDA Rules 2024, Rule 35-A-1; WSOP 2026 Tournament Rules, 88-a-1; WSOP 2026 Live Action Rules, 23",
        "IR-18": "Poker TDA Rules 2024, RP-5-A, Rule 39-D; WSOP 2026 Live Action Rules, 171; WSOP 2026 Tournament Rules, 90-f-a; Robert's Rules of Poker v11",
        "IR-19": "Poker TDA Rules 2024, RP-5-B; WSOP 2026 Live Action Rules, 170-171; WSOP 2026 Tournament Rules, 90-f-b; Robert's Rules of Poker v11, Hold'em 6; Robert's Rules of Poker v11",
        "IR-20": "Poker TDA Rules 2024, Rule 39-A; WSOP 2026 Tournament Rules, 89; WSOP 2026 Live Action Rules, 167; Robert's Rules of Poker v11, Hold'em 3; Robert's Rules of Poker v11",
        "IR-21": "Poker TDA Rules 2024, Rule 39-B; WSOP 2026 Tournament Rules, 88-c-3-i; WSOP 2026 Live Action Rules, 168; Robert's Rules of Poker v11, Hold'em 4",
        "IR-22": "Poker TDA Rules 2024, Rule 39-B, Rule 38; WSOP 2026 Tournament Rules, 88-c-3; WSOP 2026 Live Action Rules, 169; Robert's Rules of Poker v11, Hold'em 5",
        "IR-23": "WSOP 2026 Live Action Rules, 126, 169; Robert's Rules of Poker v11, Hold'em 5; Poker TDA Rules 2024, Rule 38",
        "NL-01": "Poker TDA Rules 2024, Rule 43-A and Addendum Rule 43 Ex.1; Source text 1, ex.(1)",
        "NL-02": "Poker TDA Rules 2024, Addendum Rule 43 Ex.2; Source text 1, ex.(2)",
        "NL-03": "Poker TDA Rules 2024, Addendum Rule 43 Ex.3; Poker TDA Rules 2024, Rule 45; Source text 1, ex.(3)",
        "NL-04": "Poker TDA Rules 2024, Addendum Rule 43 Ex.4-A; Source text 1, ex.(4-A)",
        "NL-05": "Poker TDA Rules 2024, Addendum Rule 43 Ex.4-B; Source text 1, ex.(4-B)",
        "NL-06": "Source text 2; Robert's Rules of Poker v11, Betting and Raising item 5; WSOP 2026 Live Action Rules, 132, 175",
        "NL-07": "Poker TDA Rules 2024, Addendum Rule 43 Ex.2; Poker TDA Rules 2024, Rule 43-A; WSOP 2026 Tournament Rules, 95 wording",
        "NL-08": "Robert's Rules of Poker v11, NL rule 4; WSOP 2026 Live Action Rules, 176",
        "NL-10": "Robert's Rules of Poker v11, NL rule 2; Robert's Rules of Poker v11, NL rule 3; Poker TDA Rules 2024, Rule 47-A",
        "NL-11": "WSOP 2026 Live Action Rules, 22 and 165; Robert's Rules of Poker v11, NL rule 2",
        "NL-13": "WSOP 2026 Live Action Rules, 154; Robert's Rules of Poker v11, Button and Blind 'Rules for using blinds' item 1",
        "NL-14": "WSOP 2026 Live Action Rules, 156, 159; Robert's Rules of Poker v11, Button and Blind",
        "NL-16": "Poker TDA Rules 2024, Rule 43-A, Rule 40-C",
        "NL-17": "Poker TDA Rules 2024, Rule 43-B",
        "NL-19": "WSOP 2026 Live Action Rules, 160",
        "RO-01": "Poker TDA Rules 2024, Rule 47-A; Poker TDA Rules 2024, Addendum Rule 47 Ex.1",
        "RO-02": "Poker TDA Rules 2024, Addendum Rule 47 Ex.1-A",
        "RO-04": "Poker TDA Rules 2024, Rule 47-A; Poker TDA Rules 2024, Addendum Rule 47 Ex.2",
        "RO-05": "Poker TDA Rules 2024, Addendum Rule 47 Ex.3-A",
        "RO-07": "Robert's Rules of Poker v11, NL rule 5 example; WSOP 2026 Live Action Rules, 177 example",
        "RO-08": "Poker TDA Rules 2024, Rule 47-A",
        "RO-10": "Poker TDA Rules 2024, Rule 47-A; Robert's Rules of Poker v11, NL; International Poker Federation (FIDPA) rules, 62.1-62.2",
        "RO-11": "WSOP 2026 Live Action Rules, 156; Poker TDA Rules 2024, Addendum Rule 43 Ex.2",
        "SL-01": "Robert's Rules of Poker v11, Betting and Raising item 5",
        "SL-02": "Robert's Rules of Poker v11, item 5",
        "SL-04": "Robert's Rules of Poker v11, item 6 by analogy",
        "SP-01": "Robert's Rules of Poker v11, /Morehead table-stakes principle; Poker TDA Rules 2024, Rule 21",
        "SP-02": "",
        "SP-04": "Poker TDA Rules 2024, RP-10-E",
        "SP-05": "Poker TDA Rules 2024, RP-11; WSOP 2026 Live Action Rules, 154",
        "SP-07": "",
        "SP-08": "Poker TDA Rules 2024, Rule 21, Rule 43; Poker TDA Rules 2024, table-stakes principle",
        "SP-10": "",
        "SP-11": "Poker TDA Rules 2024, Rule 20-A; WSOP 2026 Live Action Rules, 152-153",
        "ST-01": "WSOP 2026 Live Action Rules, 219, 150; Robert's Rules of Poker v11, stud rule 1; Source text 2",
        "ST-02": "WSOP 2026 Live Action Rules, 239 and razz introduction",
        "ST-04": "Robert's Rules of Poker v11, stud rule 3; WSOP 2026 Live Action Rules, 223",
        "ST-05": "Robert's Rules of Poker v11, stud rule 2; WSOP 2026 Live Action Rules, 220",
        "ST-07": "Poker TDA Rules 2024, RP-10-E; WSOP 2026 Live Action Rules, 221",
        "ST-08": "WSOP 2026 Live Action Rules, 224; Robert's Rules of Poker v11, stud rule 4; Source text 2",
        "ST-10": "Robert's Rules of Poker v11, stud rule 1; WSOP 2026 Live Action Rules, 219; Poker TDA Rules 2024, RP-10-D",
        "ST-11": "Source text 2; WSOP 2026 Live Action Rules, Sec. IX; Robert's Rules of Poker v11, stud",
        "TO-01": "Poker TDA Rules 2024, Rule 8-A, Rule 10-A; WSOP 2026 Tournament Rules, 14",
        "TO-02": "Poker TDA Rules 2024, Rule 7; WSOP 2026 Tournament Rules, 65",
        "TO-03": "Poker TDA Rules 2024, Rule 11-A; WSOP 2026 Tournament Rules, 67-a",
        "TO-04": "Poker TDA Rules 2024, Rule 11-B; WSOP 2026 Tournament Rules, 67-b-i",
        "TO-05": "Poker TDA Rules 2024, Rule 11-D and Addendum Rule 11-D; WSOP 2026 Tournament Rules, 67",
        "TO-06": "Poker TDA Rules 2024, Rule 10-A, Rule 10-B and Addendum Rule 10; WSOP 2026 Tournament Rules, 66",
        "TO-07": "Poker TDA Rules 2024, Rule 24-A; WSOP 2026 Tournament Rules, 77-a",
        "TO-08": "Poker TDA Rules 2024, Rule 24-A; WSOP 2026 Tournament Rules, 77-a",
        "TO-09": "WSOP 2026 Live Action Rules, 150; Poker TDA Rules 2024, Rule 24-A",
        "TO-10": "Poker TDA Rules 2024, Rule 24-C; WSOP 2026 Tournament Rules, 77-c",
        "TO-11": "Poker TDA Rules 2024, RP-8-A; WSOP 2026 Tournament Rules, 126-b, 126-c",
        "TO-12": "Poker TDA Rules 2024, RP-8-C, RP-8-D; WSOP 2026 Tournament Rules, 126-c, 126-e",
        "TO-13": "Poker TDA Rules 2024, RP-8-F; WSOP 2026 Tournament Rules, 126-g",
        "TO-14": "Poker TDA Rules 2024, Rule 23; WSOP 2026 Tournament Rules, 79",
        "TO-15": "Poker TDA Rules 2024, RP-11, Rule 34-B; Poker TDA Rules 2024, corpus A.9",
        "TS-01": "WSOP 2026 Live Action Rules, 186",
        "TS-02": "WSOP 2026 Live Action Rules, 59, 64",
        "TS-04": "WSOP 2026 Live Action Rules, 11, 104",
        "VD-01": "Poker TDA Rules 2024, Rule 40-A; WSOP 2026 Tournament Rules, 90-a; WSOP 2026 Live Action Rules, 180; Robert's Rules of Poker v11, NL verbal-discrepancy rule",
        "VD-02": "Poker TDA Rules 2024, Rule 57",
        "VD-04": "Poker TDA Rules 2024, Addendum Rule 53-A Ex.2",
        "VD-05": "Poker TDA Rules 2024, Rule 51-B; Poker TDA Rules 2024, Addendum Rule 51 Ex.2",
        "VD-07": "Poker TDA Rules 2024, Rule 51-A; Poker TDA Rules 2024, Addendum Rule 51 Ex.3; WSOP 2026 Live Action Rules, 135",
        "VD-08": "Poker TDA Rules 2024, Rule 49; WSOP 2026 Tournament Rules, 104",
        "VD-10": "Poker TDA Rules 2024, Rule 54-D; WSOP 2026 Tournament Rules, 102",
    }
)
"""Corpus id -> the rules it rests on, by book, edition and number ("" where the rulebook
names no book: the agreed constants A.14, the switch registry A.15, the venue profiles A.16,
and a few examples that cite only a principle, which :func:`corpus_sources` takes from their
topic)."""


def find_sources(ref: str) -> str | None:
    """The rules corpus id ``ref`` rests on, by book; an example the rulebook does not print,
    or whose own source names no book ("Table-stakes principle"), by its topic's
    (:data:`FAMILIES`); None for an id the rulebook does not have."""
    found = CORPUS_SOURCES.get(ref)
    if not found and "." not in ref:
        topic = FAMILIES.get(ref.split("-")[0])
        if topic is not None:
            return CORPUS_SOURCES[topic]
    return found


def corpus_sources(ref: str) -> str:
    """:func:`find_sources`, where an id the rulebook does not have is an error."""
    found = find_sources(ref)
    if found is None:
        raise KeyError(f"no corpus id {ref!r} in the rulebook (corpus.md, procedures.md)")
    return found
