"""Maudit Mot Dit's actions: choose, clue, answer, close, give Bad Luck, move a motion."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action
from engine.motdit.config import ClueVerdict, MotionKind


@dataclass(frozen=True)
class ChooseWord(Action, tag="motdit.ChooseWord"):
    """The box holder picks option 0 or 1 of the card's back."""

    player: int
    option: int


@dataclass(frozen=True)
class GiveClue(Action, tag="motdit.GiveClue"):
    """The box holder gives a clue, with the referee's verdict on it."""

    player: int
    word: str
    verdict: ClueVerdict = ClueVerdict.ALLOWED


@dataclass(frozen=True)
class Answer(Action, tag="motdit.Answer"):
    """An answer to the current clue: one wrong guesser, or one or more right at once. With
    `corrects`, the one guesser's answer replaces their wrong one just before it (it was
    misheard, and they said so at once)."""

    guessers: tuple[int, ...]
    correct: bool
    text: str = ""
    corrects: bool = False


@dataclass(frozen=True)
class CloseAnswers(Action, tag="motdit.CloseAnswers"):
    """Nobody else wants to answer this clue: go on to the next clue (or end the round)."""


@dataclass(frozen=True)
class GiveAway(Action, tag="motdit.GiveAway"):
    """The secret word was said aloud after a clue by nobody who may score it (a player who
    already answered, the holder): the round ends, nobody scoring."""


@dataclass(frozen=True)
class GiveBadLuck(Action, tag="motdit.GiveBadLuck"):
    """After a Bad Luck word is guessed, its holder gives a Bad Luck card to an opponent."""

    player: int
    target: int


@dataclass(frozen=True)
class Motion(Action, tag="motdit.Motion"):
    """A table vote: the players in `ayes` want `target` to get a Bad Luck card or the Curse,
    those in `noes` do not (a voter in neither was not asked: the outcome was settled)."""

    kind: MotionKind
    target: int
    ayes: tuple[int, ...]
    noes: tuple[int, ...] = ()
