"""The one interface the game flows use: `Ears.listen(context) -> Heard`, or `hear_audio` for
ready-made audio (files, tests) so a game can run with no sound card."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from threading import Event

import numpy as np

from host.audio import read_recording
from host.ears.context import Context
from host.ears.mic import Microphone
from host.ears.recognizer import Heard, Recognizer, Tier
from host.ears.select import choose
from host.ears.vad import speech_span


class Ears:
    """A recognizer chosen once (`auto` or a registered engine), endpointing, and the listen
    calls."""

    def __init__(
        self,
        engine: str = "auto",
        model: str | None = None,
        endpoint: bool = True,
        recognizer: Recognizer | None = None,
    ) -> None:
        if recognizer is None:
            recognizer, self.note = choose(engine, model)
        else:
            self.note = f"ears: {recognizer.name}"
        self.recognizer = recognizer
        self.endpoint = endpoint

    @property
    def engine(self) -> str:
        """The name of the recognizer that hears."""
        return self.recognizer.name

    @property
    def transcribes(self) -> bool:
        """Whether the recognizer's text of open speech is a transcript of what was said."""
        return self.recognizer.transcribes

    def release(self) -> None:
        """Let go of the recognizer's native model now (Whisper's, its worker threads joined),
        the ears done with: left to the garbage collector, it may be freed by a daemon thread
        as the interpreter exits, and CTranslate2 then aborts the process ("terminate called
        without an active exception")."""
        self.recognizer.release()

    def __enter__(self) -> Ears:
        """The ears, let go of (release) when the `with` block ends."""
        return self

    def __exit__(self, *exc: object) -> None:
        """Let go of the recognizer's model, however the block ended."""
        self.release()

    def unknown_words(self, context: Context) -> tuple[str, ...]:
        """Words of the context the recognizer cannot hear."""
        return self.recognizer.unknown_words(context)

    def prepare(self, context: Context) -> None:
        """Build what hearing `context` needs now, before an utterance comes."""
        self.recognizer.prepare(context)

    def hear_audio(self, samples: np.ndarray, context: Context) -> Heard:
        """Which phrase of `context` is said in 16 kHz mono int16 `samples`."""
        self.recognizer.prepare(context)
        start = time.perf_counter()
        x = np.asarray(samples, np.int16)
        span = speech_span(x) if self.endpoint else (0, len(x))
        heard = Heard(None, "", 0.0, tier=Tier.NONE)
        if span is not None:
            heard = self.recognizer.decode(x[span[0] : span[1]], context)
        silent = heard.phrase is None and not heard.text.strip()
        ms = (time.perf_counter() - start) * 1000
        return replace(heard, engine=self.engine, decode_ms=ms, silent=silent)

    def hear_file(self, path: str | Path, context: Context) -> Heard:
        """Which phrase of `context` is said in a sound file (an AudioError if it is bad)."""
        return self.hear_audio(read_recording(path), context)

    def listen(
        self,
        context: Context,
        microphone: Microphone | None = None,
        speaking: Event | None = None,
        barge_in: bool = False,
    ) -> Heard:
        """Record one utterance and hear it; deaf while `speaking` is set, unless `barge_in`."""
        self.recognizer.prepare(context)
        utterance = (microphone or Microphone()).record(speaking, barge_in)
        if utterance is None:
            return Heard(None, "", 0.0, self.engine, silent=True, tier=Tier.NONE)
        return self.hear_audio(utterance, context)
