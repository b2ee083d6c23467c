"""Which simulated players play which game: the simulation's own registry, by game name, above
the games' registry (a GameSpec knows nothing of its simulated players, so every import here is
one the layer test sees)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from host.games import GameSpec
from host.sim.audio import SimulatedPlayers
from host.sim.fameus_party import SimulatedTable as FameUsPlayers
from host.sim.maury_party import SimulatedTable as MauryPlayers
from host.sim.motdit_party import simulated_table as motdit_players

MakePlayers = Callable[[Callable[[], Any], random.Random], SimulatedPlayers]
"""Simulated players for a game, given the live game (a getter: undo replaces it) and a rng."""

PLAYERS: dict[str, MakePlayers] = {
    "motdit": motdit_players,
    "maury": MauryPlayers,
    "fameus": FameUsPlayers,
}
"""Every game's simulated players, by the game's name."""


def register_players(name: str, make: MakePlayers) -> None:
    """The simulated players of the game called `name` (a game registered beside the shipped
    ones); ValueError if that game has some already."""
    if name in PLAYERS:
        raise ValueError(f"the game {name!r} has simulated players already")
    PLAYERS[name] = make


def simulated(spec: GameSpec) -> MakePlayers:
    """The simulated players of the game `spec`; ValueError if it has none."""
    try:
        return PLAYERS[spec.name]
    except KeyError:
        raise ValueError(f"no simulated players for {spec.name!r}") from None
