"""The sweep of the bonus a guess's related phrases get (`partyhost bench ears --related`), on
hand-made evidence: a word the clues point to heard when said, none taken for the secret."""

from __future__ import annotations

from dataclasses import replace

from host.bench.related import KINDS, Trial, sweep
from host.ears import Context
from host.ears.tiers import Evidence

PHRASES = ["acorn", "apron", "poster"]
PLAIN = replace(Context.of(PHRASES, likely=["poster"]), any_words=True)
POINTED = replace(Context.of(PHRASES, likely=["poster"], related=["acorn"]), any_words=True)
PRIORS = {p: -15.0 for p in PHRASES}
BEHIND = Evidence("a cone", 0.1, {"acorn": -4.0, "apron": -3.5, "poster": -12.0}, PRIORS)
"""A clip the ears put "apron" just ahead of "acorn" for."""


def test_a_bonus_hears_the_related_word_said_and_takes_nothing_for_the_secret():
    found = [
        Trial(KINDS[0], "clean", "acorn", (BEHIND, PLAIN), (BEHIND, POINTED)),
        Trial(KINDS[1], "clean", "apron", (BEHIND, PLAIN), (BEHIND, POINTED)),
    ]
    rows = sweep(found, (1.0,)).splitlines()
    # apron, sure, for acorn said; with the bonus, acorn for apron said, asked back
    assert rows[2] == "| 0 | 0% / - / - | 100% / - / - | - / - / - | 50% | 0% |"
    assert rows[3] == "| 1 | 100% / - / - | 0% / - / - | - / - / - | 0% | 0% |"
