"""A partyhost that has imported itself once, for the tests that start hosts as processes: one
zygote per test process forks a copy of itself for each `python -m MODULE ARGS` a test starts,
with that command's arguments, folder, environment and standard streams. The copy runs the
module as `python -m` does and ends as an interpreter ends (its threads joined, its exit
handlers run), without the second of imports a new interpreter spends first.

python -m tests.host.zygote FD  serves the test process at the other end of socket FD."""

from __future__ import annotations

import atexit
import gc
import io
import json
import os
import runpy
import select
import signal
import socket
import struct
import subprocess
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
"""The project's folder, where the host tests' commands run."""
PRELOADED = ("host.cli", "tests.host.short_games")
"""What the zygote imports once: all that `partyhost` and the tests' short games import."""
REQUEST = 1 << 20
"""The largest request, in bytes: a command's arguments, folder and environment as JSON."""
NUMBER = struct.Struct("q")
"""How the watcher of a fork writes its pid, then its exit status, down the status pipe."""
KILLED = -signal.SIGKILL
"""The exit status of a fork whose watcher went without saying it."""
CTRL_C_IGNORED = signal.getsignal(signal.SIGINT) is not signal.default_int_handler
"""Whether this test process ignores Ctrl-C, as one started in the background of a shell without
job control does: its commands get Ctrl-C as it has it, so a test that stops one with Ctrl-C
cannot run (CTRL_C_SKIP)."""
CTRL_C_SKIP = "the tests run with Ctrl-C ignored (a shell's background job): so would the command"
"""Why such a test is skipped."""


class Forked:
    """A command running in a fork of the zygote, used as subprocess.Popen is: its pid (the
    leader of a session of its own), its input and output as text, poll() and wait()."""

    def __init__(self, args: list[str], status: int, stdin: int, stdout: int) -> None:
        self.args = args
        self._status = status
        self.pid = _number(status)
        self.stdin = open(stdin, "w", encoding="utf-8")  # noqa: SIM115 (closed by the test)
        self.stdout = open(stdout, encoding="utf-8")  # noqa: SIM115 (closed by the test)
        self.returncode: int | None = None

    def poll(self) -> int | None:
        """Its exit status if it has ended (negative: the signal that ended it), else None."""
        if self.returncode is None and select.select([self._status], [], [], 0)[0]:
            self._ended()
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        """Wait until it ends (subprocess.TimeoutExpired after `timeout` seconds); its status."""
        if self.returncode is None:
            if not select.select([self._status], [], [], timeout)[0]:
                raise subprocess.TimeoutExpired(self.args, timeout or 0)
            self._ended()
        assert self.returncode is not None
        return self.returncode

    def lines_until(self, found: Callable[[str], bool]) -> list[str]:
        """Its output's lines up to the first that `found` accepts, that one included (all of
        them, the last not accepted, if its output ends first)."""
        lines = []
        while line := self.stdout.readline():
            lines.append(line)
            if found(line):
                break
        return lines

    def kill(self) -> None:
        """End it and whatever it started (SIGKILL to its session's process group)."""
        os.killpg(self.pid, signal.SIGKILL)

    def communicate(self, timeout: float | None = None) -> tuple[str, None]:
        """Close its input, read the rest of its output and wait for it to end, as Popen's
        communicate does (subprocess.TimeoutExpired after `timeout` seconds, the command
        killed: a reader left waiting on it would hold the test process at its exit)."""
        self.stdin.close()
        reader = ThreadPoolExecutor(1)
        rest = reader.submit(self.stdout.read)
        try:
            self.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise
        finally:
            reader.shutdown()
        return rest.result(), None

    def _ended(self) -> None:
        self.returncode = _exit_status(self._status)


