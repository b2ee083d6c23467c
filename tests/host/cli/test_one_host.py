"""One host per game: a second `resume` of a game being played refuses in one line naming the
first host's process, a killed host blocks nothing, and `resume` alone picks the newest game
that has a move."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from host.cli import main

ROOT = Path(__file__).resolve().parents[3]
STARTED = 30.0
"""Seconds the first host may take to start and say it resumes."""


@pytest.fixture(autouse=True)
def saves_home(tmp_path, monkeypatch) -> Path:
    """Saves go to a private data folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path / "partyhost" / "saves"


def played(monkeypatch, typed: str) -> None:
    """A Mot Dit game played from the keyboard until `typed` runs out."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    argv = ["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "4"]
    assert main(argv) == 0


def resume(save: Path, stdin: int) -> subprocess.Popen[str]:
    """`partyhost resume SAVE` typed and muted, as a process of its own."""
    command = [sys.executable, "-m", "host.cli", "resume", str(save), "--keyboard", "--mute"]
    return subprocess.Popen(
        command, cwd=ROOT, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def test_a_second_host_refuses_naming_the_first_and_a_killed_host_blocks_nothing(
    monkeypatch, saves_home: Path
) -> None:
    played(monkeypatch, "\n\n\none\n")  # the holder chooses a word: one move
    (save,) = saves_home.glob("motdit-*.json")
    first = resume(save, subprocess.PIPE)  # waits for the keyboard while it holds the game
    try:
        assert first.stdout is not None
        assert "resuming" in first.stdout.readline()
        second = resume(save, subprocess.DEVNULL)
        _out, err = second.communicate(timeout=STARTED)
        assert second.returncode == 2
        assert err.strip() == (
            f"partyhost: error: this game is being played by another partyhost, process {first.pid}"
        )
    finally:
        os.kill(first.pid, signal.SIGKILL)
        first.wait(STARTED)
    third = resume(save, subprocess.DEVNULL)
    out, err = third.communicate(timeout=STARTED)
    assert third.returncode == 0, err
    assert f"resuming {save}" in out


def test_resume_alone_passes_over_a_game_without_a_move(monkeypatch, capsys, saves_home) -> None:
    played(monkeypatch, "\n\n\none\n")
    (moved,) = saves_home.glob("motdit-*.json")
    time.sleep(1.1)  # a later save name (the clock's second) and modification time
    played(monkeypatch, "")  # no input: saved before its first move
    empty = next(p for p in saves_home.glob("motdit-*.json") if p != moved)
    assert all(
        a["$type"] == "core.Shuffle" for a in json.loads(empty.read_text())["host"]["actions"]
    )
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["resume", "--keyboard", "--mute"]) == 0
    assert f"resuming {moved}" in capsys.readouterr().out
