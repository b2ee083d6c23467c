"""One phone's spoken answers, put together from the binary frames it streams (docs/phones.md,
"Hold to talk"): frames in sequence order, a lost frame as silence, at most 8 seconds, and
nothing kept once the phone is gone."""

from __future__ import annotations

import struct
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate

import numpy as np

from host.audio import RATE
from host.phones.protocol import MAX_BYTES, RateLimit

HEADER = struct.Struct("<II")
"""A frame's header: the utterance number and the frame's sequence number."""
FRAME_SAMPLES = 320
"""The samples in the frames the page sends (20 ms): the length of a lost frame until
frames of another length have been seen."""
MAX_SECONDS = 8.0
"""The longest utterance: audio past it is dropped."""
MAX_SAMPLES = int(MAX_SECONDS * RATE)
AUDIO_RATE = 60.0
"""Audio frames a second a phone may send, on average..."""
AUDIO_BURST = 100
"""...and all at once."""


class BadFrame(ValueError):
    """A binary frame that is not audio as the protocol has it, with the reason for the phone."""


@dataclass(frozen=True)
class Frame:
    """One binary frame: which utterance, its place in it, and its 16-bit little-endian PCM."""

    utterance: int
    sequence: int
    samples: bytes


@dataclass(frozen=True)
class Utterance:
    """An utterance as heard: 16 kHz mono float32 audio in [-1, 1], answering `question`."""

    number: int
    question: int
    audio: np.ndarray


def frame(data: bytes) -> Frame:
    """The frame a phone sent as binary data; BadFrame saying what is wrong with it."""
    if len(data) > MAX_BYTES:
        raise BadFrame(f"A sound frame may be at most {MAX_BYTES} bytes.")
    if len(data) < HEADER.size:
        raise BadFrame(f"A sound frame starts with a {HEADER.size}-byte header.")
    if len(data) == HEADER.size:
        raise BadFrame("A sound frame needs samples after its header.")
    if (len(data) - HEADER.size) % 2:
        raise BadFrame("A sound frame's samples are 16-bit: an even number of bytes.")
    utterance, sequence = HEADER.unpack_from(data)
    return Frame(utterance, sequence, bytes(data[HEADER.size :]))


class AudioRate(RateLimit):
    """The token bucket for audio frames: 60 a second on average, 100 at once."""

    def __init__(self, clock: Callable[[], float]) -> None:
        super().__init__(clock, AUDIO_RATE, AUDIO_BURST)


class _InProgress:
    """The frames received so far of one utterance, by sequence number."""

    def __init__(self, number: int, question: int) -> None:
        self.number = number
        self.question = question
        self.frames: dict[int, bytes] = {}
        self.lengths: Counter[int] = Counter()
        self.received = 0
        self.last = -1

    def gap_samples(self) -> int:
        """How long a lost frame is: the median length of the frames received (lower median)."""
        if not self.lengths:
            return FRAME_SAMPLES
        lengths = sorted(self.lengths)
        counts = list(accumulate(self.lengths[length] for length in lengths))
        return lengths[bisect_right(counts, (counts[-1] - 1) // 2)]

    def length(self) -> int:
        """The samples the utterance would have now, its lost frames as silence."""
        return self.received + (self.last + 1 - len(self.frames)) * self.gap_samples()

    def add(self, frame: Frame) -> bool:
        """Keep `frame` unless it is a duplicate or starts past the cap."""
        if frame.sequence in self.frames or self.length() >= MAX_SAMPLES:
            return False
        if frame.sequence * self.gap_samples() >= MAX_SAMPLES:
            return False
        samples = len(frame.samples) // 2
        self.frames[frame.sequence] = frame.samples
        self.lengths[samples] += 1
        self.received += samples
        self.last = max(self.last, frame.sequence)
        return True

    def audio(self) -> np.ndarray:
        """The frames in sequence order, each gap as silence, cut at the cap, as float32."""
        gap = self.gap_samples()
        pieces: list[np.ndarray] = []
        length = expected = 0
        for sequence in sorted(self.frames):
            if length >= MAX_SAMPLES:
                break
            # A hostile gap (sequence 0 then 4 billion) never costs more than the cap.
            silence = min((sequence - expected) * gap, MAX_SAMPLES - length)
            if silence:
                pieces.append(np.zeros(silence, dtype=np.int16))
                length += silence
            samples = np.frombuffer(self.frames[sequence], dtype="<i2")
            pieces.append(samples)
            length += len(samples)
            expected = sequence + 1
        if not pieces:
            return np.zeros(0, dtype=np.float32)
        whole = np.concatenate(pieces)[:MAX_SAMPLES]
        return whole.astype(np.float32) / 32768.0


class Utterances:
    """One phone's utterance in progress: started, fed frames, then ended or cancelled."""

    def __init__(self) -> None:
        # One at a time: a phone never holds more than 8 seconds of audio in the host's memory.
        self._current: _InProgress | None = None

    def start(self, utterance: int, question: int) -> None:
        """Begin `utterance`, an answer to `question`, forgetting any unfinished one."""
        self._current = _InProgress(utterance, question)

    def add(self, frame: Frame) -> bool:
        """Keep `frame`; False if dropped (another utterance's, a duplicate, past 8 s)."""
        current = self._current
        return current is not None and current.number == frame.utterance and current.add(frame)

    def full(self, utterance: int) -> bool:
        """Whether `utterance` is in progress and has reached the cap (end it there)."""
        current = self._current
        if current is None or current.number != utterance:
            return False
        return current.length() >= MAX_SAMPLES

    def end(self, utterance: int) -> Utterance | None:
        """The audio of `utterance`, which is then over; None if it is not in progress."""
        current = self._current
        if current is None or current.number != utterance:
            return None
        self._current = None
        return Utterance(current.number, current.question, current.audio())

    def cancel(self, utterance: int) -> None:
        """Forget `utterance` if it is in progress."""
        if self._current is not None and self._current.number == utterance:
            self._current = None

    def drop_all(self) -> None:
        """Forget everything in progress: the phone disconnected."""
        self._current = None
