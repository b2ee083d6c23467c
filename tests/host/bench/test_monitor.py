"""The monitor recorder's stamps: by a block's place in the stream, not by when it was read."""

from __future__ import annotations

import io
import time
from types import SimpleNamespace

import numpy as np

from host.bench.monitor import BLOCK, RATE, MonitorRecorder


def test_blocks_read_late_in_one_go_are_stamped_by_their_place_in_the_stream() -> None:
    recorder = MonitorRecorder("nowhere", "nothing")
    stream = np.zeros(BLOCK * 5, "<i2").tobytes()
    recorder._read(SimpleNamespace(stdout=io.BytesIO(stream)))  # type: ignore[arg-type]
    read = time.perf_counter()
    stamps = [stamp for stamp, _ in recorder.blocks()]
    assert len(stamps) == 5
    assert np.allclose(np.diff(stamps), BLOCK / RATE)  # read at once, yet 10 ms apart
    assert read - 0.5 < stamps[-1] <= read
