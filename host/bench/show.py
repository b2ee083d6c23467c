"""The show over time: a whole seeded game played muted by simulated players at the keyboard,
the table page's every state and every caption recorded in the order the page gets them, with
the time each came, and every event's lines as the phrasebook made them.

`partyhost bench show` measures from it what a table sees: how far the board and the moments run
ahead of the line that tells them, how many moments stay in view for two seconds once their line
starts, and how many look-aways a game without phones takes. The tests check the same recording
for order alone (tests/host/screen/test_timeline.py).
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from rich.console import Console

from engine.core import Event, Game
from host.games import GAMES, Asking
from host.phones.listener import PhoneDesk
from host.phones.messages import Hand, PhoneState
from host.phones.seats import Seats
from host.phrasebook.core import Book
from host.screen.board import Board, Moment
from host.screen.boards import Boards
from host.screen.messages import TableState
from host.screen.table import TableScreen
from host.session.session import Session
from host.session.stage import Reveal
from host.show import in_step
from host.sim.party import text_table
from host.voice.announcer import Announcer
from host.voice.captions import Captions
from host.voice.line import Line
from host.voice.look_away import TYPE_OR_HIDE, LookAway
from host.voice.settings import VoiceSettings

READ_PACE = 0.3
"""Seconds a word the measured show holds each caption (the default `--read-pace`)."""
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
"""The players of a measured game, as many as it takes."""


@dataclass(frozen=True)
class Shown:
    """One thing the pages got: a caption (`line`), the table page's whole state, or a phone's,
    at `at` seconds."""

    at: float
    line: Line | None = None
    state: TableState | None = None
    phone: PhoneState | None = None
    """A seat's page, as its phone gets it."""


@dataclass(frozen=True)
class Told:
    """One change of the game: its events, the lines each event gave (public ones, in order),
    the board the game then had, each public event's moment, and each seat's hand."""

    events: tuple[Event, ...]
    lines: tuple[tuple[Line, ...], ...]
    board: Board
    moments: tuple[tuple[int, Moment], ...]
    """(index of the event, its moment), in order."""
    hands: tuple[Hand, ...] = ()
    """Each seat's hand as the game then had it (with phones)."""


@dataclass
class Recording:
    """What the page got, in order, and what the game told, in order."""

    page: list[Shown] = field(default_factory=list)
    told: list[Told] = field(default_factory=list)
    look_aways: int = 0
    """Times the laptop's screen asked everyone but one player to look away."""
    _said: dict[int, tuple[Line, ...]] = field(default_factory=dict)

    def captions(self) -> list[Line]:
        """Every caption, in the order the page got them."""
        return [shown.line for shown in self.page if shown.line is not None]


class Witness:
    """A game's phrasebook Book that notes the lines each event gives (the same Line objects
    the host says, so that their captions can be found)."""

    def __init__(self, book: Book, said: dict[int, tuple[Line, ...]]) -> None:
        self.book = book
        self.game = book.game
        self.firsts = book.firsts
        self.secrets = book.secrets
        self.said = said

    def phrase(self, kind: type) -> Callable[..., Any] | None:
        """The book's phrase for `kind`, noting its lines by the event's identity."""
        phrase = self.book.phrase(kind)
        if phrase is None:
            return None

        def noted(speaker: Any, event: Event) -> Line | list[Line]:
            lines = phrase(speaker, event)
            self.said[id(event)] = (lines,) if isinstance(lines, Line) else tuple(lines)
            return lines

        return noted


def counted_look_away(recording: Recording) -> LookAway:
    """The laptop's look-away without phones, its calls to the table counted: every player
    presses Enter and types their answer in it, as at the keyboard."""

    def typed(prompt: str) -> str:
        return "" if prompt != TYPE_OR_HIDE else "answered"

    def call(line: Line) -> None:
        recording.look_aways += line.text.startswith("Everyone but")

    return LookAway(Console(file=io.StringIO()), typed, lambda _answer: None, call)


def record(
    name: str, seed: int, players: int, pace: float = 0.0, phones: bool = False
) -> Recording:
    """Play a whole game of `name` for `players` on `seed`, muted at `pace` seconds a word, its
    simulated players typing, with the table page recorded as a screen would get it (and, with
    `phones`, every seat's page, each seat's private lines going to its phone)."""
    spec = GAMES[name]
    names = NAMES[:players]
    recording = Recording()
    witnessed = replace(spec, book=Witness(spec.book, recording._said))
    session = Session(spec.new_game(names), seed, None)
    screen = TableScreen(spec.title, names, spec.board)
    seats = Seats(names, spec.title) if phones else None
    start = time.monotonic()
    page = recording.page

    def now() -> float:
        return time.monotonic() - start

    screen.outbox.connect(lambda _page: page.append(Shown(now(), state=screen.state())))
    if seats is not None:
        for seat in range(players):
            seats.connect(seat, True)
        seats.outbox.connect(lambda seat: page.append(Shown(now(), phone=seats.state(seat))))

    def caption(line: Line) -> None:
        page.append(Shown(now(), line=line))
        screen.say(line)

    captions = Captions(Console(file=io.StringIO()), table=caption)
    settings = VoiceSettings(mute=True, read_pace=pace)
    with Announcer(settings, captions, counted_look_away(recording)) as announcer:
        hands = () if seats is None else tuple(partial(_hand, spec.hand, s) for s in range(players))
        told = partial(_told, recording, spec.board, hands)
        stage = in_step(session, screen, seats, spec, announcer.then, more=(told,))
        desk = None if seats is None else PhoneDesk(seats, announcer.say, announcer.then)
        say = announcer.say if desk is None else desk.say
        asking = Asking(settle=announcer.wait, watchers=stage.watchers, stage=stage)
        table = text_table(session, witnessed, say=say, asking=asking)
        witnessed.flow(table).run()
        announcer.wait()
    told = recording.told
    told[:] = [replace(change, lines=public_lines(change.events, recording)) for change in told]
    return recording


def _hand(hand: Callable[[Game, int], Hand], seat: int, game: Game) -> Hand:
    """`seat`'s hand in `game`, as `hand` makes it."""
    return hand(game, seat)


def _told(
    recording: Recording,
    board: Boards,
    hands: Sequence[Callable[[Game], Hand]],
    game: Game,
    events: Sequence[Event],
) -> list[Reveal]:
    """A Stage observer that shows nothing: the change as the game has it, to set the pages
    against."""
    view = game.public_view()
    scenes = [(k, board.scene(e, view) if e.public else None) for k, e in enumerate(events)]
    moments = tuple((k, m) for k, m in scenes if m is not None)
    held = tuple(hand(game) for hand in hands)
    recording.told.append(Told(tuple(events), (), board.draw(view), moments, held))
    return []


def public_lines(events: Sequence[Event], recording: Recording) -> tuple[tuple[Line, ...], ...]:
    """The public lines each of `events` gave, as the witness noted them."""
    said = recording._said
    return tuple(tuple(line for line in said.get(id(e), ()) if not line.private) for e in events)
