"""A Fame Us hand on its player's phone: one criterion card each, numbered as they are said
("play three"), under the player's secret team."""

from __future__ import annotations

from typing import Any

from engine.fameus import FameUs
from host.phones.cards import shown
from host.phrasebook.words import number


def hand(game: FameUs, seat: int) -> dict[str, Any]:
    """`seat`'s criteria cards, as the engine's view of that seat holds them."""
    view = game.view(seat)
    cards = [
        {
            "id": str(card),
            "label": f"{number(k + 1)}: {criterion}",
            "parts": [shown("number", str(k + 1)), shown("word", criterion)],
        }
        for k, (card, criterion) in enumerate(zip(view.hand, view.hand_criteria, strict=True))
    ]
    title = "Your cards" if view.team is None else f"Your cards (team {view.team.value})"
    return {"game": "fameus", "title": title, "cards": cards}
