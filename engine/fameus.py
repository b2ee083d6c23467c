"""Fame Us: play criteria cards that fit a famous person you have in mind, or call a bluff.

The criteria deck is any tuple of distinct criteria texts (the published game has 112); a card
is its index in that tuple. Rules choices (see docs/rules-choices.md) are marked "Choice:" below.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations

from engine.core import (
    CHANCE,
    TABLE,
    TERMINAL,
    Action,
    BaseState,
    ChanceRequest,
    CoreReason,
    Event,
    Game,
    Reason,
    Rejection,
    Shuffle,
)

MIN_PLAYERS, MAX_PLAYERS = 4, 8
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


# ---- config -----------------------------------------------------------------------------


@dataclass(frozen=True)
class FameUsConfig:
    """Who plays, with which criteria cards, and who starts; immutable for the whole game."""

    players: tuple[str, ...]
    deck: tuple[str, ...]
    first_player: int = 0

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"Fame Us takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
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


# ---- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Play(Action):
    """The player whose turn it is plays criteria card `card` from their hand, face up."""

    player: int
    card: int


@dataclass(frozen=True)
class Pass(Action):
    """The player whose turn it is passes and draws a card."""

    player: int


@dataclass(frozen=True)
class TimeUp(Action):
    """The table's hourglass ran out on the player whose turn it is: they have passed."""

    player: int


@dataclass(frozen=True)
class Accuse(Action):
    """The player whose turn it is accuses the last player who played a criteria card."""

    player: int


@dataclass(frozen=True)
class Propose(Action):
    """The proposer names the known person they are thinking of (free text)."""

    player: int
    person: str


@dataclass(frozen=True)
class Vote(Action):
    """The table's vote on the proposal: `ayes` voted for, every other voter against."""

    ayes: tuple[int, ...]


# ---- events ------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardsDealt(Event):
    """The criteria cards are dealt: hands of `hand_size`, the Starters pile, the rest."""

    hand_size: int
    starters: int
    pile: int


@dataclass(frozen=True)
class HandDealt(Event):
    """A player's private view of the hand dealt to them."""

    private_to = "player"
    player: int
    cards: tuple[int, ...]
    criteria: tuple[str, ...]


@dataclass(frozen=True)
class TeamsDealt(Event):
    """The team cards are dealt face down: how many of each team are in play."""

    vip_square: int
    kings: int


@dataclass(frozen=True)
class TeamDealt(Event):
    """A player's private team card."""

    private_to = "player"
    player: int
    team: Team


@dataclass(frozen=True)
class TurnStarted(Event):
    """`first_player` holds the hourglass and turns the top starter card face up."""

    number: int
    first_player: int
    card: int
    criterion: str
    starters_left: int


@dataclass(frozen=True)
class CriterionPlayed(Event):
    """A criteria card played face up from a player's hand."""

    player: int
    card: int
    criterion: str


@dataclass(frozen=True)
class Passed(Event):
    """A player passed (on their own, or because the hourglass ran out)."""

    player: int
    timed_out: bool


@dataclass(frozen=True)
class CardsDrawn(Event):
    """`player` drew `count` criteria cards (what they are is private)."""

    player: int
    count: int


@dataclass(frozen=True)
class CardsSeen(Event):
    """The drawer's private view of the criteria cards they just drew."""

    private_to = "player"
    player: int
    cards: tuple[int, ...]
    criteria: tuple[str, ...]


@dataclass(frozen=True)
class PileReshuffled(Event):
    """The criteria pile was empty: `cards` discarded cards were shuffled into a new pile."""

    cards: int


@dataclass(frozen=True)
class PilesEmpty(Event):
    """Choice: both the pile and the discards are empty, so `missing` cards are not drawn."""

    player: int
    missing: int


@dataclass(frozen=True)
class Accused(Event):
    """`accuser` accuses `accused` of bluffing; the turn ends at once."""

    accuser: int
    accused: int


