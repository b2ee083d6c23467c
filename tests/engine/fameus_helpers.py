"""Scripted decks, a tiny driver and a random player's filler for the Fame Us tests.

With the identity shuffle, player p is dealt cards 6p..6p+5, the Starters pile is cards
6n..6n+9 (top first) and the criteria pile the rest, in order.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection

from engine.core import Action, Event, Rejection, Shuffle
from engine.fameus import (
    HAND_SIZE,
    STARTERS,
    Accuse,
    FameUs,
    FameUsConfig,
    Pass,
    Phase,
    Play,
    Propose,
    Vote,
)

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
DECK = tuple(f"criterion {i}" for i in range(112))
PEOPLE = ["Ada Lovelace", "a lighthouse keeper", "", "  ", "The Mysterious Stranger"]


def ok(result: list[Event] | Rejection) -> list[Event]:
    """The events of an action that must be legal."""
    assert not isinstance(result, Rejection), result
    return result


def team_order(n: int, vip: Collection[int]) -> tuple[int, ...]:
    """The team shuffle that puts exactly the players in `vip` in VIP Square."""
    assert len(vip) == (n + 1) // 2
    vip_cards = iter(range((n + 1) // 2))
    kings_cards = iter(range((n + 1) // 2, n))
    return tuple(next(vip_cards) if p in vip else next(kings_cards) for p in range(n))


def game(
    n: int, vip: Collection[int] | None = None, first: int = 0, pile: int | None = None
) -> FameUs:
    """A dealt game of `n` players with `pile` cards left to draw (default: a 112-card deck).

    `vip` lists the players of VIP Square (default: the first half of the table).
    """
    size = len(DECK) if pile is None else n * HAND_SIZE + STARTERS + pile
    g = FameUs(FameUsConfig(NAMES[:n], DECK[:size], first_player=first))
    ok(g.apply(Shuffle(tuple(range(size)))))
    vip = range((n + 1) // 2) if vip is None else vip
    ok(g.apply(Shuffle(team_order(n, vip))))
    return g


def first_card(player: int) -> int:
    """The first card dealt to `player` by the identity shuffle."""
    return player * HAND_SIZE


def starter(n: int, turn: int) -> int:
    """The starter card turned at turn `turn` (1..10) by the identity shuffle."""
    return n * HAND_SIZE + turn - 1


def play_turn(
    g: FameUs,
    playing: Collection[int] = (),
    accuser: int | None = None,
    won: bool = True,
) -> list[Event]:
    """One whole turn: the players in `playing` play their first card, the others pass, until
    `accuser` (if any) accuses; then a proposal and a vote of all voters for (`won`) or against."""
    events: list[Event] = []
    first_turn = g.state.turn
    while g.state.turn == first_turn and g.state.phase is Phase.PLAY:
        p = g.state.active
        if p == accuser:
            action: Accuse | Play | Pass = Accuse(p)
        elif p in playing:
            action = Play(p, g.state.hands[p][0])
        else:
            action = Pass(p)
        events += ok(g.apply(action))
    if g.state.phase is Phase.PROPOSE:
        events += ok(g.apply(Propose(g.state.proposer, "Someone Famous")))
        events += ok(g.apply(Vote(g.voters() if won else ())))
    return events


def fill(action: Action, rng: random.Random) -> Action:
    """Name someone (or nobody, which is refused), and now and then play or vote wrongly."""
    if isinstance(action, Propose):
        return dataclasses.replace(action, person=rng.choice(PEOPLE))
    if isinstance(action, Play) and rng.random() < 0.05:
        return dataclasses.replace(action, card=rng.randrange(-1, len(DECK) + 1))
    if isinstance(action, Vote) and rng.random() < 0.05:
        return Vote(tuple(rng.choices(range(-1, 9), k=rng.randint(1, 3))))
    return action
