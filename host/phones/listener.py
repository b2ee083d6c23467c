"""The table's side of the phones: lines delivered to them, and answers taken from them.

A phone is one more way for the table to deliver a line and take an answer. A private line
for a seat with a phone goes to that phone alone; every public line is also the phones'
caption. A question put to a player with a phone appears on that phone, and a tap (or typed
text) from it answers exactly as a heard answer would; a question to the whole table appears
on every phone. The laptop keeps hearing the players without phones, and its keyboard can
always answer, so that a game never waits for a phone that has gone.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from host.ears.recognizer import Heard, Tier
from host.phones.messages import Question
from host.phones.seats import Answer, Seats
from host.phrasebook.page_says import PhoneSays
from host.session.commands import PHRASES
from host.session.door import Refused, cleaned
from host.session.prompt import (
    NEVER_SETTLED,
    Ask,
    Listener,
    Prompt,
    Reply,
    Settles,
    plain,
    two_words,
)
from host.session.reading import AskBack, Given, Reader, Tapped, Typed
from host.session.stage import Change, at_once
from host.voice.line import Line

POLL = 0.1
"""Seconds between looks at the laptop's keyboard while phones are asked."""
TIMED_WAIT = 1.0
"""Seconds a timed question (an hourglass runs) waits before the timer may speak again."""


class HearsPhones(Protocol):
    """How the phones' speech is heard (host.phones.ears.PhoneEars)."""

    def prepare(self, prompt: Prompt, phrases: tuple[str, ...]) -> None:
        """Ready the hearing of `prompt`'s answers, once it is on the phones."""
        ...

    def __call__(self, audio: np.ndarray, prompt: Prompt, phrases: tuple[str, ...]) -> Heard:
        """A phone's speech (16 kHz mono float32) heard as an answer to `prompt`."""
        ...


@dataclass
class PhoneDesk:
    """Routes the host's lines to the phones and the laptop (`say` wraps the announcer's)."""

    seats: Seats
    laptop: Callable[[Line], None]
    """Where lines go that are not for a phone alone: the announcer."""
    then: Callable[[Change], None] = at_once
    """Where a phone's change waits for its turn among the lines (Announcer.then), so that a
    phone shows a line as the host says it, not as the game queues it."""

    def say(self, line: Line) -> None:
        """A public line is spoken and captioned everywhere; a private one reaches its
        player's phone when they have one, else the laptop's private channel."""
        seat = self.seat_named(line.to)
        seats, text = self.seats, line.text
        if line.private and seat is not None and seats.has_phone(seat):
            self.then(lambda: seats.tell(seat, text))
            return
        if not line.private and not line.sound:
            self.then(lambda: seats.say(text))
        self.laptop(line)

    def seat_named(self, name: str | None) -> int | None:
        """The seat of the player called `name`, if any."""
        players = self.seats.players
        return players.index(name) if name in players else None


