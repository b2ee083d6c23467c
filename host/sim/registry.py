"""Which simulated players play which game: the one its GameSpec names."""

from __future__ import annotations

import random
from collections.abc import Callable
from importlib import import_module
from typing import Any

from host.games import GameSpec
from host.sim.audio import SimulatedPlayers

MakePlayers = Callable[[Callable[[], Any], random.Random], SimulatedPlayers]
"""Simulated players for a game, given the live game (a getter: undo replaces it) and a rng."""


def simulated(spec: GameSpec) -> MakePlayers:
    """The simulated players `spec` names; ValueError if they cannot be found there."""
    module, _, name = spec.simulated.partition(":")
    try:
        return getattr(import_module(module), name)
    except (ImportError, AttributeError) as exc:
        raise ValueError(
            f"no simulated players for {spec.name!r} at {spec.simulated}: {exc}"
        ) from None
