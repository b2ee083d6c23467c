"""Check and summarise every game's content: one module per game, each with check() and stats().

A game module (lexicon/motdit.py, ...) exposes NAME, `check(data_dir=None) -> list[str]` (one
problem per line, [] when all is well), `stats(data_dir=None) -> list[str]`, `parse` and
`summary`. The caller passes the modules: the host's game registry (host.games) lists them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import ModuleType


def check_all(games: Sequence[ModuleType], data_dir: Path | None = None) -> list[str]:
    """Every problem in every game's content, each line prefixed with the game's name."""
    return [f"{game.NAME}: {problem}" for game in games for problem in game.check(data_dir)]


def stats_all(games: Sequence[ModuleType], data_dir: Path | None = None) -> list[str]:
    """Every game's statistics report, one block after the other."""
    return [line for game in games for line in game.stats(data_dir)]


def summary(games: Sequence[ModuleType], data_dir: Path | None = None) -> str:
    """A one-line summary of what passed the check."""
    parts = []
    for game in games:
        lexicon, _ = game.parse(data_dir)
        parts.append(f"{game.NAME} ({game.summary(lexicon)})")
    return "lexicon OK: " + "; ".join(parts)
