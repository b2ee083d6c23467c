"""The games' flows speak to the Table through the few calls of a FlowTable (ask, together,
hear_once, say, tell, act, polls...), never through its prompter, phrasebook or session, never
set its question, and never import the Table itself: the framework keeps those to itself."""

from __future__ import annotations

import ast
from pathlib import Path

from host.flows.flow import FlowTable
from host.flows.polls import Polls
from host.flows.table import Table
from host.games import GAMES
from host.session.session import Session
from host.session.typed import TypedListener, scripted

FLOWS = Path(__file__).resolve().parents[3] / "host" / "flows"
FRAMEWORK = {"table.py", "commands.py", "polls.py", "undo.py", "saving.py", "playing.py"}
"""The Table and its collaborators: the rest of host/flows are the games' flows."""
CALLS = {name for name in dir(FlowTable) if not name.startswith("_")} | set(
    FlowTable.__annotations__
)
"""What a flow may reach on its table."""
POLLS = {name for name in dir(Polls) if not name.startswith("_")}
"""What a flow may reach on the table's polls."""


def reaches(path: Path) -> list[str]:
    """Where the module at `path` reaches into its table beyond a FlowTable's calls, sets
    anything on it, or imports the Table."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module == "host.flows.table":
            found.append((node.lineno, "imports the Table"))
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)):
            continue
        on = node.value.attr
        allowed = CALLS if on == "table" else POLLS if on == "polls" else None
        if allowed is None:
            continue
        if node.attr not in allowed or isinstance(node.ctx, ast.Store):
            found.append((node.lineno, f"{on}.{node.attr}"))
    return [f"{path.name}:{line}: {what}" for line, what in sorted(found)]


def test_the_game_flows_use_the_tables_few_calls_alone() -> None:
    games = [p for p in sorted(FLOWS.glob("*.py")) if p.name not in FRAMEWORK]
    assert [line for path in games for line in reaches(path)] == []


def test_the_table_makes_every_call_of_a_flow_table_and_shows_none_of_its_parts() -> None:
    spec = GAMES["motdit"]
    session = Session(spec.new_game(("Ann", "Bob", "Cy")), 1)
    table = spec.table(session, lambda _line: None, TypedListener(scripted([])), scripted([]))
    assert isinstance(table, Table)
    assert [name for name in sorted(CALLS) if not hasattr(table, name)] == []
    assert {"session", "prompter", "phrasebook", "question"}.isdisjoint(dir(table))


def test_the_check_finds_a_flow_that_reaches_in(tmp_path: Path) -> None:
    flow = tmp_path / "flow.py"
    flow.write_text(
        "from host.flows.table import Table\n"
        "def step(self):\n    self.table.question = 1\n    self.table.prompter.ask(2)\n"
        "    self.table.polls.ask(3)\n    self.table.say = 4\n"
    )
    assert reaches(flow) == [
        "flow.py:1: imports the Table",
        "flow.py:3: table.question",
        "flow.py:4: table.prompter",
        "flow.py:5: polls.ask",
        "flow.py:6: table.say",
    ]
