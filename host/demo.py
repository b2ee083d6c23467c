"""`partyhost demo`: a seeded game of Maudit Mot Dit played by scripted players in the terminal."""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator

from engine.core import Event, Rejection
from engine.motdit import MotDit, MotDitConfig
from host.chance import ChanceSampler
from host.motdit_bots import MotDitBots
from host.phrasebook import for_game
from lexicon.motdit import load_deck

DEFAULT_PLAYERS = "Irma,Annabelle,Felix,Gaston"


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `demo` subcommand."""
    parser = commands.add_parser(
        "demo", help="watch scripted players play a seeded game of Maudit Mot Dit"
    )
    parser.add_argument("--seed", type=int, default=7, help="the random seed (default 7)")
    parser.add_argument(
        "--players",
        default=DEFAULT_PLAYERS,
        help=f"comma-separated names (default {DEFAULT_PLAYERS})",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Play the whole game, print what happens and the final scores."""

    names = tuple(n.strip() for n in args.players.split(","))
    game = MotDit(MotDitConfig(names, load_deck()))
    print(f"Maudit Mot Dit, {len(names)} players, seed {args.seed}")
    book = for_game(game.name, names, random.Random(args.seed))
    for event in play(game, args.seed):
        for line in book.lines(event):
            if not line.private:
                print(line.text)
    return 0


def play(game: MotDit, seed: int) -> Iterator[Event]:
    """Play `game` to its end with scripted players, yielding every event."""
    chance = ChanceSampler(seed)
    bots = MotDitBots(random.Random(seed))
    yield from chance.resolve(game)
    while not game.is_over():
        result = game.apply(bots.next_action(game))
        assert not isinstance(result, Rejection), result
        yield from result
