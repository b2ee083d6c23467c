"""The phones' server: HTTPS and WebSocket on the local network, in a thread of its own.

aiohttp serves the page, its files and one WebSocket per seat. A seat's link is a ticket: the
first phone to join the seat gets a seat key (a cookie sent only to that seat's socket) and
the seat is its own from then on, through reloads and lost connections; another device
opening the link is told that the seat is taken, is shown nothing of it, and waits in case the
host gives it the seat. The seat's phone gets its whole page state on joining and whenever
the game changes it. Every message a phone sends is checked (host.phones.protocol) before it
reaches the game, and a bad one is answered with an error and dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from aiohttp import WSMsgType, web

from host.messages import PAGE_HEADERS, Over, PageMessage
from host.phones.certificate import Certificate
from host.phones.gate import Gate
from host.phones.messages import Refusal, Taken
from host.phones.protocol import (
    MAX_BYTES,
    BadMessage,
    RateLimit,
    TalkAction,
    TalkMessage,
    parse,
)
from host.phones.seats import Answer, Seats
from host.phones.serverlog import ServerLog
from host.phones.utterance import AudioRate, BadFrame, Utterances, frame
from host.phrasebook.page_says import PhoneSays

PAGE = Path(__file__).with_name("page")
"""The phone page's files: index.html and what it loads from /static/."""
ASSETS = frozenset(p.name for p in PAGE.iterdir() if p.suffix in (".css", ".js"))
"""The page's style and scripts: the only files served without a token (no game in them)."""
KEY_COOKIE = "seat"
"""The cookie that holds a phone's seat key, sent only with its own seat's socket."""
KEY_SHAPE = re.compile(r"[A-Za-z0-9_-]{22,64}")
"""A seat key as the host makes them (secrets.token_urlsafe(24)); any other cookie is none."""
KEY_DAYS = 2
"""Days a phone keeps its seat key: a party's night, and a game resumed the next day."""
CLOSE_ABOVE = 4 * MAX_BYTES
"""A message longer than this closes the phone's connection instead of getting an error."""
STARTUP = 10.0
"""Seconds the server may take to start listening."""


def socket_url(page: str) -> str:
    """The WebSocket address of a seat's page address: `https://HOST/p/TOKEN/` is
    `wss://HOST/ws/TOKEN` (as the page itself opens it)."""
    scheme = page.replace("https://", "wss://", 1).replace("http://", "ws://", 1)
    return scheme.replace("/p/", "/ws/", 1).rstrip("/")


class PhonesFailed(RuntimeError):
    """The phones' server could not start (the address or port is taken, say)."""


