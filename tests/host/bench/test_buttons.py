"""Favouring an open question's buttons (`partyhost bench ears --buttons`), on hand-made
evidence: "pass" heard when said, a near miss taken for it, and the other words kept."""

from __future__ import annotations

from host.bench.buttons import NEAR, table
from host.bench.likely import Trial
from host.ears import Context
from host.ears.tiers import Evidence

CONTEXT = Context.of(["pass", "bus", "apple"], likely=["pass"])
UNCLEAR = Evidence("bast", 0.1, {"pass": -6.0, "bus": -5.5})
"""A clip the ears put "bus" just ahead of "pass" for."""
CLEAR = Evidence("bus", 0.1, {"pass": -9.0, "bus": -1.0})


def test_the_table_shows_pass_heard_and_near_misses_taken_only_when_favoured():
    found = [
        Trial("pass, clean", "pass", "pass", UNCLEAR, CONTEXT),
        Trial(f"{NEAR}, clean", "past", "pass", UNCLEAR, CONTEXT),
        Trial("another word, clean", "bus", "pass", CLEAR, CONTEXT),
    ]
    rows = table(found).splitlines()
    assert rows[2:] == [
        "| pass, clean | 0% | 100% |",
        f"| {NEAR}, clean | 0% | 100% |",
        "| another word, clean | 100% | 100% |",
    ]
