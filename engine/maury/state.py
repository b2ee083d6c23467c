"""The Maury Game's changing state, and what one player may know of it."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import BaseState, Event
from engine.maury.actions import Play
from engine.maury.config import Phase


@dataclass
class MauryState(BaseState):
    """Everything that changes during a game of The Maury Game."""

    phase: Phase = Phase.START
    turn: int = 0
    turns: int = 0
    draw_pile: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    envelopes: list[int] = field(default_factory=list)
    fathers: list[int] = field(default_factory=list)
    supply: int = 0
    positions: list[int] = field(default_factory=list)
    exchange: list[Play] = field(default_factory=list)
    answerer: int | None = None
    passed: list[int] = field(default_factory=list)
    test_order: list[int] = field(default_factory=list)
    shuffles: list[list[int]] = field(default_factory=list)


@dataclass(frozen=True)
class MauryView:
    """What one player may know of the game: envelope counts are public, hands are not."""

    player: int
    players: tuple[str, ...]
    phase: Phase
    turn: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    envelopes: tuple[int, ...]
    supply: int
    draw_pile: int
    discard: int
    track_spaces: int
    positions: tuple[int, ...]
    exchange: tuple[Play, ...]
    answerers: tuple[int, ...]
    test_order: tuple[int, ...]
    father: int | None
    log: tuple[Event, ...]
