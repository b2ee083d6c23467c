"""The end of a game on the phones: the table page's final moment (its standings, drawn from
the public events only) becomes every phone's final card."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event, Game
from host.phones.ending import Ending
from host.phones.seats import Seats
from host.screen.boards import Boards
from host.session.session import Session


def ending(game: Game, events: Sequence[Event], boards: Boards) -> Ending | None:
    """How the game ended, if one of `events` ended it (its `boards`' final moment)."""
    if not game.is_over():
        return None  # no view to draw on every move: only the last one ends the game
    view = game.public_view()
    for event in events:
        scene = boards.scene(event, view) if event.public else None
        if scene is not None and scene.kind == "final":
            return Ending(scene.title, scene.lines, scene.standings or ())
    return None


def phones_show_the_end(session: Session, seats: Seats, boards: Boards) -> None:
    """From now on, when the game ends, every phone shows its final card."""

    def watch(game: Game, events: Sequence[Event]) -> None:
        if (end := ending(game, events, boards)) is not None:
            seats.finish(end)

    session.watchers.append(watch)
