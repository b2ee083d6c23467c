"""`partyhost play`, `resume` and `demo` from the command line: games start, save, resume, and
bad input of every kind is one line with exit status 2."""

from __future__ import annotations

import io
import json

import pytest

from host.cli import main
from host.games import GAMES

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")


@pytest.fixture(autouse=True)
def saves_home(tmp_path, monkeypatch):
    """Saves go to a private data folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path / "partyhost" / "saves"


def typed(monkeypatch, text: str) -> None:
    """What the keyboard will type."""
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_typed_game_saves_when_input_runs_out_and_resumes(game, monkeypatch, capsys, saves_home):
    players = ",".join(NAMES[: GAMES[game].players.start])
    typed(monkeypatch, "")
    assert main(["play", game, "--players", players, "--keyboard", "--mute", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "seed 4" in out and "no more input; the game is saved" in out
    (save,) = saves_home.glob(f"{game}-*.json")
    assert json.loads(save.read_text())["game"] == game
    typed(monkeypatch, "")
    assert main(["resume", str(save), "--keyboard", "--mute"]) == 0
    assert f"resuming {save}" in capsys.readouterr().out


def test_typed_answers_play_the_game(monkeypatch, capsys, saves_home):
    typed(monkeypatch, "\n\n\none\n")  # Enter skips the rules, shows the card, hides it
    main(["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "4"])
    (save,) = saves_home.glob("motdit-*.json")
    actions = json.loads(save.read_text())["host"]["actions"]
    assert any(a["$type"].endswith(".ChooseWord") for a in actions)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "motdit", "--players", "Ann,Bob", "--keyboard"], "takes 3 to 6 players"),
        (["play", "motdit", "--players", "Ann,Ann,Bob", "--keyboard"], "must be different"),
        (["resume"], "no saved game in"),
        (["demo", "--players", "9", "--silent"], "takes 3 to 6 players, not 9"),
    ],
)
def test_bad_input_is_one_line_and_status_two(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_an_unknown_game_is_one_line_and_status_two(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["play", "chess", "--players", "Ann,Bob,Cy"])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and "invalid choice: 'chess'" in err
    assert len(err.strip().splitlines()) == 1


def test_a_damaged_save_is_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert main(["resume", str(bad), "--keyboard"]) == 2
    err = capsys.readouterr().err.strip()
    assert "is damaged" in err and len(err.splitlines()) == 1


def test_a_new_game_starts_its_own_caption_log_and_a_resumed_game_goes_on(tmp_path, monkeypatch):
    save, log = tmp_path / "party.json", tmp_path / "party.captions.txt"
    log.write_text("12:00:00 to everyone: a line of a game whose save is gone\n")
    typed(monkeypatch, "")
    argv = ["--keyboard", "--mute"]
    assert main(["play", "motdit", "--players", "Ann,Bob,Cy", *argv, "--save", str(save)]) == 0
    first = log.read_text()
    assert "whose save is gone" not in first and "Say yes to hear how to play" in first
    typed(monkeypatch, "")
    assert main(["resume", str(save), *argv]) == 0
    again = log.read_text()
    assert again.startswith(first) and len(again.splitlines()) > len(first.splitlines())


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--volume", "5"], "volume must be between 0 and 1"),
        (["--rate", "-100"], "rate must be"),
        (["--answer-window", "-5"], "--answer-window must be from 1 to 60 seconds, not -5"),
        (["--answer-window", "0.5"], "--answer-window must be from 1 to 60 seconds, not 0.5"),
        (["--answer-window", "61"], "--answer-window must be from 1 to 60 seconds, not 61"),
        (["--answer-window", "nan"], "--answer-window must be from 1 to 60 seconds, not nan"),
        (["--answer-window", "inf"], "--answer-window must be from 1 to 60 seconds, not inf"),
        (["--config", "/nonexistent/partyhost.toml"], "no config file"),
    ],
)
def test_a_refused_setting_leaves_no_game_behind(option, message, capsys, saves_home):
    argv = ["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", *option]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1
    assert not saves_home.exists() or not list(saves_home.iterdir())


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--save", "/proc/version"], "saving failed: /proc/version exists"),
        (["--config", "/dev/null/x.toml"], "/dev/null/x.toml"),
    ],
)
def test_a_refused_path_is_named_as_given_and_leaves_nothing(argv, message, capsys, saves_home):
    assert main(["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1
    assert not saves_home.exists() or not list(saves_home.iterdir())


def test_an_empty_save_name_is_refused_by_the_command_line(capsys, saves_home):
    with pytest.raises(SystemExit) as exit:
        main(["play", "motdit", "--players", "Ann,Bob,Cy", "--save", ""])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and "'' is no file name" in err and "PosixPath" not in err


def test_a_config_that_is_no_text_is_named_in_one_line(tmp_path, capsys, saves_home):
    garbage = tmp_path / "garbage.toml"
    garbage.write_bytes(bytes(range(128, 256)))
    argv = ["play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--config", str(garbage)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{garbage}: not a text file" in err and "codec" not in err


def test_say_into_a_folder_and_models_from_a_device_say_what_is_wrong(tmp_path, capsys):
    assert main(["say", "hi", "--mute", "--caption-log", str(tmp_path)]) == 2
    assert f"{tmp_path}: cannot write the caption log there" in capsys.readouterr().err
    assert main(["models", "install", "--from", "/dev/null"]) == 2
    assert "/dev/null: neither a model folder nor a zip file" in capsys.readouterr().err
