"""Scripted decks, random decks and a tiny driver for The Maury Game rules tests."""

from __future__ import annotations

import random

from engine.core import Event, Reason, Rejection, Shuffle
from engine.maury import (
    HAND_SIZE,
    TRACK_SPACES,
    ArgumentCard,
    Colour,
    Maury,
    MauryConfig,
    Play,
    Power,
)

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


def blue(
    strength: int, gain_not: int = 0, gain_popularity: int = 0, maury: bool = False
) -> ArgumentCard:
    """A blue card (a bonus for whoever plays it)."""
    quote = f"Blue {strength}: my mother says I was home knitting scarves that whole summer."
    return ArgumentCard(
        Colour.BLUE,
        strength,
        quote,
        gain_not=gain_not,
        gain_popularity=gain_popularity,
        is_maury=maury,
    )


def red(
    strength: int, take_not: int = 0, lose_popularity: int = 0, maury: bool = False
) -> ArgumentCard:
    """A red card (an attack on the other arguer)."""
    quote = f"Red {strength}: you could not find a bus stop with a map and a tour guide."
    return ArgumentCard(
        Colour.RED,
        strength,
        quote,
        take_not=take_not,
        lose_popularity=lose_popularity,
        is_maury=maury,
    )


def orange(power: Power, strength: int = 3, draw: int = 0, maury: bool = False) -> ArgumentCard:
    """An orange card with `power` (`draw` cards for the draw power)."""
    quote = f"Orange {strength}: hold on, the studio audience deserves the whole story."
    return ArgumentCard(Colour.ORANGE, strength, quote, power=power, draw=draw, is_maury=maury)


FILLER = blue(1, gain_popularity=1)
"""The card that pads hands and the draw pile when a test does not care about it."""


def cid(player: int, slot: int) -> int:
    """The deck number of the card dealt in `slot` (0-3) of `player`'s hand by `game`."""
    return HAND_SIZE * player + slot


def game(
    players: int,
    hands: list[list[ArgumentCard]],
    pile: list[ArgumentCard] | None = None,
    first: int = 0,
    track: int = TRACK_SPACES,
) -> Maury:
    """A dealt game: player p holds hands[p] (padded with FILLER) as cards cid(p, 0..3), then
    the draw pile is `pile` (5 fillers by default), top first; `first` starts."""
    padded = [list(h) + [FILLER] * (HAND_SIZE - len(h)) for h in hands]
    padded += [[FILLER] * HAND_SIZE for _ in range(players - len(hands))]
    assert all(len(h) == HAND_SIZE for h in padded)
    deck = tuple(c for h in padded for c in h) + tuple(pile if pile is not None else [FILLER] * 5)
    g = Maury(MauryConfig(NAMES[:players], deck, track_spaces=track))
    others = tuple(p for p in range(players) if p != first)
    ok(g.apply(Shuffle((first, *others))))
    ok(g.apply(Shuffle(tuple(range(len(deck))))))
    return g


def ok(result: list[Event] | Rejection) -> list[Event]:
    """The events of an action that must be legal."""
    assert not isinstance(result, Rejection), result
    return result


def refused(result: list[Event] | Rejection, reason: Reason) -> None:
    """Assert that an action was refused for `reason`."""
    assert isinstance(result, Rejection), result
    assert result.reason is reason, result


def play(
    g: Maury, player: int, slot: int, target: int | None = None, space: int | None = None
) -> list[Event] | Rejection:
    """`player` plays the card dealt in `slot` of their hand."""
    return g.apply(Play(player, cid(player, slot), target, space))


def of(events: list[Event], kind: type) -> list:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, kind)]


def random_card(rng: random.Random) -> ArgumentCard:
    """A random valid argument card: any colour, strength, icons and power, sometimes Maury."""
    strength, maury = rng.randint(1, 5), rng.random() < 0.04
    colour = rng.choice(list(Colour))
    if colour is Colour.ORANGE:
        power = rng.choice(list(Power))
        draw = rng.randint(1, 3) if power is Power.DRAW_CARDS else 0
        return orange(power, strength, draw, maury)
    first, second = rng.randint(0, 3), rng.randint(0, 3)
    first = first or (0 if second else 1)
    if colour is Colour.BLUE:
        return blue(strength, first, second, maury)
    return red(strength, first, second, maury)


def random_game(rng: random.Random, players: int) -> Maury:
    """A fresh game (before any chance step) with a random deck of 4n+1 to 60 cards."""
    size = rng.randint(HAND_SIZE * players + 1, 60)
    deck = tuple(random_card(rng) for _ in range(size))
    return Maury(MauryConfig(NAMES[:players], deck, track_spaces=rng.randint(players, 14)))
