"""`partyhost bench ears --buttons`: what favouring an open question's buttons does (a Mot Dit
guess's "pass" among some 800 words), on the development set: "pass" said and heard, its near
misses taken for it, and the other words heard, with and without the favour."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np

from host.bench.calibrate import on_development
from host.bench.corpus import DEVELOPMENT, SNRS, make_corpus, noisy
from host.bench.families import talkers
from host.bench.likely import Trial, crowd, percent_of
from host.ears.context import Context, Hints
from host.ears.engines.whisper_engine import WhisperEngine
from host.ears.tiers import WHISPER
from host.ears.vad import speech_span

BUTTON = "pass"
"""The button measured: a Mot Dit guess's."""
NEAR_BUTTON = ("past", "path", "bass", "pat", "puss", "pads", "pace", "bus")
"""Words one sound away from it, each said by a development voice in turn."""
CONDITIONS = ("clean", "20 dB")
OTHER = "another word"
NEAR = "a near miss"


def trials(engine: WhisperEngine, size: str, seed: int) -> list[Trial]:
    """Every development word, "pass" and one near miss of it per development voice, heard
    clean and at 20 dB in the development words and Mot Dit's other words, "pass" favoured."""
    corpus = make_corpus(size, seed, DEVELOPMENT)
    guess = Context.of([*corpus.words, *crowd(), BUTTON], likely=[BUTTON])
    context = replace(guess, any_words=True)  # a guess: any words may answer
    rng = np.random.default_rng(seed)
    out: list[Trial] = []

    def hear(condition: str, said: str, clip: np.ndarray) -> None:
        """Add the trial of `clip` (nothing if no speech is found)."""
        span = speech_span(clip)
        if span is not None:
            evidence = engine.evidence(clip[span[0] : span[1]], context)
            out.append(Trial(condition, said, BUTTON, evidence, context))

    for condition in CONDITIONS:
        for word, clip in zip(corpus.words, corpus.in_set[condition], strict=True):
            hear(f"{OTHER}, {condition}", word, clip)
    for i, voice in enumerate(talkers(len(corpus.words), seed, "development")):
        near = NEAR_BUTTON[i % len(NEAR_BUTTON)]
        for kind, said in ((BUTTON, BUTTON), (NEAR, near)):
            clip = voice.say(said)
            for condition in CONDITIONS:
                hear(f"{kind}, {condition}", said, noisy(clip, SNRS[condition], i, rng))
    return out


def table(found: list[Trial]) -> str:
    """A Markdown table: for each kind of clip, how often "pass" is heard (a near miss taken
    for it) or the word said is heard (another word), not favoured and favoured (at the laptop
    and pressed to talk alike: where any words may answer, both ask back a weak hearing)."""
    rows = [
        f'| clip | heard as "{BUTTON}" or as said: not favoured | favoured |',
        "|---|---|---|",
    ]
    for kind in dict.fromkeys(t.condition for t in found):
        clips = [t for t in found if t.condition == kind]
        cells = [
            percent_of([_heard(t, likely) == _wanted(t) for t in clips])
            for likely in (frozenset(), frozenset([BUTTON]))
        ]
        rows.append(f"| {kind} | {' | '.join(cells)} |")
    return "\n".join(rows)


def _heard(trial: Trial, likely: frozenset[str]) -> str | None:
    """The phrase the tiers take `trial` for, with `likely` favoured."""
    return WHISPER.verdict(trial.evidence, replace(trial.context, hints=Hints(likely))).phrase


def _wanted(trial: Trial) -> str | None:
    """What a trial counts as heard: "pass" for a near miss of it, else the word said."""
    return BUTTON if trial.condition.startswith(NEAR) else trial.said


def run(size: str = "full", seed: int = 3, log: Callable[[str], None] = print) -> str:
    """Hear the development set with the installed Whisper model, "pass" favoured or not."""
    return on_development(trials, table, size, seed, log)
