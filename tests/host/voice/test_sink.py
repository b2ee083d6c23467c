"""The announcer on a real (null) speaker: order, interruption, latency, heard back.

Each module run starts its own PulseAudio server with a null sink, in its own folder and
socket, records the sink's monitor with parec, and stops only that server at the end.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from host.audio import Audio
from host.voice.announcer import Announcer
from host.voice.monitor import RATE, MonitorRecorder
from host.voice.playback import refresh_devices
from host.voice.pulse import NullSinkServer
from host.voice.settings import VoiceSettings
from tests.host.pulse import pulse_missing, require
from tests.host.voice.helpers import heard_numbers, quiet_captions

pytestmark = pytest.mark.audio

LONG = "In the case of this baby, the test says that was a lie, and the crowd goes wild. " * 4


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
    assert announcer.wait(10)
    try:
        yield announcer
    finally:
        announcer.stop()
        announcer.close(10)


def test_a_line_is_heard_back_from_the_speaker(voice: Announcer, monitor: MonitorRecorder) -> None:
    start = time.perf_counter()
    voice.say("Felix scores three points")
    assert voice.wait(10)
    time.sleep(0.2)
    assert heard_numbers(Audio(monitor.audio(start), RATE)) == ["three"]


def test_three_queued_lines_play_in_order(voice: Announcer, monitor: MonitorRecorder) -> None:
    start = time.perf_counter()
    for number in ("one point", "seven points", "three points"):
        voice.say(f"Felix scores {number}.")
    assert voice.wait(20)
    time.sleep(0.2)
    assert heard_numbers(Audio(monitor.audio(start), RATE), lines=3) == ["one", "seven", "three"]


def test_stop_silences_a_long_line_within_200_ms(
    voice: Announcer, monitor: MonitorRecorder
) -> None:
    for _ in range(3):
        voice.say(LONG)
        voice.say("Felix scores three points")
        assert monitor.first_sound(time.perf_counter()) is not None
        time.sleep(1.0)
        assert voice.speaking.is_set()
        stopped = time.perf_counter()
        voice.stop()
        assert voice.wait(1)
        assert not voice.speaking.is_set()
        time.sleep(0.8)  # the long line would still be going; the dropped one never starts
        last = monitor.last_sound(stopped - 0.5)
        assert last is not None  # it was playing right up to the stop
        assert last - stopped < 0.2


def test_stop_can_keep_the_rest_of_the_queue(voice: Announcer, monitor: MonitorRecorder) -> None:
    voice.say(LONG)
    voice.say("Felix scores three points")
    assert monitor.first_sound(time.perf_counter()) is not None
    time.sleep(0.5)
    voice.stop(drop=False)
    resumed = time.perf_counter()
    assert voice.wait(10)
    time.sleep(0.2)
    assert heard_numbers(Audio(monitor.audio(resumed), RATE)) == ["three"]


def test_a_short_line_starts_quickly(voice: Announcer, monitor: MonitorRecorder) -> None:
    delays = []
    for _ in range(5):
        said = time.perf_counter()
        voice.say("Next round!")
        heard = monitor.first_sound(said)
        assert heard is not None
        delays.append(heard - said)
        assert voice.wait(10)
    assert statistics.median(delays) < 0.15
