"""`partyhost bench ears`: the benchmark's corpus heard by each step from the naive plain
grammar to the full ears, printed side by side."""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from host.bench.corpus import HAND, MOMENT, SNRS, Corpus, make_corpus
from host.bench.families import FAMILIES
from host.bench.words import DECK, NEAR_MISSES
from host.ears import Context, Ears
from host.ears.engines.sphinx import BASELINE, SphinxEngine, Tuning
from host.ears.engines.vosk_engine import VoskEngine
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.select import find_vosk_model, find_whisper_model
from host.judge.wordnet import pointed_to
from lexicon import pronouncing
from lexicon.motdit import lexicon as motdit_lexicon

TIMED_PHRASES = MOMENT
"""The context the decode time is measured in: about a game moment's (a hand, the commands)."""
LATENCY_GOAL = 150
"""The ears issue's goal: end of speech to verdict, median, for a word in TIMED_PHRASES."""
OUT_OF_SET_GOAL = 8
"""The issue's goal: at most 8% of out-of-set words accepted in a MOMENT-phrase context."""
BABBLE_GOAL = 2
"""At most 2% of babble-only clips accepted, in the same context."""
WORD_GOALS = {"clean": 96, "20 dB": 92, "10 dB": 75, "5 dB": 50}
"""The goals for single words, in a MOMENT-phrase context on voices the calibration never saw."""
PHRASE_GOALS = {"clean": 90, "20 dB": 85}
"""Its goals for a word inside a phrase ("is it apple")."""
OVERALL = "all voices"
"""The figures over every voice family."""


@dataclass
class Figures:
    """What one system scored on the corpus."""

    accuracy: dict[str, float] = field(default_factory=dict)
    in_hand: dict[str, float] = field(default_factory=dict)
    in_moment: dict[str, float] = field(default_factory=dict)
    hand_fa: float = 0.0
    in_phrases: dict[str, float] = field(default_factory=dict)
    phrases_in_hand: dict[str, float] = field(default_factory=dict)
    phrases_in_moment: dict[str, float] = field(default_factory=dict)
    """A word inside a phrase heard in a MOMENT-phrase context, as at a game moment."""
    unrelated_fa: float = 0.0
    near_miss_fa: float = 0.0
    moment_fa: float = 0.0
    """Out-of-set words (unrelated and near misses) accepted in a MOMENT-phrase context: the
    issue's rejection figure."""
    babble_fa: float = 0.0
    median_ms: float = 0.0
    p95_ms: float = 0.0
    guess_median_ms: float = math.nan
    guess_p95_ms: float = math.nan
    """End of speech to verdict for a Mot Dit guess (guess_context)."""
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


def guess_context(word: str, secret: str) -> Context:
    """A Mot Dit guess as the game hears it: `word` among the Mot Dit deck's words, `secret`
    likely, favoured the deck words WordNet relates to `word` (what clues for it point to, at
    most 8), any words answering."""
    deck = list(dict.fromkeys((word, secret, *motdit_lexicon().words)))
    related = pointed_to([word], deck)
    return replace(Context.of(deck, likely=[secret], related=related), any_words=True)


def percentiles(ms: list[float]) -> tuple[float, float]:
    """The median and 95th percentile of some times (NaN for none)."""
    if not ms:
        return math.nan, math.nan
    median, p95 = np.percentile(ms, [50, 95])
    return float(median), float(p95)


