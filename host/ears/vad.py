"""Endpointing: where the speech is in a recording, and when a live utterance starts and ends."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from pocketsphinx import Vad

from host.audio import RATE

FRAME = RATE // 100  # 10 ms
FLOOR_RISE = 0.1  # dB per VAD frame the noise floor may climb (it falls at once)


def speech_span(
    samples: np.ndarray, margin: float = 0.3, gap: float = 0.3, above_db: float = 10.0
) -> tuple[int, int] | None:
    """(start, end) of the loudest stretch standing `above_db` over the floor, with a margin."""
    frames = len(samples) // FRAME
    if frames < 5:
        return None
    x = np.asarray(samples[: frames * FRAME], np.float32).reshape(frames, FRAME)
    level = np.convolve(10 * np.log10(np.mean(x**2, axis=1) + 1.0), np.ones(5) / 5, mode="same")
    floor, peak = float(np.percentile(level, 15)), float(level.max())
    loud = np.flatnonzero(level > floor + max(above_db, 0.35 * (peak - floor)))
    if loud.size == 0:
        return None
    breaks = np.flatnonzero(np.diff(loud) > gap * 100)
    starts = np.concatenate([[loud[0]], loud[breaks + 1]])
    ends = np.concatenate([loud[breaks], [loud[-1]]])
    energy = [np.sum(10 ** (level[a : b + 1] / 10)) for a, b in zip(starts, ends, strict=True)]
    best = int(np.argmax(energy))
    keep = int(margin * 100)
    start, end = max(0, starts[best] - keep), min(frames, ends[best] + 1 + keep)
    return int(start * FRAME), int(end * FRAME)


@dataclass
class Endpointer:
    """Cuts one utterance out of a live 16 kHz stream (VAD over a tracked noise floor)."""

    trailing: float = 0.4  # seconds of silence that end the utterance
    max_length: float = 6.0  # seconds of utterance at most
    timeout: float = 8.0  # seconds of waiting with no speech before giving up
    preroll: float = 0.3  # seconds kept from before the speech started
    start_ms: int = 90  # milliseconds of voice that start an utterance
    mode: int = 2  # VAD aggressiveness, 0-3
    above_db: float = 9.0  # how far over the noise floor a voiced frame stands
    _vad: Vad = field(init=False, repr=False)
    _pending: np.ndarray = field(init=False, repr=False)
    _kept: list[np.ndarray] = field(init=False, repr=False)
    _heard: int = field(init=False, default=0)
    _voiced_run: int = field(init=False, default=0)
    _silent_run: int = field(init=False, default=0)
    _speaking: bool = field(init=False, default=False)
    _floor: float | None = field(init=False, default=None)
    done: bool = field(init=False, default=False)
    timed_out: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self._vad = Vad(self.mode, RATE, 0.03)
        self._pending = np.zeros(0, np.int16)
        self._kept = []

    def push(self, samples: np.ndarray) -> bool:
        """Take more 16 kHz int16 audio; True once the utterance (or the wait) is over."""
        size = self._vad.frame_bytes // 2
        self._pending = np.concatenate([self._pending, np.asarray(samples, np.int16)])
        while len(self._pending) >= size and not self.done:
            frame, self._pending = self._pending[:size], self._pending[size:]
            level = 10 * float(np.log10(np.mean(frame.astype(np.float32) ** 2) + 1.0))
            self._floor = level if self._floor is None else min(level, self._floor + FLOOR_RISE)
            loud = level > self._floor + self.above_db
            self._frame(frame, loud and self._vad.is_speech(frame.tobytes()))
        return self.done

    def _frame(self, frame: np.ndarray, voiced: bool) -> None:
        """Advance the state machine by one VAD frame."""
        self._heard += len(frame)
        self._kept.append(frame)
        self._voiced_run = self._voiced_run + 1 if voiced else 0
        self._silent_run = 0 if voiced else self._silent_run + 1
        frame_s = len(frame) / RATE
        if not self._speaking:
            self._kept = self._kept[-max(1, int(self.preroll / frame_s)) :]
            self._speaking = self._voiced_run * frame_s * 1000 >= self.start_ms
            if not self._speaking and self._heard >= self.timeout * RATE:
                self.done = self.timed_out = True
            return
        length = sum(len(k) for k in self._kept) / RATE
        if self._silent_run * frame_s >= self.trailing or length >= self.max_length:
            self.done = True

    def utterance(self) -> np.ndarray | None:
        """The utterance heard (pre-roll included), or None if no speech came before the timeout."""
        if not self._speaking:
            return None
        return np.concatenate(self._kept)

    def ignore(self, samples: int) -> None:
        """Skip `samples` of input heard while the announcer spoke: waiting time, never speech."""
        self._heard += samples
        if not self._speaking:
            self._kept.clear()
            self._voiced_run = 0
            if self._heard >= self.timeout * RATE:
                self.done = self.timed_out = True
