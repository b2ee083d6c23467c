"""The ears that hear a phone's speech: the table's recognizer, started in the background while
the players join (warm), so that the first utterance is heard as fast as the others."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

import numpy as np

from host.ears.errors import EarsError
from host.ears.hearing import Ears
from host.ears.recognizer import Heard
from host.session.ears_listener import accepted, context_of
from host.session.prompt import Prompt


class PhoneEars:
    """Hears a phone's utterance against a prompt's context, as the laptop's ears would."""

    def __init__(self, make: Callable[[], Ears]) -> None:
        self.make = make
        self._ears: Ears | None = None
        self._lock = threading.Lock()

    def warm(self) -> None:
        """Start the ears in the background now rather than at the first utterance."""
        # Not a daemon: a game that ends while the model still loads waits for it, since
        # leaving the recognizer's native code mid-load aborts the process ("terminate called
        # without an active exception", seen when a game was stopped within a second).
        threading.Thread(target=self._warm, name="phone ears", daemon=False).start()

    def _warm(self) -> None:
        # A failure here is not the user's yet: the first utterance starts the ears again,
        # and says why if they still cannot start.
        with contextlib.suppress(Exception):
            self._started()

    def _started(self) -> Ears:
        with self._lock:
            if self._ears is None:
                self._ears = self.make()
            return self._ears

    def release(self) -> None:
        """Let go of the ears' model (Ears.release) once a load in the background is done."""
        with self._lock:
            ears, self._ears = self._ears, None
        if ears is not None:
            ears.release()

    def prepare(self, prompt: Prompt, phrases: tuple[str, ...]) -> None:
        """Build what hearing an answer to `prompt` needs (the second opinion's grammar) now,
        while its player speaks, rather than once the utterance has come."""
        # The utterance says why the ears cannot start; a grammar that cannot be written now
        # (no file left to open) is built when the utterance comes, or refused then.
        with contextlib.suppress(EarsError, OSError):
            self._started().prepare(context_of(prompt, phrases, pressed=True))

    def __call__(self, audio: np.ndarray, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """What the ears make of `audio` (16 kHz mono float32) as an answer to `prompt`."""
        ears = self._started()
        samples = np.clip(audio * 32768.0, -32768, 32767).astype(np.int16)
        heard = ears.hear_audio(samples, context_of(prompt, phrases, pressed=True))
        # At a claim, any words said are the claim (the press says who): they are kept.
        return heard if prompt.taking.claim else accepted(heard, prompt, ears)
