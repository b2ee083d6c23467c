"""How a game ended, in one shape for every game: who won, and what each player or team got."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """One player's (or one team's) end of the game."""

    who: str
    won: bool
    score: int | None = None
    """Their points or counted cards; None in a game won without a score (The Maury Game)."""


@dataclass(frozen=True)
class Result:
    """The end of a game: every player's or team's standing, in seat (or team) order."""

    standings: tuple[Standing, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        """Who won (several on a tie)."""
        return tuple(s.who for s in self.standings if s.won)

    def line(self) -> str:
        """The result as one line: each score ("Ann 3, Bob 1"), or the winners when the game
        keeps no score ("winners Ann, Cy")."""
        if all(s.score is None for s in self.standings):
            return "winners " + ", ".join(self.winners)
        return ", ".join(f"{s.who} {s.score}" for s in self.standings)
