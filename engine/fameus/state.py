"""Fame Us's changing state, and what one player may know of it."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import BaseState, Event
from engine.fameus.config import Phase, Team


@dataclass
class FameUsState(BaseState):
    """Everything that changes during a game of Fame Us; the top of a pile is its index 0."""

    phase: Phase = Phase.SETUP
    pile: list[int] = field(default_factory=list)
    starters: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    teams: list[Team] = field(default_factory=list)
    table: list[int] = field(default_factory=list)
    turn: int = 0
    first: int = 0  # the hourglass holder, first to act this turn
    active: int = 0
    acted: int = 0  # how many players have played, passed or accused this turn
    last_player: int | None = None
    accuser: int | None = None
    proposer: int | None = None
    proposal: str | None = None
    drawer: int | None = None
    owed: int = 0  # cards the drawer still has to draw, waiting for a reshuffle


@dataclass(frozen=True)
class FameUsPublicView:
    """What the whole table knows: the criteria face up, the turn, the proposal, hand sizes;
    no hand, and the teams only once the game is over."""

    players: tuple[str, ...]
    phase: Phase
    acting: int
    hand_sizes: tuple[int, ...]
    turn: int
    first_player: int
    table: tuple[str, ...]
    last_player: int | None
    accuser: int | None
    proposer: int | None
    proposal: str | None
    starters_left: int
    pile_left: int
    discards: int
    teams: tuple[Team, ...] | None


@dataclass(frozen=True)
class FameUsView(FameUsPublicView):
    """What one player may know of the game: the table's view, and their own team and hand,
    nobody else's."""

    player: int
    team: Team | None
    hand: tuple[int, ...]
    hand_criteria: tuple[str, ...]
    log: tuple[Event, ...]
