"""A small real disk that can fill up: a tmpfs mounted for one test (it takes root, as on the
project's own machines), and filling it to the last page."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def small_disk(folder: Path, size: str) -> Iterator[Path]:
    """A tmpfs of `size` mounted at `folder` (made) while the block runs; the test is skipped
    where mounting is not allowed."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs takes root, as on the project's own machines")
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", folder],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if mounted.returncode != 0:  # a container without the right to mount
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", folder], check=True)


def fill(folder: Path) -> Path:
    """Fill the disk under `folder` to the last page; the file that fills it."""
    filler = folder / "filler"
    with filler.open("wb") as out:
        os.posix_fallocate(out.fileno(), 0, shutil.disk_usage(folder).free)
    with pytest.raises(OSError) as full:
        (folder / "probe").write_bytes(b"\0" * 4096)
    assert full.value.errno == errno.ENOSPC
    return filler
