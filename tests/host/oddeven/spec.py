"""Odd or Even's one registration: the GameSpec that names every layer of it."""

from __future__ import annotations

from host.games import GameSpec
from host.screen.boards import Boards
from tests.host.oddeven import board, hand, lexicon
from tests.host.oddeven.engine import OddEven, OddEvenConfig
from tests.host.oddeven.flow import OddEvenFlow, game_commands
from tests.host.oddeven.phrasebook import BOOK, OddEvenSays

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
    simulated="tests.host.oddeven.players:OddEvenPlayers",
)
"""Odd or Even, as the host knows it."""
