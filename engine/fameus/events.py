"""Fame Us's events: what happened, as the log keeps it."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event
from engine.fameus.config import Team


@dataclass(frozen=True)
class CardsDealt(Event, tag="fameus.CardsDealt"):
    """The criteria cards are dealt: hands of `hand_size`, the Starters pile, the rest."""

    hand_size: int
    starters: int
    pile: int


@dataclass(frozen=True)
class HandDealt(Event, tag="fameus.HandDealt"):
    """A player's private view of the hand dealt to them."""

    private_to = "player"
    player: int
    cards: tuple[int, ...]
    criteria: tuple[str, ...]


@dataclass(frozen=True)
class TeamsDealt(Event, tag="fameus.TeamsDealt"):
    """The team cards are dealt face down: how many of each team are in play."""

    vip_square: int
    kings: int


@dataclass(frozen=True)
class TeamDealt(Event, tag="fameus.TeamDealt"):
    """A player's private team card."""

    private_to = "player"
    player: int
    team: Team


@dataclass(frozen=True)
class TurnStarted(Event, tag="fameus.TurnStarted"):
    """`first_player` holds the hourglass and turns the top starter card face up."""

    number: int
    first_player: int
    card: int
    criterion: str
    starters_left: int


@dataclass(frozen=True)
class CriterionPlayed(Event, tag="fameus.CriterionPlayed"):
    """A criteria card played face up from a player's hand."""

    player: int
    card: int
    criterion: str


@dataclass(frozen=True)
class Passed(Event, tag="fameus.Passed"):
    """A player passed (on their own, or because the hourglass ran out)."""

    player: int
    timed_out: bool


@dataclass(frozen=True)
class CardsDrawn(Event, tag="fameus.CardsDrawn"):
    """`player` drew `count` criteria cards (what they are is private)."""

    player: int
    count: int


@dataclass(frozen=True)
class CardsSeen(Event, tag="fameus.CardsSeen"):
    """The drawer's private view of the criteria cards they just drew."""

    private_to = "player"
    player: int
    cards: tuple[int, ...]
    criteria: tuple[str, ...]


@dataclass(frozen=True)
class PileReshuffled(Event, tag="fameus.PileReshuffled"):
    """The criteria pile was empty: `cards` discarded cards were shuffled into a new pile."""

    cards: int


@dataclass(frozen=True)
class PilesEmpty(Event, tag="fameus.PilesEmpty"):
    """Choice: both the pile and the discards are empty, so `missing` cards are not drawn."""

    player: int
    missing: int


@dataclass(frozen=True)
class Accused(Event, tag="fameus.Accused"):
    """`accuser` accuses `accused` of bluffing; the turn ends at once."""

    accuser: int
    accused: int


@dataclass(frozen=True)
class ProposalDue(Event, tag="fameus.ProposalDue"):
    """The turn's actions are over: `proposer` must name a known person."""

    proposer: int
    accuser: int | None


@dataclass(frozen=True)
class NoProposal(Event, tag="fameus.NoProposal"):
    """Choice: nobody played a criteria card this turn, so there is no proposal and no vote."""


@dataclass(frozen=True)
class ProposalMade(Event, tag="fameus.ProposalMade"):
    """The proposer named `person`."""

    player: int
    person: str


@dataclass(frozen=True)
class VoteCounted(Event, tag="fameus.VoteCounted"):
    """The vote on the proposal: `ayes` of `voters` voted for, `noes` against (a voter in
    neither was not asked: the outcome was settled); `needed` were enough to win."""

    proposer: int
    ayes: tuple[int, ...]
    voters: tuple[int, ...]
    needed: int
    won: bool
    noes: tuple[int, ...] = ()


@dataclass(frozen=True)
class TurnEnded(Event, tag="fameus.TurnEnded"):
    """The cards face up on the table are discarded."""

    number: int
    discarded: int


@dataclass(frozen=True)
class GameEnded(Event, tag="fameus.GameEnded"):
    """Teams revealed; `totals` (VIP Square, Kings) count the `counted` players' hands."""

    starters_empty: bool
    empty_hands: tuple[int, ...]
    teams: tuple[Team, ...]
    hand_sizes: tuple[int, ...]
    counted: tuple[int, ...]
    totals: tuple[int, int]
    winners: tuple[Team, ...]
