"""The announcer on a real (null) speaker (see conftest): order, interruption, heard back."""

from __future__ import annotations

import time

import pytest

from host.audio import Audio
from host.bench.monitor import RATE, MonitorRecorder
from host.voice.announcer import Announcer
from tests.host.voice.helpers import PROMPTLY, heard_numbers

pytestmark = pytest.mark.audio

LONG = "In the case of this baby, the test says that was a lie, and the crowd goes wild. "


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


def test_stop_silences_a_long_line_and_drops_the_next(
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
        assert voice.wait(10)
        assert not voice.speaking.is_set()
        time.sleep(0.8)  # the long line would still be going; the dropped one never starts
        last = monitor.last_sound(stopped - 0.5)
        assert last is not None  # it was playing right up to the stop
        assert last - stopped < PROMPTLY


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


def test_each_new_short_line_reaches_the_speaker(
    voice: Announcer, monitor: MonitorRecorder
) -> None:
    # how soon is `partyhost bench voice`'s to measure (its median, against a 150 ms goal)
    for run in range(3):
        said = time.perf_counter()
        voice.say(f"Felix, round {run + 1}!")  # never said before: not served from the cache
        heard = monitor.first_sound(said)
        assert heard is not None and heard >= said
        assert voice.wait(10)
