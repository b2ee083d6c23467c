"""Each seat's own cards as its phone draws them: one module per game turns the engine's
view(player) of that seat into a hand (a list of cards, each with the words that say the whole
card), and `deal` keeps every seat's hand in step with the game.

Each card carries its `parts` (`shown`): what the page draws, so that a new game's cards need
no drawer of their own. A hand is built from `view(seat)` alone, so that it holds nothing the
seat may not know; its cards are named as the flows' CardChoice names them (the engine's
number for the card, as text), so that a question can say which card answers it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Event, Game
from host.phones.seats import Seats
from host.session.session import Session

Hand = Callable[[Any, int], dict[str, Any]]
"""A game's hand maker (its GameSpec's `hand`): the game and a seat, to that seat's hand."""


def shown(kind: str, text: str, icon: str = "", hidden: bool = False) -> dict[str, Any]:
    """One part of a card as its phone draws it, in order: its look (`kind`, a class of the
    page's cards.css), its words, an icon beside them (a name in cards.js's drawings), and
    whether a screen reader passes over it (`hidden`: the words say it elsewhere). The page
    draws every game's cards from their parts alone."""
    return {"kind": kind, "text": text, "icon": icon, "hidden": hidden}


def deal(session: Session, seats: Seats, hand: Hand) -> None:
    """Give every seat its hand (made by `hand`) now, and again after every change to the game."""

    def redraw(game: Game, _events: Sequence[Event]) -> None:
        for seat in range(len(seats.seats)):
            seats.hold(seat, hand(game, seat))

    redraw(session.game, ())
    session.watchers.append(redraw)
