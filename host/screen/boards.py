"""A game's board, as its GameSpec names it: how its public view is drawn and which of its public
events are show moments."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Event
from host.screen.board import Board, Moment


@dataclass(frozen=True)
class Boards:
    """One game's board: `draw(public_view)`, `scene(event, public_view)`, and the public view
    as the table knows it partway through the events of one change."""

    draw: Callable[[Any], Board]
    scene: Callable[[Event, Any], Moment | None]
    told: Callable[[Any, Sequence[Event]], Any] = lambda view, told: None
    """The public view once only `told`, the first of the newest events, have been said (the
    Big Reveal's envelopes one by one), or None: the board stays as it was until the last."""
