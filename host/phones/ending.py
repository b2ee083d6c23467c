"""How a game ended, as every phone's final card shows it: who won, the player's own result,
the final standings; the links' closing is only a small line under it."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Standing:
    """One player at the end: what they ended with, and whether they won."""

    name: str
    result: str
    won: bool


@dataclass(frozen=True)
class Ending:
    """The end of a game: its headline ("Cy is the father!"), lines under it, the standings
    best first."""

    title: str
    lines: tuple[str, ...]
    standings: tuple[Standing, ...]

    def card(self, name: str) -> dict[str, Any]:
        """The final card of `name`'s phone, as the protocol's `ending` field."""
        own = next((s for s in self.standings if s.name == name), None)
        you = ""
        if own is not None:
            you = f"{'You won!' if own.won else 'Not this time.'} {own.result}."
        return {
            "title": self.title,
            "lines": list(self.lines),
            "you": you,
            "standings": [asdict(s) for s in self.standings],
        }