class Zygote:
    """The zygote of one test process: started with it, it starts commands as Forked."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._process = subprocess.Popen(
            [sys.executable, "-m", __name__, str(theirs.fileno())],
            cwd=ROOT,
            pass_fds=(theirs.fileno(),),
            stdin=subprocess.DEVNULL,
        )
        theirs.close()
        self._socket = ours
        self._lock = threading.Lock()

    def start(self, module: str, args: list[str], cwd: Path, env: dict[str, str]) -> Forked:
        """Run `python -m MODULE ARGS` in `cwd` with `env` as its whole environment, in a
        session of its own, its output and errors both down its stdout."""
        stdin, to_stdin = os.pipe()
        from_stdout, stdout = os.pipe()
        status = self._fork(module, args, cwd, env, [stdin, stdout, stdout])
        return Forked([module, *args], status, to_stdin, from_stdout)

    def run(
        self, module: str, args: list[str], cwd: Path, env: dict[str, str], timeout: float
    ) -> subprocess.CompletedProcess[str]:
        """Run `python -m MODULE ARGS` as subprocess.run does with no input and its output
        and errors captured apart (subprocess.TimeoutExpired after `timeout` seconds, the
        command killed)."""
        stdin = os.open(os.devnull, os.O_RDONLY)
        from_stdout, stdout = os.pipe()
        from_stderr, stderr = os.pipe()
        status = self._fork(module, args, cwd, env, [stdin, stdout, stderr])
        pid = _number(status)
        with ThreadPoolExecutor(2) as readers:
            outputs = [readers.submit(_read_all, fd) for fd in (from_stdout, from_stderr)]
            if not select.select([status], [], [], timeout)[0]:
                os.killpg(pid, signal.SIGKILL)
                os.close(status)
                raise subprocess.TimeoutExpired([module, *args], timeout)
            out, err = (output.result() for output in outputs)
        return subprocess.CompletedProcess([module, *args], _exit_status(status), out, err)

    def _fork(
        self, module: str, args: list[str], cwd: Path, env: dict[str, str], streams: list[int]
    ) -> int:
        """Ask the zygote for a fork with these standard streams (closed here once sent); the
        status pipe its watcher writes its pid down, then its exit status."""
        status, to_status = os.pipe()
        request = json.dumps({"module": module, "args": args, "cwd": str(cwd), "env": env})
        with self._lock:
            socket.send_fds(self._socket, [request.encode()], [*streams, to_status])
        for fd in {*streams, to_status}:
            os.close(fd)
        return status

    def close(self) -> None:
        """Stop the zygote (the commands it started run on)."""
        self._socket.close()
        self._process.wait(10)


def _number(fd: int) -> int:
    """The next number the watcher wrote down the status pipe `fd` (EOFError: none came)."""
    data = b""
    while len(data) < NUMBER.size:
        chunk = os.read(fd, NUMBER.size - len(data))
        if not chunk:
            raise EOFError("the fork's watcher ended without a word")
        data += chunk
    return int(NUMBER.unpack(data)[0])


def _exit_status(fd: int) -> int:
    """The exit status the watcher wrote down the status pipe `fd` once its command ended
    (KILLED if the watcher went without a word); the pipe then closed."""
    try:
        return _number(fd)
    except EOFError:
        return KILLED
    finally:
        os.close(fd)


def _read_all(fd: int) -> str:
    """Everything down the pipe `fd` until it closes, as text (the pipe then closed)."""
    with open(fd, encoding="utf-8") as pipe:
        return pipe.read()


def serve(connection: socket.socket) -> None:
    """Fork a watcher for each request until the test process hangs up."""
    assert threading.active_count() == 1, "a zygote with threads cannot fork safely"
    ctrl_c = signal.getsignal(signal.SIGINT)  # the commands get it as the test process has it
    # A Ctrl-C that stops the tests stops the zygote quietly and leaves its watchers waiting,
    # so that every command's status still reaches its test.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the watchers are reaped by the system
    while request := _request(connection):
        data, fds = request
        if os.fork() == 0:
            connection.close()
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            _watch(json.loads(data), fds, ctrl_c)
        for fd in fds:
            os.close(fd)


def _request(connection: socket.socket) -> tuple[bytes, list[int]] | None:
    """The next request and its streams, or None once the test process hangs up."""
    data, fds, _, _ = socket.recv_fds(connection, REQUEST, 4)
    return (data, fds) if data else None


def _watch(request: dict[str, Any], fds: list[int], ctrl_c: Any) -> None:
    """In the watcher: fork the command, say its pid, wait for it and say its exit status."""
    *streams, status = fds
    pid = os.fork()
    if pid == 0:
        os.close(status)
        signal.signal(signal.SIGINT, ctrl_c)
        _run(request, streams)
    for fd in streams:
        os.close(fd)
    os.write(status, NUMBER.pack(pid))
    _, wait_status = os.waitpid(pid, 0)
    os.write(status, NUMBER.pack(os.waitstatus_to_exitcode(wait_status)))
    os._exit(0)


def _run(request: dict[str, Any], streams: list[int]) -> None:
    """In the command's process: become `python -m MODULE ARGS` and exit as it would."""
    os.setsid()
    for target, fd in enumerate(streams):
        os.dup2(fd, target)
    for fd in set(streams) - {0, 1, 2}:
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    extra = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    sys.path[0:1] = [os.getcwd(), *extra]  # as `python -m` in that folder with that path
    unbuffered = bool(os.environ.get("PYTHONUNBUFFERED"))
    sys.stdin = io.TextIOWrapper(open(0, "rb", closefd=False), encoding="utf-8")  # noqa: SIM115
    sys.stdout = _writer(1, unbuffered, line_buffering=False)
    sys.stderr = _writer(2, unbuffered, line_buffering=True, errors="backslashreplace")
    sys.argv = ["-m", *request["args"]]
    code: int | None = 0  # None: ended by Ctrl-C
    try:
        runpy.run_module(request["module"], run_name="__main__", alter_sys=True)
    except SystemExit as stop:
        code = _exit_code(stop.code)
    except KeyboardInterrupt:  # as an interpreter: the traceback, then the signal's status
        traceback.print_exc()
        code = None
    except BaseException:  # as an interpreter: the traceback, then status 1
        traceback.print_exc()
        code = 1
    threading._shutdown()  # type: ignore[attr-defined] (as an interpreter ends: threads joined)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = code or 120  # as an interpreter whose output cannot be flushed at exit
    if code is None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    os._exit(code or 0)


def _writer(
    fd: int, unbuffered: bool, line_buffering: bool, errors: str = "strict"
) -> io.TextIOWrapper:
    """Standard output or errors on `fd`, buffered as a new interpreter's on a pipe."""
    raw = open(fd, "wb", buffering=0 if unbuffered else -1, closefd=False)  # noqa: SIM115
    return io.TextIOWrapper(
        raw,
        encoding="utf-8",
        errors=errors,
        line_buffering=line_buffering,
        write_through=unbuffered,
    )


def _exit_code(code: object) -> int:
    """The exit status of SystemExit(code), as an interpreter gives it."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


if __name__ == "__main__":
    for module in PRELOADED:
        __import__(module)
    # What a Mot Dit game's start readies in the background (the judge's tables and its deck's
    # WordNet relations, about a second), readied once here for every card rather than again
    # in every fork that plays one.
    from host.judge.warm import warm
    from lexicon.motdit.content import lexicon

    warm(word for card in lexicon().cards for word in card.words).join()
    # The imported modules live as long as every fork: the forks' collectors leave them alone
    # (nor do they copy their pages by touching them), as the gc module's documentation advises.
    gc.collect()
    gc.freeze()
    serve(socket.socket(fileno=int(sys.argv[1])))
