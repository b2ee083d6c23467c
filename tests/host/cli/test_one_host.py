"""One host per game: a second `resume` of a game being played refuses in one line naming the
first host's process, a killed host blocks nothing, and `resume` alone picks the newest game
that has a move."""

from __future__ import annotations

import io
import json
import os
import time
from pathlib import Path

import pytest

from host.cli import main
from tests.host.zygote import ROOT, Zygote

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


def resume(save: Path) -> list[str]:
    """The arguments of `partyhost resume SAVE` typed and muted."""
    return ["resume", str(save), "--keyboard", "--mute"]


def test_a_second_host_refuses_naming_the_first_and_a_killed_host_blocks_nothing(
    monkeypatch, saves_home: Path, zygote: Zygote
) -> None:
    played(monkeypatch, "\n\n\none\n")  # the holder chooses a word: one move
    (save,) = saves_home.glob("motdit-*.json")
    # Each host a process of its own; the first waits for the keyboard while it holds the game.
    env = dict(os.environ)
    first = zygote.start("host.cli", resume(save), ROOT, env)
    try:
        assert "resuming" in first.stdout.readline()
        second = zygote.run("host.cli", resume(save), ROOT, env, STARTED)
        assert second.returncode == 2
        assert second.stderr.strip() == (
            f"partyhost: error: this game is being played by another partyhost, process {first.pid}"
        )
    finally:
        first.kill()
        first.wait(STARTED)
    third = zygote.run("host.cli", resume(save), ROOT, env, STARTED)
    assert third.returncode == 0, third.stderr
    assert f"resuming {save}" in third.stdout


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


def test_a_save_in_a_read_only_folder_is_refused_in_one_line(monkeypatch, saves_home, capsys):
    played(monkeypatch, "\n\n\none\n")
    (save,) = saves_home.glob("motdit-*.json")
    folder = save.parent.parent / "readonly"
    folder.mkdir()
    if os.system(f"mount -t tmpfs -o size=1m tmpfs {folder} 2>/dev/null") != 0:
        pytest.skip("mounting a read-only tmpfs is not allowed here")
    try:
        (folder / save.name).write_bytes(save.read_bytes())
        assert os.system(f"mount -o remount,ro {folder}") == 0
        capsys.readouterr()
        monkeypatch.setattr("sys.stdin", io.StringIO(""))
        assert main(resume(folder / save.name)) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "[Errno" not in err and "Read-only file system" in err
    finally:
        os.system(f"umount {folder}")


def test_a_save_reached_through_a_link_is_the_same_game_under_one_lock(tmp_path):
    from host.session.lock import GameInUse, GameLock

    save = tmp_path / "game.json"
    save.write_text("{}")
    link = tmp_path / "elsewhere.json"
    link.symlink_to(save)
    with GameLock(save):
        with pytest.raises(GameInUse, match="another partyhost"):
            GameLock(link).acquire()
        with pytest.raises(GameInUse, match="another partyhost"):
            GameLock(tmp_path / "sub" / ".." / "game.json").acquire()


def test_a_busy_phones_port_leaves_nothing_of_the_game_behind(monkeypatch, saves_home, capsys):
    import socket

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        monkeypatch.setattr("sys.stdin", io.StringIO(""))
        argv = ["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--phones"]
        code = main([*argv, "--phones-host", "127.0.0.1", "--phones-port", str(port)])
    finally:
        taken.close()
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "already in use" in err and "[Errno" not in err
    assert not list(saves_home.iterdir()), "no save, lock, caption or phones log is left"
