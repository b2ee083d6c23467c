"""How long an autosave takes: the median of 30 saves of a Maury game played out at random to
its end (seed 3, three players), the whole game written each time as after every move
(docs/figures.md quotes it).

    PYTHONPATH=. python tools/save_time.py
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from host.games import GAMES
from host.session.session import Session
from tests.engine.random_play import playout

RUNS = 30


def main() -> None:
    """Print the game's size and the median time of one autosave."""
    game = GAMES["maury"].new_game(("Ann", "Bob", "Cy"))
    playout(game, 3)
    with tempfile.TemporaryDirectory() as folder:
        session = Session(game, 1, Path(folder) / "save.json")
        session.save()
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            session.save()
            times.append(time.perf_counter() - start)
    print(f"{len(game.log)} events: {statistics.median(times) * 1000:.1f} ms a save")


if __name__ == "__main__":
    main()
