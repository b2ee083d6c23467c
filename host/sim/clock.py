"""Simulated time: at a simulated party the clock moves only as the players speak."""

from __future__ import annotations

SILENCE_SECONDS = 8.0
"""A player who says nothing costs the listener its whole answer window."""
WORD_SECONDS = 0.4
"""How long a spoken word takes, for answers that are text only."""


class VirtualClock:
    """A clock for timers like the hourglass, advanced by each simulated answer."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        """The simulated time, in seconds since the party began."""
        return self.now

    def spoke(self, text: str, seconds: float | None = None, silence: float | None = None) -> None:
        """One answer was given: `seconds` of audio, or as long as its words take to say; no
        answer costs `silence` seconds (None: a whole answer window)."""
        if not text:
            self.now += SILENCE_SECONDS if silence is None else silence
        elif seconds is not None:
            self.now += seconds
        else:
            self.now += WORD_SECONDS * (len(text.split()) + 1)
