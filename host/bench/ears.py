"""`partyhost bench ears`: the benchmark's corpus heard by each step from the naive plain
grammar to the full ears, printed side by side."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from host.bench.corpus import HAND, MOMENT, SNRS, Corpus, make_corpus
from host.bench.words import DECK, NEAR_MISSES
from host.ears import Context, Ears
from host.ears.engines.sphinx import BASELINE, SphinxEngine, Tuning
from host.ears.engines.vosk_engine import VoskEngine
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.select import find_vosk_model, find_whisper_model
from lexicon import pronouncing

TIMED_PHRASES = MOMENT
"""The context the decode time is measured in: about a game moment's (a hand, the commands)."""
WORD_GOALS = {"clean": 95, "20 dB": 88, "10 dB": 70, "5 dB": 45}
"""The ears issue's goals for single words; out-of-set words accepted: at most 8%."""
PHRASE_GOALS = {"clean": 85, "20 dB": 75}
"""Its goals for a word inside a phrase ("is it apple")."""


@dataclass
class Figures:
    """What one system scored on the corpus."""

    accuracy: dict[str, float] = field(default_factory=dict)
    in_hand: dict[str, float] = field(default_factory=dict)
    in_moment: dict[str, float] = field(default_factory=dict)
    hand_fa: float = 0.0
    in_phrases: dict[str, float] = field(default_factory=dict)
    phrases_in_hand: dict[str, float] = field(default_factory=dict)
    unrelated_fa: float = 0.0
    near_miss_fa: float = 0.0
    babble_fa: float = 0.0
    median_ms: float = 0.0
    p95_ms: float = 0.0
    ready_s: float = 0.0


def ladder() -> list[tuple[str, Callable[[], Ears]]]:
    """The systems compared, from the naive baseline to the full ears, one step at a time."""
    systems: list[tuple[str, Callable[[], Ears]]] = [
        ("baseline", lambda: Ears(recognizer=SphinxEngine(BASELINE), endpoint=False)),
        ("+floor", lambda: Ears(recognizer=SphinxEngine(Tuning(False, False)), endpoint=False)),
        ("+endpoint", lambda: Ears(recognizer=SphinxEngine(Tuning(False, False)))),
        ("+accents", lambda: Ears(recognizer=SphinxEngine(Tuning(False)))),
        ("ears", lambda: Ears(recognizer=SphinxEngine())),
    ]
    whisper = find_whisper_model()
    if whisper is not None:
        systems.append(("whisper", lambda: Ears(recognizer=WhisperEngine(whisper))))
    model = find_vosk_model()
    if model is not None:
        systems.append(("vosk", lambda: Ears(recognizer=VoskEngine(model))))
    return systems


def measure(build: Callable[[], Ears], corpus: Corpus) -> Figures:
    """Run one system over the corpus."""
    pronouncing.dictionary.cache_clear()
    start = time.perf_counter()
    ears = build()
    context = Context.of(corpus.words)
    ears.unknown_words(context)
    figures = Figures(ready_s=time.perf_counter() - start)
    whole = [context] * len(corpus.words)

    def share(clips: list[np.ndarray], contexts: list[Context]) -> float:
        """The share of the words heard exactly, each in its own context."""
        heard = zip(corpus.words, clips, contexts, strict=True)
        return float(np.mean([ears.hear_audio(c, where).phrase == w for w, c, where in heard]))

    for condition, clips in corpus.in_set.items():
        figures.accuracy[condition] = share(clips, whole)
        figures.in_hand[condition] = share(clips, corpus.hands)
        figures.in_moment[condition] = share(clips, corpus.moments)
    for condition, clips in corpus.phrases.items():
        figures.in_phrases[condition] = share(clips, whole)
        figures.phrases_in_hand[condition] = share(clips, corpus.hands)
    near = set(NEAR_MISSES)
    accepted: dict[bool, list[bool]] = {True: [], False: []}
    for clips in corpus.out_of_set.values():
        for word, clip in clips:
            accepted[word in near].append(ears.hear_audio(clip, context).phrase is not None)
    figures.hand_fa = float(
        np.mean(
            [
                ears.hear_audio(clip, hand).phrase is not None
                for clips in corpus.out_of_set.values()
                for (_, clip), hand in zip(clips, corpus.outside_hands, strict=True)
            ]
        )
    )
    figures.unrelated_fa = float(np.mean(accepted[False]))
    figures.near_miss_fa = float(np.mean(accepted[True]))
    heard = [ears.hear_audio(c, context).phrase is not None for c in corpus.babble]
    figures.babble_fa = float(np.mean(heard))
    timed = Context.of((*corpus.words, *DECK)[:TIMED_PHRASES])
    times = [ears.hear_audio(c, timed).decode_ms for c in corpus.one_second]
    figures.median_ms, figures.p95_ms = (float(v) for v in np.percentile(times, [50, 95]))
    return figures


