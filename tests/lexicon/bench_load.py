"""Benchmark: how long loading all lexicon content takes (budget: 100 ms). Not a test.

    .venv/bin/python tests/lexicon/bench_load.py

Prints, as medians over fresh interpreters: the time to import the loaders (mostly the engine's
modules, not content), and the time of the first load of all content (reading and checking the
data files: what the budget is for); then the best time to load again in one process.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository."""
BUDGET = 0.100
"""Seconds allowed for loading all content."""
COLD = """
import time
start = time.perf_counter()
from lexicon.check import GAMES
imported = time.perf_counter()
for game in GAMES:
    game.load()
print(imported - start, time.perf_counter() - imported)
"""
"""What each fresh interpreter runs: import the loaders, load everything, print both times."""


def cold(runs: int = 7) -> tuple[float, float]:
    """Median seconds, in fresh interpreters, to import the loaders and to first load everything."""
    runs_out = [
        subprocess.run(
            [sys.executable, "-c", COLD], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
        for _ in range(runs)
    ]
    return (
        statistics.median(float(r[0]) for r in runs_out),
        statistics.median(float(r[1]) for r in runs_out),
    )


def warm(runs: int = 20) -> float:
    """Best seconds to load all content again in a process that already imported the loaders."""
    sys.path.insert(0, str(ROOT))
    from lexicon.check import GAMES

    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        for game in GAMES:
            game.load()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    """Print both timings against the budget."""
    imports, first = cold()
    again = warm()
    print(f"import the loaders (median of 7 fresh runs): {imports * 1000:.1f} ms")
    print(f"first load of all content (median of 7 fresh runs): {first * 1000:.1f} ms")
    print(f"load again (best of 20): {again * 1000:.1f} ms")
    print(f"budget {BUDGET * 1000:.0f} ms for the first load: {'OK' if first < BUDGET else 'OVER'}")
    return 0 if first < BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