def measure(build: Callable[[], Ears], corpus: Corpus) -> dict[str, Figures]:
    """Run one system over the corpus: its figures over every voice (OVERALL) and for each
    voice family (babble, said by no family, only overall)."""
    pronouncing.dictionary.cache_clear()
    start = time.perf_counter()
    ears = build()
    context = Context.of(corpus.words)
    ears.prepare(context)
    ready_s = time.perf_counter() - start
    whole = [context] * len(corpus.words)
    said: dict[str, list[tuple[str, bool]]] = defaultdict(list)

    def tally(key: str, clips: list[np.ndarray], contexts: list[Context]) -> None:
        """Whether each word was heard exactly in its own context, with its voice's family."""
        heard = zip(corpus.words, clips, contexts, corpus.families, strict=True)
        said[key] += [(f, ears.hear_audio(c, where).phrase == w) for w, c, where, f in heard]

    for condition, clips in corpus.in_set.items():
        tally(f"whole {condition}", clips, whole)
        tally(f"hand {condition}", clips, corpus.hands)
        tally(f"moment {condition}", clips, corpus.moments)
    for condition, clips in corpus.phrases.items():
        tally(f"phrase {condition}", clips, whole)
        tally(f"phrase in hand {condition}", clips, corpus.hands)
        tally(f"phrase moment {condition}", clips, corpus.moments)
    near = set(NEAR_MISSES)
    for clips in corpus.out_of_set.values():
        outside = zip(
            clips, corpus.outside_hands, corpus.outside_moments, corpus.outside_families,
            strict=True,
        )  # fmt: skip
        for (word, clip), hand, moment, family in outside:
            key = "near" if word in near else "unrelated"
            said[key].append((family, ears.hear_audio(clip, context).phrase is not None))
            said["hand fa"].append((family, ears.hear_audio(clip, hand).phrase is not None))
            said["moment fa"].append((family, ears.hear_audio(clip, moment).phrase is not None))
    babble = [
        ears.hear_audio(c, moment).phrase is not None
        for c, moment in zip(corpus.babble, corpus.babble_moments, strict=True)
    ]
    timed = Context.of((*corpus.words, *DECK)[:TIMED_PHRASES])
    times = [
        (family, ears.hear_audio(c, timed).decode_ms)
        for c, family in zip(corpus.one_second, corpus.families, strict=False)
    ]
    secrets = corpus.words[1:] + corpus.words[:1]
    guesses = [guess_context(w, s) for w, s in zip(corpus.words, secrets, strict=True)]
    guess_ms = percentiles(
        [ears.hear_audio(c, g).decode_ms for c, g in zip(corpus.one_second, guesses, strict=False)]
    )

    def figures(family: str) -> Figures:
        """The figures of the clips said by `family` (OVERALL: by any)."""

        def rate(key: str) -> float:
            """The share of the family's clips counted under `key` that are True."""
            hits = [hit for f, hit in said[key] if family in (OVERALL, f)]
            return float(np.mean(hits)) if hits else math.nan

        median, p95 = percentiles([t for f, t in times if family in (OVERALL, f)])
        guess = guess_ms if family == OVERALL else (math.nan, math.nan)
        return Figures(
            accuracy={k: rate(f"whole {k}") for k in SNRS},
            in_hand={k: rate(f"hand {k}") for k in SNRS},
            in_moment={k: rate(f"moment {k}") for k in SNRS},
            hand_fa=rate("hand fa"),
            in_phrases={k: rate(f"phrase {k}") for k in corpus.phrases},
            phrases_in_hand={k: rate(f"phrase in hand {k}") for k in corpus.phrases},
            phrases_in_moment={k: rate(f"phrase moment {k}") for k in corpus.phrases},
            unrelated_fa=rate("unrelated"),
            near_miss_fa=rate("near"),
            moment_fa=rate("moment fa"),
            babble_fa=float(np.mean(babble)) if family == OVERALL and babble else math.nan,
            median_ms=median,
            p95_ms=p95,
            guess_median_ms=guess[0],
            guess_p95_ms=guess[1],
            ready_s=ready_s,
        )

    return {family: figures(family) for family in (OVERALL, *FAMILIES)}


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
        (f"word inside a phrase, {MOMENT} phrases", lambda f: f.phrases_in_moment, PHRASE_GOALS),
    ]
    for label, rates, goals in rated:
        for condition, goal in goals.items():
            row(f"{label}, {condition}", [percent(rates(f)[condition]) for f in results.values()],
                f">= {goal}%")  # fmt: skip
    row(
        f"out-of-set false accepts, {MOMENT} phrases (unrelated and near misses)",
        [percent(f.moment_fa) for f in results.values()],
        f"<= {OUT_OF_SET_GOAL}%",
    )
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
    row(
        f"babble-only false accepts, {MOMENT} phrases",
        [percent(f.babble_fa) for f in results.values()],
        f"<= {BABBLE_GOAL}%",
    )
    timed = f"end of speech to verdict, ms, 1-s word, {TIMED_PHRASES} phrases"
    row(f"{timed}, median", [ms(f.median_ms) for f in results.values()], f"<= {LATENCY_GOAL}")
    row(f"{timed}, p95", [ms(f.p95_ms) for f in results.values()], "")
    row(
        "decode time, median, vs baseline",
        [f"{f.median_ms / base.median_ms:.2f}x" for f in results.values()],
        "",
    )
    guess = "end of speech to verdict, ms, 1-s word, a Mot Dit guess (its deck, a secret, clues)"
    row(f"{guess}, median", [ms(f.guess_median_ms) for f in results.values()], "")
    row(f"{guess}, p95", [ms(f.guess_p95_ms) for f in results.values()], "")
    row("start to ready, s", [f"{f.ready_s:.2f}" for f in results.values()], "")
    return "\n".join(rows)


