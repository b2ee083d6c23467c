"""A simulated party heard through real ears, for the tests of every game's spoken party."""

from __future__ import annotations

import re

from host.ears.hearing import Ears
from host.flows.kit import FlowKit
from host.session.session import Session
from host.sim.party import simulated_table


def spoken_party(session: Session, kit: FlowKit, ears: Ears, snr: float | None) -> list[str]:
    """Play the session's game to its end, players heard through `ears` at `snr` dB (None:
    clean speech); the transcript of what was said and heard."""
    transcript: list[str] = []
    table, audio = simulated_table(session, kit, ears, lambda line: None, snr)
    audio.transcript = transcript.append
    kit.flow(table).run()
    return transcript


def untimed(transcript: list[str]) -> list[str]:
    """The transcript without decoding times, which vary from run to run."""
    return [re.sub(r", \d+ ms\]", "]", line) for line in transcript]
