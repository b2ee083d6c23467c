"""`models install --from DIR` cannot be turned against the user: a folder that loops, links
out of itself, holds a device, a FIFO, a sparse giant, thousands of files or a model that does
not load is refused in one sentence within seconds, and the models folder is left as it was."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from host.ears.errors import ModelError
from host.ears.models import install

SOON = 5.0
"""Seconds a refusal may take."""


def model_like(folder: Path) -> Path:
    """A folder with a CTranslate2 Whisper model's files (holding junk)."""
    folder.mkdir()
    for name in ("model.bin", "config.json", "tokenizer.json"):
        (folder / name).write_text("{}")
    return folder


def loop(folder: Path) -> None:
    (folder / "loop").symlink_to(".")


def dev_zero(folder: Path) -> None:
    (folder / "weights.bin").symlink_to("/dev/zero")


def outside(folder: Path) -> None:
    (folder / "vocabulary.txt").symlink_to("/etc/passwd")


def fifo(folder: Path) -> None:
    os.mkfifo(folder / "pipe")


def sparse(folder: Path) -> None:
    with open(folder / "model.bin", "wb") as file:
        file.truncate(2 << 30)


def many(folder: Path) -> None:
    files = folder / "files"
    files.mkdir()
    for n in range(5000):
        (files / str(n)).touch()


def random_weights(folder: Path) -> None:
    (folder / "model.bin").write_bytes(os.urandom(1000))


HOSTILE: dict[str, tuple[Callable[[Path], None], str]] = {
    "symlink loop": (loop, "loop is a link to a folder"),
    "link to /dev/zero": (dev_zero, "weights.bin links to /dev/zero, outside the folder"),
    "link to a file outside": (outside, "vocabulary.txt links to /etc/passwd, outside"),
    "FIFO": (fifo, "pipe is not a regular file (a device, FIFO or socket)"),
    "2 GB sparse file": (sparse, "model.bin is a sparse file"),
    "5,000 empty files": (many, "more than 1,000 files and folders"),
    "random model.bin": (random_weights, "refused: ctranslate2 could not load"),
}


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_folder_is_refused_in_one_sentence_and_leaves_nothing(tmp_path, kind) -> None:
    make, why = HOSTILE[kind]
    source = model_like(tmp_path / "model")
    make(source)
    models = tmp_path / "models"
    start = time.monotonic()
    with pytest.raises(ModelError) as refused:
        install(None, source, models)
    assert time.monotonic() - start < SOON
    message = str(refused.value)
    assert message.startswith(f"{source}: refused") and why in message
    assert "\n" not in message
    assert list(models.iterdir()) == []


@pytest.mark.parametrize("name", ["whisper-x/../../escape", "../up", ".hidden", "a\x1b[2Jb", ""])
def test_a_model_name_that_is_no_plain_folder_name_is_refused_before_anything_is_copied(
    tmp_path, name
) -> None:
    source = model_like(tmp_path / "model")
    models = tmp_path / "deep" / "models"
    with pytest.raises(ModelError) as refused:
        install(name or ".", source, models)
    assert "cannot name a model" in str(refused.value) and "\n" not in str(refused.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deep", "model"]
    assert not (tmp_path / "escape").exists() and list(models.iterdir()) == []


def test_models_list_writes_a_folder_s_name_out_in_one_line(tmp_path, monkeypatch, capsys):
    from host.cli import main

    models = tmp_path / "models"
    (models / "evil\x1b[2J").mkdir(parents=True)
    monkeypatch.setenv("PARTYHOST_MODELS", str(models))
    assert main(["models", "list"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "evil\\x1b[2J" in out


def test_a_copied_model_keeps_each_file_s_permissions(tmp_path, monkeypatch) -> None:
    from host.ears.folder_copy import copy_folder

    source = model_like(tmp_path / "model")
    os.chmod(source / "model.bin", 0o600)
    os.link(source / "model.bin", source / "weights.bin")  # a hard link, as the issue found
    os.chmod(source / "config.json", 0o640)
    copy_folder(source, tmp_path / "copy")
    modes = {p.name: p.stat().st_mode & 0o777 for p in (tmp_path / "copy").iterdir()}
    assert modes == {
        "model.bin": 0o600,
        "weights.bin": 0o600,
        "config.json": 0o640,
        "tokenizer.json": (source / "tokenizer.json").stat().st_mode & 0o777,
    }
