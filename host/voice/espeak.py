"""espeak-ng through pyttsx3's driver, rendering into memory so playback can be stopped.

pyttsx3's own espeak playback runs aplay and cannot be interrupted; its driver's ctypes
binding lets the announcer take the samples instead and play them itself.
"""

from __future__ import annotations

import ctypes
import threading

from pyttsx3.drivers import _espeak

from host.voice.audio import Audio

RATE = 22050
"""espeak-ng's output rate."""
TIMEOUT = 10.0
_LOCK = threading.Lock()
"""espeak-ng is one instance per process: one render at a time."""


class EspeakSynth:
    """Renders text with espeak-ng (voice, rate and volume already set on the engine)."""

    def __init__(self, engine: object) -> None:
        self._engine = engine  # kept alive: pyttsx3 unhooks espeak when its engine goes
        self._chunks: list[bytes] = []
        self._done = threading.Event()

    def render(self, text: str) -> Audio:
        """The spoken text, with the leading silence cut so that it starts at once."""
        with _LOCK:
            self._chunks, self._done = [], threading.Event()
            _espeak.SetSynthCallback(self._on_synth)
            _espeak.Synth(text, flags=_espeak.ENDPAUSE | _espeak.CHARS_UTF8)
            if not self._done.wait(TIMEOUT):
                _espeak.Cancel()
                raise RuntimeError("espeak-ng did not finish the line")
            audio = Audio.from_int16(b"".join(self._chunks), RATE)
        return audio.trimmed_start()

    def _on_synth(self, wav: ctypes.c_void_p, count: int, events: ctypes.Array) -> int:
        if count > 0:
            self._chunks.append(ctypes.string_at(wav, count * 2))
        i = 0
        while events[i].type != _espeak.EVENT_LIST_TERMINATED:
            if events[i].type == _espeak.EVENT_MSG_TERMINATED:
                self._done.set()
            i += 1
        return 0
