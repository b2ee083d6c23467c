"""WAV files and buffers in, 16 kHz mono int16 out; a bad file is a one-line AudioError."""

from __future__ import annotations

import functools
import math
import struct
from pathlib import Path

import numpy as np

from host.ears.errors import AudioError

RATE = 16000
MIN_RATE, MAX_RATE = 8000, 48000
SILENT_DBFS = -60.0
CLIPPED_FRACTION = 0.005
PCM, FLOAT, EXTENSIBLE = 0x0001, 0x0003, 0xFFFE
STREAMED = 0x7FFF0000  # a data size at least this big was written before the length was known


def read_wav(path: str | Path) -> np.ndarray:
    """The file's audio as 16 kHz mono int16, or an AudioError naming what is wrong."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise AudioError(f"{path}: cannot read: {exc.strerror or exc}") from None
    samples, rate = decode_wav(data, str(path))
    check_level(samples, str(path))
    return to_int16(resample(samples, rate, RATE))


def decode_wav(data: bytes, name: str) -> tuple[np.ndarray, int]:
    """Mono float32 samples in [-1, 1] and the sample rate of a WAV file's bytes."""
    if not data:
        raise AudioError(f"{name}: empty file (0 bytes)")
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise AudioError(f"{name}: not a WAV file (no RIFF/WAVE header)")
    fmt, pos = None, 12
    while pos + 8 <= len(data):
        chunk, size = struct.unpack_from("<4sI", data, pos)
        if chunk == b"data" and size >= STREAMED:
            size = min(size, len(data) - pos - 8)
        body = data[pos + 8 : pos + 8 + size]
        if chunk == b"fmt ":
            fmt = _parse_fmt(body, name)
        elif chunk == b"data":
            if fmt is None:
                raise AudioError(f"{name}: broken WAV (audio data before its format chunk)")
            if len(body) < size:
                raise AudioError(
                    f"{name}: truncated WAV (header promises {size} bytes of audio, "
                    f"file holds {len(body)})"
                )
            return _samples(body, fmt, name), fmt[1]
        pos += 8 + size + (size & 1)
    raise AudioError(f"{name}: truncated WAV (no audio data chunk)")


def _parse_fmt(body: bytes, name: str) -> tuple[int, int, int, int]:
    """(format tag, rate, channels, bits) from a fmt chunk, checked against what we read."""
    if len(body) < 16:
        raise AudioError(f"{name}: truncated WAV (format chunk too short)")
    tag, channels, rate, _, _, bits = struct.unpack_from("<HHIIHH", body)
    if tag == EXTENSIBLE and len(body) >= 26:
        tag = struct.unpack_from("<H", body, 24)[0]
    supported = (tag == PCM and bits in (8, 16, 24, 32)) or (tag == FLOAT and bits in (32, 64))
    if not supported:
        raise AudioError(f"{name}: unsupported WAV encoding (format tag {tag:#06x}, {bits}-bit)")
    if channels < 1:
        raise AudioError(f"{name}: broken WAV (0 channels)")
    if not MIN_RATE <= rate <= MAX_RATE:
        raise AudioError(f"{name}: sample rate {rate} Hz is outside {MIN_RATE}-{MAX_RATE} Hz")
    return tag, rate, channels, bits


