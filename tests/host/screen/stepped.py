"""A game played in a thread that stops after every change, once the table page shows it, until
the test has looked, so that a test sees the page at every step of a whole game."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence

from engine.core import Event, Game
from host.screen.table import TableScreen
from host.session.session import Session
from host.session.stage import Reveal
from tests.host.phones.browser import Phone

STEP = 30.0
"""Seconds a step may wait for the test to look (a slow page), or the test for a step."""


class Looking:
    """Stops a game after every change, once the table page shows it (its Stage has reached the
    change's last event), until the test has looked: give `observer` to the game's Stage, then
    `play` it."""

    def __init__(self) -> None:
        self._steps: queue.Queue[threading.Event | None] = queue.Queue()
        self._failed: list[BaseException] = []

    def observer(self, _game: Game, events: Sequence[Event]) -> list[Reveal]:
        """A Stage observer: once the page shows a change of the game (not the page's first
        drawing, before the game is played), wait for the test to look."""
        return [Reveal(self._wait)] if events else []

    def _wait(self) -> None:
        if not self._failed:
            go = threading.Event()
            self._steps.put(go)
            go.wait(STEP)

    def play(
        self, session: Session, screen: TableScreen, flow: object, look: Callable[[Game, int], None]
    ) -> int:
        """Run `flow` to the end in a thread; after every change of the game, `look(game,
        version)` while the game waits (`version`: the table state that shows the change). The
        number of looks."""
        failed = self._failed

        def run() -> None:
            try:
                flow.run()  # type: ignore[attr-defined]
            except BaseException as exc:  # reported in the test's thread
                failed.append(exc)
            finally:
                self._steps.put(None)

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        looks = 0
        try:
            while (go := self._steps.get(timeout=STEP)) is not None:
                try:
                    look(session.game, screen.state().as_message()["version"])
                    looks += 1
                except BaseException as exc:
                    failed.append(exc)
                    raise
                finally:
                    go.set()
        finally:
            thread.join(STEP)
        if failed:
            raise failed[0]
        return looks


def shown_version(tv: Phone, version: int) -> None:
    """Wait until the page has drawn the table state `version` (or a later one)."""
    tv.wait(
        lambda page: int(page.run("return document.body.dataset.version")) >= version,
        f"the table state {version}",
    )
