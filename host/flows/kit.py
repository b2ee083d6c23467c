"""What the host needs to run one game at a table: see host.flows.registry for the games."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from engine.core import Game
from host.flows.table import Table
from host.sim.audio import SimulatedPlayers


class Flow(Protocol):
    """A game played by voice at a Table."""

    def run(self) -> None:
        """Play from where the game stands to its end (StopGame if the table stops it)."""
        ...


@dataclass(frozen=True)
class FlowKit:
    """Everything needed to host one game: a new game, its commands, flow and simulated table."""

    name: str
    """The engine's Game.name, which saves carry."""
    title: str
    players: range
    """How many players the game takes."""
    new_game: Callable[[tuple[str, ...]], Game]
    """A new game on the shipped content for these players."""
    commands: Callable[[tuple[str, ...]], dict[str, StrEnum]]
    """The game's own spoken commands at this table."""
    help: str
    flow: Callable[[Table], Flow]
    simulated: Callable[[Callable[[], Any], random.Random], SimulatedPlayers]
    """Simulated players for the demo, given the live game (a getter: undo replaces it)."""
