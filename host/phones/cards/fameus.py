"""A Fame Us hand on its player's phone: one criterion card each, numbered as they are said
("play three"), under the player's secret team."""

from __future__ import annotations

from engine.fameus import FameUs
from host.phones.messages import Card, Hand, Part
from host.phrasebook.fameus_says import FameUsHand
from host.phrasebook.words import number


def hand(game: FameUs, seat: int) -> Hand:
    """`seat`'s criteria cards, as the engine's view of that seat holds them."""
    view = game.view(seat)
    cards = tuple(
        Card(
            str(card),
            f"{number(k + 1)}: {criterion}",
            (Part("number", str(k + 1)), Part("word", criterion)),
        )
        for k, (card, criterion) in enumerate(zip(view.hand, view.hand_criteria, strict=True))
    )
    title = (
        FameUsHand.TITLE
        if view.team is None
        else FameUsHand.TITLE_TEAM.format(team=view.team.value)
    )
    return Hand(game.name, title, cards)
