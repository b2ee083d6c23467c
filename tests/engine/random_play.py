"""The one seeded random player of the engine tests, checking the contract every engine keeps.

Modelled on OpenSpiel's random_sim_test: random legal actions until the game ends, illegal
actions mixed in (each must be refused and change nothing, or be carried out if it happens to
be legal), and optionally one save and reload, after which the reloaded game must play on
exactly as the original does.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable, Sequence
from dataclasses import fields, replace
from enum import Enum
from typing import Any

from engine.core import CHANCE, SIMULTANEOUS, TABLE, Action, Event, Game, Rejection, Shuffle
from host.chance import ChanceSampler

Filler = Callable[[Action, random.Random], Action]


def as_listed(action: Action, rng: random.Random) -> Action:
    """The filler of a game whose legal actions are complete: the action as listed."""
    return action


def playout(
    game: Game,
    seed: int,
    fill: Filler = as_listed,
    table_rate: float = 0.05,
    max_steps: int = 5000,
    after_step: Callable[[Game], None] = lambda g: None,
    illegal_rate: float = 0.0,
    reload_at: int | None = None,
) -> int:
    """Play `game` to its end with random legal actions; returns the number of steps taken.

    `fill` completes an action template from legal_actions (free text, vote lists) and may
    return something illegal on purpose. With `illegal_rate`, that share of the steps first
    offers a mutated action. At step `reload_at`, the game is saved and reloaded, and from
    then on the reloaded copy must answer every action as the original does.
    """
    rng = random.Random(seed)
    chance = ChanceSampler(random.Random(seed))
    n = len(game.config.players)
    offered: list[Action] = []
    twin: Game | None = None
    for step in range(max_steps):
        if game.is_over():
            assert twin is None or twin.to_json() == game.to_json()
            return step
        if step == reload_at:
            twin = type(game).from_json(game.to_json())
            assert twin.to_json() == game.to_json()
        if game.current_player() == CHANCE:
            action: Action = chance.outcome(game)
        else:
            actor = game.current_player()
            if actor == SIMULTANEOUS or rng.random() < table_rate:
                candidates = [a for p in [*range(n), TABLE] for a in game.legal_actions(p)]
            else:
                candidates = game.legal_actions(actor) or game.legal_actions(TABLE)
            assert candidates, f"no legal action at step {step}"
            action = fill(rng.choice(candidates), rng)
        if rng.random() < illegal_rate:
            offer(game, mutated(action, offered, rng), twin)
        offer(game, action, twin)
        offered.append(action)
        after_step(game)
    raise AssertionError(f"the game did not end in {max_steps} steps")


def offer(game: Game, action: Action, twin: Game | None = None) -> list[Event] | Rejection:
    """Offer `action`: check and apply agree, a refusal changes nothing, and `twin` (a reloaded
    copy, if any) answers exactly as `game` does."""
    verdict = game.check(action)
    # Only a refusal needs the costly fingerprint; apply() checks again, so a check that
    # changed the state would still show.
    before = fingerprint(game) if verdict is not None else None
    result = game.apply(action)
    if isinstance(result, Rejection):
        assert result == verdict, (action, result, verdict)
        assert fingerprint(game) == before, f"{action} was refused but changed the game"
    else:
        assert verdict is None and isinstance(result, list), (action, verdict)
    if twin is not None:
        assert twin.apply(action) == result, action
        assert twin.state == game.state, action
    return result


def fingerprint(game: Game) -> tuple[bytes, int]:
    """The state pickled, its log as a length (the log only grows, and events are immutable):
    a change anywhere in it changes the bytes, in a tenth of the time of a deep copy."""
    return pickle.dumps(replace(game.state, log=[])), len(game.state.log)


def mutated(action: Action, earlier: Sequence[Action], rng: random.Random) -> Action:
    """An action that is often illegal: `action` with one field changed, or an earlier one."""
    names = [f.name for f in fields(action)]
    if earlier and (not names or rng.random() < 0.2):
        return rng.choice(earlier)
    if not names:
        return Shuffle(())
    name = rng.choice(names)
    return replace(action, **{name: nonsense(getattr(action, name), rng)})


def nonsense(value: Any, rng: random.Random) -> Any:
    """Another value of the same type as `value`, often out of range; an int for None."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, Enum):
        return rng.choice(list(type(value)))
    if isinstance(value, int):
        return rng.choice((-4, -1, value - 1, value + 1, 10**6))
    if isinstance(value, str):
        return rng.choice(("", " ", value + value, "Ω"))
    if isinstance(value, tuple):
        longer = [(*value, -1)] if all(type(v) is int for v in value) else []
        return rng.choice([(), value[:-1], value + value[:1], *longer])
    return rng.randint(-1, 9)


def state_copy(game: Game) -> Any:
    """A copy of `game`'s state to change secrets in, sharing its log: the events are never
    changed, and copying a long game's log at every check made the playouts slow."""
    log = game.state.log
    return copy.deepcopy(game.state, {id(log): log})
