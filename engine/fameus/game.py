"""Fame Us itself: its set-up and what each accepted action does."""

from __future__ import annotations

from engine.core import Action, Event, Shuffle
from engine.fameus.actions import Accuse, Pass, Play, Propose, TimeUp, Vote
from engine.fameus.config import (
    ACCUSER_DRAWS,
    HAND_SIZE,
    LOSER_DRAWS,
    PLAYERS,
    STARTERS,
    FameUsConfig,
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
from engine.fameus.rules import FameUsRules
from engine.fameus.state import FameUsState


class FameUs(FameUsRules):
    """A game of Fame Us."""

    name = "fameus"
    players = PLAYERS
    config_type = FameUsConfig
    state_type = FameUsState

    def initial_state(self) -> FameUsState:
        """Waiting for the criteria cards to be shuffled."""
        return FameUsState(first=self.config.first_player)

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
        return self._vote(action.ayes, action.noes)

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

    def _vote(self, ayes: tuple[int, ...], noes: tuple[int, ...]) -> list[Event]:
        s = self.state
        assert s.proposer is not None
        won = len(ayes) >= self.needed()
        counted = VoteCounted(
            s.proposer, tuple(sorted(ayes)), self.voters(), self.needed(), won, tuple(sorted(noes))
        )
        events: list[Event] = [counted]
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
