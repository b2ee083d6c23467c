"""Maudit Mot Dit's changing state, and what one player may know of it."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import BaseState, Event
from engine.motdit.config import Option, Phase


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
class MotDitPublicView:
    """What the whole table knows: the box, the clues and the score; never a card's words."""

    players: tuple[str, ...]
    phase: Phase
    holder: int
    round: int
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
    scores: tuple[int, ...]
    """The scores as they would stand now: points less Bad Luck and the Curse."""


@dataclass(frozen=True)
class MotDitView(MotDitPublicView):
    """What one player may know of the game: the table's view, and the card and secret word
    if they hold the box."""

    player: int
    card_words: tuple[str, ...] | None
    card_options: tuple[Option, Option] | None
    secret_word: str | None
    log: tuple[Event, ...]
