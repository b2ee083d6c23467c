"""`partyhost bench ears`: the recognition benchmark, baseline and ears side by side."""

from __future__ import annotations

import argparse
import sys

from host.ears import bench


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `bench` subcommand with its `ears` target."""
    parser = commands.add_parser("bench", help="benchmarks with made-up audio")
    targets = parser.add_subparsers(dest="target", metavar="TARGET", parser_class=type(parser))
    targets.required = True
    ears = targets.add_parser(
        "ears",
        help="speech recognition: accuracy in noise, false accepts, decode time",
        description="Speak the deck with many espeak-ng voices, add babble and pink noise, and "
        "compare each step from a plain grammar to the full ears (about 6 min; --quick: 1 min).",
    )
    ears.add_argument("--quick", action="store_true", help="a small corpus (40 words)")
    ears.add_argument("--seed", type=int, default=1, help="corpus seed (1)")
    ears.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the Markdown table on stdout, progress on stderr."""
    size = "quick" if args.quick else "full"
    print(bench.run(size, args.seed, log=lambda line: print(line, file=sys.stderr, flush=True)))
    return 0
