"""Autosaves: JSON written atomically with a checksum; a damaged save never replaces a good one."""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.codec import TYPE_KEY
from engine.core import Shuffle
from host.files import PRIVATE, PRIVATE_FOLDER, InputError, read_limited

SAVE_VERSION = 2
"""The version saves are written in: 2 holds the engine's game JSON of format 2."""
READABLE_VERSIONS = (1, SAVE_VERSION)
"""The versions read_save accepts: a version 1 save holds game JSON of format 1."""
PREVIOUS_SUFFIX = ".prev"
MAX_SAVE_BYTES = 16_000_000
"""The largest save read: a long game's save is well under 1 MB."""
MAX_DEPTH = 64
"""The deepest nesting of lists and objects read: a save's own is under 20."""
NO_ROOM = (errno.ENOSPC, errno.EDQUOT)
"""The disk's ways of saying it has no room for a save."""
MAX_NUMBER = 999
"""How far numbered save names go (NAME-2.json ... NAME-999.json) before giving up."""


class SaveError(ValueError):
    """A save file that cannot be used, with a one-line reason."""

    full = False
    """Whether the disk had no room for it (it may have room later)."""


class DiskFull(SaveError):
    """A save the disk had no room for."""

    full = True


@dataclass(frozen=True)
class Save:
    """What a save holds: the game's own JSON plus the host's settings and random state."""

    game: str
    game_json: dict[str, Any]
    host: dict[str, Any]

    def moved(self) -> bool:
        """Whether a player has made a move: an action other than chance's shuffles."""
        actions = self.host.get("actions")
        return isinstance(actions, list) and any(
            isinstance(a, dict) and a.get(TYPE_KEY) != Shuffle.json_tag for a in actions
        )


def _checksum(game: str, game_json: Any, host: Any) -> str:
    canonical = json.dumps([game, game_json, host], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


Stamp = tuple[int, int, int, int]
"""A file as it was left: its device, inode, size and modification time (ns)."""


def write_save(path: Path, save: Save, left: frozenset[Stamp] = frozenset()) -> frozenset[Stamp]:
    """Write `save` atomically over the save at `path` (kept as PATH.prev); SaveError, saying
    that saving failed, if the disk refuses or `path` (or PATH.prev) is not a partyhost save.
    `left`: what the previous write_save returned, the stamps of the files it left; a file
    still as it was left is known to be a save and is not read again (an autosave reads
    nothing), while one changed since is checked."""
    previous = path.with_name(path.name + PREVIOUS_SUFFIX)
    for existing in (path, previous):
        if _stamp(existing) not in left and not _is_save(existing):
            raise SaveError(f"saving failed: {existing} is not a partyhost save, so it is kept")
    with _written(path, save) as tmp:
        if path.exists():
            kept = f"{tmp}.prev"  # a copy renamed: PATH itself is never missing, even briefly
            try:
                shutil.copyfile(path, kept)
                os.chmod(kept, PRIVATE)  # it holds every secret, as the save does
                os.replace(kept, previous)
            finally:
                Path(kept).unlink(missing_ok=True)
        os.replace(tmp, path)
    return frozenset(s for s in map(_stamp, (path, previous)) if s is not None)


def _stamp(path: Path) -> Stamp | None:
    """The stamp of the file at `path` (None: there is none)."""
    try:
        made = path.lstat()
    except FileNotFoundError:
        return None
    return (made.st_dev, made.st_ino, made.st_size, made.st_mtime_ns)


def create_save(path: Path, save: Save, numbered: bool = False) -> Path:
    """Write `save` as a new file, never over an existing one: at `path`, or with `numbered`
    at the first free name of PATH, STEM-2.json, STEM-3.json...; the path written."""
    candidates = [path]
    if numbered:
        candidates += [path.with_stem(f"{path.stem}-{n}") for n in range(2, MAX_NUMBER + 1)]
    with _written(path, save) as tmp:
        for candidate in candidates:
            if candidate.with_name(candidate.name + PREVIOUS_SUFFIX).exists():
                continue  # a leftover .prev would be offered as this game's previous save
            try:
                os.link(tmp, candidate)  # atomic and exclusive: fails if the name exists
            except FileExistsError:
                continue
            except OSError as exc:
                raise SaveError(f"saving failed: {candidate}: {exc.strerror or exc}") from None
            return candidate
    raise SaveError(f"saving failed: {path} (or its .prev) exists; choose another save file")


@contextlib.contextmanager
def _written(path: Path, save: Save) -> Iterator[str]:
    """A temporary file beside `path` holding `save`, removed after; OSError -> SaveError."""
    payload = {
        "partyhost_save": SAVE_VERSION,
        "game": save.game,
        "game_json": save.game_json,
        "host": save.host,
        "sha256": _checksum(save.game, save.game_json, save.host),
    }
    tmp = None
    try:
        path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(json.dumps(payload))  # one C-encoded text: json.dump encodes in Python
            out.flush()
            os.fsync(out.fileno())
        yield tmp
    except OSError as exc:
        refused = DiskFull if exc.errno in NO_ROOM else SaveError
        raise refused(f"saving failed: {path}: {exc.strerror or exc}") from None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)


