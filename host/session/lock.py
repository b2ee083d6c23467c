"""One host per game: a save is locked while a host plays it, by an OS file lock that the
system lets go of when the process ends, however it ends (a killed host never blocks)."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from types import TracebackType

from host.files import PRIVATE

SUFFIX = ".lock"
"""The lock file beside a save: `game.json.lock` (the save itself is replaced at every move,
so it cannot hold a lock)."""


class GameInUse(ValueError):
    """Another partyhost is playing this game, or its save's folder takes no lock."""


class GameLock:
    """The lock on the game saved at `save` (which exists), held from `acquire()` (or `with`)
    to `release()`."""

    def __init__(self, save: Path) -> None:
        save = save.resolve()  # one lock however the save is reached (a link, a path with ..)
        self.path = save.with_name(save.name + SUFFIX)
        self._fd: int | None = None

    def acquire(self) -> GameLock:
        """Take the lock; GameInUse naming the other host's process if it holds it, or why the
        save's folder takes no lock file (read-only: no move could be saved there either)."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, PRIVATE)
        except OSError as exc:
            raise GameInUse(
                f"{self.path.parent}: the game cannot be played where it is saved "
                f"({exc.strerror or exc}): copy the save to a folder you can write to"
            ) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            other = os.read(fd, 32).decode("ascii", "replace").strip()
            os.close(fd)
            who = f", process {other}" if other.isdigit() else ""
            raise GameInUse(f"this game is being played by another partyhost{who}") from None
        except OSError:  # a file system without locks: the game is played unguarded, not lost
            os.close(fd)
            return self
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return self

    def release(self) -> None:
        """Let go of the lock (the lock file stays: removing it could race a new host)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    def __enter__(self) -> GameLock:
        return self.acquire()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()
