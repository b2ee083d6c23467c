"""`partyhost bench ears --likely`: how much the ears should favour a likely phrase (the secret
word of a Mot Dit guess), swept over the development set in a guess-sized context: how often
the secret is heard when said, and how often another word or a near miss is taken for it."""

from __future__ import annotations

import difflib
import random
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from host.bench import devset
from host.bench.calibrate import on_development
from host.bench.corpus import DEVELOPMENT, make_corpus
from host.bench.ears import percent
from host.bench.words import DECK, NEAR_MISSES, UNRELATED
from host.ears.context import Context
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.tiers import WHISPER, Evidence
from host.ears.vad import speech_span
from lexicon.motdit import lexicon as motdit_lexicon

BONUSES = (0.0, 3.0, 4.0, 5.0, 6.0)
"""The bonuses compared (log-probability given to the likely phrase)."""
HEARD_IN = ("clean", "20 dB", "10 dB")
"""The noise conditions the secret is said in, alone."""
NEAR_MISS = "near miss"
"""The condition of a near miss said when the secret is the development word it is near."""


@dataclass(frozen=True)
class Trial:
    """One development clip heard with one phrase made likely: the condition, the phrase said
    (None: a near miss of the likely one), the likely phrase and what the model made of it."""

    condition: str
    said: str | None
    likely: str
    evidence: Evidence
    context: Context


def crowd() -> tuple[str, ...]:
    """Mot Dit's guessable words that neither the development set nor the benchmark says:
    never spoken, they swell a development context to about the size of a Mot Dit guess."""
    said = {
        *DECK, *UNRELATED, *NEAR_MISSES,
        *devset.WORDS, *devset.PHRASES, *devset.OTHERS, *devset.NEAR_MISSES,
    }  # fmt: skip
    return tuple(w for w in motdit_lexicon().words if w not in said)


def spelt_nearest(word: str, words: list[str]) -> str:
    """The one of `words` spelt most like `word` (a near miss's development word)."""
    return max(words, key=lambda w: difflib.SequenceMatcher(None, word, w).ratio())


def trials(engine: WhisperEngine, size: str, seed: int) -> list[Trial]:
    """Every development word heard alone and inside a phrase, once as the likely phrase and
    once with another development word likely; every near miss with the word it is near."""
    corpus = make_corpus(size, seed, DEVELOPMENT)
    everything = [*corpus.words, *crowd()]
    pick = random.Random(seed)
    out: list[Trial] = []

    def hear(condition: str, said: str | None, likely: str, clip: np.ndarray) -> None:
        """Add the trial of `clip` with `likely` favoured (nothing if no speech is found)."""
        span = speech_span(clip)
        if span is not None:
            context = Context.of(everything, likely=[likely])
            evidence = engine.evidence(clip[span[0] : span[1]], context)
            out.append(Trial(condition, said, likely, evidence, context))

    groups = [(k, corpus.in_set[k]) for k in HEARD_IN]
    groups += [(f"phrase, {k}", clips) for k, clips in corpus.phrases.items()]
    for condition, clips in groups:
        for word, clip in zip(corpus.words, clips, strict=True):
            hear(condition, word, word, clip)
            hear(condition, word, pick.choice([w for w in corpus.words if w != word]), clip)
    near = set(devset.NEAR_MISSES)
    for clips in corpus.out_of_set.values():
        for word, clip in clips:
            if word in near:
                hear(NEAR_MISS, None, spelt_nearest(word, corpus.words), clip)
    return out


def sweep(found: list[Trial], bonuses: tuple[float, ...] = BONUSES) -> str:
    """A Markdown table: for each bonus, the secret heard when said (alone, inside a phrase),
    another development word and a near miss taken for it."""
    conditions = [*HEARD_IN, *(f"phrase, {k}" for k in ("clean", "20 dB"))]
    rows = [
        f"| bonus | secret said, heard: {' / '.join(conditions)} | another word taken for "
        "the secret | a near miss taken for it (asked back or sure) / sure |",
        "|---|---|---|---|",
    ]
    for bonus in bonuses:
        tiers = replace(WHISPER, likely_bonus=bonus)
        verdicts = [(t, tiers.verdict(t.evidence, t.context)) for t in found]
        secret = [(t.condition, h.phrase == t.likely) for t, h in verdicts if t.said == t.likely]
        said = [percent_of([hit for where, hit in secret if where == c]) for c in conditions]
        other = [h.phrase == t.likely for t, h in verdicts if t.said not in (None, t.likely)]
        near = [(h.phrase == t.likely, h.sure) for t, h in verdicts if t.condition == NEAR_MISS]
        taken, sure = [t for t, _ in near], [t and s for t, s in near]
        rows.append(
            f"| {bonus:g} | {' / '.join(said)} | {percent_of(other)} | "
            f"{percent_of(taken)} / {percent_of(sure)} |"
        )
    return "\n".join(rows)


def percent_of(hits: list[bool]) -> str:
    """The share of hits as a whole percentage ("-" for none)."""
    return percent(float(np.mean(hits))) if hits else "-"


def run(size: str = "full", seed: int = 3, log: Callable[[str], None] = print) -> str:
    """Hear the development set with the installed Whisper model and sweep the bonus."""
    return on_development(trials, sweep, size, seed, log)
