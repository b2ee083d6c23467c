"""How loud the microphone hears the room: the level, peak, clipping and noise floor of a
recording, and whether a word said into it came through fine, too quiet, or not at all."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from host.ears.vad import FRAME, speech_span

QUIET_PEAK_DB = -40.0
"""A voice whose loudest sample stays under this (dBFS) is too quiet to hear well."""
QUIET_SNR_DB = 15.0
"""A voice standing less than this over the room's noise floor is too quiet: the recognizer
hears about half the words at 10 dB of babble, two in three at 20 dB (README's figures)."""
CLIPPED = 0.001
"""The share of samples at full scale from which the input gain is too high."""


class Verdict(StrEnum):
    """What a word said into the microphone sounded like."""

    FINE = "fine"
    QUIET = "too quiet"
    SILENT = "silent"


@dataclass(frozen=True)
class Level:
    """A recording's level, peak and noise floor in dBFS, its share of clipped samples, and the
    level of the voice in it (None when nothing stood out of the noise)."""

    rms_db: float
    peak_db: float
    clipped: float
    floor_db: float
    voice_db: float | None
    voice_peak_db: float | None

    @classmethod
    def of(cls, samples: np.ndarray) -> Level:
        """Measure float samples in [-1, 1] (16 kHz)."""
        x = np.asarray(samples, np.float32)
        frames = x[: len(x) // FRAME * FRAME].reshape(-1, FRAME)
        frame_db = decibels(np.mean(frames**2, axis=1))
        span = speech_span(x * 32768)
        voice_db = voice_peak_db = None
        if span is not None:
            voice = x[span[0] : span[1]]
            voice_db = float(np.percentile(frame_db[span[0] // FRAME : span[1] // FRAME], 90))
            voice_peak_db = float(decibels(np.max(voice**2)))
        return cls(
            rms_db=float(decibels(np.mean(x**2))),
            peak_db=float(decibels(np.max(x**2))),
            clipped=float(np.mean(np.abs(x) >= 0.99)),
            floor_db=float(np.percentile(frame_db, 10)),
            voice_db=voice_db,
            voice_peak_db=voice_peak_db,
        )

    def verdict(self) -> Verdict:
        """Whether the voice was there, and loud enough over the room to be heard."""
        if self.voice_db is None or self.voice_peak_db is None:
            return Verdict.SILENT
        if self.voice_peak_db < QUIET_PEAK_DB or self.voice_db - self.floor_db < QUIET_SNR_DB:
            return Verdict.QUIET
        return Verdict.FINE

    def report(self) -> str:
        """Level, peak, clipping and noise floor in one line, with what to do about them."""
        advice = "clipping: lower the input gain" if self.clipped > CLIPPED else "ok"
        if self.peak_db < QUIET_PEAK_DB:
            advice = "very quiet: raise the input gain or come closer"
        return (
            f"level {self.rms_db:.0f} dBFS, peak {self.peak_db:.0f} dBFS, clipped "
            f"{self.clipped:.2%}, noise floor {self.floor_db:.0f} dBFS: {advice}"
        )


def decibels(power: np.ndarray | float) -> np.ndarray:
    """Mean square power in dB relative to full scale (digital silence is -120 dB)."""
    return 10 * np.log10(np.asarray(power, np.float64) + 1e-12)
