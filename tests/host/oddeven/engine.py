"""Odd or Even's rules: three rounds; in each, every player shows one to three fingers in
secret, then everyone votes odd or even on the sum, and each right vote scores a point."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from engine.core import (
    SIMULTANEOUS,
    TERMINAL,
    Action,
    BaseState,
    ChanceRequest,
    CoreReason,
    Event,
    Game,
    Reason,
    Rejection,
    with_secrets,
)

PLAYERS = range(2, 5)
"""Two to four players."""
ROUNDS = 3


class Phase(StrEnum):
    """What the game waits for."""

    PICK = "pick"
    VOTE = "vote"
    OVER = "over"


class Parity(StrEnum):
    """What a vote says of the sum of the fingers shown."""

    ODD = "odd"
    EVEN = "even"


class OddEvenReason(Reason):
    """Why Odd or Even refuses a move."""

    NOT_SHOWABLE = "a hand shows one to three fingers"
    ALREADY = "you have already played this round"


@dataclass(frozen=True)
class OddEvenConfig:
    """The players, and the most fingers a hand may show (the lexicon's numbers)."""

    players: tuple[str, ...]
    most: int = 3
    rounds: int = ROUNDS


@dataclass
class OddEvenState(BaseState):
    """The round, the fingers each player shows (secret till the round is scored), the votes."""

    phase: Phase = Phase.PICK
    round: int = 1
    picks: dict[int, int] = field(default_factory=dict)
    votes: dict[int, Parity] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Pick(Action, tag="oddeven.Pick"):
    """A player shows `fingers` in secret."""

    player: int
    fingers: int


@dataclass(frozen=True)
class Vote(Action, tag="oddeven.Vote"):
    """A player says the sum is odd or even."""

    player: int
    parity: Parity


@dataclass(frozen=True)
class Picked(Event, tag="oddeven.Picked"):
    """A player chose their fingers: only they know how many."""

    private_to: ClassVar[str] = "player"
    player: int
    fingers: int


@dataclass(frozen=True)
class HandsReady(Event, tag="oddeven.HandsReady"):
    """Every hand is chosen: the vote opens."""

    round: int


@dataclass(frozen=True)
class Voted(Event, tag="oddeven.Voted"):
    """A player's vote, out loud."""

    player: int
    parity: Parity


@dataclass(frozen=True)
class RoundScored(Event, tag="oddeven.RoundScored"):
    """The hands are shown: their sum, its parity and who voted it."""

    reveals: ClassVar[bool] = True
    round: int
    picks: tuple[int, ...]
    parity: Parity
    right: tuple[int, ...]


@dataclass(frozen=True)
class GameEnded(Event, tag="oddeven.GameEnded"):
    """The last round is scored: the winners, most points."""

    winners: tuple[int, ...]


@dataclass(frozen=True)
class OddEvenPublicView:
    """What the whole table knows: the round, who has picked, the votes, the scores."""

    players: tuple[str, ...]
    phase: Phase
    round: int
    rounds: int
    picked: tuple[int, ...]
    votes: tuple[tuple[int, Parity], ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class OddEvenView(OddEvenPublicView):
    """One player's view: the public one, the fingers they show this round, and the events
    they may know of."""

    fingers: int | None = None
    log: tuple[Event, ...] = ()


class OddEven(Game[OddEvenConfig, OddEvenState]):
    """Odd or Even: picks in secret, a vote in the open, a point for each right vote."""

    name = "oddeven"
    players = PLAYERS
    config_type = OddEvenConfig
    state_type = OddEvenState

    def initial_state(self) -> OddEvenState:
        """Round one, nobody picked, no points."""
        return OddEvenState(scores=[0] * len(self.config.players))

    def current_player(self) -> int:
        """Everyone picks, then votes, in any order."""
        return TERMINAL if self.is_over() else SIMULTANEOUS

    def legal_actions(self, player: int) -> list[Action]:
        """A pick of each number of fingers, or a vote each way, while `player` has not."""
        phase = self.state.phase
        if phase is Phase.PICK and player not in self.state.picks:
            return [Pick(player, n) for n in range(1, self.config.most + 1)]
        if phase is Phase.VOTE and player not in self.state.votes:
            return [Vote(player, parity) for parity in Parity]
        return []

    def chance_request(self) -> ChanceRequest | None:
        """Nothing is shuffled."""
        return None

    def _check(self, action: Action) -> Rejection | None:
        if not isinstance(action, Pick | Vote):
            return Rejection(CoreReason.UNKNOWN_ACTION)
        if not self._valid_player(action.player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        wanted = Phase.PICK if isinstance(action, Pick) else Phase.VOTE
        if self.state.phase is not wanted:
            return Rejection(CoreReason.WRONG_MOMENT)
        if action.player in (self.state.picks if wanted is Phase.PICK else self.state.votes):
            return Rejection(OddEvenReason.ALREADY)
        if isinstance(action, Pick) and not 1 <= action.fingers <= self.config.most:
            return Rejection(OddEvenReason.NOT_SHOWABLE)
        if isinstance(action, Vote) and not isinstance(action.parity, Parity):
            return Rejection(CoreReason.UNKNOWN_ACTION)
        return None

    def _apply(self, action: Action) -> list[Event]:
        s, n = self.state, len(self.config.players)
        if isinstance(action, Pick):
            s.picks[action.player] = action.fingers
            if len(s.picks) < n:
                return [Picked(action.player, action.fingers)]
            s.phase = Phase.VOTE
            return [Picked(action.player, action.fingers), HandsReady(s.round)]
        assert isinstance(action, Vote)
        s.votes[action.player] = action.parity
        events: list[Event] = [Voted(action.player, action.parity)]
        if len(s.votes) == n:
            events.extend(self._score())
        return events

    def _score(self) -> list[Event]:
        s = self.state
        picks = tuple(s.picks[p] for p in range(len(self.config.players)))
        parity = Parity.ODD if sum(picks) % 2 else Parity.EVEN
        right = tuple(p for p in sorted(s.votes) if s.votes[p] is parity)
        for p in right:
            s.scores[p] += 1
        events: list[Event] = [RoundScored(s.round, picks, parity, right)]
        s.round, s.picks, s.votes, s.phase = s.round + 1, {}, {}, Phase.PICK
        if s.round > self.config.rounds:
            s.phase = Phase.OVER
            best = max(s.scores)
            events.append(GameEnded(tuple(p for p, v in enumerate(s.scores) if v == best)))
        return events

    def is_over(self) -> bool:
        """After the last round is scored."""
        return self.state.phase is Phase.OVER

    def scores(self) -> tuple[int, ...]:
        """Each player's points."""
        return tuple(self.state.scores)

    def public_view(self) -> OddEvenPublicView:
        """The round, who has picked (not how many), the votes and the scores."""
        s = self.state
        return OddEvenPublicView(
            self.config.players,
            self.state.phase,
            min(s.round, self.config.rounds),
            self.config.rounds,
            tuple(sorted(s.picks)),
            tuple(sorted(s.votes.items())),
            tuple(s.scores),
        )

    def view(self, player: int) -> OddEvenView:
        """The public view, the fingers `player` shows this round and the events they know of."""
        return with_secrets(
            OddEvenView,
            self.public_view(),
            fingers=self.state.picks.get(player),
            log=tuple(self.visible_log(player)),
        )
