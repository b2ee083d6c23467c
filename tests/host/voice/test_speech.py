"""The real speech engines (Piper, and pyttsx3 with espeak-ng) heard back by pocketsphinx, and
the show voice's quotes by the Whisper ears; `partyhost say`. Piper's voice is loaded once per
test process."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import onnxruntime
import pytest

from host.audio import Audio
from host.cli import main
from host.ears import Context, Ears
from host.voice import piper
from host.voice.settings import VoiceSettings
from host.voice.synth import open_synth, render
from lexicon.maury import lexicon
from tests.host.ears.helpers import whisper_ears
from tests.host.voice.helpers import heard_numbers

ENGINES = pytest.mark.parametrize("tts", ["piper", "espeak"])
OPEN = Context.of(["yes"], open_speech=True)
"""Open speech: the ears write out whatever is said."""
VOICE_SEED = 5
"""The seed of Piper's random draws where a test needs the same speech every run."""


def speak(text: str, show: bool = False, **settings: object) -> Audio:
    """`text` from a real engine with these settings (Piper unless `tts` says otherwise)."""
    return render(open_synth(VoiceSettings(**settings)), text, show)  # type: ignore[arg-type]


def pitch(audio: Audio) -> float:
    """The median fundamental frequency (50 to 400 Hz) of the voiced frames, by cepstrum."""
    x = audio.resampled(16000).samples
    frame = 1024
    found = []
    for start in range(0, len(x) - frame, frame // 2):
        f = x[start : start + frame] * np.hanning(frame)
        if np.sqrt(np.mean(f**2)) < 0.03:
            continue
        cepstrum = np.fft.irfft(np.log(np.abs(np.fft.rfft(f)) + 1e-9))
        found.append(16000 / (40 + int(np.argmax(cepstrum[40:320]))))
    return float(np.median(found))


@ENGINES
def test_a_score_line_is_heard_back_with_its_number(tts: str) -> None:
    audio = speak("Felix scores three points", tts=tts)
    assert 1.0 < audio.seconds < 4.0
    assert heard_numbers(audio) == ["three"]


def test_piper_is_the_default_and_says_a_line_sentence_by_sentence() -> None:
    synth = open_synth(VoiceSettings())
    assert synth.name.startswith("piper")
    pieces = list(synth.sentences("Round two! Felix, you give the clues. Ready?"))
    assert len(pieces) == 3
    assert pieces[0].seconds < pieces[1].seconds


@ENGINES
def test_the_show_voice_is_deeper_than_the_host(tts: str) -> None:
    quote = "In the case of this baby, you are not the father."
    host, show = speak(quote, tts=tts), speak(quote, show=True, tts=tts)
    # Piper's show voice is pitched to 0.88 of the host's; its fresh draws measured 0.85-0.91
    # over 20 tries, so 0.93 left too little room and 0.95 still fails a voice not deeper.
    assert pitch(show) < 0.95 * pitch(host)


def test_a_maury_quote_is_heard_back_by_its_key_word() -> None:
    # Whisper, not pocketsphinx's keyword spotting: Piper draws the show voice afresh on each
    # call, and over 60 draws a spotting threshold that heard every key let "witnesses" into
    # the horoscope quote 4 times; Whisper heard each key in its own quote and in no other.
    # Those draws come from onnxruntime's random operators, seeded from the clock when the
    # voice loads and drawn on by every line the process said before: a rare draw still hid a
    # key now and then. The voice is loaded anew from a set seed, so that every run hears the
    # same quotes (Whisper, on the same audio, writes the same words).
    onnxruntime.set_seed(VOICE_SEED)
    piper.loaded_voice.cache_clear()
    ears = Ears(endpoint=False, recognizer=whisper_ears().recognizer)
    keys = ("horoscope", "adorable", "witnesses")
    quotes = {k: q for k in keys for q in (c.quote for c in lexicon().cards) if k in q.lower()}
    assert len(quotes) > 1, "the key words are not in the Maury deck any more: pick others"
    for key, quote in quotes.items():
        heard = ears.hear_audio(speak(quote, show=True).resampled(16000).pcm16(), OPEN).text
        assert [k for k in quotes if k in heard] == [key], (quote, heard)


@ENGINES
def test_rate_and_volume_are_applied(tts: str) -> None:
    words = "one two three four"
    slow, fast = speak(words, rate=100, tts=tts), speak(words, rate=300, tts=tts)
    assert slow.seconds > 1.8 * fast.seconds
    loud, soft = (
        speak("hello there", volume=1.0, tts=tts),
        speak("hello there", volume=0.3, tts=tts),
    )
    assert np.abs(soft.samples).max() < 0.6 * np.abs(loud.samples).max()


def test_espeak_voices_are_found_by_language_or_refused() -> None:
    assert speak("hello", voice="en-us", tts="espeak").seconds > 0.2
    with pytest.raises(ValueError, match="no voice"):
        speak("hello", voice="no-such-voice", tts="espeak")
    with pytest.raises(ValueError, match="for Piper"):
        speak("hello", voice="en-us")


@ENGINES
def test_the_engine_works_from_a_worker_thread(tts: str) -> None:
    results: list[Audio] = []
    line = "Felix scores three points"
    worker = threading.Thread(target=lambda: results.append(speak(line, tts=tts)))
    worker.start()
    worker.join(30)
    assert heard_numbers(results[0]) == ["three"]


def test_the_file_engine_used_off_linux_renders_through_a_wav_file() -> None:
    script = (
        "import pyttsx3\n"
        "from host.voice.filesynth import FileSynth\n"
        "from host.voice.synth import render\n"
        "audio = render(FileSynth(pyttsx3.init()), 'Felix scores three points')\n"
        "print('SECONDS', audio.seconds)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seconds = float(done.stdout.split("SECONDS")[1])
    assert 1.0 < seconds < 4.0


def test_say_writes_a_wav_file_in_piper_and_names_the_voice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "line.wav"
    assert main(["say", "Felix scores three points", "--to-file", str(out), "--rate", "160"]) == 0
    said = capsys.readouterr()
    assert "wrote" in said.out
    assert "voice: piper en_US-joe-medium" in said.err
    assert heard_numbers(Audio.read(out)) == ["three"]
    assert main(["say", "Hello.", "--to-file", str(out), "--tts", "espeak"]) == 0
    assert "voice: espeak-ng" in capsys.readouterr().err


def test_say_captions_and_logs_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "captions.txt"
    assert main(["say", "Welcome, everyone!", "--mute", "--caption-log", str(log)]) == 0
    assert "Welcome, everyone!" in capsys.readouterr().out
    assert "to everyone: Welcome, everyone!" in log.read_text()


def test_say_refuses_a_private_line_for_nobody(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["say", "A secret.", "--private", "--mute"]) == 2
    assert "needs the player" in capsys.readouterr().err
