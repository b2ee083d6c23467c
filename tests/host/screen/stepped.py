"""A game played in a thread that stops after every change until the test has looked at the
table page, so that a test sees the page at every step of a whole game."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

from engine.core import Game
from host.screen.table import TableScreen
from host.session.session import Session
from tests.host.phones.browser import Phone

STEP = 30.0
"""Seconds a step may wait for the test to look (a slow page), or the test for a step."""


def play_looking(
    session: Session, screen: TableScreen, flow: object, look: Callable[[Game, int], None]
) -> int:
    """Run `flow` to the end in a thread; after every change of the game, `look(game,
    version)` while the game waits (`version`: the table state that shows the change). The
    number of looks."""
    steps: queue.Queue[tuple[int, threading.Event] | None] = queue.Queue()
    failed: list[BaseException] = []

    def watcher(_game: Game, _events: object) -> None:
        if not failed:
            go = threading.Event()
            steps.put((screen.state().as_message()["version"], go))
            go.wait(STEP)

    def run() -> None:
        try:
            flow.run()  # type: ignore[attr-defined]
        except BaseException as exc:  # reported in the test's thread
            failed.append(exc)
        finally:
            steps.put(None)

    session.watchers.append(watcher)
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    looks = 0
    try:
        while (step := steps.get(timeout=STEP)) is not None:
            version, go = step
            try:
                look(session.game, version)
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
