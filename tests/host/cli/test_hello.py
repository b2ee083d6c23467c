"""The "say hello" microphone check, for real: `partyhost doctor` and `partyhost play` run as
processes on a private PulseAudio server whose microphone hears what is played into its
speaker; an espeak-ng "hello" is played there while the check records (or nothing is)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from host.audio import RATE, to_int16, write_wav
from host.bench.pulse import NullSinkServer
from host.cli.doctor import HEARD, HELLO
from host.ears.level import Verdict
from tests.host.ears.helpers import said
from tests.host.pulse import play, speaker_into_microphone
from tests.host.zygote import ROOT, Zygote

pytestmark = pytest.mark.audio

GAP = np.zeros(int(0.4 * RATE), np.float32)


@pytest.fixture(scope="module")
def pulse() -> Iterator[NullSinkServer]:
    """The server whose default input is its speaker's monitor."""
    with speaker_into_microphone("partyhost-hello-pulse-") as server:
        yield server


def hellos(path: Path, gain: float) -> Path:
    """ "Hello" three times over about three seconds at `gain`, so that whenever the two
    seconds of the check start, a whole hello falls in them."""
    hello = said("hello").astype(np.float32) / 32768 * gain
    write_wav(path, to_int16(np.concatenate([GAP, hello, GAP, hello, GAP, hello, GAP])))
    return path


def run(
    zygote: Zygote, pulse: NullSinkServer, args: list[str], sound: Path | None
) -> tuple[int, str]:
    """Run `partyhost ARGS` on the server; once it asks for a hello, play `sound` (or nothing).
    Its exit status and its output, one space between words."""
    env = {**os.environ, "PULSE_SERVER": pulse.server, "PYTHONUNBUFFERED": "1", "COLUMNS": "300"}
    process = zygote.start("host.cli", args, ROOT, env)
    process.stdin.close()  # nothing typed
    before = process.lines_until(lambda line: HELLO in line)
    if sound is not None:
        play(pulse, sound)
    rest, _ = process.communicate(timeout=120)
    return process.returncode, " ".join("".join([*before, rest]).split())


@pytest.mark.parametrize(
    ("gain", "verdict"), [(1.0, Verdict.FINE), (0.01, Verdict.QUIET), (None, Verdict.SILENT)]
)
def test_doctor_says_what_it_heard_of_a_hello(zygote, pulse, tmp_path, gain, verdict):
    sound = None if gain is None else hellos(tmp_path / "hello.wav", gain)
    status, out = run(zygote, pulse, ["doctor", "--mute"], sound)
    assert HELLO in out and HEARD[verdict] in out, out
    assert [v for v in Verdict if HEARD[v] in out] == [verdict]
    assert out.index(HELLO) < out.index(HEARD[verdict]) < out.index("recognizer:")
    assert (status == 1) == (verdict is Verdict.SILENT)


def test_doctor_skips_the_check_with_keyboard(zygote, pulse):
    _, out = run(zygote, pulse, ["doctor", "--mute", "--keyboard"], None)
    assert HELLO not in out and "microphone:" in out, out


def test_play_checks_the_microphone_before_the_first_line_and_keeps_it_when_fine(
    zygote, pulse, tmp_path
):
    args = ["play", "motdit", "--players", "Ann,Bob,Cy", "--mute", "--answer-window", "1"]
    status, out = run(
        zygote,
        pulse,
        [*args, "--save", str(tmp_path / "game.json")],
        hellos(tmp_path / "hello.wav", 1.0),
    )
    assert status == 0, out
    first = out.index("Say yes to hear how to play")
    assert out.index(HELLO) < out.index(HEARD[Verdict.FINE]) < first
    assert "[listening]" in out[first:]  # the microphone hears the answers


def test_play_takes_typed_answers_when_the_microphone_hears_nothing(zygote, pulse, tmp_path):
    args = ["play", "motdit", "--players", "Ann,Bob,Cy", "--mute"]
    status, out = run(zygote, pulse, [*args, "--save", str(tmp_path / "game.json")], None)
    assert status == 0, out
    first = out.index("Say yes to hear how to play")
    assert out.index(HELLO) < out.index(HEARD[Verdict.SILENT]) < first
    assert "[listening]" not in out[first:] and "no more input" in out