class PhoneServer:
    """Serves every seat's page and WebSocket until stopped; a context manager."""

    def __init__(
        self,
        seats: Seats,
        certificate: Certificate | None,
        host: str,
        port: int,
        also: Callable[[web.Application], None] = lambda app: None,
        log: Path | None = None,
        public: str | None = None,
        secrets: Sequence[str] = (),
    ):
        self.seats = seats
        self.certificate = certificate
        """None serves plain HTTP (tests of the protocol alone); phones need HTTPS."""
        self.host = host
        self.public = public or host
        """The address the links name: the one listened on, or the LAN's when that is every
        address (0.0.0.0, ::), which no phone can open."""
        self.port = port
        self.also = also
        """Adds more routes to the server's application (the table screen's)."""
        self._sockets: dict[int, tuple[web.WebSocketResponse, str]] = {}
        """By seat, the socket of the phone it belongs to, and that phone's key."""
        self._waiting: dict[str, tuple[int, web.WebSocketResponse]] = {}
        """By device key, the seat each device waiting for the host asks for, and its socket."""
        known = frozenset([*(seat.token for seat in seats.seats), *secrets])
        self.log = ServerLog(log, known)
        """aiohttp's access and error records, one line each in `log` (0600), never on the
        terminal, nor any piece of a seat's token or of the other `secrets` (the table
        page's)."""
        self._loop = asyncio.new_event_loop()
        self._loop.set_exception_handler(self.log.loop_error)
        self._runner: web.AppRunner | None = None
        self.gate = Gate(refused=self.log.refused, known=known.__contains__)
        """How many connections are held at once, by address and in all."""
        self._listening: asyncio.Server | None = None
        self._thread = threading.Thread(target=self._loop.run_forever, name="phones", daemon=True)
        self._disconnect = seats.outbox.connect(self._changed, self._notice)

    def url(self, seat: int) -> str:
        """The address of `seat`'s page, token included."""
        return f"{self.origin()}/p/{self.seats.seats[seat].token}/"

    def origin(self) -> str:
        """The server's address, "https://HOST:PORT" (once started, with its real port)."""
        scheme = "https" if self.certificate else "http"
        host = f"[{self.public}]" if ":" in self.public else self.public
        return f"{scheme}://{host}:{self.port}"

    def start(self) -> PhoneServer:
        """Listen; PhonesFailed in one line when the server cannot."""
        self._thread.start()
        started = asyncio.run_coroutine_threadsafe(self._start(), self._loop)
        try:
            started.result(STARTUP)
        except OSError as exc:
            self.stop()
            why = exc.strerror or exc
            raise PhonesFailed(f"cannot serve phones on {self.host}:{self.port} ({why})") from exc
        return self

    def stop(self) -> None:
        """Close every phone's connection and stop listening."""
        self._disconnect()
        if self._loop.is_running():
            asyncio.run_coroutine_threadsafe(self._stop(), self._loop).result(STARTUP)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(STARTUP)
        self.log.close()

    def __enter__(self) -> PhoneServer:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    # -- in the server's thread --

    async def _start(self) -> None:
        app = web.Application(client_max_size=MAX_BYTES)
        app.router.add_get("/p/{token}/", self._page)
        app.router.add_get("/ws/{token}", self._socket)
        app.router.add_get("/static/{name}", self._static)
        self.also(app)
        self._runner = web.AppRunner(app, **self.log.runner_options())
        await self._runner.setup()
        assert self._runner.server is not None
        tls = self.certificate.ssl_context() if self.certificate else None
        self._listening = await asyncio.get_running_loop().create_server(
            self.gate.guarded(self._runner.server, tls), self.host, self.port
        )
        self.port = self._listening.sockets[0].getsockname()[1]  # the one chosen for port 0

    async def _stop(self) -> None:
        waiting = [socket for _seat, socket in self._waiting.values()]
        for socket in [*(socket for socket, _key in self._sockets.values()), *waiting]:
            await _send(socket, Over(PhoneSays.OVER))
            await socket.close()
        if self._listening is not None:
            self._listening.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if self.seats.seat_of(request.match_info["token"]) is None:
            raise web.HTTPForbidden(text=PhoneSays.FORBIDDEN)
        return web.FileResponse(PAGE / "index.html", headers=PAGE_HEADERS)

    async def _static(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        if name not in ASSETS:
            raise web.HTTPNotFound(text="No such file.")
        return web.FileResponse(PAGE / name)

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ticket = request.match_info["token"]
        seat = self.seats.seat_of(ticket)
        if seat is None:
            raise web.HTTPForbidden(text=PhoneSays.FORBIDDEN)
        # Room above the protocol's limit, so that a message a little too big gets its reason
        # from parse() or frame(); only one far too big closes the connection.
        socket = web.WebSocketResponse(max_msg_size=CLOSE_ABOVE, heartbeat=20)
        key = request.cookies.get(KEY_COOKIE, "")
        if not KEY_SHAPE.fullmatch(key):
            key = secrets.token_urlsafe(24)
        socket.set_cookie(
            KEY_COOKIE,
            key,
            path=f"/ws/{ticket}",
            max_age=KEY_DAYS * 24 * 3600,
            secure=self.certificate is not None,
            httponly=True,
            samesite="Strict",
        )
        await socket.prepare(request)
        if self.seats.claim(seat, key):
            await self._take_seat(seat, socket, key)
        else:
            await self._ask_for(seat, socket, key)
        try:
            await self._serve(seat, socket)
        finally:
            if self._waiting.get(key, (seat, None))[1] is socket:
                del self._waiting[key]
                self.seats.stop_asking(key)
            if _holds(self._sockets, seat, socket):
                del self._sockets[seat]
                self.seats.connect(seat, False)
        return socket

    async def _take_seat(self, seat: int, socket: web.WebSocketResponse, key: str) -> None:
        previous = self._sockets.get(seat)
        self._sockets[seat] = (socket, key)
        if previous is not None:
            old, old_key = previous
            name = self.seats.players[seat]
            await _send(
                old,
                Taken(PhoneSays.REOPENED if old_key == key else PhoneSays.GIVEN.format(name=name)),
            )
            await old.close()
        self.seats.connect(seat, True)
        await _send(socket, self.seats.state(seat))

    async def _ask_for(self, seat: int, socket: web.WebSocketResponse, key: str) -> None:
        """A device whose key is not the seat's (the seat is another phone's, or played at the
        laptop): shown nothing of it, and a code to show the host, who may give it the seat."""
        earlier = self._waiting.pop(key, None)
        if earlier is not None:  # the same device again (a reload): its new page waits
            await earlier[1].close()
        code, dropped = self.seats.ask_for(seat, key)
        self._waiting[key] = (seat, socket)
        for gone in dropped:  # the oldest devices asking for the seat, over the few kept
            await self._turn_away(gone, PhoneSays.TOO_MANY)
        name = self.seats.players[seat]
        await _send(socket, Taken(PhoneSays.ASK_HOST.format(name=name, code=code)))

    async def _turn_away(self, key: str, why: str) -> None:
        """Tell the device with key `key` that waits for a seat why it will not have it, and
        close it."""
        waiting = self._waiting.pop(key, None)
        if waiting is not None:
            await _send(waiting[1], Taken(why))
            await waiting[1].close()

    async def _serve(self, seat: int, socket: web.WebSocketResponse) -> None:
        phone = _Phone(seat, socket, self.seats)
        try:
            async for message in socket:
                if not _holds(self._sockets, seat, socket):
                    continue  # a device waiting for a seat that is not its own is not heard
                if message.type is WSMsgType.TEXT:
                    await phone.text(message.data)
                elif message.type is WSMsgType.BINARY:
                    await phone.sound(message.data)
                else:
                    return
        finally:
            phone.talking.drop_all()  # a phone gone mid-utterance loses only that utterance
            if _holds(self._sockets, seat, socket):
                self.seats.talking(seat, None)

    def _changed(self, seat: int) -> None:
        """From any thread: send `seat`'s page state again."""
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._push, seat)

    def _notice(self, seat: int, message: PageMessage) -> None:
        """From any thread: send one message to `seat`'s phone."""
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._send_to, seat, message)

    def _send_to(self, seat: int, message: PageMessage) -> None:
        held = self._sockets.get(seat)
        if held is not None:
            self._loop.create_task(_send(held[0], message))

    def _push(self, seat: int) -> None:
        for key, (asked, socket) in list(self._waiting.items()):
            if asked != seat:
                continue
            if key == self.seats.key_of(seat):  # the host gave it the seat
                del self._waiting[key]
                self._loop.create_task(self._take_seat(seat, socket, key))
                return
            if not self.seats.asking(key):  # the host kept the seat from it
                name = self.seats.players[seat]
                self._loop.create_task(self._turn_away(key, PhoneSays.KEPT.format(name=name)))
        self._send_to(seat, self.seats.state(seat))


