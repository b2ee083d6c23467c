"""The development set the Whisper tiers are calibrated on shares nothing with the benchmark
whose figures are reported: no word, no out-of-set word, no carrier, no voice variant."""

from __future__ import annotations

from host.bench import devset
from host.bench.corpus import BENCHMARK, DEVELOPMENT
from host.sim.speech import speakers


def test_the_development_words_are_none_of_the_benchmark_s():
    benchmark = {*BENCHMARK.deck, *BENCHMARK.unrelated, *BENCHMARK.near_misses}
    development = {*DEVELOPMENT.deck, *DEVELOPMENT.unrelated, *DEVELOPMENT.near_misses}
    assert not benchmark & development
    assert not set(DEVELOPMENT.deck) & {*DEVELOPMENT.unrelated, *DEVELOPMENT.near_misses}
    assert not set(BENCHMARK.carriers) & set(DEVELOPMENT.carriers)


def test_the_development_voices_are_none_of_the_benchmark_s():
    benchmark = {s.variant for s in speakers(200, 1)}
    development = {s.variant for s in devset.dev_speakers(200, 3)}
    assert not benchmark & development
