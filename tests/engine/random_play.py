"""A seeded random player for property tests: any game, any legal action, sometimes illegal ones."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core import CHANCE, SIMULTANEOUS, TABLE, Action, Game, Rejection
from host.chance import ChanceSampler

Filler = Callable[[Action, random.Random], Action]


def playout(
    game: Game,
    seed: int,
    fill: Filler,
    table_rate: float = 0.05,
    max_steps: int = 5000,
    after_step: Callable[[Game], None] = lambda g: None,
) -> int:
    """Play `game` to its end with random legal actions; returns the number of steps taken.

    `fill` completes an action template from legal_actions (free text, vote lists) and may
    return something illegal on purpose: the engine must then answer with a Rejection.
    """
    rng = random.Random(seed)
    chance = ChanceSampler(seed)
    n = len(game.config.players)
    for step in range(max_steps):
        if game.is_over():
            return step
        if game.current_player() == CHANCE:
            chance.resolve(game)
            after_step(game)
            continue
        actor = game.current_player()
        if actor == SIMULTANEOUS or rng.random() < table_rate:
            candidates = [a for p in [*range(n), TABLE] for a in game.legal_actions(p)]
        else:
            candidates = game.legal_actions(actor) or game.legal_actions(TABLE)
        assert candidates, f"no legal action at step {step}"
        result = game.apply(fill(rng.choice(candidates), rng))
        assert isinstance(result, list | Rejection)
        after_step(game)
    raise AssertionError(f"the game did not end in {max_steps} steps")
