"""Copying a model folder the user names (`models install --from DIR`), safely: regular files
only, no link followed out of the folder, no device, FIFO or socket, no sparse file, and caps
on its size and its number of entries; every refusal one sentence."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from host.ears.errors import ModelError

MAX_BYTES = 4 << 30
"""The most a model folder may hold: Whisper large-v3 in float16, the largest CTranslate2
Whisper model, is about 3.1 GB."""
MAX_ENTRIES = 1000
"""The most files and folders a model folder may hold: a model has a handful."""
CHUNK = 1 << 20
"""Bytes copied at a time (Ctrl-C is honoured between two)."""


def copy_folder(source: Path, dest: Path) -> None:
    """Copy the model folder `source` to `dest` (made here); ModelError, in one sentence, for
    anything in it that is not a regular file or folder inside it, or too much of it."""
    root = source.resolve()
    copied, entries = 0, 0
    dest.mkdir()
    pending = [(source, dest)]
    while pending:
        folder, into = pending.pop()
        with os.scandir(folder) as listing:
            for entry in listing:
                entries += 1
                if entries > MAX_ENTRIES:
                    raise ModelError(
                        f"{source}: refused: it holds more than {MAX_ENTRIES:,} files and "
                        "folders, and a model holds a handful"
                    )
                path, target = Path(entry.path), into / entry.name
                if entry.is_dir(follow_symlinks=False):
                    target.mkdir()
                    pending.append((path, target))
                    continue
                real = _inside(source, root, path) if entry.is_symlink() else path
                copied += _copy_file(source, path, real, target, MAX_BYTES - copied)


def _inside(source: Path, root: Path, link: Path) -> Path:
    """The file a link inside the folder points to, if it is a file inside the folder too."""
    shown = link.relative_to(source)
    try:
        real = link.resolve(strict=True)
    except (OSError, RuntimeError):  # a loop, or a link to nothing
        raise ModelError(f"{source}: refused: {shown} is a link that leads nowhere") from None
    if not real.is_relative_to(root):
        raise ModelError(
            f"{source}: refused: {shown} links to {real}, outside the folder; copy the model "
            "with its links resolved (cp -rL) and install the copy"
        )
    if real.is_dir():
        raise ModelError(f"{source}: refused: {shown} is a link to a folder")
    return real


def _copy_file(source: Path, shown: Path, real: Path, target: Path, room: int) -> int:
    """Copy the regular file `real` (found at `shown`) to `target`; the bytes copied."""
    what = shown.relative_to(source)
    try:
        fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise ModelError(f"{source}: refused: {what} cannot be read ({exc.strerror})") from None
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise ModelError(
                f"{source}: refused: {what} is not a regular file (a device, FIFO or socket)"
            )
        if info.st_size > 0 and info.st_blocks * 512 < info.st_size // 2:
            raise ModelError(f"{source}: refused: {what} is a sparse file, mostly holes")
        if info.st_size > room:
            raise ModelError(
                f"{source}: refused: it holds more than {MAX_BYTES >> 30} GiB, more than the "
                "largest model"
            )
        copied = 0
        with open(target, "wb") as out:
            os.fchmod(out.fileno(), stat.S_IMODE(info.st_mode) & 0o777)  # a private file stays so
            while chunk := file.read(min(CHUNK, room - copied + 1)):
                copied += len(chunk)
                if copied > room:
                    raise ModelError(f"{source}: refused: {what} grew while it was copied")
                out.write(chunk)
    return copied
