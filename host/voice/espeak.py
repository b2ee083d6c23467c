"""espeak-ng rendering into memory, so that the announcer can stop a line as it plays.

pyttsx3's own espeak playback runs aplay and cannot be interrupted, and its public file output
prints a line per file; so the espeak-ng program renders each line and the announcer plays it.
"""

from __future__ import annotations

from host.audio import Audio, AudioError, espeak

DEFAULT_RATE = 200
"""Words per minute when the settings name none: what pyttsx3 sets, so lines keep their pace."""


class EspeakSynth:
    """Renders text with espeak-ng in a voice (None: its default), rate and volume (1.0 is
    espeak-ng's amplitude 100, as pyttsx3 maps it)."""

    def __init__(self, voice: str | None, rate: int | None, volume: float) -> None:
        self.options = ["-a", str(round(volume * 100)), "-s", str(rate or DEFAULT_RATE)]
        if voice is not None:
            self.options += ["-v", voice]

    def render(self, text: str) -> Audio:
        """The spoken text, with the leading silence cut so that it starts at once."""
        try:
            return espeak(text, *self.options).trimmed()
        except AudioError as exc:
            raise RuntimeError(str(exc)) from None
