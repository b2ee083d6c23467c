"""`partyhost bench ears --calibrate`: the sweep that sets the Whisper tiers, over the
development set only (its words, phrases and voices are none of the benchmark's)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import numpy as np

from host.bench.corpus import DEVELOPMENT, hand_of, make_corpus
from host.ears.context import Context
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.select import find_whisper_model
from host.ears.tiers import Tiers, candidate
from host.ears.vad import speech_span

T = TypeVar("T")
"""What a development run keeps of each clip it hears."""
OUT_OF_SET_ACCEPTS = 0.08
"""The share of out-of-set words (unrelated ones and near misses) the confirm threshold lets
through: the issue's goal. Babble is left to the endpointing and the no-speech probability."""
WRONG_WHEN_SURE = 0.05
"""The share of accepted-as-sure hearings that may be wrong."""
WRONG_COMMANDS = 0.02
"""The share of hearings over the command threshold that may be wrong (above every wrong one,
a single odd clip set it out of reach; at 1%, 10% of right hearings were over it, at 2% 40%)."""
STEP = 0.05
RIDGE = 1.0
"""The L2 penalty of the logistic fit (on standardized features): a few thousand clips, eight
weights."""
NEWTON_STEPS = 30


@dataclass(frozen=True)
class Weighed:
    """One development clip: the phrase said (None: out of the set), the likeliest phrase
    (None: none) and its features (none without one)."""

    said: str | None
    best: str | None
    features: tuple[float, ...]
    babble: bool = False


@dataclass(frozen=True)
class Scored:
    """One development clip: the phrase said (None: out of the set), the likeliest phrase and
    its raw score (-inf: none)."""

    said: str | None
    best: str | None
    raw: float
    babble: bool = False


def weighed(engine: WhisperEngine, size: str, seed: int) -> list[Weighed]:
    """Every clip of the development corpus, heard twice: against its whole word list, and
    against a hand of corpus.HAND of its words (the one said among them), as most game moments
    expect a few phrases (a hand of cards, the players' names, yes or no) and a wrong word finds
    a near one among many far more often."""
    corpus = make_corpus(size, seed, DEVELOPMENT)
    whole = Context.of(corpus.words)
    pick = random.Random(seed)

    clips: list[tuple[str | None, np.ndarray, bool]] = [
        (word, clip, False)
        for group in (*corpus.in_set.values(), *corpus.phrases.values())
        for word, clip in zip(corpus.words, group, strict=True)
    ]
    clips += [(None, clip, False) for group in corpus.out_of_set.values() for _, clip in group]
    clips += [(None, clip, True) for clip in corpus.babble]
    out = []
    for said, clip, babble in clips:
        span = speech_span(clip)
        for context in (whole, hand_of(corpus.words, pick, said)):
            if span is None:
                out.append(Weighed(said, None, (), babble))
                continue
            evidence = engine.evidence(clip[span[0] : span[1]], context)
            out.append(Weighed(said, *candidate(evidence, context), babble))
    return out


def fit(samples: list[Weighed]) -> tuple[float, ...]:
    """The weights of a ridge logistic regression of "the likeliest phrase is the one said"
    on the features (Newton's method; a few features need no library)."""
    rows = [s for s in samples if s.best is not None]
    x = np.array([s.features for s in rows])
    y = np.array([float(s.best == s.said) for s in rows])
    mean, spread = x.mean(axis=0), x.std(axis=0)
    mean[0], spread[0] = 0.0, 1.0  # the bias stays as it is
    spread[spread == 0] = 1.0
    z = (x - mean) / spread
    penalty = RIDGE * np.diag([0.0] + [1.0] * (z.shape[1] - 1))
    w = np.zeros(z.shape[1])
    for _ in range(NEWTON_STEPS):
        p = 1 / (1 + np.exp(-z @ w))
        gradient = z.T @ (p - y) + penalty @ w
        hessian = (z * (p * (1 - p))[:, None]).T @ z + penalty
        w -= np.linalg.solve(hessian, gradient)
    raw = w / spread
    raw[0] -= float(raw[1:] @ mean[1:])
    return tuple(round(float(v), 4) for v in raw)


