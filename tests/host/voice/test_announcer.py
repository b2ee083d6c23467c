"""The announcer's queue, captions, private lines and fallbacks, with a fake engine and player."""

from __future__ import annotations

import io
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from rich.console import Console

from host.voice import announcer as announcer_module
from host.voice.announcer import Announcer, AnnouncerFailed
from host.voice.captions import CaptionLog, Captions
from host.voice.cues import sound
from host.voice.line import Cue, Line, cue
from host.voice.look_away import LookAway
from host.voice.settings import VoiceSettings
from host.voice.synth import SynthUnavailable
from tests.host.voice.helpers import FakePlayer, FakeSynth, printed, quiet_captions

SECRET = "your secret word is marmalade"


@pytest.fixture
def player(monkeypatch: pytest.MonkeyPatch) -> FakePlayer:
    """A fake player standing in for the sound card; every device is there."""
    fake = FakePlayer()
    monkeypatch.setattr(announcer_module, "play", fake)
    monkeypatch.setattr(announcer_module, "output_problem", lambda device: None)
    return fake


def make(
    player: FakePlayer,
    synth: FakeSynth | None = None,
    log: CaptionLog | None = None,
    answers: list[str] | None = None,
    **settings: object,
) -> Announcer:
    """An announcer on the fakes; `answers` are the keyboard's replies to the screen step."""
    captions = quiet_captions(log)
    keys = iter(answers if answers is not None else ["", ""])

    def ask(_prompt: str) -> str:
        try:
            return next(keys)
        except StopIteration:
            raise EOFError from None

    engine = synth or FakeSynth()
    voice = Announcer(
        VoiceSettings(**settings),  # type: ignore[arg-type]
        captions,
        LookAway(captions.console, ask),
        synth=lambda *_: engine,
    )
    player.speaking = voice.speaking
    return voice


def test_lines_are_spoken_and_captioned_in_order(player: FakePlayer) -> None:
    synth = FakeSynth()
    with make(player, synth) as voice:
        for text in ("First line.", "Second line.", "Third line."):
            voice.say(text)
        assert voice.wait(5)
    assert synth.texts == ["First line.", "Second line.", "Third line."]
    out = printed(voice.captions)
    assert out.index("First") < out.index("Second") < out.index("Third")
    assert "to everyone" in out


def test_say_does_not_block(player: FakePlayer) -> None:
    with make(player, FakeSynth(seconds=0.5)) as voice:
        start = time.perf_counter()
        for _ in range(3):
            voice.say("A slow line.")
        assert time.perf_counter() - start < 0.25  # half of one line's making
        voice.stop()


def test_speaking_is_set_only_while_the_speaker_plays(player: FakePlayer) -> None:
    with make(player, private_device="earpiece") as voice:
        assert not voice.speaking.is_set()
        voice.say("Out loud.")
        voice.say(Line(SECRET, to="Mia", private=True))
        assert voice.wait(5)
        assert not voice.speaking.is_set()
    assert player.calls == [(None, True), ("earpiece", False)]


def test_stop_drops_the_queue(player: FakePlayer) -> None:
    synth = FakeSynth(seconds=2.0)
    with make(player, synth) as voice:
        voice.say("A long line.")
        voice.say("Never said.")
        time.sleep(0.2)
        start = time.perf_counter()
        voice.stop()
        assert voice.wait(5)
        assert time.perf_counter() - start < 1.0  # the line would take 1.8 s more
    assert synth.texts == ["A long line."]
    assert "Never said" not in printed(voice.captions)


def test_stop_can_keep_the_queue(player: FakePlayer) -> None:
    synth = FakeSynth(seconds=2.0)
    with make(player, synth) as voice:
        voice.say("A long line.")
        voice.say("Said after all.")
        time.sleep(0.2)
        voice.stop(drop=False)
        time.sleep(0.2)
        voice.stop(drop=False)
        assert voice.wait(1)
    assert synth.texts == ["A long line.", "Said after all."]


def test_hush_cuts_the_line_and_captions_the_queue_without_speaking_it(
    player: FakePlayer,
) -> None:
    synth = FakeSynth(seconds=2.0)
    with make(player, synth, answers=[], private_device=3) as voice:
        voice.say(Line("A long line.", pause=5.0))
        voice.say(Line(SECRET, to="Mia", private=True))
        voice.say("Captioned, not spoken.")
        time.sleep(0.2)
        voice.hush()
        assert not voice.speaking.is_set()
        voice.say("Said after the barge-in.")
        assert voice.wait(5.5)  # no pause: only the earpiece's line and the last one play
    assert synth.texts == ["A long line.", SECRET, "Said after the barge-in."]
    assert [device for device, _ in player.calls] == [None, 3, None]
    assert "Captioned, not spoken." in printed(voice.captions)


