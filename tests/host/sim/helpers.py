"""A simulated party heard through real ears, for the tests of every game's spoken party."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core import Game
from host.ears.hearing import Ears
from host.games import GameSpec
from host.session.session import Session
from host.sim.party import simulated_table


def spoken_party(session: Session, spec: GameSpec, ears: Ears, snr: float | None) -> list[str]:
    """Play the session's game to its end, players heard through `ears` at `snr` dB (None:
    clean speech); the transcript of what was said and heard."""
    transcript: list[str] = []
    table, audio = simulated_table(session, spec, ears, lambda line: None, snr)
    audio.transcript = transcript.append
    spec.flow(table).run()
    return transcript


def untimed(transcript: list[str]) -> list[str]:
    """The transcript without decoding times, which vary from run to run."""
    return [re.sub(r", \d+ ms\]", "]", line) for line in transcript]


def replayed(new_session: Callable[[], Session], spec: GameSpec, snr: float | None):
    """Play a seeded party twice, each on fresh pocketsphinx ears (a decoder adapts to what it
    has heard), check both games and transcripts are the same; the game and its transcript."""
    runs: list[tuple[Game, list[str]]] = []
    for _ in range(2):
        session = new_session()
        transcript = spoken_party(session, spec, Ears("pocketsphinx"), snr)
        runs.append((session.game, transcript))  # the game object as it ended (undo replaces it)
    (first, transcript), (second, again) = runs
    assert first.log == second.log
    assert untimed(transcript) == untimed(again)
    return first, transcript
