"""espeak-ng rendering into memory, so that the announcer can stop a line as it plays.

pyttsx3's own espeak playback runs aplay and cannot be interrupted, and its public file output
prints a line per file; so the espeak-ng program renders each line and the announcer plays it.
"""

from __future__ import annotations

from collections.abc import Iterator

from host.audio import Audio, AudioError, espeak

DEFAULT_RATE = 200
"""Words per minute when the settings name none: what pyttsx3 sets, so lines keep their pace."""
SHOW_PITCH = 25
"""espeak-ng's pitch (0-99, 50 by default) for the show voice: deeper than the host."""
SHOW_PACE = 0.9
"""The show voice reads at this fraction of the host's rate."""


class EspeakSynth:
    """Renders text with espeak-ng in a voice (None: its default), rate and volume (1.0 is
    espeak-ng's amplitude 100, as pyttsx3 maps it)."""

    name = "espeak-ng"

    def __init__(self, voice: str | None, rate: int | None, volume: float) -> None:
        rate = rate or DEFAULT_RATE
        common = ["-a", str(round(volume * 100))] + (["-v", voice] if voice is not None else [])
        self._options = {
            False: [*common, "-s", str(rate)],
            True: [*common, "-s", str(round(rate * SHOW_PACE)), "-p", str(SHOW_PITCH)],
        }

    def sentences(self, text: str, show: bool = False) -> Iterator[Audio]:
        """The spoken text in one piece, with the leading silence cut so that it starts at once
        (espeak-ng is fast enough not to need a piece per sentence)."""
        try:
            audio = espeak(text, *self._options[show]).trimmed()
        except AudioError as exc:
            raise RuntimeError(str(exc)) from None
        yield audio
