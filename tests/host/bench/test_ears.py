"""`partyhost bench ears`'s contexts and table: a hand of 8, a moment of 45 phrases (the size the
issue's prototype was measured in) and the whole deck."""

from __future__ import annotations

import random

from host.bench.corpus import MOMENT, hand_of
from host.bench.ears import Figures, table
from host.bench.words import DECK


def test_a_moment_holds_the_word_said_among_45_deck_words_and_at_most_the_whole_deck():
    moment = hand_of(list(DECK), random.Random(1), "kite", MOMENT)
    assert "kite" in moment.phrases and len(set(moment.phrases)) == MOMENT == 45
    few = hand_of(list(DECK[:10]), random.Random(1), DECK[0], MOMENT)
    assert sorted(few.phrases) == sorted(DECK[:10])


def test_the_table_has_a_row_per_condition_for_the_moment_with_its_goal():
    rates = {"clean": 0.9, "20 dB": 0.8, "10 dB": 0.6, "5 dB": 0.3}
    phrases = {"clean": 0.5, "20 dB": 0.4}
    figures = Figures(
        accuracy=rates,
        in_hand={**rates, "20 dB": 0.9},
        in_moment=rates,
        in_phrases=phrases,
        phrases_in_hand=phrases,
        median_ms=100.0,
    )
    rows = table({"whisper": figures}).splitlines()
    assert "| in-set accuracy, hand of 8, 20 dB | 90% | >= 88% |" in rows
    assert "| in-set accuracy, 45 phrases, 20 dB | 80% | >= 88% |" in rows
    assert "| in-set accuracy, 45 phrases, 5 dB | 30% | >= 45% |" in rows
