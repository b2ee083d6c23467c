"""The phrasebook: engine events turned into the host's spoken lines, one module per game.

`for_game(name, players, rng, config=...)` loads `host.phrasebook.<name>` (the engine's
Game.name) and its `BOOK`; a new game plugs in by adding its module, nothing else. Games
whose events name cards by number (The Maury Game) need the game's config.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping, Sequence
from typing import Any

from host.phrasebook.core import Book, Phrasebook


def book(game: str) -> Book:
    """The phrase book of the game named `game`; ValueError if it has none yet."""
    module_name = f"{__name__}.{game}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise ValueError(f"no phrasebook for the game {game!r}") from None
    return module.BOOK


def for_game(
    game: str,
    players: Sequence[str],
    rng: random.Random,
    say_as: Mapping[str, str] | None = None,
    config: Any = None,
) -> Phrasebook:
    """A phrasebook for `game` at a table of `players`, its variants drawn from `rng`."""
    return Phrasebook(book(game), players, rng, say_as, config)
