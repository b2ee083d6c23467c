"""Names read from a save follow the rules `play` gives them: a save edited (its checksum
recomputed) to name a player with escape sequences, 100,000 characters, a game word or twice
is refused in one line that says why, and no escape byte reaches the terminal."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from host.cli import main
from host.games import GAMES
from host.session.saves import _checksum
from host.session.session import Session

NAMES = ("Ann", "Bob", "Cy")


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A new Mot Dit game, saved with its opening shuffle."""
    session = Session(GAMES["motdit"].new_game(NAMES), 4, tmp_path / "game.json")
    session.start()
    session.save()
    return tmp_path / "game.json"


def renamed(save: Path, name: str) -> Path:
    """`save` with its first player named `name`, its checksum recomputed."""
    data = json.loads(save.read_text())
    data["game_json"]["config"]["players"][0] = name
    data["sha256"] = _checksum(data["game"], data["game_json"], data["host"])
    save.write_text(json.dumps(data))
    return save


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Ann\x1b[31mRED\x1b]0;TITLE\x07", "has a hidden or control character"),
        ("A" * 100_000, "at most 30 characters"),
        ("Nobody", "a word the host listens for"),
        ("bob", "different"),
        ("", "empty"),
    ],
    ids=["escape sequences", "100,000 characters", "a game word", "twice", "empty"],
)
def test_a_save_whose_names_break_the_rules_is_refused_saying_why(
    save: Path, name: str, why: str, capsys, monkeypatch
) -> None:
    before = renamed(save, name).read_bytes()
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["resume", str(save), "--keyboard", "--mute"]) == 2
    out, err = capsys.readouterr()
    assert why in err and str(save) in err and err.count("\n") == 1
    assert not any(c in out + err for c in "\x1b\x07") and len(err) < 500
    assert save.read_bytes() == before


def test_a_player_may_not_be_named_like_an_answer(capsys) -> None:
    argv = ["play", "maury", "--players", "Ann,Nobody,Cy", "--keyboard", "--mute"]
    assert main(argv) == 2
    assert "Nobody is a word the host listens for" in capsys.readouterr().err
