"""Odd or Even on a player's phone: the fingers they show this round, once picked."""

from __future__ import annotations

from host.phones.messages import Card, Hand, Part
from tests.host.oddeven.engine import OddEven
from tests.host.oddeven.phrasebook import OddEvenBoard, OddEvenSays


def hand(game: OddEven, seat: int) -> Hand:
    """`seat`'s pick this round, as its own view holds it."""
    fingers = game.view(seat).fingers
    cards = (
        ()
        if fingers is None
        else (
            Card(
                str(fingers),
                OddEvenSays.YOU_SHOW.format(fingers=fingers),
                (Part("number", str(fingers)),),
            ),
        )
    )
    return Hand(game.name, OddEvenBoard.YOUR_HAND, cards)
