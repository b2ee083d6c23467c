"""The games partyhost can host, by the name their saves carry."""

from __future__ import annotations

from engine.core import Game
from engine.motdit import MotDit

GAMES: dict[str, type[Game]] = {MotDit.name: MotDit}
