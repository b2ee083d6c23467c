"""Maudit Mot Dit: make the table guess a secret word in an exact number of one-word clues.

Rules choices (see docs/rules-choices.md) are marked "Choice:" below.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import (
    CHANCE,
    SIMULTANEOUS,
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

MIN_PLAYERS, MAX_PLAYERS = 3, 6
SYMBOLS_PER_CARD = 8
CURSE_PENALTY = 4


class Bonus(StrEnum):
    """The bonus effect printed beside a clue count."""

    NONE = "none"
    PLAY_AGAIN = "play again"
    BAD_LUCK = "bad luck"


class ClueVerdict(StrEnum):
    """The referee's ruling on a clue; every value but ALLOWED ends the round."""

    ALLOWED = "allowed"
    SECRET_WORD = "the secret word itself"
    SAME_FAMILY = "same family as the secret word"
    EARLIER_CLUE_FAMILY = "same family as an earlier clue"
    TRANSLATION = "a translation of the secret word"
    SPELLED_OUT = "spelled out"
    MORE_THAN_ONE_WORD = "more than one word"


class MotionKind(StrEnum):
    """What the table may vote on at any moment."""

    BAD_LUCK = "bad luck"
    CURSE = "curse"


class Phase(StrEnum):
    """Where the game stands."""

    SETUP = "setup"
    CHOOSE = "choose"
    CLUE = "clue"
    GUESS = "guess"
    BAD_LUCK = "bad luck"
    OVER = "over"


class MotDitReason(Reason):
    """Why a Mot Dit action was refused."""

    NOT_THE_HOLDER = "only the box holder can do that"
    NO_SUCH_OPTION = "there are only two words to choose from"
    EMPTY_CLUE = "no clue was heard"
    CLUE_ALREADY_USED = "that clue was already used"
    HOLDER_CANNOT_ANSWER = "the box holder cannot answer"
    ALREADY_ANSWERED = "you already answered this clue"
    ANSWER_CAP = "no more answers for this clue"
    ONE_WRONG_ANSWER = "one wrong answer at a time"
    NOT_AN_OPPONENT = "Bad Luck must go to an opponent"
    NO_CLUE_YET = "no clue has been given this round"
    CURSE_ONLY_CLUE_GIVER = "the Curse goes to the player who gave the clue"
    DUPLICATE_VOTER = "each player votes once"


# ---- config -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Option:
    """One side of a card's back: a symbol (index into the words) and its clue count."""

    symbol: int
    clues: int
    bonus: Bonus = Bonus.NONE

    def __post_init__(self) -> None:
        if not 0 <= self.symbol < SYMBOLS_PER_CARD:
            raise ValueError(f"symbol {self.symbol} is not 0..{SYMBOLS_PER_CARD - 1}")
        if not 1 <= self.clues <= 5:
            raise ValueError(f"clue count {self.clues} is not 1..5")
        if self.bonus is Bonus.PLAY_AGAIN and self.clues != 1:
            raise ValueError("play again goes only with 1-clue words")


@dataclass(frozen=True)
class WordCard:
    """A word card: eight words beside the eight symbols, and the two options on its back."""

    words: tuple[str, ...]
    options: tuple[Option, Option]

    def __post_init__(self) -> None:
        if len(self.words) != SYMBOLS_PER_CARD or not all(w.strip() for w in self.words):
            raise ValueError(f"a word card needs {SYMBOLS_PER_CARD} non-empty words")
        if len(self.options) != 2 or self.options[0].symbol == self.options[1].symbol:
            raise ValueError("a word card's back shows two different symbols")

    def word(self, option: int) -> str:
        """The secret word of option 0 or 1."""
        return self.words[self.options[option].symbol]


