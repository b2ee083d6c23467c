"""Shared by the ears tests: WAV files of every kind, speech made with espeak-ng, the CLI run
as a real process (so its stderr is exactly what a user sees)."""

from __future__ import annotations

import functools
import os
import struct
import subprocess

import numpy as np

from host.ears import Ears
from host.sim.speech import Speaker, speak
from tests.host.zygote import ROOT, Zygote

CARD = ("anchor", "balloon", "castle", "dragon", "guitar", "penguin", "rocket", "umbrella")
OUT_OF_SET = (
    "window", "tomato", "bicycle", "pencil", "doctor", "spider", "kitchen", "ladder",
    "monkey", "diamond", "octopus", "camera",
)  # fmt: skip
VOICES = (
    Speaker("en-us", "", 150, 50),
    Speaker("en-gb", "f2", 170, 60),
    Speaker("en-us", "m3", 140, 40),
    Speaker("en-gb-x-rp", "m7", 160, 45),
    Speaker("en-us-nyc", "f4", 180, 65),
    Speaker("en-029", "m5", 135, 35),
)


@functools.cache
def whisper_ears() -> Ears:
    """The default ears, Whisper on tiny.en, loaded once per test process and shared by every
    test that hears with them (a model's load costs a busy machine seconds)."""
    ears = Ears("whisper")
    assert ears.engine == "whisper", ears.note
    return ears


@functools.cache
def said(text: str, speaker: Speaker = VOICES[0]) -> np.ndarray:
    """`text` spoken by `speaker`, 16 kHz int16 (cached: espeak-ng runs once per line)."""
    return speak(text, speaker)


def wav_bytes(
    x: np.ndarray, rate: int, bits: int = 16, channels: int = 1, floating: bool = False,
    extensible: bool = False,
) -> bytes:  # fmt: skip
    """Float samples in [-1, 1] as the bytes of a WAV file of the given encoding."""
    frames = np.repeat(np.asarray(x, np.float64)[:, None], channels, axis=1)
    if floating:
        data = frames.astype(f"<f{bits // 8}").tobytes()
    elif bits == 8:
        data = np.clip(np.round(frames * 127 + 128), 0, 255).astype(np.uint8).tobytes()
    elif bits == 24:
        ints = np.clip(np.round(frames * (2**23 - 1)), -(2**23), 2**23 - 1).astype("<i4")
        data = ints.view(np.uint8).reshape(-1, 4)[:, :3].tobytes()
    else:
        scale = 2 ** (bits - 1) - 1
        data = (
            np.clip(np.round(frames * scale), -scale - 1, scale).astype(f"<i{bits // 8}").tobytes()
        )
    tag = 3 if floating else 1
    block = channels * bits // 8
    fmt = struct.pack(
        "<HHIIHH", 0xFFFE if extensible else tag, channels, rate, rate * block, block, bits
    )
    if extensible:
        guid = struct.pack("<H", tag) + b"\x00\x00\x00\x00\x10\x00\x80\x00\x00\xaa\x00\x38\x9b\x71"
        fmt += struct.pack("<HHI", 22, bits, 0) + guid
    chunks = (
        b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(data)) + data
    )
    return b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks


def partyhost(
    *args: str, zygote: Zygote, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """Run `partyhost ARGS` as a process of its own (forked from `zygote`), with no input
    (never the terminal's); its exit status, stdout and stderr."""
    environment = {**os.environ, **(env or {})}
    return zygote.run("host.cli", list(args), ROOT, environment, timeout)
