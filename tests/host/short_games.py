"""Whole games kept short for the tests that play one through (aloud, by ear, on phones): the
rules as shipped, on a few of the shipped cards, chosen through each game's config.

python -m tests.host.short_games ARGS...  is `partyhost ARGS...` with Mot Dit and the Maury
Game shortened so (for the tests that play a whole game from the command line).
"""

from __future__ import annotations

import dataclasses
import sys

from engine.maury import Maury, MauryConfig
from engine.motdit import MotDit, MotDitConfig
from lexicon import maury as maury_lexicon
from lexicon import motdit as motdit_lexicon

ONE_ROUND_DECK = 2
"""Word cards in a one-round Mot Dit: half of them is the points pool, the other half the one
card the box holds; the deck then runs out and the game ends."""
SHORT_MAURY_DECK = 20
"""Argument cards in a short Maury Game: three hands of four and eight to draw, a few turns."""


def one_round_motdit(players: tuple[str, ...]) -> MotDit:
    """A Mot Dit game of one round (a word chosen, clued, guessed and scored) on two shipped
    cards."""
    return MotDit(MotDitConfig(players, motdit_lexicon.lexicon().cards[:ONE_ROUND_DECK]))


def short_maury(players: tuple[str, ...]) -> Maury:
    """A Maury Game on the first cards of the shipped deck, over in a few turns."""
    return Maury(MauryConfig(players, maury_lexicon.load_deck()[:SHORT_MAURY_DECK]))


def main(argv: list[str]) -> int:
    """`partyhost` with the short games in place of Mot Dit's and the Maury Game's."""
    from host.cli import main as partyhost
    from host.games import GAMES

    for name, short in (("motdit", one_round_motdit), ("maury", short_maury)):
        GAMES[name] = dataclasses.replace(GAMES[name], new_game=short)
    return partyhost(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