@dataclass(frozen=True)
class ProposalDue(Event):
    """The turn's actions are over: `proposer` must name a known person."""

    proposer: int
    accuser: int | None


@dataclass(frozen=True)
class NoProposal(Event):
    """Choice: nobody played a criteria card this turn, so there is no proposal and no vote."""


@dataclass(frozen=True)
class ProposalMade(Event):
    """The proposer named `person`."""

    player: int
    person: str


@dataclass(frozen=True)
class VoteCounted(Event):
    """The vote on the proposal: `ayes` of `voters` voted for; `needed` were enough to win."""

    proposer: int
    ayes: tuple[int, ...]
    voters: tuple[int, ...]
    needed: int
    won: bool


@dataclass(frozen=True)
class TurnEnded(Event):
    """The cards face up on the table are discarded."""

    number: int
    discarded: int


@dataclass(frozen=True)
class GameEnded(Event):
    """Teams revealed; `totals` (VIP Square, Kings) count the `counted` players' hands."""

    starters_empty: bool
    empty_hands: tuple[int, ...]
    teams: tuple[Team, ...]
    hand_sizes: tuple[int, ...]
    counted: tuple[int, ...]
    totals: tuple[int, int]
    winners: tuple[Team, ...]


# ---- state -------------------------------------------------------------------------------


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
class FameUsView:
    """What one player may know of the game: their own team and hand, nobody else's."""

    player: int
    players: tuple[str, ...]
    phase: Phase
    acting: int
    team: Team | None
    hand: tuple[int, ...]
    hand_criteria: tuple[str, ...]
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
    log: tuple[Event, ...]


# ---- the game ----------------------------------------------------------------------------


