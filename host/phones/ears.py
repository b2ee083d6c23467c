"""The ears that hear a phone's speech: the table's recognizer, started at the first utterance
(a table that only taps never waits for a model to load)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from host.ears.hearing import Ears
from host.ears.recognizer import Heard
from host.session.ears_listener import accepted, context_of
from host.session.prompter import Prompt


class PhoneEars:
    """Hears a phone's utterance against a prompt's context, as the laptop's ears would."""

    def __init__(self, make: Callable[[], Ears]) -> None:
        self.make = make
        self._ears: Ears | None = None

    def __call__(self, audio: np.ndarray, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """What the ears make of `audio` (16 kHz mono float32) as an answer to `prompt`."""
        if self._ears is None:
            self._ears = self.make()
        samples = np.clip(audio * 32768.0, -32768, 32767).astype(np.int16)
        heard = self._ears.hear_audio(samples, context_of(prompt, phrases))
        # At a claim, any words said are the claim (the press says who): they are kept.
        return heard if prompt.claim else accepted(heard, prompt, self._ears)
