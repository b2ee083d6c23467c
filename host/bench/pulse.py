"""A private PulseAudio server with one null sink: a speaker to test and measure against.

It has its own folder, socket and environment, so it never meets the desktop's server or
another test's. Only the process it started is stopped.

A null sink nobody listens to renders in blocks of up to 2 s, and a new stream does not wake
it: a line's samples then wait up to 2 s before they are "played", and the player returns that
late (1 s on average, 2 s for the first line, as measured before this was known). A sound card
plays at once; so the server keeps the sink running like one, with a loopback from its monitor
that asks for a short latency, and restarts it once so that it leaves its first long block.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SINK = "party"
DRAIN = "drain"
"""A second null sink, where the loopback that keeps the speaker running goes."""
TICK_MS = 20
"""The latency the loopback asks of the speaker: how often it renders."""
START_TIMEOUT = 15.0


class NullSinkServer:
    """`pulseaudio` run in the foreground in `folder`, with the null sink `party`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.socket = folder / "native"
        self.server = f"unix:{self.socket}"
        """The PULSE_SERVER value that reaches this server."""
        self.monitor = f"{SINK}.monitor"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start the server and wait until it answers; OSError if it cannot start."""
        if shutil.which("pulseaudio") is None or shutil.which("pactl") is None:
            raise OSError("pulseaudio is not installed (apt-get install pulseaudio)")
        self.folder.mkdir(parents=True, exist_ok=True)
        home = self.folder / "home"
        home.mkdir(exist_ok=True)
        env = {**os.environ, "HOME": str(home), "XDG_RUNTIME_DIR": str(self.folder)}
        env |= {"XDG_CONFIG_HOME": str(home / ".config"), "PULSE_SERVER": self.server}
        command = [
            "pulseaudio",
            "--daemonize=no",
            "--system=no",
            "-n",
            "--exit-idle-time=-1",
            "--disable-shm=yes",
            "--realtime=no",
            "--high-priority=no",
            "--use-pid-file=no",
            f"--log-target=file:{self.folder / 'pulseaudio.log'}",
            f"--load=module-native-protocol-unix auth-anonymous=1 socket={self.socket}",
            f"--load=module-null-sink sink_name={SINK}",
            "--load=module-always-sink",
            f"--load=module-null-sink sink_name={DRAIN}",
            f"--load=module-loopback source={SINK}.monitor sink={DRAIN} latency_msec={TICK_MS}",
        ]
        self._process = subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self._wait_ready(env)

    def _wait_ready(self, env: dict[str, str]) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            assert self._process is not None
            if self._process.poll() is not None:
                raise OSError(f"pulseaudio exited at start; see {self.folder / 'pulseaudio.log'}")
            ask = ["pactl", "--server", self.server, "info"]
            if subprocess.run(ask, env=env, capture_output=True, timeout=5).returncode == 0:
                self._settle(env)
                return
            time.sleep(0.05)
        self.stop()
        raise OSError(f"pulseaudio did not answer within {START_TIMEOUT:.0f} s")

    def _settle(self, env: dict[str, str]) -> None:
        """Make the speaker the default sink and take it out of the 2 s block it started in."""
        for args in (("set-default-sink", SINK), *(("suspend-sink", SINK, s) for s in "10")):
            ask = ["pactl", "--server", self.server, *args]
            done = subprocess.run(ask, env=env, capture_output=True, text=True, timeout=5)
            if done.returncode:
                self.stop()
                raise OSError(f"pactl {' '.join(args)}: {done.stderr.strip()}")

    def stop(self) -> None:
        """Stop the server this object started (and nothing else)."""
        process, self._process = self._process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)

    @contextmanager
    def chosen(self) -> Iterator[None]:
        """This server as the one this process's sound goes to (PULSE_SERVER) while the block
        runs; what was chosen before (or nothing) afterwards."""
        before = os.environ.get("PULSE_SERVER")
        os.environ["PULSE_SERVER"] = self.server
        try:
            yield
        finally:
            if before is None:
                del os.environ["PULSE_SERVER"]
            else:
                os.environ["PULSE_SERVER"] = before

    def __enter__(self) -> NullSinkServer:
        self.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()
