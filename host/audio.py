"""The one audio layer of the ears, the voice and the simulation: sound files read with
soundfile (WAV, FLAC, OGG...) and written as WAV, resampling with soxr (clips and live streams),
and speech rendered by the espeak-ng program.

It sits below both the ears and the voice, which never import each other; a file that cannot
be heard is a one-line AudioError.
"""

from __future__ import annotations

import io
import math
import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import numpy as np
import soundfile
import soxr

from host.files import InputError, read_limited


class AudioError(ValueError):
    """A sound file or buffer that cannot be heard: not audio, empty, broken, silent..."""


def sound_card() -> ModuleType:
    """sounddevice, imported when first needed (it scans the devices on import, which a game
    typed and muted never needs); AudioError without the PortAudio library."""
    try:
        import sounddevice
    except OSError as exc:
        raise AudioError(f"no audio library: {exc} (apt-get install libportaudio2)") from None
    return sounddevice


RATE = 16000
"""The ears' rate: every recognizer hears 16 kHz mono int16."""
MIN_RATE, MAX_RATE = 8000, 192000
"""The sample rates read: a telephone's to a studio recorder's highest."""
CANCELLED = 0.5
"""A mix of the channels this much quieter (RMS) than the loudest channel has them cancel out
(one wired backwards): the loudest channel is heard instead."""
SILENT_DBFS = -60.0
CLIPPED_FRACTION = 0.005
UNRECOGNISED_FORMAT = 1
"""libsndfile's error code for bytes that are no sound file it knows."""
MAX_FILE_BYTES = 64_000_000
"""The largest sound file read: two minutes of 48 kHz stereo float samples."""
MAX_SECONDS = 120.0
"""The longest sound decoded: an answer is a few seconds, a test clip under a minute."""
MAX_SPOKEN_CHARS = 1000
"""The most text espeak-ng is given at once (about 50,000 characters crashed it): longer text
is spoken in pieces cut at sentence ends or spaces."""
_SENTENCE_END = re.compile(r"[.!?;:]\s")


@dataclass(frozen=True)
class Audio:
    """Mono float32 samples in [-1, 1] at `rate` Hz."""

    samples: np.ndarray
    rate: int

    @property
    def seconds(self) -> float:
        """How long it plays."""
        return len(self.samples) / self.rate

    @classmethod
    def read(cls, path: str | Path) -> Audio:
        """A sound file mixed down to mono; an AudioError says in one line what is wrong."""
        try:
            data = read_limited(path, MAX_FILE_BYTES)
        except InputError as exc:
            raise AudioError(str(exc)) from None
        return cls.decode(data, str(path), MAX_SECONDS)

    @classmethod
    def decode(cls, data: bytes, name: str, longest: float = math.inf) -> Audio:
        """The bytes of a sound file (named `name` in errors) mixed down to mono; AudioError if
        its header says it lasts over `longest` seconds (checked before decoding it)."""
        if not data:
            raise AudioError(f"{name}: empty file (0 bytes)")
        try:
            header = soundfile.info(io.BytesIO(data))
            if header.frames > longest * header.samplerate:
                raise AudioError(f"{name}: longer than {longest:.0f} s")
            frames, rate = soundfile.read(io.BytesIO(data), dtype="float32", always_2d=True)
        except soundfile.LibsndfileError as exc:
            if exc.code == UNRECOGNISED_FORMAT:
                raise AudioError(f"{name}: not an audio file (WAV, FLAC or OGG)") from None
            why = " ".join(exc.error_string.split())
            raise AudioError(f"{name}: broken or unsupported audio ({why})") from None
        if not frames.size:
            raise AudioError(f"{name}: zero-length audio (the file holds no samples)")
        if not MIN_RATE <= rate <= MAX_RATE:
            raise AudioError(f"{name}: sample rate {rate} Hz is outside {MIN_RATE}-{MAX_RATE} Hz")
        frames = np.nan_to_num(frames, nan=0.0, posinf=1.0, neginf=-1.0)
        return cls(np.clip(mixed_down(frames), -1.0, 1.0), rate)

    def write_wav(self, path: str | Path) -> None:
        """Save as a 16-bit mono WAV file."""
        write_wav(path, self.pcm16(), self.rate)

    def resampled(self, rate: int) -> Audio:
        """The same sound at another rate."""
        return Audio(resample(self.samples, self.rate, rate), rate)

    def trimmed(self, threshold: float = 1e-3, keep: float = 0.005, tail: bool = False) -> Audio:
        """Without the silence before the first sound (but `keep` seconds of it), and with
        `tail` without the silence after the last; silence throughout is kept as it is."""
        loud = np.flatnonzero(np.abs(self.samples) > threshold)
        if not loud.size:
            return self
        start = max(0, int(loud[0]) - int(keep * self.rate))
        end = int(loud[-1]) + 1 if tail else len(self.samples)
        return Audio(self.samples[start:end], self.rate)

    def checked(self, name: str) -> Audio:
        """Itself, unless it is silent or clipped: then a one-line AudioError naming `name`."""
        peak = float(np.max(np.abs(self.samples)))
        if peak <= 10 ** (SILENT_DBFS / 20):
            level = "-inf" if peak == 0 else f"{20 * np.log10(peak):.0f}"
            raise AudioError(f"{name}: silent (peak level {level} dBFS)")
        clipped = float(np.mean(np.abs(self.samples) >= 0.99))
        if clipped > CLIPPED_FRACTION:
            raise AudioError(
                f"{name}: clipped ({clipped:.1%} of samples at full scale): record with less gain"
            )
        return self

    def pcm16(self) -> np.ndarray:
        """The samples at this rate as int16."""
        return to_int16(self.samples)

    def for_ears(self) -> np.ndarray:
        """What the ears take: 16 kHz mono int16."""
        return self.resampled(RATE).pcm16()


