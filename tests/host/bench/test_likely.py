"""The sweep of the bonus a likely phrase gets (`partyhost bench ears --likely`), on hand-made
evidence: the secret heard when said, and the words taken for it."""

from __future__ import annotations

from host.bench.likely import NEAR_MISS, Trial, spelt_nearest, sweep
from host.ears import Context
from host.ears.tiers import Evidence

CONTEXT = Context.of(["poster", "rooster"], likely=["poster"])
UNCLEAR = Evidence("bolster", 0.1, {"poster": -6.0, "rooster": -5.5})
"""A clip the ears put "rooster" just ahead of "poster" for."""
CLEAR = Evidence("rooster", 0.1, {"poster": -9.0, "rooster": -1.0})


def test_a_bonus_hears_the_secret_said_and_asks_back_the_near_miss_taken_for_it():
    found = [
        Trial("clean", "poster", "poster", UNCLEAR, CONTEXT),
        Trial(NEAR_MISS, None, "poster", UNCLEAR, CONTEXT),
        Trial("clean", "rooster", "poster", CLEAR, CONTEXT),
    ]
    rows = sweep(found, (0.0, 3.0)).splitlines()
    assert rows[2] == "| 0 | 0% / - / - / - / - | 0% | 0% / 0% |"
    assert rows[3] == "| 3 | 100% / - / - / - / - | 0% | 100% / 0% |"


def test_a_near_miss_is_tried_with_the_word_spelt_most_like_it():
    assert spelt_nearest("path", ["bath", "table", "pig"]) == "bath"
