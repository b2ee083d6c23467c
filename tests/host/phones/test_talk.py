"""Hold to talk through the real server and ears: speech streamed from a phone in the
protocol's frames is heard as that seat's answer, and a phone gone mid-utterance changes
nothing."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator

import aiohttp
import numpy as np
import pytest

from host.ears.context import Context
from host.ears.errors import EngineError
from host.ears.hearing import Ears
from host.phones.ears import PhoneEars
from host.phones.listener import PhoneListener
from host.phones.seats import Answer, Seats
from host.phones.server import PhoneServer, socket_url
from host.phones.utterance import FRAME_SAMPLES
from host.phrasebook.page_says import PhoneSays
from host.session.prompt import Prompt, Reply
from host.sim.speech import Speaker, speak
from host.sim.talking import frames
from host.voice.line import Line
from tests.host.ears.helpers import whisper_ears

QUESTION = Prompt.of(Line("Ann, one or two?"), ("one", "two"), "choose", 0, choices=("one", "two"))


@pytest.fixture(scope="module")
def ears() -> PhoneEars:
    return PhoneEars(whisper_ears)


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    seats = Seats(("Annabelle", "Felix"), "Maudit Mot Dit")
    with PhoneServer(seats, None, "127.0.0.1", 0) as running:
        for seat in (0, 1):
            seats.connect(seat, True)
        yield running


async def talk(url: str, samples: np.ndarray, order=lambda f: f, hang_up: bool = False) -> list:
    """One phone holding to talk while `samples` play; the messages it got back."""
    got = []
    async with aiohttp.ClientSession() as client:
        ws = await client.ws_connect(socket_url(url))
        while (state := json.loads(await ws.receive_str()))["question"] is None:
            pass
        number = state["question"]["id"]
        await ws.send_str(
            json.dumps({"type": "talk", "action": "start", "id": number, "utterance": 1})
        )
        for piece in order(frames(samples, 1, FRAME_SAMPLES)):
            await ws.send_bytes(piece)
            await asyncio.sleep(0.004)  # about 5 times real time, under the audio rate limit
        if hang_up:
            await ws.close()
            return got
        await ws.send_str(json.dumps({"type": "talk", "action": "end", "utterance": 1}))
        while True:
            message = json.loads(await asyncio.wait_for(ws.receive_str(), 30))
            got.append(message)
            if message["type"] == "heard":
                return got


def hear_within(listener: PhoneListener, prompt: Prompt, seconds: float = 60.0):
    """The reply the table reads in what `listener` takes for `prompt`, failing the test rather
    than waiting for ever."""
    heard = []
    thread = threading.Thread(
        target=lambda: heard.append(listener.hear(prompt, prompt.expected)), daemon=True
    )
    thread.start()
    thread.join(seconds)
    assert heard, f"nothing was heard in {seconds} s"
    return listener.reader.read(prompt, heard[0])


def in_background(coroutine) -> threading.Thread:
    thread = threading.Thread(target=asyncio.run, args=(coroutine,), daemon=True)
    thread.start()
    return thread


@pytest.mark.slow
def test_a_phone_s_speech_is_that_seat_s_answer(server, ears):
    listener = PhoneListener(server.seats, None, ears=ears)
    speech = speak("two", Speaker("en-us", "m3"))
    shuffled = lambda f: [f[1], f[0], *f[2:]]  # noqa: E731 - two frames swapped on the way
    phone = in_background(talk(server.url(0), speech, shuffled))
    heard = hear_within(listener, QUESTION)
    phone.join(30)
    # Taken without "did you say": its speaker reads it back on their own phone only.
    assert isinstance(heard, Reply) and (heard.phrase, heard.sure) == ("two", True)


@pytest.mark.slow
def test_speech_at_a_claim_claims_for_the_phone_s_own_seat(server, ears):
    listener = PhoneListener(server.seats, None, ears=ears)
    claim = ("annabelle", "felix")
    prompt = Prompt.of(
        Line("Any comebacks?"), (*claim, "nobody"), "comeback", choices=("nobody",), claim=claim
    )
    # Whisper hears "and a": any words at a claim claim the floor, for the phone's own seat.
    in_background(talk(server.url(1), speak("Annabelle", Speaker("en-us", "m3"))))
    assert hear_within(listener, prompt).phrase == "felix"  # Felix cannot claim for Annabelle
    in_background(talk(server.url(0), speak("nobody", Speaker("en-us", "m3"))))
    assert hear_within(listener, prompt).phrase == "nobody"


@pytest.mark.slow
def test_noise_is_not_understood_and_the_question_stays(server, ears):
    listener = PhoneListener(server.seats, None, ears=ears)
    told = []
    server.seats.outbox.connect(lambda seat: None, lambda seat, m: told.append(m.as_message()))
    hiss = np.random.default_rng(1).normal(0, 300, 16000).astype(np.int16)
    in_background(talk(server.url(0), hiss))

    def tap_after_refusal() -> None:
        while not any(m.get("why") == PhoneSays.NOT_HEARD for m in told):
            threading.Event().wait(0.01)
        seats = server.seats
        seats.answer(Answer(0, seats.state(0).as_message()["question"]["id"], "one"))

    threading.Thread(target=tap_after_refusal, daemon=True).start()
    assert hear_within(listener, QUESTION).phrase == "one"
    assert {"type": "heard", "utterance": 1, "text": ""} in told


@pytest.mark.slow
def test_a_phone_gone_mid_utterance_changes_nothing(server, ears):
    listener = PhoneListener(server.seats, None, ears=ears)
    phone = in_background(talk(server.url(0), speak("one"), hang_up=True))
    seats = server.seats

    def tap_once_it_is_gone() -> None:
        phone.join(30)
        while seats.seats[0].connected:
            threading.Event().wait(0.01)
        seats.answer(Answer(0, seats.state(0).as_message()["question"]["id"], "two"))

    threading.Thread(target=tap_once_it_is_gone, daemon=True).start()
    assert hear_within(listener, QUESTION).phrase == "two"


def test_the_phone_ears_ready_a_pressed_context_and_keep_quiet_if_they_cannot_start():
    readied: list[Context] = []

    class Recorder:
        def prepare(self, context: Context) -> None:
            readied.append(context)

    PhoneEars(lambda: Recorder()).prepare(QUESTION, ("one", "two", "repeat"))  # type: ignore
    assert [(c.phrases, c.pressed) for c in readied] == [(("one", "two", "repeat"), True)]

    def broken() -> Ears:
        raise EngineError("no Whisper model installed")

    PhoneEars(broken).prepare(QUESTION, QUESTION.expected)  # said at the first utterance instead


def test_the_phone_ears_start_once_in_the_background():
    made = []
    started = threading.Event()

    def make() -> Ears:
        made.append(1)
        started.set()
        return Ears("auto", None)

    ears = PhoneEars(make)
    ears.warm()
    assert started.wait(30)
    heard = ears(speak("two").astype(np.float32) / 32768, QUESTION, QUESTION.expected)
    assert heard.phrase == "two"
    assert made == [1]  # the utterance used the ears the warm-up started
