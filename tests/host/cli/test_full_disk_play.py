"""A full disk silences nothing and loses nothing, played at the command line with phones on a
small real tmpfs: once the caption log and the phones' log have no room, every line is still
shown, the laptop is told once per log, "stop the game" exits cleanly, and the move made while
the disk was full is in the rescue file."""

from __future__ import annotations

import json
import os
import re
import signal
import ssl
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from host.phrasebook.table_says import TableSays
from host.session.saves import read_save
from tests.host.disk import fill, small_disk
from tests.host.zygote import CTRL_C_IGNORED, CTRL_C_SKIP, ROOT, Zygote

pytestmark = pytest.mark.slow

STEP = 60.0
"""Seconds the host may take to reach each line the test waits for."""
PAGE = 4096
"""The tmpfs's page: a file that ends on one needs a new page for its next byte."""


def until(done: Callable[[], bool]) -> None:
    """Wait until `done()`, STEP seconds at most."""
    deadline = time.monotonic() + STEP
    while not done():
        assert time.monotonic() < deadline, "the host never got there"
        time.sleep(0.05)


def to_page_end(path: Path) -> None:
    """Pad the log at `path` (appending, as the host does) to the end of its last page."""
    with path.open("a", encoding="utf-8") as log:
        log.write("." * (-(path.stat().st_size + 1) % PAGE) + "\n")
    assert path.stat().st_size % PAGE == 0


CTRL_C = pytest.param("Ctrl-C", marks=pytest.mark.skipif(CTRL_C_IGNORED, reason=CTRL_C_SKIP))
"""Ending the game with Ctrl-C, which the host gets only if the test process does."""


@pytest.mark.parametrize("ending", ["stop the game", CTRL_C])
def test_a_disk_full_mid_game_silences_nothing_and_loses_no_move(
    ending: str, tmp_path: Path, zygote: Zygote
) -> None:
    rescue = tmp_path / "rescue"
    rescue.mkdir()
    env = dict(os.environ, TMPDIR=str(rescue), XDG_DATA_HOME=str(tmp_path / "data"))
    with small_disk(tmp_path / "disk", "1m") as disk:
        save = disk / "game.json"
        argv = ["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "4"]
        argv += ["--save", str(save), "--phones", "--phones-host", "127.0.0.1", "--no-qr"]
        argv += ["--engine", "pocketsphinx"]  # the phones' ears, started in a fraction of Whisper's
        host = zygote.start("host.cli", argv, ROOT, env)
        try:
            links = host.lines_until(lambda line: line.startswith("Open your link"))
            port = next(re.search(r":(\d+)/p/", line) for line in links if "phone Ann" in line)
            # Start without phones, skip the rules, look at the card and choose, hide it.
            host.stdin.write("\nskip\n\none\n\n")
            host.stdin.flush()
            host.lines_until(lambda line: "Ann, your clue." in line)
            captions = save.with_suffix(".captions.txt")
            until(lambda: "Ann, your clue." in captions.read_text())  # logged after shown
            to_page_end(captions)
            fill(disk)
            insecure = ssl._create_unverified_context()  # the host's own certificate
            origin = f"https://127.0.0.1:{port.group(1)}"
            with urllib.request.urlopen(f"{origin}/static/turn.js", context=insecure) as page:
                assert page.status == 200  # a request the phones' log has no room for
            host.stdin.write("wedding\n")
            host.stdin.flush()
            after = host.lines_until(lambda line: "Clue one: wedding." in line)
            if ending == "Ctrl-C":
                os.killpg(host.pid, signal.SIGINT)
                # Its input still open: the interrupt alone ends it (closing the input at once
                # could end it first, as "no more input").
                host.wait(STEP)
            else:
                host.stdin.write("stop the game\nyes\n")
                host.stdin.flush()
            rest, _ = host.communicate(STEP)
        finally:
            if host.poll() is None:
                host.kill()
    said = "".join(after) + rest
    assert host.returncode == (130 if ending == "Ctrl-C" else 0), said
    assert "Clue one: wedding." in "".join(after)  # shown, with no room to log it
    assert "Could not deliver" not in said and "Traceback" not in said
    assert said.count("cannot write this log") == 2, said  # the captions', the phones'
    words = " ".join(re.sub("[│╭╮╰╯─]", " ", said).split())  # the captions' boxes undone
    assert (TableSays.STOPPED_ELSEWHERE in words) == (ending == "stop the game")
    (rescued,) = rescue.glob("*.json")
    assert f"partyhost resume {rescued}" in said
    actions = read_save(rescued).host["actions"]
    assert any(json.dumps(action).count('"wedding"') for action in actions)
