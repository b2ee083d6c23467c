"""A Maury Game hand on its player's phone: each card's colour, strength and effect, in words
and as icons."""

from __future__ import annotations

from typing import Any

from engine.maury import ArgumentCard, Maury
from host.phrasebook.maury import POWERS, describe
from host.phrasebook.words import count

ICONS = {
    "gain_not": "gain {}",
    "take_not": "take {}",
    "gain_popularity": "climb {}",
    "lose_popularity": "push them down {}",
}
"""The effect icons a blue or red card carries, and the words of each."""
NOUNS = {"gain_not": "NOT card", "take_not": "NOT card"}


def hand(game: Maury, seat: int) -> dict[str, Any]:
    """`seat`'s hand, card after card, as the engine's view of that seat holds it."""
    deck = game.config.deck
    cards = [card(c, deck[c]) for c in game.view(seat).hand]
    return {"game": "maury", "title": "Your hand", "cards": cards}


def card(number: int, argument: ArgumentCard) -> dict[str, Any]:
    """One argument card: "blue four: gain two NOT cards"."""
    return {
        "id": str(number),
        "label": describe(argument),
        "colour": argument.colour.value,
        "strength": argument.strength,
        "maury": argument.is_maury,
        "icons": icons(argument),
    }


def icons(argument: ArgumentCard) -> list[dict[str, Any]]:
    """The card's effect, one icon each: its kind, how many, and its words."""
    if argument.power is not None:
        words = POWERS.get(argument.power) or f"draw {count(argument.draw, 'card')}"
        kind = argument.power.value.replace(" ", "-")
        return [{"icon": kind, "n": argument.draw, "text": words}]
    shown = []
    for icon, words in ICONS.items():
        n = getattr(argument, icon)
        if n:
            noun = count(n, NOUNS.get(icon, "space"))
            shown.append({"icon": icon.replace("_", "-"), "n": n, "text": words.format(noun)})
    return shown
