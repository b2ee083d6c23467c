"""The text-to-speech engines: Piper's neural voice, or pyttsx3 (espeak-ng on Linux) as the
fallback, set up from the settings and rendering lines to audio.

Create one in the thread that will use it (pyttsx3 wants one thread per engine).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol

import numpy as np

from host.audio import Audio
from host.voice.settings import VoiceSettings


class SynthUnavailable(RuntimeError):
    """No text-to-speech engine could be started."""


class Synth(Protocol):
    """Turns a line of text into audio, without playing it."""

    name: str
    """Which engine and voice, as the host tells the user."""

    def sentences(self, text: str, show: bool = False) -> Iterator[Audio]:
        """The spoken text in pieces that play one after another (`show`: the show voice);
        RuntimeError if the engine fails."""
        ...


def render(synth: Synth, text: str, show: bool = False) -> Audio:
    """The whole spoken text as one piece of audio."""
    pieces = list(synth.sentences(text, show))
    if not pieces:
        raise RuntimeError("the speech engine made no sound")
    rate = pieces[0].rate
    return Audio(np.concatenate([p.resampled(rate).samples for p in pieces]), rate)


def open_synth(settings: VoiceSettings, notice: Callable[[str], None] = print) -> Synth:
    """The engine the settings choose, with their voice, rate and volume; Piper falls back to
    pyttsx3 (after a notice saying why) when it cannot start."""
    if settings.tts == "piper":
        from host.voice.piper import PiperSynth, PiperUnavailable

        if settings.voice is not None:
            raise ValueError(f"no voice {settings.voice!r} for Piper (voices are for espeak)")
        try:
            return PiperSynth(settings.rate, settings.volume)
        except PiperUnavailable as exc:
            notice(f"{exc}: using espeak-ng")
    return open_pyttsx3(settings)


def open_pyttsx3(settings: VoiceSettings) -> Synth:
    """The platform's pyttsx3 engine with the voice, rate and volume applied."""
    try:
        import pyttsx3

        engine = pyttsx3.init()
    except (ImportError, RuntimeError, OSError) as exc:
        raise SynthUnavailable(f"pyttsx3 could not start ({exc})") from None
    voice = None if settings.voice is None else voice_id(engine, settings.voice)
    if engine.driver_name == "espeak":
        from host.voice.espeak import EspeakSynth

        return EspeakSynth(voice, settings.rate, settings.volume)
    if voice is not None:
        engine.setProperty("voice", voice)
    if settings.rate is not None:
        engine.setProperty("rate", settings.rate)
    engine.setProperty("volume", settings.volume)
    if engine.isBusy():  # a new engine keeps the properties queued until its loop runs
        engine.runAndWait()
    from host.voice.filesynth import FileSynth

    return FileSynth(engine)


def voice_id(engine: object, wanted: str) -> str:
    """The id of the engine voice whose id, name or language is `wanted` (any case)."""
    voices = engine.getProperty("voices")  # type: ignore[attr-defined]
    key = wanted.casefold()
    for voice in voices:
        labels = [voice.id, voice.name, *(voice.languages or [])]
        if key in (str(label).casefold() for label in labels):
            return voice.id
    examples = ", ".join(v.id for v in voices[:5])
    raise ValueError(f"no voice {wanted!r} (try one of {examples}, ...)")
