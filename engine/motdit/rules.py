"""Maudit Mot Dit's queries and checks: who acts now, what is legal, and why not."""

from __future__ import annotations

from engine.core import (
    CHANCE,
    SIMULTANEOUS,
    TABLE,
    TERMINAL,
    Action,
    ChanceRequest,
    CoreReason,
    Game,
    Rejection,
    with_secrets,
)
from engine.motdit.actions import (
    Answer,
    ChooseWord,
    CloseAnswers,
    GiveAway,
    GiveBadLuck,
    GiveClue,
    Motion,
)
from engine.motdit.config import (
    CURSE_PENALTY,
    MotDitConfig,
    MotDitReason,
    MotionKind,
    Option,
    Phase,
)
from engine.motdit.events import ClueGiven, RoundEnded, RoundStarted
from engine.motdit.state import MotDitPublicView, MotDitState, MotDitView


class MotDitRules(Game[MotDitConfig, MotDitState]):
    """The questions and checks of a game of Maudit Mot Dit: who acts, what is legal."""

    # -- queries --

    @property
    def n(self) -> int:
        """The number of players."""
        return len(self.config.players)

    def current_player(self) -> int:
        """The holder while choosing, clueing or giving Bad Luck; SIMULTANEOUS while guessing."""
        phase = self.state.phase
        if phase is Phase.SETUP:
            return CHANCE
        if phase is Phase.OVER:
            return TERMINAL
        if phase is Phase.GUESS:
            return SIMULTANEOUS
        return self.state.holder

    def chance_request(self) -> ChanceRequest | None:
        """The one chance step: shuffling all word cards at set-up."""
        if self.state.phase is Phase.SETUP:
            return ChanceRequest("word cards", len(self.config.deck))
        return None

    def is_over(self) -> bool:
        """Whether the box has gone round the table `laps` times (or the deck ran out)."""
        return self.state.phase is Phase.OVER

    def scores(self) -> tuple[int, ...]:
        """Each player's score: points - Bad Luck cards - 4 for the Curse tile."""
        s = self.state
        return tuple(
            s.points[p] - s.bad_luck[p] - (CURSE_PENALTY if s.curse == p else 0)
            for p in range(self.n)
        )

    def winners(self) -> tuple[int, ...]:
        """The players with the best score (several on a tie)."""
        scores = self.scores()
        best = max(scores)
        return tuple(p for p, s in enumerate(scores) if s == best)

    def option(self) -> Option | None:
        """The chosen option of the current round, if any."""
        s = self.state
        if s.card is None or s.option is None:
            return None
        return self.config.deck[s.card].options[s.option]

    def secret_word(self) -> str | None:
        """The current round's secret word, once chosen (hidden information)."""
        s = self.state
        if s.card is None or s.option is None:
            return None
        return self.config.deck[s.card].word(s.option)

    def view(self, player: int) -> MotDitView:
        """What `player` may know: the card and secret word only if they hold the box."""
        if not self._valid_player(player):
            raise ValueError(f"no player {player}")
        s = self.state
        mine = player == s.holder and s.card is not None and s.phase is not Phase.OVER
        card = self.config.deck[s.card] if mine and s.card is not None else None
        return with_secrets(
            MotDitView,
            self.public_view(),
            player=player,
            card_words=card.words if card else None,
            card_options=card.options if card else None,
            secret_word=self.secret_word() if mine else None,
            log=tuple(self.visible_log(player)),
        )

    def public_view(self) -> MotDitPublicView:
        """What the whole table knows: who holds the box, the clues, the score."""
        s = self.state
        option = self.option()
        return MotDitPublicView(
            players=self.config.players,
            phase=s.phase,
            holder=s.holder,
            round=s.rounds,
            turns_done=s.turns_done,
            turns_total=self.config.laps * self.n,
            clue_count=option.clues if option else None,
            clues=tuple(s.clues),
            answered=tuple(s.answered),
            points=tuple(s.points),
            bad_luck=tuple(s.bad_luck),
            curse=s.curse,
            pool=s.pool,
            deck_left=len(s.deck),
            bad_luck_pile=s.bad_luck_pile,
            scores=self.scores(),
        )

    def legal_actions(self, player: int) -> list[Action]:
        """What `player` (or TABLE) may do now; a clue's word is left empty."""
        s = self.state
        if s.phase in (Phase.SETUP, Phase.OVER):
            return []
        if player == TABLE:
            return self._table_actions()
        if not self._valid_player(player):
            return []
        if player == s.holder:
            if s.phase is Phase.CHOOSE:
                return [ChooseWord(player, 0), ChooseWord(player, 1)]
            if s.phase is Phase.CLUE:
                return [GiveClue(player, "")]
            if s.phase is Phase.BAD_LUCK:
                return [GiveBadLuck(player, t) for t in self._opponents()]
            return []
        if s.phase is Phase.GUESS and self._may_answer(player):
            return [Answer((player,), True), Answer((player,), False)]
        return []

    def _table_actions(self) -> list[Action]:
        s = self.state
        actions: list[Action] = []
        if s.phase is Phase.GUESS:
            actions += [CloseAnswers(), GiveAway()]
        ayes = tuple(range(self.majority()))
        actions += [Motion(MotionKind.BAD_LUCK, t, ayes) for t in range(self.n)]
        cursed = self.curse_target()
        if cursed is not None:
            actions.append(Motion(MotionKind.CURSE, cursed, ayes))
        return actions

    def curse_target(self) -> int | None:
        """Whom a Curse vote is about: the holder once they gave a clue this round; before
        that, the holder of the round just revealed, if they gave one (a table judges a clue
        against its word once the word is known); None when no clue is open to it."""
        s = self.state
        if s.clues:
            return s.holder
        if s.phase is Phase.OVER:
            return None
        ended: RoundEnded | None = None
        for event in reversed(s.log):
            if isinstance(event, RoundEnded):
                ended = event
            elif ended is not None and isinstance(event, ClueGiven):
                return ended.holder
            elif ended is not None and isinstance(event, RoundStarted):
                return None
        return None

    def majority(self) -> int:
        """Choice: a majority is more than half of all players at the table."""
        return self.n // 2 + 1

    def _opponents(self) -> list[int]:
        return [p for p in range(self.n) if p != self.state.holder]

    def _may_answer(self, player: int) -> bool:
        s = self.state
        return (
            player != s.holder
            and player not in s.answered
            and len(s.answered) < self.config.answer_cap
        )

    # -- checks --

    def _check(self, action: Action) -> Rejection | None:
        s = self.state
        checker = {
            ChooseWord: self._check_choose,
            GiveClue: self._check_clue,
            Answer: self._check_answer,
            CloseAnswers: lambda a: self._phase_is(Phase.GUESS),
            GiveAway: lambda a: self._phase_is(Phase.GUESS),
            GiveBadLuck: self._check_give_bad_luck,
            Motion: self._check_motion,
        }.get(type(action))
        if checker is None:
            return Rejection(CoreReason.UNKNOWN_ACTION, type(action).__name__)
        assert s.phase is not Phase.SETUP
        return checker(action)

    def _phase_is(self, phase: Phase) -> Rejection | None:
        if self.state.phase is not phase:
            return Rejection(CoreReason.WRONG_MOMENT, f"waiting for {self.state.phase.value}")
        return None

    def _holder_in(self, player: int, phase: Phase) -> Rejection | None:
        if not self._valid_player(player):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if player != self.state.holder:
            return Rejection(MotDitReason.NOT_THE_HOLDER)
        return self._phase_is(phase)

    def _check_choose(self, a: ChooseWord) -> Rejection | None:
        if r := self._holder_in(a.player, Phase.CHOOSE):
            return r
        if a.option not in (0, 1):
            return Rejection(MotDitReason.NO_SUCH_OPTION)
        return None

    def _check_clue(self, a: GiveClue) -> Rejection | None:
        if r := self._holder_in(a.player, Phase.CLUE):
            return r
        word = a.word.strip().casefold()
        if not word:
            return Rejection(MotDitReason.EMPTY_CLUE)
        if word in (c.casefold() for c in self.state.clues):
            return Rejection(MotDitReason.CLUE_ALREADY_USED, a.word)
        return None

    def _check_answer(self, a: Answer) -> Rejection | None:
        if r := self._phase_is(Phase.GUESS):
            return r
        if not a.guessers or not all(self._valid_player(p) for p in a.guessers):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if len(set(a.guessers)) != len(a.guessers):
            return Rejection(MotDitReason.DUPLICATE_VOTER)
        if not a.correct and len(a.guessers) != 1:
            return Rejection(MotDitReason.ONE_WRONG_ANSWER)
        s = self.state
        if s.holder in a.guessers:
            return Rejection(MotDitReason.HOLDER_CANNOT_ANSWER)
        if a.corrects:
            # Choice: only the last answer, a wrong one (a right one ends the round), is
            # replaced, by its own guesser; it still counts once towards the cap.
            last = s.answered[-1:] == list(a.guessers)
            return None if last else Rejection(MotDitReason.NOTHING_TO_CORRECT)
        if any(p in s.answered for p in a.guessers):
            return Rejection(MotDitReason.ALREADY_ANSWERED)
        # Choice: simultaneous right answers all count if the cap was not reached before them.
        if len(s.answered) >= self.config.answer_cap:
            return Rejection(MotDitReason.ANSWER_CAP)
        return None

    def _check_give_bad_luck(self, a: GiveBadLuck) -> Rejection | None:
        if r := self._holder_in(a.player, Phase.BAD_LUCK):
            return r
        if not self._valid_player(a.target) or a.target == a.player:
            return Rejection(MotDitReason.NOT_AN_OPPONENT)
        return None

    def _check_motion(self, a: Motion) -> Rejection | None:
        votes = a.ayes + a.noes
        if not self._valid_player(a.target) or not all(self._valid_player(p) for p in votes):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if len(set(votes)) != len(votes):
            return Rejection(MotDitReason.DUPLICATE_VOTER)
        if a.kind is MotionKind.CURSE:
            cursed = self.curse_target()
            if cursed is None:
                return Rejection(MotDitReason.NO_CLUE_YET)
            if a.target != cursed:
                return Rejection(MotDitReason.CURSE_ONLY_CLUE_GIVER)
        return None
