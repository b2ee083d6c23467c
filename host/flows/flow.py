"""What a game by voice declares (a GameFlow): its steps by phase, its own commands, and its
score, turn and result; the Table (host/flows/table.py) runs it, and the flow sees of it only
the few calls of a FlowTable."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from engine.core import Event, Game, Rejection
from host.flows.floor import Floor
from host.flows.hourglass import Hourglass
from host.flows.polls import Polls
from host.flows.result import Result
from host.session.own import Vouch
from host.session.prompt import Answered, Missed, Prompt, Reply, Settles
from host.voice.line import Line

G = TypeVar("G", bound=Game)


class FlowTable(Protocol):
    """The Table as a game's flow sees it: the game and its players, the voice, the questions
    (the framework's commands carried out within them) and the polls."""

    say: Callable[[Line], None]
    polls: Polls
    clock: Callable[[], float]
    floor: Floor

    @property
    def game(self) -> Game:
        """The game being played (it changes object on undo)."""
        ...

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order."""
        ...

    @property
    def asked(self) -> int | None:
        """The player the step's question is put to."""
        ...

    def run(self, flow: GameFlow) -> None:
        """Play `flow`'s game from where it stands to its end."""
        ...

    def act(self, action: Any, player: int | None = None) -> bool:
        """Apply an action and announce it; a refusal is spoken and returns False."""
        ...

    def announce(self, events: Sequence[Event]) -> None:
        """Say every event's lines."""
        ...

    def refuse(self, refused: Rejection, player: int | None = None) -> None:
        """Say why the rules refuse what `player` asked."""
        ...

    def private(self, player: int, text: str) -> Line:
        """A line for `player` alone."""
        ...

    def tell(self, player: int, text: str) -> None:
        """Say `text` to `player` alone."""
        ...

    def ask(self, prompt: Prompt) -> Reply | None:
        """Ask until an answer comes (None: the step must start again)."""
        ...

    def hear_once(self, prompt: Prompt, seconds: float | None = None) -> Reply | Missed:
        """Listen once for an answer to `prompt` without saying it."""
        ...

    def ask_timed(self, prompt: Prompt, sand: Hourglass) -> Reply | None:
        """Listen for an answer to `prompt` while `sand` runs."""
        ...

    def command(self, reply: Reply) -> bool:
        """Carry out a command; True when the question should simply be asked again."""
        ...

    def command_of(self, prompt: Prompt, reply: Reply) -> bool:
        """Carry out a command said in answer to `prompt`, put together with others."""
        ...

    def on_a_phone(self, player: int) -> bool:
        """Whether `player` answers on a phone of their own."""
        ...

    def together(
        self, prompts: Sequence[Prompt], seconds: float, line: Line, settles: Settles
    ) -> list[Answered]:
        """Each prompt put to its player at once, until `seconds` pass or one `settles` it."""
        ...

    def vouched(self, vouch: Vouch, phrase: str, speaker: int | None) -> bool:
        """Whether the player `vouch` names says that `speaker` said the likely `phrase`."""
        ...


class GameFlow(ABC, Generic[G]):
    """A game by voice: its steps by phase, its own commands, and its score and turn lines.

    The Table owns the loop (start, one step at a time until the game is over) and the
    framework's commands; a flow only says what happens in each phase of its game, `GAME`."""

    GAME: type[G]
    """The engine class of the game the flow plays."""

    def __init__(self, table: FlowTable) -> None:
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
