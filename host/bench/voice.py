"""`partyhost bench voice`: say() to the first sound at the speaker, a line's last sound to
the announcer being done with it, and stop() to silence.

It starts its own PulseAudio null sink (so it needs no sound card), records the sink's monitor,
and reports the medians; goals: start under 150 ms, end under 100 ms, stop under 200 ms.
"""

from __future__ import annotations

import io
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from rich.console import Console

from host.bench.monitor import MonitorRecorder
from host.bench.pulse import NullSinkServer
from host.voice.announcer import Announcer
from host.voice.captions import Captions
from host.voice.playback import refresh_devices
from host.voice.settings import VoiceSettings

SHORT = "Round two!"
FRESH = "Felix, round {}!"
"""Short lines never said before (the number changes), so no run is served from the cache."""
LONG = "And now, ladies and gentlemen, the moment you have all been waiting for. " * 4
START_GOAL, END_GOAL, STOP_GOAL = 0.150, 0.100, 0.200


def first_sounds(voice: Announcer, monitor: MonitorRecorder, runs: int) -> list[float]:
    """Seconds from say() to the first sound of a short new line, `runs` times."""
    delays = []
    for run in range(runs):
        said = time.perf_counter()
        voice.say(FRESH.format(run + 1))
        heard = monitor.first_sound(said)
        voice.wait()
        if heard is None:
            raise OSError("the null sink stayed silent")
        delays.append(heard - said)
    return delays


def endings(voice: Announcer, monitor: MonitorRecorder, runs: int) -> list[float]:
    """Seconds from a short line's last sound at the speaker to wait() returning."""
    delays = []
    for _ in range(runs):
        said = time.perf_counter()
        voice.say(SHORT)
        voice.wait()
        done = time.perf_counter()
        time.sleep(0.3)
        last = monitor.last_sound(said)
        if last is None:
            raise OSError("the null sink stayed silent")
        delays.append(done - last)
    return delays


def silences(voice: Announcer, monitor: MonitorRecorder, runs: int) -> list[float]:
    """Seconds from stop() to the last sound of a long line cut after one second."""
    delays = []
    for _ in range(runs):
        voice.say(LONG)
        if monitor.first_sound(time.perf_counter()) is None:
            raise OSError("the null sink stayed silent")
        time.sleep(1.0)
        stopped = time.perf_counter()
        voice.stop()
        voice.wait()
        time.sleep(0.5)
        last = monitor.last_sound(stopped)
        delays.append(max(0.0, last - stopped) if last is not None else 0.0)
    return delays


def summary(label: str, delays: list[float], goal: float, worst: bool = False) -> tuple[str, bool]:
    """'label: median N ms (min A, max B, n runs); goal ...: met' and whether it is met: the
    median under `goal` seconds, or every run under it if `worst`."""
    ms = [d * 1000 for d in delays]
    measured = max(delays) if worst else statistics.median(delays)
    met = measured < goal
    which = "every run" if worst else "median"
    return (
        f"{label}: median {statistics.median(ms):.0f} ms "
        f"(min {min(ms):.0f}, max {max(ms):.0f}, {len(ms)} runs); "
        f"goal: {which} under {goal * 1000:.0f} ms: {'met' if met else 'MISSED'}"
    ), met


def run(runs: int = 15) -> tuple[list[str], bool]:
    """The benchmark's lines, and whether every goal is met, timing `runs` short lines."""
    folder = Path(tempfile.mkdtemp(prefix="partyhost-bench-"))
    try:
        with NullSinkServer(folder) as server, server.chosen():
            refresh_devices()
            quiet = Captions(Console(file=io.StringIO()))
            with (
                MonitorRecorder(server.server, server.monitor) as monitor,
                Announcer(VoiceSettings(device="pulse"), quiet) as voice,
            ):
                voice.say(SHORT)  # warm up the engine and the device
                voice.wait()
                starts = first_sounds(voice, monitor, runs)
                ends = endings(voice, monitor, runs)
                stops = silences(voice, monitor, max(3, runs // 3))
        refresh_devices()  # the process's own devices again, the server gone
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    measures = [
        summary("say() to first sound    ", starts, START_GOAL),
        summary("last sound to line done ", ends, END_GOAL),
        summary("stop() to silence       ", stops, STOP_GOAL, worst=True),
    ]
    ok = all(met for _, met in measures)
    lines = [f"voice: {voice.synth_name}", *(line for line, _ in measures)]
    return [*lines, "goals met" if ok else "GOAL MISSED"], ok
