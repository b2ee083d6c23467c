"""One registration a game: each registered game has its kit for the shared suites (tests/kits/,
nothing keyed by game elsewhere in the tests), and each GameSpec carries its board, hand and
simulated players."""

from __future__ import annotations

import pkgutil

import tests.kits
from host.games import GAMES
from host.phones.messages import Hand
from host.screen.board import Board
from host.screen.boards import Boards
from host.sim.registry import simulated
from tests.kits import Kit, kit


def test_every_registered_game_has_a_kit_and_every_kit_a_game():
    kits = {module.name for module in pkgutil.iter_modules(tests.kits.__path__)}
    assert kits == set(GAMES)
    assert all(isinstance(kit(name), Kit) for name in GAMES)


def test_each_game_names_its_board_hand_and_simulated_players_once_in_its_spec():
    for name, spec in GAMES.items():
        assert isinstance(spec.board, Boards), name
        assert callable(spec.board.draw) and callable(spec.board.scene), name
        game = spec.new_game(kit(name).players)
        assert isinstance(spec.hand(game, 0), Hand), name
        assert isinstance(spec.board.draw(game.public_view()), Board), name
        assert callable(simulated(spec)), name
