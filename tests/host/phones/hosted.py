"""The real host for the browser tests: `partyhost play GAME --phones` as a process of its own,
the phone links it prints, and its save."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import subprocess
import threading
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any

import aiohttp

from host.phones.server import socket_url
from host.session.saves import read_save
from tests.host.zygote import ROOT, Zygote

PHONE_LINE = re.compile(r"^phone (?P<name>.+): (?P<url>https://\S+)$")
SCREEN_LINE = re.compile(r"^screen: (?P<url>https://\S+)$")
START = 30.0
"""Seconds the host may take to print every phone's link."""
STOP = 5.0
"""Seconds the host is given to stop before it is killed."""


class Host:
    """A running `partyhost play GAME --players ... --phones` (forked from `zygote`), its output
    read as it comes; the game is typed (no microphone is looked for) and muted. `cli` is the
    module run as partyhost (tests.host.short_games for a short game); `engine` is the
    recognizer that hears the phones (pocketsphinx starts in a fraction of Whisper's time, for
    a test that never talks)."""

    def __init__(
        self,
        game: str,
        players: tuple[str, ...],
        seed: int,
        folder: Path,
        zygote: Zygote,
        cli: str = "host.cli",
        engine: str = "whisper",
    ) -> None:
        self.players = players
        self.save = folder / "save.json"
        self.output: list[str] = []
        self.links: dict[str, str] = {}
        self.screen = ""
        """The table page's link, once printed."""
        self._all_links = threading.Event()
        self._screen_line = threading.Event()
        for name in ("data", "runtime", "config", "cache"):
            (folder / name).mkdir(mode=0o700)
        env = dict(
            os.environ,
            XDG_DATA_HOME=str(folder / "data"),
            XDG_RUNTIME_DIR=str(folder / "runtime"),
            XDG_CONFIG_HOME=str(folder / "config"),
            XDG_CACHE_HOME=str(folder / "cache"),
        )
        args = [
            *("play", game, "--players", ",".join(players)),
            *("--phones", "--phones-host", "127.0.0.1", "--no-qr", "--mute", "--keyboard"),
            *("--read-pace", "0"),  # the phones' tests read at machine speed
            *("--seed", str(seed), "--save", str(self.save), "--engine", engine),
        ]
        # Its own session, all of it stopped at the end.
        self.process = zygote.start(cli, args, ROOT, env)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        with self.process.stdout:
            for line in self.process.stdout:
                self.output.append(line)
                screen = SCREEN_LINE.match(line.rstrip("\n"))
                if screen:
                    self.screen = screen["url"]
                    self._screen_line.set()
                found = PHONE_LINE.match(line.rstrip("\n"))
                if found:
                    self.links[found["name"]] = found["url"]
                    if len(self.links) == len(self.players):
                        self._all_links.set()
        self._all_links.set()  # the host ended: nobody waits for links that will never come
        self._screen_line.set()

    def urls(self) -> dict[str, str]:
        """Every player's phone link, in seat order, once the host has printed them all."""
        self._all_links.wait(START)
        assert len(self.links) == len(self.players), f"no phone links:\n{''.join(self.output)}"
        return {name: self.links[name] for name in self.players}

    def screen_lines(self) -> list[str]:
        """Every `screen:` line the host printed, once it has printed one (or ended)."""
        self._screen_line.wait(START)
        return [line for line in self.output if line.startswith("screen:")]

    def play_by(self, phone: Callable[[str], Awaitable[None]], seconds: float) -> None:
        """Run `phone` on every player's link until the host ends (or `seconds` pass)."""

        async def play() -> None:
            phones = [asyncio.ensure_future(phone(url)) for url in self.urls().values()]
            await asyncio.get_running_loop().run_in_executor(None, self.process.wait, seconds)
            for each in phones:
                each.cancel()

        asyncio.run(play())

    def hold_seats(self, names: Iterable[str]) -> None:
        """Join the seats of `names` each with a bare WebSocket (a phone nobody looks at), open
        until the host stops: the host starts its game once every seat has joined, and a browser
        window for a seat a test never plays costs the machine a page of its own."""
        sockets = [socket_url(self.urls()[name]) for name in names]
        threading.Thread(target=asyncio.run, args=(hold(sockets),), daemon=True).start()

    def game_json(self) -> dict[str, Any]:
        """The game as last autosaved."""
        return read_save(self.save).game_json

    def log(self, event: str) -> list[dict[str, Any]]:
        """The saved game's events of one type ("motdit.CardDrawn"), oldest first."""
        return [e for e in self.game_json()["state"]["log"] if e["$type"] == event]

    def stop(self) -> None:
        """Stop the host and every process it started."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(STOP)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(STOP)
        self._reader.join(STOP)
        if self.process.stdin is not None:
            self.process.stdin.close()


async def hold(sockets: list[str]) -> None:
    """Connect to every seat's socket and read what comes until the host closes them."""

    async def drain(socket: aiohttp.ClientWebSocketResponse) -> None:
        with contextlib.suppress(aiohttp.ClientConnectionResetError):  # the host closing it
            async for _ in socket:
                pass

    async with aiohttp.ClientSession() as client:
        opened = [await client.ws_connect(url, ssl=False) for url in sockets]
        await asyncio.gather(*(drain(socket) for socket in opened))
