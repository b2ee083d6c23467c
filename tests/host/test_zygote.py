"""The tests' zygote starts a command as `python -m` would: its own arguments, folder,
environment, input and output, a session of its own, and an end as an interpreter's (its exit
status, its threads joined, its exit handlers run, a signal's status when killed)."""

from __future__ import annotations

import os
import signal
import subprocess
import textwrap
from pathlib import Path

import pytest

from tests.host.zygote import CTRL_C_IGNORED, CTRL_C_SKIP, Zygote

SCRIPT = """
import atexit, os, sys, threading, time
atexit.register(lambda: print("exit handler", flush=True))
print("args", sys.argv[1:], "cwd", os.getcwd(), "env", os.environ.get("ZYGOTE_TEST"))
print("session", os.getsid(0) == os.getpid(), "typed", sys.stdin.readline().strip())
sys.stdout.flush()
threading.Thread(target=lambda: (time.sleep(0.3), print("thread joined"))).start()
if sys.argv[1] == "wait":
    time.sleep(60)
sys.exit(int(sys.argv[1]) if sys.argv[1].isdigit() else sys.argv[1])
"""


@pytest.fixture
def module(tmp_path: Path) -> Path:
    """A module the zygote can run, in a folder of its own."""
    (tmp_path / "zygote_probe.py").write_text(textwrap.dedent(SCRIPT), encoding="utf-8")
    return tmp_path


def run(zygote: Zygote, folder: Path, argument: str) -> tuple[int, list[str]]:
    """Run the probe with one argument and "hello" as its input: its status and its lines."""
    env = {"PYTHONPATH": str(folder), "ZYGOTE_TEST": "yes", "PATH": os.environ["PATH"]}
    process = zygote.start("zygote_probe", [argument], folder, env)
    process.stdin.write("hello\n")
    process.stdin.close()
    lines = process.stdout.read().splitlines()
    process.stdout.close()
    return process.wait(10), lines


def test_a_command_runs_with_its_own_arguments_folder_environment_and_streams(
    zygote: Zygote, module: Path
) -> None:
    status, lines = run(zygote, module, "3")
    assert status == 3
    assert lines == [
        f"args ['3'] cwd {module} env yes",
        "session True typed hello",
        "thread joined",
        "exit handler",
    ]


def test_a_message_as_exit_status_is_printed_and_is_status_one(
    zygote: Zygote, module: Path
) -> None:
    status, lines = run(zygote, module, "broken")
    assert status == 1
    assert lines[2:] == ["broken", "thread joined", "exit handler"]  # as an interpreter orders them


def test_a_killed_command_has_the_signal_as_status_and_a_wait_can_time_out(
    zygote: Zygote, module: Path
) -> None:
    env = {"PYTHONPATH": str(module), "PATH": os.environ["PATH"]}
    process = zygote.start("zygote_probe", ["wait"], module, env)
    assert process.poll() is None
    with pytest.raises(subprocess.TimeoutExpired):
        process.wait(0.2)
    os.killpg(process.pid, signal.SIGTERM)
    assert process.wait(10) == -signal.SIGTERM
    assert process.poll() == -signal.SIGTERM
    process.stdin.close()
    process.stdout.close()


@pytest.mark.skipif(CTRL_C_IGNORED, reason=CTRL_C_SKIP)
def test_ctrl_c_ends_a_command_as_it_ends_an_interpreter(zygote: Zygote, module: Path) -> None:
    env = {"PYTHONPATH": str(module), "PATH": os.environ["PATH"]}
    process = zygote.start("zygote_probe", ["wait"], module, env)
    process.stdin.write("\n")
    process.stdin.close()
    assert process.stdout.readline().startswith("args ['wait']")
    assert process.stdout.readline() == "session True typed \n"
    os.kill(process.pid, signal.SIGINT)
    assert process.wait(10) == -signal.SIGINT
    rest = process.stdout.read()
    process.stdout.close()
    assert "\nKeyboardInterrupt\n" in rest and rest.endswith("exit handler\n")