def table(results: dict[str, Figures]) -> str:
    """The figures as a Markdown table, one column per system, goals on the right."""
    names = list(results)
    rows = [f"| figure | {' | '.join(names)} | goal |", "|---" * (len(names) + 2) + "|"]
    base = results[names[0]]

    def row(label: str, values: list[str], goal: str) -> None:
        """Append one row."""
        rows.append(f"| {label} | {' | '.join(values)} | {goal} |")

    hand = f", hand of {HAND}"
    rated: list[tuple[str, Callable[[Figures], dict[str, float]], dict[str, int]]] = [
        ("in-set accuracy", lambda f: f.accuracy, WORD_GOALS),
        (f"in-set accuracy{hand}", lambda f: f.in_hand, WORD_GOALS),
        (f"in-set accuracy, {MOMENT} phrases", lambda f: f.in_moment, WORD_GOALS),
        ("word inside a phrase", lambda f: f.in_phrases, PHRASE_GOALS),
        (f"word inside a phrase{hand}", lambda f: f.phrases_in_hand, PHRASE_GOALS),
    ]
    for label, rates, goals in rated:
        for condition, goal in goals.items():
            row(f"{label}, {condition}", [percent(rates(f)[condition]) for f in results.values()],
                f">= {goal}%")  # fmt: skip
    row(
        "out-of-set false accepts (unrelated)",
        [percent(f.unrelated_fa) for f in results.values()],
        "<= 8%",
    )
    row(
        "out-of-set false accepts (near misses)",
        [percent(f.near_miss_fa) for f in results.values()],
        "<= 8%",
    )
    row(
        f"out-of-set false accepts, hand of {HAND}",
        [percent(f.hand_fa) for f in results.values()],
        "<= 8%",
    )
    row("babble-only false accepts", [percent(f.babble_fa) for f in results.values()], "<= 2%")
    row(
        f"end of speech to verdict, ms, 1-s utterance, {TIMED_PHRASES} phrases, median",
        [f"{f.median_ms:.0f}" for f in results.values()],
        "<= 350",
    )
    row(
        "decode time, median, vs baseline",
        [f"{f.median_ms / base.median_ms:.2f}x" for f in results.values()],
        "",
    )
    row("end of speech to verdict, ms, p95", [f"{f.p95_ms:.0f}" for f in results.values()], "")
    row("start to ready, s", [f"{f.ready_s:.2f}" for f in results.values()], "")
    return "\n".join(rows)


def percent(value: float) -> str:
    """A rate as a whole percentage."""
    return f"{value * 100:.0f}%"


def run(size: str = "full", seed: int = 1, log: Callable[[str], None] = print) -> str:
    """Make the corpus, measure every system on it, and return the table."""
    start = time.perf_counter()
    corpus = make_corpus(size, seed)
    log(
        f"corpus: {len(corpus.words)} words x {len(SNRS)} SNRs, "
        f"made in {time.perf_counter() - start:.0f} s"
    )
    results: dict[str, Figures] = {}
    for name, build in ladder():
        started = time.perf_counter()
        results[name] = measure(build, corpus)
        log(f"{name}: measured in {time.perf_counter() - started:.0f} s")
    return table(results)
