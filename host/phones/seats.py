"""The seats at the table as the phones see them: a token each, what each page shows, and the
answers the phones send back to the game.

The game thread writes (caption, status, private lines, questions) and the server's thread
reads and takes answers; a lock keeps them apart, and the outbox tells the server which
seat's page to send again. A seat's state holds only what that seat may see: the caption and
status everyone hears anyway, its own private lines, and a question put to it.
"""

from __future__ import annotations

import queue
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from host.messages import Outbox
from host.phones.ending import Ending
from host.phones.messages import Answered, Hand, HeardBack, PhoneState, Question, Refusal
from host.phones.utterance import MAX_SECONDS
from host.phrasebook.page_says import PhoneSays
from host.session.status import SeatAsked

ASKERS_KEPT = 3
"""Devices a seat keeps asking for it at once (the oldest go): the player's new phone among a
stranger's, without a flood of them for the host to answer."""
SAID_KEPT = 8
"""Public lines a page keeps, as the table's screen keeps its captions: none lost in a burst."""
KEPT_PRIVATE = 50
"""Private lines a page keeps (the newest); enough for a whole hand and its history."""


def new_code(taken: set[str]) -> str:
    """A short code for a device asking for a seat, shown on its page and said by the host:
    four digits, none of the `taken` ones."""
    while (code := f"{secrets.randbelow(10_000):04d}") in taken:
        pass
    return code


@dataclass(frozen=True)
class Answer:
    """What one seat's phone answered to question `question`: text, or speech to hear."""

    seat: int
    question: int
    text: str
    audio: np.ndarray | None = None
    """16 kHz mono float32 speech from the phone's microphone (hold to talk)."""
    utterance: int = 0
    """The phone's number for that speech, to tell it what was heard."""
    typed: bool = False
    """Whether the text was typed in the page's text box, not a choice tapped."""


@dataclass
class Seat:
    """One player's seat: the token of its page and what its page shows."""

    name: str
    token: str
    private: list[str] = field(default_factory=list)
    past: int = 0
    """How many of `private` (the oldest) were told before the turn or round now played."""
    question: Question | None = None
    hand: Hand | None = None
    """The seat's own cards as its page draws them (host.phones.cards), None before any."""
    joined: bool = False
    """Whether a phone has opened this seat's page once (its secrets go there from then on)."""
    connected: bool = False
    key: str | None = None
    """The seat key of the phone the seat belongs to: the first to join it (None before)."""
    laptop: bool = False
    """Whether the seat is played at the laptop: the game started without its phone, so a
    phone gets it only when the host gives it."""


