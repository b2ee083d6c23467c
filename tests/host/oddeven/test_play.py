"""Odd or Even played whole by the keyboard from the command line, and by simulated players
through the real ears: the framework runs a game it has never been told of."""

from __future__ import annotations

import io

import pytest

from host.cli import main
from host.ears import Ears
from host.games import resume
from host.session.session import Session
from tests.host.oddeven.engine import RoundScored
from tests.host.sim.helpers import spoken_party

ROUND = "two|||three|||one|||odd|even|odd|"
"""One round typed: each pick with Enter to show and to hide it on the look-away terminal,
then each vote."""


def test_a_whole_game_is_typed_at_the_keyboard(odd_even, monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO(("skip|" + ROUND * 3).replace("|", "\n")))
    argv = ["play", "oddeven", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "4"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Bob wins Odd or Even!" in out  # two and three and one make six: even, three times
    (save,) = (tmp_path / "partyhost" / "saves").glob("oddeven-*.json")
    game = resume(save).game  # the save reads back through the registry like any game's
    assert game.is_over() and game.scores() == (0, 3, 0)
    assert [e.right for e in game.log if isinstance(e, RoundScored)] == [(1,)] * 3


@pytest.mark.slow
def test_a_spoken_party_is_heard_to_its_end(odd_even):
    session = Session(odd_even.new_game(("Irma", "Felix", "Mia")), 5)
    transcript, lines = spoken_party(session, odd_even, Ears("pocketsphinx"), 20.0)
    assert session.game.is_over()
    heard = [line for line in transcript if line.strip().startswith("heard:")]
    assert len(heard) >= 3 * (3 + 3)  # every pick and every vote was spoken and heard
    assert any("Odd or Even!" in line.text for line in lines)
