"""Maudit Mot Dit itself: its set-up and what each accepted action does."""

from __future__ import annotations

from engine.core import TABLE, Action, Event, Shuffle
from engine.motdit.actions import (
    Answer,
    ChooseWord,
    CloseAnswers,
    GiveAway,
    GiveBadLuck,
    GiveClue,
    Motion,
)
from engine.motdit.config import PLAYERS, Bonus, ClueVerdict, MotDitConfig, MotionKind, Phase
from engine.motdit.events import (
    AnswersClosed,
    BadLuckGiven,
    BadLuckPileEmpty,
    CardDrawn,
    ClueCountAnnounced,
    ClueForbidden,
    ClueGiven,
    CurseMoved,
    CurseStruckTwice,
    DeckRanOut,
    GameEnded,
    GameSetUp,
    MotionFailed,
    PlayAgain,
    PointsScored,
    PoolRanOut,
    RoundEnded,
    RoundStarted,
    WordChosen,
    WordGivenAway,
    WordGuessed,
    WrongAnswer,
)
from engine.motdit.rules import MotDitRules
from engine.motdit.state import MotDitState


class MotDit(MotDitRules):
    """A game of Maudit Mot Dit."""

    name = "motdit"
    players = PLAYERS
    config_type = MotDitConfig
    state_type = MotDitState

    def initial_state(self) -> MotDitState:
        """Waiting for the word cards to be shuffled."""
        n = len(self.config.players)
        return MotDitState(
            points=[0] * n,
            cards=[0] * n,
            bad_luck=[0] * n,
            bad_luck_pile=self.config.bad_luck_cards,
            holder=self.config.first_player,
        )

    # -- effects --

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Shuffle):
            return self._set_up(action.order)
        if isinstance(action, ChooseWord):
            return self._choose(action)
        if isinstance(action, GiveClue):
            return self._clue(action)
        if isinstance(action, Answer):
            return self._answer(action)
        if isinstance(action, CloseAnswers):
            return self._close_answers()
        if isinstance(action, GiveAway):
            # Choice: like a forbidden clue, the round ends with no points.
            return [WordGivenAway(self.state.holder), *self._end_round(guessed=False)]
        if isinstance(action, GiveBadLuck):
            return self._bad_luck(action.target, by=action.player) + self._end_round(True)
        assert isinstance(action, Motion)
        return self._motion(action)

    def _set_up(self, order: tuple[int, ...]) -> list[Event]:
        s = self.state
        size = self.config.pool_size
        s.pool = size
        s.deck = list(order[size:])
        return [GameSetUp(pool=size, deck=len(s.deck)), *self._start_round(extra=False)]

    def _start_round(self, extra: bool) -> list[Event]:
        s = self.state
        if not s.deck:
            return [DeckRanOut(), *self._end_game()]
        s.card = s.deck.pop(0)
        s.option, s.clues, s.answered, s.extra = None, [], [], extra
        s.rounds += 1
        s.phase = Phase.CHOOSE
        card = self.config.deck[s.card]
        return [
            RoundStarted(s.rounds, s.holder, extra),
            CardDrawn(s.holder, s.card, card.words, card.options),
        ]

    def _choose(self, a: ChooseWord) -> list[Event]:
        s = self.state
        s.option = a.option
        option = self.option()
        assert option is not None
        s.phase = Phase.CLUE
        return [
            WordChosen(
                s.holder, self.config.deck[s.card].word(a.option), option.clues, option.bonus
            ),
            ClueCountAnnounced(s.holder, option.clues),
        ]

    def _clue(self, a: GiveClue) -> list[Event]:
        s = self.state
        word = a.word.strip()
        if a.verdict is not ClueVerdict.ALLOWED:
            return [ClueForbidden(s.holder, word, a.verdict), *self._end_round(guessed=False)]
        s.clues.append(word)
        s.answered = []
        s.phase = Phase.GUESS
        return [ClueGiven(s.holder, len(s.clues), word)]

    def _answer(self, a: Answer) -> list[Event]:
        s = self.state
        if not a.corrects:
            s.answered.extend(a.guessers)
        if not a.correct:
            events: list[Event] = [WrongAnswer(a.guessers[0], a.text)]
            everyone = len(s.answered) >= min(self.config.answer_cap, self.n - 1)
            return events + (self._close_answers() if everyone else [])
        return self._guessed(a.guessers)

    def _close_answers(self) -> list[Event]:
        s = self.state
        option = self.option()
        assert option is not None
        events: list[Event] = [AnswersClosed(len(s.clues))]
        if len(s.clues) >= option.clues:
            return events + self._end_round(guessed=False)
        s.phase = Phase.CLUE
        return events

    def _guessed(self, guessers: tuple[int, ...]) -> list[Event]:
        s = self.state
        option = self.option()
        word = self.secret_word()
        assert option is not None and word is not None
        used = len(s.clues)
        events: list[Event] = [WordGuessed(guessers, word, used, option.clues)]
        scorers = list(guessers) + ([s.holder] if used == option.clues else [])
        for player in scorers:
            events += self._pay(player, used)
        if option.bonus is Bonus.PLAY_AGAIN:
            events.append(PlayAgain(s.holder))
        if option.bonus is Bonus.BAD_LUCK:
            if s.bad_luck_pile > 0:
                s.phase = Phase.BAD_LUCK
                return events
            events.append(BadLuckPileEmpty(target=None))
        return events + self._end_round(True)

    def _pay(self, player: int, points: int) -> list[Event]:
        s = self.state
        cards = min(points, s.pool)
        s.pool -= cards
        s.cards[player] += cards
        s.points[player] += points
        events: list[Event] = [PointsScored(player, points, cards)]
        if cards < points:
            s.unpaid += points - cards
            events.append(PoolRanOut(points - cards))
        return events

    def _bad_luck(self, target: int, by: int) -> list[Event]:
        s = self.state
        if s.bad_luck_pile == 0:
            return [BadLuckPileEmpty(target)]
        s.bad_luck_pile -= 1
        s.bad_luck[target] += 1
        return [BadLuckGiven(target, by)]

    def _end_round(self, guessed: bool) -> list[Event]:
        """End the round, revealing its word, and start the next one (or end the game)."""
        s = self.state
        word = self.secret_word()
        assert s.card is not None and word is not None
        events: list[Event] = [RoundEnded(s.holder, word, guessed)]
        option = self.option()
        assert option is not None
        again = guessed and option.bonus is Bonus.PLAY_AGAIN
        s.discard.append(s.card)
        s.card, s.option, s.clues, s.answered = None, None, [], []
        if again:
            return events + self._start_round(extra=True)
        s.turns_done += 1
        if s.turns_done >= self.config.laps * self.n:
            return events + self._end_game()
        s.holder = (s.holder + 1) % self.n
        return events + self._start_round(extra=False)

    def _end_game(self) -> list[Event]:
        s = self.state
        s.phase = Phase.OVER
        s.card, s.option = None, None
        return [GameEnded(self.scores(), self.winners())]

    def _motion(self, a: Motion) -> list[Event]:
        s = self.state
        if len(a.ayes) < self.majority():
            return [MotionFailed(a.kind, a.target, len(a.ayes), self.majority(), len(a.noes))]
        if a.kind is MotionKind.BAD_LUCK:
            return self._bad_luck(a.target, by=TABLE)
        if s.curse == a.target:
            lost = s.points[a.target]
            s.pool += s.cards[a.target]  # Choice: the point cards go back to the pool.
            s.cards[a.target] = 0
            s.points[a.target] = 0
            return [CurseStruckTwice(a.target, lost)]
        previous, s.curse = s.curse, a.target
        return [CurseMoved(a.target, previous)]
