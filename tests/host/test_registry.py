"""One registration a game: each registered game has its kit for the shared suites (tests/kits/,
nothing keyed by game elsewhere in the tests), each GameSpec carries its board and hand, and the
simulation's own registry its simulated players."""

from __future__ import annotations

import pkgutil

import pytest

import tests.kits
from host.games import GAMES
from host.phones.messages import Hand
from host.screen.board import Board
from host.screen.boards import Boards
from host.sim.registry import PLAYERS, register_players, simulated
from tests.kits import Kit, kit


def test_every_registered_game_has_a_kit_and_every_kit_a_game():
    kits = {module.name for module in pkgutil.iter_modules(tests.kits.__path__)}
    assert kits == set(GAMES)
    assert all(isinstance(kit(name), Kit) for name in GAMES)


def test_each_game_names_its_board_and_hand_in_its_spec_and_has_simulated_players():
    for name, spec in GAMES.items():
        assert isinstance(spec.board, Boards), name
        assert callable(spec.board.draw) and callable(spec.board.scene), name
        game = spec.new_game(kit(name).players)
        assert isinstance(spec.hand(game, 0), Hand), name
        assert isinstance(spec.board.draw(game.public_view()), Board), name
        assert callable(simulated(spec)), name


def test_the_simulated_players_are_registered_once_for_a_registered_game_only():
    assert set(PLAYERS) == set(GAMES)
    with pytest.raises(ValueError, match="has simulated players already"):
        register_players("motdit", PLAYERS["motdit"])
