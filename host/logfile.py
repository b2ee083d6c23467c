"""A game's log file (its captions, its phones' server records): written a line at a time, the
owner's alone (0600), capped in size by turning the full file into one old copy, and never an
error for the game. A line that cannot be written (a full disk) is counted and the log says how
many it missed as soon as it can write again; the game goes on, its lines spoken and shown."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from host.files import PRIVATE, PRIVATE_FOLDER
from host.one_line import one_line

ROTATE_AT = 4_000_000
"""Bytes a log file may hold; the next line starts it again, the full one kept as `NAME.1`
(a phone sending broken requests as fast as it can fills this in seconds, not the disk)."""


def warn(message: str) -> None:
    """Say on the terminal, in one line, that a log cannot be written."""
    print(one_line(f"partyhost: {message}"), file=sys.stderr, flush=True)


def old_copy(path: Path) -> Path:
    """Where the log at `path` keeps its one old copy."""
    return path.with_name(path.name + ".1")


class LogFile:
    """Appends lines to `path` (made 0600; emptied first unless `append`); `trouble` is told,
    once per spell of trouble, when lines cannot be written. Opening it raises OSError; writing
    and closing never do."""

    def __init__(
        self,
        path: Path,
        append: bool = True,
        trouble: Callable[[str], None] = warn,
        rotate_at: int = ROTATE_AT,
    ) -> None:
        self.path = path
        self.trouble = trouble
        self.rotate_at = rotate_at
        self.missed = 0
        """Lines not written since the last one that was (a full disk, a failed rotation)."""
        path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        self._fd: int | None = self._open(truncate=not append)
        self._size = os.fstat(self._fd).st_size

    def _open(self, truncate: bool) -> int:
        emptied = os.O_TRUNC if truncate else 0
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | emptied, PRIVATE)
        try:
            os.fchmod(fd, PRIVATE)
        except OSError:
            os.close(fd)
            raise
        return fd

    def write(self, line: str) -> None:
        """Append `line` and a newline, or count it missed."""
        if self.missed:
            note = f"({self.missed} lines were not logged: the log could not be written)\n"
            if not self._put(note.encode()):
                self.missed += 1
                return
            self.missed = 0
        if not self._put(f"{line}\n".encode()):
            self.missed += 1
            if self.missed == 1:
                self.trouble(f"{self.path}: cannot write this log; the game goes on without it")

    def _put(self, data: bytes) -> bool:
        """Write `data` whole at the end of the file (rotated first if it would grow over the
        cap); False if it could not be."""
        if self._fd is None:
            return False
        try:
            if self._size + len(data) > self.rotate_at:
                self._rotate()
        except OSError:
            return False
        start = self._size
        try:
            while data:
                done = os.write(self._fd, data)
                self._size += done
                data = data[done:]
        except OSError:
            self._cut(start)
            return False
        return True

    def _cut(self, size: int) -> None:
        """Take back the part of a line written before the disk ran out (no half lines)."""
        assert self._fd is not None
        try:
            os.ftruncate(self._fd, size)
        except OSError:
            return  # the half line stays; the next note says lines were missed
        self._size = size

    def _rotate(self) -> None:
        """The full file becomes the old copy; the log starts again, empty."""
        assert self._fd is not None
        os.replace(self.path, old_copy(self.path))
        os.close(self._fd)
        self._fd = None
        self._fd = self._open(truncate=True)
        self._size = 0

    def close(self) -> None:
        """Stop writing (nothing is buffered: nothing can fail)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)
            except OSError:  # an unbuffered file has nothing left to lose
                return
