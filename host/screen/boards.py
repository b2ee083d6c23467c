"""A game's board, as its GameSpec names it: how its public view is drawn and which of its public
events are show moments."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Event
from host.screen.board import Board, Moment


@dataclass(frozen=True)
class Boards:
    """One game's board: `draw(public_view)` and `scene(event, public_view)`."""

    draw: Callable[[Any], Board]
    scene: Callable[[Event, Any], Moment | None]
