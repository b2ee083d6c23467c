"""The games' flows speak to the Table through its own methods (ask, together, hear_once,
names, poll, vouched, refuse, say, tell, act...), never through its prompter, phrasebook or
session, and never set its question: the framework keeps those to itself."""

from __future__ import annotations

import ast
from pathlib import Path

FLOWS = Path(__file__).resolve().parents[3] / "host" / "flows"
HIDDEN = {"prompter", "phrasebook", "session"}
"""The Table's parts a game's flow may not reach."""


def reaches(path: Path) -> list[str]:
    """Where the module at `path` reaches into the Table's hidden parts or sets its question."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)):
            continue
        on_table = node.value.attr == "table"
        if on_table and (
            node.attr in HIDDEN or (node.attr == "question" and isinstance(node.ctx, ast.Store))
        ):
            found.append(f"{path.name}:{node.lineno}: table.{node.attr}")
    return found


def test_the_game_flows_use_the_tables_methods_alone() -> None:
    games = [p for p in sorted(FLOWS.glob("*.py")) if p.name != "table.py"]
    assert [line for path in games for line in reaches(path)] == []


def test_the_check_finds_a_flow_that_reaches_in(tmp_path: Path) -> None:
    flow = tmp_path / "flow.py"
    flow.write_text(
        "def step(self):\n    self.table.question = 1\n    self.table.prompter.ask(2)\n"
    )
    assert reaches(flow) == ["flow.py:2: table.question", "flow.py:3: table.prompter"]
