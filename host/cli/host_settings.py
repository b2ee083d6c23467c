"""What `play` and `resume` were asked for: the command line read once, and checked, into
frozen values before anything is built or written."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from host.cli import voice_options
from host.flows.floor import Floor
from host.voice.settings import Device, VoiceSettings, config_table

SHORTEST_WINDOW, LONGEST_WINDOW = 1.0, 60.0
"""The seconds `--answer-window` may give: less than a second is no time to speak, and a minute
of silence is no party."""


@dataclass(frozen=True)
class Listening:
    """How the host hears the table."""

    keyboard: bool
    """Every answer typed."""
    engine: str
    """The recognizer's name, or "auto"."""
    model: str | None
    """A model folder for the recognizer; None for its default."""
    mic: Device
    push_to_talk: bool
    """Listen only after Enter (or a clicker)."""
    answer_window: float
    """Seconds an answer is waited for."""
    floor: Floor = Floor.OPEN
    """Whether the players call out their answers, or are asked in turn (--in-turn)."""

    def __post_init__(self) -> None:
        if not SHORTEST_WINDOW <= self.answer_window <= LONGEST_WINDOW:  # NaN too
            raise ValueError(
                f"--answer-window must be from {SHORTEST_WINDOW:g} to {LONGEST_WINDOW:g} "
                f"seconds, not {self.answer_window:g}"
            )


@dataclass(frozen=True)
class PhoneSettings:
    """Who joins on a phone, whether the table page is served, and where."""

    phones: bool
    """Each player joins on their phone."""
    screen: bool
    """The table page is served (a TV or the laptop)."""
    host: str | None
    """The address phones reach this computer at; None for its LAN address."""
    port: int | None
    """The server's port; None for a free one."""
    qr: bool
    """Links are printed with their QR codes."""


@dataclass(frozen=True)
class HostSettings:
    """Everything a hosted game was asked for on the command line."""

    voice: VoiceSettings
    listening: Listening
    phones: PhoneSettings

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> HostSettings:
        """The settings of a `play` or `resume` command line (and its config file); ValueError
        in one line for the first one that is wrong."""
        listening = Listening(
            keyboard=args.keyboard,
            engine=args.engine,
            model=args.model,
            mic=args.mic,
            push_to_talk=args.push_to_talk,
            answer_window=args.answer_window,
            floor=floor(args),
        )
        phones = PhoneSettings(
            phones=args.phones,
            screen=args.phones if args.screen is None else args.screen,
            host=args.phones_host,
            port=args.phones_port,
            qr=not args.no_qr,
        )
        return cls(voice_options.voice_settings(args), listening, phones)


def floor_argument(parser: argparse.ArgumentParser) -> None:
    """Add `--in-turn` (Mot Dit's guessers asked by name) to a subcommand."""
    parser.add_argument(
        "--in-turn",
        action="store_true",
        help="Mot Dit: ask each guesser by name in turn, instead of all calling out their guesses",
    )


def floor(args: argparse.Namespace) -> Floor:
    """In turn with --in-turn, or `in_turn = true` in the config file's `[table]`; otherwise
    the open floor. ValueError in one line for any other setting of that table."""
    if args.in_turn:
        return Floor.IN_TURN
    path = voice_options.config_file(args)
    table = {} if path is None else config_table(path, "table")
    for key, value in table.items():
        if key != "in_turn":
            raise ValueError(f"{path}: unknown table setting {key!r}")
        if not isinstance(value, bool):
            raise ValueError(f"{path}: bad value for in_turn: {value!r} (true or false)")
    return Floor.IN_TURN if table.get("in_turn") else Floor.OPEN
