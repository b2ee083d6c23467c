"""A first-time table at the command line: names as people type them, the room checked before
the first line, a resumed game welcomed back, a finished one said to be over."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from host.cli import main
from host.cli.doctor import NO_MICROPHONE
from host.games import GAMES
from host.session.session import Session
from host.sim.party import text_table

LEGACY = Path(__file__).resolve().parents[1] / "session" / "data" / "saves_v1"


@pytest.fixture(autouse=True)
def saves_home(tmp_path, monkeypatch):
    """Saves go to a private data folder; the keyboard types nothing unless a test says so."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    return tmp_path / "partyhost" / "saves"


def test_players_separated_by_spaces_are_understood(capsys, saves_home):
    assert main(["play", "motdit", "--players", "Ann Bob Cy", "--keyboard", "--mute"]) == 0
    (save,) = saves_home.glob("motdit-*.json")
    assert '"Ann", "Bob", "Cy"' in save.read_text() or '["Ann","Bob","Cy"]' in save.read_text()


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ("Ann,,Bob", "has an empty name"),
        ("Ann Bob", "Maudit Mot Dit takes 3 to 6 players; --players gave 2: Ann, Bob"),
    ],
)
def test_players_that_are_no_table_say_what_was_wrong(players, message, capsys):
    assert main(["play", "motdit", "--players", players, "--keyboard"]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_no_microphone_means_typed_answers_said_before_the_first_line(monkeypatch, capsys):
    monkeypatch.setattr("host.cli.play.has_microphone", lambda: False)
    assert main(["play", "motdit", "--players", "Ann,Bob,Cy", "--mute"]) == 0
    out = capsys.readouterr().out
    assert NO_MICROPHONE in out
    assert out.index(NO_MICROPHONE) < out.index("Say yes to hear how to play")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_resumed_game_welcomes_the_table_back(name, tmp_path, capsys):
    save = tmp_path / f"{name}.json"
    shutil.copy(LEGACY / f"{name}.json", save)
    assert main(["resume", str(save), "--keyboard", "--mute"]) == 0
    out = capsys.readouterr().out
    assert f"Welcome back to {GAMES[name].title}!" in out


def test_a_finished_game_says_it_is_over_and_gives_its_result(tmp_path, capsys):
    spec = GAMES["fameus"]
    save = tmp_path / "over.json"
    session = Session(spec.new_game(("Ann", "Bob", "Cy", "Dee")), 3, save)
    spec.flow(text_table(session, spec)).run()
    assert session.game.is_over()
    assert main(["resume", str(save), "--keyboard", "--mute"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "This game of Fame Us is already over:" in out


def test_doctor_names_what_the_host_will_use_in_words_and_ends_with_a_verdict(capsys):
    status = main(["doctor", "--mute", "--keyboard"])  # no "say hello" check
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[:4]] == [
        "speaker",
        "microphone",
        "recognizer",
        "voice",
    ]
    assert lines[2] == "recognizer: Whisper tiny.en, shipped with partyhost"
    assert "Synth" not in lines[3] and "site-packages" not in "".join(lines)
    assert (status, lines[4].split(":")[0]) in ((0, "ready"), (1, "to fix"))
    assert len(lines) == 5