def _samples(body: bytes, fmt: tuple[int, int, int, int], name: str) -> np.ndarray:
    """Decode interleaved frames into mono float32 in [-1, 1]."""
    tag, _, channels, bits = fmt
    width = bits // 8
    frames = len(body) // (width * channels)
    if frames == 0:
        raise AudioError(f"{name}: zero-length audio (the data chunk holds no samples)")
    raw = body[: frames * width * channels]
    if tag == FLOAT:
        x = np.frombuffer(raw, dtype=f"<f{width}").astype(np.float32)
        x = np.nan_to_num(x, nan=0.0, posinf=1.0, neginf=-1.0)
    elif bits == 8:
        x = (np.frombuffer(raw, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0
    elif bits == 24:
        b = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 3).astype(np.int32)
        x = ((b[:, 0] << 8 | b[:, 1] << 16 | b[:, 2] << 24) >> 8).astype(np.float32) / 2**23
    else:
        x = np.frombuffer(raw, dtype=f"<i{width}").astype(np.float32) / 2 ** (bits - 1)
    return np.clip(x.reshape(frames, channels).mean(axis=1), -1.0, 1.0)


def check_level(samples: np.ndarray, name: str) -> None:
    """Refuse a silent or clipped recording with a one-line AudioError."""
    peak = float(np.max(np.abs(samples))) if samples.size else 0.0
    if peak <= 10 ** (SILENT_DBFS / 20):
        level = "-inf" if peak == 0 else f"{20 * np.log10(peak):.0f}"
        raise AudioError(f"{name}: silent (peak level {level} dBFS)")
    clipped = float(np.mean(np.abs(samples) >= 0.99))
    if clipped > CLIPPED_FRACTION:
        raise AudioError(
            f"{name}: clipped ({clipped:.1%} of samples at full scale): record with less gain"
        )


@functools.cache
def _kernel(src: int, dst: int, zero_crossings: int = 16) -> tuple[np.ndarray, int]:
    """Windowed-sinc weights for src -> dst Hz (a row per output phase) and their half-width."""
    cutoff = min(1.0, dst / src)
    width = int(np.ceil(zero_crossings / cutoff))
    phases = dst // math.gcd(src, dst)
    t = (np.arange(phases) / phases)[:, None] - np.arange(-width + 1, width + 1)[None, :]
    weights = cutoff * np.sinc(cutoff * t) * (0.5 + 0.5 * np.cos(np.pi * t / width))
    return weights.astype(np.float32), width


def _convert(
    padded: np.ndarray, first: int, last: int, src: int, dst: int, shift: int
) -> np.ndarray:
    """Output samples first..last-1 (src -> dst Hz); n sits at padded[n * src / dst + shift]."""
    weights, width = _kernel(src, dst)
    phases = len(weights)
    taps = np.arange(-width + 1, width + 1)
    out = np.empty(max(0, last - first), np.float32)
    chunk = max(1, 2**20 // len(taps))
    for start in range(first, last, chunk):
        n = np.arange(start, min(last, start + chunk), dtype=np.int64) * src
        idx = (n // dst + shift)[:, None] + taps[None, :]
        phase = (n % dst) * phases // dst
        out[start - first : start - first + len(n)] = np.einsum(
            "ij,ij->i", padded[idx], weights[phase]
        )
    return out


def resample(x: np.ndarray, src: int, dst: int) -> np.ndarray:
    """Band-limited (Hann-windowed sinc) resampling of float samples from src to dst Hz."""
    x = np.asarray(x, dtype=np.float32)
    if src == dst or x.size == 0:
        return x
    width = _kernel(src, dst)[1]
    padded = np.concatenate([np.zeros(width, np.float32), x, np.zeros(width + 1, np.float32)])
    return _convert(padded, 0, len(x) * dst // src, src, dst, width)


class StreamResampler:
    """The same resampling, block by block for a live stream, with no seams between blocks."""

    def __init__(self, src: int, dst: int) -> None:
        self.src, self.dst = src, dst
        self._width = _kernel(src, dst)[1] if src != dst else 0
        self._buffer = np.zeros(self._width, np.float32)
        self._start = -self._width  # stream index of _buffer[0]
        self._next = 0  # next output sample index

    def push(self, x: np.ndarray) -> np.ndarray:
        """Resample the next block; returns every output sample whose inputs have all arrived."""
        x = np.asarray(x, dtype=np.float32)
        if self.src == self.dst:
            return x
        self._buffer = np.concatenate([self._buffer, x])
        end = self._start + len(self._buffer) - self._width - 1
        last = end * self.dst // self.src + 1
        out = _convert(self._buffer, self._next, last, self.src, self.dst, -self._start)
        self._next = max(self._next, last)
        drop = max(0, self._next * self.src // self.dst - self._width - self._start)
        self._buffer, self._start = self._buffer[drop:], self._start + drop
        return out


def to_int16(x: np.ndarray) -> np.ndarray:
    """Float samples in [-1, 1] as int16, saturating."""
    return np.clip(np.round(np.asarray(x) * 32767.0), -32768, 32767).astype(np.int16)


def write_wav(path: str | Path, samples: np.ndarray, rate: int = RATE) -> None:
    """Write int16 mono samples as a 16-bit PCM WAV file."""
    pcm = np.asarray(samples, dtype="<i2").tobytes()
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        *(b"RIFF", 36 + len(pcm), b"WAVE", b"fmt ", 16, PCM, 1, rate, rate * 2, 2, 16),
        *(b"data", len(pcm)),
    )
    Path(path).write_bytes(header + pcm)
