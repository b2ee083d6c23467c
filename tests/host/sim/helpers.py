"""A simulated party heard through real ears, for the tests of every game's spoken party."""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import pytest

from engine.core import Game
from host.ears import Context, Ears, Heard
from host.games import GameSpec
from host.session.session import Session
from host.sim import audio as sim_audio
from host.sim.party import simulated_table
from host.sim.speech import Speaker
from host.voice.line import Line

FRESH_EARS_CHECKED = 3
"""How many of a party's first utterances fresh ears hear again, to check they hear the same."""


class HearsAudio(Protocol):
    """What a simulated party needs of its ears."""

    def hear_audio(self, samples: np.ndarray, context: Context) -> Heard:
        """Which phrase of `context` is said in `samples`."""
        ...


@dataclass(frozen=True)
class Hearing:
    """One utterance put to the ears, and what they heard."""

    samples: np.ndarray
    context: Context
    heard: Heard


class RecordingEars:
    """Real ears that keep every utterance they are given and what they heard in it."""

    def __init__(self, ears: Ears) -> None:
        self.ears = ears
        self.transcribes = ears.transcribes
        self.hearings: list[Hearing] = []

    def hear_audio(self, samples: np.ndarray, context: Context) -> Heard:
        """Hear `samples` with the real ears, and keep them with the result."""
        heard = self.ears.hear_audio(samples, context)
        self.hearings.append(Hearing(np.array(samples, copy=True), context, heard))
        return heard


class PlayedBackEars:
    """Ears that hear what recorded ears heard, in order, checking that each utterance and its
    context are the ones the recorded ears were given."""

    def __init__(self, hearings: list[Hearing], transcribes: bool) -> None:
        self.hearings = iter(enumerate(hearings))
        self.transcribes = transcribes

    def hear_audio(self, samples: np.ndarray, context: Context) -> Heard:
        """The recorded hearing of this utterance; fails if the party has strayed."""
        index, hearing = next(self.hearings, (None, None))
        assert hearing is not None, "the replay asked the ears more than the party did"
        assert context == hearing.context, f"utterance {index}: another context"
        assert digest(samples) == digest(hearing.samples), f"utterance {index}: other audio"
        return hearing.heard

    def unheard(self) -> int:
        """How many recorded hearings the replay never asked for."""
        return sum(1 for _ in self.hearings)


def digest(samples: np.ndarray) -> str:
    """A fingerprint of 16 kHz int16 audio."""
    return hashlib.sha256(np.asarray(samples, np.int16).tobytes()).hexdigest()


@contextlib.contextmanager
def remembered_speech() -> Iterator[None]:
    """Each (text, voice) spoken by espeak-ng once while this lasts: a replay, and a player who
    says the same words again, reuse the audio instead of running espeak-ng again."""
    spoken: dict[tuple[str, Speaker], np.ndarray] = {}
    speak = sim_audio.speak

    def remembered(text: str, speaker: Speaker) -> np.ndarray:
        if (text, speaker) not in spoken:
            spoken[text, speaker] = speak(text, speaker)
        return spoken[text, speaker]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sim_audio, "speak", remembered)
        yield


def spoken_party(
    session: Session, spec: GameSpec, ears: HearsAudio, snr: float | None
) -> tuple[list[str], list[Line]]:
    """Play the session's game to its end, players heard through `ears` at `snr` dB (None:
    clean speech); the transcript of what was said and heard, and the lines the host said."""
    transcript: list[str] = []
    lines: list[Line] = []
    table, _audio = simulated_table(
        session, spec, ears, lines.append, snr, transcript=transcript.append
    )
    spec.flow(table).run()
    return transcript, lines


def replayed(
    new_session: Callable[[], Session], spec: GameSpec, snr: float | None
) -> tuple[Game, list[str]]:
    """Play a seeded party once on fresh pocketsphinx ears, then again from the same seed with
    the ears' hearings played back instead of decoded; check the replay gives the ears the same
    audio in the same contexts, the host says the same lines, and the game and transcript end
    the same; and that fresh ears hear the party's first utterances the same (a decoder adapts
    to what it has heard, so only a fresh one can hear them again). The game and transcript."""
    ears = RecordingEars(Ears("pocketsphinx"))
    with remembered_speech():
        session = new_session()
        transcript, lines = spoken_party(session, spec, ears, snr)
        game = session.game  # the game object as it ended (undo replaces it)
        again = new_session()
        played_back = PlayedBackEars(ears.hearings, ears.transcribes)
        replay_transcript, replay_lines = spoken_party(again, spec, played_back, snr)
    assert played_back.unheard() == 0, "the replay ended before the party did"
    assert again.game.log == game.log
    assert replay_transcript == transcript
    assert replay_lines == lines
    fresh = Ears("pocketsphinx")
    for hearing in ears.hearings[:FRESH_EARS_CHECKED]:
        heard = fresh.hear_audio(hearing.samples, hearing.context)
        assert (heard.phrase, heard.text) == (hearing.heard.phrase, hearing.heard.text)
        assert heard.confidence == pytest.approx(hearing.heard.confidence, abs=5e-3)
    return game, transcript
