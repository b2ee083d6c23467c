"""How a Maury Game card is named by voice: 'blue four', 'red three on Bob', 'orange', 'Maury'.

The flow hears these phrases and the simulated players say them, so both use this module.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Rejection
from engine.maury import TARGET_POWERS, ArgumentCard, Colour, MauryReason
from host.phrasebook.maury import describe
from host.phrasebook.maury_says import MaurySays
from host.phrasebook.words import number, ordinal

PASS = "pass"
PASSES = "{name} passes"
"""How a player passes for themselves alone at "any comebacks?"."""
ON = " on "


def kind(card: ArgumentCard) -> str:
    """The card's colour and strength, as a player names it: 'blue four'."""
    return f"{card.colour.value} {number(card.strength)}"


def card_names(card: ArgumentCard) -> tuple[str, ...]:
    """Every way to name the card: 'orange four', also 'orange', also 'maury' for a Maury card."""
    names = [kind(card)]
    if card.colour is Colour.ORANGE:
        names.append(card.colour.value)
    if card.is_maury:
        names.append("maury")
    return tuple(names)


def may_name_target(card: ArgumentCard) -> bool:
    """Whether a play of the card may name a player: red cards and the targeted powers."""
    return card.colour is Colour.RED or card.power in TARGET_POWERS


def hand_phrases(
    deck: Sequence[ArgumentCard], hand: Sequence[int], others: Sequence[str]
) -> tuple[str, ...]:
    """The phrases that play a card of `hand`, aimed at one of `others` where a card may be,
    and the phrase that names each card alone where its kind does not ('red one second')."""
    phrases: list[str] = []
    for card in hand:
        for name in card_names(deck[card]):
            phrases.append(name)
            if may_name_target(deck[card]):
                phrases += [f"{name}{ON}{other.casefold()}" for other in others]
    phrases += own_names(deck, hand).values()
    return tuple(dict.fromkeys(phrases))


def own_names(deck: Sequence[ArgumentCard], hand: Sequence[int]) -> dict[int, str]:
    """The phrase that names each card of `hand` and no other with another effect: its kind,
    and where two of its kind do different things, its place among them ('red one second',
    as "first or second?" would ask). A tapped card sends it: a tap is that card."""
    named = {}
    for card in hand:
        alike = options(deck, hand, kind(deck[card]))
        same = next(c for c in alike if describe(deck[c]) == describe(deck[card]))
        place = alike.index(same)
        named[card] = kind(deck[card]) + (f" {ordinal(place + 1)}" if len(alike) > 1 else "")
    return named


def placed(words: str, count: int) -> tuple[str, int | None]:
    """The card words and the place among at most `count` cards alike that a phrase names
    ('red one second' is 'red one', the second), or the words and None."""
    for k, place in enumerate(choices(count)):
        if words.endswith(f" {place}"):
            return words.removesuffix(f" {place}"), k
    return words, None


def split(phrase: str) -> tuple[str, str | None]:
    """The card words and the target's name (or None) of a heard play phrase."""
    words, on, target = phrase.partition(ON)
    return words, (target if on else None)


def options(deck: Sequence[ArgumentCard], hand: Sequence[int], words: str) -> list[int]:
    """The cards of `hand` that `words` may name, in hand order, one per distinct effect
    (two cards that do the same thing need no "first or second")."""
    named = [c for c in hand if words in card_names(deck[c])]
    return list({describe(deck[c]): c for c in reversed(named)}.values())[::-1]


def choices(count: int) -> tuple[str, ...]:
    """The answers to "which one?": 'first', 'second'..."""
    return tuple(ordinal(k + 1) for k in range(count))


def spaces(track_spaces: int) -> tuple[str, ...]:
    """The answers to "which space?": 'zero' to the last space, in words."""
    return tuple(number(s) for s in range(track_spaces))


def confirmation(card: ArgumentCard, target: str | None, space: int | None) -> str:
    """A play as the host reads it back: 'the red three on Bob', 'the orange four to space two'."""
    maury = MaurySays.MAURY_CARD if card.is_maury else ""
    text = MaurySays.THE_CARD.format(card=kind(card), maury=maury)
    if target is not None:
        text += MaurySays.ON_TARGET.format(target=target)
    if space is not None:
        text += MaurySays.TO_SPACE.format(space=number(space))
    return text


def why_not(card: ArgumentCard, last: ArgumentCard | None, refused: Rejection | None) -> str:
    """Why `card` cannot be played now, in the few words a greyed card shows: "red cards
    can't answer a red card"."""
    if last is not None and refused is not None:
        if refused.reason is MauryReason.WRONG_COLOUR:
            return MaurySays.WRONG_COLOUR.format(colour=card.colour.value, last=last.colour.value)
        if refused.reason is MauryReason.TOO_WEAK:
            return MaurySays.TOO_WEAK.format(strength=number(last.strength))
        if refused.reason is MauryReason.ONLY_MAURY:
            return MaurySays.ONLY_MAURY
    return refused.reason.value if refused is not None else MaurySays.NOT_NOW
