"""Each seat's own cards as its phone draws them: one module per game turns the engine's
view(player) of that seat into a hand (a list of cards, each with the words that say the whole
card), and `dealing` keeps every seat's hand in step with the host's lines.

Each card carries its `parts` (host.phones.messages.Part): what the page draws, so that a new
game's cards need no drawer of their own. A hand is built from `view(seat)` alone, so that it
holds nothing the seat may not know; its cards are named as the flows' CardChoice names them
(the engine's number for the card, as text), so that a question can say which card answers it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Event, Game
from host.phones.messages import Hand
from host.phones.seats import Seats
from host.session.stage import Observer, Reveal

HandOf = Callable[[Any, int], Hand]
"""A game's hand maker (its GameSpec's `hand`): the game and a seat, to that seat's hand."""


def dealing(seats: Seats, hand: HandOf) -> Observer:
    """A Stage observer: every seat's hand (made by `hand`) as the game stands after a change,
    held by its phone once the change's lines are said."""

    def observe(game: Game, _events: Sequence[Event]) -> list[Reveal]:
        hands = [hand(game, seat) for seat in range(len(seats.seats))]

        def hold() -> None:
            for seat, cards in enumerate(hands):
                seats.hold(seat, cards)

        return [Reveal(hold)]

    return observe
