"""What the real-audio tests need from the machine: a PulseAudio server and its tools, and a
server whose speaker is its microphone (what is played into it is what the input hears)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from host.bench.pulse import SINK, NullSinkServer


def pulse_missing(tool: str) -> str | None:
    """Why PulseAudio cannot be tested here with `tool` (paplay, parec), or None if it can."""
    if shutil.which("pulseaudio") is None or shutil.which(tool) is None:
        return f"pulseaudio and {tool} are needed (make system installs them)"
    return None


def require(problem: str | None) -> None:
    """Skip a test that lacks what it needs here, but fail it in CI, which must have it all."""
    if problem is None:
        return
    if os.environ.get("CI"):
        pytest.fail(problem)
    pytest.skip(problem)


@contextmanager
def speaker_into_microphone(prefix: str) -> Iterator[NullSinkServer]:
    """A private PulseAudio server whose default input is its null sink's monitor, in its own
    folder (removed after); only that server is stopped at the end."""
    require(pulse_missing("paplay"))
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        with NullSinkServer(folder) as server:
            command = ["pactl", "--server", server.server, "set-default-source", server.monitor]
            subprocess.run(command, check=True, capture_output=True, timeout=10)
            yield server
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def play(server: NullSinkServer, path: Path) -> None:
    """Play a WAV file into the null sink."""
    command = ["paplay", "--server", server.server, "--device", SINK, str(path)]
    subprocess.run(command, check=True, capture_output=True, timeout=30)
