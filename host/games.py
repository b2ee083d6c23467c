"""The games partyhost can host, by the name their saves carry."""

from __future__ import annotations

from engine.core import Game
from engine.fameus import FameUs
from engine.maury import Maury
from engine.motdit import MotDit

GAMES: dict[str, type[Game]] = {game.name: game for game in (MotDit, Maury, FameUs)}
