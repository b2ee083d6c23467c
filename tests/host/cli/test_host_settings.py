"""What `play` and `resume` were asked for: Mot Dit's floor, open unless --in-turn or the
config file's `[table]` says in turn; a bad `[table]` setting is one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from host.cli import build_parser
from host.cli.host_settings import HostSettings
from host.flows.floor import Floor


def floor(argv: list[str]) -> Floor:
    args = build_parser().parse_args(["play", "motdit", "--players", "Ann,Bob,Cy", *argv])
    return HostSettings.from_args(args).listening.floor


@pytest.fixture(autouse=True)
def no_default_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "none"))


def test_the_floor_is_open_unless_in_turn_is_asked_for(tmp_path: Path) -> None:
    assert floor([]) is Floor.OPEN
    assert floor(["--in-turn"]) is Floor.IN_TURN
    config = tmp_path / "config.toml"
    config.write_text("[table]\nin_turn = true\n")
    assert floor(["--config", str(config)]) is Floor.IN_TURN
    config.write_text("[voice]\nmute = true\n[table]\nin_turn = false\n")
    assert floor(["--config", str(config)]) is Floor.OPEN


@pytest.mark.parametrize(
    ("table", "why"),
    [
        ("in_turn = 1", "bad value for in_turn: 1 (true or false)"),
        ("in_trun = true", "unknown table setting 'in_trun'"),
        ("", "[table] must be a table"),
    ],
)
def test_a_bad_table_setting_is_one_line(tmp_path: Path, table: str, why: str) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f"[table]\n{table}\n" if table else 'table = "open"\n')
    with pytest.raises(ValueError, match=f"^{config}: ") as refused:
        floor(["--config", str(config)])
    assert str(refused.value).endswith(why)