class Seats:
    """Every seat's page state, shared between the game thread and the phones' server."""

    def __init__(
        self,
        players: Sequence[str],
        game: str,
        outbox: Outbox | None = None,
        asked_for: Callable[[str], None] = lambda name: None,
        answers: queue.Queue[Answer] | None = None,
    ) -> None:
        self.game = game
        self.seats = [Seat(name, secrets.token_urlsafe(16)) for name in players]
        self.outbox = outbox or Outbox()
        """Where a seat's page is said to have changed, and a message for one phone is left,
        for the server to send (its pages are the seats' numbers)."""
        self.answers: queue.Queue[Answer] = queue.Queue() if answers is None else answers
        """The phones' answers, in the order they came, for the game to take."""
        self.caption = ""
        self.said: deque[str] = deque(maxlen=SAID_KEPT)
        """The last public lines, oldest first (the newest is `caption`)."""
        self.turn = ""
        self.score = ""
        self.ending: Ending | None = None
        """How the game ended, once it has: every page's final card."""
        self._lock = threading.RLock()
        self._joins = threading.Condition(self._lock)
        self._asked = 0
        self._talking: dict[int, tuple[int, float]] = {}
        """By seat, the question its phone talks to and since when (time.monotonic)."""
        self._began: dict[int, tuple[int, float]] = {}
        """By seat, the last question its phone talked to and when it first started to."""
        self._taken: set[int] = set()
        """The questions an answer was taken for: the first phone to answer has each."""
        self.asked_for = asked_for
        """Told the player's name when a device asks for a seat that is not its own."""
        self._asking: dict[str, tuple[int, str]] = {}
        """By device key, the seat each asking device asks for and the code its page shows,
        oldest first."""

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order."""
        return tuple(s.name for s in self.seats)

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is, or None; every token is compared in constant time."""
        found = None
        for number, seat in enumerate(self.seats):
            if secrets.compare_digest(seat.token.encode(), token.encode()):
                found = number
        return found

    def has_phone(self, seat: int) -> bool:
        """Whether `seat`'s secrets go to a phone (one joined it, even if asleep now)."""
        return self.seats[seat].joined

    def connect(self, seat: int, connected: bool) -> None:
        """A phone opened (or lost) the seat's page."""
        with self._joins:
            self.seats[seat].connected = connected
            self.seats[seat].joined |= connected
            self._joins.notify_all()

    def seal(self) -> None:
        """Play starts: every seat no phone has joined is played at the laptop from now on."""
        with self._lock:
            for seat in self.seats:
                seat.laptop = not seat.joined

    def claim(self, seat: int, key: str) -> bool:
        """Whether the phone with seat key `key` may have `seat`: the seat is its own, or
        belonged to no phone yet, is not played at the laptop, and now does (the first phone
        to join it keeps it)."""
        with self._lock:
            mine = self.seats[seat]
            if mine.key is None and not mine.laptop:
                mine.key = key
            return mine.key is not None and secrets.compare_digest(mine.key.encode(), key.encode())

    def ask_for(self, seat: int, key: str) -> tuple[str, list[str]]:
        """A device with key `key` asked for `seat`, which is not its own: the host is told and
        may give it the seat (`give_seat`). The code its page shows (the same each time it asks),
        and the keys of the devices no longer asking (the oldest, over ASKERS_KEPT a seat)."""
        with self._lock:
            asked_before = self._asking.pop(key, None)  # asked again: the end of the queue
            code = new_code(self._codes()) if asked_before is None else asked_before[1]
            self._asking[key] = (seat, code)
            same = [k for k, (s, _code) in self._asking.items() if s == seat]
            dropped = same[: max(0, len(same) - ASKERS_KEPT)]
            for old in dropped:
                del self._asking[old]
        self.asked_for(self.seats[seat].name)
        return code, dropped

    def _codes(self) -> set[str]:
        return {code for _seat, code in self._asking.values()}

    def stop_asking(self, key: str) -> None:
        """The device with key `key` went away: it asks for nothing now."""
        with self._lock:
            self._asking.pop(key, None)

    def asking(self, key: str) -> bool:
        """Whether the device with key `key` still asks for a seat."""
        with self._lock:
            return key in self._asking

    def asked(self) -> list[SeatAsked]:
        """The devices asking for a seat, oldest first, as the host names them."""
        with self._lock:
            return [SeatAsked(self.seats[s].name, code) for s, code in self._asking.values()]

    def give_seat(self, asked: SeatAsked) -> bool:
        """Give the device showing `asked.code` the seat it asks for: the seat answers to its
        key from now on (the old phone's no longer works); False if it no longer asks."""
        with self._lock:
            key = self._showing(asked.code)
            if key is None:
                return False
            seat, _code = self._asking.pop(key)
            self.seats[seat].key = key
            self.seats[seat].laptop = False
        self._changed([seat])
        return True

    def keep_seat(self, asked: SeatAsked) -> None:
        """The host keeps the seat from the device showing `asked.code` (its page is told)."""
        with self._lock:
            key = self._showing(asked.code)
            seats = [] if key is None else [self._asking.pop(key)[0]]
        self._changed(seats)

    def _showing(self, code: str) -> str | None:
        """The key of the asking device whose page shows `code`, if any."""
        return next((k for k, (_seat, shown) in self._asking.items() if shown == code), None)

    def key_of(self, seat: int) -> str | None:
        """The key of the phone `seat` belongs to."""
        with self._lock:
            return self.seats[seat].key

    def wait_joined(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for every seat to have a phone; whether they all do."""
        with self._joins:
            return self._joins.wait_for(lambda: all(s.joined for s in self.seats), timeout)

    def state(self, seat: int) -> PhoneState:
        """What `seat`'s page shows."""
        with self._lock:
            mine = self.seats[seat]
            return PhoneState(
                seat,
                mine.name,
                self.game,
                self.players,
                tuple(s.name for s in self.seats if not s.joined),
                self.caption,
                tuple(self.said),
                self.turn,
                self.score,
                tuple(mine.private),
                mine.past,
                mine.hand,
                mine.question,
                None if self.ending is None else self.ending.card(mine.name),
            )

    # -- the game's side --

    def say(self, text: str) -> None:
        """A public line: every page's caption."""
        with self._lock:
            self.caption = text
            self.said.append(text)
        self._changed(range(len(self.seats)))

    def finish(self, ending: Ending) -> None:
        """The game is over: every page shows its final card."""
        with self._lock:
            self.ending = ending
        self._changed(range(len(self.seats)))

    def status(self, turn: str, score: str) -> None:
        """Whose turn it is and the score, on every page (sent only when they change)."""
        with self._lock:
            if (turn, score) == (self.turn, self.score):
                return
            self.turn, self.score = turn, score
        self._changed(range(len(self.seats)))

    def hold(self, seat: int, hand: Hand) -> None:
        """`seat`'s own cards, as its page draws them (sent only when they change)."""
        with self._lock:
            if self.seats[seat].hand == hand:
                return
            self.seats[seat].hand = hand
        self._changed([seat])

    def tell(self, seat: int, text: str) -> None:
        """A private line, on `seat`'s page alone."""
        with self._lock:
            mine = self.seats[seat]
            mine.private.append(text)
            dropped = max(0, len(mine.private) - KEPT_PRIVATE)
            del mine.private[:dropped]
            mine.past = max(0, mine.past - dropped)
        self._changed([seat])

    def turn_over(self) -> None:
        """A new turn or round starts: every seat's private lines so far are past (its page
        keeps them in its history, not as its latest line)."""
        with self._lock:
            changed = [k for k, seat in enumerate(self.seats) if seat.past < len(seat.private)]
            for k in changed:
                self.seats[k].past = len(self.seats[k].private)
        self._changed(changed)

    def ask(self, questions: Mapping[int, Question], shared: bool = False) -> dict[int, int]:
        """Put each seat its question at once, taking any older one away from every page; each
        seat's question id. `shared`: they are one question to the table, with one id, taken by
        the first phone to answer (another phone's answer is then too late)."""
        with self._lock:
            ids: dict[int, int] = {}
            for number, seat in enumerate(self.seats):
                seat.question = None
                if number in questions:
                    if not (shared and ids):
                        self._asked += 1
                    ids[number] = self._asked
                    seat.question = replace(questions[number], id=self._asked)
            self._forget_answers()
        self._changed(range(len(self.seats)))
        return ids

    def _forget_answers(self) -> None:
        self._taken.clear()
        while not self.answers.empty():  # answers to an older question are too late
            self.answers.get_nowait()

    def close(self, seat: int | None = None) -> None:
        """The question on `seat`'s page (default: every page) is answered or given up."""
        with self._lock:
            asked = [
                n
                for n, mine in enumerate(self.seats)
                if mine.question is not None and seat in (None, n)
            ]
            for number in asked:
                self.seats[number].question = None
        self._changed(asked)

    # -- the phones' side --

    def answer(self, answer: Answer) -> str | None:
        """Take a phone's answer for the game; why it cannot be taken, or None."""
        with self._lock:
            asked = self.seats[answer.seat].question
            if asked is None or asked.id != answer.question:
                return PhoneSays.QUESTION_OVER
            if answer.question in self._taken:
                return PhoneSays.ALREADY_ANSWERED
            if answer.audio is None:  # speech may not be understood: a tap after it may be
                self._taken.add(answer.question)
            self.answers.put(answer)
        return None

    def talking(self, seat: int, question: int | None) -> bool:
        """`seat`'s phone started talking in answer to `question`, or stopped (None); False
        (and nothing noted) when that question is not on `seat`'s page: a phone talks only to
        a question put to it."""
        with self._lock:
            if question is None:
                self._talking.pop(seat, None)
                return True
            shown = self.seats[seat].question
            if shown is None or shown.id != question:
                return False
            # Timed from the phone's first start at this question: starting again holds nothing.
            first = self._began.get(seat)
            if first is None or first[0] != question:
                first = self._began[seat] = (question, time.monotonic())
            self._talking[seat] = first
            return True

    def talked_to(self) -> bool:
        """Whether a phone is talking in answer to the question on its own page now, for no
        longer than an utterance can last (a timed question waits for it rather than let its
        words come too late, but no phone can hold it longer than that)."""
        with self._lock:
            now = time.monotonic()
            return any(
                (shown := self.seats[seat].question) is not None
                and shown.id == question
                and now - since <= MAX_SECONDS
                for seat, (question, since) in self._talking.items()
            )

    def heard(self, answer: Answer, text: str) -> None:
        """Tell the phone what was heard of its speech ("" when nothing was understood)."""
        self.outbox.notice(answer.seat, HeardBack(answer.utterance, text))

    def took(self, answer: Answer) -> None:
        """Tell the phone the game took its tapped or typed answer (only then: a refused one
        gets only its refusal)."""
        if answer.audio is None:
            self.outbox.notice(answer.seat, Answered(answer.question, answer.text))

    def refuse(self, answer: Answer, why: str, offered: Sequence[str] = ()) -> None:
        """Tell the phone its answer was not one the question takes; the question stays, with
        the `offered` answers (what its speech came closest to) among its buttons."""
        with self._lock:
            self._taken.discard(answer.question)
            asked = self.seats[answer.seat].question
            if offered and asked is not None and asked.id == answer.question:
                self.seats[answer.seat].question = replace(asked, offered=tuple(offered))
        self.outbox.notice(answer.seat, Refusal(why, tuple(offered)))
        self._changed([answer.seat])

    def _changed(self, seats: Sequence[int] | range) -> None:
        for seat in seats:
            self.outbox.changed(seat)
