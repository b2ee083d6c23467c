"""The benchmark's and the development set's audio: every word spoken by voices of every family
(espeak-ng, MBROLA, Piper, in a room), alone and inside carrier phrases, in babble and pink
noise at several SNRs."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from host.audio import RATE
from host.bench import devset
from host.bench.families import Talker, talkers
from host.bench.words import DECK, NEAR_MISSES, UNRELATED
from host.ears import Context
from host.sim.speech import babble, mix

SNRS: dict[str, float | None] = {"clean": None, "20 dB": 20.0, "10 dB": 10.0, "5 dB": 5.0}
QUIET_ROOM_DB = 40.0  # "clean" still has a room's faint pink noise floor, as a microphone does
PHRASE_SNRS = ("clean", "20 dB")
"""The conditions a word is said in inside a carrier phrase."""
CARRIERS = ("I think it's {}", "is it {}", "{} please", "um, {}", "it's a {}", "maybe {}")
HAND = 8
"""A game moment's context (a hand of cards, the names): each clip is also heard against the
word said and 7 other deck words (an out-of-set word: against 8 deck words)."""
MOMENT = 45
"""A bigger moment, the size the issue's closed-set prototype was measured in: each word is
also heard against itself and 44 other deck words."""
SIZES = {"quick": (40, 30, 30, 30), "full": (162, 100, 100, 50)}  # words, oos, babble, 1-s clips


@dataclass(frozen=True)
class WordSet:
    """Where a corpus's speech comes from: expected words, out-of-set words, carrier phrases
    and speakers."""

    deck: tuple[str, ...]
    unrelated: tuple[str, ...]
    near_misses: tuple[str, ...]
    carriers: tuple[str, ...]
    voices: Callable[[int, int], list[Talker]]


BENCHMARK = WordSet(
    DECK, UNRELATED, NEAR_MISSES, CARRIERS, lambda n, seed: talkers(n, seed, "benchmark")
)
DEVELOPMENT = WordSet(
    devset.WORDS + devset.PHRASES,
    devset.OTHERS,
    devset.NEAR_MISSES,
    devset.CARRIERS,
    lambda n, seed: talkers(n, seed, "development"),
)
"""What the tiers are calibrated on: nothing the benchmark says or speaks with."""


@dataclass
class Corpus:
    """The benchmark audio (16 kHz int16): in-set, out-of-set, babble-only and 1-second clips."""

    words: list[str]
    in_set: dict[str, list[np.ndarray]]
    out_of_set: dict[str, list[tuple[str, np.ndarray]]]
    babble: list[np.ndarray]
    one_second: list[np.ndarray]
    phrases: dict[str, list[np.ndarray]] = field(default_factory=dict)
    """Each word said inside a carrier phrase ("is it apple"), clean and at 20 dB."""
    hands: list[Context] = field(default_factory=list)
    """For each word, a hand of HAND deck words holding it."""
    outside_hands: list[Context] = field(default_factory=list)
    """For each out-of-set word, a hand of HAND deck words."""
    moments: list[Context] = field(default_factory=list)
    """For each word, MOMENT deck words holding it."""
    outside_moments: list[Context] = field(default_factory=list)
    """For each out-of-set word, MOMENT deck words (the issue's rejection figure)."""
    babble_moments: list[Context] = field(default_factory=list)
    """For each babble-only clip, MOMENT deck words."""
    families: list[str] = field(default_factory=list)
    """For each word, the family of the voice that says it (alone and inside its phrase)."""
    outside_families: list[str] = field(default_factory=list)
    """For each out-of-set word, the family of the voice that says it."""


def pink_noise(length: int, rng: np.random.Generator) -> np.ndarray:
    """`length` samples of pink (1/f) noise with unit RMS."""
    spectrum = np.fft.rfft(rng.standard_normal(length + 1))
    spectrum /= np.sqrt(np.maximum(np.arange(len(spectrum)), 1))
    noise = np.fft.irfft(spectrum, length + 1)[:length]
    return (noise / np.sqrt(np.mean(noise**2))).astype(np.float32)


def noisy(clip: np.ndarray, snr: float | None, index: int, rng: np.random.Generator) -> np.ndarray:
    """A clip with 0.3-0.6 s of noise around it: babble (even index) or pink noise at `snr`."""
    before, after = rng.uniform(0.3, 0.6, 2)
    length = len(clip) + int((before + after) * RATE) + 1
    if snr is None:
        return mix(clip, pink_noise(length, rng), QUIET_ROOM_DB, before, after)
    noise = babble(length, rng) if index % 2 == 0 else pink_noise(length, rng)
    return mix(clip, noise, snr, before, after)


def make_corpus(size: str = "full", seed: int = 1, source: WordSet = BENCHMARK) -> Corpus:
    """Speak every word with a different voice, the families in turn, and add the noises."""
    n_words, n_oos, n_babble, n_timing = SIZES[size]
    pick = random.Random(seed)
    deck = source.deck
    words = pick.sample(deck, n_words) if n_words < len(deck) else list(deck)
    unrelated, near = source.unrelated, source.near_misses
    oos = pick.sample(unrelated, min(n_oos // 2, len(unrelated))) + pick.sample(
        near, min(n_oos - n_oos // 2, len(near))
    )
    voices = source.voices(len(words) + len(oos), seed)
    said = [v.say(w) for w, v in zip(words, voices, strict=False)]
    oos_said = [v.say(w) for w, v in zip(oos, voices[len(words) :], strict=False)]
    rng = np.random.default_rng(seed)
    in_set = {k: [noisy(c, s, i, rng) for i, c in enumerate(said)] for k, s in SNRS.items()}
    out = {
        k: [(w, noisy(c, s, i, rng)) for i, (w, c) in enumerate(zip(oos, oos_said, strict=True))]
        for k, s in SNRS.items()
    }
    only_babble = [
        (
            babble(int(rng.uniform(0.8, 2.0) * RATE), rng)
            * 10 ** (rng.uniform(-35, -15) / 20)
            * 32767
        )
        .clip(-32768, 32767)
        .astype(np.int16)
        for _ in range(n_babble)
    ]
    timing = [_one_second(c, rng) for c in said[:n_timing]]
    lines = [source.carriers[i % len(source.carriers)].format(w) for i, w in enumerate(words)]
    carried = [v.say(line) for line, v in zip(lines, voices, strict=False)]
    phrases = {k: [noisy(c, SNRS[k], 0, rng) for c in carried] for k in PHRASE_SNRS}
    hands = [hand_of(words, pick, w) for w in words]
    outside_hands = [hand_of(words, pick) for _ in oos]
    moments = [hand_of(words, pick, w, MOMENT) for w in words]
    families = [v.family for v in voices]
    # drawn from the whole deck, so that a quick corpus's moments hold MOMENT words too
    whole_deck = list(deck)
    outside_moments = [hand_of(whole_deck, pick, None, MOMENT) for _ in oos]
    babble_moments = [hand_of(whole_deck, pick, None, MOMENT) for _ in only_babble]
    return Corpus(
        words, in_set, out, only_babble, timing, phrases, hands, outside_hands, moments,
        outside_moments, babble_moments, families[: len(words)], families[len(words) :],
    )  # fmt: skip


def hand_of(
    words: list[str], pick: random.Random, said: str | None = None, size: int = HAND
) -> Context:
    """`size` of `words` in a random order, `said` among them if given."""
    others = [w for w in words if w != said]
    count = min(size - (said is not None), len(others))
    hand = pick.sample(others, count) + ([said] if said else [])
    pick.shuffle(hand)
    return Context.of(hand)


def _one_second(clip: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The clip centred in exactly one second of quiet-room audio."""
    clip = clip[:RATE]
    pad = (RATE - len(clip)) / 2 / RATE
    return mix(clip, pink_noise(RATE + 1, rng), QUIET_ROOM_DB, pad, pad)[:RATE]
