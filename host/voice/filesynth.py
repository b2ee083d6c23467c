"""pyttsx3's save_to_file for the drivers other than espeak (SAPI5 on Windows)."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from host.audio import Audio, AudioError

SETTLE = 5.0
"""Seconds to wait for the engine's file once runAndWait returns."""
POLL = 0.05
"""Seconds between looks at the file."""


class FileSynth:
    """Renders text through a temporary WAV file written by the pyttsx3 engine (it has no show
    voice: the quotes sound like the host)."""

    name = "pyttsx3"

    def __init__(self, engine: object) -> None:
        self._engine = engine
        self._folder = tempfile.TemporaryDirectory(prefix="partyhost-voice-")

    def sentences(self, text: str, show: bool = False) -> Iterator[Audio]:
        """The spoken text in one piece, read back from the engine's file."""
        path = Path(self._folder.name) / "line.wav"
        self._engine.save_to_file(text, str(path))  # type: ignore[attr-defined]
        self._engine.runAndWait()  # type: ignore[attr-defined]
        written(path)
        try:
            audio = Audio.read(path).trimmed()
        except AudioError as exc:
            raise RuntimeError(f"the speech engine wrote no usable WAV ({exc})") from None
        finally:
            path.unlink(missing_ok=True)
        yield audio


def written(path: Path) -> None:
    """Wait (at most SETTLE seconds) until `path` is there and stops growing: pyttsx3 2.99's
    espeak driver writes it from a callback that can come after runAndWait has returned."""
    deadline, size = time.monotonic() + SETTLE, -1
    while time.monotonic() < deadline:
        now = path.stat().st_size if path.exists() else -1
        if now > 0 and now == size:
            return
        size = now
        time.sleep(POLL)
