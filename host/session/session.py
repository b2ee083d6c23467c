"""A game in progress: the engine game, its seeded randomness, the action log, autosave, undo."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from typing import Any

from engine.codec import decode, encode
from engine.core import CHANCE, Action, Event, Game, Rejection, Shuffle
from host.chance import ChanceSampler
from host.one_line import one_line
from host.session.names import name_problem
from host.session.saves import Save, SaveError, Stamp, create_save, read_save, write_save

RNG_NAMES = ("chance", "phrases", "players")
"""Every random stream of a party, each seeded from the party's seed; all are saved."""
SHORT = 200
"""The most characters of an engine's complaint about a save that a refusal quotes."""
SEEDS = range(-(2**63), 2**64)
"""The seeds a save may hold (the command line's are far smaller)."""


class Undo(Enum):
    """What an undo did."""

    DONE = "done"
    NOTHING = "nothing to undo"
    REVEALED = "a secret was revealed since"


class Session:
    """Runs one game: applies actions, answers chance, autosaves after every change, undoes."""

    def __init__(self, game: Game, seed: int, save_path: Path | None = None) -> None:
        self.game = game
        self.seed = seed
        self.save_path = save_path
        self.actions: list[Action] = []
        self.rngs = {name: random.Random(f"{seed}:{name}") for name in RNG_NAMES}
        self.chance = ChanceSampler(self.rngs["chance"])
        self.saved = False
        """Whether the save file is this game's: its first save is created, never overwrites."""
        self._left: frozenset[Stamp] = frozenset()
        """The save files as the last autosave left them (they need no check while so)."""
        self.unsaved: SaveError | None = None
        """Why the last autosave failed, the game kept in memory and saved again after every
        change; None while the save file holds the whole game."""

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

    def undo(self) -> Undo:
        """Take back the last player or table action (and the chance it caused), unless that
        would take the table back to before a secret it has heard revealed."""
        undone = self._undone()
        if isinstance(undone, Undo):
            return undone
        self.game, self.actions = undone
        self.save()
        return Undo.DONE

    def can_undo(self) -> Undo:
        """What `undo` would do now (DONE: it can), without doing it."""
        undone = self._undone()
        return undone if isinstance(undone, Undo) else Undo.DONE

    def _undone(self) -> Undo | tuple[Game, list[Action]]:
        """The game and actions once the last player or table action is taken back, or why
        it cannot be."""
        players = [i for i, a in enumerate(self.actions) if not isinstance(a, Shuffle)]
        if not players:
            return Undo.NOTHING
        keep = self.actions[: players[-1]]
        game = type(self.game)(self.game.config)
        for action in keep:
            assert not isinstance(game.apply(action), Rejection)
        if any(event.reveals for event in self.game.log[len(game.log) :]):
            return Undo.REVEALED
        return game, list(keep)

    def save(self, numbered: bool = False) -> None:
        """Write the autosave, if this session has a save file. The first save creates a new
        file (with `numbered`, at a free numbered name), SaveError if it cannot; a later one
        that fails leaves the game in memory and says why in `unsaved`."""
        if self.save_path is None:
            return
        if not self.saved:
            self.save_path = create_save(self.save_path, self._save(), numbered)
            self.saved = True
            return
        try:
            self._left = write_save(self.save_path, self._save(), self._left)
        except SaveError as exc:
            self.unsaved = exc
        else:
            self.unsaved = None

    def rescue(self, folder: Path) -> Path:
        """Write the game as a new save in `folder` (its autosave having failed); the path
        written, SaveError if that fails too."""
        assert self.save_path is not None
        return create_save(folder / self.save_path.name, self._save(), numbered=True)

    def _save(self) -> Save:
        host = {
            "seed": self.seed,
            "actions": encode(self.actions),
            "rngs": {name: encode(rng.getstate()) for name, rng in self.rngs.items()},
        }
        return Save(self.game.name, json.loads(self.game.to_json()), host)

    @classmethod
    def resume(cls, path: Path, games: Mapping[str, type[Game]]) -> Session:
        """Continue a saved game exactly where it stopped (`games`: the engines by name): the
        save is checked against its schema, then its game is rebuilt by replaying its actions
        and must equal the saved game. SaveError, in one line naming `path`, if anything fails."""
        save = read_save(path)
        game_type = games.get(save.game)
        if game_type is None:
            raise SaveError(f"{path} holds an unknown game {save.game!r}")
        seed, actions, rngs = _host_parts(path, save.host)
        try:
            saved = game_type.from_json(json.dumps(save.game_json))
            session = cls(game_type(saved.config), seed, path)
            for number, action in enumerate(actions, start=1):
                if isinstance(refused := session.game.apply(action), Rejection):
                    raise ValueError(f"its action {number} is refused on replay ({refused})")
            session.actions = actions
            replayed = session.game.state == saved.state
        # The engines trust their own data; a save is the user's file, so whatever its
        # content makes them raise is one more way for it to be unusable.
        except Exception as exc:
            raise _unresumable(path, exc) from None
        if not replayed:
            raise SaveError(f"{path} cannot be resumed: its game is not what its actions give")
        if (problem := name_problem(session.game.config.players)) is not None:
            raise SaveError(f"{path} cannot be resumed: {problem}")
        for name, state in rngs.items():
            session.rngs[name].setstate(state)
        session.saved = True
        return session


def _host_parts(path: Path, host: dict[str, Any]) -> tuple[int, list[Action], dict[str, tuple]]:
    """The seed, actions and random states of a save's host part; SaveError if any is bad."""
    seed, rngs = host.get("seed"), host.get("rngs")
    if type(seed) is not int or seed not in SEEDS:
        raise SaveError(f"{path} cannot be resumed: its seed {str(seed)[:20]!r} is no seed")
    if not isinstance(rngs, dict) or sorted(rngs) != sorted(RNG_NAMES):
        raise SaveError(f"{path} cannot be resumed: it lacks the random states {RNG_NAMES}")
    try:
        actions = decode(list[Action], host.get("actions"))
        states = {name: _rng_state(state) for name, state in rngs.items()}
        for state in states.values():
            random.Random().setstate(state)
    except (ValueError, TypeError, OverflowError) as exc:
        raise _unresumable(path, exc) from None
    return seed, actions, states


def _unresumable(path: Path, exc: Exception) -> SaveError:
    """The refusal of the save at `path`, quoting what went wrong in one short line."""
    return SaveError(f"{path} cannot be resumed: {one_line(str(exc) or type(exc).__name__, SHORT)}")


def _rng_state(data: Any) -> tuple:
    if not isinstance(data, list) or len(data) != 3 or not isinstance(data[1], list):
        raise ValueError("a random state is not [version, [numbers], gauss]")
    version, internal, gauss = data
    return (version, tuple(internal), gauss)
