"""What a game declares to be played at a Table; the Table runs it (host.flows.table)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from enum import Enum
from typing import TYPE_CHECKING

from host.session.prompter import Reply
from host.voice.line import Line

if TYPE_CHECKING:
    from host.flows.table import Table


class GameFlow(ABC):
    """A game by voice: its steps by phase, its own commands, and its score and turn lines.

    The Table owns the loop (start, one step at a time until the game is over) and the
    framework's commands; a flow only says what happens in each phase of its game."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def run(self) -> None:
        """Play from where the game stands to its end (StopGame if the table stops it)."""
        self.table.run(self)

    @abstractmethod
    def steps(self) -> Mapping[Enum, Callable[[], None]]:
        """The step that plays each phase the game waits in for a player."""

    @abstractmethod
    def scores(self) -> Line:
        """What "score" answers."""

    @abstractmethod
    def turn(self) -> Line:
        """What "whose turn" answers."""

    @abstractmethod
    def remind(self) -> None:
        """After a resume: tell the players again what they alone must know to go on (their
        card, their hand)."""

    def command(self, reply: Reply) -> bool:
        """Carry out one of the game's own commands; True when the question should simply be
        asked again, False when the step must start again (the command changed the game)."""
        raise ValueError(f"unknown command {reply.command!r}")
