"""The show's sound cues, all made here with numpy on first use (no recordings): short, distinct
earcons for listening, verdicts, the hourglass, the Big Reveal and the vote.

Each cue is a pure function of its name, so it sounds the same in every game and every run.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import numpy as np

from host.audio import Audio
from host.voice.line import Cue

RATE = 22050
PEAK = 0.7
"""Every cue's loudest sample: a little under the voice, which Piper brings to full scale."""


def _time(seconds: float) -> np.ndarray:
    return np.arange(round(seconds * RATE)) / RATE


def _tone(freq: float, seconds: float, decay: float = 0.0, harmonics: int = 1) -> np.ndarray:
    """A tone with `harmonics` partials (1: a sine; more: brighter), a 5 ms attack and an
    exponential decay of `decay` per second."""
    t = _time(seconds)
    wave = sum(np.sin(2 * np.pi * freq * k * t) / k for k in range(1, harmonics + 1))
    attack = np.minimum(1.0, t / 0.005)
    release = np.minimum(1.0, (seconds - t) / 0.01)
    return wave * attack * release * np.exp(-decay * t)


def _noise(seconds: float, decay: float, seed: int) -> np.ndarray:
    """A burst of white noise (seeded: the same every time) dying away at `decay` per second."""
    return np.random.default_rng(seed).uniform(-1, 1, len(_time(seconds))) * np.exp(
        -decay * _time(seconds)
    )


def _run(*parts: np.ndarray, gap: float = 0.0) -> np.ndarray:
    """The parts one after another, `gap` seconds apart."""
    silence = np.zeros(round(gap * RATE))
    joined = [p for part in parts for p in (part, silence)]
    return np.concatenate(joined[:-1] if gap else joined)


def _listening() -> np.ndarray:
    return _run(_tone(660, 0.07, 20), _tone(990, 0.09, 20), gap=0.02)


def _stopped() -> np.ndarray:
    return _run(_tone(990, 0.07, 20), _tone(660, 0.09, 20), gap=0.02)


def _correct() -> np.ndarray:
    notes = [_tone(f, 0.09, 8, 3) for f in (523.25, 659.25)] + [_tone(783.99, 0.3, 8, 3)]
    return _run(*notes)


def _wrong() -> np.ndarray:
    return _run(_tone(311.1, 0.16, 4, 6), _tone(233.1, 0.3, 5, 6), gap=0.03)


def _buzzer() -> np.ndarray:
    t = _time(0.5)
    saw = sum(((f * t) % 1.0) * 2 - 1 for f in (110, 116.5))
    return np.clip(saw * 1.5, -1, 1) * np.minimum(1.0, (0.5 - t) / 0.02)


def _tick() -> np.ndarray:
    return _noise(0.03, 220, 1) * 0.6 + _tone(1800, 0.03, 150)


def _last_ticks() -> np.ndarray:
    return _run(_tone(2600, 0.04, 90, 2), _tone(2600, 0.05, 90, 2), gap=0.05)


def _drum_roll() -> np.ndarray:
    hits = []
    for i in range(40):  # about 1.4 s of snare strokes, louder and louder
        stroke = _noise(0.035, 90, 10 + i) * (0.25 + 0.75 * i / 39)
        hits.append(stroke)
    crash = _noise(0.6, 6, 99) + _tone(180, 0.6, 8) * 0.8
    return _run(*hits, crash)


def _tally() -> np.ndarray:
    return _run(*(_tone(440 * 2 ** (n / 12), 0.05, 25, 2) for n in (0, 4, 7, 12, 16)), gap=0.02)


MAKERS: dict[Cue, Callable[[], np.ndarray]] = {
    Cue.LISTENING: _listening,
    Cue.STOPPED: _stopped,
    Cue.CORRECT: _correct,
    Cue.WRONG: _wrong,
    Cue.BUZZER: _buzzer,
    Cue.TICK: _tick,
    Cue.LAST_TICKS: _last_ticks,
    Cue.DRUM_ROLL: _drum_roll,
    Cue.TALLY: _tally,
}


@functools.cache
def sound(name: str) -> Audio:
    """The cue's audio at `RATE`, made the first time it is asked for; ValueError for a name
    that is no cue."""
    try:
        cue = Cue(name)
    except ValueError:
        raise ValueError(f"no sound cue {name!r} (cues: {', '.join(Cue)})") from None
    samples = MAKERS[cue]()
    return Audio((samples * PEAK / np.max(np.abs(samples))).astype(np.float32), RATE)
