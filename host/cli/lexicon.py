"""`partyhost lexicon check|stats`: validate the game content, or summarise it."""

from __future__ import annotations

import argparse
import sys
from types import ModuleType

from host.games import GAMES
from lexicon.check import check_all, stats_all, summary


def content() -> tuple[ModuleType, ...]:
    """Every registered game's content module, in the registry's order."""
    return tuple(spec.lexicon for spec in GAMES.values())


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `lexicon` subcommand, with its own `check` and `stats` subcommands."""
    parser = commands.add_parser(
        "lexicon", help="check or summarise the game content", description=__doc__
    )
    actions = parser.add_subparsers(
        dest="lexicon_command", metavar="ACTION", parser_class=type(parser)
    )
    actions.required = True
    actions.add_parser(
        "check",
        help="validate all content; exit 1 with one line per problem",
        description="Validate all game content: exit 0 with a one-line summary, or 1 with "
        "one line per problem.",
    )
    actions.add_parser(
        "stats",
        help="print counts and distributions of the content",
        description="Print card counts, clue-count and bonus distributions, distinct words.",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Run `lexicon check` or `lexicon stats`; the exit status."""
    modules = content()
    if args.lexicon_command == "check":
        problems = check_all(modules)
        for problem in problems:
            print(problem)
        if problems:
            print(f"{len(problems)} problem(s)", file=sys.stderr)
            return 1
        print(summary(modules))
        return 0
    for line in stats_all(modules):
        print(line)
    return 0
