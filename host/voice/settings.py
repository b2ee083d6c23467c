"""Voice settings (voice, rate, volume, output devices), and how a TOML file gives them.

The file's `[voice]` table holds the same names as the command line's options (host/cli
reads those); other tables (`[table]`) are read by other parts of the host.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

Device = int | str | None
"""A sounddevice output: its index, part of its name, or None for the system default."""

MIN_RATE, MAX_RATE = 80, 450
MAX_READ_PACE = 5.0
READ_AT_LEAST = 5
"""Words' worth of time the shortest line not spoken aloud is held (1.5 s at 0.3 s a word: a
one-word line is read in a glance, but a glance needs the eyes on the screen first)."""
ENGINES = ("piper", "espeak")
"""Piper's neural voice (the default), or pyttsx3 with espeak-ng."""


@dataclass(frozen=True)
class VoiceSettings:
    """How the announcer sounds and where its lines go."""

    voice: str | None = None
    """An espeak voice id or name (see `espeak-ng --voices`); None for the default."""
    rate: int | None = None
    """Speaking rate in words per minute; None for the synthesizer's default."""
    volume: float = 1.0
    device: Device = None
    """The shared speaker."""
    private_device: Device = None
    """An earpiece for private lines; None shows them in a look-away on the terminal instead."""
    mute: bool = False
    """Captions only, no sound."""
    tts: str = "piper"
    """The text-to-speech engine, one of ENGINES; Piper falls back to espeak if it is missing."""
    cues: bool = True
    """Sound cues (listening, correct, buzzer...); captions name them either way."""
    read_pace: float = 0.3
    """Seconds a word of a line that is not spoken aloud (muted, or no speech engine) stays the
    newest caption before the next line, so that eyes keep up (READ_AT_LEAST words at least)."""

    def __post_init__(self) -> None:
        if self.tts not in ENGINES:
            raise ValueError(f"tts must be one of {', '.join(ENGINES)}, not {self.tts!r}")
        if self.rate is not None and not MIN_RATE <= self.rate <= MAX_RATE:
            raise ValueError(f"rate must be {MIN_RATE} to {MAX_RATE} words per minute")
        if not 0.0 <= self.volume <= 1.0:
            raise ValueError("volume must be between 0 and 1")
        if not 0.0 <= self.read_pace <= MAX_READ_PACE:
            raise ValueError(f"read pace must be 0 to {MAX_READ_PACE} seconds a word")

    def reading_time(self, text: str) -> float:
        """Seconds a line of `text` is held for reading when it is not spoken aloud (none at a
        pace of 0)."""
        return self.read_pace * max(READ_AT_LEAST, len(text.split()))


def default_config_path() -> Path:
    """Where the config file is looked for when --config is not given."""
    base = os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config"
    return Path(base) / "partyhost" / "config.toml"


def load(path: Path) -> VoiceSettings:
    """The settings of the `[voice]` table of a TOML file (defaults for what it leaves out)."""
    return _checked(config_table(path, "voice"), str(path))


def config_table(path: Path, name: str) -> dict[str, Any]:
    """The table `name` of the TOML file at `path` (empty when the file has none);
    ValueError in one line when the file cannot be read or the table is not one."""
    try:
        with path.open("rb") as file:
            table = tomllib.load(file).get(name, {})
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: {exc}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path}: not a text file (a TOML file is UTF-8 text)") from None
    except OSError as exc:
        raise ValueError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if not isinstance(table, dict):
        raise ValueError(f"{path}: [{name}] must be a table")
    return table


def _checked(table: dict[str, Any], where: str) -> VoiceSettings:
    types = {
        "voice": str,
        "rate": int,
        "volume": (int, float),
        "mute": bool,
        "tts": str,
        "cues": bool,
        "read_pace": (int, float),
    }
    known = {f.name for f in fields(VoiceSettings)}
    for key, value in table.items():
        if key not in known:
            raise ValueError(f"{where}: unknown voice setting {key!r}")
        wanted = types.get(key, (int, str))
        if isinstance(value, bool) is not (wanted is bool) or not isinstance(value, wanted):
            raise ValueError(f"{where}: bad value for {key}: {value!r}")
    for key in ("volume", "read_pace"):
        if key in table:
            table = {**table, key: float(table[key])}
    return VoiceSettings(**table)
