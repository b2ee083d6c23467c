"""The microphone: sounddevice input at the device's native rate, resampled to 16 kHz as it
streams, cut into one utterance by the endpointer, deaf while the announcer speaks."""

from __future__ import annotations

import queue
from collections.abc import Iterator
from dataclasses import dataclass
from threading import Event

import numpy as np

from host.audio import RATE, AudioError, sound_card, stream_resampler, to_int16
from host.ears.vad import Endpointer

BLOCK = 0.03  # seconds per input block


def devices() -> list[dict[str, object]]:
    """Every audio device: index, name, input and output channels, native rate, defaults."""
    sd = sound_card()
    default_in, default_out = sd.default.device
    return [
        {
            "index": i,
            "name": d["name"],
            "inputs": d["max_input_channels"],
            "outputs": d["max_output_channels"],
            "rate": int(d["default_samplerate"]),
            "default": "in" * (i == default_in) + "out" * (i == default_out),
        }
        for i, d in enumerate(sd.query_devices())
    ]


@dataclass
class Microphone:
    """An input device (None: the default) and the endpointing of what it hears."""

    device: int | str | None = None
    trailing: float = 0.4
    max_length: float = 6.0
    timeout: float = 8.0

    def native_rate(self) -> int:
        """The input device's own sample rate."""
        sd = sound_card()
        try:
            info = sd.query_devices(self.device, "input")
        except (ValueError, sd.PortAudioError) as exc:
            raise AudioError(f"no input device ({exc})") from None
        return int(info["default_samplerate"])

    def record(self, speaking: Event | None = None, barge_in: bool = False) -> np.ndarray | None:
        """One utterance as 16 kHz mono int16, or None if nobody spoke before the timeout."""
        endpointer = Endpointer(self.trailing, self.max_length, self.timeout)
        for block in self._blocks(endpointer):
            if speaking is not None and speaking.is_set() and not barge_in:
                endpointer.ignore(len(block))
            else:
                endpointer.push(block)
        return endpointer.utterance()

    def capture(self, seconds: float) -> np.ndarray:
        """`seconds` of raw input as 16 kHz mono float32 (for level checks)."""
        chunks: list[np.ndarray] = []
        total = int(seconds * RATE)
        for block in self._blocks(None):
            chunks.append(block.astype(np.float32) / 32768)
            if sum(len(c) for c in chunks) >= total:
                break
        return np.concatenate(chunks)[:total]

    def _blocks(self, endpointer: Endpointer | None) -> Iterator[np.ndarray]:
        """16 kHz int16 blocks from the device until the endpointer is done (or forever)."""
        sd = sound_card()
        rate = self.native_rate()
        resample = stream_resampler(rate, RATE)
        blocks: queue.Queue[np.ndarray] = queue.Queue()

        def callback(indata: np.ndarray, frames: int, when: object, status: object) -> None:
            """Queue one block, mixed down to mono."""
            blocks.put(indata.mean(axis=1).copy())

        try:
            stream = sd.InputStream(
                device=self.device, samplerate=rate, channels=1, dtype="float32",
                blocksize=int(rate * BLOCK), callback=callback,
            )  # fmt: skip
        except sd.PortAudioError as exc:
            raise AudioError(f"cannot open the microphone: {exc}") from None
        with stream:
            while endpointer is None or not endpointer.done:
                try:
                    raw = blocks.get(timeout=2.0)
                except queue.Empty:
                    raise AudioError("the microphone stopped sending audio") from None
                yield to_int16(resample(raw))