def choose(samples: list[Scored], weights: tuple[float, ...] = ()) -> Tiers:
    """The thresholds: confirm lets OUT_OF_SET_ACCEPTS of out-of-set words through, accept
    keeps wrong sure hearings under WRONG_WHEN_SURE, command under WRONG_COMMANDS."""
    wrong = np.array([s.raw for s in samples if s.best is not None and s.best != s.said])
    outside = np.array([s.raw for s in samples if s.said is None and not s.babble])
    right = np.array([s.raw for s in samples if s.best is not None and s.best == s.said])
    confirm = float(np.quantile(outside, 1 - OUT_OF_SET_ACCEPTS)) + STEP
    accept = above(confirm, wrong, right, WRONG_WHEN_SURE)
    command = above(accept, wrong, right, WRONG_COMMANDS)
    return Tiers(round(accept, 2), round(confirm, 2), round(command, 2), weights)


def above(start: float, wrong: np.ndarray, right: np.ndarray, share: float) -> float:
    """The lowest threshold from `start` up, in STEPs, over which at most `share` of the
    hearings are wrong."""
    threshold = start
    while np.sum(wrong >= threshold) > share * (
        np.sum(wrong >= threshold) + np.sum(right >= threshold)
    ):
        threshold += STEP
    return threshold


def report(samples: list[Scored], tiers: Tiers) -> str:
    """What the chosen tiers do on the development set."""
    said = [s for s in samples if s.said is not None]
    heard = np.mean([s.best == s.said and s.raw >= tiers.confirm for s in said])
    sure = np.mean([s.best == s.said and s.raw >= tiers.accept for s in said])
    outside = np.mean([s.raw >= tiers.confirm for s in samples if s.said is None and not s.babble])
    babble = np.mean([s.raw >= tiers.confirm for s in samples if s.babble] or [0.0])
    return (
        f"WHISPER = Tiers(accept={tiers.accept}, confirm={tiers.confirm}, "
        f"command={tiers.command}, weights={tiers.weights})\n"
        f"development set: {len(said)} said, {len(samples) - len(said)} out of the set or "
        f"babble; heard {heard:.0%} (sure {sure:.0%}), out-of-set words accepted "
        f"{outside:.0%}, babble {babble:.0%}"
    )


def calibrated(samples: list[Weighed]) -> tuple[Tiers, list[Scored]]:
    """The weights fitted and the thresholds chosen on weighed development clips, and the
    clips' raw scores under those weights."""
    weights = fit(samples)
    scored = [
        Scored(s.said, s.best, float(np.dot(weights, s.features)) if s.best else -np.inf, s.babble)
        for s in samples
    ]
    return choose(scored, weights), scored


def on_development(
    hear: Callable[[WhisperEngine, str, int], list[T]],
    conclude: Callable[[list[T]], str],
    size: str,
    seed: int,
    log: Callable[[str], None],
) -> str:
    """What `conclude` makes of the development clips `hear` heard with the installed Whisper
    model (the calibration, the likely-phrase sweep), the time it took on `log`."""
    path = find_whisper_model()
    if path is None:
        return "no Whisper model installed: nothing to measure"
    start = time.perf_counter()
    heard = hear(WhisperEngine(path), size, seed)
    log(f"heard {len(heard)} development clips in {time.perf_counter() - start:.0f} s")
    return conclude(heard)


def run(size: str = "full", seed: int = 3, log: Callable[[str], None] = print) -> str:
    """Score the development set with the installed Whisper model and choose the tiers."""

    def conclude(samples: list[Weighed]) -> str:
        """The tiers chosen, and what they do on the development set."""
        tiers, scored = calibrated(samples)
        return report(scored, tiers)

    return on_development(weighed, conclude, size, seed, log)
