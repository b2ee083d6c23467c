"""Saves against careless users and edited files (issue 18): a save never replaces what is not
a save, names never collide, a failed save says so, and resume refuses whatever its actions do
not replay to, in one line naming the file."""

from __future__ import annotations

import io
import json
import os
import shutil
from pathlib import Path

import pytest

from host.cli import main
from host.games import resume
from host.session.saves import Save, SaveError, _checksum, read_save, write_save

V1_SAVES = Path(__file__).parent / "data" / "saves_v1"
PLAY = ["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "4"]


@pytest.fixture(autouse=True)
def saves_home(tmp_path, monkeypatch):
    """Saves go to a private data folder; the keyboard types nothing."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    return tmp_path / "data" / "partyhost" / "saves"


def one_error_line(capsys, *words: str) -> str:
    """The one stderr line of a refused command, checked to hold `words`."""
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err and all(w in err for w in words), err
    return err


def listing(folder: Path) -> dict[str, bytes | None]:
    """Every entry of `folder`: a file's bytes, None for anything else."""
    return {p.name: p.read_bytes() if p.is_file() else None for p in folder.iterdir()}


def test_save_over_a_users_file_is_refused_and_the_file_kept(tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my shopping list\n")
    before = listing(tmp_path)
    assert main([*PLAY, "--save", str(notes)]) == 2
    one_error_line(capsys, "saving failed", str(notes))
    assert listing(tmp_path) == before


def test_save_over_a_folder_or_a_fifo_is_refused_and_nothing_renamed(tmp_path, capsys):
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "pipe")
    before = listing(tmp_path)
    for name in ("folder", "pipe"):
        assert main([*PLAY, "--save", str(tmp_path / name)]) == 2
        one_error_line(capsys, "saving failed")
    assert listing(tmp_path) == before and (tmp_path / "folder").is_dir()


def test_a_users_file_named_like_the_previous_save_is_never_replaced(tmp_path, capsys):
    (tmp_path / "party.json.prev").write_text("mine")
    assert main([*PLAY, "--save", str(tmp_path / "party.json")]) == 2
    one_error_line(capsys, "saving failed")
    assert (tmp_path / "party.json.prev").read_text() == "mine"
    with pytest.raises(SaveError, match=r"not a partyhost save, so it is kept"):
        write_save(tmp_path / "party.json", Save("motdit", {}, {}))
    assert (tmp_path / "party.json.prev").read_text() == "mine"


def test_an_existing_save_is_not_taken_over_by_a_new_game(tmp_path, capsys):
    path = tmp_path / "party.json"
    assert main([*PLAY, "--save", str(path)]) == 0
    first = path.read_bytes()
    assert main([*PLAY, "--save", str(path)]) == 2
    one_error_line(capsys, "exists; choose another save file")
    assert path.read_bytes() == first


def test_games_started_in_the_same_second_get_their_own_save_and_log(saves_home, monkeypatch):
    monkeypatch.setattr("host.cli.play.time.strftime", lambda _format: "20250101-120000")
    for _ in range(3):
        assert main(PLAY) == 0
    saves = sorted(p.name for p in saves_home.glob("*.json"))
    assert saves == [
        "motdit-20250101-120000-2.json",
        "motdit-20250101-120000-3.json",
        "motdit-20250101-120000.json",
    ]
    previous = {p.name.removesuffix(".prev") for p in saves_home.glob("*.prev")}
    assert previous == set(saves)  # each game keeps its own previous save
    assert len(list(saves_home.glob("*.captions.txt"))) == 3


def test_a_full_disk_says_that_saving_failed(tmp_path, monkeypatch, capsys):
    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("host.session.saves.os.fsync", disk_full)
    assert main([*PLAY, "--save", str(tmp_path / "party.json")]) == 2
    one_error_line(capsys, "saving failed", "No space left on device")
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def saved(tmp_path) -> Path:
    """A mid-game Maudit Mot Dit save to edit."""
    path = tmp_path / "party.json"
    shutil.copy(V1_SAVES / "motdit.json", path)
    return path


def edited(path: Path, change) -> None:
    """Edit the save with `change(data)` and recompute its checksum, as anyone can."""
    data = json.loads(path.read_text())
    change(data)
    data["sha256"] = _checksum(data["game"], data["game_json"], data["host"])
    path.write_text(json.dumps(data))


def set_in(keys: tuple, value):
    """A change that sets data[k1][k2]... to `value`."""

    def change(data):
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


EDITS = {
    "points": (set_in(("game_json", "state", "points"), [99, 0, 0, 3]), "not what its actions"),
    "card index": (set_in(("game_json", "state", "card"), 9999), "not what its actions"),
    "seed infinity": (set_in(("host", "seed"), float("inf")), "is no seed"),
    "rngs list": (set_in(("host", "rngs"), []), "random states"),
    "nesting": (set_in(("host", "actions"), json.loads("[" * 500 + "]" * 500)), "nested deeper"),
    "rng numbers": (set_in(("host", "rngs", "chance", 1), [2**70] * 625), "cannot be resumed"),
    "config": (set_in(("game_json", "config", "players"), []), "cannot be resumed"),
}


@pytest.mark.parametrize("edit", EDITS, ids=str)
def test_an_edited_save_with_a_recomputed_checksum_is_refused_in_one_line(saved, capsys, edit):
    change, reason = EDITS[edit]
    edited(saved, change)
    before = saved.read_bytes()
    assert main(["resume", str(saved), "--keyboard", "--mute"]) == 2
    one_error_line(capsys, str(saved), reason)
    assert saved.read_bytes() == before


def test_json_nested_beyond_the_parsers_limit_is_damaged_not_a_crash(tmp_path, capsys):
    path = tmp_path / "deep.json"
    path.write_text('{"partyhost_save": 2, "game_json": ' + "[" * 200_000 + "]" * 200_000 + "}")
    assert main(["resume", str(path), "--keyboard"]) == 2
    one_error_line(capsys, "is damaged")


def test_a_number_of_thousands_of_digits_is_damaged_not_a_crash(saved, capsys):
    saved.write_text(saved.read_text().replace('"seed": 11', '"seed": ' + "9" * 5000))
    assert main(["resume", str(saved), "--keyboard"]) == 2
    one_error_line(capsys, "is damaged")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_resume_of_a_device_reads_nothing_from_it(device, capsys):
    assert main(["resume", device, "--keyboard"]) == 2
    one_error_line(capsys, "not a regular file")


def test_a_save_over_the_size_limit_is_refused_unread(tmp_path, monkeypatch):
    monkeypatch.setattr("host.session.saves.MAX_SAVE_BYTES", 1000)
    path = tmp_path / "big.json"
    path.write_text(" " * 1001)
    with pytest.raises(SaveError, match="larger than the 1 kB"):
        read_save(path)


def test_an_unedited_save_still_resumes(saved):
    assert resume(saved).game.state.points == [1, 0, 0, 3]
