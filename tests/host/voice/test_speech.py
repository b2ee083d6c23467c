"""The real speech engine (pyttsx3, espeak-ng) heard back by pocketsphinx; `partyhost say`."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from host.audio import Audio
from host.cli import main
from host.voice.settings import VoiceSettings
from host.voice.synth import open_synth
from lexicon.maury import lexicon
from tests.host.voice.helpers import heard_numbers, spotted


def render(text: str, **settings: object) -> Audio:
    """`text` from a real engine with these settings."""
    return open_synth(VoiceSettings(**settings)).render(text)  # type: ignore[arg-type]


def test_a_score_line_is_heard_back_with_its_number() -> None:
    audio = render("Felix scores three points")
    assert 1.0 < audio.seconds < 4.0
    assert heard_numbers(audio) == ["three"]


def test_a_maury_quote_is_heard_back_by_its_key_word() -> None:
    keys = ("horoscope", "adorable", "witnesses")
    quotes = {k: q for k in keys for q in (c.quote for c in lexicon().cards) if k in q.lower()}
    assert quotes, "none of the key words is in the Maury deck any more: pick others"
    for key, quote in quotes.items():
        assert spotted(render(quote), key), quote
        other = next(q for q in quotes.values() if q != quote) if len(quotes) > 1 else "Hello."
        assert not spotted(render(other), key), other


def test_rate_and_volume_are_applied() -> None:
    slow, fast = render("one two three four", rate=100), render("one two three four", rate=300)
    assert slow.seconds > 1.8 * fast.seconds
    loud, soft = render("hello there", volume=1.0), render("hello there", volume=0.3)
    assert np.abs(soft.samples).max() < 0.6 * np.abs(loud.samples).max()


def test_voices_are_found_by_language_or_refused() -> None:
    assert render("hello", voice="en-us").seconds > 0.2
    with pytest.raises(ValueError, match="no voice"):
        render("hello", voice="no-such-voice")


def test_the_engine_works_from_a_worker_thread() -> None:
    results: list[Audio] = []
    worker = threading.Thread(target=lambda: results.append(render("Felix scores three points")))
    worker.start()
    worker.join(30)
    assert heard_numbers(results[0]) == ["three"]


def test_the_file_engine_used_off_linux_renders_through_a_wav_file() -> None:
    script = (
        "import pyttsx3\n"
        "from host.voice.filesynth import FileSynth\n"
        "audio = FileSynth(pyttsx3.init()).render('Felix scores three points')\n"
        "print('SECONDS', audio.seconds)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seconds = float(done.stdout.split("SECONDS")[1])
    assert 1.0 < seconds < 4.0


def test_say_writes_a_wav_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "line.wav"
    assert main(["say", "Felix scores three points", "--to-file", str(out), "--rate", "160"]) == 0
    assert "wrote" in capsys.readouterr().out
    assert heard_numbers(Audio.read(out)) == ["three"]


def test_say_captions_and_logs_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "captions.txt"
    assert main(["say", "Welcome, everyone!", "--mute", "--caption-log", str(log)]) == 0
    assert "Welcome, everyone!" in capsys.readouterr().out
    assert "to everyone: Welcome, everyone!" in log.read_text()


def test_say_refuses_a_private_line_for_nobody(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["say", "A secret.", "--private", "--mute"]) == 2
    assert "needs the player" in capsys.readouterr().err