@dataclass(frozen=True)
class MotDitConfig:
    """Who plays and with which cards; immutable for the whole game."""

    players: tuple[str, ...]
    deck: tuple[WordCard, ...]
    bad_luck_cards: int = 10
    laps: int = 2
    first_player: int = 0

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"Mot Dit takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
        names = [p.strip().casefold() for p in self.players]
        if not all(names) or len(set(names)) != len(names):
            raise ValueError("player names must be non-empty and different")
        if len(self.deck) < 2:
            raise ValueError("the deck needs at least 2 word cards")
        if self.bad_luck_cards < 0 or self.laps < 1:
            raise ValueError("bad luck cards must be >= 0 and laps >= 1")
        if not 0 <= self.first_player < len(self.players):
            raise ValueError("the first player must be one of the players")

    @property
    def pool_size(self) -> int:
        """Choice: 'about half' the cards is the lower half; the rest is the draw deck."""
        return len(self.deck) // 2

    @property
    def answer_cap(self) -> int:
        """Answers allowed per clue: 3 at 5-6 players, every opponent once at 3-4."""
        return min(3, len(self.players) - 1)


# ---- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class ChooseWord(Action):
    """The box holder picks option 0 or 1 of the card's back."""

    player: int
    option: int


@dataclass(frozen=True)
class GiveClue(Action):
    """The box holder gives a clue, with the referee's verdict on it."""

    player: int
    word: str
    verdict: ClueVerdict = ClueVerdict.ALLOWED


@dataclass(frozen=True)
class Answer(Action):
    """An answer to the current clue: one wrong guesser, or one or more right at once."""

    guessers: tuple[int, ...]
    correct: bool
    text: str = ""


@dataclass(frozen=True)
class CloseAnswers(Action):
    """Nobody else wants to answer this clue: go on to the next clue (or end the round)."""


@dataclass(frozen=True)
class GiveBadLuck(Action):
    """After a Bad Luck word is guessed, its holder gives a Bad Luck card to an opponent."""

    player: int
    target: int


@dataclass(frozen=True)
class Motion(Action):
    """A table vote: the players in `ayes` want `target` to get a Bad Luck card or the Curse."""

    kind: MotionKind
    target: int
    ayes: tuple[int, ...]


# ---- events ------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameSetUp(Event):
    """The cards are split into the points pool and the draw deck."""

    pool: int
    deck: int


@dataclass(frozen=True)
class RoundStarted(Event):
    """A new round: `holder` has the box (`extra` for a play-again round)."""

    number: int
    holder: int
    extra: bool


@dataclass(frozen=True)
class CardDrawn(Event):
    """The holder's private view of the card: the eight words and the two options."""

    private_to = "holder"
    holder: int
    card: int
    words: tuple[str, ...]
    options: tuple[Option, Option]


@dataclass(frozen=True)
class WordChosen(Event):
    """The holder's secret choice (private)."""

    private_to = "holder"
    holder: int
    word: str
    clues: int
    bonus: Bonus


@dataclass(frozen=True)
class ClueCountAnnounced(Event):
    """The table learns how many clues the word must take."""

    holder: int
    clues: int


@dataclass(frozen=True)
class ClueGiven(Event):
    """An allowed clue: number 1.. of the round."""

    holder: int
    number: int
    word: str


@dataclass(frozen=True)
class ClueForbidden(Event):
    """A forbidden clue; Choice: the round ends at once and nobody scores."""

    holder: int
    word: str
    verdict: ClueVerdict


@dataclass(frozen=True)
class WrongAnswer(Event):
    """A wrong answer to the current clue."""

    player: int
    text: str


@dataclass(frozen=True)
class AnswersClosed(Event):
    """No more answers for this clue."""

    clue_number: int


@dataclass(frozen=True)
class WordGuessed(Event):
    """The secret word was found after `clues_used` of `clues` clues."""

    guessers: tuple[int, ...]
    word: str
    clues_used: int
    clues: int


@dataclass(frozen=True)
class PointsScored(Event):
    """`player` wins `points`; `cards` of them were paid from the pool."""

    player: int
    points: int
    cards: int


@dataclass(frozen=True)
class PoolRanOut(Event):
    """The points pool is empty: `unpaid` points were scored without cards."""

    unpaid: int


