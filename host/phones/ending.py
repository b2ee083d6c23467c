"""How a game ended, as every phone's final card shows it: who won, the player's own result,
the final standings; the links' closing is only a small line under it."""

from __future__ import annotations

from dataclasses import dataclass

from host.messages import Standing


@dataclass(frozen=True)
class Ending:
    """The end of a game: its headline ("Cy is the father!"), lines under it, the standings
    best first."""

    title: str
    lines: tuple[str, ...]
    standings: tuple[Standing, ...]

    def card(self, name: str) -> FinalCard:
        """The final card of `name`'s phone."""
        own = next((s for s in self.standings if s.name == name), None)
        you = ""
        if own is not None:
            you = f"{'You won!' if own.won else 'Not this time.'} {own.result}."
        return FinalCard(self.title, self.lines, you, self.standings)


@dataclass(frozen=True)
class FinalCard:
    """One phone's final card (the protocol's `ending`): the headline, the lines under it,
    this player's own result, the standings best first."""

    title: str
    lines: tuple[str, ...]
    you: str
    standings: tuple[Standing, ...]
