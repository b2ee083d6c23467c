"""Fame Us's actions: play, pass, time up, accuse, propose, vote."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action


@dataclass(frozen=True)
class Play(Action, tag="fameus.Play"):
    """The player whose turn it is plays criteria card `card` from their hand, face up."""

    player: int
    card: int


@dataclass(frozen=True)
class Pass(Action, tag="fameus.Pass"):
    """The player whose turn it is passes and draws a card."""

    player: int


@dataclass(frozen=True)
class TimeUp(Action, tag="fameus.TimeUp"):
    """The table's hourglass ran out on the player whose turn it is: they have passed."""

    player: int


@dataclass(frozen=True)
class Accuse(Action, tag="fameus.Accuse"):
    """The player whose turn it is accuses the last player who played a criteria card."""

    player: int


@dataclass(frozen=True)
class Propose(Action, tag="fameus.Propose"):
    """The proposer names the known person they are thinking of (free text)."""

    player: int
    person: str


@dataclass(frozen=True)
class Vote(Action, tag="fameus.Vote"):
    """The table's vote on the proposal: `ayes` voted for, `noes` against; a voter in neither
    was not asked, the outcome being settled without them."""

    ayes: tuple[int, ...]
    noes: tuple[int, ...] = ()
