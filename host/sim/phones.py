"""Simulated phones: the game's simulated players answering on their phones, through the real
phones' server and protocol (an aiohttp WebSocket client per seat), by tap and typed text."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import aiohttp

from host.flows.table import Table
from host.games import GameSpec
from host.phones.listener import PhoneDesk, PhoneListener
from host.phones.protocol import RATE, SLOW_DOWN
from host.phones.seats import Seats
from host.phones.server import PhoneServer
from host.session.prompter import Prompt
from host.session.session import Session
from host.session.typed import TypedListener
from host.sim.audio import Spoken
from host.sim.clock import VirtualClock
from host.sim.party import TableManners, seated
from host.voice.line import Line

ASKED_WAIT = 2.0
"""Seconds a phone waits for the host to tell which prompt a question on its page is."""
Decide = Callable[[int, int], str | None]
"""What seat `s` answers to question `q` on its page, or None (it stays silent)."""


class PhoneTable:
    """Decides, for every question on the phones, which seat answers and with what."""

    def __init__(self, manners: TableManners, listener: PhoneListener, clock: VirtualClock):
        self.manners = manners
        self.listener = listener
        self.clock = clock
        self._answers: dict[int, Spoken] = {}
        self.taps = 0
        """Answers the phones sent."""

    def asked(self, question: int) -> Prompt | None:
        """The prompt behind question `question`, if it is the one asked now."""
        return self.listener.asking.get(question)

    def speaker(self, prompt: Prompt, spoken: Spoken, question: int) -> int:
        """The seat that answers: the player asked, or whoever spoke up if their page shows
        the question, or else the first seat whose page does."""
        if prompt.player is not None:
            return prompt.player
        seats = self.listener.seats.seats
        shown = [n for n, s in enumerate(seats) if s.question and s.question.id == question]
        return spoken.player if spoken.player in shown else shown[0]

    def answer(self, seat: int, question: int, prompt: Prompt) -> str | None:
        """What `seat` answers to `prompt` (asked as `question`), or None: not this seat."""
        if question not in self._answers:
            spoken = self.manners.answer(prompt)
            if not spoken.text and not prompt.timed:
                spoken = Spoken(spoken.player, self.manners.typed(prompt))
            self.clock.spoke(spoken.text)
            self._answers = {question: spoken}  # only the question on the pages matters
        spoken = self._answers[question]
        if not spoken.text or self.speaker(prompt, spoken, question) != seat:
            return None
        self.taps += 1
        return spoken.text


async def run_phone(url: str, seat: int, table: PhoneTable, stop: asyncio.Event) -> None:
    """One phone: join `url`'s seat and answer every question its page shows; an answer the
    host found too quick is sent again a moment later, as a player taps again."""
    socket_url = url.replace("https://", "wss://").replace("http://", "ws://")
    socket_url = socket_url.replace("/p/", "/ws/").rstrip("/")
    answered: set[int] = set()
    pending = ""
    async with aiohttp.ClientSession() as client, client.ws_connect(socket_url, ssl=False) as ws:
        async for data in _messages(ws, stop):
            message = json.loads(data)
            if message["type"] == "answered":
                pending = ""
            elif message["type"] == "error" and message["why"] == SLOW_DOWN and pending:
                await asyncio.sleep(1 / RATE)
                await ws.send_str(pending)
            question = message.get("question")
            if question is None or question["id"] in answered:
                continue
            answered.add(question["id"])
            text = await _decide(table, seat, question["id"])
            if text:
                pending = json.dumps({"type": "answer", "id": question["id"], "text": text})
                await ws.send_str(pending)


async def _messages(ws: aiohttp.ClientWebSocketResponse, stop: asyncio.Event):
    """The text messages of `ws` until it closes or `stop` is set."""
    stopping = asyncio.ensure_future(stop.wait())
    try:
        while True:
            reading = asyncio.ensure_future(ws.receive())
            await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if not reading.done():
                reading.cancel()
                return
            message = reading.result()
            if message.type is not aiohttp.WSMsgType.TEXT:
                return
            yield message.data
    finally:
        stopping.cancel()


async def _decide(table: PhoneTable, seat: int, question: int) -> str | None:
    waited = 0.0
    while (prompt := table.asked(question)) is None and waited < ASKED_WAIT:
        await asyncio.sleep(0.01)
        waited += 0.01
    return None if prompt is None else table.answer(seat, question, prompt)


@contextmanager
def phone_table(
    session: Session, spec: GameSpec, say: Callable[[Line], None] = lambda line: None
) -> Iterator[tuple[Table, PhoneTable]]:
    """A Table whose simulated players all answer on simulated phones, through a real phones'
    server on localhost; the keyboard is never read (it fails the game if it is)."""
    players = session.game.config.players
    seats = Seats(players, spec.title)
    clock = VirtualClock()

    def keyboard(_text: str) -> str:
        raise AssertionError("a game played on phones read the keyboard")

    def no_laptop(_prompt: Prompt) -> str:
        raise AssertionError("a game played on phones listened to the laptop")

    listener = PhoneListener(seats, TypedListener(no_laptop), lambda: table.status())
    table = spec.table(session, PhoneDesk(seats, say).say, listener, keyboard, clock)
    phones = PhoneTable(seated(session, spec), listener, clock)
    with PhoneServer(seats, None, "127.0.0.1", 0) as server:
        loop = asyncio.new_event_loop()
        stop = asyncio.Event()

        async def every_phone() -> None:
            await asyncio.gather(*(run_phone(server.url(s), s, phones, stop) for s in seats_at))

        seats_at = range(len(players))
        thread = threading.Thread(target=loop.run_until_complete, args=(every_phone(),))
        thread.start()
        try:
            if not seats.wait_joined(10):
                raise RuntimeError("the simulated phones did not join")
            yield table, phones
        finally:
            loop.call_soon_threadsafe(stop.set)
            thread.join(10)
