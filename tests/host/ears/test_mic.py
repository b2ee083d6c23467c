"""The microphone path: the endpointer on made-up streams, and a real audio round trip through
a PulseAudio server this module starts (a null sink whose monitor is the default input), heard
by the ears through sounddevice; only that server is stopped at the end."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator

import numpy as np
import pytest

from host.audio import RATE, write_wav
from host.bench.pulse import NullSinkServer
from host.ears.vad import Endpointer, speech_span
from host.sim.speech import mix
from tests.host.ears.helpers import CARD, partyhost, said
from tests.host.pulse import play, speaker_into_microphone
from tests.host.zygote import ROOT, Forked, Zygote


def stream(endpointer: Endpointer, x: np.ndarray, block: int = 480) -> int:
    """Push `x` in blocks until the endpointer is done; the samples it took."""
    for start in range(0, len(x), block):
        if endpointer.push(x[start : start + block]):
            return start + block
    return len(x)


def quiet(seconds: float, rng: np.random.Generator) -> np.ndarray:
    """Faint room noise."""
    return (rng.normal(0, 30, int(seconds * RATE))).astype(np.int16)


def test_endpointer_cuts_one_utterance_after_trailing_silence():
    rng = np.random.default_rng(1)
    word = said("umbrella")
    x = np.concatenate([quiet(1.0, rng), word, quiet(2.0, rng)])
    endpointer = Endpointer(trailing=0.4)
    taken = stream(endpointer, x)
    utterance = endpointer.utterance()
    assert endpointer.done and not endpointer.timed_out and utterance is not None
    assert len(word) <= len(utterance) <= len(word) + 0.9 * RATE  # pre-roll + trailing silence
    assert taken <= RATE + len(word) + 0.6 * RATE  # it stopped listening soon after the word


def test_endpointer_times_out_when_nobody_speaks():
    endpointer = Endpointer(timeout=1.5)
    taken = stream(endpointer, quiet(5.0, np.random.default_rng(2)))
    assert endpointer.timed_out and endpointer.utterance() is None
    assert taken == pytest.approx(1.5 * RATE, abs=600)


def test_endpointer_stops_at_the_maximum_length():
    endpointer = Endpointer(max_length=1.0)
    speech = said("the quick brown fox jumps over the lazy dog and keeps on running far away")
    stream(endpointer, speech)
    utterance = endpointer.utterance()
    assert utterance is not None and len(utterance) <= 1.05 * RATE


def test_input_ignored_while_the_announcer_speaks_is_never_heard():
    rng = np.random.default_rng(3)
    endpointer = Endpointer(timeout=2.0)
    announcer_line = np.concatenate([said("the next card is a dragon"), quiet(0.2, rng)])
    endpointer.ignore(len(announcer_line))
    stream(endpointer, quiet(3.0, rng))
    assert endpointer.timed_out and endpointer.utterance() is None


def test_speech_span_trims_the_noise_around_a_word():
    rng = np.random.default_rng(4)
    word = said("penguin")
    x = mix(word, rng.standard_normal(len(word) + 2 * RATE).astype(np.float32), 20, 0.8, 0.8)
    start, end = speech_span(x)
    assert 0.8 * RATE - 0.35 * RATE <= start <= 0.8 * RATE
    assert 0.8 * RATE + len(word) <= end <= 0.8 * RATE + len(word) + 0.35 * RATE
    assert speech_span(quiet(1.0, rng) * 0) is None


@pytest.fixture(scope="module")
def pulse() -> Iterator[NullSinkServer]:
    """A private PulseAudio server whose default input is its null sink's monitor."""
    with speaker_into_microphone("partyhost-ears-pulse-") as server:
        yield server


def listening(zygote: Zygote, server: NullSinkServer, deaf: float, timeout: float) -> Forked:
    """A process of its own listening for one card word on the default input (see
    tests.host.ears.listen), once it says it is ready."""
    env = {**os.environ, "PULSE_SERVER": server.server}
    process = zygote.start(
        "tests.host.ears.listen", [",".join(CARD), str(deaf), str(timeout)], ROOT, env
    )
    process.stdin.close()
    lines = process.lines_until(lambda line: line.strip() == "ready")  # after its recognizer's
    assert lines and lines[-1].strip() == "ready", "".join(lines)
    return process


def heard(process: Forked) -> dict[str, object]:
    """The JSON line the listening process printed last."""
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 0, out
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.audio
def test_a_word_played_into_the_speaker_is_heard_from_the_default_microphone(
    zygote, pulse, tmp_path
):
    words = {w: tmp_path / f"{w}.wav" for w in ("rocket", "guitar")}
    for word, path in words.items():
        write_wav(path, mix(said(word), None, 0.0, 0.2, 0.2))
    for word, path in words.items():
        process = listening(zygote, pulse, deaf=0.0, timeout=10.0)
        time.sleep(0.5)
        play(pulse, path)
        result = heard(process)
        assert result["heard"] == word and result["engine"] == "pocketsphinx"


@pytest.mark.audio
def test_the_announcer_is_not_heard_but_the_player_after_it_is(zygote, pulse, tmp_path):
    announcer, player = tmp_path / "announcer.wav", tmp_path / "player.wav"
    write_wav(announcer, mix(said("dragon"), None, 0.0, 0.2, 0.2))
    write_wav(player, mix(said("castle"), None, 0.0, 0.2, 0.2))
    process = listening(zygote, pulse, deaf=2.5, timeout=10.0)
    started = time.monotonic()
    play(pulse, announcer)  # while `speaking` is set
    time.sleep(max(0.0, 3.2 - (time.monotonic() - started)))
    play(pulse, player)
    assert heard(process)["heard"] == "castle"


@pytest.mark.audio
def test_nothing_heard_when_only_the_announcer_spoke(zygote, pulse, tmp_path):
    announcer = tmp_path / "announcer.wav"
    write_wav(announcer, mix(said("rocket"), None, 0.0, 0.2, 0.2))
    process = listening(zygote, pulse, deaf=30.0, timeout=3.0)
    play(pulse, announcer)
    result = heard(process)
    assert result["heard"] is None and result["text"] == ""


@pytest.mark.audio
def test_devices_lists_the_sound_server(zygote, pulse):
    result = partyhost("devices", env={"PULSE_SERVER": pulse.server}, zygote=zygote)
    assert result.returncode == 0, result.stderr
    assert "pulse" in result.stdout and "default" in result.stdout
