"""Reading the user's input files with a limit: regular files only, and never more than a cap.

Every file partyhost reads on the user's behalf (a save, a batch of cases, a recording) goes
through here, so that `/dev/zero`, a FIFO or a 4 GB file is a one-line error, not a hang.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class InputError(ValueError):
    """An input file that cannot be read: missing, not a regular file, or too large."""


def read_limited(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file `path`; InputError if it is not one or has over `limit`."""
    path = Path(path)
    try:
        # Opened without blocking, so that a FIFO with no writer cannot stall the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as file:
        kind = os.fstat(fd).st_mode
        if not stat.S_ISREG(kind):
            what = "a folder" if stat.S_ISDIR(kind) else "not a regular file"
            raise InputError(f"{path}: {what}, not a file to read")
        try:
            data = file.read(limit + 1)
        except OSError as exc:
            raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise InputError(f"{path}: larger than the {size(limit)} this input may be")
    return data


def size(count: int) -> str:
    """A byte count for people: `16 MB`, `512 kB`, `12 bytes`."""
    for unit, scale in (("GB", 10**9), ("MB", 10**6), ("kB", 10**3)):
        if count >= scale:
            return f"{count / scale:g} {unit}"
    return f"{count} bytes"
