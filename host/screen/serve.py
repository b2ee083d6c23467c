"""The table page's routes on the phones' server: the page, its files and a read-only
WebSocket that sends the whole table state on joining and on every change.

Any number of screens may watch. The table's token gives the table page and nothing else (a
seat's token is no table token, and the other way round); a wrong one gets 403 before any
upgrade. Whatever a screen sends is read and ignored: the table page answers nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections.abc import Callable
from pathlib import Path

from aiohttp import WSMsgType, web

from host.messages import PAGE_HEADERS, Over, PageMessage
from host.phrasebook.page_says import ScreenSays
from host.screen.table import TableScreen

PAGE = Path(__file__).with_name("page")
"""The table page's files: index.html and what it loads from /screen/."""
ASSETS = frozenset(p.name for p in PAGE.iterdir() if p.suffix in (".css", ".js"))
"""The page's style and scripts: served without a token (no game in them)."""
LARGEST = 1024
"""Bytes a screen may send in one message before its connection is closed."""


class ScreenRoutes:
    """Serves `screen` on an aiohttp application (the phones' server's): install() it."""

    def __init__(self, screen: TableScreen) -> None:
        self.screen = screen
        self._sockets: set[web.WebSocketResponse] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._sent = -1
        """The version of the state last sent to every screen (changes come in bursts)."""
        screen.outbox.connect(self._changed)

    def install(self, app: web.Application) -> None:
        """Add the table page's routes to `app`, and close its screens when `app` stops."""
        app.router.add_get("/t/{token}/", self._page)
        app.router.add_get("/tws/{token}", self._socket)
        app.router.add_get("/screen/{name}", self._static)
        app.on_startup.append(self._started)
        app.on_shutdown.append(self._stopping)

    def _allowed(self, request: web.Request) -> bool:
        token = request.match_info["token"]
        return secrets.compare_digest(token.encode(), self.screen.token.encode())

    async def _started(self, _app: web.Application) -> None:
        self._loop = asyncio.get_running_loop()

    async def _stopping(self, _app: web.Application) -> None:
        for socket in list(self._sockets):
            await _send(socket, Over(ScreenSays.OVER))
            await socket.close()

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if not self._allowed(request):
            raise web.HTTPForbidden(text=ScreenSays.FORBIDDEN)
        return web.FileResponse(PAGE / "index.html", headers=PAGE_HEADERS)

    async def _static(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        if name not in ASSETS:
            raise web.HTTPNotFound(text="No such file.")
        return web.FileResponse(PAGE / name)

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        if not self._allowed(request):
            raise web.HTTPForbidden(text=ScreenSays.FORBIDDEN)
        socket = web.WebSocketResponse(max_msg_size=LARGEST, heartbeat=20)
        await socket.prepare(request)
        self._sockets.add(socket)
        try:
            await _send(socket, self.screen.state())
            async for message in socket:  # read only to notice the close; never acted on
                if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    break
        finally:
            self._sockets.discard(socket)
        return socket

    def _changed(self, _page: int) -> None:
        """From any thread: send the table state to every screen again."""
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._push)

    def _push(self) -> None:
        state = self.screen.state()
        if not self._sockets or state.version == self._sent:
            return
        self._sent = state.version
        text = json.dumps(state.as_message())
        for socket in list(self._sockets):
            self._loop.create_task(_send_text(socket, text))  # type: ignore[union-attr]


async def _send(socket: web.WebSocketResponse, message: PageMessage) -> None:
    await _send_text(socket, json.dumps(message.as_message()))


async def _send_text(socket: web.WebSocketResponse, text: str) -> None:
    if not socket.closed:
        with contextlib.suppress(ConnectionError):
            await socket.send_str(text)


def routes(screen: TableScreen | None) -> Callable[[web.Application], None]:
    """What adds `screen`'s routes to a server's application (nothing without a screen)."""
    return (lambda app: None) if screen is None else ScreenRoutes(screen).install
