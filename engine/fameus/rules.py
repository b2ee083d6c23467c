"""Fame Us's queries and checks: who acts now, what is legal, and why not."""

from __future__ import annotations

from itertools import combinations

from engine.core import (
    CHANCE,
    TABLE,
    TERMINAL,
    Action,
    ChanceRequest,
    CoreReason,
    Game,
    Rejection,
    with_secrets,
)
from engine.fameus.actions import Accuse, Pass, Play, Propose, TimeUp, Vote
from engine.fameus.config import FameUsConfig, FameUsReason, Phase, Team
from engine.fameus.state import FameUsPublicView, FameUsState, FameUsView


class FameUsRules(Game[FameUsConfig, FameUsState]):
    """The questions and checks of a game of Fame Us: who acts, what is legal."""

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
        return with_secrets(
            FameUsView,
            self.public_view(),
            player=player,
            team=s.teams[player] if s.teams else None,
            hand=hand,
            hand_criteria=tuple(self.config.deck[c] for c in hand),
            log=tuple(self.visible_log(player)),
        )

    def public_view(self) -> FameUsPublicView:
        """What the whole table knows: the table's criteria and the turn; teams at the end."""
        s = self.state
        return FameUsPublicView(
            players=self.config.players,
            phase=s.phase,
            acting=self.current_player(),
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
            teams=tuple(s.teams) if s.phase is Phase.OVER else None,
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
                return [
                    Vote(c, tuple(v for v in voters if v not in c))
                    for k in range(len(voters) + 1)
                    for c in combinations(voters, k)
                ]
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
        votes = a.ayes + a.noes
        if not all(self._valid_player(p) for p in votes):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if len(set(votes)) != len(votes):
            return Rejection(FameUsReason.DUPLICATE_VOTER)
        if not set(votes) <= set(self.voters()):
            return Rejection(FameUsReason.NOT_A_VOTER)
        return None
