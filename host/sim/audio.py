"""Simulated speech: what a simulated player says, synthesized in their voice into party noise.

Each player has an espeak-ng voice; every answer is synthesized, mixed with party babble at a
chosen SNR and handed to the ears, exactly as a microphone's audio would be.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from host.audio import RATE
from host.session.own import patience_of
from host.session.prompt import Prompt, two_words
from host.sim.clock import VirtualClock
from host.sim.speech import babble, mix, speak, speakers
from host.sim.tally import RecognitionTally
from host.voice.line import Line


@dataclass(frozen=True)
class Spoken:
    """What one simulated player says in answer to a prompt (`player` None: the first seat),
    and what another says `then`, right after with no pause (a table calling out guesses)."""

    player: int | None
    text: str
    then: Spoken | None = None

    @property
    def words(self) -> str:
        """All that is said, as one utterance."""
        return self.text if self.then is None else f"{self.text} {self.then.words}"

    @property
    def parts(self) -> tuple[Spoken, ...]:
        """Each speaker's words alone, in the order said."""
        alone = replace(self, then=None)
        return (alone,) if self.then is None else (alone, *self.then.parts)

    @property
    def call(self) -> str:
        """The words called out, the caller's name before them left off ("Bob, fish": fish)."""
        return self.text.rpartition(",")[2].strip()


class SimulatedPlayers(Protocol):
    """A game's simulated table: decides who answers a prompt, and with what words."""

    def answer(self, prompt: Prompt) -> Spoken:
        """Who answers `prompt` and what they say."""
        ...

    def typed(self, prompt: Prompt) -> str:
        """What the asked player types when the keyboard takes over for `prompt`."""
        ...

    def hears(self, line: Line) -> None:
        """What the host says, as the table hears it (most tables answer only what they are
        asked, and need not listen)."""
        return None


class PartyAudio:
    """Turns what simulated players say into noisy 16 kHz audio, one voice per player."""

    def __init__(
        self,
        players: SimulatedPlayers,
        names: Sequence[str],
        snr_db: float | None,
        seed: int,
        transcript: Callable[[str], None] = lambda text: None,
    ) -> None:
        self.players = players
        self.names = tuple(names)
        self.voices = speakers(len(names), seed)
        self.snr_db = snr_db
        self.noise_rng = np.random.default_rng(seed)
        self.transcript = transcript
        """Where each line of the party's transcript goes ("Irma says: ...")."""
        self.clock = VirtualClock()
        """The party's time, which passes as the players speak."""
        self.tally = RecognitionTally()
        self.said = ""

    def utterance(self, prompt: Prompt) -> np.ndarray:
        """The answer to `prompt`, spoken in its speaker's voice into the party noise."""
        spoken = self.players.answer(prompt)
        self.said = spoken.words
        return self.voiced(spoken, self.snr_db, silence=patience_of(prompt))

    def voiced(
        self,
        spoken: Spoken,
        snr_db: float | None,
        says: str = "says",
        noise_rng: np.random.Generator | None = None,
        silence: float | None = None,
    ) -> np.ndarray:
        """`spoken` (and whoever speaks `then`) in its speaker's voice with party noise
        `snr_db` below it (None: clean), drawn from `noise_rng` (None: the party's own), on the
        party's clock, where saying nothing costs `silence` seconds (None: a whole answer
        window); the transcript has "Irma `says`: ..."."""
        speech = np.concatenate(list(self._speech(spoken, says)))
        noise_rng = self.noise_rng if noise_rng is None else noise_rng
        noise = None if snr_db is None else babble(len(speech) + 16000, noise_rng)
        heard = mix(speech, noise, snr_db or 0.0, before=0.3, after=0.4)
        self.clock.spoke(spoken.words, len(heard) / RATE, silence)
        return heard

    def _speech(self, spoken: Spoken, says: str) -> Iterator[np.ndarray]:
        """Each speaker's words in their voice, one after the other, each in the transcript."""
        for part in spoken.parts:
            player = part.player if part.player is not None else 0
            if part.player is None and not part.text:
                self.transcript("  (nobody says anything)")  # a table that has called out all
            else:
                self.transcript(f"  {self.names[player]} {says}: {part.text or '(nothing)'}")
            if part.text:
                yield speak(part.text, self.voices[player])
            else:
                yield np.zeros(8000, np.int16)  # a player who says nothing still takes a moment

    def heard(self, prompt: Prompt, phrase: str | None) -> None:
        """The ears heard `phrase` for the latest answer: count whether it was what was said."""
        self.tally.record(prompt.ask, self.said, phrase, two_words(prompt))
