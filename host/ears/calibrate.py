"""`partyhost bench ears --calibrate`: the sweep that sets the Whisper tiers, over the
development set only (its words, phrases and voices are none of the benchmark's)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from host.ears.bench import DEVELOPMENT, make_corpus
from host.ears.context import Context
from host.ears.select import find_whisper_model
from host.ears.tiers import Tiers
from host.ears.vad import speech_span
from host.ears.whisper_engine import WhisperEngine

OUT_OF_SET_ACCEPTS = 0.06
"""The share of out-of-set words and babble the confirm threshold lets through."""
WRONG_WHEN_SURE = 0.05
"""The share of accepted-as-sure hearings that may be wrong."""
STEP = 0.05


@dataclass(frozen=True)
class Scored:
    """One development clip: the phrase said (None: out of the set), the likeliest phrase and
    its raw score (-inf: none)."""

    said: str | None
    best: str | None
    raw: float


def scored(engine: WhisperEngine, size: str, seed: int) -> list[Scored]:
    """Every clip of the development corpus, scored against its whole word list."""
    corpus = make_corpus(size, seed, DEVELOPMENT)
    context = Context.of(corpus.words)
    clips: list[tuple[str | None, np.ndarray]] = [
        (word, clip)
        for group in (*corpus.in_set.values(), *corpus.phrases.values())
        for word, clip in zip(corpus.words, group, strict=True)
    ]
    clips += [(None, clip) for group in corpus.out_of_set.values() for _, clip in group]
    clips += [(None, clip) for clip in corpus.babble]
    out = []
    for said, clip in clips:
        span = speech_span(clip)
        if span is None:
            out.append(Scored(said, None, -np.inf))
            continue
        evidence = engine.evidence(clip[span[0] : span[1]], context)
        out.append(Scored(said, *engine.tiers.best(evidence, context)))
    return out


def choose(samples: list[Scored]) -> Tiers:
    """The thresholds: confirm lets OUT_OF_SET_ACCEPTS of out-of-set clips through, accept
    keeps wrong sure hearings under WRONG_WHEN_SURE, command is above every wrong phrase."""
    wrong = np.array([s.raw for s in samples if s.best is not None and s.best != s.said])
    outside = np.array([s.raw for s in samples if s.said is None])
    right = np.array([s.raw for s in samples if s.best is not None and s.best == s.said])
    confirm = float(np.quantile(outside, 1 - OUT_OF_SET_ACCEPTS)) + STEP
    accept = confirm
    while np.sum(wrong >= accept) > WRONG_WHEN_SURE * (
        np.sum(wrong >= accept) + np.sum(right >= accept)
    ):
        accept += STEP
    command = max(float(wrong.max(initial=-np.inf)) + STEP, accept)
    return Tiers(accept=round(accept, 2), confirm=round(confirm, 2), command=round(command, 2))


def report(samples: list[Scored], tiers: Tiers) -> str:
    """What the chosen tiers do on the development set."""
    said = [s for s in samples if s.said is not None]
    heard = np.mean([s.best == s.said and s.raw >= tiers.confirm for s in said])
    sure = np.mean([s.best == s.said and s.raw >= tiers.accept for s in said])
    outside = np.mean([s.raw >= tiers.confirm for s in samples if s.said is None])
    return (
        f"WHISPER = Tiers(accept={tiers.accept}, confirm={tiers.confirm}, "
        f"command={tiers.command})\n"
        f"development set: {len(said)} said, {len(samples) - len(said)} out of the set or "
        f"babble; heard {heard:.0%} (sure {sure:.0%}), out of the set accepted {outside:.0%}"
    )


def run(size: str = "full", seed: int = 3, log: Callable[[str], None] = print) -> str:
    """Score the development set with the installed Whisper model and choose the tiers."""
    path = find_whisper_model()
    if path is None:
        return "no Whisper model installed: nothing to calibrate"
    start = time.perf_counter()
    samples = scored(WhisperEngine(path), size, seed)
    log(f"scored {len(samples)} development clips in {time.perf_counter() - start:.0f} s")
    return report(samples, choose(samples))