def family_table(groups: dict[str, Figures]) -> str:
    """One system's figures as a Markdown table, a row per voice family and one over all."""
    rows = [
        f"| voices | words, {MOMENT} phrases: {' / '.join(SNRS)} | words, whole list: "
        f"{' / '.join(SNRS)} | inside a phrase, {MOMENT} phrases: {' / '.join(PHRASE_GOALS)} | "
        f"out-of-set accepted, {MOMENT} phrases | out-of-set accepted, whole list: unrelated / "
        f"near misses; hand of {HAND} | babble accepted, {MOMENT} phrases | median ms |",
        "|---" * 8 + "|",
    ]
    for family, f in groups.items():
        cells = [
            " / ".join(percent(f.in_moment[k]) for k in SNRS),
            " / ".join(percent(f.accuracy[k]) for k in SNRS),
            " / ".join(percent(f.phrases_in_moment[k]) for k in PHRASE_GOALS),
            percent(f.moment_fa),
            f"{percent(f.unrelated_fa)} / {percent(f.near_miss_fa)}; {percent(f.hand_fa)}",
            percent(f.babble_fa),
            ms(f.median_ms),
        ]
        rows.append(f"| {family} | {' | '.join(cells)} |")
    return "\n".join(rows)


def ms(value: float) -> str:
    """A time in whole milliseconds ("-" for none measured)."""
    return "-" if math.isnan(value) else f"{value:.0f}"


def percent(value: float) -> str:
    """A rate as a whole percentage ("-" for none measured)."""
    return "-" if math.isnan(value) else f"{value * 100:.0f}%"


def run(
    size: str = "full",
    seed: int = 1,
    log: Callable[[str], None] = print,
    only: str | None = None,
) -> str:
    """Make the corpus, measure every system on it (or `only` the one so named), and return
    the table of every system over all voices, then each system's table per voice family."""
    start = time.perf_counter()
    corpus = make_corpus(size, seed)
    log(
        f"corpus: {len(corpus.words)} words x {len(SNRS)} SNRs, "
        f"made in {time.perf_counter() - start:.0f} s"
    )
    results: dict[str, dict[str, Figures]] = {}
    for name, build in ladder():
        if only in (None, name):
            started = time.perf_counter()
            results[name] = measure(build, corpus)
            log(f"{name}: measured in {time.perf_counter() - started:.0f} s")
    if not results:
        return f"no system named {only!r}: {', '.join(name for name, _ in ladder())}"
    per_family = [
        f"\n{name}, per voice family:\n\n{family_table(g)}" for name, g in results.items()
    ]
    return "\n".join([table({name: g[OVERALL] for name, g in results.items()}), *per_family])
