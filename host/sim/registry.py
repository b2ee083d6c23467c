"""Which simulated players play which game: each game's module registers itself here."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from host.sim.audio import SimulatedPlayers

MakePlayers = Callable[[Callable[[], Any], random.Random], SimulatedPlayers]
"""Simulated players for a game, given the live game (a getter: undo replaces it) and a rng."""

SIMULATED: dict[str, MakePlayers] = {}
"""Each game's simulated players, by the game's name."""

Maker = TypeVar("Maker", bound=MakePlayers)


def simulates(game: str) -> Callable[[Maker], Maker]:
    """Register the decorated class or function as the simulated players of `game`."""

    def register(make: Maker) -> Maker:
        if game in SIMULATED:
            raise ValueError(f"simulated players for {game!r} registered twice")
        SIMULATED[game] = make
        return make

    return register


def simulated(game: str) -> MakePlayers:
    """The simulated players of `game`; ValueError if it has none."""
    try:
        return SIMULATED[game]
    except KeyError:
        raise ValueError(f"no simulated players for the game {game!r}") from None
