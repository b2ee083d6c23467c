"""Simulated phones: the game's simulated players answering on their phones, through the real
phones' server and protocol (an aiohttp WebSocket client per seat), by tap and typed text or
holding to talk."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass

import aiohttp
from aiohttp import web

from host.ears.context import normalize
from host.flows.playing import Playing
from host.flows.table import Table
from host.games import Asking, GameSpec
from host.phones.listener import PhoneDesk, PhoneListener
from host.phones.protocol import BURST, RATE
from host.phones.seats import Seats
from host.phones.server import PhoneServer, socket_url
from host.phrasebook.page_says import PhoneSays
from host.screen.serve import routes
from host.screen.table import TableScreen
from host.session.prompt import Prompt, plain
from host.session.prompter import Watcher
from host.session.session import Session
from host.session.stage import Observer
from host.session.typed import TypedListener
from host.show import in_step
from host.sim.audio import Spoken
from host.sim.clock import VirtualClock
from host.sim.party import TableManners, seated
from host.sim.patience import PatientAnswers
from host.sim.talking import Pace, PhoneVoices, talk
from host.voice.line import Line

ASKED_WAIT = 2.0
"""Seconds a phone waits for the host to tell which prompt a question on its page is."""
JOIN_WAIT = 10.0
"""Seconds the simulated phones may take to open their seats' pages."""
TRIES = 2
"""Times a player says an answer the host did not understand before tapping it instead."""


class PhoneTable:
    """Decides, for every question on the phones, which seat answers and with what."""

    def __init__(
        self,
        manners: TableManners,
        listener: PhoneListener,
        clock: VirtualClock,
        voices: PhoneVoices | None = None,
    ) -> None:
        self.manners = manners
        self.listener = listener
        self.clock = clock
        self.voices = voices
        """How the players talk into their phones; None: they tap and type."""
        self._answers: dict[int, Spoken] = {}
        self.taps = 0
        """Answers the phones tapped or typed."""

    def asked(self, question: int) -> Prompt | None:
        """The prompt behind question `question`, if it is one asked now."""
        return self.listener.asking.get(question)

    def shows(self, seat: int, question: int) -> bool:
        """Whether `seat`'s page still shows question `question`."""
        shown = self.listener.seats.seats[seat].question
        return shown is not None and shown.id == question

    def speaker(self, prompt: Prompt, spoken: Spoken, question: int) -> int | None:
        """The seat that answers: the player asked, or whoever spoke up if their page shows
        the question, or else the first seat whose page does (None: no page shows it)."""
        if prompt.player is not None:
            return prompt.player
        seats = range(len(self.listener.seats.seats))
        shown = [seat for seat in seats if self.shows(seat, question)]
        return spoken.player if spoken.player in shown or not shown else shown[0]

    def answer(self, seat: int, question: int) -> Spoken | None:
        """What `seat` answers to question `question` on its page, or None: not this seat,
        or the table answers it aloud to the laptop."""
        asking = self.listener.asking
        prompt = asking.get(question)
        if prompt is None or not self.listener.phones_only(prompt):
            return None
        self._answers = {q: s for q, s in self._answers.items() if q in asking}
        for number in sorted(q for q in asking if q not in self._answers):
            if not self.listener.phones_only(asking[number]):
                continue
            # Every question on the pages decided at once, in the order asked: the same seed
            # plays the same party whichever phone reads its question first.
            self._answers[number] = self._spoken(asking[number])
        spoken = self._answers[question]
        if not spoken.text or self.speaker(prompt, spoken, question) != seat:
            return None
        return spoken

    def waits(self, question: int) -> bool:
        """Whether a phone's answer to a question asked with `question`, before it, is still to
        be taken: phones asked at once answer in the order asked, each once the one before is
        heard, so that the host takes them in the same order every run and the party's clock
        (not the threads) says how far apart they came."""
        asking = self.listener.asking
        for earlier, spoken in list(self._answers.items()):
            prompt = asking.get(earlier)
            if earlier >= question or prompt is None or not spoken.text:
                continue
            seat = self.speaker(prompt, spoken, earlier)
            if seat is not None and self.shows(seat, earlier):
                return True
        return False

    def _spoken(self, prompt: Prompt) -> Spoken:
        spoken = self.manners.answer(prompt)
        if not spoken.text and not prompt.taking.timed:
            spoken = Spoken(spoken.player, self.manners.typed(prompt))
        if self.voices is None or not spoken.text:  # speech takes the time it is heard
            self.clock.spoke(spoken.text)
        return spoken


@dataclass
class _Saying:
    """An answer a phone's player is saying: to which question, and how it went so far."""

    question: int
    prompt: Prompt
    spoken: Spoken
    tries: int = 0
    utterance: int = 0
    ended: float = 0.0
    """When the latest utterance's end was sent (time.perf_counter)."""
    told: bool = False
    """Whether the host said what it heard of the latest utterance."""


