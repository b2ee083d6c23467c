"""Sound files in, 16 kHz mono int16 out: every encoding read, every bad file a one-line error."""

from __future__ import annotations

import numpy as np
import pytest
import soundfile

from host.audio import (
    RATE,
    Audio,
    AudioError,
    read_recording,
    resample,
    stream_resampler,
    write_wav,
)
from tests.host.ears.helpers import partyhost, wav_bytes


def tone(rate: int, freq: float = 440.0, seconds: float = 0.5, level: float = 0.5) -> np.ndarray:
    """A sine tone as float samples."""
    return level * np.sin(2 * np.pi * freq * np.arange(int(rate * seconds)) / rate)


def dominant_hz(x: np.ndarray) -> float:
    """The strongest frequency of 16 kHz samples."""
    spectrum = np.abs(np.fft.rfft(x.astype(np.float64)))
    return float(np.argmax(spectrum) * RATE / len(x))


@pytest.mark.parametrize(
    ("rate", "bits", "channels", "floating", "extensible"),
    [
        (8000, 16, 1, False, False),
        (11025, 8, 1, False, False),
        (16000, 16, 2, False, False),
        (22050, 24, 1, False, False),
        (32000, 32, 2, False, False),
        (44100, 16, 1, False, True),
        (48000, 32, 1, True, False),
        (48000, 64, 2, True, False),
        (44100, 24, 2, False, True),
    ],
)
def test_every_encoding_is_read_as_16k_mono(tmp_path, rate, bits, channels, floating, extensible):
    path = tmp_path / "tone.wav"
    path.write_bytes(wav_bytes(tone(rate), rate, bits, channels, floating, extensible))
    x = read_recording(path)
    assert x.dtype == np.int16
    assert abs(len(x) - RATE // 2) <= 1
    assert dominant_hz(x) == pytest.approx(440, abs=4)
    assert np.max(np.abs(x)) == pytest.approx(0.5 * 32767, rel=0.03)


@pytest.mark.parametrize("suffix", ["flac", "ogg"])
def test_flac_and_ogg_files_are_read_too(tmp_path, suffix):
    path = tmp_path / f"tone.{suffix}"
    soundfile.write(path, tone(44100), 44100)
    x = read_recording(path)
    assert abs(len(x) - RATE // 2) <= 1
    assert dominant_hz(x) == pytest.approx(440, abs=4)


def test_streamed_header_from_espeak_is_read_to_the_end():
    data = bytearray(wav_bytes(tone(22050), 22050))
    data[40:44] = (0x7FFFFFFF).to_bytes(4, "little")  # what `espeak-ng --stdout` writes
    audio = Audio.decode(bytes(data), "stream")
    assert audio.rate == 22050 and len(audio.samples) == 22050 // 2


def test_a_truncated_file_is_read_up_to_where_it_stops():
    cut = wav_bytes(tone(16000), 16000)[:8044]  # the 44-byte header and 4000 of 8000 samples
    assert len(Audio.decode(cut, "cut").samples) == 4000


def test_wav_files_round_trip_exactly(tmp_path):
    samples = (tone(16000) * 32767).astype(np.int16)
    write_wav(tmp_path / "x.wav", samples)
    np.testing.assert_array_equal(read_recording(tmp_path / "x.wav"), samples)


def _bad_files() -> dict[str, tuple[bytes, str]]:
    good = wav_bytes(tone(16000), 16000)
    loud = np.sign(tone(16000)) * 1.0
    return {
        "empty": (b"", "empty file"),
        "not a wav": (b"ID3\x03\x00 this is an mp3, honest" * 4, "not an audio file"),
        "text": (b"hello, world\n" * 10, "not an audio file"),
        "header only": (good[:36], "broken or unsupported audio"),
        "zero length": (wav_bytes(np.zeros(0), 16000), "zero-length audio"),
        "silent": (wav_bytes(np.zeros(16000), 16000), "silent"),
        "clipped": (wav_bytes(loud, 16000), "clipped"),
        "rate too high": (wav_bytes(tone(384000), 384000), "outside 8000-192000 Hz"),
        "adpcm": (good[:20] + b"\x02\x00" + good[22:], "broken or unsupported audio"),
        "mp3 in wav": (good[:20] + b"\x55\x00" + good[22:], "broken or unsupported audio"),
    }


@pytest.mark.parametrize("kind", list(_bad_files()))
def test_bad_file_is_a_one_line_audio_error(tmp_path, kind):
    data, words = _bad_files()[kind]
    path = tmp_path / "bad.wav"
    path.write_bytes(data)
    with pytest.raises(AudioError) as caught:
        read_recording(path)
    message = str(caught.value)
    assert words in message and str(path) in message and "\n" not in message


def test_missing_file_is_a_one_line_audio_error(tmp_path):
    with pytest.raises(AudioError, match="cannot read"):
        read_recording(tmp_path / "nowhere.wav")


def test_cli_prints_one_line_per_bad_file_and_goes_on(tmp_path, zygote):
    paths = []
    for kind, (data, _) in _bad_files().items():
        paths.append(tmp_path / f"{kind.replace(' ', '-')}.wav")
        paths[-1].write_bytes(data)
    result = partyhost(
        "hear", *map(str, paths), "--expect", "yes,no", "--engine", "pocketsphinx", zygote=zygote
    )
    errors = [line for line in result.stderr.splitlines() if line.startswith("partyhost: error:")]
    assert result.returncode == 2
    assert len(errors) == len(paths)
    assert "Traceback" not in result.stderr
    assert result.stderr.splitlines() == ["ears: pocketsphinx (asked for)", *errors]


def test_resampling_keeps_the_band_and_removes_aliases():
    x = resample(tone(48000, 1000, 1.0) + tone(48000, 11000, 1.0), 48000, RATE)
    spectrum = np.abs(np.fft.rfft(x))
    assert np.argmax(spectrum) == 1000
    assert spectrum[5000] < spectrum[1000] * 1e-3  # 11 kHz would alias to 5 kHz


@pytest.mark.parametrize("rate", [8000, 22050, 44100, 48000])
def test_stream_resampling_matches_whole_file_resampling(rate):
    x = np.random.default_rng(rate).standard_normal(rate).astype(np.float32)
    push = stream_resampler(rate, RATE)
    blocks = np.concatenate([push(x[i : i + 997]) for i in range(0, len(x), 997)])
    whole = resample(x, rate, RATE)
    assert len(whole) - len(blocks) < 0.07 * RATE  # held back by the filter: under 70 ms
    np.testing.assert_allclose(blocks, whole[: len(blocks)], atol=1e-5)
