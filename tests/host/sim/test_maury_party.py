"""Simulated Maury Game parties: to the reveal on the real recognizer, and hands kept private."""

from __future__ import annotations

import dataclasses
import io

import pytest
from rich.console import Console

from engine.maury import Maury
from host.cli.demo import NAMES
from host.flows.maury import MauryFlow
from host.games import GAMES
from host.phrasebook.maury import describe
from host.session.session import Session
from host.sim.party import text_table
from host.voice.announcer import Announcer
from host.voice.captions import CaptionLog, Captions
from host.voice.line import Line
from host.voice.look_away import NoLookAway
from host.voice.settings import VoiceSettings
from tests.host.short_games import short_maury
from tests.host.sim.helpers import replayed

SEED = 4


@pytest.mark.slow
def test_a_seeded_party_reaches_the_reveal_and_the_same_seed_plays_the_same_game():
    game, transcript = replayed(lambda: Session(short_maury(NAMES[:3]), SEED), GAMES["maury"], 20.0)
    assert isinstance(game, Maury)
    assert game.is_over() and game.father() is not None
    heard = [line for line in transcript if line.strip().startswith("heard:")]
    assert len(heard) >= 8


def test_a_private_hand_never_reaches_the_shared_speaker_or_caption_log(tmp_path):
    session = Session(GAMES["maury"].new_game(NAMES[:4]), SEED)
    screen = io.StringIO()
    log = CaptionLog(tmp_path / "captions.txt")
    lines: list[Line] = []
    with Announcer(
        VoiceSettings(mute=True, read_pace=0), Captions(Console(file=screen), log), NoLookAway()
    ) as announcer:

        def say(line: Line) -> None:
            lines.append(line)
            announcer.say(dataclasses.replace(line, pause=0.0))  # only silence: 10 s of waiting

        table = text_table(session, GAMES["maury"], say)
        MauryFlow(table).run()
        announcer.wait()
    log.close()
    assert session.game.is_over()
    shared = screen.getvalue() + (tmp_path / "captions.txt").read_text(encoding="utf-8")
    deck = session.game.config.deck
    effects = {describe(card) for card in deck}
    hands = [line for line in lines if any(effect in line.text for effect in effects)]
    assert len(hands) > 20
    assert all(line.private and line.to in NAMES for line in hands)
    for line in (line for line in lines if line.private):
        assert line.text not in shared
        assert not any(effect in shared for effect in effects if effect in line.text)
    assert "[private line]" in shared
