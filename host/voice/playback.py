"""Plays audio on a chosen output device with sounddevice, and stops it at once when asked.

A line can arrive in pieces (one per sentence): the first plays while the next is made.
"""

from __future__ import annotations

import contextlib
import threading
from collections import deque
from collections.abc import Iterable
from types import ModuleType

import numpy as np

from host.audio import Audio, AudioError, sound_card
from host.voice.settings import Device

LATENCY = 0.05
"""Seconds of output buffering asked of the device: low, but without underruns."""
POLL = 0.01
"""How often the player looks for a stop request while a line plays."""


def output_problem(device: Device) -> str | None:
    """Why `device` cannot play sound now, or None if it can."""
    try:
        sd = sound_card()
    except AudioError as exc:
        return str(exc)
    try:
        sd.query_devices(device, kind="output")
    except (sd.PortAudioError, ValueError) as exc:
        return "no output device found" if device is None else f"no output {device!r}: {exc}"
    return None


def refresh_devices() -> None:
    """Read the device list again (PortAudio reads it once, when it starts).

    This closes every open stream of the process: call it only while nothing plays or records.
    """
    with contextlib.suppress(AudioError):
        sd = sound_card()
        sd._terminate()
        sd._initialize()


class _Feed:
    """Samples handed from the synthesizer's thread to the sound card's callback."""

    def __init__(self) -> None:
        self._pieces: deque[np.ndarray] = deque()
        self._lock = threading.Lock()
        self.complete = False
        """Set when no more pieces will come."""

    def add(self, samples: np.ndarray) -> None:
        """Queue samples to play after those queued before."""
        with self._lock:
            self._pieces.append(samples)

    def take(self, out: np.ndarray) -> bool:
        """Fill `out` (silence where nothing is queued yet); False once all is played."""
        filled = 0
        with self._lock:
            while filled < len(out) and self._pieces:
                piece = self._pieces[0]
                n = min(len(piece), len(out) - filled)
                out[filled : filled + n, 0] = piece[:n]
                filled += n
                if n == len(piece):
                    self._pieces.popleft()
                else:
                    self._pieces[0] = piece[n:]
            out[filled:] = 0
            out[:filled, 1:] = out[:filled, :1]
            return bool(self._pieces) or not self.complete or filled == len(out)


def play(audio: Audio | Iterable[Audio], device: Device, cancel: threading.Event) -> bool:
    """Play `audio` (or pieces, each played as soon as it is made, while the next one is made)
    on `device` to its end (True), or until `cancel` is set (False)."""
    try:
        sd = sound_card()
    except AudioError as exc:
        raise OSError(str(exc)) from None
    pieces = iter([audio] if isinstance(audio, Audio) else audio)
    first = next(pieces, None)
    if first is None:
        return True
    rate, channels = _format(sd, device, first.rate)
    feed = _Feed()
    feed.add(_at(first, rate))
    finished = threading.Event()

    def fill(out, _frames, _time, _status) -> None:  # type: ignore[no-untyped-def]
        if cancel.is_set():
            out.fill(0)
            raise sd.CallbackAbort
        if not feed.take(out):
            raise sd.CallbackStop

    stream = sd.OutputStream(
        samplerate=rate,
        device=device,
        channels=channels,
        dtype="float32",
        latency=LATENCY,
        callback=fill,
        finished_callback=finished.set,
    )
    with stream:
        for piece in pieces:
            if cancel.is_set():
                break
            feed.add(_at(piece, rate))
        # The server may drop what it still holds when the stream closes: pad the line's end.
        feed.add(np.zeros(round(LATENCY * rate), np.float32))
        feed.complete = True
        while not finished.wait(POLL):
            if cancel.is_set():
                stream.abort()
                break
    return not cancel.is_set()


def _at(audio: Audio, rate: int) -> np.ndarray:
    """The samples at `rate`."""
    return audio.samples if audio.rate == rate else audio.resampled(rate).samples


def _format(sd: ModuleType, device: Device, rate: int) -> tuple[int, int]:
    """A sample rate and channel count the device takes (`sd`: sounddevice): ours if it can,
    else its own."""
    info = sd.query_devices(device, kind="output")
    own = int(info["default_samplerate"])
    for channels in (1, 2):
        for candidate in (rate, own):
            try:
                sd.check_output_settings(device, channels=channels, samplerate=candidate)
            except sd.PortAudioError:
                continue
            return candidate, channels
    return own, max(1, int(info["max_output_channels"]))
