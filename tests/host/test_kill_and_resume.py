"""Kill a hosted game with SIGKILL mid-party, resume it, and it ends as if never interrupted."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from host.session.session import Session
from tests.host.sim_runner import new_session, play

ROOT = Path(__file__).resolve().parents[2]
SEED = 21


def runner(*args: str, delay: str = "0") -> subprocess.Popen:
    env = {**os.environ, "PARTY_DELAY": delay}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.host.sim_runner", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_game_killed_at_a_random_moment_resumes_to_the_same_scores(tmp_path):
    whole = play(new_session(SEED, None))
    save = tmp_path / "party.json"
    rng = random.Random()
    for _attempt in range(5):
        process = runner("new", str(save), str(SEED), delay="0.01")
        time.sleep(rng.uniform(2.5, 5.0))
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
            process.wait()
            break
        process.wait()
    else:
        raise AssertionError("the game always ended before it could be killed")
    stopped = Session.resume(save)
    assert not stopped.game.is_over() and stopped.actions
    resumed = runner("resume", str(save))
    out, err = resumed.communicate(timeout=120)
    assert resumed.returncode == 0, err
    assert tuple(json.loads(out)) == whole
