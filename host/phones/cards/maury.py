"""A Maury Game hand on its player's phone: each card's colour, strength and effect, in words
and as icons."""

from __future__ import annotations

from engine.maury import ArgumentCard, Maury
from host.phones.messages import Card, Hand, Part
from host.phrasebook.maury import POWERS, describe
from host.phrasebook.maury_says import MauryHand
from host.phrasebook.words import count

ICONS = {
    "gain_not": MauryHand.GAIN_NOT,
    "take_not": MauryHand.TAKE_NOT,
    "gain_popularity": MauryHand.GAIN_POPULARITY,
    "lose_popularity": MauryHand.LOSE_POPULARITY,
}
"""The effect icons a blue or red card carries, and the words of each."""
NOUNS = {"gain_not": MauryHand.NOT_CARD, "take_not": MauryHand.NOT_CARD}


def hand(game: Maury, seat: int) -> Hand:
    """`seat`'s hand, card after card, as the engine's view of that seat holds it."""
    deck = game.config.deck
    cards = tuple(card(c, deck[c]) for c in game.view(seat).hand)
    return Hand(game.name, MauryHand.TITLE, cards)


def card(number: int, argument: ArgumentCard) -> Card:
    """One argument card: "blue four: gain two NOT cards"."""
    strength = str(argument.strength)
    kind = (MauryHand.KIND_MAURY if argument.is_maury else MauryHand.KIND).format(
        colour=argument.colour.value, strength=strength
    )
    # The big number is a drawing: the kind says the strength in words.
    parts = (Part("strength", strength, hidden=True), Part("kind", kind), *effects(argument))
    return Card(
        str(number),
        describe(argument),
        parts,
        looks=(argument.colour.value, *(["maury-card"] if argument.is_maury else [])),
    )


def effects(argument: ArgumentCard) -> list[Part]:
    """The card's effect, one part each: its icon and its words."""
    if argument.power is not None:
        words = POWERS.get(argument.power) or MauryHand.DRAW.format(
            cards=count(argument.draw, MauryHand.CARD)
        )
        return [Part("effect", words, icon=argument.power.value.replace(" ", "-"))]
    parts = []
    for effect, words in ICONS.items():
        n = getattr(argument, effect)
        if n:
            noun = count(n, NOUNS.get(effect, MauryHand.SPACE))
            parts.append(Part("effect", words.format(noun), icon=effect.replace("_", "-")))
    return parts