class _Phone:
    """One connected phone: its messages checked, its answers and speech passed to the game."""

    def __init__(self, seat: int, socket: web.WebSocketResponse, seats: Seats) -> None:
        self.seat = seat
        self.socket = socket
        self.seats = seats
        self.limit = RateLimit(time.monotonic)
        self.audio_limit = AudioRate(time.monotonic)
        self.talking = Utterances()

    async def text(self, data: str) -> None:
        if not self.limit.allow():
            await _error(self.socket, PhoneSays.SLOW_DOWN)
            return
        try:
            message = parse(data)
        except BadMessage as exc:
            await _error(self.socket, str(exc))
            return
        if isinstance(message, TalkMessage):
            await self.talk(message)
            return
        refused = self.seats.answer(
            Answer(self.seat, message.id, message.text, typed=message.typed)
        )
        if refused:
            await _error(self.socket, refused)

    async def talk(self, message: TalkMessage) -> None:
        if message.action is TalkAction.START:
            if not self.seats.talking(self.seat, message.id):
                await _error(self.socket, PhoneSays.NOT_YOURS)
                return
            self.talking.start(message.utterance, message.id)
        elif message.action is TalkAction.CANCEL:
            self.talking.cancel(message.utterance)
            self.seats.talking(self.seat, None)
        else:
            await self.finish(message.utterance)

    async def sound(self, data: bytes) -> None:
        if not self.audio_limit.allow():
            return  # dropped like a lost frame: its place is silence
        try:
            piece = frame(data)
        except BadFrame as exc:
            await _error(self.socket, str(exc))
            return
        self.talking.add(piece)
        if self.talking.full(piece.utterance):
            await self.finish(piece.utterance)

    async def finish(self, number: int) -> None:
        """The utterance is over (released, or eight seconds long): the game hears it."""
        said = self.talking.end(number)
        self.seats.talking(self.seat, None)
        if said is None:
            return  # already ended at eight seconds, or never started
        answer = Answer(self.seat, said.question, "", said.audio, said.number)
        refused = self.seats.answer(answer)
        if refused:
            await _error(self.socket, refused)


def _holds(
    by_seat: dict[int, tuple[web.WebSocketResponse, str]], seat: int, socket: object
) -> bool:
    """Whether `socket` is the one `by_seat` (the seats' phones) has for `seat`."""
    held = by_seat.get(seat)
    return held is not None and held[0] is socket


async def _send(socket: web.WebSocketResponse, message: PageMessage) -> None:
    if not socket.closed:
        # A phone that is gone gets the whole state again when it comes back.
        with contextlib.suppress(ConnectionError):
            await socket.send_str(json.dumps(message.as_message()))


async def _error(socket: web.WebSocketResponse, why: str) -> None:
    await _send(socket, Refusal(why))
