"""The Maury Game's changing state, and what one player may know of it."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import BaseState, Event
from engine.maury.actions import Play
from engine.maury.config import ArgumentCard, Phase


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
class MauryPublicView:
    """What the whole table knows: the track, the envelopes' counts, the cards face up; no
    hand, and no envelope's order."""

    players: tuple[str, ...]
    phase: Phase
    turn: int
    turns: int
    hand_sizes: tuple[int, ...]
    envelopes: tuple[int, ...]
    supply: int
    draw_pile: int
    discard: int
    track_spaces: int
    positions: tuple[int, ...]
    exchange: tuple[Play, ...]
    """The cards played in the argument going on, opening first (the comeback chain)."""
    exchange_cards: tuple[ArgumentCard, ...]
    last_played: tuple[int, ArgumentCard] | None
    """Who played the latest card face up in this turn, and the card (it stays shown once
    settled, until the next turn starts)."""
    face_up: tuple[tuple[int, ArgumentCard], ...]
    """Every card played face up so far, by its number, in the order played."""
    answerers: tuple[int, ...]
    test_order: tuple[int, ...]
    odds: tuple[tuple[int, int], ...]
    """At the Big Reveal, each envelope's chance of being the father's as it began, in test
    order, as (numerator, denominator); empty before."""
    father: int | None
    revealed: tuple[tuple[int, int, bool], ...]
    """The Big Reveal's cards drawn so far: (player, round, whether it said FATHER)."""


@dataclass(frozen=True)
class MauryView(MauryPublicView):
    """What one player may know of the game: the table's view and their own hand."""

    player: int
    hand: tuple[int, ...]
    log: tuple[Event, ...]