def _is_save(path: Path) -> bool:
    """Whether `path` is absent or a regular file holding a partyhost save (of any version)."""
    try:
        kind = path.lstat().st_mode
    except FileNotFoundError:
        return True
    if not stat.S_ISREG(kind):
        return False
    try:
        data = json.loads(read_limited(path, MAX_SAVE_BYTES))
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and "partyhost_save" in data


def read_save(path: Path) -> Save:
    """Read a save; SaveError with a one-line reason if it is missing, damaged or edited."""
    if not path.exists() and not path.is_symlink():
        raise SaveError(f"no save file at {path}")
    try:
        text = read_limited(path, MAX_SAVE_BYTES).decode("utf-8")
    except InputError as exc:
        raise SaveError(str(exc)) from None
    except UnicodeDecodeError:
        raise SaveError(f"{path} is damaged (not UTF-8 text){_hint(path)}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path} is damaged (not JSON at line {exc.lineno}){_hint(path)}") from None
    except (ValueError, RecursionError):  # a number of thousands of digits, deep nesting
        raise SaveError(f"{path} is damaged (JSON beyond its limits){_hint(path)}") from None
    if _depth(data) > MAX_DEPTH:
        raise SaveError(f"{path} is damaged (nested deeper than any save){_hint(path)}")
    if not isinstance(data, dict) or "partyhost_save" not in data:
        raise SaveError(f"{path} is not a partyhost save{_hint(path)}")
    version = data["partyhost_save"]
    if type(version) is not int or version not in READABLE_VERSIONS:
        readable = " and ".join(map(str, READABLE_VERSIONS))
        raise SaveError(
            f"{path} is a partyhost save of version {version!r}; this partyhost reads versions "
            f"{readable}{_hint(path)}"
        )
    game, game_json, host = data.get("game"), data.get("game_json"), data.get("host")
    if not isinstance(game, str) or not isinstance(game_json, dict) or not isinstance(host, dict):
        raise SaveError(f"{path} is damaged (missing parts){_hint(path)}")
    if data.get("sha256") != _checksum(game, game_json, host):
        raise SaveError(f"{path} was damaged or edited (checksum mismatch){_hint(path)}")
    return Save(game, game_json, host)


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in JSON data (without recursion)."""
    # Level by level, in list comprehensions: quicker than a stack of (value, depth) pairs,
    # and paid on every resume.
    deepest, level = 0, [data]
    while level:
        deepest += 1
        level = [
            child
            for value in level
            if isinstance(value, dict | list)
            for child in (value.values() if isinstance(value, dict) else value)
        ]
    return deepest


def _hint(path: Path) -> str:
    previous = path.with_name(path.name + PREVIOUS_SUFFIX)
    good = previous.exists() and _is_save(previous)
    return f"; the previous good save is {previous}" if good else ""
