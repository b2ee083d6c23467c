"""What the table page shows, shared between the game thread and the server's thread.

The game writes, each in its turn among the host's lines (host/session/stage.py): the board
redrawn from the engine's public view and the moments of its public events (a Stage observer),
the public lines and sound cues said (the captions), the question being asked and its timer;
and the phones joining. Nothing here ever receives a private line, a
private event or a player's view: the board is drawn from `public_view()` and public events,
and the captions from lines whose type is public (a private line is routed elsewhere by the
desk, never edited). The server's thread reads the whole state as one message.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

import segno

from engine.core import Event, Game
from host.messages import Outbox
from host.phrasebook.page_says import ScreenSays
from host.screen.board import Board, Moment, names
from host.screen.boards import Boards
from host.screen.messages import Caption, JoinCode, TableQuestion, TableState
from host.session.prompt import Prompt
from host.session.stage import Reveal
from host.voice.line import Line

CAPTIONS = 12
"""The host's last lines the page keeps (the newest is the largest; it shows as many of the
others as fit whole), so that none is lost in a burst."""
MOMENTS = 12
"""The show moments a page keeps (a reloaded page shows the last one)."""


class TableScreen:
    """The table page's state: the board, captions, question and moments of one game."""

    def __init__(
        self,
        title: str,
        players: Sequence[str],
        boards: Boards,
        clock: Callable[[], float] = time.monotonic,
        outbox: Outbox | None = None,
    ) -> None:
        self.token = secrets.token_urlsafe(16)
        """The table page's own token, made for this game only (no seat's token)."""
        self.title = title
        self.players = tuple(players)
        self.boards = boards
        """How the game's board is drawn and which events are its moments."""
        self.clock = clock
        self.outbox = outbox or Outbox()
        """Where the page is said to have changed, for the server to send it again."""
        self.url = ""
        """The table page's address, token included, once it is served (`served_at`)."""
        self._lock = threading.Lock()
        self._version = 0
        self._links: list[str | None] = [None] * len(players)
        self._joined = [False] * len(players)
        self._started = False
        self._board: Board | None = None
        self._captions: deque[Caption] = deque(maxlen=CAPTIONS)
        self._question: TableQuestion | None = None
        self._deadline: float | None = None
        self._moments: deque[Moment] = deque(maxlen=MOMENTS)
        self._moment_id = 0

    def served_at(self, origin: str) -> None:
        """The page is served by the server at `origin` ("https://HOST:PORT") from now on:
        `url` is its address there, this game's token included."""
        self.url = f"{origin}/t/{self.token}/"

    # -- the game's side --

    def links(self, urls: Sequence[str]) -> None:
        """Each player's phone link, shown as a QR code until their phone joins."""
        self._update(lambda: self._links.__setitem__(slice(None), list(urls)))

    def joined(self, joined: Sequence[bool]) -> None:
        """Which players' phones have joined (sent only when it changes)."""
        if list(joined) != self._joined:
            self._update(lambda: self._joined.__setitem__(slice(None), list(joined)))

    def staged(self, game: Game, events: Sequence[Event]) -> list[Reveal]:
        """A Stage observer: what the page shows of a change, each part with the event whose
        lines tell it: a public event's moment, and the board as the table knows it once that
        event is told (the game's board as it is now comes with the last event). The board is
        drawn from the public view, and a private event's type keeps it from ever reaching here."""
        view = game.public_view()
        boards = self.boards
        if not events:
            return [Reveal(partial(self._show, boards.draw(view), None, True))]
        reveals = []
        last = len(events) - 1
        for k, event in enumerate(events):
            told = view if k == last else boards.told(view, events[: k + 1])
            board = None if told is None else boards.draw(told)
            scene = boards.scene(event, view) if event.public else None
            if board is not None or scene is not None or k == 0:
                reveals.append(Reveal(partial(self._show, board, scene, k == 0), event))
        return reveals

    def _show(self, board: Board | None, scene: Moment | None, answered: bool) -> None:
        """Show `board` (None: as it is) and the moment `scene`; an action having `answered`
        the question takes it away."""

        def change() -> None:
            self._started = True
            if board is not None:
                self._board = board
            if answered:
                self._question = self._deadline = None
            if scene is not None:
                self._moment_id += 1
                self._moments.append(replace(scene, id=self._moment_id))

        self._update(change)

    def say(self, line: Line) -> None:
        """A public line or sound cue, captioned large; a private line never comes here."""
        assert not line.private, "a private line is routed to its player, never to the table"
        caption = Caption(line.text, bool(line.sound))
        self._update(lambda: self._captions.append(caption))

    def desk(self, say: Callable[[Line], None]) -> Callable[[Line], None]:
        """`say`, with every public line and sound cue also captioned on the table page."""

        def deliver(line: Line) -> None:
            if not line.private:
                self.say(line)
            say(line)

        return deliver

    def asking(self, prompts: Sequence[Prompt], seconds: float | None) -> None:
        """A Prompter watcher: the question put now (none: it is answered) and its timer (none
        once the time is up: a question asked then counts nothing down)."""

        def ask() -> None:
            self._question, self._deadline = question(prompts, self.players), None
            if self._question is not None and seconds is not None and seconds > 0:
                self._deadline = self.clock() + seconds

        self._update(ask)

    # -- the server's side --

    def state(self) -> TableState:
        """The whole of what the table page shows."""
        with self._lock:
            asked = self._question
            if asked is not None and self._deadline is not None:
                asked = replace(asked, seconds=max(0.0, self._deadline - self.clock()))
            joining = not self._started and any(self._links)
            codes = zip(self.players, self._links, self._joined, strict=True)
            return TableState(
                self._version,
                self.title,
                "join" if joining else "play",
                tuple(
                    JoinCode(name, joined, qr(link) if joining and not joined else None)
                    for name, link, joined in codes
                ),
                self._board,
                tuple(self._captions),
                asked,
                tuple(self._moments),
            )

    def _update(self, change: Callable[[], object]) -> None:
        with self._lock:
            change()
            self._version += 1
        self.outbox.changed()


def question(prompts: Sequence[Prompt], players: Sequence[str]) -> TableQuestion | None:
    """The question on the table page: its words when they are public, and who it is for; a
    private question (a hand of cards) shows only whom it is for."""
    if not prompts:
        return None
    seats = [p.player for p in prompts if p.player is not None]
    whom = names(players, seats) if seats else ScreenSays.EVERYONE
    line = prompts[0].line
    public = not any(p.line.private for p in prompts)
    text = line.text if public and len(prompts) == 1 else ""
    if not text:
        text = (ScreenSays.QUESTION_FOR if public else ScreenSays.PRIVATE_QUESTION_FOR).format(
            whom=whom
        )
    return TableQuestion(text, whom)


def qr(url: str | None) -> tuple[str, ...] | None:
    """The QR code of `url` as rows of "1" (dark) and "0" (light), for the page to draw."""
    if url is None:
        return None
    matrix = segno.make_qr(url, error="l").matrix
    return tuple("".join("1" if dark else "0" for dark in row) for row in matrix)
