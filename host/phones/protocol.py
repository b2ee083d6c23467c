"""What a phone may send the host, checked before anything reads it (docs/phones.md): size,
JSON shape, fields and rate. A bad message is a BadMessage with a reason the phone is told."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

MAX_BYTES = 4096
"""The largest text message a phone may send."""
MAX_ANSWER = 200
"""The longest answer text: a clue, a guess, a famous name."""
RATE = 10.0
"""Messages a second a phone may send, on average..."""
BURST = 20
"""...and all at once."""


class BadMessage(ValueError):
    """A message from a phone that the host drops, with the reason it tells the phone."""


@dataclass(frozen=True)
class AnswerMessage:
    """A phone's answer to question `id`: a tap on a choice, or typed text (`typed`)."""

    id: int
    text: str
    typed: bool = False


class TalkAction(StrEnum):
    """What a talk message does to its utterance."""

    START = "start"
    END = "end"
    CANCEL = "cancel"


@dataclass(frozen=True)
class TalkMessage:
    """Hold to talk: utterance `utterance` starts (answering question `id`), ends or is
    cancelled; its audio comes in binary frames (host.phones.utterance)."""

    action: TalkAction
    utterance: int
    id: int = 0


def parse(data: str) -> AnswerMessage | TalkMessage:
    """The message a phone sent as text; BadMessage saying what is wrong with it."""
    if len(data.encode("utf-8", "replace")) > MAX_BYTES:
        raise BadMessage(f"A message may be at most {MAX_BYTES} bytes.")
    try:
        message = json.loads(data)
    except ValueError:
        raise BadMessage("A message must be JSON.") from None
    except RecursionError:  # "[[[[..." within the size limit: deeper than the parser goes
        raise BadMessage("A message may not nest so deeply.") from None
    if not isinstance(message, dict):
        raise BadMessage("A message must be a JSON object.")
    kind = message.get("type")
    if kind == "talk":
        return _talk(message)
    if kind != "answer":
        raise BadMessage(f"Unknown message type {str(kind)[:40]!r}.")
    number, text = message.get("id"), message.get("text")
    if not _whole(number):
        raise BadMessage("An answer needs the question's id, a whole number.")
    if not isinstance(text, str) or not text.strip():
        raise BadMessage("An answer needs some text.")
    if len(text) > MAX_ANSWER:
        raise BadMessage(f"An answer may be at most {MAX_ANSWER} characters.")
    typed = message.get("typed", False)
    if not isinstance(typed, bool):
        raise BadMessage("An answer's typed is true or false.")
    return AnswerMessage(number, " ".join(text.split()), typed)


def _talk(message: dict) -> TalkMessage:
    action, utterance, number = message.get("action"), message.get("utterance"), message.get("id")
    if not isinstance(action, str) or action not in set(TalkAction):
        raise BadMessage(f"A talk message's action is one of {', '.join(TalkAction)}.")
    if not _whole(utterance):
        raise BadMessage("A talk message needs its utterance's number, a whole number.")
    action = TalkAction(action)
    if action is TalkAction.START and not _whole(number):
        raise BadMessage("A talk starts with the question's id, a whole number.")
    return TalkMessage(action, utterance, number if action is TalkAction.START else 0)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**32


class RateLimit:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(self, clock: Callable[[], float], rate: float = RATE, burst: int = BURST) -> None:
        self.clock = clock
        self.rate = rate
        self.burst = burst
        self._tokens = float(burst)
        self._last = clock()

    def allow(self) -> bool:
        """Whether one more message may pass now (it uses a token if so)."""
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
