"""The games partyhost hosts: one spec per game, the only list of games.

The CLI, the demo, resume, the content checker and the phrasebooks all read GAMES. Adding a
game is one folder (or module) per layer (engine, lexicon, host/phrasebook, host/flows,
host/sim) and one entry here; docs/architecture.md walks through it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from types import ModuleType
from typing import Any

from engine import fameus as fameus_engine
from engine import maury as maury_engine
from engine import motdit as motdit_engine
from engine.core import Event, Game
from host.flows import fameus as fameus_flow
from host.flows import maury as maury_flow
from host.flows import motdit as motdit_flow
from host.flows import motdit_calls
from host.flows.commands import Commands, Guide
from host.flows.floor import Floor
from host.flows.flow import GameFlow
from host.flows.playing import Playing
from host.flows.polls import Polls
from host.flows.saving import Saving
from host.flows.table import Table
from host.flows.undo import Undoing
from host.phones.cards import HandOf
from host.phones.cards import fameus as fameus_hand
from host.phones.cards import maury as maury_hand
from host.phones.cards import motdit as motdit_hand
from host.phrasebook import fameus as fameus_book
from host.phrasebook import maury as maury_book
from host.phrasebook import motdit as motdit_book
from host.phrasebook.core import Book, Phrasebook
from host.phrasebook.fameus_says import FameUsSays
from host.phrasebook.maury_says import MaurySays
from host.phrasebook.motdit_says import MotDitSays
from host.phrasebook.table_says import help_line
from host.screen import fameus as fameus_board
from host.screen import maury as maury_board
from host.screen import motdit as motdit_board
from host.screen.boards import Boards
from host.session.commands import with_extra
from host.session.prompt import Listener
from host.session.prompter import Prompter, Watcher
from host.session.reading import Reader
from host.session.session import Session
from host.session.stage import Stage
from host.session.status import NoSeats, SeatDesk
from host.voice.line import Line
from lexicon import fameus as fameus_lexicon
from lexicon import maury as maury_lexicon
from lexicon import motdit as motdit_lexicon


@dataclass(frozen=True)
class Asking:
    """What a table's questions wait for and whom they tell: the host's voice to finish before
    listening, the watchers of every question put (a screen, the phones' timer), the game
    played (whose turn and score the phones show beside them, made before the table); whether
    the players call out their answers or are asked in turn; the stage that shows each event
    on the pages as its lines start; and where devices ask for players' seats."""

    settle: Callable[[], object] = lambda: None
    watchers: tuple[Watcher, ...] = ()
    playing: Playing | None = None
    """The game played (None: the table's own, shown nowhere else)."""
    floor: Floor = Floor.OPEN
    stage: Stage = field(default_factory=Stage)
    """What the pages show of each event, kept in step with the voice."""
    seats: SeatDesk = field(default_factory=NoSeats)


AS_IS = Asking()
"""A table whose questions wait for nothing and tell no one."""


@dataclass(frozen=True)
class GameSpec:
    """Everything the host needs to know of one game."""

    engine: type[Game]
    """The engine's game class; its `name` is the name saves and the command line use."""
    new_game: Callable[[tuple[str, ...]], Game]
    """A new game on the shipped content for these players."""
    lexicon: ModuleType
    """The content module: NAME, parse, check, stats and summary (lexicon.check)."""
    book: Book
    """The phrasebook that turns the engine's events into lines."""
    flow: Callable[[Table], GameFlow]
    commands: Callable[[tuple[str, ...]], dict[str, StrEnum]]
    """The game's own spoken commands at this table (the framework adds its own)."""
    how_to_play: str
    """What to do, the opening of the help line (the framework lists the commands)."""
    rules: str
    """The spoken introduction, offered before a new game and said on "how do I play"."""
    board: Boards
    """The table page's board: the public view drawn, the public events' show moments."""
    hand: HandOf
    """Each seat's own cards as its phone draws them."""
    turns: tuple[type[Event], ...]
    """The events that start a new turn or round: a phone's private lines told before one
    are past (its page keeps them in its history)."""

    @property
    def name(self) -> str:
        """The game's name, as saves and the command line carry it."""
        return self.engine.name

    @property
    def players(self) -> range:
        """How many players the game takes (the engine's own limits)."""
        return self.engine.players

    @property
    def takes(self) -> str:
        """How many players the game takes, in words ("Maudit Mot Dit takes 3 to 6 players")."""
        return f"{self.title} takes {self.players.start} to {self.players.stop - 1} players"

    @property
    def title(self) -> str:
        """The game's title, as its content module names it ("Maudit Mot Dit")."""
        return self.lexicon.NAME

    def phrasebook(
        self,
        players: tuple[str, ...],
        rng: random.Random,
        config: Any = None,
        say_as: Mapping[str, str] | None = None,
    ) -> Phrasebook:
        """The game's phrasebook at a table of `players`, its variants drawn from `rng`."""
        return Phrasebook(self.book, players, rng, say_as, config)

    def help(self, players: tuple[str, ...]) -> str:
        """What "help" says at a table of `players`."""
        return help_line(self.how_to_play, self.commands(players).values())

    def reader(self, players: tuple[str, ...]) -> Reader:
        """How answers are read at a table of `players`: the framework's and the game's
        commands heard, a phone's claim for its own seat."""
        return Reader(with_extra(self.commands(players)), players)

    def table(
        self,
        session: Session,
        say: Callable[[Line], None],
        listener: Listener,
        keyboard: Callable[[str], str],
        clock: Callable[[], float] = time.monotonic,
        say_as: Mapping[str, str] | None = None,
        asking: Asking = AS_IS,
    ) -> Table:
        """A Table for `session`: its prompter hears the framework's and the game's commands,
        waits and tells as `asking` says."""
        game = session.game
        players = game.config.players
        prompter = Prompter(
            say,
            listener,
            keyboard,
            self.reader(players),
            settle=asking.settle,
            watchers=asking.watchers,
        )
        book = self.phrasebook(players, session.rngs["phrases"], game.config, say_as)
        guide = Guide(self.help(players), self.rules)
        playing = asking.playing or Playing()
        saving = Saving(session, say)
        undoing = Undoing(session, book, say, saving, asking.stage)
        commands = Commands(say, prompter, guide, playing, undoing, saving, asking.seats)
        polls = Polls(prompter, say, players, book, commands)
        return Table(
            session, book, say, prompter, commands, polls, saving, playing, clock, asking.floor,
            asking.stage,
        )  # fmt: skip


MOTDIT = GameSpec(
    engine=motdit_engine.MotDit,
    new_game=lambda players: motdit_engine.MotDit(
        motdit_engine.MotDitConfig(players, motdit_lexicon.lexicon().cards)
    ),
    lexicon=motdit_lexicon,
    book=motdit_book.BOOK,
    flow=lambda table: motdit_flow.MotDitFlow.from_lexicon(table, motdit_lexicon.lexicon()),
    commands=motdit_calls.game_commands,
    how_to_play=MotDitSays.HOW_TO_PLAY,
    rules=MotDitSays.RULES,
    board=Boards(motdit_board.draw, motdit_board.scene),
    hand=motdit_hand.hand,
    turns=(motdit_engine.RoundStarted,),
)

MAURY = GameSpec(
    engine=maury_engine.Maury,
    new_game=lambda players: maury_engine.Maury(
        maury_engine.MauryConfig(players, maury_lexicon.load_deck())
    ),
    lexicon=maury_lexicon,
    book=maury_book.BOOK,
    flow=maury_flow.MauryFlow,
    commands=maury_flow.game_commands,
    how_to_play=MaurySays.HOW_TO_PLAY,
    rules=MaurySays.RULES,
    board=Boards(maury_board.draw, maury_board.scene, maury_board.told),
    hand=maury_hand.hand,
    turns=(maury_engine.TurnStarted,),
)

FAMEUS = GameSpec(
    engine=fameus_engine.FameUs,
    new_game=lambda players: fameus_engine.FameUs(
        fameus_engine.FameUsConfig(players, fameus_lexicon.load_deck())
    ),
    lexicon=fameus_lexicon,
    book=fameus_book.BOOK,
    flow=lambda table: fameus_flow.FameUsFlow(table, people=fameus_lexicon.lexicon().people),
    commands=fameus_flow.game_commands,
    how_to_play=FameUsSays.HOW_TO_PLAY,
    rules=FameUsSays.RULES,
    board=Boards(fameus_board.draw, fameus_board.scene),
    hand=fameus_hand.hand,
    turns=(fameus_engine.TurnStarted,),
)
"""Fame Us: the first name given starts (the rulebook: the youngest)."""

GAMES: dict[str, GameSpec] = {}
"""Every game the host runs, by name, in the order menus list them."""


def register(spec: GameSpec) -> None:
    """Add a game to GAMES, under its engine's name; ValueError if that name is taken."""
    if spec.name in GAMES:
        raise ValueError(f"a game named {spec.name!r} is registered already")
    GAMES[spec.name] = spec


for shipped in (MOTDIT, MAURY, FAMEUS):
    register(shipped)


def resume(path: Path) -> Session:
    """Continue the game saved at `path`, whichever game it is; SaveError if it is unusable."""
    return Session.resume(path, {name: spec.engine for name, spec in GAMES.items()})
