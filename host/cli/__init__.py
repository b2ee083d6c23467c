"""The `partyhost` command line: one subcommand per job, each with --help."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib.metadata import PackageNotFoundError, version

from host.cli import bench, demo, doctor, ears, judge, lexicon, models, odds, play, say
from host.one_line import one_line
from host.voice.announcer import AnnouncerFailed

Handler = Callable[[argparse.Namespace], int]


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Print `partyhost: error: MESSAGE` and exit 2."""
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def installed_version() -> str:
    """The version of the installed partyhost package (its metadata), or why there is none."""
    try:
        return version("partyhost")
    except PackageNotFoundError:
        return "(not installed: run from a source folder)"


def build_parser() -> argparse.ArgumentParser:
    """The parser for every subcommand."""
    parser = OneLineParser(prog="partyhost", description=__doc__)
    parser.add_argument("--version", action="version", version=f"%(prog)s {installed_version()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    commands.required = True
    demo.register(commands)
    play.register(commands)
    odds.register(commands)
    judge.register(commands)
    say.register(commands)
    lexicon.register(commands)
    ears.register(commands)
    models.register(commands)
    bench.register(commands)
    doctor.register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one subcommand; bad input gives a one-line message, never a traceback."""
    args = build_parser().parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except KeyboardInterrupt:
        print("partyhost: stopped", file=sys.stderr)
        return 130
    except (ValueError, OSError, AnnouncerFailed) as exc:
        print(f"partyhost: error: {one_line(str(exc))}", file=sys.stderr)
        return 2
