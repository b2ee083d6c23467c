"""The level check's verdict on recordings made on the spot: an espeak-ng "hello" loud, faint,
drowned in noise or absent, and the one-line report of `partyhost mic-check`."""

from __future__ import annotations

import numpy as np
import pytest

from host.audio import RATE
from host.ears.level import Level, Verdict
from tests.host.ears.helpers import said


def recording(gain: float, noise: float = 0.0, seconds: float = 2.0) -> np.ndarray:
    """Two seconds of float input: "hello" at `gain` half a second in, over white noise of
    RMS `noise`."""
    x = np.random.default_rng(0).normal(0.0, noise, int(seconds * RATE)).astype(np.float32)
    hello = said("hello").astype(np.float32) / 32768
    x[RATE // 2 : RATE // 2 + len(hello)] += gain * hello
    return x


@pytest.mark.parametrize(
    ("gain", "noise", "verdict"),
    [
        (1.0, 0.0, Verdict.FINE),
        (1.0, 0.003, Verdict.FINE),  # a quiet room (-50 dBFS)
        (0.01, 0.0, Verdict.QUIET),  # peaks under -40 dBFS
        (0.1, 0.003, Verdict.QUIET),  # only about 12 dB over the room
        (0.0, 0.0, Verdict.SILENT),  # a microphone giving nothing
        (0.0, 0.003, Verdict.SILENT),  # a room where nobody said hello
        (0.0001, 0.0, Verdict.SILENT),  # far under anything the ears could use
    ],
)
def test_a_hello_is_fine_too_quiet_or_silent(gain, noise, verdict):
    assert Level.of(recording(gain, noise)).verdict() is verdict


def test_the_report_gives_level_peak_clipping_and_floor():
    loud = Level.of(np.clip(recording(40.0), -1, 1)).report()
    assert loud.startswith("level ") and loud.endswith("clipping: lower the input gain")
    assert (
        Level.of(recording(0.01))
        .report()
        .endswith("very quiet: raise the input gain or come closer")
    )
    assert Level.of(recording(1.0, 0.003)).report().endswith("noise floor -51 dBFS: ok")
