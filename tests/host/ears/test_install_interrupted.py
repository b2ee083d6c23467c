"""Ctrl-C during a large real copy (`models install --from DIR`): the command stops at once,
says so in one line, and leaves nothing in the models folder, not even its staging folder."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.host.ears.test_models import whisper_folder
from tests.host.zygote import ROOT

SIZE = 1536 << 20
"""The model file's bytes: enough for a copy of a second or more, under the size cap."""
WAIT = 30.0
"""Seconds the copy may take to start on a busy machine."""


def hears_ctrl_c() -> None:
    """In the command's process, before it starts: Ctrl-C back to its default. A shell that
    runs the tests in the background starts them with it ignored, and Python then leaves it
    ignored, in the tests and in every process they start."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_during_a_large_copy_stops_it_and_leaves_nothing(tmp_path: Path) -> None:
    source = whisper_folder(tmp_path / "large.en", "config.json", "tokenizer.json")
    with (source / "model.bin").open("wb") as out:
        os.posix_fallocate(out.fileno(), 0, SIZE)  # real blocks that read as zeros: no hole
    models = tmp_path / "models"
    process = subprocess.Popen(
        [sys.executable, "-m", "host.cli", "models", "install", "--from", str(source)],
        cwd=ROOT, env={**os.environ, "PARTYHOST_MODELS": str(models)},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=hears_ctrl_c,
    )  # fmt: skip
    until = time.monotonic() + WAIT
    copying = []
    while not copying and process.poll() is None and time.monotonic() < until:
        copying = [p for p in models.glob(".install-*/copy/model.bin") if p.stat().st_size]
        time.sleep(0.005)
    assert copying, "the copy never started"
    # Frozen while its copy is looked at: on a busy machine the copy could otherwise end
    # between the look and the Ctrl-C. The Ctrl-C waits, pending, until it runs on.
    process.send_signal(signal.SIGSTOP)
    assert copying[0].stat().st_size < SIZE  # stopped halfway
    process.send_signal(signal.SIGINT)
    process.send_signal(signal.SIGCONT)
    out, err = process.communicate(timeout=10)
    assert (process.returncode, out, err) == (130, "", "partyhost: stopped\n")
    assert list(models.iterdir()) == []  # no staging folder, no half-installed model
