"""The ceiling of a phone's guess (`partyhost bench ears --ceiling`), on hand-made rankings: the
ears' hearing, and the word said first or among the three offered once every phrase is scored."""

from __future__ import annotations

from host.bench.ceiling import Ranked, table


def test_the_table_counts_the_ears_and_the_ranks_of_every_phrase_scored_apart():
    found = [
        Ranked("clean", "harp", "harp", ("harp", "sharp", "heart")),
        Ranked("clean", "pot", None, ("but", "pot", "book")),
        Ranked("20 dB", "pot", "book", ("book", "but", "boat")),
    ]
    rows = table(found).splitlines()
    assert rows[2:] == [
        "| clean (2) | 50% | 50% | 100% |",
        "| 20 dB (1) | 0% | 0% | 0% |",
    ]
