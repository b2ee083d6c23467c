"""Whole games kept short for the tests that play one through (aloud, by ear, on phones): the
rules as shipped, on a few of the shipped cards, chosen through each game's config."""

from __future__ import annotations

from engine.motdit import MotDit, MotDitConfig
from lexicon import motdit as motdit_lexicon

ONE_ROUND_DECK = 2
"""Word cards in a one-round Mot Dit: half of them is the points pool, the other half the one
card the box holds; the deck then runs out and the game ends."""


def one_round_motdit(players: tuple[str, ...]) -> MotDit:
    """A Mot Dit game of one round (a word chosen, clued, guessed and scored) on two shipped
    cards."""
    return MotDit(MotDitConfig(players, motdit_lexicon.lexicon().cards[:ONE_ROUND_DECK]))
