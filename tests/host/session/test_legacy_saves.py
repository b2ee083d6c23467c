"""Saves written before the engines became packages still resume and play on to their end.

data/saves_v1 holds one mid-game save per game, written by main 41bc03b (save version 1, game
JSON of format 1 with module-path tags such as "engine.maury.Pass"): four players, Ann, Bob,
Cy and Dee, seed 11.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from engine.codec import Tagged
from engine.core import Rejection
from host.games import GAMES, resume
from host.sim.party import text_table

V1_SAVES = Path(__file__).parent / "data" / "saves_v1"


def tags(data: Any) -> set[str]:
    """Every `$type` tag in a JSON value."""
    if isinstance(data, dict):
        own = {data["$type"]} if "$type" in data else set()
        return own.union(*(tags(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(tags(v) for v in data))
    return set()


@pytest.mark.parametrize("name", ["motdit", "maury", "fameus"])
def test_a_version_1_save_resumes_as_its_actions_replay_and_plays_on_to_its_end(tmp_path, name):
    old = json.loads((V1_SAVES / f"{name}.json").read_text())
    assert old["partyhost_save"] == 1 and old["game_json"]["format"] == 1
    assert all(tag.startswith("engine.") for tag in tags(old))
    path = tmp_path / "party.json"
    shutil.copy(V1_SAVES / f"{name}.json", path)  # the session autosaves over its save

    session = resume(path)
    assert session.seed == 11 and session.game.config.players == ("Ann", "Bob", "Cy", "Dee")
    replayed = GAMES[name].engine(session.game.config)
    for action in session.actions:
        assert not isinstance(replayed.apply(action), Rejection), action
    assert replayed.to_json() == session.game.to_json()
    assert not session.game.is_over()

    spec = GAMES[name]
    spec.flow(text_table(session, spec)).run()
    assert session.game.is_over()
    saved = json.loads(path.read_text())
    assert saved["partyhost_save"] == 2 and saved["game_json"]["format"] == 2
    assert tags(saved) and tags(saved) <= set(Tagged.registry)
    assert all(tag.startswith(("core.", f"{name}.")) for tag in tags(saved))
