"""The real (null) speaker for the audio tests.

Each test module that asks for it starts its own PulseAudio server with a null sink, in its
own folder and socket, records the sink's monitor with parec, and stops only that server at
the end.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from host.bench.monitor import MonitorRecorder
from host.bench.pulse import NullSinkServer
from host.voice.announcer import Announcer
from host.voice.playback import refresh_devices
from host.voice.settings import VoiceSettings
from tests.host.pulse import pulse_missing, require
from tests.host.voice.helpers import printed, quiet_captions


@pytest.fixture(scope="module")
def monitor() -> Iterator[MonitorRecorder]:
    """A private null-sink server (as PULSE_SERVER) and a recording of its monitor."""
    require(pulse_missing("parec"))
    folder = Path(tempfile.mkdtemp(prefix="partyhost-pulse-"))
    try:
        with NullSinkServer(folder) as server, pytest.MonkeyPatch.context() as env:
            env.setenv("PULSE_SERVER", server.server)
            refresh_devices()
            with MonitorRecorder(server.server, server.monitor) as recorder:
                yield recorder
    finally:
        refresh_devices()  # back to the devices the other tests saw
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def voice(monitor: MonitorRecorder) -> Iterator[Announcer]:
    """An announcer on the null sink, its engine started and idle."""
    announcer = Announcer(VoiceSettings(device="pulse"), quiet_captions())
    assert announcer.ready.wait(60)  # loading the voice is slow on a machine the tests keep busy
    assert announcer.synth_name != "none (captions only)", printed(announcer.captions)
    try:
        yield announcer
    finally:
        announcer.stop()
        announcer.close(10)