def test_lines_said_after_a_stop_are_spoken(player: FakePlayer) -> None:
    synth = FakeSynth()
    with make(player, synth) as voice:
        voice.stop()
        voice.say("Still here.")
        assert voice.wait(5)
    assert synth.texts == ["Still here."]


def test_private_line_goes_to_the_earpiece_not_the_screen_or_log(
    player: FakePlayer, tmp_path: Path
) -> None:
    log = CaptionLog(tmp_path / "captions.txt")
    synth = FakeSynth()
    with make(player, synth, log=log, answers=[], private_device=3) as voice:
        voice.say(Line(SECRET, to="Mia", private=True))
        voice.say("Everyone hears this.")
        assert voice.wait(5)
    log.close()
    assert synth.texts == [SECRET, "Everyone hears this."]
    assert [device for device, _ in player.calls] == [3, None]
    assert SECRET not in printed(voice.captions)
    text = log.path.read_text()
    assert SECRET not in text and "marmalade" not in text
    assert "to Mia only: [private line]" in text
    assert "to everyone: Everyone hears this." in text


def test_private_line_without_earpiece_waits_behind_the_screen(
    player: FakePlayer, tmp_path: Path
) -> None:
    log = CaptionLog(tmp_path / "captions.txt")
    synth = FakeSynth()
    with make(player, synth, log=log) as voice:
        voice.say(Line(SECRET, to="Mia", private=True))
        assert voice.wait(5)
    log.close()
    out = printed(voice.captions)
    assert out.index("look away") < out.index("marmalade")
    assert synth.texts == []  # never on the shared speaker
    assert "marmalade" not in log.path.read_text()


def test_private_line_is_not_shown_without_a_keyboard(player: FakePlayer) -> None:
    with make(player, answers=[]) as voice:
        voice.say(Line(SECRET, to="Mia", private=True))
        assert voice.wait(5)
    out = printed(voice.captions)
    assert "marmalade" not in out
    assert "not shown" in out


def test_no_audio_output_is_said_once_then_captions_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(announcer_module, "output_problem", lambda device: "no output device")
    synth = FakeSynth()
    captions = quiet_captions()
    # Captions at machine speed: the pace of unspoken lines is test_reading_pace's.
    with Announcer(VoiceSettings(read_pace=0), captions, synth=lambda *_: synth) as voice:
        voice.say("One.")
        voice.say("Two.")
        assert voice.wait(5)
    out = printed(captions)
    assert out.count("No audio output") == 1
    assert "One." in out and "Two." in out
    assert synth.texts == []


def test_no_speech_engine_is_said_once_then_captions_only(player: FakePlayer) -> None:
    def broken(*_: object) -> FakeSynth:
        raise SynthUnavailable("no espeak-ng")

    captions = quiet_captions()
    with Announcer(VoiceSettings(read_pace=0), captions, synth=broken) as voice:
        voice.say("One.")
        voice.say("Two.")
        assert voice.wait(5)
    out = printed(captions)
    assert out.count("No text-to-speech (no espeak-ng)") == 1
    assert "Two." in out
    assert player.calls == []


def test_an_unknown_voice_falls_back_to_the_default(player: FakePlayer) -> None:
    asked: list[str | None] = []

    def picky(settings: VoiceSettings, _notice: object) -> FakeSynth:
        asked.append(settings.voice)
        if settings.voice is not None:
            raise ValueError(f"no voice {settings.voice!r}")
        return FakeSynth()

    captions = quiet_captions()
    with Announcer(VoiceSettings(voice="klingon", rate=150), captions, synth=picky) as voice:
        voice.say("Hello.")
        assert voice.wait(5)
    assert asked == ["klingon", None]
    assert "using the default voice" in printed(captions)
    assert len(player.calls) == 1


def test_sound_failing_mid_show_leaves_captions(player: FakePlayer) -> None:
    with make(player, read_pace=0) as voice:
        player.fail = True
        voice.say("One.")
        voice.say("Two.")
        assert voice.wait(5)
    out = printed(voice.captions)
    assert out.count("Sound failed") == 1
    assert "Two." in out


def test_mute_speaks_nothing_and_says_nothing_about_it(player: FakePlayer) -> None:
    synth = FakeSynth()
    with make(player, synth, mute=True, read_pace=0) as voice:
        voice.say("Quietly.")
        assert voice.wait(5)
    assert synth.texts == [] and player.calls == []
    assert "No " not in printed(voice.captions)


