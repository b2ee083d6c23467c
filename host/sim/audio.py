"""Simulated speech: what a simulated player says, synthesized in their voice into party noise.

Each player has an espeak-ng voice; every answer is synthesized, mixed with party babble at a
chosen SNR and handed to the ears, exactly as a microphone's audio would be.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

import numpy as np

from host.audio import RATE
from host.ears.context import normalize
from host.ears.synth import babble, mix, speak, speakers
from host.session.prompter import TWO_WORD_ASKS, Prompt
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
        self.tally = RecognitionTally()
        self.said = ""

    def utterance(self, prompt: Prompt) -> np.ndarray:
        """The answer to `prompt`, spoken in its speaker's voice into the party noise."""
        spoken = self.players.answer(prompt)
        self.said = spoken.text
        player = spoken.player if spoken.player is not None else 0
        self.transcript(f"  {self.names[player]} says: {spoken.text or '(nothing)'}")
        silence = np.zeros(8000, np.int16)  # a player who says nothing still takes a moment
        speech = speak(spoken.text, self.voices[player]) if spoken.text else silence
        noise = None if self.snr_db is None else babble(len(speech) + 16000, self.noise_rng)
        heard = mix(speech, noise, self.snr_db or 0.0, before=0.3, after=0.4)
        self.clock.spoke(spoken.text, len(heard) / RATE)
        return heard

    def heard(self, prompt: Prompt, phrase: str | None) -> None:
        """The ears heard `phrase` for the latest answer: count whether it was what was said."""
        confirmation = prompt.ask in TWO_WORD_ASKS or prompt.about is not None
        self.tally.record(prompt.ask, self.said, phrase, confirmation)


class RecognitionTally:
    """How often the ears heard a simulated player's words exactly, by kind of question."""

    def __init__(self) -> None:
        self.counts: dict[StrEnum, tuple[int, int]] = {}
        """For each kind of question: the answers heard exactly, and all answers."""
        self.confirmations: set[StrEnum] = set()
        """The kinds of question that only confirm (yes or no, did you say, skip)."""

    def record(
        self, ask: StrEnum, said: str, heard: str | None, confirmation: bool = False
    ) -> None:
        """One answer: `said` by the player, `heard` by the ears; silence is not counted."""
        if not said.strip():
            return
        right, total = self.counts.get(ask, (0, 0))
        self.counts[ask] = (right + (normalize(heard or "") == normalize(said)), total + 1)
        if confirmation:
            self.confirmations.add(ask)

    def summary(self) -> str:
        """'Heard exactly: 58 of 167 answers (35%), 40 of 120 (33%) without the
        confirmations; play a card 25 of 48, ...'."""
        answers = {ask: c for ask, c in self.counts.items() if ask not in self.confirmations}
        kinds = [f"{ask.value} {r} of {t}" for ask, (r, t) in sorted(self.counts.items())]
        all_of = _share(self.counts, " answers")
        return (
            f"Heard exactly: {all_of}, {_share(answers)} without the confirmations; "
            + ", ".join(kinds)
        )


def _share(counts: dict[StrEnum, tuple[int, int]], noun: str = "") -> str:
    right = sum(r for r, _ in counts.values())
    total = sum(t for _, t in counts.values())
    return f"{right} of {total}{noun}" + (f" ({right / total:.0%})" if total else "")
