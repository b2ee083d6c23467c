"""Captions paced for reading: a muted announcer (no mock: the real one, its real caption
log) holds every public line for its reading time before the next, the Big Reveal's lines and
the rules introduction included; at a pace of 0 no line waits."""

from __future__ import annotations

import io
import itertools
import random
import re
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from rich.console import Console

from engine import maury
from host.games import GAMES
from host.voice.announcer import Announcer
from host.voice.captions import CaptionLog, Captions
from host.voice.line import Line
from host.voice.settings import VoiceSettings
from tests.engine.random_play import playout

PACE = 0.01
"""Seconds a word in the test (the default is 0.3): the same waits, thirty times shorter."""
STAMP = re.compile(r"^(\d\d:\d\d:\d\d\.\d\d\d) to (.*?): (.*)$")


def big_reveal(seed: int = 3) -> list[Line]:
    """The public lines of a whole Maury game's Big Reveal, from its first shuffle to the
    winners, as the phrasebook says them (their dramatic pauses left out: this is about
    reading)."""
    spec = GAMES["maury"]
    game = spec.new_game(("Ann", "Bob", "Cy", "Dee"))
    playout(game, seed)
    start = next(i for i, e in enumerate(game.log) if isinstance(e, maury.RevealStarted))
    book = spec.phrasebook(game.config.players, random.Random(seed), game.config)
    lines = [line for e in game.log[start:] for line in book.lines(e)]
    return [replace(line, pause=0.0) for line in lines if not line.private]


def said(log: Path) -> list[tuple[float, str]]:
    """Each caption logged: when (seconds in the day) and its text."""
    out = []
    for row in log.read_text(encoding="utf-8").splitlines():
        stamp, _to, text = STAMP.match(row).groups()  # type: ignore[union-attr]
        clock = datetime.strptime(stamp, "%H:%M:%S.%f")
        out.append(
            (clock.hour * 3600 + clock.minute * 60 + clock.second + clock.microsecond / 1e6, text)
        )
    return out


def test_each_muted_line_stays_for_its_reading_time(tmp_path):
    lines = [Line(GAMES["maury"].rules), *big_reveal()]
    assert sum("In the case of this baby" in line.text for line in lines) >= 2
    log = CaptionLog(tmp_path / "captions.txt")
    settings = VoiceSettings(mute=True, read_pace=PACE)
    with Announcer(settings, Captions(Console(file=io.StringIO()), log)) as voice:
        for line in lines:
            voice.say(line)
        voice.wait()
        voice.say("The end.")
    log.close()
    shown = said(tmp_path / "captions.txt")
    assert [text for _, text in shown[:-1]] == [line.text for line in lines]
    for (when, text), (then, _) in itertools.pairwise(shown):
        held = then - when
        assert held >= settings.reading_time(text) - 0.005, f"{held:.3f} s for: {text}"
    # At the default pace: the rules for 15 s and more, every envelope for 2 s and more.
    default = VoiceSettings(mute=True)
    assert default.reading_time(GAMES["maury"].rules) >= 15
    envelopes = [line.text for line in lines if "In the case of this baby" in line.text]
    assert min(default.reading_time(text) for text in envelopes) >= 2


def test_a_pace_of_zero_waits_for_nobody(tmp_path):
    log = CaptionLog(tmp_path / "captions.txt")
    quick = VoiceSettings(mute=True, read_pace=0.0)
    with Announcer(quick, Captions(Console(file=io.StringIO()), log)) as voice:
        for n in range(20):
            voice.say(Line(f"Line number {n} of twenty, said to the whole table at once."))
    log.close()
    shown = said(tmp_path / "captions.txt")
    assert len(shown) == 20 and shown[-1][0] - shown[0][0] < 1.0
