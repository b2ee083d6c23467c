"""Maudit Mot Dit's events: what happened, as the log keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core import Event
from engine.motdit.config import Bonus, ClueVerdict, MotionKind, Option


@dataclass(frozen=True)
class GameSetUp(Event, tag="motdit.GameSetUp"):
    """The cards are split into the points pool and the draw deck."""

    pool: int
    deck: int


@dataclass(frozen=True)
class RoundStarted(Event, tag="motdit.RoundStarted"):
    """A new round: `holder` has the box (`extra` for a play-again round)."""

    number: int
    holder: int
    extra: bool


@dataclass(frozen=True)
class CardDrawn(Event, tag="motdit.CardDrawn"):
    """The holder's private view of the card: the eight words and the two options."""

    private_to = "holder"
    holder: int
    card: int
    words: tuple[str, ...]
    options: tuple[Option, Option]


@dataclass(frozen=True)
class WordChosen(Event, tag="motdit.WordChosen"):
    """The holder's secret choice (private)."""

    private_to = "holder"
    holder: int
    word: str
    clues: int
    bonus: Bonus


@dataclass(frozen=True)
class ClueCountAnnounced(Event, tag="motdit.ClueCountAnnounced"):
    """The table learns how many clues the word must take."""

    holder: int
    clues: int


@dataclass(frozen=True)
class ClueGiven(Event, tag="motdit.ClueGiven"):
    """An allowed clue: number 1.. of the round."""

    holder: int
    number: int
    word: str


@dataclass(frozen=True)
class ClueForbidden(Event, tag="motdit.ClueForbidden"):
    """A forbidden clue; Choice: the round ends at once and nobody scores."""

    holder: int
    word: str
    verdict: ClueVerdict


@dataclass(frozen=True)
class WrongAnswer(Event, tag="motdit.WrongAnswer"):
    """A wrong answer to the current clue."""

    player: int
    text: str


@dataclass(frozen=True)
class WordGivenAway(Event, tag="motdit.WordGivenAway"):
    """The secret word was said by nobody who may score it: nobody scores this round."""

    holder: int


@dataclass(frozen=True)
class AnswersClosed(Event, tag="motdit.AnswersClosed"):
    """No more answers for this clue."""

    clue_number: int


@dataclass(frozen=True)
class WordGuessed(Event, tag="motdit.WordGuessed"):
    """The secret word was found after `clues_used` of `clues` clues."""

    guessers: tuple[int, ...]
    word: str
    clues_used: int
    clues: int


@dataclass(frozen=True)
class PointsScored(Event, tag="motdit.PointsScored"):
    """`player` wins `points`; `cards` of them were paid from the pool."""

    player: int
    points: int
    cards: int


@dataclass(frozen=True)
class PoolRanOut(Event, tag="motdit.PoolRanOut"):
    """The points pool is empty: `unpaid` points were scored without cards."""

    unpaid: int


@dataclass(frozen=True)
class RoundEnded(Event, tag="motdit.RoundEnded"):
    """The round is over and its word is revealed."""

    reveals: ClassVar[bool] = True

    holder: int
    word: str
    guessed: bool


@dataclass(frozen=True)
class PlayAgain(Event, tag="motdit.PlayAgain"):
    """A 1-clue word was guessed: the holder keeps the box for another round."""

    holder: int


@dataclass(frozen=True)
class BadLuckGiven(Event, tag="motdit.BadLuckGiven"):
    """`target` gets a Bad Luck card (-1 at the end); `by` is the holder or TABLE."""

    target: int
    by: int


@dataclass(frozen=True)
class BadLuckPileEmpty(Event, tag="motdit.BadLuckPileEmpty"):
    """A Bad Luck card was due (to `target`, if already named) but the pile is empty."""

    target: int | None


@dataclass(frozen=True)
class MotionFailed(Event, tag="motdit.MotionFailed"):
    """A table vote without a majority: `ayes` for it and `noes` against, of those asked."""

    kind: MotionKind
    target: int
    ayes: int
    needed: int
    noes: int = 0


@dataclass(frozen=True)
class CurseMoved(Event, tag="motdit.CurseMoved"):
    """The Curse tile moves to `target` (from `previous`, or from the side when None)."""

    target: int
    previous: int | None


@dataclass(frozen=True)
class CurseStruckTwice(Event, tag="motdit.CurseStruckTwice"):
    """`target` took the Curse while holding it: all points given back (Bad Luck kept)."""

    target: int
    points_lost: int


@dataclass(frozen=True)
class DeckRanOut(Event, tag="motdit.DeckRanOut"):
    """Choice: no word card is left for the next round, so the game ends early."""


@dataclass(frozen=True)
class GameEnded(Event, tag="motdit.GameEnded"):
    """Final scores (points - Bad Luck - Curse) and the winners (several on a tie)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