@dataclass(frozen=True)
class RoundEnded(Event):
    """The round is over and its word is revealed."""

    holder: int
    word: str
    guessed: bool


@dataclass(frozen=True)
class PlayAgain(Event):
    """A 1-clue word was guessed: the holder keeps the box for another round."""

    holder: int


@dataclass(frozen=True)
class BadLuckGiven(Event):
    """`target` gets a Bad Luck card (-1 at the end); `by` is the holder or TABLE."""

    target: int
    by: int


@dataclass(frozen=True)
class BadLuckPileEmpty(Event):
    """A Bad Luck card was due (to `target`, if already named) but the pile is empty."""

    target: int | None


@dataclass(frozen=True)
class MotionFailed(Event):
    """A table vote without a majority."""

    kind: MotionKind
    target: int
    ayes: int
    needed: int


@dataclass(frozen=True)
class CurseMoved(Event):
    """The Curse tile moves to `target` (from `previous`, or from the side when None)."""

    target: int
    previous: int | None


@dataclass(frozen=True)
class CurseStruckTwice(Event):
    """`target` took the Curse while holding it: all points given back (Bad Luck kept)."""

    target: int
    points_lost: int


@dataclass(frozen=True)
class DeckRanOut(Event):
    """Choice: no word card is left for the next round, so the game ends early."""


@dataclass(frozen=True)
class GameEnded(Event):
    """Final scores (points - Bad Luck - Curse) and the winners (several on a tie)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


# ---- state -------------------------------------------------------------------------------


@dataclass
class MotDitState(BaseState):
    """Everything that changes during a game of Mot Dit."""

    phase: Phase = Phase.SETUP
    pool: int = 0
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)
    bad_luck: list[int] = field(default_factory=list)
    bad_luck_pile: int = 0
    curse: int | None = None
    unpaid: int = 0
    holder: int = 0
    turns_done: int = 0
    rounds: int = 0
    extra: bool = False
    card: int | None = None
    option: int | None = None
    clues: list[str] = field(default_factory=list)
    answered: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class MotDitView:
    """What one player may know of the game."""

    player: int
    players: tuple[str, ...]
    phase: Phase
    holder: int
    turns_done: int
    turns_total: int
    clue_count: int | None
    clues: tuple[str, ...]
    answered: tuple[int, ...]
    points: tuple[int, ...]
    bad_luck: tuple[int, ...]
    curse: int | None
    pool: int
    deck_left: int
    bad_luck_pile: int
    card_words: tuple[str, ...] | None
    card_options: tuple[Option, Option] | None
    secret_word: str | None
    log: tuple[Event, ...]


# ---- the game ----------------------------------------------------------------------------


class MotDit(Game[MotDitConfig, MotDitState]):
    """A game of Maudit Mot Dit."""

    name = "motdit"
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
        option = self.option()
        return MotDitView(
            player=player,
            players=self.config.players,
            phase=s.phase,
            holder=s.holder,
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
            card_words=card.words if card else None,
            card_options=card.options if card else None,
            secret_word=self.secret_word() if mine else None,
            log=tuple(self.visible_log(player)),
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
            actions.append(CloseAnswers())
        ayes = tuple(range(self.majority()))
        actions += [Motion(MotionKind.BAD_LUCK, t, ayes) for t in range(self.n)]
        if s.clues:
            actions.append(Motion(MotionKind.CURSE, s.holder, ayes))
        return actions

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
        if not self._valid_player(a.target) or not all(self._valid_player(p) for p in a.ayes):
            return Rejection(CoreReason.UNKNOWN_PLAYER)
        if len(set(a.ayes)) != len(a.ayes):
            return Rejection(MotDitReason.DUPLICATE_VOTER)
        if a.kind is MotionKind.CURSE:
            if not self.state.clues:
                return Rejection(MotDitReason.NO_CLUE_YET)
            if a.target != self.state.holder:
                return Rejection(MotDitReason.CURSE_ONLY_CLUE_GIVER)
        return None

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
            return [MotionFailed(a.kind, a.target, len(a.ayes), self.majority())]
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
