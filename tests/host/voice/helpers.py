"""Shared by the voice tests: a fake engine and player, and pocketsphinx to hear lines back."""

from __future__ import annotations

import functools
import io
import threading
import time
from collections.abc import Iterable, Iterator

import numpy as np
from pocketsphinx import Decoder
from rich.console import Console

from host.audio import Audio
from host.phrasebook.words import number
from host.voice.captions import CaptionLog, Captions

NUMBERS = [number(n) for n in range(13)]
PROMPTLY = 0.5
"""Seconds within which a line stopped is silent, a short line heard, or a barge-in settled:
a bound that only a stop or a start that does not work misses, even on a machine as busy as
a test run makes it. How fast they are is `partyhost bench voice`'s to measure (medians and
90th percentiles; the goals are 200 ms to silence and 150 ms to the first sound)."""


def scores_grammar(lines: int) -> str:
    """JSGF for `lines` lines of 'felix scores <number> point(s)'."""
    body = " ".join(["<line>"] * lines)
    return (
        "#JSGF V1.0;\ngrammar scores;\n"
        f"public <all> = {body};\n"
        "<line> = felix scores <number> (point | points);\n"
        f"<number> = {' | '.join(NUMBERS)};\n"
    )


@functools.cache
def _decoder(lines: int) -> Decoder:
    decoder = Decoder(samprate=16000, lm=None, loglevel="FATAL")
    decoder.add_jsgf_string("scores", scores_grammar(lines))
    decoder.activate_search("scores")
    return decoder


def heard_numbers(audio: Audio, lines: int = 1) -> list[str]:
    """The number words pocketsphinx hears in `lines` 'Felix scores N points' lines."""
    pcm = audio.resampled(16000).pcm16().tobytes()
    decoder = _decoder(lines)
    decoder.start_utt()
    decoder.process_raw(pcm, full_utt=True)
    decoder.end_utt()
    hypothesis = decoder.hyp()
    words = hypothesis.hypstr.split() if hypothesis else []
    return [w for w in words if w in NUMBERS]


def quiet_captions(log: CaptionLog | None = None) -> Captions:
    """Captions printed into a string (read it back with `printed`)."""
    return Captions(Console(file=io.StringIO(), width=100), log)


def printed(captions: Captions) -> str:
    """Everything the captions printed so far."""
    return captions.console.file.getvalue()  # type: ignore[attr-defined]


class FakeSynth:
    """Renders every line as silence lasting `seconds`, remembering the texts (and which were
    in the show voice)."""

    name = "fake"

    def __init__(self, seconds: float = 0.05) -> None:
        self.seconds = seconds
        self.texts: list[str] = []
        self.shown: list[str] = []

    def sentences(self, text: str, show: bool = False) -> Iterator[Audio]:
        """Silence, and a note of the text."""
        self.texts.append(text)
        if show:
            self.shown.append(text)
        yield Audio(np.zeros(int(self.seconds * 1000), np.float32), 1000)


class FakePlayer:
    """Stands in for playback.play: notes each call and 'plays' for the audio's length."""

    def __init__(self, speaking: threading.Event | None = None) -> None:
        self.calls: list[tuple[object, bool]] = []
        """(device, whether `speaking` was set while it played)."""
        self.speaking = speaking
        self.fail = False
        self.played: list[list[Audio]] = []
        """The audio of each call, in pieces."""

    def __call__(
        self, audio: Audio | Iterable[Audio], device: object, cancel: threading.Event
    ) -> bool:
        """Wait out the audio's length or the cancel; OSError when told to fail."""
        if self.fail:
            raise OSError("the speaker was unplugged")
        self.calls.append((device, bool(self.speaking and self.speaking.is_set())))
        pieces = [audio] if isinstance(audio, Audio) else list(audio)
        self.played.append(pieces)
        deadline = time.monotonic() + sum(p.seconds for p in pieces)
        while time.monotonic() < deadline and not cancel.is_set():
            time.sleep(0.002)
        return not cancel.is_set()
