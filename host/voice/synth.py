"""The text-to-speech engine: pyttsx3 set up from the settings, rendering lines to audio.

Create it in the thread that will use it (pyttsx3 wants one thread per engine).
"""

from __future__ import annotations

from typing import Protocol

from host.audio import Audio
from host.voice.settings import VoiceSettings


class SynthUnavailable(RuntimeError):
    """No text-to-speech engine could be started."""


class Synth(Protocol):
    """Turns a line of text into audio, without playing it."""

    def render(self, text: str) -> Audio:
        """The spoken text; RuntimeError if the engine fails."""
        ...


def open_synth(settings: VoiceSettings) -> Synth:
    """The platform's engine with the voice, rate and volume applied."""
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
