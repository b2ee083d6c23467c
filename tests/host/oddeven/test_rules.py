"""Odd or Even keeps the contract of every game (the engine conformance suite), has a line for
every event (the phrasebook suite), and its content is checked like the shipped games'
(`partyhost lexicon check`); its board follows a whole game (the boards' suite)."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from host.cli import main
from tests.engine.random_play import as_listed
from tests.engine.test_conformance import Contract, keeps_the_contract
from tests.host.oddeven.engine import OddEven
from tests.host.oddeven.spec import ODD_EVEN
from tests.host.phrasebook.test_engines import has_a_line_for_every_event
from tests.host.screen.test_boards import board_follows_a_playout


def pick_changed(game: OddEven, player: int) -> OddEven | None:
    """The game with `player` showing other fingers, if they have picked this round."""
    if player not in game.state.picks:
        return None
    state = copy.deepcopy(game.state)
    state.picks[player] = state.picks[player] % game.config.most + 1
    return OddEven(game.config, state)


@settings(deadline=None, max_examples=40)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_random_playouts_keep_the_contract(seed: int, data: st.DataObject) -> None:
    keeps_the_contract(ODD_EVEN, Contract(as_listed, pick_changed), seed, data)


def test_every_event_has_a_line():
    has_a_line_for_every_event(ODD_EVEN)


def test_the_board_follows_a_whole_game():
    def check(game: OddEven, board: dict) -> None:
        assert [int(p["value"]) for p in board["players"]] == list(game.scores())
        picked = board["sections"][0]["items"][0][1] if board["sections"] else ""
        assert all(
            name in picked for p, name in enumerate(game.config.players) if p in game.state.picks
        )

    assert board_follows_a_playout(ODD_EVEN, as_listed, check) == {"scored", "final"}


def test_the_content_checker_reads_its_numbers_and_names_a_gap(odd_even, tmp_path, capsys):
    assert main(["lexicon", "check"]) == 0
    assert "Odd or Even (hands of 1 to 3 fingers)" in capsys.readouterr().out
    (tmp_path / "numbers.tsv").write_text("fingers\tword\n1\tone\n3\tthree\n")
    assert ODD_EVEN.lexicon.check(tmp_path) == ["numbers.tsv:3: fingers number '3' should be 2"]