class PhoneListener:
    """Takes an answer from the phones of the players asked, or hears it from the laptop.

    A phone's answer comes back as it was given (a choice tapped, words typed, speech heard),
    for the prompter to judge; the listener reads it with the table's Reader too, only to keep
    the question open on a phone whose answer is refused, and to tell the phone so.
    `ready` says whether the laptop has an answer waiting to be read (a typed line), so that
    a keyboard answers even while phones are asked; without it (a microphone) the laptop is
    asked only when the question is not for phones alone.
    """

    def __init__(
        self,
        seats: Seats,
        laptop: Listener,
        status: Callable[[], tuple[str, str]] = lambda: ("", ""),
        ready: Callable[[], bool] | None = None,
        ears: HearsPhones | None = None,
        clock: Callable[[], float] = time.monotonic,
        reader: Reader | None = None,
    ) -> None:
        self.seats = seats
        self.laptop = laptop
        self.status = status
        """Whose turn it is and the score, as the pages show them."""
        self.ready = ready
        self.ears = ears
        """How a phone's speech is heard; None: phones can only tap and type."""
        self.clock = clock
        """The time by which a timed question waits and answers given at once are timed: the
        room's, or a simulated party's, which passes as its players speak (so that a seed
        plays the same party on any machine)."""
        self.reader = reader if reader is not None else Reader(dict(PHRASES), seats.players)
        """How the table reads an answer: the same as the prompter's."""
        self._asking: dict[int, Prompt] = {}
        """The questions on the phones now, by id."""
        self._timed: tuple[tuple[Prompt, ...], float, float] | None = None
        """The prompts the table's timer runs for, its seconds, and when it was set (clock)."""

    def timer(self, prompts: Sequence[Prompt], seconds: float | None) -> None:
        """A Prompter watcher: the questions put now and the time their timer has (an
        hourglass), so that a phone counts it down as the table's screen does."""
        self._timed = None if seconds is None else (tuple(prompts), seconds, self.clock())

    def _seconds_left(self, prompt: Prompt) -> float | None:
        """The seconds the table's timer has left for `prompt`, if one runs for it."""
        if self._timed is None or prompt not in self._timed[0]:
            return None
        _prompts, seconds, since = self._timed
        return max(0.0, seconds - (self.clock() - since))

    def hear(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard | Given:
        """One answer to `prompt`: from a phone asked, or from the laptop."""
        answering = self._answering(prompt)
        phones = [s for s in answering if self.seats.has_phone(s)]
        if not phones:
            return self.laptop.hear(prompt, phrases)
        self._put_on_phones(dict.fromkeys(phones, prompt), self._seconds_left(prompt), True)
        heard: Heard | Given | None = None
        try:
            self._prepare(prompt, phrases)
            heard = self._wait(prompt, phrases, self.phones_only(prompt))
            return heard
        finally:
            self._asking = {}
            if not self._asked_again(prompt, heard):
                self.seats.close()

    def _put_on_phones(
        self, prompts: Mapping[int, Prompt], seconds: float | None, shared: bool = False
    ) -> None:
        """Put each seat its prompt's question at once, the turn and score beside them
        (`shared`: one question to the table, taken by the first phone: Seats.ask)."""
        turn, score = self.status()
        self.seats.status(turn, score)
        names = self.seats.players
        questions = {s: Question.of(p, names[s], turn, seconds) for s, p in prompts.items()}
        ids = self.seats.ask(questions, shared)
        self._asking = {ids[s]: p for s, p in prompts.items()}

    @property
    def asking(self) -> Mapping[int, Prompt]:
        """The questions on the phones now, by id (the prompt behind each page's question)."""
        return self._asking

    def _asked_again(self, prompt: Prompt, heard: Heard | Given | None) -> bool:
        """Whether a timed question missed with time left stays on the pages: its timer puts it
        again at once, and a page that lost it in between would blink, announce it again and
        lose its focus every second."""
        missed = isinstance(heard, Heard) and heard.phrase is None and not heard.text
        return prompt.taking.timed and missed and (self._seconds_left(prompt) or 0.0) > 0.0

    def _prepare(self, prompt: Prompt, phrases: tuple[str, ...]) -> None:
        if self.ears is not None:
            self.ears.prepare(prompt, phrases)

    def reaches(self, player: int) -> bool:
        """Whether `player` has a phone, so can answer at the same time as others."""
        return self.seats.has_phone(player)

    def together(
        self,
        prompts: Sequence[Prompt],
        phrases: Callable[[Prompt], tuple[str, ...]],
        seconds: float,
        settles: Settles = NEVER_SETTLED,
    ) -> list[tuple[int, Given, float]]:
        """Each prompt on its player's phone at once (the players without one are left out);
        (player, answer, seconds after asking) in the order the answers came, until every
        phone answered, `seconds` passed, or an answer settled it and its grace passed."""
        on_phones = [p for p in prompts if p.player is not None and self.seats.has_phone(p.player)]
        if not on_phones:
            return []
        self._put_on_phones({p.player: p for p in on_phones}, seconds)
        start, wall, answered = self.clock(), time.monotonic(), []
        until = seconds
        try:
            for prompt in on_phones:
                self._prepare(prompt, phrases(prompt))
            while len(answered) < len(on_phones):
                # The room's time, and the wall's too: a phone that never answers a simulated
                # party (whose clock stands still meanwhile) cannot keep the game waiting.
                elapsed = max(self.clock() - start, time.monotonic() - wall)
                left = until - elapsed
                if left <= 0:
                    break
                try:
                    answer = self.seats.answers.get(timeout=min(POLL, left))
                except queue.Empty:
                    continue
                prompt = self._asking[answer.question]
                taken = self._take(answer, prompt, phrases(prompt))
                if taken is not None:
                    given, reply = taken
                    answered.append((answer.seat, given, self.clock() - start))
                    self.seats.close(answer.seat)
                    if settles.when(prompt, reply):
                        until = min(until, elapsed + settles.grace)
        finally:
            self._asking = {}
            self.seats.close()
        return answered

    def _answering(self, prompt: Prompt) -> list[int]:
        """The seats that may answer: the player asked, those who may claim the floor, or
        the whole table; none for "are you sure?" before an undo or a stop, which the laptop
        alone confirms (a phone that asked to undo cannot confirm its own undo)."""
        if prompt.ask is Ask.SURE:
            return []
        if prompt.player is not None:
            return [prompt.player]
        everyone = range(len(self.seats.seats))
        if prompt.taking.claim:
            return [s for s in everyone if self._own_name(s) in prompt.taking.claim]
        return list(everyone)

    def phones_only(self, prompt: Prompt) -> bool:
        """Whether only phones answer `prompt`: it is put to one player who has a phone, or
        everyone who may answer it has one (else the laptop hears the table too)."""
        answering = self._answering(prompt)
        return bool(answering) and all(self.seats.has_phone(s) for s in answering)

    def _own_name(self, seat: int) -> str:
        return self.seats.players[seat].casefold()

    def _wait(self, prompt: Prompt, phrases: tuple[str, ...], phones_only: bool) -> Heard | Given:
        if self.ready is None and not phones_only:
            return self._laptop_first(prompt, phrases)
        start = self.clock()
        while True:
            if self.ready is not None and self.ready():
                return self.laptop.hear(prompt, phrases)
            try:
                answer = self.seats.answers.get(timeout=POLL)
            except queue.Empty:
                waited = self.clock() - start
                if prompt.taking.timed and waited >= TIMED_WAIT and not self.seats.talked_to():
                    return Heard(None, "", silent=True, tier=Tier.NONE)
                continue
            taken = self._take(answer, prompt, phrases)
            if taken is not None:
                return taken[0]

    def _laptop_first(self, prompt: Prompt, phrases: tuple[str, ...]) -> Heard | Given:
        """The microphone hears the table; a phone's answer given meanwhile is taken if the
        microphone caught nothing."""
        heard = self.laptop.hear(prompt, phrases)
        if heard.phrase is not None or heard.text:
            return heard
        while True:
            try:
                answer = self.seats.answers.get_nowait()
            except queue.Empty:
                return heard
            from_phone = self._take(answer, prompt, phrases)
            if from_phone is not None:
                return from_phone[0]

    def _take(
        self, answer: Answer, prompt: Prompt, phrases: tuple[str, ...]
    ) -> tuple[Given, Reply] | None:
        """A phone's answer as it was given, and the reply the table reads in it; None (and
        the phone told why) when it answers nothing the question can take."""
        if answer.audio is not None:
            said: Heard | Tapped | Typed | None = self._said(answer, prompt, phrases)
        else:
            said = Typed(answer.text) if answer.typed else Tapped(answer.text)
        if said is None:
            return None
        given = Given(said, answer.seat)
        try:
            reading = self.reader.read(prompt, given)
        except Refused as refused:
            self.seats.refuse(answer, str(refused))
            return None
        if reading is None:
            if isinstance(said, Heard):
                self.seats.refuse(answer, PhoneSays.NOT_HEARD, offered(said, prompt))
            else:
                self.seats.refuse(answer, PhoneSays.NOT_A_CHOICE)
            return None
        self.seats.took(answer)
        return given, reading.reply if isinstance(reading, AskBack) else reading

    def _said(self, answer: Answer, prompt: Prompt, phrases: tuple[str, ...]) -> Heard | None:
        """A phone's speech as the table's ears heard it, and the phone told what that was;
        None (the phone told it was not understood) for no answer at all."""
        assert answer.audio is not None
        heard = Heard(None, "", tier=Tier.NONE)
        if self.ears is not None:
            heard = self.ears(answer.audio, prompt, phrases)
            heard = replace(heard, text=cleaned(heard.text))
        # Which words are an answer at all is the ears' to say (host/phones/ears.py keeps a
        # closed question's words only when they are one of its phrases, and a claim's all).
        said = heard.phrase or heard.text
        told = self.reader.told(prompt, heard, answer.seat) if said else ""
        self.seats.heard(answer, told)
        if not said:
            self.seats.refuse(answer, PhoneSays.NOT_HEARD, offered(heard, prompt))
            return None
        return heard


def offered(heard: Heard, prompt: Prompt) -> tuple[str, ...]:
    """The answers to offer as buttons for speech not understood: those it came closest to,
    as the question spells them, when they are its own answers and not on the page already
    (nor a claim's names, nor a yes or no)."""
    if prompt.taking.claim or two_words(prompt):
        return ()
    shown = set(map(plain, prompt.buttons))
    spelt = {plain(p): p for p in prompt.expected if plain(p) not in shown}
    return tuple(spelt[p] for p in heard.likeliest if p in spelt)
