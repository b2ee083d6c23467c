"""`partyhost odds`: each player's exact chance of being found to be the father."""

from __future__ import annotations

import argparse
import json
import re
from fractions import Fraction

from engine.maury import father_odds
from host.one_line import one_line

_COUNT = re.compile(r"[0-9]{1,9}")
MAX_COUNT = 1000
"""The most NOT cards an envelope may hold here: far more than a deck has, and still fast."""
MAX_PLAYERS = 50
"""The most envelopes: the time grows with the square of their number."""


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `odds` subcommand to the `partyhost` parser."""
    parser = commands.add_parser(
        "odds",
        help="exact odds of being the father at the Big Reveal",
        description="Each player's exact probability of being found to be the father. "
        "Name the players in test order (least popular first), each with the number of "
        "NOT THE FATHER cards in their envelope; every envelope also holds one FATHER card.",
    )
    parser.add_argument("players", nargs="*", metavar="NAME=NOT_CARDS", help="e.g. Ann=3")
    parser.add_argument("--json", action="store_true", help='print {"NAME": probability, ...}')
    parser.set_defaults(handler=run)


def parse_envelopes(specs: list[str]) -> dict[str, int]:
    """Names (in test order) and NOT-card counts from NAME=COUNT words; ValueError if bad."""
    if not specs:
        raise ValueError("name at least one player, as NAME=NOT_CARDS (e.g. Ann=3)")
    if len(specs) > MAX_PLAYERS:
        raise ValueError(f"{len(specs)} players: name at most {MAX_PLAYERS}")
    envelopes: dict[str, int] = {}
    for spec in specs:
        name, sign, count = spec.partition("=")
        name = name.strip()
        if not sign or not name:
            raise ValueError(f"{spec!r} is not NAME=NOT_CARDS (e.g. Ann=3)")
        if not _COUNT.fullmatch(count.strip()) or int(count) > MAX_COUNT:
            raise ValueError(
                f"{spec[:60]!r}: the NOT-card count must be a whole number from 0 to {MAX_COUNT}"
            )
        if name.casefold() in (n.casefold() for n in envelopes):
            raise ValueError(f"{name!r} is named twice")
        envelopes[name] = int(count)
    return envelopes


def format_odds(odds: dict[str, Fraction]) -> list[str]:
    """One line per player: name (a control character in it written out), probability, and the
    exact fraction."""
    shown = {one_line(name): p for name, p in odds.items()}
    width = max(len(name) for name in shown)
    return [f"{name:<{width}}  {float(p):.6f}  ({p})" for name, p in shown.items()]


def run(args: argparse.Namespace) -> int:
    """Print the odds, one line per player or as JSON; bad input raises ValueError."""
    envelopes = parse_envelopes(args.players)
    odds = dict(zip(envelopes, father_odds(list(envelopes.values())), strict=True))
    if args.json:
        print(json.dumps({name: float(p) for name, p in odds.items()}))
    else:
        print("\n".join(format_odds(odds)))
    return 0
