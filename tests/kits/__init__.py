"""What the shared suites need of each shipped game, one module per game (`tests/kits/<name>.py`
and its KIT), found by the game's name: a new game brings its kit, and no suite is edited."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from importlib import import_module
from typing import Any

from engine.core import Game
from tests.engine.random_play import Filler


@dataclass(frozen=True)
class Kit:
    """One game's part in the shared suites."""

    fill: Filler
    """Completes a legal action template (free text, votes), sometimes illegally: how a random
    playout plays the game (the conformance, public view and board suites)."""
    secrets_changed: Callable[[Any, int], Game | None]
    """A copy of the game differing only in player p's secrets (None if p has none now)."""
    board_check: Callable[[Any, dict], None]
    """Checks the facts the board promises, as the page gets it, against the game."""
    moments: frozenset[str]
    """The event types a playout must show as a moment on the board."""
    players: tuple[str, ...]
    """The table of the screen's, phones' and odd-text tests."""
    short: Callable[[tuple[str, ...]], Game]
    """A new game on the shipped rules that simulated players play to its end in seconds."""
    screened: Callable[[Game], Game]
    """A new game of `players` made short for the table page's tests."""
    own_cards: Callable[[Any, int], set[int]]
    """The cards a seat may see in its own hand now, as its own view has them."""
    kinds: frozenset[StrEnum]
    """The game's own kinds of question a phone is asked."""
    answers: tuple[tuple[str, ...], tuple[str, ...]]
    """The game's answers at one prompt, and those of them spoken to it (never heard as a
    command)."""
    give: Callable[[dict], None]
    """Edits a save's game state to give the first player the win."""


def kit(name: str) -> Kit:
    """The kit of the game called `name` (ModuleNotFoundError if it has none)."""
    return import_module(f"{__name__}.{name}").KIT


def more(key: str) -> Callable[[dict], None]:
    """A save edit giving the first player 50 more of `key` (points, envelopes)."""

    def edit(state: dict) -> None:
        state[key][0] += 50

    return edit


def section(board: dict, kind: str, title: str | None = None) -> dict | None:
    """The board's first section of `kind` (and `title`), as the page gets it, if any."""
    return next(
        (s for s in board["sections"] if s["kind"] == kind and title in (None, s["title"])),
        None,
    )
