"""The values of a prompt's `own` that the framework reads: what a yes or no checks (a Check),
who vouches for a likely phrase heard unsure (Vouches) and a shorter silence (Patient)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from host.voice.line import Line

if TYPE_CHECKING:
    from host.session.prompt import Prompt


@dataclass(frozen=True)
class Vouch:
    """The player who knows a prompt's likely phrases (the Mot Dit holder knows the secret
    word), and the question that asks them, without naming it, whether an answer heard unsure
    as one was it ("Irma, did Bob say your word?")."""

    player: int
    line: Line


@dataclass(frozen=True)
class Check:
    """What a yes-or-no question checks of what the host took (a subclass says what): such a
    question is answered from so few words that asking its answer back would only repeat it,
    and whoever answers it reads what it checks here, never in the host's English."""


@dataclass(frozen=True)
class Said(Check):
    """What "Did you say X?" checks: the `phrase` heard unsure."""

    phrase: str


@dataclass(frozen=True)
class Vouched(Check):
    """What a vouching question checks: the likely `phrase` heard unsure in `speaker`'s
    answer."""

    phrase: str
    speaker: int | None


@runtime_checkable
class Vouches(Protocol):
    """A prompt's own value that names who vouches for a likely phrase heard unsure."""

    @property
    def vouch(self) -> Vouch | None:
        """Who is asked whether a likely phrase heard unsure was said: "Did you say poster?"
        would give a secret word away to the table, and to a guesser who said "toaster"."""
        ...


@runtime_checkable
class Patient(Protocol):
    """A prompt's own value that gives up listening after a shorter silence."""

    @property
    def patience(self) -> float | None:
        """Seconds of silence after which nobody answers, where shorter than the answer
        window (the open floor's next guess: the table has called out what it had)."""
        ...


def vouch_of(prompt: Prompt) -> Vouch | None:
    """Who vouches for a likely phrase heard unsure in an answer to `prompt`, if anyone."""
    return prompt.own.vouch if isinstance(prompt.own, Vouches) else None


def patience_of(prompt: Prompt) -> float | None:
    """The seconds of silence after which nobody answers `prompt`, if shorter than usual."""
    return prompt.own.patience if isinstance(prompt.own, Patient) else None
