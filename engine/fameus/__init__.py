"""Fame Us: play criteria cards that fit a famous person you have in mind, or call a bluff.

The criteria deck is any tuple of distinct criteria texts (the published game has 112); a card
is its index in that tuple. Rules choices (see docs/rules-choices.md) are marked "Choice:" in
its modules.
"""

from engine.fameus.actions import Accuse, Pass, Play, Propose, TimeUp, Vote
from engine.fameus.config import (
    ACCUSER_DRAWS,
    HAND_SIZE,
    LOSER_DRAWS,
    PLAYERS,
    STARTERS,
    FameUsConfig,
    FameUsReason,
    Phase,
    Team,
)
from engine.fameus.events import (
    Accused,
    CardsDealt,
    CardsDrawn,
    CardsSeen,
    CriterionPlayed,
    GameEnded,
    HandDealt,
    NoProposal,
    Passed,
    PileReshuffled,
    PilesEmpty,
    ProposalDue,
    ProposalMade,
    TeamDealt,
    TeamsDealt,
    TurnEnded,
    TurnStarted,
    VoteCounted,
)
from engine.fameus.game import FameUs
from engine.fameus.state import FameUsPublicView, FameUsState, FameUsView

__all__ = [
    "ACCUSER_DRAWS",
    "HAND_SIZE",
    "LOSER_DRAWS",
    "PLAYERS",
    "STARTERS",
    "Accuse",
    "Accused",
    "CardsDealt",
    "CardsDrawn",
    "CardsSeen",
    "CriterionPlayed",
    "FameUs",
    "FameUsConfig",
    "FameUsPublicView",
    "FameUsReason",
    "FameUsState",
    "FameUsView",
    "GameEnded",
    "HandDealt",
    "NoProposal",
    "Pass",
    "Passed",
    "Phase",
    "PileReshuffled",
    "PilesEmpty",
    "Play",
    "ProposalDue",
    "ProposalMade",
    "Propose",
    "Team",
    "TeamDealt",
    "TeamsDealt",
    "TimeUp",
    "TurnEnded",
    "TurnStarted",
    "Vote",
    "VoteCounted",
]
