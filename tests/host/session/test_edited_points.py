"""A save edited to give a player points (issue 35), in every game: by hand (the checksum no
longer matches) or with the checksum recomputed (the actions replayed do not give that game).
Refused in one line naming the file, which is left as it was; the game resumes from the
previous save if there is one."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from host.cli import main
from host.games import GAMES, resume
from host.session.saves import _checksum
from tests.host.sim.runner import new_session, play
from tests.kits import kit

SEED = 21


@pytest.fixture(scope="module", params=list(GAMES))
def finished(request, tmp_path_factory) -> Path:
    """A game played to its end and saved (with its .prev)."""
    save = tmp_path_factory.mktemp(request.param) / f"{request.param}.json"
    with contextlib.redirect_stdout(io.StringIO()):
        play(new_session(request.param, SEED, save))
    return save


def with_points(save: Path, folder: Path, resign: bool) -> Path:
    """A copy of `save` (and its .prev) edited to give the first player points; its checksum
    recomputed if `resign`."""
    data = json.loads(save.read_text())
    kit(data["game"]).give(data["game_json"]["state"])
    if resign:
        data["sha256"] = _checksum(data["game"], data["game_json"], data["host"])
    edited = folder / save.name
    edited.write_text(json.dumps(data))
    prev = save.with_name(save.name + ".prev")
    edited.with_name(edited.name + ".prev").write_bytes(prev.read_bytes())
    return edited


@pytest.mark.parametrize(
    ("resign", "why"), [(False, "checksum mismatch"), (True, "not what its actions")]
)
def test_points_given_in_a_save_are_refused_in_one_line(finished, tmp_path, capsys, resign, why):
    edited = with_points(finished, tmp_path, resign)
    before = edited.read_bytes()
    assert main(["resume", str(edited), "--keyboard", "--mute"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert why in err and str(edited) in err
    if not resign:
        assert "previous good save" in err
    assert edited.read_bytes() == before
    assert resume(edited.with_name(edited.name + ".prev")).game.scores() is not None