class FameUs(Game[FameUsConfig, FameUsState]):
    """A game of Fame Us."""

    name = "fameus"
    config_type = FameUsConfig
    state_type = FameUsState

    def initial_state(self) -> FameUsState:
        """Waiting for the criteria cards to be shuffled."""
        return FameUsState(first=self.config.first_player)

    # -- queries --

    @property
    def n(self) -> int:
        """The number of players."""
        return len(self.config.players)

    def current_player(self) -> int:
        """CHANCE for a shuffle, the player to act or to propose, TABLE for the vote."""
        s = self.state
        if self.chance_request() is not None:
            return CHANCE
        if s.phase is Phase.OVER:
            return TERMINAL
        if s.phase is Phase.VOTE:
            return TABLE
        if s.phase is Phase.PROPOSE:
            assert s.proposer is not None
            return s.proposer
        return s.active

    def chance_request(self) -> ChanceRequest | None:
        """The criteria deck, then the team cards, then the discards whenever a draw needs them."""
        s = self.state
        if s.phase is Phase.SETUP:
            return ChanceRequest("criteria cards", len(self.config.deck))
        if s.phase is Phase.TEAMS:
            return ChanceRequest("team cards", self.n)
        if s.owed:
            assert not s.pile and s.discard
            return ChanceRequest("discarded criteria cards", len(s.discard))
        return None

    def is_over(self) -> bool:
        """Whether the game has ended (Starters pile empty or an empty hand at a turn's end)."""
        return self.state.phase is Phase.OVER

    def counted(self, team: Team) -> tuple[int, ...]:
        """The players whose cards count for `team`: all, or at an odd table the two extremes."""
        s = self.state
        members = [p for p in range(self.n) if s.teams[p] is team]
        if self.n % 2 == 0 or len(members) <= 2:
            return tuple(members)
        # Among equal hands the lowest seat counts as fewest, the highest as most: same sum.
        members.sort(key=lambda p: (len(s.hands[p]), p))
        return (members[0], members[-1])

    def scores(self) -> dict[Team, int]:
        """Cards counted for each team (fewest wins); it reveals the teams, so only at the end."""
        s = self.state
        return {t: sum(len(s.hands[p]) for p in self.counted(t)) if s.teams else 0 for t in Team}

    def winners(self) -> tuple[Team, ...]:
        """The team with the fewest cards counted (both teams on a tie)."""
        scores = self.scores()
        fewest = min(scores.values())
        return tuple(t for t in Team if scores[t] == fewest)

    def voters(self) -> tuple[int, ...]:
        """Who votes on the proposal: everyone but the proposer and the accuser."""
        s = self.state
        return tuple(p for p in range(self.n) if p not in (s.proposer, s.accuser))

    def needed(self) -> int:
        """Choice: 'at least half' counts the voters, so ceil(voters / 2) votes for win."""
        return (len(self.voters()) + 1) // 2

    def view(self, player: int) -> FameUsView:
        """What `player` may know: their own team and hand; all teams once the game is over."""
        if not self._valid_player(player):
            raise ValueError(f"no player {player}")
        s = self.state
        hand = tuple(s.hands[player]) if s.hands else ()
        over = s.phase is Phase.OVER
        return FameUsView(
            player=player,
            players=self.config.players,
            phase=s.phase,
            acting=self.current_player(),
            team=s.teams[player] if s.teams else None,
            hand=hand,
            hand_criteria=tuple(self.config.deck[c] for c in hand),
            hand_sizes=tuple(len(h) for h in s.hands),
            turn=s.turn,
            first_player=s.first,
            table=tuple(self.config.deck[c] for c in s.table),
            last_player=s.last_player,
            accuser=s.accuser,
            proposer=s.proposer,
            proposal=s.proposal,
            starters_left=len(s.starters),
            pile_left=len(s.pile),
            discards=len(s.discard),
            teams=tuple(s.teams) if over else None,
            log=tuple(self.visible_log(player)),
        )

    def legal_actions(self, player: int) -> list[Action]:
        """What `player` (or TABLE) may do now; a proposal's name is left empty."""
        s = self.state
        if self.chance_request() is not None or s.phase is Phase.OVER:
            return []
        if player == TABLE:
            if s.phase is Phase.PLAY:
                return [TimeUp(s.active)]
            if s.phase is Phase.VOTE:
                voters = self.voters()
                return [Vote(c) for k in range(len(voters) + 1) for c in combinations(voters, k)]
            return []
        if s.phase is Phase.PROPOSE and player == s.proposer:
            return [Propose(player, "")]
        if s.phase is not Phase.PLAY or player != s.active:
            return []
        actions: list[Action] = [Play(player, c) for c in s.hands[player]]
        actions.append(Pass(player))
        if s.last_player is not None:
            actions.append(Accuse(player))
        return actions

    # -- checks --

    def _check(self, action: Action) -> Rejection | None:
        checker = {
            Play: self._check_play,
            Pass: lambda a: self._active_in_play(a.player),
            TimeUp: self._check_time_up,
            Accuse: self._check_accuse,
            Propose: self._check_propose,
            Vote: self._check_vote,
        }.get(type(action))
        if checker is None:
            return Rejection(CoreReason.UNKNOWN_ACTION, type(action).__name__)
        assert self.state.phase not in (Phase.SETUP, Phase.TEAMS, Phase.OVER)
        return checker(action)

    def _phase_is(self, phase: Phase) -> Rejection | None:
        if self.state.phase is not phase:
            return Rejection(CoreReason.WRONG_MOMENT, f"waiting for {self.state.phase.value}")
        return None

    def _active_in_play(self, player: int) -> Rejection | None:
        if not self._valid_player(player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if r := self._phase_is(Phase.PLAY):
            return r
        if player != self.state.active:
            return Rejection(CoreReason.NOT_YOUR_TURN)
        return None

    def _check_play(self, a: Play) -> Rejection | None:
        if r := self._active_in_play(a.player):
            return r
        if a.card not in self.state.hands[a.player]:
            return Rejection(FameUsReason.NOT_IN_HAND)
        return None

    def _check_time_up(self, a: TimeUp) -> Rejection | None:
        r = self._active_in_play(a.player)
        if r is not None and r.reason is CoreReason.NOT_YOUR_TURN:
            return Rejection(FameUsReason.HOURGLASS_ON_ACTIVE)
        return r

    def _check_accuse(self, a: Accuse) -> Rejection | None:
        if r := self._active_in_play(a.player):
            return r
        # Choice: only a card played from a hand this turn can be called; the starter cannot.
        if self.state.last_player is None:
            return Rejection(FameUsReason.NOBODY_TO_ACCUSE)
        return None

    def _check_propose(self, a: Propose) -> Rejection | None:
        if not self._valid_player(a.player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if r := self._phase_is(Phase.PROPOSE):
            return r
        if a.player != self.state.proposer:
            return Rejection(FameUsReason.NOT_THE_PROPOSER)
        if not a.person.strip():  # Choice: any name will do; the vote is the judgement.
            return Rejection(FameUsReason.EMPTY_PROPOSAL)
        return None

    def _check_vote(self, a: Vote) -> Rejection | None:
        if r := self._phase_is(Phase.VOTE):
            return r
        if not all(self._valid_player(p) for p in a.ayes):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if len(set(a.ayes)) != len(a.ayes):
            return Rejection(FameUsReason.DUPLICATE_VOTER)
        if not set(a.ayes) <= set(self.voters()):
            return Rejection(FameUsReason.NOT_A_VOTER)
        return None

    # -- effects --

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Shuffle):
            return self._shuffled(action.order)
        if isinstance(action, Play):
            return self._play(action)
        if isinstance(action, Pass | TimeUp):
            timed_out = isinstance(action, TimeUp)
            return [Passed(action.player, timed_out), *self._draw(action.player, 1)]
        if isinstance(action, Accuse):
            return self._accuse(action.player)
        if isinstance(action, Propose):
            return self._propose(action)
        assert isinstance(action, Vote)
        return self._vote(action.ayes)

    def _shuffled(self, order: tuple[int, ...]) -> list[Event]:
        s = self.state
        if s.phase is Phase.SETUP:
            return self._deal(order)
        if s.phase is Phase.TEAMS:
            return self._deal_teams(order)
        s.pile = [s.discard[i] for i in order]
        s.discard = []
        return [PileReshuffled(len(s.pile)), *self._continue_draw()]

    def _deal(self, order: tuple[int, ...]) -> list[Event]:
        s = self.state
        cards = list(order)
        s.hands = [cards[p * HAND_SIZE : (p + 1) * HAND_SIZE] for p in range(self.n)]
        dealt = self.n * HAND_SIZE
        s.starters = cards[dealt : dealt + STARTERS]
        s.pile = cards[dealt + STARTERS :]
        s.phase = Phase.TEAMS
        return [
            CardsDealt(HAND_SIZE, len(s.starters), len(s.pile)),
            *(HandDealt(p, tuple(h), self._criteria(h)) for p, h in enumerate(s.hands)),
        ]

    def _deal_teams(self, order: tuple[int, ...]) -> list[Event]:
        s = self.state
        s.teams = [self.config.team_of_card(card) for card in order]
        vip = s.teams.count(Team.VIP_SQUARE)
        return [
            TeamsDealt(vip, self.n - vip),
            *(TeamDealt(p, t) for p, t in enumerate(s.teams)),
            *self._start_turn(),
        ]

    def _start_turn(self) -> list[Event]:
        s = self.state
        assert s.starters and not s.table
        s.turn += 1
        s.table = [s.starters.pop(0)]
        s.active, s.acted = s.first, 0
        s.phase = Phase.PLAY
        card = s.table[0]
        return [TurnStarted(s.turn, s.first, card, self.config.deck[card], len(s.starters))]

    def _play(self, a: Play) -> list[Event]:
        s = self.state
        s.hands[a.player].remove(a.card)
        s.table.append(a.card)
        s.last_player = a.player
        return [CriterionPlayed(a.player, a.card, self.config.deck[a.card]), *self._next_player()]

    def _next_player(self) -> list[Event]:
        """The active player is done: on to the next one clockwise, or close the turn."""
        s = self.state
        s.acted += 1
        if s.acted == self.n:
            return self._call_proposal()
        s.active = (s.active + 1) % self.n
        return []

    def _accuse(self, accuser: int) -> list[Event]:
        s = self.state
        assert s.last_player is not None and s.last_player != accuser
        s.accuser = accuser
        return [Accused(accuser, s.last_player), *self._call_proposal()]

    def _call_proposal(self) -> list[Event]:
        s = self.state
        if s.last_player is None:
            return [NoProposal(), *self._end_turn()]
        s.proposer = s.last_player
        s.phase = Phase.PROPOSE
        return [ProposalDue(s.proposer, s.accuser)]

    def _propose(self, a: Propose) -> list[Event]:
        s = self.state
        s.proposal = a.person.strip()
        s.phase = Phase.VOTE
        return [ProposalMade(a.player, s.proposal)]

    def _vote(self, ayes: tuple[int, ...]) -> list[Event]:
        s = self.state
        assert s.proposer is not None
        won = len(ayes) >= self.needed()
        events: list[Event] = [
            VoteCounted(s.proposer, tuple(sorted(ayes)), self.voters(), self.needed(), won)
        ]
        if not won:
            return events + self._draw(s.proposer, LOSER_DRAWS)
        if s.accuser is not None:
            return events + self._draw(s.accuser, ACCUSER_DRAWS)
        return events + self._end_turn()

    def _draw(self, player: int, count: int) -> list[Event]:
        """`player` draws `count` cards, then the action that caused the draw carries on."""
        s = self.state
        assert s.drawer is None and s.owed == 0 and count > 0
        s.drawer, s.owed = player, count
        return self._continue_draw()

    def _continue_draw(self) -> list[Event]:
        """Draw what is owed; stop for a reshuffle when the pile is empty but the discards not."""
        s = self.state
        assert s.drawer is not None
        player = s.drawer
        cards = s.pile[: s.owed]
        del s.pile[: s.owed]
        s.owed -= len(cards)
        s.hands[player] += cards
        events: list[Event] = []
        if cards:
            events += [
                CardsDrawn(player, len(cards)),
                CardsSeen(player, tuple(cards), self._criteria(cards)),
            ]
        if s.owed and s.discard:
            return events  # Choice: reshuffle only when a draw needs it; see chance_request.
        if s.owed:
            events.append(PilesEmpty(player, s.owed))
            s.owed = 0
        s.drawer = None
        if s.phase is Phase.PLAY:
            return events + self._next_player()
        assert s.phase is Phase.VOTE
        return events + self._end_turn()

    def _end_turn(self) -> list[Event]:
        """Choice: a turn ends after its vote's draws; only then is the game's end checked."""
        s = self.state
        events: list[Event] = [TurnEnded(s.turn, len(s.table))]
        s.discard += s.table
        s.table = []
        s.last_player = s.accuser = s.proposer = s.proposal = None
        empty_hands = tuple(p for p in range(self.n) if not s.hands[p])
        if not s.starters or empty_hands:
            return events + self._end_game(empty_hands)
        s.first = (s.first + self.config.hourglass_step) % self.n
        return events + self._start_turn()

    def _end_game(self, empty_hands: tuple[int, ...]) -> list[Event]:
        s = self.state
        s.phase = Phase.OVER
        scores = self.scores()
        counted = tuple(sorted(p for t in Team for p in self.counted(t)))
        return [
            GameEnded(
                starters_empty=not s.starters,
                empty_hands=empty_hands,
                teams=tuple(s.teams),
                hand_sizes=tuple(len(h) for h in s.hands),
                counted=counted,
                totals=(scores[Team.VIP_SQUARE], scores[Team.KINGS]),
                winners=self.winners(),
            )
        ]

    def _criteria(self, cards: list[int]) -> tuple[str, ...]:
        return tuple(self.config.deck[c] for c in cards)
