"""A simulated phone that talks never leaves a question unanswered: whatever the host says of
its answer (not caught, or caught as words the question does not take), it says the answer
again, then taps it; and one answering as the host closes its connection just stops."""

from __future__ import annotations

import asyncio
import json
import threading

import aiohttp
import numpy as np
from aiohttp import web

from host.phrasebook.page_says import PhoneSays
from host.session.prompt import Ask, Prompt
from host.sim.audio import Spoken
from host.sim.phones import SimulatedPhone, _Saying, run_phone
from host.voice.line import Line
from tests.host.sim.test_phone_party import phone_table

QUESTION = 5
YES = Spoken(0, "yes")


class Socket:
    """A phone's WebSocket that keeps the text messages the phone sends."""

    def __init__(self) -> None:
        self.sent: list[dict] = []

    async def send_str(self, text: str) -> None:
        """Keep one text message."""
        self.sent.append(json.loads(text))

    async def send_bytes(self, data: bytes) -> None:
        """An audio frame: nothing to keep."""


class Voices:
    """Players who say a tenth of a second of silence, and what the host heard of it."""

    def __init__(self) -> None:
        self.heard_: list[str] = []
        self.taps: list[str] = []

    def utterance(self, spoken: Spoken) -> np.ndarray:
        """A short silence."""
        return np.zeros(1600, np.int16)

    def heard(self, prompt: Prompt, spoken: Spoken, heard: str, delay: float | None) -> None:
        """Keep what the host heard."""
        self.heard_.append(heard)

    def tapped(self, spoken: Spoken) -> None:
        """Keep what was tapped."""
        self.taps.append(spoken.text)


def saying_yes() -> tuple[SimulatedPhone, Socket, Voices]:
    """Irma's phone, saying "yes" (its first utterance) to the question it shows."""
    table, socket, voices = phone_table(), Socket(), Voices()
    table.voices = voices  # type: ignore[assignment]
    phone = SimulatedPhone(socket, 0, table)  # type: ignore[arg-type]
    prompt = Prompt(Line("Irma?"), ("yes", "no"), Ask.YES_NO, 0)
    phone.showing, phone.utterances = QUESTION, 1
    phone.buttons = frozenset(prompt.buttons)  # as its page's question offers them
    phone.answered.add(QUESTION)
    phone.saying = _Saying(QUESTION, prompt, YES, tries=1, utterance=1)
    return phone, socket, voices


def talks(socket: Socket) -> list[tuple[int, int]]:
    """(question, utterance) of each time the phone started talking."""
    return [(m["id"], m["utterance"]) for m in socket.sent if m.get("action") == "start"]


def test_an_answer_heard_as_words_the_question_refuses_is_said_again_then_tapped():
    phone, socket, voices = saying_yes()

    async def refused_twice() -> None:
        for utterance in (1, 2):
            await phone.receive({"type": "heard", "utterance": utterance, "text": "stop the game"})
            await phone.receive({"type": "error", "why": PhoneSays.LAPTOP_STOPS})

    asyncio.run(refused_twice())
    assert talks(socket) == [(QUESTION, 2)]
    assert voices.heard_ == ["stop the game", "stop the game"]
    assert voices.taps == ["yes"]
    assert socket.sent[-1] == {"type": "answer", "id": QUESTION, "text": "yes", "typed": False}


def test_an_answer_not_caught_is_said_again():
    phone, socket, voices = saying_yes()

    async def not_caught() -> None:
        await phone.receive({"type": "heard", "utterance": 1, "text": ""})
        await phone.receive({"type": "error", "why": PhoneSays.NOT_HEARD})

    asyncio.run(not_caught())
    assert talks(socket) == [(QUESTION, 2)]
    assert voices.heard_ == [""]


def test_an_answer_taken_is_not_said_again_whatever_comes_after():
    phone, socket, voices = saying_yes()

    async def taken_then_other_trouble() -> None:
        await phone.receive({"type": "heard", "utterance": 1, "text": "yes"})
        await phone.receive({"type": "state", "question": None})
        await phone.receive({"type": "error", "why": PhoneSays.LAPTOP_STOPS})

    asyncio.run(taken_then_other_trouble())
    assert talks(socket) == [] and voices.taps == []


class ClosingHost(SimulatedPhone):
    """A phone whose every answer finds the host's connection closing, as the last answers
    of a game can."""

    async def receive(self, message: dict) -> None:
        """Answer, and find the connection closing."""
        raise aiohttp.ClientConnectionResetError("Cannot write to closing transport")


def test_a_phone_answering_as_the_host_closes_stops_without_an_error():
    async def seat(request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        await socket.send_str(json.dumps({"type": "state", "question": None}))
        await socket.receive()  # until the phone goes
        return socket

    async def party() -> None:
        app = web.Application()
        app.router.add_get("/ws/seat", seat)
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        try:
            await asyncio.wait_for(
                run_phone(f"http://127.0.0.1:{port}/p/seat/", 0, phone_table(), asyncio.Event(),
                          joined, ClosingHost),
                10,
            )  # fmt: skip
        finally:
            await runner.cleanup()

    joined = threading.Event()
    asyncio.run(party())  # no ClientConnectionResetError out of the phone
    assert joined.is_set()
