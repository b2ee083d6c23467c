"""Synthesized speech as mono float32 samples, with WAV writing and resampling."""

from __future__ import annotations

import wave
from dataclasses import dataclass
from pathlib import Path

import numpy as np


@dataclass(frozen=True)
class Audio:
    """Mono samples in [-1, 1] at `rate` Hz."""

    samples: np.ndarray
    rate: int

    @property
    def seconds(self) -> float:
        """How long it plays."""
        return len(self.samples) / self.rate

    @classmethod
    def from_int16(cls, data: bytes, rate: int) -> Audio:
        """Audio from 16-bit little-endian PCM bytes."""
        return cls(np.frombuffer(data, "<i2").astype(np.float32) / 32768, rate)

    def to_int16(self) -> bytes:
        """16-bit little-endian PCM bytes."""
        return (np.clip(self.samples, -1, 1) * 32767).astype("<i2").tobytes()

    def trimmed_start(self, threshold: float = 1e-3, keep: float = 0.005) -> Audio:
        """Without the silence before the first sound (but `keep` seconds of it)."""
        loud = np.flatnonzero(np.abs(self.samples) > threshold)
        start = max(0, int(loud[0]) - int(keep * self.rate)) if loud.size else 0
        return Audio(self.samples[start:], self.rate)

    def resampled(self, rate: int) -> Audio:
        """The same sound at another rate (linear interpolation, enough for speech)."""
        if rate == self.rate or not len(self.samples):
            return Audio(self.samples, rate)
        count = round(len(self.samples) * rate / self.rate)
        positions = np.arange(count) * (self.rate / rate)
        indices = np.arange(len(self.samples))
        return Audio(np.interp(positions, indices, self.samples).astype(np.float32), rate)

    def write_wav(self, path: Path) -> None:
        """Save as a 16-bit mono WAV file."""
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(self.rate)
            out.writeframes(self.to_int16())

    @classmethod
    def read_wav(cls, path: Path) -> Audio:
        """Load a 16-bit WAV file, mixing its channels down to mono."""
        with wave.open(str(path), "rb") as wav:
            if wav.getsampwidth() != 2:
                raise ValueError(f"{path}: only 16-bit WAV files are supported")
            channels, rate = wav.getnchannels(), wav.getframerate()
            data = np.frombuffer(wav.readframes(wav.getnframes()), "<i2")
        mono = data.reshape(-1, channels).mean(axis=1) if channels > 1 else data
        return cls(mono.astype(np.float32) / 32768, rate)
