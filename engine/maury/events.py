"""The Maury Game's events: what happened, as the log keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core import Event


@dataclass(frozen=True)
class StartingPlayerChosen(Event, tag="maury.StartingPlayerChosen"):
    """`player` is Most Popular and goes first; `positions` are everyone's track spaces."""

    player: int
    positions: tuple[int, ...]


@dataclass(frozen=True)
class CardsDealt(Event, tag="maury.CardsDealt"):
    """Everyone got `hand_size` argument cards; `draw_pile` cards are left to draw."""

    hand_size: int
    draw_pile: int


@dataclass(frozen=True)
class CardsReceived(Event, tag="maury.CardsReceived"):
    """The cards that came into `player`'s hand (private)."""

    private_to = "player"
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardsDrawn(Event, tag="maury.CardsDrawn"):
    """`player` drew `count` argument cards."""

    player: int
    count: int


@dataclass(frozen=True)
class TurnStarted(Event, tag="maury.TurnStarted"):
    """Turn `number` (1..) begins: `player` makes their case."""

    player: int
    number: int


@dataclass(frozen=True)
class CardPlayed(Event, tag="maury.CardPlayed"):
    """`player` played `card` (aimed at `target`, moving to `space`), opening or answering."""

    player: int
    card: int
    target: int | None
    space: int | None
    comeback: bool


@dataclass(frozen=True)
class Passed(Event, tag="maury.Passed"):
    """`player` (or TABLE, for everyone) made no comeback."""

    player: int


@dataclass(frozen=True)
class ArgumentSettled(Event, tag="maury.ArgumentSettled"):
    """The trash-talk is over: `player`'s `card`, the last played, takes effect."""

    player: int
    card: int


@dataclass(frozen=True)
class NotCardsGained(Event, tag="maury.NotCardsGained"):
    """`player` put `count` NOT cards from the supply in their envelope (`wanted` printed)."""

    player: int
    count: int
    wanted: int


@dataclass(frozen=True)
class NotCardsTaken(Event, tag="maury.NotCardsTaken"):
    """`player` took `count` NOT cards from `victim`'s envelope (`wanted` printed)."""

    player: int
    victim: int
    count: int
    wanted: int


@dataclass(frozen=True)
class NotCardsSwapped(Event, tag="maury.NotCardsSwapped"):
    """`player` and `other` swapped NOT cards: they now hold `player_count` and `other_count`."""

    player: int
    other: int
    player_count: int
    other_count: int


@dataclass(frozen=True)
class MarkerMoved(Event, tag="maury.MarkerMoved"):
    """`player`'s marker went from space `start` to `end` (equal when stopped at an end)."""

    player: int
    start: int
    end: int


@dataclass(frozen=True)
class MarkerPushed(Event, tag="maury.MarkerPushed"):
    """`player`'s marker was pushed from space `start` to `end` to make room."""

    player: int
    start: int
    end: int


@dataclass(frozen=True)
class HandShown(Event, tag="maury.HandShown"):
    """`viewer` looked at `owner`'s hand (private to the viewer)."""

    private_to = "viewer"
    reveals: ClassVar[bool] = True  # the viewer cannot forget the hand once seen
    viewer: int
    owner: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardsDiscarded(Event, tag="maury.CardsDiscarded"):
    """The cards played this turn went to the discard pile."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class PlayEnded(Event, tag="maury.PlayEnded"):
    """The argument draw pile or the NOT supply ran out: time for the Big Reveal."""

    draw_pile_empty: bool
    supply_empty: bool


@dataclass(frozen=True)
class RevealStarted(Event, tag="maury.RevealStarted"):
    """Testing order (least popular first) and each envelope's NOT cards, in that order."""

    test_order: tuple[int, ...]
    envelopes: tuple[int, ...]


@dataclass(frozen=True)
class EnvelopeShuffled(Event, tag="maury.EnvelopeShuffled"):
    """`player`'s envelope was shuffled."""

    player: int


@dataclass(frozen=True)
class CardRevealed(Event, tag="maury.CardRevealed"):
    """In round `round` (1..), the card drawn from `player`'s envelope said `father` or not."""

    reveals: ClassVar[bool] = True

    player: int
    round: int
    father: bool


@dataclass(frozen=True)
class GameEnded(Event, tag="maury.GameEnded"):
    """`father` is the father and loses; everyone else wins."""

    father: int
    winners: tuple[int, ...]
