"""Check and summarise every game's content: one module per game, each with check() and stats().

A game module (lexicon/motdit.py, ...) exposes NAME, `check(data_dir=None) -> list[str]` (one
problem per line, [] when all is well) and `stats(data_dir=None) -> list[str]`. Add a new game's
module to GAMES and both `partyhost lexicon check` and `partyhost lexicon stats` cover it.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from lexicon import fameus, maury, motdit

GAMES: tuple[ModuleType, ...] = (motdit, maury, fameus)
"""The game content modules, in report order."""


def check_all(data_dir: Path | None = None) -> list[str]:
    """Every problem in every game's content, each line prefixed with the game's name."""
    return [f"{game.NAME}: {problem}" for game in GAMES for problem in game.check(data_dir)]


def stats_all(data_dir: Path | None = None) -> list[str]:
    """Every game's statistics report, one block after the other."""
    return [line for game in GAMES for line in game.stats(data_dir)]


def summary(data_dir: Path | None = None) -> str:
    """A one-line summary of what passed the check."""
    parts = []
    for game in GAMES:
        lexicon, _ = game.parse(data_dir)
        parts.append(f"{game.NAME} ({game.summary(lexicon)})")
    return "lexicon OK: " + "; ".join(parts)
