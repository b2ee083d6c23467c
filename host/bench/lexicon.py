"""`partyhost bench lexicon`: loading all game content, in fresh interpreters and again, against
its first-load budget."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

from host.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
"""Where a fresh interpreter finds the `lexicon` package."""
LOAD_BUDGET = 0.100
"""Seconds allowed for the first load of all game content."""
COLD_LOAD = """
import importlib, sys, time
start = time.perf_counter()
loaders = [importlib.import_module(name) for name in sys.argv[1:]]
imported = time.perf_counter()
for loader in loaders:
    loader.load()
print(imported - start, time.perf_counter() - imported)
"""
"""What each fresh interpreter runs: import the loaders named on its command line, load
everything, print both times."""


def cold_loads(runs: int = 7) -> tuple[float, float]:
    """Median seconds, in fresh interpreters, to import the loaders and to first load everything."""
    times = [
        subprocess.run(
            [sys.executable, "-c", COLD_LOAD, *(s.lexicon.__name__ for s in GAMES.values())],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        for _ in range(runs)
    ]
    return (
        statistics.median(float(t[0]) for t in times),
        statistics.median(float(t[1]) for t in times),
    )


def warm_load(runs: int = 20) -> float:
    """Median seconds to load all content again in this process, which has the loaders."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for spec in GAMES.values():
            spec.lexicon.load()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def report() -> tuple[list[str], bool]:
    """The benchmark's lines, and whether the first load is within its budget."""
    imports, first = cold_loads()
    again = warm_load()
    ok = first < LOAD_BUDGET
    return [
        f"import the loaders (median of 7 fresh runs): {imports * 1000:.1f} ms",
        f"first load of all content (median of 7 fresh runs): {first * 1000:.1f} ms",
        f"load again (median of 20): {again * 1000:.1f} ms; "
        f"first load / again: {first / again:.2f}",
        f"budget {LOAD_BUDGET * 1000:.0f} ms for the first load: {'OK' if ok else 'OVER'} "
        f"(first load / budget: {first / LOAD_BUDGET:.2f})",
    ], ok
