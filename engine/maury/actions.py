"""The Maury Game's actions: play a card, or pass."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action


@dataclass(frozen=True)
class Play(Action, tag="maury.Play"):
    """`player` plays deck card number `card` from their hand: a turn's opening or a comeback.

    `target` names the player a red opening or a targeted power is aimed at; `space` is where
    a move-to-a-space power goes. Choice: a red comeback names nobody, it hits the other arguer.
    """

    player: int
    card: int
    target: int | None = None
    space: int | None = None


@dataclass(frozen=True)
class Pass(Action, tag="maury.Pass"):
    """`player` will not answer the last card; TABLE closes the trash-talk for everyone."""

    player: int