class SimulatedPhone:
    """One player's phone: answers each question its page shows for its seat, by tap, or
    aloud when the table talks (said again once when not understood, then tapped)."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, seat: int, table: PhoneTable):
        self.ws = ws
        self.seat = seat
        self.table = table
        self.answered: set[int] = set()
        self.showing: int | None = None
        """The question the page shows now."""
        self.buttons: frozenset[str] = frozenset()
        """The answers the page offers to tap now (its choices, cards and offered answers):
        any other answer is typed."""
        self.saying: _Saying | None = None
        self.not_understood = 0
        """The utterance the host last said it did not understand."""
        self.taken: _Saying | None = None
        """The answer the host just said it heard, until its next message: a refusal then
        means the words heard are not an answer the question takes."""
        self.utterances = 0
        self.sound = Pace()
        self.text = Pace(RATE, BURST)

    async def receive(self, message: dict) -> None:
        """React to one message from the host."""
        if message["type"] != "error":
            self.taken = None
        if message["type"] == "heard":
            self._heard(message)
        elif message["type"] == "error":
            await self._refused(message["why"], message.get("offered", []))
        elif message["type"] == "state":
            question = message["question"]
            self.showing = None if question is None else question["id"]
            self.buttons = frozenset() if question is None else _buttons(question)
        if self.showing is None or self.showing in self.answered:
            return
        question = self.showing
        self.answered.add(question)
        self._unheard()  # a new question: the host has moved on without the last answer
        decided = await _decide(self.table, self.seat, question)
        if decided is None:
            return
        while self.table.waits(question):
            await asyncio.sleep(0.01)
        if self.table.voices is None:
            await self._tap(question, decided[1].text)
        else:
            self.saying = _Saying(question, *decided)
            await self._say()

    async def _tap(self, question: int, text: str) -> None:
        self.table.taps += 1
        await self.text.wait()
        typed = plain(text) not in self.buttons
        answer = {"type": "answer", "id": question, "text": text, "typed": typed}
        await self.ws.send_str(json.dumps(answer))

    async def _say(self) -> None:
        saying, voices = self.saying, self.table.voices
        assert saying is not None and voices is not None
        self.utterances += 1
        saying.tries += 1
        saying.utterance, saying.told = self.utterances, False
        audio = voices.utterance(saying.spoken)
        question, number = saying.question, saying.utterance
        saying.ended = await talk(self.ws, audio, question, number, self.text, self.sound)

    def _heard(self, message: dict) -> None:
        saying, voices = self.saying, self.table.voices
        if saying is None or voices is None or message["utterance"] != saying.utterance:
            return
        delay = time.perf_counter() - saying.ended
        voices.heard(saying.prompt, saying.spoken, message["text"], delay)
        saying.told = True
        if message["text"]:
            self.saying, self.taken = None, saying
        else:
            self.not_understood = saying.utterance

    async def _refused(self, why: str, offered: list[str]) -> None:
        self.buttons |= {plain(answer) for answer in offered}
        taken, self.taken = self.taken, None
        if why != PhoneSays.NOT_HEARD and taken is not None and taken.question == self.showing:
            # Heard, but as words the question does not take ("stop the game" is the laptop's
            # to say): the player answers again, as one who was not understood.
            self.saying = taken
            await self._again()
            return
        saying, voices = self.saying, self.table.voices
        if saying is None or voices is None:
            return
        if why == PhoneSays.NOT_HEARD:
            if saying.utterance != self.not_understood:
                return  # about an utterance given up already
            said = normalize(saying.spoken.text)
            if said in map(normalize, offered):  # the host's offer has it: tapped at once
                self.saying = None
                voices.picked(saying.spoken)
                await self._tap(saying.question, saying.spoken.text)
                return
            await self._again()
        elif saying.question != self.showing:  # its question was over before it was heard
            self._unheard()

    async def _again(self) -> None:
        """The answer being said was not understood: said once more, or else tapped."""
        saying, voices = self.saying, self.table.voices
        assert saying is not None and voices is not None
        if saying.tries < TRIES:
            await self._say()
            return
        self.saying = None
        voices.tapped(saying.spoken)
        await self._tap(saying.question, saying.spoken.text)

    def _unheard(self) -> None:
        """The answer being said is given up; counted as not heard if the host never said
        what it heard of its latest utterance."""
        saying, voices = self.saying, self.table.voices
        self.saying = None
        if saying is not None and voices is not None and not saying.told:
            voices.heard(saying.prompt, saying.spoken, "", None)


PhoneKind = Callable[[aiohttp.ClientWebSocketResponse, int, PhoneTable], SimulatedPhone]
"""Makes the phone of one seat (SimulatedPhone, or one of its kinds)."""


async def run_phone(
    url: str,
    seat: int,
    table: PhoneTable,
    stop: asyncio.Event,
    joined: threading.Event,
    kind: PhoneKind = SimulatedPhone,
) -> None:
    """One phone (of `kind`): join `url`'s seat (`joined` is set once it has) and answer every
    question its page shows, until the host closes the connection or `stop` is set."""
    async with (
        aiohttp.ClientSession() as client,
        client.ws_connect(socket_url(url), ssl=False) as ws,
    ):
        phone = kind(ws, seat, table)
        # A phone answering as the host closes the connection finds it closing: it stops.
        with suppress(aiohttp.ClientConnectionResetError):
            async for data in _messages(ws, stop):
                joined.set()
                await phone.receive(json.loads(data))


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


async def _decide(table: PhoneTable, seat: int, question: int) -> tuple[Prompt, Spoken] | None:
    waited = 0.0
    while (prompt := table.asked(question)) is None and waited < ASKED_WAIT:
        if not table.shows(seat, question):
            return None  # asked and gone while the phone was busy: nothing to answer
        await asyncio.sleep(0.01)
        waited += 0.01
    spoken = None if prompt is None else table.answer(seat, question)
    return None if prompt is None or spoken is None else (prompt, spoken)


@contextmanager
def serving(
    seats: Seats,
    table: PhoneTable,
    phones: Sequence[int],
    also: Callable[[web.Application], None] = lambda app: None,
    kind: PhoneKind = SimulatedPhone,
) -> Iterator[PhoneServer]:
    """A real phones' server on localhost (with `also`'s routes), and a simulated phone (of
    `kind`) on each seat of `phones` answering for `table`, while the block runs."""
    joined = {seat: threading.Event() for seat in phones}
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()
    server = PhoneServer(seats, None, "127.0.0.1", 0, also).start()

    async def every_phone() -> None:
        await asyncio.gather(
            *(run_phone(server.url(s), s, table, stop, joined[s], kind) for s in phones)
        )

    thread = threading.Thread(target=loop.run_until_complete, args=(every_phone(),))
    thread.start()
    try:
        if not all(event.wait(JOIN_WAIT) for event in joined.values()):
            raise RuntimeError("the simulated phones did not join")
        yield server
    finally:
        server.stop()  # each phone reads what it was sent (the last "heard"), then the close
        loop.call_soon_threadsafe(stop.set)
        thread.join(JOIN_WAIT)


@contextmanager
def phone_table(
    session: Session,
    spec: GameSpec,
    say: Callable[[Line], None] = lambda line: None,
    screen: TableScreen | None = None,
    kind: PhoneKind = SimulatedPhone,
    more: Sequence[Observer] = (),
    questions: Sequence[Watcher] = (),
) -> Iterator[tuple[Table, PhoneTable]]:
    """A Table whose simulated players all answer on simulated phones (of `kind`) by tap and
    typed text, through a real phones' server on localhost; the keyboard is never read (it
    fails the game if it is). With a `screen`, the server serves the table page too (its `url`
    set), and the page follows the game as `partyhost play --screen` has it follow, through one
    Stage with the phones and `more` observers (a test looking at every step); `questions`
    watch every question put, after the phones and the pages."""
    players = session.game.config.players
    seats = Seats(players, spec.title, answers=PatientAnswers())
    clock = VirtualClock()

    def keyboard(_text: str) -> str:
        raise AssertionError("a game played on phones read the keyboard")

    def no_laptop(_prompt: Prompt) -> str:
        raise AssertionError("a game played on phones listened to the laptop")

    playing = Playing()
    listener = PhoneListener(
        seats,
        TypedListener(no_laptop),
        playing.status,
        clock=clock,
        reader=spec.reader(players),
    )
    laptop = say if screen is None else screen.desk(say)
    stage = in_step(session, screen, seats, spec, more=more)
    watchers = (listener.timer, *stage.watchers, *questions)
    asking = Asking(watchers=watchers, playing=playing, stage=stage)
    table = spec.table(
        session, PhoneDesk(seats, laptop).say, listener, keyboard, clock, asking=asking
    )
    phones = PhoneTable(seated(session, spec), listener, clock)
    with serving(seats, phones, range(len(players)), routes(screen), kind) as server:
        if screen is not None:
            screen.served_at(server.origin())
        yield table, phones


def _buttons(question: dict) -> frozenset[str]:
    """What a page's question offers to tap, as the host reads it: its choices (the offered
    answers among them) and its cards' choices."""
    cards = (card["choice"] for card in question.get("cards", ()) if card.get("choice"))
    return frozenset(plain(choice) for choice in (*question["choices"], *cards))
