"""One registration a game: every view of the games that the host and the tests keep by name
covers exactly the games of host.games.GAMES, and each GameSpec carries its board and hand."""

from __future__ import annotations

from host.games import GAMES
from host.phones.messages import Hand
from host.screen.board import Board
from host.screen.boards import Boards
from host.sim.registry import simulated
from tests.engine.test_conformance import CONTRACTS
from tests.engine.test_public_views import FILLERS as VIEW_FILLERS
from tests.host.flows.test_result import SHORT
from tests.host.phones.test_any_answer import KINDS
from tests.host.phones.test_any_answer import PLAYERS as ODD_TEXT_PLAYERS
from tests.host.phones.test_phone_games import PLAYERS as PHONE_PLAYERS
from tests.host.screen.games import PLAYERS
from tests.host.screen.test_boards import CHECKS, MOMENTS
from tests.host.screen.test_boards import FILLERS as BOARD_FILLERS
from tests.host.session.test_command_phrases import ANSWERS
from tests.host.session.test_edited_points import GIVE


def test_every_table_keyed_by_game_covers_exactly_the_registered_games():
    registered = set(GAMES)
    tables = {
        "conformance contracts": CONTRACTS,
        "public view fillers": VIEW_FILLERS,
        "board fillers": BOARD_FILLERS,
        "board checks": CHECKS,
        "table screen players": PLAYERS,
        "board moments": MOMENTS,
        "short games": SHORT,
        "edits that give the win": GIVE,
        "spoken command answers": ANSWERS,
        "phone game players": PHONE_PLAYERS,
        "odd-text players": ODD_TEXT_PLAYERS,
        "odd-text question kinds": KINDS,
    }
    for what, table in tables.items():
        assert set(table) == registered, f"{what}: {sorted(table)} for {sorted(registered)}"


def test_each_game_names_its_board_hand_and_simulated_players_once_in_its_spec():
    for name, spec in GAMES.items():
        assert isinstance(spec.board, Boards), name
        assert callable(spec.board.draw) and callable(spec.board.scene), name
        game = spec.new_game(PLAYERS[name])
        assert isinstance(spec.hand(game, 0), Hand), name
        assert isinstance(spec.board.draw(game.public_view()), Board), name
        assert callable(simulated(spec)), name