def test_the_synthesizer_gets_the_respelled_names(player: FakePlayer) -> None:
    synth = FakeSynth()
    with make(player, synth) as voice:
        voice.say(Line("Well done, Siobhan.", speech="Well done, Shivawn."))
        assert voice.wait(5)
    assert synth.texts == ["Well done, Shivawn."]
    assert "Siobhan" in printed(voice.captions)


def test_saying_after_close_is_an_error(player: FakePlayer) -> None:
    voice = make(player)
    voice.close()
    with pytest.raises(RuntimeError):
        voice.say("Too late.")


def test_a_dramatic_pause_follows_its_line_and_stop_cuts_it(player: FakePlayer) -> None:
    synth = FakeSynth()
    with make(player, synth) as voice:
        start = time.perf_counter()
        voice.say(Line("In the case of this baby...", pause=0.3))
        voice.say("The verdict.")
        assert voice.wait(5)
        assert time.perf_counter() - start >= 0.3
        voice.say(Line("Wait for it...", pause=30))
        voice.say("Never said.")
        time.sleep(0.2)
        stopped = time.perf_counter()
        voice.stop()
        assert voice.wait(5)
        assert time.perf_counter() - stopped < 1.0  # the pause would last 30 s
    assert synth.texts == ["In the case of this baby...", "The verdict.", "Wait for it..."]


def test_a_cue_plays_its_own_sound_and_is_captioned_by_name(player: FakePlayer) -> None:
    synth = FakeSynth()
    with make(player, synth) as voice:
        voice.say(cue(Cue.BUZZER))
        assert voice.wait(5)
    [[played]] = player.played
    assert played == sound(Cue.BUZZER)
    assert synth.texts == []
    assert "[buzzer]" in printed(voice.captions)


def test_cues_can_be_turned_off_and_are_still_captioned(player: FakePlayer) -> None:
    with make(player, cues=False) as voice:
        voice.say(cue(Cue.DRUM_ROLL))
        assert voice.wait(5)
    assert player.played == []
    assert "[drum roll]" in printed(voice.captions)


def test_every_cue_is_short_distinct_and_made_the_same_each_time() -> None:
    sounds = {name: sound(name) for name in Cue}
    assert all(0.02 < s.seconds < 2.1 for s in sounds.values())
    lengths = [len(s.samples) for s in sounds.values()]
    assert len(set(lengths)) >= len(Cue) - 2  # the two listening cues mirror each other
    listening, stopped = sounds[Cue.LISTENING].samples, sounds[Cue.STOPPED].samples
    assert not np.allclose(listening, stopped)
    sound.cache_clear()
    assert np.array_equal(sound(Cue.DRUM_ROLL).samples, sounds[Cue.DRUM_ROLL].samples)


def test_ready_waits_for_the_engine_and_comes_even_when_it_crashes(player: FakePlayer) -> None:
    opening = threading.Event()

    def slow(*_: object) -> FakeSynth:
        opening.wait(5)
        return FakeSynth()

    with Announcer(VoiceSettings(), quiet_captions(), synth=slow) as voice:
        assert not voice.ready.wait(0.2)
        opening.set()
        assert voice.ready.wait(5)
        assert voice.synth_name == "fake"

    def crashing(*_: object) -> FakeSynth:
        raise MemoryError("no room for the voice")

    voice = Announcer(VoiceSettings(), quiet_captions(), synth=crashing)
    assert voice.ready.wait(5)
    with pytest.raises(AnnouncerFailed, match="no room for the voice"):
        voice.wait(5)


def test_a_change_of_the_pages_waits_for_the_lines_said_before_it():
    shown: list[str] = []
    captions = Captions(Console(file=io.StringIO()), table=lambda line: shown.append(line.text))
    with Announcer(VoiceSettings(mute=True, read_pace=0.02), captions) as voice:
        voice.say(Line("First, a line of several words to read."))
        voice.then(lambda: shown.append("the board"))
        voice.say(Line("Then the line that tells it."))
        assert voice.wait(5)
        assert shown == [
            "First, a line of several words to read.",
            "the board",
            "Then the line that tells it.",
        ]
        voice.say(Line("A line the table cuts short."))
        voice.then(lambda: shown.append("the next board"))
        voice.stop()  # a stop drops lines, never a change of the pages
        assert voice.wait(5)
    assert shown[-1] == "the next board"
    voice.then(lambda: shown.append("after the end"))  # closed: made at once
    assert shown[-1] == "after the end"