def mixed_down(frames: np.ndarray) -> np.ndarray:
    """Channels (frames x channels) as one: their mean, or the loudest channel when the mean
    cancels them out."""
    mono = frames.mean(axis=1)
    power = np.sqrt(np.mean(np.square(frames, dtype=np.float64), axis=0))
    loudest = int(np.argmax(power))
    if np.sqrt(np.mean(np.square(mono, dtype=np.float64))) < CANCELLED * power[loudest]:
        return frames[:, loudest]
    return mono


def read_recording(path: str | Path) -> np.ndarray:
    """A recording as the ears take it (16 kHz mono int16), refused if it is silent or clipped."""
    return Audio.read(path).checked(str(path)).for_ears()


def write_wav(path: str | Path, samples: np.ndarray, rate: int = RATE) -> None:
    """Save int16 mono samples as a 16-bit WAV file; AudioError if it cannot be written."""
    if Path(path).is_dir():
        raise AudioError(f"{path}: a folder, not a file to write")
    try:
        soundfile.write(str(path), np.asarray(samples, np.int16), rate, "PCM_16", format="WAV")
    except (soundfile.LibsndfileError, OSError, RuntimeError) as exc:
        raise AudioError(f"{path}: cannot write: {' '.join(str(exc).split())}") from None


def espeak(text: str, *options: str) -> Audio:
    """`text` spoken by the espeak-ng program with these options (-v voice, -s speed, ...), as it
    renders it, a piece of at most MAX_SPOKEN_CHARS at a time; AudioError if espeak-ng is
    missing or fails."""
    spoken = [_espeak(piece, options) for piece in pieces(text) or [text]]
    rate = spoken[0].rate
    return Audio(np.concatenate([audio.resampled(rate).samples for audio in spoken]), rate)


def pieces(text: str, limit: int = MAX_SPOKEN_CHARS) -> list[str]:
    """`text` cut into pieces of at most `limit` characters: after a sentence's end if one is
    in reach, else at a space, else anywhere."""
    found, rest = [], text.strip()
    while len(rest) > limit:
        ends = [m.end() for m in _SENTENCE_END.finditer(rest, 0, limit + 1)]
        cut = ends[-1] if ends else rest.rfind(" ", 1, limit + 1)
        cut = cut if cut > 0 else limit
        found.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    return [*found, rest] if rest else found


def _espeak(text: str, options: tuple[str, ...]) -> Audio:
    command = ["espeak-ng", "-b", "1", *options, "--stdout"]  # -b 1: UTF-8 text on stdin
    try:
        done = subprocess.run(
            command, input=text.encode(), capture_output=True, check=False, timeout=30
        )
    except FileNotFoundError:
        raise AudioError("espeak-ng is not installed (apt-get install espeak-ng)") from None
    except subprocess.TimeoutExpired:
        raise AudioError("espeak-ng did not finish the line") from None
    if done.returncode or not done.stdout:
        why = " ".join(done.stderr.decode(errors="replace").split())
        raise AudioError(f"espeak-ng failed: {why or f'exit status {done.returncode}'}")
    return Audio.decode(done.stdout, "espeak-ng output")


def resample(x: np.ndarray, src: int, dst: int) -> np.ndarray:
    """Float samples from src to dst Hz, band-limited (soxr, high quality)."""
    return soxr.resample(np.asarray(x, np.float32), src, dst)


def stream_resampler(src: int, dst: int) -> Callable[[np.ndarray], np.ndarray]:
    """Resampling block by block for a live stream, with no seams between the blocks: each
    call takes the next float32 block and returns every output sample ready so far."""
    return soxr.ResampleStream(src, dst, 1, dtype="float32").resample_chunk


def to_int16(x: np.ndarray) -> np.ndarray:
    """Float samples in [-1, 1] as int16, saturating; the inverse of soundfile's reading."""
    return np.clip(np.round(np.asarray(x) * 32768.0), -32768, 32767).astype(np.int16)
