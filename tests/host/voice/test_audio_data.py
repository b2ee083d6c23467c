"""Audio samples: WAV files, resampling and trimming."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from host.audio import Audio


def tone(seconds: float, rate: int = 22050, silence: float = 0.0) -> Audio:
    """A 440 Hz tone after `silence` seconds of silence."""
    t = np.arange(int(seconds * rate)) / rate
    sound = (0.5 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    return Audio(np.concatenate([np.zeros(int(silence * rate), np.float32), sound]), rate)


def test_wav_files_round_trip(tmp_path: Path) -> None:
    audio = tone(0.5)
    audio.write_wav(tmp_path / "a.wav")
    back = Audio.read(tmp_path / "a.wav")
    assert back.rate == 22050
    assert np.abs(back.samples - audio.samples).max() < 1e-3


def test_resampling_keeps_the_length_in_seconds() -> None:
    audio = tone(1.0).resampled(16000)
    assert audio.rate == 16000 and abs(audio.seconds - 1.0) < 0.001


def test_leading_silence_is_cut_but_a_little_kept() -> None:
    trimmed = tone(0.5, silence=0.3).trimmed()
    assert 0.5 < trimmed.seconds < 0.51
    assert Audio(np.zeros(100, np.float32), 1000).trimmed().seconds == 0.1
