"""Maudit Mot Dit's constants, bonuses, verdicts, phases, refusal reasons and config."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import Reason

PLAYERS = range(3, 7)
"""How many players the rules take."""
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
    NOTHING_TO_CORRECT = "only the last answer given, a wrong one, can be corrected"


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
        if len(self.players) not in PLAYERS:
            raise ValueError(f"Mot Dit takes {PLAYERS.start} to {PLAYERS.stop - 1} players")
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
