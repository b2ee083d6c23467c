"""Odd or Even played whole by the keyboard from the command line, stopped and resumed, and by
simulated players through the real ears: the framework runs a game it has never been told of."""

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


def test_a_game_stopped_mid_round_resumes_where_it_was(odd_even, monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    first = "skip|" + ROUND + "two||"  # a round, and Ann's pick of the next; then no more input
    monkeypatch.setattr("sys.stdin", io.StringIO(first.replace("|", "\n")))
    argv = ["play", "oddeven", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "4"]
    assert main(argv) == 0
    assert "no more input; the game is saved" in capsys.readouterr().out
    (save,) = (tmp_path / "partyhost" / "saves").glob("oddeven-*.json")
    rest = "||" + ROUND.removeprefix("two|||") + ROUND  # Ann is reminded of her pick first
    monkeypatch.setattr("sys.stdin", io.StringIO(rest.replace("|", "\n")))
    assert main(["resume", str(save), "--keyboard", "--mute"]) == 0
    out = capsys.readouterr().out
    assert "Welcome back to Odd or Even!" in out and "Round 2 of 3: picking fingers." in out
    assert out.index("You show two.") < out.index("Bob, how many fingers?")  # her reminder
    assert "Bob wins Odd or Even!" in out and resume(save).game.scores() == (0, 3, 0)


@pytest.mark.slow
def test_a_spoken_party_is_heard_to_its_end(odd_even):
    session = Session(odd_even.new_game(("Irma", "Felix", "Mia")), 5)
    transcript, lines = spoken_party(session, odd_even, Ears("pocketsphinx"), 20.0)
    assert session.game.is_over()
    heard = [line for line in transcript if line.strip().startswith("heard:")]
    assert len(heard) >= 3 * (3 + 3)  # every pick and every vote was spoken and heard
    assert any("Odd or Even!" in line.text for line in lines)
