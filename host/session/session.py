"""A game in progress: the engine game, its seeded randomness, the action log, autosave, undo."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.codec import decode, encode
from engine.core import CHANCE, Action, Event, Game, Rejection, Shuffle
from host.chance import ChanceSampler
from host.session.saves import Save, SaveError, read_save, write_save

RNG_NAMES = ("chance", "phrases", "players")
"""Every random stream of a party, each seeded from the party's seed; all are saved."""


class Session:
    """Runs one game: applies actions, answers chance, autosaves after every change, undoes."""

    def __init__(self, game: Game, seed: int, save_path: Path | None = None) -> None:
        self.game = game
        self.seed = seed
        self.save_path = save_path
        self.actions: list[Action] = []
        self.rngs = {name: random.Random(f"{seed}:{name}") for name in RNG_NAMES}
        self.chance = ChanceSampler(seed)
        self.chance.rng = self.rngs["chance"]

    def start(self) -> list[Event]:
        """Answer the set-up chance steps; the game then waits for a player."""
        events = self._resolve_chance()
        self.save()
        return events

    def apply(self, action: Action) -> list[Event] | Rejection:
        """Apply a player's or the table's action, then any chance it calls for; autosave."""
        result = self.game.apply(action)
        if isinstance(result, Rejection):
            return result
        self.actions.append(action)
        result += self._resolve_chance()
        self.save()
        return result

    def _resolve_chance(self) -> list[Event]:
        events: list[Event] = []
        while self.game.current_player() == CHANCE:
            shuffle = self.chance.outcome(self.game)
            events += self._applied(shuffle)
        return events

    def _applied(self, action: Action) -> list[Event]:
        result = self.game.apply(action)
        assert not isinstance(result, Rejection), result
        self.actions.append(action)
        return result

    def undo(self) -> bool:
        """Take back the last player or table action (and the chance it caused); False if none."""
        players = [i for i, a in enumerate(self.actions) if not isinstance(a, Shuffle)]
        if not players:
            return False
        keep = self.actions[: players[-1]]
        self.game = type(self.game)(self.game.config)
        self.actions = []
        for action in keep:
            self._applied(action)
        self.save()
        return True

    def save(self) -> None:
        """Write the autosave, if this session has a save file."""
        if self.save_path is None:
            return
        host = {
            "seed": self.seed,
            "actions": encode(self.actions),
            "rngs": {name: encode(rng.getstate()) for name, rng in self.rngs.items()},
        }
        write_save(self.save_path, Save(self.game.name, json.loads(self.game.to_json()), host))

    @classmethod
    def resume(cls, path: Path, games: Mapping[str, type[Game]]) -> Session:
        """Continue a saved game exactly where it stopped (`games`: the engines by name);
        SaveError if the save is unusable."""
        save = read_save(path)
        game_type = games.get(save.game)
        if game_type is None:
            raise SaveError(f"{path} holds an unknown game {save.game!r}")
        try:
            game = game_type.from_json(json.dumps(save.game_json))
            session = cls(game, int(save.host["seed"]), path)
            session.actions = decode(list[Action], save.host["actions"])
            for name, state in save.host["rngs"].items():
                session.rngs[name].setstate(_rng_state(state))
        except (ValueError, KeyError, TypeError) as exc:
            raise SaveError(f"{path} cannot be resumed: {exc}") from None
        return session


def _rng_state(data: Any) -> tuple:
    version, internal, gauss = data
    return (version, tuple(internal), gauss)
