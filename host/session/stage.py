"""The show's one clock: what the pages show changes when the host reaches the line that tells it.

The game runs ahead of its voice: an action is applied, its events queued as lines, and the
next question put long before the host has said them. What the table page and the phones show
must not run ahead with it. An observer of the game (the table page, the phones' hands, the
phones' ending) therefore does not change its page when the game changes: it says what it will
show and with which event's lines (a `Reveal`), drawn from the game as it is now; the Stage
holds each reveal until the Table is about to say that event's lines, and then hands it to the
voice's queue (`then`), which makes it just before the line starts. So a found word's moment
comes with "Chin it is!", the next round's board with "Bob, you hold the box", and the Big
Reveal's envelopes one by one, as the host opens them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.core import Event, Game
from host.session.prompt import Prompt
from host.session.prompter import Watcher
from host.voice.announcer import Change


def at_once(change: Change) -> None:
    """Make `change` now (a table with no voice to keep step with)."""
    change()


@dataclass(frozen=True)
class Reveal:
    """A change of what a page shows, and the event whose lines tell it (None: the last event
    of its batch, or at once when the change had no event: an undo, the board first drawn)."""

    show: Change
    event: Event | None = None


Observer = Callable[[Game, Sequence[Event]], Sequence[Reveal]]
"""A page's side of the game: told of every change (the game, the new events, hidden ones
included), what it will show and when; it reads the game now, never later."""


class Stage:
    """Keeps the pages in step with the voice: told of every change by the Table that plays
    the game (its start, each move, an undo), it takes its observers' reveals, and hands each
    to `then` when the Table says the lines of its event."""

    def __init__(
        self,
        then: Callable[[Change], None] = at_once,
        observers: Sequence[Observer] = (),
        questions: Sequence[Watcher] = (),
    ) -> None:
        self.then = then
        """Where a change goes in its turn: the announcer's queue (Announcer.then)."""
        self.observers = tuple(observers)
        self.watchers = tuple(self._in_step(watcher) for watcher in questions)
        """The pages' watchers of the questions put (`questions`), each told in its turn among
        the lines: for the table's prompter."""
        self._pending: list[tuple[int, Change]] = []
        self._batch: Sequence[Event] = ()

    def _in_step(self, watcher: Watcher) -> Watcher:
        """`watcher`, told in its turn: a page shows a question once the host has asked it,
        and takes it away once the lines said before the answer are done."""

        def told(prompts: Sequence[Prompt], seconds: float | None) -> None:
            self.then(lambda: watcher(prompts, seconds))

        return told

    def changed(self, game: Game, events: Sequence[Event]) -> None:
        """The game changed with `events` (none: an undo, or the game as it stands): every
        observer's reveals of the change, held for their lines."""
        self.told()  # a change whose lines were never said is shown before the next one
        self._batch = tuple(events)
        reveals = [reveal for observer in self.observers for reveal in observer(game, events)]
        self._pending = sorted(
            ((self._index(reveal.event), reveal.show) for reveal in reveals),
            key=lambda pending: pending[0],
        )
        if not events:
            self.told()

    def telling(self, event: Event) -> None:
        """The Table is about to say `event`'s lines: what they tell is shown as they start
        (and what the events before it tell, if their lines were not said)."""
        for index, told in enumerate(self._batch):
            if told is event:
                self._release(index)
                return

    def told(self) -> None:
        """Every line of the newest change is said: whatever it shows is shown."""
        self._release(len(self._batch))

    def _index(self, event: Event | None) -> int:
        """Where in the batch a reveal is due: at its event's lines, or at the last event's."""
        if event is None:
            return len(self._batch) - 1
        return next(i for i, told in enumerate(self._batch) if told is event)

    def _release(self, upto: int) -> None:
        due = [change for index, change in self._pending if index <= upto]
        self._pending = [(index, change) for index, change in self._pending if index > upto]
        for change in due:
            self.then(change)
