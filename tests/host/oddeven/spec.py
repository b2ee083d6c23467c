"""Odd or Even's one registration: the GameSpec that names every layer of it, and its simulated
players in the simulation's own registry."""

from __future__ import annotations

from host.games import GAMES, GameSpec, register
from host.screen.boards import Boards
from host.sim.registry import PLAYERS, register_players
from tests.host.oddeven import board, hand, lexicon
from tests.host.oddeven.engine import OddEven, OddEvenConfig
from tests.host.oddeven.flow import OddEvenFlow, game_commands
from tests.host.oddeven.phrasebook import BOOK, OddEvenSays
from tests.host.oddeven.players import OddEvenPlayers

ODD_EVEN = GameSpec(
    engine=OddEven,
    new_game=lambda players: OddEven(OddEvenConfig(players, len(lexicon.load()))),
    lexicon=lexicon,
    book=BOOK,
    flow=lambda table: OddEvenFlow(table, lexicon.load()),
    commands=game_commands,
    how_to_play=OddEvenSays.HOW_TO_PLAY,
    rules=OddEvenSays.RULES,
    board=Boards(board.draw, board.scene),
    hand=hand.hand,
    turns=(),
)
"""Odd or Even, as the host knows it."""


def register_odd_even() -> None:
    """Odd or Even among the games, with its simulated players."""
    register(ODD_EVEN)
    register_players(ODD_EVEN.name, OddEvenPlayers)


def unregister_odd_even() -> None:
    """Odd or Even gone from the games and the simulation again."""
    del GAMES[ODD_EVEN.name]
    del PLAYERS[ODD_EVEN.name]
