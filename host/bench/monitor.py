"""Records a sink's monitor with parec, stamping each block with when it was recorded.

The stamps are on `time.perf_counter()`, so sound at the speaker can be timed against
calls like say() and stop(). A block is stamped by its place in the stream from the earliest
moment the stream can have started (no block is read before it is recorded), so a reader
thread starved on a busy machine reads blocks late but does not stamp them late.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
import time

import numpy as np

RATE = 16000
BLOCK = 160
"""Samples per block: 10 ms."""
SOUND = 0.01
"""Peak level above which a block counts as sound (-40 dBFS)."""


class MonitorRecorder:
    """Records `source` (a sink's monitor) of the server `server` until stopped."""

    def __init__(self, server: str, source: str) -> None:
        self._command = ["parec", "--server", server, "-d", source, "--raw"]
        self._command += ["--format=s16le", "--channels=1", f"--rate={RATE}", "--latency-msec=10"]
        self._blocks: list[tuple[float, np.ndarray]] = []
        """(seconds of stream up to the block's end, the block)."""
        self._start = float("inf")
        """The latest the stream can have started: min over blocks of read time less position."""
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None
        self._reader: threading.Thread | None = None

    def start(self, timeout: float = 5.0) -> None:
        """Start recording and wait for the first block."""
        if shutil.which("parec") is None:
            raise OSError("parec is not installed (apt-get install pulseaudio-utils)")
        self._process = subprocess.Popen(
            self._command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self._reader = threading.Thread(target=self._read, args=(self._process,), daemon=True)
        self._reader.start()
        deadline = time.monotonic() + timeout
        while not self._blocks:
            if time.monotonic() > deadline:
                self.stop()
                raise OSError("parec recorded nothing")
            time.sleep(0.01)

    def _read(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        recorded = 0.0
        while data := process.stdout.read(BLOCK * 2):
            block = np.frombuffer(data, "<i2").astype(np.float32) / 32768
            recorded += len(block) / RATE
            with self._lock:
                self._start = min(self._start, time.perf_counter() - recorded)
                self._blocks.append((recorded, block))

    def stop(self) -> None:
        """Stop parec (the process this object started)."""
        process, self._process = self._process, None
        if process is not None:
            process.terminate()
            process.wait(timeout=5)
        if self._reader is not None:
            self._reader.join(timeout=5)

    def blocks(self, after: float = 0.0) -> list[tuple[float, np.ndarray]]:
        """The blocks stamped after `after`."""
        with self._lock:
            stamped = [(self._start + end, b) for end, b in self._blocks]
        return [(t, b) for t, b in stamped if t > after]

    def first_sound(self, after: float, timeout: float = 15.0) -> float | None:
        """When sound first arrived after `after`, waiting up to `timeout` seconds for it."""
        deadline = time.perf_counter() + timeout
        while True:
            for stamp, block in self.blocks(after):
                if np.abs(block).max() > SOUND:
                    return stamp
            if time.perf_counter() > deadline:
                return None
            time.sleep(0.005)

    def last_sound(self, after: float) -> float | None:
        """When sound last arrived after `after`, or None if none did."""
        loud = [t for t, b in self.blocks(after) if np.abs(b).max() > SOUND]
        return loud[-1] if loud else None

    def audio(self, after: float = 0.0) -> np.ndarray:
        """Everything recorded after `after`, as float32 samples at RATE."""
        blocks = [b for _, b in self.blocks(after)]
        return np.concatenate(blocks) if blocks else np.zeros(0, np.float32)

    def __enter__(self) -> MonitorRecorder:
        self.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()
