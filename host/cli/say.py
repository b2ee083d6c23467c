"""`partyhost say`: speak one line through the announcer, or write it to a WAV file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from host.cli import voice_options
from host.one_line import one_line
from host.voice.announcer import Announcer
from host.voice.captions import CaptionLog, Captions
from host.voice.line import Line
from host.voice.settings import VoiceSettings, default_config_path
from host.voice.synth import SynthUnavailable, open_synth, render

LONGEST = 1000
"""The most characters `say` speaks: about a minute of speech, and some ten seconds of work for
Piper on one core (the longest line a game says, its rules, is 705); longer text is refused at
once rather than synthesised for minutes with no sign of progress."""


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `say` subcommand."""
    parser = commands.add_parser(
        "say",
        help="speak a line out loud (and caption it), or write it to a WAV file",
        description="Speak TEXT with the host's voice and show its caption. Voice options "
        f"can also come from the [voice] table of {default_config_path()}.",
    )
    parser.add_argument("text", metavar="TEXT", help="what to say")
    parser.add_argument("--to-file", type=Path, metavar="OUT.wav", help="write a WAV file instead")
    parser.add_argument("--to", metavar="NAME", help="the player the line is addressed to")
    parser.add_argument(
        "--private", action="store_true", help="for --to only: earpiece, or a look-away"
    )
    parser.add_argument("--caption-log", type=Path, metavar="FILE", help="append the caption")
    voice_options.add_arguments(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Say the line (or write it); bad options or a missing engine raise ValueError."""
    if len(args.text) > LONGEST:
        raise ValueError(
            f"the text is {len(args.text)} characters long; say speaks at most {LONGEST} "
            "(about a minute of speech): say it in several lines"
        )
    chosen = voice_options.voice_settings(args)
    if args.to_file is not None:
        return write(args.text, args.to_file, chosen)
    line = Line(args.text, to=args.to, private=args.private)
    log = CaptionLog(args.caption_log) if args.caption_log else None
    try:
        with Announcer(chosen, Captions(log=log)) as announcer:
            announcer.say(line)
    finally:
        if log is not None:
            log.close()
    return 0


def write(text: str, path: Path, chosen: VoiceSettings) -> int:
    """Synthesize `text` into the WAV file `path`, saying on stderr which voice spoke."""
    try:
        synth = open_synth(chosen, notice=lambda message: print(message, file=sys.stderr))
        audio = render(synth, text)
    except (SynthUnavailable, RuntimeError) as exc:  # no engine, or the engine failing
        raise ValueError(f"cannot synthesize speech: {exc}") from None
    audio.write_wav(path)
    print(f"voice: {synth.name}", file=sys.stderr)
    print(f"wrote {one_line(str(path))} ({audio.seconds:.1f} s)")
    return 0
