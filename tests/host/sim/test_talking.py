"""A simulated phone's speech as the protocol carries it: frames nearly as big as the server
takes, which the host's own parser puts back together, sent no faster than the host's audio
rate limit takes them."""

from __future__ import annotations

import asyncio
import time

import numpy as np

from host.phones.protocol import MAX_BYTES
from host.phones.utterance import AUDIO_BURST, AudioRate, Utterances, frame
from host.sim.talking import FRAME, Pace, frames


def test_the_frames_are_as_big_as_allowed_and_the_host_puts_them_back_together():
    samples = np.random.default_rng(1).integers(-30000, 30000, 3 * FRAME + 40).astype(np.int16)
    pieces = frames(samples, 3)
    assert [len(p) for p in pieces] == [8 + 2 * FRAME] * 3 + [8 + 2 * 40]
    assert len(pieces[0]) < MAX_BYTES  # the server closes a phone that sends MAX_BYTES
    talking = Utterances()
    talking.start(3, 7)
    for piece in reversed(pieces):  # the host orders them by their sequence numbers
        assert talking.add(frame(piece))
    said = talking.end(3)
    assert said is not None and said.question == 7
    np.testing.assert_array_equal(np.round(said.audio * 32768).astype(np.int16), samples)


def test_frames_paced_never_meet_the_hosts_audio_limit():
    host = AudioRate(time.monotonic)
    sent = AUDIO_BURST + 20  # more than the host takes at once

    async def send() -> list[bool]:
        pace = Pace()
        allowed = []
        for _ in range(sent):
            await pace.wait()
            allowed.append(host.allow())
        return allowed

    assert all(asyncio.run(send()))
