"""Every line a flow speaks comes from the phrasebook (host/phrasebook/*_says.py and the
events' phrase functions): no flow builds a Line from text of its own, nor holds a sentence;
the words left in the flows are the answers the host listens for (commands, kinds of question)."""

from __future__ import annotations

import ast
from pathlib import Path

FLOWS = Path(__file__).resolve().parents[3] / "host" / "flows"


def docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions, and of the
    strings that document a name right after its assignment."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            for statement in node.body:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                    found.add(id(statement.value))
    return found


def text_of(node: ast.expr) -> str | None:
    """The text of a string literal or f-string (its holes as {}), or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def own_text(path: Path) -> list[str]:
    """Where a flow module builds a line from its own text, or holds a sentence."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs, found = docstrings(tree), []
    parts = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    for node in ast.walk(tree):
        line = isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Line"
        if line and node.args and text_of(node.args[0]) is not None:
            found.append(f"{path.name}:{node.lineno}: Line({text_of(node.args[0])!r})")
        text = text_of(node) if isinstance(node, ast.expr) and id(node) not in parts else None
        if text and id(node) not in docs and text.rstrip().endswith((".", "?", "!")):
            found.append(f"{path.name}:{node.lineno}: {text!r}")
    return found


def test_no_flow_speaks_text_of_its_own() -> None:
    offenders = [line for path in sorted(FLOWS.glob("*.py")) for line in own_text(path)]
    assert offenders == []


def test_the_check_finds_a_line_written_in_a_flow(tmp_path: Path) -> None:
    flow = tmp_path / "flow.py"
    flow.write_text(
        'def turn(name):\n    """Whose turn."""\n    return Line(f"It is {name}\'s turn.")\n'
    )
    assert own_text(flow) == [
        'flow.py:3: Line("It is {}\'s turn.")',
        'flow.py:3: "It is {}\'s turn."',
    ]
