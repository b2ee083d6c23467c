"""`partyhost bench ears`'s contexts and table: a hand of 8, a moment of 45 phrases (the size the
issue's prototype was measured in) and the whole deck."""

from __future__ import annotations

import random

from host.bench.corpus import MOMENT, hand_of
from host.bench.ears import Figures, family_table, guess_context, table
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
        phrases_in_moment={"clean": 0.7, "20 dB": 0.6},
        median_ms=100.0,
    )
    rows = table({"whisper": figures}).splitlines()
    assert "| in-set accuracy, hand of 8, 20 dB | 90% | >= 92% |" in rows
    assert "| word inside a phrase, 45 phrases, 20 dB | 60% | >= 85% |" in rows
    assert "| in-set accuracy, 45 phrases, 20 dB | 80% | >= 92% |" in rows
    assert "| in-set accuracy, 45 phrases, 5 dB | 30% | >= 50% |" in rows


def test_the_table_gives_the_latency_goal_and_a_mot_dit_guess_s_times():
    rates = dict.fromkeys(("clean", "20 dB", "10 dB", "5 dB"), 0.5)
    figures = Figures(
        accuracy=rates, in_hand=rates, in_moment=rates, in_phrases=rates, phrases_in_hand=rates,
        phrases_in_moment=rates, median_ms=140.4, p95_ms=210.0, guess_median_ms=180.6,
        guess_p95_ms=300.0,
    )  # fmt: skip
    rows = table({"whisper": figures}).splitlines()
    timed = "end of speech to verdict, ms, 1-s word"
    assert f"| {timed}, 45 phrases, median | 140 | <= 150 |" in rows
    assert f"| {timed}, 45 phrases, p95 | 210 |  |" in rows
    guess = f"{timed}, a Mot Dit guess (its deck, a secret, clues)"
    assert f"| {guess}, median | 181 |  |" in rows
    assert f"| {guess}, p95 | 300 |  |" in rows


def test_a_timed_guess_is_the_word_among_the_deck_with_a_secret_and_what_its_clues_favour():
    context = guess_context("kite", "apple")
    assert "kite" in context.phrases and len(context.phrases) > 500
    assert context.hints.likely == {"apple"} and context.any_words
    assert context.hints.related <= set(context.phrases) and len(context.hints.related) <= 8
    assert "kite" not in context.hints.related and "apple" not in context.hints.related


def test_the_tables_report_out_of_set_words_and_babble_accepted_in_45_phrases_with_their_goals():
    full = {k: 0.9 for k in ("clean", "20 dB", "10 dB", "5 dB")}
    figures = Figures(
        accuracy=full,
        in_hand=full,
        in_moment=full,
        in_phrases=full,
        phrases_in_hand=full,
        phrases_in_moment=full,
        moment_fa=0.07,
        unrelated_fa=0.02,
        near_miss_fa=0.12,
        hand_fa=0.1,
        babble_fa=0.01,
        median_ms=100.0,
    )
    rows = table({"whisper": figures}).splitlines()
    label = "out-of-set false accepts, 45 phrases (unrelated and near misses)"
    assert f"| {label} | 7% | <= 8% |" in rows
    assert "| babble-only false accepts, 45 phrases | 1% | <= 2% |" in rows
    per_family = family_table({"all voices": figures}).splitlines()
    assert "out-of-set accepted, 45 phrases" in per_family[0]
    assert per_family[2].split(" | ")[4:7] == ["7%", "2% / 12%; 10%", "1%"]
