"""Answers an engine's chance requests from a seeded random generator, so parties replay."""

from __future__ import annotations

import random

from engine.core import CHANCE, Event, Game, Rejection, Shuffle


class ChanceSampler:
    """Samples chance outcomes from `rng` (a session's own, seeded: a party replays)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def outcome(self, game: Game) -> Shuffle:
        """A random shuffle answering the game's current chance request."""
        request = game.chance_request()
        if request is None:
            raise ValueError("the game is not waiting for chance")
        order = list(range(request.size))
        self.rng.shuffle(order)
        return Shuffle(tuple(order))

    def resolve(self, game: Game) -> list[Event]:
        """Answer chance requests until the game waits for a player; returns their events."""
        events: list[Event] = []
        while game.current_player() == CHANCE:
            result = game.apply(self.outcome(game))
            assert not isinstance(result, Rejection), result
            events += result
        return events
