"""The show in step with the host: the table page, the phones' hands and their ending follow the
game through one Stage, each change shown as the host reaches the line that tells it; the table
page's final moment (its standings, drawn from the public events only) becomes every phone's
final card."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from engine.core import Event, Game
from host.games import GameSpec
from host.phones.cards import dealing
from host.phones.ending import Ending
from host.phones.seats import Seats
from host.screen.boards import Boards
from host.screen.table import TableScreen
from host.session.session import Session
from host.session.stage import Change, Observer, Reveal, Stage, at_once


def the_end(seats: Seats, boards: Boards) -> Observer:
    """A Stage observer: when the game ends, every phone shows its final card (its `boards`'
    final moment), as the line of the event that ends it starts."""

    def observe(game: Game, events: Sequence[Event]) -> list[Reveal]:
        if not game.is_over():
            return []  # no view to draw on every move: only the last one ends the game
        view = game.public_view()
        for event in events:
            scene = boards.scene(event, view) if event.public else None
            if scene is not None and scene.kind == "final":
                end = Ending(scene.title, scene.lines, scene.standings or ())
                return [Reveal(partial(seats.finish, end), event)]
        return []

    return observe


def turning(seats: Seats, turns: tuple[type[Event], ...]) -> Observer:
    """A Stage observer: as the line of an event of the `turns` kinds starts (a new round or
    turn), every phone's private lines told so far move to its history, so that a round's
    secret word is not left as the seat's latest line in the rounds after."""

    def observe(_game: Game, events: Sequence[Event]) -> list[Reveal]:
        return [Reveal(seats.turn_over, event) for event in events if isinstance(event, turns)]

    return observe


def in_step(
    session: Session,
    screen: TableScreen | None,
    seats: Seats | None,
    spec: GameSpec,
    then: Callable[[Change], None] = at_once,
    more: Sequence[Observer] = (),
) -> Stage:
    """The Stage that keeps the table page (if any), the phones at `seats` (if any) and `more`
    observers in step with the host's lines of the game `spec`, each change going to `then`
    in its turn (the announcer's queue): the pages show `session`'s game as it stands at once,
    the table given the Stage tells it every change from then on, and its `watchers` show the
    table's questions in step too."""
    observers: list[Observer] = [] if screen is None else [screen.staged]
    if seats is not None:
        observers += [turning(seats, spec.turns), dealing(seats, spec.hand)]
        observers.append(the_end(seats, spec.board))
    observers += more
    stage = Stage(then, observers, () if screen is None else (screen.asking,))
    stage.changed(session.game, ())
    return stage
