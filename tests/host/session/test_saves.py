"""Autosaves: atomic, checksummed, and a damaged save never costs the previous good one."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from host.session import saves
from host.session.saves import SAVE_VERSION, Save, SaveError, read_save, write_save

V1_SAVES = Path(__file__).parent / "data" / "saves_v1"


def sample(n: int) -> Save:
    return Save("motdit", {"turn": n, "names": ["Ann", "Bob"]}, {"seed": 7, "rng": [1, 2, n]})


def test_a_save_reads_back_exactly(tmp_path):
    path = tmp_path / "party.json"
    write_save(path, sample(1))
    assert read_save(path) == sample(1)


def test_each_save_keeps_the_previous_one(tmp_path):
    path = tmp_path / "party.json"
    write_save(path, sample(1))
    write_save(path, sample(2))
    assert read_save(path) == sample(2)
    assert read_save(tmp_path / "party.json.prev") == sample(1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["party.json", "party.json.prev"]


def test_a_save_is_never_missing_while_it_is_written_over(tmp_path, monkeypatch):
    # A reader (a resume, a test polling the game) between two renames found no save at all.
    path = tmp_path / "party.json"
    write_save(path, sample(1))
    there, rename = [], os.replace

    def replace(source, target):
        there.append(path.exists())
        rename(source, target)
        there.append(path.exists())

    monkeypatch.setattr(os, "replace", replace)
    write_save(path, sample(2))
    assert there and all(there)
    assert read_save(path) == sample(2) and read_save(tmp_path / "party.json.prev") == sample(1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["party.json", "party.json.prev"]


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda text: text[: len(text) // 2], r"damaged \(not JSON"),
        (lambda text: "", r"damaged \(not JSON"),
        (lambda text: text.replace('"turn": 2', '"turn": 3'), "checksum mismatch"),
        (lambda text: json.dumps({"hello": 1}), "not a partyhost save"),
        (lambda text: text.replace('"host"', '"hosts"'), "missing parts"),
    ],
)
def test_a_damaged_or_edited_save_is_one_clear_error_and_the_good_one_stays(
    tmp_path, damage, message
):
    path = tmp_path / "party.json"
    write_save(path, sample(1))
    write_save(path, sample(2))
    path.write_text(damage(path.read_text()))
    with pytest.raises(SaveError, match=message) as info:
        read_save(path)
    assert "\n" not in str(info.value)
    assert "party.json.prev" in str(info.value)
    assert read_save(tmp_path / "party.json.prev") == sample(1)


def test_a_missing_save_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="no save file"):
        read_save(tmp_path / "nothing.json")


def test_a_failed_write_leaves_the_good_save_untouched(tmp_path, monkeypatch):
    path = tmp_path / "party.json"
    write_save(path, sample(1))

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("host.session.saves.os.fsync", disk_full)
    with pytest.raises(SaveError, match=r"^saving failed: .*party.json: No space left on device$"):
        write_save(path, sample(2))
    assert read_save(path) == sample(1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["party.json"]


def test_saves_are_written_in_version_2_and_version_1_saves_still_read(tmp_path):
    path = tmp_path / "party.json"
    write_save(path, sample(1))
    assert SAVE_VERSION == 2 and json.loads(path.read_text())["partyhost_save"] == 2
    path.write_text(path.read_text().replace('"partyhost_save": 2', '"partyhost_save": 1'))
    assert read_save(path) == sample(1)
    assert read_save(V1_SAVES / "maury.json").game == "maury"


@pytest.mark.parametrize("version", [0, 3, "2", 2.5, None, True])
def test_a_save_of_an_unknown_version_is_one_clear_error(tmp_path, version):
    path = tmp_path / "party.json"
    write_save(path, sample(1))
    data = json.loads(path.read_text())
    data["partyhost_save"] = version
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"version .*reads versions 1 and 2") as info:
        read_save(path)
    assert "\n" not in str(info.value)


def test_an_autosave_reads_no_file_it_left_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "party.json"
    read, really = [], saves.read_limited

    def counted(file, limit):
        read.append(Path(file).name)
        return really(file, limit)

    monkeypatch.setattr(saves, "read_limited", counted)
    left = write_save(path, sample(1))
    left = write_save(path, sample(2), left)
    assert read == []  # neither party.json nor its .prev were read back
    for n in range(3, 6):
        left = write_save(path, sample(n), left)
    assert read == [] and read_save(path) == sample(5)


def test_a_file_changed_since_the_last_autosave_is_checked_again(tmp_path):
    path = tmp_path / "party.json"
    left = write_save(path, sample(2), write_save(path, sample(1)))
    previous = tmp_path / "party.json.prev"
    previous.unlink()
    previous.write_text("the user's notes, put here after the last autosave")
    with pytest.raises(SaveError, match=r"party.json.prev is not a partyhost save, so it is kept"):
        write_save(path, sample(3), left)
    assert previous.read_text().startswith("the user's notes")
    assert read_save(path) == sample(2)
