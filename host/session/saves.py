"""Autosaves: JSON written atomically with a checksum; a damaged save never replaces a good one."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SAVE_VERSION = 2
"""The version saves are written in: 2 holds the engine's game JSON of format 2."""
READABLE_VERSIONS = (1, SAVE_VERSION)
"""The versions read_save accepts: a version 1 save holds game JSON of format 1."""
PREVIOUS_SUFFIX = ".prev"


class SaveError(ValueError):
    """A save file that cannot be used, with a one-line reason."""


@dataclass(frozen=True)
class Save:
    """What a save holds: the game's own JSON plus the host's settings and random state."""

    game: str
    game_json: dict[str, Any]
    host: dict[str, Any]


def _checksum(game: str, game_json: Any, host: Any) -> str:
    canonical = json.dumps([game, game_json, host], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def write_save(path: Path, save: Save) -> None:
    """Write `save` atomically; the file it replaces is kept as PATH.prev."""
    payload = {
        "partyhost_save": SAVE_VERSION,
        "game": save.game,
        "game_json": save.game_json,
        "host": save.host,
        "sha256": _checksum(save.game, save.game_json, save.host),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(payload, out)
            out.flush()
            os.fsync(out.fileno())
        if path.exists():
            os.replace(path, path.with_name(path.name + PREVIOUS_SUFFIX))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> Save:
    """Read a save; SaveError with a one-line reason if it is missing, damaged or edited."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read {path}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path} is damaged (not JSON at line {exc.lineno}){_hint(path)}") from None
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


def _hint(path: Path) -> str:
    previous = path.with_name(path.name + PREVIOUS_SUFFIX)
    return f"; the previous good save is {previous}" if previous.exists() else ""
