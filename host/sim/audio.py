"""Simulated speech: what a simulated player says, synthesized in their voice into party noise.

Each player has an espeak-ng voice; every answer is synthesized, mixed with party babble at a
chosen SNR and handed to the ears, exactly as a microphone's audio would be.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from host.ears.audio import RATE
from host.ears.synth import babble, mix, speak, speakers
from host.session.prompter import Prompt
from host.sim.clock import VirtualClock


@dataclass(frozen=True)
class Spoken:
    """What one simulated player says in answer to a prompt (`player` None: the first seat)."""

    player: int | None
    text: str


class SimulatedPlayers(Protocol):
    """A game's simulated table: decides who answers a prompt, and with what words."""

    def answer(self, prompt: Prompt) -> Spoken:
        """Who answers `prompt` and what they say."""
        ...

    def typed(self, prompt: Prompt) -> str:
        """What the asked player types when the keyboard takes over for `prompt`."""
        ...


class PartyAudio:
    """Turns what simulated players say into noisy 16 kHz audio, one voice per player."""

    def __init__(
        self, players: SimulatedPlayers, names: Sequence[str], snr_db: float | None, seed: int
    ) -> None:
        self.players = players
        self.names = tuple(names)
        self.voices = speakers(len(names), seed)
        self.snr_db = snr_db
        self.noise_rng = np.random.default_rng(seed)
        self.transcript: Callable[[str], None] = lambda text: None
        self.clock = VirtualClock()
        """The party's time, which passes as the players speak."""

    def utterance(self, prompt: Prompt) -> np.ndarray:
        """The answer to `prompt`, spoken in its speaker's voice into the party noise."""
        spoken = self.players.answer(prompt)
        player = spoken.player if spoken.player is not None else 0
        self.transcript(f"  {self.names[player]} says: {spoken.text or '(nothing)'}")
        silence = np.zeros(8000, np.int16)  # a player who says nothing still takes a moment
        speech = speak(spoken.text, self.voices[player]) if spoken.text else silence
        noise = None if self.snr_db is None else babble(len(speech) + 16000, self.noise_rng)
        heard = mix(speech, noise, self.snr_db or 0.0, before=0.3, after=0.4)
        self.clock.spoke(spoken.text, len(heard) / RATE)
        return heard
