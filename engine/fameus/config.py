"""Fame Us's constants, teams, phases, refusal reasons and config."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import Reason

PLAYERS = range(4, 9)
"""How many players the rules take."""
"""The table sizes Fame Us plays at."""
HAND_SIZE = 6
"""Criteria cards dealt to each player."""
STARTERS = 10
"""Cards in the Starters pile, so a game lasts ten turns at most."""
LOSER_DRAWS = 3
"""Cards drawn by a proposer who loses the vote."""
ACCUSER_DRAWS = 2
"""Cards drawn by an accuser when the proposer wins the vote."""


class Team(StrEnum):
    """The two secret teams."""

    VIP_SQUARE = "VIP Square"
    KINGS = "The Kings of the Dance Floor"


class Phase(StrEnum):
    """Where the game stands."""

    SETUP = "setup"
    TEAMS = "teams"
    PLAY = "play"
    PROPOSE = "propose"
    VOTE = "vote"
    OVER = "over"


class FameUsReason(Reason):
    """Why a Fame Us action was refused."""

    NOT_IN_HAND = "that card is not in your hand"
    NOBODY_TO_ACCUSE = "nobody has played a criteria card this turn"
    HOURGLASS_ON_ACTIVE = "the hourglass runs only on the player whose turn it is"
    NOT_THE_PROPOSER = "only the player who played the last criteria card names someone"
    EMPTY_PROPOSAL = "no name was heard"
    NOT_A_VOTER = "the proposer and the accuser do not vote"
    DUPLICATE_VOTER = "each player votes once"


@dataclass(frozen=True)
class FameUsConfig:
    """Who plays, with which criteria cards, and who starts; immutable for the whole game."""

    players: tuple[str, ...]
    deck: tuple[str, ...]
    first_player: int = 0

    def __post_init__(self) -> None:
        if len(self.players) not in PLAYERS:
            raise ValueError(f"Fame Us takes {PLAYERS.start} to {PLAYERS.stop - 1} players")
        names = [p.strip().casefold() for p in self.players]
        if not all(names) or len(set(names)) != len(names):
            raise ValueError("player names must be non-empty and different")
        criteria = [c.strip().casefold() for c in self.deck]
        if not all(criteria) or len(set(criteria)) != len(criteria):
            raise ValueError("criteria cards must be non-empty and different")
        needed = len(self.players) * HAND_SIZE + STARTERS
        if len(self.deck) < needed:
            raise ValueError(f"{len(self.players)} players need at least {needed} criteria cards")
        if not 0 <= self.first_player < len(self.players):
            raise ValueError("the first player must be one of the players")

    @property
    def hourglass_step(self) -> int:
        """How far the hourglass moves after a turn: 3 players at 7-8 players, else 1."""
        return 3 if len(self.players) >= 7 else 1

    def team_of_card(self, card: int) -> Team:
        """Team card 0..players-1; Choice: at an odd table VIP Square has the extra card."""
        return Team.VIP_SQUARE if card < (len(self.players) + 1) // 2 else Team.KINGS
