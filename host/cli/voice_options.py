"""The voice's command-line options (`--rate`, `--mute`, `--config`...), read into VoiceSettings:
the command line wins over the config file's `[voice]` table, the file over the defaults."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from host.voice.settings import ENGINES, VoiceSettings, default_config_path, load

OPTIONS = (
    "voice",
    "rate",
    "volume",
    "device",
    "private_device",
    "mute",
    "tts",
    "cues",
    "read_pace",
)
"""The VoiceSettings fields the command line can set."""


def device(text: str) -> int | str:
    """A --device value: an index when it is all digits, otherwise part of a device name."""
    return int(text) if text.isdigit() else text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the voice options to a subcommand."""
    group = parser.add_argument_group("voice")
    group.add_argument(
        "--config", type=Path, help="TOML file with a [voice] table (and a [table] one)"
    )
    group.add_argument("--tts", choices=ENGINES, help="text-to-speech engine (piper)")
    group.add_argument("--voice", help="espeak voice id or name, e.g. gmw/en-us")
    group.add_argument("--rate", type=int, help="words per minute")
    group.add_argument("--volume", type=float, help="0 to 1")
    group.add_argument("--device", type=device, help="speaker: index or part of a name")
    group.add_argument(
        "--private-device", type=device, help="earpiece for private lines (index or name)"
    )
    group.add_argument("--mute", action="store_true", default=None, help="captions only")
    group.add_argument(
        "--no-cues", dest="cues", action="store_false", default=None, help="no sound cues"
    )
    group.add_argument(
        "--read-pace",
        type=float,
        metavar="SECONDS",
        help="seconds a word of a line not spoken aloud stays on screen (0.3; 0: no wait)",
    )


def config_file(args: argparse.Namespace) -> Path | None:
    """The config file: --config's (ValueError if it is not a file), or the default one if
    present, or None."""
    path = args.config or default_config_path()
    if args.config is not None and not path.is_file():
        raise ValueError(f"no config file at {path}")
    return path if path.is_file() else None


def voice_settings(args: argparse.Namespace) -> VoiceSettings:
    """The settings from --config (or the default file, if present), overridden by options."""
    path = config_file(args)
    base = VoiceSettings() if path is None else load(path)
    given = {n: getattr(args, n) for n in OPTIONS if getattr(args, n) is not None}
    return replace(base, **given)
