"""A simulated phone holding to talk: one utterance on the seat's WebSocket (docs/phones.md,
"Hold to talk"): talk start, binary frames of 16 kHz PCM, talk end; and the players' voices and
the tally of what the host heard of them."""

from __future__ import annotations

import asyncio
import json
import time
from enum import StrEnum

import aiohttp
import numpy as np

from host.ears.context import normalize
from host.phones.protocol import RateLimit
from host.phones.utterance import AUDIO_BURST, AUDIO_RATE, HEADER
from host.session.own import Vouched, vouch_of
from host.session.prompt import Prompt, two_words
from host.sim.audio import PartyAudio, Spoken
from host.sim.tally import SplitTally

FRAME = 2000
"""Samples in a simulated phone's frame (125 ms; the page sends 20 ms as it records): about the
most that fits in a frame of MAX_BYTES. A simulated phone has its whole utterance at once and
sends it at once, in as few frames as the protocol allows, within the audio rate limit."""


def frames(samples: np.ndarray, utterance: int, size: int = FRAME) -> list[bytes]:
    """`samples` (16 kHz int16) as the binary frames of utterance `utterance`, `size` samples
    each."""
    pcm = np.asarray(samples, "<i2")
    return [
        HEADER.pack(utterance, k) + pcm[start : start + size].tobytes()
        for k, start in enumerate(range(0, len(pcm), size))
    ]


class Pace:
    """Messages sent as fast as one of the host's rate limits lets them through (by default
    the audio frames'): a frame or an answer over the limit would be lost."""

    def __init__(self, rate: float = AUDIO_RATE, burst: int = AUDIO_BURST) -> None:
        # Half the host's burst: the server counts messages as it reads them, which can be
        # later and closer together than they were sent.
        self.limit = RateLimit(time.monotonic, rate, burst // 2)
        self.rate = rate

    async def wait(self) -> None:
        """Return once one more message may go."""
        while not self.limit.allow():
            await asyncio.sleep(1 / self.rate)


async def talk(
    ws: aiohttp.ClientWebSocketResponse,
    samples: np.ndarray,
    question: int,
    utterance: int,
    text: Pace,
    sound: Pace,
) -> float:
    """Hold to talk while `samples` play, as the answer to `question`; when the end was sent
    (time.perf_counter). The frames go as fast as `sound` allows: the host hears nothing
    before the end."""
    start = {"type": "talk", "action": "start", "id": question, "utterance": utterance}
    await text.wait()
    await ws.send_str(json.dumps(start))
    for piece in frames(samples, utterance):
        await sound.wait()
        await ws.send_bytes(piece)
    await text.wait()
    await ws.send_str(json.dumps({"type": "talk", "action": "end", "utterance": utterance}))
    return time.perf_counter()


class PhoneVoices:
    """How the simulated players talk into their phones: each in their party voice into a
    close microphone, the party's babble `snr_db` below it; and what the host heard of it."""

    def __init__(self, audio: PartyAudio, snr_db: float, tally: SplitTally, seed: int) -> None:
        self.audio = audio
        self.snr_db = snr_db
        self.tally = tally
        # A phone's own noise, so that phones talking at once hear the same babble whichever
        # of them talks first.
        self.noise = [np.random.default_rng([seed, seat]) for seat in range(len(audio.names))]
        self.told: dict[int | None, tuple[StrEnum, str, str]] = {}
        """By seat, the latest answer to a question with a vouch: its kind, what was said, and
        what its phone was told was heard."""

    def utterance(self, spoken: Spoken) -> np.ndarray:
        """`spoken` as its player's phone hears it (16 kHz int16)."""
        noise = self.noise[spoken.player or 0]
        return self.audio.voiced(spoken, self.snr_db, "says into the phone", noise)

    def heard(self, prompt: Prompt, spoken: Spoken, heard: str, delay: float | None) -> None:
        """The host heard `heard` ("" nothing) of `spoken`, `delay` seconds after the end (None:
        it never heard it, the question being over)."""
        self.tally.phones.record(prompt.ask, spoken.text, heard or None, two_words(prompt))
        if delay is not None:
            self.tally.delays.append(delay)
        if vouch_of(prompt) is not None:
            self.told[spoken.player] = (prompt.ask, spoken.text, heard)

    def vouched(self, about: Vouched) -> None:
        """A player is asked to vouch for what the ears heard of `about.speaker`'s latest phone
        answer: counted heard exactly after all if it was what they said (the phone was told
        the words the ears wrote, not the secret word they took them for)."""
        told = self.told.pop(about.speaker, None)
        if told is None:
            return
        ask, said, heard = told
        if normalize(heard) != normalize(said) == normalize(about.phrase):
            self.tally.phones.heard_after_all(ask)

    def picked(self, spoken: Spoken) -> None:
        """`spoken` is tapped among the answers the host offered when it did not understand."""
        self.audio.transcript(
            f"  {self.audio.names[spoken.player or 0]} taps what the host offered: {spoken.text}"
        )
        self.tally.picked += 1

    def tapped(self, spoken: Spoken) -> None:
        """`spoken` is tapped after the host understood it neither time it was said."""
        self.audio.transcript(f"  {self.audio.names[spoken.player or 0]} taps: {spoken.text}")
        self.tally.tapped += 1
