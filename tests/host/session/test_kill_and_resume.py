"""Kill a hosted game with SIGKILL mid-party, resume it, and it ends as if never interrupted."""

from __future__ import annotations

import contextlib
import io
import json
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from host.games import resume
from tests.host.sim.runner import new_session, play

ROOT = Path(__file__).resolve().parents[3]
SEED = 21


def runner(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.host.sim.runner", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def scores(output: str) -> object:
    """The final scores a runner printed last."""
    return json.loads(output.strip().splitlines()[-1])


@pytest.mark.slow
@pytest.mark.parametrize("game", ["motdit", "fameus", "maury"])
def test_a_game_killed_at_a_random_moment_resumes_to_the_same_scores(tmp_path, game):
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        whole = play(new_session(game, SEED, None))
    answers = printed.getvalue().count("answer")
    save = tmp_path / "party.json"
    process = runner("new", game, str(save), str(SEED))
    kill_after = random.randrange(1, answers - 5)  # a random moment well before the end
    assert process.stdout is not None
    for _ in range(kill_after):
        assert process.stdout.readline() == "answer\n", process.stderr.read()
    process.send_signal(signal.SIGKILL)
    process.wait()
    stopped = resume(save)
    assert not stopped.game.is_over() and stopped.actions
    resumed = runner("resume", str(save))
    out, err = resumed.communicate(timeout=120)
    assert resumed.returncode == 0, err
    assert scores(out) == whole
