"""A full disk loses no move: on a small real tmpfs filled mid-game, the game goes on in memory,
the table is told once, every move is in the save once there is room again, and a disk still
full at the exit gets the whole game saved in the temporary folder."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from host.cli.demo import NAMES
from host.cli.play import saved_in
from host.games import GAMES, Asking
from host.phrasebook.table_says import TableSays
from host.session.saves import read_save
from host.session.session import Session
from host.session.stage import Reveal, Stage
from host.sim.party import text_table
from host.voice.line import Line
from tests.host.disk import fill, small_disk

SPEC = GAMES["motdit"]
DISK = "4m"
"""The tmpfs's size: room for a save, its previous copy and the file being written."""
FULL_AT, ROOM_AT = 5, 10
"""The moves after which the disk is filled, and then emptied again."""


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """A small tmpfs of its own, mounted for the test (a real disk that can fill up)."""
    with small_disk(tmp_path / "disk", DISK) as folder:
        yield folder


def game_on(disk: Path, free_at: int | None) -> tuple[Session, list[str]]:
    """A whole simulated Mot Dit game autosaved on `disk`, filled after move FULL_AT and made
    room on after `free_at` (never, if None); the session and what the table said."""
    session = Session(SPEC.new_game(NAMES[:3]), 5, disk / "game.json")
    session.save()
    said: list[Line] = []
    filler: list[Path] = []

    def disk_keeper(_game, _events) -> list[Reveal]:
        moves = len(session.actions)
        if moves >= FULL_AT and not filler:
            filler.append(fill(disk))
        elif free_at is not None and moves >= free_at and filler[0].exists():
            filler[0].unlink()
        return []

    asking = Asking(stage=Stage(observers=[disk_keeper]))  # told of each move as it is made
    SPEC.flow(text_table(session, SPEC, say=said.append, asking=asking)).run()
    assert session.game.is_over() and filler
    return session, [line.text for line in said]


def test_a_disk_full_mid_game_loses_no_move(disk: Path) -> None:
    session, said = game_on(disk, ROOM_AT)
    told = [line for line in said if line in (TableSays.CANNOT_SAVE_FULL, TableSays.SAVED_AGAIN)]
    assert told == [TableSays.CANNOT_SAVE_FULL, TableSays.SAVED_AGAIN]
    assert session.unsaved is None
    saved = read_save(disk / "game.json")
    assert saved.game_json == json.loads(session.game.to_json())  # every move, once


def test_a_disk_still_full_at_the_exit_gets_the_game_saved_elsewhere(
    disk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    session, said = game_on(disk, None)
    assert said.count(TableSays.CANNOT_SAVE_FULL) == 1 and TableSays.SAVED_AGAIN not in said
    assert session.unsaved is not None and session.unsaved.full
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(elsewhere))
    rescued = saved_in(session)
    assert rescued.parent == elsewhere
    assert read_save(rescued).game_json == json.loads(session.game.to_json())
    assert read_save(disk / "game.json").game_json != json.loads(session.game.to_json())
    err = capsys.readouterr().err
    assert "the disk is full" in err and f"partyhost resume {rescued}" in err
    assert len(err.strip().splitlines()) == 1
