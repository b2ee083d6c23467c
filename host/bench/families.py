"""The voice families the benchmark and the development set speak with: espeak-ng's formant
voices, MBROLA's diphones of real speakers (through espeak-ng), Piper's neural voice with its
scales and pitch varied, and any of them heard from across a room through a laptop microphone.
Each family gives the benchmark and the development set different voices."""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from host.audio import RATE, Audio, to_int16
from host.bench import devset
from host.sim.speech import VARIANTS, VOICES, Speaker, speak

FAMILIES = ("espeak", "mbrola", "piper", "room")
"""Every family, in the order the benchmark's tables list them."""
ESPEAK = {"benchmark": (VOICES, VARIANTS), "development": (("en", *VOICES), devset.VARIANTS)}
"""espeak-ng's accents and variants (m1..f5 and the others) on each side."""
MBROLA = {"benchmark": ("mb-us1", "mb-us2"), "development": ("mb-us3", "mb-en1")}
"""MBROLA voices (Debian's mbrola-us1/us2/us3/en1): US female, US male; US male, British male."""
PIPER_PITCH = {"benchmark": (0.9, 0.96, 1.04, 1.1), "development": (0.86, 0.93, 1.0, 1.07, 1.14)}
"""Pitch shifts of Piper's one voice (played faster or slower than made, its tempo kept): the
two sides never use the same one."""
DISTANCES = {"benchmark": (1.0, 3.0), "development": (0.5, 2.0, 4.0)}
"""Metres from the talker to the laptop in a simulated room."""
SPEED_OF_SOUND = 343.0
CRITICAL_DISTANCE = 1.0
"""Metres at which the room's echoes carry as much energy as the direct sound."""
LAPTOP_BAND = (200.0, 6000.0)
"""A laptop microphone's pass band (Hz): little bass, a dull top."""


@dataclass(frozen=True)
class PiperStyle:
    """Piper's voice read at a `tempo` (length scale: over 1 is slower), with its noise and
    noise-width scales, its pitch shifted by the factor `pitch`."""

    tempo: float = 1.0
    noise: float = 0.667
    noise_w: float = 0.8
    pitch: float = 1.0


@dataclass(frozen=True)
class Room:
    """A room heard from `distance` metres (reverberation time `rt60` seconds), through a laptop
    microphone's band, `gain_db` louder or softer; `seed` draws its echoes."""

    distance: float
    rt60: float
    gain_db: float
    seed: int


@dataclass(frozen=True)
class Talker:
    """One voice of a family, heard in a room or up close."""

    family: str
    voice: Speaker | PiperStyle
    room: Room | None = None

    def say(self, text: str) -> np.ndarray:
        """`text` said by this talker as 16 kHz mono int16, trimmed."""
        if isinstance(self.voice, PiperStyle):
            clip = piper_says(text, self.voice)
        else:
            clip = speak(text, self.voice)
        return clip if self.room is None else in_room(clip, self.room)


def piper_says(text: str, style: PiperStyle) -> np.ndarray:
    """`text` read by Piper's voice in `style`, as 16 kHz mono int16, trimmed."""
    from piper import SynthesisConfig

    from host.voice.piper import loaded_voice

    config = SynthesisConfig(
        length_scale=style.tempo * style.pitch,
        noise_scale=style.noise,
        noise_w_scale=style.noise_w,
    )
    chunks = list(loaded_voice().synthesize(text, config))
    samples = np.concatenate([c.audio_float_array for c in chunks])
    # Played at a higher rate than made, the voice is higher and faster: the longer length
    # scale above gives back its tempo.
    rate = round(chunks[0].sample_rate * style.pitch)
    return Audio(samples, rate).trimmed(keep=0.0, tail=True).for_ears()


def impulse_response(room: Room) -> np.ndarray:
    """A room's impulse response at 16 kHz: the direct sound (1/distance, delayed) and a tail of
    exponentially decaying noise whose energy is the direct sound's at CRITICAL_DISTANCE."""
    rng = np.random.default_rng(room.seed)
    delay = int(room.distance / SPEED_OF_SOUND * RATE)
    length = int(room.rt60 * RATE)
    t = np.arange(length) / RATE
    tail = rng.standard_normal(length) * np.exp(-6.9 * t / room.rt60)  # -60 dB at rt60
    tail[: int(0.003 * RATE)] = 0.0  # the first echo comes a few milliseconds after the direct
    tail *= (1 / CRITICAL_DISTANCE) / np.sqrt(np.sum(tail**2))
    response = np.zeros(delay + length)
    response[delay] = 1 / room.distance
    response[delay:] += tail
    return response


def band_pass(x: np.ndarray, low: float, high: float) -> np.ndarray:
    """`x` through a smooth band-pass (second-order slopes) between `low` and `high` Hz."""
    spectrum = np.fft.rfft(x)
    f = np.maximum(np.fft.rfftfreq(len(x), 1 / RATE), 1.0)
    gain = 1 / np.sqrt(1 + (low / f) ** 4) / np.sqrt(1 + (f / high) ** 4)
    return np.fft.irfft(spectrum * gain, len(x))


def in_room(clip: np.ndarray, room: Room) -> np.ndarray:
    """A clip (int16) as the laptop hears it in `room`: echoed, band-passed, level changed (its
    level at 1 m kept before the gain, as a voice is; int16, saturating)."""
    x = np.asarray(clip, np.float64) / 32768
    response = impulse_response(room)
    size = len(x) + len(response) - 1
    echoed = np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(response, size), size)
    heard = band_pass(echoed, *LAPTOP_BAND) * room.distance  # as loud as said at 1 m
    return to_int16(heard * 10 ** (room.gain_db / 20))


def talkers(count: int, seed: int, side: str) -> list[Talker]:
    """`count` talkers of every family in turn, reproducibly, for "benchmark" or
    "development" (voices, pitches and rooms the other side never uses)."""
    rng = random.Random(seed)
    out: list[Talker] = []
    for i in range(count):
        family = FAMILIES[i % len(FAMILIES)]
        up_close = FAMILIES[(i // len(FAMILIES)) % (len(FAMILIES) - 1)]
        voice = _voice(up_close if family == "room" else family, rng, side)
        room = None
        if family == "room":
            distance = DISTANCES[side][i // len(FAMILIES) % len(DISTANCES[side])]
            rt60, gain = rng.uniform(0.3, 0.8), rng.uniform(-12.0, 6.0)
            room = Room(distance, rt60, gain, rng.randrange(10**6))
        out.append(Talker(family, voice, room))
    return out


def _voice(family: str, rng: random.Random, side: str) -> Speaker | PiperStyle:
    """One voice of a family heard up close (espeak, mbrola or piper) for `side`."""
    if family == "piper":
        return PiperStyle(
            rng.uniform(0.8, 1.3), rng.uniform(0.3, 0.9), rng.uniform(0.4, 1.0),
            rng.choice(PIPER_PITCH[side]),
        )  # fmt: skip
    if family == "mbrola":
        # MBROLA speaks a fifth faster than espeak-ng at the same words per minute.
        voice = rng.choice(MBROLA[side])
        return Speaker(voice, "", rng.randrange(110, 171, 10), rng.randrange(25, 76, 5))
    voices, variants = ESPEAK[side]
    return Speaker(
        rng.choice(voices), rng.choice(variants), rng.randrange(130, 201, 10),
        rng.randrange(25, 76, 5),
    )  # fmt: skip
