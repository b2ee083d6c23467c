"""The development set the Whisper tiers are calibrated on shares nothing with the benchmark
whose figures are reported: no word, no out-of-set word, no carrier, no voice
(tests/host/bench/test_families.py checks every family)."""

from __future__ import annotations

from host.bench.corpus import BENCHMARK, DEVELOPMENT


def test_the_development_words_are_none_of_the_benchmark_s():
    benchmark = {*BENCHMARK.deck, *BENCHMARK.unrelated, *BENCHMARK.near_misses}
    development = {*DEVELOPMENT.deck, *DEVELOPMENT.unrelated, *DEVELOPMENT.near_misses}
    assert not benchmark & development
    assert not set(DEVELOPMENT.deck) & {*DEVELOPMENT.unrelated, *DEVELOPMENT.near_misses}
    assert not set(BENCHMARK.carriers) & set(DEVELOPMENT.carriers)


def test_the_development_voices_are_none_of_the_benchmark_s():
    def espeak_variants(talkers):
        return {t.voice.variant for t in talkers if t.family == "espeak"}

    benchmark = espeak_variants(BENCHMARK.voices(200, 1))
    development = espeak_variants(DEVELOPMENT.voices(200, 3))
    assert benchmark and development and not benchmark & development
