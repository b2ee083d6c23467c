"""A timer with warnings, each a sound cue and a line: the hourglass on a slow player, or on a
long discussion."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from host.voice.line import Cue

LAST_WARNING = 10.0
"""Seconds left when the last warning is spoken (the first one comes at half time)."""


class Hourglass:
    """Runs on one moment of the game at a time (a player's turn, a discussion)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.moment: Hashable | None = None
        self.ends = 0.0
        self.warnings: list[float] = []

    def turn(self, moment: Hashable, seconds: float) -> None:
        """Start the sand on `moment`: it runs out after `seconds` (math.inf: never)."""
        self.moment = moment
        self.ends = self.clock() + seconds
        marks = (seconds / 2, LAST_WARNING) if math.isfinite(seconds) else ()
        self.warnings = sorted((m for m in set(marks) if 0 < m < seconds), reverse=True)

    def running(self, moment: Hashable) -> bool:
        """Whether the sand runs on `moment`."""
        return self.moment is not None and self.moment == moment

    def stop(self) -> None:
        """Put the hourglass down."""
        self.moment = None

    def left(self) -> float:
        """Seconds until the sand runs out (zero or less: it has)."""
        return self.ends - self.clock()

    def out(self) -> bool:
        """Whether the sand has run out."""
        return self.left() <= 0

    def warning(self) -> int | None:
        """The whole seconds left, once each time a warning mark is passed; else None."""
        left = self.left()
        passed = [m for m in self.warnings if left <= m]
        if not passed or left <= 0:
            return None
        self.warnings = [m for m in self.warnings if left > m]
        return math.ceil(left)


def warning_cue(left: int) -> Cue:
    """The sound of a warning with `left` seconds to go: a tick, or the last seconds' ticks."""
    return Cue.LAST_TICKS if left <= LAST_WARNING else Cue.TICK
