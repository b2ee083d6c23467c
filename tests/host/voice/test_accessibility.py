"""Accessibility: a whole game played with no screen at all, private lines in an earpiece.

A private PulseAudio server has two null sinks: the shared speaker (its default sink) and
an earpiece, whose monitors are recorded. A whole 3-player Mot Dit game of one round runs in
a subprocess with captions off and simulated players answering in text; its announcer plays
public lines on the speaker and private lines on the earpiece (an ALSA device routed to the
second sink). The test checks where each line was heard (its sound on which monitor), that
the round's secret word went to the earpiece only, and that the game printed nothing.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from host.bench.monitor import SOUND, MonitorRecorder
from tests.host.pulse import require
from tests.host.voice.earpiece import EARPIECE, SPEAKER, TwoSinkServer, pulse_plugin_missing
from tests.host.zygote import ROOT, Zygote

pytestmark = pytest.mark.audio

SEED = 1
GAME_TIMEOUT = 300
MARGIN = 0.25
"""Seconds of slack between a line's logged times and its sound at a monitor."""
SECRET = re.compile(r"your secret word is (\w+)|Keep it to yourself, \w+: (\w+),")


@pytest.fixture(scope="module")
def server() -> Iterator[TwoSinkServer]:
    """A private server with a speaker and an earpiece sink; only it is stopped after."""
    require(pulse_plugin_missing())
    folder = Path(tempfile.mkdtemp(prefix="partyhost-earpiece-"))
    try:
        with TwoSinkServer(folder) as started:
            yield started
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def sound_between(recorder: MonitorRecorder, start: float, end: float) -> bool:
    """Whether any block stamped in [start, end] is above the sound level."""
    return any(start <= t <= end and np.abs(b).max() > SOUND for t, b in recorder.blocks(start))


def test_a_whole_game_is_played_by_ear_with_an_earpiece(
    server: TwoSinkServer, zygote: Zygote
) -> None:
    log = server.folder / "lines.jsonl"
    args = [str(log), str(SEED)]
    with (
        MonitorRecorder(server.server, server.speaker_monitor) as speaker,
        MonitorRecorder(server.server, server.earpiece_monitor) as earpiece,
    ):
        game = zygote.run(
            "tests.host.voice.earpiece", args, ROOT, server.game_environment(), GAME_TIMEOUT
        )
        time.sleep(MARGIN)
    assert game.returncode == 0, game.stderr
    assert game.stdout == ""  # no screen: not a caption, not a notice, not a private line
    records = [json.loads(row) for row in log.read_text(encoding="utf-8").splitlines()]
    assert [r for r in records if r["kind"] == "notice"] == []
    assert records[-1]["kind"] == "over" and records[-1]["over"]
    lines = [r for r in records if r["kind"] == "line"]
    assert all(r["played"] for r in lines)
    private = [r for r in lines if r["private"]]
    public = [r for r in lines if not r["private"]]
    assert len(private) >= 2  # the holder's card and secret word
    assert all(r["device"] == EARPIECE for r in private)
    assert all(r["device"] == SPEAKER for r in public)

    for line in private:
        start, end = line["start"], line["end"]
        assert sound_between(earpiece, start, end + MARGIN), line["text"]
        assert not sound_between(speaker, start + MARGIN, end), line["text"]
    for line in public:
        start, end = line["start"], line["end"]
        assert sound_between(speaker, start, end + MARGIN), line["text"]
    private_times = [(r["start"] - MARGIN, r["end"] + MARGIN) for r in private]
    for stamp, block in earpiece.blocks():
        if np.abs(block).max() > SOUND:
            assert any(a <= stamp <= b for a, b in private_times), (
                "earpiece sound off a private line"
            )

    secrets = [r for r in private if SECRET.search(r["text"])]
    assert len(secrets) == 1  # the one round's
