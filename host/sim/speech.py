"""Speech made on the spot for simulated players: espeak-ng voices and party babble, mixed."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

import numpy as np

from host.audio import RATE, espeak, to_int16

VOICES = (
    "en-us",
    "en-gb",
    "en-gb-scotland",
    "en-gb-x-rp",
    "en-029",
    "en-us-nyc",
    "en-gb-x-gbclan",
    "en-gb-x-gbcwmd",
)
VARIANTS = ("", "m1", "m2", "m3", "m4", "m5", "m7", "f1", "f2", "f3", "f4", "f5")
BABBLE_LINES = (
    "did you see where I put the keys this morning",
    "the train was late again so we walked all the way",
    "honestly I think the second movie was better than the first",
    "pass me that bowl of crisps would you please",
    "she told me the concert starts at half past eight",
    "we should really book the holiday before prices go up",
    "my brother just bought a motorbike can you believe it",
    "the weather has been strange all week hasn't it",
    "I never understood the rules of that card game",
    "they moved to a new flat near the river last spring",
    "who left the back door open again",
    "the soup needs a bit more salt and pepper",
    "I will call you back after the meeting finishes",
    "have you tried the new bakery on the corner",
    "our neighbours are having a party on saturday",
    "that was the funniest thing I have heard all year",
)


@dataclass(frozen=True)
class Speaker:
    """One espeak-ng voice: language voice, variant (m1..f5), speed in wpm and pitch 0-99."""

    voice: str = "en-us"
    variant: str = ""
    speed: int = 160
    pitch: int = 50

    def spec(self) -> str:
        """The -v argument of espeak-ng."""
        return f"{self.voice}+{self.variant}" if self.variant else self.voice


def speakers(
    count: int,
    seed: int = 0,
    voices: tuple[str, ...] = VOICES,
    variants: tuple[str, ...] = VARIANTS,
) -> list[Speaker]:
    """`count` varied speakers (voice, variant, speed 130-200, pitch 25-75), reproducibly."""
    rng = random.Random(seed)
    return [
        Speaker(
            voices[i % len(voices)],
            rng.choice(variants),
            rng.randrange(130, 201, 10),
            rng.randrange(25, 76, 5),
        )
        for i in range(count)
    ]


def speak(text: str, speaker: Speaker = Speaker()) -> np.ndarray:
    """`text` spoken by espeak-ng as 16 kHz mono int16, with the silence around it trimmed."""
    options = ("-v", speaker.spec(), "-s", str(speaker.speed), "-p", str(speaker.pitch))
    return espeak(text, *options).trimmed(keep=0.0, tail=True).for_ears()


@functools.cache
def _babble_stream() -> np.ndarray:
    """The babble sentences, each spoken by a different voice, end to end, as float32."""
    voices = speakers(len(BABBLE_LINES), seed=99)
    clips = [
        speak(line, v).astype(np.float32) / 32768
        for line, v in zip(BABBLE_LINES, voices, strict=True)
    ]
    clips = [c / float(np.sqrt(np.mean(c**2))) for c in clips]
    return np.concatenate(clips)


def babble(length: int, rng: np.random.Generator, talkers: int = 8) -> np.ndarray:
    """`length` samples of `talkers` overlapping espeak-ng speakers with unit RMS."""
    stream = _babble_stream()
    total = np.zeros(length, np.float32)
    for start in rng.integers(0, len(stream), talkers):
        total += np.take(stream, np.arange(start, start + length), mode="wrap")
    return total / float(np.sqrt(np.mean(total**2)))


def mix(
    speech: np.ndarray, noise: np.ndarray | None, snr_db: float, before: float, after: float
) -> np.ndarray:
    """Speech padded with `before`/`after` seconds, plus noise at `snr_db` (None: clean)."""
    clean = np.asarray(speech, np.float32) / 32768
    pad = (int(before * RATE), int(after * RATE))
    out = np.concatenate([np.zeros(pad[0], np.float32), clean, np.zeros(pad[1], np.float32)])
    if noise is not None:
        active = clean[np.abs(clean) > 0.01]
        power = float(np.mean(active**2)) if active.size else float(np.mean(clean**2))
        out = out + np.resize(noise, len(out)) * np.sqrt(power / 10 ** (snr_db / 10))
    peak = float(np.max(np.abs(out)))
    return to_int16(out * (0.9 / peak) if peak > 0.9 else out)
