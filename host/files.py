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
    try:
        kind = os.fstat(fd).st_mode
        if not stat.S_ISREG(kind):  # checked first: a folder cannot even be opened as a file
            what = "a folder" if stat.S_ISDIR(kind) else "not a regular file"
            raise InputError(f"{path}: {what}, not a file to read")
        with os.fdopen(fd, "rb", closefd=False) as file:
            data = file.read(limit + 1)
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise InputError(f"{path}: larger than the {size(limit)} this input may be")
    return data


def size(count: int) -> str:
    """A byte count for people: `16 MB`, `512 kB`, `12 bytes`."""
    for unit, scale in (("GB", 10**9), ("MB", 10**6), ("kB", 10**3)):
        if count >= scale:
            return f"{count / scale:g} {unit}"
    return f"{count} bytes"


PRIVATE = 0o600
"""The mode of every file that holds a secret (a save, a key, a log): the owner's alone."""
PRIVATE_FOLDER = 0o700
"""The mode of the folders partyhost makes for such files."""


def private_folder(path: Path) -> Path:
    """`path`, one of partyhost's own folders (saves, the phones' key), made if need be and
    made the owner's alone (0700) whatever mode it had."""
    path.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    path.chmod(PRIVATE_FOLDER)
    return path
