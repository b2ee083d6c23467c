"""What a game by voice declares (a GameFlow): its steps by phase, its own commands, and its
score, turn and result; the Table (host/flows/table.py) runs it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, Generic, TypeVar

from engine.core import Game
from host.flows.result import Result
from host.session.prompt import Reply
from host.voice.line import Line

if TYPE_CHECKING:
    from host.flows.table import Table


G = TypeVar("G", bound=Game)


class GameFlow(ABC, Generic[G]):
    """A game by voice: its steps by phase, its own commands, and its score and turn lines.

    The Table owns the loop (start, one step at a time until the game is over) and the
    framework's commands; a flow only says what happens in each phase of its game, `GAME`."""

    GAME: type[G]
    """The engine class of the game the flow plays."""

    def __init__(self, table: Table) -> None:
        self.table = table

    @property
    def game(self) -> G:
        """The game being played (it changes object on undo)."""
        game = self.table.game
        assert isinstance(game, self.GAME)
        return game

    def _name(self, player: int) -> str:
        return self.table.players[player]

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
    def result(self) -> Result:
        """How the game stands as a result: who won (once it is over) and what each got."""

    @abstractmethod
    def turn(self) -> Line:
        """What "whose turn" answers."""

    def recap(self) -> list[Line]:
        """After a resume: where the game stands, said to the whole table before the players
        are reminded of their secrets; by default whose turn it is."""
        return [self.turn()]

    @abstractmethod
    def remind(self) -> None:
        """After a resume: tell the players again what they alone must know to go on (their
        card, their hand)."""

    def command(self, reply: Reply) -> bool:
        """Carry out one of the game's own commands; True when the question should simply be
        asked again, False when the step must start again (the command changed the game)."""
        raise ValueError(f"unknown command {reply.command!r}")
