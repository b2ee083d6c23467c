"""Short games for the table screen's tests, played by simulated phones through the real
phones' server with the table page served beside them."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import aiohttp

from engine.core import Game
from host.games import GAMES
from host.screen.table import TableScreen
from host.session.prompter import Watcher
from host.session.session import Session
from host.sim.phones import phone_table
from tests.host.screen.stepped import Looking
from tests.kits import kit

JOIN = 10.0
"""Seconds a recording screen may take to join, or to be closed at the end."""


def short_game(name: str) -> Game:
    """A new game of `name` that a simulated table plays in a few seconds."""
    return kit(name).screened(GAMES[name].new_game(kit(name).players))


@contextmanager
def screened(
    name: str,
    seed: int = 5,
    looking: Looking | None = None,
    questions: Sequence[Watcher] = (),
) -> Iterator[tuple[Session, TableScreen, object]]:
    """A short game of `name` on simulated phones with its table page served (screen.url);
    (session, screen, flow): run the flow to play it (`looking` stops it at every step,
    `questions` watch every question put)."""
    spec = GAMES[name]
    session = Session(short_game(name), seed, None)
    screen = TableScreen(spec.title, kit(name).players, spec.board)
    more = () if looking is None else (looking.observer,)
    phones = phone_table(session, spec, screen=screen, more=more, questions=questions)
    with phones as (table, _phones):
        yield session, screen, spec.flow(table)


def socket_of(url: str) -> str:
    """The table socket's address of a table page's: `http://HOST/t/TOKEN/` is
    `ws://HOST/tws/TOKEN`."""
    scheme = url.replace("https://", "wss://", 1).replace("http://", "ws://", 1)
    return scheme.replace("/t/", "/tws/", 1).rstrip("/")


class Recorder:
    """A screen that keeps every message its table socket receives, in a thread of its own,
    until the host closes it; it may also send something (which the host must ignore)."""

    def __init__(self, url: str, send: str | None = None) -> None:
        self.messages: list[str] = []
        self.url = socket_of(url)
        self.send = send
        self.connected = threading.Event()
        self.thread = threading.Thread(target=asyncio.run, args=(self._run(),), daemon=True)
        self.thread.start()
        assert self.connected.wait(JOIN), "the table socket did not open"

    async def _run(self) -> None:
        async with aiohttp.ClientSession() as client, client.ws_connect(self.url, ssl=False) as ws:
            self.connected.set()
            if self.send is not None:
                await ws.send_str(self.send)
            async for message in ws:
                if message.type is aiohttp.WSMsgType.TEXT:
                    self.messages.append(message.data)

    def states(self) -> list[dict]:
        """The table states received, oldest first."""
        return [m for m in map(json.loads, self.messages) if m["type"] == "table"]

    def finish(self) -> list[str]:
        """Every message, once the host has closed the socket."""
        self.thread.join(JOIN)
        assert not self.thread.is_alive(), "the table socket was not closed"
        return self.messages
